#include "grundy/solution.hpp"

#include "grundy/analysis.hpp"
#include "grundy/misere.hpp"

namespace grundy {

std::vector<Move> Solution::winning_moves() const {
  std::vector<Move> moves;
  winning_moves([&](const Move& move) {
    moves.push_back(move);
    return true;
  });
  return moves;
}

const std::string& Solution::unknown_value_reason() const noexcept {
  static const std::string none;
  return none;
}

// Without positions that repeat there is no draw, hence no drawing move.
void Solution::drawing_moves(const MoveVisitor&) const {}
Solution::MoveCount Solution::count_drawing_moves() const { return {}; }

std::unique_ptr<Solution> solve(Sum sum, PlayConvention convention, const SolveLimits& limits) {
  if (convention == PlayConvention::misere)
    return std::make_unique<MisereAnalysis>(std::move(sum), limits.misere);
  return std::make_unique<Analysis>(std::move(sum));
}

}  // namespace grundy
