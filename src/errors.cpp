#include "grundy/errors.hpp"

#include <fmt/format.h>

namespace grundy {

std::string printable_token(std::string_view token, std::size_t max_length) {
  std::string text;
  std::size_t shown = 0;
  for (const char c : token) {
    if (shown == max_length) return text + "...";
    const auto byte = static_cast<unsigned char>(c);
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
