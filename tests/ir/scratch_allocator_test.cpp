// SPDX-License-Identifier: MIT
// support/scratch_allocator.h: large blocks come back to the thread that freed them, small
// ones and those past the cap go to the heap, and containers over the allocator behave as
// with std::allocator.
#include <cstdint>
#include <numeric>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "support/scratch_allocator.h"

namespace tessera::support {
namespace {

TEST(ScratchAllocator, ALargeBlockIsHandedOutAgain) {
    // Blocks of this class may already be kept (the IR's instruction chunks use 16 KiB ones):
    // the last block given back is the first handed out.
    void* first = TakeScratch(10'000);
    const std::size_t with_first_out = ScratchCachedBytes();
    GiveScratch(first, 10'000);
    EXPECT_EQ(ScratchCachedBytes(), with_first_out + 16'384);  // kept in its power-of-two class
    void* second = TakeScratch(9'000);                           // the same class: the same block
    EXPECT_EQ(second, first);
    EXPECT_EQ(ScratchCachedBytes(), with_first_out);
    GiveScratch(second, 9'000);
}

TEST(ScratchAllocator, SmallBlocksAreNotKept) {
    const std::size_t before = ScratchCachedBytes();
    void* block = TakeScratch(kScratchMinBytes - 1);
    GiveScratch(block, kScratchMinBytes - 1);
    EXPECT_EQ(ScratchCachedBytes(), before);
}

TEST(ScratchAllocator, KeepsAtMostTheCap) {
    std::vector<void*> blocks;
    constexpr std::size_t kBlock = std::size_t{1} << 20;  // 1 MiB: the cap holds eight
    for (int i = 0; i < 12; ++i) blocks.push_back(TakeScratch(kBlock));
    for (void* b : blocks) GiveScratch(b, kBlock);
    EXPECT_LE(ScratchCachedBytes(), kScratchMaxCachedBytes);
    EXPECT_GE(ScratchCachedBytes(), 8 * kBlock - kBlock);  // the class's own limit may bind first
}

TEST(ScratchAllocator, EachThreadKeepsItsOwn) {
    void* block = TakeScratch(64 << 10);
    GiveScratch(block, 64 << 10);
    std::size_t other_thread_cached = 1;
    std::thread([&] { other_thread_cached = ScratchCachedBytes(); }).join();
    EXPECT_EQ(other_thread_cached, 0u);
}

TEST(ScratchAllocator, VectorsGrowCopyAndMoveAsUsual) {
    using Ints = std::vector<std::uint32_t, ScratchAllocator<std::uint32_t>>;
    Ints a;
    for (std::uint32_t i = 0; i < 50'000; ++i) a.push_back(i);  // grows through many classes
    Ints b = a;
    Ints c = std::move(a);
    std::uint64_t expected = std::uint64_t{49'999} * 50'000 / 2;
    EXPECT_EQ(std::accumulate(b.begin(), b.end(), std::uint64_t{0}), expected);
    EXPECT_EQ(std::accumulate(c.begin(), c.end(), std::uint64_t{0}), expected);
    b.swap(c);
    EXPECT_EQ(b.size(), 50'000u);
    EXPECT_EQ(b[12'345], 12'345u);
}

}  // namespace
}  // namespace tessera::support
