// SPDX-License-Identifier: MIT
// The conversion table, the usual arithmetic conversions and the overloading predicates
// ("Type Conversions", "Type-Promotion Rules", "Function Overloading").
#include <gtest/gtest.h>

#include "lang/cg/reader/stdlib.h"
#include "lang/cg/reader/types.h"

namespace tessera::lang::cg {
namespace {

using S = ScalarKind;
const Type f = Type::Scalar(S::kFloat);
const Type h = Type::Scalar(S::kHalf);
Type F(int n) { return Type::Vector(S::kFloat, n); }
Type M(int r, int c) { return Type::Matrix(S::kFloat, r, c); }

TEST(CgTypes, ScalarRowOfTheTable) {
    EXPECT_EQ(Classify(h, f), Conversion::kImplicit);               // scalar <- scalar: A
    EXPECT_EQ(Classify(F(4), f), Conversion::kWarn);                // scalar <- vector: W
    EXPECT_EQ(Classify(M(2, 2), f), Conversion::kWarn);             // scalar <- matrix: W
    EXPECT_EQ(Classify(Type::Array(f, 2), f), Conversion::kNever);  // scalar <- array: -
    EXPECT_EQ(Classify(F(1), f), Conversion::kImplicit);            // our 1-vector decision
}

TEST(CgTypes, VectorRowOfTheTable) {
    EXPECT_EQ(Classify(f, F(3)), Conversion::kImplicit);        // smearing
    EXPECT_EQ(Classify(F(3), F(3).WithScalar(S::kHalf)), Conversion::kImplicit);
    EXPECT_EQ(Classify(F(4), F(3)), Conversion::kWarn);         // note (1): smaller warns
    EXPECT_EQ(Classify(F(3), F(4)), Conversion::kNever);        // note (1): larger not allowed
    EXPECT_EQ(Classify(M(2, 2), F(4)), Conversion::kWarn);      // note (2): same size
    EXPECT_EQ(Classify(M(2, 2), F(3)), Conversion::kNever);
    EXPECT_EQ(Classify(Type::Array(f, 3), F(3)), Conversion::kExplicit);  // note (6)
    EXPECT_EQ(Classify(Type::Array(f, 2), F(3)), Conversion::kNever);
}

TEST(CgTypes, MatrixRowOfTheTable) {
    EXPECT_EQ(Classify(f, M(3, 3)), Conversion::kImplicit);
    EXPECT_EQ(Classify(M(4, 4), M(3, 3)), Conversion::kWarn);   // upper-left submatrix
    EXPECT_EQ(Classify(M(3, 3), M(4, 4)), Conversion::kNever);
    EXPECT_EQ(Classify(Type::Array(F(2), 2), M(2, 2)), Conversion::kExplicit);  // note (7)
    EXPECT_EQ(Classify(Type::Array(F(3), 2), M(2, 2)), Conversion::kNever);
}

TEST(CgTypes, StructsArraysSamplersAndBool) {
    StructInfo one;
    one.name = "One";
    one.fields.push_back({"v", F(4), "", nullptr});
    Type s = Type::Struct(&one);
    EXPECT_EQ(Classify(s, F(4)), Conversion::kExplicit);  // note (3): first member
    EXPECT_EQ(Classify(F(4), s), Conversion::kExplicit);  // note (4): single field
    EXPECT_EQ(Classify(f, s), Conversion::kExplicit);     // scalar to every member
    EXPECT_EQ(Classify(Type::Array(f, 2), Type::Array(h, 2)), Conversion::kExplicit);
    EXPECT_EQ(Classify(Type::Array(f, 2), Type::Array(f, -1)), Conversion::kImplicit);  // unsized
    EXPECT_EQ(Classify(Type::Sampler(SamplerKind::k2D), Type::Sampler(SamplerKind::kGeneric)),
              Conversion::kImplicit);
    EXPECT_EQ(Classify(Type::Sampler(SamplerKind::k1D), Type::Sampler(SamplerKind::k2D)),
              Conversion::kNever);
    EXPECT_EQ(Classify(f, Type::Sampler(SamplerKind::k2D)), Conversion::kNever);
    // bool <-> number of the same shape is implicit, as cgc made it (code cgc compiled
    // returns a float4 from a bool4 function); a change of shape is not.
    EXPECT_EQ(Classify(f, Type::Scalar(S::kBool)), Conversion::kImplicit);
    EXPECT_EQ(Classify(Type::Vector(S::kBool, 4), Type::Vector(S::kFloat, 4)), Conversion::kImplicit);
    EXPECT_EQ(Classify(Type::Vector(S::kBool, 4), Type::Vector(S::kFloat, 2)), Conversion::kNever);
}

TEST(CgTypes, UsualArithmeticConversions) {
    EXPECT_EQ(CommonScalar(S::kCint, S::kHalf), S::kHalf);     // cint converts to the other
    EXPECT_EQ(CommonScalar(S::kFixed, S::kCint), S::kFixed);
    EXPECT_EQ(CommonScalar(S::kCfloat, S::kHalf), S::kHalf);   // cfloat to the other floating
    EXPECT_EQ(CommonScalar(S::kCfloat, S::kInt), S::kCfloat);  // integral to floating
    EXPECT_EQ(CommonScalar(S::kHalf, S::kFloat), S::kFloat);   // smaller to larger
    EXPECT_EQ(CommonScalar(S::kInt, S::kHalf), S::kHalf);
    EXPECT_EQ(CommonScalar(S::kShort, S::kLong), S::kLong);
    EXPECT_EQ(CommonScalar(S::kInt, S::kUInt), S::kUInt);      // same size: unsigned
    EXPECT_EQ(CommonScalar(S::kCint, S::kCint), S::kCint);
}

TEST(CgTypes, ExactMatchAndPromotion) {
    EXPECT_TRUE(IsExactMatch(Type::Scalar(S::kCfloat), f));
    EXPECT_TRUE(IsExactMatch(Type::Scalar(S::kCint), Type::Scalar(S::kInt)));
    EXPECT_FALSE(IsExactMatch(Type::Scalar(S::kCfloat), h));
    EXPECT_TRUE(IsPromotion(Type::Scalar(S::kCfloat), h));
    EXPECT_TRUE(IsPromotion(h, f));
    EXPECT_FALSE(IsPromotion(f, h));
    EXPECT_TRUE(IsPromotion(Type::Scalar(S::kInt), f));
    EXPECT_FALSE(IsPromotion(F(3), F(4)));  // a shape change is not a promotion
}

TEST(CgTypes, Names) {
    EXPECT_EQ(TypeName(M(3, 4)), "float3x4");
    EXPECT_EQ(TypeName(Type::Array(Type::Array(f, 3), 2)), "float[2][3]");
    EXPECT_EQ(TypeName(Type::Sampler(SamplerKind::kCube)), "samplerCUBE");
    EXPECT_EQ(TypeName(Type::Vector(S::kUInt, 2)), "unsigned int2");
}

// Overload resolution lets only user functions hide library overloads (sema_calls.cpp), so
// no library list may hold two signatures with the same parameter types: such a pair would
// make every call that reaches it ambiguous.
TEST(CgStdlib, EveryOverloadListHasDistinctParameterLists) {
    std::size_t total = 0;
    for (std::string_view name : BuiltinNames()) {
        const std::vector<BuiltinSignature>& sigs = BuiltinOverloads(std::string(name));
        EXPECT_FALSE(sigs.empty()) << name;
        total += sigs.size();
        for (std::size_t i = 0; i < sigs.size(); ++i) {
            EXPECT_EQ(sigs[i].name, name);
            for (std::size_t j = 0; j < i; ++j) EXPECT_FALSE(sigs[i].params == sigs[j].params) << name << " " << i;
        }
    }
    EXPECT_GT(total, 1000u);
}

TEST(CgStdlib, ListsByName) {
    EXPECT_TRUE(BuiltinOverloads("step0").empty());  // a user's name, not the library's
    EXPECT_TRUE(BuiltinOverloads("texFOO").empty());
    // mul: matrix * vector, vector * matrix, and matrix * matrix with 4 result widths, for
    // 16 matrix shapes and float, half, fixed: 3 * 16 * (1 + 1 + 4).
    EXPECT_EQ(BuiltinOverloads("mul").size(), 288u);
    // tex2D: (s, float2), the shadow form (s, float3), and both with ddx and ddy; each of
    // the four also with Cg 3's texel offset (an int2 last).
    EXPECT_EQ(BuiltinOverloads("tex2D").size(), 8u);
    // tex2Dlod, tex2Dfetch: (s, float4) / (s, int4), each also with the texel offset;
    // texCUBEbias has no offset form (the reference manual gives none for cube maps).
    EXPECT_EQ(BuiltinOverloads("tex2Dlod").size(), 2u);
    EXPECT_EQ(BuiltinOverloads("tex2Dfetch").size(), 2u);
    EXPECT_EQ(BuiltinOverloads("texCUBEbias").size(), 1u);
    // saturate: float, half, fixed; scalar and 1 to 4 components.
    EXPECT_EQ(BuiltinOverloads("saturate").size(), 15u);
    EXPECT_EQ(&BuiltinOverloads("dot"), &BuiltinOverloads("dot"));  // generated once
}

}  // namespace
}  // namespace tessera::lang::cg
