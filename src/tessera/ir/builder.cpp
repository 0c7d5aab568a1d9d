// SPDX-License-Identifier: MIT
#include "ir/builder.h"

#include <utility>

namespace tessera::ir {

Builder::Builder(Module& module, Function& function)
    : module_(module), function_(function), current_(&function.body) {}

InstId Builder::Append(Instruction inst) {
    InstId id{static_cast<std::uint32_t>(function_.insts.size())};
    function_.insts.push_back(std::move(inst));
    Current().push_back(id);
    return id;
}

InstId Builder::Emit(Op op, TypeId type, std::vector<InstId> operands) {
    Instruction inst;
    inst.op = op;
    inst.type = type;
    inst.operands = std::move(operands);
    inst.span = span_;
    return Append(std::move(inst));
}

void Builder::WithBlock(Block& block, const std::function<void()>& build) {
    Block* saved = current_;
    current_ = &block;
    build();
    current_ = saved;
}

// --- constants ---

InstId Builder::Constant(TypeId type, std::vector<double> scalars) {
    Instruction inst;
    inst.op = Op::kConstant;
    inst.type = type;
    inst.literal = std::move(scalars);
    inst.span = span_;
    return Append(std::move(inst));
}

InstId Builder::Float(float value) { return Constant(Types().Float(), {static_cast<double>(value)}); }
InstId Builder::Int(std::int32_t value) { return Constant(Types().Int(), {static_cast<double>(value)}); }
InstId Builder::Bool(bool value) { return Constant(Types().Bool(), {value ? 1.0 : 0.0}); }

InstId Builder::Splat(TypeId type, double value) {
    return Constant(type, std::vector<double>(Types().ComponentCount(type), value));
}

InstId Builder::Undef(TypeId type) { return Emit(Op::kUndef, type); }

// --- variables ---

VarRef Builder::Local(std::string name, TypeId type) {
    function_.locals.push_back({std::move(name), type, span_});
    return {VarRef::Scope::kLocal, static_cast<std::uint32_t>(function_.locals.size() - 1)};
}

TypeId Builder::VarType(VarRef var) const {
    return var.scope == VarRef::Scope::kLocal ? function_.locals[var.index].type
                                              : module_.globals[var.index].type;
}

InstId Builder::Load(VarRef var) {
    Instruction inst;
    inst.op = Op::kLoad;
    inst.type = VarType(var);
    inst.vars = {var};
    inst.span = span_;
    return Append(std::move(inst));
}

void Builder::Store(VarRef var, InstId value) {
    Instruction inst;
    inst.op = Op::kStore;
    inst.type = Types().Void();
    inst.vars = {var};
    inst.operands = {value};
    inst.span = span_;
    Append(std::move(inst));
}

// --- operations ---

InstId Builder::Binary(Op op, InstId a, InstId b) {
    TypeId type = TypeOf(a);
    bool comparison = op >= Op::kEq && op <= Op::kGe;
    if (comparison) type = Types().WithScalar(type, ScalarKind::kBool);
    return Emit(op, type, {a, b});
}

InstId Builder::Neg(InstId a) { return Emit(Op::kNeg, TypeOf(a), {a}); }
InstId Builder::Not(InstId a) { return Emit(Op::kNot, TypeOf(a), {a}); }
InstId Builder::Reduce(Op op, InstId a) { return Emit(op, Types().Bool(), {a}); }

InstId Builder::MatrixTimesVector(InstId m, InstId v) {
    const Type& mt = Types().Get(TypeOf(m));
    return Emit(Op::kMatrixTimesVector, Types().Vector(ScalarKind::kFloat, mt.rows), {m, v});
}

InstId Builder::VectorTimesMatrix(InstId v, InstId m) {
    const Type& mt = Types().Get(TypeOf(m));
    return Emit(Op::kVectorTimesMatrix, Types().Vector(ScalarKind::kFloat, mt.columns), {v, m});
}

InstId Builder::MatrixTimesMatrix(InstId a, InstId b) {
    int rows = Types().Get(TypeOf(a)).rows;
    int columns = Types().Get(TypeOf(b)).columns;
    return Emit(Op::kMatrixTimesMatrix, Types().Matrix(rows, columns), {a, b});
}

InstId Builder::Select(InstId condition, InstId if_true, InstId if_false) {
    return Emit(Op::kSelect, TypeOf(if_true), {condition, if_true, if_false});
}

InstId Builder::Swizzle(InstId value, std::vector<std::uint32_t> components) {
    TypeId scalar = Types().ScalarOf(TypeOf(value));
    int width = static_cast<int>(components.size());
    TypeId type = width == 1 ? scalar : Types().Vector(Types().Get(scalar).scalar, width);
    InstId id = Emit(Op::kSwizzle, type, {value});
    function_.At(id).indices = std::move(components);
    return id;
}

InstId Builder::Extract(InstId value, std::uint32_t index) {
    const Type& t = Types().Get(TypeOf(value));
    TypeId type;
    switch (t.kind) {
        case Type::Kind::kVector: type = Types().Scalar(t.scalar); break;
        case Type::Kind::kMatrix: type = Types().Vector(ScalarKind::kFloat, t.columns); break;
        case Type::Kind::kArray: type = t.element; break;
        case Type::Kind::kStruct: type = t.fields[index].type; break;
        default: type = TypeOf(value); break;  // the validator reports it
    }
    InstId id = Emit(Op::kExtract, type, {value});
    function_.At(id).indices = {index};
    return id;
}

InstId Builder::Insert(InstId composite, std::uint32_t index, InstId element) {
    InstId id = Emit(Op::kInsert, TypeOf(composite), {composite, element});
    function_.At(id).indices = {index};
    return id;
}

InstId Builder::DynamicExtract(InstId composite, InstId index) {
    const Type& t = Types().Get(TypeOf(composite));
    TypeId type = t.kind == Type::Kind::kArray    ? t.element
                  : t.kind == Type::Kind::kMatrix ? Types().Vector(ScalarKind::kFloat, t.columns)
                                                  : Types().Scalar(t.scalar);
    return Emit(Op::kDynamicExtract, type, {composite, index});
}

InstId Builder::Construct(TypeId type, std::vector<InstId> parts) {
    return Emit(Op::kConstruct, type, std::move(parts));
}

InstId Builder::Convert(InstId value, ScalarKind to) {
    return Emit(Op::kConvert, Types().WithScalar(TypeOf(value), to), {value});
}

InstId Builder::Intrinsic(ir::Intrinsic which, TypeId type, std::vector<InstId> args) {
    InstId id = Emit(Op::kIntrinsic, type, std::move(args));
    function_.At(id).intrinsic = which;
    return id;
}

InstId Builder::Sample(SampleKind kind, InstId sampler, InstId coordinate, std::vector<InstId> extra) {
    std::vector<InstId> operands = {sampler, coordinate};
    operands.insert(operands.end(), extra.begin(), extra.end());
    InstId id = Emit(Op::kSample, Types().Vector(ScalarKind::kFloat, 4), std::move(operands));
    function_.At(id).sample = kind;
    return id;
}

InstId Builder::Call(std::uint32_t callee, std::vector<InstId> args, std::vector<VarRef> out_vars) {
    InstId id = Emit(Op::kCall, module_.functions[callee].return_type, std::move(args));
    function_.At(id).callee = callee;
    function_.At(id).vars = std::move(out_vars);
    return id;
}

// --- control ---

void Builder::If(InstId condition, const std::function<void()>& then_part,
                 const std::function<void()>& else_part) {
    InstId id = Emit(Op::kIf, Types().Void(), {condition});
    function_.At(id).blocks.resize(2);
    // Build into local blocks, then move them in: the arena may grow while building.
    Block then_block, else_block;
    WithBlock(then_block, then_part);
    if (else_part) WithBlock(else_block, else_part);
    function_.At(id).blocks[0] = std::move(then_block);
    function_.At(id).blocks[1] = std::move(else_block);
}

void Builder::Loop(const std::function<void()>& body, const std::function<void()>& continuing) {
    InstId id = Emit(Op::kLoop, Types().Void());
    Block body_block, continuing_block;
    WithBlock(body_block, body);
    if (continuing) WithBlock(continuing_block, continuing);
    function_.At(id).blocks = {std::move(body_block), std::move(continuing_block)};
}

void Builder::Break() { Emit(Op::kBreak, Types().Void()); }
void Builder::Continue() { Emit(Op::kContinue, Types().Void()); }
void Builder::Discard() { Emit(Op::kDiscard, Types().Void()); }

void Builder::Return(InstId value) {
    if (value.Valid()) Emit(Op::kReturn, Types().Void(), {value});
    else Emit(Op::kReturn, Types().Void());
}

}  // namespace tessera::ir
