// SPDX-License-Identifier: MIT
// Declaration specifiers, types, structs and interfaces, array dimensions and semantics.
//
// A type is read as written into a TypeSpec; only built-in names are understood here (so
// `half3x3` is a 3x3 matrix of half), because a typedef's meaning is semantic analysis's.
// A struct or interface defined inside a declaration (`struct S {...} s;`) becomes its own
// StructDecl, "hoisted" in front of the declaration that defined it, and the TypeSpec
// points at it.
#include <algorithm>

#include "lang/cg/reader/parser_impl.h"

namespace tessera::lang::cg::detail {

namespace {

std::uint16_t SpecifierBits(std::string_view word) {
    if (word == "const") return kConst;
    if (word == "extern") return kExtern;
    if (word == "in") return kIn;
    if (word == "inline") return kInline;
    if (word == "inout") return kIn | kOut;
    if (word == "out") return kOut;
    if (word == "static") return kStatic;
    if (word == "uniform") return kUniform;
    if (word == "varying") return kVarying;
    return 0;
}

BaseType UnsignedOf(std::string_view word) {
    if (word == "char") return BaseType::kUnsignedChar;
    if (word == "short") return BaseType::kUnsignedShort;
    if (word == "int") return BaseType::kUnsignedInt;
    if (word == "long") return BaseType::kUnsignedLong;
    return BaseType::kNone;
}

}  // namespace

// decl-specifiers = (specifier | profile-name)* type specifier*
// specifier       = "const" | "extern" | "in" | "inline" | "inout" | "out" | "static"
//                 | "uniform" | "varying" | "packed" | "typedef"
// profile-name    = identifier   (not a type; followed by a type or a specifier)
DeclSpecs Parser::ParseDeclSpecifiers(std::vector<Decl*>& hoisted, DeclContext context) {
    DeclSpecs specs;
    bool packed = false;
    std::vector<std::string_view> seen;
    while (true) {
        const Token& t = Peek();
        if (IsSpecifierWord()) {
            if (std::find(seen.begin(), seen.end(), t.spelling) != seen.end()) {
                diagnostics_.Warning(t.expansion.offset, t.expansion_length,
                                     "duplicate '" + std::string(t.spelling) + "'");
            }
            seen.push_back(t.spelling);
            if (t.spelling == "typedef")
                specs.is_typedef = true;
            else if (t.spelling == "packed")
                packed = true;
            else
                specs.specifiers |= SpecifierBits(t.spelling);
            Advance();
        } else if (!specs.has_type && StartsProfile()) {
            specs.profiles.push_back({std::string(t.spelling), RangeOf(t)});
            Advance();
        } else if (!specs.has_type && StartsType()) {
            specs.has_type = ParseTypeSpec(specs.type, hoisted);
            if (!specs.has_type) break;
        } else if (!specs.has_type && t.kind == TokenKind::kIdentifier && !IsKeyword(t.spelling) &&
                   !IsTypeName(t.spelling) && ReservedWordMessage(t.spelling).empty() &&
                   Peek(1).kind == TokenKind::kIdentifier && !IsKeyword(Peek(1).spelling)) {
            // `Lihgt l`: say what is wrong and read on as if it were a type.
            Error(t, "unknown type name '" + std::string(t.spelling) + "'");
            specs.has_type = true;
            specs.type.name = std::string(t.spelling);
            specs.type.range = RangeOf(t);
            Advance();
        } else {
            break;
        }
    }
    specs.type.packed = packed;
    (void)context;
    return specs;
}

// type = builtin-type-name | "unsigned" ("char" | "short" | "int" | "long")?
//      | struct-specifier | type-name
bool Parser::ParseTypeSpec(TypeSpec& type, std::vector<Decl*>& hoisted) {
    std::size_t first = Position();
    const Token& t = Peek();
    if (t.IsIdentifier("struct") || t.IsIdentifier("interface")) {
        if (StructDecl* decl = ParseStructSpecifier(type)) hoisted.push_back(decl);
    } else if (t.IsIdentifier("unsigned")) {
        Advance();
        type.base = BaseType::kUnsignedInt;
        type.name = "unsigned";
        if (BaseType base = UnsignedOf(Peek().spelling);
            Peek().kind == TokenKind::kIdentifier && base != BaseType::kNone) {
            type.base = base;
            type.name += " " + std::string(Advance().spelling);
        }
    } else if (std::optional<BuiltinType> builtin = BuiltinTypeOf(t.spelling)) {
        Advance();
        type.name = std::string(t.spelling);
        type.base = builtin->base;
        type.shape = builtin->shape;
        type.rows = builtin->rows;
        type.columns = builtin->columns;
    } else if (t.kind == TokenKind::kIdentifier && IsTypeName(t.spelling)) {
        Advance();
        type.name = std::string(t.spelling);
    } else {
        Error(t, "expected a type");
        return false;
    }
    type.range = RangeFrom(first);
    return true;
}

// struct-specifier = ("struct" | "interface") identifier? (":" identifier)?
//                    ("{" (";" | declaration)* "}")?
StructDecl* Parser::ParseStructSpecifier(TypeSpec& type) {
    std::size_t first = Position();
    bool is_interface = Advance().spelling == "interface";
    type.is_struct_keyword = true;
    StructDecl* decl = nullptr;
    Name name;
    if (Peek().kind == TokenKind::kIdentifier && !IsKeyword(Peek().spelling) &&
        !BuiltinTypeOf(Peek().spelling)) {
        const Token& n = Advance();
        CheckReserved(n);
        name = {std::string(n.spelling), RangeOf(n)};
        DeclareType(name.text);  // "A struct definition automatically performs a typedef"
    }
    type.name = name.text;
    Name base;
    Semantic semantic;
    if (Is(Punct::kColon)) {
        if (Peek(1).kind == TokenKind::kIdentifier && IsTypeName(Peek(1).spelling)) {
            Advance();
            base = {std::string(Peek().spelling), RangeOf(Peek())};
            Advance();
        } else {
            semantic = ParseSemantic();
        }
    }
    if (Is(Punct::kLBrace)) {
        decl = arena_->Make<StructDecl>();
        decl->is_interface = is_interface;
        decl->is_definition = true;
        decl->name = name.text;
        decl->name_range = name.text.empty() ? RangeOf(Peek()) : name.range;
        decl->base = base;
        decl->semantic = semantic;
        type.definition = decl;
        if (!EnterNesting(Peek(), is_interface ? "interface definitions" : "struct definitions")) {
            SkipBraces();
        } else {
            PushScope();
            ParseStructBody(decl);
            PopScope();
            LeaveNesting();
        }
        decl->range = RangeFrom(first);
    } else if (name.text.empty()) {
        Error(Peek(), is_interface ? "expected a name or '{' after 'interface'"
                                   : "expected a name or '{' after 'struct'");
    } else if (!base.text.empty() || semantic.present) {
        Error(Peek(), "expected '{' to define the struct");
    }
    return decl;
}

// array-dims = ("[" conditional-expr? "]")*
void Parser::ParseArrayDims(std::vector<ArrayDim>& dims) {
    while (Is(Punct::kLBracket)) {
        std::size_t first = Position();
        Advance();
        ArrayDim dim;
        if (!Is(Punct::kRBracket)) dim.size = ParseConditional();
        Expect(Punct::kRBracket, "after the array size");
        dim.range = RangeFrom(first);
        dims.push_back(dim);
    }
}

// semantic = ":" ( "register" "(" identifier ("," identifier)? ")"
//                | identifier ("." identifier | "[" number "]")* )
Semantic Parser::ParseSemantic() {
    Semantic semantic;
    std::size_t first = Position();
    Advance();  // ':'
    const Token& t = Peek();
    if (t.kind != TokenKind::kIdentifier) {
        Error(t, "expected a binding semantic after ':'");
        return semantic;
    }
    semantic.present = true;
    if (t.IsIdentifier("register")) {
        Advance();
        semantic.is_register = true;
        if (Expect(Punct::kLParen, "after 'register'")) {
            if (Peek().kind == TokenKind::kIdentifier) {
                semantic.text = std::string(Advance().spelling);
                if (Accept(Punct::kComma)) {
                    semantic.profile = semantic.text;
                    if (Peek().kind == TokenKind::kIdentifier)
                        semantic.text = std::string(Advance().spelling);
                    else
                        Error(Peek(), "expected a register name");
                }
            } else {
                Error(Peek(), "expected a register name");
            }
            Expect(Punct::kRParen, "after the register");
        }
    } else {
        semantic.text = std::string(Advance().spelling);
        // Dotted and indexed names such as state.matrix.mvp or state.light[0].position.
        while (true) {
            if (Is(Punct::kDot) && Peek(1).kind == TokenKind::kIdentifier) {
                Advance();
                semantic.text += "." + std::string(Advance().spelling);
            } else if (Is(Punct::kLBracket) && Peek(1).kind == TokenKind::kNumber &&
                       Peek(2).Is(Punct::kRBracket)) {
                Advance();
                semantic.text += "[" + std::string(Advance().spelling) + "]";
                Advance();
            } else {
                break;
            }
        }
    }
    semantic.range = RangeFrom(first + 1);
    return semantic;
}

}  // namespace tessera::lang::cg::detail
