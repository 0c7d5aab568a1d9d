// SPDX-License-Identifier: MIT
#include "lang/common/cfamily/number.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <optional>

namespace tessera::lang::cfamily {

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsHexDigit(char c) { return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int DigitValue(char c) {
    if (IsDigit(c)) return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return c - 'A' + 10;
}
char Lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

std::string LowerString(std::string_view s) {
    std::string out;
    for (char c : s) out += Lower(c);
    return out;
}

std::optional<NumberType> FloatSuffix(std::string_view suffix, const NumberSyntax& syntax) {
    if (suffix.empty()) return NumberType::kCfloat;
    if (suffix.size() != 1) return std::nullopt;
    char c = Lower(suffix[0]);
    if (syntax.cg_suffixes) {
        if (c == 'f') return NumberType::kFloat;
        if (c == 'h') return NumberType::kHalf;
        if (c == 'x') return NumberType::kFixed;
        if (c == 'd') return NumberType::kDouble;
    }
    if (syntax.float_suffix_f && c == 'f') return NumberType::kFloat;
    return std::nullopt;
}

std::optional<NumberType> IntegerSuffix(std::string_view suffix, const NumberSyntax& syntax) {
    if (suffix.empty()) return NumberType::kCint;
    std::string s = LowerString(suffix);
    if (syntax.cg_suffixes) {
        if (s == "i") return NumberType::kInt;
        if (s == "l") return NumberType::kLong;
        if (s == "s") return NumberType::kShort;
        if (s == "t") return NumberType::kChar;
        if (s == "u") return NumberType::kUnsigned;
        if (s == "us") return NumberType::kUnsignedShort;
        if (s == "ut") return NumberType::kUnsignedChar;
        if (s == "ui") return NumberType::kUnsignedInt;
        if (s == "ul") return NumberType::kUnsignedLong;
    }
    if (syntax.unsigned_suffix_u && s == "u") return NumberType::kUnsigned;
    return std::nullopt;
}

ParsedNumber Fail(std::string message) {
    ParsedNumber out;
    out.error = std::move(message);
    return out;
}

// Accumulates digits of `base` into a 64-bit value; false on overflow.
bool Accumulate(std::string_view digits, unsigned base, std::uint64_t& value) {
    value = 0;
    for (char c : digits) {
        auto d = static_cast<std::uint64_t>(DigitValue(c));
        if (value > (UINT64_MAX - d) / base) return false;
        value = value * base + d;
    }
    return true;
}

ParsedNumber MakeFloat(std::string_view mantissa, NumberType type) {
    std::string copy(mantissa);  // strtod needs a terminator; the "C" locale's point is "."
    errno = 0;
    double value = std::strtod(copy.c_str(), nullptr);
    if (errno == ERANGE && std::isinf(value)) return Fail("floating constant is too large");
    ParsedNumber out;
    out.ok = true;
    out.value.type = type;
    out.value.is_float = true;
    out.value.real = value;
    return out;
}

ParsedNumber MakeInteger(std::uint64_t value, NumberType type) {
    ParsedNumber out;
    out.ok = true;
    out.value.type = type;
    out.value.integer = value;
    return out;
}

}  // namespace

ParsedNumber ParseNumber(std::string_view s, const NumberSyntax& syntax) {
    // Cg: "0x" alone is the fixed constant 0 (a "0" with the "x" suffix), not a hex prefix.
    if (syntax.cg_suffixes && (s == "0x" || s == "0X")) return MakeFloat("0", NumberType::kFixed);
    // hexadecimal = ("0x"|"0X") hex-digit+ integer-suffix?
    if (s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        std::size_t end = 2;
        while (end < s.size() && IsHexDigit(s[end])) ++end;
        if (end == 2) return Fail("hexadecimal constant has no digits");
        std::string_view suffix = s.substr(end);
        std::optional<NumberType> type = IntegerSuffix(suffix, syntax);
        if (!type) return Fail("invalid suffix '" + Shorten(suffix) + "' on integer constant");
        std::uint64_t value;
        if (!Accumulate(s.substr(2, end - 2), 16, value))
            return Fail("integer constant is too large");
        return MakeInteger(value, *type);
    }
    std::size_t pos = 0;
    while (pos < s.size() && IsDigit(s[pos])) ++pos;
    std::size_t int_end = pos;
    bool is_float = false;
    if (pos < s.size() && s[pos] == '.') {
        is_float = true;
        ++pos;
        while (pos < s.size() && IsDigit(s[pos])) ++pos;
    }
    // An exponent: "e" with an optional sign and at least one digit.
    if (pos < s.size() && (s[pos] == 'e' || s[pos] == 'E')) {
        std::size_t e = pos + 1;
        if (e < s.size() && (s[e] == '+' || s[e] == '-')) ++e;
        if (e >= s.size() || !IsDigit(s[e])) return Fail("exponent has no digits");
        while (e < s.size() && IsDigit(s[e])) ++e;
        is_float = true;
        pos = e;
    }
    std::string_view suffix = s.substr(pos);
    if (is_float) {
        std::optional<NumberType> type = FloatSuffix(suffix, syntax);
        if (!type) return Fail("invalid suffix '" + Shorten(suffix) + "' on floating constant");
        return MakeFloat(s.substr(0, pos), *type);
    }
    std::string_view digits = s.substr(0, int_end);
    // Cg: a decimal integer with a float suffix is a floating constant of that type.
    if (!suffix.empty() && syntax.cg_suffixes) {
        std::optional<NumberType> type = FloatSuffix(suffix, syntax);
        if (type) return MakeFloat(digits, *type);
    }
    std::optional<NumberType> type = IntegerSuffix(suffix, syntax);
    if (!type) return Fail("invalid suffix '" + Shorten(suffix) + "' on integer constant");
    unsigned base = 10;
    if (digits.size() > 1 && digits[0] == '0') {
        base = 8;
        for (char c : digits)
            if (c > '7') return Fail(std::string("invalid digit '") + c + "' in octal constant");
    }
    std::uint64_t value;
    if (!Accumulate(digits, base, value)) return Fail("integer constant is too large");
    return MakeInteger(value, *type);
}

std::string_view NumberTypeSuffix(NumberType type) {
    switch (type) {
        case NumberType::kCint:
        case NumberType::kCfloat:
            return "";
        case NumberType::kInt:
            return "i";
        case NumberType::kLong:
            return "l";
        case NumberType::kShort:
            return "s";
        case NumberType::kChar:
            return "t";
        case NumberType::kUnsigned:
            return "u";
        case NumberType::kUnsignedShort:
            return "us";
        case NumberType::kUnsignedChar:
            return "ut";
        case NumberType::kUnsignedInt:
            return "ui";
        case NumberType::kUnsignedLong:
            return "ul";
        case NumberType::kFloat:
            return "f";
        case NumberType::kHalf:
            return "h";
        case NumberType::kFixed:
            return "x";
        case NumberType::kDouble:
            return "d";
    }
    return "";
}

}  // namespace tessera::lang::cfamily
