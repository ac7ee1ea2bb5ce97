#include "oracle_reference.hpp"

#include <memory>
#include <string>

#include "grundy/errors.hpp"
#include "solver.hpp"

namespace grundy::reference {

Reference oracle_reference(std::size_t max_positions) {
  auto solver = std::make_shared<oracle::Solver>(max_positions);
  return [solver](const std::string& position, PlayConvention convention) {
    oracle::Answer answer;
    try {
      answer = solver->solve(position, convention == PlayConvention::misere
                                           ? oracle::Convention::misere
                                           : oracle::Convention::normal);
    } catch (const oracle::OracleError& error) {
      throw LimitError(error.what());
    }
    ReferenceAnswer found;
    found.position = answer.position;
    if (answer.value) found.value = Nimber{*answer.value};
    found.outcome = answer.outcome == oracle::Outcome::next       ? Outcome::next_player_wins
                    : answer.outcome == oracle::Outcome::previous ? Outcome::previous_player_wins
                                                                  : Outcome::draw;
    found.winning = answer.winning;
    for (const std::uint64_t option : answer.infinite_options)
      found.infinite_options.push_back(Nimber{option});
    found.drawing = answer.drawing;
    return found;
  };
}

}  // namespace grundy::reference
