#include "grundy/nearest_names.hpp"

#include <algorithm>
#include <numeric>

#include "grundy/translate.hpp"

namespace grundy {

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

}  // namespace

std::size_t edit_distance(std::string_view from, std::string_view to) {
  // Three rows of the dynamic programme: d[i][j] is the distance between the
  // first i letters of `from` and the first j of `to` (Wagner–Fischer), with
  // the swap of two adjacent letters as one more edit.
  const std::size_t width = to.size() + 1;
  std::vector<std::size_t> before_last(width), last(width), row(width);
  std::iota(last.begin(), last.end(), std::size_t{0});
  for (std::size_t i = 1; i <= from.size(); ++i) {
    row[0] = i;
    for (std::size_t j = 1; j <= to.size(); ++j) {
      const bool same = lower(from[i - 1]) == lower(to[j - 1]);
      row[j] = std::min({last[j] + 1, row[j - 1] + 1, last[j - 1] + (same ? 0 : 1)});
      if (i > 1 && j > 1 && lower(from[i - 1]) == lower(to[j - 2]) &&
          lower(from[i - 2]) == lower(to[j - 1])) {
        row[j] = std::min(row[j], before_last[j - 2] + 1);
      }
    }
    std::swap(before_last, last);
    std::swap(last, row);
  }
  return last[to.size()];
}

std::vector<std::string> nearest_names(std::string_view typed,
                                       const std::vector<std::string>& names, std::size_t most) {
  const std::size_t near = std::max<std::size_t>(1, typed.size() / 3);
  struct Candidate {
    std::size_t distance;
    std::size_t order;
  };
  std::vector<Candidate> candidates;
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (std::find(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(k), names[k]) !=
        names.begin() + static_cast<std::ptrdiff_t>(k))
      continue;
    const std::size_t distance = edit_distance(typed, names[k]);
    if (distance <= near) candidates.push_back({distance, k});
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.distance < b.distance; });
  std::vector<std::string> nearest;
  for (std::size_t k = 0; k < candidates.size() && k < most; ++k)
    nearest.push_back(names[candidates[k].order]);
  return nearest;
}

std::string quoted_alternatives(const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t k = 0; k < names.size(); ++k) {
    const std::string quoted = "'" + names[k] + "'";
    if (k == 0) {
      text = quoted;
    } else if (k + 1 < names.size()) {
      text = format_translated("{}, {}", text, quoted);
    } else {
      text = format_translated("{} or {}", text, quoted);
    }
  }
  return text;
}

}  // namespace grundy
