// SPDX-License-Identifier: MIT
// Values: literals, operators and the shape instructions (swizzle, extract, insert,
// construct, convert), with the IR's matrix convention mapped to GLSL's.
//
// Matrices: an IR floatRxC (R rows, C columns, laid out row by row) is held as the GLSL
// matCxR (C columns of R rows) with the same mathematical value, so element (r, c) is
// m[c][r] in GLSL. Then M*v, v*M and A*B are GLSL's own `*`, a row r of M (the IR's
// `extract`) is vecC(m[0][r], m[1][r], ...), and a constructor lists the IR's row-major
// scalars in column-major order.
#include <cmath>
#include <limits>

#include "lang/glsl/writer/emitter.h"

namespace tessera::lang::glsl::writer_detail {

namespace {

const char* kLetters = "xyzw";

std::string Join(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
    return out;
}

}  // namespace

std::string Emitter::Component(const Expr& e, ir::TypeId type, int i) {
    if (Width(type) <= 1) return e.text;
    return Operand(e, kPostfix) + "." + kLetters[i];
}

Expr Emitter::Constant(ir::TypeId type, const std::vector<double>& literal, std::size_t& at, ir::Span span) {
    const ir::Type& t = types().Get(type);
    auto scalar = [&](ir::ScalarKind kind) -> Expr {
        const double v = at < literal.size() ? literal[at] : 0.0;
        ++at;
        if (kind == ir::ScalarKind::kBool) return {v != 0 ? "true" : "false", kPrimary};
        if (kind == ir::ScalarKind::kInt) {
            const auto i = static_cast<std::int64_t>(v);
            if (i == std::numeric_limits<std::int32_t>::min()) return {"(-2147483647 - 1)", kPrimary};
            return {std::to_string(i), i < 0 ? kUnary : kPrimary};
        }
        if (!std::isfinite(v)) {
            if (!version_.bits_to_float) {
                diags_.Error(span, std::string("an infinite or NaN constant cannot be written in ") + version_.title +
                                       " (intBitsToFloat needs GLSL 3.30 or ES 3.00)");
                return {"0.0", kPrimary};
            }
            if (std::isnan(v)) return {"intBitsToFloat(0x7fc00000)", kPrimary};
            return {v > 0 ? "intBitsToFloat(0x7f800000)" : "-intBitsToFloat(0x7f800000)", v > 0 ? kPrimary : kUnary};
        }
        const std::string s = FloatLiteral(v);
        return {s, s[0] == '-' ? kUnary : kPrimary};
    };
    switch (t.kind) {
        case ir::Type::Kind::kScalar: return scalar(t.scalar);
        case ir::Type::Kind::kVector: {
            std::vector<std::string> parts;
            for (int i = 0; i < t.rows; ++i) parts.push_back(scalar(t.scalar).text);
            if (t.rows == 1) return {parts[0], parts[0][0] == '-' ? kUnary : kPrimary};
            bool same = true;
            for (const std::string& p : parts) same = same && p == parts[0];
            return {TypeName(type, span) + "(" + (same ? parts[0] : Join(parts)) + ")", kPrimary};
        }
        case ir::Type::Kind::kMatrix: {
            std::vector<std::string> rows_major;
            for (int i = 0; i < t.rows * t.columns; ++i) rows_major.push_back(scalar(ir::ScalarKind::kFloat).text);
            std::vector<std::string> parts;
            for (int c = 0; c < t.columns; ++c)
                for (int r = 0; r < t.rows; ++r) parts.push_back(rows_major[static_cast<std::size_t>(r * t.columns + c)]);
            return {TypeName(type, span) + "(" + Join(parts) + ")", kPrimary};
        }
        case ir::Type::Kind::kArray:
        case ir::Type::Kind::kStruct: {
            std::vector<std::string> parts;
            if (t.kind == ir::Type::Kind::kArray) {
                for (std::uint32_t i = 0; i < t.count; ++i) parts.push_back(Constant(t.element, literal, at, span).text);
            } else {
                for (const ir::StructField& f : t.fields) parts.push_back(Constant(f.type, literal, at, span).text);
            }
            return {namer_.Constructor(type, span) + "(" + Join(parts) + ")", kPrimary};
        }
        default:
            diags_.Error(span, "a constant of type '" + types().Name(type) + "' cannot be written in GLSL");
            return {"0", kPrimary};
    }
}

Expr Emitter::Binary(const ir::Instruction& inst) {
    const Expr a = Ref(inst.operands[0]), b = Ref(inst.operands[1]);
    const bool is_float = IsFloat(fn_.At(inst.operands[0]).type) || inst.op == ir::Op::kMatrixTimesVector ||
                          inst.op == ir::Op::kVectorTimesMatrix || inst.op == ir::Op::kMatrixTimesMatrix;
    if (inst.op == ir::Op::kMod) {
        if (is_float) return {Helper("tsr_fmod", inst.type, inst.span) + "(" + a.text + ", " + b.text + ")", kPrimary};
        if (!version_.integer_ops) {
            diags_.Error(inst.span, std::string("integer remainder cannot be written in ") + version_.title +
                                        " (the % operator needs GLSL 1.30 or ES 3.00)");
        }
        // GLSL 1.30 section 5.9 leaves % undefined for negative operands; the IR's is C's.
        return {Operand(a, kMultiplicative) + " % " + Operand(b, kMultiplicative + 1), kMultiplicative};
    }
    const bool additive = inst.op == ir::Op::kAdd || inst.op == ir::Op::kSub;
    const char* op = inst.op == ir::Op::kAdd ? " + " : inst.op == ir::Op::kSub ? " - " : inst.op == ir::Op::kDiv ? " / " : " * ";
    const int prec = additive ? kAdditive : kMultiplicative;
    // Left-associative: the right operand needs parentheses at equal precedence.
    return {Operand(a, prec) + op + Operand(b, prec + 1), prec};
}

Expr Emitter::Compare(const ir::Instruction& inst) {
    const Expr a = Ref(inst.operands[0]), b = Ref(inst.operands[1]);
    static const char* kOps[] = {" == ", " != ", " < ", " <= ", " > ", " >= "};
    static const char* kFns[] = {"equal", "notEqual", "lessThan", "lessThanEqual", "greaterThan", "greaterThanEqual"};
    const int which = static_cast<int>(inst.op) - static_cast<int>(ir::Op::kEq);
    if (Width(inst.type) > 1) return {std::string(kFns[which]) + "(" + a.text + ", " + b.text + ")", kPrimary};
    const int prec = which < 2 ? kEquality : kRelational;
    return {Operand(a, prec + 1) + kOps[which] + Operand(b, prec + 1), prec};
}

Expr Emitter::Logic(const ir::Instruction& inst) {
    const int w = Width(inst.type);
    if (inst.op == ir::Op::kNot) {
        const Expr a = Ref(inst.operands[0]);
        return w > 1 ? Expr{"not(" + a.text + ")", kPrimary} : Expr{"!" + Operand(a, kUnary), kUnary};
    }
    const Expr a = Ref(inst.operands[0]), b = Ref(inst.operands[1]);
    if (w > 1) {
        // GLSL has no component-wise && || on bvecs: and/or through 0/1 floats, xor as notEqual.
        const std::string n = std::to_string(w);
        if (inst.op == ir::Op::kXor) return {"notEqual(" + a.text + ", " + b.text + ")", kPrimary};
        const char* op = inst.op == ir::Op::kAnd ? " * " : " + ";
        return {"bvec" + n + "(vec" + n + "(" + a.text + ")" + op + "vec" + n + "(" + b.text + "))", kPrimary};
    }
    const int prec = inst.op == ir::Op::kAnd ? kLogicalAnd : inst.op == ir::Op::kOr ? kLogicalOr : kLogicalXor;
    const char* op = inst.op == ir::Op::kAnd ? " && " : inst.op == ir::Op::kOr ? " || " : " ^^ ";
    return {Operand(a, prec) + op + Operand(b, prec + 1), prec};
}

Expr Emitter::Select(const ir::Instruction& inst) {
    const ir::InstId c = inst.operands[0], a = inst.operands[1], b = inst.operands[2];
    const int w = Width(fn_.At(c).type);
    if (w <= 1) {
        return {Operand(Ref(c), kLogicalOr) + " ? " + Operand(Ref(a), kLogicalOr) + " : " + Operand(Ref(b), kLogicalOr),
                kTernary};
    }
    if (IsFloat(inst.type) && version_.bool_mix)
        return {"mix(" + Arg(b) + ", " + Arg(a) + ", " + Arg(c) + ")", kPrimary};
    // Component by component (GLSL before 1.30 has no component-wise select).
    const Expr ce = Reusable(c), ae = Reusable(a), be = Reusable(b);
    std::vector<std::string> parts;
    for (int i = 0; i < w; ++i)
        parts.push_back(Component(ce, fn_.At(c).type, i) + " ? " + Component(ae, inst.type, i) + " : " +
                        Component(be, inst.type, i));
    return {TypeName(inst.type, inst.span) + "(" + Join(parts) + ")", kPrimary};
}

Expr Emitter::Swizzle(const ir::Instruction& inst) {
    const ir::InstId src = inst.operands[0];
    const int in = Width(fn_.At(src).type);
    const std::size_t n = inst.indices.size();
    if (in <= 1) {
        const Expr e = Ref(src);
        return n == 1 ? e : Expr{TypeName(inst.type, inst.span) + "(" + e.text + ")", kPrimary};
    }
    bool identity = static_cast<int>(n) == in;
    std::string letters;
    for (std::size_t i = 0; i < n; ++i) {
        letters += kLetters[inst.indices[i]];
        identity = identity && inst.indices[i] == i;
    }
    const Expr e = Ref(src);
    if (identity) return e;
    return SwizzleOf(e, letters);
}

Expr Emitter::MatrixRow(const Expr& matrix, ir::TypeId type, const std::string& row) {
    const ir::Type& t = types().Get(type);
    std::vector<std::string> parts;
    for (int c = 0; c < t.columns; ++c) parts.push_back(Operand(matrix, kPostfix) + "[" + std::to_string(c) + "][" + row + "]");
    if (parts.size() == 1) return {parts[0], kPostfix};
    return {"vec" + std::to_string(t.columns) + "(" + Join(parts) + ")", kPrimary};
}

std::string Emitter::ClampIndex(ir::InstId index, std::uint32_t count) {
    // extract.dyn clamps its index (docs/IR.md); a literal index is clamped here.
    const ir::Instruction& def = fn_.At(index);
    const std::string hi = std::to_string(count - 1);
    if (def.op == ir::Op::kConstant && !def.literal.empty()) {
        const double v = def.literal[0];
        return std::to_string(v < 0 ? 0 : v > count - 1 ? count - 1 : static_cast<std::uint32_t>(v));
    }
    if (version_.integer_ops) return "clamp(" + Arg(index) + ", 0, " + hi + ")";
    return "int(clamp(float(" + Arg(index) + "), 0.0, " + hi + ".0))";
}

Expr Emitter::Extract(const ir::Instruction& inst, ir::InstId id) {
    const ir::InstId src = inst.operands[0];
    const ir::TypeId src_type = fn_.At(src).type;
    const ir::Type& t = types().Get(src_type);
    const bool dynamic = inst.op == ir::Op::kDynamicExtract;
    if (!dynamic && values_[src.value].node) {
        const InterfaceNode& child = values_[src.value].node->fields[inst.indices[0]];
        if (!child.leaf) values_[id.value].node = &child;
        return child.leaf ? child.read : Expr{};
    }
    std::string index = dynamic ? ClampIndex(inst.operands[1], t.kind == ir::Type::Kind::kArray ? t.count : t.IsMatrix() ? t.rows : t.rows)
                                : std::to_string(inst.indices[0]);
    switch (t.kind) {
        case ir::Type::Kind::kScalar: return Ref(src);
        case ir::Type::Kind::kVector:
            if (t.rows == 1) return Ref(src);
            if (dynamic) return {Operand(Ref(src), kPostfix) + "[" + index + "]", kPostfix};
            return SwizzleOf(Ref(src), std::string(1, kLetters[inst.indices[0]]));
        case ir::Type::Kind::kMatrix: {
            if (dynamic && fn_.At(inst.operands[1]).op != ir::Op::kConstant && t.columns > 1) {
                // The index is used once per column: name it.
                const std::string clamped = index;
                index = namer_.naming().Temporary(next_temp_++);
                Line("int " + index + " = " + clamped + ";", inst.span);
            }
            return MatrixRow(t.columns > 1 ? Reusable(src) : Ref(src), src_type, index);
        }
        case ir::Type::Kind::kArray: return {Operand(Ref(src), kPostfix) + "[" + index + "]", kPostfix};
        case ir::Type::Kind::kStruct:
            return {Operand(Ref(src), kPostfix) + "." + namer_.naming().Field(t.fields[inst.indices[0]].name), kPostfix};
        default:
            diags_.Error(inst.span, "extract from a value of type '" + types().Name(src_type) + "'");
            return {"0", kPrimary};
    }
}

std::vector<std::string> Emitter::Scalars(ir::InstId id) {
    const ir::Instruction& def = fn_.At(id);
    const ir::Type& t = types().Get(def.type);
    std::vector<std::string> out;
    if (def.op == ir::Op::kConstant && t.IsNumeric()) {
        const ir::TypeId scalar = t.scalar == ir::ScalarKind::kFloat ? types().Float()
                                  : t.scalar == ir::ScalarKind::kInt ? types().Int()
                                                                     : types().Bool();
        for (std::size_t i = 0, at = 0; i < static_cast<std::size_t>(t.Width()); ++i)
            out.push_back(Constant(scalar, def.literal, at, def.span).text);
        return out;
    }
    if (t.IsNumeric() && t.Width() == 1) return {Ref(id).text};
    const Expr e = Reusable(id);
    if (t.IsNumeric()) {
        for (int i = 0; i < t.Width(); ++i) out.push_back(Component(e, def.type, i));
    } else if (t.IsMatrix()) {
        for (int r = 0; r < t.rows; ++r)
            for (int c = 0; c < t.columns; ++c)
                out.push_back(Operand(e, kPostfix) + "[" + std::to_string(c) + "][" + std::to_string(r) + "]");
    } else {
        diags_.Error(def.span, "a construct from a value of type '" + types().Name(def.type) + "'");
    }
    return out;
}

Expr Emitter::Construct(const ir::Instruction& inst) {
    const ir::Type& t = types().Get(inst.type);
    if (t.kind == ir::Type::Kind::kStruct || t.kind == ir::Type::Kind::kArray) {
        std::vector<std::string> parts;
        for (std::size_t i = 0; i < inst.operands.size(); ++i) {
            const ir::TypeId want = t.kind == ir::Type::Kind::kArray ? t.element : i < t.fields.size() ? t.fields[i].type : ir::TypeId{};
            if (fn_.At(inst.operands[i]).type != want || inst.operands.size() != (t.kind == ir::Type::Kind::kArray ? t.count : t.fields.size())) {
                diags_.Error(inst.span, "a '" + types().Name(inst.type) +
                                            "' built from flattened scalars cannot be written in GLSL");
                return {"0", kPrimary};
            }
            parts.push_back(Arg(inst.operands[i]));
        }
        return {namer_.Constructor(inst.type, inst.span) + "(" + Join(parts) + ")", kPrimary};
    }
    if (t.IsMatrix()) {
        std::vector<std::string> rows_major;
        for (ir::InstId op : inst.operands)
            for (std::string& s : Scalars(op)) rows_major.push_back(std::move(s));
        std::vector<std::string> parts;
        for (int c = 0; c < t.columns; ++c)
            for (int r = 0; r < t.rows; ++r)
                if (static_cast<std::size_t>(r * t.columns + c) < rows_major.size())
                    parts.push_back(rows_major[static_cast<std::size_t>(r * t.columns + c)]);
        return {TypeName(inst.type, inst.span) + "(" + Join(parts) + ")", kPrimary};
    }
    std::vector<std::string> parts;
    for (ir::InstId op : inst.operands) {
        if (types().Get(fn_.At(op).type).IsMatrix()) {
            for (std::string& s : Scalars(op)) parts.push_back(std::move(s));
        } else {
            parts.push_back(Arg(op));
        }
    }
    if (t.Width() <= 1 && inst.operands.size() == 1 && Width(fn_.At(inst.operands[0]).type) == 1)
        return Ref(inst.operands[0]);
    // A splat: vec3(x) rather than vec3(x, x, x).
    bool splat = inst.operands.size() > 1 && Width(fn_.At(inst.operands[0]).type) == 1;
    for (ir::InstId op : inst.operands) splat = splat && op == inst.operands[0];
    if (splat) parts.resize(1);
    return {TypeName(inst.type, inst.span) + "(" + Join(parts) + ")", kPrimary};
}

// GLSL 1.10 and ES 1.00 have arrays, but no array constructors and no assignment of a whole
// array (1.10 section 5.8; ES 1.00 section 5.8), so an array value is a local array filled
// element by element.
bool Emitter::ArrayByElements(ir::TypeId type) const {
    return types().Get(type).kind == ir::Type::Kind::kArray && !version_.nonsquare;
}

// An array constant, construct or copy-with-one-element-replaced (insert), in a version
// without array values: `float t3[4]; t3[0] = ...; ...` (ArrayByElements).
Expr Emitter::ArrayVariable(const ir::Instruction& inst) {
    const ir::Type& t = types().Get(inst.type);
    if (inst.op == ir::Op::kInsert) {
        // An array filled element by element is a chain of inserts: while the previous
        // array has no other use, the next element is written into it.
        const ir::InstId src = inst.operands[0];
        const Value& prev = values_[src.value];
        if (prev.uses == 1 && prev.use_block == prev.def_block && prev.named && ArrayByElements(fn_.At(src).type) &&
            fn_.At(src).op != ir::Op::kLoad) {
            Line(prev.expr.text + "[" + std::to_string(inst.indices[0]) + "] = " + Arg(inst.operands[1]) + ";", inst.span);
            return prev.expr;
        }
    }
    const std::string name = namer_.naming().Temporary(next_temp_++);
    Line(namer_.Declare(inst.type, name, inst.span) + ";", inst.span);
    auto element = [&](std::uint32_t i) -> std::string {
        switch (inst.op) {
            case ir::Op::kConstruct: return Arg(inst.operands[i]);
            case ir::Op::kInsert:
                if (i == inst.indices[0]) return Arg(inst.operands[1]);
                return Operand(Reusable(inst.operands[0]), kPostfix) + "[" + std::to_string(i) + "]";
            default: {  // a constant (undef: zero, as the interpreter has it)
                const std::size_t per = module_.types.ComponentCount(t.element);
                std::vector<double> scalars(per, 0.0);
                for (std::size_t k = 0; k < per && i * per + k < inst.literal.size(); ++k)
                    scalars[k] = inst.literal[i * per + k];
                std::size_t at = 0;
                return Constant(t.element, scalars, at, inst.span).text;
            }
        }
    };
    for (std::uint32_t i = 0; i < t.count; ++i)
        Line(name + "[" + std::to_string(i) + "] = " + element(i) + ";", inst.span);
    return {name, kPrimary};
}

Expr Emitter::Insert(const ir::Instruction& inst) {
    // A copy with one element replaced: a variable, then an assignment into it.
    const ir::Type& t = types().Get(inst.type);
    // A chain of inserts (a struct or vector filled element by element) writes into
    // one variable: the previous insert's copy has no other use.
    const ir::InstId src = inst.operands[0];
    const Value& prev = values_[src.value];
    std::string name;
    if (fn_.At(src).op == ir::Op::kInsert && prev.uses == 1 && prev.use_block == prev.def_block) {
        name = prev.expr.text;
    } else {
        name = namer_.naming().Temporary(next_temp_++);
        Line(namer_.Declare(inst.type, name, inst.span) + " = " + Arg(src) + ";", inst.span);
    }
    const std::string i = std::to_string(inst.indices[0]);
    if (t.IsVector() && t.rows > 1) {
        Line(name + "." + kLetters[inst.indices[0]] + " = " + Arg(inst.operands[1]) + ";", inst.span);
    } else if (t.IsMatrix()) {
        const Expr row = Reusable(inst.operands[1]);
        for (int c = 0; c < t.columns; ++c)
            Line(name + "[" + std::to_string(c) + "][" + i + "] = " + Component(row, fn_.At(inst.operands[1]).type, c) + ";", inst.span);
    } else if (t.kind == ir::Type::Kind::kArray) {
        Line(name + "[" + i + "] = " + Arg(inst.operands[1]) + ";", inst.span);
    } else if (t.kind == ir::Type::Kind::kStruct) {
        Line(name + "." + namer_.naming().Field(t.fields[inst.indices[0]].name) + " = " + Arg(inst.operands[1]) + ";", inst.span);
    } else {
        Line(name + " = " + Arg(inst.operands[1]) + ";", inst.span);
    }
    return {name, kPrimary};
}

Expr Emitter::ValueExpr(const ir::Instruction& inst, ir::InstId id, bool& expensive, bool& free) {
    switch (inst.op) {
        case ir::Op::kConstant: {
            std::size_t at = 0;
            free = true;
            if (ArrayByElements(inst.type)) return ArrayVariable(inst);
            return Constant(inst.type, inst.literal, at, inst.span);
        }
        case ir::Op::kUndef: {
            if (ArrayByElements(inst.type)) {
                free = true;
                return ArrayVariable(inst);
            }
            std::size_t at = 0;
            free = true;
            const ir::Type& t = types().Get(inst.type);
            if (t.kind == ir::Type::Kind::kSampler) diags_.Error(inst.span, "an undefined sampler");
            // Passes may pick any value for undef (docs/IR.md); zero is the interpreter's.
            return Constant(inst.type, std::vector<double>(module_.types.ComponentCount(inst.type), 0.0), at, inst.span);
        }
        case ir::Op::kLoad: {
            const ir::VarRef var = inst.vars[0];
            const InterfaceNode* node = nullptr;
            if (var.scope == ir::VarRef::Scope::kGlobal) node = &interface_.globals[var.index];
            else if (auto it = interface_.params.find(var.index); it != interface_.params.end()) node = &it->second;
            if (node) {
                free = true;
                if (!node->leaf) values_[id.value].node = node;
                return node->leaf ? node->read : Expr{};
            }
            expensive = true;  // a local's value at this point: named here, before later stores
            return {local_names_[var.index], kPrimary};
        }
        case ir::Op::kAdd: case ir::Op::kSub: case ir::Op::kMul: case ir::Op::kDiv: case ir::Op::kMod:
        case ir::Op::kMatrixTimesVector: case ir::Op::kVectorTimesMatrix: case ir::Op::kMatrixTimesMatrix:
            expensive = inst.op == ir::Op::kMatrixTimesMatrix;
            return Binary(inst);
        case ir::Op::kNeg: {
            // "--x" would be the decrement operator: a negative operand gets parentheses.
            const Expr a = Ref(inst.operands[0]);
            return {"-" + (a.text[0] == '-' ? "(" + a.text + ")" : Operand(a, kUnary)), kUnary};
        }
        case ir::Op::kEq: case ir::Op::kNe: case ir::Op::kLt: case ir::Op::kLe: case ir::Op::kGt: case ir::Op::kGe:
            return Compare(inst);
        case ir::Op::kAnd: case ir::Op::kOr: case ir::Op::kXor: case ir::Op::kNot: return Logic(inst);
        case ir::Op::kAny: case ir::Op::kAll:
            if (Width(fn_.At(inst.operands[0]).type) <= 1) return Ref(inst.operands[0]);
            return {std::string(inst.op == ir::Op::kAny ? "any(" : "all(") + Arg(inst.operands[0]) + ")", kPrimary};
        case ir::Op::kSelect: return Select(inst);
        case ir::Op::kSwizzle:
            // Components of a variable or uniform are as cheap to repeat as the variable.
            free = values_[inst.operands[0].value].named && !values_[inst.operands[0].value].node;
            return Swizzle(inst);
        case ir::Op::kExtract: case ir::Op::kDynamicExtract: {
            // A field of a struct input bound field by field is an interface read: free.
            free = inst.op == ir::Op::kExtract && (values_[inst.operands[0].value].node != nullptr ||
                                                   (values_[inst.operands[0].value].named &&
                                                    types().Get(fn_.At(inst.operands[0]).type).kind != ir::Type::Kind::kMatrix));
            return Extract(inst, id);
        }
        case ir::Op::kInsert:
            free = true;  // a variable, named by Insert
            return ArrayByElements(inst.type) ? ArrayVariable(inst) : Insert(inst);
        case ir::Op::kConstruct:
            if (ArrayByElements(inst.type)) {
                free = true;
                return ArrayVariable(inst);
            }
            return Construct(inst);
        case ir::Op::kConvert: {
            const Expr a = Ref(inst.operands[0]);
            return {TypeName(inst.type, inst.span) + "(" + a.text + ")", kPrimary};
        }
        case ir::Op::kIntrinsic: return Intrinsic(inst, expensive);
        case ir::Op::kSample: expensive = true; return Sample(inst);
        default:
            diags_.Error(inst.span, "internal error: unexpected instruction in the GLSL writer");
            return {"0", kPrimary};
    }
}

}  // namespace tessera::lang::glsl::writer_detail
