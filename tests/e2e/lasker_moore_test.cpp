// `grundy solve lasker ...` and `grundy solve moore(k) ...` through the real
// binary: the report, the JSON (alone and in sums with nim), heaps near
// 2^63-1, the families' help, and each kind of error.
//
// Small expected answers come from a plain game-tree search written here
// (no theory); the huge ones were worked out by hand from the closed forms
// (Lasker: G(4k+1)=4k+1, G(4k+2)=4k+2, G(4k+3)=4k+4, G(4k+4)=4k+3; Moore:
// lost exactly when every binary column holds a multiple of k+1 ones).
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <tuple>
#include <vector>

#include "checks.hpp"
#include "run_grundy.hpp"

namespace grundy::e2e {
namespace {

using Heaps = std::vector<std::uint64_t>;

// The one error line (status 2, a single "error: " line on standard error).
std::string error_line(const std::vector<std::string>& args) {
  const RunResult result = run_grundy(args);
  EXPECT_EQ(result.status, 2) << result;
  const std::vector<std::string> lines = lines_of(result.err);
  EXPECT_EQ(lines.size(), 1U) << result;
  if (lines.empty()) return "";
  EXPECT_EQ(lines[0].rfind("error: ", 0), 0U) << result;
  return lines[0];
}

nlohmann::json move(std::size_t component, const std::string& notation, const std::string& to) {
  return {{"component", component}, {"move", notation}, {"to", to}};
}

// ---------------------------------------------------------------- Lasker --

TEST(LaskerSolve, ReportListsSplitsAndRemovals) {
  // G(3) = 4 and G(4) = 3: total 7. Heap 1 must go to value 3: split 1+2
  // (1 XOR 2). Heap 2 must go to value 4: the heap of 3.
  const std::string out = solve_text({"lasker", "3", "4"});
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 7U) << out;
  EXPECT_EQ(lines[0], "position: lasker 3 4");
  EXPECT_EQ(lines[1], "Grundy value: 7");
  EXPECT_EQ(lines[2], "outcome: N, the player to move wins");
  // The family's reason comes first, then the moves.
  const std::size_t at = line_number(lines, "winning moves (2):");
  ASSERT_LT(at, lines.size()) << out;
  EXPECT_TRUE(contains(lines[at + 1], "1:3->1+2")) << out;
  EXPECT_TRUE(contains(lines[at + 1], "split heap 1 (3) into 1 and 2")) << out;
  EXPECT_TRUE(contains(lines[at + 1], "leaves lasker 1 2 4")) << out;
  EXPECT_TRUE(contains(lines[at + 2], "2:4->3")) << out;
  EXPECT_TRUE(contains(lines[at + 2], "take 1 from heap 2 (4 -> 3)")) << out;
  EXPECT_TRUE(contains(out, "G=4")) << out;  // the pairing table shows the heaps' values
}

TEST(LaskerSolve, JsonInASumWithNimListsSplitsFirst) {
  // G(10) = 10, so with nim 5 the heap must go to value 5: splits 2+8
  // (2 XOR 7) and 4+6 (3 XOR 6), or the heap of 5. Nim 5 XOR 15 > 5.
  const nlohmann::json json = solve_json("lasker 10 + nim 5");
  EXPECT_EQ(json["grundy"], 15);
  EXPECT_EQ(json["outcome"], "N");
  const nlohmann::json expected = {move(0, "1:10->2+8", "lasker 2 8 + nim 5"),
                                   move(0, "1:10->4+6", "lasker 4 6 + nim 5"),
                                   move(0, "1:10->5", "lasker 5 + nim 5")};
  EXPECT_EQ(json["winning_moves"], expected);

  const nlohmann::json lost = solve_json("lasker 3 + nim 4");  // G(3) = 4
  EXPECT_EQ(lost["grundy"], 0);
  EXPECT_EQ(lost["outcome"], "P");
  EXPECT_EQ(lost["winning_moves"], nlohmann::json::array());
}

TEST(LaskerSolve, HugeHeapsSplitExactly) {
  // 2^62+2 = 2 (mod 4): value itself; two equal halves 2^61+1 have XOR 0.
  const nlohmann::json json = solve_json("lasker 4611686018427387906");
  EXPECT_EQ(json["grundy"], 4611686018427387906ULL);
  const nlohmann::json expected = {
      move(0, "1:4611686018427387906->2305843009213693953+2305843009213693953",
           "lasker 2305843009213693953 2305843009213693953"),
      move(0, "1:4611686018427387906->0", "lasker 0")};
  EXPECT_EQ(json["winning_moves"], expected);

  // 2^63-1 = 3 (mod 4) has value 2^63; with nim 3 the heap must go to value
  // 3 = G(4): take all but 4. Splits of value 3 need p + q = 2^63-1 with
  // p AND q = (2^63-1-3)/2, which shares bit 1 with 3: none. Nim 3 cannot grow.
  const nlohmann::json top = solve_json("lasker 9223372036854775807 + nim 3");
  EXPECT_EQ(top["grundy"], 9223372036854775811ULL);  // 2^63 XOR 3
  // json::array: a one-element braced list is an array for g++ but a copy for
  // clang (the sanitizer build), so it is spelled out.
  const nlohmann::json top_moves = nlohmann::json::array({move(0, "1:9223372036854775807->4", "lasker 4 + nim 3")});
  EXPECT_EQ(top["winning_moves"], top_moves);
}

TEST(LaskerSolve, AstronomicallyManyWinningSplitsAreCountedAndTheFirstListed) {
  // h = 3*2^61 - 1 has value 3*2^61; with nim x = 2^61-1 the total is 2^63-1
  // and the heap must go to value x. A split p + q = h with p XOR q = x has
  // p AND q = 2^61, so p = 2^61 + t + (its low bits): in each class of p mod 4
  // the t that keep a <= b are the 2^58 subsets of bits 2..59, plus t = 2^60
  // for p = 0 (mod 4), less the largest for p = 3 (mod 4): 2^60 splits. The
  // removal to the heap of value x (x + 1) makes 2^60 + 1; nim x cannot grow.
  // The smallest part comes from p = 2^61: a = G^-1(2^61) = 2^61 - 1.
  const std::string out = solve_text({"lasker 6917529027641081855 + nim 2305843009213693951"});
  EXPECT_TRUE(has_line(out, "Grundy value: 9223372036854775807")) << out;
  EXPECT_TRUE(has_line(out, "winning moves (1152921504606846977):")) << out;
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 6U) << out;
  const std::size_t at = line_number(lines, "winning moves (1152921504606846977):");
  ASSERT_LT(at, lines.size()) << out;
  EXPECT_TRUE(contains(lines[at + 1],
                       "game 1: 1:6917529027641081855->2305843009213693951+4611686018427387904"))
      << out;
  EXPECT_TRUE(contains(out, "... and 1152921504606846957 more")) << out;
}

TEST(LaskerGames, ShowsTheRulesAndAWorkingExample) {
  const RunResult result = run_grundy({"games", "lasker"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "splits a heap into two non-empty heaps")) << result;
  EXPECT_TRUE(contains(result.out, "2:10->3+7")) << result;
  EXPECT_TRUE(contains(result.out, "Example: grundy solve lasker 3 4")) << result;
  const std::string example = solve_text({"lasker 3 4"});
  EXPECT_TRUE(contains(example, "1:3->1+2")) << example;
  EXPECT_TRUE(contains(example, "2:4->3")) << example;
  EXPECT_TRUE(contains(run_grundy({"games"}).out, "lasker")) << "listed among the families";
}

TEST(LaskerErrors, EachIsOneLineWithTheToken) {
  EXPECT_TRUE(contains(error_line({"solve", "lasker(2) 3"}), "takes no parameters"));
  EXPECT_TRUE(contains(error_line({"solve", "lasker"}), "needs at least one heap"));
  EXPECT_TRUE(contains(error_line({"solve", "lasker 3 -4"}), "'-4' at column 10"));
  EXPECT_TRUE(contains(error_line({"solve", "lasker 9223372036854775808"}), "too large"));
}

// ----------------------------------------------------------------- Moore --

// Plain search for Moore's Nim_k: a position is a row of heaps; a move lowers
// 1 to k of them. Values by mex, memoised.
class MooreBrute {
 public:
  explicit MooreBrute(std::uint64_t k) : k_(k) {}

  std::uint64_t value(const Heaps& heaps) {
    if (auto found = memo_.find(heaps); found != memo_.end()) return found->second;
    std::vector<bool> seen;
    for (const Heaps& option : options(heaps)) {
      const std::uint64_t v = value(option);
      if (v >= seen.size()) seen.resize(v + 1, false);
      seen[v] = true;
    }
    std::uint64_t mex = 0;
    while (mex < seen.size() && seen[mex]) ++mex;
    memo_[heaps] = mex;
    return mex;
  }

  std::vector<Heaps> options(const Heaps& heaps) const {
    std::vector<Heaps> found;
    for (std::uint32_t chosen = 1; chosen < (1U << heaps.size()); ++chosen) {
      if (static_cast<std::uint64_t>(std::popcount(chosen)) > k_) continue;
      add(heaps, chosen, 0, heaps, found);
    }
    return found;
  }

 private:
  void add(const Heaps& heaps, std::uint32_t chosen, std::size_t i, Heaps next,
           std::vector<Heaps>& found) const {
    if (i == heaps.size()) {
      found.push_back(next);
      return;
    }
    if (!((chosen >> i) & 1U)) {
      add(heaps, chosen, i + 1, next, found);
      return;
    }
    for (std::uint64_t left = 0; left < heaps[i]; ++left) {
      next[i] = left;
      add(heaps, chosen, i + 1, next, found);
    }
  }

  std::uint64_t k_;
  std::map<Heaps, std::uint64_t> memo_;
};

std::string moore_text(std::uint64_t k, const Heaps& heaps) {
  return fmt::format("moore({}) {}", k, fmt::join(heaps, " "));
}

// The JSON moves of "moore(k) heaps + nim m", from the plain search, in the
// documented order: moore's moves by first heap, tokens taken, the heaps
// changed, then the new sizes' bits column by column from the highest, heaps
// in order within a column; then the nim move.
nlohmann::json expected_moves(std::uint64_t k, const Heaps& heaps, std::uint64_t m) {
  MooreBrute brute(k);
  const std::uint64_t total = brute.value(heaps) ^ m;
  nlohmann::json list = nlohmann::json::array();
  if (total == 0) return list;
  using Key = std::tuple<std::size_t, std::uint64_t, std::vector<std::size_t>, std::vector<int>>;
  std::vector<std::pair<Key, nlohmann::json>> moore_moves;
  for (const Heaps& option : brute.options(heaps)) {
    if (brute.value(option) != m) continue;
    std::vector<std::size_t> changed;
    std::vector<std::string> parts;
    std::uint64_t taken = 0;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      if (option[i] == heaps[i]) continue;
      changed.push_back(i);
      parts.push_back(fmt::format("{}:{}->{}", i + 1, heaps[i], option[i]));
      taken += heaps[i] - option[i];
    }
    std::vector<int> bits;
    for (int b = 62; b >= 0; --b) {
      for (std::size_t i : changed) bits.push_back(static_cast<int>((option[i] >> b) & 1U));
    }
    moore_moves.push_back({Key{changed[0], taken, changed, bits},
                           move(0, fmt::format("{}", fmt::join(parts, ",")),
                                fmt::format("{} + nim {}", moore_text(k, option), m))});
  }
  std::sort(moore_moves.begin(), moore_moves.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  for (const auto& entry : moore_moves) list.push_back(entry.second);
  const std::uint64_t value = brute.value(heaps);
  if (value < m) {
    list.push_back(move(1, fmt::format("1:{}->{}", m, value),
                        fmt::format("{} + nim {}", moore_text(k, heaps), value)));
  }
  return list;
}

TEST(MooreSolve, ReportGivesTheMoveOfTwoHeaps) {
  // 3 5 6 = 011 101 110: two 1s in each column. Leaving 3 3 3 makes three.
  const std::string out = solve_text({"moore(2) 3 5 6"});
  const std::vector<std::string> lines = lines_of(out);
  ASSERT_GE(lines.size(), 6U) << out;
  EXPECT_EQ(lines[0], "position: moore(2) 3 5 6");
  EXPECT_EQ(lines[1], fmt::format("Grundy value: {}", MooreBrute(2).value({3, 5, 6})));
  EXPECT_EQ(lines[2], "outcome: N, the player to move wins");
  // The family's reason comes first, then the moves.
  const std::size_t at = line_number(lines, "winning moves (1):");
  ASSERT_LT(at, lines.size()) << out;
  EXPECT_TRUE(contains(lines[at + 1], "2:5->3,3:6->3")) << out;
  EXPECT_TRUE(contains(lines[at + 1], "take 2 from heap 2 (5 -> 3) and take 3 from heap 3 (6 -> 3)"))
      << out;
  EXPECT_TRUE(contains(lines[at + 1], "leaves moore(2) 3 3 3")) << out;
}

TEST(MooreSolve, JsonAloneAndInSumsMatchesAPlainSearch) {
  for (std::uint64_t k : {1, 2, 3}) {
    for (const Heaps& heaps : {Heaps{1, 2, 3}, Heaps{3, 5, 6}, Heaps{2, 0, 4}, Heaps{4, 4, 4, 1}}) {
      for (std::uint64_t m : {0, 1, 2, 5}) {
        const std::string position = fmt::format("{} + nim {}", moore_text(k, heaps), m);
        const nlohmann::json json = solve_json(position);
        EXPECT_EQ(json["position"], position);
        EXPECT_EQ(json["grundy"], MooreBrute(k).value(heaps) ^ m) << position;
        EXPECT_EQ(json["winning_moves"], expected_moves(k, heaps, m)) << position;
      }
    }
  }
}

TEST(MooreSolve, HugeHeapsAloneAreAnsweredWithoutTheirValue) {
  // Three heaps of 2^63-1 and k = 3: 3 ones per column, not a multiple of 4;
  // only emptying all three leaves every column at 0.
  const nlohmann::json json =
      solve_json("moore(3) 9223372036854775807 9223372036854775807 9223372036854775807 0");
  EXPECT_TRUE(json["grundy"].is_null()) << json;
  EXPECT_EQ(json["outcome"], "N");
  const nlohmann::json expected = nlohmann::json::array(
      {move(0, "1:9223372036854775807->0,2:9223372036854775807->0,3:9223372036854775807->0",
            "moore(3) 0 0 0 0")});
  EXPECT_EQ(json["winning_moves"], expected);

  // For k = 2 the same heaps are lost (3 ones in every column).
  const nlohmann::json lost =
      solve_json("moore(2) 9223372036854775807 9223372036854775807 9223372036854775807");
  EXPECT_EQ(lost["outcome"], "P");

  const std::string out = solve_text({"moore(2) 100 100 101"});
  EXPECT_TRUE(contains(out, "Grundy value: not computed (")) << out;
  EXPECT_TRUE(has_line(out, "winning moves (1):")) << out;
  EXPECT_TRUE(contains(out, "3:101->100")) << out;
}

TEST(MooreSolve, KEqualsOneIsNimAtAnySize) {
  const nlohmann::json json = solve_json("moore(1) 9223372036854775807 5 + nim 3");
  EXPECT_EQ(json["grundy"], 9223372036854775807ULL ^ 5 ^ 3);
  const nlohmann::json expected = nlohmann::json::array({move(0, "1:9223372036854775807->6", "moore(1) 6 5 + nim 3")});
  EXPECT_EQ(json["winning_moves"], expected);
}

TEST(MooreGames, ShowsTheRulesAndAWorkingExample) {
  const RunResult result = run_grundy({"games", "moore"});
  EXPECT_EQ(result.status, 0) << result;
  EXPECT_TRUE(contains(result.out, "at least one and at most")) << result;
  EXPECT_TRUE(contains(result.out, "1:5->3,3:7->0")) << result;
  EXPECT_TRUE(contains(result.out, "Example: grundy solve 'moore(2) 3 5 6'")) << result;
  EXPECT_TRUE(contains(solve_text({"moore(2) 3 5 6"}), "2:5->3,3:6->3"));
  EXPECT_TRUE(contains(run_grundy({"games"}).out, "moore")) << "listed among the families";
}

TEST(MooreErrors, EachIsOneLineWithTheToken) {
  EXPECT_TRUE(
      contains(error_line({"solve", "moore(0) 1 2"}), "'0' at column 7 must be at least 1"));
  EXPECT_TRUE(contains(error_line({"solve", "moore(-2) 1 2"}), "'-2' at column 7"));
  EXPECT_TRUE(contains(error_line({"solve", "moore(x) 1 2"}), "'x' at column 7 is not a number"));
  EXPECT_TRUE(contains(error_line({"solve", "moore(2,3) 1 2"}), "'3' at column 9"));
  EXPECT_TRUE(contains(error_line({"solve", "moore 1 2"}), "needs parameters"));
  EXPECT_TRUE(contains(error_line({"solve", "moore(2)"}), "needs at least one heap"));
  EXPECT_TRUE(contains(error_line({"solve", "moore(2) 1 -3"}), "'-3' at column 12"));
  // Alone and beyond the search limit, the winning moves are counted by
  // listing them: 6 * 2^62 of them are refused.
  const std::string refused = error_line(
      {"solve",
       "moore(2) 4611686018427387903 4611686018427387903 4611686018427387903 4611686018427387903"});
  EXPECT_TRUE(contains(refused, "winning moves, more than the 10000000")) << refused;
  // In a sum the value is needed, and beyond the search limit it is refused
  // before anything is printed.
  const RunResult result = run_grundy({"solve", "moore(2) 100 100 100 + nim 1"});
  EXPECT_EQ(result.status, 2) << result;
  EXPECT_EQ(result.out, "") << result;
  EXPECT_TRUE(contains(result.err, "needs a search of about")) << result;
  EXPECT_TRUE(contains(result.err, "Moore's theorem")) << result;
}

}  // namespace
}  // namespace grundy::e2e
