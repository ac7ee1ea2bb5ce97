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
std::string decimal(DecompositionMargin number) {
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

nlohmann::ordered_json number_json(DecompositionMargin number) {
  if (number >= std::numeric_limits<std::int64_t>::min() &&
      number <= std::numeric_limits<std::int64_t>::max()) {
    return static_cast<std::int64_t>(number);
  }
  return decimal(number);
}

const char* case_name(DecompositionShape::Case deciding) {
  switch (deciding) {
    case DecompositionShape::Case::odd_all_small:
      return "odd_all_small";
    case DecompositionShape::Case::odd_with_big:
      return "odd_with_big";
    case DecompositionShape::Case::even_all_small:
      return "even_all_small";
    case DecompositionShape::Case::even_lone_exception:
      return "even_lone_exception";
    case DecompositionShape::Case::even_margin:
      break;
  }
  return "even_margin";
}

}  // namespace

std::string decomposition_title(const MisereDecomposition& decomposition) {
  const std::string& code = decomposition.theorem().code;
  return format_translated("the misère decomposition of {} (after Sibert–Conway and Plambeck)",
                           code == "4.7" ? translate("Daisies") : "octal " + code);
}

std::vector<std::string> decomposition_sentences(const MisereDecomposition& decomposition) {
  const DecompositionShape& shape = decomposition.shape();
  const MisereDecomposition::Theorem& theorem = decomposition.theorem();
  std::vector<std::string> lines;
  if (!theorem.extends.empty() && theorem.whole_heap != 0) {
    lines.push_back(format_translated(
        "{} is {} with one move more, a heap of {} taken whole; no lost position can use it "
        "to reach a lost one, so the decomposition of {} decides it too.",
        theorem.code, theorem.extends, theorem.whole_heap, theorem.extends));
  } else if (theorem.splits_a_two) {
    lines.push_back(format_translated(
        "{} has every move of {} but taking a 2 whole; it splits a 2 into 1 + 1 instead, "
        "which leaves what taking the 2 would and two 1s more, lost or won alike. Its other "
        "moves change the number of heaps by one, and no lost position can use them to "
        "reach a lost one, so the decomposition of {} decides it too.",
        theorem.code, theorem.extends, theorem.extends));
  } else if (!theorem.extends.empty()) {
    lines.push_back(format_translated(
        "{} has every move of {} and more, each changing the number of heaps by one; no lost "
        "position can use them to reach a lost one, so the decomposition of {} decides it "
        "too.",
        theorem.code, theorem.extends, theorem.extends));
  }
  // s = 5 (0.355, 0.357 and their four-digit extensions): heaps of 5 are
  // small too.
  const bool five_small = theorem.largest_small == 5;
  if (theorem.scale == DecompositionWeights::linear) {
    lines.push_back(
        five_small
            ? translate("Heaps of 1, 3 and 5 are small; every other heap is big and weighs 1 (a "
                        "heap of 2 or 4) or its size minus 5.")
            : translate("Heaps of 1 and 3 are small; every other heap is big and weighs 1 (a "
                        "heap of 2) or its size minus 3."));
  } else {
    lines.push_back(
        five_small
            ? translate("Heaps of 1, 3 and 5 are small; every other heap is big and weighs 3 (a "
                        "heap of 2), or 3j with 3j + 1, 3j + 3 or 3j + 5 tokens (4, 6 and 8 "
                        "weigh 3; 7, 9 and 11 weigh 6; and so on).")
            : translate("Heaps of 1 and 3 are small; every other heap is big and weighs 3j with "
                        "3j - 1, 3j + 1 or 3j + 3 tokens (2, 4 and 6 weigh 3; 5, 7 and 9 weigh "
                        "6; and so on)."));
  }
  if (shape.big_heaps == 0) {
    lines.push_back(format_translated("{} heaps, none of them big.", shape.heaps));
  } else {
    lines.push_back(format_translated(
        "{} heaps, {} of them big; the largest big heap has {} tokens, and the other big "
        "heaps weigh {} in all.",
        shape.heaps, shape.big_heaps, shape.largest, decimal(shape.others_weight)));
  }
  switch (shape.deciding_case()) {
    case DecompositionShape::Case::odd_all_small:
      lines.push_back(
          translate("An odd number of heaps, every one small: lost for the player to move, as "
                    "an odd number of heaps of one is in misère Nim."));
      break;
    case DecompositionShape::Case::odd_with_big:
      lines.push_back(
          translate("An odd number of heaps with a big one among them: won for the player to "
                    "move, who can leave an even number of heaps with a losing margin, or an "
                    "odd number of small heaps only."));
      break;
    case DecompositionShape::Case::even_all_small:
      lines.push_back(
          five_small
              ? translate("An even number of heaps, every one small: won for the player to "
                          "move, who takes a heap of 1 or of 3, or three tokens of a 5 leaving "
                          "1 + 1, and leaves an odd number of small heaps.")
              : translate("An even number of heaps, every one small: won for the player to "
                          "move, who takes a heap of 1, or one token of a 3 leaving 1 + 1, and "
                          "leaves an odd number of small heaps."));
      break;
    case DecompositionShape::Case::even_lone_exception:
      lines.push_back(
          five_small
              ? format_translated(
                    "An even number of heaps whose only big heap is a {}: won for the player "
                    "to move, who takes three tokens from it and splits the rest into small "
                    "heaps, leaving an odd number of small heaps.",
                    shape.largest)
              : format_translated(
                    "An even number of heaps whose only big heap is a {}: won for the player "
                    "to move, who takes one token from it and splits the rest into small "
                    "heaps, leaving an odd number of small heaps.",
                    shape.largest));
      break;
    case DecompositionShape::Case::even_margin: {
      const DecompositionMargin margin = shape.margin();
      lines.push_back(format_translated(
          "An even number of heaps: the margin is the largest big heap minus {} minus the "
          "weight of the others, {} - {} - {} = {}.",
          shape.offset, shape.largest, shape.offset, decimal(shape.others_weight),
          decimal(margin)));
      lines.push_back(
          shape.lost()
              ? format_translated(
                    "With an even number of heaps the player to move loses exactly when the "
                    "margin is odd and at least {}, or even and at most -2: {} is, so the "
                    "player to move loses.",
                    shape.least_odd_lost, decimal(margin))
              : format_translated(
                    "With an even number of heaps the player to move loses exactly when the "
                    "margin is odd and at least {}, or even and at most -2: {} is not, so the "
                    "player to move wins.",
                    shape.least_odd_lost, decimal(margin)));
      break;
    }
  }
  return lines;
}

nlohmann::ordered_json decomposition_json(const MisereDecomposition& decomposition) {
  const DecompositionShape& shape = decomposition.shape();
  const bool margin_decides = shape.deciding_case() == DecompositionShape::Case::even_margin;
  return {{"game", decomposition.theorem().code},
          {"heaps", shape.heaps},
          {"small_heaps", shape.small_heaps},
          {"big_heaps", shape.big_heaps},
          {"largest", shape.largest},
          {"others_weight", number_json(shape.others_weight)},
          {"offset", shape.offset},
          {"margin", margin_decides ? number_json(shape.margin()) : nlohmann::ordered_json()},
          {"case", case_name(shape.deciding_case())},
          {"lost", shape.lost()}};
}

}  // namespace grundy::report
