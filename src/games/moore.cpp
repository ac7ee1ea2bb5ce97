#include "grundy/moore.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <mutex>
#include <unordered_map>

#include "core/move_text.hpp"
#include "grundy/drawing.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/search.hpp"
#include "grundy/translate.hpp"
#include "moore_moves.hpp"

namespace grundy {

using moore::Heaps;
using moore::kColumns;
using moore::LossMoves;
using moore::make_move;
using moore::Uint128;

namespace {

// ------------------------------------------------------------------ search --

// The rules for GrundySearch. Heaps are interchangeable and empty heaps take
// no part, so a position is kept as its non-empty heaps in increasing order:
// one memo entry stands for every arrangement.
struct MooreRules {
  using Position = Heaps;
  std::uint64_t k = 1;

  static Heaps normal_form(Heaps heaps) {
    std::erase(heaps, std::uint64_t{0});
    std::sort(heaps.begin(), heaps.end());
    return heaps;
  }

  std::vector<Heaps> options(const Heaps& heaps) const {
    std::vector<Heaps> found;
    Heaps next = heaps;
    add_options(heaps, next, 0, 0, found);
    return found;
  }

 private:
  // Heap `i` either keeps its size or drops to any smaller one, while at most
  // k heaps change and at least one does.
  void add_options(const Heaps& heaps, Heaps& next, std::size_t i, std::uint64_t changed,
                   std::vector<Heaps>& found) const {
    if (i == heaps.size()) {
      if (changed > 0) found.push_back(normal_form(next));
      return;
    }
    add_options(heaps, next, i + 1, changed, found);
    if (changed == k) return;
    for (std::uint64_t left = 0; left < heaps[i]; ++left) {
      next[i] = left;
      add_options(heaps, next, i + 1, changed + 1, found);
    }
    next[i] = heaps[i];
  }
};

using MooreSearch = GrundySearch<MooreRules, NumberListHash>;

}  // namespace

// The search behind a component's value, kept for the values of its options.
// A lookup of a position already known only reads the memo, but the lock
// keeps concurrent callers safe whatever they ask.
struct MooreValueSearch {
  explicit MooreValueSearch(std::uint64_t k) : search(MooreRules{k}) {}
  Nimber value(Heaps heaps) {
    const std::lock_guard<std::mutex> lock(mutex);
    return search.grundy_value(MooreRules::normal_form(std::move(heaps)));
  }
  std::mutex mutex;
  MooreSearch search;
};

namespace {

void check_search_limit(std::uint64_t k, const Heaps& heaps, const std::string& position,
                        double limit) {
  const double moves = moore_search_moves(k, heaps);
  if (moves > limit) {
    throw LimitError(format_translated(
        "the Grundy value of {} needs a search of about {:.3g} moves, more than the limit of {}; "
        "alone, moore is answered by Moore's theorem",
        position, moves, static_cast<std::uint64_t>(limit)));
  }
}

// ---------------------------------------------------------- ordered moves --

// A move with the exact number of tokens it takes, for sorting.
struct OrderedMove {
  Uint128 taken = 0;
  Move move;
};

// The documented order: first heap, tokens taken, the heaps changed, then
// the new sizes column by column from the highest, heaps in order within a
// column (the order in which the binary rule finds them).
bool move_before(const OrderedMove& x, const OrderedMove& y) {
  if (x.move.heap != y.move.heap) return x.move.heap < y.move.heap;
  if (x.taken != y.taken) return x.taken < y.taken;
  const std::vector<std::uint64_t>& a = x.move.result;
  const std::vector<std::uint64_t>& b = y.move.result;
  for (std::size_t j = 0; j < a.size() && j < b.size(); j += 2) {
    if (a[j] != b[j]) return a[j] < b[j];
  }
  if (a.size() != b.size()) return a.size() < b.size();
  int column = -1;
  std::size_t first = 0;
  for (std::size_t j = 1; j < a.size(); j += 2) {
    const std::uint64_t differ = a[j] ^ b[j];
    const int highest = static_cast<int>(std::bit_width(differ)) - 1;
    if (differ != 0 && highest > column) {
      column = highest;
      first = j;
    }
  }
  return column >= 0 && ((a[first] >> column) & 1U) == 0;
}

}  // namespace

// Sum over v <= h of the moves of v. Each subset T of at most k heaps
// contributes prod_{i in T} (0 + 1 + ... + h_i) * prod_{i not in T} (h_i + 1);
// the sum over T is the coefficient expansion done heap by heap. The terms
// only grow from heap to heap, so once one is past the largest double the
// answer is infinite: the count stops there. (It went on, heaps times
// min(k, heaps) steps on long double infinities, each a slow microcode
// assist: moore(2^63-1) on 10,000 heaps took minutes before its LimitError.)
double moore_search_moves(std::uint64_t k, const std::vector<std::uint64_t>& heaps) {
  constexpr long double kLargest = std::numeric_limits<double>::max();
  std::vector<long double> by_size{1.0L};  // by_size[j]: subsets of j heaps so far
  for (std::uint64_t heap : heaps) {
    if (heap == 0) continue;
    const long double h = static_cast<long double>(heap);
    const long double moved = h * (h + 1) / 2;  // 0 + 1 + ... + h: its moves at each size
    const long double kept = h + 1;
    if (by_size.size() <= k) by_size.push_back(0.0L);
    bool past_largest = false;
    for (std::size_t j = by_size.size(); j-- > 0;) {
      by_size[j] = by_size[j] * kept + (j > 0 ? by_size[j - 1] * moved : 0.0L);
      past_largest = past_largest || by_size[j] > kLargest;
    }
    if (past_largest) return std::numeric_limits<double>::infinity();
  }
  long double total = 0;
  for (std::size_t j = 1; j < by_size.size(); ++j) total += by_size[j];
  return static_cast<double>(total);
}

MooreNim::MooreNim(std::uint64_t k, std::vector<std::uint64_t> heaps, const MooreLimits& limits)
    : k_(k),
      heaps_(std::move(heaps)),
      limits_(limits),
      search_(std::make_shared<MooreValueSearch>(k)) {
  if (k_ == 0)
    throw RuleError(translate("Moore's Nim needs k >= 1: a move changes at least one heap"));
  if (k_ > kMaxNumber) throw RuleError(format_translated("k = {} is above 2^63-1", k_));
  for (std::size_t i = 0; i < heaps_.size(); ++i) {
    if (heaps_[i] > kMaxNumber)
      throw RuleError(format_translated("heap {} ({}) is above 2^63-1", i + 1, heaps_[i]));
  }
}

std::string MooreNim::canonical() const { return abbreviated(heaps_.size()); }

std::string MooreNim::abbreviated(std::size_t max_numbers) const {
  std::string text = fmt::format("moore({})", k_);
  const std::size_t shown = std::min(max_numbers, heaps_.size());
  for (std::size_t i = 0; i < shown; ++i) {
    text += ' ';
    text += fmt::format_int(heaps_[i]).c_str();
  }
  if (shown < heaps_.size()) text += format_translated(" ... ({} heaps in all)", heaps_.size());
  return text;
}

bool MooreNim::is_nim() const noexcept {
  return k_ == 1 ||
         std::count_if(heaps_.begin(), heaps_.end(), [](std::uint64_t h) { return h > 0; }) <= 1;
}

Nimber MooreNim::grundy_value() const {
  if (is_nim()) {
    Nimber total = 0;
    for (std::uint64_t heap : heaps_) total ^= heap;
    return total;
  }
  std::call_once(search_once_, [this] {
    check_search_limit(k_, heaps_, abbreviated(10), limits_.search_moves);
    search_->value(heaps_);
  });
  return search_->value(heaps_);
}


bool MooreNim::is_loss() const {
  // Moore's theorem: lost exactly when every column's count of 1s is a
  // multiple of k + 1.
  const std::array<std::uint64_t, kColumns> ones = moore::column_ones(heaps_).ones;
  return std::all_of(ones.begin(), ones.end(),
                     [this](std::uint64_t count) { return count % (k_ + 1) == 0; });
}

void MooreNim::moves_to_loss(const MoveVisitor& visit) const {
  if (is_loss()) return;  // every move from a lost position leaves a won one
  LossMoves moves(k_, heaps_, abbreviated(10), limits_.subsets);
  // A lone position beyond the search limit is counted by listing its moves
  // (the interface has no count of moves to a loss), so too many are refused
  // here, before the first one.
  const std::uint64_t count = moves.count();
  if (count > limits_.listed_moves) {
    throw LimitError(
        format_translated("{} has {} winning moves, more than the {} that grundy lists",
                          abbreviated(10), count, limits_.listed_moves));
  }
  moves.list(visit);
}

void MooreNim::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  if (target == 0) {
    moves_to_loss(visit);
    return;
  }
  if (target == own_value) return;  // no option has the value of its position (mex)
  if (is_nim()) {
    // Bouton: heap i goes to the size that makes the XOR the target.
    for (std::size_t i = 0; i < heaps_.size(); ++i) {
      const std::uint64_t left = heaps_[i] ^ own_value ^ target;
      if (left < heaps_[i] && !visit(Move{0, i, heaps_[i] - left, {i, left}})) return;
    }
    return;
  }
  grundy_value();  // runs the search, or throws LimitError
  all_moves([&](const Move& move) {
    Heaps after = heaps_;
    for (std::size_t j = 0; j + 1 < move.result.size(); j += 2)
      after[move.result[j]] = move.result[j + 1];
    return search_->value(std::move(after)) != target || visit(move);
  });
}

std::uint64_t MooreNim::count_moves_to_value(Nimber own_value, Nimber target) const {
  if (target == own_value) return 0;
  if (target != 0) return Component::count_moves_to_value(own_value, target);
  if (is_loss()) return 0;
  return LossMoves(k_, heaps_, abbreviated(10), limits_.subsets).count();
}

void MooreNim::all_moves(const MoveVisitor& visit) const {
  std::vector<std::size_t> nonzero;
  for (std::size_t i = 0; i < heaps_.size(); ++i) {
    if (heaps_[i] > 0) nonzero.push_back(i);
  }
  // Moves: the sum over subsets T of at most k heaps of prod_{i in T} h_i.
  std::vector<long double> by_size{1.0L};
  for (std::size_t i : nonzero) {
    if (by_size.size() <= k_) by_size.push_back(0.0L);
    for (std::size_t j = by_size.size(); j-- > 1;)
      by_size[j] += by_size[j - 1] * static_cast<long double>(heaps_[i]);
  }
  long double count = 0;
  for (std::size_t j = 1; j < by_size.size(); ++j) count += by_size[j];
  if (count > static_cast<long double>(limits_.sorted_moves)) {
    throw LimitError(
        format_translated("{} has about {:.3g} moves, more than the {} that grundy sorts",
                          abbreviated(10), static_cast<double>(count), limits_.sorted_moves));
  }
  std::vector<OrderedMove> moves;
  std::vector<std::size_t> changed;
  Heaps left;
  // Choose heaps in increasing order; each chosen heap takes every smaller size.
  auto choose = [&](auto&& self, std::size_t from) -> void {
    for (std::size_t j = from; j < nonzero.size(); ++j) {
      changed.push_back(nonzero[j]);
      left.push_back(0);
      for (std::uint64_t v = 0; v < heaps_[nonzero[j]]; ++v) {
        left.back() = v;
        OrderedMove ordered;
        ordered.taken = 0;
        for (std::size_t c = 0; c < changed.size(); ++c)
          ordered.taken += heaps_[changed[c]] - left[c];
        ordered.move = make_move(changed, left, ordered.taken);
        moves.push_back(std::move(ordered));
        if (changed.size() < k_) self(self, j + 1);
      }
      left.pop_back();
      changed.pop_back();
    }
  };
  choose(choose, 0);
  std::sort(moves.begin(), moves.end(), move_before);
  for (const OrderedMove& ordered : moves) {
    if (!visit(ordered.move)) return;
  }
}

std::string MooreNim::notation(const Move& move) const {
  std::string text;
  for (std::size_t j = 0; j + 1 < move.result.size(); j += 2) {
    const std::size_t heap = move.result[j];
    if (!text.empty()) text += ',';
    text += fmt::format("{}:{}->{}", heap + 1, heaps_.at(heap), move.result[j + 1]);
  }
  return text;
}

std::string MooreNim::describe(const Move& move) const {
  std::string text;
  const std::size_t parts = move.result.size() / 2;
  for (std::size_t j = 0; j < parts; ++j) {
    const std::size_t heap = move.result[2 * j];
    const std::uint64_t from = heaps_.at(heap);
    const std::uint64_t left = move.result[2 * j + 1];
    const std::string part =
        left == 0 ? format_translated_plural("take the only token from heap {1}",
                                             "take all {} from heap {}", from, from, heap + 1)
                  : format_translated("take {} from heap {} ({} -> {})", from - left, heap + 1,
                                      from, left);
    text = j == 0           ? part
           : j + 1 == parts ? format_translated("{} and {}", text, part)
                            : format_translated("{}, {}", text, part);
  }
  return text;
}

std::shared_ptr<const Component> MooreNim::after(const Move& move) const {
  const std::size_t parts = move.result.size() / 2;
  if (move.result.size() % 2 != 0 || parts == 0) {
    throw RuleError(
        translate("a move in Moore's Nim lists pairs of heap and tokens left, at least one pair"));
  }
  if (parts > k_) {
    throw RuleError(format_translated_plural("a move in moore({}) changes at most {} heap, not {}",
                                             "a move in moore({}) changes at most {} heaps, not {}",
                                             k_, k_, k_, parts));
  }
  Heaps heaps = heaps_;
  for (std::size_t j = 0; j < parts; ++j) {
    const std::uint64_t heap = move.result[2 * j];
    const std::uint64_t left = move.result[2 * j + 1];
    if (heap >= heaps_.size()) throw RuleError(format_translated("there is no heap {}", heap + 1));
    if (j > 0 && heap <= move.result[2 * j - 2]) {
      throw RuleError(translate("a move in Moore's Nim names each heap once"));
    }
    if (left >= heaps_[heap]) {
      throw RuleError(heaps_[heap] == 0
                          ? format_translated("heap {} is empty", heap + 1)
                          : format_translated_plural(
                                "heap {} has {} token: it can be left with 0 .. {} only, not {}",
                                "heap {} has {} tokens: it can be left with 0 .. {} only, not {}",
                                heaps_[heap], heap + 1, heaps_[heap], heaps_[heap] - 1, left));
    }
    heaps[heap] = left;
  }
  auto next = std::make_shared<MooreNim>(k_, std::move(heaps), limits_);
  next->search_ = search_;  // one memo for this position and all below it
  return next;
}

std::vector<ValueRow> MooreNim::value_rows(std::size_t limit) const {
  if (limit == 0) return {};
  return {{translate("all heaps"), abbreviated(10), grundy_value()}};
}

Move MooreNim::parse_move(std::string_view raw) const {
  const std::string text = move_text::squeeze(raw);
  if (text.empty()) throw ParseError(translate("no move given"), 0);
  std::vector<std::pair<std::size_t, std::uint64_t>> changes;  // heap index, tokens left
  for (std::string_view part : move_text::split(text, ",")) {
    const std::vector<std::string_view> colon = move_text::split(part, ":");
    std::size_t heap = 0;
    std::uint64_t left = 0;
    if (colon.size() == 2) {
      const std::vector<std::string_view> arrow = move_text::split(colon[1], "->");
      if (arrow.size() != 2) {
        throw ParseError(
            format_translated(
                "'{}' is not a move: write HEAP:FROM->TO for each heap changed, joined "
                "by commas (1:5->3,3:7->0), or HEAP COUNT (1 2, 3 7)",
                printable_token(raw)),
            0);
      }
      heap = move_text::piece_index(colon[0], heaps_.size());
      const std::uint64_t from = move_text::number(arrow[0], translate("the heap's size"));
      if (from != heaps_[heap]) {
        throw RuleError(format_translated_plural("heap {} has {} token, not {}",
                                                 "heap {} has {} tokens, not {}", heaps_[heap],
                                                 heap + 1, heaps_[heap], from));
      }
      left = move_text::number(arrow[1], translate("the tokens left"));
    } else {
      const std::vector<std::string_view> words = move_text::split(part, " ");
      if (colon.size() != 1 || words.size() != 2) {
        throw ParseError(
            format_translated(
                "'{}' is not a move: write HEAP:FROM->TO for each heap changed, joined "
                "by commas (1:5->3,3:7->0), or HEAP COUNT (1 2, 3 7)",
                printable_token(raw)),
            0);
      }
      heap = move_text::piece_index(words[0], heaps_.size());
      const std::uint64_t count =
          move_text::number(words[1], translate("the number of tokens to take"));
      if (heaps_[heap] == 0) throw RuleError(format_translated("heap {} is empty", heap + 1));
      if (count == 0)
        throw RuleError(translate("a move takes at least one token from each heap it names"));
      if (count > heaps_[heap]) {
        throw RuleError(format_translated("heap {} holds {}, fewer than the {} to take", heap + 1,
                                          heaps_[heap], count));
      }
      left = heaps_[heap] - count;
    }
    changes.emplace_back(heap, left);
  }
  std::sort(changes.begin(), changes.end());
  Move move;
  move.heap = changes.front().first;
  Uint128 taken = 0;
  for (const auto& [heap, left] : changes) {
    move.result.push_back(heap);
    move.result.push_back(left);
    if (left < heaps_[heap]) taken += heaps_[heap] - left;
  }
  move.taken = taken > UINT64_MAX ? UINT64_MAX : static_cast<std::uint64_t>(taken);
  after(move);  // throws RuleError: a heap named twice, too many heaps, a heap not made smaller
  return move;
}

std::optional<Move> MooreNim::move_to(const Component& target) const {
  const auto* other = dynamic_cast<const MooreNim*>(&target);
  if (other == nullptr || other->k_ != k_ || other->heaps_.size() != heaps_.size())
    return std::nullopt;
  Move move;
  Uint128 taken = 0;
  for (std::size_t i = 0; i < heaps_.size(); ++i) {
    if (other->heaps_[i] == heaps_[i]) continue;
    if (other->heaps_[i] > heaps_[i]) return std::nullopt;
    if (move.result.empty()) move.heap = i;
    move.result.push_back(i);
    move.result.push_back(other->heaps_[i]);
    taken += heaps_[i] - other->heaps_[i];
  }
  if (move.result.empty() || move.result.size() / 2 > k_) return std::nullopt;
  move.taken = taken > UINT64_MAX ? UINT64_MAX : static_cast<std::uint64_t>(taken);
  return move;
}

void MooreNim::first_moves(std::uint64_t per_piece, const MoveVisitor& visit) const {
  for (std::size_t i = 0; i < heaps_.size(); ++i) {
    for (std::uint64_t t = 1; t <= heaps_[i] && t <= per_piece; ++t) {
      if (!visit(Move{0, i, t, {i, heaps_[i] - t}})) return;
    }
  }
}

namespace {

std::uint64_t read_k(const ComponentText& text) {
  const std::vector<Token>& parameters = require_parameters(text, "moore(2) 3 5 6");
  if (parameters.size() > 1) {
    throw ParseError(
        format_translated("'{}' at column {}: moore takes one parameter, k (the most heaps a "
                          "move may change), e.g. 'moore(2) 3 5 6'",
                          parameters[1].text, parameters[1].column),
        parameters[1].column);
  }
  const Token& token = parameters[0];
  const bool negative = parse_number(token.text).status == NumberStatus::negative;
  const std::uint64_t k =
      negative ? 0 : read_number(token, translate("k (the most heaps a move may change)"));
  if (k == 0) {
    throw ParseError(
        format_translated("k '{}' at column {} must be at least 1: a move takes from at "
                          "least one heap",
                          token.text, token.column),
        token.column);
  }
  return k;
}

}  // namespace

Family moore_family(const MooreLimits& limits) {
  Family family{
      "moore",
      "Moore's Nim_k: take from at least 1 and at most k heaps at once",
      "moore(K) H1 H2 ...   Moore's Nim_K on heaps of H1, H2, ... tokens (K >= 1;\n"
      "each number 0 to 2^63-1). A move takes tokens from at least one and at most\n"
      "K heaps, any positive number from each heap chosen (not necessarily the same\n"
      "number); whoever takes the last token wins. moore(1) is Nim.\n"
      "Moore's theorem (1910): the player to move loses exactly when, writing the\n"
      "heaps in binary, every column holds a number of 1s divisible by K+1. Who wins\n"
      "and every winning move follow from it at any size; finding the moves examines\n"
      "each choice of at most K non-empty heaps (at most 10,000,000 choices).\n"
      "The Grundy value, needed when moore is part of a sum, is the XOR of the heaps\n"
      "for K = 1 (Nim) and otherwise comes from a search over all smaller positions,\n"
      "limited to 10,000,000 generated moves (e.g. moore(2) 20 20 20 or moore(3)\n"
      "9 9 9 9); beyond that a sum is refused, and a lone position is answered\n"
      "without its value (and refused if it has over 10,000,000 winning moves).\n"
      "Moves are written HEAP:FROM->TO for each heap changed, heaps numbered from 1\n"
      "and joined by commas: 1:5->3,3:7->0 leaves 3 tokens in heap 1 and empties heap 3.\n"
      "Example: grundy solve 'moore(2) 3 5 6'   (winning move 2:5->3,3:6->3)",
      [limits](const ComponentText& text) -> ComponentPtr {
        const std::uint64_t k = read_k(text);
        require_numbers(text, translate("at least one heap, e.g. 'moore(2) 3 5 6'"));
        return std::make_shared<MooreNim>(k, read_numbers(text), limits);
      },
      "moore(2) 1 2 4",
  };
  family.small_positions = [] {
    return SmallPositions{{every_list("moore(2)", 3, 4), every_list("moore(3)", 4, 3)},
                          {every_list("moore(2)", 2, 6)}};
  };
  return family;
}

// ------------------------------------------------------ describing itself --

std::vector<std::string> MooreNim::picture() const {
  std::vector<std::string> lines = heap_rows(heaps_);
  lines.push_back(format_translated_plural("(a move takes from {} heap)",
                                           "(a move takes from 1 to {} heaps at once)", k_, k_));
  return lines;
}

std::string MooreNim::short_notation(const Move& move) const {
  if (move.result.size() == 2) return fmt::format("{} {}", move.result[0] + 1, move.taken);
  return notation(move);
}

std::string MooreNim::notation_help() const {
  return translate(
      "  HEAP COUNT, ...   Moore's Nim: take COUNT from each heap named, e.g. '1 2, 3 1'\n"
      "  HEAP:FROM->TO,... the same in the game's notation, e.g. '1:5->3,3:7->6'\n");
}

std::string MooreNim::winning_rule(const Move&) const {
  return format_translated(
      "now every binary column of the heaps holds a multiple of {} ones, Moore's rule for a "
      "position lost for the player to move",
      k_ + 1);
}

std::optional<Board> MooreNim::drawn_board() const {
  if (!fits_board(heaps_)) return std::nullopt;
  HeapsBoard board;
  board.heaps = heaps_;
  board.click = HeapsBoard::Click::takes_to_end;
  board.heaps_per_move = k_;
  return board;
}

}  // namespace grundy
