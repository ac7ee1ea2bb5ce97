// What the engine says about a sum under a play convention, whichever it is:
// who wins, the value, how it was found, every winning move and the best
// one. Normal play (Analysis, analysis.hpp) and misère play (MisereAnalysis,
// misere.hpp) both answer through this interface, so that a caller (the
// reports, play, verification, the front ends) asks once and branches on the
// convention only where the theory itself differs (the explanation, which a
// solution offers as a typed value: Explanation, below).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "grundy/bipartite_monoid.hpp"
#include "grundy/generalized_value.hpp"
#include "grundy/move.hpp"
#include "grundy/nimber.hpp"
#include "grundy/search.hpp"
#include "grundy/sum.hpp"

namespace grundy {

class Analysis;             // analysis.hpp
class MisereAnalysis;       // misere.hpp
class MisereDecomposition;  // misere_decomposition.hpp
class MisereNim;            // misere_nim.hpp
class MisereQuotient;       // misere_quotient.hpp

// Why a solution's answer holds: one kind for each theory that can decide a
// position, each holding what its explanation reads. Each names the
// analysis it comes from (the solution itself, as its own class) for what
// the theory offers beyond the fields: the pairing table, the loopy values,
// the misère values of the options. Everything is the solution's own (it
// must outlive the explanation). A report visits the variant (std::visit,
// Overloaded below) instead of asking which class answered, so a kind added
// here fails to compile wherever it goes unexplained.
namespace why {

// Normal play, the value finite and known (Sprague–Grundy): the value of
// the sum is the XOR of its components' values (the pairing table), each
// the mex of its options' values.
struct SpragueGrundy {
  const Analysis& analysis;
};
// Normal play where positions repeat and the value is infinite, ∞(K)
// (Smith): a win by a move to 0, or a draw.
struct Loopy {
  const Analysis& analysis;
};
// Normal play, the value not computed (beyond the limits): who wins follows
// from a lone game's rule (Component::value_rule), when it has one.
struct GameRule {
  const Analysis& analysis;
};

// Misère play, Nim heaps only: the misère Nim rule (Bouton).
struct MisereNimRule {
  const MisereAnalysis& analysis;
  const MisereNim& nim;  // the heaps, counted
};
// Misère play, every piece tame (Conway): the position plays as misère Nim.
struct TameGenus {
  const MisereAnalysis& analysis;
  const std::vector<Nimber>& nim_heaps;  // the heaps it plays as (heaps of 0 left out)
  const MisereNim& nim;                  // the same, counted
};
// Misère play, heaps of one take-and-break game: the misère quotient
// (Plambeck–Siegel). Each heap pretends to be an element; the sum is lost
// exactly when their product lies in the P-portion.
struct QuotientDecision {
  struct Heap {
    std::uint64_t tokens = 0;
    BipartiteMonoid::Element element = 0;  // of the quotient
  };
  const MisereAnalysis& analysis;
  const MisereQuotient& quotient;
  const std::vector<std::vector<Heap>>& heaps;  // by component, then heap
  BipartiteMonoid::Element product = 0;         // of every heap's element: the sum's
};
// Misère play, heaps of Daisies (4.7) or its kind: the decomposition of
// their positions (misere_decomposition.hpp) by the number of heaps, the big
// heaps and the margin.
struct DecompositionDecision {
  const MisereAnalysis& analysis;
  const MisereDecomposition& decomposition;
};
// Misère play, anything else: a search of every sum reachable.
struct MisereSearch {
  const MisereAnalysis& analysis;
  std::size_t positions_searched = 0;
};

}  // namespace why

using Explanation =
    std::variant<why::SpragueGrundy, why::Loopy, why::GameRule, why::MisereNimRule, why::TameGenus,
                 why::QuotientDecision, why::DecompositionDecision, why::MisereSearch>;

// One callable of several lambdas, for std::visit: the overload that takes
// a kind explains it.
template <class... Explain>
struct Overloaded : Explain... {
  using Explain::operator()...;
};
// Spelled out for Emscripten's clang 14, which does not yet deduce an
// aggregate's template arguments (g++ 12 does, from C++20).
template <class... Explain>
Overloaded(Explain...) -> Overloaded<Explain...>;

class Solution {
 public:
  virtual ~Solution() = default;

  virtual PlayConvention convention() const noexcept = 0;
  virtual const Sum& sum() const noexcept = 0;
  virtual Outcome outcome() const noexcept = 0;

  // The value that decides the outcome: the Grundy value in normal play, the
  // misère Grundy value G⁻ in misère play. Nullopt when it is not known (a
  // lone component beyond the limits, answered by its rule) or infinite (a
  // loopy game; Analysis::generalized_value has it).
  virtual std::optional<Nimber> value() const = 0;
  // Why the value is not known, when it is finite but was not computed (empty
  // otherwise).
  virtual const std::string& unknown_value_reason() const noexcept;

  // How the answer was found, as a short name: "nim_sum" (Sprague–Grundy),
  // "generalized" (Smith's theory of loopy games), "rule" (a lone component's
  // rule, its value unknown), or the misère methods "nim_rule", "tame_genus",
  // "quotient", "decomposition" and "search".
  virtual std::string_view method() const noexcept = 0;

  // Every move after which the player who made it wins, ordered by
  // component, then as the family lists its moves.
  virtual void winning_moves(const MoveVisitor& visit) const = 0;
  std::vector<Move> winning_moves() const;
  // How many winning moves there are, without keeping them; kSaturatedCount
  // (2^64-1) means at least that many.
  virtual std::uint64_t count_winning_moves() const = 0;
  // The move perfect play makes in a won position; nullopt otherwise.
  virtual std::optional<Move> best_winning_move() const = 0;

  // Whether `move` (one of this position's) leaves the opponent lost.
  virtual bool move_wins(const Move& move) const = 0;

  // In a draw (only where positions can repeat): every move that keeps it.
  struct MoveCount {
    std::uint64_t count = 0;
    bool every_move_examined = true;  // false: at least `count`
  };
  virtual void drawing_moves(const MoveVisitor& visit) const;
  virtual MoveCount count_drawing_moves() const;

  // Whether no move is left at all.
  virtual bool finished() const = 0;

  // Why the answer holds, with what explaining it needs (above).
  virtual Explanation explanation() const = 0;

  // Where positions can repeat: the value ∞(K) when it is infinite (Smith),
  // nullopt otherwise.
  virtual std::optional<GeneralizedValue> infinite_value() const { return std::nullopt; }
  // How many positions a search behind the answer kept (0 without one).
  virtual std::size_t positions_searched() const noexcept { return 0; }
};

class MisereQuotient;  // misere_quotient.hpp

// Limits of the misère search (MisereAnalysis::Options is this).
struct MisereLimits {
  // Sums kept by the search of the whole sum (about 10 µs and 200 bytes
  // each); the genus of a piece is searched within a tenth of it, so that a
  // piece too large for the shortcut costs little before the search.
  std::size_t max_positions = 1'000'000;
  std::uint64_t max_piece_moves = 100'000;  // moves of one heap or piece
  // Memory of the pieces and their lists of options. A component that does
  // not split into heaps (a row of coins, a graph) is one piece in each of
  // its positions, with every option kept, so this, not the sums, bounds a
  // search of such a game.
  std::uint64_t piece_memory = std::uint64_t{128} << 20;
  bool use_tame_genus = true;  // false: always search the sum
  // Sums of heaps of one take-and-break game that a search of
  // `small_search` sums does not decide go to the misère quotient
  // (misere_quotient.hpp), computed within these limits (about a second).
  bool use_quotient = true;
  // Sums of heaps of Daisies and its kind that the small search does not
  // decide go to their decomposition (misere_decomposition.hpp), exact at
  // any size.
  bool use_decomposition = true;
  std::size_t small_search = 5'000;
  std::uint64_t quotient_memory = std::uint64_t{128} << 20;
  std::uint64_t quotient_work = 100'000'000;
  // A quotient computed before (`grundy quotient --checkpoint`, read back
  // and checked again), used for its game's sums whose heaps it covers:
  // Dawson's Kayles to heap 33 takes half a minute, far past the limits
  // above.
  std::shared_ptr<const MisereQuotient> quotient = nullptr;
};

// Limits of the searches behind a solution (normal play needs none of its own:
// each family bounds its work).
struct SolveLimits {
  MisereLimits misere;
};

// The solution of `sum` under `convention`. Throws what the analyses throw:
// LimitError beyond the limits, RuleError for a loopy game in misère play.
std::unique_ptr<Solution> solve(Sum sum, PlayConvention convention, const SolveLimits& limits = {});

}  // namespace grundy
