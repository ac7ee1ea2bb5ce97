// Command lines give an expression as one argument or as several words.
#pragma once

#include <string>
#include <vector>

namespace grundy::cli {

// Joins the words with single spaces; columns in parse errors refer to this text.
inline std::string join_words(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words) {
    if (!text.empty()) text += ' ';
    text += word;
  }
  return text;
}

}  // namespace grundy::cli
