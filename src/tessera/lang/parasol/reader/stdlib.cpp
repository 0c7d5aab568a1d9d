// SPDX-License-Identifier: MIT
// The standard library ("Standard Library Reference"), as Parasol source.
//
// Every function is a one-line Parasol definition over the intrinsics (intrinsics.h), so
// the library is checked by the same checker as user code and inlined by the IR passes
// like any other function. The six vector modules differ only in their size and element
// type, so their text is made from one template per element type: `$N` is the size, `$C(v)`
// expands to the components `v [x], v [y], ...`, `$S(e)` to `e, e, ...` (a splat).
//
// Where the spec's listing has slips (NOTES.md), its evident intent is followed: float
// vectors take float scalars and `dot` returns float; integer vectors take integer scalars,
// with a float `t` for `interpolate` and `e` for `refract`, and a float `magnitude`. The
// integer vectors' geometric functions compute in float and truncate back.
//
// The terms are the listing's plus those jparasol 0.11.3's library adds to it
// (Sampler2D.texture_projective_3f/_4f, SamplerCube, Fragment, the vector modules' maximum,
// minimum and subtract_scalar); docs/parasol.md tabulates every term.
#include "lang/parasol/reader/stdlib.h"

#include <functional>
#include <regex>

namespace tessera::lang::parasol {

namespace {

constexpr const char* kScalars = R"(package com.io7m.parasol;

module Intrinsic is
end;

module Boolean is
  import com.io7m.parasol.Intrinsic as X;
  function or (x : boolean, y : boolean) : boolean = X.or (x, y);
  -- 'and' and 'not' are Tessera's additions (docs/parasol.md)
  function and (x : boolean, y : boolean) : boolean = X.and (x, y);
  function not (x : boolean) : boolean = X.not (x);
end;

module Float is
  import com.io7m.parasol.Intrinsic as X;
  function absolute (x : float) : float = X.abs (x);
  function add (x : float, y : float) : float = X.add (x, y);
  function arc_cosine (x : float) : float = X.acos (x);
  function arc_sine (x : float) : float = X.asin (x);
  function arc_tangent (x : float) : float = X.atan (x);
  function ceiling (x : float) : float = X.ceil (x);
  function clamp (x : float, min : float, max : float) : float = X.clamp (x, min, max);
  function cosine (x : float) : float = X.cos (x);
  function divide (x : float, y : float) : float = X.divide (x, y);
  function equals (x : float, y : float) : boolean = X.equals (x, y);
  function floor (x : float) : float = X.floor (x);
  function greater (x : float, y : float) : boolean = X.greater (x, y);
  function greater_or_equal (x : float, y : float) : boolean = X.greater_or_equal (x, y);
  function interpolate (x : float, y : float, a : float) : float = X.lerp (x, y, a);
  function is_infinite (x : float) : boolean = X.is_infinite (x);
  function is_nan (x : float) : boolean = X.is_nan (x);
  function lesser (x : float, y : float) : boolean = X.lesser (x, y);
  function lesser_or_equal (x : float, y : float) : boolean = X.lesser_or_equal (x, y);
  function log2 (x : float) : float = X.log2 (x);
  function maximum (x : float, y : float) : float = X.max (x, y);
  function minimum (x : float, y : float) : float = X.min (x, y);
  -- GLSL's mod: x - y * floor (x / y)
  function modulo (x : float, y : float) : float =
    X.subtract (x, X.multiply (y, X.floor (X.divide (x, y))));
  function multiply (x : float, y : float) : float = X.multiply (x, y);
  function negate (x : float) : float = X.negate (x);
  function power (x : float, n : float) : float = X.pow (x, n);
  function round (x : float) : float = X.round (x);
  function sign (x : float) : float = X.sign (x);
  function sine (x : float) : float = X.sin (x);
  function square_root (x : float) : float = X.sqrt (x);
  function subtract (x : float, y : float) : float = X.subtract (x, y);
  function tangent (x : float) : float = X.tan (x);
  function truncate (x : float) : float = X.trunc (x);
end;

module Integer is
  import com.io7m.parasol.Intrinsic as X;
  function add (x : integer, y : integer) : integer = X.add (x, y);
  function divide (x : integer, y : integer) : integer = X.divide (x, y);
  function multiply (x : integer, y : integer) : integer = X.multiply (x, y);
  function subtract (x : integer, y : integer) : integer = X.subtract (x, y);
end;

module Matrix3x3f is
  import com.io7m.parasol.Intrinsic as X;
  function multiply (m0 : matrix_3x3f, m1 : matrix_3x3f) : matrix_3x3f = X.multiply (m0, m1);
  function multiply_vector (m : matrix_3x3f, v : vector_3f) : vector_3f = X.multiply_vector (m, v);
end;

module Matrix4x4f is
  import com.io7m.parasol.Intrinsic as X;
  function multiply (m0 : matrix_4x4f, m1 : matrix_4x4f) : matrix_4x4f = X.multiply (m0, m1);
  function multiply_vector (m : matrix_4x4f, v : vector_4f) : vector_4f = X.multiply_vector (m, v);
end;

module Sampler2D is
  import com.io7m.parasol.Intrinsic as X;
  function texture (t : sampler_2d, uv : vector_2f) : vector_4f = X.texture (t, uv);
  -- jparasol's texture2DProj: uv [z] divides uv [x y] ...
  function texture_projective_3f (t : sampler_2d, uv : vector_3f) : vector_4f = X.texture_projective (t, uv);
  -- ... and here uv [w] divides uv [x y]; uv [z] is unused by a 2D texture (GLSL 1.10, 8.7)
  function texture_projective_4f (t : sampler_2d, uv : vector_4f) : vector_4f = X.texture_projective (t, uv);
  function texture_with_offset (t : sampler_2d, uv : vector_2f, o : vector_2i) : vector_4f =
    X.texture_offset (t, uv, o);
  function texture_with_lod (t : sampler_2d, uv : vector_2f, lod : float) : vector_4f =
    X.texture_lod (t, uv, lod);
end;

module SamplerCube is
  import com.io7m.parasol.Intrinsic as X;
  function texture (t : sampler_cube, uvw : vector_3f) : vector_4f = X.texture (t, uvw);
  function texture_with_lod (t : sampler_cube, uvw : vector_3f, lod : float) : vector_4f =
    X.texture_lod (t, uvw, lod);
end;

module Fragment is
  import com.io7m.parasol.Intrinsic as X;
  -- the fragment's window coordinates (GLSL's gl_FragCoord; ARBfp's fragment.position)
  value coordinate : vector_4f = X.fragment_coordinate;
end;
)";

constexpr const char* kFloatVector = R"(
module Vector$Nf is
  import com.io7m.parasol.Intrinsic as X;
  function add (v0 : vector_$Nf, v1 : vector_$Nf) : vector_$Nf = X.add (v0, v1);
  function add_scalar (v : vector_$Nf, x : float) : vector_$Nf = X.add (v, new vector_$Nf ($S(x)));
  function divide (v0 : vector_$Nf, v1 : vector_$Nf) : vector_$Nf = X.divide (v0, v1);
  function divide_scalar (v : vector_$Nf, x : float) : vector_$Nf = X.divide (v, new vector_$Nf ($S(x)));
  function dot (v0 : vector_$Nf, v1 : vector_$Nf) : float = X.dot (v0, v1);
  function interpolate (v0 : vector_$Nf, v1 : vector_$Nf, t : float) : vector_$Nf =
    X.lerp (v0, v1, new vector_$Nf ($S(t)));
  function magnitude (v : vector_$Nf) : float = X.length (v);
  -- jparasol 0.11.3's additions to the listing: per component, GLSL's max and min
  function maximum (v0 : vector_$Nf, v1 : vector_$Nf) : vector_$Nf = X.max (v0, v1);
  function minimum (v0 : vector_$Nf, v1 : vector_$Nf) : vector_$Nf = X.min (v0, v1);
  function multiply (v0 : vector_$Nf, v1 : vector_$Nf) : vector_$Nf = X.multiply (v0, v1);
  function multiply_scalar (v : vector_$Nf, x : float) : vector_$Nf = X.multiply (v, new vector_$Nf ($S(x)));
  function negate (v : vector_$Nf) : vector_$Nf = X.negate (v);
  function normalize (v : vector_$Nf) : vector_$Nf = X.normalize (v);
  function reflect (i : vector_$Nf, n : vector_$Nf) : vector_$Nf = X.reflect (i, n);
  function refract (i : vector_$Nf, n : vector_$Nf, e : float) : vector_$Nf = X.refract (i, n, e);
  function subtract (v0 : vector_$Nf, v1 : vector_$Nf) : vector_$Nf = X.subtract (v0, v1);
  function subtract_scalar (v : vector_$Nf, x : float) : vector_$Nf = X.subtract (v, new vector_$Nf ($S(x)));
$CROSS
end;
)";

constexpr const char* kCross = R"(  function cross (v0 : vector_3f, v1 : vector_3f) : vector_3f = X.cross (v0, v1);)";

constexpr const char* kIntegerVector = R"(
module Vector$Ni is
  import com.io7m.parasol.Intrinsic as X;
  function add (v0 : vector_$Ni, v1 : vector_$Ni) : vector_$Ni = X.add (v0, v1);
  function add_scalar (v : vector_$Ni, x : integer) : vector_$Ni = X.add (v, new vector_$Ni ($S(x)));
  function divide (v0 : vector_$Ni, v1 : vector_$Ni) : vector_$Ni = X.divide (v0, v1);
  function divide_scalar (v : vector_$Ni, x : integer) : vector_$Ni = X.divide (v, new vector_$Ni ($S(x)));
  function dot (v0 : vector_$Ni, v1 : vector_$Ni) : integer =
    let value p = X.multiply (v0, v1); in $SUM(p) end;
  function interpolate (v0 : vector_$Ni, v1 : vector_$Ni, t : float) : vector_$Ni =
    $I(X.lerp ($F(v0), $F(v1), new vector_$Nf ($S(t))));
  function magnitude (v : vector_$Ni) : float = X.length ($F(v));
  -- per component; exact in float for the integers a float holds (ARBfp has no others)
  function maximum (v0 : vector_$Ni, v1 : vector_$Ni) : vector_$Ni = $I(X.max ($F(v0), $F(v1)));
  function minimum (v0 : vector_$Ni, v1 : vector_$Ni) : vector_$Ni = $I(X.min ($F(v0), $F(v1)));
  function multiply (v0 : vector_$Ni, v1 : vector_$Ni) : vector_$Ni = X.multiply (v0, v1);
  function multiply_scalar (v : vector_$Ni, x : integer) : vector_$Ni = X.multiply (v, new vector_$Ni ($S(x)));
  function negate (v : vector_$Ni) : vector_$Ni = X.negate (v);
  function normalize (v : vector_$Ni) : vector_$Ni = $I(X.normalize ($F(v)));
  function reflect (i : vector_$Ni, n : vector_$Ni) : vector_$Ni = $I(X.reflect ($F(i), $F(n)));
  function refract (i : vector_$Ni, n : vector_$Ni, e : float) : vector_$Ni =
    $I(X.refract ($F(i), $F(n), e));
  function subtract (v0 : vector_$Ni, v1 : vector_$Ni) : vector_$Ni = X.subtract (v0, v1);
  function subtract_scalar (v : vector_$Ni, x : integer) : vector_$Ni = X.subtract (v, new vector_$Ni ($S(x)));
end;
)";

// Expands `$NAME(arg)` with `expand(arg)`; arguments hold balanced parentheses.
std::string ExpandMacro(std::string text, const std::string& name, const std::function<std::string(const std::string&)>& expand) {
    const std::string open = "$" + name + "(";
    for (std::size_t at = text.find(open); at != std::string::npos; at = text.find(open, at)) {
        std::size_t i = at + open.size();
        int depth = 1;
        for (; i < text.size() && depth > 0; ++i) depth += text[i] == '(' ? 1 : text[i] == ')' ? -1 : 0;
        std::string arg = text.substr(at + open.size(), i - 1 - at - open.size());
        text.replace(at, i - at, expand(arg));
    }
    return text;
}

std::string VectorModule(const char* tmpl, int n) {
    const std::string labels[] = {"x", "y", "z", "w"};
    auto join = [n](const std::function<std::string(int)>& part, const char* separator) {
        std::string out;
        for (int i = 0; i < n; ++i) out += (i ? separator : "") + part(i);
        return out;
    };
    std::string text = std::regex_replace(tmpl, std::regex("\\$N"), std::to_string(n));
    text = std::regex_replace(text, std::regex("\\$CROSS"), n == 3 ? kCross : "");
    text = ExpandMacro(text, "S", [&](const std::string& a) { return join([&](int) { return a; }, ", "); });
    text = ExpandMacro(text, "SUM", [&](const std::string& a) {
        std::string sum = a + " [x]";
        for (int i = 1; i < n; ++i) sum = "X.add (" + sum + ", " + a + " [" + labels[i] + "])";
        return sum;
    });
    text = ExpandMacro(text, "F", [&](const std::string& a) {
        return "new vector_" + std::to_string(n) + "f (" +
               join([&](int i) { return "new float (" + a + " [" + labels[i] + "])"; }, ", ") + ")";
    });
    text = ExpandMacro(text, "I", [&](const std::string& a) {
        return "let value r = " + a + "; in new vector_" + std::to_string(n) + "i (" +
               join([&](int i) { return "new integer (r [" + labels[i] + "])"; }, ", ") + ") end";
    });
    return text;
}

}  // namespace

const std::string& StandardLibrarySource() {
    static const std::string text = [] {
        std::string out = kScalars;
        for (int n = 2; n <= 4; ++n) out += VectorModule(kFloatVector, n);
        for (int n = 2; n <= 4; ++n) out += VectorModule(kIntegerVector, n);
        return out;
    }();
    return text;
}

}  // namespace tessera::lang::parasol
