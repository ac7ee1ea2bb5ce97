#include "grundy/take_and_break_game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"
#include "grundy/grundy_sequence.hpp"
#include "grundy/heap_values_cache.hpp"
#include "grundy/integers.hpp"
#include "grundy/translate.hpp"

namespace grundy {

// ------------------------------------------------------------ HeapValues --

std::shared_ptr<const HeapValues> HeapValues::compute(const TakeAndBreakRule& rule,
                                                      std::uint64_t largest_heap,
                                                      const Limits& limits) {
  if (limits.cache) {
    if (std::shared_ptr<const HeapValues> kept = limits.cache->find(rule.code(), largest_heap))
      return kept;
  }
  std::shared_ptr<const HeapValues> computed = compute_anew(rule, largest_heap, limits);
  if (limits.cache) limits.cache->keep(rule.code(), computed);
  return computed;
}

std::shared_ptr<const HeapValues> HeapValues::compute_anew(const TakeAndBreakRule& rule,
                                                           std::uint64_t largest_heap,
                                                           const Limits& limits) {
  // A code that splits a heap into three has about n²/12 such moves at heap
  // n, all tried, and no period theorem to stop sooner: the values up to
  // heap N try about N³/36 of them for each digit that allows it.
  if (rule.splits_into_three()) {
    const auto& digits = rule.digits();
    const std::uint64_t splitting =
        static_cast<std::uint64_t>(std::count_if(digits.begin(), digits.end(), [](std::uint8_t d) {
          return (d & TakeAndBreakRule::kLeaveThree) != 0;
        }));
    const std::optional<std::uint64_t> squared = checked_mul(largest_heap, largest_heap);
    const std::optional<std::uint64_t> cubed =
        squared ? checked_mul(*squared / 36, largest_heap) : std::nullopt;
    const std::optional<std::uint64_t> moves =
        cubed ? checked_mul(*cubed, splitting) : std::nullopt;
    if (!moves || *moves > kMaxSplitsIntoThree) {
      throw LimitError(format_translated(
          "{} splits a heap into three and has no period theorem, so a heap of {} needs every "
          "value up to it, trying more than {} splits into three (the limit)",
          rule.code(), largest_heap, kMaxSplitsIntoThree));
    }
  }
  auto values = std::make_shared<HeapValues>();
  GrundySequence sequence(rule);
  // The sequence looks for a period at each power of two; stop at the first
  // proof, or once the values themselves answer every heap. A heap above
  // max_computed can only be answered by a period, so the search goes on to
  // period_search even past the heap (with limits where period_search is the
  // larger, a heap of 300 would otherwise be refused where one of 10^18,
  // whose search ran further, is answered).
  if (limits.period_search >= 256) {
    const bool computable = largest_heap <= limits.max_computed;
    // At least kLeastPeriodSearch values, where the limits allow that many.
    const std::uint64_t enough = std::max(
        largest_heap, std::min({limits.period_search, kLeastPeriodSearch, limits.max_computed}));
    values->proof_ = sequence.extend_until_proven(
        limits.period_search, computable ? std::optional<std::uint64_t>(enough) : std::nullopt);
    values->searched_ = sequence.size();
  }
  if (values->proof_) {
    values->periodic_ = sequence.periodic();
    return values;
  }
  if (largest_heap > limits.max_computed && !period_theorem(rule)) {
    // Grundy's game (and a game that splits a heap into three) has no
    // theorem that would prove a period from finitely many values.
    throw LimitError(format_translated(
        "{} has no period theorem, so a heap of {} needs every value up to it: {} values, {} bytes "
        "(the limit is "
        "heaps of {})",
        rule.is_grundys_game() ? std::string("Grundy's game") : rule.code(), largest_heap,
        largest_heap + 1, 2 * (largest_heap + 1), limits.max_computed));
  }
  if (largest_heap > limits.max_computed) {
    throw LimitError(
        format_translated("no period of {} is proven within its first {} values, and a heap of {} "
                          "needs every value up to it: "
                          "{} values, {} bytes (the limit is heaps of {})",
                          rule.code(), sequence.size(), largest_heap, largest_heap + 1,
                          2 * (largest_heap + 1), limits.max_computed));
  }
  sequence.extend_to(largest_heap);
  values->prefix_ = sequence.values().copy(0, largest_heap + 1);
  return values;
}

bool HeapValues::answers(std::uint64_t largest_heap) const noexcept {
  return periodic_.has_value() || largest_heap < prefix_.size();
}

std::uint64_t HeapValues::memory_bytes() const noexcept {
  std::uint64_t bytes = sizeof(HeapValues) + prefix_.capacity() * sizeof(prefix_[0]);
  if (periodic_) {
    bytes +=
        (periodic_->preperiod_values().size() + periodic_->period_values().size()) * sizeof(Nimber);
  }
  return bytes;
}

Nimber HeapValues::value_at(std::uint64_t n) const {
  if (periodic_) return periodic_->value_at(n);
  if (n < prefix_.size()) return prefix_[n];
  throw LimitError(format_translated("G({}) was not computed", n));
}

// ------------------------------------------------------ TakeAndBreakGame --

TakeAndBreakGame::TakeAndBreakGame(std::string name, TakeAndBreakRule rule,
                                   std::vector<std::uint64_t> heaps,
                                   const HeapValues::Limits& limits)
    : HeapGame(std::move(heaps)),
      name_(std::move(name)),
      family_(name_.substr(0, name_.find('('))),
      rule_(std::make_shared<const TakeAndBreakRule>(std::move(rule))) {
  const std::uint64_t largest =
      this->heaps().empty() ? 0 : *std::max_element(this->heaps().begin(), this->heaps().end());
  values_ = HeapValues::compute(*rule_, largest, limits);
}

TakeAndBreakGame::TakeAndBreakGame(const TakeAndBreakGame& other, std::vector<std::uint64_t> heaps)
    : HeapGame(std::move(heaps)),
      name_(other.name_),
      family_(other.family_),
      rule_(other.rule_),
      values_(other.values_) {}

std::shared_ptr<const HeapGame> TakeAndBreakGame::with_heaps(
    std::vector<std::uint64_t> heaps) const {
  // Moves only make heaps smaller, so the values at hand answer them all.
  return std::shared_ptr<const HeapGame>(new TakeAndBreakGame(*this, std::move(heaps)));
}

void TakeAndBreakGame::heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const {
  rule_->moves(size, visit);
}

std::uint64_t TakeAndBreakGame::splits_to_value(std::uint64_t rest, Nimber target,
                                                std::uint64_t taken,
                                                const HeapMoveVisitor* visit) const {
  const bool unequal = rule_->is_grundys_game();
  const std::uint64_t half = rest / 2;
  std::uint64_t count = 0;
  std::vector<std::uint64_t> parts(2);
  auto consider = [&](std::uint64_t a) {
    if (unequal && 2 * a == rest) return true;
    if ((values_->value_at(a) ^ values_->value_at(rest - a)) != target) return true;
    ++count;
    if (visit == nullptr) return true;
    parts[0] = a;
    parts[1] = rest - a;
    return (*visit)(taken, parts);
  };
  const std::optional<PeriodProof>& proof = values_->proof();
  // Once both parts lie in the periodic range, whether a split has the target
  // value depends only on the smaller part modulo the period: one period of
  // candidates is examined and the rest follow by arithmetic.
  const std::uint64_t periodic_from =
      proof ? std::max<std::uint64_t>(proof->period.preperiod, 1) : 0;
  if (!proof || half < periodic_from + 2 * proof->period.length || rest - half < periodic_from) {
    for (std::uint64_t a = 1; a <= half; ++a) {
      if (!consider(a)) return count;
    }
    return count;
  }
  for (std::uint64_t a = 1; a < periodic_from; ++a) {
    if (!consider(a)) return count;
  }
  const std::uint64_t p = proof->period.length;
  std::vector<std::uint64_t> offsets;  // a = periodic_from + offset + j*p matches
  for (std::uint64_t offset = 0; offset < p; ++offset) {
    const std::uint64_t a = periodic_from + offset;
    if ((values_->value_at(a) ^ values_->value_at(rest - a)) == target) offsets.push_back(offset);
  }
  if (offsets.empty()) return count;  // no residue matches: nothing further on either
  if (visit == nullptr) {
    for (std::uint64_t offset : offsets) {
      const std::uint64_t first = periodic_from + offset;
      if (first <= half) count += (half - first) / p + 1;
    }
    return count;
  }
  for (std::uint64_t base = periodic_from; base <= half; base += p) {
    for (std::uint64_t offset : offsets) {
      const std::uint64_t a = base + offset;
      if (a > half) return count;
      ++count;
      parts[0] = a;
      parts[1] = rest - a;
      if (!(*visit)(taken, parts)) return count;
    }
  }
  return count;
}

void TakeAndBreakGame::heap_moves_to_value(std::uint64_t size, Nimber target,
                                           const HeapMoveVisitor& visit) const {
  const auto& digits = rule_->digits();
  for (std::uint64_t k = 0; k < digits.size() && k <= size; ++k) {
    const std::uint8_t d = digits[k];
    const std::uint64_t rest = size - k;
    if (k > 0 && (d & TakeAndBreakRule::kLeaveNothing) && rest == 0 && target == 0 && !visit(k, {}))
      return;
    if (k > 0 && (d & TakeAndBreakRule::kLeaveOne) && rest >= 1 &&
        values_->value_at(rest) == target && !visit(k, {rest})) {
      return;
    }
    if ((d & TakeAndBreakRule::kLeaveTwo) && rest >= 2) {
      bool go_on = true;
      const HeapMoveVisitor stop_aware = [&](std::uint64_t taken,
                                             const std::vector<std::uint64_t>& parts) {
        go_on = visit(taken, parts);
        return go_on;
      };
      splits_to_value(rest, target, k, &stop_aware);
      if (!go_on) return;
    }
    if ((d & TakeAndBreakRule::kLeaveThree) && rest >= 3) {
      std::vector<std::uint64_t> parts(3);
      for (std::uint64_t a = 1; 3 * a <= rest; ++a) {
        for (std::uint64_t b = a; a + 2 * b <= rest; ++b) {
          const std::uint64_t c = rest - a - b;
          if ((values_->value_at(a) ^ values_->value_at(b) ^ values_->value_at(c)) != target)
            continue;
          parts = {a, b, c};
          if (!visit(k, parts)) return;
        }
      }
    }
  }
}

std::uint64_t TakeAndBreakGame::heap_move_count_to_value(std::uint64_t size, Nimber target) const {
  const auto& digits = rule_->digits();
  if (rule_->splits_into_three()) return HeapGame::heap_move_count_to_value(size, target);
  std::uint64_t count = 0;
  for (std::uint64_t k = 0; k < digits.size() && k <= size; ++k) {
    const std::uint8_t d = digits[k];
    const std::uint64_t rest = size - k;
    if (k > 0 && (d & TakeAndBreakRule::kLeaveNothing) && rest == 0 && target == 0) ++count;
    if (k > 0 && (d & TakeAndBreakRule::kLeaveOne) && rest >= 1 &&
        values_->value_at(rest) == target)
      ++count;
    if ((d & TakeAndBreakRule::kLeaveTwo) && rest >= 2)
      count += splits_to_value(rest, target, k, nullptr);
  }
  return count;
}

std::string TakeAndBreakGame::illegal_heap_move(std::uint64_t size,
                                                const std::vector<std::uint64_t>& left) const {
  if (std::find(left.begin(), left.end(), std::uint64_t{0}) != left.end()) {
    return translate(
        "a move here leaves only non-empty heaps: write the heaps that remain, or 0 for none");
  }
  std::uint64_t rest = 0;
  for (std::uint64_t part : left) rest += part;  // at most size (checked by the caller)
  const std::uint64_t taken = size - rest;
  const auto& digits = rule_->digits();
  if (rule_->is_grundys_game()) {
    if (left.size() == 2 && taken == 0 && left[0] != left[1]) return {};
    return translate(
        "in Grundy's game a move splits one heap into two heaps of different sizes, taking "
        "nothing");
  }
  const std::uint8_t digit = taken < digits.size() ? digits[taken] : 0;
  if (digit == 0)
    return format_translated_plural("in {} no move takes {} token from a heap",
                                    "in {} no move takes {} tokens from a heap", taken, name_,
                                    taken);
  static constexpr std::uint8_t kBits[] = {TakeAndBreakRule::kLeaveNothing,
                                           TakeAndBreakRule::kLeaveOne, TakeAndBreakRule::kLeaveTwo,
                                           TakeAndBreakRule::kLeaveThree};
  if (left.size() < 4 && (digit & kBits[left.size()]) != 0 && (taken > 0 || !left.empty()))
    return {};
  if (left.empty())
    return format_translated("in {} a move taking {} cannot remove a whole heap", name_, taken);
  if (left.size() == 1)
    return format_translated("in {} a move taking {} cannot leave one heap", name_, taken);
  if (left.size() == 2)
    return format_translated("in {} a move taking {} cannot leave two heaps", name_, taken);
  if (left.size() == 3)
    return format_translated("in {} a move taking {} cannot leave three heaps", name_, taken);
  return format_translated("in {} a move leaves at most three heaps", name_);
}

// ------------------------------------------------------------- families --

namespace {

std::string limits_text(const HeapValues::Limits& limits) {
  return fmt::format(
      "Values of heaps come from the proven period when the first {} values prove one\n"
      "(Guy-Smith theorem, see 'grundy seq'); otherwise every value up to the largest\n"
      "heap is computed, for heaps up to {}.",
      limits.period_search, limits.max_computed);
}

const char* kMoveNotation =
    "Moves are written HEAP:FROM->LEFT, heaps numbered from 1, LEFT the heaps the\n"
    "move leaves joined by '+' (0 for none): 1:10->3+5 takes 2 from a heap of 10\n"
    "and leaves heaps of 3 and 5 in its place.\n";

ComponentPtr make_game(const std::string& name, TakeAndBreakRule rule, const ComponentText& text,
                       const HeapValues::Limits& limits) {
  require_numbers(text, format_translated("at least one heap, e.g. '{} 10'", text.name.text));
  return std::make_shared<TakeAndBreakGame>(name, std::move(rule), read_numbers(text), limits);
}

// The one code in the parentheses of octal(CODE) or tb(CODE); `example`
// shows a position in the error for missing parentheses.
TakeAndBreakRule read_code(const ComponentText& text, int base, const std::string& example) {
  const std::string& family_name = text.name.text;
  const std::vector<Token>& parameters = require_parameters(text, example);
  if (parameters.size() != 1) {
    throw ParseError(
        format_translated("'{}' takes one code, e.g. '{}(0.07)'; {} parameters given at column {}",
                          family_name, family_name, parameters.size(), text.parameters_column),
        text.parameters_column);
  }
  return base == 8 ? TakeAndBreakRule::octal(parameters[0].text, parameters[0].column)
                   : TakeAndBreakRule::hexadecimal(parameters[0].text, parameters[0].column);
}

HeapRule shared_rule(std::string name, TakeAndBreakRule rule) {
  return {std::move(name), std::make_shared<const TakeAndBreakRule>(std::move(rule))};
}

Family code_family(const std::string& family_name, int base, const HeapValues::Limits& limits) {
  const bool octal = base == 8;
  Family family{
      family_name,
      octal ? "octal games: a code says how many tokens a move takes and how many heaps it leaves"
            : "take-and-break games with hexadecimal codes (up to three heaps left)",
      fmt::format("{0}(CODE) H1 H2 ...   the {1} game CODE on heaps of H1, H2, ... tokens.\n"
                  "CODE is d0.d1d2d3... (Winning Ways notation): digit dk says what removing k\n"
                  "tokens from a heap may leave, as a sum of 1 (no heap: k was the whole heap),\n"
                  "2 (one heap) and 4 (two heaps){2}. d0 may only be 0 or 4{3} (taking nothing,\n"
                  "a move can only split). Whoever moves last wins.\n"
                  "{4}{5}\n"
                  "Examples: grundy solve '{0}(0.07) 10 12'   ({6})",
                  family_name, octal ? "octal" : "take-and-break",
                  octal ? "" : " and 8 (three heaps)", octal ? "" : ", 8 or c", kMoveNotation,
                  limits_text(limits),
                  octal ? "Dawson's Kayles" : "0.8: take one token and split the rest into three"),
      [family_name, base, limits](const ComponentText& text) -> ComponentPtr {
        TakeAndBreakRule rule =
            read_code(text, base, family_name + (base == 8 ? "(0.07) 10" : "(0.8) 9"));
        const std::string name = family_name + "(" + rule.code() + ")";
        return make_game(name, std::move(rule), text, limits);
      },
      family_name + (octal ? "(0.07) 10 12" : "(0.8) 9"),
  };
  family.heap_rule = [family_name, base](const ComponentText& text) {
    TakeAndBreakRule rule = read_code(text, base, family_name + "(0.07)");
    std::string name = family_name + "(" + rule.code() + ")";
    return shared_rule(std::move(name), std::move(rule));
  };
  // Codes whose digits take 1 and 2, split with and without taking, and
  // leave three heaps.
  family.small_positions = [octal] {
    const std::string first = octal ? "octal(0.6)" : "tb(0.8)";
    const std::string second = octal ? "octal(4.7)" : "tb(c.0f)";
    return SmallPositions{
        {single_heaps_and_pairs(first, 14, 7), single_heaps_and_pairs(second, 14, 7)},
        {every_list(first, 2, 6)}};
  };
  return family;
}

TakeAndBreakRule named_rule(const std::string& code) {
  return code == "grundy" ? TakeAndBreakRule::grundys_game() : TakeAndBreakRule::octal(code);
}

Family named_family(const std::string& name, const std::string& code, const std::string& summary,
                    const std::string& rules, const HeapValues::Limits& limits) {
  Family family{
      name,
      summary,
      fmt::format("{} H1 H2 ...   {}\n{}{}\nExample: grundy solve {} 9 12", name, rules,
                  kMoveNotation, limits_text(limits), name),
      [name, code, limits](const ComponentText& text) -> ComponentPtr {
        forbid_parameters(text);
        return make_game(name, named_rule(code), text, limits);
      },
      name + " 9 12",
  };
  family.heap_rule = [name, code](const ComponentText& text) {
    forbid_parameters(text);
    HeapRule rule = shared_rule(name, named_rule(code));
    if (code != "grundy") rule.octal_code = code;  // the name hides its code
    return rule;
  };
  family.small_positions = [name] {
    return SmallPositions{{single_heaps_and_pairs(name, 14, 7)}, {every_list(name, 2, 6)}};
  };
  return family;
}

}  // namespace

std::vector<Family> take_and_break_families(const HeapValues::Limits& limits) {
  return {
      code_family("octal", 8, limits),
      code_family("tb", 16, limits),
      named_family("kayles", "0.77", "Kayles (octal 0.77): knock down one pin or two adjacent pins",
                   "Kayles, the octal game 0.77: a heap is a row of pins; a move knocks\n"
                   "down one pin or two adjacent ones, which may split the row in two.\n"
                   "Its values have period 12 from heap 71 on.",
                   limits),
      named_family("dawson", "0.07", "Dawson's Kayles (octal 0.07): knock down two adjacent pins",
                   "Dawson's Kayles, the octal game 0.07: a move knocks down two adjacent\n"
                   "pins of a row, which may split it in two. Period 34 from heap 53 on.",
                   limits),
      named_family("dawsons-chess", "0.137", "Dawson's chess (octal 0.137)",
                   "Dawson's chess, the octal game 0.137: pawns on a 3 x n board, played\n"
                   "as a heap game; its values are those of Dawson's Kayles shifted by one.",
                   limits),
      named_family("daisies", "4.7", "Daisies (octal 4.7): pull a petal, or part a daisy in two",
                   "Daisies, the octal game 4.7: a move takes one token from a heap and\n"
                   "leaves 0, 1 or 2 heaps, or splits a heap in two without taking any. Its\n"
                   "values are 1, 2, 1, 2, ...; in misère play Plambeck (1992) solved it, and\n"
                   "grundy decides it at every heap size (docs/misere.md, \"Daisies\").",
                   limits),
      named_family("treblecross", "0.007", "Treblecross (octal 0.007): one-dimensional tic-tac-toe",
                   "Treblecross, the octal game 0.007: a move takes three tokens from a heap\n"
                   "and may leave 0, 1 or 2 heaps. No period is known.",
                   limits),
      named_family("grundy-game", "grundy", "Grundy's game: split a heap into two unequal heaps",
                   "Grundy's game: a move splits one heap into two non-empty heaps of\n"
                   "different sizes; heaps of 1 and 2 are dead. No period is known, and no\n"
                   "theorem could prove one from finitely many values.",
                   limits),
  };
}

NamedRule parse_heap_rule(std::string_view text) {
  return parse_heap_rule(text, FamilyRegistry::builtin());
}

NamedRule parse_heap_rule(std::string_view text, const FamilyRegistry& families) {
  const std::vector<ComponentText> parts = split_expression(text);
  if (parts.size() != 1) {
    throw ParseError(format_translated("a sequence is of one game, but '+' joins {} at column {}",
                                       parts.size(), parts[1].name.column),
                     parts[1].name.column);
  }
  const ComponentText& part = parts[0];
  if (!part.numbers.empty()) {
    throw ParseError(
        format_translated(
            "'{}' at column {}: give the game without heaps (the sequence covers every heap)",
            printable_token(part.numbers[0].text), part.numbers[0].column),
        part.numbers[0].column);
  }
  const Family* family = families.find(part.name.text);
  if (family == nullptr) {
    throw ParseError(
        format_translated("unknown game '{}' at column {}; {}", part.name.text, part.name.column,
                          families.unknown_name_hint(part.name.text)),
        part.name.column);
  }
  if (!family->heap_rule) {
    // Each family that has one, as its example writes the rule.
    std::vector<std::string> rules;
    for (const Family& other : families.families()) {
      if (!other.heap_rule) continue;
      const ComponentText example = split_expression(other.example).at(0);
      std::string rule = example.name.text;
      for (const Token& parameter : example.parameters.value_or(std::vector<Token>{}))
        rule += (rule.size() == example.name.text.size() ? "(" : ",") + parameter.text;
      if (example.parameters) rule += ")";
      rules.push_back(std::move(rule));
    }
    std::string with_rules;
    for (std::size_t k = 0; k < rules.size(); ++k) {
      with_rules = k == 0                 ? rules[k]
                   : k + 1 < rules.size() ? format_translated("{}, {}", with_rules, rules[k])
                                          : format_translated("{} and {}", with_rules, rules[k]);
    }
    throw ParseError(
        format_translated("'{}' at column {} has no heap sequence here; sequences are of {}",
                          part.name.text, part.name.column, with_rules),
        part.name.column);
  }
  HeapRule named = family->heap_rule(part);
  return {std::move(named.name), *named.rule, std::move(named.octal_code)};
}

std::string TakeAndBreakGame::rule_title() const {
  return values_->proof() ? translate("the period of the sequence")
                          : translate("the values of the sequence");
}

std::vector<std::string> TakeAndBreakGame::heap_rule_statement() const {
  const std::optional<PeriodProof>& proof = values_->proof();
  if (proof) return {period_statement(proof->period), proof->statement()};
  if (!period_theorem(*rule_)) {
    return {translate(
        "no theorem proves a period of this game from finitely many values, so each value is "
        "computed from the heap's options: the smallest value that none of them has (the mex)")};
  }
  if (values_->searched() == 0) return {};
  return {format_translated(
      "no period is proven within the first {} values, so each value is computed from the heap's "
      "options: the smallest value that none of them has (the mex)",
      values_->searched())};
}

std::string TakeAndBreakGame::heap_value_step(std::uint64_t size) const {
  if (std::string rule = heap_value_rule(size); !rule.empty()) return rule;
  // The row of the sequence that ends at the heap, ten values at most.
  constexpr std::uint64_t kRowLength = 10;
  const std::uint64_t first = size >= kRowLength ? size - (kRowLength - 1) : 0;
  std::string row;
  for (std::uint64_t n = first; n <= size; ++n)
    row += (row.empty() ? "" : " ") + std::to_string(heap_value(n));
  return format_translated("G({}) = {}, the last of the sequence's row G({}..{}) = {}", size,
                           heap_value(size), first, size, row);
}

std::string TakeAndBreakGame::heap_value_rule(std::uint64_t size) const {
  const std::optional<PeriodProof>& proof = values_->proof();
  if (!proof) return {};
  return period_rule_text(size, proof->period, heap_value(size));
}

std::optional<Board> TakeAndBreakGame::drawn_board() const {
  if (rule_->is_grundys_game()) return heap_board(HeapsBoard::Click::nothing, {}, true);
  const std::vector<std::uint8_t>& digits = rule_->digits();
  std::vector<std::uint64_t> knock;
  for (std::uint64_t k = 1; k < digits.size(); ++k) {
    if (digits[k] != 0) knock.push_back(k);
  }
  const bool split = !digits.empty() && (digits[0] & TakeAndBreakRule::kLeaveTwo) != 0;
  return heap_board(HeapsBoard::Click::knocks_down, std::move(knock), split);
}

}  // namespace grundy
