// SPDX-License-Identifier: MIT
// The ARBfp1.0 reader: statements, instructions and operands (3.11.2 to 3.11.4).
//
// A hand-written recursive-descent parser over the token list. The grammar is LL(2) except
// for one spot: after "fragment.color" or a state binding, a "." may start either the rest
// of the binding (".primary", ".front") or the operand's swizzle, and a two-token look-ahead
// decides. Names are resolved as they are met, because the spec requires a name to be
// declared before its use (3.11.3).
#include "lang/arbfp/reader/reader.h"

#include <string>
#include <utility>

#include "lang/arbfp/reader/parser.h"

namespace tessera::lang::arbfp {
namespace detail {

namespace {

constexpr std::string_view kHeader = "!!ARBfp1.0";

}  // namespace

bool Parser::IsReserved(std::string_view word) const {
    return IsReservedWord(word, program_.nv_option);
}

namespace {
arbasm::BindingLimits BindingLimitsOf(const Limits& l) {
    arbasm::BindingLimits b;
    b.max_parameters = l.max_parameters;
    b.max_env_parameters = l.max_env_parameters;
    b.max_local_parameters = l.max_local_parameters;
    b.max_texture_coords = l.max_texture_coords;
    b.max_texture_units = l.max_texture_units;
    b.max_lights = l.max_lights;
    b.max_vertex_units = l.max_vertex_units;
    b.max_palette_matrices = l.max_palette_matrices;
    b.max_program_matrices = l.max_program_matrices;
    return b;
}
}  // namespace

Parser::Parser(std::string_view text, const Limits& limits, support::DiagnosticList& diagnostics)
    : ParserBase(text, arbasm::Target::kFragment, BindingLimitsOf(limits), diagnostics),
      fragment_limits_(limits) {
    program_.unit_targets.resize(limits.max_texture_image_units);
}

void Parser::TakeDeclarations() {
    program_.temporaries = std::move(temporaries_);
    program_.temporary_sizes = std::move(temporary_sizes_);
    for (const auto& [name, index] : flow_.Labels()) program_.labels.push_back({name, index});
    program_.parameters = std::move(parameters_);
    program_.parameter_declarations = std::move(parameter_declarations_);
}

// --- statements ---

Program Parser::Run() {
    if (!Start(kHeader, "a fragment program must begin with '!!ARBfp1.0'")) return std::move(program_);
    const bool ended = ParseProgram();
    if (ended && program_.nv_option == NvOption::kFragmentProgram2) CheckControlFlowAtEnd();
    TakeDeclarations();
    if (ended && !diagnostics_.HasErrors()) CountAndCheckResources();
    return std::move(program_);
}

// The fragment options (3.11.4.5); the core reads "OPTION" <identifier> ";".
bool Parser::ApplyOption(const Token& name) {
    std::string_view option = Text(name);
    // 3.11.4.5.1: at most one fog option; 3.11.4.5.2: at most one precision hint. Repeating
    // the same option is harmless, and piglit expects it to load.
    auto set_once = [&](auto& slot, auto value, const char* kind) {
        if (slot != decltype(value){} && slot != value) {
            Error(name, std::string("only one ") + kind + " option may be given");
            return false;
        }
        slot = value;
        return true;
    };
    bool ok = true;
    if (option == "ARB_fog_exp") ok = set_once(program_.fog, FogOption::kExp, "fog");
    else if (option == "ARB_fog_exp2") ok = set_once(program_.fog, FogOption::kExp2, "fog");
    else if (option == "ARB_fog_linear") ok = set_once(program_.fog, FogOption::kLinear, "fog");
    else if (option == "ARB_precision_hint_fastest")
        ok = set_once(program_.precision, PrecisionHint::kFastest, "precision hint");
    else if (option == "ARB_precision_hint_nicest")
        ok = set_once(program_.precision, PrecisionHint::kNicest, "precision hint");
    else if (option == "ARB_fragment_program_shadow") program_.shadow_option = true;
    else if (option == "NV_fragment_program")
        ok = SetNvOption(name, NvOption::kFragmentProgram, NvOptions().Accepts(1));
    else if (option == "NV_fragment_program2")
        ok = SetNvOption(name, NvOption::kFragmentProgram2, NvOptions().Accepts(2));
    else {
        Error(name, "unsupported program option '" + std::string(option) + "'");
        ok = false;
    }
    return ok;
}

// OPTION NV_fragment_program (NV_fragment_program_option) or NV_fragment_program2, when the
// limits accept it (as a driver exposing the extension); fp2 includes the first, so giving
// both keeps fp2.
bool Parser::SetNvOption(const Token& name, NvOption option, bool accepted) {
    if (!accepted) {
        Error(name, "unsupported program option '" + std::string(Text(name)) + "'");
        return false;
    }
    if (option > program_.nv_option) program_.nv_option = option;
    return true;
}

// The fragment statements; PARAM, TEMP and ALIAS are the core's.
bool Parser::ParseTargetStatement(std::string_view word) {
    if (word == "ATTRIB") return ParseAttribStatement();
    if (word == "OUTPUT") return ParseOutputStatement();
    return ParseInstruction();
}

// <ATTRIB_statement> ::= "ATTRIB" <establishName> "=" <fragAttribBinding>
bool Parser::ParseAttribStatement() {
    std::uint32_t at = Advance().offset;
    auto name = ParseNewName();
    if (!name || !Expect("=", "'='")) return false;
    auto binding = ParseAttributeBinding();
    if (!binding) return false;
    std::uint32_t index = InternAttribute(*binding);
    symbols_[*name] = {Symbol::Kind::kAttribute, index, 1, at};
    program_.attribute_names.push_back({*name, RegisterFile::kAttribute, index});
    return true;
}

// <OUTPUT_statement> ::= "OUTPUT" <establishName> "=" <resultBinding>
bool Parser::ParseOutputStatement() {
    std::uint32_t at = Advance().offset;
    auto name = ParseNewName();
    if (!name || !Expect("=", "'='")) return false;
    auto binding = ParseResultBinding();
    if (!binding) return false;
    std::uint32_t index = InternOutput(*binding);
    symbols_[*name] = {Symbol::Kind::kOutput, index, 1, at};
    program_.output_names.push_back({*name, RegisterFile::kOutput, index});
    return true;
}

// --- registers ---

std::uint32_t Parser::InternAttribute(const AttributeBinding& binding) {
    for (std::size_t i = 0; i < program_.attributes.size(); ++i)
        if (program_.attributes[i] == binding) return static_cast<std::uint32_t>(i);
    program_.attributes.push_back(binding);
    return static_cast<std::uint32_t>(program_.attributes.size() - 1);
}

std::uint32_t Parser::InternOutput(OutputBinding binding) {
    for (std::size_t i = 0; i < program_.outputs.size(); ++i)
        if (program_.outputs[i] == binding) return static_cast<std::uint32_t>(i);
    program_.outputs.push_back(binding);
    return static_cast<std::uint32_t>(program_.outputs.size() - 1);
}

}  // namespace detail

ReadResult ReadProgram(std::string_view text, const Limits& limits) {
    return arbasm::Read<ReadResult, detail::Parser>(text, limits);
}

}  // namespace tessera::lang::arbfp
