#include "grundy/json_report.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/deadline.hpp"
#include "grundy/decomposition_report.hpp"
#include "grundy/integers.hpp"
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

// "not searched within the time budget of 50 ms": why optional work stopped.
std::string beyond_budget(std::chrono::milliseconds budget) {
  return format_translated("not worked out within the time budget of {} ms", budget.count());
}

// The page of a list of `count` moves from `offset`, when it is not all of it.
void add_page(nlohmann::ordered_json& object, const std::string& key, std::uint64_t count,
              bool count_exact, const JsonLimits& limits) {
  const std::uint64_t listed = std::min(count - std::min(count, limits.offset), limits.max_listed);
  const bool more = limits.offset + listed < count || !count_exact;
  if (limits.offset == 0 && !more) return;
  object[key + "_truncated"] = true;
  object[key + "_page"] = {
      {"offset", limits.offset},
      {"listed", listed},
      {"next_offset", more && listed > 0 ? nlohmann::ordered_json(limits.offset + listed)
                                         : nlohmann::ordered_json(nullptr)}};
}

// Why each value is what it is (value_explanation.hpp). In normal play
// without a value, only the rules that tell who wins (Moore's theorem),
// when some game has one.
std::optional<ValueExplanations> value_explanations(const Analysis& analysis) {
  ValueExplanations found = explain_values(analysis);
  if (analysis.value_known() || !found.parts.empty()) return found;
  return std::nullopt;
}
std::optional<ValueExplanations> value_explanations(const MisereAnalysis& analysis) {
  return explain_misere_value(analysis);
}

Parts parts_of(const Solution& solution, const JsonLimits& limits) {
  Parts parts;
  nlohmann::ordered_json& object = parts.object;
  const std::uint64_t count = solution.count_winning_moves();
  const Solution::MoveCount drawing = solution.count_drawing_moves();
  const bool misere = solution.convention() == PlayConvention::misere;
  const Explanation explanation = solution.explanation();
  object["position"] = solution.sum().canonical();
  object["play"] = misere ? "misere" : "normal";
  const std::optional<Nimber> value = solution.value();
  object["grundy"] = value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
  if (const std::optional<GeneralizedValue> infinite = solution.infinite_value()) {
    object["grundy_infinite"] = {{"finite_options", infinite->finite_options()}};
  }
  object["outcome"] = outcome_letter(solution.outcome());
  // The family's own reason leads, as in the text (normal play, a finite value).
  if (!misere && !solution.infinite_value()) {
    object["reasons"] = family_reasons_json(family_reasons(solution.sum()));
  }
  object["winning_moves"] = nullptr;
  parts.lists.push_back({"winning_moves", count,
                         [&solution](const MoveVisitor& visit) { solution.winning_moves(visit); }});
  object["winning_move_count"] = count;
  add_page(object, "winning_moves", count, count != kSaturatedCount, limits);
  if (solution.outcome() == Outcome::draw) {
    object["drawing_moves"] = nullptr;
    parts.lists.push_back({"drawing_moves", drawing.count, [&solution](const MoveVisitor& visit) {
                             solution.drawing_moves(visit);
                           }});
    object["drawing_move_count"] = drawing.count;
    add_page(object, "drawing_moves", drawing.count, drawing.every_move_examined, limits);
  }
  if (misere) {
    object["method"] = solution.method();
    object["positions_searched"] = solution.positions_searched();
    if (const auto* decision = std::get_if<why::QuotientDecision>(&explanation)) {
      object["quotient"] = quotient_decision_json(*decision);
    }
    // A misère decomposition: its numbers, and its sentences as the reason
    // a front end shows first, as a family's reason in normal play.
    if (const auto* decision = std::get_if<why::DecompositionDecision>(&explanation)) {
      object["decomposition"] = decomposition_json(decision->decomposition);
      object["reasons"] = nlohmann::ordered_json::array(
          {{{"component", 0},
            {"rule", "misere_decomposition"},
            {"title", decomposition_title(decision->decomposition)},
            {"lines", decomposition_sentences(decision->decomposition)}}});
    }
  }
  if (limits.remoteness.max_positions > 0) {
    auto search = std::make_shared<RemotenessSearch>(solution.convention(), limits.remoteness);
    std::optional<std::uint64_t> remoteness;
    const bool searched = run_within_budget(
        limits.extras_budget, [&] { remoteness = search->remoteness(solution.sum()); });
    if (remoteness) {
      object["remoteness"] = *remoteness;
      parts.remoteness = std::move(search);
    } else {
      object["remoteness"] = nullptr;
      object["remoteness_beyond"] =
          searched ? search->beyond_reason() : beyond_budget(limits.extras_budget);
    }
  }
  std::optional<ValueExplanations> explanations;
  const bool explained = run_within_budget(limits.extras_budget, [&] {
    std::visit([&](const auto& reason) { explanations = value_explanations(reason.analysis); },
               explanation);
  });
  if (explanations) {
    object["explanation"] = explanation_json(*explanations);
  } else if (!explained) {
    object["explanation"] = {{"parts", nlohmann::ordered_json::array()},
                             {"more_parts", true},
                             {"beyond", beyond_budget(limits.extras_budget)}};
  }
  return parts;
}

// Calls `write` for each listed move of the page as {"component", "move", "to"}.
void for_each_listed(const Sum& sum, const MoveList& list, const JsonLimits& limits,
                     RemotenessSearch* remoteness,
                     const std::function<void(const Move&, nlohmann::ordered_json)>& write) {
  const std::uint64_t listed_count =
      std::min(list.count - std::min(list.count, limits.offset), limits.max_listed);
  const bool with_result =
      sum.number_count() <= kMaxNumbersWithResult &&
      (listed_count == 0 || sum.number_count() <= limits.max_result_numbers / listed_count);
  std::uint64_t skipped = 0;
  std::uint64_t listed = 0;
  if (limits.max_listed == 0) return;
  list.moves([&](const Move& move) {
    if (skipped < limits.offset) {
      ++skipped;
      check_deadline();
      return true;
    }
    nlohmann::ordered_json entry = {{"component", move.component},
                                    {"move", sum.components()[move.component]->notation(move)}};
    if (with_result) entry["to"] = sum.after(move).canonical();
    if (limits.with_descriptions)
      entry["description"] = sum.components()[move.component]->describe(move);
    if (remoteness != nullptr) {
      if (const std::optional<std::uint64_t> after = remoteness->remoteness(sum.after(move)))
        entry["remoteness"] = *after;
    }
    write(move, std::move(entry));
    return ++listed < limits.max_listed;
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
    for_each_listed(
        solution.sum(), list, limits, parts.remoteness.get(),
        [&](const Move&, nlohmann::ordered_json entry) { moves.push_back(std::move(entry)); });
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
                      [&](const Move&, const nlohmann::ordered_json& entry) {
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

LegalMoveCount count_legal_moves(const Sum& sum, std::uint64_t at_most) {
  LegalMoveCount counted;
  for (const ComponentPtr& component : sum.components()) {
    component->all_moves([&](const Move&) {
      check_deadline();
      if (counted.count == at_most) {
        counted.exact = false;
        return false;
      }
      ++counted.count;
      return true;
    });
    if (!counted.exact) break;
  }
  return counted;
}

void visit_moves(const Solution& solution, MoveListKind list, const MoveVisitor& visit) {
  switch (list) {
    case MoveListKind::winning:
      solution.winning_moves(visit);
      return;
    case MoveListKind::drawing:
      solution.drawing_moves(visit);
      return;
    case MoveListKind::legal: {
      const Sum& sum = solution.sum();
      for (std::size_t c = 0; c < sum.components().size(); ++c) {
        bool go_on = true;
        sum.components()[c]->all_moves([&](const Move& move) {
          Move located = move;
          located.component = c;
          go_on = visit(located);
          return go_on;
        });
        if (!go_on) return;
      }
      return;
    }
  }
}

nlohmann::ordered_json move_page_json(const Solution& solution, MoveListKind list,
                                      std::uint64_t offset, std::uint64_t max_listed,
                                      const JsonLimits& limits) {
  const Sum& sum = solution.sum();
  // The count, exact or (legal moves past kMaxLegalMovesCounted) a lower
  // bound; an unknown length is kSaturatedCount for the listing.
  MoveList moves{"moves", 0, [&](const MoveVisitor& visit) { visit_moves(solution, list, visit); }};
  bool count_exact = true;
  const char* name = "winning";
  switch (list) {
    case MoveListKind::winning:
      moves.count = solution.count_winning_moves();
      count_exact = moves.count != kSaturatedCount;
      break;
    case MoveListKind::drawing: {
      name = "drawing";
      const Solution::MoveCount drawing = solution.count_drawing_moves();
      moves.count = drawing.count;
      count_exact = drawing.every_move_examined;
      break;
    }
    case MoveListKind::legal: {
      name = "legal";
      const LegalMoveCount legal = count_legal_moves(sum);
      count_exact = legal.exact;
      moves.count = legal.exact ? legal.count : kSaturatedCount;
      break;
    }
  }
  JsonLimits page = limits;
  page.offset = offset;
  page.max_listed = max_listed;
  nlohmann::ordered_json listed = nlohmann::ordered_json::array();
  page.with_descriptions = true;
  for_each_listed(sum, moves, page, nullptr, [&](const Move& move, nlohmann::ordered_json entry) {
    if (list == MoveListKind::legal) entry["winning"] = solution.move_wins(move);
    listed.push_back(std::move(entry));
  });
  const std::uint64_t shown = listed.size();
  // Beyond the counted legal moves the list goes on.
  const bool more = count_exact ? offset + shown < moves.count : shown == max_listed;
  nlohmann::ordered_json answer = {
      {"list", name},
      {"count", count_exact || list != MoveListKind::legal ? moves.count : kMaxLegalMovesCounted},
      {"count_exact", count_exact},
      {"offset", offset}};
  answer["moves"] = std::move(listed);
  answer["next_offset"] =
      more && shown > 0 ? nlohmann::ordered_json(offset + shown) : nlohmann::ordered_json(nullptr);
  return answer;
}

nlohmann::ordered_json family_reasons_json(const FamilyReasons& reasons) {
  nlohmann::ordered_json parts = nlohmann::ordered_json::array();
  for (const ComponentReason& part : reasons.parts) {
    nlohmann::ordered_json entry = {{"component", part.component},
                                    {"rule", part.reason.rule},
                                    {"title", part.reason.title},
                                    {"lines", part.reason.lines}};
    for (const NamedReasonNumber& number : part.reason.numbers) {
      std::visit([&](const auto& value) { entry[number.name] = value; }, number.value);
    }
    parts.push_back(std::move(entry));
  }
  if (reasons.more_parts) parts.push_back({{"more", true}});
  return parts;
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
  const Explanation explanation = solution.explanation();
  const auto* sprague_grundy = std::get_if<why::SpragueGrundy>(&explanation);
  if (sprague_grundy == nullptr) return nullptr;
  const PairingTable table = sprague_grundy->analysis.pairing_table(max_rows);
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < table.rows.size(); ++i) {
    const ValueRow& row = table.rows[i];
    rows.push_back({{"label", row.label},
                    {"shown", row.shown},
                    {"value", row.value},
                    {"part", table.parts[i]},
                    {"wins", static_cast<bool>(table.wins[i])}});
  }
  nlohmann::ordered_json picture = {{"rows", rows}, {"total", table.total}, {"width", table.width}};
  // Rows past the first max_rows are counted, not listed.
  if (table.hidden_rows > 0) picture["row_count"] = table.rows.size() + table.hidden_rows;
  return picture;
}

}  // namespace grundy::report
