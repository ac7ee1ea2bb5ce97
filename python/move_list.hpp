// A list of moves as Python sees it, without building it: `Position.moves()`,
// `options()` and `winning_moves()` return a MoveList, which has a length,
// indexes, slices and compares like a list, and is iterated a page at a
// time. A Kayles row of 10^18 pins has about 2.5*10^17 winning moves; the
// first of them are there at once, and the rest as far as one reads.
//
// Each page is found by visiting the list from its start (the families
// enumerate moves with a visitor, which cannot be resumed), so an iterator
// doubles its page each time: reading n moves visits about 2n, and the move
// at index i (or -i, counted from the end) costs a visit of those before it.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "grundy/json_report.hpp"
#include "grundy/solution.hpp"

namespace grundy::python {

class MoveList {
 public:
  // The moves of `list` in `solution`, each shown to Python by `item` (the
  // move's text, or its text and the position it leaves); `keep_alive` holds
  // what the items need (the Python games of the position).
  MoveList(std::shared_ptr<const Solution> solution, report::MoveListKind list,
           std::function<pybind11::object(const Move&)> item,
           std::vector<pybind11::object> keep_alive);

  // How many moves: counted by the analysis (winning moves), or by visiting
  // them, at most kMaxCounted (legal moves; LimitError beyond: iterate).
  std::uint64_t size() const;
  static constexpr std::uint64_t kMaxCounted = 10'000'000;

  // Up to `count` items from move `offset` on.
  pybind11::list page(std::uint64_t offset, std::uint64_t count) const;
  // The item at `index` (negative: from the end); IndexError past it.
  pybind11::object at(std::int64_t index) const;
  pybind11::list slice(const pybind11::slice& range) const;
  bool equals(const pybind11::handle& other) const;
  std::string repr() const;

 private:
  std::shared_ptr<const Solution> solution_;
  report::MoveListKind list_;
  std::function<pybind11::object(const Move&)> item_;
  std::vector<pybind11::object> keep_alive_;
  mutable std::optional<std::uint64_t> size_;
};

// Registers grundy.MoveList and its iterator in `module`.
void bind_move_list(pybind11::module_& module);

}  // namespace grundy::python
