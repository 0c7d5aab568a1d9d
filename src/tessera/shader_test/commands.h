// SPDX-License-Identifier: MIT
// The [test] commands' handlers, shared by runner.cpp (which dispatches) and commands.cpp
// (which implements them). Not part of the module's public API.
//
// Every command is one small function with the same signature, found by name in one
// table: adding a command is a grammar line in parser.cpp and a handler line in
// commands.cpp, never a new branch in a chain of ifs.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "lang/arbfp/writer/arbfp_writer.h"
#include "runtime/gl/context.h"
#include "runtime/texture/texture.h"
#include "shader_test/parser.h"

namespace tessera::shader_test::detail {

/// A GLSL program's interface: where the compiler put each uniform and sampler, and the
/// texture unit each sampler uniform names (glUniform1i; 0 until set, as GLSL says).
struct GlslInterface {
    std::vector<lang::arbfp::Binding> bindings;
    /// The compiled [vertex shader]'s uniforms (a uniform both stages use is set in both).
    std::vector<lang::arbfp::Binding> vertex_bindings;
    std::map<std::string, int> sampler_units;
    /// The compiled [vertex shader]'s user attributes -> generic attribute index.
    std::map<std::string, int> attributes;
};

/// What the run knows besides the context: piglit's shader_runner state.
struct RunState {
    explicit RunState(runtime::gl::Context& c) : context(c) {}

    runtime::gl::Context& context;
    int width = 0;
    int height = 0;
    /// glActiveTexture: the unit the last `texture` command used; texparameter acts on it.
    int active_unit = 0;
    /// The buffers `clear` clears: shader_runner's clear_bits, set by `clear color` and
    /// `clear depth` (so a `clear` before either clears nothing, as in piglit).
    bool clear_color = false;
    bool clear_depth = false;
    /// The textures the commands created, writable (the units hold them as const).
    std::map<std::pair<int, runtime::texture::Target>, std::shared_ptr<runtime::texture::Texture>>
        textures;
    /// Failed probes, "line N: probe at ...".
    std::vector<std::string> failures;
    /// Failed `probe warn` probes: piglit reports the test WARN, not FAIL, when only these
    /// fail.
    std::vector<std::string> warnings;
    /// Set when the test's fragment shader is GLSL (compiled to the bound ARBfp program).
    std::optional<GlslInterface> glsl;
    /// The GLSL program did not link (a link error of lang/glsl: a function defined in no
    /// shader of a stage...); the test runs on only to its `link error` command.
    bool link_failed = false;
    /// The test's [vertex data] section, read by `draw arrays`; null when there is none.
    const Section* vertex_data = nullptr;
};

/// How a command ended: carry on, or stop the test as skipped or failed.
struct Step {
    enum class Kind { kOk, kSkip, kError };
    Kind kind = Kind::kOk;
    std::string message;

    static Step Ok() { return {}; }
    static Step Skip(std::string message) { return {Kind::kSkip, std::move(message)}; }
    static Step Error(std::string message) { return {Kind::kError, std::move(message)}; }
};

using Handler = Step (*)(RunState& state, const Command& command);

struct CommandHandler {
    std::string_view name;  ///< a grammar name from parser.cpp
    Handler handler;
};

std::span<const CommandHandler> CommandHandlers();

/// The handlers of the GLSL commands (glsl_stage.cpp): `uniform`, `link success`,
/// `link error`, `hint`.
std::span<const CommandHandler> GlslCommandHandlers();

/// The handlers of [vertex data] and vertex shading (vertex_data.cpp): `draw arrays`,
/// `enable`, `disable`, `shade model`, `clip plane`.
std::span<const CommandHandler> VertexCommandHandlers();

/// The handler for `name`, or null.
Handler FindHandler(std::string_view name);

/// What every draw command does first: with a GLSL program, binds each sampler's texture
/// unit (the one its uniform names) to the unit the compiler gave the sampler.
void PrepareDraw(RunState& state);

/// glProgramStringARB of `text` on a new program object for `target`, bound and enabled,
/// as shader_runner does for its program sections. `what` names the source in errors;
/// `first_line` is the file line of the text's first line.
Step LoadProgramText(RunState& state, runtime::gl::ProgramTarget target, std::string_view text,
                     std::string_view what, std::uint32_t first_line);

}  // namespace tessera::shader_test::detail
