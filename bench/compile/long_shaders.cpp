// SPDX-License-Identifier: MIT
#include "long_shaders.h"

#include <algorithm>
#include <sstream>
#include <string_view>

namespace tessera::bench {
namespace {

// The helper chain: each helper is 6 lines, the rest of the file about 12.
int HelperCount(int lines) { return std::max(1, (lines - 12) / 6); }

// The spelling differences between the two languages, so one generator writes both.
struct Dialect {
    const char* vec4;
    const char* vec3;
    const char* lerp;
    const char* saturate_open;   // saturate(x) / clamp(x, 0.0, 1.0)
    const char* saturate_close;
};

constexpr Dialect kCg = {"float4", "float3", "lerp", "saturate(", ")"};
constexpr Dialect kGlsl = {"vec4", "vec3", "mix", "clamp(", ", 0.0, 1.0)"};

void WriteHelpers(std::ostringstream& out, const Dialect& d, int helpers) {
    for (int i = 0; i < helpers; ++i) {
        out << d.vec4 << " step" << i << "(" << d.vec4 << " v) {\n"
            << "    " << d.vec4 << " a = v * scale + tint.wzyx * " << (i + 1) << ".0 / 64.0;\n"
            << "    float d = dot(a.xyz, " << d.vec3 << "(0.25, 0.5, " << (i % 7 + 1) << ".0 / 8.0));\n"
            << "    return " << d.lerp << "(a, v.yzwx, " << d.saturate_open << "d"
            << d.saturate_close << ");\n"
            << "}\n\n";
    }
}

// The whole file: `globals`, the helpers, then main from `main_start` to `main_end` with
// one call of each helper in between.
std::string Assemble(const Dialect& d, int lines, std::string_view globals, std::string_view main_start,
                     std::string_view main_end) {
    const int helpers = HelperCount(lines);
    std::ostringstream out;
    out << globals;
    WriteHelpers(out, d, helpers);
    out << main_start;
    for (int i = 0; i < helpers; ++i) out << "    v = step" << i << "(v);\n";
    out << main_end;
    return out.str();
}

}  // namespace

std::string LongCgShader(int lines) {
    return Assemble(kCg, lines, "uniform float4 tint;\nuniform float4 scale;\nuniform sampler2D image;\n\n",
                    "float4 main(float2 uv : TEXCOORD0, float4 color : COLOR0) : COLOR {\n"
                    "    float4 v = tex2D(image, uv) * color;\n",
                    "    return v;\n}\n");
}

std::string LongGlslFragmentShader(int lines) {
    return Assemble(kGlsl, lines, "#version 110\nuniform vec4 tint;\nuniform vec4 scale;\nuniform sampler2D image;\n\n",
                    "void main() {\n    vec4 v = texture2D(image, gl_TexCoord[0].xy) * gl_Color;\n",
                    "    gl_FragColor = v;\n}\n");
}

std::string LongGlslVertexShader(int lines) {
    return Assemble(kGlsl, lines, "#version 110\nuniform vec4 tint;\nuniform vec4 scale;\n\n",
                    "void main() {\n    vec4 v = gl_Vertex;\n",
                    "    gl_Position = gl_ModelViewProjectionMatrix * v;\n    gl_FrontColor = gl_Color;\n}\n");
}

}  // namespace tessera::bench
