// SPDX-License-Identifier: MIT
// See arbfp_checks.h. Each check appends a sentence per broken invariant and keeps going,
// so one finding's report shows everything that is wrong with it.
#include "checks/arbfp_checks.h"

#include <algorithm>
#include <cmath>

#include "lang/arbfp/reader/reader.h"
#include "lang/arbfp/writer/printer.h"
#include "runtime/base/fragment.h"

namespace tessera::fuzz {

namespace {

using namespace lang::arbfp;
using runtime::exec::Vec4;

std::size_t FileSize(const Program& p, RegisterFile file) {
    switch (file) {
        case RegisterFile::kTemporary: return p.temporaries.size();
        case RegisterFile::kAttribute: return p.attributes.size();
        case RegisterFile::kParameter: return p.parameters.size();
        case RegisterFile::kOutput: return p.outputs.size();
    }
    return 0;
}

int ExpectedSources(Opcode op) {
    switch (ClassOf(op)) {
        case OpcodeClass::kBinScalar:
        case OpcodeClass::kBinary: return 2;
        case OpcodeClass::kTernary: return 3;
        default: return 1;
    }
}

void CheckCounts(const Program& p, const Limits& l, Problems& problems) {
    const ResourceCounts& c = p.counts;
    auto within = [&](const char* what, std::uint32_t used, std::uint32_t limit) {
        if (used > limit) Add(problems, "count ", what, " = ", used, " exceeds the limit ", limit);
    };
    within("alu_instructions", c.alu_instructions, l.max_alu_instructions);
    within("tex_instructions", c.tex_instructions, l.max_tex_instructions);
    within("instructions", c.instructions, l.max_instructions);
    within("tex_indirections", c.tex_indirections, l.max_tex_indirections);
    within("temporaries", c.temporaries, l.max_temporaries);
    within("parameters", c.parameters, l.max_parameters);
    within("attributes", c.attributes, l.max_attributes);
    if (c.instructions != p.instructions.size() || c.alu_instructions + c.tex_instructions != c.instructions)
        Add(problems, "instruction counts disagree with the instruction list");
    if (c.temporaries != p.temporaries.size()) Add(problems, "temporary count disagrees");
    if (c.attributes != p.attributes.size()) Add(problems, "attribute count disagrees");
    if (c.parameters > p.parameters.size()) Add(problems, "parameter count exceeds the table");
}

void CheckSource(const Program& p, std::size_t n, int s, const SourceOperand& src, Problems& problems) {
    if (src.file == RegisterFile::kOutput || static_cast<int>(src.file) > 3)
        Add(problems, "instruction ", n, " source ", s, ": bad register file ", int(src.file));
    else if (src.index >= FileSize(p, src.file))
        Add(problems, "instruction ", n, " source ", s, ": index ", src.index, " outside file ",
            int(src.file), " of size ", FileSize(p, src.file));
    for (Component c : src.swizzle)
        if (static_cast<int>(c) > 3) Add(problems, "instruction ", n, " source ", s, ": swizzle ", int(c));
    if (src.scalar && (src.swizzle[1] != src.swizzle[0] || src.swizzle[2] != src.swizzle[0] ||
                       src.swizzle[3] != src.swizzle[0]))
        Add(problems, "instruction ", n, " source ", s, ": scalar operand with a mixed swizzle");
}

void CheckInstruction(const Program& p, const Limits& l, std::size_t n, const Instruction& inst,
                      Problems& problems) {
    if (static_cast<int>(inst.opcode) >= kOpcodeCount) {
        Add(problems, "instruction ", n, ": opcode ", int(inst.opcode));
        return;
    }
    if (inst.source_count != ExpectedSources(inst.opcode))
        Add(problems, "instruction ", n, " (", OpcodeName(inst.opcode), "): ", int(inst.source_count),
            " sources");
    for (int s = 0; s < std::min<int>(inst.source_count, 3); ++s) CheckSource(p, n, s, inst.src[s], problems);
    if (inst.opcode != Opcode::kKIL) {
        if (inst.dst.file != RegisterFile::kTemporary && inst.dst.file != RegisterFile::kOutput)
            Add(problems, "instruction ", n, ": destination file ", int(inst.dst.file));
        else if (inst.dst.index >= FileSize(p, inst.dst.file))
            Add(problems, "instruction ", n, ": destination index ", inst.dst.index, " outside file ",
                int(inst.dst.file), " of size ", FileSize(p, inst.dst.file));
        if (inst.dst.write_mask == 0 || inst.dst.write_mask > 0xF)
            Add(problems, "instruction ", n, ": write mask ", int(inst.dst.write_mask));
    }
    if (inst.opcode == Opcode::kSWZ)
        for (const ExtendedSwizzleComponent& e : inst.extended_swizzle)
            if (static_cast<int>(e.select) > 5) Add(problems, "instruction ", n, ": SWZ selector ", int(e.select));
    if (ClassOf(inst.opcode) == OpcodeClass::kSample) {
        if (inst.texture_unit >= l.max_texture_image_units)
            Add(problems, "instruction ", n, ": texture unit ", int(inst.texture_unit), " beyond the limit");
        if (static_cast<int>(inst.texture_target) > static_cast<int>(TextureTarget::kShadowRect))
            Add(problems, "instruction ", n, ": texture target ", int(inst.texture_target));
        if (inst.texture_unit >= p.unit_targets.size() || p.unit_targets[inst.texture_unit] != inst.texture_target)
            Add(problems, "instruction ", n, ": unit_targets does not record its unit's target");
    }
}

void CheckBindings(const Program& p, const Limits& l, Problems& problems) {
    for (std::size_t i = 0; i < p.attributes.size(); ++i) {
        const AttributeBinding& a = p.attributes[i];
        if (static_cast<int>(a.kind) > static_cast<int>(AttributeBinding::Kind::kPosition))
            Add(problems, "attribute ", i, ": kind ", int(a.kind));
        if (a.kind == AttributeBinding::Kind::kTexCoord && a.unit >= l.max_texture_coords)
            Add(problems, "attribute ", i, ": texcoord ", int(a.unit), " beyond the limit");
    }
    for (std::size_t i = 0; i < p.parameters.size(); ++i) {
        const ParameterBinding& b = p.parameters[i];
        if (b.kind == ParameterBinding::Kind::kEnv && b.index >= l.max_env_parameters)
            Add(problems, "parameter ", i, ": program.env[", b.index, "] beyond the limit");
        if (b.kind == ParameterBinding::Kind::kLocal && b.index >= l.max_local_parameters)
            Add(problems, "parameter ", i, ": program.local[", b.index, "] beyond the limit");
        if (static_cast<int>(b.kind) > static_cast<int>(ParameterBinding::Kind::kState))
            Add(problems, "parameter ", i, ": kind ", int(b.kind));
        if (b.kind == ParameterBinding::Kind::kState &&
            (static_cast<int>(b.state.kind) > static_cast<int>(StateBinding::Kind::kMatrixRow) ||
             b.state.row > 3 || static_cast<int>(b.state.modifier) > 3 ||
             static_cast<int>(b.state.matrix) > static_cast<int>(MatrixName::kProgram)))
            Add(problems, "parameter ", i, ": malformed state binding");
    }
    for (std::size_t i = 0; i < p.outputs.size(); ++i)
        if (static_cast<int>(p.outputs[i]) > static_cast<int>(OutputBinding::kDepth))
            Add(problems, "output ", i, ": binding ", int(p.outputs[i]));
    for (const ParameterDeclaration& d : p.parameter_declarations)
        if (d.count == 0 || d.first > p.parameters.size() || d.count > p.parameters.size() - d.first)
            Add(problems, "PARAM ", d.name, ": entries [", d.first, ", +", d.count, ") outside the table");
    for (const Program::NamedRegister& r : p.attribute_names)
        if (r.file != RegisterFile::kAttribute || r.index >= p.attributes.size())
            Add(problems, "ATTRIB ", r.name, ": names file ", int(r.file), " index ", r.index);
    for (const Program::NamedRegister& r : p.output_names)
        if (r.file != RegisterFile::kOutput || r.index >= p.outputs.size())
            Add(problems, "OUTPUT ", r.name, ": names file ", int(r.file), " index ", r.index);
}

// A fixed, finite value for every binding, decided by the binding itself (not its position
// in the table, which printing may change).
Vec4 ParameterValue(const ParameterBinding& b) {
    switch (b.kind) {
        case ParameterBinding::Kind::kConstant: return b.constant;
        case ParameterBinding::Kind::kEnv: return {0.5f * float(b.index), -1.5f, 0.0f, 2.0f};
        case ParameterBinding::Kind::kLocal: return {-0.25f, 0.125f * float(b.index), 3.0f, 0.0f};
        case ParameterBinding::Kind::kState: {
            const StateBinding& s = b.state;
            const float k = float(static_cast<int>(s.kind)), i = float(s.index), r = float(s.row);
            return {0.1f * k, 0.5f - 0.05f * i, float(static_cast<int>(s.face)) - r, 1.0f + float(int(s.modifier))};
        }
        case ParameterBinding::Kind::kVertexState: break;  // the fragment reader never makes one
    }
    return {0, 0, 0, 0};
}

// One quad with attributes that differ per fragment (so texture derivatives are not zero).
runtime::exec::QuadInputs FixedQuad() {
    runtime::exec::QuadInputs quad;
    for (int i = 0; i < runtime::exec::kQuadSize; ++i) {
        runtime::exec::FragmentAttributes& f = quad.fragments[i];
        const float dx = float(i & 1), dy = float(i >> 1);
        f.color_primary = {0.25f + 0.5f * dx, 0.75f - 0.5f * dy, 0.5f, 1.0f};
        f.color_secondary = {0.1f, 0.2f * dx, 0.3f * dy, 0.4f};
        for (int u = 0; u < runtime::exec::kMaxTextureCoords; ++u)
            f.texcoord[u] = {0.125f * float(u) + 0.25f * dx, 0.5f - 0.25f * dy, -0.5f, u == 3 ? 0.0f : 1.0f};
        f.fogcoord = 0.25f + 0.25f * float(i);
        f.position = {16.5f + dx, 8.5f + dy, 0.5f, 1.0f};
        quad.covered[i] = true;
    }
    return quad;
}

}  // namespace

runtime::exec::QuadResults RunFixedQuad(const Program& program) {
    runtime::exec::DrawInputs draw;
    draw.program = &program;
    for (const ParameterBinding& b : program.parameters) draw.parameters.push_back(ParameterValue(b));
    draw.fog.color = {0.2f, 0.4f, 0.6f, 0.8f};
    draw.fog.density = 0.75f;
    draw.fog.start = 0.0f;
    draw.fog.end = 1.5f;
    runtime::exec::QuadResults results;
    runtime::exec::RunQuadReference(draw, FixedQuad(), results);
    return results;
}

namespace {

// Result processing clamps color and depth to [0, 1]; fog blends two clamped values.
// Allow a rounding step above 1 for the blend.
bool InResultRange(float v) { return std::isnan(v) || (v >= 0.0f && v <= 1.0f + 1e-6f); }

bool SameFloat(float a, float b) { return (std::isnan(a) && std::isnan(b)) || a == b; }

}  // namespace

void CheckResults(const runtime::exec::QuadResults& r, const char* which, Problems& problems) {
    for (int i = 0; i < runtime::exec::kQuadSize; ++i) {
        for (int c = 0; c < 4; ++c)
            if (!InResultRange(r.color[i][c]))
                Add(problems, which, " fragment ", i, ": color[", c, "] = ", r.color[i][c]);
        if (!InResultRange(r.depth[i])) Add(problems, which, " fragment ", i, ": depth = ", r.depth[i]);
    }
}

Problems CheckProgram(const Program& p, const Limits& l) {
    Problems problems;
    CheckCounts(p, l, problems);
    for (std::size_t n = 0; n < p.instructions.size(); ++n) CheckInstruction(p, l, n, p.instructions[n], problems);
    CheckBindings(p, l, problems);
    return problems;
}

Problems CheckRead(std::string_view text, const Limits& limits) {
    Problems problems;
    ReadResult r = ReadProgram(text, limits);
    const auto length = static_cast<std::int64_t>(text.size());
    if (r.error_position < -1 || r.error_position > length)
        Add(problems, "error_position ", r.error_position, " outside [-1, ", length, "]");
    if (r.program.has_value() != (r.error_position == -1))
        Add(problems, "program ", r.program ? "loaded" : "rejected", " with error_position ", r.error_position);
    // The error string lists warnings too, so a loaded program may have one, without errors.
    if (r.program.has_value() == (r.error_string.find(": error: ") != std::string::npos))
        Add(problems, "program ", r.program ? "loaded" : "rejected", " with error string \"", r.error_string, "\"");
    if (r.program) {
        for (std::string& p : CheckProgram(*r.program, limits)) problems.push_back(std::move(p));
    }
    return problems;
}

Problems CheckRoundTrip(std::string_view text) {
    Problems problems;
    const Limits limits = Limits::Default();
    ReadResult first = ReadProgram(text, limits);
    if (!first.program) return problems;  // nothing to round-trip
    const std::string printed = PrintProgram(*first.program);
    ReadResult second = ReadProgram(printed, limits);
    if (!second.program) {
        Add(problems, "the printed program does not load: ", second.error_string, "printed text:\n", printed);
        return problems;
    }
    for (std::string& p : CheckProgram(*second.program, limits)) problems.push_back("re-read: " + p);
    const std::string reprinted = PrintProgram(*second.program);
    if (reprinted != printed)
        Add(problems, "printing is not stable:\n--- first print\n", printed, "--- second print\n", reprinted);
    if (second.program->instructions.size() != first.program->instructions.size())
        Add(problems, "re-read program has ", second.program->instructions.size(), " instructions, not ",
            first.program->instructions.size());

    const runtime::exec::QuadResults a = RunFixedQuad(*first.program);
    const runtime::exec::QuadResults b = RunFixedQuad(*second.program);
    CheckResults(a, "original", problems);
    CheckResults(b, "re-read", problems);
    for (int i = 0; i < runtime::exec::kQuadSize; ++i) {
        bool same = a.killed[i] == b.killed[i] && SameFloat(a.depth[i], b.depth[i]);
        for (int c = 0; c < 4; ++c) same = same && SameFloat(a.color[i][c], b.color[i][c]);
        if (!same)
            Add(problems, "fragment ", i, ": the re-read program computes (", b.color[i][0], ", ", b.color[i][1],
                ", ", b.color[i][2], ", ", b.color[i][3], ") depth ", b.depth[i], " killed ", b.killed[i],
                "; the original (", a.color[i][0], ", ", a.color[i][1], ", ", a.color[i][2], ", ", a.color[i][3],
                ") depth ", a.depth[i], " killed ", a.killed[i], "\nprinted text:\n", printed);
    }
    return problems;
}

Problems CheckAll(std::string_view text) {
    Problems problems = CheckRead(text, Limits::Default());
    for (std::string& p : CheckRead(text, Limits::Minimum())) problems.push_back("minimum limits: " + p);
    for (std::string& p : CheckRoundTrip(text)) problems.push_back(std::move(p));
    return problems;
}

}  // namespace tessera::fuzz
