#include "grundy/json_report.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/misere.hpp"
#include "grundy/quotient_report.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {
namespace {

// A list of moves in the object: where it goes, and how to enumerate it.
struct MoveList {
  std::string key;
  std::uint64_t count = 0;
  std::function<void(const MoveVisitor&)> moves;
};

// The object with null in place of each move list, and the lists. Everything
// that may fail (counting the moves) is done here, before anything is
// written.
struct Parts {
  nlohmann::ordered_json object;
  std::vector<MoveList> lists;
  // Set when the position's remoteness is known: the moves' then are too.
  std::shared_ptr<RemotenessSearch> remoteness;
};

Parts parts_of(const Solution& solution, const JsonLimits& limits) {
  Parts parts;
  nlohmann::ordered_json& object = parts.object;
  const std::uint64_t count = solution.count_winning_moves();
  const Solution::MoveCount drawing = solution.count_drawing_moves();
  const bool misere = solution.convention() == PlayConvention::misere;
  object["position"] = solution.sum().canonical();
  object["play"] = misere ? "misere" : "normal";
  const std::optional<Nimber> value = solution.value();
  object["grundy"] = value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
  if (const std::optional<GeneralizedValue> infinite = solution.infinite_value()) {
    object["grundy_infinite"] = {{"finite_options", infinite->finite_options()}};
  }
  object["outcome"] = outcome_letter(solution.outcome());
  object["winning_moves"] = nullptr;
  parts.lists.push_back({"winning_moves", count,
                         [&solution](const MoveVisitor& visit) { solution.winning_moves(visit); }});
  object["winning_move_count"] = count;
  if (std::min(count, limits.max_listed) < count) object["winning_moves_truncated"] = true;
  if (solution.outcome() == Outcome::draw) {
    object["drawing_moves"] = nullptr;
    parts.lists.push_back({"drawing_moves", drawing.count, [&solution](const MoveVisitor& visit) {
                             solution.drawing_moves(visit);
                           }});
    object["drawing_move_count"] = drawing.count;
    if (std::min(drawing.count, limits.max_listed) < drawing.count ||
        !drawing.every_move_examined) {
      object["drawing_moves_truncated"] = true;
    }
  }
  if (misere) {
    object["method"] = solution.method();
    object["positions_searched"] = solution.positions_searched();
    const auto* analysis = dynamic_cast<const MisereAnalysis*>(&solution);
    if (analysis != nullptr && analysis->quotient() != nullptr) {
      object["quotient"] = quotient_decision_json(*analysis);
    }
  }
  if (limits.remoteness.max_positions > 0) {
    auto search = std::make_shared<RemotenessSearch>(solution.convention(), limits.remoteness);
    if (const std::optional<std::uint64_t> remoteness = search->remoteness(solution.sum())) {
      object["remoteness"] = *remoteness;
      parts.remoteness = std::move(search);
    } else {
      object["remoteness"] = nullptr;
      object["remoteness_beyond"] = search->beyond_reason();
    }
  }
  if (const auto* normal = dynamic_cast<const Analysis*>(&solution)) {
    // Without a value, only a rule that tells who wins (Moore's theorem).
    ValueExplanations explanations = explain_values(*normal);
    if (normal->value_known() || !explanations.parts.empty())
      object["explanation"] = explanation_json(explanations);
  } else if (const auto* misere_analysis = dynamic_cast<const MisereAnalysis*>(&solution)) {
    object["explanation"] = explanation_json(explain_misere_value(*misere_analysis));
  }
  return parts;
}

// Calls `write` for each listed move as {"component", "move", "to"}.
void for_each_listed(const Sum& sum, const MoveList& list, const JsonLimits& limits,
                     RemotenessSearch* remoteness,
                     const std::function<void(const nlohmann::ordered_json&)>& write) {
  const std::uint64_t listed_count = std::min(list.count, limits.max_listed);
  const bool with_result =
      sum.number_count() <= kMaxNumbersWithResult &&
      (listed_count == 0 || sum.number_count() <= limits.max_result_numbers / listed_count);
  std::uint64_t listed = 0;
  list.moves([&](const Move& move) {
    if (listed == limits.max_listed) return false;
    nlohmann::ordered_json entry = {{"component", move.component},
                                    {"move", sum.components()[move.component]->notation(move)}};
    if (with_result) entry["to"] = sum.after(move).canonical();
    if (remoteness != nullptr) {
      if (const std::optional<std::uint64_t> after = remoteness->remoteness(sum.after(move)))
        entry["remoteness"] = *after;
    }
    write(entry);
    ++listed;
    return true;
  });
}

const MoveList* list_at(const Parts& parts, const std::string& key) {
  for (const MoveList& list : parts.lists) {
    if (list.key == key) return &list;
  }
  return nullptr;
}

}  // namespace

nlohmann::ordered_json solution_json(const Solution& solution, const JsonLimits& limits) {
  std::optional<EnglishOnly> english;
  if (limits.in_english) english.emplace();
  Parts parts = parts_of(solution, limits);
  for (const MoveList& list : parts.lists) {
    nlohmann::ordered_json moves = nlohmann::ordered_json::array();
    for_each_listed(solution.sum(), list, limits, parts.remoteness.get(),
                    [&](const nlohmann::ordered_json& entry) { moves.push_back(entry); });
    parts.object[list.key] = std::move(moves);
  }
  return std::move(parts.object);
}

void write_solution_json(std::ostream& out, const Solution& solution, const JsonLimits& limits) {
  const EnglishOnly english;  // the same object in every language
  const Parts parts = parts_of(solution, limits);
  out << '{';
  bool first = true;
  for (const auto& item : parts.object.items()) {
    const std::string& key = item.key();
    out << (first ? "" : ",") << nlohmann::ordered_json(key).dump() << ':';
    first = false;
    if (const MoveList* list = list_at(parts, key)) {
      out << '[';
      bool first_move = true;
      for_each_listed(solution.sum(), *list, limits, parts.remoteness.get(),
                      [&](const nlohmann::ordered_json& entry) {
                        out << (first_move ? "" : ",") << entry.dump();
                        first_move = false;
                      });
      out << ']';
    } else {
      out << item.value().dump();
    }
  }
  out << "}\n";
}

nlohmann::ordered_json explanation_json(const ValueExplanations& explanations) {
  nlohmann::ordered_json parts = nlohmann::ordered_json::array();
  for (const ValueExplanation& part : explanations.parts) {
    nlohmann::ordered_json entry = {{"component", part.component}};
    if (part.row) entry["row"] = *part.row;
    entry["position"] = part.position_text(ValueExplanation::kWhole);
    entry["grundy"] = part.value_known ? nlohmann::ordered_json(part.value) : nullptr;
    if (!part.rule.empty()) entry["rule"] = part.rule;
    if (part.options_listed) {
      nlohmann::ordered_json by_value = nlohmann::ordered_json::array();
      for (const OptionGroup& group : part.groups) {
        // Every option of the value, the first one also as the example.
        nlohmann::ordered_json moves = nlohmann::ordered_json::array();
        for (const Move& move : group.moves) {
          moves.push_back({{"move", part.move_text(move)},
                           {"to", part.after_text(move, ValueExplanation::kWhole)}});
        }
        by_value.push_back({{"grundy", group.value},
                            {"count", group.count},
                            {"example", moves.front()},
                            {"moves", std::move(moves)}});
      }
      entry["options"] = {
          {"count", part.option_count}, {"by_value", std::move(by_value)}, {"mex", part.mex}};
      if (!part.infinite.empty()) {
        // Options of infinite value, each with its move back to the value.
        nlohmann::ordered_json infinite = nlohmann::ordered_json::array();
        for (const InfiniteOption& option : part.infinite) {
          nlohmann::ordered_json entry_of = {
              {"move", part.move_text(option.move)},
              {"to", part.after_text(option.move, ValueExplanation::kWhole)}};
          if (option.back) {
            const ComponentPtr& from = option.option;
            entry_of["back"] = {{"move", from->notation(*option.back)},
                                {"to", from->after(*option.back)->canonical()}};
          }
          infinite.push_back(std::move(entry_of));
        }
        entry["options"]["infinite"] = std::move(infinite);
      }
    } else {
      entry["options"] = nullptr;
    }
    parts.push_back(std::move(entry));
  }
  return {{"parts", std::move(parts)}, {"more_parts", explanations.more_parts}};
}

nlohmann::ordered_json picture_json(const Solution& solution, std::size_t max_rows) {
  const auto* normal = dynamic_cast<const Analysis*>(&solution);
  if (normal == nullptr || !normal->value_known()) return nullptr;
  const PairingTable table = normal->pairing_table(max_rows);
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < table.rows.size(); ++i) {
    const ValueRow& row = table.rows[i];
    rows.push_back({{"label", row.label},
                    {"shown", row.shown},
                    {"value", row.value},
                    {"part", table.parts[i]}});
  }
  return {{"rows", rows}, {"total", table.total}, {"width", table.width}};
}

}  // namespace grundy::report
