// grundy-oracle: the reference answers for positions given as arguments, or
// one per line on standard input, as one JSON object a line. The end-to-end,
// Python and browser tests compare grundy's answers with these.
//
//   grundy-oracle [--misere] [--max-positions N] [POSITION ...]
//
// {"position": canonical text, "play": "normal" | "misere",
//  "grundy": value or null, "grundy_infinite": {"finite_options": K} (∞(K) only),
//  "outcome": "N" | "P" | "D", "winning_moves_to": [...], "drawing_moves_to": [...],
//  "options": [...]}; on a position it cannot answer, {"input": ..., "error": ...}
//  and exit status 2 at the end.
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "solver.hpp"

namespace {

nlohmann::json answer_json(const oracle::Answer& answer, oracle::Convention convention) {
  nlohmann::json object{{"position", answer.position},
                        {"play", convention == oracle::Convention::misere ? "misere" : "normal"}};
  object["grundy"] = answer.value ? nlohmann::json(*answer.value) : nlohmann::json(nullptr);
  if (!answer.value) object["grundy_infinite"] = {{"finite_options", answer.infinite_options}};
  object["outcome"] = std::string(1, oracle::outcome_letter(answer.outcome));
  object["winning_moves_to"] = answer.winning;
  object["drawing_moves_to"] = answer.drawing;
  object["options"] = answer.options;
  return object;
}

}  // namespace

int main(int argc, char** argv) {
  oracle::Convention convention = oracle::Convention::normal;
  std::size_t max_positions = 2'000'000;
  std::vector<std::string> positions;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument == "--misere") {
      convention = oracle::Convention::misere;
    } else if (argument == "--max-positions" && i + 1 < argc) {
      max_positions = std::stoull(argv[++i]);
    } else {
      positions.push_back(argument);
    }
  }
  const bool from_input = positions.empty();
  if (from_input) {
    for (std::string line; std::getline(std::cin, line);) {
      if (!line.empty()) positions.push_back(line);
    }
  }
  oracle::Solver solver(max_positions);
  int status = 0;
  for (const std::string& position : positions) {
    try {
      std::cout << answer_json(solver.solve(position, convention), convention).dump() << '\n';
    } catch (const oracle::OracleError& error) {
      std::cout << nlohmann::json{{"input", position}, {"error", error.what()}}.dump() << '\n';
      status = 2;
    }
  }
  return status;
}
