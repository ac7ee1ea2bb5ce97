#include "grundy/heap_game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <tuple>

#include "core/move_text.hpp"
#include "grundy/errors.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

std::string HeapGame::canonical() const {
  std::string text = prefix();
  // A move may take the last heap away (Dawson's Kayles on a row of 2); no
  // heaps at all play as one empty heap, which the parser reads back.
  if (heaps_.empty()) return text + " 0";
  for (std::uint64_t heap : heaps_) {
    text += ' ';
    text += fmt::format_int(heap).c_str();
  }
  return text;
}

std::string HeapGame::abbreviated(std::size_t max_numbers) const {
  if (heaps_.size() <= max_numbers) return canonical();
  std::string text = prefix();
  for (std::size_t i = 0; i < max_numbers; ++i) {
    text += ' ';
    text += fmt::format_int(heaps_[i]).c_str();
  }
  return text + format_translated(" ... ({} heaps in all)", heaps_.size());
}

Nimber HeapGame::grundy_value() const {
  Nimber total = 0;
  for (std::uint64_t heap : heaps_) total ^= heap_value(heap);
  return total;
}

void HeapGame::heap_moves_to_value(std::uint64_t size, Nimber target,
                                   const HeapMoveVisitor& visit) const {
  heap_moves(size, [&](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
    Nimber value = 0;
    for (std::uint64_t heap : left) value ^= heap_value(heap);
    return value != target || visit(taken, left);
  });
}

void HeapGame::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  bool go_on = true;
  for (std::size_t i = 0; i < heaps_.size() && go_on; ++i) {
    const Nimber value = heap_value(heaps_[i]);
    // The other heaps keep their values, so heap i must move to the value
    // that makes the XOR of all heaps equal the target.
    const Nimber wanted = target ^ own_value ^ value;
    heap_moves_to_value(heaps_[i], wanted,
                        [&](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
                          go_on = visit(Move{0, i, taken, left});
                          return go_on;
                        });
  }
}

std::uint64_t HeapGame::heap_move_count_to_value(std::uint64_t size, Nimber target) const {
  std::uint64_t count = 0;
  heap_moves_to_value(size, target, [&](std::uint64_t, const std::vector<std::uint64_t>&) {
    ++count;
    return true;
  });
  return count;
}

std::uint64_t HeapGame::count_moves_to_value(Nimber own_value, Nimber target) const {
  std::uint64_t count = 0;
  for (std::uint64_t heap : heaps_) {
    const Nimber value = heap_value(heap);
    count = saturating_add(count, heap_move_count_to_value(heap, target ^ own_value ^ value));
  }
  return count;
}

void HeapGame::all_moves(const MoveVisitor& visit) const {
  bool go_on = true;
  for (std::size_t i = 0; i < heaps_.size() && go_on; ++i) {
    heap_moves(heaps_[i], [&](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
      go_on = visit(Move{0, i, taken, left});
      return go_on;
    });
  }
}

std::string HeapGame::notation(const Move& move) const {
  std::string left = move.result.empty() ? "0" : fmt::format("{}", fmt::join(move.result, "+"));
  return fmt::format("{}:{}->{}", move.heap + 1, heaps_.at(move.heap), left);
}

std::string HeapGame::short_notation(const Move& move) const {
  if (move.result.size() <= 1 && move.taken > 0)
    return fmt::format("{} {}", move.heap + 1, move.taken);
  return notation(move);
}

std::string HeapGame::notation_help() const {
  return translate(
      "  HEAP COUNT        take COUNT tokens from heap HEAP (heaps numbered from 1), e.g. '3 1'\n"
      "  HEAP:FROM->LEFT   heap HEAP goes from FROM tokens to LEFT: one number, or the heaps a "
      "split\n"
      "                    leaves joined by '+' (0 for none), e.g. '3:3->1' or '1:10->3+5'\n");
}

Component::ValueChange HeapGame::value_change(const Move& move) const {
  Nimber to = 0;
  for (std::uint64_t part : move.result) to ^= heap_value(part);
  return {move.heap, heap_value(heaps_.at(move.heap)), to};
}

namespace {

// "3", "3 and 7", "1, 2 and 3" in the player's language.
std::string join_parts(const std::vector<std::uint64_t>& parts) {
  std::string text = parts.empty() ? std::string() : std::to_string(parts[0]);
  for (std::size_t k = 1; k < parts.size(); ++k) {
    text = k + 1 == parts.size() ? format_translated("{} and {}", text, parts[k])
                                 : format_translated("{}, {}", text, parts[k]);
  }
  return text;
}

std::uint64_t total_of(const std::vector<std::uint64_t>& parts) {
  std::uint64_t total = 0;
  for (std::uint64_t part : parts) total = saturating_add(total, part);
  return total;
}

}  // namespace

std::string HeapGame::describe(const Move& move) const {
  const std::uint64_t from = heaps_.at(move.heap);
  const std::size_t heap = move.heap + 1;
  const std::uint64_t left =
      std::accumulate(move.result.begin(), move.result.end(), std::uint64_t{0});
  if (move.result.size() <= 1) {
    if (left == 0) {
      return format_translated_plural("take the only token from heap {1}",
                                      "take all {} from heap {}", from, from, heap);
    }
    return format_translated("take {} from heap {} ({} -> {})", move.taken, heap, from, left);
  }
  const std::string parts = join_parts(move.result);
  if (move.taken == 0) return format_translated("split heap {} ({}) into {}", heap, from, parts);
  return format_translated("take {} from heap {} ({}) and split the rest into {}", move.taken, heap,
                           from, parts);
}

std::shared_ptr<const Component> HeapGame::after(const Move& move) const {
  if (move.heap >= heaps_.size())
    throw RuleError(format_translated("there is no heap {}", move.heap + 1));
  std::vector<std::uint64_t> heaps;
  heaps.reserve(heaps_.size() + move.result.size());
  heaps.insert(heaps.end(), heaps_.begin(),
               heaps_.begin() + static_cast<std::ptrdiff_t>(move.heap));
  heaps.insert(heaps.end(), move.result.begin(), move.result.end());
  heaps.insert(heaps.end(), heaps_.begin() + static_cast<std::ptrdiff_t>(move.heap) + 1,
               heaps_.end());
  return with_heaps(std::move(heaps));
}

std::string HeapGame::period_statement(const Period& period) const {
  constexpr std::uint64_t kMostValuesListed = 32;
  std::string listed;
  const std::uint64_t shown = std::min(period.length, kMostValuesListed);
  for (std::uint64_t n = period.preperiod; n < period.preperiod + shown; ++n) {
    listed += (listed.empty() ? "" : " ") + std::to_string(heap_value(n));
  }
  if (shown < period.length) listed += " ...";
  return format_translated("the values repeat with period {} from heap {}: G({}..{}) = {}",
                           period.length, period.preperiod, period.preperiod,
                           period.preperiod + period.length - 1, listed);
}

std::string HeapGame::rule_title() const { return translate("the values of the heaps"); }

FamilyReason HeapGame::family_reason() const {
  // Beyond these the pairing table lists the heaps' values.
  constexpr std::size_t kMostHeapsReasoned = 8;
  FamilyReason reason;
  reason.rule = "heap_values";
  reason.title = rule_title();
  std::vector<std::uint64_t> values;
  std::set<std::uint64_t> explained;
  bool any_rule = false;
  for (const std::string& sentence : heap_rule_statement()) {
    reason.lines.push_back(sentence_case(sentence));
  }
  for (std::size_t i = 0; i < heaps_.size() && values.size() < kMostHeapsReasoned; ++i) {
    const Nimber value = heap_value(heaps_[i]);
    values.push_back(value);
    if (!explained.insert(heaps_[i]).second) continue;
    std::string rule = heap_value_step(heaps_[i]);
    any_rule = any_rule || !rule.empty();
    if (rule.empty()) {
      rule =
          format_translated("G({}) = {}, the smallest value that none of its options has (the mex)",
                            heaps_[i], value);
    }
    reason.lines.push_back(sentence_case(
        heaps_.size() == 1 ? rule : format_translated("heap {} ({}): {}", i + 1, heaps_[i], rule)));
  }
  if (!any_rule) return {};
  if (heaps_.size() > values.size()) {
    reason.lines.push_back(format_translated_plural("... and {} more heap", "... and {} more heaps",
                                                    heaps_.size() - values.size(),
                                                    heaps_.size() - values.size()));
  }
  if (heaps_.size() > 1) {
    reason.lines.push_back(sentence_case(format_translated(
        "the heaps add by the nim-sum, the XOR of their values: G = {}", grundy_value())));
  }
  reason.numbers.push_back({"heap_values", std::move(values)});
  return reason;
}

std::vector<ValueRow> HeapGame::value_rows(std::size_t limit) const {
  std::vector<ValueRow> rows;
  for (std::size_t i = 0; i < heaps_.size() && rows.size() < limit; ++i) {
    rows.push_back(
        {format_translated("heap {}", i + 1), std::to_string(heaps_[i]), heap_value(heaps_[i])});
  }
  return rows;
}

// ------------------------------------------------------------- play --

std::string HeapGame::illegal_heap_move(std::uint64_t size,
                                        const std::vector<std::uint64_t>& left) const {
  Nimber value = 0;
  for (std::uint64_t part : left) value ^= heap_value(part);
  std::vector<std::uint64_t> wanted = left;
  std::sort(wanted.begin(), wanted.end());
  bool found = false;
  heap_moves_to_value(size, value, [&](std::uint64_t, const std::vector<std::uint64_t>& parts) {
    std::vector<std::uint64_t> sorted = parts;
    std::sort(sorted.begin(), sorted.end());
    found = sorted == wanted;
    return !found;
  });
  if (found) return {};
  return format_translated(
      "in {} a heap of {} cannot become {} in one move", prefix(), size,
      left.empty() ? std::string("0") : fmt::format("{}", fmt::join(left, "+")));
}

Move HeapGame::checked_move(std::size_t heap, const std::vector<std::uint64_t>& left) const {
  const std::uint64_t size = heaps_.at(heap);
  const std::uint64_t total = total_of(left);
  if (left.size() == 1 && left[0] == size) {
    throw RuleError(format_translated("that leaves heap {} as it was ({}): a move must change it",
                                      heap + 1, size));
  }
  if (total > size) {
    throw RuleError(format_translated_plural(
        "heap {} has {} token: a move cannot leave {} in its place",
        "heap {} has {} tokens: a move cannot leave {} in its place", size, heap + 1, size, total));
  }
  // "0" is how notation() writes both an emptied heap and no heap at all;
  // the family's rules say which it is.
  if (left.size() == 1 && left[0] == 0 && !illegal_heap_move(size, left).empty() &&
      illegal_heap_move(size, {}).empty()) {
    return Move{0, heap, size, {}};
  }
  if (const std::string reason = illegal_heap_move(size, left); !reason.empty())
    throw RuleError(reason);
  return Move{0, heap, size - total, left};
}

Move HeapGame::parse_move(std::string_view raw) const {
  const std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  const std::string example = [&] {
    const std::optional<Move> move = naive_move();
    return move ? notation(*move) : std::string("1:3->2");
  }();
  if (text.find(':') != std::string::npos || text.find("->") != std::string::npos) {
    const std::vector<std::string_view> colon = move_text::split(text, ":");
    const std::vector<std::string_view> arrow =
        colon.size() == 2 ? move_text::split(colon[1], "->") : std::vector<std::string_view>{};
    if (arrow.size() != 2) {
      throw ParseError(format_translated("'{}' is not a move: write HEAP:FROM->LEFT, e.g. '{}'",
                                         printable_token(raw), example),
                       0);
    }
    const std::size_t heap = move_text::piece_index(colon[0], heaps_.size());
    const std::uint64_t from = move_text::number(arrow[0], translate("the heap's size"));
    if (from != heaps_[heap]) {
      throw RuleError(format_translated_plural("heap {} has {} token, not {}",
                                               "heap {} has {} tokens, not {}", heaps_[heap],
                                               heap + 1, heaps_[heap], from));
    }
    std::vector<std::uint64_t> left;
    for (std::string_view part : move_text::split(arrow[1], "+")) {
      left.push_back(move_text::number(part, translate("the size of a heap left")));
    }
    return checked_move(heap, left);
  }
  const std::vector<std::string_view> words = move_text::split(text, " ");
  if (words.size() != 2) {
    throw ParseError(
        format_translated("'{}' is not a move: write HEAP COUNT (take COUNT tokens from heap HEAP, "
                          "e.g. '3 1') or HEAP:FROM->LEFT (e.g. '{}')",
                          printable_token(raw), example),
        0);
  }
  const std::size_t heap = move_text::piece_index(words[0], heaps_.size());
  const std::uint64_t count =
      move_text::number(words[1], translate("the number of tokens to take"));
  const std::uint64_t size = heaps_[heap];
  if (size == 0) throw RuleError(format_translated("heap {} is empty", heap + 1));
  if (count == 0) {
    throw RuleError(format_translated(
        "taking 0 tokens changes nothing; to split a heap write HEAP:FROM->A+B, e.g. "
        "'{}:{}->1+{}'",
        heap + 1, size, size > 1 ? size - 1 : 1));
  }
  if (count > size) {
    throw RuleError(
        format_translated("heap {} holds {}, fewer than the {} to take", heap + 1, size, count));
  }
  return checked_move(heap, {size - count});
}

std::optional<Move> HeapGame::move_to(const Component& target) const {
  const auto* other = dynamic_cast<const HeapGame*>(&target);
  if (other == nullptr || other->prefix() != prefix()) return std::nullopt;
  const std::vector<std::uint64_t>& h = heaps_;
  const std::vector<std::uint64_t>& t = other->heaps_;
  const std::size_t n = h.size();
  const std::size_t m = t.size();
  // One heap becomes 0 to 3 heaps: m = n - 1 + parts.
  if (n == 0 || m + 1 < n || m > n + 2) return std::nullopt;
  const std::size_t parts = m + 1 - n;
  std::size_t prefix_length = 0;
  while (prefix_length < std::min(n, m) && h[prefix_length] == t[prefix_length]) ++prefix_length;
  std::size_t suffix_length = 0;
  while (suffix_length < std::min(n, m) && h[n - 1 - suffix_length] == t[m - 1 - suffix_length])
    ++suffix_length;
  // Heap i changed: the heaps before it are the common prefix, those after
  // it the common suffix. Runs of equal heaps leave several candidates.
  const std::size_t lowest = n - 1 > suffix_length ? n - 1 - suffix_length : 0;
  const std::size_t highest = std::min(prefix_length, n - 1);
  for (std::size_t i = lowest; i <= highest; ++i) {
    const std::vector<std::uint64_t> left(t.begin() + static_cast<std::ptrdiff_t>(i),
                                          t.begin() + static_cast<std::ptrdiff_t>(i + parts));
    const std::uint64_t total = total_of(left);
    if ((left.size() == 1 && left[0] == h[i]) || total > h[i]) continue;
    if (illegal_heap_move(h[i], left).empty()) return Move{0, i, h[i] - total, left};
  }
  return std::nullopt;
}

void HeapGame::first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const {
  bool go_on = true;
  for (std::size_t i = 0; i < heaps_.size() && go_on; ++i) {
    std::uint64_t visited = 0;
    heap_moves(heaps_[i], [&](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
      if (visited++ >= per_piece) return false;
      go_on = visit(Move{0, i, taken, left});
      return go_on;
    });
  }
}

std::optional<Move> HeapGame::naive_move() const {
  // Moves of one heap are listed by tokens taken, splits that take nothing
  // first (Lasker's Nim); a huge heap is not searched to its end.
  constexpr std::uint64_t kMostExamined = 100'000;
  const auto key = [](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
    return std::make_tuple(taken == 0, taken, left.size());
  };
  for (std::size_t i = heaps_.size(); i-- > 0;) {
    // One token, the best there is, when the rules allow it.
    const std::uint64_t size = heaps_[i];
    if (size > 0 && illegal_heap_move(size, {size - 1}).empty()) return Move{0, i, 1, {size - 1}};
    if (size == 1 && illegal_heap_move(size, {}).empty()) return Move{0, i, 1, {}};
    std::optional<Move> best;
    std::uint64_t examined = 0;
    heap_moves(heaps_[i], [&](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
      if (!best || key(taken, left) < key(best->taken, best->result))
        best = Move{0, i, taken, left};
      return !(taken == 1 && left.size() <= 1) && ++examined < kMostExamined;
    });
    if (best) return best;
  }
  return std::nullopt;
}

std::optional<Board> HeapGame::heap_board(HeapsBoard::Click click,
                                          std::vector<std::uint64_t> knock_counts,
                                          bool splits) const {
  if (!fits_board(heaps_)) return std::nullopt;
  HeapsBoard board;
  board.heaps = heaps_;
  board.click = click;
  board.knock_counts = std::move(knock_counts);
  board.splits = splits;
  return board;
}

}  // namespace grundy
