// SPDX-License-Identifier: MIT
// lower_matrix_rows: matrices held as their row vectors, for the GLSL writer.
//
// Two outputs need a matrix value as separate rows. GLSL 1.10 and ES 1.00 have only square
// matrices, but Cg fragment code builds float4x3 and float4x2 values (a colour matrix, four
// taps) and multiplies by them; cgc wrote those with vectors. And cgc's GLSL profiles declared
// a matrix uniform as the array of its rows (`uniform vec4 _modelViewProj1[4];`, read with
// dot products), which scripts such as libretro's cg2glsl.py rely on.
//
// The rewrite works on the row values of each such matrix (IR floatRxC: R rows of floatC):
//   construct, constant, undef      -> the rows, from the flattened scalars
//   add, sub, mul, div, neg, select -> row by row;  insert -> one row replaced
//   load of a row-array uniform     -> extract(load, i); the global becomes float C[R]
//   extract(M, i) -> row i;  extract.dyn -> a select chain over the rows (clamped index)
//   mul(M, v) -> (dot(row0, v), dot(row1, v), ...);  mul(v, M) -> v.x*row0 + v.y*row1 + ...
//   mul(A, B) -> row i = mul(row i of A, B);  transpose -> rows built from the columns
// Any other use gets the matrix rebuilt from its rows (construct), which is only writable
// when the version has the type; otherwise the writer reports the type as before.
#include <unordered_map>

#include "ir/passes/ir_util.h"
#include "lang/glsl/writer/writer_impl.h"

namespace tessera::lang::glsl::writer_detail {

namespace {

using ir::InstId;
using ir::Instruction;
using ir::Op;

class RowLowering {
  public:
    RowLowering(ir::Module& m, bool nonsquare_ok, bool uniform_rows)
        : m_(m),
          f_(m.functions[m.entry]),
          nonsquare_ok_(nonsquare_ok),
          uniform_rows_(uniform_rows) {}

    bool Run() {
        for (ir::Global& g : m_.globals) {
            const ir::Type& t = m_.types.Get(g.type);
            // A uniform bound to GL state reads GLSL's built-in matrix instead
            // (state_uniforms.cpp).
            const bool state = g.semantic.size() > 6 && (g.semantic.compare(0, 6, "state.") == 0 ||
                                                         g.semantic.compare(0, 6, "STATE.") == 0);
            if (uniform_rows_ && g.kind == ir::Global::Kind::kUniform && t.IsMatrix() && !state) {
                row_globals_[static_cast<std::uint32_t>(&g - m_.globals.data())] = g.type;
                g.type = m_.types.Array(RowType(g.type), t.rows);
                changed_ = true;
            }
        }
        RewriteBlock(f_.body);
        return changed_;
    }

  private:
    struct Rows {
        ir::TypeId matrix;
        std::vector<InstId> rows;
    };

    ir::TypeId RowType(ir::TypeId matrix) {
        return m_.types.Vector(ir::ScalarKind::kFloat, m_.types.Get(matrix).columns);
    }
    bool Unwritable(ir::TypeId t) const {
        const ir::Type& ty = m_.types.Get(t);
        return ty.IsMatrix() && ty.rows != ty.columns && !nonsquare_ok_;
    }
    const Rows* RowsOf(InstId id) const {
        auto it = rows_.find(id.value);
        return it == rows_.end() ? nullptr : &it->second;
    }

    InstId Push(Instruction inst) {
        inst.span = span_;
        const InstId id = ir::passes::AddInst(f_, std::move(inst));
        out_->push_back(id);
        return id;
    }
    InstId Make(Op op, ir::TypeId type, std::vector<InstId> operands,
                std::vector<std::uint32_t> indices = {}) {
        Instruction inst;
        inst.op = op;
        inst.type = type;
        inst.operands = std::move(operands);
        inst.indices = std::move(indices);
        return Push(std::move(inst));
    }
    InstId Extract(InstId v, std::uint32_t i, ir::TypeId type) {
        return Make(Op::kExtract, type, {v}, {i});
    }
    InstId Dot(InstId a, InstId b) {
        Instruction inst;
        inst.op = Op::kIntrinsic;
        inst.intrinsic = ir::Intrinsic::kDot;
        inst.type = m_.types.Float();
        inst.operands = {a, b};
        return Push(std::move(inst));
    }

    // The rows of a matrix operand: its own when held as rows, else extracted.
    std::vector<InstId> RowValues(InstId m) {
        if (const Rows* r = RowsOf(m)) return r->rows;
        const ir::TypeId type = f_.At(m).type;
        std::vector<InstId> rows;
        for (std::uint32_t i = 0; i < m_.types.Get(type).rows; ++i)
            rows.push_back(Extract(m, i, RowType(type)));
        return rows;
    }
    // v (float R) * M (R x C) as a sum of scaled rows.
    InstId VectorTimesRows(InstId v, const std::vector<InstId>& rows, ir::TypeId row_type) {
        const int columns = m_.types.Get(row_type).rows;
        InstId sum;
        for (std::uint32_t k = 0; k < rows.size(); ++k) {
            const InstId scale =
                columns == 1 && m_.types.Get(f_.At(v).type).rows == 1
                    ? v
                    : Make(Op::kSwizzle, row_type, {v},
                           std::vector<std::uint32_t>(static_cast<std::size_t>(columns), k));
            const InstId term = Make(Op::kMul, row_type, {scale, rows[k]});
            sum = sum.Valid() ? Make(Op::kAdd, row_type, {sum, term}) : term;
        }
        return sum;
    }
    InstId Rebuild(InstId m) {
        const Rows& r = *RowsOf(m);
        return Make(Op::kConstruct, r.matrix, r.rows);
    }

    std::vector<InstId> ConstructRows(const Instruction& inst);
    std::vector<InstId> ConstantRows(const Instruction& inst);
    bool HoldAsRows(const Instruction& inst) const;
    std::vector<InstId> MakeRows(InstId id, const Instruction& inst);
    InstId Consume(const Instruction& inst);
    void Rewrite(InstId id);
    void RewriteBlock(ir::Block& block);

    ir::Module& m_;
    ir::Function& f_;
    bool nonsquare_ok_, uniform_rows_;
    bool changed_ = false;
    std::unordered_map<std::uint32_t, ir::TypeId> row_globals_;  ///< global -> its matrix type
    std::unordered_map<std::uint32_t, Rows> rows_;               ///< value -> its rows
    std::vector<InstId> replace_;                                ///< value -> its replacement
    ir::Block* out_ = nullptr;
    ir::Span span_;
};

// The rows of construct(M, parts...): the parts' scalars, row by row; a part that is
// exactly one row is used as it is.
std::vector<InstId> RowLowering::ConstructRows(const Instruction& inst) {
    const ir::Type& t = m_.types.Get(inst.type);
    const ir::TypeId row_type = RowType(inst.type);
    std::vector<InstId> pieces;
    for (InstId op : inst.operands) {
        const ir::Type& ot = m_.types.Get(f_.At(op).type);
        if (ot.IsMatrix()) {
            for (InstId row : RowValues(op)) pieces.push_back(row);
        } else {
            pieces.push_back(op);
        }
    }
    std::vector<InstId> rows;
    std::vector<InstId> pending;
    for (InstId piece : pieces) {
        const ir::Type& pt = m_.types.Get(f_.At(piece).type);
        if (pending.empty() && pt.IsVector() && pt.rows == t.columns) {
            rows.push_back(piece);
            continue;
        }
        if (pt.IsScalar())
            pending.push_back(piece);
        else
            for (std::uint32_t c = 0; c < pt.rows; ++c)
                pending.push_back(Extract(piece, c, m_.types.Float()));
        while (pending.size() >= static_cast<std::size_t>(t.columns)) {
            std::vector<InstId> row(pending.begin(), pending.begin() + t.columns);
            pending.erase(pending.begin(), pending.begin() + t.columns);
            rows.push_back(Make(Op::kConstruct, row_type, row));
        }
    }
    return rows;
}

std::vector<InstId> RowLowering::ConstantRows(const Instruction& inst) {
    const ir::Type& t = m_.types.Get(inst.type);
    std::vector<InstId> rows;
    for (int r = 0; r < t.rows; ++r) {
        std::vector<double> values(static_cast<std::size_t>(t.columns), 0.0);
        for (int c = 0; c < t.columns; ++c) {
            const std::size_t at = static_cast<std::size_t>(r * t.columns + c);
            if (inst.op == Op::kConstant && at < inst.literal.size())
                values[static_cast<std::size_t>(c)] = inst.literal[at];
        }
        const InstId row = ir::passes::AddConstant(f_, RowType(inst.type), values, span_);
        out_->push_back(row);
        rows.push_back(row);
    }
    return rows;
}

// A matrix result is held as rows when the version cannot declare it, when it is a
// row-array uniform, and when it is computed from rows (so rows stay rows).
bool RowLowering::HoldAsRows(const Instruction& inst) const {
    if (!m_.types.Get(inst.type).IsMatrix()) return false;
    if (inst.op == Op::kLoad)
        return inst.vars[0].scope == ir::VarRef::Scope::kGlobal &&
               row_globals_.count(inst.vars[0].index);
    switch (inst.op) {
        case Op::kConstruct:
        case Op::kConstant:
        case Op::kUndef:
            return Unwritable(inst.type);
        case Op::kAdd:
        case Op::kSub:
        case Op::kMul:
        case Op::kDiv:
        case Op::kNeg:
        case Op::kSelect:
        case Op::kInsert:
        case Op::kMatrixTimesMatrix:
        case Op::kIntrinsic: {
            if (inst.op == Op::kIntrinsic && inst.intrinsic != ir::Intrinsic::kTranspose)
                return false;
            if (Unwritable(inst.type)) return true;
            for (InstId op : inst.operands)
                if (RowsOf(op)) return true;
            return false;
        }
        default:
            return false;
    }
}

std::vector<InstId> RowLowering::MakeRows(InstId id, const Instruction& inst) {
    const ir::Type& t = m_.types.Get(inst.type);
    const ir::TypeId row_type = RowType(inst.type);
    std::vector<InstId> rows;
    switch (inst.op) {
        case Op::kLoad: {
            f_.At(id).type = m_.types.Array(row_type, t.rows);
            out_->push_back(id);
            for (std::uint32_t i = 0; i < t.rows; ++i) rows.push_back(Extract(id, i, row_type));
            return rows;
        }
        case Op::kConstruct:
            return ConstructRows(inst);
        case Op::kConstant:
        case Op::kUndef:
            return ConstantRows(inst);
        case Op::kInsert:
            rows = RowValues(inst.operands[0]);
            rows[inst.indices[0]] = inst.operands[1];
            return rows;
        case Op::kMatrixTimesMatrix: {
            const std::vector<InstId> a = RowValues(inst.operands[0]);
            for (InstId row : a)
                rows.push_back(
                    RowsOf(inst.operands[1])
                        ? VectorTimesRows(row, RowValues(inst.operands[1]), row_type)
                        : Make(Op::kVectorTimesMatrix, row_type, {row, inst.operands[1]}));
            return rows;
        }
        case Op::kIntrinsic: {  // transpose: row j is column j of the operand
            const std::vector<InstId> source = RowValues(inst.operands[0]);
            for (std::uint32_t j = 0; j < static_cast<std::uint32_t>(t.rows); ++j) {
                std::vector<InstId> column;
                for (InstId row : source) column.push_back(Extract(row, j, m_.types.Float()));
                rows.push_back(Make(Op::kConstruct, row_type, column));
            }
            return rows;
        }
        default: {  // component-wise: row by row (a select's condition is a scalar)
            const bool select = inst.op == Op::kSelect;
            std::vector<std::vector<InstId>> operands;
            for (std::size_t k = select ? 1 : 0; k < inst.operands.size(); ++k)
                operands.push_back(RowValues(inst.operands[k]));
            for (std::size_t r = 0; r < static_cast<std::size_t>(t.rows); ++r) {
                std::vector<InstId> args;
                if (select) args.push_back(inst.operands[0]);
                for (const std::vector<InstId>& o : operands) args.push_back(o[r]);
                rows.push_back(Make(inst.op, row_type, args));
            }
            return rows;
        }
    }
}

// A use of matrices held as rows: the value that replaces `inst`, or invalid when `inst`
// stays (with its matrix operands rebuilt).
InstId RowLowering::Consume(const Instruction& inst) {
    const InstId m = inst.operands.empty() ? InstId{} : inst.operands[0];
    switch (inst.op) {
        case Op::kExtract:
            if (RowsOf(m)) return RowsOf(m)->rows[inst.indices[0]];
            break;
        case Op::kDynamicExtract:
            if (const Rows* r = RowsOf(m)) {  // clamped: index <= 0 is row 0, >= R-1 the last
                InstId pick = r->rows.back();
                for (std::size_t i = r->rows.size() - 1; i-- > 0;) {
                    const InstId bound = ir::passes::AddConstant(f_, m_.types.Int(),
                                                                 {static_cast<double>(i)}, span_);
                    out_->push_back(bound);
                    const InstId below = Make(Op::kLe, m_.types.Bool(), {inst.operands[1], bound});
                    pick = Make(Op::kSelect, inst.type, {below, r->rows[i], pick});
                }
                return pick;
            }
            break;
        case Op::kMatrixTimesVector:
            if (const Rows* r = RowsOf(m)) {
                std::vector<InstId> dots;
                for (InstId row : r->rows) dots.push_back(Dot(row, inst.operands[1]));
                return Make(Op::kConstruct, inst.type, dots);
            }
            break;
        case Op::kVectorTimesMatrix:
            if (const Rows* r = RowsOf(inst.operands[1]))
                return VectorTimesRows(inst.operands[0], r->rows, inst.type);
            break;
        default:
            break;
    }
    return InstId{};
}

void RowLowering::Rewrite(InstId id) {
    Instruction& inst = f_.At(id);
    span_ = inst.span;
    for (InstId& op : inst.operands)
        if (op.value < replace_.size() && replace_[op.value].Valid()) op = replace_[op.value];
    if (HoldAsRows(inst)) {
        changed_ = true;
        const Instruction copy = inst;
        rows_[id.value] = {copy.op == Op::kLoad ? row_globals_[copy.vars[0].index] : copy.type,
                           MakeRows(id, copy)};
        return;
    }
    if (const InstId replacement = Consume(inst); replacement.Valid()) {
        changed_ = true;
        if (replace_.size() <= id.value) replace_.resize(f_.insts.size());
        replace_[id.value] = replacement;
        return;
    }
    for (std::size_t k = 0; k < inst.operands.size(); ++k)
        if (RowsOf(inst.operands[k])) {
            const InstId rebuilt = Rebuild(inst.operands[k]);
            f_.At(id).operands[k] = rebuilt;
        }
    for (ir::Block& nested : f_.At(id).blocks) RewriteBlock(nested);
    out_->push_back(id);
}

void RowLowering::RewriteBlock(ir::Block& block) {
    ir::Block out;
    ir::Block* saved = out_;
    out_ = &out;
    for (InstId id : ir::Block(block)) Rewrite(id);
    out_ = saved;
    block = std::move(out);
}

}  // namespace

bool LowerMatrixRows(ir::Module& module, bool nonsquare_ok, bool uniform_rows) {
    if (module.entry >= module.functions.size()) return false;
    return RowLowering(module, nonsquare_ok, uniform_rows).Run();
}

}  // namespace tessera::lang::glsl::writer_detail
