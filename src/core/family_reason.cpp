#include "grundy/family_reason.hpp"

#include <algorithm>
#include <cctype>

namespace grundy {

std::string sentence_case(std::string sentence) {
  if (!sentence.empty() && std::islower(static_cast<unsigned char>(sentence[0])) != 0) {
    sentence[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(sentence[0])));
  }
  // A sentence ends with its full stop, a Chinese one (one that holds a
  // CJK ideograph, U+4E00 to U+9FFF: UTF-8 lead bytes 0xE4 to 0xE9) with its own.
  if (sentence.empty() || sentence.ends_with('.') || sentence.ends_with("。")) return sentence;
  const bool chinese = std::any_of(sentence.begin(), sentence.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte >= 0xE4 && byte <= 0xE9;
  });
  sentence += chinese ? "。" : ".";
  return sentence;
}

}  // namespace grundy
