#include "grundy/survey_run.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "grundy/errors.hpp"
#include "grundy/memory_account.hpp"
#include "grundy/sequence_checkpoint.hpp"
#include "grundy/take_and_break.hpp"

namespace grundy {
namespace {

constexpr int kRecordVersion = 1;

GameSurvey::Stop stop_from_name(const std::string& name) {
  for (auto stop : {GameSurvey::Stop::proven, GameSurvey::Stop::values, GameSurvey::Stop::time,
                    GameSurvey::Stop::limit}) {
    if (stop_name(stop) == name) return stop;
  }
  throw std::invalid_argument("unknown stop");
}

nlohmann::json record_json(const GameSurvey& game) {
  nlohmann::json record{{"version", kRecordVersion},
                        {"game", game.game},
                        {"max_values", game.budget.max_values},
                        {"per_game_ms", game.budget.per_game.count()},
                        {"computed", game.computed},
                        {"largest_value", game.largest_value},
                        {"largest_at", game.largest_at},
                        {"stopped_by", stop_name(game.stopped_by)},
                        {"nanoseconds", game.time.count()}};
  if (game.proof) {
    record["proof"] = {{"preperiod", game.proof->period.preperiod},
                       {"period", game.proof->period.length},
                       {"theorem", static_cast<int>(game.proof->theorem)},
                       {"max_taken", game.proof->max_taken},
                       {"values_used", game.proof->values_used}};
  }
  if (game.rare) {
    record["rare"] = {{"mask", game.rare->mask},
                      {"heap_parity", game.rare->heap_parity},
                      {"count", game.rare->count}};
    if (game.rare->last) record["rare"]["last"] = *game.rare->last;
  }
  if (game.first_nonzero) record["first_nonzero"] = *game.first_nonzero;
  record["fingerprints"] = game.fingerprints;
  return record;
}

GameSurvey game_from_record(const nlohmann::json& record) {
  if (record.at("version").get<int>() != kRecordVersion) throw std::invalid_argument("version");
  GameSurvey game;
  game.game = record.at("game").get<std::string>();
  game.budget.max_values = record.at("max_values").get<std::uint64_t>();
  game.budget.per_game = std::chrono::milliseconds(record.at("per_game_ms").get<std::int64_t>());
  game.computed = record.at("computed").get<std::uint64_t>();
  game.largest_value = record.at("largest_value").get<std::uint16_t>();
  game.largest_at = record.at("largest_at").get<std::uint64_t>();
  game.stopped_by = stop_from_name(record.at("stopped_by").get<std::string>());
  game.time = std::chrono::nanoseconds(record.at("nanoseconds").get<std::int64_t>());
  if (record.contains("proof")) {
    const auto& proof = record["proof"];
    PeriodProof read;
    read.period = {proof.at("preperiod").get<std::uint64_t>(),
                   proof.at("period").get<std::uint64_t>()};
    const int theorem = proof.at("theorem").get<int>();
    if (theorem < 0 || theorem > static_cast<int>(PeriodTheorem::misere_quotient) ||
        read.period.length == 0)
      throw std::invalid_argument("bad proof");
    read.theorem = static_cast<PeriodTheorem>(theorem);
    read.max_taken = proof.at("max_taken").get<std::uint64_t>();
    read.values_used = proof.at("values_used").get<std::uint64_t>();
    game.proof = read;
  }
  if (record.contains("rare")) {
    const auto& rare = record["rare"];
    RareStatistics read;
    read.mask = rare.at("mask").get<std::uint16_t>();
    read.heap_parity = rare.at("heap_parity").get<bool>();
    read.count = rare.at("count").get<std::uint64_t>();
    if (rare.contains("last")) read.last = rare["last"].get<std::uint64_t>();
    game.rare = read;
  }
  if (record.contains("first_nonzero")) {
    game.first_nonzero = record["first_nonzero"].get<std::uint64_t>();
  }
  game.fingerprints =
      record.at("fingerprints").get<std::vector<std::pair<std::uint64_t, std::uint64_t>>>();
  return game;
}

std::filesystem::path record_path(const std::filesystem::path& directory, const std::string& code,
                                  const char* extension) {
  return directory / (code + extension);
}

}  // namespace

void write_survey_record(const std::filesystem::path& directory, const GameSurvey& game) {
  const TakeAndBreakRule rule = TakeAndBreakRule::octal(game.game);
  write_sequence_checkpoint(record_path(directory, game.game, ".values").string(), rule,
                            SequenceValues(game.kept));
  const std::filesystem::path path = record_path(directory, game.game, ".json");
  const std::filesystem::path temporary = path.string() + ".tmp";
  {
    std::ofstream out(temporary);
    out << record_json(game).dump() << '\n';
    out.flush();
    if (!out) {
      throw InputError(fmt::format("cannot write the survey's checkpoint '{}'",
                                   printable_token(temporary.string(), 200)));
    }
  }
  std::error_code error;
  std::filesystem::rename(temporary, path, error);
  if (error) {
    throw InputError(fmt::format("cannot write the survey's checkpoint '{}': {}",
                                 printable_token(path.string(), 200), error.message()));
  }
}

std::optional<GameSurvey> read_survey_record(const std::filesystem::path& directory,
                                             const std::string& code, const SurveyBudget& budget) {
  const std::filesystem::path path = record_path(directory, code, ".json");
  std::ifstream in(path);
  if (!in) return std::nullopt;
  GameSurvey game;
  try {
    game = game_from_record(nlohmann::json::parse(in));
  } catch (const std::exception&) {
    throw InputError(
        fmt::format("the survey's checkpoint '{}' is damaged; remove it to compute the game again",
                    printable_token(path.string(), 200)));
  }
  if (game.game != code) {
    throw InputError(fmt::format("the survey's checkpoint '{}' holds the game {}",
                                 printable_token(path.string(), 200), printable_token(game.game)));
  }
  if (game.budget != budget) return std::nullopt;
  const SequenceCheckpoint values = read_sequence_checkpoint(
      record_path(directory, code, ".values").string(), TakeAndBreakRule::octal(code));
  game.kept = values.values.to_vector();
  // What comparing reads must be there: a solved game's preperiod and
  // period, an open game's first values.
  const std::uint64_t expected =
      game.proof ? game.proof->period.preperiod + game.proof->period.length
                 : std::min(game.computed, GameSurvey::kKeptValues);
  if (game.kept.size() != expected || game.computed < game.kept.size() ||
      (game.first_nonzero && *game.first_nonzero >= game.computed)) {
    throw InputError(fmt::format(
        "the survey's checkpoint '{}' does not match its values; remove it to compute the game "
        "again",
        printable_token(path.string(), 200)));
  }
  return game;
}

SurveyBudget first_look(const SurveyBudget& budget) {
  SurveyBudget first;
  first.max_values = std::max<std::uint64_t>(1, budget.max_values / 16);
  first.per_game = std::max(std::chrono::milliseconds(1), budget.per_game / 16);
  return first;
}

namespace {

// Computes the games at `indices` with `budget` on the workers, each stored
// in games[i] as it finishes.
void compute_games(const std::vector<std::string>& codes, const std::vector<std::size_t>& indices,
                   const SurveyBudget& budget, const SurveyRunOptions& options,
                   std::vector<GameSurvey>& games, const SurveyObserver& observer) {
  const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
  const unsigned jobs = static_cast<unsigned>(
      std::min<std::size_t>(options.jobs == 0 ? cores : options.jobs, indices.size()));
  std::atomic<std::size_t> next{0};
  std::atomic<unsigned> running{0};
  std::atomic<bool> failed{false};
  std::exception_ptr failure;
  std::mutex mutex;  // guards the observer, the checkpoint's files, `failure`
  MemoryAccount* const account = current_memory_account();
  const auto work = [&] {
    const ScopedMemoryAccount on_this_thread(account);
    running.fetch_add(1);
    while (!failed.load()) {
      const std::size_t k = next.fetch_add(1);
      if (k >= indices.size()) break;
      const std::size_t i = indices[k];
      try {
        GameSurvey game = survey_game(codes[i], budget, [&] {
          return running.load(std::memory_order_relaxed) < jobs;
        });
        const std::lock_guard lock(mutex);
        if (options.checkpoint) write_survey_record(*options.checkpoint, game);
        games[i] = std::move(game);
        if (observer) observer(games[i], false);
      } catch (...) {
        const std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        failed.store(true);
      }
    }
    running.fetch_sub(1);
  };
  {
    std::vector<std::jthread> workers;
    for (unsigned j = 1; j < jobs; ++j) workers.emplace_back(work);
    if (jobs > 0) work();
  }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace

std::vector<GameSurvey> run_survey(const std::vector<std::string>& codes,
                                   const SurveyRunOptions& options, const SurveyObserver& observer) {
  const SurveyBudget full = options.budget;
  const SurveyBudget first = first_look(full);
  std::vector<GameSurvey> games(codes.size());
  std::vector<bool> known(codes.size(), false);
  if (options.checkpoint) {
    std::error_code error;
    std::filesystem::create_directories(*options.checkpoint, error);
    if (error) {
      throw InputError(fmt::format("cannot make the survey's checkpoint folder '{}': {}",
                                   printable_token(options.checkpoint->string(), 200),
                                   error.message()));
    }
  }
  std::vector<std::size_t> to_compute;
  for (std::size_t i = 0; i < codes.size(); ++i) {
    std::optional<GameSurvey> read;
    if (options.checkpoint) {
      read = read_survey_record(*options.checkpoint, codes[i], full);
      if (!read) read = read_survey_record(*options.checkpoint, codes[i], first);
    }
    if (read) {
      games[i] = std::move(*read);
      if (observer) observer(games[i], true);
    } else {
      to_compute.push_back(i);
    }
  }
  // The first look: every game, with a sixteenth of the budget.
  compute_games(codes, to_compute, first, options, games, observer);
  find_equivalences(games);
  // The full budget for each class still open (its first game), and then
  // for the rest of each class that it solved.
  const auto still_open = [&](bool named) {
    std::vector<std::size_t> indices;
    for (std::size_t i = 0; i < games.size(); ++i) {
      const GameSurvey& game = games[i];
      if (game.solved() || game.budget == full || game.stopped_by == GameSurvey::Stop::limit)
        continue;
      if (named ? !game.same_as : game.same_as.has_value()) indices.push_back(i);
    }
    return indices;
  };
  compute_games(codes, still_open(true), full, options, games, observer);
  std::map<std::string, std::size_t> index_of;  // a code's place in `codes`
  for (std::size_t i = 0; i < codes.size(); ++i) index_of.emplace(codes[i], i);
  std::vector<std::size_t> rest;
  for (std::size_t i : still_open(false)) {
    if (games[index_of.at(games[i].class_name())].solved()) rest.push_back(i);
  }
  compute_games(codes, rest, full, options, games, observer);
  find_equivalences(games);
  return games;
}

}  // namespace grundy
