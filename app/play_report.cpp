#include "play_report.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <algorithm>
#include <bit>

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/heap_game.hpp"
#include "grundy/misere.hpp"
#include "grundy/moore.hpp"
#include "grundy/nim.hpp"
#include "grundy/staircase.hpp"
#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"
#include "grundy/wythoff.hpp"

namespace grundy::frontend {
namespace {

std::string matches(std::uint64_t count) {
  const std::size_t drawn =
      static_cast<std::size_t>(std::min<std::uint64_t>(count, kMaxMatchesDrawn));
  return std::string(drawn, '|') + (count > kMaxMatchesDrawn ? "..." : "");
}

// "text" followed by spaces up to `width` terminal columns.
std::string padded(const std::string& text, std::size_t width) {
  const std::size_t used = report::display_width(text);
  return used >= width ? text : text + std::string(width - used, ' ');
}

void write_heap_rows(std::ostream& out, const std::vector<std::uint64_t>& heaps,
                     const std::string& indent) {
  const std::size_t shown = std::min(heaps.size(), kMaxHeapsDrawn);
  const std::size_t index_width = std::to_string(shown).size();
  std::size_t bars_width = 0;
  for (std::size_t i = 0; i < shown; ++i)
    bars_width = std::max(bars_width, matches(heaps[i]).size());
  for (std::size_t i = 0; i < shown; ++i) {
    fmt::print(out, "{}{:>{}}: {:<{}} ({})\n", indent, i + 1, index_width, matches(heaps[i]),
               bars_width, heaps[i]);
  }
  if (heaps.size() > shown)
    fmt::print(out, "{}{}\n", indent,
               format_translated("... and {} more heaps", heaps.size() - shown));
}

void write_staircase(std::ostream& out, const Staircase& staircase, const std::string& indent) {
  const std::vector<std::uint64_t>& steps = staircase.steps();
  constexpr std::uint64_t kMostStepsDrawn = 60;
  if (steps.back() <= kMostStepsDrawn) {
    std::string cells(steps.back(), '.');
    for (std::uint64_t step : steps) cells[step - 1] = 'M';
    fmt::print(out, "{}{} {}\n", indent,
               format_translated("steps 1 to {}, monks as M:", steps.back()), cells);
  }
  const std::size_t shown = std::min(steps.size(), kMaxHeapsDrawn);
  for (std::size_t i = 0; i < shown; ++i) {
    if (i + 1 == steps.size()) {
      fmt::print(
          out, "{}{}\n", indent,
          format_translated("monk {} on step {}: the highest, cannot move", i + 1, steps[i]));
    } else {
      fmt::print(out, "{}{}\n", indent,
                 format_translated("monk {} on step {}: {} free steps above it", i + 1, steps[i],
                                   steps[i + 1] - steps[i] - 1));
    }
  }
  if (steps.size() > shown)
    fmt::print(out, "{}{}\n", indent,
               format_translated("... and {} more monks", steps.size() - shown));
}

void write_wythoff(std::ostream& out, const Wythoff& game, const std::string& indent) {
  const std::string first = translate("first heap:");
  const std::string second = translate("second heap:");
  const std::size_t label_width =
      std::max(report::display_width(first), report::display_width(second));
  const std::size_t bars_width =
      std::max(matches(game.first()).size(), matches(game.second()).size());
  fmt::print(out, "{}{} {:<{}} ({})\n", indent, padded(first, label_width), matches(game.first()),
             bars_width, game.first());
  fmt::print(out, "{}{} {:<{}} ({})\n", indent, padded(second, label_width), matches(game.second()),
             bars_width, game.second());
}

void write_component(std::ostream& out, const Component& component, const std::string& indent) {
  if (const auto* heaps = dynamic_cast<const HeapGame*>(&component)) {
    write_heap_rows(out, heaps->heaps(), indent);
  } else if (const auto* moore = dynamic_cast<const MooreNim*>(&component)) {
    write_heap_rows(out, moore->heaps(), indent);
    fmt::print(out, "{}{}\n", indent,
               format_translated("(a move takes from 1 to {} heaps at once)", moore->k()));
  } else if (const auto* staircase = dynamic_cast<const Staircase*>(&component)) {
    write_staircase(out, *staircase, indent);
  } else if (const auto* wythoff = dynamic_cast<const Wythoff*>(&component)) {
    write_wythoff(out, *wythoff, indent);
  } else {
    fmt::print(out, "{}{}\n", indent, component.abbreviated(12));
  }
}

std::string place_value(int bit) {
  return bit < 16 ? std::to_string(Nimber{1} << bit) : fmt::format("2^{}", bit);
}

// "the 8s column was unpaired", "columns 8 and 4 were unpaired".
std::string unpaired_columns(Nimber total) {
  if (std::popcount(total) == 1)
    return format_translated("the {}s column was unpaired", place_value(highest_bit(total)));
  if (std::popcount(total) > 6)
    return format_translated("{} columns were unpaired", std::popcount(total));
  std::string places;
  for (int bit = 63; bit >= 0; --bit) {
    if (((total >> bit) & 1U) == 0) continue;
    const bool last = (total & ((Nimber{1} << bit) - 1)) == 0;
    places = places.empty() ? place_value(bit)
             : last         ? format_translated("{} and {}", places, place_value(bit))
                            : format_translated("{}, {}", places, place_value(bit));
  }
  return format_translated("columns {} were unpaired", places);
}

bool all_nim(const Sum& position) {
  return std::all_of(position.components().begin(), position.components().end(),
                     [](const ComponentPtr& component) {
                       return dynamic_cast<const Nim*>(component.get()) != nullptr;
                     });
}

// The winning move of a lone staircase, Wythoff or Moore game, in the terms
// of its own rule; "" for other games.
std::string explain_by_rule(const Sum& before, const Move& move, const Analysis& analysis) {
  if (before.components().size() != 1) return {};
  const Component& component = *before.components()[0];
  if (const auto* moore = dynamic_cast<const MooreNim*>(&component)) {
    return format_translated(
        "now every binary column of the heaps holds a multiple of {} ones, Moore's rule for a "
        "position lost for the player to move",
        moore->k() + 1);
  }
  if (dynamic_cast<const Wythoff*>(&component) != nullptr) {
    return format_translated(
        "({}, {}) is one of Wythoff's losing pairs (⌊kφ⌋, ⌊kφ⌋+k): every move from it can be "
        "answered",
        move.result.at(0), move.result.at(1));
  }
  if (const auto* staircase = dynamic_cast<const Staircase*>(&component);
      staircase != nullptr && analysis.value_known()) {
    const std::vector<std::uint64_t>& steps = staircase->steps();
    // Monk i (from 0) moving up changes one odd-stair gap: its own gap above
    // when i is even (monks 1, 3, ...), the gap below it otherwise.
    const std::size_t below = move.heap % 2 == 0 ? move.heap : move.heap - 1;
    const std::uint64_t gap = steps[below + 1] - steps[below] - 1;
    const std::uint64_t now = move.heap % 2 == 0 ? gap - move.taken : gap + move.taken;
    return format_translated(
        "the free steps above monks 1, 3, 5, ... are Nim heaps; those above monk {} go from {} "
        "to {}: {}; now every column holds its 1s in pairs",
        below + 1, gap, now, unpaired_columns(analysis.grundy_value()));
  }
  return {};
}

}  // namespace

void write_position_picture(std::ostream& out, const Sum& position) {
  const auto& components = position.components();
  if (components.size() == 1) {
    write_component(out, *components[0], "  ");
    return;
  }
  const std::size_t shown = std::min(components.size(), kMaxHeapsDrawn);
  for (std::size_t c = 0; c < shown; ++c) {
    fmt::print(out, "  {} {}\n", format_translated("game {}:", c + 1),
               components[c]->abbreviated(12));
    write_component(out, *components[c], "    ");
  }
  if (components.size() > shown) {
    fmt::print(out, "  {}\n",
               format_translated("... and {} more games", components.size() - shown));
  }
}

std::string explain_engine_move(const Sum& before, const EngineMove& choice,
                                const std::string& opponent) {
  const Analysis analysis(before);
  const bool several = before.components().size() > 1;
  if (choice.keeps_draw) {
    return format_translated(
        "no move wins here (the value is {}), and this one keeps the draw: any move to a finite "
        "value would let {} win",
        analysis.generalized_value().text(), opponent);
  }
  if (choice.wins) {
    // A lone game with a rule of its own is explained by that rule.
    if (const std::string rule = explain_by_rule(before, choice.move, analysis); !rule.empty())
      return rule;
    if (!analysis.value_known()) {
      return translate(
          "this leaves a position lost for the player to move, by the game's rule (its Grundy "
          "value is not "
          "computed at this size)");
    }
    const std::string columns = unpaired_columns(analysis.grundy_value());
    if (all_nim(before))
      return format_translated("{}; now every column holds its 1s in pairs", columns);
    const Move& move = choice.move;
    const Component& component = *before.components()[move.component];
    std::string label;
    Nimber from = 0;
    Nimber to = 0;
    if (const auto* heaps = dynamic_cast<const HeapGame*>(&component)) {
      label = several ? format_translated("game {}, heap {}", move.component + 1, move.heap + 1)
                      : format_translated("heap {}", move.heap + 1);
      from = heaps->heap_value(heaps->heaps().at(move.heap));
      for (std::uint64_t part : move.result) to ^= heaps->heap_value(part);
    } else {
      label = several ? format_translated("game {}", move.component + 1)
                      : std::string(translate("the position"));
      from = analysis.component_values().at(move.component);
      to = component.after(move)->grundy_value();
    }
    return format_translated(
        "in Grundy values, {} goes from {} to {}: {}; now every column holds its 1s in pairs",
        label, from, to, columns);
  }
  std::string reason;
  if (!analysis.value_known()) {
    reason = translate("no move wins against perfect play here, by the game's rule");
  } else if (all_nim(before)) {
    reason = translate("every column was already paired, so no move wins against perfect play");
  } else {
    reason = translate(
        "the Grundy values were already paired in every column, so no move wins against perfect "
        "play");
  }
  std::string text = format_translated("{}; this move leaves {} the fewest winning replies: {}",
                                       reason, opponent, choice.winning_replies);
  if (!choice.every_move_examined) {
    text += translate(" (of the moves tried: the position is too large to try every move)");
  }
  return text;
}

std::string example_move_text(const Sum& position) {
  Move move;
  try {
    move = naive_move(position);
  } catch (const Error&) {
    return "1 1";
  }
  const Component& component = *position.components()[move.component];
  std::string text = component.notation(move);
  if (dynamic_cast<const HeapGame*>(&component) != nullptr && move.result.size() <= 1 &&
      move.taken > 0) {
    text = fmt::format("{} {}", move.heap + 1, move.taken);
  } else if (dynamic_cast<const Wythoff*>(&component) != nullptr) {
    text = move.heap == Wythoff::kBothHeaps ? fmt::format("both {}", move.taken / 2)
                                            : fmt::format("{} {}", move.heap + 1, move.taken);
  } else if (const auto* staircase = dynamic_cast<const Staircase*>(&component)) {
    text = fmt::format("{} {}", staircase->steps().at(move.heap), move.result.at(0));
  } else if (dynamic_cast<const MooreNim*>(&component) != nullptr && move.result.size() == 2) {
    text = fmt::format("{} {}", move.result[0] + 1, move.taken);
  }
  if (position.components().size() > 1)
    text = format_translated("game {}: {}", move.component + 1, text);
  return text;
}

std::string move_notation_help(const Sum& position) {
  std::string text;
  bool heaps = false;
  bool moore = false;
  bool staircase = false;
  bool wythoff = false;
  for (const ComponentPtr& component : position.components()) {
    heaps = heaps || dynamic_cast<const HeapGame*>(component.get()) != nullptr;
    moore = moore || dynamic_cast<const MooreNim*>(component.get()) != nullptr;
    staircase = staircase || dynamic_cast<const Staircase*>(component.get()) != nullptr;
    wythoff = wythoff || dynamic_cast<const Wythoff*>(component.get()) != nullptr;
  }
  if (heaps) {
    text += translate(
        "  HEAP COUNT        take COUNT tokens from heap HEAP (heaps numbered from 1), e.g. '3 1'\n"
        "  HEAP:FROM->LEFT   heap HEAP goes from FROM tokens to LEFT: one number, or the heaps a "
        "split\n"
        "                    leaves joined by '+' (0 for none), e.g. '3:3->1' or '1:10->3+5'\n");
  }
  if (moore) {
    text += translate(
        "  HEAP COUNT, ...   Moore's Nim: take COUNT from each heap named, e.g. '1 2, 3 1'\n"
        "  HEAP:FROM->TO,... the same in the game's notation, e.g. '1:5->3,3:7->6'\n");
  }
  if (staircase) {
    text += translate(
        "  A B  or  A->B    the staircase: move the monk on step A up to step B, e.g. '1 4'\n");
  }
  if (wythoff) {
    text += translate(
        "  1 N, 2 N, both N  Wythoff's game: take N from the first heap, the second, or each of "
        "the two\n"
        "  A B->C D          the same as the heaps before and after, e.g. '3 5->2 4'\n");
  }
  std::string leaves = "nim 1 2 2";
  try {
    leaves = position.after(naive_move(position)).abbreviated(12);
  } catch (const Error&) {
  }
  text += format_translated("  or the whole position the move leaves, e.g. '{}'\n", leaves);
  if (position.components().size() > 1) {
    text += format_translated("  In a sum, name the game first: 'game N: MOVE', e.g. '{}'.\n",
                              example_move_text(position));
  }
  return text;
}

std::string explain_misere_engine_move(const Sum& before, const EngineMove& choice,
                                       const std::string& opponent) {
  if (!choice.wins) {
    return format_translated(
        "every move loses against perfect play when the last move loses; this one leaves {} "
        "the fewest winning replies ({})",
        opponent, choice.winning_replies);
  }
  const Sum after = before.after(choice.move);
  const MisereAnalysis analysis(after);
  if (analysis.misere_method() == MisereMethod::nim_rule) {
    const MisereNim& nim = analysis.misere_nim();
    if (nim.heaps_of_two_or_more() == 0) {
      return format_translated(
          "this leaves an odd number of heaps of 1 ({}): {} will have to take the last one",
          nim.heaps_of_one(), opponent);
    }
    return translate(
        "every column holds its 1s in pairs again, and two heaps of 2 or more remain: in misère "
        "Nim "
        "that is normal Nim play");
  }
  return format_translated(
      "this leaves a position of misère Grundy value 0: lost for {} when the last move loses",
      opponent);
}

}  // namespace grundy::frontend
