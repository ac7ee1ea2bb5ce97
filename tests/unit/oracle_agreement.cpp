#include "oracle_agreement.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

#include "grundy/analysis.hpp"
#include "grundy/expression.hpp"
#include "solver.hpp"

namespace grundy::testing {
namespace {

oracle::Solver& shared_oracle() {
  static oracle::Solver solver(4'000'000);
  return solver;
}

std::string listed(const std::vector<std::string>& texts) {
  return texts.empty() ? "none" : fmt::format("{}", fmt::join(texts, ", "));
}

// What the library says, in the oracle's terms.
struct LibraryAnswer {
  std::optional<Nimber> value;  // finite value, when the library knows it
  bool value_infinite = false;
  std::vector<Nimber> infinite_options;
  char outcome = '?';
  std::vector<Move> winning;
  std::vector<Move> drawing;
};

// Sorted texts of the positions `moves` leave; fails on a move listed twice.
std::vector<std::string> results(const Sum& sum, const std::vector<Move>& moves,
                                 const OracleText& oracle_text, std::string& problem) {
  std::vector<std::string> texts;
  std::map<std::string, int> seen;
  for (const Move& move : moves) {
    const std::string notation =
        fmt::format("{}/{}", move.component, sum.components()[move.component]->notation(move));
    if (++seen[notation] == 2) problem = "the move " + notation + " is listed twice";
    texts.push_back(oracle_text(sum.after(move)));
  }
  std::sort(texts.begin(), texts.end());
  texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
  return texts;
}

// `asked` is the text the oracle reads: the position as it was written when
// it was written as text (not the library's reprint of it, which would hide
// a misreading that prints back cleanly), else oracle_text(sum).
::testing::AssertionResult compare(const Sum& sum, const std::string& asked,
                                   const LibraryAnswer& library, PlayConvention convention,
                                   const OracleText& oracle_text) {
  const std::string where =
      fmt::format("{}{}: ", asked, convention == PlayConvention::misere ? " (misère)" : "");
  oracle::Answer expected;
  try {
    expected = shared_oracle().solve(asked, convention == PlayConvention::misere
                                                ? oracle::Convention::misere
                                                : oracle::Convention::normal);
  } catch (const oracle::OracleError& error) {
    return ::testing::AssertionFailure() << where << "the library reads it as '" << oracle_text(sum)
                                         << "', the oracle not at all: " << error.what();
  }
  if (oracle_text(sum) != expected.position) {
    return ::testing::AssertionFailure() << where << "canonical text '" << oracle_text(sum)
                                         << "', oracle '" << expected.position << "'";
  }
  if (library.value && (!expected.value || *library.value != *expected.value)) {
    return ::testing::AssertionFailure()
           << where << "value " << *library.value << ", oracle "
           << (expected.value ? std::to_string(*expected.value) : "infinite");
  }
  if (library.value_infinite &&
      (expected.value || library.infinite_options != expected.infinite_options)) {
    return ::testing::AssertionFailure()
           << where << "value infinite, oracle "
           << (expected.value ? std::to_string(*expected.value) : "another infinite");
  }
  if (library.outcome != oracle::outcome_letter(expected.outcome)) {
    return ::testing::AssertionFailure() << where << "outcome " << library.outcome << ", oracle "
                                         << oracle::outcome_letter(expected.outcome);
  }
  std::string problem;
  const std::vector<std::string> winning = results(sum, library.winning, oracle_text, problem);
  const std::vector<std::string> drawing = results(sum, library.drawing, oracle_text, problem);
  if (!problem.empty()) return ::testing::AssertionFailure() << where << problem;
  if (winning != expected.winning) {
    return ::testing::AssertionFailure() << where << "winning moves to " << listed(winning)
                                         << "; oracle " << listed(expected.winning);
  }
  if (drawing != expected.drawing) {
    return ::testing::AssertionFailure() << where << "drawing moves to " << listed(drawing)
                                         << "; oracle " << listed(expected.drawing);
  }
  return ::testing::AssertionSuccess();
}

LibraryAnswer normal_answer(const Sum& sum) {
  const Analysis analysis(sum);
  LibraryAnswer answer;
  if (analysis.value_known()) answer.value = analysis.grundy_value();
  if (analysis.value_infinite()) {
    answer.value_infinite = true;
    answer.infinite_options = analysis.generalized_value().finite_options();
  }
  answer.outcome = outcome_letter(analysis.outcome())[0];
  answer.winning = analysis.winning_moves();
  analysis.drawing_moves([&](const Move& move) {
    answer.drawing.push_back(move);
    return true;
  });
  return answer;
}

LibraryAnswer misere_answer(const Sum& sum, const MisereAnalysis::Options& options) {
  const MisereAnalysis analysis(sum, options);
  LibraryAnswer answer;
  answer.value = analysis.misere_value();
  answer.outcome = outcome_letter(analysis.outcome())[0];
  answer.winning = analysis.winning_moves();
  return answer;
}

std::string canonical_text(const Sum& sum) { return sum.canonical(); }

LibraryAnswer answer_of(const Sum& sum, PlayConvention convention) {
  return convention == PlayConvention::misere ? misere_answer(sum, MisereAnalysis::Options{})
                                              : normal_answer(sum);
}

}  // namespace

::testing::AssertionResult agrees_with_oracle(const std::string& position,
                                              PlayConvention convention) {
  const Sum sum = parse_expression(position);
  return compare(sum, position, answer_of(sum, convention), convention, canonical_text);
}

::testing::AssertionResult agrees_with_oracle_misere(const std::string& position,
                                                     const MisereAnalysis::Options& misere) {
  const Sum sum = parse_expression(position);
  return compare(sum, position, misere_answer(sum, misere), PlayConvention::misere, canonical_text);
}

::testing::AssertionResult agrees_with_oracle(const Sum& sum, const OracleText& oracle_text,
                                              PlayConvention convention) {
  return compare(sum, oracle_text(sum), answer_of(sum, convention), convention, oracle_text);
}

OracleVerdict oracle_verdict(const std::string& position, PlayConvention convention) {
  const oracle::Answer answer = shared_oracle().solve(position, convention == PlayConvention::misere
                                                                    ? oracle::Convention::misere
                                                                    : oracle::Convention::normal);
  OracleVerdict verdict{answer.position, std::nullopt, oracle::outcome_letter(answer.outcome),
                        answer.winning, answer.options};
  if (answer.value) verdict.value = *answer.value;
  return verdict;
}

std::vector<std::pair<std::string, char>> oracle_reachable_outcomes(const std::string& position,
                                                                    PlayConvention convention) {
  std::vector<std::pair<std::string, char>> found;
  for (const auto& [text, outcome] : shared_oracle().reachable_outcomes(
           position, convention == PlayConvention::misere ? oracle::Convention::misere
                                                          : oracle::Convention::normal)) {
    found.emplace_back(text, oracle::outcome_letter(outcome));
  }
  return found;
}

std::vector<std::string> oracle_options(const std::string& position) {
  std::vector<std::string> found = shared_oracle().options(position);
  found.erase(found.begin());
  return found;
}

std::string oracle_text(const std::string& position) {
  return shared_oracle().options(position).front();
}

std::vector<std::string> oracle_moves_to_value(const std::string& component, Nimber target) {
  const std::string heap = fmt::format(" + nim {}", target);
  std::vector<std::string> found;
  for (const std::string& after :
       shared_oracle().solve(component + heap, oracle::Convention::normal).winning) {
    if (after.ends_with(heap)) found.push_back(after.substr(0, after.size() - heap.size()));
  }
  return found;
}

std::vector<std::string> library_moves_to_value(const std::string& component, Nimber target) {
  const Sum sum = parse_expression(component);
  const ComponentPtr& game = sum.components().at(0);
  std::vector<std::string> found;
  game->moves_to_value(game->grundy_value(), target, [&](const Move& move) {
    found.push_back(sum.after(move).canonical());
    return true;
  });
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace grundy::testing
