// A search engine for games whose positions fall apart into independent
// parts: a graph into its connected components, a board into regions that no
// move connects. By the Sprague–Grundy theorem a position is the sum of its
// parts, so its value is the nim-sum of theirs; each part is brought to a
// canonical form (the same for every isomorphic or symmetric copy) and its
// value kept in a transposition table under that form. A part's value is the
// mex of the values of its options, each of which falls apart again.
//
// The rules describe the game; the engine does the rest:
//
//   struct Rules {
//     using Position = ...;  // a position, or one part of it
//     using Key = ...;       // a part's canonical form (hashable, ==)
//     std::vector<Position> split(const Position&) const;  // its parts (none that are worth 0 by
//     rule) Key key(const Position& part) const; std::vector<Position> options(const Position&
//     part) const; std::size_t entry_bytes(const Key&) const;  // memory one table entry takes
//   };
//
// The table stays within a memory budget: past it the search throws
// LimitError, naming how many parts it had valued and the budget.
#pragma once

#include <algorithm>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "grundy/deadline.hpp"
#include "grundy/errors.hpp"
#include "grundy/nimber.hpp"
#include "grundy/resource_limit.hpp"
#include "grundy/translate.hpp"

namespace grundy {

template <class R>
concept SplittingRules = requires(const R& rules, const typename R::Position& position,
                                  const typename R::Key& key) {
  { rules.split(position) } -> std::convertible_to<std::vector<typename R::Position>>;
  { rules.key(position) } -> std::convertible_to<typename R::Key>;
  { rules.options(position) } -> std::convertible_to<std::vector<typename R::Position>>;
  { rules.entry_bytes(key) } -> std::convertible_to<std::size_t>;
};

// A table from 64-bit words to values, open addressing with linear probing
// at most half full: a lookup is one or two cache lines, where a node of an
// std::unordered_map is a pointer chase, and lookups are most of a search.
class WordValueTable {
 public:
  std::optional<Nimber> find(std::uint64_t key) const noexcept {
    if (slots_.empty()) return std::nullopt;
    for (std::size_t at = slot_of(key);; at = (at + 1) & (slots_.size() - 1)) {
      const Slot& slot = slots_[at];
      if (slot.value == kEmpty) return std::nullopt;
      if (slot.key == key) return slot.value;
    }
  }

  // The memory the table takes after one more insert (it may double).
  std::size_t bytes_after_insert() const noexcept {
    const std::size_t capacity = 2 * (size_ + 1) > slots_.size()
                                     ? std::max<std::size_t>(2 * slots_.size(), 1024)
                                     : slots_.size();
    return capacity * sizeof(Slot);
  }
  std::size_t bytes() const noexcept { return slots_.size() * sizeof(Slot); }

  // `key` must not be in the table yet; `value` is not ~0.
  void insert(std::uint64_t key, Nimber value) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    place(key, value);
    ++size_;
  }

 private:
  static constexpr Nimber kEmpty = ~Nimber{0};
  struct Slot {
    std::uint64_t key = 0;
    Nimber value = kEmpty;
  };

  std::size_t slot_of(std::uint64_t key) const noexcept {
    return static_cast<std::size_t>((key * 0x9e3779b97f4a7c15ULL) >> shift_);
  }
  void place(std::uint64_t key, Nimber value) noexcept {
    std::size_t at = slot_of(key);
    while (slots_[at].value != kEmpty) at = (at + 1) & (slots_.size() - 1);
    slots_[at] = {key, value};
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(std::max<std::size_t>(2 * old.size(), 1024), Slot{});
    shift_ = 64 - static_cast<unsigned>(std::countr_zero(slots_.size()));
    for (const Slot& slot : old) {
      if (slot.value != kEmpty) place(slot.key, slot.value);
    }
  }

  std::vector<Slot> slots_;
  std::size_t size_ = 0;
  unsigned shift_ = 64;
};

// Memory of one entry of an std::unordered_map: the node (key, value, next
// pointer, cached hash) and its bucket, beyond what the key itself holds.
inline constexpr std::size_t kTableEntryOverhead = 48;

template <SplittingRules Rules, class KeyHash = std::hash<typename Rules::Key>>
class ComponentSearch {
 public:
  using Position = typename Rules::Position;
  using Key = typename Rules::Key;

  explicit ComponentSearch(Rules rules, MemoryBudget budget = {})
      : rules_(std::move(rules)), budget_(budget) {}

  // The value of a whole position: the nim-sum of its parts' values.
  Nimber value(const Position& position) {
    Nimber sum = 0;
    for (const Position& part : rules_.split(position)) sum ^= part_value(part);
    return sum;
  }

  // The value of one part (a position that split() leaves whole). The
  // recursion is as deep as the longest play, which the games using this
  // engine bound (64 vertices, 64 cells).
  Nimber part_value(const Position& part) {
    if constexpr (kRawTable) {
      if (const std::optional<Nimber> found = raw_table_.find(part)) return *found;
    }
    Key key = rules_.key(part);
    if (const auto found = table_.find(key); found != table_.end()) {
      remember_raw(part, found->second);
      return found->second;
    }
    check_deadline();
    const std::vector<Position> options = rules_.options(part);
    std::vector<bool> present(options.size() + 1, false);
    for (const Position& option : options) {
      const Nimber option_value = value(option);
      if (option_value < present.size()) present[option_value] = true;
    }
    Nimber mex = 0;
    while (present[mex]) ++mex;
    const std::size_t bytes = rules_.entry_bytes(key);
    if (bytes > budget_.bytes() - std::min(budget_.bytes(), bytes_used_)) {
      throw LimitError(format_translated(
          "the search needs more than {} of memory for its table of values ({} parts valued so "
          "far; --max-memory)",
          format_bytes(budget_.bytes()), table_.size()));
    }
    bytes_used_ += bytes;
    table_.emplace(std::move(key), mex);
    remember_raw(part, mex);
    return mex;
  }

  const Rules& rules() const noexcept { return rules_; }
  // How many parts the table holds, and the memory they take (estimated).
  std::size_t parts_known() const noexcept { return table_.size(); }
  std::uint64_t bytes_used() const noexcept { return bytes_used_; }

 private:
  // Positions that are one word (sets of vertices or cells) are also
  // remembered as they are, so that a part met again in the same place skips
  // its canonical form, which costs far more than a lookup.
  static constexpr bool kRawTable = std::is_same_v<Position, std::uint64_t>;

  void remember_raw(const Position& part, Nimber value) {
    if constexpr (kRawTable) {
      // At most half the budget, so that the table that matters keeps room;
      // a part left out is still found by its canonical form.
      const std::size_t growth = raw_table_.bytes_after_insert() - raw_table_.bytes();
      if (raw_table_.bytes_after_insert() > budget_.bytes() / 2 ||
          bytes_used_ + growth > budget_.bytes())
        return;
      bytes_used_ += growth;
      raw_table_.insert(part, value);
    }
  }

  Rules rules_;
  MemoryBudget budget_;
  std::uint64_t bytes_used_ = 0;
  std::unordered_map<Key, Nimber, KeyHash> table_;
  std::conditional_t<kRawTable, WordValueTable, char> raw_table_{};
};

}  // namespace grundy
