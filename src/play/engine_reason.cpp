#include "grundy/engine_reason.hpp"

#include <algorithm>

#include "grundy/analysis.hpp"
#include "grundy/misere.hpp"

namespace grundy {
namespace {

// A lone game that is a single row of the pairing table: nothing to pair.
bool lone_row(const Sum& position) {
  return position.components().size() == 1 && position.components()[0]->value_row_count() < 2;
}

bool all_nim(const Sum& position) {
  return std::all_of(position.components().begin(), position.components().end(),
                     [](const ComponentPtr& component) { return component->family() == "nim"; });
}

EngineReason normal_reason(const Sum& before, const EngineMove& choice) {
  const Analysis analysis(before);
  if (choice.keeps_draw) return KeepsDrawReason{analysis.generalized_value().text()};
  if (choice.wins) {
    // A lone game with a rule of its own is explained by that rule.
    if (before.components().size() == 1) {
      if (std::string rule = before.components()[0]->winning_rule(choice.move); !rule.empty())
        return FamilyRuleReason{std::move(rule)};
    }
    if (!analysis.value_known()) return UncomputedWinReason{};
    if (lone_row(before)) return LoneZeroReason{analysis.grundy_value()};
    if (all_nim(before)) return NimColumnsReason{analysis.grundy_value()};
    const Move& move = choice.move;
    const Component::ValueChange change = before.components()[move.component]->value_change(move);
    ValueChangeReason reason{std::nullopt, change.heap, change.from, change.to,
                             analysis.grundy_value()};
    if (before.components().size() > 1) reason.game = move.component;
    return reason;
  }
  LosingMoveReason lost{LosingMoveReason::Lost::values_paired, choice.remoteness,
                        choice.winning_replies, choice.every_move_examined};
  if (!analysis.value_known()) {
    lost.lost = LosingMoveReason::Lost::by_rule;
  } else if (lone_row(before)) {
    lost.lost = LosingMoveReason::Lost::lone_value_zero;
  } else if (all_nim(before)) {
    lost.lost = LosingMoveReason::Lost::nim_columns_paired;
  }
  return lost;
}

EngineReason misere_reason(const Sum& before, const EngineMove& choice) {
  if (!choice.wins) {
    return LosingMoveReason{LosingMoveReason::Lost::misere, choice.remoteness,
                            choice.winning_replies, choice.every_move_examined};
  }
  // A winning move leaves a position lost for the opponent, of misère value
  // 0 by definition; only a position of Nim heaps is worth a closer look
  // (misère Nim's rule, a quick count), so no search is made again here.
  const Sum after = before.after(choice.move);
  if (!all_nim(after)) return MisereZeroReason{};
  const MisereAnalysis analysis(after);
  const MisereNim& nim = analysis.misere_nim();
  if (nim.heaps_of_two_or_more() == 0) return MisereOnesReason{nim.heaps_of_one()};
  return MisereNimReason{};
}

}  // namespace

EngineReason engine_reason(const Sum& before, const EngineMove& choice, PlayConvention convention) {
  return convention == PlayConvention::misere ? misere_reason(before, choice)
                                              : normal_reason(before, choice);
}

}  // namespace grundy
