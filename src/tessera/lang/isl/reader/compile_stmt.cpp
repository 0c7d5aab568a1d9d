// SPDX-License-Identifier: MIT
// Statements, declarations, assignments and functions (ISL sections IX to XI).
#include <algorithm>
#include <cmath>

#include "lang/isl/reader/compiler.h"

namespace tessera::lang::isl {

namespace {

constexpr int kUnsized = -2;  ///< a formal `c[]`: any length
constexpr int kMaxVaryingIfDepth = 8;  ///< one stencil bit per nesting level
constexpr std::size_t kMaxUnrolled = 100000;

}  // namespace

std::string Compiler::Snippet(const Span& span) const {
    if (span.offset >= text_.size()) return "";
    std::string s(text_.substr(span.offset, std::min<std::size_t>(span.length, 70)));
    std::replace(s.begin(), s.end(), '\n', ' ');
    return s;
}

Variable* Compiler::Lookup(const std::string& name) {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it)
        if (auto found = it->find(name); found != it->end()) return &found->second;
    return nullptr;
}

void Compiler::Emit(VOp op, const Span& span) {
    if (!live_) return;
    if (text_.data() == input_.text.data()) op.span = span;
    ops_.push_back(std::move(op));
}

// Whether `v` may be stored in a variable of the given class and type; the converted value.
Val Compiler::Assignable(DataClass data, BaseType base, int count, const Val& v, const Span& span) {
    if (!v.Ok()) return v;
    if (v.kind == Val::Kind::kRelation || v.kind == Val::Kind::kVaryingRelation) {
        Error(span, "relations cannot be saved to a variable");
        return Bad();
    }
    if (v.kind == Val::Kind::kVarying) {
        Error(span, std::string("a varying value cannot be assigned to a ") + ClassName(data) + " " + TypeName(base));
        return Bad();
    }
    if (v.data > data) {
        Error(span, std::string("a ") + ClassName(v.data) + " value cannot be assigned to a " + ClassName(data) + " " +
                        TypeName(base));
        return Bad();
    }
    bool count_ok = count == kUnsized ? v.count >= 0 : v.count == count;
    if (!count_ok) {
        Error(span, count < 0 && count != kUnsized ? "expected a single value, not an array"
                                                   : "expected an array of " + (count == kUnsized ? std::string("any length")
                                                                                                  : std::to_string(count)) + " elements");
        return Bad();
    }
    if ((base == BaseType::kString) != (v.kind == Val::Kind::kString)) {
        Error(span, std::string("cannot assign a ") + (v.kind == Val::Kind::kString ? "string" : TypeName(v.base)) +
                        " to a " + TypeName(base));
        return Bad();
    }
    Val out = v;
    if (v.kind == Val::Kind::kNumeric && v.count < 0) {
        Expr where;
        where.span = span;
        out = Convert(v, base, where);
    } else if (v.kind == Val::Kind::kNumeric && v.base != base) {
        Error(span, std::string("cannot assign a ") + TypeName(v.base) + " array to a " + TypeName(base) + " array");
        return Bad();
    }
    out.data = data;
    return out;
}

// The length of an array declaration: its uniform size, or kUnsized for `c[]` (formals,
// and declarations initialized with a list); false after reporting an error.
bool Compiler::ArraySize(const Declaration& d, bool formal, int& count) {
    if (!d.size) {
        if (!formal && !(d.init && d.init->kind == ExprKind::kList)) {
            Error(d.name_span, "'" + d.name + "[]' needs a size (only formal parameters may leave it out)");
            return false;
        }
        count = kUnsized;
        return true;
    }
    Val n = Eval(*d.size);
    if (!n.Ok()) return false;
    if (n.kind != Val::Kind::kNumeric || n.data != DataClass::kUniform || n.count >= 0 || n.base != BaseType::kFloat ||
        !(n.k[0] >= 1 && n.k[0] <= 4096)) {
        Error(d.size->span, "an array size must be a uniform float from 1 to 4096");
        return false;
    }
    count = static_cast<int>(std::floor(n.k[0]));
    return true;
}

// The value of a declaration without an initializer: zeros (or empty strings) of its type.
Val Compiler::ZeroValue(BaseType base, int count) {
    Val value;
    value.kind = base == BaseType::kString ? Val::Kind::kString : Val::Kind::kNumeric;
    value.base = base;
    value.count = count;
    const auto n = static_cast<std::size_t>(std::max(count, 1));
    if (base == BaseType::kString) value.strings.assign(n, "");
    else value.k.assign(n * static_cast<std::size_t>(ElementSize(base)), 0.0f);
    return value;
}

// declaration = type name ("[" size? "]")? ("=" value)?   (section IX)
void Compiler::Declare(const Declaration& d, bool formal, const Val* given) {
    auto& scope = scopes_.back();
    if (scope.count(d.name)) {
        Error(d.name_span, "'" + d.name + "' is already declared in this block");
        return;
    }
    Variable var;
    var.data = d.type.data;
    var.base = d.type.base;
    var.span = d.name_span;
    if (d.type.shader != ShaderKind::kNone) return Error(d.type.span, "a variable cannot have a shader type");
    if (var.data == DataClass::kVarying && (var.base != BaseType::kColor || d.is_array))
        return Error(d.type.span, "varying variables are single colors");
    if (var.base == BaseType::kString && var.data != DataClass::kUniform)
        return Error(d.type.span, "strings are uniform only");
    if (d.is_array && !ArraySize(d, formal, var.count)) return;
    if (formal && !d.init && !given) Error(d.name_span, "formal parameter '" + d.name + "' needs an initial value");
    if (var.data == DataClass::kVarying) {
        auto [it, added] = image_of_.try_emplace({&d, call_depth_}, images_);
        if (added) ++images_;
        var.image = it->second;
        if (d.init) {
            if (d.init->kind != ExprKind::kFB) Error(d.init->span, "a varying variable can only be initialized with FB");
            else Emit(VOp::Simple(VOp::Kind::kSave, Snippet(d.name_span), var.image));
        }
        scope[d.name] = std::move(var);
        return;
    }
    Val value = given ? *given : d.init ? Eval(*d.init) : ZeroValue(var.base, var.count);
    Span where = given || !d.init ? d.name_span : d.init->span;
    var.value = Assignable(var.data, var.base, var.count, value, where);
    if (!var.value.Ok()) {
        // The error is reported; the variable keeps its declared type and length, so the
        // statements after it are still checked, and element assignments index a value of
        // the declared size (an initializer of another shape left in its place let
        // `m[1] = ...` copy past the end of it; found by fuzz_isl_compile).
        if (var.count == kUnsized) var.count = 1;
        var.value = ZeroValue(var.base, var.count);
        var.value.data = var.data;
    }
    if (var.count == kUnsized) var.count = var.value.count;
    scope[d.name] = std::move(var);
}

void Compiler::RunDead(const Stmt& s, const Function& f) {
    auto saved_scopes = scopes_;
    bool was_live = live_;
    live_ = false;
    RunScoped(s, f);
    live_ = was_live;
    scopes_ = std::move(saved_scopes);
}

void Compiler::RunScoped(const Stmt& s, const Function& f) {
    scopes_.emplace_back();
    RunStmt(s, false, f);
    scopes_.pop_back();
}

void Compiler::RunStmt(const Stmt& s, bool last, const Function& f) {
    switch (s.kind) {
        case StmtKind::kDeclare: return Declare(s.declaration, false);
        case StmtKind::kAssign: return Assign(s);
        case StmtKind::kBlock:
            scopes_.emplace_back();
            for (const StmtPtr& inner : s.body) RunStmt(*inner, false, f);
            scopes_.pop_back();
            return;
        case StmtKind::kIf: return If(s, f);
        case StmtKind::kRepeat: return Repeat(s, f);
        case StmtKind::kReturn:
            if (!last) return Error(s.span, "return can only be the last statement of a function");
            return Return(s, f);
    }
}

void Compiler::RunBody(const std::vector<StmtPtr>& body, const Function& f) {
    for (std::size_t i = 0; i < body.size(); ++i) RunStmt(*body[i], i + 1 == body.size(), f);
}

// if (ur) S [else S] picks a branch now; if (vr) S [else S] restricts the active pixels
// (section X): one stencil bit per nesting level.
void Compiler::If(const Stmt& s, const Function& f) {
    Val c = Eval(*s.value);
    const Stmt* other = s.body.size() > 1 ? s.body[1].get() : nullptr;
    if (c.kind == Val::Kind::kRelation) {
        if (c.truth) RunScoped(*s.body[0], f);
        else RunDead(*s.body[0], f);
        if (other) {
            if (c.truth) RunDead(*other, f);
            else RunScoped(*other, f);
        }
        return;
    }
    if (c.kind != Val::Kind::kVaryingRelation) {
        if (c.Ok()) Error(s.value->span, "an if condition must be a uniform relation or FB[c] compared with a value");
        RunDead(*s.body[0], f);
        if (other) RunDead(*other, f);
        return;
    }
    if (varying_if_depth_ >= kMaxVaryingIfDepth)
        return Error(s.value->span, "varying ifs can nest at most 8 deep (one stencil bit each)");
    ++varying_if_depth_;
    VOp push = VOp::Simple(VOp::Kind::kIfPush, "if (" + Snippet(s.value->span) + ")");
    push.step = c.step;
    push.channel = c.channel;
    push.compare = c.compare;
    Emit(push, s.span);
    RunScoped(*s.body[0], f);
    if (other) {
        Emit(VOp::Simple(VOp::Kind::kElse, "else"));
        RunScoped(*other, f);
    }
    Emit(VOp::Simple(VOp::Kind::kIfPop, ""));
    --varying_if_depth_;
}

// repeat (uf) S runs S max(0, floor(uf)) times (section X); unrolled here.
void Compiler::Repeat(const Stmt& s, const Function& f) {
    Val n = Eval(*s.value);
    if (!n.Ok()) return RunDead(*s.body[0], f);
    if (n.kind != Val::Kind::kNumeric || n.data != DataClass::kUniform || n.base != BaseType::kFloat || n.count >= 0) {
        Error(s.value->span, "a repeat count must be a uniform float");
        return RunDead(*s.body[0], f);
    }
    double count = std::max(0.0, std::floor(static_cast<double>(n.k[0])));
    if (count > 10000 || unrolled_ + static_cast<std::size_t>(count) > kMaxUnrolled)
        return Error(s.value->span, "repeat count too large to unroll");
    unrolled_ += static_cast<std::size_t>(count);
    if (count == 0) return RunDead(*s.body[0], f);
    for (int i = 0; i < static_cast<int>(count) && !diags_.HasErrors(); ++i) RunScoped(*s.body[0], f);
}

void Compiler::Return(const Stmt& s, const Function& f) {
    bool varying = f.type.data == DataClass::kVarying;
    if (!s.value) {
        if (!varying) Error(s.span, std::string("a ") + ClassName(f.type.data) + " " + TypeName(f.type.base) +
                                        " function must return a value");
        return;
    }
    Val v = Eval(*s.value);
    if (!v.Ok() || !return_value_) return;
    if (varying) {
        if (v.kind == Val::Kind::kVarying && v.strings.empty()) {
            *return_value_ = v;
            return;
        }
        Val c = v.kind == Val::Kind::kNumeric ? Assignable(DataClass::kParameter, BaseType::kColor, -1, v, s.value->span) : Bad();
        if (!c.Ok()) {
            if (v.kind != Val::Kind::kNumeric || v.count >= 0) Error(s.value->span, "a varying function returns a varying color");
            return;
        }
        Val out;
        out.kind = Val::Kind::kVarying;
        out.data = DataClass::kVarying;
        out.base = BaseType::kColor;
        out.source.kind = Source::Kind::kParameter;
        out.source.step = StepOf(c);
        *return_value_ = out;
        return;
    }
    *return_value_ = Assignable(f.type.data, f.type.base, -1, v, s.value->span);
}

}  // namespace tessera::lang::isl
