#include "grundy/welter.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iterator>
#include <unordered_map>

#include "core/move_text.hpp"
#include "grundy/drawing.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

using Squares = std::vector<std::uint64_t>;
using Run = Squares::const_iterator;

// Squares below 2^63 differ in bits 0 .. 62 only: the deepest level at which
// two squares can be mated is 62.
constexpr int kLevels = 63;

bool bit_of(std::uint64_t x, int level) { return ((x >> level) & 1U) != 0; }

// 2^(level+1) - 1: what a pair mated at `level` adds to the nim-sum of the
// squares, since (a ⊕ b) - 1 = a ⊕ b ⊕ (2^(level+1) - 1) there.
std::uint64_t mate_mask(int level) { return (std::uint64_t{2} << level) - 1; }

// Orders squares by their binary digits read from the lowest up: a comes
// first when it has the 0 at the lowest bit where the two differ. The squares
// congruent modulo any 2^k then form one run.
bool before_by_low_bits(std::uint64_t a, std::uint64_t b) {
  const std::uint64_t differ = a ^ b;
  return differ != 0 && (a & differ & (~differ + 1)) == 0;
}

// In a run of squares that agree below bit `level`: where those with a 1 at
// `level` begin.
Run split(Run first, Run last, int level) {
  return std::partition_point(first, last,
                              [level](std::uint64_t square) { return !bit_of(square, level); });
}

// Mates the squares of a run that agree below bit `level`, first within each
// half, calling mated(a, b, level) for each pair; returns the square left
// unmated, if any.
template <typename Mated>
std::optional<std::uint64_t> mate_run(Run first, Run last, int level, const Mated& mated) {
  if (last - first < 2) return first == last ? std::nullopt : std::optional<std::uint64_t>(*first);
  const Run middle = split(first, last, level);
  const std::optional<std::uint64_t> low_left = mate_run(first, middle, level + 1, mated);
  const std::optional<std::uint64_t> high_left = mate_run(middle, last, level + 1, mated);
  if (low_left && high_left) {
    mated(*low_left, *high_left, level);
    return std::nullopt;
  }
  return low_left ? low_left : high_left;
}

// Follows one square b down the runs of its classes (the squares congruent
// to b modulo 2, 4, 8, ...) while its bits are fixed from the lowest up,
// counting the coins other than `moved`.
class ClassWalk {
 public:
  ClassWalk(const Squares& by_low_bits, std::uint64_t moved)
      : first_(by_low_bits.begin()), last_(by_low_bits.end()), moved_(moved) {}

  // s_level(b): whether an odd number of the other coins agree with b below
  // bit `level` and differ from it at `level`. Asked for levels 0, 1, 2, ...
  // in turn, with b's bits up to `level` fixed.
  bool other_half_odd(std::uint64_t b, int level) {
    const Run middle = split(first_, last_, level);
    const bool high = bit_of(b, level);
    const auto coins = high ? middle - first_ : last_ - middle;
    const bool moved_there = ((moved_ ^ b) & mate_mask(level)) == (std::uint64_t{1} << level);
    (high ? first_ : last_) = middle;
    return (coins - (moved_there ? 1 : 0)) % 2 != 0;
  }

 private:
  Run first_;
  Run last_;
  std::uint64_t moved_;
};

}  // namespace

Welter::Welter(std::vector<std::uint64_t> squares) : squares_(std::move(squares)) {
  if (squares_.empty()) throw RuleError(translate("Welter's game needs at least one coin"));
  std::sort(squares_.begin(), squares_.end());
  if (squares_.back() > kMaxNumber) {
    throw RuleError(format_translated("square {} is outside 0 .. 2^63-1", squares_.back()));
  }
  const auto twice = std::adjacent_find(squares_.begin(), squares_.end());
  if (twice != squares_.end()) {
    throw RuleError(
        format_translated("two coins on square {}: each square holds one coin", *twice));
  }
  by_low_bits_ = squares_;
  std::sort(by_low_bits_.begin(), by_low_bits_.end(), before_by_low_bits);
  for (const std::uint64_t square : squares_) value_ ^= square;
  mate_run(by_low_bits_.begin(), by_low_bits_.end(), 0,
           [this](std::uint64_t, std::uint64_t, int level) { value_ ^= mate_mask(level); });
}

std::string Welter::canonical() const { return abbreviated(squares_.size()); }

std::string Welter::abbreviated(std::size_t max_numbers) const {
  std::string text = "welter";
  const std::size_t shown = std::min(max_numbers, squares_.size());
  for (std::size_t i = 0; i < shown; ++i) {
    text += ' ';
    text += fmt::format_int(squares_[i]).c_str();
  }
  if (shown < squares_.size()) text += format_translated(" ... ({} coins in all)", squares_.size());
  return text;
}

bool Welter::occupied(std::uint64_t square) const {
  return std::binary_search(squares_.begin(), squares_.end(), square);
}

std::optional<std::size_t> Welter::coin_on(std::uint64_t square) const {
  const auto found = std::lower_bound(squares_.begin(), squares_.end(), square);
  if (found == squares_.end() || *found != square) return std::nullopt;
  return static_cast<std::size_t>(found - squares_.begin());
}

Move Welter::move_of(std::size_t coin, std::uint64_t to) const {
  return Move{0, coin, squares_[coin] - to, {to}};
}

Nimber Welter::change_of_adding(std::uint64_t square, std::uint64_t moved) const {
  Nimber change = square;
  ClassWalk walk(by_low_bits_, moved);
  for (int level = 0; level < kLevels; ++level) {
    if (walk.other_half_odd(square, level)) change ^= mate_mask(level);
  }
  return change;
}

// f_j ⊕ f_(j+1) = b_j ⊕ b_(j+1) ⊕ s_j(b) fixes b_(j+1) from b's lower bits;
// bit 63 of f(b) is b_63, so f(b) = wanted exactly when that comes out 0.
std::optional<std::uint64_t> Welter::square_with_change(Nimber wanted, std::uint64_t moved,
                                                        std::uint64_t lowest_bit) const {
  std::uint64_t square = lowest_bit;
  ClassWalk walk(by_low_bits_, moved);
  for (int level = 0; level < kLevels; ++level) {
    const bool b_and_s = bit_of(square, level) != walk.other_half_odd(square, level);
    const bool next_bit = b_and_s != (bit_of(wanted, level) != bit_of(wanted, level + 1));
    if (next_bit && level + 1 == kLevels) return std::nullopt;
    if (next_bit) square |= std::uint64_t{1} << (level + 1);
  }
  return square;
}

// Without coin a the squares are T, with W(T + a) = own_value; the move a->b
// leaves W(T + b) = own_value ⊕ f(a) ⊕ f(b), so it needs f(b) = own_value ⊕
// f(a) ⊕ target. Each choice of b's lowest bit gives one candidate.
void Welter::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  if (own_value == target) return;  // no option has the value of its position
  for (std::size_t coin = 0; coin < squares_.size(); ++coin) {
    const std::uint64_t from = squares_[coin];
    const Nimber wanted = own_value ^ change_of_adding(from, from) ^ target;
    for (const std::uint64_t lowest_bit : {0U, 1U}) {
      const std::optional<std::uint64_t> to = square_with_change(wanted, from, lowest_bit);
      if (!to || *to >= from || occupied(*to)) continue;
      if (!visit(move_of(coin, *to))) return;
      break;  // at most one square per coin reaches the target
    }
  }
}

// squares_[m] - m counts the empty squares below coin m and never decreases
// with m; a run of coins on consecutive squares is where it stays the same.
std::size_t Welter::lowest_of_run(std::size_t top) const {
  const std::uint64_t empty_below = squares_[top] - top;
  std::size_t low = 0;
  std::size_t high = top;
  while (low < high) {
    const std::size_t middle = low + (high - low) / 2;
    if (squares_[middle] - middle < empty_below) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

// Jumps over runs of coins, so that the work is bounded by the moves visited
// however many coins lie below.
bool Welter::coin_moves(std::size_t coin, std::uint64_t most, const MoveVisitor& visit) const {
  std::size_t below = coin;            // coins 0 .. below-1 lie below `top`
  std::uint64_t top = squares_[coin];  // the squares below `top` are left to visit
  for (std::uint64_t visited = 0; visited < most && top > 0;) {
    if (below > 0 && squares_[below - 1] + 1 == top) {
      below = lowest_of_run(below - 1);
      top = squares_[below];
      continue;
    }
    --top;
    ++visited;
    if (!visit(move_of(coin, top))) return false;
  }
  return true;
}

void Welter::all_moves(const MoveVisitor& visit) const {
  for (std::size_t coin = 0; coin < squares_.size(); ++coin) {
    if (!coin_moves(coin, ~std::uint64_t{0}, visit)) return;
  }
}

void Welter::first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const {
  for (std::size_t coin = 0; coin < squares_.size(); ++coin) {
    if (!coin_moves(coin, per_piece, visit)) return;
  }
}

std::string Welter::notation(const Move& move) const {
  return fmt::format("{}->{}", squares_.at(move.heap), move.result.at(0));
}

std::string Welter::describe(const Move& move) const {
  return format_translated("move the coin on square {} down to square {}", squares_.at(move.heap),
                           move.result.at(0));
}

void Welter::check_move(std::size_t coin, std::uint64_t to) const {
  const std::uint64_t from = squares_[coin];
  if (to >= from) {
    throw RuleError(
        format_translated("a coin moves down: square {} is not below square {}", to, from));
  }
  if (occupied(to)) {
    throw RuleError(format_translated(
        "square {} is taken: the coin on square {} can move only to an empty square", to, from));
  }
}

std::vector<std::uint64_t> Welter::squares_after(const Move& move) const {
  if (move.heap >= squares_.size())
    throw RuleError(format_translated("there is no coin {}", move.heap + 1));
  if (move.result.size() != 1) {
    throw RuleError(format_translated(
        "a move of the coin on square {} needs exactly one target square", squares_[move.heap]));
  }
  check_move(move.heap, move.result[0]);
  std::vector<std::uint64_t> squares = squares_;
  squares[move.heap] = move.result[0];
  return squares;
}

std::shared_ptr<const Component> Welter::after(const Move& move) const {
  return std::make_shared<Welter>(squares_after(move));
}

std::vector<ValueRow> Welter::value_rows(std::size_t limit) const {
  if (limit == 0) return {};
  // The label names the position; there is no single heap size to show.
  return {{abbreviated(12), "", value_}};
}

Move Welter::parse_move(std::string_view raw) const {
  const std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  std::vector<std::string_view> words = move_text::split(text, "->");
  if (words.size() == 1) words = move_text::split(text, " ");
  if (words.size() != 2) {
    const std::optional<Move> example = naive_move();
    throw ParseError(
        format_translated("'{}' is not a move: write A->B or A B, the coin on square A moving "
                          "down to the empty square B (e.g. '{}')",
                          printable_token(raw), example ? notation(*example) : "5->2"),
        0);
  }
  const std::uint64_t from = move_text::number(words[0], translate("a square number"));
  const std::uint64_t to = move_text::number(words[1], translate("a square number"));
  const std::optional<std::size_t> coin = coin_on(from);
  if (!coin) {
    throw RuleError(format_translated("no coin is on square {} (the coins are on squares {})", from,
                                      abbreviated(12).substr(std::string("welter ").size())));
  }
  check_move(*coin, to);
  return move_of(*coin, to);
}

// The other position must hold the same squares but one, which took the
// place of one of these on a lower, empty square.
std::optional<Move> Welter::move_to(const Component& target) const {
  const auto* other = dynamic_cast<const Welter*>(&target);
  if (other == nullptr || other->squares_.size() != squares_.size()) return std::nullopt;
  std::vector<std::uint64_t> left;     // here but not there: the coin that moved
  std::vector<std::uint64_t> arrived;  // there but not here: where it went
  std::set_difference(squares_.begin(), squares_.end(), other->squares_.begin(),
                      other->squares_.end(), std::back_inserter(left));
  std::set_difference(other->squares_.begin(), other->squares_.end(), squares_.begin(),
                      squares_.end(), std::back_inserter(arrived));
  if (left.size() != 1 || arrived.size() != 1 || arrived[0] > left[0]) return std::nullopt;
  return move_of(*coin_on(left[0]), arrived[0]);
}

namespace {

// The squares as typed: each 0 .. 2^63-1, no square twice.
std::vector<std::uint64_t> read_squares(const ComponentText& text) {
  std::vector<std::uint64_t> squares;
  squares.reserve(text.numbers.size());
  std::unordered_map<std::uint64_t, std::size_t> column_of;
  for (const Token& token : text.numbers) {
    const std::uint64_t square = read_number(token, translate("a square number"));
    const auto [first, added] = column_of.emplace(square, token.column);
    if (!added) {
      throw ParseError(
          format_translated("'{}' at column {}: a second coin on square {} (the first is at "
                            "column {}); each square holds one coin",
                            printable_token(token.text), token.column, square, first->second),
          token.column);
    }
    squares.push_back(square);
  }
  return squares;
}

}  // namespace

Family welter_family() {
  Family family{
      "welter",
      "Welter's game: slide a coin down to any lower empty square",
      "welter A1 A2 ...   coins on distinct squares A1, A2, ... of a strip (squares\n"
      "numbered from 0, up to 2^63-1; in any order, printed in increasing order).\n"
      "A move slides one coin down to any lower empty square, jumping over other\n"
      "coins if need be. Whoever cannot move loses.\n"
      "The Grundy value is Welter's function of the squares (Conway, On Numbers and\n"
      "Games, ch. 13): mate the two squares congruent modulo the highest power of 2,\n"
      "then the next two, and so on; the value is the nim-sum of (a XOR b) - 1 over\n"
      "the mates a, b and of the square left over. One coin is a Nim heap; two coins\n"
      "on a and b have value (a XOR b) - 1. Values and every winning move (at most\n"
      "one per coin) are exact at any size.\n"
      "Moves are written A->B: the coin on square A moves down to square B.\n"
      "Example: grundy solve welter 2 5 7   (winning move 7->4)",
      [](const ComponentText& text) -> ComponentPtr {
        forbid_parameters(text);
        require_numbers(text, translate("at least one coin's square, e.g. 'welter 1 4 6'"));
        return std::make_shared<Welter>(read_squares(text));
      },
      "welter 1 4 6",
  };
  family.small_positions = [] {
    return SmallPositions{
        {{"welter, 1 to 4 coins on squares 0..11", distinct_places("welter", 0, 12, 4)}},
        {{"welter, 1 to 3 coins on squares 0..6", distinct_places("welter", 0, 7, 3)}}};
  };
  return family;
}

// ------------------------------------------------------ describing itself --

std::vector<std::string> Welter::picture() const {
  constexpr std::uint64_t kMostSquaresDrawn = 60;
  std::vector<std::string> lines;
  if (squares_.back() < kMostSquaresDrawn) {
    std::string cells(squares_.back() + 1, '.');
    for (const std::uint64_t square : squares_) cells[square] = 'O';
    lines.push_back(fmt::format(
        "{} {}", format_translated("squares 0 to {}, coins as O:", squares_.back()), cells));
  }
  const std::size_t shown = std::min(squares_.size(), kMaxHeapsDrawn);
  for (std::size_t i = 0; i < shown; ++i) {
    lines.push_back(format_translated_plural("coin on square {}: {} empty square below it",
                                             "coin on square {}: {} empty squares below it",
                                             squares_[i] - i, squares_[i], squares_[i] - i));
  }
  if (squares_.size() > shown)
    lines.push_back(format_translated_plural("... and {} more coin", "... and {} more coins",
                                             squares_.size() - shown, squares_.size() - shown));
  return lines;
}

std::string Welter::short_notation(const Move& move) const {
  return fmt::format("{} {}", squares_.at(move.heap), move.result.at(0));
}

std::string Welter::notation_help() const {
  return translate(
      "  A B  or  A->B    Welter's game: move the coin on square A down to the empty square B, "
      "e.g. '7 4'\n");
}

// The sum that shows it, e.g. "[2|4|5] = [2|4] XOR [5] = 5 XOR 5 = 0": the
// mates a, b count (a XOR b) - 1, the square left over counts itself.
std::string Welter::welter_sum() const {
  constexpr std::size_t kMostSquaresShown = 8;
  const auto bracket = [](const std::vector<std::uint64_t>& squares) {
    return fmt::format("[{}]", fmt::join(squares, "|"));
  };
  if (squares_.size() > kMostSquaresShown) {
    const std::vector<std::uint64_t> first(squares_.begin(), squares_.begin() + kMostSquaresShown);
    return fmt::format("[{}|...] = {}", fmt::join(first, "|"), value_);
  }
  std::vector<std::vector<std::uint64_t>> parts;
  const std::optional<std::uint64_t> left = mate_run(
      by_low_bits_.begin(), by_low_bits_.end(), 0, [&](std::uint64_t a, std::uint64_t b, int) {
        parts.push_back({std::min(a, b), std::max(a, b)});
      });
  std::sort(parts.begin(), parts.end());
  if (left) parts.push_back({*left});
  std::vector<std::string> terms;
  std::vector<std::string> values;
  for (const std::vector<std::uint64_t>& part : parts) {
    terms.push_back(bracket(part));
    values.push_back(std::to_string(part.size() == 2 ? (part[0] ^ part[1]) - 1 : part[0]));
  }
  std::string sum = bracket(squares_);
  if (parts.size() > 1) sum += fmt::format(" = {}", fmt::join(terms, " XOR "));
  if (parts.size() > 1 || parts[0].size() == 2)
    sum += fmt::format(" = {}", fmt::join(values, " XOR "));
  if (parts.size() > 1) sum += fmt::format(" = {}", value_);
  return sum;
}

std::string Welter::winning_rule(const Move& move) const {
  return format_translated(
      "the squares it leaves have Welter's function 0, so every move from there can be answered: "
      "{} "
      "(mate the squares congruent modulo the highest power of 2; mates a, b count (a XOR b) - 1)",
      Welter(squares_after(move)).welter_sum());
}

std::string Welter::rule_title() const { return translate("Welter's theorem"); }

std::string Welter::value_rule() const {
  return format_translated(
      "Welter's theorem: G is Welter's function of the squares, {} (mate the squares "
      "congruent modulo the highest power of 2; mates a, b count (a XOR b) - 1)",
      welter_sum());
}

std::optional<Board> Welter::drawn_board() const {
  if (!fits_board(squares_)) return std::nullopt;
  return StripBoard{.tokens = squares_,
                    .first_square = 0,
                    .direction = StripBoard::Direction::down,
                    .look = StripBoard::Look::squares};
}

}  // namespace grundy
