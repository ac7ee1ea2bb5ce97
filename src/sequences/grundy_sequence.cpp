#include "grundy/grundy_sequence.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstring>
#include <exception>
#include <thread>

#if defined(__x86_64__) || defined(_M_X64)
#include <immintrin.h>
#define GRUNDY_X86_64 1
#endif

#include "grundy/errors.hpp"

namespace grundy {
namespace {

// The naive method computes this many values before the sparse space is
// chosen from them.
constexpr std::uint64_t kCalibrationSize = 4096;
// Masks are searched over this many low bits, each with every higher bit
// clear or every higher bit set (Winning Ways' "infinite bitstrings").
constexpr int kMaskSearchBits = 10;
// Scratch covers every value up to this: 2^16 values plus room above the
// largest for a candidate of either parity (see value_limit).
constexpr std::size_t kScratchValues =
    (std::size_t{1} << 16) + 2 * (std::size_t{1} << kMaskSearchBits) + 64;
// The vector walks look hard values up in a 64-byte table.
constexpr std::uint64_t kTableValues = 512;
// With two threads, heaps are computed in chunks of at most this many (the
// rare list is reserved for a chunk ahead, so it never moves under a reader).
constexpr std::uint64_t kPipelineChunk = std::uint64_t{1} << 16;
// Below this the sequence is computed in one thread: too quick to share.
constexpr std::uint64_t kPipelineStart = std::uint64_t{1} << 14;
// A wait this long means the other thread is not running (a heap takes a few
// microseconds): the machine is busy and the two share a core. After this
// many in one chunk (a few milliseconds lost), one thread goes on alone for
// kPipelinePause heaps, and then two try again.
constexpr std::chrono::microseconds kStall{200};
constexpr unsigned kMaxStalls = 16;
constexpr std::uint64_t kPipelinePause = kPipelineChunk;
constexpr std::uint8_t kMarked = 0x80;  // the byte movemask reads
// Heaps are marked in blocks of kLanes (see sparse_value), from kBlockStart
// on, while every value is below kLaneValues; a lane holds the marks of one
// heap, kLaneStride bytes apart (not a power of two, so that the lanes'
// bytes for one value fall in different cache sets).
constexpr std::uint64_t kLanes = 32;
constexpr std::uint64_t kBlockStart = 1024;
constexpr std::uint64_t kLaneValues = 1024;
constexpr std::uint64_t kLaneStride = kLaneValues + 64;

// ---------------------------------------------------------------------------
// The walk over the splits (a, r - a), a = first .. end - 1. Every pair whose
// value's bit is set in `needed` clears it; the walk stops as soon as none is
// left. Returns how many are still unseen. The vector versions read values
// below kTableValues only from their table, so `needed` must hold no bit at
// or above it; they test a vector of pairs at a time but handle the pairs
// that hit one by one, in order, so they leave exactly what the scalar walk
// leaves.

// One pair, after a vector has flagged it or in the scalar walk.
inline bool see(std::uint64_t* needed, unsigned v, std::uint64_t& unseen) noexcept {
  const std::uint64_t bit = std::uint64_t{1} << (v & 63);
  if ((needed[v >> 6] & bit) == 0) [[likely]]
    return false;
  needed[v >> 6] &= ~bit;
  return --unseen == 0;
}

std::uint64_t walk_scalar(const std::uint16_t* values, std::uint64_t r, std::uint64_t first,
                          std::uint64_t end, std::uint64_t* needed, std::uint64_t unseen) {
  // Two streaming loads, an XOR and a bit test: the hot spot when no vector
  // unit helps.
  const std::uint16_t* low = values + first;
  const std::uint16_t* high = values + (r - first);
  for (const std::uint16_t* const stop = values + end; low < stop;) {
    if (see(needed, *low++ ^ *high--, unseen)) return 0;
  }
  return unseen;
}

#ifdef GRUNDY_X86_64

// GCC 12 warns wrongly about the undefined first operand inside vpermb's
// intrinsic.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
// Which of the 32 pairs (at + i, r - at - i) have their value's bit set in
// the table: the 64-byte bitset itself, where vpermb picks the byte (value >>
// 3) for each lane and a variable shift the bit (value & 7).
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) inline std::uint64_t hits_avx512(
    const std::uint16_t* values, std::uint64_t r, std::uint64_t at, const __m512i& table) {
  const __m512i reverse =
      _mm512_set_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                       22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
  const __m512i low = _mm512_loadu_si512(values + at);
  const __m512i high =
      _mm512_permutexvar_epi16(reverse, _mm512_loadu_si512(values + (r - at - 31)));
  const __m512i x = _mm512_xor_si512(low, high);
  const __m512i bytes = _mm512_permutexvar_epi8(_mm512_srli_epi16(x, 3), table);
  const __m512i bits = _mm512_srlv_epi16(bytes, _mm512_and_si512(x, _mm512_set1_epi16(7)));
  const __mmask32 in_table =
      _mm512_cmplt_epu16_mask(x, _mm512_set1_epi16(static_cast<short>(kTableValues)));
  return _mm512_mask_test_epi16_mask(in_table, bits, _mm512_set1_epi16(1));
}

// The table without v's bit. It is updated in the register: reloading it
// from memory after scalar stores to `needed` would wait for them to retire.
__attribute__((target("avx512f,avx512bw"))) inline __m512i clear_bit_avx512(const __m512i& table,
                                                                            unsigned v) {
  const __m512i bit =
      _mm512_maskz_set1_epi8(__mmask64{1} << (v >> 3), static_cast<char>(1U << (v & 7)));
  return _mm512_andnot_si512(bit, table);
}

// 32 pairs a step.
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) std::uint64_t walk_avx512(
    const std::uint16_t* values, std::uint64_t r, std::uint64_t first, std::uint64_t end,
    std::uint64_t* needed, std::uint64_t unseen) {
  // The table is the whole of `needed` (no bit at or above 512), kept in the
  // register: a hit clears its bit there, and the walk is over when the
  // table is empty.
  __m512i table = _mm512_loadu_si512(needed);
  std::uint64_t a = first;
  for (; a + 32 <= end; a += 32) {
    std::uint64_t hits = hits_avx512(values, r, a, table);
    if (hits == 0) [[likely]]
      continue;
    for (; hits != 0; hits &= hits - 1) {
      const std::uint64_t lane = static_cast<std::uint64_t>(std::countr_zero(hits));
      table = clear_bit_avx512(table, values[a + lane] ^ values[r - a - lane]);
    }
    if (_mm512_test_epi64_mask(table, table) == 0) break;
  }
  _mm512_storeu_si512(needed, table);
  unseen = 0;
  for (int w = 0; w < 8; ++w) unseen += static_cast<std::uint64_t>(std::popcount(needed[w]));
  return unseen == 0 ? 0 : walk_scalar(values, r, a, end, needed, unseen);
}
#pragma GCC diagnostic pop

// The 64-byte table as four 16-byte quarters, each in both halves.
__attribute__((target("avx2"))) inline void load_quarters(__m256i (&quarter)[4],
                                                          const std::uint64_t* needed) {
  for (int q = 0; q < 4; ++q) {
    quarter[q] =
        _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(needed) + q));
  }
}

// Clears v's bit in the quarters, in the registers (see clear_bit_avx512).
__attribute__((target("avx2"))) inline void clear_bit_avx2(__m256i (&quarter)[4], unsigned v) {
  const __m256i byte_numbers =
      _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                       8, 9, 10, 11, 12, 13, 14, 15);
  const __m256i bit = _mm256_and_si256(
      _mm256_cmpeq_epi8(byte_numbers, _mm256_set1_epi8(static_cast<char>((v >> 3) & 15))),
      _mm256_set1_epi8(static_cast<char>(1U << (v & 7))));
  for (unsigned q = 0; q < 4; ++q) {
    const __m256i this_quarter = _mm256_set1_epi8(static_cast<char>(q == (v >> 7) ? -1 : 0));
    quarter[q] = _mm256_andnot_si256(_mm256_and_si256(bit, this_quarter), quarter[q]);
  }
}

// 16 pairs a step. vpshufb looks up 16 bytes at a time, so the 64-byte table
// is four lookups, blended by bits 4 and 5 of the byte index; the bit within
// the byte comes from a fifth lookup of 1 << (value & 7).
__attribute__((target("avx2"))) std::uint64_t walk_avx2(const std::uint16_t* values,
                                                        std::uint64_t r, std::uint64_t first,
                                                        std::uint64_t end, std::uint64_t* needed,
                                                        std::uint64_t unseen) {
  // Reverses the words of each 128-bit half; a lane swap completes it.
  const __m256i reverse_words =
      _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11,
                       8, 9, 6, 7, 4, 5, 2, 3, 0, 1);
  // The high byte of each word index has bit 7 set, so vpshufb writes 0 there.
  const __m256i high_byte_zero = _mm256_set1_epi16(static_cast<short>(0x8000));
  const __m256i seven = _mm256_set1_epi16(7);
  const __m256i bit_of = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 1,
                                          2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0);
  const __m256i last_table_value = _mm256_set1_epi16(static_cast<short>(kTableValues - 1));
  // As in walk_avx512, the table is all of `needed`, kept in the registers.
  __m256i quarter[4];
  load_quarters(quarter, needed);
  std::uint64_t a = first;
  for (; a + 16 <= end; a += 16) {
    const __m256i low = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(values + a));
    const __m256i high_loaded =
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(values + (r - a - 15)));
    const __m256i high =
        _mm256_permute4x64_epi64(_mm256_shuffle_epi8(high_loaded, reverse_words), 0x4E);
    const __m256i x = _mm256_xor_si256(low, high);
    const __m256i index = _mm256_or_si256(_mm256_srli_epi16(x, 3), high_byte_zero);
    const __m256i by_bit4 = _mm256_slli_epi16(index, 3);  // bit 4 of the low byte to bit 7
    const __m256i by_bit5 = _mm256_slli_epi16(index, 2);
    const __m256i lower = _mm256_blendv_epi8(_mm256_shuffle_epi8(quarter[0], index),
                                             _mm256_shuffle_epi8(quarter[1], index), by_bit4);
    const __m256i upper = _mm256_blendv_epi8(_mm256_shuffle_epi8(quarter[2], index),
                                             _mm256_shuffle_epi8(quarter[3], index), by_bit4);
    const __m256i byte = _mm256_blendv_epi8(lower, upper, by_bit5);
    const __m256i bit =
        _mm256_shuffle_epi8(bit_of, _mm256_or_si256(_mm256_and_si256(x, seven), high_byte_zero));
    // Values past the table must not alias into it.
    const __m256i in_table = _mm256_cmpeq_epi16(_mm256_min_epu16(x, last_table_value), x);
    const __m256i hit = _mm256_and_si256(_mm256_and_si256(byte, bit), in_table);
    if (_mm256_testz_si256(hit, hit)) [[likely]]
      continue;
    // Words with a hit are nonzero; movemask gives two bits a word.
    auto lanes = static_cast<std::uint32_t>(_mm256_movemask_epi8(
        _mm256_xor_si256(_mm256_cmpeq_epi16(hit, _mm256_setzero_si256()), _mm256_set1_epi8(-1))));
    for (; lanes != 0; lanes &= lanes - 1) {
      const std::uint64_t lane = static_cast<std::uint64_t>(std::countr_zero(lanes)) / 2;
      lanes &= lanes - 1;  // the word's second bit
      clear_bit_avx2(quarter, values[a + lane] ^ values[r - a - lane]);
    }
    const __m256i any = _mm256_or_si256(_mm256_or_si256(quarter[0], quarter[1]),
                                        _mm256_or_si256(quarter[2], quarter[3]));
    if (_mm256_testz_si256(any, any)) break;
  }
  for (int q = 0; q < 4; ++q) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(needed) + q, _mm256_castsi256_si128(quarter[q]));
  }
  unseen = 0;
  for (int w = 0; w < 8; ++w) unseen += static_cast<std::uint64_t>(std::popcount(needed[w]));
  return unseen == 0 ? 0 : walk_scalar(values, r, a, end, needed, unseen);
}

#endif  // GRUNDY_X86_64

// ---------------------------------------------------------------------------
// Marking the options G(a) ^ G(r - a) for the rare positions a = positions[i],
// begin <= i < end, all below r; `partner` points at G(r).

void mark_scalar(const std::uint32_t* positions, const std::uint16_t* rare_values,
                 std::size_t begin, std::size_t end, const std::uint16_t* partner,
                 std::uint8_t* marks) {
  for (std::size_t i = begin; i < end; ++i)
    marks[rare_values[i] ^ *(partner - positions[i])] = kMarked;
}

// The same for the heaps block + j, j = first, first + step, ... < kLanes, at
// once, each into its lane: `partner` points at G(block - k), so lane j's
// partner of a is partner[j - a], and for one a these are consecutive, one
// load and one store per option instead of two loads, an address and a store.
template <std::uint64_t Step>
void mark_lanes(const std::uint32_t* positions, const std::uint16_t* rare_values, std::size_t begin,
                std::size_t end, const std::uint16_t* partner, std::uint8_t* lanes) {
  for (std::size_t i = begin; i < end; ++i) {
    const std::uint16_t value = rare_values[i];
    const std::uint16_t* const partners = partner - positions[i];
#pragma GCC unroll 32
    for (std::uint64_t j = 0; j < kLanes; j += Step)
      lanes[j * kLaneStride + (value ^ partners[j])] = kMarked;
  }
}

void mark_block(const std::uint32_t* positions, const std::uint16_t* rare_values, std::size_t begin,
                std::size_t end, const std::uint16_t* partner, std::uint8_t* lanes,
                std::uint64_t first, std::uint64_t step) {
  if (step == 1 && first == 0)
    return mark_lanes<1>(positions, rare_values, begin, end, partner, lanes);
  if (step == 2 && first < 2) {
    return mark_lanes<2>(positions, rare_values, begin, end, partner + first,
                         lanes + first * kLaneStride);
  }
  // A block entered part way (the first of a run of heaps): lane by lane.
  for (std::uint64_t j = first; j < kLanes; j += step) {
    mark_scalar(positions, rare_values, begin, end, partner + j, lanes + j * kLaneStride);
  }
}

}  // namespace

namespace detail {

bool instruction_set_supported(InstructionSet set) noexcept {
  switch (set) {
    case InstructionSet::scalar:
      return true;
#ifdef GRUNDY_X86_64
    case InstructionSet::avx2:
      return __builtin_cpu_supports("avx2");
    case InstructionSet::avx512:
      return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
             __builtin_cpu_supports("avx512vbmi");
#else
    default:
      return false;
#endif
  }
  return false;
}

InstructionSet best_instruction_set() noexcept {
  static const InstructionSet best =
      instruction_set_supported(InstructionSet::avx512) ? InstructionSet::avx512
      : instruction_set_supported(InstructionSet::avx2) ? InstructionSet::avx2
                                                        : InstructionSet::scalar;
  return best;
}

std::uint64_t walk_splits(InstructionSet set, const std::uint16_t* values, std::uint64_t r,
                          std::uint64_t first, std::uint64_t end, std::uint64_t* needed,
                          std::uint64_t unseen) {
  if (unseen == 0 || first >= end) return unseen;
#ifdef GRUNDY_X86_64
  if (set == InstructionSet::avx512) return walk_avx512(values, r, first, end, needed, unseen);
  if (set == InstructionSet::avx2) return walk_avx2(values, r, first, end, needed, unseen);
#endif
  return walk_scalar(values, r, first, end, needed, unseen);
}

}  // namespace detail

GrundySequence::Scratch::Scratch()
    : marks(kScratchValues, 0),
      needed(kScratchValues / 64, 0),
      lanes(kLanes * kLaneStride, 0),
      lane_cleared(kLanes, 0) {}

GrundySequence::GrundySequence(TakeAndBreakRule rule, Method method, unsigned threads)
    : rule_(std::move(rule)), method_(method), threads_(threads) {
  for (std::uint64_t k = 0; k < rule_.digits().size(); ++k) {
    if (rule_.digits()[k] & TakeAndBreakRule::kLeaveTwo) split_takes_.push_back(k);
  }
  if (method_ != Method::naive && (split_takes_.empty() || rule_.splits_into_three())) {
    method_ = Method::naive;  // the sparse method needs splits into exactly two heaps
  }
  if (threads_ == 0) threads_ = std::thread::hardware_concurrency() >= 2 ? 2 : 1;
  threads_ = std::min(threads_, 2U);
  theorem_ = period_theorem(rule_);
  values_.push_back(0);  // G(0) = 0: no move from an empty heap
}

void GrundySequence::note_value(std::uint16_t value) noexcept {
  largest_value_ = std::max(largest_value_, value);
}

void GrundySequence::push(std::uint64_t value) {
  if (value > kMaxValue) {
    throw LimitError(fmt::format("G({}) would exceed {}, the largest value the sequence stores",
                                 values_.size(), kMaxValue));
  }
  values_.push_back(static_cast<std::uint16_t>(value));
  note_value(static_cast<std::uint16_t>(value));
}

int GrundySequence::position_class(std::uint64_t n, std::uint16_t value) const noexcept {
  return (std::popcount(static_cast<unsigned>(value & space_.mask)) & 1) ^
         (space_.domain ? static_cast<int>(n & 1U) : 0);
}

// Every option is below 2^B, B the bit width of the largest value, so the mex
// is at most 2^B. The sparse method's candidate is the least unmarked value
// of one parity: 2^B and 2^B + (the mask's lowest bit) have both parities
// (or, when those coincide, 2^(B+1) and 2^(B+1) + that bit).
std::uint64_t GrundySequence::value_limit(std::uint16_t largest) const noexcept {
  const std::uint64_t low_bit = space_.mask == 0 ? 1 : (space_.mask & (~space_.mask + 1U));
  std::uint64_t base = std::uint64_t{1} << std::bit_width(largest);
  if (base == low_bit) base <<= 1;
  return (base + low_bit + 64) & ~std::uint64_t{63};
}

void GrundySequence::extend_to(std::uint64_t last,
                               const std::function<void(const SequenceProgress&)>& progress) {
  if (last >= kMaxLength - 1)
    throw LimitError(
        fmt::format("G({}) is beyond the {} heaps a sequence holds", last, kMaxLength));
  auto report = [&] {
    if (progress) progress({values_.size(), rare_positions_.size(), space_});
  };
  // Progress at every multiple of 2^16 the length passes.
  std::uint64_t next_report = (values_.size() | 0xFFFF) + 1;
  if (last >= values_.size()) values_.reserve(last + 1);
  // The sparse space is chosen from values the naive method computed; a
  // forced sparse run starts early so that tests compare it on small heaps.
  const std::uint64_t calibration = method_ == Method::sparse ? 64 : kCalibrationSize;
  while (values_.size() <= last) {
    const std::uint64_t n = values_.size();
    if (!proof_ && method_ != Method::naive &&
        (n == calibration || (sparse_ && std::has_single_bit(n)))) {
      // At each power of two the space is chosen again from the recent half:
      // a mask that fitted the first values may not fit the later ones.
      choose_space(n / 2);
      sparse_ = true;
    }
    if (proof_) {
      const Period& period = proof_->period;
      values_.push_back(values_[period.preperiod + (n - period.preperiod) % period.length]);
    } else if (sparse_ && threads_ >= 2 && n >= kPipelineStart && n >= pipeline_resumes_at_) {
      // Up to the next power of two (a check point), in chunks.
      const std::uint64_t checkpoint = std::uint64_t{1} << std::bit_width(n);
      extend_in_pipeline(n, std::min({last + 1, checkpoint, n + kPipelineChunk}));
    } else if (sparse_) {
      push(
          sparse_value(n, rare_positions_.size(), value_limit(largest_value_), scratch_, false, 1));
      if (position_class(n, values_[n]) == space_.rare_class) {
        rare_positions_.push_back(static_cast<std::uint32_t>(n));
        rare_values_.push_back(values_[n]);
      }
    } else {
      append_naive();
    }
    const std::uint64_t length = values_.size();
    if (theorem_ && !proof_ && length >= 256 && std::has_single_bit(length)) {
      proof_ = prove_period(values_, *theorem_, rule_.max_taken());
    }
    if (length >= next_report) {
      report();
      next_report = (length | 0xFFFF) + 1;
    }
  }
  report();
}

void GrundySequence::append_naive() {
  const std::uint64_t n = values_.size();
  const std::uint64_t limit = value_limit(largest_value_);
  std::uint8_t* const marks = scratch_.marks.data();
  std::memset(marks, 0, limit);
  auto mark = [&](unsigned v) { marks[v] = kMarked; };
  const auto& digits = rule_.digits();
  const bool unequal = rule_.is_grundys_game();
  for (std::uint64_t k = 0; k < digits.size() && k <= n; ++k) {
    const std::uint8_t d = digits[k];
    const std::uint64_t r = n - k;
    if (k > 0 && (d & TakeAndBreakRule::kLeaveNothing) && r == 0) mark(0);
    if (k > 0 && (d & TakeAndBreakRule::kLeaveOne) && r >= 1) mark(values_[r]);
    if (d & TakeAndBreakRule::kLeaveTwo) {
      for (std::uint64_t a = 1; a <= r / 2; ++a) {
        if (!(unequal && 2 * a == r)) mark(values_[a] ^ values_[r - a]);
      }
    }
    if (d & TakeAndBreakRule::kLeaveThree) {
      for (std::uint64_t a = 1; 3 * a <= r; ++a) {
        for (std::uint64_t b = a; a + 2 * b <= r; ++b)
          mark(values_[a] ^ values_[b] ^ values_[r - a - b]);
      }
    }
  }
  std::uint64_t value = 0;
  while (marks[value] != 0) ++value;  // below limit: the mex is at most 2^B
  push(value);
}

// Every option of the "easy" parity involves a rare position (a common value
// is the XOR of a rare and a common one), so marking the pairs through the
// rare positions finds all of them. Options of the other parity are searched
// only as far as needed: until every such value below the smallest missing
// easy value has been seen.
std::uint64_t GrundySequence::sparse_value(std::uint64_t n, std::size_t rare_count,
                                           std::uint64_t limit, Scratch& scratch, bool skip_last,
                                           std::uint64_t lane_step) const {
  const std::uint16_t* const values = values_.data();
  const std::uint32_t* const positions = rare_positions_.data();
  const std::uint16_t* const rare_values = rare_values_.data();
  const auto rare_index = [&](std::uint64_t position) {
    return static_cast<std::size_t>(std::lower_bound(positions, positions + rare_count, position) -
                                    positions);
  };
  // The marks: this heap's lane of its block, where most pairs through rare
  // positions are already marked (rare indices bulk_begin .. bulk_end), or
  // marks of its own.
  std::uint8_t* marks = scratch.marks.data();
  std::size_t bulk_begin = 0;
  std::size_t bulk_end = 0;
  const std::uint64_t block = n & ~(kLanes - 1);
  if (limit <= kLaneValues && block >= kBlockStart && block >= 4 * (split_takes_.back() + kLanes)) {
    const std::uint64_t lane = n - block;
    if (scratch.block != block) {
      // The first heap of the block this thread computes: its lanes are lane,
      // lane + lane_step, ...; the pairs marked are those through rare a with
      // kLanes + 2 <= a < (block - largest split take) / 2. For them G(r - a)
      // is final (every heap r - a <= block - 3 is, here) and a < r / 2, so
      // no pair is an equal split or involves heap n-1.
      scratch.block = block;
      scratch.bulk_begin = rare_index(kLanes + 2);
      scratch.bulk_end =
          std::max(scratch.bulk_begin, rare_index((block - split_takes_.back()) / 2));
      for (std::uint64_t j = lane; j < kLanes; j += lane_step) {
        std::memset(scratch.lanes.data() + j * kLaneStride, 0, limit);
        scratch.lane_cleared[j] = limit;
      }
      for (std::uint64_t k : split_takes_) {
        mark_block(positions, rare_values, scratch.bulk_begin, scratch.bulk_end,
                   values + (block - k), scratch.lanes.data(), lane, lane_step);
      }
    }
    marks = scratch.lanes.data() + lane * kLaneStride;
    // A larger value since the block began raised the limit; the bulk marks
    // are all below the old one.
    if (scratch.lane_cleared[lane] < limit) {
      std::memset(marks + scratch.lane_cleared[lane], 0, limit - scratch.lane_cleared[lane]);
      scratch.lane_cleared[lane] = limit;
    }
    bulk_begin = scratch.bulk_begin;
    bulk_end = scratch.bulk_end;
  } else {
    std::memset(marks, 0, limit);
  }
  const auto& digits = rule_.digits();
  const bool unequal = rule_.is_grundys_game();
  for (std::uint64_t k = 1; k < digits.size() && k <= n; ++k) {
    const std::uint8_t d = digits[k];
    if ((d & TakeAndBreakRule::kLeaveNothing) && n == k) marks[0] = kMarked;
    if ((d & TakeAndBreakRule::kLeaveOne) && n > k && !(skip_last && k == 1))
      marks[values[n - k]] = kMarked;
  }

  // The pairs through rare positions. The rare list is ascending, so the
  // positions a split may use form a prefix; the few pairs that must be left
  // out (the equal split of Grundy's game, and with skip_last the pair with
  // heap n-1) cut it into runs.
  int hard = -1;
  for (std::uint64_t k : split_takes_) {
    if (n < k + 2) continue;
    const std::uint64_t r = n - k;
    hard = space_.domain ? static_cast<int>(r & 1U) : 0;
    // In ascending order: with k = 0, 1 <= r/2 <= n-1.
    std::array<std::uint64_t, 3> skipped{};
    std::size_t skipped_count = 0;
    if (skip_last && k == 0) skipped[skipped_count++] = 1;
    if (unequal && r % 2 == 0) skipped[skipped_count++] = r / 2;
    if (skip_last && k == 0) skipped[skipped_count++] = n - 1;
    const std::size_t end = rare_index(r);
    std::size_t i = 0;
    auto mark_run = [&](std::size_t run_end) {  // i .. run_end, less the block's bulk
      const std::size_t before_bulk = std::min(run_end, bulk_begin);
      if (i < before_bulk) mark_scalar(positions, rare_values, i, before_bulk, values + r, marks);
      const std::size_t after_bulk = std::max(i, bulk_end);
      if (after_bulk < run_end)
        mark_scalar(positions, rare_values, after_bulk, run_end, values + r, marks);
      i = std::max(i, run_end);
    };
    for (std::size_t s = 0; s < skipped_count; ++s) {
      const std::size_t at = std::min(rare_index(skipped[s]), end);
      mark_run(at);
      if (i < end && positions[i] == skipped[s]) ++i;
    }
    mark_run(end);
  }

  // The marks as bits, 64 values a word.
  const std::size_t words = limit / 64;
  std::uint64_t* const needed = scratch.needed.data();
  auto marked_word = [&](std::size_t w) {
    std::uint64_t bits = 0;
#ifdef GRUNDY_X86_64
    for (int q = 0; q < 4; ++q) {
      const __m128i bytes =
          _mm_loadu_si128(reinterpret_cast<const __m128i*>(marks + 64 * w + 16 * q));
      bits |= static_cast<std::uint64_t>(static_cast<std::uint16_t>(_mm_movemask_epi8(bytes)))
              << (16 * q);
    }
#else
    for (int b = 0; b < 64; ++b) bits |= static_cast<std::uint64_t>(marks[64 * w + b] != 0) << b;
#endif
    return bits;
  };
  if (hard < 0) {  // no split is possible yet: every option is marked
    for (std::size_t w = 0;; ++w) {
      const std::uint64_t free = ~marked_word(w);
      if (free != 0) return 64 * w + static_cast<std::uint64_t>(std::countr_zero(free));
    }
  }
  // The candidate: the least easy value that is not an option. The hard
  // values below it that no option has shown yet go into `needed`.
  const std::uint64_t* const parity = parity_bits_.data();
  // Hard values have the parity bit `hard`.
  const std::uint64_t flip_to_hard = hard ? 0 : ~std::uint64_t{0};
  std::uint64_t candidate = 0;
  std::uint64_t unseen = 0;
  for (std::size_t w = 0; w < words; ++w) {
    const std::uint64_t unmarked = ~marked_word(w);
    const std::uint64_t hard_bits = parity[w] ^ flip_to_hard;
    const std::uint64_t easy_free = unmarked & ~hard_bits;
    std::uint64_t hard_free = unmarked & hard_bits;
    if (easy_free != 0) {
      const int at = std::countr_zero(easy_free);
      candidate = 64 * w + static_cast<std::uint64_t>(at);
      hard_free &= (std::uint64_t{1} << at) - 1;
      needed[w] = hard_free;
      unseen += static_cast<std::uint64_t>(std::popcount(hard_free));
      // The walks may look at any word below the limit, the vector ones at the
      // table's 8.
      std::fill(needed + w + 1, needed + std::max<std::size_t>(words, kTableValues / 64), 0);
      break;
    }
    needed[w] = hard_free;
    unseen += static_cast<std::uint64_t>(std::popcount(hard_free));
  }
  if (unseen == 0) return candidate;

  // The walk over the splits. Several splits are walked side by side, a
  // stretch each in turn: a value that only one of them gives must not wait
  // for the others to finish.
  const detail::InstructionSet kernel =
      candidate <= kTableValues ? detail::best_instruction_set() : detail::InstructionSet::scalar;
  const std::uint64_t stretch = split_takes_.size() == 1 ? n : 1024;
  bool more = true;
  for (std::uint64_t from = 1; more && unseen > 0; from += stretch) {
    more = false;
    for (std::uint64_t k : split_takes_) {
      if (n < k + 2) continue;
      const std::uint64_t r = n - k;
      // Grundy's game has no split into equal heaps.
      const std::uint64_t half = unequal && r % 2 == 0 ? r / 2 - 1 : r / 2;
      const std::uint64_t first = std::max<std::uint64_t>(from, skip_last && k == 0 ? 2 : 1);
      const std::uint64_t end = std::min(from + stretch, half + 1);
      if (first < end) unseen = detail::walk_splits(kernel, values, r, first, end, needed, unseen);
      if (unseen == 0) break;
      more |= end <= half;
    }
  }
  if (unseen == 0) return candidate;
  // A rare value: the least hard value that nobody reaches.
  std::size_t w = 0;
  while (needed[w] == 0) ++w;
  return 64 * w + static_cast<std::uint64_t>(std::countr_zero(needed[w]));
}

// Two threads take turns: one computes the even heaps, the other the odd
// ones. G(n) depends on G(n-1) only through the options that involve heap
// n-1: G(n-1) itself when taking one token may leave one heap, and G(1) ^
// G(n-1) when a heap may be split without taking. So each thread computes
// g = mex of the other options while its partner finishes n-1; once G(n-1) is
// published, G(n) = g unless g is one of those late options (mex(S) = g and g
// not in L give mex(S + L) = g), and then it computes G(n) again in full.
void GrundySequence::extend_in_pipeline(std::uint64_t n0, std::uint64_t n1) {
  rare_positions_.reserve(rare_positions_.size() + (n1 - n0));
  rare_values_.reserve(rare_values_.size() + (n1 - n0));
  values_.resize(n1);  // within the reserved capacity: the buffer never moves
  std::uint16_t* const values = values_.data();
  const auto& digits = rule_.digits();
  const bool unequal = rule_.is_grundys_game();
  const bool late_single = digits.size() > 1 && (digits[1] & TakeAndBreakRule::kLeaveOne);
  const bool late_pair = !digits.empty() && (digits[0] & TakeAndBreakRule::kLeaveTwo);

  // known: G(0 .. known-1) are final; rare_count entries of rare_ are valid.
  // A thread stores its value and rare entry, then `known` with release; the
  // other reads `known` with acquire before it reads either.
  std::atomic<std::uint64_t> known{n0};
  std::atomic<std::size_t> rare_count{rare_positions_.size()};
  std::atomic<std::uint16_t> largest{largest_value_};
  // Set on an error, or when the threads keep waiting long for each other:
  // then the machine is busy and one thread does better. Both stop before
  // their next heap; every value below `known` is final either way.
  std::atomic<bool> stop{false};
  std::atomic<unsigned> stalls{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;  // the first failure
  // Readers use rare_count, never size(); the buffers never move.
  rare_positions_.resize(rare_positions_.capacity());
  rare_values_.resize(rare_positions_.capacity());
  std::uint32_t* const rare_position_buffer = rare_positions_.data();
  std::uint16_t* const rare_value_buffer = rare_values_.data();

  // Waits until G(n-1) is final; false when the threads are to stop.
  auto wait_for = [&](std::uint64_t n) {
    if (known.load(std::memory_order_acquire) >= n) return true;
    const auto start = std::chrono::steady_clock::now();
    bool stalled = false;
    for (std::uint64_t spins = 1; known.load(std::memory_order_acquire) < n; ++spins) {
      if (stop.load(std::memory_order_relaxed)) return false;
      if (stalled) {
        std::this_thread::yield();
        continue;
      }
#ifdef GRUNDY_X86_64
      _mm_pause();
#endif
      if (spins % 256 == 0 && std::chrono::steady_clock::now() - start > kStall) {
        stalled = true;
        if (stalls.fetch_add(1) + 1 >= kMaxStalls) {
          stop.store(true);
          return false;
        }
      }
    }
    return true;
  };
  auto run = [&](std::uint64_t parity, Scratch& scratch) {
    try {
      for (std::uint64_t n = n0 + parity; n < n1 && !stop.load(std::memory_order_relaxed); n += 2) {
        // Everything up to n-2 is final: this thread computed it, or waited
        // for it before finishing n-2.
        const std::size_t rare_now = rare_count.load(std::memory_order_acquire);
        const std::uint64_t guess = sparse_value(
            n, rare_now, value_limit(largest.load(std::memory_order_relaxed)), scratch, true, 2);
        if (!wait_for(n)) return;
        const std::uint16_t previous = values[n - 1];
        const bool late = (late_single && guess == previous) ||
                          (late_pair && !(unequal && n == 2) &&
                           guess == static_cast<std::uint64_t>(values[1] ^ previous));
        const std::uint64_t value =
            late ? sparse_value(n, rare_count.load(std::memory_order_relaxed),
                                value_limit(largest.load(std::memory_order_relaxed)), scratch,
                                false, 2)
                 : guess;
        if (value > kMaxValue) {
          throw LimitError(fmt::format(
              "G({}) would exceed {}, the largest value the sequence stores", n, kMaxValue));
        }
        values[n] = static_cast<std::uint16_t>(value);
        // The threads finish heaps in turn, so these updates never overlap.
        if (values[n] > largest.load(std::memory_order_relaxed))
          largest.store(values[n], std::memory_order_relaxed);
        if (position_class(n, values[n]) == space_.rare_class) {
          const std::size_t count = rare_count.load(std::memory_order_relaxed);
          rare_position_buffer[count] = static_cast<std::uint32_t>(n);
          rare_value_buffer[count] = values[n];
          rare_count.store(count + 1, std::memory_order_release);
        }
        known.store(n + 1, std::memory_order_release);
      }
    } catch (...) {
      if (!failed.exchange(true)) error = std::current_exception();
      stop.store(true);  // the other thread stops at its next heap or wait
    }
  };
  auto finish = [&] {
    rare_positions_.resize(rare_count.load());
    rare_values_.resize(rare_count.load());
    values_.resize(known.load());
    largest_value_ = largest.load();
  };
  // The blocks' lanes are for one thread's heaps: other heaps' lanes in
  // scratch_ may not be ready, here or after.
  scratch_.block = Scratch::kNoBlock;
  Scratch partner_scratch;
  std::thread partner;
  try {
    partner = std::thread(run, 1, std::ref(partner_scratch));
  } catch (...) {
    finish();
    throw;
  }
  run(0, scratch_);
  partner.join();
  finish();
  scratch_.block = Scratch::kNoBlock;
  if (error) std::rethrow_exception(error);
  // Stalled: one thread for a while, then two again.
  if (values_.size() < n1) pipeline_resumes_at_ = values_.size() + kPipelinePause;
}

void GrundySequence::choose_space(std::uint64_t from) {
  const std::uint64_t to = values_.size();
  from = std::max<std::uint64_t>(from, 1);
  const int bits =
      std::min(kMaskSearchBits, std::max(1, static_cast<int>(std::bit_width(largest_value_))));
  const auto low_bits = static_cast<std::uint16_t>((1U << bits) - 1);
  // The domain form pairs a heap's parity with its value's; it needs every
  // split to take tokens of one parity.
  bool domain_allowed = !split_takes_.empty();
  for (std::uint64_t k : split_takes_) domain_allowed &= (k & 1U) == (split_takes_[0] & 1U);

  // Heaps counted by the low part of their value, the parity of the part
  // above it, and their own parity; in the recent values and in all.
  const std::size_t cells = std::size_t{1} << bits;
  std::vector<std::int64_t> recent(4 * cells, 0);
  std::vector<std::int64_t> all(4 * cells, 0);
  for (std::uint64_t n = 1; n < to; ++n) {
    const std::uint16_t v = values_[n];
    const std::size_t cell =
        4 * (v & low_bits) + 2 * (std::popcount(static_cast<unsigned>(v >> bits)) & 1) + (n & 1);
    ++all[cell];
    if (n >= from) ++recent[cell];
  }
  // For a mask low | high (high: every bit above `bits`, or none) and a form,
  // a heap's class is parity(part & low) ^ s with s fixed by the cell's other
  // two parities. With f(part) the sum of (-1)^s over the heaps of that part,
  // the Walsh-Hadamard transform F(low) = sum of f(part) (-1)^parity(part & low)
  // counts class 0 minus class 1, for every low at once.
  auto class_balance = [&](const std::vector<std::int64_t>& counts, int high, int domain) {
    std::vector<std::int64_t> f(cells, 0);
    for (std::size_t part = 0; part < cells; ++part) {
      for (int high_parity = 0; high_parity < 2; ++high_parity) {
        for (int heap_parity = 0; heap_parity < 2; ++heap_parity) {
          const int sign = (high & high_parity) ^ (domain & heap_parity);
          const std::int64_t count = counts[4 * part + 2 * high_parity + heap_parity];
          f[part] += sign ? -count : count;
        }
      }
    }
    for (std::size_t width = 1; width < cells; width *= 2) {
      for (std::size_t i = 0; i < cells; i += 2 * width) {
        for (std::size_t j = i; j < i + width; ++j) {
          const std::int64_t x = f[j];
          const std::int64_t y = f[j + width];
          f[j] = x + y;
          f[j + width] = x - y;
        }
      }
    }
    return f;
  };
  const auto recent_total = static_cast<std::int64_t>(to - from);
  const auto all_total = static_cast<std::int64_t>(to - 1);
  SparseSpace best;
  std::int64_t best_recent = 0;
  std::int64_t best_all = 0;
  bool found = false;
  for (int domain = 0; domain <= (domain_allowed ? 1 : 0); ++domain) {
    // The rare class must be the one whose values are not easy (see sparse_value).
    const int rare_class = domain ? static_cast<int>(split_takes_[0] & 1U) : 0;
    // The infinite bitstring first: on a tie it is kept.
    for (const int high : {1, 0}) {
      const std::vector<std::int64_t> balance_recent = class_balance(recent, high, domain);
      const std::vector<std::int64_t> balance_all = class_balance(all, high, domain);
      for (std::uint32_t low = 1; low <= low_bits; ++low) {
        // Heaps of class 0 number (total + balance) / 2.
        const std::int64_t sign = rare_class == 0 ? 1 : -1;
        const std::int64_t count_recent = (recent_total + sign * balance_recent[low]) / 2;
        const std::int64_t count_all = (all_total + sign * balance_all[low]) / 2;
        if (!found || count_recent < best_recent ||
            (count_recent == best_recent && count_all < best_all)) {
          found = true;
          best_recent = count_recent;
          best_all = count_all;
          best = {
              static_cast<std::uint16_t>(low | (high ? static_cast<std::uint16_t>(~low_bits) : 0)),
              domain == 1, rare_class};
        }
      }
    }
  }
  if (sparse_ && best.mask == space_.mask && best.domain == space_.domain) return;
  space_ = best;
  parity_bits_.assign(kScratchValues / 64, 0);
  for (std::uint32_t v = 0; v < kScratchValues; ++v) {
    parity_bits_[v / 64] |= static_cast<std::uint64_t>(std::popcount(v & space_.mask) & 1)
                            << (v % 64);
  }
  scratch_.block = Scratch::kNoBlock;  // its bulk marks came from the old rare list
  rare_positions_.clear();
  rare_values_.clear();
  for (std::uint64_t n = 1; n < to; ++n) {
    if (position_class(n, values_[n]) == space_.rare_class) {
      rare_positions_.push_back(static_cast<std::uint32_t>(n));
      rare_values_.push_back(values_[n]);
    }
  }
  rare_positions_.shrink_to_fit();
  rare_values_.shrink_to_fit();
}

}  // namespace grundy
