// SPDX-License-Identifier: MIT
// Reading the IR text form: a line-oriented recursive descent parser.
//
// The text form was designed to be read one line at a time: every declaration and every
// instruction is one line, and the only structure spanning lines is the nesting of blocks,
// which lines announce themselves (a line ending in `{` opens a block, a line starting with
// `}` closes one, `} else {` and `} continuing {` do both). So the reader splits the source
// into lines, lexes each into tokens, and parses it with a handful of small functions
// while a stack remembers which block new instructions go to.
//
// That shape also gives error recovery for free. A parse function that finds a mistake
// reports it and throws LineError, which never leaves this file: the line loop catches it,
// repairs what later lines depend on (a value the line defined becomes an undef of its
// declared type, a block it opened is still opened) and goes on with the next line.
//
// Functions may call functions defined further down, so a first pass collects every `fn`
// name before the second pass reads anything.
//
// Value names: `%` followed by any name; the reader maps each to a fresh InstId in the
// order of definition, so hand-written text may number values however it likes (or use
// words: `%color`). The printer renumbers them %0, %1, ... when the module is printed.
#include "ir/text_reader.h"

#include <charconv>
#include <cmath>
#include <limits>

#include "ir/text_reader_internal.h"

namespace tessera::ir {

namespace text_reader_detail {

namespace {

constexpr std::uint64_t kMaxScalars = 1 << 20;

bool IsPunct(char c) {
    return c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ',' ||
           c == ':' || c == '=';
}
bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }
bool IsNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.';
}

}  // namespace

void FlattenKinds(const TypeTable& types, TypeId id, std::vector<ScalarKind>& out) {
    const Type& t = types.Get(id);
    switch (t.kind) {
        case Type::Kind::kScalar:
        case Type::Kind::kVector:
        case Type::Kind::kMatrix:
            out.insert(out.end(), types.ComponentCount(id),
                       t.kind == Type::Kind::kMatrix ? ScalarKind::kFloat : t.scalar);
            break;
        case Type::Kind::kArray:
            for (std::uint32_t i = 0; i < t.count; ++i) FlattenKinds(types, t.element, out);
            break;
        case Type::Kind::kStruct:
            for (const StructField& f : t.fields) FlattenKinds(types, f.type, out);
            break;
        case Type::Kind::kSampler:
            out.push_back(ScalarKind::kInt);
            break;
        case Type::Kind::kVoid:
            break;
    }
}

std::optional<Module> Reader::Run() {
    std::size_t errors_before = diags_.ErrorCount();
    module_.files = {source_.Name()};
    SplitLines();
    CollectFunctionNames();
    for (const Line& line : lines_) ReadLine(line);
    if (in_function_) {
        Error(fn_token_, "function '" + std::string(fn_token_.text) + "' is not closed", false);
    }
    ResolveEntry();
    if (diags_.ErrorCount() != errors_before) return std::nullopt;
    return std::move(module_);
}

void Reader::SplitLines() {
    std::string_view text = source_.Text();
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != '\n' && text[i] != '\r') continue;
        lines_.push_back({start, text.substr(start, i - start)});
        if (i + 1 < text.size() && text[i] == '\r' && text[i + 1] == '\n') ++i;
        start = i + 1;
    }
}

/// Lexes one line; a character that starts no token is reported (and ends the line).
std::vector<Token> Reader::Lex(const Line& line) {
    std::vector<Token> tokens;
    std::string_view t = line.text;
    std::size_t i = 0;
    while (i < t.size()) {
        char c = t[i];
        std::size_t at = line.offset + i;
        if (IsSpace(c)) {
            ++i;
            continue;
        }
        if (c == '#') break;
        if (c == '-' && i + 1 < t.size() && t[i + 1] == '>') {
            tokens.push_back({Tok::kArrow, t.substr(i, 2), at, 2});
            i += 2;
        } else if (IsPunct(c)) {
            tokens.push_back({Tok::kPunct, t.substr(i, 1), at, 1});
            ++i;
        } else if (c == '%' || c == '$' || c == '@') {
            std::size_t end = i + 1;
            while (end < t.size() && IsNameChar(t[end])) ++end;
            if (end == i + 1)
                Error({Tok::kPunct, t.substr(i, 1), at, 1},
                      std::string("expected a name after '") + c + "'");
            Tok kind = c == '%' ? Tok::kValue : c == '$' ? Tok::kLocal : Tok::kGlobal;
            tokens.push_back({kind, t.substr(i + 1, end - i - 1), at, end - i});
            i = end;
        } else {
            // A word: everything up to a space, punctuation, a sigil or a comment. This
            // takes in op names (mul.mv), types (float4x4), numbers (-1.5e-3, -inf).
            std::size_t end = i;
            while (end < t.size() && !IsSpace(t[end]) && !IsPunct(t[end]) && t[end] != '#' &&
                   t[end] != '%' && t[end] != '$' && t[end] != '@' &&
                   !(t[end] == '-' && end + 1 < t.size() && t[end + 1] == '>'))
                ++end;
            tokens.push_back({Tok::kWord, t.substr(i, end - i), at, end - i});
            i = end;
        }
    }
    std::size_t end_offset = line.offset + t.size();
    while (end_offset > line.offset && IsSpace(source_.Text()[end_offset - 1])) --end_offset;
    tokens.push_back({Tok::kEnd, {}, end_offset, 1});
    return tokens;
}

void Reader::Error(const Token& at, const std::string& message, bool unwind) {
    if (!quiet_) diags_.Error(at.offset, at.length, message);
    if (unwind) throw LineError{};
}

std::string Reader::Describe(const Token& t) {
    switch (t.kind) {
        case Tok::kEnd:
            return "the end of the line";
        case Tok::kValue:
            return "'%" + std::string(t.text) + "'";
        case Tok::kLocal:
            return "'$" + std::string(t.text) + "'";
        case Tok::kGlobal:
            return "'@" + std::string(t.text) + "'";
        default:
            return "'" + std::string(t.text) + "'";
    }
}

bool Reader::AcceptPunct(char c) {
    if (!PeekPunct(c)) return false;
    Next();
    return true;
}

void Reader::ExpectPunct(char c) {
    if (!AcceptPunct(c))
        Error(Peek(), std::string("expected '") + c + "' but found " + Describe(Peek()));
}

const Token& Reader::Expect(Tok kind, const char* what) {
    if (Peek().kind != kind)
        Error(Peek(), std::string("expected ") + what + " but found " + Describe(Peek()));
    return Next();
}

void Reader::ExpectEnd() {
    if (Peek().kind != Tok::kEnd)
        Error(Peek(), "unexpected " + Describe(Peek()) + " at the end of the line");
}

std::uint32_t Reader::ExpectCount(const char* what) {
    const Token& t = Expect(Tok::kWord, what);
    std::uint32_t value = 0;
    auto [end, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), value);
    if (ec != std::errc() || end != t.text.data() + t.text.size())
        Error(t, std::string("expected ") + what + " but found " + Describe(t));
    return value;
}

Span Reader::SpanOf(const Line& line) const {
    std::size_t begin = 0;
    while (begin < line.text.size() && IsSpace(line.text[begin])) ++begin;
    std::size_t end = line.text.find('#');
    if (end == std::string_view::npos) end = line.text.size();
    while (end > begin && IsSpace(line.text[end - 1])) --end;
    return {0, static_cast<std::uint32_t>(line.offset + begin),
            static_cast<std::uint32_t>(end - begin)};
}

void Reader::CollectFunctionNames() {
    for (const Line& line : lines_) {
        tokens_.clear();
        pos_ = 0;
        try {
            tokens_ = Lex(line);
        } catch (const LineError&) {
            continue;  // reported; the second pass skips the line too
        }
        if (tokens_.size() < 3 || tokens_[0].kind != Tok::kWord || tokens_[0].text != "fn" ||
            tokens_[1].kind != Tok::kWord)
            continue;
        std::string name(tokens_[1].text);
        if (function_index_.count(name)) {
            Error(tokens_[1], "function '" + name + "' is defined twice", false);
            continue;
        }
        function_index_[name] = static_cast<std::uint32_t>(function_index_.size());
    }
}

void Reader::ReadLine(const Line& line) {
    tokens_.clear();
    pos_ = 0;
    pending_value_.clear();
    pending_type_.reset();
    // Lexing errors were reported by the first pass already.
    if (!LexQuietly(line)) return;
    if (tokens_[0].kind == Tok::kEnd) return;
    if (skip_depth_ > 0) {
        // Inside a function whose header was malformed: follow the nesting only.
        if (tokens_[0].kind == Tok::kPunct && tokens_[0].text == "}") --skip_depth_;
        if (tokens_[tokens_.size() - 2].kind == Tok::kPunct &&
            tokens_[tokens_.size() - 2].text == "{")
            ++skip_depth_;
        return;
    }
    line_ = &line;
    try {
        if (in_function_) {
            if (PeekWord("fn")) {
                Error(fn_token_, "function '" + std::string(fn_token_.text) + "' is not closed",
                      false);
                in_function_ = false;
                ReadTopLevel();
            } else {
                ReadFunctionLine();
            }
        } else {
            ReadTopLevel();
        }
    } catch (const LineError&) {
        Recover();
    }
}

bool Reader::LexQuietly(const Line& line) {
    quiet_ = true;
    bool ok = true;
    try {
        tokens_ = Lex(line);
    } catch (const LineError&) {
        ok = false;
    }
    quiet_ = false;
    return ok;
}

// top = module | struct | global | fn | entry
void Reader::ReadTopLevel() {
    const Token& first = Peek();
    if (PeekWord("module")) return ReadModuleLine();
    if (PeekWord("struct")) return ReadStruct();
    if (PeekWord("input") || PeekWord("output") || PeekWord("uniform") || PeekWord("sampler"))
        return ReadGlobal();
    if (PeekWord("fn")) return ReadFunctionHeader();
    if (PeekWord("entry")) {
        Next();
        entry_token_ = Expect(Tok::kWord, "a function name");
        return ExpectEnd();
    }
    if (first.kind == Tok::kPunct && first.text == "}") Error(first, "'}' outside a function");
    Error(first, "expected a declaration but found " + Describe(first));
}

// module = "module" ("fragment" | "vertex")
void Reader::ReadModuleLine() {
    const Token& keyword = Next();
    if (seen_module_) Error(keyword, "the stage is declared twice");
    seen_module_ = true;
    const Token& stage = Expect(Tok::kWord, "'fragment' or 'vertex'");
    if (stage.text == "fragment")
        module_.stage = Stage::kFragment;
    else if (stage.text == "vertex")
        module_.stage = Stage::kVertex;
    else
        Error(stage, "expected 'fragment' or 'vertex' but found " + Describe(stage));
    ExpectEnd();
}

// struct = "struct" NAME "{" [field {"," field}] "}"     field = NAME ":" type [@SEM]
void Reader::ReadStruct() {
    Next();
    const Token& name = Expect(Tok::kWord, "a struct name");
    if (structs_.count(std::string(name.text)))
        Error(name, "struct '" + std::string(name.text) + "' is defined twice");
    ExpectPunct('{');
    std::vector<StructField> fields;
    while (!PeekPunct('}')) {
        if (!fields.empty()) ExpectPunct(',');
        const Token& field = Expect(Tok::kWord, "a field name");
        for (const StructField& f : fields)
            if (f.name == field.text)
                Error(field, "field '" + std::string(field.text) + "' is declared twice");
        ExpectPunct(':');
        TypeId type = ReadType();
        std::string semantic;
        if (Peek().kind == Tok::kGlobal) semantic = Next().text;
        fields.push_back({std::string(field.text), type, semantic});
    }
    Next();
    ExpectEnd();
    std::uint64_t scalars = 0;
    for (const StructField& f : fields) scalars += module_.types.ComponentCount(f.type);
    if (scalars > kMaxScalars) Error(name, "struct '" + std::string(name.text) + "' is too large");
    structs_[std::string(name.text)] =
        module_.types.Struct(std::string(name.text), std::move(fields));
}

// global = ("input" | "output" | "uniform" | "sampler") @NAME ":" type [@SEM] ["binding" N]
void Reader::ReadGlobal() {
    const Token& keyword = Next();
    Global g;
    g.kind = keyword.text == "input"     ? Global::Kind::kInput
             : keyword.text == "output"  ? Global::Kind::kOutput
             : keyword.text == "uniform" ? Global::Kind::kUniform
                                         : Global::Kind::kSampler;
    const Token& name = Expect(Tok::kGlobal, "a global name like '@x'");
    g.name = name.text;
    if (globals_.count(g.name)) Error(name, "global '@" + g.name + "' is declared twice");
    ExpectPunct(':');
    g.type = ReadType();
    if (Peek().kind == Tok::kGlobal) g.semantic = Next().text;
    if (PeekWord("binding")) {
        Next();
        std::uint32_t binding = ExpectCount("a binding number");
        if (binding > static_cast<std::uint32_t>(std::numeric_limits<int>::max()))
            Error(tokens_[pos_ - 1], "binding number is too large");
        g.binding = static_cast<int>(binding);
    }
    ExpectEnd();
    g.span = SpanOf(*line_);
    globals_[g.name] = static_cast<std::uint32_t>(module_.globals.size());
    module_.globals.push_back(std::move(g));
}

// header = "fn" NAME "(" [param {"," param}] ")" "->" type [@SEM] "{"
// param  = ("in" | "out" | "inout") $NAME ":" type [@SEM]
void Reader::ReadFunctionHeader() {
    Next();
    fn_token_ = Expect(Tok::kWord, "a function name");
    module_.functions.emplace_back();
    Function& f = module_.functions.back();
    f.name = fn_token_.text;
    f.span = SpanOf(*line_);
    f.return_type = module_.types.Void();
    in_function_ = true;
    locals_.clear();
    values_.clear();
    frames_ = {{Frame::Kind::kBody, InstId{}}};
    try {
        ExpectPunct('(');
        while (!PeekPunct(')')) {
            if (!f.params.empty()) ExpectPunct(',');
            const Token& dir = Expect(Tok::kWord, "'in', 'out' or 'inout'");
            Parameter p;
            if (dir.text == "in")
                p.direction = ParamDirection::kIn;
            else if (dir.text == "out")
                p.direction = ParamDirection::kOut;
            else if (dir.text == "inout")
                p.direction = ParamDirection::kInOut;
            else
                Error(dir, "expected 'in', 'out' or 'inout' but found " + Describe(dir));
            const Token& name = Expect(Tok::kLocal, "a parameter name like '$x'");
            ExpectPunct(':');
            p.type = ReadType();
            if (Peek().kind == Tok::kGlobal) p.semantic = Next().text;
            p.name = name.text;
            p.var = DeclareLocal(name, p.type);
            f.params.push_back(std::move(p));
        }
        Next();
        if (Peek().kind != Tok::kArrow)
            Error(Peek(), "expected '->' but found " + Describe(Peek()));
        Next();
        f.return_type = ReadType();
        if (Peek().kind == Tok::kGlobal) f.return_semantic = Next().text;
        ExpectPunct('{');
        ExpectEnd();
    } catch (const LineError&) {
        // Skip the body: its lines would only report echoes of the broken header.
        in_function_ = false;
        const Token& last = tokens_[tokens_.size() - 2];
        skip_depth_ = last.kind == Tok::kPunct && last.text == "{" ? 1 : 0;
    }
}

void Reader::ResolveEntry() {
    if (entry_token_.kind == Tok::kWord) {
        auto it = function_index_.find(std::string(entry_token_.text));
        if (it == function_index_.end()) {
            Error(entry_token_, "unknown function '" + std::string(entry_token_.text) + "'", false);
            return;
        }
        module_.entry = it->second;
        return;
    }
    // No entry line (hand-written text): `main` if there is one, else the first function.
    auto it = function_index_.find("main");
    module_.entry = it != function_index_.end() ? it->second : 0;
}

// type = base {"[" N "]"}
// base = "void" | "struct" NAME | bool|int|float[N] | floatRxC | sampler...
TypeId Reader::ReadType() {
    const Token& word = Expect(Tok::kWord, "a type");
    TypeTable& types = module_.types;
    TypeId type;
    std::string_view w = word.text;
    static constexpr std::pair<const char*, SamplerDim> kSamplers[] = {
        {"sampler1D", SamplerDim::k1D},
        {"sampler2D", SamplerDim::k2D},
        {"sampler3D", SamplerDim::k3D},
        {"samplerCUBE", SamplerDim::kCube},
        {"samplerRECT", SamplerDim::kRect},
        {"sampler1DShadow", SamplerDim::kShadow1D},
        {"sampler2DShadow", SamplerDim::kShadow2D},
        {"samplerRECTShadow", SamplerDim::kShadowRect},
    };
    bool found = false;
    auto digit = [](char c) { return c >= '1' && c <= '4'; };
    if (w == "void") {
        type = types.Void(), found = true;
    } else if (w == "struct") {
        const Token& name = Expect(Tok::kWord, "a struct name");
        auto it = structs_.find(std::string(name.text));
        if (it == structs_.end()) Error(name, "unknown struct '" + std::string(name.text) + "'");
        type = it->second, found = true;
    } else {
        for (auto [name, dim] : kSamplers)
            if (w == name) type = types.Sampler(dim), found = true;
        static constexpr std::pair<const char*, ScalarKind> kScalars[] = {
            {"bool", ScalarKind::kBool}, {"int", ScalarKind::kInt}, {"float", ScalarKind::kFloat}};
        for (auto [name, kind] : kScalars) {
            std::string_view n = name;
            if (found || w.substr(0, n.size()) != n) continue;
            std::string_view rest = w.substr(n.size());
            if (rest.empty())
                type = types.Scalar(kind), found = true;
            else if (rest.size() == 1 && digit(rest[0]))
                type = types.Vector(kind, rest[0] - '0'), found = true;
            else if (kind == ScalarKind::kFloat && rest.size() == 3 && digit(rest[0]) &&
                     rest[1] == 'x' && digit(rest[2]))
                type = types.Matrix(rest[0] - '0', rest[2] - '0'), found = true;
        }
    }
    if (!found) Error(word, "unknown type " + Describe(word));
    while (AcceptPunct('[')) {
        std::uint32_t count = ExpectCount("an array size");
        if (count == 0) Error(tokens_[pos_ - 1], "an array needs at least one element");
        ExpectPunct(']');
        // A bound on the scalars a type holds keeps hostile text from making the reader or
        // the interpreter allocate gigabytes (shaders' arrays are small).
        if (static_cast<std::uint64_t>(count) * types.ComponentCount(type) > kMaxScalars)
            Error(tokens_[pos_ - 2],
                  "an array of " + std::to_string(count) + " elements is too large");
        type = types.Array(type, count);
    }
    return type;
}

}  // namespace text_reader_detail

std::optional<Module> ReadModule(const support::SourceFile& source,
                                 support::DiagnosticList& diagnostics) {
    return text_reader_detail::Reader(source, diagnostics).Run();
}

}  // namespace tessera::ir
