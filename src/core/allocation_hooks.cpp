// The global operator new and delete of the programs that bound what a
// request allocates (memory_account.hpp): each allocation is made by malloc
// and, when the thread has an account, charged to it by its usable size,
// which free gives back. Not part of the library (CMakeLists.txt builds it
// apart): a program links it to count, and only such a program's allocations
// are ever charged.
//
// The usable size (malloc_usable_size) is what the allocator really set
// aside, so an account counts what a request holds, not what it asked for;
// asking for it again at free time needs no header before each block.
#include <malloc.h>

#include <algorithm>
#include <cstdlib>
#include <new>

#include "grundy/memory_account.hpp"

namespace grundy::detail {
void note_allocations_counted() noexcept;
}  // namespace grundy::detail

namespace {

[[maybe_unused]] const bool registered = (grundy::detail::note_allocations_counted(), true);

// Charges `block` to the thread's account; frees it and throws past the
// account's limit.
void* charged(void* block) {
  if (block == nullptr) throw std::bad_alloc();
  if (grundy::MemoryAccount* account = grundy::current_memory_account()) {
    try {
      account->charge(malloc_usable_size(block));
    } catch (...) {
      std::free(block);
      throw;
    }
  }
  return block;
}

void* allocate(std::size_t size) { return charged(std::malloc(size == 0 ? 1 : size)); }

void* allocate_aligned(std::size_t size, std::align_val_t alignment) {
  void* block = nullptr;
  const std::size_t align = std::max(static_cast<std::size_t>(alignment), sizeof(void*));
  if (posix_memalign(&block, align, size == 0 ? 1 : size) != 0) block = nullptr;
  return charged(block);
}

void deallocate(void* block) noexcept {
  if (block == nullptr) return;
  if (grundy::MemoryAccount* account = grundy::current_memory_account())
    account->release(malloc_usable_size(block));
  std::free(block);
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new(std::size_t size, std::align_val_t alignment) {
  return allocate_aligned(size, alignment);
}
void* operator new[](std::size_t size, std::align_val_t alignment) {
  return allocate_aligned(size, alignment);
}
void* operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  try {
    return allocate_aligned(size, alignment);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  try {
    return allocate_aligned(size, alignment);
  } catch (...) {
    return nullptr;
  }
}

void operator delete(void* block) noexcept { deallocate(block); }
void operator delete[](void* block) noexcept { deallocate(block); }
void operator delete(void* block, std::size_t) noexcept { deallocate(block); }
void operator delete[](void* block, std::size_t) noexcept { deallocate(block); }
void operator delete(void* block, const std::nothrow_t&) noexcept { deallocate(block); }
void operator delete[](void* block, const std::nothrow_t&) noexcept { deallocate(block); }
void operator delete(void* block, std::align_val_t) noexcept { deallocate(block); }
void operator delete[](void* block, std::align_val_t) noexcept { deallocate(block); }
void operator delete(void* block, std::size_t, std::align_val_t) noexcept { deallocate(block); }
void operator delete[](void* block, std::size_t, std::align_val_t) noexcept { deallocate(block); }
void operator delete(void* block, std::align_val_t, const std::nothrow_t&) noexcept {
  deallocate(block);
}
void operator delete[](void* block, std::align_val_t, const std::nothrow_t&) noexcept {
  deallocate(block);
}
