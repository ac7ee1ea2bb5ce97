#include "grundy/family_reason.hpp"

#include <cctype>

namespace grundy {

std::string sentence_case(std::string sentence) {
  if (!sentence.empty() && std::islower(static_cast<unsigned char>(sentence[0])) != 0) {
    sentence[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(sentence[0])));
  }
  // A sentence ends with its full stop (a Chinese one ends with its own).
  if (!sentence.empty() && !sentence.ends_with('.') && !sentence.ends_with("。")) {
    sentence += sentence.back() & 0x80 ? "。" : ".";
  }
  return sentence;
}

}  // namespace grundy
