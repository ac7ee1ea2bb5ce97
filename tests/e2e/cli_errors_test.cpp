// Every way a user can get a request wrong ends the same way: one line on
// standard error that starts with "error: " and names the offending token (and
// its column or line), nothing on standard output, and exit status 2 -- never a
// crash (134, 139) and never a half-written report.
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"
#include "scratch_file.hpp"

namespace grundy::e2e {
namespace {

struct ErrorCase {
  std::string name;                   // names the test: [A-Za-z0-9_]
  std::vector<std::string> args;      // after "grundy"
  std::string stdin_text;             // fed to --file -
  std::vector<std::string> mentions;  // each must appear in the error line
};

// gtest prints a parameter through PrintTo; the name says which case failed.
// NOLINTNEXTLINE(readability-identifier-naming)
void PrintTo(const ErrorCase& error_case, std::ostream* os) { *os << error_case.name; }

class CliError : public testing::TestWithParam<ErrorCase> {};

TEST_P(CliError, IsOneLineOnStandardErrorAndStatusTwo) {
  const ErrorCase& error_case = GetParam();
  const RunResult result = run_grundy(error_case.args, error_case.stdin_text);
  const std::string line = expect_one_error_line(result);
  for (const std::string& part : error_case.mentions) {
    EXPECT_NE(line.find(part), std::string::npos) << "'" << part << "' missing from: " << line;
  }
}

std::vector<ErrorCase> position_errors() {
  return {
      {"UnknownFamily",
       {"solve", "nimm", "3"},
       "",
       {"unknown game 'nimm'", "column 1", "did you mean 'nim'?"}},
      {"UnknownFamilyNearNone",
       {"solve", "xyzzy", "3"},
       "",
       {"unknown game 'xyzzy'", "column 1", "'grundy games' lists every game"}},
      {"UnknownFamilyLaterInASum", {"solve", "nim 3 + xyzzy 4 5"}, "", {"'xyzzy'", "column 9"}},
      {"NegativeNumber", {"solve", "nim", "3", "-4"}, "", {"'-4'", "column 7"}},
      {"NegativeNumberInOneArgument", {"solve", "nim 3 -4"}, "", {"'-4'", "column 7"}},
      {"NegativeNumberAfterDoubleDash", {"solve", "--", "nim", "-1"}, "", {"'-1'", "column 5"}},
      {"NotANumber", {"solve", "nim", "3", "x"}, "", {"'x'", "column 7"}},
      {"DecimalPoint", {"solve", "nim 3.5"}, "", {"'3.5'", "column 5"}},
      {"NonAsciiToken", {"solve", "nim 3 \xc3\xb1"}, "", {"'\xc3\xb1'", "column 7"}},
      {"JustAboveTheLargestHeap",
       {"solve", "nim", "9223372036854775808"},
       "",
       {"'9223372036854775808'", "column 5", "too large"}},
      // 2^64 wraps to 0 in unchecked 64-bit arithmetic.
      {"TwoToTheSixtyFour",
       {"solve", "nim 1 18446744073709551616"},
       "",
       {"'18446744073709551616'", "column 7"}},
      {"FarTooLarge",
       {"solve", "nim 99999999999999999999999999999"},
       "",
       {"too large", "column 5"}},
      {"NoPosition", {"solve"}, "", {"give a position"}},
      {"EmptyArgument", {"solve", ""}, "", {"empty position"}},
      {"BlankArgument", {"solve", "  \t "}, "", {"empty position"}},
      {"NimWithoutHeaps", {"solve", "nim"}, "", {"'nim'", "column 1", "at least one heap"}},
      {"PlusAtTheEnd", {"solve", "nim", "3", "+"}, "", {"'+'", "column 7"}},
      {"PlusAtTheStart", {"solve", "+ nim 3"}, "", {"'+'", "column 1"}},
      {"TwoPluses", {"solve", "nim 3 + + nim 4"}, "", {"'+'", "column 9"}},
      {"OnlyAPlus", {"solve", "+"}, "", {"'+'", "column 1"}},
      {"UnclosedParenthesis", {"solve", "nim(3 4"}, "", {"'('", "column 4", "never closed"}},
      {"ParametersToNim", {"solve", "nim(3) 4"}, "", {"'nim'", "no parameters", "column 4"}},
      {"EmptyParentheses", {"solve", "nim() 4"}, "", {"column 4"}},
      {"StrayClosingParenthesis", {"solve", "nim 1 ) 2"}, "", {"')'", "column 7"}},
      {"JsonFlagDoesNotChangeErrors", {"solve", "--json", "nim 3 x"}, "", {"'x'", "column 7"}},
  };
}

std::vector<ErrorCase> file_errors() {
  return {
      {"MissingFile",
       {"solve", "--file", "/nonexistent/heaps.txt"},
       "",
       {"'/nonexistent/heaps.txt'"}},
      {"DirectoryAsFile", {"solve", "--file", "/"}, "", {"/:"}},
      {"BadTokenOnStandardInput",
       {"solve", "--file", "-"},
       "1 2\n3 x 4",
       {"standard input", "line 2", "column 3", "'x'"}},
      {"NegativeHeapInFile", {"solve", "--file", "-"}, "1 -2", {"line 1", "column 3", "'-2'"}},
      {"TooLargeHeapInFile",
       {"solve", "--file", "-"},
       "\n\n 9223372036854775808",
       {"line 3", "column 2", "too large"}},
      {"ExpressionInsteadOfHeaps",
       {"solve", "--file", "-"},
       "nim 3",
       {"line 1", "column 1", "'nim'"}},
      {"EmptyStandardInput", {"solve", "--file", "-"}, "", {"standard input", "no heap sizes"}},
      {"BlankStandardInput", {"solve", "--file", "-"}, " \n\t\r\n", {"no heap sizes"}},
      {"PositionAndFileTogether", {"solve", "nim 3", "--file", "-"}, "4", {"either"}},
  };
}

std::vector<ErrorCase> command_line_errors() {
  return {
      {"NoSubcommand", {}, "", {"give a command"}},
      {"UnknownSubcommand", {"frobnicate", "nim", "3"}, "", {}},
      {"UnknownOption", {"solve", "--frob", "nim", "3"}, "", {"--frob"}},
      {"UnknownTopLevelOption", {"--frob"}, "", {}},
      {"OptionWithoutItsValue", {"solve", "--file"}, "", {"--file"}},
      {"UnknownGameInGames", {"games", "nimm"}, "", {"'nimm'", "did you mean 'nim'?"}},
      {"MistypedSubcommand", {"sovle", "nim", "3"}, "", {"'sovle'", "did you mean 'solve'?"}},
      {"MistypedSubcommandAfterAnOption",
       {"--lang", "en", "sovle", "nim", "3"},
       "",
       {"unknown command 'sovle'", "did you mean 'solve'?"}},
      {"MistypedOption",
       {"solve", "--jsn", "nim", "3"},
       "",
       {"unknown option '--jsn'", "did you mean '--json'?"}},
      {"MistypedOptionWithItsValue",
       {"play", "nim 1 2", "--playres=engine,naive"},
       "",
       {"unknown option '--playres'", "did you mean '--players'?"}},
      // A negative number is refused, not read as 2^64 - 1 (issue 14).
      {"NegativeUpto", {"seq", "kayles", "--upto", "-1"}, "", {"--upto", "-1 is negative"}},
      {"NegativeUptoWithEquals", {"seq", "kayles", "--upto=-7"}, "", {"--upto", "-7 is negative"}},
      {"NegativeMax",
       {"seq", "kayles", "--until-period", "--max", "-5"},
       "",
       {"--max", "-5 is negative"}},
      {"NegativeGames", {"verify", "--games", "-1"}, "", {"--games", "-1 is negative"}},
      {"NegativeVerifySeed", {"verify", "--seed", "-3"}, "", {"--seed", "-3 is negative"}},
      {"NegativePlaySeed",
       {"play", "nim 1 2", "--players", "engine,naive", "--seed", "-1"},
       "",
       {"--seed", "-1 is negative"}},
      {"NegativePort", {"serve", "--port", "-1"}, "", {"--port", "-1"}},
      // Nor is a number past 2^64 - 1 read as 2^64 - 1: such a quotient ran
      // on silently towards 18446744073709551615 heaps.
      {"HeapsPastTwoToTheSixtyFour",
       {"quotient", "dawson", "--heaps", "18446744073709551616"},
       "",
       {"--heaps", "18446744073709551616 is too large: the largest is 18446744073709551615"}},
      {"FarTooLargeUpto",
       {"seq", "kayles", "--upto", "99999999999999999999999"},
       "",
       {"--upto", "99999999999999999999999 is too large"}},
      {"FarTooLargeMoves",
       {"solve", "--moves", "99999999999999999999999", "nim 3"},
       "",
       {"--moves", "99999999999999999999999 is too large"}},
  };
}

auto case_name = [](const testing::TestParamInfo<ErrorCase>& info) { return info.param.name; };

INSTANTIATE_TEST_SUITE_P(Position, CliError, testing::ValuesIn(position_errors()), case_name);
INSTANTIATE_TEST_SUITE_P(File, CliError, testing::ValuesIn(file_errors()), case_name);
INSTANTIATE_TEST_SUITE_P(CommandLine, CliError, testing::ValuesIn(command_line_errors()),
                         case_name);

TEST(CliErrors, LargestHeapIsAcceptedOneMoreIsNot) {
  const RunResult largest = run_grundy({"solve", "--json", "nim", "9223372036854775807"});
  EXPECT_EQ(largest.status, 0) << largest;
  EXPECT_NE(largest.out.find(R"("grundy":9223372036854775807)"), std::string::npos) << largest;
  expect_one_error_line(run_grundy({"solve", "--json", "nim", "9223372036854775808"}));
}

TEST(CliErrors, BadTokenInAFileNamesTheFileLineAndColumn) {
  const ScratchFile file("1 2 3\n4\t\t5 six 7\n");
  const std::string line = expect_one_error_line(run_grundy({"solve", "--file", file.path()}));
  EXPECT_NE(line.find(file.path()), std::string::npos) << line;
  EXPECT_NE(line.find("line 2, column 6"), std::string::npos) << line;
  EXPECT_NE(line.find("'six'"), std::string::npos) << line;
}

TEST(CliErrors, EmptyFileIsNamed) {
  const ScratchFile file("");
  const std::string line = expect_one_error_line(run_grundy({"solve", "--file", file.path()}));
  EXPECT_NE(line.find(file.path()), std::string::npos) << line;
  EXPECT_NE(line.find("no heap sizes"), std::string::npos) << line;
}

TEST(CliErrors, BinaryFileIsRejectedCleanly) {
  std::string bytes;
  for (int i = 0; i < 3000; ++i) bytes += static_cast<char>((i * 131 + 7) % 256);
  const ScratchFile file(bytes);
  expect_one_error_line(run_grundy({"solve", "--file", file.path()}));
}

TEST(CliErrors, DeepOrLongNonsenseIsRejectedWithoutACrash) {
  expect_one_error_line(run_grundy({"solve", "nim" + std::string(100'000, '(')}));
  expect_one_error_line(run_grundy({"solve", std::string(100'000, '+')}));
  expect_one_error_line(run_grundy({"solve", "nim " + std::string(100'000, '9')}));
}

// Gaps found by these tests, now fixed; kept so they stay fixed.

// `grundy frobnicate` answers "A subcommand is required": it should name 'frobnicate'.
TEST(CliErrors, UnknownSubcommandIsNamed) {
  const std::string line = expect_one_error_line(run_grundy({"frobnicate", "nim", "3"}));
  EXPECT_NE(line.find("frobnicate"), std::string::npos) << line;
}

// The offending token is echoed raw, so a terminal escape in a file reaches the
// user's terminal. Messages should show such bytes escaped.
TEST(CliErrors, ErrorLineIsPrintableText) {
  const std::string line =
      expect_one_error_line(run_grundy({"solve", "--file", "-"}, "1 2 x\x1b[31m 3"));
  for (const char c : line)
    EXPECT_TRUE(c >= 0x20 && c != 0x7f) << "byte " << int(c) << " in: " << line;
}

// A NUL byte inside a bad token cuts the message short ("...column 3: '2"):
// what() is a C string, so everything after the NUL is lost.
TEST(CliErrors, NulByteInAFileDoesNotCutTheMessage) {
  const std::string line =
      expect_one_error_line(run_grundy({"solve", "--file", "-"}, std::string("1 2\0x 3", 7)));
  EXPECT_NE(line.find("is not a number"), std::string::npos) << line;
}

// The file reader keeps only the first 64 characters of a bad token, then
// classifies that prefix: 100 digits then 'x' is called "too large".
TEST(CliErrors, LongBadTokenInAFileIsNotANumber) {
  const std::string token = std::string(100, '1') + "x";
  const std::string line = expect_one_error_line(run_grundy({"solve", "--file", "-"}, token));
  EXPECT_NE(line.find("is not a number"), std::string::npos) << line;
}

// `grundy solve nim -0` is nim 0, but "-0" in a heap file is "not a number".
// The two readers should agree (either way).
TEST(CliErrors, MinusZeroMeansTheSameInAFileAndAnExpression) {
  const RunResult expression = run_grundy({"solve", "--json", "nim", "-0"});
  const RunResult file = run_grundy({"solve", "--json", "--file", "-"}, "-0");
  EXPECT_EQ(expression.status, file.status) << expression << file;
  EXPECT_EQ(expression.out, file.out) << expression << file;
}

}  // namespace
}  // namespace grundy::e2e
