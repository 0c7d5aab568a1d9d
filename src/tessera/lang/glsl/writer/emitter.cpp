// SPDX-License-Identifier: MIT
// Blocks, statements and the naming of values (see emitter.h for the design).
#include "lang/glsl/writer/emitter.h"

#include <functional>

#include "support/source.h"

namespace tessera::lang::glsl::writer_detail {

Emitter::Emitter(const ir::Module& m, const GlslWriterOptions& o, const VersionInfo& v, const Interface& i,
                 TypeNamer& t, Diags& d)
    : module_(m), fn_(m.functions[m.entry]), options_(o), version_(v), interface_(i), namer_(t), diags_(d) {}

void Emitter::CountUses(const ir::Block& block) {
    for (ir::InstId id : block) {
        const ir::Instruction& inst = fn_.At(id);
        values_[id.value].def_block = &block;
        for (ir::InstId op : inst.operands) {
            ++values_[op.value].uses;
            values_[op.value].use_block = &block;
        }
        for (const ir::Block& nested : inst.blocks) CountUses(nested);
    }
}

void Emitter::Line(const std::string& text, ir::Span span) {
    if (options_.comments && options_.source_text && span.length > 0) {
        auto it = sources_.find(span.file);
        if (it == sources_.end()) {
            const std::string* text = options_.source_text(span.file);
            const std::string name = span.file < module_.files.size() ? module_.files[span.file] : "<source>";
            it = sources_.emplace(span.file, text ? std::make_unique<support::SourceFile>(name, *text) : nullptr).first;
        }
        if (const support::SourceFile* source = it->second.get()) {
            const support::SourceFile& file = *source;
            const std::string& name = file.Name();
            const std::size_t line = file.Locate(span.offset).line;
            if (span.file != last_comment_file_ || line != last_comment_line_) {
                std::string code(file.LineText(span.offset));
                code.erase(0, code.find_first_not_of(" \t"));
                out_ += std::string(static_cast<std::size_t>(indent_) * 4, ' ') +
                        CommentText("// " + name + ":" + std::to_string(line) + "  " + code) + "\n";
                last_comment_file_ = span.file;
                last_comment_line_ = line;
            }
        }
    }
    out_ += std::string(static_cast<std::size_t>(indent_) * 4, ' ') + text + "\n";
}

std::string Emitter::Materialize(ir::InstId id, const Expr& expr) {
    const ir::Instruction& inst = fn_.At(id);
    const std::string name = namer_.naming().Temporary(next_temp_++);
    if (types().Get(inst.type).kind == ir::Type::Kind::kArray && !version_.nonsquare)
        diags_.Error(inst.span, "an array value cannot be held in a variable in " + std::string(version_.title) +
                                    " (array assignment needs GLSL 1.20 or ES 3.00)");
    Line(namer_.Declare(inst.type, name, inst.span) + " = " + expr.text + ";", inst.span);
    Value& v = values_[id.value];
    v.expr = {name, kPrimary};
    v.named = true;
    return name;
}

void Emitter::Define(ir::InstId id, Expr expr, bool expensive) {
    Value& v = values_[id.value];
    v.expr = std::move(expr);
    if (v.named || v.node) return;
    // A struct constructor used once is usually stored field by field (Part reads its
    // operands): held in a temporary for its length, it would be one nothing reads.
    const ir::Instruction& inst = fn_.At(id);
    const bool struct_value = inst.op == ir::Op::kConstruct && types().Get(inst.type).kind == ir::Type::Kind::kStruct;
    const bool inline_ok =
        !expensive && v.uses == 1 && v.use_block == v.def_block && (struct_value || v.expr.text.size() <= 72);
    if (v.uses > 0 && !inline_ok) Materialize(id, v.expr);
}

Expr Emitter::Ref(ir::InstId id) {
    Value& v = values_[id.value];
    if (v.node) return NodeConstructor(*v.node, span_);
    return v.expr;
}

Expr Emitter::Reusable(ir::InstId id) {
    Value& v = values_[id.value];
    if (!v.named && !v.node) Materialize(id, v.expr);
    return Ref(id);
}

Expr Emitter::NodeConstructor(const InterfaceNode& node, ir::Span span) {
    if (node.leaf) return node.read;
    std::string args;
    for (const InterfaceNode& f : node.fields) args += (args.empty() ? "" : ", ") + NodeConstructor(f, span).text;
    return {namer_.Name(node.type, span) + "(" + args + ")", kPrimary};
}

Emitter::Source Emitter::Part(const Source& source, std::size_t field) {
    const InterfaceNode* node = source.node;
    if (!node && source.id.Valid()) node = values_[source.id.value].node;
    if (node) {
        const InterfaceNode& child = node->fields[field];
        if (child.leaf) return {ir::InstId{}, nullptr, child.read};
        return {ir::InstId{}, &child, {}};
    }
    ir::TypeId type;
    if (source.id.Valid()) {
        const ir::Instruction& def = fn_.At(source.id);
        type = def.type;
        const ir::Type& t = types().Get(type);
        bool per_field = def.op == ir::Op::kConstruct && def.operands.size() == t.fields.size();
        for (std::size_t i = 0; per_field && i < t.fields.size(); ++i)
            per_field = fn_.At(def.operands[i]).type == t.fields[i].type;
        if (per_field) return {def.operands[field], nullptr, {}};
        const Expr whole = Reusable(source.id);
        return {ir::InstId{}, nullptr, {Operand(whole, kPostfix) + "." + namer_.naming().Field(t.fields[field].name), kPostfix}};
    }
    diags_.Error(span_, "internal error: a struct store from an expression");
    return {};
}

Expr Emitter::SourceExpr(const Source& source) {
    if (source.id.Valid()) return Ref(source.id);
    if (source.node) return NodeConstructor(*source.node, span_);
    return source.expr;
}

void Emitter::Store(const InterfaceNode& node, const Source& source, ir::Span span) {
    if (!node.leaf) {
        for (std::size_t i = 0; i < node.fields.size(); ++i) Store(node.fields[i], Part(source, i), span);
        return;
    }
    if (node.write.empty()) return;  // the binder reported why
    Expr value = SourceExpr(source);
    if (node.write_component >= 0)
        value = {Operand(value, kPostfix) + "." + std::string(1, "xyzw"[node.write_component]), kPostfix};
    Line(node.write + " = " + value.text + ";", span);
}

void Emitter::EmitLoop(const ir::Instruction& inst) {
    if (!version_.loops) {
        diags_.Error(inst.span, std::string("a loop that could not be unrolled cannot be written in ") + version_.title +
                                    " (Appendix A allows only constant-bounded for loops)");
        return;
    }
    const ir::Block& body = inst.blocks[0];
    const ir::Block& continuing = inst.blocks[1];
    // Does the body `continue` this loop (not an inner one)?
    std::function<bool(const ir::Block&)> continues = [&](const ir::Block& b) {
        for (ir::InstId id : b) {
            const ir::Instruction& i = fn_.At(id);
            if (i.op == ir::Op::kContinue) return true;
            if (i.op == ir::Op::kIf && (continues(i.blocks[0]) || continues(i.blocks[1]))) return true;
        }
        return false;
    };
    if (continuing.empty() || !continues(body)) {
        Line("while (true) {", inst.span);
        ++indent_;
        EmitBlock(body);
        EmitBlock(continuing);
        --indent_;
        Line("}", inst.span);
        return;
    }
    // `continue` must run the continuing block: a for loop whose increment clears a flag,
    // and the continuing block at the top of every iteration but the first.
    const std::string first = "first" + std::to_string(next_loop_++);
    Line("for (bool " + first + " = true;; " + first + " = false) {", inst.span);
    ++indent_;
    Line("if (!" + first + ") {", inst.span);
    ++indent_;
    EmitBlock(continuing);
    --indent_;
    Line("}", inst.span);
    EmitBlock(body);
    --indent_;
    Line("}", inst.span);
}

void Emitter::EmitInstruction(ir::InstId id, const ir::Block& block, bool last) {
    const ir::Instruction& inst = fn_.At(id);
    span_ = inst.span;
    switch (inst.op) {
        case ir::Op::kStore: {
            const ir::VarRef var = inst.vars[0];
            if (var.scope == ir::VarRef::Scope::kGlobal) {
                Store(interface_.globals[var.index], {inst.operands[0], nullptr, {}}, inst.span);
            } else if (auto it = interface_.params.find(var.index); it != interface_.params.end()) {
                Store(it->second, {inst.operands[0], nullptr, {}}, inst.span);
            } else {
                Line(local_names_[var.index] + " = " + Arg(inst.operands[0]) + ";", inst.span);
            }
            return;
        }
        case ir::Op::kIf: {
            Line("if (" + Arg(inst.operands[0]) + ") {", inst.span);
            ++indent_;
            EmitBlock(inst.blocks[0]);
            --indent_;
            if (!inst.blocks[1].empty()) {
                Line("} else {", inst.span);
                ++indent_;
                EmitBlock(inst.blocks[1]);
                --indent_;
            }
            Line("}", inst.span);
            return;
        }
        case ir::Op::kLoop: EmitLoop(inst); return;
        case ir::Op::kBreak: Line("break;", inst.span); return;
        case ir::Op::kContinue: Line("continue;", inst.span); return;
        case ir::Op::kReturn:
            if (!inst.operands.empty() && interface_.has_ret)
                Store(interface_.ret, {inst.operands[0], nullptr, {}}, inst.span);
            if (!(last && &block == &fn_.body)) Line("return;", inst.span);
            return;
        case ir::Op::kDiscard:
            if (module_.stage != ir::Stage::kFragment) {
                diags_.Error(inst.span, "discard in a vertex shader");
                return;
            }
            if (inst.operands.empty()) Line("discard;", inst.span);
            else Line("if (" + Arg(inst.operands[0]) + ") discard;", inst.span);
            return;
        case ir::Op::kCall:
            diags_.Error(inst.span, "the GLSL writer takes the entry function with calls inlined (run the 'lower' "
                                    "pipeline): call of '" + module_.functions[inst.callee].name + "'");
            return;
        default: break;
    }
    bool expensive = false, free = false;
    Expr e = ValueExpr(inst, id, expensive, free);
    if (free) {
        values_[id.value].expr = std::move(e);
        values_[id.value].named = true;
        return;
    }
    Define(id, std::move(e), expensive);
}

void Emitter::EmitBlock(const ir::Block& block) {
    for (std::size_t i = 0; i < block.size(); ++i) EmitInstruction(block[i], block, i + 1 == block.size());
}

Body Emitter::Run() {
    values_.resize(fn_.insts.size());
    CountUses(fn_.body);
    // Locals (other than parameters bound to the interface) are declared at the top of main.
    std::map<std::string, int> seen;
    local_names_.resize(fn_.locals.size());
    for (std::size_t i = 0; i < fn_.locals.size(); ++i) {
        if (interface_.params.count(static_cast<std::uint32_t>(i))) continue;
        const ir::Variable& var = fn_.locals[i];
        std::string name = namer_.naming().Local(var.name);
        if (int n = seen[name]++; n > 0) name += "_" + std::to_string(n + 1);
        local_names_[i] = name;
        Line(namer_.Declare(var.type, name, var.span) + ";", ir::Span{});
    }
    EmitBlock(fn_.body);
    body_.text = std::move(out_);
    return std::move(body_);
}

Body EmitBody(const ir::Module& module, const GlslWriterOptions& options, const VersionInfo& version,
              const Interface& interface, TypeNamer& types, Diags& diags) {
    return Emitter(module, options, version, interface, types, diags).Run();
}

}  // namespace tessera::lang::glsl::writer_detail
