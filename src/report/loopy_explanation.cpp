// Why a position of infinite value (a game graph with cycles) is a draw or a
// win: Smith's generalized Sprague–Grundy values, part by part.
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <string>
#include <vector>

#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {

void write_infinity_explanation(std::ostream& out, const Analysis& analysis) {
  // The parts of the sum: each component, and each token of a game graph
  // (its tokens are a sum too).
  std::vector<Component::ValuePart> parts;
  const auto& components = analysis.sum().components();
  const auto& values = analysis.component_generalized_values();
  for (std::size_t c = 0; c < components.size(); ++c) {
    const std::string game =
        components.size() > 1 ? format_translated("game {}", c + 1) : std::string();
    const std::vector<Component::ValuePart> own = components[c]->value_parts();
    if (own.empty()) {
      parts.push_back({game.empty() ? std::string(translate("the game")) : game, values[c]});
    }
    for (const Component::ValuePart& part : own) {
      parts.push_back({game.empty() ? part.label : game + ", " + part.label, part.value});
    }
  }
  std::size_t infinite = 0;
  std::size_t loopy = 0;
  Nimber rest = 0;
  for (std::size_t p = 0; p < parts.size(); ++p) {
    if (parts[p].value.is_finite()) {
      rest ^= parts[p].value.value();
    } else {
      ++infinite;
      loopy = p;
    }
  }
  fmt::print(out, "{}\n", translate("why: the value is infinite"));
  fmt::print(
      out, "{}",
      translate("  Play can return to a position here (the game graph has a cycle), so a game\n"
                "  may never end. Such a position may have the value infinity, written with the\n"
                "  finite values of its options: ∞(1,3) has options of values 1 and 3, and\n"
                "  others of value ∞ (the generalized Sprague-Grundy function of Smith and\n"
                "  Fraenkel).\n"));
  if (parts.size() > 1) {
    for (const Component::ValuePart& part : parts)
      fmt::print(out, "  {}: {}\n", part.label, part.value.text());
    if (infinite >= 2) {
      fmt::print(
          out, "{}",
          translate("  A sum with two or more infinite parts has the value ∞(∅) (Smith): no move\n"
                    "  makes every part finite, so no move leaves the opponent lost, and the\n"
                    "  opponent can always answer so as to keep two parts infinite. A draw.\n"));
      return;
    }
    fmt::print(out, "{}",
               format_translated(
                   "  The finite parts add up to {} (their nim-sum), so the sum has the value\n"
                   "  {} XOR {} = {} (Smith): a move of {} to a finite value v\n"
                   "  leaves v XOR {}.\n",
                   rest, parts[loopy].value.text(), rest, analysis.generalized_value().text(),
                   parts[loopy].label, rest));
  }
  if (analysis.outcome() == Outcome::next_player_wins) {
    fmt::print(
        out, "{}",
        translate("  0 is among the finite values: the move to a position of value 0 leaves the\n"
                  "  opponent lost, cycles or not. The player to move wins.\n"));
  } else {
    fmt::print(
        out, "{}",
        translate(
            "  0 is not among them, so no move leaves the opponent lost. A move to a finite\n"
            "  value lets the opponent win (from a finite nonzero value there is a move to 0);\n"
            "  a move to an infinite value without 0 among its options keeps the game\n"
            "  going, and there always is one. With best play neither player wins: a draw.\n"));
  }
}

}  // namespace grundy::report
