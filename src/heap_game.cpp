#include "grundy/heap_game.hpp"

#include <fmt/format.h>

#include <numeric>

#include "grundy/errors.hpp"
#include "grundy/integers.hpp"

namespace grundy {

std::string HeapGame::canonical() const {
  std::string text = prefix();
  for (std::uint64_t heap : heaps_) {
    text += ' ';
    text += fmt::format_int(heap).c_str();
  }
  return text;
}

std::string HeapGame::abbreviated(std::size_t max_numbers) const {
  if (heaps_.size() <= max_numbers) return canonical();
  std::string text = prefix();
  for (std::size_t i = 0; i < max_numbers; ++i) {
    text += ' ';
    text += fmt::format_int(heaps_[i]).c_str();
  }
  return text + fmt::format(" ... ({} heaps in all)", heaps_.size());
}

Nimber HeapGame::grundy_value() const {
  Nimber total = 0;
  for (std::uint64_t heap : heaps_) total ^= heap_value(heap);
  return total;
}

void HeapGame::heap_moves_to_value(std::uint64_t size, Nimber target,
                                   const HeapMoveVisitor& visit) const {
  heap_moves(size, [&](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
    Nimber value = 0;
    for (std::uint64_t heap : left) value ^= heap_value(heap);
    return value != target || visit(taken, left);
  });
}

void HeapGame::moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const {
  bool go_on = true;
  for (std::size_t i = 0; i < heaps_.size() && go_on; ++i) {
    const Nimber value = heap_value(heaps_[i]);
    // The other heaps keep their values, so heap i must move to the value
    // that makes the XOR of all heaps equal the target.
    const Nimber wanted = target ^ own_value ^ value;
    heap_moves_to_value(heaps_[i], wanted, [&](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
      go_on = visit(Move{0, i, taken, left});
      return go_on;
    });
  }
}

std::uint64_t HeapGame::heap_move_count_to_value(std::uint64_t size, Nimber target) const {
  std::uint64_t count = 0;
  heap_moves_to_value(size, target, [&](std::uint64_t, const std::vector<std::uint64_t>&) {
    ++count;
    return true;
  });
  return count;
}

std::uint64_t HeapGame::count_moves_to_value(Nimber own_value, Nimber target) const {
  std::uint64_t count = 0;
  for (std::uint64_t heap : heaps_) {
    const Nimber value = heap_value(heap);
    count = saturating_add(count, heap_move_count_to_value(heap, target ^ own_value ^ value));
  }
  return count;
}

void HeapGame::all_moves(const MoveVisitor& visit) const {
  bool go_on = true;
  for (std::size_t i = 0; i < heaps_.size() && go_on; ++i) {
    heap_moves(heaps_[i], [&](std::uint64_t taken, const std::vector<std::uint64_t>& left) {
      go_on = visit(Move{0, i, taken, left});
      return go_on;
    });
  }
}

std::string HeapGame::notation(const Move& move) const {
  std::string left = move.result.empty() ? "0" : fmt::format("{}", fmt::join(move.result, "+"));
  return fmt::format("{}:{}->{}", move.heap + 1, heaps_.at(move.heap), left);
}

std::string HeapGame::describe(const Move& move) const {
  const std::uint64_t from = heaps_.at(move.heap);
  const std::size_t heap = move.heap + 1;
  const std::uint64_t left = std::accumulate(move.result.begin(), move.result.end(), std::uint64_t{0});
  if (move.result.size() <= 1) {
    if (left == 0) return fmt::format("take all {} from heap {}", from, heap);
    return fmt::format("take {} from heap {} ({} -> {})", move.taken, heap, from, left);
  }
  std::string parts;
  for (std::size_t k = 0; k < move.result.size(); ++k) {
    if (k > 0) parts += k + 1 == move.result.size() ? " and " : ", ";
    parts += std::to_string(move.result[k]);
  }
  if (move.taken == 0) return fmt::format("split heap {} ({}) into {}", heap, from, parts);
  return fmt::format("take {} from heap {} ({}) and split the rest into {}", move.taken, heap,
                     from, parts);
}

std::shared_ptr<const Component> HeapGame::after(const Move& move) const {
  if (move.heap >= heaps_.size()) throw RuleError("there is no heap " + std::to_string(move.heap + 1));
  std::vector<std::uint64_t> heaps;
  heaps.reserve(heaps_.size() + move.result.size());
  heaps.insert(heaps.end(), heaps_.begin(), heaps_.begin() + static_cast<std::ptrdiff_t>(move.heap));
  heaps.insert(heaps.end(), move.result.begin(), move.result.end());
  heaps.insert(heaps.end(), heaps_.begin() + static_cast<std::ptrdiff_t>(move.heap) + 1, heaps_.end());
  return with_heaps(std::move(heaps));
}

std::vector<ValueRow> HeapGame::value_rows(std::size_t limit) const {
  std::vector<ValueRow> rows;
  for (std::size_t i = 0; i < heaps_.size() && rows.size() < limit; ++i) {
    rows.push_back({fmt::format("heap {}", i + 1), std::to_string(heaps_[i]), heap_value(heaps_[i])});
  }
  return rows;
}

}  // namespace grundy
