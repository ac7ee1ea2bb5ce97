// What the parts of the sequence engine (sequence_engine.hpp) share, private
// to src/sequences: its tuning constants, and the inner loops of the
// sparse-space method (sparse_kernels.cpp): walking the splits of a heap for
// the values still missing, on the scalar unit, AVX2 or AVX-512, and marking
// the options through the rare positions.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>

#if defined(__x86_64__) || defined(_M_X64)
#include <immintrin.h>
#define GRUNDY_X86_64 1
#endif

namespace grundy::sparse {

// The naive method computes this many values before the sparse space is
// chosen from them.
constexpr std::uint64_t kCalibrationSize = 4096;
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
// Two threads are kept while a heap takes them less than kSlowerBy times the
// time it took one thread, measured over the last stretch of at least kSingleStretch heaps on
// one. When they are slower, one thread goes on alone for kSingleAgain heaps
// (a new stretch) before two try again.
constexpr std::uint64_t kSingleStretch = std::uint64_t{1} << 12;
constexpr std::uint64_t kSingleAgain = 4 * kPipelineChunk;
constexpr double kSlowerBy = 1.1;
// Masks are searched over this many low bits, each with every higher bit
// clear or every higher bit set (Winning Ways' "infinite bitstrings").
constexpr int kMaskSearchBits = 10;
// Scratch covers every value up to this: 2^16 values plus room above the
// largest for a candidate of either parity (see value_limit).
constexpr std::size_t kScratchValues =
    (std::size_t{1} << 16) + 2 * (std::size_t{1} << kMaskSearchBits) + 64;
// The vector walks look hard values up in a 64-byte table.
constexpr std::uint64_t kTableValues = 512;
// The hard values a heap's splits walked ahead gave: a bit each below
// kTableValues.
constexpr std::size_t kWalkWords = kTableValues / 64;
constexpr std::uint8_t kMarked = 0x80;  // the byte movemask reads
// Heaps are marked in blocks of kLanes (see sparse_value), from kBlockStart
// on, while every value is below kLaneValues; a lane holds the marks of one
// heap, kLaneStride bytes apart (not a power of two, so that the lanes'
// bytes for one value fall in different cache sets).
constexpr std::uint64_t kLanes = 32;
constexpr std::uint64_t kBlockStart = 1024;
constexpr std::uint64_t kLaneValues = 1024;
constexpr std::uint64_t kLaneStride = kLaneValues + 64;

// With two threads, one marks the pairs through rare positions of a block
// of heaps once every value this far below the block is final, into one of
// kMarkerSlots blocks of lanes (see sequence_pipeline.cpp): it runs up to
// three blocks ahead of the thread that finishes the heaps.
constexpr std::uint64_t kMarkerLead = 3 * kLanes;
constexpr std::uint64_t kMarkerSlots = 8;
static_assert(kMarkerSlots * kLanes >= kMarkerLead + 2 * kLanes,
              "a slot is cleared for its next block once the finisher has left it");

// The lanes of a block also hold the options of the splits a =
// kEarlySplitsFrom .. kEarlySplitsFrom + kEarlySplits - 1 of each heap, where
// a walk finds many of the values it looks for: a store each, where the walk
// would take a mispredicted branch and a table update for nearly every value
// it finds there. (The walk still passes them: two vector steps that find
// nothing, and a skipped split that held a value's only pair could not be
// told from the values.) They start where the marker's rare pairs do (see
// sequence_pipeline.cpp), for the same reason: their larger heaps are final.
constexpr std::uint64_t kEarlySplitsFrom = kLanes + kMarkerLead;
constexpr std::uint64_t kEarlySplits = 128;

// The two threads' shares of the work are kept even: the marker's grows by
// one at each block it had to wait for, and shrinks by one at each the
// finisher had to wait for. Below kBulkMarkerShare, the marker marks that
// many kBulkMarkerShare-ths of a block's bulk pairs (the finisher the rest,
// a heap at a time); up to kFullMarkerShare, all of them and a part of the
// early splits, in steps of kEarlySplitsAStep; from it on, all of both, and
// it walks share - kFullMarkerShare times kMarkerWalkStep splits of each
// heap, from the first whose larger heap is final (j + kMarkerLead + 1 for
// heap block + j).
constexpr std::uint64_t kBulkMarkerShare = 64;
constexpr std::uint64_t kEarlySplitsAStep = 4;
constexpr std::uint64_t kFullMarkerShare = kBulkMarkerShare + kEarlySplits / kEarlySplitsAStep;
constexpr std::uint64_t kMarkerWalkStep = 64;
constexpr std::uint64_t kMaxMarkerShare = kFullMarkerShare + 1024;

// Marking the options G(a) ^ G(r - a) for the rare positions a = positions[i],
// begin <= i < end, all below r; `partner` points at G(r).
template <typename Value>
inline void mark_scalar(const std::uint32_t* positions, const std::uint16_t* rare_values,
                        std::size_t begin, std::size_t end, const Value* partner,
                        std::uint8_t* marks) {
  for (std::size_t i = begin; i < end; ++i)
    marks[rare_values[i] ^ *(partner - positions[i])] = kMarked;
}

// The same for the heaps block + j, first <= j < kLanes, each into its lane
// (`partner` points at G(block - k)).
template <typename Value>
void mark_block(const std::uint32_t* positions, const std::uint16_t* rare_values, std::size_t begin,
                std::size_t end, const Value* partner, std::uint8_t* lanes, std::uint64_t first);

// The marks of values 64w .. 64w+63 as the bits of one word.
inline std::uint64_t marked_word(const std::uint8_t* marks, std::size_t w) noexcept {
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
}

}  // namespace grundy::sparse

namespace grundy::detail {

// The walk over splits that sparse_value does, on each instruction set the
// machine may have; the unit tests compare them. It visits
// the pairs (a, r - a) for first <= a < end, clears the bit of each pair's
// value G(a) ^ G(r - a) in `needed`, stops once `unseen` bits are cleared, and
// returns how many are left. The vector kernels need every bit of `needed` at
// or above 512 clear.
enum class InstructionSet { scalar, avx2, avx512 };
bool instruction_set_supported(InstructionSet set) noexcept;
InstructionSet best_instruction_set() noexcept;
std::uint64_t walk_splits(InstructionSet set, const std::uint16_t* values, std::uint64_t r,
                          std::uint64_t first, std::uint64_t end, std::uint64_t* needed,
                          std::uint64_t unseen);
std::uint64_t walk_splits(InstructionSet set, const std::uint8_t* values, std::uint64_t r,
                          std::uint64_t first, std::uint64_t end, std::uint64_t* needed,
                          std::uint64_t unseen);

}  // namespace grundy::detail
