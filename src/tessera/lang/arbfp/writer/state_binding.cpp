// SPDX-License-Identifier: MIT
// Uniforms bound to GL state: a uniform whose semantic is `state.*` (Cg's `glstate.*` is
// turned into one by the front end) reads the GL state vector(s) that binding names instead
// of program.local.
//
// The semantic is checked by the ARB assembly core's own binding parser (lang/common/arbasm), the
// code that reads every `state.*` binding in a program, run over the semantic alone with the
// target's grammar and ranges. So whatever the writer accepts, the GL accepts: `state.texgen`
// is refused in a fragment program and `state.depth.range` in a vertex program exactly as
// in a program text, and `state.light[99]` is out of range the same way. A matrix uniform
// takes rows of the matrix (ARBfp 3.11.3.2: a matrix binding is a run of rows, row i being
// the matrix's i-th row), which is also what Cg's `mul(M, v)` computes with: row i . v.
#include <optional>

#include "lang/common/arbasm/lexer.h"
#include "lang/arbfp/writer/isel.h"
#include "lang/arbfp/writer/printer.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

/// The ARB core's parser over nothing but one parameter binding.
class StateParser : public arbasm::ParserBase {
public:
    StateParser(std::string_view text, const StageTarget& target, support::DiagnosticList& diagnostics)
        : ParserBase(text, target.grammar, target.binding_limits, diagnostics) {}

    /// <stateSingleItem>, or <stateMultipleItem> when `multiple`, and nothing after it.
    std::optional<std::vector<arbasm::ParameterBinding>> Parse(bool multiple) {
        if (!Start("", "")) return std::nullopt;
        std::vector<arbasm::ParameterBinding> out;
        if (!ParseParameterItem(out, multiple, true)) return std::nullopt;
        if (Peek().kind != arbasm::TokenKind::kEnd) {
            Error(Peek(), "unexpected " + Describe(Peek()) + " after the state binding");
            return std::nullopt;
        }
        return out;
    }

protected:
    bool IsReserved(std::string_view) const override { return false; }
    bool ApplyOption(const arbasm::Token&) override { return false; }
    bool ParseTargetStatement(std::string_view) override { return false; }
};

std::string WithoutSpaces(const std::string& s) {
    std::string out;
    for (char c : s)
        if (c != ' ' && c != '\t') out += c;
    return out;
}

}  // namespace

std::vector<std::string> StateRows(const std::string& semantic, int rows, const StageTarget& target,
                                   ir::Span span, Diags& diags) {
    support::DiagnosticList list;
    StateParser parser(semantic, target, list);
    auto bindings = parser.Parse(rows > 0);
    if (!bindings) {
        std::string why = "not a valid binding";
        if (const support::Diagnostic* first = list.FirstError()) why = first->message;
        diags.Error(span, "'" + semantic + "' is not GL state an " + target.language + " program can bind: " + why);
        return {};
    }
    const int count = static_cast<int>(bindings->size());
    if (rows == 0 && count != 1) {
        diags.Error(span, "'" + semantic + "' binds " + std::to_string(count) +
                              " rows of a matrix; a vector uniform binds one (add .row[n])");
        return {};
    }
    if (rows > 0 && count < rows) {
        diags.Error(span, "'" + semantic + "' binds " + std::to_string(count) + " row" +
                              (count == 1 ? "" : "s") + ", the uniform's matrix type has " +
                              std::to_string(rows));
        return {};
    }
    std::vector<std::string> out;
    for (int r = 0; r < std::max(rows, 1); ++r) {
        const arbasm::ParameterBinding& b = (*bindings)[static_cast<std::size_t>(r)];
        if (b.kind == arbasm::ParameterBinding::Kind::kState) {
            ParameterBinding p;
            p.kind = ParameterBinding::Kind::kState;
            p.state = b.state;
            out.push_back(PrintParameterBinding(p, true));
        } else if (b.kind == arbasm::ParameterBinding::Kind::kVertexState) {
            out.push_back(WithoutSpaces(semantic));  // texgen, clip, point: single vectors
        } else {
            diags.Error(span, "'" + semantic + "' is not GL state");
            return {};
        }
    }
    return out;
}

}  // namespace tessera::lang::arbfp::writer_detail
