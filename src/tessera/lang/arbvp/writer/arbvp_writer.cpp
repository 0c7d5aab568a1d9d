// SPDX-License-Identifier: MIT
// The ARBvp writer's driver and the vertex target: Cg's arbvp1 binding semantics, and the
// re-read of the written text by our ARBvp reader.
//
// Inputs (Cg arbvp1; ATTRn names generic attribute n):
//   POSITION -> vertex.position    BLENDWEIGHT -> vertex.weight    NORMAL -> vertex.normal
//   COLOR COLOR0 DIFFUSE -> vertex.color    COLOR1 SPECULAR -> vertex.color.secondary
//   FOG FOGCOORD -> vertex.fogcoord    TEXCOORDn -> vertex.texcoord[n]    ATTRn -> vertex.attrib[n]
//   TANGENT -> vertex.attrib[14]    BINORMAL -> vertex.attrib[15]    BLENDINDICES -> vertex.attrib[7]
//   (the NV_vertex_program numbering cgc used; Ogre's GL render system feeds tangents to
//   attribute 14 for Cg's arbvp1 programs, its samples' TANGENT inputs)
// Outputs (Cg spec "Vertex Output Binding Semantics", and the arbvp1 profile's additions):
//   POSITION HPOS -> result.position    PSIZE PSIZ -> result.pointsize (x)
//   COLOR COLOR0 COL0 COL -> result.color    COLOR1 COL1 -> result.color.secondary
//   BCOL0 -> result.color.back    BCOL1 -> result.color.back.secondary
//   TEXCOORDn TEXn -> result.texcoord[n]    FOG FOGC FOGCOORD -> result.fogcoord (x)
#include "lang/arbvp/writer/arbvp_writer.h"

#include <algorithm>

#include "lang/arbfp/writer/isel.h"
#include "lang/arbvp/reader/reader.h"

namespace tessera::lang::arbvp {

namespace {

using arbfp::Binding;
using arbfp::writer_detail::OutputRegister;

bool Indexed(const std::string& s, const std::string& prefix, int limit, int& n) {
    if (s.size() <= prefix.size() || s.compare(0, prefix.size(), prefix) != 0) return false;
    n = 0;
    for (std::size_t i = prefix.size(); i < s.size(); ++i) {
        if (s[i] < '0' || s[i] > '9' || n > 1000) return false;
        n = n * 10 + (s[i] - '0');
    }
    return n < limit;
}

template <std::size_t N>
bool OneOf(const std::string& s, const char* const (&names)[N]) {
    return std::find(std::begin(names), std::end(names), s) != std::end(names);
}

bool VertexInput(const std::string& sem, Binding& record) {
    int n = 0;
    std::string& r = record.resource;
    if (sem == "POSITION") r = "vertex.position";
    else if (sem == "BLENDWEIGHT") r = "vertex.weight";
    else if (sem == "NORMAL") r = "vertex.normal";
    else if (OneOf(sem, {"COLOR", "COLOR0", "DIFFUSE"})) r = "vertex.color";
    else if (OneOf(sem, {"COLOR1", "SPECULAR"})) r = "vertex.color.secondary";
    else if (OneOf(sem, {"FOG", "FOGCOORD"})) r = "vertex.fogcoord";
    else if (Indexed(sem, "TEXCOORD", 8, n)) r = "vertex.texcoord[" + std::to_string(n) + "]";
    else if (Indexed(sem, "ATTR", 16, n)) r = "vertex.attrib[" + std::to_string(n) + "]";
    else if (sem == "TANGENT" || sem == "TANGENT0") r = "vertex.attrib[14]";
    else if (sem == "BINORMAL" || sem == "BINORMAL0") r = "vertex.attrib[15]";
    else if (sem == "BLENDINDICES" || sem == "BLENDINDICES0") r = "vertex.attrib[7]";
    else return false;
    return true;
}

bool VertexOutput(const std::string& sem, Binding& record, OutputRegister& reg) {
    constexpr int kSets = static_cast<int>(arbasm::kMaxTexCoordSets);
    int n = 0;
    int scalar = -1;
    std::string& r = record.resource;
    if (OneOf(sem, {"POSITION", "HPOS"})) r = "result.position";
    else if (OneOf(sem, {"PSIZE", "PSIZ"})) r = "result.pointsize", scalar = 0;
    else if (OneOf(sem, {"COLOR", "COLOR0", "COL0", "COL"})) r = "result.color";
    else if (OneOf(sem, {"COLOR1", "COL1"})) r = "result.color.secondary";
    else if (sem == "BCOL0") r = "result.color.back";
    else if (sem == "BCOL1") r = "result.color.back.secondary";
    else if (Indexed(sem, "TEXCOORD", kSets, n) || Indexed(sem, "TEX", kSets, n))
        r = "result.texcoord[" + std::to_string(n) + "]";  // up to the target's texcoord_sets (the Binder)
    else if (OneOf(sem, {"FOG", "FOGC", "FOGCOORD"})) r = "result.fogcoord", scalar = 0;
    else return false;
    reg = {r, scalar};  // 2.14.3.4: fogcoord and pointsize are read from x
    return true;
}

/// vp30 and vp40 add the clip distances (NV_vertex_program2_option's result.clip[n], Cg's
/// CLP0 to CLP5; x is the distance, as fogcoord's).
bool NvVertexOutput(const std::string& sem, Binding& record, OutputRegister& reg) {
    int n = 0;
    if (!Indexed(sem, "CLP", 8, n)) return VertexOutput(sem, record, reg);
    record.resource = "result.clip[" + std::to_string(n) + "]";
    reg = {record.resource, 0};
    return true;
}

arbfp::writer_detail::StageTarget VertexTarget(const Limits& limits) {
    arbfp::writer_detail::StageTarget t;
    t.stage = ir::Stage::kVertex;
    t.language = "ARBvp";
    t.header = "!!ARBvp1.0";
    t.grammar = arbasm::Target::kVertex;
    t.binding_limits = limits.Bindings();
    t.texcoord_sets = limits.TexCoordSets();
    t.bind_input = VertexInput;
    t.bind_output = VertexOutput;
    t.inputs_hint = "a vertex attribute of arbvp1 (POSITION, NORMAL, COLOR0, COLOR1, TEXCOORDn, FOG, ATTRn...)";
    t.outputs_hint = "arbvp1 cannot write (POSITION, COLOR0, COLOR1, TEXCOORDn, FOG, PSIZE...)";
    t.has_textures = false;
    t.has_relative_addressing = true;
    t.has_select = false;
    t.has_trigonometry = false;
    return t;
}

/// The fragment Limits fields the shared binder reads, from the vertex limits (texture
/// units only where the target fetches textures: NV_vertex_program3).
arbfp::Limits BinderLimits(const Limits& l, bool textures) {
    arbfp::Limits f = arbfp::Limits::Default();
    f.max_local_parameters = l.max_local_parameters;
    f.max_env_parameters = l.max_env_parameters;
    f.max_parameters = l.max_parameters;
    f.max_temporaries = l.max_temporaries;
    f.max_texture_image_units = textures ? l.max_texture_image_units : 0;
    return f;
}

Limits Generous(const Limits& a) {
    Limits d = Limits::Default();
    d.nv_vertex_program2_option = a.nv_vertex_program2_option;
    d.nv_vertex_program3 = a.nv_vertex_program3;
    d.max_instructions = std::max(d.max_instructions, a.max_instructions);
    d.max_temporaries = std::max(d.max_temporaries, a.max_temporaries);
    d.max_parameters = std::max(d.max_parameters, a.max_parameters);
    d.extended_texcoord_sets = a.extended_texcoord_sets;
    return d;
}

}  // namespace

Limits Arbvp1Limits() { return Limits::Default(); }

arbfp::WriteResult WriteArbvp(const ir::Module& lowered, const arbfp::WriterOptions& options,
                              const Limits& limits) {
    arbfp::WriteResult result;
    arbfp::writer_detail::StageTarget target = VertexTarget(limits);
    arbfp::writer_detail::Diags diags{&result.diagnostics};
    if (!arbfp::writer_detail::EnableNvOption(target, options.nv_option)) {
        diags.Error({}, "unknown vertex program option '" + options.nv_option + "'");
        return result;
    }
    if (target.nv_option != nullptr) target.bind_output = NvVertexOutput;
    arbfp::WriterOptions o = options;
    o.limits = BinderLimits(limits, target.has_textures);
    std::string text = arbfp::writer_detail::WriteProgramText(lowered, o, target, result);
    if (text.empty()) return result;
    const ir::Span span = lowered.functions[lowered.entry].span;
    // A program naming an option is read with the options accepted.
    const Limits strict = target.nv_option != nullptr ? limits.WithNvOptions() : limits;
    const Limits generous = Generous(strict);
    ReadResult read = ReadProgram(text, generous);
    if (!read.program) {
        diags.Error(span, "the written ARBvp program does not load: " + read.error_string);
        return result;
    }
    const ResourceCounts& c = read.program->counts;
    result.counts.instructions = result.counts.alu_instructions = c.instructions;
    result.counts.temporaries = c.temporaries;
    result.counts.parameters = c.parameters;
    result.counts.attributes = c.attributes;
    auto check = [&](std::uint32_t used, std::uint32_t limit, const char* what) {
        if (used > limit)
            diags.Error(span, std::string("the program does not fit the profile: it needs ") + std::to_string(used) +
                                  " " + what + ", the limit is " + std::to_string(limit));
    };
    check(c.instructions, limits.max_instructions, "instructions");
    check(c.temporaries, limits.max_temporaries, "temporaries");
    check(c.parameters, limits.max_parameters, "parameters");
    check(c.attributes, limits.max_attributes, "attributes");
    if (diags.HasErrors()) return result;
    if (!(strict == generous)) {  // with the same limits, the read above was the strict one
        ReadResult again = ReadProgram(text, strict);
        if (!again.program) {
            diags.Error(span, "the program does not fit the profile: " + again.error_string);
            return result;
        }
    }
    result.text = std::move(text);
    return result;
}

}  // namespace tessera::lang::arbvp
