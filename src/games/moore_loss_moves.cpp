#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <unordered_map>

#include "grundy/errors.hpp"
#include "grundy/moore.hpp"
#include "grundy/translate.hpp"
#include "moore_moves.hpp"

namespace grundy::moore {

Move make_move(const std::vector<std::size_t>& changed, const Heaps& left, Uint128 taken) {
  Move move;
  move.heap = changed.front();
  for (std::size_t j = 0; j < changed.size(); ++j) {
    move.result.push_back(changed[j]);
    move.result.push_back(left[j]);
  }
  move.taken = taken > UINT64_MAX ? UINT64_MAX : static_cast<std::uint64_t>(taken);
  return move;
}

namespace {

// Subsets of at most `most` of `n` items, from 1 item up; saturates just
// past `cap`.
std::uint64_t subsets_up_to(std::uint64_t n, std::uint64_t most, std::uint64_t cap) {
  Uint128 total = 0;
  Uint128 choose = 1;  // C(n, j)
  for (std::uint64_t j = 1; j <= std::min(n, most); ++j) {
    choose = choose * (n - j + 1) / j;  // exact; choose <= cap * n before the division
    total += choose;
    if (total > cap) return cap + 1;
  }
  return static_cast<std::uint64_t>(total);
}

std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
  return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b) {
  const Uint128 product = static_cast<Uint128>(a) * b;
  return product > UINT64_MAX ? UINT64_MAX : static_cast<std::uint64_t>(product);
}

}  // namespace

// ------------------------------------------------------ moves to a P-position --

// Every move to a position where each binary column holds a multiple of k+1
// ones (Moore's theorem: exactly the positions lost for the player to move).
//
// A move changes a set T of at most k heaps, each to a smaller value. The
// heaps outside T fix, in each column b, how many 1s the new values v_i
// (i in T) must have there: r_b = -(1s outside T) mod (k+1), which must be at
// most |T| (as |T| <= k < k+1, it is the only possible count). So the new
// values of T add up to sum_b r_b 2^b whatever they are, and every move of T
// takes the same number of tokens.
//
// The values v_i < h_i with exactly r_b ones in every column are found by a
// digit recursion from the top column down, whose state is the set of heaps
// still "tight" (equal to h_i so far): a tight heap must copy a 0 of h_i, and
// where h_i has a 1 it either copies it (stays tight) or puts a 0 (and is
// smaller from then on, free below). Every heap must have left the tight set
// by the last column. The number of completions of each state is memoised
// and only states with completions are entered, so listing costs in
// proportion to the moves listed (times the columns), and counting costs no
// listing at all.
class LossMoves::Walk {
 public:
  Walk(std::uint64_t k, const Heaps& heaps, const std::string& position, std::uint64_t max_subsets)
      : k_(k), heaps_(heaps) {
    max_subsets = std::min(max_subsets, kMaxMooreSubsets);
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      if (heaps[i] > 0) nonzero_.push_back(i);
    }
    most_ = static_cast<std::size_t>(std::min<std::uint64_t>(k, nonzero_.size()));
    if (subsets_up_to(nonzero_.size(), k, max_subsets) > max_subsets) {
      throw LimitError(format_translated(
          "{}: finding its winning moves examines each choice of at most {} of its {} non-empty "
          "heaps, more than {} choices (the limit)",
          position, k, nonzero_.size(), max_subsets));
    }
    // With at most kMaxMooreSubsets subsets, |T| stays well below 32.
    for (std::uint64_t heap : heaps) {
      for (int b = 0; b < kColumns; ++b) column_ones_[b] += (heap >> b) & 1U;
    }
    for (int b = 0; b < kColumns; ++b) column_ones_[b] %= k + 1;  // k + 1 <= 2^63
    for (int n = 0; n <= 32; ++n) {
      binomial_[n][0] = 1;
      for (int j = 1; j <= n; ++j)
        binomial_[n][j] = binomial_[n - 1][j - 1] + (j < n ? binomial_[n - 1][j] : 0);
    }
  }

  // How many moves there are (saturating at 2^64-1), without listing them.
  std::uint64_t count() {
    std::uint64_t total = 0;
    for_each_subset(0, [&] {
      if (prepare()) total = saturating_add(total, subset_count());
    });
    return total;
  }

  // Visits the moves in the documented order, until `visit` says stop.
  void list(const MoveVisitor& visit) {
    struct Group {
      Uint128 taken;
      std::vector<std::size_t> heaps;
    };
    std::vector<Group> groups;
    for (std::size_t f = 0; f < nonzero_.size(); ++f) {
      // The subsets whose first heap is nonzero_[f], by tokens taken, then heaps.
      groups.clear();
      add(nonzero_[f]);
      auto keep = [&] {
        if (prepare() && subset_count() > 0) groups.push_back({taken_, subset_});
      };
      keep();
      if (most_ > 1) for_each_subset(f + 1, keep);
      remove(nonzero_[f]);
      std::sort(groups.begin(), groups.end(), [](const Group& x, const Group& y) {
        return x.taken != y.taken ? x.taken < y.taken : x.heaps < y.heaps;
      });
      for (const Group& group : groups) {
        for (std::size_t i : group.heaps) add(i);
        prepare();
        subset_count();  // fills the memo the listing walks
        const bool go_on = subset_list(visit);
        for (std::size_t i : group.heaps) remove(i);
        if (!go_on) return;
      }
    }
  }

 private:
  void add(std::size_t heap) {
    subset_.push_back(heap);
    for (std::uint64_t bits = heaps_[heap]; bits != 0; bits &= bits - 1)
      ++in_subset_[std::countr_zero(bits)];
  }
  void remove(std::size_t heap) {
    for (std::uint64_t bits = heaps_[heap]; bits != 0; bits &= bits - 1)
      --in_subset_[std::countr_zero(bits)];
    subset_.pop_back();
  }

  // Calls `each()` with subset_ extended by every set of at most most_ heaps
  // in total, drawn from nonzero_[from ..] in increasing order.
  template <class Each>
  void for_each_subset(std::size_t from, Each&& each) {
    for (std::size_t j = from; j < nonzero_.size(); ++j) {
      add(nonzero_[j]);
      each();
      if (subset_.size() < most_) for_each_subset(j + 1, each);
      remove(nonzero_[j]);
    }
  }

  // Sets required_, top_, ones_at_ and taken_ for subset_; false when some
  // column needs more 1s than T can give.
  bool prepare() {
    const std::uint64_t size = subset_.size();
    std::uint64_t largest = 0;
    Uint128 before = 0;
    for (std::size_t i : subset_) {
      largest = std::max(largest, heaps_[i]);
      before += heaps_[i];
    }
    // Above the largest heap's top bit every heap of T copies a 0, so no 1
    // may be required there.
    top_ = static_cast<int>(std::bit_width(largest)) - 1;
    for (int b = 0; b < kColumns; ++b) {
      // r_b = -(1s outside T) = (1s in T) - (1s in all), mod k+1; both terms
      // are at most k here, so one correction suffices.
      const std::uint64_t inside = in_subset_[b];
      const std::uint64_t all = column_ones_[b];
      const std::uint64_t required = inside >= all ? inside - all : inside + (k_ - all) + 1;
      if (required > (b > top_ ? 0 : size)) return false;
      required_[b] = static_cast<int>(required);
    }
    // The new values add up to sum_b r_b 2^b.
    Uint128 after = 0;
    for (int b = 0; b <= top_; ++b) after += static_cast<Uint128>(required_[b]) << b;
    if (after >= before) return false;  // every heap of T must shrink
    taken_ = before - after;
    for (int b = 0; b <= top_; ++b) {
      ones_at_[b] = 0;
      for (std::size_t j = 0; j < size; ++j) {
        ones_at_[b] |= static_cast<std::uint32_t>((heaps_[subset_[j]] >> b) & 1U) << j;
      }
      // Once no heap is tight, each column independently picks which r_b
      // heaps get its 1s.
      all_loose_[b] = saturating_mul(b > 0 ? all_loose_[b - 1] : 1, binomial_[size][required_[b]]);
    }
    return true;
  }

  // The number of moves of subset_ (after prepare), saturating.
  std::uint64_t subset_count() {
    if (subset_.size() == 1) return single_left() < heaps_[subset_[0]] ? 1 : 0;
    start_memo();
    return completions(top_, (std::uint32_t{1} << subset_.size()) - 1);
  }

  // One heap: its new value is the required counts read as a number.
  std::uint64_t single_left() const {
    std::uint64_t left = 0;
    for (int b = 0; b <= top_; ++b) left |= static_cast<std::uint64_t>(required_[b]) << b;
    return left;
  }

  // Lists the moves of subset_ (after subset_count); false when `visit` stops.
  bool subset_list(const MoveVisitor& visit) {
    if (subset_.size() == 1) {
      const std::uint64_t left = single_left();
      return left >= heaps_[subset_[0]] || visit(make_move(subset_, {left}, taken_));
    }
    left_.assign(subset_.size(), 0);
    return list_columns(top_, (std::uint32_t{1} << subset_.size()) - 1, visit);
  }

  // The memo of completions for one subset: a table indexed by column and
  // tight set while that is small (the common case: few heaps move at once),
  // a hash map otherwise. Entries of earlier subsets are told apart by a
  // stamp rather than cleared.
  void start_memo() {
    const std::size_t cells = static_cast<std::size_t>(top_ + 1) << subset_.size();
    flat_memo_ = cells <= kFlatMemoCells;
    if (flat_memo_) {
      if (memo_stamps_.size() < cells) {
        memo_stamps_.resize(cells, 0);
        memo_ways_.resize(cells, 0);
      }
      ++stamp_;
    } else {
      memo_.clear();
    }
  }
  const std::uint64_t* memo_find(int column, std::uint32_t tight) const {
    if (flat_memo_) {
      const std::size_t cell = (static_cast<std::size_t>(column) << subset_.size()) | tight;
      return memo_stamps_[cell] == stamp_ ? &memo_ways_[cell] : nullptr;
    }
    auto found = memo_.find((static_cast<std::uint64_t>(column) << 32) | tight);
    return found == memo_.end() ? nullptr : &found->second;
  }
  void memo_store(int column, std::uint32_t tight, std::uint64_t ways) {
    if (flat_memo_) {
      const std::size_t cell = (static_cast<std::size_t>(column) << subset_.size()) | tight;
      memo_stamps_[cell] = stamp_;
      memo_ways_[cell] = ways;
      return;
    }
    memo_.emplace((static_cast<std::uint64_t>(column) << 32) | tight, ways);
  }

  // Calls `each(kept, loose_ones)` for every set `kept` of tight heaps with a
  // 1 of h_i here that copy it, such that the rest of the column's 1s fit
  // among the loose heaps.
  template <class Each>
  void for_each_kept(int column, std::uint32_t tight, Each&& each) const {
    const int required = required_[column];
    const std::uint32_t tight_ones = tight & ones_at_[column];
    const int loose = static_cast<int>(subset_.size()) - std::popcount(tight);
    std::uint32_t kept = 0;  // every subset of tight_ones, 0 included
    do {
      const int kept_count = std::popcount(kept);
      if (kept_count <= required && required - kept_count <= loose)
        each(kept, required - kept_count);
      kept = (kept - tight_ones) & tight_ones;
    } while (kept != 0);
  }

  // How many ways to fill columns `column` .. 0 from tight set `tight`, so
  // that every heap ends below its old size (saturating).
  std::uint64_t completions(int column, std::uint32_t tight) {
    if (column < 0) return tight == 0 ? 1 : 0;
    if (tight == 0) return all_loose_[column];
    if (const std::uint64_t* known = memo_find(column, tight)) return *known;
    const std::uint32_t stays = tight & ~ones_at_[column];  // copy a 0 of h_i: still tight
    const int loose = static_cast<int>(subset_.size()) - std::popcount(tight);
    std::uint64_t ways = 0;
    for_each_kept(column, tight, [&](std::uint32_t kept, int loose_ones) {
      const std::uint64_t below = completions(column - 1, stays | kept);
      ways = saturating_add(ways, saturating_mul(binomial_[loose][loose_ones], below));
    });
    memo_store(column, tight, ways);
    return ways;
  }

  // Lists the moves counted by completions(column, tight). In each column
  // the sets of heaps given a 1 are tried in order of their bits read from
  // the first heap, 0 before 1.
  bool list_columns(int column, std::uint32_t tight, const MoveVisitor& visit) {
    if (column < 0) return visit(make_move(subset_, left_, taken_));
    const std::size_t size = subset_.size();
    const std::uint32_t stays = tight & ~ones_at_[column];
    const std::uint32_t loose = ((std::uint32_t{1} << size) - 1) & ~tight;
    std::vector<std::uint32_t> ones_sets;
    for_each_kept(column, tight, [&](std::uint32_t kept, int loose_ones) {
      if (completions(column - 1, stays | kept) == 0) return;
      for_each_subset_of_size(loose, loose_ones,
                              [&](std::uint32_t ones) { ones_sets.push_back(kept | ones); });
    });
    auto first_heap_first = [size](std::uint32_t set) {
      std::uint32_t key = 0;
      for (std::size_t j = 0; j < size; ++j) key |= ((set >> j) & 1U) << (size - 1 - j);
      return key;
    };
    std::sort(ones_sets.begin(), ones_sets.end(), [&](std::uint32_t x, std::uint32_t y) {
      return first_heap_first(x) < first_heap_first(y);
    });
    const std::uint64_t bit = std::uint64_t{1} << column;
    for (std::uint32_t set : ones_sets) {
      for (std::size_t j = 0; j < size; ++j) {
        if ((set >> j) & 1U) left_[j] |= bit;
      }
      const bool go_on = list_columns(column - 1, stays | (set & tight), visit);
      for (std::size_t j = 0; j < size; ++j) left_[j] &= ~bit;
      if (!go_on) return false;
    }
    return true;
  }

  // Every subset of `mask` with exactly `size` elements (Gosper's hack over
  // the positions of mask's bits).
  template <class Each>
  static void for_each_subset_of_size(std::uint32_t mask, int size, Each&& each) {
    std::array<int, 32> positions{};
    int count = 0;
    for (int j = 0; j < 32; ++j) {
      if ((mask >> j) & 1U) positions[count++] = j;
    }
    if (size > count) return;
    if (size == 0) {
      each(0U);
      return;
    }
    std::uint64_t pick = (std::uint64_t{1} << size) - 1;
    while (pick < (std::uint64_t{1} << count)) {
      std::uint32_t subset = 0;
      for (int j = 0; j < count; ++j) {
        if ((pick >> j) & 1U) subset |= std::uint32_t{1} << positions[j];
      }
      each(subset);
      const std::uint64_t lowest = pick & (~pick + 1);
      const std::uint64_t ripple = pick + lowest;
      pick = (((ripple ^ pick) >> 2) / lowest) | ripple;
    }
  }

  static constexpr std::size_t kFlatMemoCells = std::size_t{1} << 16;

  std::uint64_t k_;
  const Heaps& heaps_;
  std::vector<std::size_t> nonzero_;
  std::size_t most_ = 0;
  std::array<std::uint64_t, kColumns> column_ones_{};  // 1s of all heaps, mod k+1
  std::array<std::uint64_t, kColumns> in_subset_{};    // 1s of the heaps in T
  std::array<int, kColumns> required_{};               // r_b for T
  std::array<std::uint32_t, kColumns> ones_at_{};      // which heaps of T have a 1 in column b
  std::array<std::uint64_t, kColumns> all_loose_{};    // completions of columns b .. 0, none tight
  std::array<std::array<std::uint64_t, 33>, 33> binomial_{};
  std::vector<std::size_t> subset_;
  int top_ = 0;        // the highest column where a heap of T has a 1
  Uint128 taken_ = 0;  // tokens every move of T takes
  Heaps left_;
  bool flat_memo_ = true;
  std::uint32_t stamp_ = 0;  // one per subset examined: at most 3 * kMaxMooreSubsets
  std::vector<std::uint32_t> memo_stamps_;
  std::vector<std::uint64_t> memo_ways_;
  std::unordered_map<std::uint64_t, std::uint64_t> memo_;
};

LossMoves::LossMoves(std::uint64_t k, const Heaps& heaps, const std::string& position,
                     std::uint64_t max_subsets)
    : walk_(std::make_unique<Walk>(k, heaps, position, max_subsets)) {}
LossMoves::~LossMoves() = default;
std::uint64_t LossMoves::count() { return walk_->count(); }
void LossMoves::list(const MoveVisitor& visit) { walk_->list(visit); }

}  // namespace grundy::moore
