// The oracle's corpus (tests/data/oracle/corpus.txt), read the one way every
// C++ consumer reads it: `grundy verify`, the end-to-end tests (the binary
// against the oracle, the golden outputs) and the API's golden answers. Every
// line is a position, in whatever family; nothing here knows a family, so
// that a line of a new family reaches every consumer without a change here.
//
//   # a comment                  skipped, as are empty lines
//   nim 3 4 5                    asked under normal play
//   misere kayles 3 + nim 2      asked under misère play
//   graph(DATA/graphs/dag.txt) v DATA stands for the folder tests/data
//
// Header-only and standard C++ only: the end-to-end tests link nothing of the
// engine.
#pragma once

#include <cctype>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace oracle_corpus {

struct Line {
  std::size_t number = 0;  // in the file, from 1
  std::string position;    // as written, without "misere ", DATA replaced when asked
  bool misere = false;
};

// Every position of the corpus at `path`, in order. DATA in a position is
// replaced by `data` when given, else kept as written (for records that must
// not depend on where the checkout is). Throws std::runtime_error when the
// file cannot be read or holds no position.
inline std::vector<Line> read(const std::string& path,
                              const std::optional<std::string>& data = std::nullopt) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the oracle's corpus " + path);
  std::vector<Line> lines;
  std::size_t number = 0;
  for (std::string text; std::getline(in, text);) {
    ++number;
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (text.empty() || text[0] == '#') continue;
    Line line{number, text, false};
    if (text.starts_with("misere ")) {
      line.misere = true;
      line.position = text.substr(7);
    }
    if (data) {
      for (std::size_t at = line.position.find("DATA"); at != std::string::npos;
           at = line.position.find("DATA", at + data->size())) {
        line.position.replace(at, 4, *data);
      }
    }
    lines.push_back(std::move(line));
  }
  if (lines.empty()) throw std::runtime_error("the oracle's corpus " + path + " holds no position");
  return lines;
}

// The names the parts of `position` start with ("kayles 3 + octal(0.6) 4":
// kayles, octal), in lower case: the families the position is written in,
// read from the text alone.
inline std::set<std::string> written_families(const std::string& position) {
  std::set<std::string> names;
  int depth = 0;
  std::string name;
  bool in_name = true;
  for (const char c : position + "+") {
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (depth == 0 && c == '+') {
      names.insert(name);
      name.clear();
      in_name = true;
      continue;
    }
    if (c == '(' || (c == ' ' && !name.empty())) in_name = false;
    if (in_name && c != ' ') name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return names;
}

// A sample of `lines` that still reaches every family under each convention:
// the first line written in a family (and convention) no earlier line of the
// sample was. For the tests of what surrounds the corpus (a report's form,
// its counts): the whole corpus takes the oracle seconds, and is checked
// whole by the tests whose subject it is.
inline std::vector<Line> one_of_each_family(const std::vector<Line>& lines) {
  std::set<std::string> reached;
  std::vector<Line> sample;
  for (const Line& line : lines) {
    bool new_family = false;
    for (const std::string& family : written_families(line.position)) {
      new_family = reached.insert((line.misere ? "misere " : "") + family).second || new_family;
    }
    if (new_family) sample.push_back(line);
  }
  return sample;
}

// Writes `lines` as a corpus file at `path` (its folder made), in the form
// `read` reads; positions are written as they are held (read them with DATA
// replaced for a file elsewhere than DATA/oracle/).
inline void write(const std::string& path, const std::vector<Line>& lines) {
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  std::ofstream out(path);
  for (const Line& line : lines) out << (line.misere ? "misere " : "") << line.position << '\n';
  if (!out) throw std::runtime_error("cannot write the corpus " + path);
}

// The folder that DATA stands for in the corpus at `path`: the corpus is
// DATA/oracle/corpus.txt.
inline std::string data_folder(const std::string& path) {
  return std::filesystem::absolute(path).parent_path().parent_path().string();
}

}  // namespace oracle_corpus
