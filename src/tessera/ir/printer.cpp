// SPDX-License-Identifier: MIT
// The IR's text form. docs/IR.md describes the grammar; ir/text_reader reads it back.
//
// Values are renumbered %0, %1, ... in the order they are defined (blocks walked in
// order), so printing is independent of the arena layout passes leave behind, and
// print -> read -> print is a fixed point. Globals are @name, locals $name (made unique with
// a ".N" suffix, N the local's index, when a front end reused a name).
#include "ir/printer.h"

#include <charconv>
#include <cmath>
#include <map>

#include "ir/op_table.h"

namespace tessera::ir {

const char* IntrinsicName(Intrinsic intrinsic) { return Info(intrinsic).name; }

const char* OpName(Op op) { return Info(op).name; }

const char* SampleKindSuffix(SampleKind kind) {
    static constexpr const char* kSuffix[] = {"", ".proj", ".bias", ".grad", ".lod"};
    return kSuffix[static_cast<int>(kind)];
}

std::string PrintScalar(double value) {
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    if (std::isnan(value)) return "nan";
    if (value == 0 && std::signbit(value)) return "-0";  // keep the sign: -0 and 0 differ
    // Every literal is a float, int or bool, all exactly representable as a float or an
    // int32: print the shortest text that reads back to the same float.
    if (value == std::trunc(value) && std::fabs(value) < 1e15) return std::to_string(static_cast<long long>(value));
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, static_cast<float>(value));
    (void)ec;
    return std::string(buffer, end);
}

namespace {

class Printer {
public:
    explicit Printer(const Module& m) : m_(m) {}

    std::string Run() {
        out_ = std::string("module ") + (m_.stage == Stage::kFragment ? "fragment" : "vertex") + "\n";
        for (std::uint32_t i = 0; i < m_.types.Size(); ++i) {
            const Type& t = m_.types.Get(TypeId{i});
            if (t.kind != Type::Kind::kStruct) continue;
            out_ += "struct " + t.name + " {";
            for (std::size_t f = 0; f < t.fields.size(); ++f) {
                out_ += (f ? ", " : " ") + t.fields[f].name + ": " + m_.types.Name(t.fields[f].type);
                if (!t.fields[f].semantic.empty()) out_ += " @" + t.fields[f].semantic;
            }
            out_ += " }\n";
        }
        for (const Global& g : m_.globals) PrintGlobal(g);
        for (std::size_t i = 0; i < m_.functions.size(); ++i) PrintFunction(m_.functions[i]);
        if (!m_.functions.empty()) out_ += "entry " + m_.functions[m_.entry].name + "\n";
        return out_;
    }

private:
    void PrintGlobal(const Global& g) {
        static constexpr const char* kKinds[] = {"input", "output", "uniform", "sampler"};
        out_ += std::string(kKinds[static_cast<int>(g.kind)]) + " @" + g.name + ": " + m_.types.Name(g.type);
        if (!g.semantic.empty()) out_ += " @" + g.semantic;
        if (g.binding >= 0) out_ += " binding " + std::to_string(g.binding);
        out_ += "\n";
    }

    std::string LocalName(std::uint32_t index) const {
        const std::string& name = f_->locals[index].name;
        int uses = 0;
        for (const Variable& v : f_->locals) uses += v.name == name;
        if (!name.empty() && uses == 1) return "$" + name;
        return "$" + (name.empty() ? std::string("v") : name) + "." + std::to_string(index);
    }

    std::string VarName(VarRef v) const {
        return v.scope == VarRef::Scope::kGlobal ? "@" + m_.globals[v.index].name : LocalName(v.index);
    }

    std::string Value(InstId id) const {
        auto it = numbers_.find(id.value);
        return it == numbers_.end() ? "%?" + std::to_string(id.value) : "%" + std::to_string(it->second);
    }

    void PrintFunction(const Function& f) {
        f_ = &f;
        numbers_.clear();
        next_ = 0;
        static constexpr const char* kDirections[] = {"in", "out", "inout"};
        out_ += "fn " + f.name + "(";
        for (std::size_t i = 0; i < f.params.size(); ++i) {
            const Parameter& p = f.params[i];
            out_ += (i ? ", " : "") + std::string(kDirections[static_cast<int>(p.direction)]) + " " +
                    LocalName(p.var) + ": " + m_.types.Name(p.type);
            if (!p.semantic.empty()) out_ += " @" + p.semantic;
        }
        out_ += ") -> " + m_.types.Name(f.return_type);
        if (!f.return_semantic.empty()) out_ += " @" + f.return_semantic;
        out_ += " {\n";
        for (std::uint32_t i = static_cast<std::uint32_t>(f.params.size()); i < f.locals.size(); ++i)
            out_ += "  var " + LocalName(i) + ": " + m_.types.Name(f.locals[i].type) + "\n";
        PrintBlock(f.body, 1);
        out_ += "}\n";
    }

    void PrintBlock(const Block& block, int depth) {
        for (InstId id : block) PrintInstruction(id, depth);
    }

    void PrintInstruction(InstId id, int depth) {
        const Instruction& inst = f_->At(id);
        std::string indent(static_cast<std::size_t>(depth) * 2, ' ');
        out_ += indent;
        if (ProducesValue(inst)) {
            numbers_[id.value] = next_++;
            out_ += Value(id) + ": " + m_.types.Name(inst.type) + " = ";
        }
        out_ += OpName(inst.op);
        if (inst.op == Op::kIntrinsic) out_ += std::string(" ") + IntrinsicName(inst.intrinsic);
        if (inst.op == Op::kSample) out_ += SampleKindSuffix(inst.sample);
        if (inst.op == Op::kCall) out_ += " " + m_.functions[inst.callee].name;
        std::string args;
        auto add = [&](const std::string& a) { args += (args.empty() ? " " : ", ") + a; };
        for (VarRef v : inst.vars) if (inst.op != Op::kCall) add(VarName(v));
        for (InstId operand : inst.operands) add(Value(operand));
        if (inst.op == Op::kCall)
            for (VarRef v : inst.vars) add("out " + VarName(v));
        if (inst.op == Op::kConstant) {
            std::string values;
            for (std::size_t i = 0; i < inst.literal.size(); ++i) values += (i ? ", " : "") + PrintScalar(inst.literal[i]);
            add("(" + values + ")");
        }
        if (!inst.indices.empty()) {
            std::string list;
            for (std::size_t i = 0; i < inst.indices.size(); ++i) list += (i ? ", " : "") + std::to_string(inst.indices[i]);
            add("[" + list + "]");
        }
        out_ += args;
        if (inst.op == Op::kIf) {
            out_ += " {\n";
            PrintBlock(inst.blocks[0], depth + 1);
            if (!inst.blocks[1].empty()) {
                out_ += indent + "} else {\n";
                PrintBlock(inst.blocks[1], depth + 1);
            }
            out_ += indent + "}";
        } else if (inst.op == Op::kLoop) {
            out_ += " {\n";
            PrintBlock(inst.blocks[0], depth + 1);
            if (!inst.blocks[1].empty()) {
                out_ += indent + "} continuing {\n";
                PrintBlock(inst.blocks[1], depth + 1);
            }
            out_ += indent + "}";
        }
        out_ += "\n";
    }

    const Module& m_;
    const Function* f_ = nullptr;
    std::map<std::uint32_t, std::uint32_t> numbers_;
    std::uint32_t next_ = 0;
    std::string out_;
};

}  // namespace

std::string Print(const Module& module) { return Printer(module).Run(); }

}  // namespace tessera::ir
