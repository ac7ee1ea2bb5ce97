#include "grundy/survey_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "grundy/drawing.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {
namespace {

// Why an open game stopped, for a person.
std::string stop_text(GameSurvey::Stop stop) {
  switch (stop) {
    case GameSurvey::Stop::proven:
      return translate("proven");
    case GameSurvey::Stop::values:
      return translate("values budget");
    case GameSurvey::Stop::time:
      return translate("time budget");
    case GameSurvey::Stop::limit:
      return translate("value too large");
  }
  return "";
}

double seconds(std::chrono::nanoseconds time) {
  return std::round(std::chrono::duration<double>(time).count() * 1000.0) / 1000.0;
}

}  // namespace

nlohmann::ordered_json survey_json(const GameSurvey& game) {
  nlohmann::ordered_json out{{"game", game.game},
                             {"status", game.solved() ? "solved" : "open"}};
  if (game.proof) {
    out["preperiod"] = game.proof->period.preperiod;
    out["period"] = game.proof->period.length;
  }
  out["computed"] = game.computed;
  out["largest_value"] = game.largest_value;
  out["largest_at"] = game.largest_at;
  if (game.rare) {
    out["rare_mask"] = fmt::format("{:x}", game.rare->mask);
    out["rare_heap_parity"] = game.rare->heap_parity;
    out["rare_count"] = game.rare->count;
    out["last_rare"] = game.rare->last ? nlohmann::ordered_json(*game.rare->last)
                                       : nlohmann::ordered_json(nullptr);
  }
  if (game.same_as) {
    out["same_as"] = game.same_as->game;
    out["offset"] = game.same_as->offset;
    out["same_as_proven"] = game.same_as->proven;
    if (!game.same_as->proven) out["same_as_compared"] = game.same_as->compared;
  }
  if (game.proof) {
    const EnglishOnly english;
    out["proof"] = game.proof->statement();
  }
  out["stopped_by"] = stop_name(game.stopped_by);
  out["seconds"] = seconds(game.time);
  return out;
}

namespace {

// "0.4 (n+1)": the class's name and the shift; "proven" or how far equal.
std::string same_text(const GameSurvey& game) {
  if (!game.same_as) return "";
  const SameSequence& same = *game.same_as;
  std::string text = same.offset == 0 ? same.game : fmt::format("{} (n+{})", same.game, same.offset);
  if (same.proven) return text;
  return format_translated("{}, equal in {} values", text, same.compared);
}

std::string largest_text(const GameSurvey& game) {
  return fmt::format("{} ({})", game.largest_value, game.largest_at);
}

std::string rare_text(const GameSurvey& game) {
  if (!game.rare) return "";
  std::string text = fmt::format("{:x}{} {}", game.rare->mask, game.rare->heap_parity ? "+n" : "",
                                 game.rare->count);
  if (game.rare->last) text += fmt::format(" {}", *game.rare->last);
  return text;
}

// The games of one status, each class together, the classes in the order
// their first games appear in the survey, each class's named game first.
std::vector<const GameSurvey*> grouped(const std::vector<GameSurvey>& games, bool solved) {
  std::map<std::string, std::size_t> class_order;
  for (std::size_t i = 0; i < games.size(); ++i) {
    class_order.emplace(games[i].class_name(), i);
  }
  std::vector<const GameSurvey*> chosen;
  for (const GameSurvey& game : games) {
    if (game.solved() == solved) chosen.push_back(&game);
  }
  const auto key = [&](const GameSurvey* game) {
    return std::pair(class_order.at(game->class_name()),
                     game->same_as ? game->same_as->offset + 1 : 0);
  };
  std::stable_sort(chosen.begin(), chosen.end(),
                   [&](const GameSurvey* a, const GameSurvey* b) { return key(a) < key(b); });
  return chosen;
}

// How many classes the games fall in (a class's named game may have the
// other status: a game open within its time whose class was solved).
std::size_t class_count(const std::vector<const GameSurvey*>& games) {
  std::set<std::string> names;
  for (const GameSurvey* game : games) names.insert(game->class_name());
  return names.size();
}

void write_table(std::ostream& out, const std::vector<std::string>& header,
                 const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::size_t> widths(header.size());
  for (std::size_t c = 0; c < header.size(); ++c) widths[c] = display_width(header[c]);
  for (const auto& row : rows) {
    for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], display_width(row[c]));
  }
  const auto line = [&](const std::vector<std::string>& cells) {
    std::string text = " ";
    for (std::size_t c = 0; c < cells.size(); ++c) {
      const std::size_t pad = widths[c] - display_width(cells[c]);
      // The game's code and the class are read from the left, numbers from the right.
      const bool left = c == 0 || c + 1 == cells.size();
      text += ' ';
      text += left ? cells[c] + std::string(pad, ' ') : std::string(pad, ' ') + cells[c];
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out << text << '\n';
  };
  line(header);
  for (const auto& row : rows) line(row);
}

}  // namespace

void write_survey_text(std::ostream& out, const std::string& pattern,
                       const std::vector<GameSurvey>& games, const SurveyBudget& budget) {
  const std::vector<const GameSurvey*> solved = grouped(games, true);
  const std::vector<const GameSurvey*> open = grouped(games, false);
  out << format_translated_plural("Survey of octal({}): {} game, {} solved, {} open\n",
                                  "Survey of octal({}): {} games, {} solved, {} open\n",
                                  games.size(), pattern, games.size(), solved.size(), open.size());
  out << format_translated("Budget: {} values or {} s a game.\n", budget.max_values,
                           std::chrono::duration<double>(budget.per_game).count());
  if (!solved.empty()) {
    out << '\n'
        << format_translated_plural("Solved: {} game, {} different sequences\n",
                                    "Solved: {} games, {} different sequences\n", solved.size(),
                                    solved.size(), class_count(solved));
    std::vector<std::vector<std::string>> rows;
    for (const GameSurvey* game : solved) {
      rows.push_back({game->game, std::to_string(game->proof->period.preperiod),
                      std::to_string(game->proof->period.length), largest_text(*game),
                      std::to_string(game->computed), same_text(*game)});
    }
    write_table(out,
                {translate("game"), translate("preperiod"), translate("period"),
                 translate("largest (heap)"), translate("values"), translate("same sequence as")},
                rows);
  }
  if (!open.empty()) {
    out << '\n'
        << format_translated_plural(
               "Open: {} game, {} different sequences as far as computed\n",
               "Open: {} games, {} different sequences as far as computed\n", open.size(),
               open.size(), class_count(open));
    std::vector<std::vector<std::string>> rows;
    for (const GameSurvey* game : open) {
      rows.push_back({game->game, std::to_string(game->computed),
                      stop_text(game->stopped_by), largest_text(*game),
                      rare_text(*game), same_text(*game)});
    }
    write_table(out,
                {translate("game"), translate("values"), translate("stopped by"),
                 translate("largest (heap)"), translate("rare: mask count last"),
                 translate("same sequence as")},
                rows);
  }
  out << '\n'
      << translate(
             "A period is proven by the Guy-Smith theorem from the values computed. \"Same "
             "sequence as X (n+k)\": G(n) = G_X(n+k) for every n, proven when both periods are; "
             "otherwise equal in the values compared.\n");
}

}  // namespace grundy::report
