// The values G(0), G(1), ... of a Grundy sequence, in the narrowest width
// that holds them: a byte each while every value is below 256 (Grundy's game
// until heap 7,250,048; Kayles and Dawson's Kayles always), two bytes each
// from the first value that is not. The store widens once, and never narrows
// again.
#pragma once

#include <cstdint>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

namespace grundy {

class SequenceValues {
 public:
  // The largest value a byte holds.
  static constexpr std::uint16_t kNarrowLargest = 0xFF;

  SequenceValues() = default;
  // The values given, narrow when they all fit a byte.
  explicit SequenceValues(std::vector<std::uint16_t> values);
  explicit SequenceValues(std::vector<std::uint8_t> values) noexcept
      : narrow_values_(std::move(values)) {}

  std::uint64_t size() const noexcept {
    return wide_ ? wide_values_.size() : narrow_values_.size();
  }
  bool empty() const noexcept { return size() == 0; }
  // Bytes a value: 1 or 2.
  unsigned width() const noexcept { return wide_ ? 2 : 1; }
  bool wide() const noexcept { return wide_; }

  std::uint16_t operator[](std::uint64_t n) const noexcept {
    return wide_ ? wide_values_[n] : narrow_values_[n];
  }
  // Appends a value, widening the store first when it needs two bytes.
  void push_back(std::uint16_t value);
  // Overwrites G(n), which must fit the present width (the sequence's
  // threads check, and widen between their runs).
  void set(std::uint64_t n, std::uint16_t value) noexcept {
    if (wide_) {
      wide_values_[n] = value;
    } else {
      narrow_values_[n] = static_cast<std::uint8_t>(value);
    }
  }
  void reserve(std::uint64_t count);
  void resize(std::uint64_t count);
  std::uint64_t capacity() const noexcept {
    return wide_ ? wide_values_.capacity() : narrow_values_.capacity();
  }
  // Two bytes a value from now on (for a moment both copies are held).
  void widen();

  // The values as the span of their stored type: visitor(std::span<const
  // std::uint8_t>) or visitor(std::span<const std::uint16_t>).
  template <typename Visitor>
  decltype(auto) visit(Visitor&& visitor) const {
    if (wide_) return visitor(std::span<const std::uint16_t>(wide_values_));
    return visitor(std::span<const std::uint8_t>(narrow_values_));
  }
  // The stored values, for the engine's inner loops, of the type in use.
  template <typename Value>
  Value* data() noexcept {
    if constexpr (std::is_same_v<Value, std::uint16_t>) {
      return wide_values_.data();
    } else {
      return narrow_values_.data();
    }
  }
  template <typename Value>
  const Value* data() const noexcept {
    return const_cast<SequenceValues*>(this)->data<Value>();
  }
  // G(first) .. G(first + count - 1), two bytes each; all of them.
  std::vector<std::uint16_t> copy(std::uint64_t first, std::uint64_t count) const;
  std::vector<std::uint16_t> to_vector() const { return copy(0, size()); }

  // The same values, whatever their widths.
  bool operator==(const SequenceValues& other) const;

 private:
  bool wide_ = false;
  std::vector<std::uint8_t> narrow_values_;
  std::vector<std::uint16_t> wide_values_;
};

}  // namespace grundy
