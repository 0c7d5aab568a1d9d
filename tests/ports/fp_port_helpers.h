// SPDX-License-Identifier: MIT
// What every piglit port needs: load a program, set up piglit's projection, draw, probe.
//
// piglit's C tests are short GL programs: compile one or more fragment programs, set an
// orthographic projection that maps object units to pixels (or to a 2x2 grid of cells),
// draw rectangles and read pixels back with a tolerance. The helpers below are that
// vocabulary over Tessera's Context, so each port reads like the behaviour it checks and
// not like plumbing. Probes return gtest AssertionResults, so a failure names the pixel,
// what was expected and what was observed; the rectangle probe stops at the first
// mismatching pixel instead of printing thousands of failures.
//
// Mesa: when the harness of tests/mesa is built (TESSERA_HAVE_MESA), ports may also ask
// Mesa's llvmpipe for the same answer. REQUIRE_MESA() skips such a test when Mesa cannot
// be started, except when CI=true, where a missing reference is a failure.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>

#include "runtime/gl/context.h"
#include "runtime/texture/texture.h"

#ifdef TESSERA_HAVE_MESA
#include "mesa_gl.h"
#endif

namespace tessera::ports {

using runtime::gl::Capability;
using runtime::gl::Context;
using runtime::gl::GlError;
using runtime::gl::MatrixMode;
using runtime::gl::ProgramFormat;
using runtime::gl::ProgramQuery;
using runtime::gl::ProgramTarget;
using support::Vec4;

inline constexpr ProgramTarget kFragment = ProgramTarget::kFragmentProgram;

/// Quantisation of an RGBA8 framebuffer (half a step) plus room for the spec's
/// approximations of transcendental functions.
inline constexpr float kUnorm8Tolerance = 1.0f / 255;

/// Generates a program object, binds it to the fragment target and loads `text`. Returns
/// the object's name, or 0 after recording a test failure with the error string.
inline std::uint32_t LoadFragmentProgram(Context& context, std::string_view text) {
    runtime::gl::ProgramObjects& programs = context.Programs();
    const std::uint32_t name = programs.GenPrograms(1).front();
    EXPECT_EQ(programs.BindProgram(kFragment, name), GlError::kNoError);
    if (programs.ProgramString(kFragment, ProgramFormat::kAscii, text) != GlError::kNoError) {
        ADD_FAILURE() << "program did not load: " << programs.ErrorString() << "\n" << text;
        return 0;
    }
    return name;
}

/// Whether `text` loads into a fresh program object (the error string goes to `error`).
inline bool TryLoad(Context& context, std::string_view text, std::string* error = nullptr) {
    runtime::gl::ProgramObjects& programs = context.Programs();
    const std::uint32_t name = programs.GenPrograms(1).front();
    programs.BindProgram(kFragment, name);
    const bool ok =
        programs.ProgramString(kFragment, ProgramFormat::kAscii, text) == GlError::kNoError;
    if (error != nullptr) *error = programs.ErrorString();
    return ok;
}

/// GetProgramivARB on the fragment target; fails the test on a GL error.
inline std::int32_t Query(const Context& context, ProgramQuery pname) {
    std::int32_t value = -12345;
    EXPECT_EQ(context.Programs().GetProgramiv(kFragment, pname, &value), GlError::kNoError)
        << "query 0x" << std::hex << static_cast<std::uint32_t>(pname);
    return value;
}

/// glOrtho on a fresh projection matrix, identity modelview (piglit_ortho_projection and
/// the Reshape functions of the older tests).
inline void SetOrtho(Context& context, double l, double r, double b, double t, double n = -1,
                     double f = 1) {
    runtime::gl::GlState& state = context.State();
    state.SetMatrixMode(MatrixMode::kProjection);
    state.LoadIdentity();
    EXPECT_EQ(state.Ortho(l, r, b, t, n, f), GlError::kNoError);
    state.SetMatrixMode(MatrixMode::kModelview);
    state.LoadIdentity();
}

/// One object unit per pixel over the whole framebuffer.
inline void SetPixelOrtho(Context& context) {
    SetOrtho(context, 0, context.Framebuffer().Width(), 0, context.Framebuffer().Height());
}

inline std::string Format(const Vec4& v) {
    std::ostringstream out;
    out.precision(7);
    out << "(" << v[0] << ", " << v[1] << ", " << v[2] << ", " << v[3] << ")";
    return out.str();
}

/// Whether the first `components` components of `observed` are within `tolerance` of
/// `expected` (3 for piglit's probe_rgb, which ignores alpha).
inline ::testing::AssertionResult Near(const Vec4& observed, const Vec4& expected, float tolerance,
                                       int components = 4) {
    for (int i = 0; i < components; ++i) {
        if (!(std::fabs(observed[i] - expected[i]) <= tolerance)) {
            return ::testing::AssertionFailure()
                   << "observed " << Format(observed) << ", expected " << Format(expected)
                   << " (component " << i << ", tolerance " << tolerance << ")";
        }
    }
    return ::testing::AssertionSuccess();
}

inline Vec4 Pixel(const Context& context, int x, int y) {
    return context.Framebuffer().ColorAt(x, y);
}

/// Probes one pixel.
inline ::testing::AssertionResult PixelNear(const Context& context, int x, int y,
                                            const Vec4& expected, float tolerance,
                                            int components = 4) {
    ::testing::AssertionResult result = Near(Pixel(context, x, y), expected, tolerance, components);
    if (!result) result << " at pixel (" << x << ", " << y << ")";
    return result;
}

/// Probes every pixel of the rectangle (x, y, w, h); reports the first mismatch only.
inline ::testing::AssertionResult RectNear(const Context& context, int x, int y, int w, int h,
                                           const Vec4& expected, float tolerance,
                                           int components = 4) {
    for (int j = y; j < y + h; ++j) {
        for (int i = x; i < x + w; ++i) {
            ::testing::AssertionResult result =
                PixelNear(context, i, j, expected, tolerance, components);
            if (!result) return result;
        }
    }
    return ::testing::AssertionSuccess();
}

/// A texture of `target` holding `image` at level 0, NEAREST filters, CLAMP_TO_EDGE.
inline std::shared_ptr<runtime::texture::Texture> MakeNearestTexture(
    runtime::texture::Target target, runtime::texture::BaseFormat format,
    runtime::texture::Image image) {
    using namespace runtime::texture;
    auto texture = std::make_shared<Texture>(target, format);
    texture->Params().min_filter = Filter::kNearest;
    texture->Params().mag_filter = Filter::kNearest;
    texture->Params().wrap_s = texture->Params().wrap_t = texture->Params().wrap_r =
        Wrap::kClampToEdge;
    texture->SetImage(0, std::move(image));
    return texture;
}

inline bool RunningInCi() {
    const char* ci = std::getenv("CI");
    return ci != nullptr && std::string_view(ci) == "true";
}

}  // namespace tessera::ports

#ifdef TESSERA_HAVE_MESA
/// Skips the calling test when Mesa cannot be started, or fails it when CI=true.
#define REQUIRE_MESA()                                                                 \
    do {                                                                               \
        if (!::tessera::testing::MesaAvailable()) {                                    \
            if (::tessera::ports::RunningInCi()) {                                     \
                FAIL() << ::tessera::testing::MesaUnavailableReason() << " (CI=true)"; \
            } else {                                                                   \
                GTEST_SKIP() << ::tessera::testing::MesaUnavailableReason();           \
            }                                                                          \
        }                                                                              \
    } while (false)

namespace tessera::ports {

/// Renders `request` on Mesa, failing the test when the draw could not be made.
inline testing::RenderResult MesaRender(const testing::RenderRequest& request) {
    testing::RenderResult result = testing::RenderFragmentProgram(request);
    EXPECT_TRUE(result.ok()) << result.error << "\n" << request.program;
    return result;
}

/// Probes pixel (x, y) of a Mesa render.
inline ::testing::AssertionResult MesaPixelNear(const testing::RenderResult& result,
                                                const testing::RenderRequest& request, int x, int y,
                                                const Vec4& expected, float tolerance,
                                                int components = 4) {
    if (!result.ok()) return ::testing::AssertionFailure() << "no render: " << result.error;
    ::testing::AssertionResult r =
        Near(result.At(x, y, request.width), expected, tolerance, components);
    if (!r) r << " at Mesa pixel (" << x << ", " << y << ")";
    return r;
}

}  // namespace tessera::ports
#endif
