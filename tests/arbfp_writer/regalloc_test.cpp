// SPDX-License-Identifier: MIT
// Register allocation on hand-built machine code (regalloc.cpp): the counts are derived from
// the live components. N components live at once need at least ceil(N/4) TEMPs, and each
// test's program is laid out so that this many are enough only when the allocator gives a
// fixed-layout register (a texture result: lane l in component l, 3.11.6's TEX writes its
// texel's own components) just the lanes it uses, and keeps those components free of
// registers that could go anywhere.
#include <gtest/gtest.h>

#include "lang/arbfp/writer/machine.h"

namespace tessera::lang::arbfp::writer_detail {
namespace {

struct Code {
    Machine m;
    std::uint32_t out;

    Code() {
        m.output_component = {-1};
        out = Reg(4, false);
        m.vregs[out].output = 0;
    }
    std::uint32_t Reg(int width, bool fixed) {
        m.vregs.push_back(VReg{static_cast<std::uint8_t>(width), fixed, -1});
        return static_cast<std::uint32_t>(m.vregs.size() - 1);
    }
    /// MOV v.x, {k}: a scalar that may live in any component.
    std::uint32_t Scalar(float k) {
        const std::uint32_t v = Reg(1, false);
        MInst mov;
        mov.dst = {DstKind::kVReg, v, 0b0001};
        mov.src[0].kind = SrcKind::kLiteral;
        mov.src[0].lit = {k, k, k, k};
        mov.nsrc = 1;
        m.code.push_back(mov);
        return v;
    }
    /// TEX v.<lanes>, fragment.texcoord[0], texture[0], 2D: lanes in their own components.
    std::uint32_t Fetch(std::uint8_t lanes) {
        const std::uint32_t v = Reg(4, true);
        MInst tex;
        tex.op = Opcode::kTEX;
        tex.dst = {DstKind::kVReg, v, lanes};
        tex.src[0].kind = SrcKind::kAttribute;
        tex.nsrc = 1;
        m.code.push_back(tex);
        return v;
    }
    /// MOV to.<lane>, from.x: a copy into one lane of a register.
    void Copy(std::uint32_t to, std::uint8_t lane, std::uint32_t from) {
        MInst mov;
        mov.dst = {DstKind::kVReg, to, static_cast<std::uint8_t>(1u << lane)};
        mov.src[0].kind = SrcKind::kVReg;
        mov.src[0].id = from;
        mov.src[0].sel = {0, 0, 0, 0};
        mov.nsrc = 1;
        m.code.push_back(mov);
    }
    /// MOV result.x, v.<lane>: the read that keeps v live until here.
    void Read(std::uint32_t v, std::uint8_t lane) {
        MInst mov;
        mov.dst = {DstKind::kVReg, out, 0b0001};
        mov.src[0].kind = SrcKind::kVReg;
        mov.src[0].id = v;
        mov.src[0].sel = {lane, lane, lane, lane};
        mov.nsrc = 1;
        m.code.push_back(mov);
    }
};

// Four texels read only as .y and four read only as .x, all live at once: 8 components, 2
// TEMPs' worth, but fixed layouts need an x and a y per TEMP, so 4. A texel read as .y used
// to hold .x too (its register was as wide as its highest lane read): 8 TEMPs.
TEST(RegisterAllocation, AFetchReadAsYLeavesItsXToAnother) {
    Code c;
    std::vector<std::pair<std::uint32_t, std::uint8_t>> texels;
    for (int i = 0; i < 4; ++i) {
        texels.push_back({c.Fetch(0b0010), 1});
        texels.push_back({c.Fetch(0b0001), 0});
    }
    for (auto [v, lane] : texels) c.Read(v, lane);
    EXPECT_EQ(AllocateRegisters(c.m).temps, 4);
}

// Three scalars, then a texel read as .y, all live at the end: 4 components, one TEMP, when
// the scalars leave its y to the texel (x, z, w). Placed in x, y, z order they take the y the
// texel must have, and it needs a second TEMP.
TEST(RegisterAllocation, ScalarsLeaveTheComponentsFetchesNeed) {
    Code c;
    std::vector<std::uint32_t> scalars;
    for (int i = 0; i < 3; ++i) scalars.push_back(c.Scalar(static_cast<float>(i)));
    const std::uint32_t texel = c.Fetch(0b0010);
    for (std::uint32_t v : scalars) c.Read(v, 0);
    c.Read(texel, 1);
    EXPECT_EQ(AllocateRegisters(c.m).temps, 1);
}

// A vector assembled from two scalars that die into it: the first scalar's component is free
// when the vector is placed, and the vector takes it (x and w: the other scalar holds z, the
// texel y), so the copy of that scalar reads and writes the same component and goes. The other scalar is
// still live when the vector is placed (it is copied second), so its copy stays.
TEST(RegisterAllocation, ACopyAllocationPutInPlaceIsDropped) {
    Code c;
    const std::uint32_t a = c.Scalar(1), b = c.Scalar(2);
    const std::uint32_t vector = c.Reg(2, false), texel = c.Fetch(0b0010);
    c.Copy(vector, 0, a);
    c.Copy(vector, 1, b);
    c.Read(vector, 0);
    c.Read(vector, 1);
    c.Read(texel, 1);
    const Allocation alloc = AllocateRegisters(c.m);
    ASSERT_EQ(alloc.temps, 1);
    const std::size_t before = c.m.code.size();
    DropMovesInPlace(c.m, alloc);
    ASSERT_EQ(c.m.code.size(), before - 1);
    EXPECT_EQ(c.m.code[3].src[0].id, b);  // MOV vector.y, b is left
}

}  // namespace
}  // namespace tessera::lang::arbfp::writer_detail
