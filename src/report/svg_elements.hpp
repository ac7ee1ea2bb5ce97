// Writing SVG by hand, for the pictures of boards (board_svg.hpp): elements
// with their attributes, every value and text escaped, numbers to a tenth.
#pragma once

#include <concepts>
#include <initializer_list>
#include <string>
#include <string_view>

namespace grundy::report {

// `text` as XML character data or an attribute's value: &, <, >, " and '
// written as entities.
std::string xml_escaped(std::string_view text);

// A number as an attribute's value: to a tenth, without trailing zeros
// ("12", "7.5"): a picture needs no more, and stays small.
std::string number_text(double value);

// One attribute of an element, its value escaped.
struct Attribute {
  Attribute(std::string_view name, std::string_view value)
      : name(name), value(xml_escaped(value)) {}
  Attribute(std::string_view name, const char* value) : Attribute(name, std::string_view(value)) {}
  Attribute(std::string_view name, double value) : name(name), value(number_text(value)) {}
  template <std::integral Integer>
  Attribute(std::string_view name, Integer value)
      : name(name), value(number_text(static_cast<double>(value))) {}

  std::string_view name;
  std::string value;
};

// The elements of a drawing, written as they are added.
class Elements {
 public:
  // <tag attributes/>, or <tag attributes>text</tag> when there is text.
  void add(std::string_view tag, std::initializer_list<Attribute> attributes,
           std::string_view text = {});
  void open(std::string_view tag, std::initializer_list<Attribute> attributes);
  void close(std::string_view tag);
  // Elements written already (a drawing placed inside a group).
  void raw(std::string_view elements) { out_ += elements; }

  std::string take() { return std::move(out_); }

 private:
  void start(std::string_view tag, std::initializer_list<Attribute> attributes);

  std::string out_;
};

// A whole SVG document of `width` by `height` pixels, with its title and
// `elements`.
std::string svg_document(double width, double height, std::string_view title,
                         std::string_view elements);

}  // namespace grundy::report
