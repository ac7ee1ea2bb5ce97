#include "grundy/quotient_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

#include "grundy/drawing.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {

namespace {

std::vector<std::string> p_portion_names(const MisereQuotient& quotient,
                                         const MisereQuotient::Presentation& presentation) {
  std::vector<std::string> names;
  for (MisereQuotient::Element e = 0; e < quotient.order(); ++e)
    if (quotient.in_p_portion(e)) names.push_back(presentation.element_names[e]);
  return names;
}

// The heaps whose elements are listed: all of 0..heaps, or, when a period is
// proven before `heaps`, those computed (the rest follow the period).
std::uint64_t listed_heaps(const MisereQuotient& quotient, std::uint64_t heaps) {
  return std::min(heaps, quotient.heaps_computed() - 1);
}

nlohmann::ordered_json period_json(const MisereQuotient& quotient) {
  const std::optional<PeriodProof>& proof = quotient.proof();
  if (!proof) return nullptr;
  return {{"preperiod", proof->period.preperiod},
          {"period", proof->period.length},
          {"proven_at", proof->values_used - 1}};
}

std::string joined(const std::vector<std::string>& words, std::string_view separator) {
  std::string text;
  for (const std::string& word : words) {
    if (!text.empty()) text += separator;
    text += word;
  }
  return text;
}

// The first kMaxQuotientListed of `words`, and how many more there are
// (all of them when only a few more: "and 1 more" would save nothing).
std::string joined_listed(const std::vector<std::string>& words) {
  if (words.size() <= kMaxQuotientListed + kMaxQuotientListed / 4) return joined(words, ", ");
  const std::vector<std::string> first(
      words.begin(), words.begin() + static_cast<std::ptrdiff_t>(kMaxQuotientListed));
  return joined(first, ", ") + format_translated(", … and {} more (--json lists them all)",
                                                 words.size() - kMaxQuotientListed);
}

}  // namespace

nlohmann::ordered_json quotient_json(const MisereQuotient& quotient, std::string_view name,
                                     std::uint64_t heaps) {
  const MisereQuotient::Presentation presentation = quotient.presentation();
  nlohmann::ordered_json out;
  out["game"] = name;
  out["code"] = quotient.rule().code();
  out["heaps"] = heaps;
  out["order"] = quotient.order();
  out["elements"] = presentation.element_names;
  out["p_portion"] = p_portion_names(quotient, presentation);
  nlohmann::ordered_json generators = nlohmann::ordered_json::array();
  for (const MisereQuotient::Generator& g : presentation.generators)
    generators.push_back({{"name", g.name}, {"heap", g.heap}});
  out["generators"] = std::move(generators);
  nlohmann::ordered_json relations = nlohmann::ordered_json::array();
  for (const MisereQuotient::Presentation::Relation& r : presentation.relations)
    relations.push_back({{"left", r.left}, {"right", r.right}});
  out["relations"] = std::move(relations);
  std::vector<std::string> pretending;
  const std::uint64_t listed = listed_heaps(quotient, heaps);
  for (std::uint64_t heap = 0; heap <= listed; ++heap)
    pretending.push_back(presentation.element_names[quotient.pretending(heap)]);
  out["pretending"] = std::move(pretending);
  out["listed_to"] = listed;
  out["expansion_heaps"] = quotient.expansion_heaps();
  out["period"] = period_json(quotient);
  out["all_heaps"] = quotient.proof().has_value();
  if (quotient.order() <= kMaxQuotientTable) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (MisereQuotient::Element a = 0; a < quotient.order(); ++a) {
      std::vector<MisereQuotient::Element> row;
      for (MisereQuotient::Element b = 0; b < quotient.order(); ++b)
        row.push_back(quotient.monoid().product(a, b));
      rows.push_back(std::move(row));
    }
    out["table"] = std::move(rows);
  }
  out["states_checked"] = quotient.states_checked();
  return out;
}

nlohmann::ordered_json quotient_monoid_json(const Solution& solution) {
  const Explanation explanation = solution.explanation();
  const auto* decision = std::get_if<why::QuotientDecision>(&explanation);
  if (decision == nullptr) return nullptr;
  const MisereQuotient& quotient = decision->quotient;
  return quotient_json(quotient, quotient.rule().code(),
                       std::min<std::uint64_t>(quotient.heaps_computed() - 1, 100));
}

nlohmann::ordered_json quotient_decision_json(const why::QuotientDecision& decision) {
  const MisereQuotient& quotient = decision.quotient;
  const MisereQuotient::Presentation presentation = quotient.presentation();
  nlohmann::ordered_json heaps = nlohmann::ordered_json::array();
  for (const std::vector<why::QuotientDecision::Heap>& component : decision.heaps) {
    nlohmann::ordered_json row = nlohmann::ordered_json::array();
    for (const why::QuotientDecision::Heap& heap : component)
      row.push_back(presentation.element_names[heap.element]);
    heaps.push_back(std::move(row));
  }
  nlohmann::ordered_json out;
  out["order"] = quotient.order();
  out["heaps_computed"] = quotient.heaps_computed();
  out["period"] = period_json(quotient);
  out["heap_elements"] = std::move(heaps);
  out["sum"] = presentation.element_names[decision.product];
  out["in_p_portion"] = quotient.in_p_portion(decision.product);
  out["p_portion"] = p_portion_names(quotient, presentation);
  return out;
}

void write_quotient_text(std::ostream& out, const MisereQuotient& quotient, std::string_view name,
                         std::uint64_t heaps, bool table) {
  const MisereQuotient::Presentation presentation = quotient.presentation();
  out << format_translated("{} (code {}), misère quotient of heaps 0..{}", name,
                           quotient.rule().code(), heaps)
      << "\n";
  out << format_translated("order {}, P-portion of {}: {}", quotient.order(),
                           quotient.monoid().p_portion_size(),
                           joined_listed(p_portion_names(quotient, presentation)))
      << "\n";
  std::vector<std::string> generators;
  for (const MisereQuotient::Generator& g : presentation.generators)
    generators.push_back(format_translated("{} = heap {}", g.name, g.heap));
  out << format_translated("generators: {}",
                           generators.empty() ? translate("none") : joined(generators, ", "))
      << "\n";
  std::vector<std::string> relations;
  for (const MisereQuotient::Presentation::Relation& r : presentation.relations)
    relations.push_back(fmt::format("{} = {}", r.left, r.right));
  out << format_translated("relations: {}",
                           relations.empty() ? translate("none") : joined_listed(relations))
      << "\n";
  out << translate("pretending function (heap: element):") << "\n";
  constexpr std::uint64_t kPerRow = 10;
  const std::uint64_t listed = listed_heaps(quotient, heaps);
  const std::size_t heap_width = std::to_string(listed).size();
  std::size_t name_width = 1;
  for (const std::string& e : presentation.element_names)
    name_width = std::max(name_width, display_width(e));
  for (std::uint64_t row = 0; row <= listed; row += kPerRow) {
    std::string line = " ";
    for (std::uint64_t heap = row; heap <= std::min(listed, row + kPerRow - 1); ++heap) {
      const std::string& e = presentation.element_names[quotient.pretending(heap)];
      line += fmt::format(" {:>{}}: {}{}", heap, heap_width, e,
                          std::string(name_width - display_width(e), ' '));
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << "\n";
  }
  if (listed < heaps) {
    out << format_translated("heaps {} to {} follow the period below.", listed + 1, heaps) << "\n";
  }
  if (const std::optional<PeriodProof>& proof = quotient.proof()) {
    out << format_translated(
               "period: every heap n ≥ {} pretends to be what heap n - {} does, proven from the "
               "heaps up to {} by the periodicity theorem; this is the quotient of every heap "
               "size.",
               proof->period.preperiod, proof->period.length, proof->values_used - 1)
        << "\n";
  } else {
    out << format_translated(
               "no period is proven from the heaps up to {}: this is the quotient of those heaps "
               "only.",
               heaps)
        << "\n";
  }
  if (!quotient.expansion_heaps().empty()) {
    std::vector<std::string> heaps_text;
    for (std::uint64_t h : quotient.expansion_heaps()) heaps_text.push_back(std::to_string(h));
    out << format_translated("the quotient grew at heaps {}; {} sums were checked.",
                             joined(heaps_text, ", "), quotient.states_checked())
        << "\n";
  }
  if (!table) return;
  if (quotient.order() > kMaxQuotientTable) {
    out << format_translated("(the multiplication table is shown up to order {})",
                             kMaxQuotientTable)
        << "\n";
    return;
  }
  out << "\n";
  out << fmt::format("{:>{}} |", "·", name_width);
  for (MisereQuotient::Element b = 0; b < quotient.order(); ++b) {
    const std::string& e = presentation.element_names[b];
    out << " " << std::string(name_width - display_width(e), ' ') << e;
  }
  out << "\n";
  for (MisereQuotient::Element a = 0; a < quotient.order(); ++a) {
    const std::string& left = presentation.element_names[a];
    out << std::string(name_width - display_width(left), ' ') << left << " |";
    for (MisereQuotient::Element b = 0; b < quotient.order(); ++b) {
      const std::string& e = presentation.element_names[quotient.monoid().product(a, b)];
      out << " " << std::string(name_width - display_width(e), ' ') << e;
    }
    out << "\n";
  }
  out << translate("(elements of the P-portion are those listed above)") << "\n";
}

}  // namespace grundy::report
