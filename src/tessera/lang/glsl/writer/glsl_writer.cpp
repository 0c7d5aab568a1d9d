// SPDX-License-Identifier: MIT
// The GLSL writer's driver: binds the interface, writes the body, and assembles the text in
// the order GLSL requires: #version first, then #extension lines, then declarations
// (precision, structs, the interface, helper functions) and main.
#include "lang/glsl/writer/glsl_writer.h"

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
    if (!v.es) return "";
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

}  // namespace

GlslWriteResult WriteGlsl(const ir::Module& module, const GlslWriterOptions& options) {
    GlslWriteResult result;
    Diags diags;
    const VersionInfo& v = Info(options.version);
    if (module.entry >= module.functions.size()) {
        diags.Error(ir::Span{}, "the module has no entry function");
        result.diagnostics = std::move(diags.items);
        return result;
    }
    TypeNamer types(module.types, v, diags);
    Interface interface = BindInterface(module, v, types, diags);
    Body body = EmitBody(module, options, v, interface, types, diags);
    result.names = interface.names;
    result.diagnostics = std::move(diags.items);
    if (diags.HasErrors() ||
        std::any_of(result.diagnostics.begin(), result.diagnostics.end(),
                    [](const GlslWriterDiagnostic& d) { return d.severity == support::Severity::kError; }))
        return result;

    std::string text = std::string(v.directive) + "\n";
    for (const std::string& e : interface.extensions) text += "#extension " + e + " : require\n";
    for (const std::string& e : body.extensions)
        text += "#extension " + e + (e == "GL_OES_standard_derivatives" ? " : enable\n" : " : require\n");
    if (options.comments) text += Header(module, v);
    text += Precision(v, module.stage, types);
    for (const std::string& s : types.StructDeclarations()) text += s;
    for (const std::string& d : interface.declarations) text += d + "\n";
    for (const std::string& h : body.helpers) text += h;
    text += "void main() {\n" + body.text + "}\n";
    result.text = std::move(text);
    return result;
}

std::string FormatGlslDiagnostics(const ir::Module& module, const GlslWriteResult& result,
                                  const GlslWriterOptions& options) {
    std::string out;
    for (const GlslWriterDiagnostic& d : result.diagnostics)
        out += ir::FormatSpanDiagnostic(module, d.severity, d.span, d.message, options.source_text);
    return out;
}

}  // namespace tessera::lang::glsl
