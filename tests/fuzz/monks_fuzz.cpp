// Fuzzes the judge input of `grundy problem monks` (monks_problem.hpp): the
// reader of the monks' steps, and the judge's answer.
//
// Invariants: only grundy::Error escapes; the steps read are what a plain
// reference reader finds (whitespace-separated decimal numbers in
// 1 .. 2^63-1, strictly increasing, at least one); the answer is the winning
// move of the lowest monk that has one, computed here independently from the
// staircase-Nim rule (staircase.hpp: the value is the XOR of the gaps above
// monks 1, 3, 5, ...), and -1 exactly when that value is 0.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_checks.hpp"
#include "grundy/integers.hpp"
#include "grundy/monks_problem.hpp"

namespace {

using grundy::fuzz::check;

// The steps, read as the judge states them: numbers from 1, strictly
// increasing, at least one.
std::optional<std::vector<std::uint64_t>> reference_read(std::string_view text) {
  std::optional<std::vector<std::uint64_t>> steps = grundy::fuzz::reference_numbers(text);
  if (!steps || steps->empty()) return std::nullopt;
  for (std::size_t i = 0; i < steps->size(); ++i) {
    if ((*steps)[i] == 0 || (i > 0 && (*steps)[i] <= (*steps)[i - 1])) return std::nullopt;
  }
  return steps;
}

// The lowest monk's winning move, from the gaps: monk i (from 0) moving up d
// takes d from gap i and adds d to gap i-1; only the even gaps (above monks
// 1, 3, 5, ... counted from 1) make the value.
std::optional<grundy::MonkMove> reference_answer(const std::vector<std::uint64_t>& steps) {
  const std::size_t n = steps.size();
  auto gap = [&](std::size_t i) { return i + 1 < n ? steps[i + 1] - steps[i] - 1 : std::uint64_t{0}; };
  std::uint64_t value = 0;
  for (std::size_t i = 0; i + 1 < n; i += 2) value ^= gap(i);
  if (value == 0) return std::nullopt;
  for (std::size_t i = 0; i + 1 < n; ++i) {
    std::uint64_t d = 0;
    if (i % 2 == 0) {
      const std::uint64_t wanted = gap(i) ^ value;
      if (wanted < gap(i)) d = gap(i) - wanted;
    } else {
      const std::uint64_t below = gap(i - 1);
      const std::uint64_t wanted = below ^ value;
      if (wanted > below && wanted - below <= gap(i)) d = wanted - below;
    }
    if (d > 0) return grundy::MonkMove{steps[i], steps[i] + d};
  }
  grundy::fuzz::fail("a position of nonzero value without a winning move");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto expected = reference_read(text);
  grundy::fuzz::only_library_errors([&] {
    std::vector<std::uint64_t> steps;
    try {
      std::istringstream in(text);
      steps = grundy::read_monk_steps(in, "fuzz.in");
    } catch (const grundy::ParseError& error) {
      check(!expected.has_value(), std::string("the reader refuses what the reference accepts: ") + error.what());
      check(std::string_view(error.what()).rfind("fuzz.in: ", 0) == 0,
            std::string("a message without the source: ") + error.what());
      return;
    }
    check(expected.has_value(), "the reader accepts what the reference refuses");
    check(steps == *expected, "the reader and the reference read different steps");
    const std::optional<grundy::MonkMove> answer = grundy::first_winning_move(grundy::Staircase(steps));
    check(answer == reference_answer(steps), "the judge's answer is not the lowest monk's winning move");
    std::istringstream again(text);
    check(grundy::solve_monks_problem(again, "fuzz.in") == answer, "solve_monks_problem gives another answer");
  });
  return 0;
}
