#include "grundy/sequence_report.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <algorithm>

#include "grundy/drawing.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {

SequenceReport sequence_report(const NamedRule& named, const GrundySequence& sequence,
                               std::uint64_t last, const std::optional<PeriodProof>& proof,
                               bool limit_reached) {
  SequenceReport report;
  report.game = named.name;
  report.octal_code = named.octal_code;
  report.values = &sequence.values();
  report.last = last;
  report.computed = sequence.size();
  report.proof = proof;
  report.theorem_applies = period_theorem(named.rule).has_value();
  report.limit_reached = limit_reached;
  if (sequence.uses_sparse_space()) {
    report.sparse = SequenceReport::SparseMethod{sequence.space().mask, sequence.space().domain,
                                                 sequence.rare_position_count()};
  }
  return report;
}

nlohmann::ordered_json sequence_json(const SequenceReport& report, bool in_english) {
  nlohmann::ordered_json values = nlohmann::ordered_json::array();
  for (std::uint64_t n = 0; n <= report.last; ++n) values.push_back((*report.values)[n]);
  nlohmann::ordered_json out = {{"game", report.game}, {"values", std::move(values)}};
  out["period"] = report.proof
                      ? nlohmann::ordered_json{{"preperiod", report.proof->period.preperiod},
                                               {"length", report.proof->period.length}}
                      : nlohmann::ordered_json(nullptr);
  out["computed"] = report.computed;
  if (report.proof) {
    std::optional<EnglishOnly> english;
    if (in_english) english.emplace();
    out["proof"] = report.proof->statement();
  }
  return out;
}

namespace {

void write_rows(std::ostream& out, const SequenceValues& values, std::uint64_t last) {
  std::uint16_t widest = 0;
  for (std::uint64_t n = 0; n <= last; ++n) widest = std::max(widest, values[n]);
  const std::size_t cell = std::to_string(widest).size() + 1;
  const std::size_t per_row = cell <= 3 ? 20 : 10;
  const std::size_t index_width = std::to_string(last).size();
  for (std::uint64_t row = 0; row <= last; row += per_row) {
    std::string line = fmt::format("  {:>{}}:", row, index_width);
    for (std::uint64_t n = row; n <= last && n < row + per_row; ++n)
      line += fmt::format("{:>{}}", values[n], cell);
    out << line << '\n';
  }
}

}  // namespace

void write_sequence_text(std::ostream& out, const SequenceReport& report) {
  fmt::print(out, "{}\n",
             report.octal_code.empty()
                 ? format_translated("game: {}", report.game)
                 : format_translated("game: {} (octal {})", report.game, report.octal_code));
  fmt::print(out, "G(0..{}):\n", report.last);
  write_rows(out, *report.values, report.last);
  if (report.proof) {
    out << format_translated(
               "period: {} from heap {} on (the smallest period and the smallest preperiod)",
               report.proof->period.length, report.proof->period.preperiod)
        << "\n";
    out << format_translated("proof: {}.", report.proof->statement()) << "\n";
  } else if (!report.theorem_applies) {
    out << format_translated_plural(
               "period: none claimed: no periodicity theorem covers {} ({} value computed)",
               "period: none claimed: no periodicity theorem covers {} ({} values computed)",
               report.computed, report.game, report.computed)
        << "\n";
  } else if (report.limit_reached) {
    out << format_translated_plural("period: none proven within the limit of {} value (--max)",
                                    "period: none proven within the limit of {} values (--max)",
                                    report.computed, report.computed)
        << "\n";
  } else {
    out << format_translated_plural("period: none proven within the {} value computed",
                                    "period: none proven within the {} values computed",
                                    report.computed, report.computed)
        << "\n";
  }
  if (report.sparse) {
    out << (report.sparse->heap_parity
                ? format_translated(
                      "method: sparse space, mask {:#x} with heap parity, {} rare positions",
                      report.sparse->mask, report.sparse->rare_positions)
                : format_translated("method: sparse space, mask {:#x}, {} rare positions",
                                    report.sparse->mask, report.sparse->rare_positions))
        << "\n";
  }
}

MisereSequenceReport misere_sequence_report(const std::string& game, const MisereSequence& sequence,
                                            std::uint64_t last, const MisereQuotient* quotient,
                                            const std::string& quotient_beyond) {
  MisereSequenceReport report;
  report.game = game;
  report.last = last;
  for (std::uint64_t n = 0; n <= last; ++n) {
    report.misere_values.push_back(sequence.misere_value(n));
    report.genus.push_back(sequence.genus(n));
  }
  report.first_wild_heap = sequence.first_wild_heap();
  report.positions_searched = sequence.positions_searched();
  if (quotient != nullptr) {
    report.element_names = quotient->presentation().element_names;
    std::vector<std::string> pretending;
    for (std::uint64_t n = 0; n <= last; ++n)
      pretending.push_back(report.element_names[quotient->pretending(n)]);
    report.pretending = std::move(pretending);
    report.quotient_order = quotient->order();
  } else {
    report.quotient_beyond = quotient_beyond;
  }
  return report;
}

nlohmann::json misere_sequence_json(const MisereSequenceReport& report) {
  using Json = nlohmann::json;
  Json normal_values = Json::array();
  Json genus = Json::array();
  for (const Genus& g : report.genus) {
    normal_values.push_back(g.normal);
    genus.push_back(g.symbol());
  }
  const std::optional<std::uint64_t>& wild = report.first_wild_heap;
  Json out = {{"game", report.game},
              {"play", "misere"},
              {"values", report.misere_values},
              {"normal_values", std::move(normal_values)},
              {"genus", std::move(genus)}};
  out["tame_up_to"] = wild ? (*wild == 0 ? Json(nullptr) : Json(*wild - 1)) : Json(report.last);
  out["first_wild_heap"] = wild ? Json(*wild) : Json(nullptr);
  out["positions_searched"] = report.positions_searched;
  if (report.pretending) {
    out["pretending"] = *report.pretending;
    out["quotient_order"] = report.quotient_order;
  } else {
    out["pretending"] = nullptr;
    out["quotient_beyond"] = report.quotient_beyond;
  }
  return out;
}

void write_misere_sequence_text(std::ostream& out, const MisereSequenceReport& report) {
  const std::uint64_t last = report.last;
  out << format_translated("{}, misère play (whoever makes the last move loses), heaps 0..{}",
                           report.game, last)
      << "\n";
  // The headings are translated, so columns are padded by display width.
  const std::string heap = translate("heap");
  const std::size_t width = std::max<std::size_t>(display_width(heap), std::to_string(last).size());
  const bool with_quotient = report.pretending.has_value();
  std::size_t phi_width = 1;
  for (const std::string& e : report.element_names)
    phi_width = std::max(phi_width, display_width(e));
  auto phi_cell = [&](const std::string& text) {
    return with_quotient ? text + std::string(phi_width - display_width(text), ' ') + "  "
                         : std::string();
  };
  fmt::print(out, "  {}  {:>3}  {:>3}  {}{}\n", right_aligned(heap, width), "G-", "G",
             phi_cell("Φ"), translate("genus"));
  const std::string wild_mark = std::string("  ") + translate("wild");
  for (std::uint64_t n = 0; n <= last; ++n) {
    const Genus& genus = report.genus[n];
    fmt::print(out, "  {:>{}}  {:>3}  {:>3}  {}{}{}\n", n, width, report.misere_values[n],
               genus.normal, phi_cell(with_quotient ? (*report.pretending)[n] : std::string()),
               genus.symbol(), genus.tame_genus() ? "" : wild_mark);
  }
  out << "\n"
      << translate(
             "G- is the misère Grundy value, G the normal one; the genus g^γ0γ1... lists\n"
             "G- of the heap beside 0, 1, 2, ... Nim heaps of 2, up to where the last two "
             "repeat.\n");
  const std::optional<std::uint64_t>& wild = report.first_wild_heap;
  if (!wild) {
    out << format_translated("tame up to heap {}: every heap plays as a misère Nim position.",
                             last);
  } else if (*wild == 0) {
    out << translate("not tame: heap 0 is wild.");
  } else {
    out << format_translated(
        "tame up to heap {}; heap {} is wild (genus {}), so sums with it go beyond misère Nim.",
        *wild - 1, *wild, report.genus[*wild].symbol());
  }
  out << "\n"
      << format_translated_plural("searched {} sum.", "searched {} sums.",
                                  report.positions_searched, report.positions_searched)
      << "\n";
  if (with_quotient) {
    out << format_translated(
               "Φ: the element of the misère quotient (order {}) each heap pretends to be; "
               "'grundy quotient {} --heaps {}' shows it.",
               report.quotient_order, report.game, last)
        << "\n";
  } else {
    out << format_translated("the misère quotient is not shown: {}", report.quotient_beyond)
        << "\n";
  }
}

}  // namespace grundy::report
