#include "grundy/value_explanation.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "grundy/errors.hpp"

namespace grundy {

std::optional<MexCheck> mex_check(const Component& game, std::uint64_t max_options) {
  std::vector<Move> options;
  bool too_many = false;
  try {
    game.all_moves([&](const Move& move) {
      if (options.size() == max_options) {
        too_many = true;
        return false;
      }
      options.push_back(move);
      return true;
    });
  } catch (const LimitError&) {
    return std::nullopt;  // moves beyond the limits (Moore's Nim sorts its moves)
  }
  if (too_many) return std::nullopt;
  std::map<Nimber, OptionGroup> by_value;
  try {
    for (const Move& move : options) {
      const Nimber value = game.after(move)->grundy_value();
      auto [group, added] = by_value.try_emplace(value, OptionGroup{value, 0, move});
      ++group->second.count;
    }
  } catch (const LimitError&) {
    return std::nullopt;  // an option beyond the limits: the rule alone must do
  }
  MexCheck check;
  check.option_count = options.size();
  for (auto& [value, group] : by_value) check.groups.push_back(std::move(group));
  // The groups ascend, so the mex is the first gap.
  for (const OptionGroup& group : check.groups) {
    if (group.value != check.mex) break;
    ++check.mex;
  }
  return check;
}

ValueExplanations explain_values(const Analysis& analysis, const ExplanationLimits& limits) {
  ValueExplanations result;
  if (!analysis.value_known()) return result;
  const std::vector<ComponentPtr>& components = analysis.sum().components();
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
    }
    explanation.part = std::move(part);
    result.parts.push_back(std::move(explanation));
    return true;
  };
  for (std::size_t c = 0; c < components.size(); ++c) {
    const ComponentPtr& component = components[c];
    if (component->can_repeat()) continue;
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

}  // namespace grundy
