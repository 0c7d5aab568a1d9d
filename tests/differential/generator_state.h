// SPDX-License-Identifier: MIT
// The program generator's working state (private to program_generator.cpp and its helpers).
//
// Split from program_generator.cpp so that declarations and ALU instructions
// (generator_state.cpp) and texture instructions (generator_texture.cpp) each stay short.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "program_generator.h"
#include "scene.h"
#include "value_model.h"

namespace tessera::testing::differential {

using lang::arbasm::fragment::Opcode;

/// Largest magnitude any register may hold, and the distance kept from every decision
/// boundary (comparison thresholds, integers for FLR/FRC, zero for KIL/CMP/LIT).
inline constexpr double kBound = 64;
inline constexpr double kMargin = 1.0 / 128;

/// A register the program can name.
struct Source {
    std::string text;
    ValueVec value;
    int temp = -1;  ///< index into temps_, or -1
};

/// A loaded operand: text with swizzle and sign, and its value after both.
struct Operand {
    std::string text;
    ValueVec value;
};

struct Destination {
    std::string text;
    int temp = -1;
    bool color = false;
    std::uint8_t mask = 0xF;
};

struct Temp {
    std::vector<std::string> names;  ///< the TEMP name and its ALIASes
    ValueVec value;
    std::array<bool, 4> written{};
};

/// The value of an ALU instruction (not SWZ, TEX*, KIL), or nullopt when its operands are
/// outside the safe domain (Exclusions()).
std::optional<ValueVec> Evaluate(Opcode op, const std::array<ValueVec, 3>& in);

/// A number as ARBfp text, always with a decimal point.
std::string Number(double v);

class GeneratorState {
  public:
    GeneratorState(const Scene& scene, std::uint32_t seed, const GeneratorOptions& options);

    int Int(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    bool Chance(double p) { return std::bernoulli_distribution(p)(rng_); }

    void DeclareAll();
    /// One ALU instruction (any but TEX/TXP/TXB/KIL) with random operands; false when no
    /// attempt gave a safe result.
    bool TryAlu(Opcode op, std::optional<Destination> forced);
    /// The same instruction with operands conditioned to be safe; always emits.
    void Conditioned(Opcode op, std::optional<Destination> forced);
    void Sample(Opcode op);  // generator_texture.cpp
    void Kill();
    /// Writes whatever components of result.color are still unwritten.
    void FinishColor();
    std::string Text() const;

  private:
    // Declarations.
    void DeclareParameters();
    void AddParam(const std::string& text, const Vec4& v);
    Vec4 RandomConstant(int components, std::string& text);

    // Operands and destinations.
    std::optional<Operand> MakeOperand(const Source& source, bool scalar, bool allow_negate = true);
    Operand RandomOperand(bool scalar);
    Operand Literal(bool scalar);
    Destination PickDestination(std::uint8_t allowed, bool allow_color);
    std::string MaskText(std::uint8_t mask) const;
    /// Applies `result` under the destination's mask and _SAT; false (and nothing changes)
    /// when a written component would exceed kBound.
    bool Commit(const Destination& d, ValueVec result, bool saturate);
    void Emit(Opcode op, bool saturate, const Destination& d, const std::vector<std::string>& ops);
    void EmitLine(const std::string& line) { body_ += line + "\n"; }
    /// MOV_SAT then MAD into temp `temp`: component i ends in [n_i + 0.25, n_i + 0.75].
    void Condition(int temp, const std::array<int, 4>& n);
    Source TempSource(int temp) const;
    bool Readable(int temp) const;

    // Textures (generator_texture.cpp).
    Operand RawCoordinate(int set, bool allow_negate, bool distinct_st);
    Operand PlaneCoordinate(lang::arbasm::fragment::TextureTarget target, Opcode op);
    ValueVec SampleValue(TextureKind kind) const;

    const Scene& scene_;
    std::mt19937 rng_;
    GeneratorOptions options_;
    std::string header_;
    std::string declarations_;
    std::string body_;
    std::vector<Temp> temps_;
    int scratch_ = -1;  ///< temporaries the conditioning blocks own
    int coord_ = -1;
    std::vector<Source> attributes_;
    std::vector<Source> params_;
    std::vector<std::string> color_names_ = {"result.color"};
    std::uint8_t color_written_ = 0;
    bool shadow_ = false;
    std::array<std::optional<lang::arbasm::fragment::TextureTarget>, 8> unit_targets_{};
};

}  // namespace tessera::testing::differential
