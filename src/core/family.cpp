#include "grundy/family.hpp"

#include <fmt/format.h>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"
#include "grundy/nearest_names.hpp"
#include "grundy/translate.hpp"

namespace grundy {

void FamilyRegistry::add(Family family) {
  if (find(family.name) != nullptr)
    throw RuleError("the game family '" + family.name + "' exists already");
  families_.push_back(std::move(family));
}

const Family* FamilyRegistry::find(std::string_view name) const {
  for (const Family& family : families_) {
    if (family.name == name) return &family;
  }
  return nullptr;
}

std::string FamilyRegistry::names() const {
  std::string text;
  for (const Family& family : families_) {
    if (!text.empty()) text += ", ";
    text += family.name;
  }
  return text;
}

std::string FamilyRegistry::unknown_name_hint(std::string_view name) const {
  std::vector<std::string> known;
  known.reserve(families_.size());
  for (const Family& family : families_) known.push_back(family.name);
  const std::vector<std::string> nearest = nearest_names(name, known);
  if (nearest.empty()) return translate("'grundy games' lists every game");
  return format_translated("did you mean {}?", quoted_alternatives(nearest));
}

std::uint64_t read_number(const Token& token, std::string_view what) {
  const ParsedNumber parsed = parse_number(token.text);
  switch (parsed.status) {
    case NumberStatus::ok:
      return parsed.value;
    case NumberStatus::negative:
      throw ParseError(format_translated("negative number '{}' at column {}: {} must be 0 or more",
                                         printable_token(token.text), token.column, what),
                       token.column);
    case NumberStatus::too_large:
      throw ParseError(
          format_translated("number '{}' at column {} is too large: {} must be at most "
                            "2^63-1 = {}",
                            printable_token(token.text), token.column, what, kMaxNumber),
          token.column);
    case NumberStatus::not_a_number:
      break;
  }
  throw ParseError(format_translated("'{}' at column {} is not a number ({} expected)",
                                     printable_token(token.text), token.column, what),
                   token.column);
}

std::vector<std::uint64_t> read_numbers(const ComponentText& text) {
  std::vector<std::uint64_t> numbers;
  numbers.reserve(text.numbers.size());
  for (const Token& token : text.numbers)
    numbers.push_back(read_number(token, translate("a heap size")));
  return numbers;
}

void require_numbers(const ComponentText& text, std::string_view what) {
  if (text.numbers.empty()) {
    throw ParseError(
        format_translated("'{}' at column {} needs {}", text.name.text, text.name.column, what),
        text.name.column);
  }
}

void forbid_parameters(const ComponentText& text) {
  if (text.parameters) {
    throw ParseError(format_translated("'{}' takes no parameters, but '(' was given at column {}",
                                       text.name.text, text.parameters_column),
                     text.parameters_column);
  }
}

void forbid_numbers(const ComponentText& text, std::string_view example) {
  if (text.numbers.empty()) return;
  const Token& extra = text.numbers.front();
  throw ParseError(
      format_translated(
          "unexpected '{}' at column {}: {} takes its position in the parentheses and no "
          "numbers after them, e.g. '{}'",
          printable_token(extra.text), extra.column, text.name.text, example),
      extra.column);
}

const std::vector<Token>& require_parameters(const ComponentText& text, std::string_view example) {
  if (!text.parameters || text.parameters->empty()) {
    throw ParseError(
        format_translated("'{}' at column {} needs parameters in parentheses, e.g. '{}'",
                          text.name.text, text.name.column, example),
        text.name.column);
  }
  return *text.parameters;
}

}  // namespace grundy
