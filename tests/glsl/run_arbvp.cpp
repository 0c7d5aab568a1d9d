// SPDX-License-Identifier: MIT
// See run_arbvp.h.
#include "run_arbvp.h"

#include "lang/arbvp/reader/reader.h"
#include "runtime/exec/vertex.h"
#include "tests/support/arbfp_fragment.h"

namespace tessera::lang::glsl::test_support {

namespace {

using arbasm::vertex::AttributeBinding;
using arbasm::vertex::OutputBinding;

/// The GLSL name of a program attribute (user attributes through the binding map).
std::string AttributeName(const AttributeBinding& a, const std::map<std::string, int>& user) {
    switch (a.kind) {
        case AttributeBinding::Kind::kPosition: return "gl_Vertex";
        case AttributeBinding::Kind::kNormal: return "gl_Normal";
        case AttributeBinding::Kind::kColorPrimary: return "gl_Color";
        case AttributeBinding::Kind::kColorSecondary: return "gl_SecondaryColor";
        case AttributeBinding::Kind::kFogCoord: return "gl_FogCoord";
        case AttributeBinding::Kind::kTexCoord: return "gl_MultiTexCoord" + std::to_string(a.index);
        case AttributeBinding::Kind::kGeneric: {
            // A matrix's column k is generic attribute index + k: "m[k]".
            std::string best;
            int base = -1;
            for (const auto& [name, index] : user)
                if (index <= a.index && index > base) best = name, base = index;
            return base == a.index ? best : best + "[" + std::to_string(a.index - base) + "]";
        }
        default: return "";
    }
}

std::string OutputName(const OutputBinding& o) {
    switch (o.kind) {
        case OutputBinding::Kind::kPosition: return "position";
        case OutputBinding::Kind::kFogCoord: return "fogcoord";
        case OutputBinding::Kind::kPointSize: return "pointsize";
        case OutputBinding::Kind::kTexCoord: return "texcoord[" + std::to_string(o.unit) + "]";
        case OutputBinding::Kind::kClipDistance: return "clip[" + std::to_string(o.unit) + "]";
        case OutputBinding::Kind::kColor:
            return std::string("color") + (o.face == arbasm::vertex::Face::kBack ? ".back" : "") + (o.secondary ? ".secondary" : "");
    }
    return "";
}

}  // namespace

std::optional<VertexOutcome> RunOnVertexProcessor(const CompileResult& compiled, const VertexInputs& in,
                                                  std::string& error) {
    arbvp::ReadResult read = arbvp::ReadProgram(compiled.arbfp.text);
    if (!read.program) {
        error = "the ARBvp text does not read:\n" + compiled.arbfp.text;
        return std::nullopt;
    }
    const arbasm::vertex::Program& program = *read.program;
    std::vector<support::Vec4> attributes;
    for (const AttributeBinding& a : program.attributes) {
        const std::string name = AttributeName(a, compiled.attributes);
        auto found = in.attributes.find(name);
        if (found == in.attributes.end()) found = in.attributes.find(name + "[0]");
        attributes.push_back(found == in.attributes.end() ? support::Vec4{0, 0, 0, 1} : found->second);
    }
    const std::map<std::uint32_t, support::Vec4> locals =
        testing::UniformLocals(compiled.arbfp.bindings, in.uniforms, testing::SlotLayout::kFourPerSlot);
    std::vector<support::Vec4> parameters;
    for (const arbasm::ParameterBinding& p : program.parameters) {
        using Kind = arbasm::ParameterBinding::Kind;
        if (p.kind == Kind::kConstant) parameters.push_back({p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
        else if (p.kind == Kind::kLocal) parameters.push_back(locals.count(p.index) ? locals.at(p.index) : support::Vec4{});
        else if (p.kind == Kind::kEnv) parameters.push_back({});
        else parameters.push_back(in.state.Fetch(p));
    }
    std::vector<support::Vec4> results(program.outputs.size());
    runtime::exec::RunVertexReference(program, attributes, parameters, results);
    VertexOutcome out;
    for (std::size_t i = 0; i < program.outputs.size(); ++i) out[OutputName(program.outputs[i])] = results[i];
    return out;
}

}  // namespace tessera::lang::glsl::test_support
