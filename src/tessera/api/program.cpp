// SPDX-License-Identifier: MIT
// LoadProgram(): an ARB assembly program read as ProgramStringARB would (ARB_fragment_program
// 3.11.1, ARB_vertex_program 2.14.1): validated against the chosen limits and counted.
#include "api/frontends.h"
#include "lang/arbfp/reader/reader.h"
#include "lang/arbvp/reader/reader.h"
#include "support/diagnostic.h"
#include "support/source.h"
#include "tessera/tessera.hpp"

namespace tessera {

namespace {

// Runs one target's reader and fills what both targets share.
template <typename Reader, typename LimitsT>
auto ReadInto(Reader read, const LimitsT& limits, const support::SourceFile& source,
              ProgramInfo& info) {
    auto result = read(source.Text(), limits);
    info.diagnostics_text = support::FormatDiagnostics(source, result.diagnostics);
    info.diagnostics = api_detail::ParseDiagnostics(info.diagnostics_text);
    info.error_position = result.error_position;
    info.ok = result.program.has_value();
    return result;
}

// The target to read `text` as: the one the caller names, whatever the header says, as
// ProgramStringARB(target, ...) reads any text as its target's program (so the other
// target's header is the reader's "a vertex program must begin with '!!ARBvp1.0'"); when
// none is named, the header's, else the extension of `name`, else a fragment program.
Language TargetOf(std::string_view text, std::string_view name, std::optional<Language> expected) {
    if (expected == Language::kArbvp || expected == Language::kArbfp) return *expected;
    if (text.starts_with("!!ARBvp1.0")) return Language::kArbvp;
    if (text.starts_with("!!ARBfp1.0")) return Language::kArbfp;
    return LanguageFromPath(name) == Language::kArbvp ? Language::kArbvp : Language::kArbfp;
}

}  // namespace

ProgramInfo LoadProgram(std::string_view text, std::string_view name, Limits limits,
                        std::optional<Language> expected) {
    ProgramInfo info;
    const support::SourceFile source{std::string(name), std::string(text)};
    const bool minimum = limits == Limits::kMinimum;
    const bool nv = limits == Limits::kNvOptions;
    info.language = TargetOf(text, name, expected);
    if (info.language == Language::kArbvp) {
        using VertexLimits = lang::arbasm::vertex::Limits;
        VertexLimits vertex = minimum ? VertexLimits::Minimum() : VertexLimits::Default();
        auto read = ReadInto(&lang::arbvp::ReadProgram, nv ? vertex.WithNvOptions() : vertex, source, info);
        if (read.program) info.counts = api_detail::CountsOf(read.program->counts);
        return info;
    }
    using FragmentLimits = lang::arbasm::fragment::Limits;
    FragmentLimits fragment = minimum ? FragmentLimits::Minimum() : FragmentLimits::Default();
    auto read = ReadInto(&lang::arbfp::ReadProgram, nv ? fragment.WithNvOptions() : fragment, source, info);
    if (!read.program) return info;
    info.counts = api_detail::CountsOf(read.program->counts);
    for (const auto& target : read.program->unit_targets)
        info.texture_units.push_back(target ? lang::arbasm::fragment::TextureTargetName(*target) : "");
    return info;
}

}  // namespace tessera
