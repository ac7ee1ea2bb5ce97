#include "grundy/text_report.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <variant>

#include "grundy/deadline.hpp"
#include "grundy/integers.hpp"
#include "grundy/json_report.hpp"
#include "grundy/translate.hpp"

namespace grundy::report {

// One line per move: its notation, its description and what it leaves.
void write_move_lines(std::ostream& out, const Sum& sum, const TextReportOptions& options,
                      const std::function<void(const MoveVisitor&)>& moves,
                      const std::function<std::string(const Sum& after)>& suffix) {
  const bool with_result = sum.number_count() <= kMaxNumbersWithResult;
  const bool several = sum.components().size() > 1;
  if (options.max_moves == 0) return;
  std::uint64_t shown = 0;
  std::uint64_t skipped = 0;
  moves([&](const Move& move) {
    if (skipped < options.offset) {
      ++skipped;
      check_deadline();
      return true;
    }
    const Component& component = *sum.components()[move.component];
    std::string text =
        fmt::format("  {:<12} {}", component.notation(move), component.describe(move));
    if (several) {
      text = fmt::format("  {} {:<10} {}", format_translated("game {}:", move.component + 1),
                         component.notation(move), component.describe(move));
    }
    if (with_result || suffix) {
      const Sum after = sum.after(move);
      if (with_result) {
        text +=
            "  " + format_translated("leaves {}", after.abbreviated(options.max_position_numbers));
      }
      if (suffix) text += suffix(after);
    }
    fmt::print(out, "{}\n", text);
    return ++shown < options.max_moves;
  });
}

namespace {

// The lines before the moves: the position, the value, who wins. Returns
// false when nothing follows (a misère position without moves).
bool write_heading(std::ostream& out, const Solution& solution, const TextReportOptions& options) {
  fmt::print(
      out, "{}\n",
      format_translated("position: {}", solution.sum().abbreviated(options.max_position_numbers)));
  if (solution.convention() == PlayConvention::misere) {
    fmt::print(out, "{}\n", translate("play: misère, whoever makes the last move loses"));
    if (const std::optional<Nimber> value = solution.value()) {
      fmt::print(out, "{}\n", format_translated("misère Grundy value: {}", *value));
    } else if (solution.method() == "decomposition") {
      fmt::print(out, "{}\n",
                 translate("misère Grundy value: not computed (the misère decomposition tells "
                           "who wins, not G⁻)"));
    } else {
      fmt::print(out, "{}\n",
                 translate("misère Grundy value: not computed (the misère quotient tells who "
                           "wins, not G⁻)"));
    }
    if (solution.finished()) {
      fmt::print(
          out, "{}\n",
          translate("outcome: N, the player to move has won: no move is left, so the opponent "
                    "made the last one"));
      return false;
    }
  } else if (const std::optional<Nimber> value = solution.value()) {
    fmt::print(out, "{}\n", format_translated("Grundy value: {}", *value));
  } else if (const std::optional<GeneralizedValue> infinite = solution.infinite_value()) {
    fmt::print(
        out, "{}\n",
        format_translated("Grundy value: {} (infinite: play can go on forever)", infinite->text()));
  } else {
    fmt::print(
        out, "{}\n",
        format_translated("Grundy value: not computed ({}); who wins follows from the game's rule",
                          solution.unknown_value_reason()));
  }
  if (solution.outcome() == Outcome::next_player_wins) {
    fmt::print(out, "{}\n", translate("outcome: N, the player to move wins"));
  } else if (solution.outcome() == Outcome::draw) {
    fmt::print(
        out, "{}\n",
        translate("outcome: D, a draw: neither player can force a win, and play goes on forever"));
  } else {
    fmt::print(out, "{}\n",
               translate("outcome: P, the player to move loses (every move can be answered)"));
  }
  return true;
}

}  // namespace

void write_solution_text(std::ostream& out, const Solution& solution,
                         const TextReportOptions& options) {
  const Sum& sum = solution.sum();
  // Everything that may fail is computed before the first line is printed.
  const std::uint64_t count = solution.count_winning_moves();
  const Solution::MoveCount drawing = solution.count_drawing_moves();
  // The family's own reason leads: what makes this position worth its value.
  std::ostringstream reasons;
  const bool reasons_written = solution.convention() == PlayConvention::normal &&
                               !solution.infinite_value() && write_family_reasons(reasons, sum);
  if (!write_heading(out, solution, options)) return;
  if (reasons_written) fmt::print(out, "\n{}", reasons.str());
  RemotenessSearch search(solution.convention(), options.remoteness);
  std::optional<std::uint64_t> remoteness;
  const bool with_remoteness =
      options.remoteness.max_positions > 0 && solution.outcome() != Outcome::draw;
  const bool searched = !with_remoteness || run_within_budget(options.extras_budget, [&] {
    remoteness = search.remoteness(sum);
  });
  std::function<std::string(const Sum&)> remoteness_after;
  if (remoteness) {
    remoteness_after = [&](const Sum& after) -> std::string {
      const std::optional<std::uint64_t> moves_left = search.remoteness(after);
      return moves_left ? format_translated(" (remoteness {})", *moves_left) : std::string{};
    };
  }
  // Moves after the page: those past offset + max_moves.
  const auto after_page = [&](std::uint64_t total) {
    const std::uint64_t before = std::min(total, options.offset);
    return total - before - std::min(total - before, options.max_moves);
  };
  if (count > 0) {
    fmt::print(out, "\n{}\n",
               count == kSaturatedCount ? format_translated("winning moves (at least {}):", count)
                                        : format_translated("winning moves ({}):", count));
    if (options.offset > 0) {
      fmt::print(
          out, "  {}\n",
          format_translated("... {} before these (--offset)", std::min(count, options.offset)));
    }
    write_move_lines(
        out, sum, options, [&](const MoveVisitor& visit) { solution.winning_moves(visit); },
        remoteness_after);
    if (const std::uint64_t more = after_page(count); more > 0) {
      fmt::print(out, "  {}\n",
                 format_translated("... and {} more (--all-moves lists every one)", more));
    }
  }
  if (solution.outcome() == Outcome::draw) {
    fmt::print(
        out, "\n{}\n",
        drawing.every_move_examined
            ? format_translated("moves that keep the draw ({}):", drawing.count)
            : format_translated("moves that keep the draw (at least {}, of the first {} moves):",
                                drawing.count, Analysis::kMaxMovesExamined));
    write_move_lines(out, sum, options,
                     [&](const MoveVisitor& visit) { solution.drawing_moves(visit); });
    if (const std::uint64_t more = after_page(drawing.count); more > 0) {
      fmt::print(out, "  {}\n", format_translated("... and {} more", more));
    }
  }
  if (with_remoteness) {
    fmt::print(out, "\n{}\n",
               remoteness ? format_translated("remoteness: {} (moves until the end when the "
                                              "winner hurries and the loser delays)",
                                              *remoteness)
               : searched
                   ? format_translated("remoteness: not searched ({})", search.beyond_reason())
                   : format_translated("remoteness: not searched within the time budget of {} ms",
                                       options.extras_budget.count()));
  }
  if (solution.value() || solution.infinite_value() ||
      solution.convention() == PlayConvention::misere) {
    std::ostringstream why;
    write_explanation(why, solution, options.max_rows, options.extras_budget, !reasons_written);
    if (!why.str().empty()) fmt::print(out, "\n{}", why.str());
  } else if (!reasons_written) {
    // No value: the rules that tell who wins, when some game has one.
    std::ostringstream rules;
    write_explanation(rules, solution, options.max_rows, options.extras_budget);
    if (!rules.str().empty()) fmt::print(out, "\n{}", rules.str());
  }
}

// The theory differs by convention and by whether the value is finite; the
// solution's explanation holds what each one draws.
void write_explanation(std::ostream& out, const Solution& solution, std::size_t max_rows,
                       std::chrono::milliseconds extras_budget, bool family_reasons_first) {
  // The explanation of each value, written whole or not at all.
  const auto within_budget = [&](const std::function<void(std::ostream&)>& write) {
    std::ostringstream text;
    if (run_within_budget(extras_budget, [&] { write(text); })) {
      out << text.str();
    } else {
      fmt::print(out, "{}\n\n",
                 format_translated("why each value: not worked out within the time budget of {} ms",
                                   extras_budget.count()));
    }
  };
  // Normal play: each family's reason first, unless the caller wrote it.
  const auto reasons_first = [&](const Analysis& analysis) {
    if (!family_reasons_first) return false;
    std::ostringstream reasons;
    if (!write_family_reasons(reasons, analysis.sum())) return false;
    out << reasons.str() << "\n";
    return true;
  };
  const Overloaded explain{
      [&](const why::SpragueGrundy& reason) {
        reasons_first(reason.analysis);
        within_budget([&](std::ostream& text) { write_mex_explanation(text, reason.analysis, 8); });
        write_pairing_explanation(out, reason.analysis, max_rows);
      },
      [&](const why::Loopy& reason) { write_infinity_explanation(out, reason.analysis); },
      // The rules that tell who wins: the families' reasons say them.
      [&](const why::GameRule& reason) {
        if (reasons_first(reason.analysis) || !family_reasons_first) return;
        within_budget([&](std::ostream& text) { write_mex_explanation(text, reason.analysis, 8); });
      },
      // Misère play: the mex of the whole position's options, then the
      // method's reason.
      [&](const auto& misere) {
        within_budget(
            [&](std::ostream& text) { write_misere_mex_explanation(text, misere.analysis); });
        write_misere_explanation(out, misere);
      }};
  std::visit(explain, solution.explanation());
}

}  // namespace grundy::report
