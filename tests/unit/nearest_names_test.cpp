// The names offered for a mistyped one: distances counted by hand, and the
// choice among a registry's names.
#include "grundy/nearest_names.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "grundy/errors.hpp"
#include "grundy/expression.hpp"
#include "grundy/family.hpp"

namespace grundy {
namespace {

TEST(EditDistance, CountsEachKindOfEditOnce) {
  EXPECT_EQ(edit_distance("nim", "nim"), 0U);
  EXPECT_EQ(edit_distance("", "nim"), 3U);
  EXPECT_EQ(edit_distance("nim", ""), 3U);
  EXPECT_EQ(edit_distance("nimm", "nim"), 1U);       // one deleted
  EXPECT_EQ(edit_distance("nm", "nim"), 1U);         // one inserted
  EXPECT_EQ(edit_distance("nam", "nim"), 1U);        // one replaced
  EXPECT_EQ(edit_distance("sovle", "solve"), 1U);    // two adjacent letters swapped
  EXPECT_EQ(edit_distance("kayels", "kayles"), 1U);  // the same, later
  EXPECT_EQ(edit_distance("NIM", "nim"), 0U);        // case is not an edit
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3U);
  // Optimal string alignment edits no substring twice: "ca" to "abc" is
  // three edits, not the two (swap, then insert between) of the
  // unrestricted Damerau–Levenshtein distance.
  EXPECT_EQ(edit_distance("ca", "abc"), 3U);
  EXPECT_EQ(edit_distance("abc", "ca"), 3U);
}

TEST(NearestNames, OffersTheNearestWithinOneEditForThreeLetters) {
  const std::vector<std::string> names = {"solve", "play", "verify", "games", "seq", "serve"};
  EXPECT_EQ(nearest_names("sovle", names), std::vector<std::string>{"solve"});
  EXPECT_EQ(nearest_names("gmaes", names), std::vector<std::string>{"games"});
  EXPECT_TRUE(nearest_names("frobnicate", names).empty());
  // Two letters admit one edit at most: "sq" is one from "seq" only.
  EXPECT_EQ(nearest_names("sq", names), std::vector<std::string>{"seq"});
  // "serv" is one from "serve" and two from "seq": only the near one.
  EXPECT_EQ(nearest_names("serv", names), std::vector<std::string>{"serve"});
}

TEST(NearestNames, NearestFirstTiesInOrderAtMostThreeEachOnce) {
  const std::vector<std::string> names = {"abcd", "abce", "abxd", "abcd", "abcf", "abcg"};
  // "abcz" (four letters: one edit) is one from abcd, abce, abcf, abcg.
  EXPECT_EQ(nearest_names("abcz", names), (std::vector<std::string>{"abcd", "abce", "abcf"}));
  EXPECT_EQ(nearest_names("abcz", names, 1), std::vector<std::string>{"abcd"});
  // Six letters admit two edits; the nearer comes first.
  const std::vector<std::string> longer = {"abcxyz", "abcdef"};
  EXPECT_EQ(nearest_names("abcdez", longer), (std::vector<std::string>{"abcdef", "abcxyz"}));
}

TEST(QuotedAlternatives, JoinsWithOr) {
  EXPECT_EQ(quoted_alternatives({}), "");
  EXPECT_EQ(quoted_alternatives({"nim"}), "'nim'");
  EXPECT_EQ(quoted_alternatives({"nim", "lasker"}), "'nim' or 'lasker'");
  EXPECT_EQ(quoted_alternatives({"nim", "lasker", "moore"}), "'nim', 'lasker' or 'moore'");
}

std::string error_of(const std::string& expression) {
  try {
    (void)parse_expression(expression);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "no error";
}

TEST(UnknownGame, NamesTheNearestFamiliesInsteadOfAll) {
  EXPECT_EQ(error_of("nimm 3"), "unknown game 'nimm' at column 1; did you mean 'nim'?");
  EXPECT_EQ(error_of("nim 3 + wytoff 1 2"),
            "unknown game 'wytoff' at column 9; did you mean 'wythoff'?");
  EXPECT_EQ(error_of("xyzzy 3"),
            "unknown game 'xyzzy' at column 1; 'grundy games' lists every game");
  EXPECT_EQ(FamilyRegistry::builtin().unknown_name_hint("dawsons"), "did you mean 'dawson'?");
  EXPECT_EQ(FamilyRegistry::builtin().unknown_name_hint("turnin"), "did you mean 'turning'?");
}

}  // namespace
}  // namespace grundy
