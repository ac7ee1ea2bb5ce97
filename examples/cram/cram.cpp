// Cram: players take turns placing dominoes on a board, each covering two
// adjacent empty cells, across or down; whoever cannot place one loses.
// grundy has Cram built in (cram(RxC)); this example writes it again as an own
// game, to show that the rules below are all grundy needs, and checks that
// both agree.
//
// Checks that it prints: a 1 x n board is Dawson's Kayles (octal 0.07: take
// two adjacent pins), so its values agree with the built-in family; boards
// with both sides even are lost for the player to move (the second player
// answers every domino with its mirror image through the centre), and a
// board with one side even and one odd is won (the first domino covers the
// centre, then the first player mirrors).
#include <grundy/analysis.hpp>
#include <grundy/custom_game.hpp>
#include <grundy/expression.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct CramRules {
  using Position = std::uint64_t;  // bit r*cols+c: cell (r, c) is covered
  int rows = 1;
  int cols = 1;

  bool empty(Position filled, int r, int c) const { return ((filled >> (r * cols + c)) & 1U) == 0; }
  Position bit(int r, int c) const { return Position{1} << (r * cols + c); }

  std::vector<Position> options(Position filled) const {
    std::vector<Position> result;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        if (!empty(filled, r, c)) continue;
        if (c + 1 < cols && empty(filled, r, c + 1)) result.push_back(filled | bit(r, c) | bit(r, c + 1));
        if (r + 1 < rows && empty(filled, r + 1, c)) result.push_back(filled | bit(r, c) | bit(r + 1, c));
      }
    }
    return result;
  }

  std::string name() const { return "cram"; }
  // "3x3 ##./.../..." : rows top to bottom, '#' covered.
  std::string text(Position filled) const {
    std::string board = fmt::format("{}x{} ", rows, cols);
    for (int r = 0; r < rows; ++r) {
      if (r > 0) board += '/';
      for (int c = 0; c < cols; ++c) board += empty(filled, r, c) ? '.' : '#';
    }
    return board;
  }
};

using Cram = grundy::CustomGame<CramRules>;

grundy::Nimber cram_value(int rows, int cols) { return Cram(0, CramRules{rows, cols}).grundy_value(); }

int main() {
  int failures = 0;
  for (int n = 1; n <= 12; ++n) {
    const grundy::Nimber mine = cram_value(1, n);
    const grundy::Nimber built_in = grundy::Analysis(grundy::parse_expression(fmt::format("octal(0.07) {}", n))).grundy_value();
    fmt::print("cram 1x{}: {}  octal(0.07) {}: {}{}\n", n, mine, n, built_in, mine == built_in ? "" : "  MISMATCH");
    failures += mine != built_in;
  }
  for (const auto& [rows, cols] : {std::pair{2, 2}, {2, 3}, {2, 4}, {3, 4}, {4, 4}, {2, 5}, {3, 3}}) {
    const grundy::Nimber value = cram_value(rows, cols);
    const grundy::Nimber built_in =
        grundy::Analysis(grundy::parse_expression(fmt::format("cram({}x{})", rows, cols)))
            .grundy_value();
    fmt::print("cram {}x{}: value {}{}\n", rows, cols, value,
               value == built_in ? "" : "  MISMATCH with cram(RxC)");
    failures += value != built_in;
    if (rows % 2 == 0 && cols % 2 == 0) failures += value != 0;
    if ((rows + cols) % 2 == 1) failures += value == 0;
  }
  // A sum with a built-in family: Cram 3x3 and a Nim heap of 2.
  const auto cram = std::make_shared<Cram>(0, CramRules{3, 3});
  const grundy::Analysis sum(grundy::Sum({cram, grundy::parse_expression("nim 2").components()[0]}));
  fmt::print("{}: value {}, {}\n", sum.sum().canonical(), sum.grundy_value(),
             sum.outcome() == grundy::Outcome::next_player_wins ? "the player to move wins" : "the player to move loses");
  for (const grundy::Move& move : sum.winning_moves()) fmt::print("  winning move: {}\n", sum.sum().after(move).canonical());
  fmt::print("{}\n", failures == 0 ? "all checks passed" : "CHECKS FAILED");
  return failures == 0 ? 0 : 1;
}
