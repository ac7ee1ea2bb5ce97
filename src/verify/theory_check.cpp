#include "grundy/theory_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <random>

#include "grundy/analysis.hpp"
#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/game_play.hpp"
#include "grundy/misere.hpp"
#include "grundy/misere_sequence.hpp"
#include "grundy/nim.hpp"
#include "grundy/take_and_break_game.hpp"

namespace grundy {

namespace {

std::string joined(std::vector<std::string> texts) {
  std::sort(texts.begin(), texts.end());
  return texts.empty() ? "none" : fmt::format("{}", fmt::join(texts, ", "));
}

// Calls visit(a, b, c) for every a, b, c in 0 .. last.
template <typename Visit>
void for_each_triple(int last, Visit&& visit) {
  for (int a = 0; a <= last; ++a) {
    for (int b = 0; b <= last; ++b) {
      for (int c = 0; c <= last; ++c) visit(a, b, c);
    }
  }
}

}  // namespace

namespace {

// Whether the engine wins what it should does not depend on how fast it wins,
// and thousands of games are played: no remoteness search.
const RemotenessLimits kNoRemoteness{0};

// What the theory says of a position: its value (when computed; K of ∞(K)
// when infinite), who wins, and its winning and drawing moves.
struct TheoryAnswer {
  std::optional<Nimber> value;
  std::optional<std::vector<Nimber>> infinite_options;
  Outcome outcome = Outcome::previous_player_wins;
  std::vector<Move> winning_moves;
  std::vector<Move> drawing_moves;
};

TheoryAnswer answer_of_theory(const Sum& sum, const TheoryCheckOptions& options) {
  SolveLimits limits;
  limits.misere.use_tame_genus = options.use_tame_genus;
  const std::unique_ptr<Solution> solution = solve(sum, options.convention, limits);
  TheoryAnswer answer{
      solution->value(), std::nullopt, solution->outcome(), solution->winning_moves(), {}};
  if (const std::optional<GeneralizedValue> infinite = solution->infinite_value())
    answer.infinite_options = infinite->finite_options();
  solution->drawing_moves([&](const Move& move) {
    answer.drawing_moves.push_back(move);
    return true;
  });
  return answer;
}

}  // namespace

namespace {

std::string infinite_text(const std::vector<Nimber>& finite_options) {
  return GeneralizedValue::infinite(finite_options).text();
}

// The positions `moves` leave, as a set (sorted, no repeats), in `left`; the
// first move listed twice, or "" (two moves of different heaps may leave the
// same text, but the same move must not be listed twice).
std::string positions_left(const Sum& sum, const std::vector<Move>& moves,
                           std::vector<std::string>& left) {
  std::vector<std::string> names;
  for (const Move& move : moves) {
    names.push_back(
        fmt::format("{}/{}", move.component, sum.components()[move.component]->notation(move)));
    left.push_back(sum.after(move).canonical());
  }
  std::sort(names.begin(), names.end());
  std::sort(left.begin(), left.end());
  left.erase(std::unique(left.begin(), left.end()), left.end());
  const auto twice = std::adjacent_find(names.begin(), names.end());
  return twice == names.end() ? "" : *twice;
}

// The first way the theory's answer for `sum` differs from the reference's,
// or "" when they agree: the canonical text, the value (∞(K) where play can
// return to a position), the outcome, then the positions the winning moves
// leave and those the drawing moves leave, as sets.
std::string difference_from_reference(const Sum& sum, const TheoryAnswer& theory,
                                      const ReferenceAnswer& reference) {
  if (sum.canonical() != reference.position) {
    return fmt::format("canonical text '{}' by theory, '{}' by search", sum.canonical(),
                       reference.position);
  }
  if (theory.value && reference.value && *theory.value != *reference.value) {
    return fmt::format("Grundy value {} by theory, {} by search", *theory.value, *reference.value);
  }
  if (theory.value.has_value() && !reference.value.has_value()) {
    return fmt::format("Grundy value {} by theory, {} by search", *theory.value,
                       infinite_text(reference.infinite_options));
  }
  if (theory.infinite_options && reference.value) {
    return fmt::format("Grundy value {} by theory, {} by search",
                       infinite_text(*theory.infinite_options), *reference.value);
  }
  if (theory.infinite_options &&
      infinite_text(*theory.infinite_options) != infinite_text(reference.infinite_options)) {
    return fmt::format("Grundy value {} by theory, {} by search",
                       infinite_text(*theory.infinite_options),
                       infinite_text(reference.infinite_options));
  }
  if (theory.outcome != reference.outcome) {
    return fmt::format("outcome {} by theory, {} by search", outcome_letter(theory.outcome),
                       outcome_letter(reference.outcome));
  }
  std::vector<std::string> winning;
  if (const std::string twice = positions_left(sum, theory.winning_moves, winning); !twice.empty())
    return fmt::format("the winning move {} is listed twice", twice);
  if (winning != reference.winning) {
    return fmt::format("winning moves to {} by theory, to {} by search", joined(winning),
                       joined(reference.winning));
  }
  std::vector<std::string> drawing;
  if (const std::string twice = positions_left(sum, theory.drawing_moves, drawing); !twice.empty())
    return fmt::format("the drawing move {} is listed twice", twice);
  if (drawing != reference.drawing) {
    return fmt::format("drawing moves to {} by theory, to {} by search", joined(drawing),
                       joined(reference.drawing));
  }
  return "";
}

// The families of `sum`'s components, each once, by the name a position of
// it starts with ("turning", not "turning(1,2)", as "subtraction").
std::vector<std::string> families_of(const Sum& sum) {
  std::vector<std::string> families;
  for (const ComponentPtr& component : sum.components()) {
    const std::string family = component->family();
    families.push_back(family.substr(0, family.find('(')));
  }
  std::sort(families.begin(), families.end());
  families.erase(std::unique(families.begin(), families.end()), families.end());
  return families;
}

// Whether a position of `families` is to be checked: every one of them is
// selected, or no selection was made.
bool selected(const std::vector<std::string>& families, const FamilySelection& only) {
  return only.empty() || std::all_of(families.begin(), families.end(),
                                     [&](const std::string& f) { return only.count(f) > 0; });
}

// `checks` without those that a selection of families left empty.
std::vector<TheoryCheck> without_empty(std::vector<TheoryCheck> checks,
                                       const FamilySelection& only) {
  if (only.empty()) return checks;
  std::erase_if(checks, [](const TheoryCheck& check) { return check.checked == 0; });
  return checks;
}

}  // namespace

namespace {

// The sets of small positions that the families name (Family::small_positions)
// under one convention, in the order of the registry.
std::vector<PositionSet> small_position_sets(std::vector<PositionSet> SmallPositions::*convention) {
  std::vector<PositionSet> sets;
  for (const Family& family : FamilyRegistry::builtin().families()) {
    if (!family.small_positions) continue;
    SmallPositions named = family.small_positions();
    for (PositionSet& set : named.*convention) sets.push_back(std::move(set));
  }
  return sets;
}

}  // namespace

TheoryCheck check_positions(const std::string& positions,
                            const std::vector<std::string>& expressions, const Reference& reference,
                            const TheoryCheckOptions& options) {
  TheoryCheck check{positions, 0, 0, "", {}};
  for (const std::string& expression : expressions) {
    std::vector<std::string> families{"?"};
    std::string difference;
    try {
      const Sum sum = parse_expression(expression);
      families = families_of(sum);
      if (!selected(families, options.only)) continue;
      // The reference reads the text as typed: were it handed the engine's
      // reprint, a misreading that prints back cleanly would pass.
      difference = difference_from_reference(sum, answer_of_theory(sum, options),
                                             reference(expression, options.convention));
    } catch (const Error& error) {
      difference = fmt::format("error: {}", error.what());
    }
    ++check.checked;
    for (const std::string& family : families) ++check.families[family].checked;
    if (difference.empty()) {
      ++check.agreed;
      for (const std::string& family : families) ++check.families[family].agreed;
    } else if (check.first_difference.empty()) {
      check.first_difference = fmt::format("{}: {}", expression, difference);
    }
  }
  return check;
}

std::map<std::string, FamilyTally> families_checked(const std::vector<TheoryCheck>& checks) {
  std::map<std::string, FamilyTally> families;
  for (const TheoryCheck& check : checks) {
    for (const auto& [family, tally] : check.families) {
      families[family].checked += tally.checked;
      families[family].agreed += tally.agreed;
    }
  }
  return families;
}

std::vector<TheoryCheck> check_corpus_against_reference(const std::vector<CorpusPosition>& corpus,
                                                        const Reference& reference,
                                                        const FamilySelection& only) {
  std::vector<TheoryCheck> checks;
  for (const PlayConvention convention : {PlayConvention::normal, PlayConvention::misere}) {
    std::vector<std::string> positions;
    for (const CorpusPosition& line : corpus) {
      if (line.convention == convention) positions.push_back(line.position);
    }
    const bool misere = convention == PlayConvention::misere;
    checks.push_back(check_positions(misere ? "corpus, misère play" : "corpus, normal play",
                                     positions, reference,
                                     TheoryCheckOptions{convention, true, only}));
  }
  return without_empty(std::move(checks), only);
}

std::vector<TheoryCheck> check_theory_against_reference(const Reference& reference,
                                                        const FamilySelection& only) {
  const TheoryCheckOptions options{PlayConvention::normal, true, only};
  std::vector<TheoryCheck> checks;
  for (const PositionSet& set : small_position_sets(&SmallPositions::normal))
    checks.push_back(check_positions(set.label, set.positions, reference, options));
  checks.push_back(check_positions(
      "kayles A + nim B (0..8, 0..7)",
      [] {
        std::vector<std::string> expressions;
        for (int a = 0; a <= 8; ++a) {
          for (int b = 0; b <= 7; ++b)
            expressions.push_back(fmt::format("kayles {} + nim {}", a, b));
        }
        return expressions;
      }(),
      reference, options));
  checks.push_back(check_positions(
      "wythoff A B + lasker C + staircase 1 D (0..5, 0..4, 2..6)",
      [] {
        std::vector<std::string> expressions;
        for (const std::string& pair : number_lists(2, 5)) {
          for (int c = 0; c <= 4; ++c) {
            for (int d = 2; d <= 6; d += 2) {
              expressions.push_back(
                  fmt::format("wythoff {} + lasker {} + staircase 1 {}", pair, c, d));
            }
          }
        }
        return expressions;
      }(),
      reference, options));
  checks.push_back(check_positions(
      "nim A + kayles B + subtraction(1,3,4) C (0..6)",
      [] {
        std::vector<std::string> expressions;
        for_each_triple(6, [&](int a, int b, int c) {
          expressions.push_back(fmt::format("nim {} + kayles {} + subtraction(1,3,4) {}", a, b, c));
        });
        return expressions;
      }(),
      reference, options));
  return without_empty(std::move(checks), only);
}

namespace {

// MisereSequence's values of heaps 0..last of `game` against brute force.
TheoryCheck check_misere_heaps(const std::string& game, std::uint64_t last,
                               const Reference& reference) {
  TheoryCheck check{fmt::format("{} A, misère values (0..{})", game, last), 0, 0, "", {}};
  MisereSequence sequence(parse_heap_rule(game).rule);
  sequence.extend_to(last);
  for (std::uint64_t n = 0; n <= last; ++n) {
    const std::string text = fmt::format("{} {}", game, n);
    const Sum sum = parse_expression(text);
    const ReferenceAnswer searched = reference(text, PlayConvention::misere);
    FamilyTally& tally = check.families[families_of(sum).at(0)];
    ++check.checked;
    ++tally.checked;
    if (sum.canonical() != searched.position) {
      if (check.first_difference.empty()) {
        check.first_difference = fmt::format("{}: canonical text '{}' by theory, '{}' by search",
                                             text, sum.canonical(), searched.position);
      }
    } else if (searched.value && sequence.misere_value(n) == *searched.value) {
      ++check.agreed;
      ++tally.agreed;
    } else if (check.first_difference.empty()) {
      check.first_difference = fmt::format(
          "{}: misère value {} by the sequence, {} by search", text, sequence.misere_value(n),
          searched.value ? fmt::format("{}", *searched.value) : "none");
    }
  }
  return check;
}

std::vector<std::string> sums_of_two(const std::string& first, const std::string& second,
                                     int last) {
  std::vector<std::string> expressions;
  for (int a = 0; a <= last; ++a) {
    for (int b = 0; b <= last; ++b)
      expressions.push_back(fmt::format("{} {} + {} {}", first, a, second, b));
  }
  return expressions;
}

}  // namespace

std::vector<TheoryCheck> check_misere_against_reference(const Reference& reference,
                                                        const FamilySelection& only) {
  const TheoryCheckOptions tame{PlayConvention::misere, true, only};
  const TheoryCheckOptions search{PlayConvention::misere, false, only};
  std::vector<TheoryCheck> checks;
  std::vector<std::string> nim;
  for (std::size_t heaps = 2; heaps <= 4; ++heaps) {
    for (const std::string& expression : with_prefix("nim", number_lists(heaps, 7)))
      nim.push_back(expression);
  }
  checks.push_back(check_positions("misère nim A B, A B C, A B C D (0..7)", nim, reference, tame));
  for (const auto& [first, second] :
       {std::pair{"kayles", "dawson"}, std::pair{"grundy-game", "subtraction(1,2,3)"},
        std::pair{"kayles", "nim"}}) {
    const std::vector<std::string> sums = sums_of_two(first, second, 8);
    checks.push_back(check_positions(
        fmt::format("misère {} A + {} B (0..8), by genus", first, second), sums, reference, tame));
    checks.push_back(
        check_positions(fmt::format("misère {} A + {} B (0..8), by search", first, second), sums,
                        reference, search));
  }
  for (const char* game : {"kayles", "dawson", "grundy-game"}) {
    if (selected({game}, only)) checks.push_back(check_misere_heaps(game, 16, reference));
  }
  // Every family's small positions, searched: misère play has no shortcut
  // for them, so this checks their moves under the other convention.
  for (const PositionSet& set : small_position_sets(&SmallPositions::misere)) {
    checks.push_back(
        check_positions(fmt::format("misère {}", set.label), set.positions, reference, search));
  }
  std::vector<std::string> three;
  for_each_triple(5, [&](int a, int b, int c) {
    three.push_back(fmt::format("nim {} + kayles {} + wythoff {} {}", a, b, c, a));
  });
  checks.push_back(
      check_positions("misère nim A + kayles B + wythoff C A (0..5)", three, reference, tame));
  return without_empty(std::move(checks), only);
}

EngineGames play_engine_against_random(std::uint64_t games, std::uint64_t seed,
                                       PlayConvention convention, const Reference& reference) {
  std::mt19937_64 random(seed);
  EngineGames result;
  for (std::uint64_t g = 0; g < games; ++g) {
    std::vector<std::uint64_t> heaps(2 + uniform_below(random, 3));
    for (std::uint64_t& heap : heaps) heap = uniform_below(random, 16);
    const int engine_side =
        static_cast<int>(uniform_below(random, 2));  // 0: the engine moves first
    GameInPlay game(Sum({std::make_shared<Nim>(heaps)}), convention);
    // The reference reads the heaps as drawn, not the engine's text of them.
    const bool first_player_wins =
        reference(fmt::format("nim {}", fmt::join(heaps, " ")), convention).outcome ==
        Outcome::next_player_wins;
    const bool should_win = first_player_wins == (engine_side == 0);
    while (!game.over()) {
      game.play(game.player_to_move() == engine_side
                    ? engine_move(game.position(), convention, kNoRemoteness).move
                    : random_move(game.position(), random));
    }
    const bool won = game.winner() == engine_side;
    ++result.games;
    if (should_win) {
      ++result.should_win;
      if (won) {
        ++result.won_should_win;
      } else if (result.first_failure.empty()) {
        result.first_failure =
            fmt::format("{}, the engine moving {}: lost", game.start().canonical(),
                        engine_side == 0 ? "first" : "second");
      }
    } else {
      ++result.should_lose;
      if (won) ++result.won_should_lose;
    }
  }
  return result;
}

}  // namespace grundy
