#include "grundy/engine_reason_text.hpp"

#include "grundy/drawing.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

std::string losing_text(const LosingMoveReason& reason, const std::string& opponent) {
  if (reason.lost == LosingMoveReason::Lost::misere) {
    if (reason.remoteness) {
      return format_translated_plural(
          "every move loses against perfect play when the last move loses; this one makes the "
          "game last longest: {} more move",
          "every move loses against perfect play when the last move loses; this one makes the "
          "game last longest: {} more moves",
          *reason.remoteness, *reason.remoteness);
    }
    return format_translated(
        "every move loses against perfect play when the last move loses; this one leaves {} "
        "the fewest winning replies ({})",
        opponent, reason.winning_replies);
  }
  std::string why;
  switch (reason.lost) {
    case LosingMoveReason::Lost::by_rule:
      why = translate("no move wins against perfect play here, by the game's rule");
      break;
    case LosingMoveReason::Lost::lone_value_zero:
      why = translate(
          "this position has Grundy value 0: every move leaves a position of another value, "
          "so no move wins against perfect play");
      break;
    case LosingMoveReason::Lost::nim_columns_paired:
      why = translate("every column was already paired, so no move wins against perfect play");
      break;
    default:
      why = translate(
          "the Grundy values were already paired in every column, so no move wins against "
          "perfect "
          "play");
      break;
  }
  std::string text =
      reason.remoteness
          ? format_translated_plural(
                "{}; this move makes the game last longest: {} more move against perfect play",
                "{}; this move makes the game last longest: {} more moves against perfect play",
                *reason.remoteness, why, *reason.remoteness)
          : format_translated("{}; this move leaves {} the fewest winning replies: {}", why,
                              opponent, reason.winning_replies);
  if (!reason.every_move_examined) {
    text += translate(" (of the moves tried: the position is too large to try every move)");
  }
  return text;
}

std::string value_change_text(const ValueChangeReason& reason) {
  std::string label;
  if (reason.heap) {
    label = reason.game ? format_translated("game {}, heap {}", *reason.game + 1, *reason.heap + 1)
                        : format_translated("heap {}", *reason.heap + 1);
  } else {
    label = reason.game ? format_translated("game {}", *reason.game + 1)
                        : std::string(translate("the position"));
  }
  return format_translated(
      "in Grundy values, {} goes from {} to {}: {}; now every column holds its 1s in pairs", label,
      reason.from, reason.to, unpaired_columns(reason.total));
}

}  // namespace

std::string engine_reason_text(const EngineReason& reason, const std::string& opponent) {
  struct Writer {
    const std::string& opponent;
    std::string operator()(const KeepsDrawReason& r) const {
      return format_translated(
          "no move wins here (the value is {}), and this one keeps the draw: any move to a "
          "finite "
          "value would let {} win",
          r.value, opponent);
    }
    std::string operator()(const FamilyRuleReason& r) const { return r.rule; }
    std::string operator()(const UncomputedWinReason&) const {
      return translate(
          "this leaves a position lost for the player to move, by the game's rule (its Grundy "
          "value is not "
          "computed at this size)");
    }
    std::string operator()(const NimColumnsReason& r) const {
      return format_translated("{}; now every column holds its 1s in pairs",
                               unpaired_columns(r.total));
    }
    std::string operator()(const LoneZeroReason& r) const {
      return format_translated(
          "the position's Grundy value is {}, not 0, so a move reaches value 0: this one; from "
          "there no move reaches 0 again (0 is the mex of its options' values), so there is no "
          "winning move for {}",
          r.from, opponent);
    }
    std::string operator()(const ValueChangeReason& r) const { return value_change_text(r); }
    std::string operator()(const MisereOnesReason& r) const {
      return format_translated(
          "this leaves an odd number of heaps of 1 ({}): {} will have to take the last one",
          r.heaps_of_one, opponent);
    }
    std::string operator()(const MisereNimReason&) const {
      return translate(
          "every column holds its 1s in pairs again, and two heaps of 2 or more remain: in "
          "misère "
          "Nim "
          "that is normal Nim play");
    }
    std::string operator()(const MisereZeroReason&) const {
      return format_translated(
          "this leaves a position of misère Grundy value 0: lost for {} when the last move "
          "loses",
          opponent);
    }
    std::string operator()(const LosingMoveReason& r) const { return losing_text(r, opponent); }
  };
  return std::visit(Writer{opponent}, reason);
}

}  // namespace grundy
