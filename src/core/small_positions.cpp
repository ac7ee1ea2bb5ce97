#include "grundy/small_positions.hpp"

#include <fmt/format.h>

#include <bit>

namespace grundy {

std::vector<std::string> number_lists(std::size_t count, std::uint64_t most) {
  std::vector<std::string> lists{""};
  for (std::size_t k = 0; k < count; ++k) {
    std::vector<std::string> longer;
    for (const std::string& list : lists) {
      for (std::uint64_t n = 0; n <= most; ++n)
        longer.push_back(list.empty() ? fmt::format("{}", n) : fmt::format("{} {}", list, n));
    }
    lists = std::move(longer);
  }
  return lists;
}

std::vector<std::string> with_prefix(const std::string& game,
                                     const std::vector<std::string>& lists) {
  std::vector<std::string> expressions;
  expressions.reserve(lists.size());
  for (const std::string& list : lists) expressions.push_back(fmt::format("{} {}", game, list));
  return expressions;
}

PositionSet every_list(const std::string& game, std::size_t count, std::uint64_t most) {
  static const char* const kLetters[] = {"A", "A B", "A B C", "A B C D", "A B C D E"};
  return {fmt::format("{} {} (0..{})", game, kLetters[count - 1], most),
          with_prefix(game, number_lists(count, most))};
}

PositionSet single_heaps_and_pairs(const std::string& game, int single, int pair) {
  PositionSet set{fmt::format("{0} A (0..{1}), {0} A B (1..{2})", game, single, pair), {}};
  for (int n = 0; n <= single; ++n) set.positions.push_back(fmt::format("{} {}", game, n));
  for (int a = 1; a <= pair; ++a) {
    for (int b = a; b <= pair; ++b) set.positions.push_back(fmt::format("{} {} {}", game, a, b));
  }
  return set;
}

std::vector<std::string> distinct_places(const std::string& game, int first, int places, int most) {
  std::vector<std::string> expressions;
  for (unsigned mask = 1; mask < (1U << places); ++mask) {
    if (std::popcount(mask) > most) continue;
    std::string text = game;
    for (int place = 0; place < places; ++place) {
      if ((mask >> place) & 1U) text += fmt::format(" {}", first + place);
    }
    expressions.push_back(text);
  }
  return expressions;
}

}  // namespace grundy
