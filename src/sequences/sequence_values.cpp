#include "grundy/sequence_values.hpp"

#include <algorithm>
#include <utility>

namespace grundy {

SequenceValues::SequenceValues(std::vector<std::uint16_t> values) {
  if (std::any_of(values.begin(), values.end(),
                  [](std::uint16_t v) { return v > kNarrowLargest; })) {
    wide_ = true;
    wide_values_ = std::move(values);  // not copied: a checkpoint's may be gigabytes
    return;
  }
  narrow_values_.assign(values.begin(), values.end());
}

void SequenceValues::push_back(std::uint16_t value) {
  if (!wide_ && value > kNarrowLargest) widen();
  if (wide_) {
    wide_values_.push_back(value);
  } else {
    narrow_values_.push_back(static_cast<std::uint8_t>(value));
  }
}

void SequenceValues::reserve(std::uint64_t count) {
  if (wide_) {
    wide_values_.reserve(count);
  } else {
    narrow_values_.reserve(count);
  }
}

void SequenceValues::resize(std::uint64_t count) {
  if (wide_) {
    wide_values_.resize(count);
  } else {
    narrow_values_.resize(count);
  }
}

void SequenceValues::widen() {
  if (wide_) return;
  wide_values_.reserve(narrow_values_.capacity());
  wide_values_.assign(narrow_values_.begin(), narrow_values_.end());
  std::vector<std::uint8_t>().swap(narrow_values_);
  wide_ = true;
}

std::vector<std::uint16_t> SequenceValues::copy(std::uint64_t first, std::uint64_t count) const {
  return visit([&](auto values) {
    const auto part = values.subspan(first, count);
    return std::vector<std::uint16_t>(part.begin(), part.end());
  });
}

bool SequenceValues::operator==(const SequenceValues& other) const {
  if (size() != other.size()) return false;
  if (wide_ == other.wide_)
    return wide_ ? wide_values_ == other.wide_values_ : narrow_values_ == other.narrow_values_;
  for (std::uint64_t n = 0; n < size(); ++n) {
    if ((*this)[n] != other[n]) return false;
  }
  return true;
}

}  // namespace grundy
