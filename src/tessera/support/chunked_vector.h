// SPDX-License-Identifier: MIT
// ChunkedVector: a growable array that never moves its elements.
//
// A function's instructions are the IR's largest array (a 225-line Cg shader inlines to
// ~1,100 instructions of ~150 bytes). As a std::vector it grew by doubling: each growth
// moved every instruction, and the larger buffers (past glibc's mmap threshold, 128 KiB)
// came fresh from the kernel on every compile and went back on every free, so each compile
// page-faulted them in again; on a virtual machine where a fault is slow that was a third of
// the compile time (docs/compile_performance.md). Fixed-size chunks are kept per thread
// (support/scratch_allocator.h: in malloc's free lists they still let glibc trim the heap
// between compiles, ~15 faults per GLSL compile) and reused from one compile to the next.
// Elements are never moved, and a reference to an element stays valid while others are
// appended, which the passes that clone instructions into the function they read from rely on.
#pragma once

#include <cstddef>
#include <iterator>
#include <memory>
#include <utility>
#include <vector>

#include "support/scratch_allocator.h"

namespace tessera::support {

/// Elements live in chunks of 2^kChunkBits; index i is element i % chunk of chunk i / chunk.
/// Supports what the IR uses of a vector: append, index, iterate, copy, move, clear.
template <typename T, unsigned kChunkBits = 6>
class ChunkedVector {
    static constexpr std::size_t kChunk = std::size_t{1} << kChunkBits;
    static constexpr std::size_t kMask = kChunk - 1;

  public:
    using value_type = T;
    using size_type = std::size_t;
    using reference = T&;
    using const_reference = const T&;

    template <bool kConst>
    class Iterator {
        using Owner = std::conditional_t<kConst, const ChunkedVector, ChunkedVector>;

      public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = std::conditional_t<kConst, const T*, T*>;
        using reference = std::conditional_t<kConst, const T&, T&>;

        Iterator() = default;
        Iterator(Owner* owner, std::size_t index) : owner_(owner), index_(index) {}
        operator Iterator<true>() const { return {owner_, index_}; }

        reference operator*() const { return (*owner_)[index_]; }
        pointer operator->() const { return &(*owner_)[index_]; }
        reference operator[](difference_type n) const { return (*owner_)[index_ + n]; }
        Iterator& operator++() { return ++index_, *this; }
        Iterator operator++(int) { return {owner_, index_++}; }
        Iterator& operator--() { return --index_, *this; }
        Iterator operator--(int) { return {owner_, index_--}; }
        Iterator& operator+=(difference_type n) { return index_ += n, *this; }
        Iterator& operator-=(difference_type n) { return index_ -= n, *this; }
        friend Iterator operator+(Iterator it, difference_type n) { return it += n; }
        friend Iterator operator+(difference_type n, Iterator it) { return it += n; }
        friend Iterator operator-(Iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const Iterator& a, const Iterator& b) {
            return static_cast<difference_type>(a.index_) - static_cast<difference_type>(b.index_);
        }
        friend bool operator==(const Iterator& a, const Iterator& b) {
            return a.index_ == b.index_;
        }
        friend auto operator<=>(const Iterator& a, const Iterator& b) {
            return a.index_ <=> b.index_;
        }

      private:
        Owner* owner_ = nullptr;
        std::size_t index_ = 0;
    };
    using iterator = Iterator<false>;
    using const_iterator = Iterator<true>;

    ChunkedVector() = default;
    ChunkedVector(const ChunkedVector& other) {
        for (const T& value : other) push_back(value);
    }
    ChunkedVector(ChunkedVector&& other) noexcept
        : chunks_(std::move(other.chunks_)), size_(std::exchange(other.size_, 0)) {}
    ChunkedVector& operator=(const ChunkedVector& other) {
        if (this != &other) {
            ChunkedVector copy(other);
            swap(copy);
        }
        return *this;
    }
    ChunkedVector& operator=(ChunkedVector&& other) noexcept {
        ChunkedVector taken(std::move(other));
        swap(taken);
        return *this;
    }
    ~ChunkedVector() { clear(); }

    void swap(ChunkedVector& other) noexcept {
        chunks_.swap(other.chunks_);
        std::swap(size_, other.size_);
    }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }

    T& operator[](std::size_t i) { return chunks_[i >> kChunkBits][i & kMask]; }
    const T& operator[](std::size_t i) const { return chunks_[i >> kChunkBits][i & kMask]; }
    T& back() { return (*this)[size_ - 1]; }
    const T& back() const { return (*this)[size_ - 1]; }

    iterator begin() { return {this, 0}; }
    iterator end() { return {this, size_}; }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size_}; }

    template <typename... Args>
    T& emplace_back(Args&&... args) {
        if ((size_ & kMask) == 0 && (size_ >> kChunkBits) == chunks_.size())
            chunks_.push_back(Chunk(static_cast<T*>(TakeScratch(kChunk * sizeof(T)))));
        T* slot = &chunks_[size_ >> kChunkBits][size_ & kMask];
        ::new (static_cast<void*>(slot)) T(std::forward<Args>(args)...);
        ++size_;
        return *slot;
    }
    void push_back(const T& value) { emplace_back(value); }
    void push_back(T&& value) { emplace_back(std::move(value)); }

    /// Destroys the elements and frees the chunks.
    void clear() {
        for (std::size_t i = size_; i-- > 0;) (*this)[i].~T();
        size_ = 0;
        chunks_.clear();
    }

  private:
    static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__, "TakeScratch aligns as operator new");
    struct FreeChunk {
        void operator()(T* chunk) const { GiveScratch(chunk, kChunk * sizeof(T)); }
    };
    using Chunk = std::unique_ptr<T[], FreeChunk>;

    std::vector<Chunk> chunks_;
    std::size_t size_ = 0;
};

}  // namespace tessera::support
