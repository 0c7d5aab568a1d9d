// SPDX-License-Identifier: MIT
// GLSL's spellings of Cg library functions, which cgc accepted when it compiled for its GLSL
// profiles (glslv, glslf, glesv, glesf) and rejected for arbfp1: RetroArch shaders that cgc
// compiled for the ES profiles call fract, mix, mod and two-argument atan (their cgc output
// is public; REFERENCE_FACTS, "Cg as real code uses it").
//
//   fract(x)    = frac(x)          mix(x, y, a) = lerp(x, y, a)
//   atan(y, x)  = atan2(y, x)      (atan(x) stays Cg's)
//   mod(x, y)   = x - y * floor(x / y)   (GLSL 1.10 section 8.3; Cg's fmod truncates instead)
//
// Each spelling is the Cg function's overload list with the name the lowering dispatches
// on (stdlib.h: BuiltinSignature::name): "frac", "lerp", "atan2", and "mod" for the floor
// form, which lower_stdlib.cpp spells out.
#include <mutex>

#include "lang/cg/reader/stdlib.h"

namespace tessera::lang::cg {

namespace {

struct Spelling {
    const char* glsl;
    const char* cg;       ///< the overloads to take
    const char* lowered;  ///< the name they dispatch on; nullptr: the Cg function's
    bool keep_own;        ///< Cg has the GLSL name too (atan): its overloads stay
};

constexpr Spelling kSpellings[] = {
    {"fract", "frac", nullptr, false},
    {"mix", "lerp", nullptr, false},
    {"atan", "atan2", nullptr, true},
    {"mod", "fmod", "mod", false},
};

std::vector<BuiltinSignature> Overloads(const Spelling& s) {
    std::vector<BuiltinSignature> out;
    if (s.keep_own) out = BuiltinOverloads(s.glsl);
    for (BuiltinSignature sig : BuiltinOverloads(s.cg)) {
        if (s.lowered) sig.name = s.lowered;
        out.push_back(std::move(sig));
    }
    return out;
}

}  // namespace

const std::vector<BuiltinSignature>& LibraryOverloads(const std::string& name,
                                                      bool glsl_spellings) {
    if (glsl_spellings) {
        for (const Spelling& s : kSpellings) {
            if (name != s.glsl) continue;
            // Built once per process (compiles may run in threads), as BuiltinOverloads is.
            static std::once_flag once[std::size(kSpellings)];
            static std::vector<BuiltinSignature> lists[std::size(kSpellings)];
            const std::size_t i = static_cast<std::size_t>(&s - kSpellings);
            std::call_once(once[i], [&] { lists[i] = Overloads(s); });
            return lists[i];
        }
    }
    return BuiltinOverloads(name);
}

}  // namespace tessera::lang::cg
