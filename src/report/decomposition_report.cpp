#include "grundy/decomposition_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>

#include "grundy/translate.hpp"

namespace grundy::report {

namespace {

// Decimal digits of a margin or weight (fmt does not print 128 bits here).
std::string decimal(DaisiesMargin number) {
  const bool negative = number < 0;
  std::string digits;
  do {
    const auto digit = static_cast<int>(number % 10);
    digits.push_back(static_cast<char>('0' + (negative ? -digit : digit)));
    number /= 10;
  } while (number != 0);
  if (negative) digits.push_back('-');
  std::reverse(digits.begin(), digits.end());
  return digits;
}

nlohmann::ordered_json number_json(DaisiesMargin number) {
  if (number >= std::numeric_limits<std::int64_t>::min() &&
      number <= std::numeric_limits<std::int64_t>::max()) {
    return static_cast<std::int64_t>(number);
  }
  return decimal(number);
}

const char* case_name(DaisiesShape::Case deciding) {
  switch (deciding) {
    case DaisiesShape::Case::odd_all_small:
      return "odd_all_small";
    case DaisiesShape::Case::odd_with_big:
      return "odd_with_big";
    case DaisiesShape::Case::even_all_small:
      return "even_all_small";
    case DaisiesShape::Case::even_lone_five:
      return "even_lone_five";
    case DaisiesShape::Case::even_margin:
      break;
  }
  return "even_margin";
}

}  // namespace

std::string decomposition_title() {
  return translate("Daisies' misère decomposition (after Sibert–Conway and Plambeck)");
}

std::vector<std::string> decomposition_sentences(const MisereDecomposition& decomposition) {
  const DaisiesShape& shape = decomposition.shape();
  std::vector<std::string> lines;
  if (decomposition.twos_vanish()) {
    lines.push_back(
        translate("4.71 is Daisies with one move more, a heap of 2 taken whole; no lost "
                  "position can use it to reach a lost one, so Daisies' decomposition decides "
                  "it too."));
  }
  lines.push_back(
      translate("Heaps of 1 and 3 are small; every other heap is big and weighs 1 (a heap of "
                "2) or its size minus 3."));
  if (shape.big_heaps == 0) {
    lines.push_back(format_translated("{} heaps, none of them big.", shape.heaps));
  } else {
    lines.push_back(format_translated(
        "{} heaps, {} of them big; the largest big heap has {} tokens, and the other big "
        "heaps weigh {} in all.",
        shape.heaps, shape.big_heaps, shape.largest, decimal(shape.others_weight)));
  }
  switch (shape.deciding_case()) {
    case DaisiesShape::Case::odd_all_small:
      lines.push_back(
          translate("An odd number of heaps, every one small: lost for the player to move, as "
                    "an odd number of heaps of one is in misère Nim."));
      break;
    case DaisiesShape::Case::odd_with_big:
      lines.push_back(
          translate("An odd number of heaps with a big one among them: won for the player to "
                    "move, who can leave an even number of heaps with a losing margin, or an "
                    "odd number of small heaps only."));
      break;
    case DaisiesShape::Case::even_all_small:
      lines.push_back(
          translate("An even number of heaps, every one small: won for the player to move, who "
                    "takes a heap of 1 or splits a 3 into 1 + 1 and leaves an odd number of "
                    "small heaps."));
      break;
    case DaisiesShape::Case::even_lone_five:
      lines.push_back(
          translate("An even number of heaps whose only big heap is a 5: won for the player to "
                    "move, who splits it into 1 + 3 and leaves an odd number of small heaps."));
      break;
    case DaisiesShape::Case::even_margin: {
      const DaisiesMargin margin = shape.margin();
      lines.push_back(format_translated(
          "An even number of heaps: the margin is the largest big heap minus 7 minus the "
          "weight of the others, {} - 7 - {} = {}.",
          shape.largest, decimal(shape.others_weight), decimal(margin)));
      lines.push_back(
          shape.lost()
              ? format_translated(
                    "With an even number of heaps the player to move loses exactly when the "
                    "margin is odd and at least 1, or even and at most -2: {} is, so the "
                    "player to move loses.",
                    decimal(margin))
              : format_translated(
                    "With an even number of heaps the player to move loses exactly when the "
                    "margin is odd and at least 1, or even and at most -2: {} is not, so the "
                    "player to move wins.",
                    decimal(margin)));
      break;
    }
  }
  return lines;
}

nlohmann::ordered_json decomposition_json(const MisereDecomposition& decomposition) {
  const DaisiesShape& shape = decomposition.shape();
  const bool margin_decides = shape.deciding_case() == DaisiesShape::Case::even_margin;
  return {{"game", decomposition.code()},
          {"heaps", shape.heaps},
          {"small_heaps", shape.small_heaps},
          {"big_heaps", shape.big_heaps},
          {"largest", shape.largest},
          {"others_weight", number_json(shape.others_weight)},
          {"margin", margin_decides ? number_json(shape.margin()) : nlohmann::ordered_json()},
          {"case", case_name(shape.deciding_case())},
          {"lost", shape.lost()}};
}

}  // namespace grundy::report
