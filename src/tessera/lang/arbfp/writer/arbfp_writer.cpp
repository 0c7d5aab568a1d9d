// SPDX-License-Identifier: MIT
// The ARBfp writer's driver: bind, select, schedule, allocate, pool, emit, and re-read.
//
// The last step is the point of the design: the written text goes through our own reader
// (ReadProgram, the same code that loads programs into Tessera's GL), so the resource counts
// reported to the user are the ones the GL would count (3.11.3.6), and a program the writer
// got wrong is caught here as an internal error instead of failing in an application. The
// text is read first with generous limits (to learn its counts), then compared with the
// requested profile, so a program that does not fit gets one error per exceeded resource,
// naming the resource, the count and the limit.
#include "lang/arbfp/writer/arbfp_writer.h"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>

#include "ir/span_diagnostic.h"
#include "lang/arbfp/reader/reader.h"
#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp {

using namespace writer_detail;

Limits Arbfp1Limits() {
    Limits l = Limits::Default();
    l.max_temporaries = 32;  // Cg 3.1's arbfp1 page: "NumTemps=n: number of temporaries, 32 by default"
    return l;
}

namespace {

/// At most this many rounds of reusing results and reading through moves.
constexpr int kReuseRounds = 4;

Limits Generous(const Limits& a) {
    Limits d = Limits::Default();
    auto widen = [](std::uint32_t& x, std::uint32_t y) { x = std::max(x, y); };
    widen(d.max_alu_instructions, a.max_alu_instructions);
    widen(d.max_tex_instructions, a.max_tex_instructions);
    widen(d.max_instructions, a.max_instructions);
    widen(d.max_tex_indirections, a.max_tex_indirections);
    widen(d.max_temporaries, a.max_temporaries);
    widen(d.max_parameters, a.max_parameters);
    widen(d.max_attributes, a.max_attributes);
    widen(d.max_env_parameters, a.max_env_parameters);
    widen(d.max_local_parameters, a.max_local_parameters);
    widen(d.max_texture_image_units, a.max_texture_image_units);
    widen(d.max_texture_coords, a.max_texture_coords);
    widen(d.extended_texcoord_sets, a.extended_texcoord_sets);
    return d;
}

void CheckLimits(const ResourceCounts& c, const Limits& l, const ir::Span& span, Diags& diags) {
    auto check = [&](std::uint32_t used, std::uint32_t limit, const char* what) {
        if (used <= limit) return;
        diags.Error(span, std::string("the program does not fit the profile: it needs ") +
                              std::to_string(used) + " " + what + ", the limit is " + std::to_string(limit));
    };
    check(c.alu_instructions, l.max_alu_instructions, "ALU instructions");
    check(c.tex_instructions, l.max_tex_instructions, "texture instructions");
    check(c.instructions, l.max_instructions, "instructions");
    check(c.tex_indirections, l.max_tex_indirections, "texture indirections");
    check(c.temporaries, l.max_temporaries, "temporaries");
    check(c.parameters, l.max_parameters, "parameters");
    check(c.attributes, l.max_attributes, "attributes");
}

// Whether reading `text` with `strict` can fail where the read with `generous` passed and
// CheckLimits found the counts within `strict`. The reader uses the seven counted limits to
// compare the counts with them (less what a fog option reserves, 3.11.4.5); six of them
// only for that (max_parameters is also the largest array size), and the rest are the
// grammar's ranges. So when no fog option is named and the limits differ only in those six,
// the strict read is the generous one again, and it is skipped (it was ~7% of a long
// shader's compile time).
bool StrictReadNeeded(const Limits& strict, const Limits& generous, const std::string& text) {
    if (text.find("ARB_fog") != std::string::npos) return true;
    constexpr std::uint32_t Limits::*kOnlyCounted[] = {
        &Limits::max_alu_instructions, &Limits::max_tex_instructions, &Limits::max_instructions,
        &Limits::max_tex_indirections, &Limits::max_temporaries,      &Limits::max_attributes};
    Limits ranges = strict;
    for (std::uint32_t Limits::*field : kOnlyCounted) ranges.*field = generous.*field;
    return !(ranges == generous);
}

// The schedule for fewest indirections fetches every texel first and keeps them all live;
// ScheduleForPressure's two greedy orders interleave fetches and arithmetic. The first
// result with at most `target` TEMPs wins, else the fewest TEMPs (the schedule for
// indirections on a tie). Measured on libretro's common-shaders (docs/cg.md): the bottom-up order fits
// 19 of the 21 programs over the limit there (aa-shader-4 in 12 TEMPs, pal-r57shell in 22);
// top-down is the better order for a few (the legacy 3xbr-v2: 26 against 38) and fits one
// more. Dropping the lanes nobody reads (NarrowToReadLanes, before this) is what makes most
// of them fit: without it aa-shader-4 needs 38 and pal-r57shell 49 in either order.
// `source_order` is the code before ScheduleForIndirections (which reorders only `code`).
void FewerTemporaries(const MCode& source_order, std::uint32_t target, Machine& machine,
                      Allocation& alloc) {
    Machine m = machine;
    m.code = source_order;
    for (MCode& code : ScheduleForPressure(m)) {
        if (alloc.temps <= static_cast<int>(target)) break;
        m.code = std::move(code);
        Allocation a = AllocateRegisters(m);
        if (a.temps < alloc.temps) {
            machine.code = m.code;
            alloc = std::move(a);
        }
    }
}

// TEMPs every order needs: the virtual registers one instruction reads are live together
// wherever it is placed, each in the components of one TEMP (as many as its used lanes), so
// the fewest bins of four that hold them is a lower bound on any schedule's TEMPs. When the
// first allocation meets it, no other order can use fewer, and trying them (two schedules
// and two allocations, ~7% of compiling cg/long-200) cannot change the result.
int TempsEveryOrderNeeds(const Machine& machine) {
    const std::vector<std::uint8_t> used = UsedLanes(machine);
    int bound = 0;
    for (const MInst& inst : machine.code) {
        std::array<int, 3> sizes{};
        std::array<std::uint32_t, 3> seen{};
        int count = 0;
        for (int s = 0; s < inst.nsrc; ++s) {
            const MSrc& src = inst.src[s];
            if (src.kind != SrcKind::kVReg || machine.vregs[src.id].output >= 0) continue;
            if (std::find(seen.begin(), seen.begin() + count, src.id) != seen.begin() + count) continue;
            seen[static_cast<std::size_t>(count)] = src.id;
            sizes[static_cast<std::size_t>(count++)] = std::popcount(used[src.id]);
        }
        std::sort(sizes.begin(), sizes.end(), std::greater<>());  // a >= b >= c (0 when absent)
        const int a = sizes[0], b = sizes[1], c = sizes[2];
        const int bins = a == 0 ? 0 : a + b + c <= 4 ? 1 : b + c <= 4 ? 2 : 3;
        bound = std::max(bound, bins);
    }
    return bound;
}

std::uint32_t TextureInstructionCount(const Machine& machine) {
    return static_cast<std::uint32_t>(std::count_if(machine.code.begin(), machine.code.end(),
                                                    [](const MInst& inst) { return IsTextureInstruction(inst.op); }));
}

}  // namespace

namespace writer_detail {
namespace {

// Lanes narrowed, instructions ordered and registers allocated: for the fewest TEMPs where
// every order fits the indirection limit, which exceeds the fetches (a node starts only at a
// fetch, 3.11.6), as cgc chose (FXAA 3.11: cgc 10 TEMPs and 15 indirections; indirections
// first, 12 and 11; fewest TEMPs, 10 and 19). Under a tight limit (arbfp1-strict's 4)
// indirections come first, TEMPs only when over their limit. Code with loops keeps its order.
Allocation Arrange(Machine& machine, bool flow, const Limits& limits) {
    NarrowToReadLanes(machine, flow);  // regalloc.cpp: fewer components live, fewer TEMPs
    const MCode source_order = machine.code;
    if (!flow) ScheduleForIndirections(machine);
    Allocation alloc = AllocateRegisters(machine);
    const bool any_order_fits = limits.max_tex_indirections > TextureInstructionCount(machine);
    if (!flow && (any_order_fits || alloc.temps > static_cast<int>(limits.max_temporaries)) &&
        alloc.temps > TempsEveryOrderNeeds(machine))
        FewerTemporaries(source_order, any_order_fits ? 0 : limits.max_temporaries, machine, alloc);
    return alloc;
}

}  // namespace
}  // namespace writer_detail

std::string writer_detail::WriteProgramText(const ir::Module& lowered, const WriterOptions& options,
                                            const StageTarget& target, WriteResult& result) {
    Diags diags{&result.diagnostics};
    if (lowered.entry >= lowered.functions.size()) {
        diags.Error({}, "the module has no entry function");
        return "";
    }
    if (lowered.stage != target.stage) {
        diags.Error(lowered.functions[lowered.entry].span,
                    std::string(target.language) + " programs are " +
                        (target.stage == ir::Stage::kFragment ? "fragment programs; the module is a vertex module"
                                                              : "vertex programs; the module is a fragment module"));
        return "";
    }
    BindingTable bindings = BindGlobals(lowered, options, target, diags);
    Machine machine;
    if (!diags.HasErrors()) SelectInstructions(lowered, target, bindings, machine, diags);
    result.bindings = bindings.records;
    if (diags.HasErrors()) return "";

    if (!target.has_select) LegalizeSelects(machine);
    MaterializeNaNLiterals(machine);
    // Code with loops (fp40, isel_flow.cpp) keeps its order and its copies: the passes below
    // see straight-line code, and a loop is a boundary none of them knows yet.
    const bool flow = HasControlFlow(machine);
    if (!flow) {
        // Reading through the moves makes repeats of values read through different copies
        // visible, and reusing them makes new copies to read through: a few rounds, while
        // the code shrinks (the corpora: -0.5% from the second round, the rest nearly nothing).
        for (int round = 0; round < kReuseRounds; ++round) {
            const std::size_t before = machine.code.size();
            ReuseEqualResults(machine);
            ForwardAssembledVectors(machine);
            if (machine.code.size() >= before) break;
        }
        WriteIntoMoves(machine);
    }
    // Packing lanes widens registers, which can need more TEMPs than the limit where the
    // unpacked code fits (crt-lottes: 37): then the code goes unpacked.
    const std::uint32_t max_temps = options.limits.max_temporaries;
    Machine unpacked = flow ? Machine{} : machine;
    if (!flow) PackOneLaneInstructions(machine);
    Allocation alloc = Arrange(machine, flow, options.limits);
    if (!flow && static_cast<std::uint32_t>(alloc.temps) > max_temps) {
        machine = std::move(unpacked);
        alloc = Arrange(machine, flow, options.limits);
    }
    DropMovesInPlace(machine, alloc);
    if (!flow) {
        alloc = Physicalize(machine, alloc);
        PackComponents(machine);
    }
    const ConstantPool pool = PoolConstants(machine);
    std::string text = EmitProgram(lowered, options, target, machine, alloc, pool, bindings, result.constants, diags);
    result.bindings = bindings.records;
    return text;
}

WriteResult WriteArbfp(const ir::Module& lowered, const WriterOptions& options) {
    WriteResult result;
    StageTarget target = FragmentTarget(options.limits);
    if (!EnableNvOption(target, options.nv_option)) {
        Diags{&result.diagnostics}.Error({}, "unknown fragment program option '" + options.nv_option + "'");
        return result;
    }
    std::string text = WriteProgramText(lowered, options, target, result);
    if (text.empty()) return result;
    Diags diags{&result.diagnostics};
    const ir::Span entry_span = lowered.functions[lowered.entry].span;
    Limits generous = Generous(options.limits);
    // The options a program names must be accepted to read it (the profile's limits say so
    // for fp30 and fp40; a caller's own limits may not).
    if (target.nv_option != nullptr) generous = generous.WithNvOptions();
    ReadResult read = ReadProgram(text, generous);
    if (!read.program) {
        diags.Error(entry_span, "internal error: the ARBfp writer produced a program its own reader "
                                "rejects: " + read.error_string);
        return result;
    }
    result.counts = read.program->counts;
    CheckLimits(result.counts, options.limits, entry_span, diags);
    if (diags.HasErrors()) return result;
    const Limits strict_limits = target.nv_option != nullptr ? options.limits.WithNvOptions() : options.limits;
    if (StrictReadNeeded(strict_limits, generous, text)) {
        ReadResult strict = ReadProgram(text, strict_limits);
        if (!strict.program) {
            diags.Error(entry_span, "the program does not fit the profile: " + strict.error_string);
            return result;
        }
    }
    result.text = std::move(text);
    return result;
}

std::string FormatWriterDiagnostics(const ir::Module& module, const WriteResult& result,
                                    const WriterOptions& options) {
    std::string out;
    for (const WriterDiagnostic& d : result.diagnostics)
        out += ir::FormatSpanDiagnostic(module, d.severity, d.span, d.message, options.source_text);
    return out;
}

}  // namespace tessera::lang::arbfp
