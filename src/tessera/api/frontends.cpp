// One function per language, and the table that lists them (frontends.h says why).
//
// Each function turns the API's CompileOptions into its front end's options, runs it, and
// hands the ARBfp writer's result to ReflectArbfp, which every ARB-producing front end
// shares. To add a language: write `CompileX` here (or in its own file of this folder), put
// it into its row of kFrontEnds, and link its library in CMakeLists.txt.
#include "api/frontends.h"

#include <algorithm>

#include "lang/cg/compile.h"

namespace tessera::api_detail {

namespace {

// The Cg front end keeps the entry function as `ENTRY_cg` and makes its parameters globals,
// after the source's own globals and before the return value (lang/cg/lower_entry.cpp).
EntryParameters CgEntryParameters(const ir::Module& module, const std::string& entry) {
    EntryParameters out;
    auto impl = std::find_if(module.functions.begin(), module.functions.end(),
                             [&](const ir::Function& f) { return f.name == entry + "_cg"; });
    if (impl == module.functions.end()) return out;
    const std::size_t returns = impl->return_type != module.types.Void() ? 1 : 0;
    const std::size_t params = impl->params.size();
    if (module.globals.size() < params + returns) return out;
    const std::size_t first = module.globals.size() - params - returns;
    for (std::size_t i = 0; i < params; ++i) out.names.push_back(module.globals[first + i].name);
    if (returns) out.return_name = module.globals.back().name;
    return out;
}

CompileResult CompileCg(const CompileOptions& options) {
    lang::cg::CompileOptions cg;
    cg.source_name = options.source_name;
    cg.source_text = options.source_text;
    cg.include_dirs = options.include_dirs;
    for (const Define& d : options.defines)
        cg.defines.push_back({d.undefine, d.undefine ? d.name : d.name + "=" + d.value});
    cg.entry = options.entry;
    cg.profile = options.profile;
    cg.optimize = options.optimize;
    cg.fast_math = options.fast_math;
    cg.comments = options.comments;
    cg.uniforms_to_env = options.uniforms_to_env;

    lang::cg::CompileResult compiled = lang::cg::CompileCg(cg);
    CompileResult result;
    result.entry = options.entry;
    result.profile = options.profile;
    SetDiagnostics(std::move(compiled.diagnostics), result);
    result.error_count = compiled.error_count;
    result.warning_count = compiled.warning_count;
    if (!compiled.ok) return result;
    EntryParameters entry;
    if (compiled.ir) {
        entry = CgEntryParameters(*compiled.ir, options.entry);
        result.source_files = compiled.ir->files;
    }
    ReflectArbfp(compiled.arbfp, entry, result);
    result.ok = true;
    return result;
}

const FrontEnd kFrontEnds[] = {
    {Language::kArbfp, "arbfp", {"fp", "arbfp"}, nullptr},
    {Language::kArbvp, "arbvp", {"vp", "arbvp"}, nullptr},
    {Language::kCg, "cg", {"cg"}, &CompileCg},
    {Language::kGlsl, "glsl", {"frag", "glsl"}, nullptr},
    {Language::kParasol, "parasol", {"p"}, nullptr},
    {Language::kIsl, "isl", {"isl"}, nullptr},
};

}  // namespace

std::span<const FrontEnd> FrontEnds() { return kFrontEnds; }

const FrontEnd& FrontEndOf(Language language) {
    for (const FrontEnd& f : kFrontEnds)
        if (f.language == language) return f;
    return kFrontEnds[0];  // unreachable: every Language has a row
}

}  // namespace tessera::api_detail
