// SPDX-License-Identifier: MIT
// Options written as text, shared by the command line and the C API: lists of floats and
// ISL's lights (`tessera render --light`, tessera_program_option(p, "light", ...)).
#include <cstdlib>
#include <sstream>

#include "tessera/tessera.hpp"

namespace tessera {

namespace {

// Copies `values` (which must hold N values) into `out`.
template <std::size_t N>
bool Fill(const std::vector<float>& values, std::array<float, N>& out) {
    if (values.size() != N) return false;
    std::copy(values.begin(), values.end(), out.begin());
    return true;
}

}  // namespace

bool ParseFloats(const std::string& text, std::vector<float>& out) {
    out.clear();
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, ',');) {
        char* end = nullptr;
        out.push_back(std::strtof(part.c_str(), &end));
        if (part.empty() || *end != '\0') return false;
    }
    return !out.empty() && text.back() != ',';
}

std::optional<Light> ParseLight(const std::string& spec) {
    std::vector<std::string> parts;
    std::stringstream in(spec);
    for (std::string p; std::getline(in, p, ':');) parts.push_back(p);
    if (parts.empty()) return std::nullopt;
    Light light;
    if (parts[0].size() > 4 && parts[0].compare(parts[0].size() - 4, 4, ".isl") == 0) {
        light.shader = parts[0];
        parts[0] = "1,1,1,1";  // the shader gives the color: the place of R,G,B
        parts.insert(parts.begin(), "");
    } else if (parts[0] == "ambient") {
        light.kind = Light::Kind::kAmbient;
    } else if (parts[0] == "point") {
        light.kind = Light::Kind::kPoint;
    } else if (parts[0] != "distant") {
        return std::nullopt;
    }
    std::vector<float> values;
    if (parts.size() > 3) return std::nullopt;
    if (parts.size() > 1) {
        if (!ParseFloats(parts[1], values) || (values.size() != 3 && values.size() != 4))
            return std::nullopt;
        values.resize(4, 1.0f);
        Fill(values, light.color);
    }
    if (parts.size() > 2) {
        std::array<float, 3> vector{};
        if (!ParseFloats(parts[2], values) || !Fill(values, vector)) return std::nullopt;
        light.vector = vector;
    }
    return light;
}

bool ParseFormal(const std::string& text, std::map<std::string, std::vector<float>>& formals) {
    const std::size_t eq = text.find('=');
    std::vector<float> values;
    if (eq == std::string::npos || eq == 0 || !ParseFloats(text.substr(eq + 1), values)) return false;
    formals[text.substr(0, eq)] = values;
    return true;
}

}  // namespace tessera
