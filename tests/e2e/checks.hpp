// Checks that many end-to-end tests share: the report and JSON of `grundy
// solve`, the one-line error contract, and what they read and write.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "run_grundy.hpp"

namespace grundy::e2e {

// The largest heap a position may hold: 2^63-1.
inline constexpr std::uint64_t kMaxHeap = 9'223'372'036'854'775'807ULL;

bool contains(const std::string& text, const std::string& part);

// Whether `text` has exactly this line.
bool has_line(const std::string& text, const std::string& line);

// The report of `grundy solve WORDS...` for a position the program must accept.
std::string solve_text(const std::vector<std::string>& words);

// The object a successful run printed (a test failure, and {}, otherwise).
nlohmann::json parse_json(const RunResult& result);

// The object of `grundy solve --json POSITION`.
nlohmann::json solve_json(const std::string& position);

// Checks the error contract (status 2, nothing on standard output, one line
// on standard error starting "error: ") and returns that line.
std::string expect_one_error_line(const RunResult& result);

// The keys of the documented contract of `grundy solve --json` (position,
// grundy, outcome, winning_moves) that `answer` has; other keys may join them.
nlohmann::json contract_keys(const nlohmann::json& answer);

// A corpus of one line of each family of the oracle's corpus under each
// convention (oracle_corpus::one_of_each_family), written in a folder `name`
// of the test's own, DATA replaced; returns the file. For the tests of
// verify's report rather than of the corpus, and for the sanitizer build,
// where the whole corpus takes minutes; Verify.TheJsonCounts... (release
// build) and the OracleCorpus slices check every line.
std::string oracle_corpus_sample(const std::string& name);

// A folder of this test process's own in the temporary directory, ending in
// '/': `make test` runs the same end-to-end tests from the release and the
// sanitizer builds at once (and a contributor may run another checkout's), so
// a file at a fixed name could be rewritten by one while the other reads it.
std::string own_temp_dir();

// The whole file, as bytes ("" when it cannot be read).
std::string read_file(const std::string& path);

}  // namespace grundy::e2e
