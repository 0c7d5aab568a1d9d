// Which language a file is in: by its extension, or as --lang says (DESIGN.md: .fp .arbfp
// ARBfp1.0, .cg Cg, .frag .vert .glsl GLSL, .p Parasol, .isl ISL).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tessera::tool {

enum class Language { kArbfp, kCg, kGlsl, kParasol, kIsl };

inline std::optional<Language> LanguageByName(std::string_view name) {
    if (name == "arbfp") return Language::kArbfp;
    if (name == "cg") return Language::kCg;
    if (name == "glsl") return Language::kGlsl;
    if (name == "parasol") return Language::kParasol;
    if (name == "isl") return Language::kIsl;
    return std::nullopt;
}

/// The language of `path`: `forced` (a --lang value) when given, else by extension.
inline std::optional<Language> LanguageOf(const std::string& path, const std::string& forced = "") {
    if (!forced.empty()) return LanguageByName(forced);
    auto dot = path.rfind('.');
    std::string_view ext = dot == std::string::npos ? std::string_view() : std::string_view(path).substr(dot + 1);
    if (ext == "fp" || ext == "arbfp") return Language::kArbfp;
    if (ext == "cg") return Language::kCg;
    if (ext == "frag" || ext == "vert" || ext == "glsl") return Language::kGlsl;
    if (ext == "p") return Language::kParasol;
    if (ext == "isl") return Language::kIsl;
    return std::nullopt;
}

inline const char* LanguageName(Language language) {
    switch (language) {
        case Language::kArbfp: return "ARBfp1.0";
        case Language::kCg: return "Cg";
        case Language::kGlsl: return "GLSL";
        case Language::kParasol: return "Parasol";
        case Language::kIsl: return "ISL";
    }
    return "";
}

}  // namespace tessera::tool
