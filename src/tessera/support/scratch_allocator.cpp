// SPDX-License-Identifier: MIT
#include "support/scratch_allocator.h"

#include <array>
#include <bit>
#include <new>

namespace tessera::support {

namespace {

constexpr std::size_t kClasses = 48;          // block sizes 2^0 .. 2^47
constexpr std::size_t kBlocksPerClass = 64;   // a long function holds ~20 instruction chunks

// Set when this thread's cache is destroyed. Objects destroyed after it (a static holding IR
// is destroyed after the main thread's thread_locals) still give their blocks back: they must
// then go to the heap, not into the dead cache. A bool has no destructor, so it can be read
// until the thread's storage is gone.
thread_local bool cache_destroyed = false;

/// This thread's kept blocks, by size class (block size 2^class).
class Cache {
  public:
    Cache() = default;
    Cache(const Cache&) = delete;
    Cache& operator=(const Cache&) = delete;
    ~Cache() {
        cache_destroyed = true;
        for (std::size_t c = 0; c < kClasses; ++c)
            for (std::size_t i = 0; i < count_[c]; ++i) ::operator delete(blocks_[c][i]);
    }

    void* Take(std::size_t size_class) {
        if (count_[size_class] == 0) return nullptr;
        cached_bytes_ -= std::size_t{1} << size_class;
        return blocks_[size_class][--count_[size_class]];
    }
    bool Keep(void* block, std::size_t size_class) {
        const std::size_t size = std::size_t{1} << size_class;
        if (count_[size_class] == kBlocksPerClass || cached_bytes_ + size > kScratchMaxCachedBytes) return false;
        blocks_[size_class][count_[size_class]++] = block;
        cached_bytes_ += size;
        return true;
    }
    std::size_t CachedBytes() const { return cached_bytes_; }

  private:
    std::array<std::array<void*, kBlocksPerClass>, kClasses> blocks_{};
    std::array<std::size_t, kClasses> count_{};
    std::size_t cached_bytes_ = 0;
};

thread_local Cache cache;

std::size_t SizeClass(std::size_t bytes) { return static_cast<std::size_t>(std::bit_width(bytes - 1)); }

}  // namespace

void* TakeScratch(std::size_t bytes) {
    if (bytes < kScratchMinBytes) return ::operator new(bytes);
    const std::size_t size_class = SizeClass(bytes);
    if (!cache_destroyed)
        if (void* block = cache.Take(size_class)) return block;
    return ::operator new(std::size_t{1} << size_class);
}

void GiveScratch(void* block, std::size_t bytes) {
    if (block == nullptr) return;
    if (bytes < kScratchMinBytes || cache_destroyed || !cache.Keep(block, SizeClass(bytes))) ::operator delete(block);
}

std::size_t ScratchCachedBytes() { return cache_destroyed ? 0 : cache.CachedBytes(); }

}  // namespace tessera::support
