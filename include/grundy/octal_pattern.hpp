// A family of octal codes written with wildcards, as the survey tables of
// the literature are organised: "octal(0.???)" is every code 0.d1d2d3 with
// octal digits d1, d2, d3 (512 codes), "octal(4.??)" the 64 codes 4.d1d2, and
// "octal(?.??)" both (d0 is 0 or 4: with nothing taken a move can only split
// a heap). A '?' stands for any digit of its place; the other digits are
// fixed: "octal(0.1?7)" is 0.107, 0.117, ..., 0.177.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace grundy {

class OctalPattern {
 public:
  // The most digits after the point: 8^10 codes is past any survey.
  static constexpr std::size_t kMaxDigits = 10;

  // "octal(0.??)", "0.??" or ".??" (0 before the point). Throws ParseError
  // naming the column of what is wrong: a digit 8 or 9, a d0 other than 0, 4
  // or '?', no point, no digit after it, more than kMaxDigits of them.
  static OctalPattern parse(std::string_view text);

  // "0.??", as the pattern is written canonically.
  const std::string& text() const noexcept { return text_; }
  // The places after the point: 2 for 0.??.
  std::size_t digits() const noexcept { return text_.size() - 2; }
  // How many codes the pattern matches: 2^a * 8^b for a wildcards before
  // the point and b after it.
  std::uint64_t size() const noexcept;
  // Every code it matches, in increasing order of their digits ("0.00",
  // "0.01", ..., "4.77"), written with every place of the pattern, so that
  // 0.?? includes "0.10", the same rule as 0.1.
  std::vector<std::string> codes() const;

 private:
  std::string text_;  // d0 '.' d1 d2 ..., each a digit or '?'
};

}  // namespace grundy
