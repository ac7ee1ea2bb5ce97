// Game families and the registry that the expression parser consults. A family
// is a name, optional parameters in parentheses, then the numbers of the
// position: `nim 5 6 7 8`, `subtraction(1,3,4) 7 9`, `octal(0.07) 10`.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/component.hpp"
#include "grundy/small_positions.hpp"

namespace grundy {

struct ComputeLimits;    // compute_limits.hpp
class TakeAndBreakRule;  // take_and_break.hpp

// The one rule that every heap of a family's games follows, named as in an
// expression without heaps: what `grundy seq` and the misère quotient compute.
struct HeapRule {
  std::string name;  // canonical: "kayles", "octal(0.6)", "subtraction(2,3,7)"
  std::shared_ptr<const TakeAndBreakRule> rule;
  // The octal code a game's own name stands for ("0.77" for kayles), which
  // the name does not show; empty when the name shows its rule.
  std::string octal_code = {};
};

// A piece of the expression text and where it starts (column from 1).
struct Token {
  std::string text;
  std::size_t column = 0;
};

// One component as written, before its family has read it.
struct ComponentText {
  Token name;
  std::optional<std::vector<Token>> parameters;  // present when parentheses were given
  std::size_t parameters_column = 0;             // column of '(' when present
  std::vector<Token> numbers;
};

struct Family {
  std::string name;     // as typed: "nim"
  std::string summary;  // one line: what the game is
  std::string help;     // the rules, the notation of moves, and an example
  std::function<ComponentPtr(const ComponentText&)> make;
  // A small position as typed ("nim 1 2 3"), from which front ends learn
  // what the family's positions look like (their move notation, say); empty
  // when a position needs more than an expression (a file).
  std::string example;
  // For a family whose heaps follow one take-and-break rule (octal games,
  // subtraction games, ...): the rule that `text` (the family's name and
  // parameters, no numbers) names, its parameters checked as `make` checks
  // them. Empty for every other family.
  std::function<HeapRule(const ComponentText&)> heap_rule = nullptr;
  // Small positions that `grundy verify` compares with its reference search
  // of the rules (small_positions.hpp), under each convention. Empty for a
  // family checked only through the lines of the oracle's corpus.
  std::function<SmallPositions()> small_positions = nullptr;
};

class FamilyRegistry {
 public:
  // Throws RuleError when a family of that name is already there.
  void add(Family family);
  const Family* find(std::string_view name) const;
  const std::vector<Family>& families() const noexcept { return families_; }
  // Names, comma-separated, for messages.
  std::string names() const;
  // What to say of a name that is no family's: "did you mean 'nim'?" with
  // the nearest names (nearest_names.hpp), or, when none is near, where the
  // games are listed. For "unknown game 'nimm' at column 1; did you mean 'nim'?".
  std::string unknown_name_hint(std::string_view name) const;

  // Every family grundy ships with.
  static const FamilyRegistry& builtin();
  // The same without the families that read a file named in the expression
  // (graph): for a server, whose clients must not open its files.
  static const FamilyRegistry& builtin_without_files();

  // The same two with the work of each answer bounded by `limits`
  // (compute_limits.hpp) instead of the command's limits: for callers that
  // must stay quick whatever they are sent. ComputeLimits{} gives families
  // that answer exactly as those of builtin().
  static FamilyRegistry builtin(const ComputeLimits& limits);
  static FamilyRegistry builtin_without_files(const ComputeLimits& limits);

 private:
  std::vector<Family> families_;
};

// Helpers for a family's `make`: each throws ParseError naming the token.

// The numbers of the position, each in 0 .. kMaxNumber.
std::vector<std::uint64_t> read_numbers(const ComponentText& text);
// Throws unless at least one number was given.
void require_numbers(const ComponentText& text, std::string_view what);
// Throws when parameters were given to a family that takes none.
void forbid_parameters(const ComponentText& text);
// Throws when numbers follow the parentheses of a family whose position is
// all in its parameters (graphs, boards); `example` is such a position.
void forbid_numbers(const ComponentText& text, std::string_view example);
// Throws when no parameters were given to a family that needs them.
const std::vector<Token>& require_parameters(const ComponentText& text, std::string_view example);
// One token as a number in 0 .. kMaxNumber, `what` naming it in messages.
std::uint64_t read_number(const Token& token, std::string_view what);

}  // namespace grundy
