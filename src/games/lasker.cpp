#include "grundy/lasker.hpp"

#include <bit>

#include "grundy/family.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

// Exact sums of two 63-bit numbers and their signed differences.
__extension__ using Int128 = __int128;
__extension__ using Uint128 = unsigned __int128;

// G keeps residues 1 and 2 and swaps 3 and 0 (mod 4), so the heap of value v
// is v, v, v+1 or v-1 for v = 1, 2, 3, 0 (mod 4).
std::optional<std::uint64_t> lasker_heap_of_value(Nimber value) noexcept {
  if (value == 0) return 0;
  std::uint64_t heap = value;
  if (value % 4 == 3) {
    if (value >= kMaxNumber) return std::nullopt;  // value + 1 would pass 2^63-1
    heap = value + 1;
  } else if (value % 4 == 0) {
    heap = value - 1;
  }
  if (heap > kMaxNumber) return std::nullopt;
  return heap;
}

namespace {

// For p = G(a) >= 1: a = p + heap_shift(p mod 4).
constexpr int heap_shift(std::uint64_t value_residue) noexcept {
  if (value_residue == 3) return 1;
  if (value_residue == 0) return -1;
  return 0;
}

// The splits of a heap into a + b with G(a) = p, G(b) = q, p XOR q = x, where
// p lies in one residue class mod 4 (and so does q, since the low bits of
// p XOR q are those of x).
//
// Why these are all of them: a = p + shift_p and b = q + shift_q, so
// a + b = size becomes p + q = s with s = size - shift_p - shift_q. Since
// p + q = (p XOR q) + 2 (p AND q), the common bits c = p AND q = (s - x) / 2
// are fixed, and must not meet x. Then p = c | y and q = c | (x XOR y) for
// exactly the subsets y of x's bits. The residue fixes y's two low bits; the
// rest, x's bits worth 4 and more (`free`), are free. As t runs through the subsets
// of `free` in increasing order, p = base + t increases, and so does a.
// Every candidate is a split except p = 0 (at most the first), and a stream
// ends at its first a > b, so listing costs O(1) per split listed: the 2^n
// candidates are never tried blindly.
struct SplitClass {
  std::uint64_t base = 0;  // c plus the low bits of y: the bits every p here has
  std::uint64_t free = 0;  // p = base | t for every subset t of these bits
  std::uint64_t sum = 0;   // s = p + q
  int shift_p = 0;         // a = p + shift_p
  int shift_q = 0;         // b = q + shift_q
};

std::optional<SplitClass> split_class(std::uint64_t size, Nimber x, std::uint64_t p_residue) {
  const std::uint64_t q_residue = p_residue ^ (x & 3);
  const int shift_p = heap_shift(p_residue);
  const int shift_q = heap_shift(q_residue);
  const Int128 s = static_cast<Int128>(size) - shift_p - shift_q;
  if (s < static_cast<Int128>(x) || ((s - static_cast<Int128>(x)) & 1) != 0) return std::nullopt;
  const auto common = static_cast<std::uint64_t>((s - static_cast<Int128>(x)) / 2);
  if ((common & x) != 0) return std::nullopt;
  // p's two low bits are those of c, plus those of x that y takes.
  const std::uint64_t low = (common | (p_residue & x)) & 3;
  if (low != p_residue) return std::nullopt;
  return SplitClass{common | (p_residue & x & 3), x & ~std::uint64_t{3},
                    static_cast<std::uint64_t>(s), shift_p, shift_q};
}

// The next subset of `mask` above `subset` in increasing order, 0 after the last.
constexpr std::uint64_t next_subset(std::uint64_t subset, std::uint64_t mask) noexcept {
  return ((subset | ~mask) + 1) & mask;
}

// How many subsets t of `mask` have t <= limit.
std::uint64_t subsets_at_most(std::uint64_t mask, std::uint64_t limit) noexcept {
  std::uint64_t count = 0;
  for (int bit = 63; bit >= 0; --bit) {
    const std::uint64_t place = std::uint64_t{1} << bit;
    if ((limit & place) == 0) continue;  // t must have a 0 here too
    // t has a 0 where the limit has a 1: every subset of the lower bits fits.
    count += std::uint64_t{1} << std::popcount(mask & (place - 1));
    if ((mask & place) == 0) return count;  // t cannot match the 1: done
  }
  return count + 1;  // t equal to the limit
}

// One class as a stream of splits a <= b, a ascending.
class SplitStream {
 public:
  SplitStream(std::uint64_t size, const SplitClass& split) : size_(size), class_(split) {
    settle();
  }

  bool done() const noexcept { return done_; }
  std::uint64_t a() const noexcept { return a_; }
  std::uint64_t b() const noexcept { return size_ - a_; }
  void advance() {
    step();
    settle();
  }

 private:
  void step() {
    subset_ = next_subset(subset_, class_.free);
    if (subset_ == 0) done_ = true;  // wrapped past the last subset
  }
  // Skips p = 0 or q = 0 (no heap of value 0 is a part); stops past a > b.
  void settle() {
    while (!done_) {
      const std::uint64_t p = class_.base | subset_;
      const std::uint64_t q = class_.sum - p;
      const Int128 a = static_cast<Int128>(p) + class_.shift_p;
      if (2 * a > static_cast<Int128>(size_)) {
        done_ = true;
        return;
      }
      if (p != 0 && q != 0) {
        a_ = static_cast<std::uint64_t>(a);
        return;
      }
      step();
    }
  }

  std::uint64_t size_;
  SplitClass class_;
  std::uint64_t subset_ = 0;
  std::uint64_t a_ = 0;
  bool done_ = false;
};

std::vector<SplitClass> split_classes(std::uint64_t size, Nimber target) {
  std::vector<SplitClass> classes;
  if (size < 2) return classes;
  for (std::uint64_t residue = 0; residue < 4; ++residue) {
    if (auto split = split_class(size, target, residue)) classes.push_back(*split);
  }
  return classes;
}

}  // namespace

bool lasker_splits_to_value(std::uint64_t size, Nimber target, const SplitVisitor& visit) {
  std::vector<SplitStream> streams;
  for (const SplitClass& split : split_classes(size, target)) streams.emplace_back(size, split);
  // Merge the (at most four) ascending streams. Their parts a lie in different
  // residue classes mod 4, so no two streams ever offer the same split.
  for (;;) {
    SplitStream* next = nullptr;
    for (SplitStream& stream : streams) {
      if (!stream.done() && (next == nullptr || stream.a() < next->a())) next = &stream;
    }
    if (next == nullptr) return true;
    if (!visit(next->a(), next->b())) return false;
    next->advance();
  }
}

std::uint64_t lasker_split_count(std::uint64_t size, Nimber target) noexcept {
  Uint128 total = 0;
  for (const SplitClass& split : split_classes(size, target)) {
    // a <= b  <=>  2 (p + shift_p) <= size  <=>  p <= floor((size - 2 shift_p) / 2).
    const Int128 p_limit = (static_cast<Int128>(size) - 2 * split.shift_p) / 2;
    if (p_limit < static_cast<Int128>(split.base)) continue;
    total += subsets_at_most(split.free, static_cast<std::uint64_t>(p_limit - split.base));
    // p = 0 (base 0, t = 0) is no split. q = 0 would need a = size + 1 > b.
    if (split.base == 0) total -= 1;
  }
  return total > UINT64_MAX ? UINT64_MAX : static_cast<std::uint64_t>(total);
}

LaskerNim::LaskerNim(std::vector<std::uint64_t> heaps) : HeapGame(std::move(heaps)) {}

void LaskerNim::heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const {
  for (std::uint64_t a = 1; a <= size / 2; ++a) {
    if (!visit(0, {a, size - a})) return;
  }
  for (std::uint64_t taken = 1; taken <= size; ++taken) {
    if (!visit(taken, {size - taken})) return;
  }
}

// Splits to value t are those of lasker_splits_to_value; a removal to value t
// must leave the one heap of value t (G is a bijection), possible when it is
// smaller than the heap.
void LaskerNim::heap_moves_to_value(std::uint64_t size, Nimber target,
                                    const HeapMoveVisitor& visit) const {
  const bool go_on = lasker_splits_to_value(size, target, [&](std::uint64_t a, std::uint64_t b) {
    return visit(0, {a, b});
  });
  if (!go_on) return;
  const std::optional<std::uint64_t> left = lasker_heap_of_value(target);
  if (left && *left < size) visit(size - *left, {*left});
}

std::uint64_t LaskerNim::heap_move_count_to_value(std::uint64_t size, Nimber target) const {
  const std::optional<std::uint64_t> left = lasker_heap_of_value(target);
  const std::uint64_t removals = left && *left < size ? 1 : 0;
  const std::uint64_t splits = lasker_split_count(size, target);  // at most size / 2
  return splits + removals;
}

std::string LaskerNim::illegal_heap_move(std::uint64_t size,
                                         const std::vector<std::uint64_t>& left) const {
  if (left.size() == 1) return {};  // a removal (the caller has checked that it takes something)
  if (left.size() == 2 && left[0] > 0 && left[1] > 0 && left[0] + left[1] == size) return {};
  if (left.size() == 2 && (left[0] == 0 || left[1] == 0)) {
    return translate("in Lasker's Nim both parts of a split are non-empty heaps");
  }
  if (left.size() == 2) {
    return format_translated(
        "in Lasker's Nim a split takes nothing: the two parts must add up to {}", size);
  }
  return translate("in Lasker's Nim a move leaves one heap (take) or two (split), never more");
}

std::shared_ptr<const HeapGame> LaskerNim::with_heaps(std::vector<std::uint64_t> heaps) const {
  return std::make_shared<LaskerNim>(std::move(heaps));
}

Family lasker_family() {
  Family family{
      "lasker",
      "Lasker's Nim: take from one heap, or split a heap in two",
      "lasker H1 H2 ...   Lasker's Nim on heaps of H1, H2, ... tokens (each 0 to\n"
      "2^63-1). A move either takes one or more tokens from a single heap, or\n"
      "splits a heap into two non-empty heaps without taking anything; whoever\n"
      "moves last wins. A heap's Grundy value is G(4k+1) = 4k+1, G(4k+2) = 4k+2,\n"
      "G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Lasker 1931), and the player to move loses\n"
      "exactly when the XOR of the heaps' values is 0.\n"
      "Moves are written HEAP:FROM->TO, heaps numbered from 1: 2:10->4 leaves 4\n"
      "tokens in heap 2, 2:10->3+7 splits heap 2 into heaps of 3 and 7. Every\n"
      "winning move is found, splits of huge heaps included (a heap near 2^63 may\n"
      "have about 2^61 of them: they are counted, and listed as far as asked).\n"
      "Example: grundy solve lasker 3 4   (winning moves 1:3->1+2 and 2:4->3)",
      [](const ComponentText& text) -> ComponentPtr {
        forbid_parameters(text);
        require_numbers(text, "at least one heap, e.g. 'lasker 3 4'");
        return std::make_shared<LaskerNim>(read_numbers(text));
      },
      "lasker 2 5",
  };
  family.small_positions = [] {
    return SmallPositions{{single_heaps_and_pairs("lasker", 10, 4)}, {every_list("lasker", 2, 6)}};
  };
  return family;
}

std::string LaskerNim::rule_title() const { return translate("Lasker's rule"); }

std::vector<std::string> LaskerNim::heap_rule_statement() const {
  return {
      translate("Lasker's rule: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3")};
}

std::string LaskerNim::heap_value_step(std::uint64_t size) const {
  if (size == 0) return translate("an empty heap has no move, so G = 0");
  return format_translated("{} = 4*{}+{}, so G = {}", size, (size - 1) / 4, (size - 1) % 4 + 1,
                           lasker_value(size));
}

// The rule and the heap's case of it, in one sentence.
std::string LaskerNim::heap_value_rule(std::uint64_t size) const {
  if (size == 0) return heap_value_step(size);
  return format_translated("{}; {}", heap_rule_statement().front(), heap_value_step(size));
}

}  // namespace grundy
