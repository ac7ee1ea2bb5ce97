// Running a survey of octal games (octal_survey.hpp) on every core, and
// resumably: `grundy survey PATTERN --checkpoint DIR`.
//
// Games run in parallel, one a core, each on one thread; a game may use a
// second thread (the sequence's two-thread engine) while fewer games run
// than there are workers, which is how the long games at the end of a
// survey finish on both cores.
//
// With a checkpoint directory, each finished game is written there at once,
// as two files named by its code: CODE.json (the record: what the survey
// found, the proof, the budget, the fingerprints) and CODE.values (the
// values kept, in the format of sequence_checkpoint.hpp). Both are written
// to a temporary name and renamed. A survey started again with the same
// directory reads the games found there and computes only the others (and
// those whose record was made with another budget), so a killed survey
// resumes where it was.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "grundy/octal_survey.hpp"

namespace grundy {

struct SurveyRunOptions {
  SurveyBudget budget;
  unsigned jobs = 0;  // 0: one a core
  std::optional<std::filesystem::path> checkpoint;
};

// Called each time a game is computed or read from the checkpoint, in the
// order they finish (on the caller's thread or a worker's, one call at a
// time).
using SurveyObserver = std::function<void(const GameSurvey& game, bool from_checkpoint)>;

// The budget of a survey's first look at every game: a sixteenth of the
// values and of the time.
SurveyBudget first_look(const SurveyBudget& budget);

// Surveys every code, the way the tables of the literature were made: a
// class of games with equal sequences is computed once. A first look
// computes every game with first_look(budget) (most games are solved
// there, in milliseconds) and finds the classes; then the first game of
// each class still open gets the whole budget, and when that solves it,
// so do the other games of its class. The others of a class that stays
// open keep their first look ("equal in N values"). Returns the games in
// the order of `codes`, with their classes. An error in any game (memory, a
// value too large for the sequence) stops the survey with that error; the
// games already finished stay in the checkpoint.
std::vector<GameSurvey> run_survey(const std::vector<std::string>& codes,
                                   const SurveyRunOptions& options,
                                   const SurveyObserver& observer = {});

// The checkpoint's record of one game, or nullopt when there is none or it
// was made with another budget than `budget`. Throws InputError naming the file when it
// is damaged.
std::optional<GameSurvey> read_survey_record(const std::filesystem::path& directory,
                                             const std::string& code, const SurveyBudget& budget);
void write_survey_record(const std::filesystem::path& directory, const GameSurvey& game);

}  // namespace grundy
