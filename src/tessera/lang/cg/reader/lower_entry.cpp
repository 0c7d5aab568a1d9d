// SPDX-License-Identifier: MIT
// The program's interface: the entry function's parameters and return value become the
// module's globals ("How Programs Receive and Return Data", "Binding Semantics").
//
// The entry function stays an ordinary IR function; a wrapper without parameters (named
// like the entry, and the module's entry) connects it to the outside:
//
//     fn main() {                          # the wrapper
//       %uv = load @uv                     # varying `in` parameter -> input global (TEXCOORD0)
//       %t  = load @tint                   # `uniform` parameter -> uniform global
//       %s  = load @tex                    # sampler parameter -> sampler global (TEXUNITn)
//       %r  = call main_cg %uv, %t, %s, out $depth
//       store @main, %r                    # return value -> output global (COLOR)
//       store @depth, load $depth          # `out` parameter -> output global (DEPTH)
//     }
//
// Struct parameters and return values stay structs: their fields carry the semantics and
// the ARBfp writer binds them field by field. Globals come first in the module (in
// declaration order) and the entry's parameters after them, cgc's order for `#var` lines.
#include <cstdint>
#include <utility>

#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

namespace {

int RegisterBinding(const Semantic& s, char letter) {
    // `register(c3)`, `register(s1)`, or cgc's `: C3` for a uniform (TEXUNITn the writer reads).
    if (!s.present || s.text.size() < 2) return -1;
    if (!s.is_register && letter != 'c') return -1;
    if (std::tolower(static_cast<unsigned char>(s.text[0])) != letter) return -1;
    for (std::size_t i = 1; i < s.text.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(s.text[i]))) return -1;
    return std::stoi(s.text.substr(1));
}

}  // namespace

bool Sema::VertexDiscard(const SourceRange& range) {
    if (!VertexProfile()) return false;
    ErrorIfReached(range, "a vertex program cannot discard (discard and clip() are for fragment programs)");
    return true;
}

void Sema::ErrorIfReached(const SourceRange& range, std::string message) {
    if (!current_) {  // a global's initializer: always part of the check
        Error(range, std::move(message));
        return;
    }
    reached_errors_.push_back({current_->ir_index, range, std::move(message)});
}

void Sema::UndeclaredName(const SourceRange& range, std::string message) {
    // cgc did not look up names in the functions a program does not call: crt-royale's
    // bloom-functions.h defines a function that uses a global no file declares, and every
    // shader including it compiled. When checking a file without an entry, the error is
    // immediate.
    // Nor in a branch the program's own constants rule out: crt-royale's -intel passes read
    // `MASK_RESIZE.texture` under `if (sample_orig_luts) ... else`, with `static const bool
    // sample_orig_luts = true;` and no MASK_RESIZE declared in that mode, and its README says
    // they were made for and tested on Intel HD 4000, where the Cg runtime compiled arbfp1
    // (the C6001/C6002 errors it quotes are cgc's arbfp1 limits).
    if (ruled_out_depth_ > 0 && !options_.check_only && current_) {
        reached_errors_.push_back({current_->ir_index, range,
                                   message + " in a branch its if's constant condition rules "
                                             "out: ignored, as cgc did",
                                   true});
        return;
    }
    if (options_.check_only)
        Error(range, std::move(message));
    else
        ErrorIfReached(range, std::move(message));
}

void Sema::CheckReachedErrors() {
    // The IR functions the entry reaches through calls.
    std::vector<bool> reached(module_.functions.size(), false);
    std::vector<std::uint32_t> work = {module_.entry};
    reached[module_.entry] = true;
    while (!work.empty()) {
        const ir::Function& fn = module_.functions[work.back()];
        work.pop_back();
        for (const ir::Instruction& inst : fn.insts) {
            if (inst.op != ir::Op::kCall || inst.callee >= reached.size() || reached[inst.callee]) continue;
            reached[inst.callee] = true;
            work.push_back(inst.callee);
        }
    }
    for (const ReachedError& e : reached_errors_) {
        if (e.function >= reached.size() || !reached[e.function]) continue;
        if (e.warning)
            Warning(e.range, e.message);
        else
            Error(e.range, e.message);
    }
}

std::string Sema::OutputHint() const {
    return VertexProfile() ? "(POSITION, COLOR0, COLOR1, TEXCOORD0-7, FOG or PSIZE)" : "(COLOR or DEPTH)";
}

ir::VarRef Sema::AddEntryGlobal(const std::string& name, const Type& type, ir::Global::Kind kind,
                                const std::string& semantic, int binding, const SourceRange& where) {
    ir::Global g;
    g.name = name;
    for (const ir::Global& other : module_.globals)
        if (other.name == g.name) g.name = options_.entry + "_" + name;
    g.type = IrType(type);
    g.kind = kind;
    g.semantic = UpperSemantic(semantic);
    g.binding = binding;
    g.span = SpanOf(where);
    module_.globals.push_back(g);
    return ir::VarRef{ir::VarRef::Scope::kGlobal, static_cast<std::uint32_t>(module_.globals.size() - 1)};
}

namespace {

bool IsTexunit(const std::string& semantic) { return UpperSemantic(semantic).rfind("TEXUNIT", 0) == 0; }

}  // namespace

bool Sema::HasUniformMembers(const Type& type) {
    if (!type.IsStruct()) return false;
    for (const StructInfo::Field& f : type.info->fields)
        if (f.type.IsSampler() || IsUniformMember(f) || HasUniformMembers(f.type)) return true;
    return false;
}

// A varying struct parameter with uniform members (libretro's `prev PASSPREV1` with
// `struct prev { uniform float2 texture_size; uniform sampler2D texture; float2 tex_coord; }`):
// cgc made each member declared `uniform`, and each sampler, a uniform of its own named
// `PASSPREV1.texture_size` (RetroArch sets them by those names), the others varyings. Each
// member becomes a global and the struct is built from them for the entry function. A
// TEXUNITn on the parameter (`prev PASSPREV4 : TEXUNIT1`) is the unit of its sampler.
ir::InstId Sema::LoadSplitInput(ir::Builder& b, const std::string& name, const Type& type,
                                std::string texunit, const SourceRange& where) {
    // Field by field into an undefined struct: the IR constructs no samplers.
    ir::InstId value = b.Undef(IrType(type));
    for (std::size_t i = 0; i < type.info->fields.size(); ++i) {
        const StructInfo::Field& f = type.info->fields[i];
        const std::string member = name + "." + f.name;
        ir::InstId part;
        if (HasUniformMembers(f.type) && f.semantic.empty()) {
            part = LoadSplitInput(b, member, f.type, "", where);
        } else {
            ir::Global::Kind kind = f.type.IsSampler() ? ir::Global::Kind::kSampler
                                    : IsUniformMember(f)  ? ir::Global::Kind::kUniform
                                                          : ir::Global::Kind::kInput;
            std::string semantic = f.semantic;
            if (kind == ir::Global::Kind::kSampler && semantic.empty()) semantic = std::exchange(texunit, "");
            part = b.Load(AddEntryGlobal(member, f.type, kind, semantic, -1, where));
        }
        value = b.Insert(value, static_cast<std::uint32_t>(i), part);
    }
    return value;
}

void Sema::BuildEntry(FunctionInfo* entry) {
    const FunctionDecl* decl = entry->definition;
    ir::Function& impl = module_.functions[entry->ir_index];
    impl.name = options_.entry + "_cg";
    ir::Span span = SpanOf(decl->name_range);
    ir::Function wrapper;
    wrapper.name = options_.entry;
    wrapper.return_type = module_.types.Void();
    wrapper.span = span;
    module_.functions.push_back(std::move(wrapper));
    module_.entry = static_cast<std::uint32_t>(module_.functions.size() - 1);
    ir::Function& fn = module_.functions.back();
    ir::Builder b(module_, fn);
    b.SetSpan(span);
    std::vector<ir::InstId> args;
    std::vector<ir::VarRef> out_locals;
    std::vector<ir::VarRef> out_globals;
    for (std::size_t i = 0; i < entry->params.size(); ++i) {
        const ParamInfo& p = entry->params[i];
        const ParamDecl* pd = p.decl;
        std::string semantic = pd->semantic.present && !pd->semantic.is_register ? pd->semantic.text : "";
        if (p.type.IsArray() && p.type.count < 0) {
            // "Unsized arrays ... take on the size of any array assigned to them": nothing is
            // assigned to a program's parameter at compile time.
            Error(pd->name_range, "entry parameter '" + p.name + "' is an unsized array, whose size is not known "
                                  "at compile time; give it a size");
            continue;
        }
        if (p.direction == ir::ParamDirection::kInOut) {
            Error(pd->name_range, "entry parameter '" + p.name + "' cannot be 'inout' in " + (VertexProfile() ? "a vertex" : "a fragment") + " program");
            continue;
        }
        if (p.direction == ir::ParamDirection::kOut) {
            // Without a semantic, the writer allocates one (the spec's "Connectors").
            out_locals.push_back(b.Local(p.name, IrType(p.type)));
            out_globals.push_back(AddEntryGlobal(p.name, p.type, ir::Global::Kind::kOutput, semantic, -1, pd->name_range));
            continue;
        }
        ir::VarRef g;
        if (p.type.IsSampler()) {
            g = AddEntryGlobal(p.name, p.type, ir::Global::Kind::kSampler, semantic, RegisterBinding(pd->semantic, 's'),
                           pd->name_range);
        } else if (p.uniform) {
            g = AddEntryGlobal(p.name, p.type, ir::Global::Kind::kUniform, semantic, RegisterBinding(pd->semantic, 'c'),
                           pd->name_range);
            if (pd->init) {  // "Default values are only permitted for uniform parameters"
                Type t = p.type;
                KeepUniformDefault(module_.globals[g.index].name, module_.globals[g.index].type,
                                   pd->init->range, CheckInitializer(pd->init, t, "default value"));
            }
        } else {
            // Without a semantic, the writer allocates one (the spec's "Connectors": "Binding
            // semantics may be omitted from any input or output").
            if (pd->init) Error(pd->init->range, "a varying input cannot have a default value");
            if (HasUniformMembers(p.type) && (semantic.empty() || IsTexunit(semantic))) {
                args.push_back(LoadSplitInput(b, p.name, p.type, semantic, pd->name_range));
                continue;
            }
            g = AddEntryGlobal(p.name, p.type, ir::Global::Kind::kInput, semantic, -1, pd->name_range);
        }
        args.push_back(b.Load(g));
    }
    if (diags_.HasErrors()) return;
    ir::InstId result = b.Call(entry->ir_index, args, out_locals);
    if (!entry->return_type.IsVoid()) {
        std::string semantic = decl->semantic.present ? decl->semantic.text : "";
        ir::VarRef out = AddEntryGlobal(options_.entry, entry->return_type, ir::Global::Kind::kOutput,
                                    semantic, -1, decl->name_range);
        b.Store(out, result);
    }
    for (std::size_t i = 0; i < out_locals.size(); ++i) b.Store(out_globals[i], b.Load(out_locals[i]));
    b.Return();
}

}  // namespace tessera::lang::cg::sema
