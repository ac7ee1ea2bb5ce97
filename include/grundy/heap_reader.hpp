// Reading long lists of heap sizes (ten million and more) from a file.
#pragma once

#include <cstdint>
#include <istream>
#include <string_view>
#include <vector>

namespace grundy {

// Reads whitespace-separated heap sizes until the end of `in`, in time linear
// in its length and memory of one number per heap (plus a fixed read buffer).
// Throws ParseError whose message names the source, the line, the column and
// the offending token, e.g. "heaps.txt: line 3, column 5: 'x1' is not a number".
// Throws LimitError, before storing it, at heap size number max_heaps + 1, so
// that a caller with a memory budget never holds more than it allows.
std::vector<std::uint64_t> read_heap_list(std::istream& in, std::string_view source_name,
                                          std::uint64_t max_heaps = ~std::uint64_t{0});

}  // namespace grundy
