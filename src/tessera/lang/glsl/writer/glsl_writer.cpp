// SPDX-License-Identifier: MIT
// The GLSL writer's driver: binds the interface, writes the body, and assembles the text in
// the order GLSL requires: #version first, then #extension lines, then declarations
// (precision, structs, the interface, helper functions) and main.
#include "lang/glsl/writer/glsl_writer.h"

#include <algorithm>
#include <cctype>

#include "ir/span_diagnostic.h"
#include "lang/glsl/writer/writer_impl.h"

namespace tessera::lang::glsl {

namespace {

using namespace writer_detail;

// ES shaders need a float precision in the fragment stage (ES 1.00 section 4.5.3) and one
// for every sampler type without a default (ES 3.00 section 4.5.4: only sampler2D and
// samplerCube have one). highp is what Tessera computes in; ES 1.00 makes it optional in
// fragment shaders, so mediump is the fallback there.
std::string Precision(const VersionInfo& v, ir::Stage stage, const TypeNamer& types) {
    // cgc's ES output declared no precision (its clients add their own); RetroArch's files
    // are compiled as desktop GLSL too, so their precision is inside `#ifdef GL_ES`.
    if (!v.es || types.naming().Is(GlslConventions::kCgc)) return "";
    if (types.naming().Is(GlslConventions::kRetroArch))
        return stage == ir::Stage::kFragment ? "#ifdef GL_ES\n#ifdef GL_FRAGMENT_PRECISION_HIGH\n"
                                               "precision highp float;\n#else\nprecision mediump float;\n"
                                               "#endif\n#endif\n"
                                             : "";
    std::string out;
    if (stage == ir::Stage::kFragment && v.version == GlslVersion::kEs100) {
        out = "#ifdef GL_FRAGMENT_PRECISION_HIGH\nprecision highp float;\nprecision highp int;\n#else\n"
              "precision mediump float;\nprecision mediump int;\n#endif\n";
    } else {
        out = "precision highp float;\nprecision highp int;\n";
    }
    for (const std::string& s : types.used_samplers)
        if (s != "sampler2D" && s != "samplerCube") out += "precision highp " + s + ";\n";
    return out;
}

std::string Header(const ir::Module& module, const VersionInfo& v) {
    std::string out = std::string("// ") + (module.stage == ir::Stage::kFragment ? "Fragment" : "Vertex") +
                      " shader (" + v.title + ") written by Tessera's GLSL writer";
    if (!module.files.empty() && !module.files[0].empty()) out += " from " + module.files[0];
    return CommentText(out + ".") + "\n// Interface names follow docs/glsl_writer.md.\n";
}

// `void main() {` and `}`, or cgc's spelling of them.
std::string MainFunction(const ir::Module& module, const Naming& naming, const std::string& body) {
    if (!naming.Is(GlslConventions::kCgc)) return "void main() {\n" + body + "}\n";
    // cgc kept the entry's name in a comment; the Cg front end's entry is ENTRY_cg.
    std::string entry = module.functions[module.entry].name;
    if (entry.size() > 3 && entry.compare(entry.size() - 3, 3, "_cg") == 0) entry.resize(entry.size() - 3);
    return "\n // main procedure, the original name was " + CommentText(entry) + "\nvoid main()\n{\n" + body +
           "} // main end\n";
}

bool ContainsWord(const std::string& text, const std::string& word) {
    auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
        if ((at == 0 || !ident(text[at - 1])) && (at + word.size() == text.size() || !ident(text[at + word.size()])))
            return true;
    return false;
}

// The struct declarations `rest` (and the structs it keeps) names. The writer names a struct
// when it builds an expression it may not write (a constructor stored field by field); cgc
// declared only what the program used, and cg2glsl.py makes every declared struct's members
// varyings, so an unused one is not harmless there (docs/cgc.md, "Frame structs").
std::string UsedStructDeclarations(const std::vector<std::string>& declarations, std::string rest) {
    std::vector<bool> keep(declarations.size());
    for (std::size_t i = declarations.size(); i-- > 0;) {
        const std::string& d = declarations[i];
        const std::size_t start = d.find("struct ") + 7;
        keep[i] = ContainsWord(rest, d.substr(start, d.find_first_of(" {\n", start) - start));
        if (keep[i]) rest += d;
    }
    std::string out;
    for (std::size_t i = 0; i < declarations.size(); ++i)
        if (keep[i]) out += declarations[i];
    return out;
}

GlslWriteResult Write(const ir::Module& module, const GlslWriterOptions& options) {
    GlslWriteResult result;
    Diags diags;
    const VersionInfo& v = Info(options.version);
    const Naming naming(options);
    TypeNamer types(module.types, v, naming, diags);
    Interface interface = BindInterface(module, options, v, types, diags);
    Body body = EmitBody(module, options, v, interface, types, diags);
    result.names = interface.names;
    result.given_semantics = interface.given_semantics;
    result.diagnostics = std::move(diags.items);
    if (diags.HasErrors() ||
        std::any_of(result.diagnostics.begin(), result.diagnostics.end(),
                    [](const GlslWriterDiagnostic& d) { return d.severity == support::Severity::kError; }))
        return result;

    std::string text = options.directive ? std::string(v.directive) + "\n" : "";
    for (const std::string& e : interface.extensions) text += "#extension " + e + " : require\n";
    for (const std::string& e : body.extensions)
        text += "#extension " + e + (e == "GL_OES_standard_derivatives" ? " : enable\n" : " : require\n");
    if (options.comments && naming.Is(GlslConventions::kTessera)) text += Header(module, v);
    text += Precision(v, module.stage, types);
    std::string rest;
    for (const std::string& d : interface.declarations) rest += d + "\n";
    for (const std::string& h : body.helpers) rest += h;
    rest += MainFunction(module, naming, body.text);
    if (naming.Is(GlslConventions::kTessera)) {
        for (const std::string& s : types.StructDeclarations()) text += s;
    } else {
        text += UsedStructDeclarations(types.StructDeclarations(), rest);
    }
    text += rest;
    result.text = std::move(text);
    return result;
}

}  // namespace

GlslWriteResult WriteGlsl(const ir::Module& module, const GlslWriterOptions& options) {
    if (module.entry >= module.functions.size()) {
        GlslWriteResult result;
        result.diagnostics.push_back({support::Severity::kError, ir::Span{}, "the module has no entry function"});
        return result;
    }
    // Matrices the version cannot declare, and cgc's row-array uniforms, are held as rows.
    const bool nonsquare = Info(options.version).nonsquare;
    const bool uniform_rows = Naming(options).MatrixRowUniforms();
    if (!nonsquare || uniform_rows) {
        ir::Module rows = module;
        if (LowerMatrixRows(rows, nonsquare, uniform_rows)) return Write(rows, options);
    }
    return Write(module, options);
}

std::string FormatGlslDiagnostics(const ir::Module& module, const GlslWriteResult& result,
                                  const GlslWriterOptions& options) {
    std::string out;
    for (const GlslWriterDiagnostic& d : result.diagnostics)
        out += ir::FormatSpanDiagnostic(module, d.severity, d.span, d.message, options.source_text);
    return out;
}

}  // namespace tessera::lang::glsl
