// Why each value is what it is, in words: the rule of the family where one
// gives it, and the options grouped by value with the smallest missing one
// (value_explanation.hpp).
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <string>
#include <vector>

#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"
#include "grundy/value_explanation.hpp"

namespace grundy::report {

namespace {

// "0 1 2 3 5 6 7", or with runs of four or more as "0..12" when the list is
// long.
std::string value_list(const std::vector<OptionGroup>& groups) {
  std::vector<Nimber> values;
  for (const OptionGroup& group : groups) values.push_back(group.value);
  const bool compress = values.size() > 16;
  std::string text;
  for (std::size_t i = 0; i < values.size();) {
    std::size_t j = i;
    while (j + 1 < values.size() && values[j + 1] == values[j] + 1) ++j;
    if (!text.empty()) text += ' ';
    if (compress && j - i >= 3) {
      text += fmt::format("{}..{}", values[i], values[j]);
      i = j + 1;
    } else {
      text += std::to_string(values[i]);
      ++i;
    }
  }
  return text;
}

constexpr std::size_t kMostGroupLines = 16;

// Where positions can repeat: the options of infinite value, each with its
// move back to the value G, which is why they do not count in the mex.
void write_infinite_options(std::ostream& out, const ValueExplanation& part,
                            const std::string& indent) {
  if (part.infinite.empty()) return;
  fmt::print(out, "{}  {}\n", indent,
             format_translated_plural(
                 "G=∞: {} option of infinite value (play from it can go on forever); it has a move "
                 "back to a position of value {}, so it does not change the mex (Smith):",
                 "G=∞: {} options of infinite value (play from them can go on forever); each has a "
                 "move back to a position of value {}, so they do not change the mex (Smith):",
                 part.infinite.size(), part.infinite.size(), part.mex));
  std::size_t shown = 0;
  for (const InfiniteOption& option : part.infinite) {
    if (shown++ == kMostGroupLines) {
      fmt::print(out, "{}    {}\n", indent,
                 format_translated("... and {} more", part.infinite.size() - kMostGroupLines));
      break;
    }
    const std::string leaves = part.after_text(option.move, 12);
    if (option.back) {
      const ComponentPtr& from = option.option;
      fmt::print(out, "{}    {}\n", indent,
                 format_translated("{} (leaves {}), answered by {} back to value {}",
                                   part.move_text(option.move), leaves,
                                   from->notation(*option.back), part.mex));
    } else {
      fmt::print(out, "{}    {}\n", indent,
                 format_translated("{} (leaves {})", part.move_text(option.move), leaves));
    }
  }
}

void write_part(std::ostream& out, const ValueExplanation& part, bool misere) {
  const std::string name = part.position_text(12);
  // A known value's rule is the family's reason, written first
  // (write_family_reasons); an unknown value has only its rule.
  if (!part.value_known) fmt::print(out, "  {}: {}\n", name, part.rule);
  if (!part.options_listed) {
    if (part.rule.empty()) {
      fmt::print(out, "  {}\n",
                 format_translated("{}: G = {}, the smallest value missing among its options' "
                                   "values (more than {} options, too many to list)",
                                   name, part.value, ExplanationLimits{}.max_options));
    }
    return;
  }
  const std::string indent = "  ";
  if (part.groups.empty() && part.infinite.empty()) {
    fmt::print(out, "{}{}\n", indent,
               format_translated("{}: it has no options, so G = mex{{}} = 0", name));
    return;
  }
  if (misere) {
    fmt::print(out, "{}{}\n", indent,
               format_translated("{}: its options have misère values {}; the smallest missing "
                                 "is {}, so G⁻ = {}",
                                 name, value_list(part.groups), part.mex, part.value));
  } else if (!part.infinite.empty()) {
    fmt::print(
        out, "{}{}\n", indent,
        format_translated(
            "{}: the finite values of its options are {}; the smallest "
            "missing is {}, so G = {}",
            name, part.groups.empty() ? std::string(translate("none")) : value_list(part.groups),
            part.mex, part.value));
  } else {
    fmt::print(
        out, "{}{}\n", indent,
        part.groups.size() == 1
            ? format_translated("{}: its options all have value {}; the smallest missing is "
                                "{}, so G = {}",
                                name, part.groups[0].value, part.mex, part.value)
            : format_translated("{}: its options have values {}; the smallest missing is {}, "
                                "so G = {}",
                                name, value_list(part.groups), part.mex, part.value));
  }
  std::size_t shown = 0;
  for (const OptionGroup& group : part.groups) {
    if (shown++ == kMostGroupLines) {
      fmt::print(out, "{}  {}\n", indent,
                 format_translated_plural("... and {} more value", "... and {} more values",
                                          part.groups.size() - kMostGroupLines,
                                          part.groups.size() - kMostGroupLines));
      break;
    }
    const std::string move = part.move_text(group.example);
    const std::string leaves = part.after_text(group.example, 12);
    fmt::print(
        out, "{}  {}={}: {}\n", indent, misere ? "G⁻" : "G", group.value,
        format_translated_plural("{} option, {} (leaves {})", "{} options, e.g. {} (leaves {})",
                                 group.count, group.count, move, leaves));
  }
  write_infinite_options(out, part, indent);
}

}  // namespace

void write_mex_explanation(std::ostream& out, const Analysis& analysis, std::size_t max_parts) {
  ExplanationLimits limits;
  limits.max_parts = max_parts;
  const ValueExplanations explanations = explain_values(analysis, limits);
  // Nim heaps are left out: the pairing table's rows show that a heap of n is
  // worth n, and a Nim position's report stays the seeds' picture.
  std::vector<const ValueExplanation*> shown;
  for (const ValueExplanation& part : explanations.parts) {
    // A part with too many options to list, whose rule gives its value,
    // is the family's reason's alone.
    const bool rule_only = part.value_known && !part.options_listed && !part.rule.empty();
    if (part.part->family() != "nim" && !rule_only) shown.push_back(&part);
  }
  if (shown.empty()) return;
  fmt::print(out, "{}\n",
             analysis.value_known()
                 ? translate("why each value: the smallest value that no option has (the mex)")
                 : translate("why: who wins by the rule of the game"));
  for (const ValueExplanation* part : shown) write_part(out, *part, false);
  if (explanations.more_parts) fmt::print(out, "  {}\n", translate("... and more parts"));
  fmt::print(out, "\n");
}

void write_misere_mex_explanation(std::ostream& out, const MisereAnalysis& analysis) {
  const ValueExplanations explanations = explain_misere_value(analysis);
  if (explanations.parts.empty()) return;
  fmt::print(out, "{}\n",
             translate("why this value: the smallest misère value that no option has (the mex; "
                       "a position without moves has G⁻ = 1)"));
  write_part(out, explanations.parts[0], true);
  fmt::print(out, "\n");
}

}  // namespace grundy::report
