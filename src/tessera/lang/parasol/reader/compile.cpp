// SPDX-License-Identifier: MIT
// The Parasol compile driver (see compile.h).
//
// The user's units come first (unit i is the i-th given), the standard library last; IR
// span file indices are unit indices, so the passes' and writers' diagnostics map straight
// back onto the sources.
#include "lang/parasol/reader/compile.h"

#include "lang/arbvp/writer/arbvp_writer.h"
#include "lang/parasol/reader/check.h"
#include "lang/parasol/reader/compile_glsl.h"
#include "lang/parasol/reader/lower.h"
#include "lang/parasol/reader/parser.h"
#include "lang/parasol/reader/stdlib.h"
#include "support/source.h"

namespace tessera::lang::parasol {

namespace {

struct Front {
    std::vector<Unit> units;
    Diags diags;
    Checked checked;
    bool ok = false;
};

void RunFront(const std::vector<SourceUnit>& sources, Front& front) {
    for (const SourceUnit& s : sources) {
        Unit u;
        u.name = s.name;
        if (s.text) u.text = *s.text;
        else if (!support::ReadFile(s.name, u.text))
            front.diags.Error({static_cast<std::uint32_t>(-1), 0, 1}, "cannot read '" + s.name + "'");
        front.units.push_back(std::move(u));
    }
    Unit stdlib;
    stdlib.name = kStandardLibraryName;
    stdlib.text = StandardLibrarySource();
    stdlib.stdlib = true;
    front.units.push_back(std::move(stdlib));
    if (front.diags.HasErrors()) return;
    bool parsed = true;
    for (std::uint32_t i = 0; i < front.units.size(); ++i)
        parsed = ParseUnit(front.units[i], i, front.diags) && parsed;
    if (!parsed) return;
    front.ok = Check(front.units, front.checked, front.diags);
}

// Pass diagnostics carry a byte offset only; they are about the shader's own unit.
bool RunPasses(ir::Module& module, const CompileOptions& options, std::uint32_t unit, Diags& diags) {
    support::DiagnosticList pass_diags;
    ir::passes::Result ran =
        ir::passes::RunPipeline(module, options.optimize ? "lower,optimize" : "lower", options.passes, pass_diags);
    for (const support::Diagnostic& d : pass_diags.All())
        if (d.severity == support::Severity::kError)
            diags.Error({unit, static_cast<std::uint32_t>(d.offset), static_cast<std::uint32_t>(d.length)}, d.message);
    return ran.ok && !pass_diags.HasErrors();
}

// The ARB targets: one shader through its writer, the writer's errors at their spans.
void WriteArbShader(const CompileOptions& options, const Front& front, Diags& diags, bool vertex,
                    CompileResult& r) {
    arbfp::WriterOptions writer;
    writer.limits = arbfp::Arbfp1Limits();
    writer.comments = options.comments;
    writer.profile = vertex ? "arbvp1" : "arbfp1";
    writer.source_text = [&front](std::uint32_t file) -> const std::string* {
        return file < front.units.size() ? &front.units[file].text : nullptr;
    };
    arbfp::WriteResult& written = vertex ? r.arbvp : r.arbfp;
    written = vertex ? arbvp::WriteArbvp(*r.vertex_lowered, writer)
                     : arbfp::WriteArbfp(*r.fragment_lowered, writer);
    for (const arbfp::WriterDiagnostic& d : written.diagnostics)
        if (d.severity == support::Severity::kError)
            diags.Error({d.span.file, d.span.offset, d.span.length ? d.span.length : 1}, d.message);
}

}  // namespace

CompileResult CompileParasol(const CompileOptions& options) {
    CompileResult r;
    Front front;
    RunFront(options.units, front);
    Diags& diags = front.diags;
    auto finish = [&]() -> CompileResult {
        r.diagnostics = diags.Format(front.units);
        r.error_count = diags.ErrorCount();
        r.ok = !diags.HasErrors();
        return std::move(r);
    };
    bool glsl = IsGlslTarget(options.target);
    if (!glsl && options.target != "arbfp1" && options.target != "arbvp1") {
        diags.Error({static_cast<std::uint32_t>(-1), 0, 1},
                    "unknown target '" + options.target + "' (arbfp1, arbvp1, glsl110, glsl120, glsl130, "
                    "glsl330, glsles100 or glsles300)");
        return finish();
    }
    if (!front.ok) return finish();
    ProgramRef program;
    std::string error;
    if (!FindProgram(front.checked, options.program, program, error)) {
        diags.Error({static_cast<std::uint32_t>(-1), 0, 1}, error);
        return finish();
    }
    std::map<std::string, std::string> varyings = VaryingSemantics(*program.vertex, *program.fragment);
    ir::Module vertex, fragment;
    bool lowered = LowerShader(*program.vertex, varyings, front.units, vertex, diags);
    lowered = LowerShader(*program.fragment, varyings, front.units, fragment, diags) && lowered;
    if (!lowered) return finish();
    r.vertex_ir = vertex;
    r.fragment_ir = fragment;
    bool passed = RunPasses(vertex, options, program.vertex->pos.unit, diags);
    passed = RunPasses(fragment, options, program.fragment->pos.unit, diags) && passed;
    if (!passed) return finish();
    r.vertex_lowered = std::move(vertex);
    r.fragment_lowered = std::move(fragment);
    if (glsl) WriteGlslShaders(options, r, diags);
    else WriteArbShader(options, front, diags, options.target == "arbvp1", r);
    return finish();
}

CheckResult CheckParasol(const std::vector<SourceUnit>& units) {
    Front front;
    RunFront(units, front);
    CheckResult r;
    r.ok = front.ok && !front.diags.HasErrors();
    r.diagnostics = front.diags.Format(front.units);
    r.error_count = front.diags.ErrorCount();
    return r;
}

}  // namespace tessera::lang::parasol
