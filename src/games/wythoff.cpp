#include "grundy/wythoff.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <mutex>
#include <stdexcept>

#include "core/move_text.hpp"
#include "grundy/drawing.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

__extension__ using Uint128 = unsigned __int128;

// ⌊√n⌋: the r with r² <= n < (r+1)², by Newton's method. Started above the
// root, the iteration r -> (r + n/r)/2 decreases strictly until it reaches
// ⌊√n⌋ (a standard property of integer Newton iteration for square roots);
// the result is checked all the same.
std::uint64_t integer_sqrt(Uint128 n) {
  if (n == 0) return 0;
  const int bits = 128 - (static_cast<std::uint64_t>(n >> 64) != 0
                              ? std::countl_zero(static_cast<std::uint64_t>(n >> 64))
                              : 64 + std::countl_zero(static_cast<std::uint64_t>(n)));
  Uint128 root = Uint128{1} << ((bits + 1) / 2);  // 2^⌈bits/2⌉ > √n
  for (;;) {
    const Uint128 next = (root + n / root) / 2;
    if (next >= root) break;
    root = next;
  }
  // r² <= n, and n < (r+1)² written as n - r² <= 2r so that nothing overflows.
  if (root * root > n || n - root * root > 2 * root) {
    throw std::logic_error("integer square root failed its check");
  }
  return static_cast<std::uint64_t>(root);
}

// G(a, b) for 0 <= a, b < side. G is symmetric (swapping the heaps swaps the
// options), so only a <= b is stored, row by row.
class WythoffValueTable {
 public:
  explicit WythoffValueTable(std::size_t side);

  std::size_t side() const noexcept { return side_; }

  Nimber at(std::uint64_t a, std::uint64_t b) const noexcept {
    if (a > b) std::swap(a, b);
    return values_[row_start(a) + (b - a)];
  }

 private:
  // Row a holds b = a .. side-1; the rows before it hold side + (side-1) + ... .
  std::size_t row_start(std::size_t a) const noexcept { return a * (2 * side_ - a + 1) / 2; }

  std::size_t side_;
  std::vector<std::uint16_t> values_;
};

bool has_value(const std::uint64_t* seen, std::uint64_t value) noexcept {
  return ((seen[value / 64] >> (value % 64)) & 1U) != 0;
}

void add_value(std::uint64_t* seen, std::uint64_t& mex_of_seen, std::uint64_t value) noexcept {
  seen[value / 64] |= std::uint64_t{1} << (value % 64);
  while (has_value(seen, mex_of_seen)) ++mex_of_seen;
}

// Sprague–Grundy: G(a, b) is the mex of the values of its options, which lie
// on three lines through (a, b): the row to its left (a, b' < b), the column
// below it (a' < a, b) and the diagonal below it (a - t, b - t). Filling the
// cells a <= b row by row, each line's values so far are kept as a bitset,
// so a cell's value is the first 0 bit of the OR of three bitsets.
WythoffValueTable::WythoffValueTable(std::size_t side)
    : side_(side), values_(side * (side + 1) / 2) {
  // A cell has a + b + min(a, b) < 3 * side options, so its mex is below
  // 3 * side; with side <= 4097 that also fits the 16-bit cells.
  const std::size_t words = (3 * side + 63) / 64;
  std::vector<std::uint64_t> column_seen(side * words);    // column b: G(a', b), a' < a
  std::vector<std::uint64_t> diagonal_seen(side * words);  // diagonal b - a, below (a, b)
  std::vector<std::uint64_t> column_mex(side);
  std::vector<std::uint64_t> diagonal_mex(side);
  std::vector<std::uint64_t> row_seen(words);
  for (std::size_t a = 0; a < side; ++a) {
    // Row a to the left of the diagonal mirrors column a below it:
    // G(a, b') = G(b', a) for b' < a, all of them computed in earlier rows.
    std::copy_n(column_seen.begin() + static_cast<std::ptrdiff_t>(a * words), words,
                row_seen.begin());
    std::uint64_t row_mex = column_mex[a];
    for (std::size_t b = a; b < side; ++b) {
      std::uint64_t* column = &column_seen[b * words];
      std::uint64_t* diagonal = &diagonal_seen[(b - a) * words];
      // Each line's values are a subset of the options' values, so the mex
      // of the options is at least each line's own mex: start there.
      const std::uint64_t start = std::max({row_mex, column_mex[b], diagonal_mex[b - a]});
      std::size_t word = start / 64;
      std::uint64_t taken =
          row_seen[word] | column[word] | diagonal[word] | ((std::uint64_t{1} << (start % 64)) - 1);
      while (taken == ~std::uint64_t{0}) {
        ++word;
        taken = row_seen[word] | column[word] | diagonal[word];
      }
      const std::uint64_t value = word * 64 + static_cast<std::uint64_t>(std::countr_one(taken));
      values_[row_start(a) + (b - a)] = static_cast<std::uint16_t>(value);
      add_value(row_seen.data(), row_mex, value);
      add_value(column, column_mex[b], value);
      add_value(diagonal, diagonal_mex[b - a], value);
    }
  }
}

// The process-wide table, grown on demand: the smallest power of two (at
// least 64) above the largest heap asked for, and past half the limit the
// whole table. The work grows about as side³, so growing by doubling costs
// little more than building the largest table once. Guarded by a mutex:
// tables are immutable once built and shared, so a caller keeps using the
// one it got while another thread grows the cache.
std::shared_ptr<const WythoffValueTable> table_covering(std::uint64_t largest_heap) {
  static std::mutex mutex;
  static std::shared_ptr<const WythoffValueTable> table;
  const std::lock_guard<std::mutex> lock(mutex);
  if (!table || table->side() <= largest_heap) {
    std::size_t side = 64;
    while (side <= largest_heap) side *= 2;
    if (side > (kWythoffValueLimit + 1) / 2) side = kWythoffValueLimit + 1;
    table = std::make_shared<const WythoffValueTable>(side);
  }
  return table;
}

std::string beyond_limit_message(std::uint64_t a, std::uint64_t b,
                                 std::uint64_t limit = kWythoffValueLimit) {
  return format_translated(
      "Wythoff values have no closed form and are tabulated for heaps up to {} only: "
      "wythoff {} {} can be solved alone (by Wythoff's rule) but not in a sum",
      limit, a, b);
}

}  // namespace

// ⌊x/φ⌋ is the largest q >= 0 with q/x <= 1/φ. As 1/φ is the positive root of
// t² + t = 1, that is the largest q with q(q + x) <= x², which is exact in 128
// bits (q(q + x) < 2^127 for x <= 2^63); equality never holds for x > 0 since
// φ is irrational. Completing the square gives q = ⌊√(5x²/4) - x/2⌋; the
// square root of ⌊5x²/4⌋ (which fits 128 bits where 5x² would not) puts q
// within one, and the inequality settles it.
std::uint64_t floor_over_phi(std::uint64_t x) {
  const Uint128 square = Uint128{x} * x;
  const auto fits = [&](Uint128 q) { return q * (q + x) <= square; };
  Uint128 q = integer_sqrt(square + square / 4) - x / 2;
  while (!fits(q)) --q;
  while (fits(q + 1)) ++q;
  return static_cast<std::uint64_t>(q);
}

// ⌊kφ⌋ = k + ⌊k/φ⌋, because φ = 1 + 1/φ.
std::uint64_t lower_wythoff(std::uint64_t k) { return k + floor_over_phi(k); }

std::uint64_t wythoff_partner(std::uint64_t x) {
  if (x == 0) return 0;
  // If x = ⌊kφ⌋ then x < kφ < x + 1, so x/φ < k < (x + 1)/φ, an interval of
  // length 1/φ < 1: k can only be ⌈x/φ⌉ = ⌊x/φ⌋ + 1 (x/φ is irrational).
  const std::uint64_t below = floor_over_phi(x);
  const std::uint64_t k = below + 1;
  if (lower_wythoff(k) == x) return x + k;  // the pair (⌊kφ⌋, ⌊kφ⌋ + k)
  // Otherwise (Beatty) x = ⌊jφ²⌋ with, by the same argument, j = ⌈x/φ²⌉
  // = ⌈x - x/φ⌉ = x - ⌊x/φ⌋ (as 1/φ² = 1 - 1/φ); its partner is ⌊jφ⌋ = x - j.
  return below;
}

Nimber wythoff_grundy_value(std::uint64_t a, std::uint64_t b) {
  if (std::max(a, b) > kWythoffValueLimit) throw LimitError(beyond_limit_message(a, b));
  return table_covering(std::max(a, b))->at(a, b);
}

Wythoff::Wythoff(std::uint64_t first, std::uint64_t second, std::uint64_t value_limit)
    : first_(first), second_(second), value_limit_(std::min(value_limit, kWythoffValueLimit)) {
  if (first > kMaxNumber || second > kMaxNumber) {
    throw RuleError(format_translated("wythoff {} {}: a heap has at most 2^63-1 = {} tokens", first,
                                      second, kMaxNumber));
  }
}

std::string Wythoff::canonical() const { return fmt::format("wythoff {} {}", first_, second_); }

Nimber Wythoff::grundy_value() const {
  if (std::max(first_, second_) > value_limit_)
    throw LimitError(beyond_limit_message(first_, second_, value_limit_));
  return wythoff_grundy_value(first_, second_);
}

// Wythoff's rule: lost exactly when the heaps are partners.
bool Wythoff::is_loss() const { return wythoff_partner(first_) == second_; }

Move Wythoff::move_to(std::uint64_t first, std::uint64_t second) const {
  const std::uint64_t from_first = first_ - first;
  const std::uint64_t from_second = second_ - second;
  const std::size_t heap = from_second == 0  ? kFirstHeap
                           : from_first == 0 ? kSecondHeap
                                             : kBothHeaps;
  return Move{0, heap, from_first + from_second, {first, second}};
}

// The losing pairs that a move can reach, one direction at a time:
//  - from the first heap, keeping the second heap b: the pair must be
//    (partner(b), b), reachable when partner(b) is below the first heap;
//  - from the second heap likewise, with the partner of the first heap;
//  - from both heaps, keeping the difference d: the one losing pair with
//    difference d is (⌊dφ⌋, ⌊dφ⌋ + d), reachable when ⌊dφ⌋ is below the
//    smaller heap.
// Each direction has at most one, so there are at most three winning moves.
void Wythoff::moves_to_loss(const MoveVisitor& visit) const {
  if (const std::uint64_t partner = wythoff_partner(second_); partner < first_) {
    if (!visit(move_to(partner, second_))) return;
  }
  if (const std::uint64_t partner = wythoff_partner(first_); partner < second_) {
    if (!visit(move_to(first_, partner))) return;
  }
  const std::uint64_t smaller = std::min(first_, second_);
  const std::uint64_t difference = std::max(first_, second_) - smaller;
  if (const std::uint64_t lower = lower_wythoff(difference); lower < smaller) {
    const std::uint64_t t = smaller - lower;
    visit(move_to(first_ - t, second_ - t));
  }
}

void Wythoff::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  (void)own_value;
  if (target == 0) {
    moves_to_loss(visit);
    return;
  }
  if (std::max(first_, second_) > value_limit_) {
    throw LimitError(beyond_limit_message(first_, second_, value_limit_));
  }
  const std::shared_ptr<const WythoffValueTable> table = table_covering(std::max(first_, second_));
  // Tokens taken ascending within each direction; the first hit is the only one.
  for (std::uint64_t t = 1; t <= first_; ++t) {
    if (table->at(first_ - t, second_) == target) {
      if (!visit(move_to(first_ - t, second_))) return;
      break;
    }
  }
  for (std::uint64_t t = 1; t <= second_; ++t) {
    if (table->at(first_, second_ - t) == target) {
      if (!visit(move_to(first_, second_ - t))) return;
      break;
    }
  }
  for (std::uint64_t t = 1; t <= std::min(first_, second_); ++t) {
    if (table->at(first_ - t, second_ - t) == target) {
      visit(move_to(first_ - t, second_ - t));
      return;
    }
  }
}

void Wythoff::all_moves(const MoveVisitor& visit) const {
  for (std::uint64_t t = 1; t <= first_; ++t) {
    if (!visit(move_to(first_ - t, second_))) return;
  }
  for (std::uint64_t t = 1; t <= second_; ++t) {
    if (!visit(move_to(first_, second_ - t))) return;
  }
  for (std::uint64_t t = 1; t <= std::min(first_, second_); ++t) {
    if (!visit(move_to(first_ - t, second_ - t))) return;
  }
}

std::string Wythoff::notation(const Move& move) const {
  return fmt::format("{} {}->{} {}", first_, second_, move.result.at(0), move.result.at(1));
}

std::string Wythoff::describe(const Move& move) const {
  const std::uint64_t first = move.result.at(0);
  const std::uint64_t second = move.result.at(1);
  switch (move.heap) {
    case kFirstHeap:
      return format_translated("take {} from the first heap ({} -> {})", first_ - first, first_,
                               first);
    case kSecondHeap:
      return format_translated("take {} from the second heap ({} -> {})", second_ - second, second_,
                               second);
    default:
      return format_translated("take {} from both heaps ({} {} -> {} {})", first_ - first, first_,
                               second_, first, second);
  }
}

std::shared_ptr<const Component> Wythoff::after(const Move& move) const {
  if (move.heap > kBothHeaps) {
    throw RuleError(format_translated(
        "wythoff has heaps 0 (first), 1 (second) and 2 (both), not {}", move.heap));
  }
  if (move.result.size() != 2) {
    throw RuleError(format_translated("a move in wythoff {} {} leaves two heaps, not {}", first_,
                                      second_, move.result.size()));
  }
  const std::uint64_t first = move.result[0];
  const std::uint64_t second = move.result[1];
  bool legal = false;
  if (move.heap == kFirstHeap) legal = first < first_ && second == second_;
  if (move.heap == kSecondHeap) legal = first == first_ && second < second_;
  if (move.heap == kBothHeaps) {
    legal = first < first_ && second < second_ && first_ - first == second_ - second;
  }
  if (!legal) {
    throw RuleError(format_translated(
        "{} {}->{} {} is not a move of Wythoff's game: take from one heap, or the "
        "same number from both",
        first_, second_, first, second));
  }
  return std::make_shared<Wythoff>(first, second, value_limit_);
}

std::vector<ValueRow> Wythoff::value_rows(std::size_t limit) const {
  if (limit == 0) return {};
  // The label names the position; there is no single heap size to show.
  return {{canonical(), "", grundy_value()}};
}

Move Wythoff::parse_move(std::string_view raw) const {
  const std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  const std::vector<std::string_view> arrow = move_text::split(text, "->");
  if (arrow.size() == 2) {
    const std::vector<std::string_view> before = move_text::split(arrow[0], " ");
    const std::vector<std::string_view> now = move_text::split(arrow[1], " ");
    if (before.size() == 2 && now.size() == 2) {
      const std::uint64_t a = move_text::number(before[0], translate("a heap size"));
      const std::uint64_t b = move_text::number(before[1], translate("a heap size"));
      if (a != first_ || b != second_) {
        throw RuleError(format_translated("the heaps are {} {}, not {} {}", first_, second_, a, b));
      }
      const std::uint64_t first = move_text::number(now[0], translate("a heap size"));
      const std::uint64_t second = move_text::number(now[1], translate("a heap size"));
      if (first > first_ || second > second_ || (first == first_ && second == second_)) {
        throw RuleError(format_translated(
            "{} {}->{} {} is not a move of Wythoff's game: take from one heap, or "
            "the same number from both",
            first_, second_, first, second));
      }
      const Move move = move_to(first, second);
      after(move);  // throws RuleError for unequal amounts from both heaps
      return move;
    }
  }
  const std::vector<std::string_view> words = move_text::split(text, " ");
  if (arrow.size() != 1 || words.size() != 2) {
    throw ParseError(
        format_translated(
            "'{}' is not a move: write A B->A' B' (the heaps before and after), or 1 N, "
            "2 N or both N to take N from the first heap, the second, or each",
            printable_token(raw)),
        0);
  }
  const std::uint64_t count =
      move_text::number(words[1], translate("the number of tokens to take"));
  if (count == 0) throw RuleError(translate("a move takes at least one token"));
  const std::string_view which = words[0];
  if (which == "both" || which == translate("both")) {
    if (count > std::min(first_, second_)) {
      throw RuleError(format_translated("{} cannot be taken from both heaps: the smaller has {}",
                                        count, std::min(first_, second_)));
    }
    return move_to(first_ - count, second_ - count);
  }
  if (which != "1" && which != "2") {
    throw ParseError(
        format_translated("'{}' is not a heap: say 1 (the first heap), 2 (the second) or both",
                          printable_token(which)),
        0);
  }
  const std::uint64_t heap = which == "1" ? first_ : second_;
  if (count > heap) {
    throw RuleError(
        format_translated("heap {} holds {}, fewer than the {} to take", which, heap, count));
  }
  return which == "1" ? move_to(first_ - count, second_) : move_to(first_, second_ - count);
}

std::optional<Move> Wythoff::move_to(const Component& target) const {
  const auto* other = dynamic_cast<const Wythoff*>(&target);
  if (other == nullptr) return std::nullopt;
  const std::uint64_t first = other->first_;
  const std::uint64_t second = other->second_;
  if (first > first_ || second > second_ || (first == first_ && second == second_))
    return std::nullopt;
  if (first != first_ && second != second_ && first_ - first != second_ - second)
    return std::nullopt;
  return move_to(first, second);
}

void Wythoff::first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const {
  for (std::uint64_t t = 1; t <= first_ && t <= per_piece; ++t) {
    if (!visit(move_to(first_ - t, second_))) return;
  }
  for (std::uint64_t t = 1; t <= second_ && t <= per_piece; ++t) {
    if (!visit(move_to(first_, second_ - t))) return;
  }
  for (std::uint64_t t = 1; t <= std::min(first_, second_) && t <= per_piece; ++t) {
    if (!visit(move_to(first_ - t, second_ - t))) return;
  }
}

std::optional<Move> Wythoff::naive_move() const {
  if (second_ > 0) return move_to(first_, second_ - 1);
  if (first_ > 0) return move_to(first_ - 1, second_);
  return std::nullopt;
}

Family wythoff_family(std::uint64_t value_limit) {
  Family family{
      "wythoff",
      "Wythoff's game: take from one heap, or the same number from both",
      "wythoff A B   Wythoff's game on two heaps of A and B tokens (each 0 to 2^63-1).\n"
      "A move takes one or more tokens from one heap, or the same number of tokens\n"
      "from both heaps; whoever takes the last token wins. The player to move loses\n"
      "exactly when the heaps, in either order, are a pair (⌊kφ⌋, ⌊kφ⌋ + k) with\n"
      "φ = (1+√5)/2: (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), ... (Wythoff 1907).\n"
      "These pairs are computed exactly at every size, so who wins and every winning\n"
      "move (at most three) are found for any heaps. Grundy values have no closed\n"
      "form; they are tabulated for heaps up to 4096, which a sum with other games\n"
      "needs (beyond that, a sum holding a Wythoff game is an error).\n"
      "Moves are written A B->A' B', the heaps before and after: 4 6->3 5 takes one\n"
      "token from both heaps, 4 9->4 7 takes two from the second heap.\n"
      "Example: grundy solve wythoff 4 6   (winning move 4 6->3 5)",
      [value_limit](const ComponentText& text) -> ComponentPtr {
        forbid_parameters(text);
        if (text.numbers.empty()) {
          throw ParseError(
              format_translated("'{}' at column {} needs two heap sizes, e.g. 'wythoff 3 5'",
                                text.name.text, text.name.column),
              text.name.column);
        }
        if (text.numbers.size() == 1) {
          throw ParseError(
              format_translated("'{}' at column {} needs two heap sizes, but only '{}' at "
                                "column {} was given, e.g. 'wythoff 3 5'",
                                text.name.text, text.name.column,
                                printable_token(text.numbers[0].text), text.numbers[0].column),
              text.name.column);
        }
        if (text.numbers.size() > 2) {
          const Token& extra = text.numbers[2];
          throw ParseError(
              format_translated("'{}' at column {} is a third heap size: '{}' takes exactly "
                                "two, e.g. 'wythoff 3 5'",
                                printable_token(extra.text), extra.column, text.name.text),
              extra.column);
        }
        const std::uint64_t first = read_number(text.numbers[0], translate("a heap size"));
        const std::uint64_t second = read_number(text.numbers[1], translate("a heap size"));
        return std::make_shared<Wythoff>(first, second, value_limit);
      },
      "wythoff 3 5",
  };
  family.small_positions = [] {
    return SmallPositions{{every_list("wythoff", 2, 15)}, {every_list("wythoff", 2, 6)}};
  };
  return family;
}

// ------------------------------------------------------ describing itself --

std::vector<std::string> Wythoff::picture() const {
  const std::string first_label = translate("first heap:");
  const std::string second_label = translate("second heap:");
  const std::size_t label_width = std::max(display_width(first_label), display_width(second_label));
  const std::size_t bars_width = std::max(matches(first()).size(), matches(second()).size());
  return {fmt::format("{} {:<{}} ({})", padded(first_label, label_width), matches(first()),
                      bars_width, first()),
          fmt::format("{} {:<{}} ({})", padded(second_label, label_width), matches(second()),
                      bars_width, second())};
}

std::string Wythoff::short_notation(const Move& move) const {
  return move.heap == kBothHeaps ? fmt::format("both {}", move.taken / 2)
                                 : fmt::format("{} {}", move.heap + 1, move.taken);
}

std::string Wythoff::notation_help() const {
  return translate(
      "  1 N, 2 N, both N  Wythoff's game: take N from the first heap, the second, or each of "
      "the two\n"
      "  A B->C D          the same as the heaps before and after, e.g. '3 5->2 4'\n");
}

std::string Wythoff::winning_rule(const Move& move) const {
  return format_translated(
      "({}, {}) is one of Wythoff's losing pairs (⌊kφ⌋, ⌊kφ⌋+k): every move from it can be "
      "answered",
      move.result.at(0), move.result.at(1));
}

std::string Wythoff::value_rule() const {
  if (!is_loss()) return {};
  const std::uint64_t low = std::min(first_, second_);
  const std::uint64_t high = std::max(first_, second_);
  return format_translated(
      "({}, {}) is one of Wythoff's losing pairs (⌊kφ⌋, ⌊kφ⌋+k), k = {}, so G = 0", low, high,
      high - low);
}

FamilyReason Wythoff::family_reason() const {
  // The cold pairs listed, from (0, 0) up: enough to see the pattern.
  constexpr std::uint64_t kMostColdPairsListed = 8;
  const std::uint64_t low = std::min(first_, second_);
  const std::uint64_t high = std::max(first_, second_);
  FamilyReason reason;
  reason.rule = "cold_positions";
  reason.title = translate("Wythoff's cold positions");
  std::vector<std::pair<std::uint64_t, std::uint64_t>> cold;
  std::string listed;
  for (std::uint64_t k = 0; k < kMostColdPairsListed; ++k) {
    const std::uint64_t lower = lower_wythoff(k);
    if (k > 0 && lower > high) break;
    cold.emplace_back(lower, lower + k);
    listed += fmt::format("{}({}, {})", listed.empty() ? "" : " ", lower, lower + k);
  }
  if (lower_wythoff(cold.size()) <= high) listed += " ...";
  reason.lines.push_back(format_translated(
      "The cold positions, where the player to move loses, are the pairs (⌊kφ⌋, ⌊kφ⌋+k) for "
      "k = 0, 1, 2, ..., φ = (1+√5)/2 ≈ 1.618 the golden ratio: {}. No move joins two of them, "
      "and from every other position a move reaches one.",
      listed));
  reason.numbers.push_back({"cold_positions", std::move(cold)});
  if (is_loss()) {
    reason.lines.push_back(format_translated(
        "({}, {}) is the cold position k = {}: every move leaves a hot one, from which the "
        "opponent returns to a cold one, so G = 0.",
        low, high, high - low));
    return reason;
  }
  std::vector<std::pair<std::uint64_t, std::uint64_t>> reached;
  std::string targets;
  moves_to_loss([&](const Move& move) {
    const std::uint64_t a = std::min(move.result.at(0), move.result.at(1));
    const std::uint64_t b = std::max(move.result.at(0), move.result.at(1));
    reached.emplace_back(move.result.at(0), move.result.at(1));
    if (!targets.empty()) targets += translate(" or ");
    targets += format_translated("({}, {}), k = {}", a, b, b - a);
    return true;
  });
  reason.lines.push_back(format_translated(
      "({}, {}) is not cold, so the player to move wins by moving to the cold position {}.", first_,
      second_, targets));
  reason.numbers.push_back({"reaches", std::move(reached)});
  return reason;
}

std::optional<Board> Wythoff::drawn_board() const {
  const std::uint64_t size = std::max(first_, second_) + 1;
  if (size > kMaxBoardSize) return std::nullopt;
  QueenBoard board;
  board.column = first_;
  board.row = second_;
  // The losing pairs (⌊kφ⌋, ⌊kφ⌋ + k) on the grid, both ways round.
  for (std::uint64_t k = 0; lower_wythoff(k) < size; ++k) {
    const std::uint64_t lower = lower_wythoff(k), upper = lower + k;
    if (upper >= size) continue;  // a later pair may still fit: its lower member is larger
    board.cold_squares.emplace_back(lower, upper);
    if (k > 0) board.cold_squares.emplace_back(upper, lower);
  }
  return board;
}

}  // namespace grundy
