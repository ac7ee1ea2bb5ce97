// Every family alone and in random sums of two and three families, under
// normal and misère play, against the oracle (tests/oracle): canonical text,
// value, outcome and the positions every winning move leaves.
#include "oracle_agreement.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "../sanitized.hpp"
#include "grundy/misere.hpp"

namespace grundy {
namespace {

// A small random position of family `f`, small enough for whole-sum
// searches of three of them under misère play.
std::string random_part(std::size_t f, std::mt19937_64& random) {
  const auto n = [&](std::uint64_t most) { return random() % (most + 1); };
  switch (f) {
    case 0:
      return fmt::format("nim {} {}", n(4), n(4));
    case 1:
      return fmt::format("lasker {}", n(5));
    case 2:
      return fmt::format("moore(2) {} {} {}", n(2), n(2), n(2));
    case 3: {
      const std::uint64_t low = 1 + n(3);
      return fmt::format("staircase {} {} {}", low, low + 1 + n(2), low + 5 + n(2));
    }
    case 4:
      return fmt::format("subtraction(1,3,4) {}", n(7));
    case 5:
      return fmt::format("bash(2) {} {}", n(4), n(4));
    case 6:
      return fmt::format("wythoff {} {}", n(3), n(3));
    case 7:
      return fmt::format("kayles {}", n(7));
    case 8:
      return fmt::format("dawson {}", n(8));
    case 9:
      return fmt::format("dawsons-chess {}", n(7));
    case 10:
      return fmt::format("treblecross {}", n(8));
    case 11:
      return fmt::format("grundy-game {}", n(8));
    case 12:
      return fmt::format("octal(0.6) {}", n(6));
    case 13:
      return fmt::format("tb(0.8) {}", n(8));
    case 14: {
      const std::uint64_t low = n(2);
      const std::uint64_t middle = low + 1 + n(2);
      return fmt::format("welter {} {} {}", low, middle, middle + 1 + n(2));
    }
    default: {
      const char* vertices[] = {"v", "w", "x", "y", "z"};
      return fmt::format("graph({}/graphs/dag.txt) {}", GRUNDY_TEST_DATA, vertices[n(4)]);
    }
  }
}
constexpr std::size_t kFamilies = 16;

// The oracle reads a position as it was written, and the library's
// canonical text must be the oracle's reading: handed the library's reprint,
// the oracle would agree with a misreading that prints back cleanly.
TEST(OracleAgreement, TheOracleReadsThePositionAsWritten) {
  for (const char* written :
       {"Kayles 3+NIM 04", "subtraction(4,1,3,3) 5", "octal(0.60) 2", "welter 6 1 4"}) {
    EXPECT_TRUE(testing::agrees_with_oracle(written));
  }
  // The library reads the short form of a code, "octal(.6)" for
  // "octal(0.6)"; the oracle, written from the rules, only the long one: the
  // library's reprint would pass, the text as written does not. (Should the
  // oracle learn the short form, another text read by one side only goes
  // here.)
  const ::testing::AssertionResult short_code = testing::agrees_with_oracle("octal(.6) 3");
  EXPECT_FALSE(short_code);
  EXPECT_NE(std::string(short_code.message()).find("the oracle not at all"), std::string::npos)
      << short_code.message();
}

TEST(OracleAgreement, EveryFamilyAloneUnderBothConventions) {
  std::mt19937_64 random(13);
  for (std::size_t f = 0; f < kFamilies; ++f) {
    for (int i = 0; i < 40; ++i) {
      const std::string part = random_part(f, random);
      ASSERT_TRUE(testing::agrees_with_oracle(part));
      ASSERT_TRUE(testing::agrees_with_oracle(part, PlayConvention::misere));
    }
  }
}

TEST(OracleAgreement, SumsOfTwoAndThreeFamiliesUnderBothConventions) {
  // The sanitizer build, which looks for memory errors rather than wrong
  // answers, takes the first 200 of the same sums (42 s for all 600 there).
  const int sums = testing_build::sanitized() ? 200 : 600;
  std::mt19937_64 random(14);
  for (int i = 0; i < sums; ++i) {
    std::string sum = random_part(random() % kFamilies, random) + " + " +
                      random_part(random() % kFamilies, random);
    if (i % 2 == 1) sum += " + " + random_part(random() % kFamilies, random);
    ASSERT_TRUE(testing::agrees_with_oracle(sum));
    MisereAnalysis::Options search_only;
    search_only.use_tame_genus = false;
    ASSERT_TRUE(testing::agrees_with_oracle_misere(sum, MisereAnalysis::Options{}));
    ASSERT_TRUE(testing::agrees_with_oracle_misere(sum, search_only));
  }
}

}  // namespace
}  // namespace grundy
