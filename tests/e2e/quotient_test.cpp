// `grundy quotient` and the misère quotient in `grundy solve --misere`
// through the binary: the text and JSON a person and a program read, and the
// errors a user meets. (Outcomes and winning moves against the oracle:
// tests/unit/misere_quotient_oracle_test, and the misère lines of
// tests/data/oracle/corpus.txt through the binary.)
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "checks.hpp"
#include "run_grundy.hpp"
#include "scratch_file.hpp"

namespace grundy::e2e {
namespace {

TEST(QuotientCommand, KaylesIsProvenForEveryHeap) {
  const RunResult kayles = run_grundy({"quotient", "kayles", "--heaps", "200"});
  ASSERT_EQ(kayles.status, 0) << kayles;
  EXPECT_TRUE(contains(kayles.out, "kayles (code 0.77), misère quotient of heaps 0..200"))
      << kayles;
  EXPECT_TRUE(contains(kayles.out, "order 40, P-portion of 9")) << kayles;
  EXPECT_TRUE(contains(kayles.out, "generators: a = heap 1, b = heap 2, c = heap 5")) << kayles;
  EXPECT_TRUE(contains(kayles.out, "relations: a² = 1")) << kayles;
  EXPECT_TRUE(contains(kayles.out, "every heap n ≥ 71 pretends to be what heap n - 12 does"))
      << kayles;
  EXPECT_TRUE(contains(kayles.out, "this is the quotient of every heap size")) << kayles;
  EXPECT_TRUE(contains(kayles.out, "heaps 168 to 200 follow the period below.")) << kayles;
  // A bound far beyond the proof costs nothing more.
  const RunResult far = run_grundy({"quotient", "kayles", "--heaps", "1000000000000000000"});
  ASSERT_EQ(far.status, 0) << far;
  EXPECT_TRUE(contains(far.out, "heaps 168 to 1000000000000000000 follow the period")) << far;
}

TEST(QuotientCommand, JsonHoldsTheMonoid) {
  const RunResult run = run_grundy({"quotient", "octal(0.75)", "--heaps", "30", "--json"});
  ASSERT_EQ(run.status, 0) << run;
  const nlohmann::json quotient = parse_json(run);
  EXPECT_EQ(quotient["game"], "octal(0.75)");
  EXPECT_EQ(quotient["order"], 8);
  EXPECT_EQ(quotient["elements"].size(), 8U);
  EXPECT_EQ(quotient["elements"][0], "1");
  // Proven at heap 21: heaps 22..30 follow the period and are not listed.
  EXPECT_EQ(quotient["listed_to"], 21);
  EXPECT_EQ(quotient["pretending"].size(), 22U);
  EXPECT_EQ(quotient["pretending"][0], "1");
  EXPECT_EQ(quotient["table"].size(), 8U);
  EXPECT_EQ(quotient["period"]["period"], 2);
  EXPECT_EQ(quotient["all_heaps"], true);
  // The table is a commutative monoid with identity 0.
  for (std::size_t a = 0; a < 8; ++a) {
    EXPECT_EQ(quotient["table"][0][a], a);
    for (std::size_t b = 0; b < 8; ++b) EXPECT_EQ(quotient["table"][a][b], quotient["table"][b][a]);
  }
}

TEST(QuotientCommand, TheTableIsPrintedOnRequest) {
  const RunResult run = run_grundy({"quotient", "octal(0.31)", "--heaps", "10", "--table"});
  ASSERT_EQ(run.status, 0) << run;
  EXPECT_TRUE(contains(run.out, "order 6")) << run;
  EXPECT_TRUE(contains(run.out, " · |")) << run;
}

TEST(QuotientCommand, MistakesAreOneClearError) {
  const RunResult missing = run_grundy({"quotient", "kayles"});
  EXPECT_EQ(missing.status, 2);
  EXPECT_TRUE(contains(expect_one_error_line(missing), "--heaps")) << missing;
  const RunResult no_game = run_grundy({"quotient", "--heaps", "5"});
  EXPECT_EQ(no_game.status, 2);
  EXPECT_TRUE(contains(expect_one_error_line(no_game), "give a game")) << no_game;
  const RunResult negative = run_grundy({"quotient", "kayles", "--heaps", "-3"});
  EXPECT_EQ(negative.status, 2);
  EXPECT_TRUE(contains(expect_one_error_line(negative), "negative")) << negative;
  const RunResult nim = run_grundy({"quotient", "nim", "--heaps", "5"});
  EXPECT_EQ(nim.status, 2);
  expect_one_error_line(nim);
  const RunResult typo = run_grundy({"quotient", "kayels", "--heaps", "5"});
  EXPECT_EQ(typo.status, 2);
  expect_one_error_line(typo);
  // Beyond the memory given: a clear limit, not a crash.
  const RunResult tight = run_grundy({"quotient", "dawson", "--heaps", "40", "--max-memory", "1M"});
  EXPECT_EQ(tight.status, 2);
  EXPECT_TRUE(contains(expect_one_error_line(tight), "--max-memory")) << tight;
}

// A long run goes on from its checkpoint: Dawson's Kayles to heap 20, then
// on to 27 from the file, is the quotient computed at once, and a file that
// was changed, or is of another game, is one clear error.
TEST(QuotientCommand, ACheckpointIsResumedAndCheckedAgain) {
  const ScratchFile file("");
  std::filesystem::remove(file.path());  // no file yet: a fresh start
  const RunResult first =
      run_grundy({"quotient", "dawson", "--heaps", "20", "--checkpoint", file.path()});
  ASSERT_EQ(first.status, 0) << first;
  ASSERT_TRUE(std::filesystem::exists(file.path()));
  const RunResult resumed =
      run_grundy({"quotient", "dawson", "--heaps", "27", "--checkpoint", file.path()});
  ASSERT_EQ(resumed.status, 0) << resumed;
  EXPECT_TRUE(contains(resumed.err, "resuming from the checkpoint")) << resumed;
  EXPECT_TRUE(contains(resumed.err, "heaps 0..20, quotient of order 24")) << resumed;
  const RunResult fresh = run_grundy({"quotient", "dawson", "--heaps", "27"});
  ASSERT_EQ(fresh.status, 0) << fresh;
  EXPECT_EQ(resumed.out, fresh.out);
  EXPECT_TRUE(contains(fresh.out, "order 176, P-portion of 28")) << fresh;

  // A file of more heaps than asked for is not shown as the quotient of fewer.
  const RunResult fewer =
      run_grundy({"quotient", "dawson", "--heaps", "25", "--checkpoint", file.path()});
  EXPECT_EQ(fewer.status, 2);
  EXPECT_TRUE(contains(expect_one_error_line(fewer), "heaps 0..27, more than --heaps 25")) << fewer;

  // `solve --misere --quotient FILE` decides a sum by the saved quotient,
  // as the one solve computes itself does; and says clearly when it cannot.
  const RunResult by_file = run_grundy(
      {"solve", "--misere", "--json", "--quotient", file.path(), "dawson 27 25 + dawson 9"});
  ASSERT_EQ(by_file.status, 0) << by_file;
  const RunResult built_in = run_grundy({"solve", "--misere", "--json", "dawson 27 25 + dawson 9"});
  ASSERT_EQ(built_in.status, 0) << built_in;
  const nlohmann::json from_file = nlohmann::json::parse(by_file.out);
  const nlohmann::json computed = nlohmann::json::parse(built_in.out);
  EXPECT_EQ(from_file["method"], "quotient");
  EXPECT_EQ(from_file["outcome"], computed["outcome"]);
  EXPECT_EQ(from_file["winning_moves"], computed["winning_moves"]);
  EXPECT_EQ(from_file["winning_move_count"], 12);
  EXPECT_EQ(from_file["quotient"]["order"], 176);
  // Its reason multiplies the three heaps' elements and names the first 24
  // of the P-portion's 28 with the count, not every one.
  const RunResult as_text =
      run_grundy({"solve", "--misere", "--quotient", file.path(), "dawson 27 25 + dawson 9"});
  ASSERT_EQ(as_text.status, 0) << as_text;
  EXPECT_TRUE(contains(as_text.out, "… (28 elements in all)}: won for the player to move"))
      << as_text;
  const std::size_t product = as_text.out.find("  product: ");
  ASSERT_NE(product, std::string::npos) << as_text;
  const std::string product_line =
      as_text.out.substr(product, as_text.out.find('\n', product) - product);
  // One comma after the product, 23 between the 24 named, one before the count.
  EXPECT_EQ(std::count(product_line.begin(), product_line.end(), ','), 25) << product_line;
  EXPECT_TRUE(contains(product_line.substr(0, product_line.find(" = ")), " · ")) << product_line;
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy(
                           {"solve", "--misere", "--quotient", file.path(), "dawson 28 3"})),
                       "is computed for the heaps up to 27, and this sum has a heap of 28"));
  EXPECT_TRUE(
      contains(expect_one_error_line(run_grundy({"solve", "--quotient", file.path(), "dawson 27"})),
               "give --misere too"));
  EXPECT_TRUE(contains(expect_one_error_line(run_grundy(
                           {"solve", "--misere", "--quotient", file.path(), "kayles 5"})),
                       "not of 0.77"));

  std::stringstream text;
  text << std::ifstream(file.path()).rdbuf();
  nlohmann::json saved = nlohmann::json::parse(text.str());
  EXPECT_EQ(saved["order"], 176);
  // One P-position fewer: the check finds it, whatever the file says.
  saved["p_portion"].erase(saved["p_portion"].begin());
  std::ofstream(file.path()) << saved.dump();
  const RunResult changed =
      run_grundy({"quotient", "dawson", "--heaps", "28", "--checkpoint", file.path()});
  EXPECT_EQ(changed.status, 2);
  EXPECT_TRUE(contains(expect_one_error_line(changed), "does not pass the check")) << changed;
  const RunResult other =
      run_grundy({"quotient", "kayles", "--heaps", "28", "--checkpoint", file.path()});
  EXPECT_EQ(other.status, 2);
  EXPECT_TRUE(contains(expect_one_error_line(other), "holds the quotient of 0.07, not of 0.77"))
      << other;
  std::ofstream(file.path()) << "{\"format\": ";
  const RunResult broken =
      run_grundy({"quotient", "dawson", "--heaps", "28", "--checkpoint", file.path()});
  EXPECT_EQ(broken.status, 2);
  EXPECT_TRUE(contains(expect_one_error_line(broken), "not a misère quotient saved by grundy"))
      << broken;
}

TEST(QuotientInSolve, TenKaylesRowsByTheQuotient) {
  const std::string position = "kayles 1000 900 800 700 600 500 400 300 200 100";
  const RunResult text = run_grundy({"solve", "--misere", position});
  ASSERT_EQ(text.status, 0) << text;
  EXPECT_TRUE(contains(text.out, "why: the misère quotient of 0.77 (order 40")) << text;
  EXPECT_TRUE(contains(text.out, "1000 → ")) << text;
  EXPECT_TRUE(contains(text.out, "not in the P-portion")) << text;
  const RunResult json = run_grundy({"solve", "--misere", "--json", position});
  ASSERT_EQ(json.status, 0) << json;
  const nlohmann::json answer = parse_json(json);
  EXPECT_EQ(answer["method"], "quotient");
  EXPECT_TRUE(answer["grundy"].is_null());
  EXPECT_EQ(answer["outcome"], "N");
  EXPECT_EQ(answer["winning_move_count"], answer["winning_moves"].size());
  EXPECT_GT(answer["winning_move_count"], 0);
  EXPECT_EQ(answer["quotient"]["in_p_portion"], false);
  EXPECT_EQ(answer["quotient"]["heap_elements"][0].size(), 10U);
  // Whether the quotient's answers and winning moves are right is checked
  // against the oracle where it can search: the corpus (oracle_test) holds
  // sums the binary decides by the quotient, with rows up to 40.
}

TEST(QuotientInSolve, ARowOfTenToTheEighteenIsAnsweredWithItsWinningMoves) {
  // The quotient knows every Kayles heap by its proven period, and the
  // winning splits of a long row come in runs by that period, so a row of
  // 10^18 pins is answered at once, moves and all. That they are the right
  // moves is checked in the library (misere_quotient_test: the runs are the
  // moves tried one by one) and against the oracle on small rows.
  const RunResult huge =
      run_grundy({"solve", "--misere", "--json", "kayles 1000000000000000000 5"});
  ASSERT_EQ(huge.status, 0) << huge;
  const nlohmann::json answer = nlohmann::json::parse(huge.out);
  EXPECT_EQ(answer["method"], "quotient");
  EXPECT_EQ(answer["outcome"], "N");
  EXPECT_EQ(answer["winning_move_count"], 3);
  ASSERT_EQ(answer["winning_moves"].size(), 3U);
  EXPECT_EQ(answer["winning_moves"][0]["move"], "1:1000000000000000000->3+999999999999999995");
  EXPECT_EQ(answer["winning_moves"][2]["move"], "2:5->4");
  // Half a row's splits win in 0.75: counted, and the first listed.
  const RunResult many = run_grundy({"solve", "--misere", "octal(0.75) 1000000000000000000 7 3"});
  ASSERT_EQ(many.status, 0) << many;
  EXPECT_TRUE(contains(many.out, "winning moves (500000000000000001):")) << many.out;
  EXPECT_TRUE(contains(many.out, "1:1000000000000000000->1+999999999999999997")) << many.out;
}

TEST(QuotientInSolve, ASumTooLargeToSearchPointsToAQuotientOfItsOwn) {
  // Past the quotient solve computes within its limits, the search gives up
  // (sooner with less memory); for a sum of one take-and-break game the error
  // names the commands that may decide it, the game quoted for the shell. A
  // sum of two games has no such quotient, and no such advice. (A sum of
  // one game spends solve's second of quotient work before it searches: ten
  // seconds under the sanitizers, so one such run.)
  EXPECT_EQ(expect_one_error_line(
                run_grundy({"solve", "--misere", "--max-memory", "20M", "octal(0.07) 33 31 20"})),
            "error: octal(0.07) 33 31 20 is too large to search under misère play: the search "
            "would need more than 104857 positions; a misère quotient computed once may decide "
            "it: grundy quotient 'octal(0.07)' --heaps 33 --checkpoint FILE, then grundy solve "
            "--misere --quotient FILE ...");
  const std::string mixed = expect_one_error_line(
      run_grundy({"solve", "--misere", "--max-memory", "20M", "dawson 33 31 20 + nim 5"}));
  EXPECT_TRUE(contains(mixed, "too large to search under misère play")) << mixed;
  EXPECT_FALSE(contains(mixed, "grundy quotient")) << mixed;
}

}  // namespace
}  // namespace grundy::e2e
