// The Grundy sequence of a heap game as people and programs read it, under
// either convention: `grundy seq` prints the text, and `--json`, the web API
// (/api/seq) and the Python module give the same object.
//
// Normal play:
//   {"game": string, "values": [G(0), ..., G(last)],
//    "period": {"preperiod", "length"} or null, "computed": integer (the
//    values computed, which may be more than those listed),
//    "proof": string (only with a period: the theorem that proves it)}
//
// Misère play (`seq --misere`), its keys in alphabetical order:
//   {"game", "play": "misere", "values": [G⁻(0), ...], "normal_values",
//    "genus": [symbols], "tame_up_to": heap or null, "first_wild_heap": heap
//    or null, "positions_searched", "pretending": [element names] or null,
//    then "quotient_order", or "quotient_beyond" (why the quotient is not
//    given)}
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "grundy/grundy_sequence.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/misere_sequence.hpp"
#include "grundy/period_proof.hpp"
#include "grundy/take_and_break_game.hpp"

namespace grundy::report {

// What was computed of a normal-play sequence, and what is known of its
// period. `values` views the sequence's own values (a sequence of 10^9
// values is not copied to be printed): the report lives no longer than the
// sequence it was made from.
struct SequenceReport {
  std::string game;        // canonical: "kayles", "octal(0.6)"
  std::string octal_code;  // the code the name stands for ("0.77" for kayles), or empty
  const SequenceValues* values = nullptr;
  std::uint64_t last = 0;      // the values listed are G(0) .. G(last)
  std::uint64_t computed = 0;  // how many values were computed
  std::optional<PeriodProof> proof;
  // Without a proof, why none: no theorem covers the rule, or the computation
  // stopped at its limit (--until-period --max), or it did not go far enough.
  bool theorem_applies = true;
  bool limit_reached = false;
  // The sparse-space method, when it was used: its mask and heap parity, and
  // the rare positions it kept.
  struct SparseMethod {
    std::uint64_t mask = 0;
    bool heap_parity = false;
    std::uint64_t rare_positions = 0;
  };
  std::optional<SparseMethod> sparse;
};

// The report of `sequence` (computed for the rule of `named`) listing G(0) ..
// G(last), last < sequence.size(); `proof` as the sequence last proved it.
SequenceReport sequence_report(const NamedRule& named, const GrundySequence& sequence,
                               std::uint64_t last, const std::optional<PeriodProof>& proof,
                               bool limit_reached = false);

// The proof's sentence is in English (the command's JSON, the same in every
// language) unless `in_english` is false: then in this thread's language,
// as the API answers in the request's.
nlohmann::ordered_json sequence_json(const SequenceReport& report, bool in_english = true);
// The values in rows of 20 (10 when a value has three digits or more), the
// period and its proof, or why there is none, and the method.
void write_sequence_text(std::ostream& out, const SequenceReport& report);

// Misère play: each heap's misère value G⁻, its genus, how far the game is
// tame, and the element of the misère quotient each heap pretends to be, when
// the quotient was found within its limits.
struct MisereSequenceReport {
  std::string game;
  std::uint64_t last = 0;  // heaps 0 .. last
  std::vector<Nimber> misere_values;
  std::vector<Genus> genus;
  std::optional<std::uint64_t> first_wild_heap;
  std::uint64_t positions_searched = 0;
  // The quotient's element names and order, or why it is not given.
  std::optional<std::vector<std::string>> pretending;
  std::vector<std::string> element_names;
  std::uint64_t quotient_order = 0;
  std::string quotient_beyond;
};

// The report of heaps 0 .. last of `sequence` (extended that far) with
// `quotient` (extended that far too), or null and `quotient_beyond` saying
// why there is none.
MisereSequenceReport misere_sequence_report(const std::string& game, const MisereSequence& sequence,
                                            std::uint64_t last, const MisereQuotient* quotient,
                                            const std::string& quotient_beyond);

nlohmann::json misere_sequence_json(const MisereSequenceReport& report);
// The table heap, G⁻, G, Φ, genus, and what it means.
void write_misere_sequence_text(std::ostream& out, const MisereSequenceReport& report);

}  // namespace grundy::report
