// Fuzzes the game-expression parser (expression.hpp) and, for small
// positions, the analysis of what it parsed (analysis.hpp).
//
// Invariants:
//  - only grundy::Error escapes, from parsing and from analysing;
//  - what parses prints back (Sum::canonical) to text that parses again to
//    the same canonical text, and split_expression agrees on the components;
//  - every winning move the analysis lists leaves a position that is lost for
//    the player to move (P), and a position with value 0 is P;
//  - under misère play (misere.hpp, with a small search limit): the misère
//    value found by the tame-genus shortcut equals the one found by search,
//    and every winning move leaves a misère value of 0.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_checks.hpp"
#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/misere.hpp"

namespace {

using grundy::fuzz::check;

void check_round_trip(const grundy::Sum& sum, std::string_view source) {
  // A move may take the last heap of a component away ("dawson 2", move
  // "1 2"); it prints as one empty heap ("dawson 0"), so it parses back too.
  const std::string canonical = sum.canonical();
  grundy::fuzz::only_library_errors([&] {
    try {
      const grundy::Sum again = grundy::parse_expression(canonical, grundy::FamilyRegistry::builtin_without_files());
      check(again.canonical() == canonical,
            "canonical '" + canonical + "' parses to '" + again.canonical() + "' (from '" + std::string(source) + "')");
    } catch (const grundy::Error& error) {
      grundy::fuzz::fail("canonical '" + canonical + "' does not parse again: " + error.what());
    }
  });
}

void check_analysis(const grundy::Sum& sum) {
  grundy::fuzz::only_library_errors([&] {
    const grundy::Analysis analysis(sum);
    if (analysis.value_known()) {
      check((analysis.grundy_value() == 0) == (analysis.outcome() == grundy::Outcome::previous_player_wins),
            "value and outcome disagree for " + sum.canonical());
    }
    int examined = 0;
    analysis.winning_moves([&](const grundy::Move& move) {
      const grundy::Sum after = sum.after(move);
      check_round_trip(after, sum.canonical());
      check(grundy::Analysis(after).outcome() == grundy::Outcome::previous_player_wins,
            "a winning move of " + sum.canonical() + " leaves " + after.canonical() + ", which is not lost");
      return ++examined < 8;
    });
  });
}

// Misère play within a small search, so that each input stays fast; a
// LimitError (a grundy::Error) is an allowed answer.
void check_misere(const grundy::Sum& sum) {
  grundy::MisereAnalysis::Options small;
  small.max_positions = 1'000;
  small.max_piece_moves = 200;
  grundy::fuzz::only_library_errors([&] {
    const grundy::MisereAnalysis analysis(sum, small);
    grundy::MisereAnalysis::Options search_only = small;
    search_only.use_tame_genus = false;
    if (analysis.method() == grundy::MisereMethod::tame_genus) {
      grundy::fuzz::only_library_errors([&] {
        const grundy::MisereAnalysis searched(sum, search_only);
        check(searched.misere_value() == analysis.misere_value(),
              "misère value of " + sum.canonical() + ": " + std::to_string(analysis.misere_value()) +
                  " by genus, " + std::to_string(searched.misere_value()) + " by search");
      });
    }
    int examined = 0;
    analysis.winning_moves([&](const grundy::Move& move) {
      check(analysis.misere_value() != 0, "a lost misère position has a winning move: " + sum.canonical());
      check(analysis.misere_value_after(move) == 0,
            "a misère winning move of " + sum.canonical() + " leaves a position that is not lost");
      return ++examined < 8;
    });
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (!grundy::fuzz::cheap_expression(text)) return 0;
  grundy::fuzz::only_library_errors([&] {
    const grundy::Sum sum = grundy::parse_expression(text, grundy::FamilyRegistry::builtin_without_files());
    check(grundy::split_expression(text).size() == sum.components().size(),
          "split_expression and parse_expression disagree on the components of '" + std::string(text) + "'");
    check_round_trip(sum, text);
    check_analysis(sum);
    check_misere(sum);
  });
  return 0;
}
