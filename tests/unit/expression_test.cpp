#include "grundy/expression.hpp"

#include <gtest/gtest.h>

#include "grundy/errors.hpp"
#include "grundy/family.hpp"
#include "grundy/nim.hpp"

namespace grundy {
namespace {

// The column a ParseError reports, or 0 when none is thrown.
std::size_t error_column(std::string_view text) {
  try {
    parse_expression(text);
  } catch (const ParseError& error) {
    return error.column();
  }
  return 0;
}

std::string error_message(std::string_view text) {
  try {
    parse_expression(text);
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

TEST(Expression, NimPosition) {
  const Sum sum = parse_expression("nim 5 6 7 8");
  ASSERT_EQ(sum.components().size(), 1U);
  EXPECT_EQ(sum.components()[0]->family(), "nim");
  EXPECT_EQ(sum.canonical(), "nim 5 6 7 8");
}

TEST(Expression, SumsAndFreeSpacing) {
  EXPECT_EQ(parse_expression("nim 3 + nim 5 6").canonical(), "nim 3 + nim 5 6");
  EXPECT_EQ(parse_expression("  NIM 3+nim\t5   6\n").canonical(), "nim 3 + nim 5 6");
  EXPECT_EQ(parse_expression("nim 0 007").canonical(), "nim 0 7");
}

TEST(Expression, CanonicalFormParsesAgainToTheSamePosition) {
  for (const char* text :
       {"nim 1 2 3", "nim 3 + nim 5 6", " nim 9223372036854775807 +nim 0", "nim 1+nim 1+nim 1"}) {
    const std::string canonical = parse_expression(text).canonical();
    EXPECT_EQ(parse_expression(canonical).canonical(), canonical) << text;
  }
}

TEST(SplitExpression, ReadsNamesParametersAndNumbersWithColumns) {
  const std::vector<ComponentText> parts =
      split_expression("octal( 0.07 ) 10 + subtraction(1, 3,4)7 9");
  ASSERT_EQ(parts.size(), 2U);
  EXPECT_EQ(parts[0].name.text, "octal");
  ASSERT_TRUE(parts[0].parameters.has_value());
  ASSERT_EQ(parts[0].parameters->size(), 1U);
  EXPECT_EQ((*parts[0].parameters)[0].text, "0.07");
  EXPECT_EQ((*parts[0].parameters)[0].column, 8U);
  ASSERT_EQ(parts[0].numbers.size(), 1U);
  EXPECT_EQ(parts[0].numbers[0].column, 15U);
  EXPECT_EQ(parts[1].name.text, "subtraction");
  ASSERT_EQ(parts[1].parameters->size(), 3U);
  EXPECT_EQ((*parts[1].parameters)[2].text, "4");
  ASSERT_EQ(parts[1].numbers.size(), 2U);
  EXPECT_EQ(parts[1].numbers[0].text, "7");
  EXPECT_FALSE(split_expression("wythoff 3 5")[0].parameters.has_value());
}

TEST(ExpressionErrors, NameTheTokenAndItsColumn) {
  EXPECT_EQ(error_column("nimm 3"), 1U);
  EXPECT_NE(error_message("nimm 3").find("unknown game 'nimm'"), std::string::npos);
  EXPECT_NE(error_message("nimm 3").find("did you mean 'nim'?"), std::string::npos);
  EXPECT_EQ(error_column("nim 3 -4"), 7U);
  EXPECT_NE(error_message("nim 3 -4").find("negative number '-4'"), std::string::npos);
  EXPECT_EQ(error_column("nim 3 x"), 7U);
  EXPECT_EQ(error_column("nim 9223372036854775808"), 5U);
  EXPECT_NE(error_message("nim 9223372036854775808").find("too large"), std::string::npos);
  EXPECT_EQ(error_column("nim 3 +"), 7U);
  EXPECT_EQ(error_column("+ nim 3"), 1U);
  EXPECT_EQ(error_column("nim 3 + + nim 4"), 9U);
  EXPECT_EQ(error_column("nim(3 4"), 4U);
  EXPECT_EQ(error_column("nim(3) 4"), 4U);
  EXPECT_EQ(error_column("nim() 4"), 4U);
  EXPECT_EQ(error_column("3 4"), 1U);
  EXPECT_EQ(error_column("nim 1 + 3"), 9U);
  EXPECT_EQ(error_column("nim"), 1U);
  EXPECT_NE(error_message("nim").find("at least one heap"), std::string::npos);
  EXPECT_NE(error_message("").find("empty position"), std::string::npos);
  EXPECT_NE(error_message("   ").find("empty position"), std::string::npos);
}

TEST(FamilyRegistry, RejectsTwoFamiliesOfOneName) {
  FamilyRegistry registry;
  registry.add(nim_family());
  EXPECT_THROW(registry.add(nim_family()), RuleError);
  EXPECT_EQ(registry.names(), "nim");
}

TEST(FamilyRegistry, ParsesWithACustomRegistry) {
  FamilyRegistry empty;
  EXPECT_THROW(parse_expression("nim 3", empty), ParseError);
}

}  // namespace
}  // namespace grundy

namespace grundy {
namespace {

// Front ends learn a family's move notation from its example position (the
// play help lists them), so every example must be a position of that family.
TEST(FamilyExamples, EachIsAPositionOfItsFamily) {
  for (const Family& family : FamilyRegistry::builtin().families()) {
    if (family.name == "graph") {
      EXPECT_TRUE(family.example.empty()) << "a graph is read from a file";
      continue;
    }
    ASSERT_FALSE(family.example.empty()) << family.name;
    const Sum sum = parse_expression(family.example);
    ASSERT_EQ(sum.components().size(), 1U) << family.example;
    EXPECT_EQ(sum.components()[0]->canonical().rfind(family.name, 0), 0U) << family.example;
    EXPECT_FALSE(sum.components()[0]->notation_help().empty()) << family.example;
  }
}

}  // namespace
}  // namespace grundy
