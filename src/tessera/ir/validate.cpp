// SPDX-License-Identifier: MIT
// The validator's structural half: it walks every function's blocks once, in order, the
// way an interpreter would, keeping the set of values visible at each point (defined
// earlier in this block or an enclosing one: structural dominance) and where it is in the
// loop nest (for break and continue). Each instruction is checked in that context; its
// type rules are in validate_types.cpp. Module-level rules (globals, the entry, no
// recursion) and the lowered form come last.
//
// The walk is defensive: the module may be arbitrarily broken (ids out of range, an
// instruction in two blocks, a block containing its own `if`), so every index is checked
// before it is followed, and an instruction placed twice is only walked once, which also
// keeps a self-containing block from recursing forever.
#include "ir/validate.h"

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>

#include "ir/printer.h"
#include "support/diagnostic.h"

namespace tessera::ir {

namespace {

/// The printer's value numbers: definition order, blocks walked in order.
class Numbering {
  public:
    explicit Numbering(const Function& f) : f_(f), visited_(f.insts.size()) { Walk(f.body); }

    std::string Name(InstId id) const {
        auto it = numbers_.find(id.value);
        return it == numbers_.end() ? "%?" + std::to_string(id.value)
                                    : "%" + std::to_string(it->second);
    }

  private:
    void Walk(const Block& block) {
        for (InstId id : block) {
            if (id.value >= f_.insts.size() || visited_[id.value]) continue;
            visited_[id.value] = true;
            const Instruction& inst = f_.At(id);
            if (ProducesValue(inst)) numbers_[id.value] = next_++;
            for (const Block& nested : inst.blocks) Walk(nested);
        }
    }

    const Function& f_;
    std::vector<char> visited_;
    std::map<std::uint32_t, std::uint32_t> numbers_;
    std::uint32_t next_ = 0;
};

// The printer's local names: $name, or $name.N when the name is empty or not unique.
std::string LocalName(const Function& f, std::uint32_t index) {
    if (index >= f.locals.size()) return "$?" + std::to_string(index);
    const std::string& name = f.locals[index].name;
    int uses = 0;
    for (const Variable& v : f.locals) uses += v.name == name;
    if (!name.empty() && uses == 1) return "$" + name;
    return "$" + (name.empty() ? std::string("v") : name) + "." + std::to_string(index);
}

std::string VarName(const Module& m, const Function& f, VarRef v) {
    if (v.scope == VarRef::Scope::kLocal) return LocalName(f, v.index);
    return v.index < m.globals.size() ? "@" + m.globals[v.index].name
                                      : "@?" + std::to_string(v.index);
}

std::string Text(const Module& m, const Function& f, InstId id, const Numbering& numbers) {
    if (id.value >= f.insts.size()) return "<instruction " + std::to_string(id.value) + ">";
    const Instruction& inst = f.At(id);
    std::string out;
    bool type_ok = inst.type.value < m.types.Size();
    if (ProducesValue(inst))
        out += numbers.Name(id) + ": " + (type_ok ? m.types.Name(inst.type) : "?") + " = ";
    out += OpName(inst.op);
    if (inst.op == Op::kIntrinsic) out += std::string(" ") + IntrinsicName(inst.intrinsic);
    if (inst.op == Op::kSample) out += SampleKindSuffix(inst.sample);
    if (inst.op == Op::kCall)
        out += " " + (inst.callee < m.functions.size() ? m.functions[inst.callee].name : "?");
    std::string args;
    auto add = [&](const std::string& a) { args += (args.empty() ? " " : ", ") + a; };
    for (VarRef v : inst.vars)
        if (inst.op != Op::kCall) add(VarName(m, f, v));
    for (InstId operand : inst.operands) add(numbers.Name(operand));
    if (inst.op == Op::kCall)
        for (VarRef v : inst.vars) add("out " + VarName(m, f, v));
    if (inst.op == Op::kConstant) {
        std::string values;
        for (std::size_t i = 0; i < inst.literal.size(); ++i)
            values += (i ? ", " : "") + PrintScalar(inst.literal[i]);
        add("(" + values + ")");
    }
    if (!inst.indices.empty()) {
        std::string list;
        for (std::size_t i = 0; i < inst.indices.size(); ++i)
            list += (i ? ", " : "") + std::to_string(inst.indices[i]);
        add("[" + list + "]");
    }
    out += args;
    if (inst.op == Op::kIf || inst.op == Op::kLoop) out += " {";
    return out;
}

const char* GlobalKindName(Global::Kind kind) {
    static constexpr const char* kNames[] = {"input", "output", "uniform", "sampler"};
    return kNames[static_cast<int>(kind)];
}

class Validator {
  public:
    Validator(const Module& m, ValidateOptions options, ValidationResult& result)
        : m_(m), options_(options), result_(result) {}

    void Run() {
        CheckGlobals();
        if (m_.functions.empty()) {
            Fail("the module has no functions");
            return;
        }
        if (m_.entry >= m_.functions.size())
            Fail("the entry function index " + std::to_string(m_.entry) + " is out of range");
        calls_.assign(m_.functions.size(), {});
        for (std::uint32_t i = 0; i < m_.functions.size(); ++i) CheckFunction(i);
        CheckRecursion();
        if (options_.lowered && m_.entry < m_.functions.size())
            CheckLowered(m_.functions[m_.entry]);
    }

  private:
    enum class Where : std::uint8_t { kOutsideLoop, kLoopBody, kContinuing };

    void Fail(const std::string& message) {
        if (result_.errors.size() < ValidationResult::kMaxErrors) result_.errors.push_back(message);
    }
    void FailFunction(const std::string& message) {
        Fail("function '" + f_->name + "': " + message);
    }
    void FailAt(InstId id, const std::string& message) {
        FailFunction("'" + Text(m_, *f_, id, *numbers_) + "': " + message);
    }

    bool ValidType(TypeId t) const { return t.value < m_.types.Size(); }

    void CheckGlobals() {
        std::set<std::string> names;
        for (const Global& g : m_.globals) {
            std::string where = std::string(GlobalKindName(g.kind)) + " '@" + g.name + "'";
            if (g.name.empty())
                Fail("a global has no name");
            else if (!names.insert(g.name).second)
                Fail(where + " is declared twice");
            if (!ValidType(g.type) || g.type == m_.types.Void()) {
                Fail(where + " has no valid type");
                continue;
            }
            bool sampler = m_.types.Get(g.type).kind == Type::Kind::kSampler;
            if (sampler != (g.kind == Global::Kind::kSampler))
                Fail(where + (sampler
                                  ? " has a sampler type but is not a sampler"
                                  : " is a sampler but has type '" + m_.types.Name(g.type) + "'"));
        }
    }

    void CheckFunction(std::uint32_t index) {
        const Function& f = m_.functions[index];
        f_ = &f;
        Numbering numbers(f);
        numbers_ = &numbers;
        for (std::uint32_t j = 0; j < index; ++j)
            if (m_.functions[j].name == f.name)
                FailFunction("a function with this name is already defined");
        if (!ValidType(f.return_type)) FailFunction("the return type is not a valid type");
        std::set<std::uint32_t> param_vars;
        for (const Parameter& p : f.params) {
            if (p.var >= f.locals.size()) {
                FailFunction("parameter '" + p.name + "' refers to local " + std::to_string(p.var) +
                             ", which does not exist");
            } else if (f.locals[p.var].type != p.type) {
                FailFunction("parameter '" + p.name + "' and its variable have different types");
            }
            if (!param_vars.insert(p.var).second)
                FailFunction("two parameters share variable " + std::to_string(p.var));
        }
        for (std::uint32_t i = 0; i < f.locals.size(); ++i)
            if (!ValidType(f.locals[i].type) || f.locals[i].type == m_.types.Void())
                FailFunction("variable '" + LocalName(f, i) + "' has no valid type");
        defined_.assign(f.insts.size(), 0);
        placed_.assign(f.insts.size(), 0);
        current_ = index;
        WalkBlock(f.body, Where::kOutsideLoop);
    }

    void WalkBlock(const Block& block, Where where) {
        std::vector<InstId> defined_here;
        for (std::size_t i = 0; i < block.size(); ++i) {
            InstId id = block[i];
            if (id.value >= f_->insts.size()) {
                FailFunction("a block refers to instruction " + std::to_string(id.value) +
                             ", which does not exist");
                continue;
            }
            if (placed_[id.value]) {
                FailAt(id, "appears in more than one place");
                continue;
            }
            placed_[id.value] = 1;
            const Instruction& inst = f_->At(id);
            CheckInstruction(id, inst, where);
            bool ends_block =
                inst.op == Op::kBreak || inst.op == Op::kContinue || inst.op == Op::kReturn;
            if (ends_block && i + 1 != block.size())
                FailAt(id, "must be the last instruction of its block");
            if (inst.op == Op::kIf && inst.blocks.size() == 2) {
                WalkBlock(inst.blocks[0], where);
                WalkBlock(inst.blocks[1], where);
            } else if (inst.op == Op::kLoop && inst.blocks.size() == 2) {
                WalkBlock(inst.blocks[0], Where::kLoopBody);
                WalkBlock(inst.blocks[1], Where::kContinuing);
            } else if (inst.op != Op::kIf && inst.op != Op::kLoop && !inst.blocks.empty()) {
                FailAt(id, "has nested blocks but is neither 'if' nor 'loop'");
            }
            if (ProducesValue(inst)) {
                defined_[id.value] = 1;
                defined_here.push_back(id);
            }
        }
        // Values defined in this block are not visible after it.
        for (InstId id : defined_here) defined_[id.value] = 0;
    }

    void CheckInstruction(InstId id, const Instruction& inst, Where where) {
        if (!ValidType(inst.type)) {
            FailAt(id, "has an invalid type id");
            return;
        }
        bool operands_ok = true;
        for (InstId operand : inst.operands) {
            if (operand.value >= f_->insts.size()) {
                FailAt(id, "operand " + numbers_->Name(operand) + " does not exist");
                operands_ok = false;
            } else if (!ProducesValue(f_->At(operand))) {
                FailAt(id, "operand " + numbers_->Name(operand) + " is not a value");
                operands_ok = false;
            } else if (!defined_[operand.value]) {
                FailAt(
                    id,
                    "operand " + numbers_->Name(operand) +
                        " is not defined before this instruction in its block or an enclosing one");
                operands_ok = false;
            }
        }
        bool vars_ok = true;
        for (VarRef v : inst.vars) {
            bool in_range = v.scope == VarRef::Scope::kLocal ? v.index < f_->locals.size()
                                                             : v.index < m_.globals.size();
            if (!in_range) {
                FailAt(id, "variable " + VarName(m_, *f_, v) + " does not exist");
                vars_ok = false;
            }
        }
        if (!inst.literal.empty() && inst.op != Op::kConstant)
            FailAt(id, "has a literal but is not 'const'");
        bool takes_indices =
            inst.op == Op::kSwizzle || inst.op == Op::kExtract || inst.op == Op::kInsert;
        if (!inst.indices.empty() && !takes_indices)
            FailAt(id, "has indices but is not 'swizzle', 'extract' or 'insert'");
        bool takes_vars = inst.op == Op::kLoad || inst.op == Op::kStore || inst.op == Op::kCall;
        if (!inst.vars.empty() && !takes_vars)
            FailAt(id, "has variables but is not 'load', 'store' or 'call'");
        if (operands_ok && vars_ok) {
            if (inst.op == Op::kLoad || inst.op == Op::kStore) CheckVariableAccess(id, inst);
            if (inst.op == Op::kCall) CheckCall(id, inst);
            if (std::string reason = CheckTypes(m_.types, *f_, inst); !reason.empty())
                FailAt(id, reason);
        }
        switch (inst.op) {
            case Op::kBreak:
                if (where == Where::kOutsideLoop) FailAt(id, "is not inside a loop");
                break;
            case Op::kContinue:
                if (where == Where::kOutsideLoop) FailAt(id, "is not inside a loop");
                if (where == Where::kContinuing) FailAt(id, "is inside a continuing block");
                break;
            case Op::kDiscard:
                if (m_.stage != Stage::kFragment)
                    FailAt(id, "is only allowed in a fragment module");
                break;
            default:
                break;
        }
    }

    TypeId VarType(VarRef v) const {
        return v.scope == VarRef::Scope::kLocal ? f_->locals[v.index].type
                                                : m_.globals[v.index].type;
    }

    // Rule 4: inputs, uniforms and samplers are only loaded; outputs are only stored.
    void CheckVariableAccess(InstId id, const Instruction& inst) {
        if (inst.vars.size() != 1) {
            FailAt(id, "takes exactly one variable");
            return;
        }
        VarRef v = inst.vars[0];
        const Global* g = v.scope == VarRef::Scope::kGlobal ? &m_.globals[v.index] : nullptr;
        // The name only for a message: working it out costs a pass over the locals, and
        // doing that for every load and store made validation quadratic.
        const auto name = [&] { return VarName(m_, *f_, v); };
        if (inst.op == Op::kLoad) {
            if (g && g->kind == Global::Kind::kOutput)
                FailAt(id, "loads output " + name() + ", which is write-only");
            if (inst.type != VarType(v))
                FailAt(id, "loads '" + m_.types.Name(VarType(v)) + "' from " + name() +
                               " into a value of type '" + m_.types.Name(inst.type) + "'");
        } else {
            if (g && g->kind != Global::Kind::kOutput)
                FailAt(id, std::string("stores to ") + GlobalKindName(g->kind) + " " + name() +
                               ", which is read-only");
            if (!inst.operands.empty() && f_->At(inst.operands[0]).type != VarType(v))
                FailAt(id, "stores '" + m_.types.Name(f_->At(inst.operands[0]).type) + "' to " +
                               name() + " of type '" + m_.types.Name(VarType(v)) + "'");
        }
    }

    // Rule 5: arguments in parameter order, out variables in parameter order, matching types.
    void CheckCall(InstId id, const Instruction& inst) {
        if (inst.callee >= m_.functions.size()) {
            FailAt(id, "calls function " + std::to_string(inst.callee) + ", which does not exist");
            return;
        }
        calls_[current_].push_back(inst.callee);
        const Function& callee = m_.functions[inst.callee];
        std::vector<const Parameter*> ins, outs;
        for (const Parameter& p : callee.params) {
            if (p.direction != ParamDirection::kOut) ins.push_back(&p);
            if (p.direction != ParamDirection::kIn) outs.push_back(&p);
        }
        if (inst.operands.size() != ins.size()) {
            FailAt(id, "passes " + support::Counted(inst.operands.size(), "argument") + " but '" +
                           callee.name + "' takes " +
                           support::Counted(ins.size(), "in or inout parameter"));
        } else {
            for (std::size_t i = 0; i < ins.size(); ++i) {
                TypeId t = f_->At(inst.operands[i]).type;
                if (t != ins[i]->type)
                    FailAt(id, "argument " + std::to_string(i) + " is '" + m_.types.Name(t) +
                                   "' but parameter '$" + ins[i]->name + "' of '" + callee.name +
                                   "' is '" + m_.types.Name(ins[i]->type) + "'");
            }
        }
        if (inst.vars.size() != outs.size()) {
            FailAt(id, "names " + std::to_string(inst.vars.size()) + " out variables but '" +
                           callee.name + "' has " + std::to_string(outs.size()) +
                           " out and inout parameters");
        } else {
            for (std::size_t i = 0; i < outs.size(); ++i) {
                VarRef v = inst.vars[i];
                if (VarType(v) != outs[i]->type)
                    FailAt(id, "variable " + VarName(m_, *f_, v) + " is '" +
                                   m_.types.Name(VarType(v)) + "' but parameter '$" +
                                   outs[i]->name + "' of '" + callee.name + "' is '" +
                                   m_.types.Name(outs[i]->type) + "'");
                if (v.scope == VarRef::Scope::kGlobal &&
                    m_.globals[v.index].kind != Global::Kind::kOutput)
                    FailAt(id, "writes to " +
                                   std::string(GlobalKindName(m_.globals[v.index].kind)) + " " +
                                   VarName(m_, *f_, v) + ", which is read-only");
            }
        }
        if (inst.type != callee.return_type)
            FailAt(id, "has type '" + m_.types.Name(inst.type) + "' but '" + callee.name +
                           "' returns '" + m_.types.Name(callee.return_type) + "'");
    }

    // Rule 5: no recursion, direct or through other functions.
    void CheckRecursion() {
        std::vector<int> state(m_.functions.size(), 0);  // 0 new, 1 on the path, 2 done
        std::vector<std::uint32_t> path;
        std::function<void(std::uint32_t)> visit = [&](std::uint32_t fn) {
            state[fn] = 1;
            path.push_back(fn);
            for (std::uint32_t callee : calls_[fn]) {
                if (state[callee] == 1) {
                    std::string cycle;
                    bool on = false;
                    for (std::uint32_t p : path) {
                        on |= p == callee;
                        if (on) cycle += m_.functions[p].name + " -> ";
                    }
                    Fail("function '" + m_.functions[callee].name + "' is recursive (" + cycle +
                         m_.functions[callee].name + ")");
                } else if (state[callee] == 0) {
                    visit(callee);
                }
            }
            path.pop_back();
            state[fn] = 2;
        };
        for (std::uint32_t i = 0; i < m_.functions.size(); ++i)
            if (state[i] == 0) visit(i);
    }

    // docs/IR.md, "Lowered form".
    void CheckLowered(const Function& f) {
        f_ = &f;
        Numbering numbers(f);
        numbers_ = &numbers;
        const std::string lowered = " in the lowered form";
        for (const Parameter& p : f.params)
            if (p.direction != ParamDirection::kIn)
                FailFunction("parameter '$" + p.name + "' is not 'in', which is not allowed" +
                             lowered);
        for (std::uint32_t i = static_cast<std::uint32_t>(f.params.size()); i < f.locals.size();
             ++i)
            FailFunction("variable '" + LocalName(f, i) + "' is not allowed" + lowered);
        for (std::size_t i = 0; i < f.body.size(); ++i) {
            InstId id = f.body[i];
            if (id.value >= f.insts.size()) continue;  // reported by the walk
            const Instruction& inst = f.At(id);
            switch (inst.op) {
                case Op::kCall:
                case Op::kLoop:
                case Op::kIf:
                case Op::kBreak:
                case Op::kContinue:
                    FailAt(id, "is not allowed" + lowered);
                    break;
                case Op::kStore:
                    if (!inst.vars.empty() && inst.vars[0].scope == VarRef::Scope::kLocal)
                        FailAt(id, "stores to a local variable, which is not allowed" + lowered);
                    break;
                case Op::kReturn:
                    if (i + 1 != f.body.size())
                        FailAt(id, "must be the last instruction of the function" + lowered);
                    break;
                default:
                    break;
            }
        }
    }

    const Module& m_;
    ValidateOptions options_;
    ValidationResult& result_;
    const Function* f_ = nullptr;
    const Numbering* numbers_ = nullptr;
    std::uint32_t current_ = 0;
    std::vector<char> defined_;                      ///< visible at the current point of the walk
    std::vector<char> placed_;                       ///< already seen in some block
    std::vector<std::vector<std::uint32_t>> calls_;  ///< callees of each function
};

}  // namespace

std::string ValidationResult::Message() const {
    std::string out;
    for (const std::string& e : errors) out += e + "\n";
    return out;
}

ValidationResult Validate(const Module& module, ValidateOptions options) {
    ValidationResult result;
    Validator(module, options, result).Run();
    return result;
}

void AssertValid(const Module& module, std::string_view when, ValidateOptions options) {
    ValidationResult result = Validate(module, options);
    if (result.Ok()) return;
    // The errors go out before the module is printed: printing a broken module may itself
    // fail (the printer trusts its input), and the errors must not be lost with it.
    std::string report = "internal error: invalid IR " + std::string(when) +
                         " (a bug in the compiler)\n" + result.Message();
    std::fputs(report.c_str(), stderr);
    std::fflush(stderr);
    std::fputs(("--- the module ---\n" + Print(module)).c_str(), stderr);
    std::fflush(stderr);
    std::abort();
}

std::string InstructionText(const Module& module, const Function& function, InstId id) {
    Numbering numbers(function);
    return Text(module, function, id, numbers);
}

}  // namespace tessera::ir
