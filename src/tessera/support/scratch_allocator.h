// SPDX-License-Identifier: MIT
// Storage for the large arrays a compile makes and drops many times over: the ARB writers'
// instruction lists, rebuilt by every pass (a new list, then the old one freed), and the
// chunks of the IR's instruction arrays (support/chunked_vector.h).
//
// Why not plain new/delete: glibc's malloc returns the top of its heap to the system once
// more than M_TRIM_THRESHOLD (128 KiB) of it is free, and grows it again on the next large
// request. A long shader's writer frees and reallocates a few hundred KiB at the top of the
// heap, so a client compiling one shader after another (the compile benchmark, an emulator
// loading a preset) paid for trimming and page faults on every compile: ~15 faults and
// ~0.2 ms of a 1.8 ms compile of bench/compile's 200-line shader, ~15 of its GLSL version
// (docs/compile_performance.md).
// Blocks of at least kScratchMinBytes are instead kept per thread, in power-of-two size
// classes, and handed out again; at most kScratchMaxCachedBytes per thread are kept.
#pragma once

#include <cstddef>

namespace tessera::support {

inline constexpr std::size_t kScratchMinBytes = std::size_t{4} << 10;
inline constexpr std::size_t kScratchMaxCachedBytes = std::size_t{8} << 20;

/// A block of at least `bytes` bytes, aligned for any object; give it back with the same size.
void* TakeScratch(std::size_t bytes);
void GiveScratch(void* block, std::size_t bytes);
/// Bytes this thread keeps for later TakeScratch calls (for tests).
std::size_t ScratchCachedBytes();

/// An allocator over TakeScratch/GiveScratch for std::vector and the like. Stateless: every
/// instance can free what another allocated, so containers move and swap as usual.
template <typename T>
struct ScratchAllocator {
    using value_type = T;
    ScratchAllocator() = default;
    template <typename U>
    ScratchAllocator(const ScratchAllocator<U>&) {}  // NOLINT: rebinding is implicit
    T* allocate(std::size_t n) { return static_cast<T*>(TakeScratch(n * sizeof(T))); }
    void deallocate(T* p, std::size_t n) { GiveScratch(p, n * sizeof(T)); }
    template <typename U>
    bool operator==(const ScratchAllocator<U>&) const { return true; }
};

}  // namespace tessera::support
