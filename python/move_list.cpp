#include "move_list.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"

namespace py = pybind11;

namespace grundy::python {
namespace {

// Reads a MoveList from its start, one page after another, each twice the
// last (up to kLargestPage moves, a few MB of Python strings).
class MoveIterator {
 public:
  explicit MoveIterator(std::shared_ptr<const MoveList> moves) : moves_(std::move(moves)) {}

  py::object next() {
    if (at_ == page_.size()) {
      page_ = moves_->page(offset_, page_size_);
      offset_ += page_.size();
      at_ = 0;
      page_size_ = std::min<std::uint64_t>(page_size_ * 2, kLargestPage);
      if (page_.empty()) throw py::stop_iteration();
    }
    return page_[at_++];
  }

 private:
  static constexpr std::uint64_t kFirstPage = 100;
  static constexpr std::uint64_t kLargestPage = 65'536;
  std::shared_ptr<const MoveList> moves_;
  py::list page_;
  std::size_t at_ = 0;
  std::uint64_t offset_ = 0;
  std::uint64_t page_size_ = kFirstPage;
};

}  // namespace

MoveList::MoveList(std::shared_ptr<const Solution> solution, report::MoveListKind list,
                   std::function<py::object(const Move&)> item,
                   std::vector<py::object> keep_alive)
    : solution_(std::move(solution)),
      list_(list),
      item_(std::move(item)),
      keep_alive_(std::move(keep_alive)) {}

std::uint64_t MoveList::size() const {
  if (size_) return *size_;
  switch (list_) {
    case report::MoveListKind::winning:
      size_ = solution_->count_winning_moves();
      break;
    case report::MoveListKind::drawing:
      size_ = solution_->count_drawing_moves().count;
      break;
    case report::MoveListKind::legal: {
      const report::LegalMoveCount counted =
          report::count_legal_moves(solution_->sum(), kMaxCounted);
      if (!counted.exact) {
        throw LimitError(fmt::format(
            "{} has more than {} moves: iterate over them rather than ask for their number",
            solution_->sum().abbreviated(12), kMaxCounted));
      }
      size_ = counted.count;
      break;
    }
  }
  return *size_;
}

py::list MoveList::page(std::uint64_t offset, std::uint64_t count) const {
  py::list items;
  if (count == 0) return items;
  std::uint64_t skipped = 0;
  std::uint64_t taken = 0;
  report::visit_moves(*solution_, list_, [&](const Move& move) {
    if (skipped < offset) {
      ++skipped;
      return true;
    }
    items.append(item_(move));
    return ++taken < count;
  });
  return items;
}

py::object MoveList::at(std::int64_t index) const {
  std::uint64_t position = static_cast<std::uint64_t>(index);
  if (index < 0) {
    const std::uint64_t from_end = static_cast<std::uint64_t>(-(index + 1)) + 1;
    if (from_end > size()) throw py::index_error("move index out of range");
    position = size() - from_end;
  }
  py::list found = page(position, 1);
  if (found.empty()) throw py::index_error("move index out of range");
  return found[0];
}

py::list MoveList::slice(const py::slice& range) const {
  std::size_t start = 0;
  std::size_t stop = 0;
  std::size_t step = 0;
  std::size_t length = 0;
  const std::uint64_t total = size();
  if (total > static_cast<std::uint64_t>(PY_SSIZE_T_MAX))
    throw LimitError("too many moves to slice: iterate over them");
  if (!range.compute(static_cast<std::size_t>(total), &start, &stop, &step, &length))
    throw py::error_already_set();
  py::list items;
  if (length == 0) return items;
  if (static_cast<std::int64_t>(step) > 0) {
    const py::list span = page(start, (length - 1) * step + 1);
    for (std::size_t i = 0; i < span.size(); i += step) items.append(span[i]);
    return items;
  }
  // A negative step: the span from the last index, read backwards.
  const std::size_t low = start - (length - 1) * -static_cast<std::int64_t>(step);
  const py::list span = page(low, start - low + 1);
  for (std::int64_t i = static_cast<std::int64_t>(span.size()) - 1; i >= 0;
       i += static_cast<std::int64_t>(step)) {
    items.append(span[static_cast<std::size_t>(i)]);
  }
  return items;
}

bool MoveList::equals(const py::handle& other) const {
  if (!py::isinstance<py::sequence>(other) && !py::isinstance<MoveList>(other)) return false;
  const std::uint64_t length = py::len(other);
  if (length != size()) return false;
  py::iterator theirs = py::iter(other);
  bool same = true;
  std::uint64_t compared = 0;
  report::visit_moves(*solution_, list_, [&](const Move& move) {
    if (compared++ == length) return false;
    same = item_(move).equal(*theirs);
    ++theirs;
    return same;
  });
  return same;
}

std::string MoveList::repr() const {
  constexpr std::uint64_t kShown = 10;
  const py::list first = page(0, kShown + 1);
  std::string text = "[";
  for (std::size_t i = 0; i < std::min<std::size_t>(first.size(), kShown); ++i) {
    text += (i == 0 ? "" : ", ") + py::repr(first[i]).cast<std::string>();
  }
  if (first.size() <= kShown) return text + "]";
  // Counting legal moves may be long or beyond the limit: say "more".
  if (list_ == report::MoveListKind::legal) return text + ", ...] (more moves: iterate)";
  return text + fmt::format(", ...] ({} moves)", size());
}

void bind_move_list(py::module_& module) {
  py::class_<MoveIterator>(module, "MoveIterator",
                           "Reads a MoveList a page at a time, each page twice the last.")
      .def("__iter__", [](py::object self) { return self; })
      .def("__next__", &MoveIterator::next);
  py::class_<MoveList, std::shared_ptr<MoveList>>(
      module, "MoveList",
      "Moves as a list that is never built whole: len(), indexing and slicing, ==, and "
      "iteration a page at a time.")
      .def("__len__",
           [](const MoveList& moves) {
             const std::uint64_t size = moves.size();
             if (size > static_cast<std::uint64_t>(PY_SSIZE_T_MAX))
               throw LimitError(fmt::format("{} moves do not fit len(): iterate", size));
             return static_cast<std::size_t>(size);
           })
      .def("count_moves", &MoveList::size,
           "How many moves, as an int of any size (len() stops at 2^63-1).")
      .def("__getitem__", &MoveList::at, py::arg("index"))
      .def("__getitem__", &MoveList::slice, py::arg("range"))
      .def("__iter__",
           [](const std::shared_ptr<MoveList>& moves) { return MoveIterator(moves); })
      .def("__eq__", &MoveList::equals)
      .def("__bool__", [](const MoveList& moves) { return moves.page(0, 1).size() > 0; })
      .def("__contains__",
           [](const MoveList& moves, const py::object& wanted) {
             for (std::uint64_t offset = 0, size = 1000;; offset += size, size *= 2) {
               const py::list page = moves.page(offset, size);
               for (const py::handle& item : page) {
                 if (item.equal(wanted)) return true;
               }
               if (page.size() < size) return false;
             }
           })
      .def("__repr__", &MoveList::repr);
}

}  // namespace grundy::python
