#include "oracle_check.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <system_error>

#include "fuzz_checks.hpp"

namespace grundy::fuzz {
namespace {

// The oracle's memo grows with every position it meets; past this many it
// starts afresh, so that a long run keeps its memory bounded.
constexpr std::size_t kOracleMemo = 300'000;

struct Comparisons {
  std::uint64_t normal = 0;
  std::uint64_t misere = 0;
  // By family: answers in normal and in misère play.
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> families;
  bool required = false;  // a corpus run: none in a convention fails it
};

// At namespace scope, so that it exists (and is reported) when nothing at
// all was compared.
Comparisons counted;

// Run at exit (libFuzzer ends a run with exit(0)).
void report_comparisons() {
  std::fprintf(stderr, "oracle comparisons: %llu in normal play, %llu in misère play\n",
               static_cast<unsigned long long>(counted.normal),
               static_cast<unsigned long long>(counted.misere));
  for (const auto& [family, count] : counted.families) {
    std::fprintf(stderr, "  %-16s %8llu normal, %8llu misère\n", family.c_str(),
                 static_cast<unsigned long long>(count.first),
                 static_cast<unsigned long long>(count.second));
  }
  if (counted.required && (counted.normal == 0 || counted.misere == 0)) {
    std::fprintf(stderr,
                 "fuzz invariant broken: no answer was compared with the oracle in %s play: "
                 "every input was beyond its bound (oracle_check.hpp) or not a valid small "
                 "position; add seeds that are (tests/fuzz/corpus)\n",
                 counted.normal == 0 ? "normal" : "misère");
    std::fflush(stderr);
    std::_Exit(1);
  }
}

std::string joined(const std::vector<std::string>& texts) {
  std::string text = "{";
  for (std::size_t k = 0; k < texts.size(); ++k) text += (k == 0 ? "" : ", ") + texts[k];
  return text + "}";
}

// The families of a canonical text: the name that opens each part (parts are
// joined by " + " outside parentheses).
std::vector<std::string> family_names(const std::string& position) {
  const std::vector<std::string> pieces = oracle::split_outside_parentheses(position, '+');
  std::vector<std::string> names;
  for (const std::string& piece : pieces) {
    const std::size_t begin = std::min(piece.find_first_not_of(' '), piece.size());
    const std::size_t end = std::min(piece.find_first_of("( ", begin), piece.size());
    const std::string name = piece.substr(begin, end - begin);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

// The cells, vertices or edges in play in the oracle's position (each graph
// or board part is one bit set), and the coins of its coin-turning parts: a
// row's up to its last head, a grid's rectangle up to its farthest heads (a
// coin X,Y is X * 2^32 + Y there). A coin far out would make the oracle
// list a million moves before its position bound could stop it.
std::uint64_t picture_bits(const oracle::Position& position) {
  std::uint64_t bits = 0;
  for (const oracle::Part& part : position) {
    if (part.game->picture || part.game->grid) {
      bits += static_cast<std::uint64_t>(std::popcount(part.numbers.at(0)));
    } else if (part.game->coins) {
      std::uint64_t width = 0;
      std::uint64_t height = 0;
      const bool grid = part.game->rules != oracle::Rules::coin_row;
      for (const std::uint64_t coin : part.numbers) {
        width = std::max(width, (grid ? coin >> 32 : coin) + 1);
        height = std::max(height, (grid ? coin & 0xFFFFFFFFU : 0) + 1);
      }
      bits += width > 64 || height > 64 ? 4096 : width * height;
    }
  }
  return bits;
}

}  // namespace

std::optional<oracle::Answer> oracle_answer_read(const ExpectedAnswer& expected,
                                                 std::string_view text,
                                                 const std::string& engine_canonical,
                                                 oracle::Convention convention) {
  if (!expected.pictures || !expected.others_small) return std::nullopt;
  const bool normal = convention == oracle::Convention::normal;
  const double bound = normal ? kOracleNormalPositions : kOracleMiserePositions;
  if (expected.positions_bound > bound) return std::nullopt;
  // A reader of its own for each question (the games it keeps are the
  // text's), which opens no file: the engine here reads none either.
  std::string read(text);
  oracle::Position position;
  try {
    position = oracle::Reader(/*read_files=*/false).read(read);
  } catch (const oracle::OracleTooLarge&) {
    return std::nullopt;
  } catch (const oracle::OracleError&) {
    // The engine's grammar is more lenient here; its canonical text is
    // grundy's printing, which the oracle must read.
    read = engine_canonical;
    try {
      position = oracle::Reader(/*read_files=*/false).read(read);
    } catch (const oracle::OracleTooLarge&) {
      return std::nullopt;
    } catch (const oracle::OracleError& error) {
      fail("the engine answers '" + std::string(text) + "' as '" + engine_canonical +
           "', which the oracle cannot read: " + error.what());
    }
  }
  if (picture_bits(position) >
      static_cast<std::uint64_t>(normal ? kOraclePictureBits : kOracleMiserePictureBits))
    return std::nullopt;
  // A fresh search within the bound: its memo is not kept, since a search
  // cut short by the bound leaves it half done.
  oracle::Solver solver(static_cast<std::size_t>(bound), /*read_files=*/false);
  try {
    return solver.solve(read, convention);
  } catch (const oracle::OracleTooLarge&) {
    return std::nullopt;
  } catch (const oracle::OracleError& error) {
    fail("the oracle reads '" + read + "' but cannot answer it: " + error.what());
  }
}

std::optional<oracle::Answer> oracle_answer(const ExpectedAnswer& expected,
                                            oracle::Convention convention) {
  if (expected.deserves != Deserves::answer) return std::nullopt;
  const double bound =
      convention == oracle::Convention::normal ? kOracleNormalPositions : kOracleMiserePositions;
  if (expected.positions_bound > bound) return std::nullopt;
  static std::unique_ptr<oracle::Solver> solver;
  if (!solver || solver->positions_known() > kOracleMemo)
    solver = std::make_unique<oracle::Solver>();
  try {
    return solver->solve(expected.canonical, convention);
  } catch (const oracle::OracleError& error) {
    // Within the bound the oracle reads and searches every valid position.
    solver.reset();  // a search cut short leaves its memo half done
    fail("the oracle cannot answer '" + expected.canonical + "': " + error.what());
  }
}

void check_against_oracle(const EngineAnswer& engine, const oracle::Answer& reference,
                          const std::string& where) {
  const std::string about = where + " of '" + reference.position + "'";
  check(engine.position == reference.position,
        about + ": the engine's canonical text is '" + engine.position + "'");
  const char reference_outcome = oracle::outcome_letter(reference.outcome);
  check(engine.outcome == reference_outcome, about + ": outcome " + std::string(1, engine.outcome) +
                                                 ", oracle " + std::string(1, reference_outcome));
  if (engine.value && reference.value) {
    check(*engine.value == *reference.value, about + ": value " + std::to_string(*engine.value) +
                                                 ", oracle " + std::to_string(*reference.value));
  }
  std::vector<std::string> moves = engine.moves;
  std::sort(moves.begin(), moves.end());
  const auto repeated = std::adjacent_find(moves.begin(), moves.end());
  check(repeated == moves.end(), about + ": the winning move " +
                                     (repeated == moves.end() ? "" : *repeated) +
                                     " is listed twice");
  std::vector<std::string> winning = engine.winning;
  std::sort(winning.begin(), winning.end());
  winning.erase(std::unique(winning.begin(), winning.end()), winning.end());
  check(winning == reference.winning, about + ": the winning moves leave " + joined(winning) +
                                          ", the oracle's " + joined(reference.winning));
}

void require_oracle_comparisons(int argc, char** argv) {
  // libFuzzer's arguments: options start with '-', the rest are corpus
  // directories or input files to replay.
  for (int i = 1; i < argc; ++i) {
    std::error_code error;
    if (argv[i][0] != '-' && std::filesystem::is_directory(argv[i], error)) counted.required = true;
  }
  std::atexit(report_comparisons);
}

void judge_registered_families(const FamilyRegistry& families) {
  std::vector<std::string> names;
  for (const Family& family : families.families()) names.push_back(family.name);
  set_registered_families(std::move(names));
  for (const Family& family : families.families()) {
    const ExpectedAnswer expected = expected_answer(family.name + " 1");
    check(expected.why.rfind("no family", 0) != 0,
          "the family '" + family.name + "' is taken for an unknown name by expected_answer.cpp");
  }
}

void count_comparison(const oracle::Answer& reference, oracle::Convention convention) {
  const bool normal = convention == oracle::Convention::normal;
  ++(normal ? counted.normal : counted.misere);
  for (const std::string& family : family_names(reference.position)) {
    auto& count = counted.families[family];
    ++(normal ? count.first : count.second);
  }
}

}  // namespace grundy::fuzz
