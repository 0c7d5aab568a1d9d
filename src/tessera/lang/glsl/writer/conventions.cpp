// SPDX-License-Identifier: MIT
// The names of each output convention (GlslConventions): one place that says what a
// uniform, an attribute, a varying, a struct, a field and a temporary are called.
//
// Tessera's own names carry a prefix per kind (names.cpp says why). cgc's are the names its
// GLSL profiles gave (docs/cgc.md, from cgc 2.x-3.1 outputs): a uniform `name` is `_name1`,
// a struct field `_name`, a temporary `_TMP0`; varyings without a built-in are the ARB
// register names `TEX0`, `COL0` (`varying vec4 TEX0;`), attributes are named by their
// semantic (`attribute vec4 TEXCOORD0;`, `COLOR` for COLOR0). RetroArch's are the names its
// GLSL driver binds (gfx/drivers_shader/shader_glsl.c: VertexCoord, TexCoord, COLOR,
// LUTTexCoord, MVPMatrix, Texture, InputSize, TextureSize, OutputSize, FrameCount,
// FrameDirection, and Orig/Prev/PrevN/PassN/PassPrevN + Texture, TextureSize, InputSize,
// TexCoord); its varyings follow cgc's, as the shaders cg2glsl.py converted do.
#include <cctype>
#include <map>

#include "ir/passes/ir_util.h"
#include "lang/glsl/writer/writer_impl.h"

namespace tessera::lang::glsl::writer_detail {

namespace {

// A name the writer may use as it is: sanitized, with '_' appended to a reserved word.
std::string Plain(const std::string& name) { return FieldName(name); }

// cgc's register name for a varying's semantic (the RESOURCE column of its ARB profiles).
std::string RegisterName(const std::string& semantic) {
    if (semantic == "COLOR0") return "COL0";
    if (semantic == "COLOR1") return "COL1";
    if (int n = IndexedSemantic(semantic, "TEXCOORD"); n >= 0) return "TEX" + std::to_string(n);
    if (semantic == "FOG") return "FOGC";
    if (semantic == "PSIZE") return "PSIZ";
    return Sanitize(semantic);
}

// RetroArch's prefix for the texture structs of its Cg shaders: ORIG, PREV, PREVn, PASSn,
// PASSPREVn -> Orig, Prev, PrevN, PassN, PassPrevN; "" for any other name.
std::string FramePrefix(const std::string& global) {
    auto numbered = [&](const std::string& upper, const std::string& title) -> std::string {
        if (global == upper) return title;
        if (global.size() > upper.size() && global.compare(0, upper.size(), upper) == 0 &&
            IndexedSemantic(global, upper) >= 0)
            return title + global.substr(upper.size());
        return "";
    };
    if (global == "ORIG") return "Orig";
    for (const auto& [upper, title] : {std::pair<std::string, std::string>{"PASSPREV", "PassPrev"},
                                       {"PREV", "Prev"},
                                       {"PASS", "Pass"}})
        if (std::string p = numbered(upper, title); !p.empty()) return p;
    return "";
}

// cgc's `_name`: the name with a leading underscore, which a name that has one already keeps
// as it is (cgc wrote `_MainTex` for `_MainTex`; GLSL reserves "__").
std::string Underscored(const std::string& name) {
    const std::string s = Sanitize(name);
    return s[0] == '_' ? s : "_" + s;
}

}  // namespace

Naming::Naming(const GlslWriterOptions& options) : conventions_(options.conventions) {}

std::string Naming::Uniform(const std::string& name) const {
    switch (conventions_) {
        case GlslConventions::kTessera:
            return "u_" + Sanitize(name);
        case GlslConventions::kCgc:
            return Underscored(name) + "1";
        case GlslConventions::kRetroArch:
            return Plain(name);
    }
    return name;
}

std::string Naming::Field(const std::string& name) const {
    return conventions_ == GlslConventions::kCgc ? Underscored(name) : FieldName(name);
}

std::string Naming::StructType(const std::string& name) const {
    // cgc kept the Cg name (`struct input`, which cg2glsl.py then renames, since GLSL
    // reserves `input`); a reserved word gets a '_' so that the text stays GLSL.
    return conventions_ == GlslConventions::kCgc ? Plain(name) : "s_" + Sanitize(name);
}

std::string Naming::Temporary(int n) const {
    return (conventions_ == GlslConventions::kCgc ? "_TMP" : "t") + std::to_string(n);
}

std::string Naming::Local(const std::string& name) const {
    return conventions_ == GlslConventions::kCgc ? Underscored(name) : "l_" + Sanitize(name);
}

std::string Naming::Attribute(const std::string& semantic, const std::string& base) const {
    if (conventions_ == GlslConventions::kTessera)
        return "a_" + (semantic.empty() ? base : Sanitize(semantic));
    if (semantic.empty()) return conventions_ == GlslConventions::kCgc ? Underscored(base) : base;
    if (conventions_ == GlslConventions::kRetroArch) {
        if (semantic == "POSITION") return "VertexCoord";
        if (semantic == "TEXCOORD0") return "TexCoord";
        if (semantic == "TEXCOORD1") return "LUTTexCoord";
    }
    return semantic == "COLOR0" ? "COLOR" : Sanitize(semantic);
}

std::string Naming::Varying(const std::string& semantic, const std::string& base) const {
    if (conventions_ == GlslConventions::kTessera)
        return "v_" + (semantic.empty() ? base : Sanitize(semantic));
    if (semantic.empty())
        return conventions_ == GlslConventions::kCgc ? Underscored(base) : "v_" + base;
    return RegisterName(semantic);
}

std::string Naming::FragmentOutput(const std::string& base) const {
    return conventions_ == GlslConventions::kTessera ? "o_" + base : "cg_FragColor";
}

std::optional<RetroArchUniform> RetroArchUniformFor(const std::string& global,
                                                    const std::string& type_name,
                                                    const std::string& field, bool vertex) {
    const std::string frame = global == "IN" || type_name == "input" ? "" : FramePrefix(global);
    if (field.empty()) {
        if (global == "modelViewProj" || global == "MVP") return RetroArchUniform{"MVPMatrix"};
        return std::nullopt;
    }
    if (frame.empty() && (global == "IN" || type_name == "input")) {
        if (field == "video_size") return RetroArchUniform{"InputSize"};
        if (field == "texture_size") return RetroArchUniform{"TextureSize"};
        if (field == "output_size") return RetroArchUniform{"OutputSize"};
        if (field == "frame_count") return RetroArchUniform{"FrameCount", true};
        if (field == "frame_direction") return RetroArchUniform{"FrameDirection", true};
        if (field == "mvp_matrix") return RetroArchUniform{"MVPMatrix"};
        if (field == "texture") return RetroArchUniform{"Texture"};
        // RetroArch's later Cg shaders take IN as a varying struct (`input IN`) whose
        // per-vertex members the driver feeds (cg2glsl.py maps them the same way).
        if (field == "tex_coord") return RetroArchUniform{"TexCoord", false, vertex};
        if (field == "vertex_coord") return RetroArchUniform{"VertexCoord", false, vertex};
        if (field == "lut_tex_coord") return RetroArchUniform{"LUTTexCoord", false, vertex};
        return std::nullopt;
    }
    if (frame.empty()) return std::nullopt;
    if (field == "texture") return RetroArchUniform{frame + "Texture"};
    if (field == "texture_size") return RetroArchUniform{frame + "TextureSize"};
    if (field == "video_size") return RetroArchUniform{frame + "InputSize"};
    if (field == "tex_coord") return RetroArchUniform{frame + "TexCoord", false, vertex};
    return std::nullopt;
}

}  // namespace tessera::lang::glsl::writer_detail

namespace tessera::lang::glsl {

// A load of a struct global counts for the fields extracted from it; any other use of the
// loaded value, and any store, for the whole global.
std::set<std::string> ReferencedGlobals(const ir::Module& module) {
    std::set<std::string> out;
    if (module.entry >= module.functions.size()) return out;
    const ir::Function& f = module.functions[module.entry];
    std::map<std::uint32_t, std::vector<ir::InstId>> users;
    ir::passes::ForEachInst(f, [&](ir::InstId id) {
        for (ir::InstId op : f.At(id).operands) users[op.value].push_back(id);
    });
    ir::passes::ForEachInst(f, [&](ir::InstId id) {
        const ir::Instruction& inst = f.At(id);
        if ((inst.op != ir::Op::kLoad && inst.op != ir::Op::kStore) || inst.vars.empty() ||
            inst.vars[0].scope != ir::VarRef::Scope::kGlobal ||
            inst.vars[0].index >= module.globals.size())
            return;
        const ir::Global& g = module.globals[inst.vars[0].index];
        const ir::Type& t = module.types.Get(g.type);
        bool whole = inst.op == ir::Op::kStore || t.kind != ir::Type::Kind::kStruct;
        if (!whole)
            for (ir::InstId user : users[id.value]) {
                const ir::Instruction& u = f.At(user);
                if (u.op == ir::Op::kExtract)
                    out.insert(g.name + "." + t.fields[u.indices[0]].name);
                else
                    whole = true;
            }
        if (whole) out.insert(g.name);
    });
    return out;
}

}  // namespace tessera::lang::glsl
