#include "grundy/expression.hpp"

#include <fmt/format.h>

#include <cctype>

#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_name_char(char c) { return is_letter(c) || (c >= '0' && c <= '9') || c == '-' || c == '_'; }

// Walks the text once, left to right; columns are counted from 1.
class Splitter {
 public:
  explicit Splitter(std::string_view text) : text_(text) {}

  std::vector<ComponentText> split() {
    // Control characters have no place in an expression; refusing them here
    // keeps every later message printable.
    for (std::size_t i = 0; i < text_.size(); ++i) {
      const auto byte = static_cast<unsigned char>(text_[i]);
      if ((byte < 0x20 && !is_space(text_[i])) || byte == 0x7f) {
        throw ParseError(format_translated("control character {} at column {}", printable_token(text_.substr(i, 1)), i + 1),
                         i + 1);
      }
    }
    std::vector<ComponentText> components;
    std::size_t plus_column = 0;  // column of the '+' before the next component
    while (true) {
      skip_spaces();
      if (at_end()) {
        if (plus_column != 0) {
          throw ParseError(format_translated("expected a game after '+' at column {}", plus_column), plus_column);
        }
        if (components.empty()) {
          throw ParseError(translate("empty position: give a game, e.g. 'nim 1 2 3'"), 0);
        }
        return components;
      }
      if (peek() == '+') {
        if (components.empty()) {
          throw ParseError(format_translated("expected a game before '+' at column {}", column()), column());
        }
        if (plus_column != 0) {
          throw ParseError(format_translated("expected a game after '+' at column {}, found another '+' "
                                       "at column {}",
                                       plus_column, column()),
                           column());
        }
        plus_column = column();
        ++pos_;
        continue;
      }
      if (!components.empty() && plus_column == 0) {
        // Numbers run until '+' or the end, so this cannot happen; kept as a guard.
        throw ParseError(format_translated("expected '+' at column {}", column()), column());
      }
      components.push_back(component());
      plus_column = 0;
    }
  }

 private:
  ComponentText component() {
    ComponentText result;
    result.name = name();
    skip_spaces();
    if (!at_end() && peek() == '(') {
      result.parameters_column = column();
      result.parameters = parameters();
    }
    while (true) {
      skip_spaces();
      if (at_end() || peek() == '+') break;
      const std::size_t start = pos_;
      while (!at_end() && !is_space(peek()) && peek() != '+') ++pos_;
      result.numbers.push_back({std::string(text_.substr(start, pos_ - start)), start + 1});
    }
    return result;
  }

  Token name() {
    const std::size_t start = pos_;
    if (!is_letter(peek())) {
      while (!at_end() && !is_space(peek()) && peek() != '+' && peek() != '(') ++pos_;
      const std::string found = printable_token(text_.substr(start, std::max<std::size_t>(pos_ - start, 1)));
      throw ParseError(format_translated("expected the name of a game at column {}, found '{}'", start + 1, found),
                       start + 1);
    }
    while (!at_end() && is_name_char(peek())) ++pos_;
    std::string name(text_.substr(start, pos_ - start));
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return {name, start + 1};
  }

  std::vector<Token> parameters() {
    const std::size_t open = column();
    ++pos_;  // '('
    std::vector<Token> tokens;
    while (true) {
      skip_spaces();
      const std::size_t start = pos_;
      // A parameter may hold parentheses of its own, commas included:
      // node-kayles(grid(3,4)).
      std::size_t depth = 0;
      while (!at_end() && (depth > 0 || (peek() != ',' && peek() != ')'))) {
        if (peek() == '(') ++depth;
        if (peek() == ')') --depth;
        ++pos_;
      }
      if (at_end()) throw ParseError(format_translated("'(' at column {} is never closed", open), open);
      std::size_t end = pos_;
      while (end > start && is_space(text_[end - 1])) --end;
      if (end == start) {
        if (peek() == ')' && tokens.empty()) {
          throw ParseError(format_translated("empty parentheses at column {}", open), open);
        }
        throw ParseError(format_translated("missing parameter at column {}", start + 1), start + 1);
      }
      tokens.push_back({std::string(text_.substr(start, end - start)), start + 1});
      if (peek() == ')') {
        ++pos_;
        return tokens;
      }
      ++pos_;  // ','
    }
  }

  void skip_spaces() {
    while (!at_end() && is_space(peek())) ++pos_;
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }
  std::size_t column() const { return pos_ + 1; }

  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace

std::vector<ComponentText> split_expression(std::string_view text) { return Splitter(text).split(); }

Sum parse_expression(std::string_view text, const FamilyRegistry& families) {
  std::vector<ComponentPtr> components;
  for (const ComponentText& component : split_expression(text)) {
    const Family* family = families.find(component.name.text);
    if (family == nullptr) {
      throw ParseError(
          format_translated("unknown game '{}' at column {}; {}", component.name.text,
                            component.name.column, families.unknown_name_hint(component.name.text)),
          component.name.column);
    }
    components.push_back(family->make(component));
  }
  return Sum(std::move(components));
}

}  // namespace grundy
