// SPDX-License-Identifier: MIT
// The parser (see parser.h). Each function carries its grammar rule from the appendix.
#include "lang/parasol/reader/parser.h"

#include "lang/common/recovery.h"
#include "lang/parasol/reader/lexer.h"

namespace tessera::lang::parasol {

namespace {

using common::SyncRole;
using common::SyntaxError;

/// The lists a syntax error is recovered in (see "Recovery" below).
enum class Level { kUnit, kModule, kShader };

class Parser {
public:
    Parser(std::vector<Token> tokens, Diags& diags) : tokens_(std::move(tokens)), diags_(diags) {}

    // unit = package_declaration , ";" , module_declarations ;
    // module_declarations = module_declaration , ";" , { module_declaration , ";" } ;
    void ParseUnit(Unit& unit) {
        Recovering(Level::kUnit, [&] {
            Expect("package");
            unit.package_pos = Peek().pos;
            unit.package = PackagePath();
            Expect(";");
        });
        do {
            Recovering(Level::kUnit, [&] {
                unit.modules.push_back(Module());
                Expect(";");
            });
        } while (!AtEnd());
    }

private:
    // --- Recovery (lang/common/recovery.h) ---
    // A unit is a list of modules, a module a list of imports and declarations, a shader
    // lists of ports, locals and outputs; every item ends with ';'. After a syntax error
    // the item is abandoned: the parse skips past its ';', counting the constructs `end`
    // closes (those open when it failed, `open_`, and `let`, `if` and record types met while
    // skipping), or stops before a word that starts a declaration (`function`, `type`,
    // `shader`, `import`, and `value` outside any construct). A module goes on from there;
    // a shader goes on only when its item ended with its ';' and no declaration follows
    // (the `end` counted may have been the shader's, for a `let` that lacked its own),
    // otherwise the error goes up to the module and the rest of the shader is skipped; at
    // the next `module`, or when the file ended inside the item (and so inside every
    // construct around it, already reported), the error goes up to the unit. Once the
    // diagnostic list is full the parse stops: nothing more could be shown.
    template <class Item>
    void Recovering(Level level, Item&& item) {
        const int open = open_;
        const int depth = depth_;
        try {
            item();
        } catch (const SyntaxError&) {
            if (diags_.All().size() >= Diags::kMax) throw;
            const int unclosed = open_ - open;
            open_ = open;
            depth_ = depth;
            SyncCursor cursor{*this, level};
            const bool ended = common::SkipToSync(cursor, unclosed);
            if ((AtEnd() && !ended) || (level != Level::kUnit && Is("module"))) throw;
            if (level == Level::kShader && (!ended || StartsDeclaration())) throw;
        }
    }

    struct SyncCursor {
        Parser& parser;
        Level level;
        bool AtEnd() const { return parser.AtEnd(); }
        void Skip() { ++parser.at_; }
        bool BlockEndsItem() const { return false; }
        SyncRole Role(int depth) const {
            const Token& t = parser.Peek();
            if (t.kind != Token::Kind::kKeyword && t.kind != Token::Kind::kPunct) return SyncRole::kOther;
            const std::string& w = t.text;
            if (w == ";") return SyncRole::kEndItem;
            if (w == "let" || w == "if" || parser.StartsRecordType()) return SyncRole::kOpen;
            if (w == "module") return SyncRole::kStartItem;
            if (level == Level::kUnit) {  // skipping a module whose header failed
                if (w == "shader") return SyncRole::kOpen;
                return w == "end" ? SyncRole::kClose : SyncRole::kOther;
            }
            if (w == "end") return SyncRole::kCloseList;
            if (parser.StartsDeclaration()) return SyncRole::kStartItem;
            if (w == "value" && depth == 0 && level == Level::kModule) return SyncRole::kStartItem;
            return SyncRole::kOther;
        }
    };

    /// At a word only a module's declaration (or import) can start with.
    bool StartsDeclaration() const { return Is("function") || Is("type") || Is("shader") || Is("import"); }
    /// At `record` of a record type (`record x : t ... end`), not of a record expression.
    bool StartsRecordType() const { return Is("record") && Peek(1).kind == Token::Kind::kLower && Is(":", 2); }
    /// A construct `end` closes has begun (see Recovering).
    void Open() { ++open_; }
    void Close() {
        Expect("end");
        --open_;
    }

    // --- token access ---
    const Token& Peek(std::size_t ahead = 0) const {
        std::size_t i = std::min(at_ + ahead, tokens_.size() - 1);
        return tokens_[i];
    }
    bool AtEnd() const { return Peek().kind == Token::Kind::kEnd; }
    bool Is(const char* text, std::size_t ahead = 0) const {
        const Token& t = Peek(ahead);
        return (t.kind == Token::Kind::kKeyword || t.kind == Token::Kind::kPunct) && t.text == text;
    }
    bool Accept(const char* text) {
        if (!Is(text)) return false;
        ++at_;
        return true;
    }
    const Token& Next() { return tokens_[std::min(at_++, tokens_.size() - 1)]; }
    [[noreturn]] void Fail(const std::string& expected) {
        const Token& t = Peek();
        std::string found = t.kind == Token::Kind::kEnd ? "the end of the file" : "'" + t.text + "'";
        diags_.Error(t.pos, "expected " + expected + ", found " + found);
        throw SyntaxError{};
    }
    Pos Expect(const char* text) {
        if (!Is(text)) Fail(std::string("'") + text + "'");
        return Next().pos;
    }
    std::pair<std::string, Pos> Name(Token::Kind kind) {
        if (Peek().kind != kind)
            Fail(kind == Token::Kind::kLower ? "a lowercase name" : "an uppercase name");
        const Token& t = Next();
        return {t.text, t.pos};
    }
    std::pair<std::string, Pos> Lower() { return Name(Token::Kind::kLower); }
    std::int64_t IntegerLiteral(Pos& pos) {
        if (Peek().kind != Token::Kind::kInteger) Fail("an integer literal");
        pos = Peek().pos;
        return Next().integer;
    }

    // package_path = name_lower , { "." , name_lower } ;
    std::string PackagePath() {
        std::string path = Lower().first;
        while (Is(".") && Peek(1).kind == Token::Kind::kLower) {
            ++at_;
            path += "." + Lower().first;
        }
        return path;
    }

    // module_declaration = "module" , name_upper , "is" , import_declarations ,
    //                      module_level_declarations , "end" ;
    ModuleDecl Module() {
        ModuleDecl m;
        Expect("module");
        Open();
        std::tie(m.name, m.pos) = Name(Token::Kind::kUpper);
        Expect("is");
        while (Is("import")) {
            Recovering(Level::kModule, [&] {
                m.imports.push_back(ImportDecl());
                Expect(";");
            });
        }
        while (!Is("end")) {
            Recovering(Level::kModule, [&] {
                Declaration(m);
                Expect(";");
            });
        }
        Close();
        return m;
    }

    // module_level_declaration = value_declaration | function_declaration | type_declaration
    //                          | shader_declaration ;
    void Declaration(ModuleDecl& m) {
        if (Is("value") || Is("function")) m.terms.push_back(Term());
        else if (Is("type")) m.types.push_back(TypeDeclaration());
        else if (Is("shader")) m.shaders.push_back(Shader());
        else if (Is("import")) Fail("a declaration ('import' must come before every other declaration)");
        else Fail("'value', 'function', 'type', 'shader' or 'end'");
    }

    // import_declaration = "import" , package_path , "." , name_upper , [ "as" , name_upper ] ;
    Import ImportDecl() {
        Import i;
        Expect("import");
        Pos start = Peek().pos;
        i.package = PackagePath();
        Expect(".");
        std::tie(i.module, i.alias_pos) = Name(Token::Kind::kUpper);
        i.pos = {start.unit, start.offset, i.alias_pos.offset + i.alias_pos.length - start.offset};
        i.alias = i.module;
        if (Accept("as")) std::tie(i.alias, i.alias_pos) = Name(Token::Kind::kUpper);
        return i;
    }

    // term_path = name_lower | name_upper , "." , name_lower ;  (type_path, shader_path alike)
    Path PathRule() {
        Path p;
        if (Peek().kind == Token::Kind::kUpper) {
            auto [module, pos] = Name(Token::Kind::kUpper);
            Expect(".");
            auto [name, name_pos] = Lower();
            p.module = module;
            p.name = name;
            p.pos = {pos.unit, pos.offset, name_pos.offset + name_pos.length - pos.offset};
            return p;
        }
        if (Peek().kind != Token::Kind::kLower) Fail("a name");
        std::tie(p.name, p.pos) = Lower();
        return p;
    }

    // value_declaration = "value" , name_lower , [ ":" , type_path ] , "=" , expression ;
    // function_declaration = "function" , name_lower , function_formal_parameters , ":" ,
    //                        type_path , "=" , expression ;
    TermDecl Term() {
        TermDecl t;
        t.is_function = Next().text == "function";
        std::tie(t.name, t.pos) = Lower();
        if (t.is_function) {
            t.params = Fields("(", ")");
            Expect(":");
            t.type = PathRule();
        } else if (Accept(":")) {
            t.type = PathRule();
        }
        Expect("=");
        t.body = Expression();
        return t;
    }

    // function_formal_parameters = "(" , function_formal_parameter , { "," , ... } , ")" ;
    // record_type_expression = "record" , record_type_field , { "," , ... } , "end" ;
    std::vector<Param> Fields(const char* open, const char* close) {
        std::vector<Param> out;
        Expect(open);
        const bool record = std::string(close) == "end";
        if (record) Open();
        do {
            Param p;
            std::tie(p.name, p.pos) = Lower();
            Expect(":");
            p.type = PathRule();
            out.push_back(std::move(p));
        } while (Accept(","));
        if (record) Close();
        else Expect(close);
        return out;
    }

    // type_declaration = "type" , name_lower , "is" , record_type_expression ;
    TypeDecl TypeDeclaration() {
        TypeDecl t;
        Expect("type");
        std::tie(t.name, t.pos) = Lower();
        Expect("is");
        t.fields = Fields("record", "end");
        return t;
    }

    // local_declaration = "value" , name_lower , [ ":" , type_path ] , "=" , expression ;
    LocalDecl Local() {
        LocalDecl d;
        Expect("value");
        std::tie(d.name, d.pos) = Lower();
        if (Accept(":")) d.type = PathRule();
        Expect("=");
        d.value = Expression();
        return d;
    }

    // shader_declaration = "shader" , ( vertex | fragment | program ) ;
    ShaderDecl Shader() {
        ShaderDecl s;
        Expect("shader");
        Open();
        if (Accept("program")) {
            s.kind = ShaderDecl::Kind::kProgram;
            std::tie(s.name, s.pos) = Lower();
            Expect("is");
            Expect("vertex");
            s.vertex = PathRule();
            Expect(";");
            Expect("fragment");
            s.fragment = PathRule();
            Expect(";");
            Close();
            return s;
        }
        if (Accept("vertex")) s.kind = ShaderDecl::Kind::kVertex;
        else if (Accept("fragment")) s.kind = ShaderDecl::Kind::kFragment;
        else Fail("'vertex', 'fragment' or 'program'");
        std::tie(s.name, s.pos) = Lower();
        Expect("is");
        while (Is("parameter") || Is("in") || Is("out")) {
            Recovering(Level::kShader, [&] {
                s.ports.push_back(PortDecl(s.kind));
                Expect(";");
            });
        }
        if (Accept("with")) {
            do {
                Recovering(Level::kShader, [&] {
                    s.locals.push_back(ShaderLocalDecl(s.kind));
                    Expect(";");
                });
            } while (!Is("as"));
        }
        Expect("as");
        do {
            Recovering(Level::kShader, [&] {
                s.outputs.push_back(Assignment());
                Expect(";");
            });
        } while (!Is("end"));
        Close();
        return s;
    }

    // shader_parameter_declaration = "parameter" , name_lower , ":" , type_path ;
    // shader_*_input_declaration = "in" , name_lower , ":" , type_path ;
    // shader_vertex_output_declaration = "out" , name_lower , ":" , type_path ;
    // shader_vertex_output_main_declaration = "out" , "vertex" , name_lower , ":" , type_path ;
    // shader_fragment_output_declaration = "out" , name_lower , ":" , type_path , "as" , integer_literal ;
    // shader_fragment_output_depth_declaration = "out" , "depth" , name_lower , ":" , type_path ;
    Port PortDecl(ShaderDecl::Kind shader) {
        Port p;
        std::string word = Next().text;
        if (word == "parameter") p.kind = Port::Kind::kParameter;
        else if (word == "in") p.kind = Port::Kind::kInput;
        else p.kind = Port::Kind::kOutput;
        if (p.kind == Port::Kind::kOutput) {
            if (shader == ShaderDecl::Kind::kVertex && Accept("vertex")) p.kind = Port::Kind::kOutputVertex;
            else if (shader == ShaderDecl::Kind::kFragment && Accept("depth")) p.kind = Port::Kind::kOutputDepth;
        }
        std::tie(p.name, p.pos) = Lower();
        Expect(":");
        p.type = PathRule();
        if (p.kind == Port::Kind::kOutput && shader == ShaderDecl::Kind::kFragment) {
            Expect("as");
            p.index = IntegerLiteral(p.index_pos);
        }
        return p;
    }

    // shader_fragment_local_declaration = local_declaration | "discard" , "(" , expression , ")" ;
    ShaderLocal ShaderLocalDecl(ShaderDecl::Kind shader) {
        ShaderLocal l;
        l.pos = Peek().pos;
        if (shader == ShaderDecl::Kind::kFragment && Accept("discard")) {
            l.is_discard = true;
            Expect("(");
            l.condition = Expression();
            Expect(")");
            return l;
        }
        l.value = Local();
        return l;
    }

    // shader_*_output_assignment = "out" , name_lower , "=" , term_path ;
    OutputAssign Assignment() {
        OutputAssign a;
        Expect("out");
        std::tie(a.name, a.pos) = Lower();
        Expect("=");
        a.term = PathRule();
        return a;
    }

    // expression = expression_pre , { expression_swizzle | expression_projection } ;
    // expression_swizzle_names = "[" , name_lower , { [","] , name_lower } , "]" ;
    //   (the spec writes commas; real Parasol code separates with spaces: both are read)
    ExprPtr Expression() {
        if (++depth_ > kMaxDepth) {
            diags_.Error(Peek().pos, "expression nested too deeply");
            throw SyntaxError{};
        }
        ExprPtr e = Primary();
        while (Is("[") || Is(".")) {
            auto outer = std::make_unique<Expr>();
            outer->pos = Peek().pos;
            if (Accept(".")) {
                outer->kind = Expr::Kind::kProject;
                outer->names.push_back(Lower());
            } else {
                Next();
                outer->kind = Expr::Kind::kSwizzle;
                do {
                    outer->names.push_back(Lower());
                    Accept(",");
                } while (!Is("]"));
                Next();
            }
            outer->pos.offset = e->pos.offset;
            outer->pos.length = tokens_[at_ - 1].pos.offset + tokens_[at_ - 1].pos.length - e->pos.offset;
            outer->args.push_back(std::move(e));
            e = std::move(outer);
        }
        --depth_;
        return e;
    }

    ExprPtr Primary() {
        auto e = std::make_unique<Expr>();
        const Token& t = Peek();
        e->pos = t.pos;
        switch (t.kind) {
            case Token::Kind::kInteger:
                e->kind = Expr::Kind::kInteger;
                e->integer = Next().integer;
                return e;
            case Token::Kind::kReal:
                e->kind = Expr::Kind::kReal;
                e->real = Next().real;
                return e;
            case Token::Kind::kLower:
            case Token::Kind::kUpper:
                return VariableOrApplication(std::move(e));
            default: break;
        }
        if (Is("true") || Is("false")) {
            e->kind = Expr::Kind::kBoolean;
            e->boolean = Next().text == "true";
        } else if (Accept("if")) {
            Conditional(*e);
        } else if (Accept("column")) {
            // matrix_column_access_expression = "column" , expression , integer_literal ;
            e->kind = Expr::Kind::kColumn;
            e->args.push_back(Expression());
            Pos index_pos;
            e->integer = IntegerLiteral(index_pos);
        } else if (Accept("let")) {
            Let(*e);
        } else if (Accept("new")) {
            // new_expression = "new" , type_path , "(" , expression , { "," , expression } , ")" ;
            e->kind = Expr::Kind::kNew;
            e->path = PathRule();
            Arguments(*e);
        } else if (Accept("record")) {
            RecordExpression(*e);
        } else {
            Fail("an expression");
        }
        e->pos.length = tokens_[at_ - 1].pos.offset + tokens_[at_ - 1].pos.length - e->pos.offset;
        return e;
    }

    // conditional_expression = "if" , expression , "then" , expression , "else" , expression , "end" ;
    void Conditional(Expr& e) {
        e.kind = Expr::Kind::kIf;
        Open();
        e.args.push_back(Expression());
        Expect("then");
        e.args.push_back(Expression());
        Expect("else");
        e.args.push_back(Expression());
        Close();
    }

    // let_expression = "let" , local_declarations , "in" , expression , "end" ;
    void Let(Expr& e) {
        e.kind = Expr::Kind::kLet;
        Open();
        do {
            e.locals.push_back(Local());
            Expect(";");
        } while (!Accept("in"));
        e.args.push_back(Expression());
        Close();
    }

    // record_expression = "record" , type_path , "{" , name_lower , "=" , expression ,
    //                     { "," , name_lower , "=" , expression } , "}" ;
    void RecordExpression(Expr& e) {
        e.kind = Expr::Kind::kRecord;
        e.path = PathRule();
        Expect("{");
        do {
            FieldInit f;
            std::tie(f.name, f.pos) = Lower();
            Expect("=");
            f.value = Expression();
            e.fields.push_back(std::move(f));
        } while (Accept(","));
        Expect("}");
    }

    // variable_or_application_expression = term_path [ "(" , expression , { "," , expression } , ")" ] ;
    ExprPtr VariableOrApplication(ExprPtr e) {
        e->path = PathRule();
        e->pos = e->path.pos;
        e->kind = Expr::Kind::kVariable;
        if (Is("(")) {
            e->kind = Expr::Kind::kApply;
            Arguments(*e);
        }
        return e;
    }

    void Arguments(Expr& e) {
        Expect("(");
        do e.args.push_back(Expression());
        while (Accept(","));
        Expect(")");
    }

    static constexpr int kMaxDepth = 200;
    std::vector<Token> tokens_;
    std::size_t at_ = 0;
    int depth_ = 0;
    int open_ = 0;  ///< constructs begun and not yet closed by their `end` (Recovering)
    Diags& diags_;
};

}  // namespace

bool ParseUnit(Unit& unit, std::uint32_t index, Diags& diags) {
    std::size_t before = diags.ErrorCount();
    std::vector<Token> tokens = Lex(unit.text, index, diags);
    if (diags.ErrorCount() != before) return false;
    Parser parser(std::move(tokens), diags);
    try {
        parser.ParseUnit(unit);
    } catch (const SyntaxError&) {  // at the end of the unit, or the diagnostic list full
    }
    return diags.ErrorCount() == before;
}

}  // namespace tessera::lang::parasol
