#include "grundy/errors.hpp"

#include <fmt/format.h>

namespace grundy {

std::string printable_token(std::string_view token, std::size_t max_length) {
  std::string text;
  std::size_t shown = 0;
  for (const char c : token) {
    const auto byte = static_cast<unsigned char>(c);
    if (shown == max_length) {
      // Cut before a UTF-8 character rather than through it, so that the
      // message stays valid UTF-8 (JSON answers need it).
      if ((byte & 0xC0) == 0x80) {
        while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80) text.pop_back();
        if (!text.empty() && static_cast<unsigned char>(text.back()) >= 0xC0) text.pop_back();
      }
      return text + "...";
    }
    if (byte < 0x20 || byte == 0x7f) {
      text += fmt::format("\\x{:02x}", byte);
    } else {
      text += c;
    }
    ++shown;
  }
  return text;
}

}  // namespace grundy
