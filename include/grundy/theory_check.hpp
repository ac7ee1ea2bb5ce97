// The seed's checker, as library functions: the theory (closed forms,
// periods, rules, Sprague–Grundy) against a reference search on small
// positions, and the engine against a random player. The reference is handed
// in (a Reference), so that the library knows nothing of it and it knows
// nothing of the library; `grundy verify` passes the oracle of tests/oracle,
// prints the results, and the tests assert them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grundy/generalized_value.hpp"
#include "grundy/nimber.hpp"
#include "grundy/search.hpp"
#include "grundy/sum.hpp"

namespace grundy {

// What a reference says of a position: an implementation of the rules
// written again without the engine (tests/oracle: the rules of every family
// and a plain search of whole sums), so that a wrong value, a wrong outcome
// or a wrong or missing move of the engine shows as a difference.
struct ReferenceAnswer {
  std::string position;         // the reference's canonical text of the position
  std::optional<Nimber> value;  // Grundy value (misère: G⁻); empty when infinite
  Outcome outcome = Outcome::previous_player_wins;
  std::vector<std::string> winning;  // canonical texts the winning moves leave: sorted, no repeats
  // Where play can return to a position: K of the value ∞(K) (sorted, no
  // repeats) when `value` is empty, and at a draw the canonical texts the
  // drawing moves leave (sorted, no repeats).
  std::vector<Nimber> infinite_options;
  std::vector<std::string> drawing;
};

// Answers a position given as text, as a person typed it (the reference reads
// it with its own reader, and answers with its own canonical text), under a
// convention; throws when the position is beyond the reference's search.
using Reference =
    std::function<ReferenceAnswer(const std::string& position, PlayConvention convention)>;

// The positions of one family among those checked: a position counts for
// every family it has a component of (a sum of two families, for both).
struct FamilyTally {
  std::uint64_t checked = 0;
  std::uint64_t agreed = 0;
};

// One family (or sum) checked on a set of small positions.
struct TheoryCheck {
  std::string positions;         // what was checked, e.g. "nim A B and nim A B C, A, B, C = 0..15"
  std::uint64_t checked = 0;     // positions compared
  std::uint64_t agreed = 0;      // positions where everything agreed
  std::string first_difference;  // the first position that disagreed, and how ("" when none)
  // By family (Component::family), the positions that hold it; a position
  // the engine cannot read counts for "?".
  std::map<std::string, FamilyTally> families;
};

// The tallies of every check, added up by family.
std::map<std::string, FamilyTally> families_checked(const std::vector<TheoryCheck>& checks);

// For each position: its canonical text, the Grundy value (where the theory
// computes one), who wins, and the set of positions the winning moves leave,
// theory against the reference: the small positions each family names
// (Family::small_positions, in the order of the registry), then sums of two
// and three different families.
//
// Each check below takes the families to check (registry names, as
// `grundy verify --family` reads them): a position is checked only when every
// one of its games is of these families, and a check left with no position is
// left out. Empty: every family. A position that cannot be read is always
// checked, so that it shows as a difference.
using FamilySelection = std::set<std::string>;

std::vector<TheoryCheck> check_theory_against_reference(const Reference& reference,
                                                        const FamilySelection& only = {});

// Under misère play the engine's answer is MisereAnalysis's (misere.hpp),
// with or without its tame-genus shortcut, and the reference is asked under
// misère play too.
struct TheoryCheckOptions {
  PlayConvention convention = PlayConvention::normal;
  bool use_tame_genus = true;
  FamilySelection only;  // the families to check (see above); empty: every family
};

// Checks one list of positions (game expressions), labelled `positions`.
// The reference reads each expression as written, not the engine's reprint
// of it, and the engine's canonical text must be the reference's: a text the
// engine misreads, and prints back cleanly, is a difference. A position that
// the engine or the reference cannot answer (a grundy::Error) is a
// difference too, with the error's message.
TheoryCheck check_positions(const std::string& positions,
                            const std::vector<std::string>& expressions, const Reference& reference,
                            const TheoryCheckOptions& options = {});

// The same under misère play: misère Nim on every position of 2 to 4 heaps of
// 0 to 7 (4672 positions), sums of two families by the tame-genus shortcut
// and by search, single heaps of Kayles, Dawson's Kayles and Grundy's game
// (their misère values as MisereSequence computes them), and the misère
// small positions each family names, searched.
std::vector<TheoryCheck> check_misere_against_reference(const Reference& reference,
                                                        const FamilySelection& only = {});

// A position of the oracle's corpus (tests/data/oracle/corpus.txt): its text
// as written, and the convention it is asked under.
struct CorpusPosition {
  std::string position;
  PlayConvention convention = PlayConvention::normal;
};

// Every position of the corpus under its convention, whatever its family:
// the positions of normal play, then those of misère play (each a check,
// labelled "corpus, normal play" and "corpus, misère play"; misère play with
// the tame-genus shortcut, as `grundy solve --misere`).
std::vector<TheoryCheck> check_corpus_against_reference(const std::vector<CorpusPosition>& corpus,
                                                        const Reference& reference,
                                                        const FamilySelection& only = {});

// Games of the engine against the random player from random Nim positions.
struct EngineGames {
  std::uint64_t games = 0;
  std::uint64_t should_win = 0;       // games whose start the engine wins with perfect play
  std::uint64_t won_should_win = 0;   // ... and won
  std::uint64_t should_lose = 0;      // the others: lost against perfect play
  std::uint64_t won_should_lose = 0;  // ... and won all the same, after a random mistake
  std::string first_failure;          // a game the engine should have won and lost ("" when none)
};

// `games` games, each from a random Nim position of 2 to 4 heaps of 0 to 15;
// who moves first (the engine or the random player) is drawn as well. Whether
// the engine should win is the reference's outcome of the start, not the
// engine's own. The same seed replays the same games on every platform.
EngineGames play_engine_against_random(std::uint64_t games, std::uint64_t seed,
                                       PlayConvention convention, const Reference& reference);

}  // namespace grundy
