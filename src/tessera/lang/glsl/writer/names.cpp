// SPDX-License-Identifier: MIT
// Identifiers, types and literals as GLSL spells them.
//
// Names the writer makes carry a prefix per kind (u_ uniforms, a_ attributes, v_ varyings,
// o_ fragment outputs, s_ structs, l_ locals, t temporaries, tsr_ helpers), so they never
// meet a keyword, a built-in or each other; only struct fields keep their own names (an
// application reads `u_light.color`), with '_' appended to a reserved word.
#include <charconv>
#include <cmath>
#include <cstring>

#include "lang/glsl/writer/writer_impl.h"

namespace tessera::lang::glsl::writer_detail {

std::string Operand(const Expr& e, int min) {
    return e.prec < min ? "(" + e.text + ")" : e.text;
}

Expr SwizzleOf(const Expr& e, const std::string& letters) {
    if (e.letters.empty()) {
        const std::string base = Operand(e, kPostfix);
        return {base + "." + letters, kPostfix, base, letters};
    }
    std::string composed;
    for (char c : letters) composed += e.letters[static_cast<std::size_t>(c == 'x' ? 0 : c == 'y' ? 1 : c == 'z' ? 2 : 3)];
    return {e.base + "." + composed, kPostfix, e.base, composed};
}

std::string CommentText(std::string text) {
    // GLSL's character set is ASCII (ES 1.00 section 3.1), and a trailing backslash would
    // continue a // comment onto the next line.
    for (char& c : text)
        if (static_cast<unsigned char>(c) >= 127 || (c < ' ' && c != '\t')) c = '?';
    while (!text.empty() && (text.back() == '\\' || text.back() == ' ')) text.pop_back();
    return text;
}

std::string Sanitize(const std::string& name) {
    std::string out;
    for (char c : name) {
        const bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        const char put = word ? c : '_';
        if (put == '_' && !out.empty() && out.back() == '_') continue;
        out += put;
    }
    if (out.empty()) out = "n";
    if (out[0] >= '0' && out[0] <= '9') out = "n" + out;
    return out;
}

bool IsReservedWord(const std::string& word) {
    // GLSL 1.10-4.60 and ES 1.00-3.20 keywords and reserved words (the type families
    // vecN, matNxM, sampler*, image* are matched by prefix below).
    static const std::set<std::string> kWords = {
        "attribute", "const", "uniform", "varying", "buffer", "shared", "coherent", "volatile",
        "restrict", "readonly", "writeonly", "atomic_uint", "layout", "centroid", "flat",
        "smooth", "noperspective", "patch", "sample", "break", "continue", "do", "for",
        "while", "switch", "case", "default", "if", "else", "subroutine", "in", "out", "inout",
        "float", "double", "int", "void", "bool", "true", "false", "invariant", "precise",
        "discard", "return", "uint", "lowp", "mediump", "highp", "precision", "struct",
        "common", "partition", "active", "asm", "class", "union", "enum", "typedef", "template",
        "this", "resource", "goto", "inline", "noinline", "public", "static", "extern",
        "external", "interface", "long", "short", "half", "fixed", "unsigned", "superp",
        "input", "output", "filter", "sizeof", "cast", "namespace", "using", "packed", "row_major",
    };
    if (kWords.count(word)) return true;
    for (const char* prefix : {"vec", "ivec", "bvec", "uvec", "dvec", "hvec", "fvec", "mat",
                               "dmat", "sampler", "isampler", "usampler", "image", "iimage",
                               "uimage", "gl_"}) {
        if (word.rfind(prefix, 0) == 0) return true;
    }
    return word.find("__") != std::string::npos;
}

std::string FieldName(const std::string& name) {
    std::string s = Sanitize(name);
    return IsReservedWord(s) ? s + "_" : s;
}

int IndexedSemantic(const std::string& semantic, const std::string& prefix) {
    if (semantic.size() <= prefix.size() || semantic.compare(0, prefix.size(), prefix) != 0) return -1;
    int n = 0;
    for (std::size_t i = prefix.size(); i < semantic.size(); ++i) {
        if (semantic[i] < '0' || semantic[i] > '9' || n >= 10) return -1;
        n = n * 10 + (semantic[i] - '0');
    }
    return n;
}

std::string CanonicalSemantic(const std::string& semantic) {
    std::string s;
    for (char c : semantic) s += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    if (s == "COLOR" || s == "COL" || s == "COL0") return "COLOR0";
    if (s == "COL1") return "COLOR1";
    if (int n = IndexedSemantic(s, "TEX"); n >= 0) return "TEXCOORD" + std::to_string(n);
    if (s == "FOGC" || s == "FOGCOORD") return "FOG";
    if (s == "HPOS") return "POSITION";
    if (s == "DEPR") return "DEPTH";
    if (s == "PSIZ") return "PSIZE";
    return s;
}

std::string FloatLiteral(double value) {
    const float f = static_cast<float>(value);
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, f);
    std::string s(buffer, ec == std::errc() ? end : buffer);
    // GLSL's floating-constant needs a '.' or an exponent (GLSL 1.10 section 4.1.4).
    if (s.find_first_of(".e") == std::string::npos) s += ".0";
    return s;
}

// ---- Types ------------------------------------------------------------------------------

std::string TypeNamer::Name(ir::TypeId id, ir::Span span) {
    const ir::Type& t = types_.Get(id);
    const bool is_float = t.scalar == ir::ScalarKind::kFloat;
    const std::string scalar = is_float ? "float" : t.scalar == ir::ScalarKind::kInt ? "int" : "bool";
    const std::string prefix = is_float ? "" : t.scalar == ir::ScalarKind::kInt ? "i" : "b";
    switch (t.kind) {
        case ir::Type::Kind::kVoid: return "void";
        case ir::Type::Kind::kScalar: return scalar;
        case ir::Type::Kind::kVector:
            // GLSL has no 1-vector: float1 is float.
            if (t.rows == 1) return scalar;
            return prefix + "vec" + std::to_string(t.rows);
        case ir::Type::Kind::kMatrix:
            // IR floatRxC has R rows and C columns; GLSL's matCxR has C columns of R rows.
            if (t.rows == 1 || t.columns == 1) {
                diags_.Error(span, "the matrix type '" + types_.Name(id) + "' has no GLSL equivalent (GLSL matrices have 2 to 4 rows and columns)");
                return "float";
            }
            if (t.rows == t.columns) return "mat" + std::to_string(t.rows);
            if (!version_.nonsquare)
                diags_.Error(span, "the non-square matrix type '" + types_.Name(id) + "' needs GLSL 1.20 or ES 3.00 (not " +
                                       version_.title + ")");
            return "mat" + std::to_string(t.columns) + "x" + std::to_string(t.rows);
        case ir::Type::Kind::kArray:
            if (types_.Get(t.element).kind == ir::Type::Kind::kArray)
                diags_.Error(span, "arrays of arrays ('" + types_.Name(id) + "') are not GLSL before 4.30");
            return Name(t.element, span);
        case ir::Type::Kind::kStruct: {
            const std::string name = naming_.StructType(t.name);
            if (declared_.insert(id.value).second) {
                std::string decl = "struct " + name + " {\n";
                for (const ir::StructField& f : t.fields) decl += "    " + Declare(f.type, naming_.Field(f.name), span) + ";\n";
                declarations_.push_back(decl + "};\n");
            }
            return name;
        }
        case ir::Type::Kind::kSampler: {
            static const char* kNames[] = {"sampler1D", "sampler2D", "sampler3D", "samplerCube",
                                           "sampler2DRect", "sampler1DShadow", "sampler2DShadow",
                                           "sampler2DRectShadow"};
            const std::string name = kNames[static_cast<int>(t.sampler)];
            used_samplers.insert(name);
            return name;
        }
    }
    return "void";
}

std::string TypeNamer::Declare(ir::TypeId id, const std::string& name, ir::Span span) {
    const ir::Type& t = types_.Get(id);
    if (t.kind == ir::Type::Kind::kArray)
        return Name(id, span) + " " + name + "[" + std::to_string(t.count) + "]";
    return Name(id, span) + " " + name;
}

std::string TypeNamer::Constructor(ir::TypeId id, ir::Span span) {
    const ir::Type& t = types_.Get(id);
    if (t.kind != ir::Type::Kind::kArray) return Name(id, span);
    if (!version_.nonsquare)
        diags_.Error(span, std::string("an array value ('") + types_.Name(id) + "') needs array constructors: GLSL 1.20 or ES 3.00 (not " +
                               version_.title + ")");
    return Name(id, span) + "[" + std::to_string(t.count) + "]";
}

}  // namespace tessera::lang::glsl::writer_detail
