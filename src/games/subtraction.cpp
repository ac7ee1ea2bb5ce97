#include "grundy/subtraction.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/integers.hpp"
#include "grundy/take_and_break.hpp"
#include "grundy/translate.hpp"

namespace grundy {
namespace {

// "1, 3 or 4" in the player's language.
std::string join_choices(const std::vector<std::uint64_t>& choices) {
  std::string text = choices.empty() ? std::string() : std::to_string(choices[0]);
  for (std::size_t k = 1; k < choices.size(); ++k) {
    text = k + 1 == choices.size() ? format_translated("{} or {}", text, choices[k])
                                   : format_translated("{}, {}", text, choices[k]);
  }
  return text;
}

}  // namespace

std::vector<std::uint64_t> normalised_subtraction_set(std::vector<std::uint64_t> set,
                                                      const SubtractionLimits& limits) {
  if (set.empty())
    throw RuleError(translate("the subtraction set is empty: give at least one number to take"));
  std::sort(set.begin(), set.end());
  set.erase(std::unique(set.begin(), set.end()), set.end());
  if (set.front() == 0) {
    throw RuleError(
        translate("0 is not allowed in a subtraction set: every move takes at least one token"));
  }
  if (set.back() > limits.max_element) {
    throw LimitError(
        format_translated("the subtraction set's largest element {} is above the limit {}: the "
                          "period search keeps a window of max S values",
                          set.back(), limits.max_element));
  }
  return set;
}

PeriodicSequence subtraction_sequence(const std::vector<std::uint64_t>& set,
                                      const SubtractionLimits& limits) {
  const std::vector<std::uint64_t> elements = normalised_subtraction_set(set, limits);
  // The values are those of the take-and-break code with digit 3 at each s,
  // computed and proven by the one sequence engine (window criterion, memory
  // max S). The search may compute max_values values, and max_steps look-ups
  // of |S| each: whichever allows fewer values is the bound that stops it.
  const std::uint64_t by_steps = limits.max_steps / elements.size();
  const bool steps_bind = by_steps < limits.max_values;
  GrundySequence sequence(TakeAndBreakRule::subtraction(elements), GrundySequence::Method::naive);
  sequence.extend_until_proven(steps_bind ? by_steps : limits.max_values);
  std::optional<PeriodicSequence> periodic = sequence.periodic();
  if (!periodic) {
    // The game is named: in a sum, the message must say which part it is.
    const std::string game = fmt::format("subtraction({})", fmt::join(elements, ","));
    throw LimitError(
        steps_bind
            ? format_translated("no period of {} found within {} look-ups (values computed "
                                "times |S|, the limit of the period search)",
                                game, limits.max_steps)
            : format_translated("no period of {} found within {} values (the limit of the period "
                                "search)",
                                game, limits.max_values));
  }
  return std::move(*periodic);
}

// ------------------------------------------------------------ Subtraction --

Subtraction::Subtraction(std::vector<std::uint64_t> set, std::vector<std::uint64_t> heaps,
                         const SubtractionLimits& limits)
    : Subtraction(SharedRules{},
                  std::make_shared<const Rules>(Rules{normalised_subtraction_set(set, limits),
                                                      subtraction_sequence(set, limits)}),
                  std::move(heaps)) {}

Subtraction::Subtraction(SharedRules, std::shared_ptr<const Rules> rules,
                         std::vector<std::uint64_t> heaps)
    : HeapGame(std::move(heaps)), rules_(std::move(rules)) {
  for (std::uint64_t heap : this->heaps()) value_ ^= heap_value(heap);
}

std::string Subtraction::prefix() const {
  return fmt::format("subtraction({})", fmt::join(rules_->set, ","));
}

void Subtraction::heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const {
  for (std::uint64_t s : rules_->set) {
    if (s > size || !visit(s, {size - s})) return;
  }
}

// Direct: a heap has at most |S| options, each valued by the periodic sequence,
// so a heap of any size is answered in |S| look-ups.
void Subtraction::heap_moves_to_value(std::uint64_t size, Nimber target,
                                      const HeapMoveVisitor& visit) const {
  if (target > rules_->sequence.max_value()) return;
  for (std::uint64_t s : rules_->set) {
    if (s > size) return;
    if (heap_value(size - s) == target && !visit(s, {size - s})) return;
  }
}

std::string Subtraction::illegal_heap_move(std::uint64_t size,
                                           const std::vector<std::uint64_t>& left) const {
  if (left.size() != 1) return translate("a move leaves one heap: it never splits a heap");
  const std::uint64_t taken = size - left[0];
  const std::vector<std::uint64_t>& set = rules_->set;
  if (std::binary_search(set.begin(), set.end(), taken)) return {};
  return format_translated("in {} a move takes {} tokens, not {}", prefix(), join_choices(set),
                           taken);
}

std::shared_ptr<const HeapGame> Subtraction::with_heaps(std::vector<std::uint64_t> heaps) const {
  return std::shared_ptr<const HeapGame>(new Subtraction(SharedRules{}, rules_, std::move(heaps)));
}

// ------------------------------------------------------------------- Bash --

Bash::Bash(std::uint64_t max_take, std::vector<std::uint64_t> heaps)
    : HeapGame(std::move(heaps)), max_take_(max_take) {
  if (max_take == 0) throw RuleError(translate("bash(0) allows no move: m must be at least 1"));
  if (max_take > kMaxNumber) throw OverflowError(translate("bash(m): m must be at most 2^63-1"));
  for (std::uint64_t heap : this->heaps()) value_ ^= heap_value(heap);
}

std::string Bash::prefix() const { return fmt::format("bash({})", max_take_); }

void Bash::heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const {
  const std::uint64_t most = std::min(size, max_take_);
  for (std::uint64_t s = 1; s <= most; ++s) {
    if (!visit(s, {size - s})) return;
  }
}

// Taking s changes the residue mod m+1 by s, and 1 <= s <= m: the only move to
// residue `target` takes s = (size - target) mod (m+1), when that is not 0
// (target differs from the heap's value) and at most the heap.
void Bash::heap_moves_to_value(std::uint64_t size, Nimber target,
                               const HeapMoveVisitor& visit) const {
  if (target > max_take_) return;
  const std::uint64_t residue = heap_value(size);
  if (target == residue) return;
  // residue + (m + 1 - target) <= m + m + 1 <= 2^64 - 1 since m <= 2^63-1.
  const std::uint64_t s = residue > target ? residue - target : residue + (max_take_ + 1 - target);
  if (s <= size) visit(s, {size - s});
}

std::string Bash::illegal_heap_move(std::uint64_t size,
                                    const std::vector<std::uint64_t>& left) const {
  if (left.size() != 1) return translate("a move leaves one heap: it never splits a heap");
  const std::uint64_t taken = size - left[0];
  if (taken <= max_take_) return {};
  return format_translated_plural("in bash({}) a move takes {} token, not {}",
                                  "in bash({}) a move takes 1 to {} tokens, not {}", max_take_,
                                  max_take_, max_take_, taken);
}

std::shared_ptr<const HeapGame> Bash::with_heaps(std::vector<std::uint64_t> heaps) const {
  return std::make_shared<Bash>(max_take_, std::move(heaps));
}

// ----------------------------------------------------------- the families --

namespace {

// One element of S as typed, with messages that name the token and its column.
std::uint64_t read_element(const Token& token, const SubtractionLimits& limits) {
  const ParsedNumber parsed = parse_number(token.text);
  switch (parsed.status) {
    case NumberStatus::ok:
      break;
    case NumberStatus::negative:
      throw ParseError(
          format_translated("negative number '{}' at column {}: the elements of a subtraction "
                            "set are positive integers",
                            printable_token(token.text), token.column),
          token.column);
    case NumberStatus::too_large:
      // Above 2^63-1 the token is not a number grundy reads at all: a
      // ParseError, as for a heap, whatever the limit on S.
      throw ParseError(
          format_translated("subtraction set element '{}' at column {} is above the limit: max S "
                            "must be at most {}",
                            printable_token(token.text), token.column, limits.max_element),
          token.column);
    case NumberStatus::not_a_number:
      throw ParseError(
          format_translated("'{}' at column {} is not a number (an element of the subtraction "
                            "set expected, e.g. 'subtraction(1,3,4) 7 9')",
                            printable_token(token.text), token.column),
          token.column);
  }
  if (parsed.value == 0) {
    throw RuleError(
        format_translated("'{}' at column {}: 0 is not allowed in a subtraction set, every move "
                          "takes at least one token",
                          printable_token(token.text), token.column));
  }
  if (parsed.value > limits.max_element) {
    throw LimitError(
        format_translated("subtraction set element '{}' at column {} is above the limit: max S "
                          "must be at most {} (the period search keeps a window of max S values)",
                          printable_token(token.text), token.column, limits.max_element));
  }
  return parsed.value;
}

}  // namespace

namespace {

// S as subtraction(S) gives it, each element within the limits.
std::vector<std::uint64_t> read_set(const ComponentText& text, const SubtractionLimits& limits) {
  const std::vector<Token>& parameters = require_parameters(text, "subtraction(1,3,4) 7 9");
  std::vector<std::uint64_t> set;
  set.reserve(parameters.size());
  for (const Token& token : parameters) set.push_back(read_element(token, limits));
  return set;
}

// m of bash(m).
std::uint64_t read_max_take(const ComponentText& text) {
  const std::vector<Token>& parameters = require_parameters(text, "bash(3) 10");
  if (parameters.size() != 1) {
    throw ParseError(
        format_translated("'{}' takes one parameter m (take 1 to m tokens), but {} were "
                          "given: '{}' at column {} is one too many",
                          text.name.text, parameters.size(), printable_token(parameters[1].text),
                          parameters[1].column),
        parameters[1].column);
  }
  const Token& m = parameters[0];
  const std::uint64_t max_take = read_number(m, translate("m (the most tokens a move takes)"));
  if (max_take == 0) {
    throw RuleError(
        format_translated("'{}' at column {}: bash(0) allows no move, m must be at least 1",
                          printable_token(m.text), m.column));
  }
  return max_take;
}

// The rule named as `game` on one empty heap prints itself: "bash(3) 0".
HeapRule heap_rule_of(const Component& game, TakeAndBreakRule rule) {
  std::string name = game.canonical();
  name.resize(name.rfind(' '));
  return {std::move(name), std::make_shared<const TakeAndBreakRule>(std::move(rule))};
}

}  // namespace

Family subtraction_family(const SubtractionLimits& limits) {
  Family family{
      "subtraction",
      "subtraction game: take s tokens from one heap, s in a finite set S",
      fmt::format(
          "subtraction(S) H1 H2 ...   the subtraction game with set S on heaps of H1, H2,\n"
          "... tokens (each 0 to 2^63-1). S is a comma-separated list of positive\n"
          "integers in any order; it is printed sorted, without repeats.\n"
          "A move takes s tokens from a single heap, for some s in S with s at most the\n"
          "heap; whoever moves last wins. An emptied heap stays in the row as 0.\n"
          "A heap's Grundy value is G(n) = mex{{G(n-s) : s in S, s <= n}}. The sequence is\n"
          "eventually periodic, and the period is proven: from n = max S on, G(n)\n"
          "depends only on the max S values before it, so once a window of max S\n"
          "values repeats, everything after it repeats. Heaps up to 2^63-1 are then\n"
          "answered exactly from one preperiod and one period.\n"
          "Limits: max S at most {}; the period search computes at most\n"
          "{} values and {} look-ups (values times |S|), else it stops\n"
          "with an error.\n"
          "Moves are written HEAP:FROM->TO, heaps numbered from 1: 2:9->5 takes 4\n"
          "tokens from heap 2.\n"
          "Example: grundy solve 'subtraction(1,3,4) 7 10'",
          limits.max_element, limits.max_values, limits.max_steps),
      [limits](const ComponentText& text) -> ComponentPtr {
        std::vector<std::uint64_t> set = read_set(text, limits);
        require_numbers(text, translate("at least one heap, e.g. 'subtraction(1,3,4) 7 9'"));
        return std::make_shared<Subtraction>(std::move(set), read_numbers(text), limits);
      },
      "subtraction(1,3,4) 7 9",
  };
  // The set as a game on one empty heap reads it (within the limits, which
  // also bound the rule's table of one digit per take), sorted, no repeats.
  family.heap_rule = [limits](const ComponentText& text) {
    const Subtraction game(read_set(text, limits), {0}, limits);
    return heap_rule_of(game, TakeAndBreakRule::subtraction(game.subtraction_set()));
  };
  family.small_positions = [] {
    return SmallPositions{{every_list("subtraction(1,3,4)", 2, 15)},
                          {every_list("subtraction(1,3,4)", 2, 6)}};
  };
  return family;
}

Family bash_family() {
  Family family{
      "bash",
      "Bash game: take 1 to m tokens from one heap",
      "bash(m) H1 H2 ...   the Bash game on heaps of H1, H2, ... tokens (each 0 to\n"
      "2^63-1), m from 1 to 2^63-1: the subtraction game with S = {1, ..., m}.\n"
      "A move takes 1 to m tokens from a single heap; whoever moves last wins. An\n"
      "emptied heap stays in the row as 0.\n"
      "A heap of n has Grundy value n mod (m+1): a lone heap is lost exactly when\n"
      "n is a multiple of m+1, and the winning move leaves one.\n"
      "Moves are written HEAP:FROM->TO, heaps numbered from 1: 1:10->8 takes 2\n"
      "tokens from heap 1.\n"
      "Example: grundy solve 'bash(3) 10'",
      [](const ComponentText& text) -> ComponentPtr {
        const std::uint64_t max_take = read_max_take(text);
        require_numbers(text, translate("at least one heap, e.g. 'bash(3) 10'"));
        return std::make_shared<Bash>(max_take, read_numbers(text));
      },
      "bash(3) 10",
  };
  // bash(m), a closed form as a game, has no limit on m; its sequence is that
  // of S = {1, ..., m} and is held to the default limit of a subtraction
  // set, so that one number is the limit of every sequence of a set.
  family.heap_rule = [](const ComponentText& text) {
    const std::uint64_t m = read_max_take(text);
    const std::uint64_t most = SubtractionLimits{}.max_element;
    if (m > most) {
      throw LimitError(format_translated(
          "bash({}): its sequence is that of the subtraction set 1, ..., {}, and max S must be "
          "at most {}",
          m, m, most));
    }
    std::vector<std::uint64_t> set;
    for (std::uint64_t s = 1; s <= m; ++s) set.push_back(s);
    return heap_rule_of(Bash(m, {0}), TakeAndBreakRule::subtraction(set));
  };
  family.small_positions = [] {
    return SmallPositions{{every_list("bash(3)", 2, 15)}, {every_list("bash(3)", 2, 6)}};
  };
  return family;
}

std::string Subtraction::rule_title() const { return translate("the period of the sequence"); }

std::string Bash::rule_title() const { return translate("Bash's residues"); }

std::vector<std::string> Subtraction::heap_rule_statement() const {
  return {period_statement(sequence().period())};
}

std::string Subtraction::heap_value_rule(std::uint64_t size) const {
  return period_rule_text(size, sequence().period(), heap_value(size));
}

std::string Bash::heap_value_rule(std::uint64_t size) const {
  return format_translated(
      "G({}) = {} mod {} = {}: the options of a heap are the {} sizes just below it (fewer near "
      "0), whose values are the other residues",
      size, size, max_take_ + 1, heap_value(size), max_take_);
}

}  // namespace grundy
