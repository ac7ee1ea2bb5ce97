// The memory budget: reading sizes, estimates that cannot wrap, and the
// message of a refusal.
#include "grundy/resource_limit.hpp"

#include <gtest/gtest.h>

#include <string>

#include "grundy/errors.hpp"

namespace grundy {
namespace {

TEST(MemoryBudget, DefaultsToFourGibibytes) {
  EXPECT_EQ(MemoryBudget().bytes(), std::uint64_t{4} << 30);
}

TEST(MemoryBudget, ReadsSizesWithBinaryUnits) {
  EXPECT_EQ(MemoryBudget::parse("1024").bytes(), 1024U);
  EXPECT_EQ(MemoryBudget::parse("1024B").bytes(), 1024U);
  EXPECT_EQ(MemoryBudget::parse("512K").bytes(), 512U << 10);
  EXPECT_EQ(MemoryBudget::parse("512M").bytes(), 512U << 20);
  EXPECT_EQ(MemoryBudget::parse("512m").bytes(), 512U << 20);
  EXPECT_EQ(MemoryBudget::parse("2G").bytes(), std::uint64_t{2} << 30);
  EXPECT_EQ(MemoryBudget::parse("2GB").bytes(), std::uint64_t{2} << 30);
  EXPECT_EQ(MemoryBudget::parse("2GiB").bytes(), std::uint64_t{2} << 30);
  EXPECT_EQ(MemoryBudget::parse("3T").bytes(), std::uint64_t{3} << 40);
  EXPECT_EQ(MemoryBudget::parse("7P").bytes(), std::uint64_t{7} << 50);
  EXPECT_EQ(MemoryBudget::parse("9223372036854775807").bytes(), 9223372036854775807U);
}

std::string memory_size_error(const std::string& text) {
  try {
    MemoryBudget::parse(text);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "(accepted)";
}

TEST(MemoryBudget, RefusesNegativeJunkZeroAndOverflow) {
  EXPECT_EQ(memory_size_error("-1G"), "'-1G' is not a memory size: a size cannot be negative");
  EXPECT_EQ(memory_size_error("0"),
            "'0' is not a memory size: the limit must be more than 0 bytes");
  EXPECT_EQ(memory_size_error("0G"),
            "'0G' is not a memory size: the limit must be more than 0 bytes");
  EXPECT_NE(memory_size_error("").find("give a whole number"), std::string::npos);
  EXPECT_NE(memory_size_error("G").find("give a whole number"), std::string::npos);
  EXPECT_NE(memory_size_error("1.5G").find("the unit must be"), std::string::npos);
  EXPECT_NE(memory_size_error("12X").find("the unit must be"), std::string::npos);
  EXPECT_NE(memory_size_error("4 G").find("the unit must be"), std::string::npos);
  EXPECT_NE(memory_size_error("4GG").find("the unit must be"), std::string::npos);
  EXPECT_NE(memory_size_error("9223372036854775808").find("the largest size"), std::string::npos);
  EXPECT_NE(memory_size_error("99999999999999999999999").find("the largest size"),
            std::string::npos);
  EXPECT_NE(memory_size_error("8192P").find("the largest size"),
            std::string::npos);  // 2^63: one too many
  EXPECT_EQ(memory_size_error(std::string("1\x1b[2J")).find('\x1b'),
            std::string::npos);  // no escape reaches the terminal
}

TEST(MemoryBudget, FormatsBytesForPeople) {
  EXPECT_EQ(format_bytes(0), "0 B");
  EXPECT_EQ(format_bytes(1023), "1023 B");
  EXPECT_EQ(format_bytes(1536), "1.5 KiB");
  EXPECT_EQ(format_bytes(std::uint64_t{4} << 30), "4 GiB");
  EXPECT_EQ(format_bytes(2'000'000'000'000), "1.82 TiB");
  EXPECT_EQ(format_bytes(std::uint64_t{512} << 20), "512 MiB");
  EXPECT_EQ(format_bytes(~std::uint64_t{0}), "16 EiB");
}

TEST(MemoryBudget, EstimatesSaturateRatherThanWrap) {
  EXPECT_EQ(estimate_bytes(10, 2, 5), 25U);
  EXPECT_EQ(estimate_bytes(~std::uint64_t{0} / 2 + 1, 2), ~std::uint64_t{0});
  EXPECT_EQ(estimate_bytes(~std::uint64_t{0} - 1, 1, 5), ~std::uint64_t{0});
  EXPECT_EQ(estimate_bytes(0, ~std::uint64_t{0}, 7), 7U);
  EXPECT_GE(sequence_bytes(1'000'000'000'000), std::uint64_t{2'000'000'000'000});
  EXPECT_EQ(sequence_bytes(~std::uint64_t{0}), ~std::uint64_t{0});
}

TEST(MemoryBudget, ChecksAnEstimateAndSaysWhatAndHowMuch) {
  const MemoryBudget budget;
  EXPECT_NO_THROW(budget.check(budget.bytes(), "exactly the budget"));
  try {
    budget.check(2'000'000'000'000, "seq --upto 1000000000000");
    FAIL() << "not refused";
  } catch (const LimitError& error) {
    EXPECT_STREQ(error.what(),
                 "seq --upto 1000000000000 would need about 1.82 TiB of memory; the limit is 4 GiB "
                 "(--max-memory)");
  }
  try {
    budget.check(~std::uint64_t{0}, "everything");
    FAIL() << "not refused";
  } catch (const LimitError& error) {
    EXPECT_NE(std::string(error.what()).find("more than 16 EiB"), std::string::npos);
  }
}

TEST(MemoryBudget, CountsTheItemsThatFit) {
  const MemoryBudget budget(1000);
  EXPECT_EQ(budget.items_that_fit(10), 100U);
  EXPECT_EQ(budget.items_that_fit(10, 500), 50U);
  EXPECT_EQ(budget.items_that_fit(10, 2000), 0U);
  EXPECT_EQ(budget.items_that_fit(0), ~std::uint64_t{0});
}

}  // namespace
}  // namespace grundy
