#include <bit>
#include <type_traits>

#include "sparse_engine.hpp"

namespace grundy {
namespace sparse {
namespace {

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

template <typename Value>
std::uint64_t walk_scalar(const Value* values, std::uint64_t r, std::uint64_t first,
                          std::uint64_t end, std::uint64_t* needed, std::uint64_t unseen) {
  // Two streaming loads, an XOR and a bit test: the hot spot when no vector
  // unit helps.
  const Value* low = values + first;
  const Value* high = values + (r - first);
  for (const Value* const stop = values + end; low < stop;) {
    if (see(needed, *low++ ^ *high--, unseen)) return 0;
  }
  return unseen;
}

#ifdef GRUNDY_X86_64

// 32 values from p as 16-bit words: stored as words, or as bytes widened.
__attribute__((target("avx512f,avx512bw"))) inline __m512i load_words_avx512(
    const std::uint16_t* p) {
  return _mm512_loadu_si512(p);
}
__attribute__((target("avx512f,avx512bw"))) inline __m512i load_words_avx512(
    const std::uint8_t* p) {
  return _mm512_cvtepu8_epi16(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
}
// 16 values, the same way.
__attribute__((target("avx2"))) inline __m256i load_words_avx2(const std::uint16_t* p) {
  return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
}
__attribute__((target("avx2"))) inline __m256i load_words_avx2(const std::uint8_t* p) {
  return _mm256_cvtepu8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
}

// GCC 12 warns wrongly about the undefined first operand inside vpermb's
// intrinsic (clang has no such warning).
#pragma GCC diagnostic push
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
// Which of the 32 pairs (at + i, r - at - i) have their value's bit set in
// the table: the 64-byte bitset itself, where vpermb picks the byte (value >>
// 3) for each lane and a variable shift the bit (value & 7).
template <typename Value>
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) inline std::uint64_t hits_avx512(
    const Value* values, std::uint64_t r, std::uint64_t at, const __m512i& table) {
  const __m512i reverse =
      _mm512_set_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                       22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
  const __m512i low = load_words_avx512(values + at);
  const __m512i high = _mm512_permutexvar_epi16(reverse, load_words_avx512(values + (r - at - 31)));
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

// Bytes: 64 pairs a step. A byte walk reads only options below 256, so the
// table's first 32 bytes are all it looks up: vpermb picks byte value >> 3
// and vpshufb the bit 1 << (value & 7).
alignas(64) constexpr std::uint8_t kReverseBytes[64] = {
    63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42,
    41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20,
    19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0};

// Which of the 64 pairs whose values are the bytes `low` and (in reverse
// order) `high_loaded` have their option's bit set in the table.
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) inline std::uint64_t byte_hits_avx512(
    const __m512i& low, const __m512i& high_loaded, const __m512i& table) {
  const __m512i reverse = _mm512_load_si512(kReverseBytes);
  const __m512i bit_of = _mm512_set4_epi32(0, 0, static_cast<int>(0x80402010U), 0x08040201);
  const __m512i x = _mm512_xor_si512(low, _mm512_permutexvar_epi8(reverse, high_loaded));
  const __m512i byte_index = _mm512_and_si512(_mm512_srli_epi16(x, 3), _mm512_set1_epi8(0x1F));
  const __m512i bytes = _mm512_permutexvar_epi8(byte_index, table);
  const __m512i bits = _mm512_shuffle_epi8(bit_of, _mm512_and_si512(x, _mm512_set1_epi8(7)));
  return _mm512_test_epi8_mask(bytes, bits);
}

// The table back in `needed`, and how many of its values are unseen.
__attribute__((target("avx512f"))) inline std::uint64_t store_table(const __m512i& table,
                                                                    std::uint64_t* needed) {
  _mm512_storeu_si512(needed, table);
  std::uint64_t unseen = 0;
  for (int w = 0; w < 8; ++w) unseen += static_cast<std::uint64_t>(std::popcount(needed[w]));
  return unseen;
}

// The walk, 32 pairs a step on words, or 64 on bytes (Bytes: values stored a
// byte each, so that every option is below 256 and a needed value from 256
// on is never seen, as in the scalar walk). The table is the whole of
// `needed` (no bit at or above 512), kept in the register: a hit clears its
// bit there, and the walk is over when the table is empty.
template <typename Value, bool Bytes = false>
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) std::uint64_t walk_avx512(
    const Value* values, std::uint64_t r, std::uint64_t first, std::uint64_t end,
    std::uint64_t* needed, std::uint64_t unseen) {
  constexpr std::uint64_t kStep = Bytes ? 64 : 32;
  __m512i table = _mm512_loadu_si512(needed);
  std::uint64_t a = first;
  for (; a + kStep <= end; a += kStep) {
    std::uint64_t hits = 0;
    if constexpr (Bytes) {
      hits = byte_hits_avx512(_mm512_loadu_si512(values + a),
                              _mm512_loadu_si512(values + (r - a - 63)), table);
    } else {
      hits = hits_avx512(values, r, a, table);
    }
    if (hits == 0) [[likely]]
      continue;
    for (; hits != 0; hits &= hits - 1) {
      const std::uint64_t lane = static_cast<std::uint64_t>(std::countr_zero(hits));
      table = clear_bit_avx512(table, values[a + lane] ^ values[r - a - lane]);
    }
    if (_mm512_test_epi64_mask(table, table) == 0) break;
  }
  unseen = store_table(table, needed);
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
template <typename Value>
__attribute__((target("avx2"))) std::uint64_t walk_avx2(const Value* values, std::uint64_t r,
                                                        std::uint64_t first, std::uint64_t end,
                                                        std::uint64_t* needed,
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
    const __m256i low = load_words_avx2(values + a);
    const __m256i high_loaded = load_words_avx2(values + (r - a - 15));
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

// The same for the heaps block + j, 0 <= j < kLanes, at
// once, each into its lane: `partner` points at G(block - k), so lane j's
// partner of a is partner[j - a], and for one a these are consecutive, one
// load and one store per option instead of two loads, an address and a store.
template <typename Value>
void mark_lanes(const std::uint32_t* positions, const std::uint16_t* rare_values, std::size_t begin,
                std::size_t end, const Value* partner, std::uint8_t* lanes) {
  for (std::size_t i = begin; i < end; ++i) {
    const std::uint16_t value = rare_values[i];
    const Value* const partners = partner - positions[i];
#pragma GCC unroll 32
    for (std::uint64_t j = 0; j < kLanes; ++j)
      lanes[j * kLaneStride + (value ^ partners[j])] = kMarked;
  }
}

#ifdef GRUNDY_X86_64
// mark_lanes with the addresses computed a vector at a time: the 32 partners
// of a are one load, XORed with a's value and offset by their lanes' starts
// in one step each, and put aside, so that each mark is a load and a store.
// (Compiled from the loop above, each mark also reloaded its lane's offset,
// which 32 lanes do not leave registers for.)
constexpr std::size_t kMarkPrefetch = 16;

template <typename Value>
__attribute__((target("avx512f,avx512bw"))) void mark_lanes_avx512(
    const std::uint32_t* positions, const std::uint16_t* rare_values, std::size_t begin,
    std::size_t end, const Value* partner, std::uint8_t* lanes) {
  static_assert((kLanes - 1) * kLaneStride + kLaneValues <= 0x10000, "offsets are words");
  alignas(64) std::uint16_t lane_starts[kLanes];
  for (std::uint64_t j = 0; j < kLanes; ++j)
    lane_starts[j] = static_cast<std::uint16_t>(j * kLaneStride);
  const __m512i starts = _mm512_load_si512(lane_starts);
  alignas(64) std::uint16_t where[2][kLanes];
  for (std::size_t i = begin; i < end; ++i) {
    // The partners lie up to a megabyte or more apart, beyond the caches
    // closest to the core: fetched some iterations ahead, they are there.
    if (i + kMarkPrefetch < end) {
      const Value* const ahead = partner - positions[i + kMarkPrefetch];
      // (The builtin, not _mm_prefetch: that wants its hint folded to a
      // constant, which an unoptimized build does not do.)
      __builtin_prefetch(ahead);
      __builtin_prefetch(ahead + kLanes - 1);
    }
    // Two buffers, so that one iteration's loads never wait for the next's store.
    std::uint16_t* const at = where[i & 1];
    const __m512i options = _mm512_xor_si512(load_words_avx512(partner - positions[i]),
                                             _mm512_set1_epi16(static_cast<short>(rare_values[i])));
    _mm512_store_si512(at, _mm512_add_epi16(options, starts));
#pragma GCC unroll 32
    for (std::uint64_t j = 0; j < kLanes; ++j) lanes[at[j]] = kMarked;
  }
}
#endif

template <typename Value>
void mark_lanes_best(const std::uint32_t* positions, const std::uint16_t* rare_values,
                     std::size_t begin, std::size_t end, const Value* partner,
                     std::uint8_t* lanes) {
#ifdef GRUNDY_X86_64
  if (detail::best_instruction_set() == detail::InstructionSet::avx512)
    return mark_lanes_avx512(positions, rare_values, begin, end, partner, lanes);
#endif
  mark_lanes(positions, rare_values, begin, end, partner, lanes);
}

}  // namespace

template <typename Value>
void mark_block(const std::uint32_t* positions, const std::uint16_t* rare_values, std::size_t begin,
                std::size_t end, const Value* partner, std::uint8_t* lanes, std::uint64_t first) {
  if (first == 0) return mark_lanes_best(positions, rare_values, begin, end, partner, lanes);
  // A block entered part way (the first of a run of heaps): lane by lane.
  for (std::uint64_t j = first; j < kLanes; ++j) {
    mark_scalar(positions, rare_values, begin, end, partner + j, lanes + j * kLaneStride);
  }
}

template void mark_block(const std::uint32_t*, const std::uint16_t*, std::size_t, std::size_t,
                         const std::uint8_t*, std::uint8_t*, std::uint64_t);
template void mark_block(const std::uint32_t*, const std::uint16_t*, std::size_t, std::size_t,
                         const std::uint16_t*, std::uint8_t*, std::uint64_t);

}  // namespace sparse

namespace detail {

using sparse::walk_scalar;
#ifdef GRUNDY_X86_64
using sparse::walk_avx2;
using sparse::walk_avx512;
#endif

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

namespace {

template <typename Value>
std::uint64_t walk_splits_of([[maybe_unused]] InstructionSet set, const Value* values,
                             std::uint64_t r, std::uint64_t first, std::uint64_t end,
                             std::uint64_t* needed, std::uint64_t unseen) {
  if (unseen == 0 || first >= end) return unseen;
#ifdef GRUNDY_X86_64
  if (set == InstructionSet::avx512) {
    constexpr bool bytes = std::is_same_v<Value, std::uint8_t>;
    return walk_avx512<Value, bytes>(values, r, first, end, needed, unseen);
  }
  if (set == InstructionSet::avx2) return walk_avx2(values, r, first, end, needed, unseen);
#endif
  return walk_scalar(values, r, first, end, needed, unseen);
}

}  // namespace

std::uint64_t walk_splits(InstructionSet set, const std::uint16_t* values, std::uint64_t r,
                          std::uint64_t first, std::uint64_t end, std::uint64_t* needed,
                          std::uint64_t unseen) {
  return walk_splits_of(set, values, r, first, end, needed, unseen);
}

std::uint64_t walk_splits(InstructionSet set, const std::uint8_t* values, std::uint64_t r,
                          std::uint64_t first, std::uint64_t end, std::uint64_t* needed,
                          std::uint64_t unseen) {
  return walk_splits_of(set, values, r, first, end, needed, unseen);
}

}  // namespace detail

}  // namespace grundy
