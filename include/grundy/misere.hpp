// What the engine says about a position under misère play, where whoever
// makes the last move loses: who wins, the misère Grundy value G⁻ of the whole
// position, and every winning move.
//
// How the answer is found (method()):
//   - a sum of Nim heaps only: the misère Nim rule (misere_nim.hpp), exact at
//     any size;
//   - a sum whose every piece is tame (misere_sequence.hpp): Conway's theory
//     of tame games, each piece played as the misère Nim position of its genus
//     (0^120 as no heap, 1^031 as *1, g^g.. as *g, 0^02 as *2+*2, 1^13 as
//     *2+*3); the genus of each distinct piece is searched once;
//   - a sum of heaps of Daisies (octal 4.7) or a game of its kind (0.754,
//     0.355, 0.756, 0.357 and more: misere_decomposition.hpp lists them)
//     that a small search does not decide: the misère decomposition of the
//     game, at any size;
//   - a sum of heaps of one take-and-break game that a small search does not
//     decide: the misère quotient of the game (misere_quotient.hpp), computed
//     up to the largest heap or to a proven period. It decides who wins and
//     every winning move at any size, but not G⁻ itself;
//   - anything else: memoised search over the whole sum (misere_search.hpp),
//     with a limit on the sums kept.
// Reductions that hold in misère play only are used: no equal heaps cancel.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grundy/generalized_value.hpp"
#include "grundy/misere_decomposition.hpp"
#include "grundy/misere_nim.hpp"
#include "grundy/misere_quotient.hpp"
#include "grundy/move.hpp"
#include "grundy/nimber.hpp"
#include "grundy/solution.hpp"
#include "grundy/sum.hpp"

namespace grundy {

enum class MisereMethod { nim_rule, tame_genus, search, quotient, decomposition };

// The rule when every component of `sum` is heaps of one take-and-break
// game, whose quotient or decomposition may then decide it; nullptr when not.
const TakeAndBreakRule* one_heap_rule(const Sum& sum);

// The largest heap of the sum's heap games (0 when it has none).
std::uint64_t largest_heap(const Sum& sum);

// Throws RuleError unless a quotient computed before (MisereLimits::quotient)
// decides `sum`: heaps of its game only, each covered by it. `source` names
// it in the message ("the quotient in 'dawson.json'").
void check_quotient_decides(const MisereQuotient& quotient, const Sum& sum,
                            const std::string& source);

class MisereAnalysis final : public Solution {
 public:
  using Options = MisereLimits;  // solution.hpp

  // Throws RuleError for games whose positions can repeat, and LimitError when
  // the search would exceed the limits.
  explicit MisereAnalysis(Sum sum, Options options);
  explicit MisereAnalysis(Sum sum);
  ~MisereAnalysis();
  MisereAnalysis(MisereAnalysis&&) noexcept;
  MisereAnalysis& operator=(MisereAnalysis&&) noexcept;

  PlayConvention convention() const noexcept override { return PlayConvention::misere; }
  const Sum& sum() const noexcept override { return sum_; }
  Outcome outcome() const noexcept override { return outcome_; }
  // Conway's misère Grundy value G⁻ of the whole position: 0 exactly when
  // the player to move loses; 1 for a position without moves (the opponent
  // made the last move, so the player to move has won). nullopt when the
  // misère quotient or a decomposition decided the position: they tell who
  // wins, not G⁻.
  std::optional<Nimber> misere_value() const noexcept { return value_; }
  std::optional<Nimber> value() const override { return value_; }
  // Whether no move is left at all.
  bool finished() const override { return finished_; }

  MisereMethod misere_method() const noexcept { return method_; }
  std::string_view method() const noexcept override;
  // For MisereMethod::nim_rule and tame_genus: the misère Nim position the
  // sum plays as (its heaps counted; empty for a search).
  const MisereNim& misere_nim() const noexcept { return nim_; }
  // How many sums the search kept (0 for the misère Nim rule).
  std::size_t positions_searched() const noexcept override;

  // One kind for each method: why::MisereNimRule, why::TameGenus (the misère
  // Nim heaps the position plays as), why::QuotientDecision (the quotient
  // and the element of each heap), why::DecompositionDecision (the shape of
  // a position of Daisies or its kind) or why::MisereSearch.
  Explanation explanation() const override;

  // Every move after which the player who made it wins, ordered by component,
  // then as the family lists its moves (heap, then tokens taken).
  void winning_moves(const MoveVisitor& visit) const override;
  using Solution::winning_moves;
  std::uint64_t count_winning_moves() const override;
  bool move_wins(const Move& move) const override;

  // The first winning move, or nullopt in a lost (or finished) position.
  std::optional<Move> best_winning_move() const override;

  // G⁻ of the position after `move` (one of this position's moves);
  // nullopt for MisereMethod::quotient and decomposition.
  std::optional<Nimber> misere_value_after(const Move& move) const;

 private:
  struct Search;
  Sum sum_;
  // The first ways tried: Conway's genus, then (when the quotient comes
  // next) a small search. True when one decided the position.
  bool decide_by_genus_or_search(const Options& options, const std::vector<std::uint32_t>& whole,
                                 bool quotient_next);
  bool try_quotient(const TakeAndBreakRule& rule, const Options& options);
  void decide_by_decomposition(const TakeAndBreakRule& rule);
  void quotient_winning_moves(const MoveVisitor& visit) const;
  // Each heap's runs of winning moves (component, heap, run), in order,
  // until `visit` returns false.
  using QuotientRunVisitor =
      std::function<bool(std::size_t, std::size_t, const MisereQuotient::MoveRun&)>;
  void quotient_move_runs(const QuotientRunVisitor& visit) const;
  MisereQuotient::Element element_after(const Move& move) const;

  MisereMethod method_ = MisereMethod::search;
  std::optional<Nimber> value_;
  Outcome outcome_ = Outcome::previous_player_wins;
  bool finished_ = false;
  std::vector<Nimber> tame_heaps_;
  MisereNim nim_;
  std::unique_ptr<Search> search_;
  std::shared_ptr<const MisereQuotient> quotient_;
  std::vector<std::vector<why::QuotientDecision::Heap>> quotient_heaps_;
  MisereQuotient::Element sum_element_ = 0;
  std::unique_ptr<MisereDecomposition> decomposition_;
};

}  // namespace grundy
