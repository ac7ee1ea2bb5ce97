// Why a game has its value in its own family's terms, with this position's
// numbers: Wythoff's cold positions and the golden ratio, the staircase's
// gaps as Nim heaps, Moore's column counts modulo k+1, a heap's value from
// Lasker's rule or from the period of its sequence, the coins' values and
// their nim-sum, Chomp's strategy stealing. The mex of the options (value_
// explanation.hpp) says why a value is what it is for any game; a family's
// reason says it the way a book on that game would, and comes first in every
// report. A front end writes the sentences as they are and may draw the
// numbers (the page shades the gaps on its staircase).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace grundy {

// The numbers a reason speaks of, named for the JSON: one number, a list of
// them, or a list of pairs (Wythoff's cold positions).
using ReasonNumber = std::variant<std::uint64_t, std::vector<std::uint64_t>,
                                  std::vector<std::pair<std::uint64_t, std::uint64_t>>>;

struct NamedReasonNumber {
  std::string name;  // "cold_positions", "gaps", "column_counts"
  ReasonNumber value;
};

struct FamilyReason {
  std::string rule;   // a short name that does not change with the language: "cold_positions"
  std::string title;  // the rule's name, translated: "Wythoff's cold positions"
  std::vector<std::string> lines;  // whole sentences, translated, with this position's numbers
  std::vector<NamedReasonNumber> numbers;

  bool empty() const noexcept { return lines.empty(); }
};

// A sentence as it is written: its first letter a capital (ASCII; Chinese
// has none), ending with a full stop, the Chinese one where the sentence
// holds Chinese.
std::string sentence_case(std::string sentence);

}  // namespace grundy
