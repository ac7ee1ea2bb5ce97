// Values of single heaps (HeapValues) kept for the next position of the same
// rule: a server answering many requests computes the values of octal(0.6)
// up to 2^22 once, not at every request. Bounded by the memory the values
// take; the least recently used go first. Safe to share between threads.
#pragma once

#include <cstdint>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace grundy {

class HeapValues;  // take_and_break_game.hpp

class HeapValuesCache {
 public:
  explicit HeapValuesCache(std::uint64_t max_bytes) : max_bytes_(max_bytes) {}

  // The values kept for the rule with this code, when they answer every heap
  // up to `largest_heap`; nullptr otherwise.
  std::shared_ptr<const HeapValues> find(const std::string& code, std::uint64_t largest_heap);
  // Keeps `values` for the rule with this code (in place of what was kept
  // for it), then forgets the least recently used until the bound holds.
  // Values larger than the whole bound are not kept.
  void keep(const std::string& code, std::shared_ptr<const HeapValues> values);

  struct Usage {
    std::uint64_t rules = 0;
    std::uint64_t bytes = 0;
    std::uint64_t max_bytes = 0;
    std::uint64_t hits = 0;
    std::uint64_t misses = 0;
  };
  Usage usage() const;

 private:
  struct Entry {
    std::string code;
    std::shared_ptr<const HeapValues> values;
    std::uint64_t bytes = 0;
  };

  const std::uint64_t max_bytes_;
  mutable std::mutex mutex_;
  std::list<Entry> entries_;  // most recently used first
  std::map<std::string, std::list<Entry>::iterator, std::less<>> by_code_;
  std::uint64_t bytes_ = 0;
  std::uint64_t hits_ = 0;
  std::uint64_t misses_ = 0;
};

}  // namespace grundy
