// The [test] commands' handlers, shared by runner.cpp (which dispatches) and commands.cpp
// (which implements them). Not part of the module's public API.
//
// Every command is one small function with the same signature, found by name in one
// table: adding a command is a grammar line in parser.cpp and a handler line in
// commands.cpp, never a new branch in a chain of ifs.
#pragma once

#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "runtime/gl/context.h"
#include "runtime/texture/texture.h"
#include "shader_test/parser.h"

namespace tessera::shader_test::detail {

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

/// The handler for `name`, or null.
Handler FindHandler(std::string_view name);

}  // namespace tessera::shader_test::detail
