#include "grundy/staircase.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/move_text.hpp"
#include "grundy/drawing.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

Staircase::Staircase(std::vector<std::uint64_t> steps) : steps_(std::move(steps)) {
  if (steps_.empty()) throw RuleError(translate("a staircase needs at least one monk"));
  for (std::size_t i = 0; i < steps_.size(); ++i) {
    if (steps_[i] == 0 || steps_[i] > kMaxNumber) {
      throw RuleError(
          format_translated("step {} of monk {} is outside 1 .. 2^63-1", steps_[i], i + 1));
    }
    if (i > 0 && steps_[i] <= steps_[i - 1]) {
      throw RuleError(
          format_translated("monk {} on step {} is not above monk {} on step {}: steps must be "
                            "strictly increasing",
                            i + 1, steps_[i], i, steps_[i - 1]));
    }
  }
  // The odd stairs are the gaps above monks 1, 3, 5, ... (indices 0, 2, 4, ...).
  for (std::size_t monk = 0; monk + 1 < steps_.size(); monk += 2) value_ ^= gap_above(monk);
}

std::string Staircase::canonical() const { return abbreviated(steps_.size()); }

std::string Staircase::abbreviated(std::size_t max_numbers) const {
  std::string text = "staircase";
  const std::size_t shown = std::min(max_numbers, steps_.size());
  for (std::size_t i = 0; i < shown; ++i) {
    text += ' ';
    text += fmt::format_int(steps_[i]).c_str();
  }
  if (shown < steps_.size()) text += format_translated(" ... ({} monks in all)", steps_.size());
  return text;
}

// Moving monk i up by d changes exactly one odd-stair gap, so the wanted odd
// gap w = g XOR own_value XOR target fixes d:
//  - monk i odd-numbered (index even): its own gap g above is an odd stair and
//    shrinks, d = g - w, possible when w < g;
//  - monk i even-numbered (index odd): the odd-stair gap g below it grows,
//    d = w - g, possible when w > g and the monk has d free steps above.
void Staircase::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  const Nimber change = own_value ^ target;
  if (change == 0) return;  // no move keeps every odd gap
  for (std::size_t monk = 0; monk + 1 < steps_.size(); ++monk) {
    const bool odd_stair_above = monk % 2 == 0;
    const std::uint64_t gap = odd_stair_above ? gap_above(monk) : gap_above(monk - 1);
    const std::uint64_t wanted = gap ^ change;
    std::uint64_t up = 0;
    if (odd_stair_above && wanted < gap) up = gap - wanted;
    if (!odd_stair_above && wanted > gap && wanted - gap <= gap_above(monk)) up = wanted - gap;
    if (up > 0 && !visit(Move{0, monk, up, {steps_[monk] + up}})) return;
  }
}

void Staircase::all_moves(const MoveVisitor& visit) const {
  for (std::size_t monk = 0; monk + 1 < steps_.size(); ++monk) {
    for (std::uint64_t up = 1; up <= gap_above(monk); ++up) {
      if (!visit(Move{0, monk, up, {steps_[monk] + up}})) return;
    }
  }
}

std::string Staircase::notation(const Move& move) const {
  return fmt::format("{}->{}", steps_.at(move.heap), move.result.at(0));
}

std::string Staircase::describe(const Move& move) const {
  return format_translated("move the monk on step {} up to step {}", steps_.at(move.heap),
                           move.result.at(0));
}

std::shared_ptr<const Component> Staircase::after(const Move& move) const {
  if (move.heap >= steps_.size())
    throw RuleError(format_translated("there is no monk {}", move.heap + 1));
  const std::uint64_t from = steps_[move.heap];
  if (move.result.size() != 1) {
    throw RuleError(
        format_translated("a move of the monk on step {} needs exactly one target step", from));
  }
  const std::uint64_t to = move.result[0];
  if (move.heap + 1 == steps_.size()) {
    throw RuleError(format_translated("the monk on step {} is the highest and cannot move", from));
  }
  if (to <= from || to >= steps_[move.heap + 1]) {
    if (steps_[move.heap + 1] == from + 1) {
      throw RuleError(format_translated(
          "the monk on step {} cannot move: the next monk stands on step {}", from, from + 1));
    }
    throw RuleError(
        format_translated("the monk on step {} can move up to steps {} .. {} only, not {}", from,
                          from + 1, steps_[move.heap + 1] - 1, to));
  }
  std::vector<std::uint64_t> steps = steps_;
  steps[move.heap] = to;
  return std::make_shared<Staircase>(std::move(steps));
}

std::vector<ValueRow> Staircase::value_rows(std::size_t limit) const {
  std::vector<ValueRow> rows;
  for (std::size_t monk = 0; monk + 1 < steps_.size() && rows.size() < limit; monk += 2) {
    const std::uint64_t gap = gap_above(monk);
    rows.push_back(
        {format_translated("gap {}-{}", steps_[monk], steps_[monk + 1]), std::to_string(gap), gap});
  }
  return rows;
}

Move Staircase::parse_move(std::string_view raw) const {
  const std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  std::vector<std::string_view> words = move_text::split(text, "->");
  if (words.size() == 1) words = move_text::split(text, " ");
  if (words.size() != 2) {
    throw ParseError(
        format_translated("'{}' is not a move: write A->B or A B, the monk on step A moving up to "
                          "step B (e.g. '{}->{}')",
                          printable_token(raw), steps_[0], steps_[0] + 1),
        0);
  }
  const std::uint64_t from = move_text::number(words[0], translate("a step number"));
  const std::uint64_t to = move_text::number(words[1], translate("a step number"));
  const auto found = std::lower_bound(steps_.begin(), steps_.end(), from);
  if (found == steps_.end() || *found != from) {
    throw RuleError(format_translated("no monk stands on step {} (the monks are on steps {})", from,
                                      abbreviated(12).substr(std::string("staircase ").size())));
  }
  const auto monk = static_cast<std::size_t>(found - steps_.begin());
  if (to <= from)
    throw RuleError(format_translated("a monk moves up: step {} is not above step {}", to, from));
  Move move{0, monk, to - from, {to}};
  after(move);  // throws RuleError saying why the move is not allowed
  return move;
}

std::optional<Move> Staircase::move_to(const Component& target) const {
  const auto* other = dynamic_cast<const Staircase*>(&target);
  if (other == nullptr || other->steps_.size() != steps_.size()) return std::nullopt;
  std::optional<std::size_t> moved;
  for (std::size_t i = 0; i < steps_.size(); ++i) {
    if (steps_[i] == other->steps_[i]) continue;
    if (moved || other->steps_[i] < steps_[i]) return std::nullopt;
    moved = i;
  }
  if (!moved) return std::nullopt;
  // Still a staircase (strictly increasing), so the monk passed nobody.
  const std::uint64_t to = other->steps_[*moved];
  return Move{0, *moved, to - steps_[*moved], {to}};
}

void Staircase::first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const {
  for (std::size_t monk = 0; monk + 1 < steps_.size(); ++monk) {
    for (std::uint64_t up = 1; up <= gap_above(monk) && up <= per_piece; ++up) {
      if (!visit(Move{0, monk, up, {steps_[monk] + up}})) return;
    }
  }
}

namespace {

// A step number as typed: 1 .. 2^63-1.
std::uint64_t read_step(const Token& token) {
  if (parse_number(token.text).status == NumberStatus::negative) {
    throw ParseError(format_translated("negative step '{}' at column {}: steps are numbered from 1",
                                       printable_token(token.text), token.column),
                     token.column);
  }
  const std::uint64_t step = read_number(token, translate("a step number"));
  if (step == 0) {
    throw ParseError(format_translated("step '{}' at column {}: steps are numbered from 1",
                                       printable_token(token.text), token.column),
                     token.column);
  }
  return step;
}

std::vector<std::uint64_t> read_steps(const ComponentText& text) {
  std::vector<std::uint64_t> steps;
  steps.reserve(text.numbers.size());
  for (const Token& token : text.numbers) {
    const std::uint64_t step = read_step(token);
    if (!steps.empty() && step == steps.back()) {
      throw ParseError(
          format_translated("'{}' at column {}: a second monk on step {} (each step holds one "
                            "monk; give the steps in increasing order)",
                            printable_token(token.text), token.column, step),
          token.column);
    }
    if (!steps.empty() && step < steps.back()) {
      throw ParseError(
          format_translated("'{}' at column {} is below the monk before it on step {} (give "
                            "the steps in increasing order)",
                            printable_token(token.text), token.column, steps.back()),
          token.column);
    }
    steps.push_back(step);
  }
  return steps;
}

}  // namespace

Family staircase_family() {
  Family family{
      "staircase",
      "monks on a staircase (高僧斗法): move one monk up, never past the next",
      "staircase A1 A2 ...   monks on steps A1 < A2 < ... (steps numbered from 1,\n"
      "up to 2^63-1; give them in increasing order). A move takes one monk up any\n"
      "number of steps, never onto or past the next monk above; the highest monk\n"
      "cannot move. Whoever cannot move loses. This is the judge problem 高僧斗法\n"
      "('grundy problem monks' answers it in the judge's format).\n"
      "The free steps between monks 1 and 2, 3 and 4, 5 and 6, ... are Nim heaps\n"
      "(staircase Nim): the player to move loses exactly when their XOR is 0.\n"
      "Moves are written A->B: the monk on step A moves up to step B.\n"
      "Example: grundy solve staircase 1 5 9   (winning move 1->4)",
      [](const ComponentText& text) -> ComponentPtr {
        forbid_parameters(text);
        require_numbers(text, translate("at least one monk's step, e.g. 'staircase 1 5 9'"));
        return std::make_shared<Staircase>(read_steps(text));
      },
      "staircase 1 3 6",
  };
  family.small_positions = [] {
    const std::string label = "staircase, 1 to 4 monks on steps 1..10";
    SmallPositions sets{{{label, distinct_places("staircase", 1, 10, 4)}},
                        {{label + ", at most 15 characters", {}}}};
    for (const std::string& position : sets.normal[0].positions) {
      if (position.size() <= 15) sets.misere[0].positions.push_back(position);
    }
    return sets;
  };
  return family;
}

// ------------------------------------------------------ describing itself --

std::vector<std::string> Staircase::picture() const {
  constexpr std::uint64_t kMostStepsDrawn = 60;
  std::vector<std::string> lines;
  if (steps_.back() <= kMostStepsDrawn) {
    std::string cells(steps_.back(), '.');
    for (std::uint64_t step : steps_) cells[step - 1] = 'M';
    lines.push_back(fmt::format(
        "{} {}", format_translated("steps 1 to {}, monks as M:", steps_.back()), cells));
  }
  const std::size_t shown = std::min(steps_.size(), kMaxHeapsDrawn);
  for (std::size_t i = 0; i < shown; ++i) {
    if (i + 1 == steps_.size()) {
      lines.push_back(
          format_translated("monk {} on step {}: the highest, cannot move", i + 1, steps_[i]));
    } else {
      const std::uint64_t free_steps = steps_[i + 1] - steps_[i] - 1;
      lines.push_back(format_translated_plural("monk {} on step {}: {} free step above it",
                                               "monk {} on step {}: {} free steps above it",
                                               free_steps, i + 1, steps_[i], free_steps));
    }
  }
  if (steps_.size() > shown) {
    const std::size_t more = steps_.size() - shown;
    lines.push_back(
        format_translated_plural("... and {} more monk", "... and {} more monks", more, more));
  }
  return lines;
}

std::string Staircase::short_notation(const Move& move) const {
  return fmt::format("{} {}", steps_.at(move.heap), move.result.at(0));
}

std::string Staircase::notation_help() const {
  return translate(
      "  A B  or  A->B    the staircase: move the monk on step A up to step B, e.g. '1 4'\n");
}

std::string Staircase::winning_rule(const Move& move) const {
  // Monk i (from 0) moving up changes one odd-stair gap: its own gap above
  // when i is even (monks 1, 3, ...), the gap below it otherwise.
  const std::size_t below = move.heap % 2 == 0 ? move.heap : move.heap - 1;
  const std::uint64_t gap = steps_[below + 1] - steps_[below] - 1;
  const std::uint64_t now = move.heap % 2 == 0 ? gap - move.taken : gap + move.taken;
  return format_translated(
      "the free steps above monks 1, 3, 5, ... are Nim heaps; those above monk {} go from {} "
      "to {}: {}; now every column holds its 1s in pairs",
      below + 1, gap, now, unpaired_columns(value_));
}

std::string Staircase::value_rule() const {
  std::string gaps;
  std::size_t shown = 0;
  for (std::size_t monk = 0; monk + 1 < steps_.size(); monk += 2) {
    if (++shown > 8) {
      gaps += " XOR ...";
      break;
    }
    gaps += (gaps.empty() ? "" : " XOR ") + std::to_string(gap_above(monk));
  }
  // One gap is the value itself: "G = 2", not "G = 2 = 2".
  gaps = shown > 1 ? gaps + " = " : std::string{};
  return format_translated(
      "the staircase rule: the free steps above monks 1, 3, 5, ... are Nim heaps, so G = {}{}",
      gaps, grundy_value());
}

FamilyReason Staircase::family_reason() const {
  constexpr std::size_t kMostGapsListed = 8;
  FamilyReason reason;
  reason.rule = "staircase_gaps";
  reason.title = translate("staircase Nim");
  reason.lines.push_back(translate(
      "The free steps between monks 1 and 2, 3 and 4, 5 and 6, ... are Nim heaps: moving monk 1, "
      "3, 5, ... up takes from one of them, and moving monk 2, 4, ... up adds to one, which the "
      "opponent can take away again at once."));
  std::vector<std::uint64_t> gaps;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> bounds;  // the monks' steps either side
  std::string listed;
  for (std::size_t monk = 0; monk + 1 < steps_.size(); monk += 2) {
    if (gaps.size() == kMostGapsListed) {
      listed += " ...";
      break;
    }
    gaps.push_back(gap_above(monk));
    bounds.emplace_back(steps_[monk], steps_[monk + 1]);
    if (!listed.empty()) listed += translate(", ");
    listed += format_translated("{} between steps {} and {}", gap_above(monk), steps_[monk],
                                steps_[monk + 1]);
  }
  if (gaps.empty()) {
    reason.lines.push_back(translate("A lone monk cannot move: there is no heap, so G = 0."));
  } else {
    reason.lines.push_back(format_translated("Here the heaps are {}; their nim-sum is G = {}.",
                                             listed, grundy_value()));
  }
  reason.numbers.push_back({"gaps", std::move(gaps)});
  reason.numbers.push_back({"gap_steps", std::move(bounds)});
  return reason;
}

std::optional<Board> Staircase::drawn_board() const {
  if (!fits_board(steps_)) return std::nullopt;
  return StripBoard{.tokens = steps_,
                    .first_square = 1,
                    .direction = StripBoard::Direction::up,
                    .look = StripBoard::Look::staircase};
}

}  // namespace grundy
