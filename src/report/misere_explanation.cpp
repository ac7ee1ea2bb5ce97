// Why a misère position is won or lost: the misère Nim rule, Conway's tame
// genus theory, or a search of the whole sum.
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <string>
#include <vector>

#include "grundy/decomposition_report.hpp"
#include "grundy/drawing.hpp"
#include "grundy/misere_nim.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {

namespace {

// The misère Nim rule applied to `nim`, in words.
void write_nim_rule(std::ostream& out, const MisereNim& nim) {
  fmt::print(out, "  {}\n",
             format_translated("heaps of 2 or more: {}; heaps of 1: {}; nim-sum: {}",
                               nim.heaps_of_two_or_more(), nim.heaps_of_one(), nim.nim_sum()));
  if (nim.heaps_of_two_or_more() >= 2) {
    fmt::print(
        out, "{}",
        translate("  With two or more heaps of 2 or more, play as in normal Nim: the player who\n"
                  "  leaves every column paired (nim-sum 0) wins, because a heap of 2 or more\n"
                  "  stays until the end is near and the last step can still be chosen.\n"));
  } else if (nim.heaps_of_two_or_more() == 1) {
    fmt::print(
        out, "{}",
        translate("  One heap of 2 or more: reduce it to 0 or 1 so as to leave an odd number of\n"
                  "  heaps of 1. The opponent then takes one, and so on; the opponent takes the\n"
                  "  last. This is the one place where misère play differs from normal play.\n"));
  } else if (nim.heaps_of_one() > 0) {
    fmt::print(
        out, "{}",
        translate("  Only heaps of 1: each move takes one. An odd number of them is lost for the\n"
                  "  player to move, who will take the last one.\n"));
  } else {
    fmt::print(out, "{}",
               translate("  No token is left: the opponent took the last one, and lost.\n"));
  }
}

// `sentence` indented by two spaces and broken before column 79: between
// words, or between two wide (Chinese) characters, which have no spaces.
void write_wrapped(std::ostream& out, const std::string& sentence) {
  constexpr std::size_t kWidth = 76;
  struct Unit {
    std::string text;  // a word, or one wide character
    bool space_before = false;
    bool wide = false;
  };
  std::vector<Unit> units;
  bool space = false;
  for (std::size_t i = 0; i < sentence.size();) {
    const auto lead = static_cast<unsigned char>(sentence[i]);
    if (lead == ' ') {
      space = true;
      ++i;
      continue;
    }
    const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    const std::string character = sentence.substr(i, length);
    const bool wide = display_width(character) > 1;
    if (space || wide || units.empty() || units.back().wide) {
      units.push_back({character, space && !units.empty(), wide});
    } else {
      units.back().text += character;
    }
    space = false;
    i += length;
  }
  std::string line;
  std::size_t width = 0;
  for (const Unit& unit : units) {
    const std::size_t unit_width = display_width(unit.text);
    const std::size_t gap = unit.space_before && !line.empty() ? 1 : 0;
    if (!line.empty() && width + gap + unit_width > kWidth) {
      fmt::print(out, "  {}\n", line);
      line = unit.text;
      width = unit_width;
      continue;
    }
    line += (gap == 1 ? " " : "") + unit.text;
    width += gap + unit_width;
  }
  if (!line.empty()) fmt::print(out, "  {}\n", line);
}

}  // namespace

// The shape of the position and the clause of the theorem that decides it.
void write_misere_explanation(std::ostream& out, const why::DecompositionDecision& reason) {
  fmt::print(out, "{}\n", format_translated("why: {}", decomposition_title(reason.decomposition)));
  for (const std::string& sentence : decomposition_sentences(reason.decomposition))
    write_wrapped(out, sentence);
}

// Which element each heap pretends to be, and where their product lies.
void write_misere_explanation(std::ostream& out, const why::QuotientDecision& reason) {
  const MisereQuotient& quotient = reason.quotient;
  const MisereQuotient::Presentation presentation = quotient.presentation();
  fmt::print(out, "{}\n",
             format_translated("why: the misère quotient of {} (order {}, Plambeck and Siegel)",
                               quotient.rule().code(), quotient.order()));
  fmt::print(
      out, "{}",
      translate("  Sums that no third sum tells apart are one element of a commutative monoid;\n"
                "  each heap pretends to be one, and a sum is lost for the player to move\n"
                "  exactly when the product of its heaps' elements lies in the P-portion.\n"));
  constexpr std::size_t kMaxHeapsShown = 12;
  std::size_t shown = 0;
  std::size_t heaps_in_all = 0;
  std::string line;
  std::string factors;  // the product written out (ab² · c), of the heaps shown
  for (const std::vector<why::QuotientDecision::Heap>& heaps : reason.heaps) {
    for (const why::QuotientDecision::Heap& heap : heaps) {
      ++heaps_in_all;
      if (shown == kMaxHeapsShown) continue;
      ++shown;
      const std::string& name = presentation.element_names[heap.element];
      line += fmt::format("{}{} → {}", line.empty() ? "" : ", ", heap.tokens, name);
      factors += fmt::format("{}{}", factors.empty() ? "" : " · ", name);
    }
  }
  if (heaps_in_all > shown) line += format_translated(", ... ({} heaps in all)", heaps_in_all);
  fmt::print(out, "  {}\n", format_translated("heaps: {}", line));
  if (const std::optional<PeriodProof>& proof = quotient.proof()) {
    fmt::print(out, "  {}\n", proof->statement());
  }
  // A quotient given with --quotient can have a P-portion of hundreds of
  // elements: the first ones stand for it, with the count.
  constexpr std::size_t kMaxPPortionShown = 24;
  std::string p_portion;
  std::size_t p_portion_size = 0;
  for (MisereQuotient::Element e = 0; e < quotient.order(); ++e) {
    if (!quotient.in_p_portion(e)) continue;
    if (++p_portion_size > kMaxPPortionShown) continue;
    p_portion += fmt::format("{}{}", p_portion.empty() ? "" : ", ", presentation.element_names[e]);
  }
  if (p_portion_size > kMaxPPortionShown)
    p_portion += format_translated(", … ({} elements in all)", p_portion_size);
  const bool lost = quotient.in_p_portion(reason.product);
  // The multiplication itself (ab² · c = cf) when every heap was shown, so
  // that the reader can follow it in the table.
  std::string product = presentation.element_names[reason.product];
  if (heaps_in_all > 1 && heaps_in_all == shown) product = fmt::format("{} = {}", factors, product);
  fmt::print(
      out, "  {}\n",
      lost ? format_translated("product: {}, in the P-portion {{{}}}: lost for the player to move",
                               product, p_portion)
           : format_translated(
                 "product: {}, not in the P-portion {{{}}}: won for the player to move", product,
                 p_portion));
}

void write_misere_explanation(std::ostream& out, const why::MisereNimRule& reason) {
  fmt::print(out, "{}\n", translate("why: the misère Nim rule"));
  write_nim_rule(out, reason.nim);
}

void write_misere_explanation(std::ostream& out, const why::TameGenus& reason) {
  fmt::print(out, "{}\n",
             translate("why: every part is tame, so the position plays as misère Nim"));
  fmt::print(
      out, "{}",
      translate("  Conway's genus of each heap shows it behaves in every sum of tame games like\n"
                "  a misère Nim position.\n"));
  std::string heaps;
  for (Nimber heap : reason.nim_heaps) heaps += fmt::format(" {}", heap);
  fmt::print(out, "  {}\n",
             format_translated("It plays as misère Nim on the heaps:{}",
                               heaps.empty() ? " (none)" : heaps));
  write_nim_rule(out, reason.nim);
}

void write_misere_explanation(std::ostream& out, const why::MisereSearch& reason) {
  fmt::print(out, "{}\n", translate("why: a search over the whole sum"));
  fmt::print(
      out, "{}",
      format_translated(
          "  In misère play a sum's value is not the XOR of its parts' values, and some\n"
          "  part here is not tame, so every position reachable was searched ({} sums).\n"
          "  A position is lost when every move leads to a won one; G⁻ is 1 without moves.\n",
          reason.positions_searched));
}

}  // namespace grundy::report
