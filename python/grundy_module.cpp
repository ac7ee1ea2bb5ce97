// The Python module `grundy._grundy`: the library from Python, and games
// written in Python whose values the C++ engine computes and memoises. The
// package `grundy` (grundy/__init__.py) re-exports it and adds Game, a game
// played out move by move, and the typed answers (Solution, Sequence,
// Quotient) made from the dicts of the library's reports;
// grundy/_grundy.pyi describes the module for type checkers. Beside this
// file: position.hpp (what the files share), solve_answer.hpp (solve's
// answers), move_list.hpp (lists of moves read a page at a time).
//
//   import grundy
//   grundy.solve("nim 5 6 7 8")        # a Solution: the object of `grundy solve --json`
//   grundy.seq("kayles", 20)           # a Sequence: G(0), ..., G(20), the period if proven
//
//   class Northcott:                   # any object with moves(position)
//       def moves(self, position): ...
//   grundy.value(Northcott(), start)   # the Grundy value
//   grundy.solve(grundy.position(Northcott(), start) + "nim 3")
#include <fmt/format.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/board_svg.hpp"
#include "grundy/custom_game.hpp"
#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/game_play.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/json_report.hpp"
#include "grundy/misere.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/nim_field.hpp"
#include "grundy/quotient_report.hpp"
#include "grundy/sequence_report.hpp"
#include "grundy/solution.hpp"
#include "grundy/take_and_break_game.hpp"
#include "move_list.hpp"
#include "position.hpp"
#include "solve_answer.hpp"

namespace py = pybind11;

namespace grundy::python {
namespace {

// A Python exception raised by the user's moves(): reported as
// grundy.GameError, with the original as its __cause__.
class GameFailure : public RuleError {
 public:
  GameFailure(const std::string& message, std::optional<py::error_already_set> cause)
      : RuleError(message), cause_(std::move(cause)) {}
  const std::optional<py::error_already_set>& cause() const noexcept { return cause_; }

 private:
  std::optional<py::error_already_set> cause_;
};

// KeyboardInterrupt (and other BaseExceptions) pass through the engine
// unchanged.
class PythonInterrupt : public Error {
 public:
  explicit PythonInterrupt(py::error_already_set error)
      : Error("interrupted"), error_(std::move(error)) {}
  py::error_already_set& error() noexcept { return error_; }

 private:
  py::error_already_set error_;
};

std::string short_repr(const py::handle& value) {
  std::string text;
  try {
    text = py::repr(value).cast<std::string>();
  } catch (const py::error_already_set&) {
    text = "<unprintable>";
  }
  if (text.size() > 80) text = text.substr(0, 77) + "...";
  return text;
}

// A position of a Python game: any hashable value, hashed once.
struct PyPosition {
  py::object value;
  std::size_t hash = 0;

  friend bool operator==(const PyPosition& a, const PyPosition& b) {
    return a.hash == b.hash && a.value.equal(b.value);
  }
};

struct PyPositionHash {
  std::size_t operator()(const PyPosition& position) const noexcept { return position.hash; }
};

// The rules of a Python game: calls game.moves(position). The game object
// is borrowed: every Position that uses these rules keeps the game alive.
struct PyRules {
  using Position = PyPosition;
  using Hash = PyPositionHash;

  PyObject* game = nullptr;
  std::string game_name;

  py::handle handle() const { return py::handle(game); }

  PyPosition make_position(py::object value, const PyPosition* from) const {
    try {
      const auto hash = static_cast<std::size_t>(py::hash(value));
      return {std::move(value), hash};
    } catch (py::error_already_set& error) {
      if (!error.matches(PyExc_Exception)) throw PythonInterrupt(std::move(error));
      const std::string where = from == nullptr ? "the position " + short_repr(value)
                                                : "moves(" + short_repr(from->value) +
                                                      ") returned " + short_repr(value) + ", which";
      const std::string message =
          where + " cannot be a position: " + error.what() +
          " (positions must be hashable: numbers, strings, tuples, frozensets)";
      throw GameFailure(message, std::move(error));
    }
  }

  std::vector<PyPosition> options(const PyPosition& position) const {
    if (PyErr_CheckSignals() != 0) throw PythonInterrupt(py::error_already_set());
    py::object result;
    try {
      result = handle().attr("moves")(position.value);
    } catch (py::error_already_set& error) {
      if (!error.matches(PyExc_Exception)) throw PythonInterrupt(std::move(error));
      const std::string type = py::str(error.type().attr("__name__")).cast<std::string>();
      const std::string text = py::str(error.value()).cast<std::string>();
      const std::string message = "moves(" + short_repr(position.value) + ") of the game '" +
                                  game_name + "' raised " + type +
                                  (text.empty() ? "" : ": " + text);
      throw GameFailure(message, std::move(error));
    }
    if (result.is_none() || !py::isinstance<py::iterable>(result) ||
        py::isinstance<py::str>(result)) {
      throw GameFailure("moves(" + short_repr(position.value) + ") of the game '" + game_name +
                            "' returned " + short_repr(result) +
                            ": it must return a list (or other iterable) of positions",
                        std::nullopt);
    }
    std::vector<PyPosition> found;
    for (py::handle item : result)
      found.push_back(make_position(py::reinterpret_borrow<py::object>(item), &position));
    return found;
  }

  std::string name() const { return game_name; }
  std::string text(const PyPosition& position) const {
    if (py::hasattr(handle(), "text"))
      return py::str(handle().attr("text")(position.value)).cast<std::string>();
    return py::str(position.value).cast<std::string>();
  }
};

using PyGame = CustomGame<PyRules>;

// The engine of a Python game, kept on the game object (attribute
// _grundy_engine) so that its memo lasts as long as the game.
std::shared_ptr<PyGame::Search> engine_of(const py::object& game, std::size_t max_positions) {
  if (!py::hasattr(game, "moves")) {
    throw py::type_error("a game is an object with a moves(position) method, not " +
                         short_repr(game));
  }
  if (py::hasattr(game, "_grundy_engine")) {
    py::object stored = game.attr("_grundy_engine");
    if (py::isinstance<py::capsule>(stored)) {
      auto* search =
          static_cast<std::shared_ptr<PyGame::Search>*>(stored.cast<py::capsule>().get_pointer());
      if (search != nullptr) return *search;
    }
  }
  std::string name;
  if (py::hasattr(game, "name")) {
    name = py::str(game.attr("name")).cast<std::string>();
  } else {
    name = py::str(py::type::handle_of(game).attr("__name__")).cast<std::string>();
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  auto search = std::make_shared<PyGame::Search>(PyRules{game.ptr(), name}, max_positions);
  py::capsule holder(new std::shared_ptr<PyGame::Search>(search), [](void* pointer) {
    delete static_cast<std::shared_ptr<PyGame::Search>*>(pointer);
  });
  try {
    game.attr("_grundy_engine") = holder;
  } catch (py::error_already_set&) {
    // An object without a __dict__: no memo between calls, still correct.
  }
  return search;
}

constexpr std::size_t kPythonMaxPositions = 1'000'000;

std::shared_ptr<const PyGame> game_component(const py::object& game, const py::object& start,
                                             std::size_t max_positions) {
  const auto search = engine_of(game, max_positions);
  PyPosition position = search->rules().make_position(start, nullptr);
  return std::make_shared<PyGame>(std::move(position), search);
}

Position game_position(const py::object& game, const py::object& start, std::size_t max_positions) {
  return Position{Sum({game_component(game, start, max_positions)}), {game}};
}

Position add(const Position& a, const Position& b) {
  std::vector<ComponentPtr> components = a.sum.components();
  components.insert(components.end(), b.sum.components().begin(), b.sum.components().end());
  std::vector<py::object> games = a.games;
  games.insert(games.end(), b.games.begin(), b.games.end());
  return Position{Sum(std::move(components)), std::move(games)};
}

// A list of the position's moves (move_list.hpp), each shown by `item`.
std::shared_ptr<MoveList> move_list(const Position& position, bool misere,
                                    report::MoveListKind list,
                                    std::function<py::object(const Move&)> item) {
  return std::make_shared<MoveList>(solution_of(position, misere), list, std::move(item),
                                    position.games);
}

// Every move, as `grundy play` reads it.
std::shared_ptr<MoveList> all_moves(const Position& position) {
  return move_list(
      position, false, report::MoveListKind::legal,
      [sum = position.sum](const Move& move) { return py::cast(move_text(sum, move)); });
}

// Every move with the position it leaves, as (move, Position) pairs.
std::shared_ptr<MoveList> all_options(const Position& position) {
  return move_list(position, false, report::MoveListKind::legal, [position](const Move& move) {
    return py::object(py::make_tuple(move_text(position.sum, move),
                                     Position{position.sum.after(move), position.games}));
  });
}

// The dict of `grundy seq --json` (sequence_report.hpp) for a heap game by
// name; for a game of your own, the same keys over positions 0 .. upto, with
// no period claimed (no theorem covers an arbitrary game).
py::object sequence_dict(const py::object& game, std::uint64_t upto) {
  constexpr std::uint64_t kMaxSequence = std::uint64_t{1} << 28;
  if (upto >= kMaxSequence) {
    throw LimitError("G(0.." + std::to_string(upto) + ") is too long: the limit is " +
                     std::to_string(kMaxSequence) + " values");
  }
  if (py::isinstance<py::str>(game)) {
    const NamedRule named = parse_heap_rule(game.cast<std::string>());
    GrundySequence sequence(named.rule);
    sequence.extend_to(upto);
    return to_python(report::sequence_json(
        report::sequence_report(named, sequence, upto, sequence.prove_now())));
  }
  const auto search = engine_of(game, kPythonMaxPositions);
  py::list values;
  for (std::uint64_t n = 0; n <= upto; ++n) {
    const PyPosition position = search->rules().make_position(py::int_(n), nullptr);
    values.append(PyGame(position, search).grundy_value());
  }
  py::dict answer;
  answer["game"] = search->rules().name();
  answer["values"] = values;
  answer["period"] = py::none();
  answer["computed"] = upto + 1;
  return answer;
}

// Exceptions: grundy.Error and its kinds, as the command reports them.
// The types live as long as the process (never released, so that nothing
// is freed after the interpreter has finalized).
void bind_errors(py::module_& m) {
  const auto make_kind = [&](const char* name, const char* doc,
                             std::initializer_list<PyObject*> bases) -> PyObject* {
    py::tuple base_tuple(bases.size());
    std::size_t i = 0;
    for (PyObject* base : bases) base_tuple[i++] = py::reinterpret_borrow<py::object>(base);
    PyObject* type = PyErr_NewExceptionWithDoc((std::string("grundy.") + name).c_str(), doc,
                                               base_tuple.ptr(), nullptr);
    if (type == nullptr) throw py::error_already_set();
    m.add_object(name, py::reinterpret_borrow<py::object>(type));
    return type;  // our own reference, kept
  };
  static PyObject* const error =
      make_kind("Error", "Any error the engine reports.", {PyExc_Exception});
  static PyObject* const parse_error = make_kind(
      "ParseError", "An expression or move that cannot be read.", {error, PyExc_ValueError});
  static PyObject* const rule_error = make_kind(
      "RuleError", "A position or move the rules do not allow.", {error, PyExc_ValueError});
  static PyObject* const limit_error = make_kind(
      "LimitError",
      "A computation beyond the engine's limits (a number that does not fit, too many positions).",
      {error});
  static PyObject* const input_error =
      make_kind("InputError", "A file that cannot be read.", {error, PyExc_OSError});
  static PyObject* const game_error =
      make_kind("GameError",
                "Your game's moves() raised an exception (its __cause__) or returned something "
                "that is not a list of positions.",
                {rule_error});
  py::register_exception_translator([](std::exception_ptr raised) {
    try {
      if (raised) std::rethrow_exception(raised);
    } catch (PythonInterrupt& interrupt) {
      interrupt.error().restore();
    } catch (const GameFailure& failure) {
      if (failure.cause()) {
        py::error_already_set cause = *failure.cause();
        py::raise_from(cause, game_error, failure.what());
      } else {
        PyErr_SetString(game_error, failure.what());
      }
    } catch (const ParseError& e) {
      PyErr_SetString(parse_error, e.what());
    } catch (const RuleError& e) {
      PyErr_SetString(rule_error, e.what());
    } catch (const LimitError& e) {
      PyErr_SetString(limit_error, e.what());
    } catch (const InputError& e) {
      PyErr_SetString(input_error, e.what());
    } catch (const Error& e) {
      PyErr_SetString(error, e.what());
    }
  });
}

// Position: made from an expression, added, compared, printed.
py::class_<Position> bind_position(py::module_& m) {
  py::class_<Position> position(
      m, "Position",
      "A position: a game expression ('nim 3 + kayles 5'), a position of your own game "
      "(grundy.position), or a sum of them with +.");
  position
      .def(py::init(&parse_position), py::arg("expression"),
           "The position a game expression describes, e.g. 'nim 3 5 + octal(0.07) 12'.")
      .def(
          "__add__", [](const Position& a, const py::object& b) { return add(a, as_position(b)); },
          "The sum of two positions (or of a position and a game expression).")
      .def(
          "__radd__", [](const Position& a, const py::object& b) { return add(as_position(b), a); },
          "The sum of a game expression and a position.")
      .def(
          "__eq__",
          [](const Position& a, const py::object& b) {
            return py::isinstance<Position>(b) &&
                   a.sum.canonical() == b.cast<Position>().sum.canonical();
          },
          "Whether both are the same position, written the same way.")
      .def(
          "__hash__", [](const Position& p) { return py::hash(py::str(p.sum.canonical())); },
          "The hash of the position's text, so that positions can be kept in sets and dicts.")
      .def(
          "__str__", [](const Position& p) { return p.sum.canonical(); },
          "The position as a game expression, e.g. 'nim 1 2 3 + kayles 5'.")
      .def(
          "__repr__",
          [](const Position& p) { return "grundy.Position('" + p.sum.canonical() + "')"; },
          "grundy.Position('...'), which evaluates to the same position for built-in games.");
  return position;
}

// What a position answers: its value and outcome, its moves (MoveList), the
// engine's move, the position after a move. solve() is the package's
// (grundy/__init__.py), which makes the dict of _solve a Solution.
void bind_position_answers(py::class_<Position>& position) {
  position
      .def_property_readonly(
          "value",
          [](const Position& p) -> py::object {
            const Analysis analysis(p.sum);
            if (analysis.value_known()) return py::int_(analysis.grundy_value());
            return py::none();
          },
          "The Grundy value, or None when it is infinite or beyond the limits.")
      .def_property_readonly(
          "outcome",
          [](const Position& p) { return std::string(outcome_letter(Analysis(p.sum).outcome())); },
          "'N' (the player to move wins), 'P' (loses) or 'D' (a draw).")
      .def_property_readonly(
          "misere_outcome",
          [](const Position& p) {
            return std::string(outcome_letter(solution_of(p, true)->outcome()));
          },
          "The outcome in misère play (the player who makes the last move loses): 'N' or 'P'.")
      .def_property_readonly(
          "finished", [](const Position& p) { return Analysis(p.sum).finished(); },
          "Whether no move is left.")
      .def("moves", &all_moves,
           "Every move, as `grundy play` reads it ('game 2: ...' in a sum): a MoveList.")
      .def("options", &all_options,
           "Every move with the position it leaves: (move, Position) pairs, in the order of "
           "moves(), as a MoveList.")
      .def(
          "winning_moves",
          [](const Position& p, bool misere) {
            return move_list(
                p, misere, report::MoveListKind::winning,
                [sum = p.sum](const Move& move) { return py::cast(move_text(sum, move)); });
          },
          py::arg("misere") = false,
          "Every winning move (misere=True: in misère play), in the order of moves(): a "
          "MoveList, counted at once and read a page at a time.")
      .def(
          "best_move",
          [](const Position& p, bool misere) -> std::optional<std::string> {
            const std::optional<Move> move = solution_of(p, misere)->best_winning_move();
            if (!move) return std::nullopt;
            return move_text(p.sum, *move);
          },
          py::arg("misere") = false,
          "The winning move the engine plays (misere=True: in misère play), or None when no "
          "move wins.")
      .def(
          "after",
          [](const Position& p, const std::string& move) {
            return Position{p.sum.after(read_move(p.sum, move)), p.games};
          },
          py::arg("move"), "The position after a move, written as moves() writes it.")
      .def(
          "_repr_svg_", [](const Position& p) { return report::sum_svg(p.sum); },
          "The board of each game as an SVG picture, as the page draws it, for notebooks; None "
          "when no game has one or the position is too large to draw.");
}

// Positions of your own games, and the answers that read them.
void bind_own_games(py::module_& m) {
  m.def("parse", &parse_position, py::arg("expression"), "A position from a game expression.");
  m.def(
      "position",
      [](const py::object& game, const py::object& start, std::size_t max_positions) {
        return game_position(game, start, max_positions);
      },
      py::arg("game"), py::arg("start"), py::arg("max_positions") = kPythonMaxPositions,
      "A position of your own game: `game` has moves(position) returning the positions one move "
      "away.");
  m.def(
      "value",
      [](const py::object& game, const py::object& start, std::size_t max_positions) {
        const Position p = game_position(game, start, max_positions);
        return p.sum.components()[0]->grundy_value();
      },
      py::arg("game"), py::arg("position"), py::arg("max_positions") = kPythonMaxPositions,
      "The Grundy value of a position of your own game.");
  m.def(
      "outcome",
      [](const py::object& game, const py::object& start, std::size_t max_positions) {
        return std::string(
            outcome_letter(Analysis(game_position(game, start, max_positions).sum).outcome()));
      },
      py::arg("game"), py::arg("position"), py::arg("max_positions") = kPythonMaxPositions,
      "'N' or 'P' for a position of your own game.");
  m.def(
      "winning_moves",
      [](const py::object& game, const py::object& start, std::size_t max_positions) {
        const std::shared_ptr<const PyGame> component = game_component(game, start, max_positions);
        py::list found;
        Analysis(Sum({component})).winning_moves([&](const Move& move) {
          found.append(component->option(move).value);
          return true;
        });
        return found;
      },
      py::arg("game"), py::arg("position"), py::arg("max_positions") = kPythonMaxPositions,
      "The positions, one move away, that leave the opponent lost.");
}

// The answers as the library's reports give them (sequence_report.hpp,
// quotient_report.hpp; solve's are in solve_answer.cpp): dicts, which the
// package makes typed objects (grundy.Sequence, grundy.Quotient).
void bind_reports(py::module_& m) {
  py::class_<QuotientHandle>(m, "_QuotientHandle",
                             "A misère quotient held for grundy.solve(..., quotient=q).");
  m.def("_seq", &sequence_dict, py::arg("game"), py::arg("upto"),
        "The dict of `grundy seq --json` for a heap game by name, or its like for your own "
        "game on positions 0, 1, 2, ... (grundy.seq makes it a Sequence).");
  m.def(
      "_quotient",
      [](const std::string& game, std::uint64_t heaps, std::uint64_t max_memory, double timeout) {
        const NamedRule named = parse_heap_rule(game);
        // As `grundy quotient` has it: as far as the memory allows (Dawson's
        // Kayles to heap 33 takes candidates of more than 4096 elements).
        MisereQuotient quotient(named.rule, MisereQuotient::Limits::within_memory(max_memory));
        // A wild game's heap can take minutes: Ctrl-C is looked for at each
        // heap added and each candidate tried.
        const auto interruptible = [](const MisereQuotient::ProgressReport&) {
          if (PyErr_CheckSignals() != 0) throw PythonInterrupt(py::error_already_set());
        };
        try {
          within_seconds(timeout, [&] { quotient.extend_to_cover(heaps, interruptible); });
        } catch (const TimeLimitError&) {
          throw LimitError(
              fmt::format("quotient took longer than the limit of {} s (timeout)", timeout));
        }
        py::object answer = to_python(report::quotient_json(quotient, named.name, heaps));
        return py::make_tuple(
            answer, QuotientHandle{std::make_shared<const MisereQuotient>(std::move(quotient))});
      },
      py::arg("game"), py::arg("heaps"), py::arg("max_memory"), py::arg("timeout"),
      "(the dict of `grundy quotient --json`, the quotient itself for _solve_words): "
      "grundy.quotient makes a Quotient of them.");
}

// The nimber field (nim_field.hpp) on Python ints from 0 to 2^64 - 1.
void bind_nimbers(py::module_& m) {
  const auto nimber_of = [](const py::int_& number) -> Nimber {
    if (number < py::int_(0) || number > py::int_(~Nimber{0}))
      throw LimitError(py::repr(number).cast<std::string>() +
                       " is not a nimber from 0 to 2^64 - 1");
    return number.cast<Nimber>();
  };
  m.def(
      "nim_mul",
      [=](const py::int_& a, const py::int_& b) { return nim_product(nimber_of(a), nimber_of(b)); },
      py::arg("a"), py::arg("b"), "The nim-product a ⊗ b of two nimbers below 2^64.");
  m.def(
      "nim_inv",
      [=](const py::int_& a) {
        const Nimber value = nimber_of(a);
        if (value == 0) throw RuleError("0 has no inverse");
        return nim_inverse(value);
      },
      py::arg("a"), "The nimber b with a ⊗ b = 1 (a not 0).");
  m.def(
      "nim_sqrt", [=](const py::int_& a) { return nim_sqrt(nimber_of(a)); }, py::arg("a"),
      "The one nimber b with b ⊗ b = a.");
}

}  // namespace
}  // namespace grundy::python

PYBIND11_MODULE(_grundy, m) {
  using namespace grundy::python;
  bind_move_list(m);
  m.doc() =
      "Exact answers for impartial games: Grundy values, outcomes, winning moves, sums,\n"
      "sequences; game graphs with cycles (draws); and your own games, written in Python\n"
      "as an object with moves(position), whose values the C++ engine memoises.";
  m.attr("__version__") = GRUNDY_VERSION;
  bind_errors(m);
  py::class_<Position> position = bind_position(m);
  bind_position_answers(position);
  bind_own_games(m);
  bind_reports(m);
  bind_solve_answers(m);
  bind_nimbers(m);
  // Shown as grundy.Position, where the package exports it.
  m.attr("Position").attr("__module__") = "grundy";
}
