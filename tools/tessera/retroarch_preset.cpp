// SPDX-License-Identifier: MIT
// RetroArch Cg presets (.cgp) to GLSL presets (.glslp). A preset is RetroArch's config file
// format: `key = value` lines, a value quoted or ending at white space, `#` comments. The
// keys that matter here: `shaderN` (a pass's Cg file, relative to the preset), `textures`
// (the look-up textures' names, `;`-separated) and each texture's `NAME = path`. Everything
// else (scale, filter, wrap, parameters) means the same to RetroArch's GLSL driver and is
// copied unchanged, as cg2glsl.py's convert_cgp did (it replaced ".cg" by ".glsl").
#include "retroarch_preset.h"

#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include "shared.h"

namespace tessera::tool {

namespace {

namespace fs = std::filesystem;

struct Entry {
    std::string key, value;
};

// `key = value` of one line, or nullopt for blank lines and comments.
std::optional<Entry> ParseLine(const std::string& line) {
    const std::size_t eq = line.find('=');
    const std::size_t start = line.find_first_not_of(" \t");
    if (eq == std::string::npos || start == std::string::npos || line[start] == '#')
        return std::nullopt;
    std::string key = line.substr(start, eq - start);
    key.erase(key.find_last_not_of(" \t") + 1);
    std::size_t v = line.find_first_not_of(" \t", eq + 1);
    if (v == std::string::npos) return Entry{key, ""};
    if (line[v] == '"') {
        const std::size_t close = line.find('"', v + 1);
        return Entry{key, line.substr(v + 1, close == std::string::npos ? std::string::npos
                                                                        : close - v - 1)};
    }
    return Entry{key, line.substr(v, line.find_first_of(" \t\r", v) - v)};
}

bool IsShaderKey(const std::string& key) {
    return key.size() > 6 && key.compare(0, 6, "shader") == 0 &&
           key.find_first_not_of("0123456789", 6) == std::string::npos;
}

std::vector<std::string> Split(const std::string& list, char separator) {
    std::vector<std::string> out;
    std::stringstream in(list);
    for (std::string item; std::getline(in, item, separator);)
        if (!item.empty()) out.push_back(item);
    return out;
}

// `path` (relative to `from`) as seen from `to`; absolute paths stay.
std::string Rebase(const std::string& path, const fs::path& from, const fs::path& to) {
    if (fs::path(path).is_absolute() || fs::weakly_canonical(from) == fs::weakly_canonical(to))
        return path;
    return fs::relative(fs::weakly_canonical(from / path), fs::weakly_canonical(to))
        .generic_string();
}

int ConvertPass(const fs::path& cg, const fs::path& glsl, const CompileOptions& base,
                const std::vector<std::string>& luts) {
    CompileOptions options = base;
    options.source_name = cg.string();
    options.profile = "retroarch-glsl";
    options.lookup_textures = luts;
    const CompileResult result = Compile(options);
    std::cerr << result.diagnostics_text;
    if (!result.ok) return 1;
    std::error_code ec;
    fs::create_directories(glsl.parent_path(), ec);
    return WriteOutput(glsl.string(), result.glsl) == 0 ? 0 : 2;
}

}  // namespace

int ConvertRetroArchPreset(const std::string& preset, const std::string& output,
                           const CompileOptions& base) {
    std::string text;
    if (!ReadText(preset, text)) {
        std::cerr << preset << ": error: cannot read file\n";
        return 2;
    }
    const fs::path from = fs::path(preset).parent_path();
    const fs::path to = fs::path(output).parent_path();
    std::vector<std::string> lines;
    std::map<std::string, std::string> values;
    std::stringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
        if (auto e = ParseLine(line)) values[e->key] = e->value;
    }
    const std::vector<std::string> luts = Split(values["textures"], ';');
    const std::set<std::string> lut_set(luts.begin(), luts.end());
    int status = 0;
    std::string converted;
    for (std::string& line : lines) {
        const std::optional<Entry> e = ParseLine(line);
        const std::string eol = !line.empty() && line.back() == '\r' ? "\r" : "";
        if (e && IsShaderKey(e->key)) {
            fs::path glsl_path = fs::path(e->value);
            glsl_path.replace_extension(".glsl");
            status = std::max(status, ConvertPass(from / e->value, to / glsl_path, base, luts));
            line = e->key + " = \"" + glsl_path.generic_string() + "\"" + eol;
        } else if (e && lut_set.count(e->key)) {
            line = e->key + " = \"" + Rebase(e->value, from, to) + "\"" + eol;
        }
        converted += line + "\n";
    }
    if (WriteOutput(output, converted) != 0) return 2;
    return status;
}

}  // namespace tessera::tool
