// SPDX-License-Identifier: MIT
// The ARBfp writer: a lowered IR module in, an `!!ARBfp1.0` program out.
//
// The writer is a small back end in stages, each in its own files:
//
//   bindings.cpp             globals -> attributes, result registers, parameters, GL state
//                            (state_binding.cpp), texture units
//   isel.cpp, isel_ops.cpp,  IR values -> machine instructions over virtual registers
//   isel_linear.cpp,
//   isel_peephole.cpp,
//   isel_flow.cpp            (fp40: loops as REP/ENDREP, BRK)
//   legalize.cpp             CMP, LRP, _SAT rewritten for targets without them (ARBvp)
//   regalloc.cpp             lanes nobody reads dropped (NarrowToReadLanes), then virtual
//                            registers -> components of TEMPs (fewest TEMPs)
//   schedule.cpp             reorder for fewer texture indirections (3.11.6), or, when that
//                            needs more TEMPs than the profile has, for register pressure
//   constant_pool.cpp        literals -> components of shared PARAM vectors
//   emit.cpp                 the text, cgc-like (`#var`, `#const`, `PARAM c[N]`, `R0`...)
//
// and this driver, which checks the result with our own reader (ReadProgram): whatever the
// writer prints must load, and the counts a user sees (`tessera compile --stats`) are the
// reader's, so they agree with what the GL counts. A program our reader rejects is an
// internal error, never handed out.
//
// The input must be in the lowered form of docs/IR.md: one straight block, no calls, loops,
// ifs or local variables (for fp40, also the loops PipelineOptions::keep_loops left, with
// their locals and `if %c { break }`: isel_flow.cpp). What ARBfp cannot express (a non-constant index, `.lod` and
// `.grad` samples, derivatives, integer division, inverse trigonometry...) is reported as an
// error naming the construct, at its span.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ir/module.h"
#include "lang/common/arbasm/fragment_limits.h"
#include "lang/common/arbasm/fragment_program.h"
#include "support/diagnostic.h"

namespace tessera::lang::arbfp {

/// The limits of Cg's arbfp1 profile as cgc assumed them. The Cg 3.1 profile page documents
/// only one default, NumTemps = 32; the instruction, texture and indirection limits are
/// "not an issue for NVIDIA GPUs" there, so they stay at Limits::Default()'s values. Use
/// Limits::Minimum() (`--profile arbfp1-strict`) to check a program against the spec's floor
/// (the ATI-era limits: 48 ALU, 24 texture instructions, 4 indirections, 16 temporaries).
Limits Arbfp1Limits();

/// Where uniforms are bound.
enum class UniformSpace : std::uint8_t { kLocal, kEnv };

/// How uniforms' program.local (or env) numbers are chosen. kCgc, cgc's: a uniform the
/// program reads whole at `c[N]` is parameter N, so a loader that read `#var ... : c[N]` sets
/// local N; one it does not read takes numbers after the whole c[] array, where setting it
/// disturbs nothing. The whole program keeps kDeclaration's numbers when some array is read
/// only in part (it cannot be both contiguous and at its c[] entries) or a uniform has an
/// explicit binding (which names its number). kDeclaration: in declaration order, the lowest
/// free numbers, explicit bindings kept.
enum class ParameterNumbers : std::uint8_t { kCgc, kDeclaration };

struct WriterOptions {
    Limits limits = Limits::Default();
    UniformSpace uniforms = UniformSpace::kLocal;
    ParameterNumbers parameter_numbers = ParameterNumbers::kCgc;
    /// `#var`/`#const` header lines and `# file:line` comments before each source line's
    /// instructions. Off: only the program and the trailing count line.
    bool comments = true;
    /// The text of source file `file` (an index into Module::files), or nullptr when it is
    /// not available; used for the `# file:line` comments.
    std::function<const std::string*(std::uint32_t file)> source_text;
    /// The profile name printed in the header (`#profile arbfp1`).
    std::string profile = "arbfp1";
    /// Vertex programs only: `OPTION ARB_position_invariant;` (2.14.4.5.1), the position is
    /// the fixed-function transform's and stores to a POSITION output are dropped.
    bool position_invariant = false;
    /// The NVIDIA option to write for (cgc's fp30: "NV_fragment_program", fp40:
    /// "NV_fragment_program2", vp30: "NV_vertex_program2", vp40: "NV_vertex_program3"), or
    /// empty for plain ARB. It adds instructions (DDX, DDY, TXD, TXL, vertex TEX), the
    /// fragment.facing input, and cgc's layout for these profiles; the written text is
    /// read back with the option accepted.
    std::string nv_option;
};

/// Where one global (or entry parameter, or the entry's return value) went.
struct Binding {
    enum class Kind : std::uint8_t { kAttribute, kOutput, kUniform, kSampler };
    Kind kind = Kind::kUniform;
    std::string name;      ///< the global's name, or ENTRY.param, or ENTRY for its return value
    std::string type;      ///< IR type name, e.g. "float4x4"
    std::string semantic;  ///< as declared (upper case), or empty
    /// The ARBfp resource: "fragment.texcoord[0]", "result.color", "program.local[0..3]",
    /// "texunit 1" (cgc's spelling; the target is texture_target). Fields of a struct are
    /// listed as separate bindings.
    std::string resource;
    AttributeBinding attribute;          ///< kAttribute
    OutputBinding output = OutputBinding::kColor;  ///< kOutput
    /// kUniform: the first program.local (or env) index and how many it takes (one per
    /// vector, per matrix row, per array element).
    std::uint32_t first_parameter = 0;
    std::uint32_t parameter_count = 0;
    /// kUniform: the first entry of the program's `c[]` array, -1 when not referenced.
    int constant_index = -1;
    std::uint32_t texture_unit = 0;  ///< kSampler
    TextureTarget texture_target = TextureTarget::k2D;
    bool referenced = false;  ///< the program reads (or writes) it
    /// kUniform bound to GL state (semantic `state.*`): `resource` names the state vector
    /// (or "first row .. last row" of a matrix) and no program.local is used.
    bool gl_state = false;
};

/// One literal vector of the `c[]` array.
struct ConstantVector {
    std::uint32_t index = 0;  ///< position in c[]
    std::vector<float> values;  ///< the components used (x, y, ... in order)
};

struct WriterDiagnostic {
    support::Severity severity = support::Severity::kError;
    ir::Span span;
    std::string message;
};

struct WriteResult {
    /// The program text; empty when there are errors.
    std::string text;
    std::vector<Binding> bindings;
    std::vector<ConstantVector> constants;
    /// The counts of 3.11.3.6 as our reader counts the written program (temporaries are
    /// also cgc's "R-regs").
    ResourceCounts counts;
    std::vector<WriterDiagnostic> diagnostics;

    bool ok() const {
        for (const WriterDiagnostic& d : diagnostics)
            if (d.severity == support::Severity::kError) return false;
        return !text.empty();
    }
};

/// Writes the entry function of `lowered` as an ARB fragment program.
WriteResult WriteArbfp(const ir::Module& lowered, const WriterOptions& options = {});

/// Whether the writer keeps loops for NVIDIA option `nv_option` (WriterOptions::nv_option),
/// so that the pipeline should leave the loops it cannot unroll (PipelineOptions::keep_loops):
/// NV_fragment_program2's REP/ENDREP, the vertex options' branches (BRA to labels).
bool KeepsLoops(const std::string& nv_option);

/// "file:line:col: error: message" for each diagnostic, using `options.source_text` for
/// positions when it can (else "file: error: message").
std::string FormatWriterDiagnostics(const ir::Module& module, const WriteResult& result,
                                    const WriterOptions& options);

}  // namespace tessera::lang::arbfp
