#include "grundy/nimber.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace grundy {
namespace {

TEST(Mex, EmptySetIsZero) { EXPECT_EQ(mex(std::vector<Nimber>{}), 0U); }

TEST(Mex, LeastMissingValue) {
  EXPECT_EQ(mex(std::vector<Nimber>{0, 1, 3}), 2U);
  EXPECT_EQ(mex(std::vector<Nimber>{1, 2, 3}), 0U);
  EXPECT_EQ(mex(std::vector<Nimber>{2, 0, 1, 1, 0}), 3U);
  EXPECT_EQ(mex(std::vector<Nimber>{~Nimber{0}, 0}), 1U);
}

TEST(NimSum, IsXor) {
  EXPECT_EQ(nim_sum(5, 6), 3U);
  EXPECT_EQ(nim_sum(nim_sum(5, 6), nim_sum(7, 8)), 12U);
}

TEST(HighestBit, CountsFromZero) {
  EXPECT_EQ(highest_bit(1), 0);
  EXPECT_EQ(highest_bit(12), 3);
  EXPECT_EQ(highest_bit(Nimber{1} << 62), 62);
}

}  // namespace
}  // namespace grundy
