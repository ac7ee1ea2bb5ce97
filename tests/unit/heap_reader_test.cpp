#include "grundy/heap_reader.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"

namespace grundy {
namespace {

std::vector<std::uint64_t> read(const std::string& text) {
  std::istringstream in(text);
  return read_heap_list(in, "heaps.txt");
}

std::string read_error_of(const std::string& text) {
  try {
    read(text);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "";
}

TEST(HeapReader, ReadsAnyWhitespace) {
  EXPECT_EQ(read("5 6\t7\r\n8"), (std::vector<std::uint64_t>{5, 6, 7, 8}));
  EXPECT_EQ(read("\n\n  1\n"), (std::vector<std::uint64_t>{1}));
  EXPECT_TRUE(read("").empty());
  EXPECT_TRUE(read(" \n\t ").empty());
  EXPECT_EQ(read("9223372036854775807 0"), (std::vector<std::uint64_t>{kMaxNumber, 0}));
}

TEST(HeapReader, NumbersAcrossReadBoundaries) {
  // The reader works in 1 MiB blocks; numbers must survive being cut.
  std::string text;
  std::vector<std::uint64_t> expected;
  for (std::uint64_t i = 0; text.size() < 3 * (1U << 20); ++i) {
    const std::uint64_t heap = i * 7919 + 1000000007ULL * (i % 13);
    expected.push_back(heap);
    text += std::to_string(heap);
    text += i % 5 == 0 ? "\n" : " ";
  }
  EXPECT_EQ(read(text), expected);
}

TEST(HeapReader, ErrorsNameSourceLineColumnAndToken) {
  EXPECT_EQ(read_error_of("1 2\n3 x4 5"), "heaps.txt: line 2, column 3: 'x4' is not a number");
  EXPECT_EQ(read_error_of("1 -2"),
            "heaps.txt: line 1, column 3: '-2' is negative: heap sizes are 0 or more");
  EXPECT_EQ(
      read_error_of("\n\n 9223372036854775808"),
      "heaps.txt: line 3, column 2: '9223372036854775808' is too large: heap sizes are at most "
      "2^63-1 = 9223372036854775807");
  EXPECT_EQ(read_error_of("12a"), "heaps.txt: line 1, column 1: '12a' is not a number");
  EXPECT_EQ(read_error_of("0012a"), "heaps.txt: line 1, column 1: '0012a' is not a number");
}

TEST(HeapReader, ControlCharactersAreEscapedAndMinusZeroIsNegative) {
  EXPECT_EQ(read_error_of(std::string("1 2\0x 3", 7)),
            "heaps.txt: line 1, column 3: '2\\x00x' is not a number");
  EXPECT_EQ(read_error_of("-0"),
            "heaps.txt: line 1, column 1: '-0' is negative: heap sizes are 0 or more");
  EXPECT_NE(read_error_of(std::string(5000, '1') + "x").find("far too long"), std::string::npos);
}

TEST(HeapReader, HugeTokensAreCutInTheMessage) {
  const std::string message = read_error_of(std::string(100000, '7'));
  EXPECT_NE(message.find("far too long to be a heap size"), std::string::npos);
  EXPECT_LT(message.size(), 300U);
}

}  // namespace
}  // namespace grundy
