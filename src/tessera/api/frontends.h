// The API's one table of languages: each row names a language, its file extensions and the
// function that compiles it (nullptr while the front end has not landed). A new front end
// is one function in frontends.cpp and one filled-in row; nothing else in the API changes.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "lang/arbfp/writer/arbfp_writer.h"
#include "tessera/tessera.hpp"

namespace tessera::api_detail {

using CompileFunction = CompileResult (*)(const CompileOptions& options);

struct FrontEnd {
    Language language;
    const char* name;
    std::vector<std::string_view> extensions;
    CompileFunction compile;  ///< nullptr: the language is known but does not compile yet
};

std::span<const FrontEnd> FrontEnds();
const FrontEnd& FrontEndOf(Language language);

/// Which entry parameter (by index) each global of the front end's module stands for;
/// globals that are not entry parameters are absent. Returns -1 for those.
struct EntryParameters {
    std::vector<std::string> names;  ///< the globals that hold entry parameters, in order
    std::string return_name;         ///< the global holding the return value, or empty
    int OrdinalOf(std::string_view global) const;
};

/// The API's counts from either ARB target's ResourceCounts (ARBvp has no texture counts).
template <typename CountsT>
Counts CountsOf(const CountsT& c) {
    Counts out;
    out.instructions = static_cast<int>(c.instructions);
    if constexpr (requires { c.tex_indirections; }) {  // fragment programs only
        out.alu_instructions = static_cast<int>(c.alu_instructions);
        out.tex_instructions = static_cast<int>(c.tex_instructions);
        out.tex_indirections = static_cast<int>(c.tex_indirections);
    }
    out.temporaries = static_cast<int>(c.temporaries);
    out.parameters = static_cast<int>(c.parameters);
    out.attributes = static_cast<int>(c.attributes);
    return out;
}

/// Fills `result`'s ARB text, variables, constants and counts from the ARBfp writer's result.
void ReflectArbfp(const lang::arbfp::WriteResult& written, const EntryParameters& entry,
                  CompileResult& result);

/// Parses formatted diagnostics (`file:line:col: error: message` lines, then the source line
/// and caret) back into positions, keeping the formatted text too.
void SetDiagnostics(std::string formatted, CompileResult& result);
std::vector<Diagnostic> ParseDiagnostics(std::string_view formatted);

}  // namespace tessera::api_detail
