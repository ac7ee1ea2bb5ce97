#include "grundy/edge_list.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <unordered_map>

#include "core/move_text.hpp"
#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

bool is_vertex_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

std::string_view edge_example(EdgeStyle style) {
  return style == EdgeStyle::directed ? "a -> b" : "a -- b";
}

// The length of the edge sign at `pos` ("->", "--" or "-"), 0 when there is none.
std::size_t edge_sign(std::string_view text, std::size_t pos, EdgeStyle style) {
  if (style == EdgeStyle::directed) return text.substr(pos, 2) == "->" ? 2 : 0;
  if (text.substr(pos, 2) == "--") return 2;
  return text.substr(pos, 1) == "-" ? 1 : 0;
}

// Reads the format line by line; vertices are numbered in the order they
// first appear.
class EdgeReader {
 public:
  EdgeReader(const std::string& source, EdgeStyle style, const EdgeListLimits& limits)
      : source_(source), style_(style), limits_(limits) {}

  void read(std::string_view text) {
    std::size_t line_start = 0;
    std::size_t line = 1;
    while (line_start <= text.size()) {
      std::size_t end = text.find('\n', line_start);
      if (end == std::string_view::npos) end = text.size();
      read_line(text.substr(line_start, end - line_start), line);
      line_start = end + 1;
      ++line;
    }
  }

  EdgeList list;

 private:
  [[noreturn]] void fail(std::size_t line, std::size_t column, const std::string& why) const {
    throw ParseError(fmt::format("{}: line {}, column {}: {}", source_, line, column, why), column);
  }

  std::uint32_t vertex(std::string_view name, std::size_t line) {
    auto found = index_.find(std::string(name));
    if (found != index_.end()) return found->second;
    if (list.names.size() >= limits_.vertices) {
      throw LimitError(fmt::format(
          "{}: line {}: '{}' would be vertex {}, past the limit of {} vertices", source_, line,
          printable_token(name), list.names.size() + 1, limits_.vertices));
    }
    const auto index = static_cast<std::uint32_t>(list.names.size());
    list.names.emplace_back(name);
    index_.emplace(list.names.back(), index);
    return index;
  }

  void read_line(std::string_view line_text, std::size_t line) {
    std::size_t pos = 0;
    const auto skip_blanks = [&] {
      while (pos < line_text.size() && is_blank(line_text[pos])) ++pos;
    };
    const auto at_end = [&] { return pos >= line_text.size() || line_text[pos] == '#'; };
    const auto unexpected = [&](std::string_view expected) {
      std::size_t end = pos;
      while (end < line_text.size() && !is_blank(line_text[end])) ++end;
      fail(
          line, pos + 1,
          fmt::format("unexpected '{}' ({} expected; a line is an edge '{}', one vertex name, or a "
                      "'#' comment)",
                      printable_token(line_text.substr(pos, std::max<std::size_t>(end - pos, 1))),
                      expected, edge_example(style_)));
    };
    const auto name = [&](std::string_view expected) {
      skip_blanks();
      if (at_end())
        fail(line, pos + 1, fmt::format("{} expected at the end of the line", expected));
      const std::size_t start = pos;
      while (pos < line_text.size() && is_vertex_name_char(line_text[pos])) ++pos;
      if (pos == start) unexpected(expected);
      return line_text.substr(start, pos - start);
    };

    skip_blanks();
    if (at_end()) return;  // blank or comment
    const std::string_view from = name("a vertex name");
    skip_blanks();
    if (at_end()) {
      (void)vertex(from, line);  // a vertex declared on its own
      return;
    }
    const std::size_t sign = edge_sign(line_text, pos, style_);
    if (sign == 0) unexpected(style_ == EdgeStyle::directed ? "'->'" : "'--'");
    pos += sign;
    const std::string_view to = name(style_ == EdgeStyle::directed ? "a vertex name after '->'"
                                                                   : "a vertex name after '--'");
    skip_blanks();
    if (!at_end()) unexpected("the end of the line");
    // The edge's count is checked before its ends are named, so that an edge
    // past the limit is refused as an edge, whatever its ends.
    if (list.edges.size() >= limits_.edges) {
      throw LimitError(
          fmt::format("{}: line {}: this edge would be edge {}, past the limit of {} edges",
                      source_, line, list.edges.size() + 1, limits_.edges));
    }
    const std::uint32_t a = vertex(from, line);
    const std::uint32_t b = vertex(to, line);
    list.edges.push_back({a, b});
  }

  const std::string& source_;
  EdgeStyle style_;
  EdgeListLimits limits_;
  std::unordered_map<std::string, std::uint32_t> index_;
};

}  // namespace

bool is_vertex_name(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), is_vertex_name_char);
}

bool looks_like_edge(std::string_view text, EdgeStyle style) {
  std::size_t pos = 0;
  while (pos < text.size() && is_vertex_name_char(text[pos])) ++pos;
  const std::string_view from = text.substr(0, pos);
  while (pos < text.size() && is_blank(text[pos])) ++pos;
  const std::size_t sign = edge_sign(text, pos, style);
  if (sign == 0) return false;
  pos += sign;
  while (pos < text.size() && is_blank(text[pos])) ++pos;
  return is_vertex_name(from) && is_vertex_name(text.substr(pos));
}

EdgeList parse_edge_text(std::string_view text, const std::string& source, EdgeStyle style,
                         const EdgeListLimits& limits) {
  EdgeReader reader(source, style, limits);
  reader.read(text);
  return std::move(reader.list);
}

EdgeList read_edge_file(const std::string& path, EdgeStyle style, const EdgeListLimits& limits) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    throw InputError(format_translated("cannot open the graph file '{}' for reading",
                                       printable_token(path, 200)));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw InputError(format_translated("{}: read error", printable_token(path, 200)));
  // str(), not view(): the libc++ of the WebAssembly build has no view() yet.
  return parse_edge_text(text.str(), printable_token(path, 200), style, limits);
}

EdgeList read_edge_tokens(const std::vector<Token>& tokens, EdgeStyle style) {
  // Each parameter is checked on its own, so that a mistake is named by its
  // column in the expression; then they are read as the lines of a file.
  std::string lines;
  for (const Token& token : tokens) {
    if (!looks_like_edge(token.text, style) && !is_vertex_name(token.text)) {
      throw ParseError(
          format_translated("'{}' at column {} is neither an edge '{}' nor a vertex name (letters, "
                            "digits and '_')",
                            printable_token(token.text), token.column,
                            style == EdgeStyle::directed ? "a->b" : "a-b"),
          token.column);
    }
    lines += token.text;
    lines += '\n';
  }
  // At most one edge, so two vertices, a parameter.
  return parse_edge_text(lines, "the parameters", style,
                         EdgeListLimits{.vertices = 2 * tokens.size(), .edges = tokens.size()});
}

}  // namespace grundy
