// SPDX-License-Identifier: MIT
// Hand-derived pixel values for small shaders, under both plans. The scenes are in
// runtime/raster/meshes.h: the plane spans [-0.9,0.9]^2 at z = 0 facing +z, the sphere has
// radius 0.9 and its normal at the image centre is (0,0,1); the view is orthographic down
// -z, so a 32x32 image's pixel (16,16) (centre (16.5,16.5), object (0.03,0.03)) lies on
// both, and pixel (0,0) (object (-0.97,-0.97)) on neither.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/isl/isl_test_support.h"

namespace tessera::lang::isl::testing {
namespace {

const plan::PlanKind kPlans[] = {plan::PlanKind::kMultipass, plan::PlanKind::kFused};

void ExpectColor(const support::Vec4& c, float r, float g, float b, float a, float tolerance = 1e-5f) {
    EXPECT_NEAR(c[0], r, tolerance);
    EXPECT_NEAR(c[1], g, tolerance);
    EXPECT_NEAR(c[2], b, tolerance);
    EXPECT_NEAR(c[3], a, tolerance);
}

TEST(IslRender, ConstantColorOnPlane) {
    for (plan::PlanKind plan : kPlans) {
        Render r = RenderIsl("surface red() { FB = color(1,0,0,1); }", plan, "plane");
        ASSERT_TRUE(r.compiled.ok) << r.compiled.diagnostics;
        ASSERT_TRUE(r.image.ok) << r.image.error;
        EXPECT_EQ(plan::PassCount(r.compiled.plan), 1);
        ExpectColor(r.At(16, 16), 1, 0, 0, 1);
        ExpectColor(r.At(0, 0), 0, 0, 0, 1);  // background, outside the plane
    }
}

// diffuse() = color * max(N.L, 0), alpha included. Pixel (16,16)'s centre is object
// (1/32, 1/32), where the sphere's normal is n = (x/0.9, y/0.9, sqrt(1 - 2 (x/0.9)^2))
// = (0.03472, 0.03472, 0.99879); with L = (0,1,1)/sqrt(2), N.L = 0.73081, and the light
// colour 0.5 gives 0.36541 (alpha 1 gives 0.73081).
TEST(IslRender, DiffuseSphereCentre) {
    for (plan::PlanKind plan : kPlans) {
        Render r = RenderIsl("surface d() { FB = diffuse(); }", plan, "sphere",
                             {{plan::LightKind::kDistant, {0.5f, 0.5f, 0.5f, 1}, {0, 1, 1}}});
        ASSERT_TRUE(r.compiled.ok) << r.compiled.diagnostics;
        ASSERT_TRUE(r.image.ok) << r.image.error;
        // The mesh's interpolated normal is within 0.2% of the sphere's.
        ExpectColor(r.At(16, 16), 0.36541f, 0.36541f, 0.36541f, 0.73081f, 0.002f);
    }
}

// The spec's example shader (section XI): FB = diffuse(); FB *= c*f. On the plane N = L =
// (0,0,1): diffuse = (0.8, 0.8, 0.8, 1), times (1,0,0,1) * 0.25 = (0.2, 0, 0, 0.25).
TEST(IslRender, SpecExampleShader) {
    const char* text = "surface shadertest( uniform color c = color(1,0,0,1); uniform float f = .25)\n"
                       "{ FB = diffuse(); FB *= c*f; return FB; }";
    for (plan::PlanKind plan : kPlans) {
        Render r = RenderIsl(text, plan, "plane", {{plan::LightKind::kDistant, {0.8f, 0.8f, 0.8f, 1}, {0, 0, 1}}});
        ASSERT_TRUE(r.compiled.ok) << r.compiled.diagnostics;
        ASSERT_TRUE(r.image.ok) << r.image.error;
        ExpectColor(r.At(16, 16), 0.2f, 0, 0, 0.25f);
    }
}

// A parameter formal is a plan input: a new value changes the picture without a recompile.
TEST(IslRender, ParameterChangesWithoutRecompile) {
    const char* text = "surface p(parameter color c = color(0.25,0.5,0.75,1)) { FB = c; FB += c*0.5; }";
    for (plan::PlanKind plan : kPlans) {
        Render r = RenderIsl(text, plan, "plane");
        ASSERT_TRUE(r.compiled.ok) << r.compiled.diagnostics;
        ExpectColor(r.At(16, 16), 0.375f, 0.75f, 1.0f, 1.0f);  // 1.125 clamps to 1
        mp::ExecuteOptions run;
        run.width = run.height = 32;
        run.inputs["c"] = {0.5f, 0, 0, 0.5f};
        auto image = mp::Execute(r.compiled.plan, runtime::raster::PlaneMesh(), run);
        ASSERT_TRUE(image.ok);
        ExpectColor(image.color[16 * 32 + 16], 0.75f, 0, 0, 0.75f);
    }
}

// if (FB[0] > 0.5) ... else ...: the relation on the diffuse term of a point light that
// stands left of the plane's centre, so it holds on the left and fails on the right.
TEST(IslRender, VaryingIfSelectsPixels) {
    const char* text = "surface s() { FB = diffuse(); if (FB[0] > 0.5) FB = color(0,1,0,1); else FB.b = 1; }";
    for (plan::PlanKind plan : kPlans) {
        Render r = RenderIsl(text, plan, "plane", {{plan::LightKind::kPoint, {1, 1, 1, 1}, {-0.6f, 0, 0.3f}}});
        ASSERT_TRUE(r.compiled.ok) << r.compiled.diagnostics;
        ASSERT_TRUE(r.image.ok) << r.image.error;
        // Light at (-0.6,0,0.3). Pixel x=12 (object x=-0.21875): L = (-0.381,0,0.3)
        // normalised, N.L = 0.3/0.485 = 0.62 > 0.5.
        ExpectColor(r.At(12, 16), 0, 1, 0, 1);
        // Pixel x=20 (object x=0.28125): N.L = 0.3/sqrt(0.881^2 + 0.3^2) = 0.322 <= 0.5 (and y
        // = 0.03125 changes it by under 0.1%): blue set, the rest kept.
        support::Vec4 c = r.At(20, 16);
        EXPECT_NEAR(c[0], 0.322f, 0.002f);
        EXPECT_NEAR(c[2], 1.0f, 1e-6f);
    }
}

// An ISL light shader as a scene light: its result is the light's color per pixel. The
// distant light shader returns c * intensity = (1, 0.5, 0, 1) * 0.5; on the plane with the
// light down the z axis (identity shadermatrix) N.L = 1, so diffuse() is (0.5, 0.25, 0, 0.5);
// its parameter formal is the input "light0.intensity" (0.8 gives (0.8, 0.4, 0, 0.8)).
TEST(IslRender, LightShaderFeedsDiffuse) {
    for (plan::PlanKind plan : kPlans) {
        CompileOptions options;
        options.text = "surface s() { FB = diffuse(); }";
        options.plan = plan;
        options.lights = {plan::LightKind::kAmbient};  // replaced by the shader's kind
        options.light_shaders = {{"key.isl", "distantlight key(parameter color c = color(1, 0.5, 0, 1);\n"
                                             "  parameter float intensity = 0.5) { return c * intensity; }"}};
        CompileResult compiled = CompileIsl(options);
        ASSERT_TRUE(compiled.ok) << compiled.diagnostics;
        mp::ExecuteOptions run;
        run.width = run.height = 32;
        auto image = mp::Execute(compiled.plan, runtime::raster::PlaneMesh(), run);
        ASSERT_TRUE(image.ok) << image.error;
        ExpectColor(image.color[16 * 32 + 16], 0.5f, 0.25f, 0, 0.5f);
        run.inputs["light0.intensity"] = {0.8f};
        image = mp::Execute(compiled.plan, runtime::raster::PlaneMesh(), run);
        ExpectColor(image.color[16 * 32 + 16], 0.8f, 0.4f, 0, 0.8f);
    }
}

TEST(IslRender, LightShaderMustBeALight) {
    CompileOptions options;
    options.text = "surface s() { FB = diffuse(); }";
    options.lights = {plan::LightKind::kDistant};
    options.light_shaders = {{"notalight.isl", "surface t() { }"}};
    ExpectRejected(options, "notalight.isl:1:9: error: a light needs an ambientlight, distantlight or pointlight shader");
}

}  // namespace
}  // namespace tessera::lang::isl::testing
