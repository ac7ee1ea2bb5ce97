#include "grundy/value_explanation.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/translate.hpp"

namespace grundy {

namespace {

std::string text_of(const Sum& position, std::size_t max_numbers) {
  return max_numbers == ValueExplanation::kWhole ? position.canonical()
                                                 : position.abbreviated(max_numbers);
}
std::string text_of(const Component& part, std::size_t max_numbers) {
  return max_numbers == ValueExplanation::kWhole ? part.canonical() : part.abbreviated(max_numbers);
}

}  // namespace

std::string ValueExplanation::position_text(std::size_t max_numbers) const {
  return whole ? text_of(*whole, max_numbers) : text_of(*part, max_numbers);
}

std::string ValueExplanation::move_text(const Move& move) const {
  if (!whole) return part->notation(move);
  const std::string notation = whole->components()[move.component]->notation(move);
  if (whole->components().size() == 1) return notation;
  return format_translated("game {}:", move.component + 1) + " " + notation;
}

std::string ValueExplanation::after_text(const Move& move, std::size_t max_numbers) const {
  return whole ? text_of(whole->after(move), max_numbers)
               : text_of(*part->after(move), max_numbers);
}

namespace {

// Appends the moves of `game` to `options`, marked as moves of component
// `component`; false when that would pass `max_options` moves.
bool collect_moves(const Component& game, std::size_t component, std::uint64_t max_options,
                   std::vector<Move>& options) {
  bool too_many = false;
  game.all_moves([&](const Move& move) {
    if (options.size() == max_options) {
      too_many = true;
      return false;
    }
    Move in_sum = move;
    in_sum.component = component;
    options.push_back(in_sum);
    return true;
  });
  return !too_many;
}

// An option and its value.
struct ValuedMove {
  Move move;
  Nimber value = 0;
};

// The options grouped by value, ascending, and their mex; a game without
// options is worth `terminal_value` (0 in normal play, 1 for the misère
// value).
MexCheck group_by_value(const std::vector<ValuedMove>& options, Nimber terminal_value) {
  std::map<Nimber, OptionGroup> by_value;
  for (const auto& [move, value] : options) {
    auto [group, added] = by_value.try_emplace(value, OptionGroup{value, 0, move, {}});
    ++group->second.count;
    group->second.moves.push_back(move);
  }
  MexCheck check;
  check.option_count = options.size();
  for (auto& [value, group] : by_value) check.groups.push_back(std::move(group));
  if (options.empty()) {
    check.mex = terminal_value;
    return check;
  }
  // The groups ascend, so the mex is the first gap.
  for (const OptionGroup& group : check.groups) {
    if (group.value != check.mex) break;
    ++check.mex;
  }
  return check;
}

}  // namespace

std::optional<MexCheck> mex_check(const Component& game, std::uint64_t max_options) {
  try {
    std::vector<Move> options;
    if (!collect_moves(game, 0, max_options, options)) return std::nullopt;
    if (!game.can_repeat()) {
      std::vector<ValuedMove> valued;
      valued.reserve(options.size());
      for (const Move& move : options) valued.push_back({move, game.after(move)->grundy_value()});
      return group_by_value(valued, 0);
    }
    // Positions can repeat: the options of infinite value aside, the finite
    // ones by value; from each infinite one, a move back to the mex.
    std::vector<ValuedMove> finite;
    std::vector<InfiniteOption> infinite;
    for (const Move& move : options) {
      ComponentPtr option = game.after(move);
      const GeneralizedValue value = option->generalized_value();
      if (value.is_finite()) {
        finite.push_back({move, value.value()});
      } else {
        infinite.push_back({move, std::move(option), std::nullopt});
      }
    }
    MexCheck check = group_by_value(finite, 0);
    check.option_count = options.size();
    for (InfiniteOption& entry : infinite) {
      entry.option->all_moves([&](const Move& back) {
        const GeneralizedValue value = entry.option->after(back)->generalized_value();
        if (!value.is_finite() || value.value() != check.mex) return true;
        entry.back = back;
        return false;
      });
    }
    check.infinite = std::move(infinite);
    return check;
  } catch (const LimitError&) {
    // moves beyond the limits (Moore's Nim sorts its moves), or an option
    // whose value is: the rule alone must do
    return std::nullopt;
  }
}

FamilyReasons family_reasons(const Sum& sum, std::size_t max_components) {
  FamilyReasons result;
  const std::vector<ComponentPtr>& components = sum.components();
  for (std::size_t c = 0; c < components.size(); ++c) {
    check_deadline();
    FamilyReason reason;
    try {
      reason = components[c]->family_reason();
    } catch (const LimitError&) {
      continue;  // the mex or the rule explains it, as far as they can
    }
    if (reason.empty()) continue;
    if (result.parts.size() == max_components) {
      result.more_parts = true;
      break;
    }
    result.parts.push_back({c, std::move(reason)});
  }
  return result;
}

ValueExplanations explain_values(const Analysis& analysis, const ExplanationLimits& limits) {
  ValueExplanations result;
  const std::vector<ComponentPtr>& components = analysis.sum().components();
  if (!analysis.value_known()) {
    for (std::size_t c = 0; c < components.size(); ++c) {
      if (components[c]->can_repeat()) continue;
      std::string rule = components[c]->value_rule();
      if (rule.empty()) continue;
      if (result.parts.size() == limits.max_parts) {
        result.more_parts = true;
        break;
      }
      ValueExplanation explanation;
      explanation.component = c;
      explanation.part = components[c];
      explanation.value_known = false;
      explanation.rule = std::move(rule);
      result.parts.push_back(std::move(explanation));
    }
    return result;
  }
  std::set<std::string> seen;  // parts already explained, by canonical form
  auto add = [&](std::size_t component, std::optional<std::size_t> row, ComponentPtr part) {
    if (!seen.insert(part->canonical()).second) return true;
    if (result.parts.size() == limits.max_parts) {
      result.more_parts = true;
      return false;
    }
    ValueExplanation explanation;
    explanation.component = component;
    explanation.row = row;
    explanation.value = part->grundy_value();
    explanation.rule = part->value_rule();
    if (std::optional<MexCheck> check = mex_check(*part, limits.max_options)) {
      explanation.options_listed = true;
      explanation.option_count = check->option_count;
      explanation.groups = std::move(check->groups);
      explanation.mex = check->mex;
      explanation.infinite = std::move(check->infinite);
    }
    explanation.part = std::move(part);
    result.parts.push_back(std::move(explanation));
    return true;
  };
  for (std::size_t c = 0; c < components.size(); ++c) {
    const ComponentPtr& component = components[c];
    // An infinite value has an explanation of its own (the report's).
    if (component->can_repeat() && !component->generalized_value().is_finite()) continue;
    const std::size_t rows = component->value_row_count();
    if (rows > 1 && component->row_alone(0)) {
      for (std::size_t row = 0; row < std::min(rows, limits.rows_scanned); ++row) {
        if (!add(c, row, component->row_alone(row))) return result;
      }
      if (rows > limits.rows_scanned) result.more_parts = true;
    } else if (!add(c, std::nullopt, component)) {
      return result;
    }
  }
  return result;
}

ValueExplanations explain_misere_value(const MisereAnalysis& analysis,
                                       const ExplanationLimits& limits) {
  ValueExplanations result;
  // Each option is analysed anew; where the position took a search, each
  // option would take about as long.
  if (analysis.positions_searched() > limits.max_misere_search) return result;
  // The quotient decides who wins without G⁻, and its sums are large.
  if (!analysis.misere_value()) return result;
  const Sum& position = analysis.sum();
  try {
    std::vector<Move> options;
    for (std::size_t c = 0; c < position.components().size(); ++c) {
      if (!collect_moves(*position.components()[c], c, limits.max_options, options)) return result;
    }
    std::vector<ValuedMove> valued;
    valued.reserve(options.size());
    for (const Move& move : options) {
      const std::optional<Nimber> value = MisereAnalysis(position.after(move)).misere_value();
      if (!value) throw LimitError("an option decided by the misère quotient, without G⁻");
      valued.push_back({move, *value});
    }
    MexCheck check = group_by_value(valued, 1);
    ValueExplanation explanation;
    explanation.whole = position;
    explanation.value = *analysis.misere_value();
    explanation.options_listed = true;
    explanation.option_count = check.option_count;
    explanation.groups = std::move(check.groups);
    explanation.mex = check.mex;
    result.parts.push_back(std::move(explanation));
  } catch (const LimitError&) {
    // an option whose misère value is beyond the search's limits
  }
  return result;
}

}  // namespace grundy
