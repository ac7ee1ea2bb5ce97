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

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <optional>
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

// The folder that DATA stands for in the corpus at `path`: the corpus is
// DATA/oracle/corpus.txt.
inline std::string data_folder(const std::string& path) {
  return std::filesystem::absolute(path).parent_path().parent_path().string();
}

}  // namespace oracle_corpus
