// SPDX-License-Identifier: MIT
// Declarations: variables, functions and their parameters, typedefs, struct members.
//
// One rule reads them all, as in C: specifiers and a type, then declarators. A declarator
// followed by '(' is a function; anything else is a variable (or a typedef name, or a struct
// field, by context). Each declarator becomes its own Decl carrying a copy of the type, its
// own array dimensions added, so `float a, b[4];` is two VarDecls with types float and
// float[4]. Names enter the type-name table as soon as their declarator is read, so an
// initializer already sees the name, as in C.
#include "lang/cg/reader/parser_impl.h"

namespace tessera::lang::cg::detail {

// declaration     = decl-specifiers ( ";"
//                                   | init-declarator ("," init-declarator)* ";"
//                                   | function )
// init-declarator = name array-dims semantic? ("=" initializer)?
// name            = identifier ("::" identifier)?
void Parser::ParseDeclaration(std::vector<Decl*>& out, DeclContext context) {
    std::size_t first = Position();
    auto sync = [&] { context == DeclContext::kGlobal ? SyncTopLevel() : SyncStatement(); };
    const Token& start = Peek();
    std::vector<Decl*> hoisted;
    if (start.kind == TokenKind::kIdentifier && !StartsType() && !IsSpecifierWord() &&
        !StartsProfile()) {
        if (CheckReserved(start)) {
            sync();
            return;
        }
    }
    DeclSpecs specs = ParseDeclSpecifiers(hoisted, context);
    out.insert(out.end(), hoisted.begin(), hoisted.end());
    if (!specs.has_type) {
        if (!specs.profiles.empty() || specs.specifiers != 0 || specs.is_typedef)
            Error(Peek(), "expected a type");
        else
            Error(Peek(), context == DeclContext::kGlobal  ? "expected a declaration"
                          : context == DeclContext::kLocal ? "expected a statement"
                                                           : "expected a member declaration");
        sync();
        return;
    }
    if (Accept(Punct::kSemicolon)) {
        if (specs.type.is_struct_keyword && !specs.type.definition && !specs.type.name.empty()) {
            auto* decl = Make<StructDecl>(first);  // a forward declaration, `struct S;`
            decl->name = specs.type.name;
            decl->name_range = specs.type.range;
            out.push_back(decl);
        } else if (!specs.type.definition && !panic_) {
            diagnostics_.Warning(specs.type.range.location.offset, specs.type.range.length,
                                 "declaration declares nothing");
        }
        return;
    }
    if (specs.type.definition && !IsDeclarableName(Peek())) {
        // `struct S { ... }` and then something else: the ';' was forgotten.
        Expect(Punct::kSemicolon, "after the struct definition", true);
        return;
    }
    for (bool first_declarator = true;; first_declarator = false) {
        // The first declarator's node spans the specifiers too; later ones start at their name.
        if (!first_declarator) first = Position();
        const Token& name = Peek();
        // A local variable may hide a predefined type name (parser_impl.h, point 3); a global
        // may not, the predefined names being global themselves, nor may a function, a
        // typedef or a member.
        const bool hides_type = context == DeclContext::kLocal && !specs.is_typedef &&
                                !Peek(1).Is(Punct::kLParen) && IsHideableTypeWord(name);
        if (!IsDeclarableName(name) && !hides_type) {
            if (name.kind == TokenKind::kIdentifier && BuiltinTypeOf(name.spelling))
                Error(name, "'" + std::string(name.spelling) +
                                "' names a built-in type and cannot be declared");
            else
                Error(name, "expected a name to declare");
            sync();
            return;
        }
        CheckReserved(name);
        std::size_t name_index = Position();
        Advance();
        std::string scope;
        if (Is(Punct::kColonColon) && IsDeclarableName(Peek(1))) {  // `float S::f(...)`
            scope = std::string(name.spelling);
            Advance();
            name_index = Position();
            Advance();
        }
        const Token& name_token = tokens_[name_index];
        if (Is(Punct::kLParen)) {
            FunctionDecl* function = ParseFunction(specs, name_token, first, context);
            function->scope = scope;
            out.push_back(function);
            if (function->body) {
                if (context == DeclContext::kLocal)
                    ErrorAt(function->name_range, "a function cannot be defined inside another");
                else if (!first_declarator)
                    ErrorAt(function->name_range, "a function definition must be declared alone");
                return;
            }
        } else {
            if (!scope.empty()) ErrorAt(RangeOf(name_token), "only functions can be qualified");
            VarDecl* var = nullptr;
            TypeSpec* type = nullptr;
            if (specs.is_typedef) {
                auto* decl = arena_->Make<TypedefDecl>();
                decl->specifiers = specs.specifiers;
                type = &decl->type;
                out.push_back(decl);
                DeclareType(std::string(name_token.spelling));
                decl->name = std::string(name_token.spelling);
                decl->name_range = RangeOf(name_token);
                *type = specs.type;
                ParseArrayDims(type->dims);
                if (Is(Punct::kColon)) {
                    Error(Peek(), "a typedef cannot have a binding semantic");
                    ParseSemantic();
                }
                if (Is(Punct::kAssign)) {
                    Error(Peek(), "a typedef cannot have an initializer");
                    Advance();
                    ParseInitializer();
                }
                decl->range = RangeFrom(first);
            } else {
                var = arena_->Make<VarDecl>();
                var->specifiers = specs.specifiers;
                var->profiles = specs.profiles;
                var->name = std::string(name_token.spelling);
                var->name_range = RangeOf(name_token);
                var->type = specs.type;
                DeclareOrdinary(var->name);
                if (context == DeclContext::kInterfaceMember)
                    ErrorAt(var->name_range,
                            "interfaces may only declare member functions, not data members");
                ParseArrayDims(var->type.dims);
                if (Is(Punct::kColon)) var->semantic = ParseSemantic();
                if (Is(Punct::kLess)) SkipAnnotation();
                if (Accept(Punct::kAssign)) var->init = ParseInitializer();
                var->range = RangeFrom(first);
                out.push_back(var);
            }
        }
        if (Accept(Punct::kComma)) continue;
        ExpectSemicolon("after the declaration", context == DeclContext::kGlobal);
        return;
    }
}

// function = name "(" ("void" | parameter ("," parameter)*)? ")" semantic? (block | ";")
FunctionDecl* Parser::ParseFunction(DeclSpecs& specs, const Token& name, std::size_t first,
                                    DeclContext context) {
    auto* function = arena_->Make<FunctionDecl>();
    function->specifiers = specs.specifiers;
    function->profiles = specs.profiles;
    function->return_type = specs.type;
    function->name = std::string(name.spelling);
    function->name_range = RangeOf(name);
    if (specs.is_typedef) ErrorAt(function->name_range, "a typedef cannot declare a function");
    DeclareOrdinary(function->name);
    Advance();    // '('
    PushScope();  // the parameters
    if (IsWord("void") && Peek(1).Is(Punct::kRParen)) {
        Advance();
        function->void_params = true;
    } else if (!Is(Punct::kRParen)) {
        while (true) {
            function->params.push_back(ParseParameter());
            if (!Accept(Punct::kComma)) break;
        }
    }
    if (!Expect(Punct::kRParen, "after the parameters")) {
        SkipExpressionRest();
        Accept(Punct::kRParen);
    }
    if (Is(Punct::kColon)) function->semantic = ParseSemantic();
    if (Is(Punct::kLess)) SkipAnnotation();
    if (Is(Punct::kLBrace)) {
        if (context == DeclContext::kInterfaceMember)
            ErrorAt(RangeOf(Peek()),
                    "interface member functions may only be declared, not defined");
        function->body = ParseBlock(false);
    }
    PopScope();
    function->range = RangeFrom(first);
    return function;
}

// parameter = decl-specifiers identifier? array-dims semantic? ("=" initializer)?
// (the spec's formal parameter, "Binding Semantics": `[= <initializer>]`, a list too)
ParamDecl* Parser::ParseParameter() {
    std::size_t first = Position();
    auto* param = arena_->Make<ParamDecl>();
    std::vector<Decl*> hoisted;
    DeclSpecs specs = ParseDeclSpecifiers(hoisted, DeclContext::kLocal);
    if (!hoisted.empty())
        ErrorAt(hoisted.front()->range, "a struct cannot be defined in a parameter list");
    param->specifiers = specs.specifiers;
    param->profiles = specs.profiles;
    param->type = specs.type;
    if (!specs.has_type) {
        Error(Peek(), "expected a parameter type");
        SkipExpressionRest();
        param->range = RangeFrom(first);
        return param;
    }
    if (specs.is_typedef) Error(tokens_[first], "a parameter cannot be a typedef");
    if (IsDeclarableName(Peek()) || IsHideableTypeWord(Peek())) {  // parser_impl.h, point 3
        const Token& name = Advance();
        CheckReserved(name);
        param->name = std::string(name.spelling);
        param->name_range = RangeOf(name);
        DeclareOrdinary(param->name);
    } else {
        param->name_range = RangeOf(Peek());
    }
    ParseArrayDims(param->type.dims);
    if (Is(Punct::kColon)) param->semantic = ParseSemantic();
    if (Is(Punct::kLess)) SkipAnnotation();
    if (Accept(Punct::kAssign)) param->init = ParseInitializer();
    param->range = RangeFrom(first);
    return param;
}

// struct-body = "{" (";" | declaration)* "}"
void Parser::ParseStructBody(StructDecl* decl) {
    Advance();  // '{'
    DeclContext context = decl->is_interface ? DeclContext::kInterfaceMember : DeclContext::kMember;
    while (!AtEnd() && !Is(Punct::kRBrace)) {
        panic_ = false;
        if (Accept(Punct::kSemicolon)) continue;
        std::size_t before = Position();
        std::vector<Decl*> members;
        ParseDeclaration(members, context);
        for (Decl* member : members) {
            decl->members.push_back(member);
            if (member->kind == DeclKind::kVariable)
                decl->fields.push_back(static_cast<VarDecl*>(member));
            else if (member->kind == DeclKind::kFunction)
                decl->methods.push_back(static_cast<FunctionDecl*>(member));
        }
        if (Position() == before) {
            SyncStatement();
            if (Position() == before) Advance();
        }
    }
    Expect(Punct::kRBrace, "at the end of the struct");
}

}  // namespace tessera::lang::cg::detail
