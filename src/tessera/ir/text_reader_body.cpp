// SPDX-License-Identifier: MIT
// The text reader, function bodies: block structure, instructions, operands and literals.
// text_reader.cpp has the design; this file is its second half (one parser class).
#include <charconv>
#include <cmath>
#include <limits>

#include "ir/printer.h"
#include "ir/text_reader_internal.h"

namespace tessera::ir::text_reader_detail {

/// After a malformed line inside a function: define what the line meant to define and
/// open what it meant to open, so later lines do not report echoes of this error.
void Reader::Recover() {
    if (!in_function_) return;
    if (!pending_value_.empty() && !values_.count(pending_value_)) {
        Instruction undef;
        undef.op = Op::kUndef;
        undef.type = pending_type_ ? *pending_type_ : module_.types.Float();
        values_[pending_value_] = Append(std::move(undef));
    }
    const Token& last = tokens_[tokens_.size() - 2];
    bool opens = last.kind == Tok::kPunct && last.text == "{";
    bool closes = tokens_[0].kind == Tok::kPunct && tokens_[0].text == "}";
    if (closes) return;  // a malformed `}` line: leave the stack as it was
    // The op is the first word, or the word after '=' when the line defines a value.
    const Token* op = &tokens_[0];
    for (std::size_t i = 0; i + 1 < tokens_.size() && tokens_[0].kind == Tok::kValue; ++i)
        if (tokens_[i].kind == Tok::kPunct && tokens_[i].text == "=") {
            op = &tokens_[i + 1];
            break;
        }
    bool loop = op->kind == Tok::kWord && op->text == "loop";
    bool is_if = op->kind == Tok::kWord && op->text == "if";
    if (opens && (loop || is_if)) {
        Instruction inst;
        inst.op = loop ? Op::kLoop : Op::kIf;
        inst.type = module_.types.Void();
        inst.blocks.resize(2);
        InstId id = Append(std::move(inst));
        frames_.push_back({loop ? Frame::Kind::kLoopBody : Frame::Kind::kThen, id});
    }
}

std::uint32_t Reader::DeclareLocal(const Token& name, TypeId type) {
    Function& f = module_.functions.back();
    std::string n(name.text);
    if (locals_.count(n)) Error(name, "variable '$" + n + "' is declared twice");
    locals_[n] = static_cast<std::uint32_t>(f.locals.size());
    f.locals.push_back(
        {n,
         type,
         {0, static_cast<std::uint32_t>(name.offset), static_cast<std::uint32_t>(name.length)}});
    return locals_[n];
}

InstId Reader::Append(Instruction inst) {
    Function& f = module_.functions.back();
    InstId id{static_cast<std::uint32_t>(f.insts.size())};
    if (line_) inst.span = SpanOf(*line_);
    f.insts.push_back(std::move(inst));
    CurrentBlock().push_back(id);
    return id;
}

Block& Reader::CurrentBlock() {
    Function& f = module_.functions.back();
    const Frame& top = frames_.back();
    switch (top.kind) {
        case Frame::Kind::kBody:
            return f.body;
        case Frame::Kind::kThen:
        case Frame::Kind::kLoopBody:
            return f.At(top.owner).blocks[0];
        case Frame::Kind::kElse:
        case Frame::Kind::kContinuing:
            return f.At(top.owner).blocks[1];
    }
    return f.body;
}

// line = "}" ["else" "{" | "continuing" "{"] | "var" $NAME ":" type | instruction
void Reader::ReadFunctionLine() {
    if (PeekPunct('}')) {
        const Token& brace = Next();
        Frame& top = frames_.back();
        if (PeekWord("else") || PeekWord("continuing")) {
            const Token& word = Next();
            bool is_else = word.text == "else";
            if (is_else && top.kind != Frame::Kind::kThen)
                Error(word, "'else' does not follow the first block of an 'if'");
            if (!is_else && top.kind != Frame::Kind::kLoopBody)
                Error(word, "'continuing' does not follow the body of a 'loop'");
            ExpectPunct('{');
            ExpectEnd();
            top.kind = is_else ? Frame::Kind::kElse : Frame::Kind::kContinuing;
            return;
        }
        ExpectEnd();
        (void)brace;
        frames_.pop_back();
        if (frames_.empty()) in_function_ = false;
        return;
    }
    if (PeekWord("var")) {
        Next();
        const Token& name = Expect(Tok::kLocal, "a variable name like '$x'");
        ExpectPunct(':');
        TypeId type = ReadType();
        ExpectEnd();
        DeclareLocal(name, type);
        return;
    }
    ReadInstruction();
}

const std::map<std::string_view, Op>& Reader::OpTable() {
    static const std::map<std::string_view, Op> table = [] {
        std::map<std::string_view, Op> t;
        for (std::size_t i = 0; i < kOpCount; ++i)
            t[OpName(static_cast<Op>(i))] = static_cast<Op>(i);
        return t;
    }();
    return table;
}

// instruction = [%NAME ":" type "="] op [item {"," item}] ["{"]
// op   = OPNAME | "intrinsic" NAME | "sample" [.proj|.bias|.grad|.lod] | "call" NAME
// item = %VALUE | $VAR | @VAR | "out" ($VAR | @VAR) | "(" literal {"," literal} ")" | "[" N {"," N}
// "]"
void Reader::ReadInstruction() {
    Instruction inst;
    inst.type = module_.types.Void();
    Token result{};
    if (Peek().kind == Tok::kValue) {
        result = Next();
        pending_value_ = result.text;
        ExpectPunct(':');
        inst.type = ReadType();
        pending_type_ = inst.type;
        if (inst.type == module_.types.Void()) Error(result, "a value cannot have type void");
        ExpectPunct('=');
    }
    const Token& op_token = Expect(Tok::kWord, "an op");
    std::string_view op_name = op_token.text;
    if (op_name.substr(0, 7) == "sample.") {
        inst.op = Op::kSample;
        bool known = false;
        for (int k = 1; k <= static_cast<int>(SampleKind::kLod); ++k) {
            if (op_name.substr(6) == SampleKindSuffix(static_cast<SampleKind>(k))) {
                inst.sample = static_cast<SampleKind>(k);
                known = true;
            }
        }
        if (!known) Error(op_token, "unknown op " + Describe(op_token));
    } else {
        auto it = OpTable().find(op_name);
        if (it == OpTable().end()) Error(op_token, "unknown op " + Describe(op_token));
        inst.op = it->second;
    }
    if (inst.op == Op::kIntrinsic) {
        const Token& name = Expect(Tok::kWord, "an intrinsic name");
        bool known = false;
        for (std::size_t i = 0; i < kIntrinsicCount; ++i) {
            if (name.text == IntrinsicName(static_cast<Intrinsic>(i))) {
                inst.intrinsic = static_cast<Intrinsic>(i);
                known = true;
            }
        }
        if (!known) Error(name, "unknown intrinsic " + Describe(name));
    } else if (inst.op == Op::kCall) {
        const Token& name = Expect(Tok::kWord, "a function name");
        auto it = function_index_.find(std::string(name.text));
        if (it == function_index_.end()) Error(name, "unknown function " + Describe(name));
        inst.callee = it->second;
    }
    ReadItems(inst);
    bool opens = inst.op == Op::kIf || inst.op == Op::kLoop;
    if (opens) ExpectPunct('{');
    ExpectEnd();
    if (opens) inst.blocks.resize(2);
    InstId id = Append(std::move(inst));
    if (result.kind == Tok::kValue) {
        if (values_.count(pending_value_))
            Error(result, "value " + Describe(result) + " is defined twice", false);
        else
            values_[pending_value_] = id;
    }
    const Instruction& added = module_.functions.back().At(id);
    if (added.op == Op::kIf) frames_.push_back({Frame::Kind::kThen, id});
    if (added.op == Op::kLoop) frames_.push_back({Frame::Kind::kLoopBody, id});
}

void Reader::ReadItems(Instruction& inst) {
    // Which items each op takes; how many is the validator's business.
    bool takes_vars = inst.op == Op::kLoad || inst.op == Op::kStore;
    bool takes_out = inst.op == Op::kCall;
    bool takes_literal = inst.op == Op::kConstant;
    bool takes_indices =
        inst.op == Op::kSwizzle || inst.op == Op::kExtract || inst.op == Op::kInsert;
    bool takes_values =
        !(inst.op == Op::kConstant || inst.op == Op::kUndef || inst.op == Op::kLoad ||
          inst.op == Op::kLoop || inst.op == Op::kBreak || inst.op == Op::kContinue);
    const char* op = OpName(inst.op);
    bool first = true;
    bool seen_literal = false, seen_indices = false;
    while (Peek().kind != Tok::kEnd && !PeekPunct('{')) {
        if (!first) ExpectPunct(',');
        first = false;
        const Token& t = Peek();
        auto refuse = [&](const char* what) {
            Error(t, std::string("'") + op + "' takes no " + what);
        };
        if (t.kind == Tok::kValue) {
            if (!takes_values) refuse("value operands");
            inst.operands.push_back(LookupValue(Next()));
        } else if (t.kind == Tok::kLocal || t.kind == Tok::kGlobal) {
            if (!takes_vars) refuse(takes_out ? "variables except after 'out'" : "variables");
            inst.vars.push_back(LookupVar(Next()));
        } else if (t.kind == Tok::kWord && t.text == "out") {
            if (!takes_out) refuse("'out' variables");
            Next();
            if (Peek().kind != Tok::kLocal && Peek().kind != Tok::kGlobal)
                Error(Peek(), "expected a variable after 'out' but found " + Describe(Peek()));
            inst.vars.push_back(LookupVar(Next()));
        } else if (PeekPunct('(')) {
            if (!takes_literal || seen_literal) refuse(seen_literal ? "second literal" : "literal");
            seen_literal = true;
            ReadLiteral(inst);
        } else if (PeekPunct('[')) {
            if (!takes_indices || seen_indices)
                refuse(seen_indices ? "second index list" : "index list");
            seen_indices = true;
            Next();
            do inst.indices.push_back(ExpectCount("an index"));
            while (AcceptPunct(','));
            ExpectPunct(']');
        } else {
            Error(t, "expected an operand but found " + Describe(t));
        }
    }
    if (takes_literal && !seen_literal) Error(Peek(), "expected a literal list like '(1, 2)'");
    if (takes_indices && !seen_indices) Error(Peek(), "expected an index list like '[0, 1]'");
}

// literal = integer | float | "inf" | "-inf" | "nan" | "true" | "false"
void Reader::ReadLiteral(Instruction& inst) {
    const Token& open = Next();
    std::vector<ScalarKind> kinds;
    FlattenKinds(module_.types, inst.type, kinds);
    std::vector<const Token*> tokens;
    if (!PeekPunct(')')) {
        do tokens.push_back(&Expect(Tok::kWord, "a number"));
        while (AcceptPunct(','));
    }
    ExpectPunct(')');
    if (ProducesValue(inst) && kinds.size() != tokens.size())
        Error(open, "'" + module_.types.Name(inst.type) + "' has " + std::to_string(kinds.size()) +
                        " scalars but the literal gives " + std::to_string(tokens.size()));
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        std::string_view text = tokens[i]->text;
        double value = 0;
        if (text == "true" || text == "false") {
            value = text == "true";
        } else if (text == "inf" || text == "+inf") {
            value = std::numeric_limits<double>::infinity();
        } else if (text == "-inf") {
            value = -std::numeric_limits<double>::infinity();
        } else if (text == "nan") {
            value = std::numeric_limits<double>::quiet_NaN();
        } else {
            std::string_view digits = !text.empty() && text[0] == '+' ? text.substr(1) : text;
            auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
            if (ec == std::errc::result_out_of_range)
                Error(*tokens[i], "number " + Describe(*tokens[i]) + " is out of range");
            if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty() ||
                !(std::isdigit(static_cast<unsigned char>(digits.back())) || digits.back() == '.'))
                Error(*tokens[i], "expected a number but found " + Describe(*tokens[i]));
        }
        if (i < kinds.size()) {
            switch (kinds[i]) {
                case ScalarKind::kFloat:
                    // The IR holds floats exactly as floats: 0.1 means the float nearest 0.1.
                    if (std::isfinite(value) && std::isinf(static_cast<float>(value)))
                        Error(*tokens[i],
                              "number " + Describe(*tokens[i]) + " is out of range for float");
                    value = static_cast<double>(static_cast<float>(value));
                    break;
                case ScalarKind::kInt:
                    if (!(value == std::trunc(value)) ||
                        value < std::numeric_limits<std::int32_t>::min() ||
                        value > std::numeric_limits<std::int32_t>::max())
                        Error(*tokens[i], "expected an int but found " + Describe(*tokens[i]));
                    break;
                case ScalarKind::kBool:
                    if (value != 0 && value != 1)
                        Error(*tokens[i], "expected a bool (0, 1, true or false) but found " +
                                              Describe(*tokens[i]));
                    break;
            }
        }
        inst.literal.push_back(value);
    }
}

InstId Reader::LookupValue(const Token& t) {
    auto it = values_.find(std::string(t.text));
    if (it == values_.end()) Error(t, "undefined value " + Describe(t));
    return it->second;
}

VarRef Reader::LookupVar(const Token& t) {
    if (t.kind == Tok::kGlobal) {
        auto it = globals_.find(std::string(t.text));
        if (it == globals_.end()) Error(t, "undeclared global " + Describe(t));
        return {VarRef::Scope::kGlobal, it->second};
    }
    auto it = locals_.find(std::string(t.text));
    if (it == locals_.end()) Error(t, "undeclared variable " + Describe(t));
    return {VarRef::Scope::kLocal, it->second};
}

}  // namespace tessera::ir::text_reader_detail
