// SPDX-License-Identifier: MIT
// The shared ARB assembly core: parameter bindings (ARBfp 3.11.3.2, ARBvp 2.14.3.2) —
// constants, program.env/local and the state.* tables.
//
// Every binding is a dotted path such as `state.light[2].spot.direction`. The only subtlety
// is that several parts are optional and start with "." (`state.material.back.ambient`,
// `state.texgen.eye.s`), while an operand's swizzle also starts with "."; an optional part
// is taken only when the word after the "." is one it can start with.
//
// The two targets bind the same state but for a few groups: texgen, clip and point are
// vertex-only (ARBvp Tables X.3.4, X.3.6, X.3.7), texenv and depth fragment-only (ARBfp
// Tables X.2.5, X.2.7). A group of the other target is "unknown state binding" as in Mesa.
#include <string>

#include "lang/common/arbasm/parser_base.h"

namespace tessera::lang::arbasm {

namespace {

using StateKind = StateBinding::Kind;

template <typename T>
struct Named {
    std::string_view name;
    T value;
};

template <typename T, std::size_t N>
std::optional<T> Find(const Named<T> (&table)[N], std::string_view word) {
    for (const Named<T>& e : table)
        if (e.name == word) return e.value;
    return std::nullopt;
}

constexpr Named<StateKind> kMaterialProperties[] = {
    {"ambient", StateKind::kMaterialAmbient},   {"diffuse", StateKind::kMaterialDiffuse},
    {"specular", StateKind::kMaterialSpecular}, {"emission", StateKind::kMaterialEmission},
    {"shininess", StateKind::kMaterialShininess},
};
constexpr Named<StateKind> kLightProperties[] = {
    {"ambient", StateKind::kLightAmbient},     {"diffuse", StateKind::kLightDiffuse},
    {"specular", StateKind::kLightSpecular},   {"position", StateKind::kLightPosition},
    {"attenuation", StateKind::kLightAttenuation}, {"half", StateKind::kLightHalf},
};
constexpr Named<StateKind> kLightProductProperties[] = {
    {"ambient", StateKind::kLightProductAmbient},
    {"diffuse", StateKind::kLightProductDiffuse},
    {"specular", StateKind::kLightProductSpecular},
};
constexpr Named<MatrixModifier> kMatrixModifiers[] = {
    {"inverse", MatrixModifier::kInverse},
    {"transpose", MatrixModifier::kTranspose},
    {"invtrans", MatrixModifier::kInvTrans},
};

}  // namespace

namespace {
// <optFaceType> ::= "" | "." "front" | "." "back"
Face ParseFace(ParserBase& p) {
    if (p.IsPunct(".") && (p.IsWord("front", 1) || p.IsWord("back", 1))) {
        p.Advance();
        return p.Text(p.Advance()) == "back" ? Face::kBack : Face::kFront;
    }
    return Face::kFront;
}

// A property word from `table`; reports `what` when the word is not in it.
template <typename T, std::size_t N>
std::optional<T> ParseProperty(ParserBase& p, const Named<T> (&table)[N], const char* what) {
    const Token& t = p.Peek();
    auto value = t.kind == TokenKind::kWord ? Find(table, p.Text(t)) : std::nullopt;
    if (!value) {
        p.Error(t, std::string("expected ") + what);
        return std::nullopt;
    }
    p.Advance();
    return value;
}
ParameterBinding StateParameter(const StateBinding& state) {
    ParameterBinding b;
    b.kind = ParameterBinding::Kind::kState;
    b.state = state;
    return b;
}
}  // namespace

// <stateSingleItem>   ::= "state" "." (<stateMaterialItem> | <stateLightItem> | ...
//                                      | <stateMatrixRow>)
// <stateMultipleItem> ::= <stateSingleItem> | "state" "." <stateMatrixRows>
bool ParserBase::ParseStateItem(std::vector<ParameterBinding>& out, bool multiple) {
    if (!ExpectWord("state") || !Expect(".", "'.'")) return false;
    const Token& group = Peek();
    std::string_view word = group.kind == TokenKind::kWord ? Text(group) : std::string_view();
    StateBinding s;
    auto index = [&](std::uint32_t limit, const char* what) -> bool {
        if (!Expect("[", "'['")) return false;
        auto n = ParseIndex(limit, what);
        if (!n || !Expect("]", "']'")) return false;
        s.index = static_cast<std::uint8_t>(*n);
        return true;
    };
    auto dot = [&] { return Expect(".", "'.'"); };
    if (word == "material") {
        // <stateMaterialItem> ::= "material" <optFaceType> "." <stateMatProperty>
        Advance();
        s.face = ParseFace(*this);
        auto kind = dot() ? ParseProperty(*this, kMaterialProperties, "a material property") : std::nullopt;
        if (!kind) return false;
        s.kind = *kind;
    } else if (word == "light") {
        // <stateLightItem> ::= "light" "[" <stateLightNumber> "]" "." <stateLightProperty>
        Advance();
        if (!index(limits_.max_lights, "light number") || !dot()) return false;
        if (IsWord("spot")) {
            Advance();
            if (!dot() || !ExpectWord("direction")) return false;
            s.kind = StateKind::kLightSpotDirection;
        } else {
            auto kind = ParseProperty(*this, kLightProperties, "a light property");
            if (!kind) return false;
            s.kind = *kind;
        }
    } else if (word == "lightmodel") {
        // <stateLModProperty> ::= "." "ambient" | <optFaceType> "." "scenecolor"
        Advance();
        if (IsPunct(".") && IsWord("ambient", 1)) {
            Advance();
            Advance();
            s.kind = StateKind::kLightModelAmbient;
        } else {
            s.face = ParseFace(*this);
            if (!dot() || !ExpectWord("scenecolor")) return false;
            s.kind = StateKind::kLightModelSceneColor;
        }
    } else if (word == "lightprod") {
        // "lightprod" "[" <stateLightNumber> "]" <optFaceType> "." <stateLProdProperty>
        Advance();
        if (!index(limits_.max_lights, "light number")) return false;
        s.face = ParseFace(*this);
        auto kind = dot() ? ParseProperty(*this, kLightProductProperties, "ambient, diffuse or specular")
                          : std::nullopt;
        if (!kind) return false;
        s.kind = *kind;
    } else if (target_ == Target::kVertex && (word == "texgen" || word == "clip" || word == "point")) {
        return ParseVertexStateItem(out);
    } else if (word == "texenv" && target_ == Target::kFragment) {
        // "texenv" <optLegacyTexUnitNum> "." "color"
        Advance();
        if (IsPunct("[") && !index(limits_.max_texture_units, "texture unit")) return false;
        if (!dot() || !ExpectWord("color")) return false;
        s.kind = StateKind::kTexEnvColor;
    } else if (word == "fog") {
        Advance();
        if (!dot()) return false;
        if (!IsWord("color") && !IsWord("params")) {
            Error(Peek(), "expected color or params");
            return false;
        }
        s.kind = Text(Advance()) == "color" ? StateKind::kFogColor : StateKind::kFogParams;
    } else if (word == "depth" && target_ == Target::kFragment) {
        Advance();
        if (!dot() || !ExpectWord("range")) return false;
        s.kind = StateKind::kDepthRange;
    } else if (word == "matrix") {
        return ParseMatrixRows(out, multiple);
    } else {
        Error(group, "unknown state binding");
        return false;
    }
    out.push_back(StateParameter(s));
    return true;
}

// <stateMatrixItem>  ::= "matrix" "." <stateMatrixName> <stateOptMatModifier>
// <stateMatrixRow>   ::= <stateMatrixItem> "." "row" "[" <stateMatrixRowNum> "]"
// <stateMatrixRows>  ::= <stateMatrixItem> <optMatrixRows>
// <optMatrixRows>    ::= "" | "." "row" "[" <stateMatrixRowNum> ".." <stateMatrixRowNum> "]"
bool ParserBase::ParseMatrixRows(std::vector<ParameterBinding>& out, bool multiple) {
    Advance();  // "matrix"
    if (!Expect(".", "'.'")) return false;
    StateBinding s;
    s.kind = StateKind::kMatrixRow;
    const Token& name = Peek();
    std::string_view word = name.kind == TokenKind::kWord ? Text(name) : std::string_view();
    auto number = [&](bool optional, std::uint32_t limit, const char* what) -> bool {
        if (optional && !IsPunct("[")) return true;
        if (!Expect("[", "'['")) return false;
        if (limit == 0) {
            Error(Peek(), std::string(what) + "s are not supported by this implementation");
            return false;
        }
        auto n = ParseIndex(limit, what);
        if (!n || !Expect("]", "']'")) return false;
        s.index = static_cast<std::uint8_t>(*n);
        return true;
    };
    bool ok = false;
    if (word == "modelview") {
        Advance();
        s.matrix = MatrixName::kModelview;
        ok = number(true, limits_.max_vertex_units, "modelview matrix");
    } else if (word == "projection" || word == "mvp") {
        Advance();
        s.matrix = word == "mvp" ? MatrixName::kMvp : MatrixName::kProjection;
        ok = true;
    } else if (word == "texture") {
        Advance();
        s.matrix = MatrixName::kTexture;
        ok = number(true, limits_.max_texture_coords, "texture matrix");
    } else if (word == "palette") {
        Advance();
        s.matrix = MatrixName::kPalette;
        ok = number(false, limits_.max_palette_matrices, "palette matrix");
    } else if (word == "program") {
        Advance();
        s.matrix = MatrixName::kProgram;
        ok = number(false, limits_.max_program_matrices, "program matrix");
    } else {
        Error(name, "unknown matrix; expected modelview, projection, mvp, texture, palette or program");
    }
    if (!ok) return false;
    // <stateOptMatModifier> ::= "" | "." ("inverse" | "transpose" | "invtrans")
    if (IsPunct(".") && Peek(1).kind == TokenKind::kWord && Find(kMatrixModifiers, Text(Peek(1)))) {
        Advance();
        s.modifier = *Find(kMatrixModifiers, Text(Advance()));
    }
    std::uint32_t first = 0, last = 3;
    if (IsPunct(".") && IsWord("row", 1)) {
        Advance();
        Advance();
        if (!Expect("[", "'['")) return false;
        auto a = ParseIndex(4, "matrix row");
        if (!a) return false;
        first = last = *a;
        if (multiple && IsPunct("..")) {
            Advance();
            const Token& b_token = Peek();
            auto b = ParseIndex(4, "matrix row");
            if (!b) return false;
            if (*b < *a) {
                Error(b_token, "the first row of a range must not be greater than the last");
                return false;
            }
            last = *b;
        }
        if (!Expect("]", "']'")) return false;
    } else if (!multiple) {
        // A single parameter holds one vector, so one row must be chosen (Mesa: "expecting ROW").
        Error(Peek(), "a matrix binding here must select one row, as in '.row[0]'");
        return false;
    }
    for (std::uint32_t row = first; row <= last; ++row) {
        s.row = static_cast<std::uint8_t>(row);
        out.push_back(StateParameter(s));
    }
    return true;
}

// <programSingleItem>   ::= "program" "." ("env" | "local") "[" <num> "]"
// <programMultipleItem> ::= "program" "." ("env" | "local") "[" <num> [".." <num>] "]"
bool ParserBase::ParseProgramItem(std::vector<ParameterBinding>& out, bool multiple) {
    if (!ExpectWord("program") || !Expect(".", "'.'")) return false;
    ParameterBinding b;
    std::uint32_t limit = 0;
    const char* what = "";
    if (IsWord("env")) {
        b.kind = ParameterBinding::Kind::kEnv;
        limit = limits_.max_env_parameters;
        what = "program environment parameter";
    } else if (IsWord("local")) {
        b.kind = ParameterBinding::Kind::kLocal;
        limit = limits_.max_local_parameters;
        what = "program local parameter";
    } else {
        Error(Peek(), "expected env or local");
        return false;
    }
    Advance();
    if (!Expect("[", "'['")) return false;
    auto a = ParseIndex(limit, what);
    if (!a) return false;
    std::uint32_t last = *a;
    if (multiple && IsPunct("..")) {
        Advance();
        const Token& b_token = Peek();
        auto b_index = ParseIndex(limit, what);
        if (!b_index) return false;
        // Table X.2.1: "a program will fail to load if <a> is greater than <b>".
        if (*b_index < *a) {
            Error(b_token, "the first parameter of a range must not be greater than the last");
            return false;
        }
        last = *b_index;
    }
    if (!Expect("]", "']'")) return false;
    for (std::uint32_t i = *a; i <= last; ++i) {
        b.index = i;
        out.push_back(b);
    }
    return true;
}

// <paramConstVector> ::= "{" <signedFloatConstant> ("," <signedFloatConstant>){0,3} "}"
// Missing components default to (0, 0, 0, 1) for y, z and w (3.11.3.2).
std::optional<ParameterBinding> ParserBase::ParseConstantVector() {
    if (!Expect("{", "'{'")) return std::nullopt;
    ParameterBinding b;
    b.kind = ParameterBinding::Kind::kConstant;
    b.constant = {0, 0, 0, 1};
    int n = 0;
    do {
        if (n == 4) {
            Error(Peek(), "a constant vector has at most four components");
            return std::nullopt;
        }
        auto value = ParseFloat(/*allow_sign=*/true);
        if (!value) return std::nullopt;
        b.constant[n++] = *value;
    } while (Accept(","));
    if (!Expect("}", "'}'")) return std::nullopt;
    b.constant_components = static_cast<std::uint8_t>(n);
    return b;
}

// <paramSingleItemDecl> ::= <stateSingleItem> | <programSingleItem> | <paramConstDecl>
// <paramSingleItemUse>  ::= <stateSingleItem> | <programSingleItem> | <paramConstUse>
// <paramMultipleItem>   ::= <stateMultipleItem> | <programMultipleItem> | <paramConstDecl>
// A scalar constant is the vector (X, X, X, X); in a use it has no sign, so "-2" is the
// negation of 2 rather than the constant -2 (3.11.3.2).
bool ParserBase::ParseParameterItem(std::vector<ParameterBinding>& out, bool multiple, bool declaration) {
    if (IsWord("state")) return ParseStateItem(out, multiple);
    if (IsWord("program")) return ParseProgramItem(out, multiple);
    if (IsPunct("{")) {
        auto b = ParseConstantVector();
        if (!b) return false;
        out.push_back(*b);
        return true;
    }
    const Token& t = Peek();
    bool number_follows = t.kind == TokenKind::kInteger || t.kind == TokenKind::kFloat;
    bool signed_number = (IsPunct("-") || IsPunct("+")) &&
                         (Peek(1).kind == TokenKind::kInteger || Peek(1).kind == TokenKind::kFloat);
    if (number_follows || (declaration && signed_number)) {
        auto value = ParseFloat(declaration);
        if (!value) return false;
        ParameterBinding b;
        b.kind = ParameterBinding::Kind::kConstant;
        b.constant = {*value, *value, *value, *value};
        b.constant_was_scalar = true;
        out.push_back(b);
        return true;
    }
    Error(t, "expected a parameter binding (state, program or a constant), found " +
                 (t.kind == TokenKind::kEnd ? std::string("end of program")
                                            : "'" + std::string(Text(t)) + "'"));
    return false;
}

// The vertex-only state groups (ARBvp 2.14.3.2):
// <stateTexGenItem>    ::= "texgen" <optTexCoordNum> "." <stateTexGenType> "." <stateTexGenCoord>
// <stateTexGenType>    ::= "eye" | "object"
// <stateTexGenCoord>   ::= "s" | "t" | "r" | "q"
// <stateClipPlaneItem> ::= "clip" "[" <stateClipPlaneNum> "]" "." "plane"
// <statePointItem>     ::= "point" "." ("size" | "attenuation")
bool ParserBase::ParseVertexStateItem(std::vector<ParameterBinding>& out) {
    ParameterBinding b;
    b.kind = ParameterBinding::Kind::kVertexState;
    VertexStateBinding& v = b.vertex_state;
    const std::string_view group = Text(Advance());
    if (group == "texgen") {
        if (Accept("[")) {
            auto n = ParseIndex(limits_.max_texture_coords, "texture coordinate set");
            if (!n || !Expect("]", "']'")) return false;
            v.index = static_cast<std::uint8_t>(*n);
        }
        if (!Expect(".", "'.'")) return false;
        if (!IsWord("eye") && !IsWord("object")) {
            Error(Peek(), "expected eye or object");
            return false;
        }
        v.kind = Text(Advance()) == "eye" ? VertexStateBinding::Kind::kTexGenEye
                                          : VertexStateBinding::Kind::kTexGenObject;
        if (!Expect(".", "'.'")) return false;
        static constexpr std::string_view kCoords = "strq";
        const Token& coord = Peek();
        std::string_view word = coord.kind == TokenKind::kWord ? Text(coord) : std::string_view();
        if (word.size() != 1 || kCoords.find(word[0]) == std::string_view::npos) {
            Error(coord, "expected a texture coordinate: s, t, r or q");
            return false;
        }
        Advance();
        v.coord = static_cast<std::uint8_t>(kCoords.find(word[0]));
    } else if (group == "clip") {
        if (!Expect("[", "'['")) return false;
        auto n = ParseIndex(limits_.max_clip_planes, "clip plane");
        if (!n || !Expect("]", "']'") || !Expect(".", "'.'") || !ExpectWord("plane")) return false;
        v.kind = VertexStateBinding::Kind::kClipPlane;
        v.index = static_cast<std::uint8_t>(*n);
    } else {
        if (!Expect(".", "'.'")) return false;
        if (!IsWord("size") && !IsWord("attenuation")) {
            Error(Peek(), "expected size or attenuation");
            return false;
        }
        v.kind = Text(Advance()) == "size" ? VertexStateBinding::Kind::kPointSize
                                           : VertexStateBinding::Kind::kPointAttenuation;
    }
    out.push_back(b);
    return true;
}

}  // namespace tessera::lang::arbasm
