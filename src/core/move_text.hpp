// Reading a move as a player types it: the helpers the families' parse_move
// share. Internal to the library (not installed with include/grundy/).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::move_text {

// The text with spacing made canonical: trimmed, runs of whitespace as one
// space, and no space around ':', '->', '+' or ','. "  4 : 8 -> 4 " becomes
// "4:8->4"; "3   1" becomes "3 1".
std::string squeeze(std::string_view text);

// Splits at every occurrence of `separator` (empty pieces kept).
std::vector<std::string_view> split(std::string_view text, std::string_view separator);

// One number, 0 .. 2^63-1; throws ParseError naming the token and `what`.
std::uint64_t number(std::string_view token, std::string_view what);

// A heap (or piece) numbered from 1 among `count`; returns its index from 0.
// Throws ParseError for a token that is no number, RuleError for a number
// outside 1 .. count.
std::size_t piece_index(std::string_view token, std::size_t count);

}  // namespace grundy::move_text
