// SPDX-License-Identifier: MIT
// The shared ARB assembly core: the parts of an operand both targets write the same way —
// signs, write masks, swizzle suffixes, SWZ's extended swizzle and absolute array indices
// (ARBfp 3.11.4.1 to 3.11.4.3, ARBvp 2.14.4.1 to 2.14.4.3).
//
// Fragment programs may spell components as xyzw or rgba (never mixing the two in one
// suffix); vertex programs know only xyzw, so for them an rgba letter is simply not a
// component.
#include <string>

#include "lang/common/arbasm/parser_base.h"

namespace tessera::lang::arbasm {

namespace {

// One swizzle or mask letter: its component and its set (0 = xyzw, 1 = rgba).
std::optional<Component> Letter(char c, int& set, bool allow_rgba) {
    static constexpr std::string_view kXyzw = "xyzw", kRgba = "rgba";
    if (auto i = kXyzw.find(c); i != std::string_view::npos) {
        set = 0;
        return static_cast<Component>(i);
    }
    if (auto i = kRgba.find(c); allow_rgba && i != std::string_view::npos) {
        set = 1;
        return static_cast<Component>(i);
    }
    return std::nullopt;
}

}  // namespace

bool ParserBase::ParseOptionalSign() {
    if (IsPunct("-") || IsPunct("+")) return Text(Advance()) == "-";
    return false;
}

// <optionalMask>: components in xyzw (or rgba) order, from one set, each at most once.
std::optional<std::uint8_t> ParserBase::ParseOptionalMask() {
    if (!IsPunct(".")) return std::uint8_t{0xF};
    Advance();
    const bool rgba = target_ == Target::kFragment;
    const Token& mask = Peek();
    std::string_view letters = mask.kind == TokenKind::kWord ? Text(mask) : std::string_view();
    std::uint8_t bits = 0;
    int first_set = -1;
    int last = -1;
    bool valid = !letters.empty() && letters.size() <= 4;
    for (char c : letters) {
        int set = 0;
        auto component = Letter(c, set, rgba);
        if (!component || (first_set >= 0 && set != first_set) ||
            static_cast<int>(*component) <= last) {
            valid = false;
            break;
        }
        first_set = set;
        last = static_cast<int>(*component);
        bits |= static_cast<std::uint8_t>(1u << last);
    }
    if (!valid) {
        Error(mask, rgba ? "invalid write mask; components must come from one of xyzw or rgba, "
                           "in that order, each at most once"
                         : "invalid write mask; components must come from xyzw, in that order, "
                           "each at most once");
        return std::nullopt;
    }
    Advance();
    return bits;
}

// <scalarSuffix>   ::= "." <component>
// <optionalSuffix> ::= "" | "." <component> | "." <component> <component> <component> <component>
bool ParserBase::ParseSuffix(std::array<Component, 4>& swizzle, bool scalar) {
    if (!IsPunct(".")) {
        if (scalar) {
            Error(Peek(), "a scalar operand needs a component selector such as '.x'");
            return false;
        }
        return true;
    }
    Advance();
    const bool rgba = target_ == Target::kFragment;
    const Token& t = Peek();
    std::string_view letters = t.kind == TokenKind::kWord ? Text(t) : std::string_view();
    bool shape_ok = scalar ? letters.size() == 1 : (letters.size() == 1 || letters.size() == 4);
    int first_set = -1;
    std::array<Component, 4> result{};
    for (std::size_t i = 0; shape_ok && i < letters.size(); ++i) {
        int set = 0;
        auto component = Letter(letters[i], set, rgba);
        if (!component || (first_set >= 0 && set != first_set)) shape_ok = false;
        else result[i] = *component;
        first_set = set;
    }
    if (!shape_ok) {
        if (scalar)
            Error(t, rgba ? "expected one component (x, y, z, w, r, g, b or a) for a scalar operand"
                          : "expected one component (x, y, z or w) for a scalar operand");
        else
            Error(t, rgba ? "invalid swizzle; use one component or four from one of xyzw or rgba"
                          : "invalid swizzle; use one component or four from xyzw");
        return false;
    }
    Advance();
    if (letters.size() == 1) result.fill(result[0]);  // ".y" means ".yyyy" (3.11.4.1)
    swizzle = result;
    return true;
}

// <extendedSwizzle> ::= <extSwizComp> "," <extSwizComp> "," <extSwizComp> "," <extSwizComp>
// <extSwizComp>     ::= <optionalSign> ("0" | "1" | <component>)
bool ParserBase::ParseExtendedSwizzle(std::array<ExtendedSwizzleComponent, 4>& components) {
    const bool rgba = target_ == Target::kFragment;
    int first_set = -1;
    for (int i = 0; i < 4; ++i) {
        if (i > 0 && !Expect(",", "','")) return false;
        ExtendedSwizzleComponent& c = components[i];
        c.negate = ParseOptionalSign();
        const Token& t = Peek();
        std::string_view s = Text(t);
        int set = -1;
        if (t.kind == TokenKind::kInteger && (s == "0" || s == "1")) {
            c.select = s == "0" ? Component::kZero : Component::kOne;
        } else if (auto comp = t.kind == TokenKind::kWord && s.size() == 1
                                   ? Letter(s[0], set, rgba)
                                   : std::nullopt) {
            if (first_set >= 0 && set != first_set) {
                Error(t, "extended swizzle mixes xyzw and rgba components");
                return false;
            }
            first_set = set;
            c.select = *comp;
        } else {
            Error(t, rgba ? "invalid extended swizzle selector; expected 0, 1, or one of xyzw or "
                            "rgba"
                          : "invalid extended swizzle selector; expected 0, 1, x, y, z or w");
            return false;
        }
        Advance();
    }
    return true;
}

// <progParamArrayAbs> ::= <integer>, checked against the array's size (3.11.3.2, 2.14.3.2).
std::optional<std::uint32_t> ParserBase::ParseArrayIndex(const Token& name, const Symbol& array) {
    const Token& index_token = Peek();
    auto index = ParseIndex(0xFFFFFFFFu, "array index");
    if (!index) return std::nullopt;
    if (*index >= array.size) {
        Error(index_token, "index " + std::to_string(*index) + " is out of bounds for '" +
                               std::string(Text(name)) + "', which has " +
                               std::to_string(array.size) + " elements");
        return std::nullopt;
    }
    return index;
}

}  // namespace tessera::lang::arbasm
