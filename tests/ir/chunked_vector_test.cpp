// SPDX-License-Identifier: MIT
// support::ChunkedVector, the storage of a function's instructions: it must behave as the
// std::vector it replaced for everything the IR does with it, and never move an element.
#include "support/chunked_vector.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <memory>
#include <string>

namespace tessera::support {
namespace {

// Chunks of 4, so a few dozen elements cross many chunk boundaries.
using Small = ChunkedVector<std::string, 2>;

Small Numbers(int count) {
    Small v;
    for (int i = 0; i < count; ++i) v.push_back(std::to_string(i));
    return v;
}

TEST(ChunkedVectorTest, AppendsAndIndexesAcrossChunks) {
    Small v = Numbers(37);
    ASSERT_EQ(v.size(), 37u);
    for (int i = 0; i < 37; ++i) EXPECT_EQ(v[i], std::to_string(i));
    EXPECT_EQ(v.back(), "36");
    EXPECT_FALSE(v.empty());
}

TEST(ChunkedVectorTest, ElementsNeverMove) {
    Small v = Numbers(5);
    const std::string* first = &v[0];
    const std::string* fifth = &v[4];
    for (int i = 0; i < 1000; ++i) v.push_back("x");
    EXPECT_EQ(&v[0], first);
    EXPECT_EQ(&v[4], fifth);
    EXPECT_EQ(*fifth, "4");
}

TEST(ChunkedVectorTest, AppendingACopyOfItsOwnElement) {
    // The cloning passes do this: the source element must survive the append, including
    // the append that opens a new chunk (size 4 -> 5 here).
    Small v = Numbers(4);
    v.push_back(v[1]);
    v.emplace_back(v[4] + "!");
    EXPECT_EQ(v[4], "1");
    EXPECT_EQ(v[5], "1!");
}

TEST(ChunkedVectorTest, CopiesAreIndependentAndMovesEmptyTheSource) {
    Small a = Numbers(9);
    Small b = a;
    b[0] = "changed";
    b.push_back("extra");
    EXPECT_EQ(a[0], "0");
    EXPECT_EQ(a.size(), 9u);
    EXPECT_EQ(b.size(), 10u);

    Small c = std::move(b);
    EXPECT_EQ(c.size(), 10u);
    EXPECT_EQ(c[0], "changed");
    EXPECT_TRUE(b.empty());  // NOLINT(bugprone-use-after-move): documented state
    b.push_back("reused");
    EXPECT_EQ(b[0], "reused");

    c = a;
    EXPECT_EQ(c.size(), 9u);
    EXPECT_EQ(c[8], "8");
    const Small& same = c;
    c = same;  // self-assignment keeps the contents
    EXPECT_EQ(c.size(), 9u);
    EXPECT_EQ(c[8], "8");
    a = Numbers(2);
    EXPECT_EQ(a.size(), 2u);
    EXPECT_EQ(a[1], "1");
}

TEST(ChunkedVectorTest, ClearDestroysEveryElementOnce) {
    auto token = std::make_shared<int>(0);
    ChunkedVector<std::shared_ptr<int>, 2> v;
    for (int i = 0; i < 11; ++i) v.push_back(token);
    {
        auto copy = v;
        EXPECT_EQ(token.use_count(), 23);
    }
    EXPECT_EQ(token.use_count(), 12);
    v.clear();
    EXPECT_EQ(token.use_count(), 1);
    EXPECT_TRUE(v.empty());
    v.push_back(token);  // usable again after clear
    EXPECT_EQ(v.size(), 1u);
}

TEST(ChunkedVectorTest, IteratorsWorkWithTheStandardAlgorithms) {
    Small v = Numbers(23);
    EXPECT_EQ(std::distance(v.begin(), v.end()), 23);
    auto found = std::find(v.begin(), v.end(), "17");
    ASSERT_NE(found, v.end());
    EXPECT_EQ(found - v.begin(), 17);
    EXPECT_EQ(found[-10], "7");
    EXPECT_EQ(*(found + 2), "19");
    EXPECT_EQ(found->size(), 2u);
    EXPECT_EQ(std::count_if(v.begin(), v.end(), [](const std::string& s) { return s.size() == 1; }),
              10);

    const Small& view = v;
    Small::const_iterator it = v.begin();  // iterator converts to const_iterator
    EXPECT_EQ(it, view.begin());
    EXPECT_LT(view.begin(), view.end());
    int visited = 0;
    for (const std::string& s : view) EXPECT_EQ(s, std::to_string(visited++));
    EXPECT_EQ(visited, 23);

    for (std::string& s : v) s += "'";
    EXPECT_EQ(v[22], "22'");
}

TEST(ChunkedVectorTest, EmptyVectorHasNoElements) {
    Small v;
    EXPECT_TRUE(v.empty());
    EXPECT_EQ(v.begin(), v.end());
    Small copy = v;
    EXPECT_TRUE(copy.empty());
}

}  // namespace
}  // namespace tessera::support
