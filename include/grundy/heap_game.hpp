// Games played on a row of heaps, where a move changes one heap: Nim, and
// (later) subtraction, octal and take-and-break games. Such a position is the
// sum of its heaps, so its value is the XOR of the heaps' values.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "grundy/component.hpp"

namespace grundy {

// Receives the heaps left by one move in a single heap (empty: the heap is
// gone), with the tokens taken; returns false to stop.
using HeapMoveVisitor = std::function<bool(std::uint64_t taken, const std::vector<std::uint64_t>& left)>;

class HeapGame : public Component {
 public:
  const std::vector<std::uint64_t>& heaps() const noexcept { return heaps_; }

  std::string canonical() const override;
  std::string abbreviated(std::size_t max_numbers) const override;
  std::size_t number_count() const override { return heaps_.size(); }
  Nimber grundy_value() const override;
  void moves_to_value(Nimber own_value, Nimber target, const MoveVisitor& visit) const override;
  void all_moves(const MoveVisitor& visit) const override;
  std::string notation(const Move& move) const override;
  std::string describe(const Move& move) const override;
  std::shared_ptr<const Component> after(const Move& move) const override;
  std::vector<ValueRow> value_rows(std::size_t limit) const override;
  std::size_t value_row_count() const override { return heaps_.size(); }
  std::uint64_t count_moves_to_value(Nimber own_value, Nimber target) const override;

  // The Grundy value of a single heap of `size` tokens.
  virtual Nimber heap_value(std::uint64_t size) const = 0;

 protected:
  explicit HeapGame(std::vector<std::uint64_t> heaps) : heaps_(std::move(heaps)) {}

  // What precedes the heap sizes in the canonical form, e.g. "nim".
  virtual std::string prefix() const = 0;

  // Every move in a single heap of `size`, ordered by tokens taken.
  virtual void heap_moves(std::uint64_t size, const HeapMoveVisitor& visit) const = 0;

  // Every move in a single heap of `size` to heaps of total value `target`.
  // The default filters heap_moves; families with a direct rule override it
  // so that huge heaps never have their moves enumerated.
  virtual void heap_moves_to_value(std::uint64_t size, Nimber target,
                                   const HeapMoveVisitor& visit) const;

  // How many moves heap_moves_to_value would visit; families that can count
  // without visiting (a periodic sequence of splits) override it.
  virtual std::uint64_t heap_move_count_to_value(std::uint64_t size, Nimber target) const;

  // The same game on other heaps.
  virtual std::shared_ptr<const HeapGame> with_heaps(std::vector<std::uint64_t> heaps) const = 0;

 private:
  std::vector<std::uint64_t> heaps_;
};

}  // namespace grundy
