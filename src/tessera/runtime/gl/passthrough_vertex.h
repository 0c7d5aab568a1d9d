// The stand-in for an ARB vertex program reader: position-invariant pass-through programs.
//
// piglit's ARB_fragment_program tests pair their fragment programs with vertex programs
// such as
//
//     !!ARBvp1.0
//     OPTION ARB_position_invariant;
//     MOV result.color, vertex.color;
//     MOV result.texcoord[0], vertex.texcoord[0];
//     END
//
// which only move attributes to results and let the fixed-function transform compute the
// position. Until the real ARBvp reader exists, ProgramObjects loads exactly this subset:
// the header, the position-invariant option, MOVs from a vertex attribute to a result
// (colors, texture coordinates, fog coordinate; whole registers, no swizzles or masks) and
// END, with `#` comments and any whitespace. Everything else fails with
// kVertexProgramsUnsupported, so a test that needs more is reported as unsupported rather
// than run wrongly.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace tessera::runtime::gl {

/// A vertex attribute or result register the pass-through program can copy.
enum class VertexSlot : std::uint8_t { kColor, kSecondaryColor, kTexCoord, kFogCoord };

/// One `MOV result.X, vertex.Y;`.
struct VertexCopy {
    VertexSlot destination = VertexSlot::kColor;
    std::uint8_t destination_unit = 0;  ///< texture coordinate set, for kTexCoord
    VertexSlot source = VertexSlot::kColor;
    std::uint8_t source_unit = 0;
    friend bool operator==(const VertexCopy&, const VertexCopy&) = default;
};

/// A loaded pass-through program: the position is transformed as the fixed-function stage
/// does (ARB_position_invariant), the copies are made in order, and every result not
/// written is undefined (Tessera gives (0,0,0,1), and 0 for the fog coordinate).
struct PassThroughVertexProgram {
    std::vector<VertexCopy> copies;
};

inline constexpr const char* kVertexProgramsUnsupported =
    "ARB vertex programs are not supported yet";

/// Reads `text` if it is in the pass-through subset; std::nullopt otherwise.
std::optional<PassThroughVertexProgram> ReadPassThroughVertexProgram(std::string_view text);

}  // namespace tessera::runtime::gl
