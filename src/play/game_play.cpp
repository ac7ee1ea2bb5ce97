#include "grundy/game_play.hpp"

#include <algorithm>
#include <tuple>

#include "core/move_text.hpp"
#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/remoteness.hpp"
#include "grundy/solution.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

// The engine, when lost, tries at most this many moves, and at most
// kEngineWork / (numbers in the position) of them, since each costs an
// analysis of the position after it.
constexpr std::uint64_t kMaxEngineCandidates = 2000;
constexpr std::uint64_t kEngineWork = 20'000'000;

struct Candidates {
  std::vector<Move> moves;
  bool every_move = true;
};

// Every move of the sum when there are at most `limit`; otherwise the first
// moves of each heap (Component::first_moves), at most `limit` in all.
Candidates candidate_moves(const Sum& position, std::uint64_t limit) {
  const auto& components = position.components();
  Candidates found;
  bool too_many = false;
  try {
    for (std::size_t c = 0; c < components.size() && !too_many; ++c) {
      components[c]->all_moves([&](const Move& move) {
        if (found.moves.size() >= limit) {
          too_many = true;
          return false;
        }
        found.moves.push_back(move);
        found.moves.back().component = c;
        return true;
      });
    }
  } catch (const LimitError&) {
    too_many = true;  // a family that refuses to list so many moves
  }
  if (!too_many) return found;
  found.moves.clear();
  found.every_move = false;
  const std::uint64_t per_piece =
      std::max<std::uint64_t>(1, limit / std::max<std::size_t>(1, position.number_count()));
  for (std::size_t c = 0; c < components.size() && found.moves.size() < limit; ++c) {
    components[c]->first_moves(per_piece, [&](const Move& move) {
      found.moves.push_back(move);
      found.moves.back().component = c;
      return found.moves.size() < limit;
    });
  }
  return found;
}

bool starts_with_word(std::string_view text, std::string_view word) {
  return !word.empty() && text.substr(0, word.size()) == word &&
         (text.size() == word.size() || text[word.size()] == ' ' || text[word.size()] == ':' ||
          (text[word.size()] >= '0' && text[word.size()] <= '9'));
}

// The leading name of `text` in lower case, as the expression parser reads it.
std::string leading_name(std::string_view text) {
  std::string name;
  for (char c : text) {
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    const bool name_char = letter || (c >= '0' && c <= '9') || c == '-' || c == '_';
    if (name.empty() ? !letter : !name_char) break;
    name += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  }
  return name;
}

std::string example_in_sum(const Sum& position) {
  try {
    const Move move = naive_move(position);
    return format_translated("game {}: {}", move.component + 1,
                             position.components()[move.component]->notation(move));
  } catch (const Error&) {
    return format_translated("game {}: {}", 1, "1 1");
  }
}

}  // namespace

// ------------------------------------------------------------ GameInPlay --

GameInPlay::GameInPlay(Sum start, PlayConvention convention) : convention_(convention) {
  positions_.push_back(std::move(start));
}

bool GameInPlay::over() const { return !has_move(position()); }

void GameInPlay::play(const Move& move) {
  positions_.push_back(position().after(move));
  moves_.push_back(move);
}

std::vector<HistoryEntry> value_history(const GameInPlay& game, const SolveLimits& limits) {
  std::vector<HistoryEntry> history;
  for (std::size_t i = 0; i <= game.moves().size(); ++i) {
    const std::unique_ptr<Solution> solution =
        solve(game.position_at(i), game.convention(), limits);
    history.push_back({solution->value(), solution->outcome(), false});
  }
  // The mover's prospects before a move (2 won, 1 drawn, 0 lost) and after
  // it, where the opponent's loss is the mover's win.
  const auto before = [](Outcome outcome) {
    return outcome == Outcome::next_player_wins ? 2 : outcome == Outcome::draw ? 1 : 0;
  };
  const auto after = [&](Outcome outcome) { return 2 - before(outcome); };
  for (std::size_t i = 0; i + 1 < history.size(); ++i) {
    history[i].turning_point = after(history[i + 1].outcome) < before(history[i].outcome);
  }
  return history;
}

void GameInPlay::undo() {
  if (moves_.empty()) throw RuleError(translate("there is no move to take back"));
  positions_.pop_back();
  moves_.pop_back();
}

bool has_move(const Sum& position) {
  bool found = false;
  for (const ComponentPtr& component : position.components()) {
    component->first_moves(1, [&](const Move&) {
      found = true;
      return false;
    });
    if (found) return true;
  }
  return false;
}

// ------------------------------------------------------------- reading --

Move read_move(const Sum& position, std::string_view raw, const FamilyRegistry& families) {
  const auto& components = position.components();
  std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  std::optional<std::size_t> chosen;
  for (std::string_view word : {std::string_view("game"), std::string_view(translate("game"))}) {
    if (chosen || !starts_with_word(text, word)) continue;
    std::string rest = move_text::squeeze(text.substr(word.size()));
    const std::size_t end = std::min(rest.find_first_of(": "), rest.size());
    const std::uint64_t number =
        move_text::number(rest.substr(0, end), translate("the number of a game"));
    if (number == 0 || number > components.size()) {
      throw RuleError(
          components.size() == 1
              ? format_translated("there is no game {}: the position is one game", number)
              : format_translated("there is no game {}: the games are numbered 1 to {}", number,
                                  components.size()));
    }
    chosen = static_cast<std::size_t>(number - 1);
    rest = rest.substr(end);
    if (!rest.empty() && (rest[0] == ':' || rest[0] == ' ')) rest = rest.substr(1);
    text = move_text::squeeze(rest);
    if (text.empty())
      throw ParseError(format_translated("say the move in game {} after its number", number), 0);
  }

  // A game expression: the position the move leaves.
  if (families.find(leading_name(text)) != nullptr) {
    const Sum target = parse_expression(text, families);
    const auto& targets = target.components();
    const std::string from = chosen ? components[*chosen]->canonical() : position.canonical();
    const auto unreachable = [&] {
      return RuleError(
          format_translated("{} cannot be reached from {} in one move", target.canonical(), from));
    };
    std::optional<std::size_t> changed = chosen;
    if (chosen) {
      if (targets.size() != 1) throw unreachable();
    } else {
      if (targets.size() != components.size()) throw unreachable();
      for (std::size_t c = 0; c < components.size(); ++c) {
        if (components[c]->canonical() == targets[c]->canonical()) continue;
        if (changed) throw unreachable();  // a move changes one game only
        changed = c;
      }
      if (!changed)
        throw RuleError(translate("that is the position as it stands: a move must change it"));
    }
    const Component& target_component = *targets[chosen ? 0 : *changed];
    std::optional<Move> move = components[*changed]->move_to(target_component);
    if (!move) throw unreachable();
    move->component = *changed;
    return *move;
  }
  if (!chosen) {
    if (components.size() > 1) {
      throw ParseError(
          format_translated("this position is a sum of {} games: name the game first, e.g. '{}'",
                            components.size(), example_in_sum(position)),
          0);
    }
    chosen = 0;
  }
  Move move = components[*chosen]->parse_move(text);
  move.component = *chosen;
  return move;
}

// ------------------------------------------------------------- players --

EngineMove engine_move(const Sum& position) {
  return engine_move(position, PlayConvention::normal);
}

EngineMove engine_move(const Sum& position, PlayConvention convention,
                       const RemotenessLimits& remoteness, std::chrono::milliseconds time_budget) {
  const auto started = std::chrono::steady_clock::now();
  const std::unique_ptr<Solution> solution = solve(position, convention);
  RemotenessSearch search(convention, remoteness);
  bool remoteness_known = false;
  if (!run_within_budget(time_budget,
                         [&] { remoteness_known = search.remoteness(position).has_value(); })) {
    remoteness_known = false;  // not searched in time: the other criteria decide
  }
  if (solution->outcome() == Outcome::next_player_wins) {
    if (remoteness_known) {
      // The fastest win: the least remoteness after the move.
      std::optional<std::pair<std::uint64_t, Move>> fastest;
      solution->winning_moves([&](const Move& move) {
        const std::optional<std::uint64_t> after = search.remoteness(position.after(move));
        if (after && (!fastest || *after < fastest->first)) fastest.emplace(*after, move);
        return true;
      });
      if (fastest) {
        EngineMove chosen{fastest->second, true, 0, true};
        chosen.remoteness = fastest->first;
        return chosen;
      }
    }
    // Where positions can repeat, the winning move that makes progress, so
    // that the win does come (Analysis::best_winning_move).
    if (const std::optional<Move> best = solution->best_winning_move())
      return EngineMove{*best, true, 0, true};
  }
  if (solution->outcome() == Outcome::draw) {
    std::optional<Move> first;
    solution->drawing_moves([&](const Move& move) {
      first = move;
      return false;
    });
    if (first) return EngineMove{*first, false, 0, true, true};
  }
  // Each candidate is analysed: in normal play that costs about the numbers
  // of the position, in misère play a search of its own.
  const std::uint64_t numbers = std::max<std::size_t>(1, position.number_count());
  const std::uint64_t limit =
      convention == PlayConvention::misere
          ? kMaxMisereCandidates
          : std::clamp<std::uint64_t>(kEngineWork / numbers, 1, kMaxEngineCandidates);
  const Candidates candidates = candidate_moves(position, limit);
  if (candidates.moves.empty())
    throw RuleError(translate("there is no move left: the game is over"));
  // Lost against perfect play: make the opponent's task as hard as we can,
  // the fewest winning replies, ties broken by the fewest tokens taken; a move
  // that ends the game (in misère play it loses) only when forced.
  // With the remoteness known, the move that makes the game last longest
  // comes first (a greater remoteness is a smaller key).
  std::optional<std::tuple<bool, std::uint64_t, std::uint64_t, std::uint64_t, std::size_t>>
      best_key;
  std::size_t best = 0;
  std::optional<std::uint64_t> best_remoteness;
  bool every_candidate = true;
  for (std::size_t i = 0; i < candidates.moves.size(); ++i) {
    // Past the budget, the best of the candidates examined so far.
    if (best_key && time_budget.count() > 0 &&
        std::chrono::steady_clock::now() - started >= time_budget) {
      every_candidate = false;
      break;
    }
    const Move& move = candidates.moves[i];
    const Sum next = position.after(move);
    const std::unique_ptr<Solution> after = solve(next, convention);
    const std::optional<std::uint64_t> remoteness =
        remoteness_known ? search.remoteness(next) : std::nullopt;
    const std::uint64_t shorter = remoteness ? ~*remoteness : 0;
    const auto key =
        std::make_tuple(after->finished(), shorter, after->count_winning_moves(), move.taken, i);
    if (!best_key || key < *best_key) {
      best_key = key;
      best = i;
      best_remoteness = remoteness;
    }
  }
  const bool leaves_lost = !std::get<0>(*best_key) && std::get<2>(*best_key) == 0;
  EngineMove chosen{candidates.moves[best], leaves_lost, std::get<2>(*best_key),
                    candidates.every_move && every_candidate};
  chosen.remoteness = best_remoteness;
  return chosen;
}

Move random_move(const Sum& position, std::mt19937_64& random) {
  const Candidates candidates = candidate_moves(position, kMaxRandomChoices);
  if (candidates.moves.empty())
    throw RuleError(translate("there is no move left: the game is over"));
  return candidates.moves[uniform_below(random, candidates.moves.size())];
}

Move naive_move(const Sum& position) {
  const auto& components = position.components();
  for (std::size_t c = components.size(); c-- > 0;) {
    if (std::optional<Move> move = components[c]->naive_move()) {
      move->component = c;
      return *move;
    }
  }
  throw RuleError(translate("there is no move left: the game is over"));
}

std::uint64_t uniform_below(std::mt19937_64& random, std::uint64_t n) {
  if (n == 0) throw RuleError("uniform_below: there is no number below 0");
  // 2^64 mod n raw values are rejected, so that the accepted ones, from the
  // threshold to 2^64-1, are a whole number of runs of n: each remainder
  // equally likely.
  const std::uint64_t threshold = (std::uint64_t{0} - n) % n;
  for (;;) {
    const std::uint64_t raw = random();
    if (raw >= threshold) return raw % n;
  }
}

}  // namespace grundy
