#include "grundy/drawing.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

// Three- and four-byte UTF-8 characters (CJK, as far as these messages go)
// count as wide.
std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const std::size_t length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
    width += length >= 3 ? 2 : 1;
    i += length;
  }
  return width;
}

std::string padded(const std::string& text, std::size_t width) {
  const std::size_t used = display_width(text);
  return used >= width ? text : text + std::string(width - used, ' ');
}

std::string right_aligned(const std::string& text, std::size_t width) {
  const std::size_t used = display_width(text);
  return used >= width ? text : std::string(width - used, ' ') + text;
}

std::string matches(std::uint64_t count) {
  const auto drawn = static_cast<std::size_t>(std::min<std::uint64_t>(count, kMaxMatchesDrawn));
  return std::string(drawn, '|') + (count > kMaxMatchesDrawn ? "..." : "");
}

std::vector<std::string> heap_rows(const std::vector<std::uint64_t>& heaps) {
  const std::size_t shown = std::min(heaps.size(), kMaxHeapsDrawn);
  const std::size_t index_width = std::to_string(shown).size();
  std::size_t bars_width = 0;
  for (std::size_t i = 0; i < shown; ++i)
    bars_width = std::max(bars_width, matches(heaps[i]).size());
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < shown; ++i) {
    lines.push_back(fmt::format("{:>{}}: {:<{}} ({})", i + 1, index_width, matches(heaps[i]),
                                bars_width, heaps[i]));
  }
  if (heaps.size() > shown)
    lines.push_back(format_translated_plural("... and {} more heap", "... and {} more heaps",
                                             heaps.size() - shown, heaps.size() - shown));
  return lines;
}

std::string place_value(int bit) {
  return bit < 16 ? std::to_string(Nimber{1} << bit) : fmt::format("2^{}", bit);
}

std::string unpaired_columns(Nimber total) {
  if (std::popcount(total) == 1) {
    return format_translated("the {}s column was unpaired", place_value(highest_bit(total)));
  }
  if (std::popcount(total) > 6)
    return format_translated("{} columns were unpaired", std::popcount(total));
  std::string places;
  for (int bit = 63; bit >= 0; --bit) {
    if (((total >> bit) & 1U) == 0) continue;
    const bool last = (total & ((Nimber{1} << bit) - 1)) == 0;
    places = places.empty() ? place_value(bit)
             : last         ? format_translated("{} and {}", places, place_value(bit))
                            : format_translated("{}, {}", places, place_value(bit));
  }
  return format_translated("columns {} were unpaired", places);
}

}  // namespace grundy
