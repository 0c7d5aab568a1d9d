// SPDX-License-Identifier: MIT
// Uniforms bound to ARB state (`: state.matrix.mvp`, `state.light[0].diffuse`...) as the GLSL
// built-in uniforms that hold the same values (docs/glsl_writer.md, "Uniforms bound to ARB
// state").
#include <vector>

#include "lang/glsl/writer/writer_impl.h"

namespace tessera::lang::glsl::writer_detail {

namespace {

/// state.matrix.NAME[.inverse|.transpose|.invtrans][.row[i]], after "state.matrix.".
std::string StateMatrix(std::string m, bool& matrix) {
    std::string base, index;
    for (const auto& [arb, glsl] :
         std::vector<std::pair<std::string, std::string>>{{"modelview[0]", "gl_ModelViewMatrix"},
                                                          {"modelview", "gl_ModelViewMatrix"},
                                                          {"projection", "gl_ProjectionMatrix"},
                                                          {"mvp", "gl_ModelViewProjectionMatrix"},
                                                          {"texture", "gl_TextureMatrix"}}) {
        if (m.rfind(arb, 0) != 0) continue;
        base = glsl;
        m = m.substr(arb.size());
        if (arb == "texture") {
            index = "[0]";
            if (!m.empty() && m[0] == '[') {
                const std::size_t close = m.find(']');
                if (close == std::string::npos ||
                    IndexedSemantic("N" + m.substr(1, close - 1), "N") < 0)
                    return "";
                index = m.substr(0, close + 1);
                m = m.substr(close + 1);
            }
        }
        break;
    }
    if (base.empty()) return "";
    for (const auto& [arb, suffix] :
         std::vector<std::pair<std::string, std::string>>{{".inverse", "Inverse"},
                                                          {".transpose", "Transpose"},
                                                          {".invtrans", "InverseTranspose"}}) {
        if (m.rfind(arb, 0) == 0) {
            base += suffix;
            m = m.substr(arb.size());
            break;
        }
    }
    base += index;
    if (m.empty()) {
        matrix = true;
        return base;
    }
    // A row of the matrix as the ARB spec numbers them: row i of the mathematical matrix,
    // which is component i of each GLSL column.
    const int row = IndexedSemantic("N" + (m.size() > 6 ? m.substr(5, m.size() - 6) : ""), "N");
    if (m.rfind(".row[", 0) != 0 || m.back() != ']' || row < 0 || row > 3) return "";
    const std::string r = "[" + std::to_string(row) + "]";
    return "vec4(" + base + "[0]" + r + ", " + base + "[1]" + r + ", " + base + "[2]" + r + ", " +
           base + "[3]" + r + ")";
}

}  // namespace

std::string StateUniform(const std::string& s, bool& matrix, bool& everywhere) {
    matrix = false;
    everywhere = false;
    if (s == "state.depth.range") {
        everywhere = true;
        return "vec4(gl_DepthRange.near, gl_DepthRange.far, gl_DepthRange.diff, 1.0)";
    }
    static const std::map<std::string, std::string> kVectors = {
        {"state.fog.color", "gl_Fog.color"},
        {"state.fog.params", "vec4(gl_Fog.density, gl_Fog.start, gl_Fog.end, gl_Fog.scale)"},
        {"state.lightmodel.ambient", "gl_LightModel.ambient"},
        {"state.lightmodel.scenecolor", "gl_FrontLightModelProduct.sceneColor"},
        {"state.lightmodel.front.scenecolor", "gl_FrontLightModelProduct.sceneColor"},
        {"state.lightmodel.back.scenecolor", "gl_BackLightModelProduct.sceneColor"},
        {"state.texenv.color", "gl_TextureEnvColor[0]"},
    };
    if (auto it = kVectors.find(s); it != kVectors.end()) return it->second;
    auto starts = [&](const std::string& p) { return s.rfind(p, 0) == 0; };
    // state.material[.front|.back].X
    if (starts("state.material.")) {
        std::string rest = s.substr(15), face = "gl_FrontMaterial";
        if (rest.rfind("front.", 0) == 0)
            rest = rest.substr(6);
        else if (rest.rfind("back.", 0) == 0)
            rest = rest.substr(5), face = "gl_BackMaterial";
        if (rest == "shininess") return "vec4(" + face + ".shininess, 0.0, 0.0, 1.0)";
        if (rest == "ambient" || rest == "diffuse" || rest == "specular" || rest == "emission")
            return face + "." + rest;
        return "";
    }
    // state.light[n].X, state.lightprod[n][.front|.back].X, state.texenv[n].color,
    // state.clip[n].plane
    auto indexed = [&](const std::string& p, std::string& rest) -> int {
        if (!starts(p + "[")) return -1;
        const std::size_t close = s.find(']', p.size());
        if (close == std::string::npos || close + 1 >= s.size() || s[close + 1] != '.') return -1;
        const int n = IndexedSemantic("N" + s.substr(p.size() + 1, close - p.size() - 1), "N");
        rest = s.substr(close + 2);
        return n;
    };
    std::string rest;
    if (int n = indexed("state.light", rest); n >= 0) {
        const std::string l = "gl_LightSource[" + std::to_string(n) + "]";
        if (rest == "ambient" || rest == "diffuse" || rest == "specular" || rest == "position")
            return l + "." + rest;
        if (rest == "half") return l + ".halfVector";
        if (rest == "spot.direction")
            return "vec4(" + l + ".spotDirection, " + l + ".spotCosCutoff)";
        if (rest == "attenuation")
            return "vec4(" + l + ".constantAttenuation, " + l + ".linearAttenuation, " + l +
                   ".quadraticAttenuation, " + l + ".spotExponent)";
        return "";
    }
    if (int n = indexed("state.lightprod", rest); n >= 0) {
        std::string face = "gl_FrontLightProduct";
        if (rest.rfind("front.", 0) == 0)
            rest = rest.substr(6);
        else if (rest.rfind("back.", 0) == 0)
            rest = rest.substr(5), face = "gl_BackLightProduct";
        if (rest == "ambient" || rest == "diffuse" || rest == "specular")
            return face + "[" + std::to_string(n) + "]." + rest;
        return "";
    }
    if (int n = indexed("state.texenv", rest); n >= 0 && rest == "color")
        return "gl_TextureEnvColor[" + std::to_string(n) + "]";
    if (int n = indexed("state.clip", rest); n >= 0 && rest == "plane")
        return "gl_ClipPlane[" + std::to_string(n) + "]";
    return s.rfind("state.matrix.", 0) == 0 ? StateMatrix(s.substr(13), matrix) : "";
}

}  // namespace tessera::lang::glsl::writer_detail
