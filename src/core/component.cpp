#include "grundy/component.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"
#include "move_text.hpp"

namespace grundy {

std::string Component::rule_title() const { return translate("the rule of the game"); }

FamilyReason Component::family_reason() const {
  // Rows explained one by one, beyond which the pairing table lists them.
  constexpr std::size_t kMostRowsReasoned = 8;
  FamilyReason reason;
  reason.rule = "rule";
  reason.title = rule_title();
  if (std::string rule = value_rule(); !rule.empty()) {
    reason.lines.push_back(sentence_case(std::move(rule)));
    return reason;
  }
  const std::size_t rows = value_row_count();
  // Where play can repeat, values add by Smith's rules, not by XOR alone.
  if (rows < 2 || can_repeat() || !row_alone(0)) return {};
  const std::vector<ValueRow> labels = value_rows(kMostRowsReasoned);
  std::vector<std::uint64_t> values;
  std::string sum;
  for (const ValueRow& row : labels) {
    values.push_back(row.value);
    sum += (sum.empty() ? "" : " XOR ") + std::to_string(row.value);
  }
  if (rows > labels.size()) sum += " XOR ...";
  bool any_rule = false;
  for (std::size_t row = 0; row < std::min(rows, labels.size()); ++row) {
    std::string rule = row_alone(row)->value_rule();
    any_rule = any_rule || !rule.empty();
    if (rule.empty()) {
      rule = format_translated("G = {}, the smallest value that none of its options has (the mex)",
                               labels[row].value);
    }
    reason.lines.push_back(sentence_case(fmt::format("{}: {}", labels[row].label, rule)));
  }
  if (!any_rule) {
    // No part has a rule of its own: the reason is that it falls apart (a
    // graph into connected parts, a board into regions, tokens that move
    // alone), each part's value the mex of its own options.
    reason.rule = "parts";
    reason.title = translate("a sum of parts");
    reason.lines = {format_translated(
        "It falls apart into {} parts that no move joins, and a move changes one of them, so it "
        "is their sum: G = {} = {}.",
        rows, sum, grundy_value())};
    reason.numbers.push_back({"part_values", std::move(values)});
    return reason;
  }
  if (rows > labels.size()) {
    reason.lines.push_back(format_translated_plural("... and {} more row", "... and {} more rows",
                                                    rows - labels.size(), rows - labels.size()));
  }
  reason.lines.push_back(sentence_case(format_translated(
      "the parts add by the nim-sum, the XOR of their values: G = {}", grundy_value())));
  return reason;
}

Move Component::parse_move(std::string_view text) const {
  const std::string wanted = move_text::squeeze(text);
  std::optional<Move> found;
  std::string example;
  std::uint64_t compared = 0;
  all_moves([&](const Move& move) {
    const std::string written = notation(move);
    if (example.empty()) example = written;
    if (move_text::squeeze(written) == wanted) found = move;
    return !found && ++compared < kMaxMovesCompared;
  });
  if (found) return *found;
  if (example.empty()) throw RuleError(translate("there is no move left in this game"));
  throw RuleError(format_translated("'{}' is not a move here; moves are written like '{}'",
                                    printable_token(text), example));
}

std::optional<Move> Component::move_to(const Component& target) const {
  if (target.family() != family()) return std::nullopt;
  const std::string wanted = target.canonical();
  std::optional<Move> found;
  std::uint64_t compared = 0;
  all_moves([&](const Move& move) {
    if (after(move)->canonical() == wanted) found = move;
    return !found && ++compared < kMaxMovesCompared;
  });
  return found;
}

void Component::first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const {
  const std::uint64_t most = per_piece * std::max<std::uint64_t>(1, number_count());
  std::uint64_t visited = 0;
  all_moves([&](const Move& move) { return visited++ < most && visit(move); });
}

std::optional<Move> Component::naive_move() const {
  std::optional<Move> best;
  // The last piece first; then a move that takes something, the fewest
  // tokens, and leaves the fewest numbers.
  const auto key = [](const Move& move) {
    return std::make_tuple(~move.heap, move.taken == 0, move.taken, move.result.size());
  };
  first_moves(64, [&](const Move& move) {
    if (!best || key(move) < key(*best)) best = move;
    return true;
  });
  return best;
}

}  // namespace grundy
