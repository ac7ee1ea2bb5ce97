#include "svg_elements.hpp"

#include <fmt/format.h>

#include <cmath>
#include <iterator>

namespace grundy::report {

std::string xml_escaped(std::string_view text) {
  std::string escaped;
  escaped.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&':
        escaped += "&amp;";
        break;
      case '<':
        escaped += "&lt;";
        break;
      case '>':
        escaped += "&gt;";
        break;
      case '"':
        escaped += "&quot;";
        break;
      case '\'':
        escaped += "&#39;";
        break;
      default:
        escaped += c;
    }
  }
  return escaped;
}

std::string number_text(double value) {
  const double tenths = std::round(value * 10) / 10;
  // -0 would be written "-0".
  return fmt::format("{:g}", tenths == 0 ? 0.0 : tenths);
}

void Elements::add(std::string_view tag, std::initializer_list<Attribute> attributes,
                   std::string_view text) {
  start(tag, attributes);
  if (text.empty()) {
    out_ += "/>";
    return;
  }
  out_ += '>';
  out_ += xml_escaped(text);
  close(tag);
}

void Elements::open(std::string_view tag, std::initializer_list<Attribute> attributes) {
  start(tag, attributes);
  out_ += '>';
}

void Elements::close(std::string_view tag) {
  fmt::format_to(std::back_inserter(out_), "</{}>", tag);
}

void Elements::start(std::string_view tag, std::initializer_list<Attribute> attributes) {
  fmt::format_to(std::back_inserter(out_), "<{}", tag);
  for (const Attribute& attribute : attributes)
    fmt::format_to(std::back_inserter(out_), " {}=\"{}\"", attribute.name, attribute.value);
}

std::string svg_document(double width, double height, std::string_view title,
                         std::string_view elements) {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} "
      "{1}\" font-family=\"system-ui, sans-serif\" role=\"img\"><title>{2}</title>{3}</svg>",
      number_text(width), number_text(height), xml_escaped(title), elements);
}

}  // namespace grundy::report
