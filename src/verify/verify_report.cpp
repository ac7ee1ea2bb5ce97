#include "grundy/verify_report.hpp"

namespace grundy {

std::uint64_t VerifyReport::checked() const {
  std::uint64_t total = 0;
  for (const TheoryCheck& check : checks) total += check.checked;
  return total;
}

std::uint64_t VerifyReport::agreed() const {
  std::uint64_t total = 0;
  for (const TheoryCheck& check : checks) total += check.agreed;
  return total;
}

bool VerifyReport::everything_agrees() const {
  for (const TheoryCheck& check : checks) {
    if (check.agreed != check.checked || !check.first_difference.empty()) return false;
  }
  return games.won_should_win == games.should_win;
}

namespace {

nlohmann::ordered_json text_or_null(const std::string& text) {
  return text.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(text);
}

}  // namespace

nlohmann::ordered_json verify_json(const VerifyReport& report) {
  nlohmann::ordered_json checks = nlohmann::ordered_json::array();
  for (const TheoryCheck& check : report.checks) {
    checks.push_back({{"positions", check.positions},
                      {"checked", check.checked},
                      {"agreed", check.agreed},
                      {"first_difference", text_or_null(check.first_difference)}});
  }
  nlohmann::ordered_json families = nlohmann::ordered_json::object();
  for (const auto& [family, tally] : families_checked(report.checks))
    families[family] = {{"checked", tally.checked}, {"agreed", tally.agreed}};
  const EngineGames& games = report.games;
  return {{"play", report.convention == PlayConvention::misere ? "misere" : "normal"},
          {"corpus", {{"file", report.corpus_file}, {"positions", report.corpus_positions}}},
          {"checks", std::move(checks)},
          {"families", std::move(families)},
          {"checked", report.checked()},
          {"agreed", report.agreed()},
          {"games",
           {{"games", games.games},
            {"seed", report.seed},
            {"should_win", games.should_win},
            {"won_should_win", games.won_should_win},
            {"should_lose", games.should_lose},
            {"won_should_lose", games.won_should_lose},
            {"first_failure", text_or_null(games.first_failure)}}},
          {"everything_agrees", report.everything_agrees()}};
}

}  // namespace grundy
