#include "page_messages.hpp"

#include <algorithm>
#include <set>

#include "assets.hpp"

namespace grundy::web {
namespace {

bool is_name_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '$' || c == '.';
}

// The string literal at `at` (its opening quote), unescaped; `at` moves past
// it. False when there is none, or it does not end.
bool read_literal(std::string_view script, std::size_t& at, std::string& text) {
  if (at >= script.size() || (script[at] != '\'' && script[at] != '"')) return false;
  const char quote = script[at++];
  text.clear();
  while (at < script.size()) {
    const char c = script[at++];
    if (c == quote) return true;
    if (c == '\n') return false;
    if (c != '\\') {
      text += c;
      continue;
    }
    if (at == script.size()) return false;
    const char escaped = script[at++];
    text += escaped == 'n' ? '\n' : escaped == 't' ? '\t' : escaped;
  }
  return false;
}

}  // namespace

std::vector<std::string> marked_messages(std::string_view script) {
  std::vector<std::string> found;
  std::set<std::string> seen;
  // trn('singular', 'plural', n): a plural message is known by its singular.
  for (const std::string_view marker :
       {std::string_view("tr("), std::string_view("trn("), std::string_view("N_(")}) {
    for (std::size_t at = script.find(marker); at != std::string_view::npos;
         at = script.find(marker, at + 1)) {
      if (at > 0 && is_name_character(script[at - 1])) continue;  // mytr(, x.tr(
      std::size_t literal = at + marker.size();
      while (literal < script.size() && (script[literal] == ' ' || script[literal] == '\n'))
        ++literal;
      std::string text;
      if (read_literal(script, literal, text) && seen.insert(text).second) {
        found.push_back(std::move(text));
      }
    }
  }
  return found;
}

const std::vector<std::string>& page_messages() {
  static const std::vector<std::string> messages = [] {
    std::vector<std::string> all;
    for (const Asset& asset : embedded_assets()) {
      if (!asset.path.ends_with(".js")) continue;
      for (std::string& message : marked_messages(asset.body)) {
        if (std::find(all.begin(), all.end(), message) == all.end())
          all.push_back(std::move(message));
      }
    }
    return all;
  }();
  return messages;
}

}  // namespace grundy::web
