// Fuzzes the game-expression parser (expression.hpp) and the analysis of what
// it parsed (analysis.hpp, misere.hpp), numbers of every size included: the
// families compute within small limits (fuzz_compute_limits) and refuse more
// with LimitError, so no input is skipped.
//
// Invariants:
//  - only grundy::Error escapes, and only the error the text deserves, as
//    expected_answer.hpp reads it from the text without the library: a valid
//    small position is parsed and analysed (normal play) without any error, a
//    number above 2^63-1 is a ParseError, a valid position with bigger numbers
//    is answered or refused with LimitError, an invalid one is refused;
//  - what parses prints back (Sum::canonical) to text that parses again to
//    the same canonical text, and split_expression agrees on the components;
//  - a value-0 position is P, and every winning move leaves a P position;
//  - on small positions the value, the outcome and the set of positions the
//    winning moves leave are the reference oracle's (tests/oracle, which
//    shares no code with the engine), in normal play, and in misère play when
//    the position is tiny (the oracle searches whole sums); for a sum with a
//    game on a graph or a board, when the engine answers it and the oracle
//    reads it and finds it small (oracle_check.hpp, oracle_answer_read);
//  - under misère play (elsewhere within a small search): the tame-genus
//    shortcut and the search give the same misère value, and each winning move
//    leaves misère value 0.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expected_answer.hpp"
#include "fuzz_checks.hpp"
#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/misere.hpp"
#include "oracle_check.hpp"

namespace {

using grundy::fuzz::check;
using grundy::fuzz::Deserves;
using grundy::fuzz::ExpectedAnswer;

const grundy::FamilyRegistry& families() {
  static const grundy::FamilyRegistry registry =
      grundy::FamilyRegistry::builtin_without_files(grundy::fuzz::fuzz_compute_limits());
  return registry;
}

// Runs `body`; an error escaping it must be one the input deserves.
template <typename Body>
void expecting(Deserves deserves, const std::string& stage, std::string_view text, Body&& body) {
  try {
    body();
  } catch (const grundy::Error& error) {
    bool deserved = false;
    switch (deserves) {
      case Deserves::anything:
      case Deserves::refusal:
        deserved = true;
        break;
      case Deserves::parse_error:
        deserved = dynamic_cast<const grundy::ParseError*>(&error) != nullptr;
        break;
      case Deserves::parse_or_limit_error:
        deserved = dynamic_cast<const grundy::ParseError*>(&error) != nullptr ||
                   dynamic_cast<const grundy::LimitError*>(&error) != nullptr;
        break;
      case Deserves::answer_or_limit:
        deserved = dynamic_cast<const grundy::LimitError*>(&error) != nullptr;
        break;
      case Deserves::answer:
        break;
    }
    check(deserved, stage + " '" + std::string(text) + "' deserves " +
                        grundy::fuzz::deserves_name(deserves) + ", but threw: " + error.what());
  } catch (const std::exception& error) {
    grundy::fuzz::fail(stage + " '" + std::string(text) +
                       "': an exception other than grundy::Error escaped: " + error.what());
  } catch (...) {
    grundy::fuzz::fail(stage + " '" + std::string(text) +
                       "': an exception of unknown type escaped");
  }
}

// A move as "component:notation", to tell the winning moves apart.
std::string move_name(const grundy::Sum& sum, const grundy::Move& move) {
  return std::to_string(move.component) + ":" + sum.components()[move.component]->notation(move);
}

void check_round_trip(const grundy::Sum& sum, std::string_view source) {
  // A move may take the last heap of a component away ("dawson 2", move
  // "1 2"); it prints as one empty heap ("dawson 0"), so it parses back too.
  const std::string canonical = sum.canonical();
  expecting(Deserves::answer, "parsing the canonical text of", source, [&] {
    const grundy::Sum again = grundy::parse_expression(canonical, families());
    check(again.canonical() == canonical, "canonical '" + canonical + "' parses to '" +
                                              again.canonical() + "' (from '" +
                                              std::string(source) + "')");
  });
}

void check_analysis(const grundy::Sum& sum, const ExpectedAnswer& expected, std::string_view text) {
  expecting(expected.deserves, "analysing", text, [&] {
    const grundy::Analysis analysis(sum);
    const bool small = expected.deserves == Deserves::answer;
    check(!small || analysis.value_known(), "no value for the small position " + sum.canonical());
    if (analysis.value_known()) {
      check((analysis.grundy_value() == 0) ==
                (analysis.outcome() == grundy::Outcome::previous_player_wins),
            "value and outcome disagree for " + sum.canonical());
    }
    // The oracle's answer: for a sum with a game on a graph or a board, now
    // that the engine has answered it (oracle_check.hpp).
    std::optional<oracle::Answer> reference =
        expected.pictures ? grundy::fuzz::oracle_answer_read(expected, text, sum.canonical(),
                                                             oracle::Convention::normal)
                          : grundy::fuzz::oracle_answer(expected, oracle::Convention::normal);
    // Every winning move of a small position or one compared with the
    // oracle, the first 8 of others.
    std::vector<std::string> moves;
    std::vector<std::string> winning;
    int examined = 0;
    analysis.winning_moves([&](const grundy::Move& move) {
      const grundy::Sum after = sum.after(move);
      moves.push_back(move_name(sum, move));
      winning.push_back(after.canonical());
      if (examined < 8) {
        check_round_trip(after, sum.canonical());
        check(grundy::Analysis(after).outcome() == grundy::Outcome::previous_player_wins,
              "a winning move of " + sum.canonical() + " leaves " + after.canonical() +
                  ", which is not lost");
      }
      return ++examined < 8 || small || reference.has_value();
    });
    if (reference) {
      grundy::fuzz::EngineAnswer engine;
      engine.position = sum.canonical();
      if (analysis.value_known()) engine.value = analysis.grundy_value();
      engine.outcome = analysis.outcome() == grundy::Outcome::previous_player_wins ? 'P' : 'N';
      engine.moves = moves;
      engine.winning = winning;
      grundy::fuzz::check_against_oracle(engine, *reference, "normal play");
      grundy::fuzz::count_comparison(*reference, oracle::Convention::normal);
    }
  });
}

// Misère play: in full where the oracle answers (tiny positions), elsewhere
// within a small search so that each input stays fast; there a LimitError is
// an allowed answer.
void check_misere(const grundy::Sum& sum, const ExpectedAnswer& expected, std::string_view text) {
  std::optional<oracle::Answer> reference =
      grundy::fuzz::oracle_answer(expected, oracle::Convention::misere);
  // A sum with a game on a graph or a board may be compared once the engine
  // has answered it, within the small search below (never required to: it
  // deserves "anything").
  const bool pictures = expected.pictures && expected.others_small;
  // A tiny position keeps at most kOracleMiserePositions sums, each piece
  // fewer moves.
  grundy::MisereAnalysis::Options options;
  options.max_positions = reference ? 5'000 : 1'000;
  options.max_piece_moves = reference ? 1'000 : 200;
  // The misère quotient within a few milliseconds of work.
  options.quotient_work = 300'000;
  options.quotient_memory = std::uint64_t{16} << 20;
  const Deserves deserves = reference                                 ? Deserves::answer
                            : expected.deserves == Deserves::anything ? Deserves::anything
                                                                      : Deserves::answer_or_limit;
  expecting(deserves, "misère analysis of", text, [&] {
    const grundy::MisereAnalysis analysis(sum, options);
    if (pictures) {
      reference = grundy::fuzz::oracle_answer_read(expected, text, sum.canonical(),
                                                   oracle::Convention::misere);
    }
    grundy::MisereAnalysis::Options search_only = options;
    search_only.use_tame_genus = false;
    search_only.use_quotient = false;
    if (analysis.misere_method() == grundy::MisereMethod::tame_genus) {
      expecting(deserves, "misère search of", text, [&] {
        const grundy::MisereAnalysis searched(sum, search_only);
        // Both are known: genus and search give G⁻ itself.
        check(searched.misere_value() == analysis.misere_value(),
              "misère value of " + sum.canonical() + ": " +
                  std::to_string(*analysis.misere_value()) + " by genus, " +
                  std::to_string(*searched.misere_value()) + " by search");
      });
    }
    std::vector<std::string> moves;
    std::vector<std::string> winning;
    int examined = 0;
    analysis.winning_moves([&](const grundy::Move& move) {
      check(analysis.outcome() != grundy::Outcome::previous_player_wins,
            "a lost misère position has a winning move: " + sum.canonical());
      check(analysis.move_wins(move),
            "a misère winning move of " + sum.canonical() + " leaves a position that is not lost");
      if (reference) {
        moves.push_back(move_name(sum, move));
        winning.push_back(sum.after(move).canonical());
      }
      return ++examined < 8 || reference.has_value();
    });
    if (reference) {
      grundy::fuzz::EngineAnswer engine;
      engine.position = sum.canonical();
      engine.value = analysis.misere_value();
      engine.outcome = analysis.outcome() == grundy::Outcome::previous_player_wins ? 'P' : 'N';
      engine.moves = moves;
      engine.winning = winning;
      grundy::fuzz::check_against_oracle(engine, *reference, "misère play");
      grundy::fuzz::count_comparison(*reference, oracle::Convention::misere);
    }
  });
}

}  // namespace

// A run over a corpus must compare answers with the oracle in both
// conventions, and expected_answer.hpp judges by the registry's families.
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  grundy::fuzz::require_oracle_comparisons(*argc, *argv);
  grundy::fuzz::judge_registered_families(grundy::FamilyRegistry::builtin());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const ExpectedAnswer expected = grundy::fuzz::expected_answer(text);
  std::optional<grundy::Sum> sum;
  expecting(expected.deserves, "parsing", text,
            [&] { sum = grundy::parse_expression(text, families()); });
  if (!sum) return 0;
  check(expected.deserves != Deserves::refusal && expected.deserves != Deserves::parse_error &&
            expected.deserves != Deserves::parse_or_limit_error,
        "'" + std::string(text) + "' parses to '" + sum->canonical() + "', but deserves " +
            grundy::fuzz::deserves_name(expected.deserves) + " (" + expected.why + ")");
  expecting(expected.deserves, "splitting", text, [&] {
    check(grundy::split_expression(text).size() == sum->components().size(),
          "split_expression and parse_expression disagree on the components of '" +
              std::string(text) + "'");
  });
  check_round_trip(*sum, text);
  check_analysis(*sum, expected, text);
  check_misere(*sum, expected, text);
  return 0;
}
