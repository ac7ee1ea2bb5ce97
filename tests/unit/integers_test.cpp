#include "grundy/integers.hpp"

#include <gtest/gtest.h>

namespace grundy {
namespace {

TEST(ParseNumber, AcceptsZeroToTheLargestHeap) {
  EXPECT_EQ(parse_number("0").value, 0U);
  EXPECT_EQ(parse_number("007").value, 7U);
  const ParsedNumber largest = parse_number("9223372036854775807");
  EXPECT_EQ(largest.status, NumberStatus::ok);
  EXPECT_EQ(largest.value, kMaxNumber);
}

TEST(ParseNumber, RejectsOverflowNeverWraps) {
  EXPECT_EQ(parse_number("9223372036854775808").status, NumberStatus::too_large);
  EXPECT_EQ(parse_number("18446744073709551616").status, NumberStatus::too_large);
  EXPECT_EQ(parse_number(std::string(400, '9')).status, NumberStatus::too_large);
}

TEST(ParseNumber, NamesNegativesAndNonNumbers) {
  EXPECT_EQ(parse_number("-3").status, NumberStatus::negative);
  EXPECT_EQ(parse_number("-99999999999999999999").status, NumberStatus::negative);
  EXPECT_EQ(parse_number("").status, NumberStatus::not_a_number);
  EXPECT_EQ(parse_number("-").status, NumberStatus::not_a_number);
  EXPECT_EQ(parse_number("+3").status, NumberStatus::not_a_number);
  EXPECT_EQ(parse_number("3x").status, NumberStatus::not_a_number);
  EXPECT_EQ(parse_number("99999999999999999999x").status, NumberStatus::not_a_number);
  EXPECT_EQ(parse_number("1e3").status, NumberStatus::not_a_number);
}

TEST(CheckedArithmetic, StopsAtTheLargestHeap) {
  EXPECT_EQ(checked_add(kMaxNumber - 1, 1), kMaxNumber);
  EXPECT_EQ(checked_add(kMaxNumber, 1), std::nullopt);
  EXPECT_EQ(checked_mul(3037000499, 3037000499), 9223372030926249001U);
  EXPECT_EQ(checked_mul(kMaxNumber, 2), std::nullopt);
  EXPECT_EQ(checked_mul(0, kMaxNumber), 0U);
  EXPECT_EQ(checked_mul(1ULL << 32, 1ULL << 31), std::nullopt);
}

}  // namespace
}  // namespace grundy
