// Why each value is what it is: the mex rule made visible. A component's
// Grundy value is the smallest value that none of its options has (the
// minimum excluded value, mex); for a position small enough, its options are
// listed grouped by value, one example move each, so that the missing value
// can be seen. Families whose values follow a closed form (a Nim heap, Bash's
// residues, a proven period, Wythoff's losing pairs) also say which rule
// gives the value, which is all that is said when the options are too many.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/component.hpp"
#include "grundy/misere.hpp"
#include "grundy/move.hpp"
#include "grundy/nimber.hpp"

namespace grundy {

// The options of one value.
struct OptionGroup {
  Nimber value = 0;
  std::uint64_t count = 0;  // how many options have it
  Move example;             // the first of them, in the order of all_moves
  std::vector<Move> moves;  // all of them, in that order
};

// Where positions can repeat (a game graph with cycles), an option of
// infinite value ∞(...) beside finite ones: a finite value G stands only
// when each such option has a move back to a position of value G (Smith).
struct InfiniteOption {
  Move move;                 // the move to it
  ComponentPtr option;       // the position it leaves
  std::optional<Move> back;  // a move of `option` to value G, when G is finite
};

// One part of a position and why it has its value.
struct ValueExplanation {
  std::size_t component = 0;       // in the sum (misère play: 0, the whole position)
  std::optional<std::size_t> row;  // the row of value_rows (a heap), when the component has several
  ComponentPtr part;               // the game explained: the component, or its row alone
  std::optional<Sum> whole;        // misère play: the whole position, explained instead
  Nimber value = 0;
  // false: only who wins is known, by the rule (Moore's theorem), and not
  // `value`; nothing is listed then.
  bool value_known = true;
  std::string rule;  // the closed-form rule, or "" (Component::value_rule)
  // The mex check, present when the part has at most the limit's options.
  bool options_listed = false;
  std::uint64_t option_count = 0;
  std::vector<OptionGroup> groups;  // by value, ascending
  Nimber mex = 0;                   // the smallest value no group has: `value`
  std::vector<InfiniteOption> infinite;  // options of infinite value (cycles only)

  // The game explained, a move of it, and what the move leaves, as text
  // (abbreviated beyond `max_numbers` numbers; kWhole: canonical).
  static constexpr std::size_t kWhole = static_cast<std::size_t>(-1);
  std::string position_text(std::size_t max_numbers) const;
  std::string move_text(const Move& move) const;
  std::string after_text(const Move& move, std::size_t max_numbers) const;
};

struct ExplanationLimits {
  std::size_t max_parts = 8;        // parts explained (distinct positions, in order)
  std::uint64_t max_options = 256;  // options listed per part; more: the rule only
  std::size_t rows_scanned = 64;    // rows of one component looked at for distinct parts
  // Misère play: no explanation when the position's value took a search of
  // more sums than this (each option would take another such search).
  std::uint64_t max_misere_search = 2000;
};

struct ValueExplanations {
  std::vector<ValueExplanation> parts;
  bool more_parts = false;  // parts were left out by the limit
};

// The explanations of a normal-play analysis whose value is known, part by
// part: each component, or each row of a component that is a sum of rows
// (heaps), once per distinct position. A part whose positions can repeat is
// explained when its value is finite: the mex of its options' finite values,
// and for each option of infinite value a move back to that value (Smith). When the value is not
// known (a search too large), the components whose rule tells who wins
// (Component::value_rule), with that rule only.
ValueExplanations explain_values(const Analysis& analysis, const ExplanationLimits& limits = {});

// Misère play: values do not add over a sum, so the whole position is
// explained: its misère value G⁻ is the mex of its options' misère values,
// except that a position without moves has G⁻ = 1 (the player to move has
// won: the opponent made the last move). One part (component 0, the whole
// position), without a rule; empty when the position has more options than
// limits.max_options, its value took a search of more than
// limits.max_misere_search sums, or an option's value is beyond the limits.
ValueExplanations explain_misere_value(const MisereAnalysis& analysis,
                                       const ExplanationLimits& limits = {});

// Each component's reason in its family's own terms (Component::family_
// reason), for the first `max_components` that have one; a component whose
// reason is beyond the limits (LimitError) is left out. Normal play: under
// misère play a family's rule does not decide a sum.
struct ComponentReason {
  std::size_t component = 0;  // in the sum
  FamilyReason reason;
};
struct FamilyReasons {
  std::vector<ComponentReason> parts;
  bool more_parts = false;  // components with a reason were left out by the limit
};
FamilyReasons family_reasons(const Sum& sum, std::size_t max_components = 8);

// The mex check of one game alone: its options grouped by value, or nullopt
// when it has more than `max_options` options.
struct MexCheck {
  std::uint64_t option_count = 0;
  std::vector<OptionGroup> groups;  // the options of finite value
  Nimber mex = 0;
  std::vector<InfiniteOption> infinite;  // where positions repeat: the others
};
std::optional<MexCheck> mex_check(const Component& game, std::uint64_t max_options);

}  // namespace grundy
