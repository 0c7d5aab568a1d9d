// SPDX-License-Identifier: MIT
// Constructors (GLSL 1.10 section 5.4): conversion, vector, matrix and structure forms, and
// the forms that are errors (no arguments, unused arguments, too few components, a matrix
// built from a matrix).
#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

ir::InstId Sema::ConvertIr(ir::InstId id, const Type& from, ir::ScalarKind to) {
    if (from.IsMatrix() || from.Scalar() == to) return id;
    return Fold(b_->Convert(id, to));
}

std::vector<ir::InstId> Sema::Scalars(const Value& v) {
    std::vector<ir::InstId> out;
    const Type& t = v.type;
    if (t.IsArray() || t.IsStruct()) {
        int n = t.IsArray() ? t.array : static_cast<int>(t.info->fields.size());
        for (int i = 0; i < n; ++i) {
            Value part;
            part.type = t.IsArray() ? t.Element() : t.info->fields[i].type;
            part.id = Fold(b_->Extract(v.id, static_cast<std::uint32_t>(i)));
            for (ir::InstId s : Scalars(part)) out.push_back(s);
        }
        return out;
    }
    if (t.IsMatrix()) {  // column-major: IR rows are the columns
        for (int c = 0; c < t.columns; ++c) {
            ir::InstId col = Fold(b_->Extract(v.id, static_cast<std::uint32_t>(c)));
            for (int r = 0; r < t.size; ++r) out.push_back(Fold(b_->Extract(col, static_cast<std::uint32_t>(r))));
        }
        return out;
    }
    if (t.size == 1) return {v.id};
    for (int i = 0; i < t.size; ++i) out.push_back(Fold(b_->Extract(v.id, static_cast<std::uint32_t>(i))));
    return out;
}

Value Sema::Constructor(const Expr* e, const Type& type, std::vector<Value> args) {
    std::string name = TypeName(type);
    bool constant = true;
    for (const Value& a : args) {
        if (a.IsError()) return ErrorValue(e->range);
        constant = constant && a.constant;
    }
    if (args.empty()) {
        Error(e->range, "constructor '" + name + "' needs arguments");
        return ErrorValue(e->range);
    }
    if (type.IsArray()) {
        Error(e->op_range, "array constructors are not supported");
        return ErrorValue(e->range);
    }
    if (type.IsStruct()) {
        const auto& fields = type.info->fields;
        if (args.size() != fields.size()) {
            Error(e->range, "constructor '" + name + "' needs " + std::to_string(fields.size()) + " arguments, one per field, not " +
                                std::to_string(args.size()));
            return ErrorValue(e->range);
        }
        std::vector<ir::InstId> parts;
        for (std::size_t i = 0; i < args.size(); ++i) {
            Value a = ConvertTo(args[i], fields[i].type);
            if (!(a.type == fields[i].type)) {
                Error(args[i].range, "argument " + std::to_string(i + 1) + " of constructor '" + name + "' must be '" +
                                         TypeName(fields[i].type) + "' (field '" + fields[i].name + "'), not '" + TypeName(a.type) + "'");
                return ErrorValue(e->range);
            }
            parts.push_back(a.id);
        }
        return Make(type, b_->Construct(Ir(type), parts), e->range, constant);
    }
    if (type.IsSampler() || type.IsVoid()) {
        Error(e->op_range, "'" + name + "' cannot be constructed");
        return ErrorValue(e->range);
    }
    for (const Value& a : args) {
        if (a.type.IsArray() || a.type.IsStruct() || a.type.ContainsSampler() || a.type.IsVoid()) {
            Error(a.range, "constructor '" + name + "' cannot take an argument of type '" + TypeName(a.type) + "'");
            return ErrorValue(e->range);
        }
        if (type.IsMatrix() && a.type.IsMatrix() && version_ < 120) {
            Error(a.range, "a matrix cannot be constructed from a matrix in GLSL " + VersionName());
            return ErrorValue(e->range);
        }
    }
    ir::ScalarKind kind = type.Scalar();
    const int need = type.Components();
    if (args.size() == 1 && args[0].type.IsScalar() && type.Components() > 1) {
        ir::InstId s = ConvertIr(args[0].id, args[0].type, kind);
        if (!type.IsMatrix()) return Make(type, Splat(s, type), e->range, constant);
        // A matrix from one scalar: the diagonal, zeros elsewhere.
        std::vector<ir::InstId> parts;
        ir::InstId zero = b_->Float(0);
        for (int c = 0; c < type.columns; ++c)
            for (int r = 0; r < type.size; ++r) parts.push_back(c == r ? s : zero);
        return Make(type, b_->Construct(Ir(type), parts), e->range, constant);
    }
    if (args.size() == 1 && args[0].type.IsMatrix() && type.IsMatrix()) {
        // GLSL 1.20: a matrix from a matrix takes the overlap, identity elsewhere.
        const Type& from = args[0].type;
        std::vector<ir::InstId> parts;
        for (int c = 0; c < type.columns; ++c)
            for (int r = 0; r < type.size; ++r)
                parts.push_back(c < from.columns && r < from.size
                                    ? Fold(b_->Extract(Fold(b_->Extract(args[0].id, c)), r))
                                    : b_->Float(c == r ? 1.0f : 0.0f));
        return Make(type, b_->Construct(Ir(type), parts), e->range, constant);
    }
    std::vector<ir::InstId> parts;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (static_cast<int>(parts.size()) >= need) {
            Error(args[i].range, "too many arguments to constructor '" + name + "'");
            return ErrorValue(e->range);
        }
        for (ir::InstId s : Scalars(args[i])) {
            if (static_cast<int>(parts.size()) == need) break;
            parts.push_back(ConvertIr(s, Type::Make(args[i].type.IsMatrix() ? Type::Base::kFloat : args[i].type.base), kind));
        }
    }
    if (static_cast<int>(parts.size()) < need) {
        Error(e->range, "not enough components for constructor '" + name + "' (" + std::to_string(parts.size()) + " of " +
                            std::to_string(need) + ")");
        return ErrorValue(e->range);
    }
    if (need == 1) return Make(type, parts[0], e->range, constant);
    if (type.IsMatrix()) {  // the IR wants whole rows (GLSL columns) or scalars: scalars are fine
        return Make(type, b_->Construct(Ir(type), parts), e->range, constant);
    }
    return Make(type, b_->Construct(Ir(type), parts), e->range, constant);
}

}  // namespace tessera::lang::glsl::sema
