#include "grundy/heap_values_cache.hpp"

#include <utility>

#include "grundy/take_and_break_game.hpp"

namespace grundy {

std::shared_ptr<const HeapValues> HeapValuesCache::find(const std::string& code,
                                                        std::uint64_t largest_heap) {
  const std::lock_guard lock(mutex_);
  const auto found = by_code_.find(code);
  if (found == by_code_.end() || !found->second->values->answers(largest_heap)) {
    ++misses_;
    return nullptr;
  }
  ++hits_;
  entries_.splice(entries_.begin(), entries_, found->second);
  return found->second->values;
}

void HeapValuesCache::keep(const std::string& code, std::shared_ptr<const HeapValues> values) {
  const std::uint64_t bytes = values->memory_bytes();
  if (bytes > max_bytes_) return;
  const std::lock_guard lock(mutex_);
  if (const auto found = by_code_.find(code); found != by_code_.end()) {
    bytes_ -= found->second->bytes;
    entries_.erase(found->second);
    by_code_.erase(found);
  }
  entries_.push_front({code, std::move(values), bytes});
  by_code_.emplace(code, entries_.begin());
  bytes_ += bytes;
  while (bytes_ > max_bytes_) {
    const Entry& oldest = entries_.back();
    bytes_ -= oldest.bytes;
    by_code_.erase(oldest.code);
    entries_.pop_back();
  }
}

HeapValuesCache::Usage HeapValuesCache::usage() const {
  const std::lock_guard lock(mutex_);
  return {by_code_.size(), bytes_, max_bytes_, hits_, misses_};
}

}  // namespace grundy
