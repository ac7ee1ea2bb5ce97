// Small pieces of text that families and reports share when they describe a
// position to a person: terminal widths, rows of matches, binary columns.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "grundy/nimber.hpp"

namespace grundy {

// Columns of a terminal that UTF-8 `text` takes: a Chinese character takes
// two, so that translated tables still line up.
std::size_t display_width(const std::string& text);

// `text` followed by spaces up to `width` terminal columns.
std::string padded(const std::string& text, std::size_t width);
// `text` after spaces up to `width` terminal columns (right-aligned).
std::string right_aligned(const std::string& text, std::size_t width);

// Drawings are cut short beyond these: a heap as a row of at most
// kMaxMatchesDrawn matches ("|||..."), at most kMaxHeapsDrawn rows.
inline constexpr std::size_t kMaxMatchesDrawn = 40;
inline constexpr std::size_t kMaxHeapsDrawn = 30;

// A heap of `count` tokens as a row of matches.
std::string matches(std::uint64_t count);

// One line per heap, " 2: |||||  (5)", numbered from 1, then "... and N more
// heaps" when there are more than kMaxHeapsDrawn.
std::vector<std::string> heap_rows(const std::vector<std::uint64_t>& heaps);

// A binary column's place value: "8", or "2^40" where that is easier to read.
std::string place_value(int bit);

// The columns of `total` (nonzero) in words, for a move that pairs them: "the
// 8s column was unpaired", "columns 8 and 4 were unpaired".
std::string unpaired_columns(Nimber total);

}  // namespace grundy
