// SPDX-License-Identifier: MIT
// Emission: the program text, laid out the way cgc laid out arbfp1 programs.
//
//   !!ARBfp1.0
//   OPTION ARB_fragment_program_shadow;        (only for shadow samplers)
//   # tessera ARBfp writer
//   #profile arbfp1
//   #program main
//   #semantic tint                              (one per global, Cg's `#semantic` lines)
//   #var float4 tint :  : c[0] : 2 : 1           (TYPE NAME : SEMANTIC : RESOURCE : ORDINAL : REFERENCED)
//   #const c[1] = 0.5 2
//   PARAM c[2] = { program.local[0],
//                  { 0.5, 2 } };
//   TEMP R0;
//   # shader.cg:12
//   TEX R0, fragment.texcoord[0], texture[0], 2D;
//   MUL result.color, R0, c[0];
//   END
//   # 2 instructions, 1 R-regs
//
// For the NVIDIA options (cgc's fp30, fp40, vp30, vp40) as cgc wrote them: `OPTION
// NV_fragment_program2;` after the header, the precision suffix R on ALU instructions
// ("MULR", "MADR_SAT"), operands from column 7 ("TEX   R0"), `TEMP RC; TEMP HC;` (vertex: `TEMP RC, HC;`) after the TEMPs, the
// color output through `OUTPUT oCol = result.color;`, and ", 0 H-regs" on the count line
// of fragment programs.
//
// Uniform parameters and literal vectors share one array `c`, as in cgc: parameters first
// (runs of consecutive numbers as `program.local[a..b]`, numbered as cgc numbered them:
// ParameterNumbers), then the pooled constants.
// Attributes and result registers are used by their bindings directly. Swizzles are printed
// in the shortest form: nothing for .xyzw, one letter when all four agree; the components an
// instruction does not read are chosen to make that possible.
#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "ir/printer.h"
#include "lang/arbfp/writer/isel.h"
#include "lang/arbfp/writer/printer.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

constexpr char kComponentLetters[] = "xyzw";

/// `comp[k]` is the component slot k reads, or -1 where the instruction does not care.
std::string SwizzleText(std::array<int, 4> comp, bool scalar) {
    int first = -1;
    for (int c : comp)
        if (c >= 0 && first < 0) first = c;
    if (first < 0) return scalar ? ".x" : "";
    if (scalar) return std::string(".") + kComponentLetters[first];
    bool identity = true, same = true;
    for (int k = 0; k < 4; ++k) {
        if (comp[k] < 0) continue;
        identity = identity && comp[k] == k;
        same = same && comp[k] == first;
    }
    if (identity) return "";
    if (same) return std::string(".") + kComponentLetters[first];
    // Fill the don't-cares with the previous component, so the text stays readable.
    int last = first;
    std::string s = ".";
    for (int k = 0; k < 4; ++k) {
        if (comp[k] < 0) comp[k] = last;
        last = comp[k];
        s += kComponentLetters[comp[k]];
    }
    return s;
}

std::string MaskText(std::uint8_t mask) {
    if (mask == 0xF) return "";
    std::string s = ".";
    for (int c = 0; c < 4; ++c)
        if (mask & (1u << c)) s += kComponentLetters[c];
    return s;
}

/// Printable ASCII only, so a comment cannot end early or upset a GL's lexer.
std::string Sanitize(std::string_view text) {
    std::string s;
    for (char ch : text) s += (ch >= 32 && ch < 127) ? ch : ' ';
    while (!s.empty() && s.back() == ' ') s.pop_back();
    std::size_t start = s.find_first_not_of(' ');
    return start == std::string::npos ? "" : s.substr(start);
}

class Emitter {
public:
    Emitter(const ir::Module& module, const WriterOptions& options, const StageTarget& target,
            const Machine& machine, const Allocation& alloc, const ConstantPool& pool, BindingTable& bindings,
            Diags& diags)
        : module_(module), options_(options), target_(target), m_(machine), alloc_(alloc), pool_(pool),
          b_(bindings), diags_(diags) {}

    std::string Run(std::vector<ConstantVector>& constants);

private:
    /// Source `s` of instruction `index`; `as_scalar` prints one component (ARL's operand).
    std::string Source(std::size_t index, int s, bool as_scalar = false) const;
    std::string Instruction(std::size_t index) const;
    std::string Comment(const MInst& inst);
    /// The 1-based line holding `offset` of `text` (span file `file`): a binary search in
    /// the file's line starts, found once per file, not a count from the file's start per
    /// instruction (which made long programs quadratic).
    std::uint32_t LineOf(std::uint32_t file, const std::string& text, std::size_t offset);
    std::array<int, 4> DestComponents(const MDst& d) const;
    std::string Header();
    /// The name result register `id` is written by: cgc's `oCol` alias in the NV fragment
    /// profiles, else the binding.
    std::string OutputName(std::uint32_t id) const;
    /// The declarations after the TEMPs that cgc wrote in the NV profiles.
    std::string NvDeclarations() const;
    /// The items of `PARAM c[N] = { ... }` before the literals, numbering what they hold.
    std::vector<std::string> ParameterItems();
    /// cgc's numbers (ParameterNumbers::kCgc) for every uniform's parameters, from the
    /// records' c[] entries; empty when the declaration's numbers are kept.
    std::map<std::uint32_t, std::uint32_t> CgcNumbers() const;
    /// The `program.local[a..b]` items for the referenced parameters `params`, in their c[]
    /// order, numbered as WriterOptions::parameter_numbers says (the records follow).
    std::vector<std::string> ParameterRanges(const std::set<std::uint32_t>& params);

    const ir::Module& module_;
    const WriterOptions& options_;
    const StageTarget& target_;
    const Machine& m_;
    const Allocation& alloc_;
    const ConstantPool& pool_;
    BindingTable& b_;
    Diags& diags_;
    std::map<std::uint32_t, int> param_index_;  // parameter number -> c index
    std::map<std::uint32_t, int> state_index_;  // state row -> c index
    int constants_base_ = 0;
    std::uint32_t last_file_ = UINT32_MAX, last_line_ = 0;
    std::map<std::uint32_t, std::vector<std::size_t>> line_starts_;  // span file -> line starts
};

/// Lane l of the destination -> component (-1 where not written).
std::array<int, 4> Emitter::DestComponents(const MDst& d) const {
    std::array<int, 4> out{-1, -1, -1, -1};
    for (int l = 0; l < 4; ++l) {
        if (!(d.lanes & (1u << l))) continue;
        if (d.kind == DstKind::kCc) {
            out[l] = l;
        } else if (d.kind == DstKind::kOutput) {
            const int k = m_.output_component[d.id];
            out[l] = k >= 0 ? k : l;
        } else if (d.kind == DstKind::kVReg) {
            out[l] = alloc_.where[d.id].comp[l];
        }
    }
    return out;
}

std::string Emitter::Source(std::size_t index, int s, bool as_scalar) const {
    const MInst& inst = m_.code[index];
    const MSrc& src = inst.src[s];
    std::string reg;
    bool neg = src.neg;
    switch (src.kind) {
        case SrcKind::kVReg: reg = "R" + std::to_string(std::max(alloc_.where[src.id].temp, 0)); break;
        case SrcKind::kAttribute: reg = b_.attributes[src.id]; break;
        case SrcKind::kParam: {
            const int entry = param_index_.at(src.id);
            if (!inst.relative || s != 0) reg = "c[" + std::to_string(entry) + "]";
            else reg = entry == 0 ? "c[A0.x]" : "c[A0.x + " + std::to_string(entry) + "]";
            break;
        }
        case SrcKind::kState: reg = "c[" + std::to_string(state_index_.at(src.id)) + "]"; break;
        case SrcKind::kLiteral: {
            const PooledOperand& p = pool_.operands[index * 3 + s];
            reg = "c[" + std::to_string(constants_base_ + static_cast<int>(p.vector)) + "]";
            neg = p.neg;
            break;
        }
        case SrcKind::kNone: reg = "c[0]"; break;
    }
    auto component = [&](int slot) -> int {
        switch (src.kind) {
            case SrcKind::kVReg: return alloc_.where[src.id].comp[src.sel[slot]];
            case SrcKind::kLiteral: return pool_.operands[index * 3 + s].comp[slot];
            default: return src.sel[slot];
        }
    };
    std::array<int, 4> comp{-1, -1, -1, -1};
    const OpClass cls = ClassOfOp(inst.op);
    bool scalar = false;
    if (cls == OpClass::kScalar || as_scalar) {
        scalar = true;
        comp[0] = component(0);
    } else if (cls == OpClass::kPositional) {
        const std::uint8_t slots = SlotsRead(inst, s);
        for (int k = 0; k < 4; ++k)
            if (slots & (1u << k)) comp[k] = component(k);
    } else {
        // Component-wise: the component written for lane l reads slot l.
        const std::array<int, 4> dst = DestComponents(inst.dst);
        for (int l = 0; l < 4; ++l)
            if (dst[l] >= 0) comp[dst[l]] = component(l);
    }
    return (neg ? "-" : "") + reg + SwizzleText(comp, scalar);
}

std::string Emitter::Instruction(std::size_t index) const {
    const MInst& inst = m_.code[index];
    std::string text = PrintedOpcode(target_, inst.op, inst.sat, inst.update_cc);
    if (inst.op == Opcode::kENDREP || inst.op == Opcode::kELSE || inst.op == Opcode::kENDIF ||
        (inst.op == Opcode::kBRK && !inst.has_condition))
        return text + ";\n";
    // cgc aligned the operands of its NV profiles' programs: "MOVR  R0", "TEX   R1".
    if (target_.nv_option != nullptr && text.size() < 5) text.resize(5, ' ');
    text += " ";
    if (inst.op == Opcode::kBRK)
        return text + "(" + CcRuleName(inst.condition) + ".x);\n";
    if (inst.op == Opcode::kIF) return text + CcRuleName(inst.condition) + ".x;\n";  // NV_fragment_program2 3.11.X.7
    bool first = true;
    if (inst.dst.kind == DstKind::kCc) {
        text += "RC" + MaskText(inst.dst.lanes);
        first = false;
    } else if (inst.op != Opcode::kKIL && inst.op != Opcode::kREP) {
        std::uint8_t mask = 0;
        for (int c : DestComponents(inst.dst))
            if (c >= 0) mask |= static_cast<std::uint8_t>(1u << c);
        if (inst.dst.kind == DstKind::kOutput) {
            text += OutputName(inst.dst.id);
        } else {
            text += "R" + std::to_string(std::max(alloc_.where[inst.dst.id].temp, 0));
        }
        text += MaskText(mask);
        first = false;
    }
    // A relative MOV's src[1] is its address, read by the ARL before it (Run prints that).
    for (int s = 0; s < (inst.relative ? 1 : inst.nsrc); ++s) {
        if (!first) text += ", ";
        first = false;
        text += Source(index, s);
    }
    if (IsTextureInstruction(inst.op) && inst.op != Opcode::kKIL)
        text += ", texture[" + std::to_string(inst.unit) + "], " + TextureTargetName(inst.target);
    return text + ";\n";
}

std::uint32_t Emitter::LineOf(std::uint32_t file, const std::string& text, std::size_t offset) {
    auto [entry, added] = line_starts_.try_emplace(file);
    std::vector<std::size_t>& starts = entry->second;
    if (added) {
        starts.push_back(0);
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n') starts.push_back(i + 1);
    }
    // Line n starts at starts[n - 1]: the line of `offset` is the number of starts <= offset.
    return static_cast<std::uint32_t>(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin());
}

std::string Emitter::Comment(const MInst& inst) {
    if (!options_.comments || !options_.source_text || inst.span.length == 0) return "";
    const std::string* text = options_.source_text(inst.span.file);
    if (text == nullptr || inst.span.offset > text->size()) return "";
    const std::size_t offset = inst.span.offset;
    const std::uint32_t line = LineOf(inst.span.file, *text, offset);
    if (inst.span.file == last_file_ && line == last_line_) return "";
    last_file_ = inst.span.file;
    last_line_ = line;
    const std::size_t begin = offset == 0 ? std::string::npos : text->rfind('\n', offset - 1);
    const std::size_t start = begin == std::string::npos ? 0 : begin + 1;
    const std::size_t end = text->find('\n', offset);
    const std::string source = Sanitize(std::string_view(*text).substr(start, (end == std::string::npos ? text->size() : end) - start));
    const std::string name = inst.span.file < module_.files.size() ? module_.files[inst.span.file] : "source";
    return "# " + Sanitize(name) + ":" + std::to_string(line) + (source.empty() ? "" : "  " + source) + "\n";
}

bool ColorAlias(const StageTarget& target, const std::string& output) {
    return target.nv_option != nullptr && target.stage == ir::Stage::kFragment && output == "result.color";
}

std::string Emitter::OutputName(std::uint32_t id) const {
    const std::string& name = b_.outputs[id].name;
    return ColorAlias(target_, name) ? "oCol" : name;
}

std::string Emitter::NvDeclarations() const {
    if (target_.nv_option == nullptr) return "";
    // cgc declared the condition-code scratch registers whether or not the program used them.
    if (target_.stage == ir::Stage::kVertex) return "TEMP RC, HC;\n";
    std::string text = "TEMP RC;\nTEMP HC;\n";
    for (const OutputRegister& o : b_.outputs)
        if (ColorAlias(target_, o.name)) text += "OUTPUT oCol = result.color;\n";
    return text;
}

std::string Emitter::Header() {
    std::string h;
    const ir::Function& entry = module_.functions[module_.entry];
    h += std::string("# tessera ") + target_.language + " writer\n";
    for (const std::string& f : module_.files) h += "# source file: " + Sanitize(f) + "\n";
    h += "#profile " + Sanitize(options_.profile) + "\n";
    h += "#program " + Sanitize(entry.name) + "\n";
    for (const Binding& r : b_.records) {
        if (r.kind == Binding::Kind::kUniform || r.kind == Binding::Kind::kSampler || !r.semantic.empty())
            h += "#semantic " + Sanitize(r.name) + (r.semantic.empty() ? "" : " : " + Sanitize(r.semantic)) + "\n";
    }
    for (std::size_t i = 0; i < b_.records.size(); ++i) {
        const Binding& r = b_.records[i];
        std::string resource = r.resource;
        if (r.kind == Binding::Kind::kUniform && r.constant_index >= 0) {
            resource = "c[" + std::to_string(r.constant_index) + "]";
            if (r.parameter_count > 1) resource += ", " + std::to_string(r.parameter_count);
        }
        h += "#var " + Sanitize(r.type) + " " + Sanitize(r.name) + " : " + Sanitize(r.semantic) + " : " +
             resource + " : " + std::to_string(b_.ordinals[i]) + " : " + (r.referenced ? "1" : "0") + "\n";
    }
    return h;
}

std::map<std::uint32_t, std::uint32_t> Emitter::CgcNumbers() const {
    // An explicit binding (Cg's `: C5`, the IR's `binding 5`) names its own number: keep them.
    for (const ir::Global& g : module_.globals)
        if (g.kind == ir::Global::Kind::kUniform && g.binding >= 0) return {};
    std::map<std::uint32_t, std::uint32_t> number;  // the writer's -> cgc's
    std::uint32_t fresh = static_cast<std::uint32_t>(constants_base_) +
                          static_cast<std::uint32_t>(pool_.vectors.size());
    for (const Binding& r : b_.records) {
        if (r.kind != Binding::Kind::kUniform || r.gl_state || r.parameter_count == 0) continue;
        std::uint32_t read = 0;
        for (std::uint32_t k = 0; k < r.parameter_count; ++k)
            read += static_cast<std::uint32_t>(param_index_.count(r.first_parameter + k));
        if (read != 0 && read != r.parameter_count) return {};  // read in part
        if (!read && number.count(r.first_parameter)) continue;  // numbered with another record
        // Read whole: its c[] entries are consecutive (parameters are pooled in number order).
        const std::uint32_t first =
            read ? static_cast<std::uint32_t>(param_index_.at(r.first_parameter)) : fresh;
        if (!read) fresh += r.parameter_count;
        for (std::uint32_t k = 0; k < r.parameter_count; ++k) number[r.first_parameter + k] = first + k;
    }
    for (const auto& [p, index] : param_index_)
        if (!number.count(p)) return {};  // a parameter of no uniform's: nothing to follow
    return number;
}

std::vector<std::string> Emitter::ParameterRanges(const std::set<std::uint32_t>& params) {
    const char* space = options_.uniforms == UniformSpace::kLocal ? "program.local" : "program.env";
    auto range = [space](std::uint32_t a, std::uint32_t b) {
        return std::string(space) + "[" + std::to_string(a) + (b > a ? ".." + std::to_string(b) : "") + "]";
    };
    // The numbers the program shows; the c[] entries (and so the instructions) stay.
    std::map<std::uint32_t, std::uint32_t> number;
    if (options_.parameter_numbers == ParameterNumbers::kCgc) number = CgcNumbers();
    auto shown = [&number](std::uint32_t p) { return number.empty() ? p : number.at(p); };
    for (Binding& r : b_.records) {
        if (r.kind != Binding::Kind::kUniform || r.gl_state || r.parameter_count == 0 || number.empty()) continue;
        r.first_parameter = shown(r.first_parameter);
        r.resource = range(r.first_parameter, r.first_parameter + r.parameter_count - 1);
    }
    std::vector<std::string> items;
    for (auto it = params.begin(); it != params.end();) {
        const std::uint32_t a = shown(*it);
        std::uint32_t b = a;
        ++it;
        while (it != params.end() && shown(*it) == b + 1) b = shown(*it++);
        items.push_back(range(a, b));
    }
    return items;
}

std::vector<std::string> Emitter::ParameterItems() {
    // Referenced parameters in number order (runs as `program.local[a..b]`), then the
    // referenced state vectors (consecutive rows of one matrix as `.row[a..b]`).
    std::set<std::uint32_t> params, states;
    for (const MInst& inst : m_.code) {
        for (int s = 0; s < inst.nsrc; ++s) {
            if (inst.src[s].kind == SrcKind::kParam) params.insert(inst.src[s].id);
            if (inst.src[s].kind == SrcKind::kState) states.insert(inst.src[s].id);
        }
        for (std::uint32_t k = 0; inst.relative && k < inst.array_size; ++k) params.insert(inst.array_first + k);
    }
    int next = 0;
    for (std::uint32_t p : params) param_index_[p] = next++;
    for (std::uint32_t p : states) state_index_[p] = next++;
    constants_base_ = next;
    for (std::size_t i = 0; i < b_.records.size(); ++i) {
        Binding& r = b_.records[i];
        if (r.kind != Binding::Kind::kUniform) continue;
        if (r.gl_state) {
            const std::vector<std::uint32_t>& rows = b_.record_state_rows[i];
            bool all = !rows.empty();
            for (std::uint32_t row : rows) all = all && states.count(row);
            r.constant_index = all ? state_index_[rows[0]] : -1;
            continue;
        }
        bool all = r.parameter_count > 0;
        for (std::uint32_t k = 0; k < r.parameter_count; ++k) all = all && params.count(r.first_parameter + k);
        r.constant_index = all ? param_index_[r.first_parameter] : -1;
    }
    std::vector<std::string> items = ParameterRanges(params);
    // "state.matrix.mvp.row[2]" -> ("state.matrix.mvp.row[", 2); -1 for a non-row vector.
    auto split_row = [](const std::string& row, std::string& prefix) {
        const std::size_t at = row.rfind(".row[");
        if (at == std::string::npos || row.back() != ']') return -1;
        prefix = row.substr(0, at + 5);
        return std::stoi(row.substr(at + 5));
    };
    for (auto it = states.begin(); it != states.end();) {
        const std::string& first = b_.state_rows[*it];
        std::string prefix, other;
        const int a = split_row(first, prefix);
        int b = a;
        ++it;
        while (a >= 0 && it != states.end() && split_row(b_.state_rows[*it], other) == b + 1 && other == prefix) {
            ++b;
            ++it;
        }
        items.push_back(b > a ? prefix + std::to_string(a) + ".." + std::to_string(b) + "]" : first);
    }
    return items;
}

std::string Emitter::Run(std::vector<ConstantVector>& constants) {
    // The c[] array: referenced parameters and state, then the literal vectors.
    std::vector<std::string> items = ParameterItems();
    // 2.14.1.3's grammar: a relative offset is at most 63.
    for (const MInst& inst : m_.code) {
        if (!inst.relative || param_index_.at(inst.src[0].id) <= 63) continue;
        diags_.Error(inst.span, "the indexed array starts at c[" + std::to_string(param_index_.at(inst.src[0].id)) +
                                    "], beyond the 63 entries relative addressing can reach; declare it before "
                                    "other uniforms");
        return "";
    }
    constants.clear();
    for (std::size_t v = 0; v < pool_.vectors.size(); ++v)
        constants.push_back({static_cast<std::uint32_t>(constants_base_ + static_cast<int>(v)), pool_.vectors[v]});

    std::string text = std::string(target_.header) + "\n";
    if (target_.nv_option != nullptr) text += std::string("OPTION ") + target_.nv_option + ";\n";
    if (b_.shadow) text += "OPTION ARB_fragment_program_shadow;\n";
    if (options_.position_invariant && target_.stage == ir::Stage::kVertex) text += "OPTION ARB_position_invariant;\n";
    if (options_.comments) {
        text += Header();
        for (const ConstantVector& c : constants) {
            text += "#const c[" + std::to_string(c.index) + "] =";
            for (float f : c.values) text += " " + PrintFloat(f);
            text += "\n";
        }
    }
    for (const ConstantVector& c : constants) {
        std::string v = "{ ";
        for (std::size_t k = 0; k < c.values.size(); ++k) v += (k ? ", " : "") + PrintFloat(c.values[k]);
        items.push_back(v + " }");
    }
    if (!items.empty()) {
        const std::size_t total = static_cast<std::size_t>(constants_base_) + constants.size();
        text += "PARAM c[" + std::to_string(total) + "] = { ";
        for (std::size_t i = 0; i < items.size(); ++i) text += (i ? ",\n\t\t" : "") + items[i];
        text += " };\n";
    }
    for (int t = 0; t < alloc_.temps; ++t) text += "TEMP R" + std::to_string(t) + ";\n";
    text += NvDeclarations();
    const bool addressing = std::any_of(m_.code.begin(), m_.code.end(), [](const MInst& i) { return i.relative; });
    if (addressing) text += "ADDRESS A0;\n";
    // A vertex program's kept loops are labels and BRAs (emit_branches.cpp).
    const bool branches = target_.stage == ir::Stage::kVertex && HasControlFlow(m_);
    const BranchForm flow = branches ? BranchesForFlow(m_) : BranchForm{};
    std::size_t count = m_.code.size();
    if (branches)
        count = count + flow.branches -
                static_cast<std::size_t>(std::count_if(m_.code.begin(), m_.code.end(),
                                                       [](const MInst& i) { return IsFlowInstruction(i.op); }));
    std::string loaded;  // the operand A0.x holds, while the instructions since loading it are relative MOVs
    for (std::size_t i = 0; i < m_.code.size(); ++i) {
        text += Comment(m_.code[i]);
        if (!m_.code[i].relative) {
            loaded.clear();
        } else if (const std::string address = Source(i, 1, true); address != loaded) {
            text += "ARL A0.x, " + address + ";\n";
            loaded = address;
            ++count;
        }
        text += branches && IsFlowInstruction(m_.code[i].op) ? flow.text[i] : Instruction(i);
    }
    text += "END\n";
    text += "# " + std::to_string(count) + " instructions, " + std::to_string(alloc_.temps) + " R-regs";
    // cgc's fragment NV profiles also counted half-precision registers; the writer uses none.
    const bool halves = target_.nv_option != nullptr && target_.stage == ir::Stage::kFragment;
    text += halves ? ", 0 H-regs\n" : "\n";
    return text;
}

}  // namespace

std::string EmitProgram(const ir::Module& module, const WriterOptions& options, const StageTarget& target,
                        const Machine& machine, const Allocation& alloc, const ConstantPool& pool,
                        BindingTable& bindings, std::vector<ConstantVector>& constants, Diags& diags) {
    return Emitter(module, options, target, machine, alloc, pool, bindings, diags).Run(constants);
}

}  // namespace tessera::lang::arbfp::writer_detail
