// SPDX-License-Identifier: MIT
// Conditional inclusion (C 6.10.1): #if, #ifdef, #ifndef, #elif, #else, #endif.
//
// Each file has a stack of open #if's. A group that is not taken is skipped at once by
// SkipGroup, which reads raw tokens and looks only at directive names (so a skipped group
// may hold anything but an unterminated comment); it stops at the #elif, #else or #endif
// that ends the skipping and leaves the state as if that directive had been processed.
// An #elif or #else met while its group is being processed ends that group: the rest of
// the #if is skipped, because some earlier group was taken.
#include "lang/common/cfamily/expression.h"
#include "lang/common/cfamily/preprocessor_impl.h"

namespace tessera::lang::cfamily {

void Preprocessor::Impl::PushConditional(const Token& directive, bool taken) {
    std::vector<Conditional>& stack = files_.back().conditionals;
    if (stack.size() >= options_.limits.max_if_depth && !if_depth_reported_) {
        Error(directive,
              "#if nested too deeply (limit " + std::to_string(options_.limits.max_if_depth) + ")");
        if_depth_reported_ = true;
    }
    stack.push_back({directive.location, taken, false});
    if (!taken) SkipGroup();
}

// if = "#if" constant-expression
void Preprocessor::Impl::If(const Token& directive, std::vector<Token>& line) {
    bool value = EvaluateCondition(directive, std::vector<Token>(line.begin() + 1, line.end()));
    PushConditional(directive, value);
}

// ifdef = "#ifdef" identifier;  ifndef = "#ifndef" identifier
void Preprocessor::Impl::Ifdef(const Token& directive, std::vector<Token>& line, bool negate) {
    bool defined = false;
    if (line.size() < 2) {
        Error(directive, "macro name missing after #" + std::string(directive.spelling));
    } else if (line[1].kind != TokenKind::kIdentifier) {
        Error(line[1], "macro names must be identifiers");
    } else {
        defined = FindMacro(line[1].spelling) != nullptr;
        ExtraTokens(line, 2, directive.spelling);
    }
    PushConditional(directive, defined != negate);
}

// elif = "#elif" constant-expression; reached here only after a taken group, so it ends it.
void Preprocessor::Impl::Elif(const Token& directive, std::vector<Token>&) {
    std::vector<Conditional>& stack = files_.back().conditionals;
    if (stack.empty()) {
        Error(directive, "#elif without #if");
        return;
    }
    if (stack.back().seen_else) Error(directive, "#elif after #else");
    SkipGroup();
}

// else = "#else"
void Preprocessor::Impl::Else(const Token& directive, std::vector<Token>& line) {
    std::vector<Conditional>& stack = files_.back().conditionals;
    if (stack.empty()) {
        Error(directive, "#else without #if");
        return;
    }
    if (stack.back().seen_else) Error(directive, "#else after #else");
    stack.back().seen_else = true;
    ExtraTokens(line, 1, "else");
    SkipGroup();
}

// endif = "#endif"
void Preprocessor::Impl::Endif(const Token& directive, std::vector<Token>& line) {
    std::vector<Conditional>& stack = files_.back().conditionals;
    if (stack.empty()) {
        Error(directive, "#endif without #if");
        return;
    }
    stack.pop_back();
    ExtraTokens(line, 1, "endif");
}

// Skips lines until the directive that ends the skipping: the #endif of this #if, an #else
// when no group was taken yet, or an #elif whose condition is true when none was.
void Preprocessor::Impl::SkipGroup() {
    int depth = 0;
    while (true) {
        Token t = RawFileToken();
        if (t.kind == TokenKind::kEndOfFile) {
            files_.back().lookahead = t;
            return;
        }
        if (!t.Is(Punct::kHash) || !t.Has(kStartOfLine)) continue;
        std::vector<Token> line = ReadLine();
        if (line.empty() || line[0].kind != TokenKind::kIdentifier) continue;
        std::string_view name = line[0].spelling;
        if (name == "if" || name == "ifdef" || name == "ifndef") {
            ++depth;
            continue;
        }
        if (depth > 0) {
            if (name == "endif") --depth;
            continue;
        }
        Conditional& top = files_.back().conditionals.back();
        if (name == "endif") {
            ExtraTokens(line, 1, "endif");
            files_.back().conditionals.pop_back();
            return;
        }
        if (name == "else") {
            if (top.seen_else) Error(line[0], "#else after #else");
            top.seen_else = true;
            ExtraTokens(line, 1, "else");
            if (!top.taken) {
                top.taken = true;
                return;
            }
        } else if (name == "elif") {
            if (top.seen_else) {
                Error(line[0], "#elif after #else");
            } else if (!top.taken) {
                if (EvaluateCondition(line[0], std::vector<Token>(line.begin() + 1, line.end()))) {
                    // The reference is re-fetched: evaluation cannot push conditionals, but
                    // keep no reference across a call that reads input.
                    files_.back().conditionals.back().taken = true;
                    return;
                }
            }
        }
    }
}

// Expands an #if line (with "defined" as an operator) and evaluates it (6.10.1 p4).
bool Preprocessor::Impl::EvaluateCondition(const Token& directive, std::vector<Token> line) {
    if (line.empty()) {
        Error(directive, "#" + std::string(directive.spelling) + " with no expression");
        return false;
    }
    in_if_ = true;
    std::vector<Token> expanded = ExpandList(std::move(line));
    in_if_ = false;
    ExpressionOptions eo;
    eo.numbers = options_.numbers;
    eo.undefined_identifier_is_error = options_.undefined_identifier_in_if_is_error;
    eo.max_depth = options_.limits.max_expression_depth;
    std::optional<std::int64_t> value = EvaluateExpression(expanded, directive, eo, diagnostics_);
    return value && *value != 0;
}

}  // namespace tessera::lang::cfamily
