// SPDX-License-Identifier: MIT
// Built-in type names and reserved words; see keywords.h.
#include "lang/cg/reader/keywords.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <utility>

namespace tessera::lang::cg {

namespace {

struct ScalarName {
    std::string_view name;
    BaseType base;
    bool has_vectors;  // has TYPEn and TYPEnxm typedefs
};

// bool has vector typedefs too: the spec speaks of "bool vectors" and "packed vector of bool".
constexpr std::array<ScalarName, 10> kScalars = {{
    {"bool", BaseType::kBool, true},
    {"char", BaseType::kChar, true},
    {"short", BaseType::kShort, true},
    {"int", BaseType::kInt, true},
    {"long", BaseType::kLong, true},
    {"half", BaseType::kHalf, true},
    {"fixed", BaseType::kFixed, true},
    {"float", BaseType::kFloat, true},
    {"double", BaseType::kDouble, true},
    {"unsigned", BaseType::kUnsignedInt, false},
}};

constexpr std::array<ScalarName, 7> kObjects = {{
    {"void", BaseType::kVoid, false},
    {"sampler", BaseType::kSampler, false},
    {"sampler1D", BaseType::kSampler1D, false},
    {"sampler2D", BaseType::kSampler2D, false},
    {"sampler3D", BaseType::kSampler3D, false},
    {"samplerCUBE", BaseType::kSamplerCube, false},
    {"samplerRECT", BaseType::kSamplerRect, false},
}};

// Words of the "Reserved Words" list the grammar uses, plus `varying` (a specifier the list
// forgets). Not the sampler types, although the list has them: they are predefined type
// names like float4 ("Types"; the Cg Tutorial's list of reserved words says the vector and
// matrix types are left off it "because they can be used as identifiers"), which a parameter
// or local may hide, as Ogre's CSMShadows does with `uniform sampler2D sampler` in an
// overload only its Cg build compiles, for arbfp1 (parser_impl.h, point 3).
constexpr std::array<std::string_view, 35> kKeywords = {
    "bool",     "break",   "char",     "const",  "continue", "discard", "do",
    "double",   "else",    "extern",   "false",  "fixed",    "float",   "for",
    "half",     "if",      "in",       "inline", "inout",    "int",     "interface",
    "long",     "out",     "packed",   "register", "return", "short",   "static",
    "struct",   "true",    "typedef",  "uniform", "unsigned", "void",   "while",
};

// Reserved words the grammar does not use, by the message they get.
constexpr std::array<std::string_view, 4> kUnsupportedC = {"goto", "switch", "case", "default"};
constexpr std::array<std::string_view, 2> kNoEnumUnion = {"enum", "union"};
// The spec's list also reserves the CgFX (effect file) words: `compile`, `emit`,
// `sampler_state`, `texture1D`..`textureRECT`, `asm_fragment`, and, in any case, `decl`,
// `dword`, `pass`, `pixelfragment`, `pixelshader`, `string`, `technique`, `texture`,
// `vertexfragment`, `vertexshader`. cgc compiled core Cg programs that use them as names
// (its arbfp1 output has `#var sampler2D texture : TEXUNIT0 : texunit 0 : 11 : 1`, and
// libretro's shared includes declare `sampler2D texture;`): outside an effect they are
// ordinary identifiers, so they are in no table here (docs/cg.md "Cg as cgc accepted it").
// Case-insensitive reserved words (marked '*' in the spec) that stay reserved. Not `matrix`
// (HLSL's matrix<T, r, c>, which Cg never had): crt-royale names a `float2x2 matrix`
// parameter, and cgc compiled it.
constexpr std::array<std::string_view, 3> kCaseInsensitive = {"asm", "float", "vector"};
constexpr std::array<std::string_view, 32> kOtherReserved = {
    "auto",         "catch",    "class",   "column_major", "const_cast",  "delete",
    "dynamic_cast", "explicit", "friend",  "get",          "mutable",     "namespace",
    "new",          "operator", "private", "protected",    "public",      "reinterpret_cast",
    "row_major",    "shared",   "signed",  "sizeof",       "static_cast", "template",
    "this",         "throw",    "try",     "typeid",       "typename",    "using",
    "virtual",      "volatile",
};

bool EqualsIgnoringCase(std::string_view a, std::string_view lower) {
    if (a.size() != lower.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != lower[i]) return false;
    return true;
}

// The parser asks about every identifier; most are none of these words. One hashed set of
// every case-sensitive word answers that in one probe instead of a hundred comparisons.
enum class WordClass : std::uint8_t { kKeyword, kUnsupportedC, kNoEnumUnion, kOther };

const std::unordered_map<std::string_view, WordClass>& WordClasses() {
    static const std::unordered_map<std::string_view, WordClass> classes = [] {
        std::unordered_map<std::string_view, WordClass> map;
        for (std::string_view w : kKeywords) map.emplace(w, WordClass::kKeyword);
        for (std::string_view w : kUnsupportedC) map.emplace(w, WordClass::kUnsupportedC);
        for (std::string_view w : kNoEnumUnion) map.emplace(w, WordClass::kNoEnumUnion);
        for (std::string_view w : kOtherReserved) map.emplace(w, WordClass::kOther);
        return map;
    }();
    return classes;
}

std::optional<WordClass> ClassOf(std::string_view name) {
    const auto& classes = WordClasses();
    auto it = classes.find(name);
    if (it == classes.end()) return std::nullopt;
    return it->second;
}

// The case-insensitive reserved word `name` is, in lower case, or empty.
std::string_view CaseInsensitiveWord(std::string_view name) {
    for (std::string_view word : kCaseInsensitive)
        if (EqualsIgnoringCase(name, word)) return word;
    return {};
}

}  // namespace

// Every built-in type name (scalars, `float3`, `half4x4`, samplers, ...) with its type: the
// parser asks about each identifier it meets, and one hashed probe replaced seventeen prefix
// comparisons (~1.3% of compiling a long shader). The spellings live in a deque, whose
// push_back moves no element, so the map's keys can view them.
std::optional<BuiltinType> LookupBuiltinType(std::string_view name) {
    static std::deque<std::string> spellings;
    static const std::unordered_map<std::string_view, BuiltinType> types = [] {
        std::unordered_map<std::string_view, BuiltinType> map;
        auto add = [&](std::string spelled, BuiltinType type) { map.emplace(spellings.emplace_back(std::move(spelled)), type); };
        for (const ScalarName& object : kObjects) add(std::string(object.name), {object.base, Shape::kScalar, 1, 1});
        for (const ScalarName& scalar : kScalars) {
            const std::string base(scalar.name);
            add(base, {scalar.base, Shape::kScalar, 1, 1});
            if (!scalar.has_vectors) continue;
            for (std::uint8_t n = 1; n <= 4; ++n) {
                add(base + char('0' + n), {scalar.base, Shape::kVector, 1, n});
                for (std::uint8_t m = 1; m <= 4; ++m)
                    add(base + char('0' + n) + 'x' + char('0' + m), {scalar.base, Shape::kMatrix, n, m});
            }
        }
        return map;
    }();
    auto it = types.find(name);
    if (it == types.end()) return std::nullopt;
    return it->second;
}

std::optional<BuiltinType> LookupGlslTypeName(std::string_view name) {
    static constexpr std::pair<std::string_view, BaseType> kVectors[] = {
        {"vec", BaseType::kFloat}, {"ivec", BaseType::kInt}, {"bvec", BaseType::kBool}};
    for (const auto& [prefix, base] : kVectors) {
        if (name.size() == prefix.size() + 1 && name.substr(0, prefix.size()) == prefix &&
            name.back() >= '2' && name.back() <= '4')
            return BuiltinType{base, Shape::kVector, 1, static_cast<std::uint8_t>(name.back() - '0')};
    }
    if (name.substr(0, 3) != "mat") return std::nullopt;
    const std::string_view size = name.substr(3);
    const bool square = size.size() == 3 && size[1] == 'x' && size[0] == size[2];
    if ((size.size() != 1 && !square) || size[0] < '2' || size[0] > '4') return std::nullopt;
    const auto n = static_cast<std::uint8_t>(size[0] - '0');
    return BuiltinType{BaseType::kFloat, Shape::kMatrix, n, n};
}

bool IsKeyword(std::string_view name) {
    return ClassOf(name) == WordClass::kKeyword || name == "varying";
}

std::string ReservedWordMessage(std::string_view name) {
    auto quoted = [&] { return "'" + std::string(name) + "'"; };
    const std::optional<WordClass> word = ClassOf(name);
    if (word == WordClass::kUnsupportedC) {
        if (name == "goto") return "'goto' is reserved: Cg has no goto statements or labels";
        return quoted() + " is reserved: Cg has no switch statements";
    }
    if (word == WordClass::kNoEnumUnion) return quoted() + " is reserved: Cg has no enum or union";
    if (name.size() > 2 && name[0] == '_' && name[1] == '_')
        return "identifiers starting with '__' are reserved";
    const std::string_view lower = CaseInsensitiveWord(name);
    if (!lower.empty()) {
        if (lower == "float") {
            if (name == "float") return "";
            return quoted() + " is reserved (the word float is reserved in any case)";
        }
        if (lower == "vector")
            return quoted() +
                   " is reserved: write vector and matrix types as float4, float4x4, ...";
        return quoted() + " is a reserved word";
    }
    if (name == "this") return "'this' is reserved: member functions name fields directly";
    if (word == WordClass::kOther) return quoted() + " is a reserved word";
    return "";
}

}  // namespace tessera::lang::cg
