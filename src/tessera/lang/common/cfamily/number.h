// SPDX-License-Identifier: MIT
// Numeric constants: from a preprocessing number's spelling to a typed, exact value.
//
// The forms (Cg spec "Constants", GLSL 1.10 section 4.1.3 and 4.1.4, C 6.4.4):
//   integer  = decimal | "0" octal-digit* | ("0x"|"0X") hex-digit+, then an integer suffix
//   floating = (digit+ "." digit* | "." digit+) exponent? | digit+ exponent, then a float suffix
//   exponent = ("e"|"E") ("+"|"-")? digit+
// Suffixes depend on the language:
//   Cg   floats: f (float), h (half), x (fixed), d (double); integers: i (int), l (long),
//        s (short), t (char), u (unsigned), us ut ui ul (unsigned short/char/int/long).
//        A float suffix on a decimal integer ("2h") makes a floating constant of that type,
//        since the spec says a constant, not only a floating one, is typed by its suffix;
//        so "0x" alone is the fixed constant 0 (hex needs a digit after the prefix).
//   GLSL 1.10 has none; 1.20 adds f/F on floating constants, 1.30 u/U on integers.
// Letters are accepted in either case, as C does. A constant without a suffix is Cg's
// cint (no point, no exponent) or cfloat; GLSL reads those as int and float.
//
// Integers are exact: a value that does not fit 64 bits is an error here, and whether it
// fits the language's 32-bit int is for the caller (the preprocessor checks it on output;
// #if arithmetic is 64-bit, as C's intmax_t). Floats are correctly rounded to double by
// strtod; a value too large for a double is an error, one too small becomes 0 or denormal.
#pragma once

#include <string>
#include <string_view>

#include "lang/common/cfamily/token.h"

namespace tessera::lang::cfamily {

struct NumberSyntax {
    bool cg_suffixes = false;        ///< Cg's d f h x / i l s t u suffixes
    bool float_suffix_f = false;     ///< GLSL 1.20: "f"/"F" on floating constants
    bool unsigned_suffix_u = false;  ///< GLSL 1.30: "u"/"U" on integer constants
};

struct ParsedNumber {
    bool ok = false;
    std::string error;  ///< why not, as a diagnostic message
    NumberValue value;
};

/// Parses a preprocessing number's spelling.
ParsedNumber ParseNumber(std::string_view spelling, const NumberSyntax& syntax);

/// The suffix a NumberType is written with in Cg ("" for cint and cfloat, "us", ...).
std::string_view NumberTypeSuffix(NumberType type);

}  // namespace tessera::lang::cfamily
