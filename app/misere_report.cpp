#include "misere_report.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <nlohmann/json.hpp>

#include "grundy/misere_nim.hpp"
#include "grundy/translate.hpp"

namespace grundy::frontend {

namespace {

const char* method_name(MisereMethod method) {
  switch (method) {
    case MisereMethod::nim_rule:
      return "nim_rule";
    case MisereMethod::tame_genus:
      return "tame_genus";
    case MisereMethod::search:
      break;
  }
  return "search";
}

// The misère Nim rule applied to `nim`, in words.
void write_nim_rule(std::ostream& out, const MisereNim& nim) {
  fmt::print(out, "  {}\n",
             format_translated("heaps of 2 or more: {}; heaps of 1: {}; nim-sum: {}",
                               nim.heaps_of_two_or_more(), nim.heaps_of_one(), nim.nim_sum()));
  if (nim.heaps_of_two_or_more() >= 2) {
    fmt::print(
        out, "{}",
        translate("  With two or more heaps of 2 or more, play as in normal Nim: the player who\n"
                  "  leaves every column paired (nim-sum 0) wins, because a heap of 2 or more\n"
                  "  stays until the end is near and the last step can still be chosen.\n"));
  } else if (nim.heaps_of_two_or_more() == 1) {
    fmt::print(
        out, "{}",
        translate("  One heap of 2 or more: reduce it to 0 or 1 so as to leave an odd number of\n"
                  "  heaps of 1. The opponent then takes one, and so on; the opponent takes the\n"
                  "  last. This is the one place where misère play differs from normal play.\n"));
  } else if (nim.heaps_of_one() > 0) {
    fmt::print(
        out, "{}",
        translate("  Only heaps of 1: each move takes one. An odd number of them is lost for the\n"
                  "  player to move, who will take the last one.\n"));
  } else {
    fmt::print(out, "{}",
               translate("  No token is left: the opponent took the last one, and lost.\n"));
  }
}

}  // namespace

void write_misere_explanation(std::ostream& out, const MisereAnalysis& analysis) {
  switch (analysis.method()) {
    case MisereMethod::nim_rule: {
      fmt::print(out, "{}\n", translate("why: the misère Nim rule"));
      write_nim_rule(out, analysis.misere_nim());
      break;
    }
    case MisereMethod::tame_genus: {
      fmt::print(out, "{}\n",
                 translate("why: every part is tame, so the position plays as misère Nim"));
      fmt::print(
          out, "{}",
          translate(
              "  Conway's genus of each heap shows it behaves in every sum of tame games like\n"
              "  a misère Nim position.\n"));
      std::string heaps;
      for (Nimber heap : analysis.tame_nim_heaps()) heaps += fmt::format(" {}", heap);
      fmt::print(out, "  {}\n",
                 format_translated("It plays as misère Nim on the heaps:{}",
                                   heaps.empty() ? " (none)" : heaps));
      write_nim_rule(out, analysis.misere_nim());
      break;
    }
    case MisereMethod::search:
      fmt::print(out, "{}\n", translate("why: a search over the whole sum"));
      fmt::print(
          out, "{}",
          format_translated(
              "  In misère play a sum's value is not the XOR of its parts' values, and some\n"
              "  part here is not tame, so every position reachable was searched ({} sums).\n"
              "  A position is lost when every move leads to a won one; G⁻ is 1 without moves.\n",
              analysis.positions_searched()));
      break;
  }
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
  if (analysis.method() == MisereMethod::nim_rule) {
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

void write_misere_text(std::ostream& out, const MisereAnalysis& analysis,
                       const TextReportOptions& options) {
  const Sum& sum = analysis.sum();
  const std::uint64_t count = analysis.count_winning_moves();
  fmt::print(out, "{}\n",
             format_translated("position: {}", sum.abbreviated(options.max_position_numbers)));
  fmt::print(out, "{}\n", translate("play: misère, whoever makes the last move loses"));
  fmt::print(out, "{}\n", format_translated("misère Grundy value: {}", analysis.misere_value()));
  if (analysis.finished()) {
    fmt::print(out, "{}\n",
               translate("outcome: N, the player to move has won: no move is left, so the opponent "
                         "made the last one"));
    return;
  }
  if (analysis.outcome() == Outcome::next_player_wins) {
    fmt::print(out, "{}\n", translate("outcome: N, the player to move wins"));
  } else {
    fmt::print(out, "{}\n",
               translate("outcome: P, the player to move loses (every move can be answered)"));
  }
  if (count > 0) {
    fmt::print(out, "\n{}\n", format_translated("winning moves ({}):", count));
    write_move_lines(out, sum, options,
                     [&](const MoveVisitor& visit) { analysis.winning_moves(visit); });
    if (count > options.max_moves) {
      fmt::print(out, "  {}\n",
                 format_translated("... and {} more (--json lists up to 10^7 of them)",
                                   count - options.max_moves));
    }
  }
  fmt::print(out, "\n");
  write_misere_explanation(out, analysis);
}

void write_misere_json(std::ostream& out, const MisereAnalysis& analysis,
                       std::uint64_t max_result_numbers, std::uint64_t max_listed) {
  const Sum& sum = analysis.sum();
  const std::uint64_t count = analysis.count_winning_moves();
  out << R"({"position":)" << nlohmann::json(sum.canonical()).dump()
      << R"(,"play":"misere","grundy":)" << analysis.misere_value() << R"(,"outcome":")"
      << outcome_letter(analysis.outcome()) << R"(","winning_moves":)";
  const std::uint64_t listed = write_moves_json(
      out, sum, count, max_result_numbers,
      [&](const MoveVisitor& visit) { analysis.winning_moves(visit); }, max_listed);
  out << R"(,"winning_move_count":)" << count;
  if (listed < count) out << R"(,"winning_moves_truncated":true)";
  out << R"(,"method":")" << method_name(analysis.method()) << R"(","positions_searched":)"
      << analysis.positions_searched() << "}\n";
}

}  // namespace grundy::frontend
