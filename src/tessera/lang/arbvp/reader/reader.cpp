// SPDX-License-Identifier: MIT
// The ARBvp1.0 reader: the program, its options and statements, and resource limits
// (ARB_vertex_program 2.14.2, 2.14.3.7, 2.14.4.5).
//
// The statement loop is the fragment reader's: options first, then statements up to END,
// each failed statement skipped to its ";" so every independent mistake is reported. The
// naming statements the targets share (TEMP, ALIAS, PARAM, and ADDRESS, which is TEMP for
// another register file) come from the ARB assembly core.
#include "lang/arbvp/reader/reader.h"

#include <set>
#include <string>

#include "lang/arbvp/reader/parser.h"

namespace tessera::lang::arbvp {
namespace detail {

namespace {
constexpr std::string_view kHeader = "!!ARBvp1.0";
}  // namespace

bool Parser::IsReserved(std::string_view word) const {
    return IsReservedWord(word, program_.nv_option);
}

Parser::Parser(std::string_view text, const Limits& limits, support::DiagnosticList& diagnostics)
    : ParserBase(text, arbasm::Target::kVertex, limits.Bindings(), diagnostics),
      vertex_limits_(limits) {}

Program Parser::Run() {
    if (!Start(kHeader, "a vertex program must begin with '!!ARBvp1.0'")) return std::move(program_);
    const bool ended = ParseProgram();
    if (ended && program_.nv_option != NvOption::kNone) CheckLabels();
    program_.temporaries = std::move(temporaries_);
    program_.address_registers = std::move(address_registers_);
    program_.parameters = std::move(parameters_);
    program_.parameter_declarations = std::move(parameter_declarations_);
    if (ended && !diagnostics_.HasErrors()) CountAndCheckResources();
    return std::move(program_);
}

// ARB_position_invariant is the only option of ARB_vertex_program (2.14.4.5.1); any other
// option the GL does not support fails to load (2.14.4.5: "a program will fail to load if it
// specifies a program option not supported by the GL"). Repeating an option is harmless.
// NV_vertex_program2 and NV_vertex_program3 are accepted when the limits say so (as a
// driver exposing NV_vertex_program2_option or NV_vertex_program3 would); vp3 includes vp2.
bool Parser::ApplyOption(const Token& name) {
    if (Text(name) == "ARB_position_invariant") {
        program_.position_invariant = true;
        return true;
    }
    const bool vp3 = Text(name) == "NV_vertex_program3" && NvOptions().Accepts(2);
    const bool vp2 = Text(name) == "NV_vertex_program2" && NvOptions().Accepts(1);
    if (vp2 || vp3) {
        const NvOption option = vp3 ? NvOption::kVertexProgram3 : NvOption::kVertexProgram2;
        if (option > program_.nv_option) program_.nv_option = option;
        return true;
    }
    Error(name, "unsupported program option '" + std::string(Text(name)) + "'");
    return false;
}

// The vertex statements; PARAM, TEMP and ALIAS are the core's.
// <ADDRESS_statement> ::= "ADDRESS" <varNameList>
bool Parser::ParseTargetStatement(std::string_view word) {
    if (word == "ATTRIB") return ParseAttribStatement();
    if (word == "OUTPUT") return ParseOutputStatement();
    if (word == "ADDRESS") return ParseNameList(Symbol::Kind::kAddress, address_registers_);
    return ParseInstruction();
}

// <ATTRIB_statement> ::= "ATTRIB" <establishName> "=" <vtxAttribBinding>
bool Parser::ParseAttribStatement() {
    std::uint32_t at = Advance().offset;
    auto name = ParseNewName();
    if (!name || !Expect("=", "'='")) return false;
    const Token binding_token = Peek();
    auto binding = ParseAttributeBinding();
    if (!binding) return false;
    auto index = InternAttribute(*binding, binding_token);
    if (!index) return false;
    Declare(*name, {Symbol::Kind::kAttribute, *index, 1, at});
    return true;
}

// <OUTPUT_statement> ::= "OUTPUT" <establishName> "=" <resultBinding>
bool Parser::ParseOutputStatement() {
    std::uint32_t at = Advance().offset;
    auto name = ParseNewName();
    if (!name || !Expect("=", "'='")) return false;
    auto binding = ParseResultBinding();
    if (!binding) return false;
    Declare(*name, {Symbol::Kind::kOutput, InternOutput(*binding), 1, at});
    return true;
}

// 2.14.3.7: limits on instructions, temporaries, attributes, address registers and
// parameters, checked once the whole program is read (so the error position is the
// program's length, 2.14.1). With ARB_position_invariant the instruction limit is four
// less (2.14.4.5.1).
//
// 2.14.3.2: a state vector may not be bound twice in the arrays a program accesses with
// relative addressing, and every constant of such an array counts against the parameter
// limit, even when it repeats.
void Parser::CountAndCheckResources() {
    ResourceCounts& c = program_.counts;
    c.instructions = static_cast<std::uint32_t>(program_.instructions.size());
    c.temporaries = static_cast<std::uint32_t>(program_.temporaries.size());
    c.attributes = static_cast<std::uint32_t>(program_.attributes.size());
    c.address_registers = static_cast<std::uint32_t>(program_.address_registers.size());

    std::set<std::uint32_t> relative_arrays;  // first entries of relatively addressed arrays
    for (const Instruction& inst : program_.instructions)
        for (int i = 0; i < inst.source_count; ++i)
            if (inst.src[i].relative) relative_arrays.insert(inst.src[i].index);
    std::vector<ParameterBinding> shared, relative_states;
    std::uint32_t relative_constants = 0;
    bool repeated_state = false;
    for (std::uint32_t i = 0; i < program_.parameters.size(); ++i) {
        const ParameterBinding& p = program_.parameters[i];
        bool in_relative = false;
        for (const ParameterDeclaration& d : program_.parameter_declarations)
            if (relative_arrays.count(d.first) && i >= d.first && i < d.first + d.count)
                in_relative = true;
        if (!in_relative) {
            shared.push_back(p);
        } else if (p.kind == ParameterBinding::Kind::kConstant) {
            ++relative_constants;
        } else {
            for (const ParameterBinding& q : relative_states)
                if (arbasm::SameBinding(p, q)) repeated_state = true;
            relative_states.push_back(p);
            shared.push_back(p);
        }
    }
    c.parameters = arbasm::CountDistinctParameters(shared) + relative_constants;
    const auto end = static_cast<std::uint32_t>(text_.size());
    if (repeated_state)
        ErrorAt(end, 1, "a state vector is bound more than once in arrays accessed with relative "
                        "addressing");
    auto check = [&](std::uint32_t used, std::uint32_t limit, const char* what) {
        if (used <= limit) return;
        ErrorAt(end, 1, std::string("too many ") + what + ": the program uses " +
                            std::to_string(used) + ", the limit is " + std::to_string(limit));
    };
    const std::uint32_t max_instructions =
        program_.position_invariant && vertex_limits_.max_instructions >= 4
            ? vertex_limits_.max_instructions - 4
            : vertex_limits_.max_instructions;
    check(c.instructions, max_instructions, "instructions");
    check(c.temporaries, vertex_limits_.max_temporaries, "temporaries");
    check(c.attributes, vertex_limits_.max_attributes, "attributes");
    check(c.address_registers, vertex_limits_.max_address_registers, "address registers");
    check(c.parameters, vertex_limits_.max_parameters, "parameters");
}

}  // namespace detail

ReadResult ReadProgram(std::string_view text, const Limits& limits) {
    return arbasm::Read<ReadResult, detail::Parser>(text, limits);
}

}  // namespace tessera::lang::arbvp
