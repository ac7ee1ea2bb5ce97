#include "play_report.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "grundy/drawing.hpp"
#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"

namespace grundy::frontend {
namespace {

void write_component(std::ostream& out, const Component& component, const std::string& indent) {
  for (const std::string& line : component.picture()) fmt::print(out, "{}{}\n", indent, line);
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
               format_translated_plural("... and {} more game", "... and {} more games",
                                        components.size() - shown, components.size() - shown));
  }
}

std::string example_move_text(const Sum& position) {
  Move move;
  try {
    move = naive_move(position);
  } catch (const Error&) {
    return "1 1";
  }
  const std::string text = position.components()[move.component]->short_notation(move);
  if (position.components().size() > 1)
    return format_translated("game {}: {}", move.component + 1, text);
  return text;
}

std::string move_notation_help(const Sum& position) {
  // Each family's lines once, in the order of the families' list (`grundy
  // games`), whatever the order of the sum.
  std::vector<std::pair<std::size_t, std::string>> helps;
  const std::vector<Family>& families = FamilyRegistry::builtin().families();
  for (const ComponentPtr& component : position.components()) {
    std::string help = component->notation_help();
    if (help.empty()) continue;
    const auto family = std::find_if(families.begin(), families.end(), [&](const Family& f) {
      return f.name == component->family();
    });
    const auto rank = static_cast<std::size_t>(family - families.begin());
    const auto same = std::find_if(helps.begin(), helps.end(),
                                   [&](const auto& entry) { return entry.second == help; });
    if (same == helps.end()) {
      helps.emplace_back(rank, std::move(help));
    } else {
      same->first = std::min(same->first, rank);
    }
  }
  std::stable_sort(helps.begin(), helps.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string text;
  for (const auto& entry : helps) text += entry.second;
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

void write_value_history(std::ostream& out, const GameInPlay& game,
                         const std::function<std::string(int)>& name) {
  const std::vector<HistoryEntry> history = value_history(game);
  const bool misere = game.convention() == PlayConvention::misere;
  fmt::print(out, "\n{}\n",
             misere ? translate("value history (G-: the misère value of the position before each "
                                "move; N: its player to move was winning, P: losing, D: drawn):")
                    : translate("value history (G: the value of the position before each move; "
                                "N: its player to move was winning, P: losing, D: drawn):"));
  std::size_t name_width = 0;
  for (int side = 0; side < 2; ++side) name_width = std::max(name_width, display_width(name(side)));
  const auto padded = [&](const std::string& text) {
    return text + std::string(name_width - std::min(name_width, display_width(text)), ' ');
  };
  // A drawn position's value is infinite; "?" is a value beyond the limits.
  const auto value_text = [](const HistoryEntry& entry) {
    if (entry.value) return std::to_string(*entry.value);
    return std::string(entry.outcome == Outcome::draw ? "∞" : "?");
  };
  // The move numbers' column is as wide as the last row's word ("end"; two
  // characters of double width in Chinese).
  const std::string end_word = translate("end");
  const std::size_t number_width = std::max<std::size_t>(3, display_width(end_word));
  std::vector<std::size_t> turning;
  for (std::size_t i = 0; i < game.moves().size(); ++i) {
    const Move& move = game.moves()[i];
    const Sum& before = game.position_at(i);
    std::string move_text = before.components()[move.component]->notation(move);
    if (before.components().size() > 1)
      move_text = format_translated("game {}:", move.component + 1) + " " + move_text;
    const HistoryEntry& entry = history[i];
    std::string line = fmt::format("  {:>{}}  {}  {:>4}  {}  {}", i + 1, number_width,
                                   padded(name(static_cast<int>(i % 2))), value_text(entry),
                                   outcome_letter(entry.outcome), move_text);
    if (entry.turning_point) {
      line += std::string("  ") + translate("<- turning point");
      turning.push_back(i + 1);
    }
    fmt::print(out, "{}\n", line);
  }
  const HistoryEntry& last = history.back();
  fmt::print(out, "  {}{}  {}  {:>4}  {}\n",
             std::string(number_width - display_width(end_word), ' '), end_word, padded(""),
             value_text(last), outcome_letter(last.outcome));
  if (turning.empty() && last.outcome == Outcome::draw) {
    fmt::print(out, "{}\n",
               translate("No turning point: neither player could force a win, and "
                         "the game was drawn."));
  } else if (turning.empty()) {
    fmt::print(out, "{}\n", translate("No turning point: whoever was winning at the start won."));
  } else {
    fmt::print(out, "{}\n",
               format_translated("Turning points (the mover left a won position to one the "
                                 "opponent wins): move {}.",
                                 fmt::join(turning, ", ")));
  }
}

}  // namespace grundy::frontend
