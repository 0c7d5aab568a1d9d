// SPDX-License-Identifier: MIT
// The NVIDIA options' shared grammar: opcode suffixes, condition-code tests, absolute-value
// bars, labels and block nesting (see nv_grammar.h). The ParserBase methods here are the
// parts of an operand and a statement both readers spell the same way.
#include "lang/common/arbasm/nv_grammar.h"

#include <algorithm>
#include <array>

#include "lang/common/arbasm/parser_base.h"

namespace tessera::lang::arbasm {

std::optional<OpcodeSuffixes> SplitOpcodeSuffixes(std::string_view rest, std::uint8_t allowed) {
    OpcodeSuffixes s;
    if (!rest.empty() && (allowed & kSuffixPrecision) && (rest[0] == 'R' || rest[0] == 'H')) {
        s.precision = rest[0] == 'R' ? Precision::kFloat32 : Precision::kFloat16;
        rest.remove_prefix(1);
    } else if (!rest.empty() && (allowed & kSuffixFixed) && rest[0] == 'X') {
        s.precision = Precision::kFixed12;
        rest.remove_prefix(1);
    }
    if (!rest.empty() && (allowed & kSuffixCc) && rest[0] == 'C') {
        s.update_cc = true;
        rest.remove_prefix(1);
    }
    if ((allowed & kSuffixSat) && rest == "_SAT") {
        s.saturate = true;
        rest = {};
    }
    if (!rest.empty()) return std::nullopt;
    return s;
}

std::optional<CcRule> CcRuleNamed(std::string_view word) {
    for (int i = 0; i <= static_cast<int>(CcRule::kFL); ++i) {
        auto rule = static_cast<CcRule>(i);
        if (word == fragment::CcRuleName(rule)) return rule;
    }
    return std::nullopt;
}

bool NvOptionPair::Accepts(int level) const {
    return level == 1 ? exposed[0] || exposed[1] : level == 2 && exposed[1];
}

std::string UnavailableInstructionMessage(std::string_view word, int added_by,
                                          const NvOptionPair& options) {
    const std::string quoted = "'" + std::string(word) + "'";
    if (!options.Accepts(added_by)) return "unknown instruction " + quoted;
    return "instruction " + quoted + " needs 'OPTION " +
           std::string(options.names[static_cast<std::size_t>(added_by - 1)]) + ";'";
}

// --- labels and blocks ---

bool ControlFlow::DefineLabel(const std::string& name, std::uint32_t index) {
    if (LabelIndex(name)) return false;
    labels_.emplace_back(name, index);
    return true;
}

void ControlFlow::UseLabel(const std::string& name, std::uint32_t offset, std::uint32_t length,
                           std::uint32_t instruction) {
    uses_.push_back({name, offset, length, instruction});
}

std::optional<std::uint32_t> ControlFlow::LabelIndex(const std::string& name) const {
    for (std::size_t i = 0; i < labels_.size(); ++i)
        if (labels_[i].first == name) return static_cast<std::uint32_t>(i);
    return std::nullopt;
}

std::vector<ControlFlow::Use> ControlFlow::UndefinedLabels() const {
    std::vector<Use> undefined;
    for (const Use& use : uses_)
        if (!LabelIndex(use.name)) undefined.push_back(use);
    return undefined;
}

std::vector<std::pair<std::uint32_t, std::uint32_t>> ControlFlow::ResolvedBranches() const {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> branches;
    for (const Use& use : uses_)
        if (auto label = LabelIndex(use.name)) branches.emplace_back(use.instruction, *label);
    return branches;
}

namespace {
bool IsIfBlock(Block b) { return b == Block::kIf || b == Block::kElse; }
}  // namespace

std::optional<std::string> ControlFlow::Open(Block block, std::uint32_t if_limit,
                                             std::uint32_t loop_limit) {
    open_.push_back(block);
    const auto ifs = static_cast<std::uint32_t>(std::count_if(open_.begin(), open_.end(), IsIfBlock));
    const auto loops = static_cast<std::uint32_t>(open_.size()) - ifs;
    max_if_depth_ = std::max(max_if_depth_, ifs);
    max_loop_depth_ = std::max(max_loop_depth_, loops);
    if (block == Block::kIf && ifs > if_limit)
        return "IF blocks nest " + std::to_string(ifs) + " deep; the limit is " +
               std::to_string(if_limit);
    if (block != Block::kIf && loops > loop_limit)
        return "REP and LOOP blocks nest " + std::to_string(loops) + " deep; the limit is " +
               std::to_string(loop_limit);
    return std::nullopt;
}

std::optional<std::string> ControlFlow::Close(BlockEnd end) {
    static constexpr const char* kNames[] = {"ELSE", "ENDIF", "ENDREP", "ENDLOOP"};
    const std::string name = kNames[static_cast<int>(end)];
    const std::optional<Block> top = open_.empty() ? std::nullopt : std::optional(open_.back());
    switch (end) {
        case BlockEnd::kElse:
            if (top != Block::kIf) return name + " without an IF (or after another ELSE)";
            open_.back() = Block::kElse;
            return std::nullopt;
        case BlockEnd::kEndIf:
            if (!top || !IsIfBlock(*top)) return name + " without a matching IF";
            break;
        case BlockEnd::kEndRep:
            if (top != Block::kRep) return name + " without a matching REP";
            break;
        case BlockEnd::kEndLoop:
            if (top != Block::kLoop) return name + " without a matching LOOP";
            break;
    }
    open_.pop_back();
    return std::nullopt;
}

bool ControlFlow::InLoop() const {
    return std::any_of(open_.begin(), open_.end(), [](Block b) { return !IsIfBlock(b); });
}

std::optional<Block> ControlFlow::Unclosed() const {
    if (open_.empty()) return std::nullopt;
    return open_.back();
}

// --- ParserBase: the options' operand and statement pieces ---

// <ccTest> ::= <ccMaskRule> <swizzleSuffix>
bool ParserBase::ParseCcTest(CcTest& test) {
    const Token& t = Peek();
    auto rule = t.kind == TokenKind::kWord ? CcRuleNamed(Text(t)) : std::nullopt;
    if (!rule) {
        Error(t, "expected a condition (EQ, GE, GT, LE, LT, NE, TR or FL), found " + Describe(t));
        return false;
    }
    Advance();
    test.rule = *rule;
    return ParseSuffix(test.swizzle, /*scalar=*/false);
}

// <optionalCCMask> ::= "" | "(" <ccTest> ")"
bool ParserBase::ParseOptionalCcMask(std::optional<CcTest>& mask) {
    if (!Accept("(")) return true;
    CcTest test;
    if (!ParseCcTest(test) || !Expect(")", "')' after the condition")) return false;
    mask = test;
    return true;
}

bool ParserBase::AtLabelDefinition() const {
    return AllowsLabels() && Peek().kind == TokenKind::kWord && IsPunct(":", 1);
}

// <label> ":" before a statement (or alone); the label names the next instruction.
bool ParserBase::ParseLabelDefinition(std::uint32_t next_instruction) {
    const Token& t = Advance();
    Advance();  // ":"
    const std::string name(Text(t));
    if (IsReserved(name)) {
        Error(t, "'" + name + "' is a reserved keyword and cannot be a label");
        return false;
    }
    // NV_fragment_program2 3.11.4.X: "labels can be defined anywhere in the program, except
    // inside an IF/ELSE/ENDIF, LOOP/ENDLOOP, or REP/ENDREP instruction block".
    if (flow_.InBlock()) {
        Error(t, "label '" + name +
                     "' is inside an IF, REP or LOOP block, where no label may be defined");
        return false;
    }
    if (!flow_.DefineLabel(name, next_instruction)) {
        Error(t, "label '" + name + "' is already defined");
        return false;
    }
    return true;
}

// <branchLabel> <optBranchCond>, with <branchLabel> ::= <identifier> defined anywhere in the
// program (checked at the end, ResolveBranchLabels).
bool ParserBase::ParseBranchOperands(std::optional<CcTest>& condition) {
    const Token& t = Peek();
    if (t.kind != TokenKind::kWord || IsReserved(Text(t))) {
        Error(t, "expected a label, found " + Describe(t));
        return false;
    }
    Advance();
    flow_.UseLabel(std::string(Text(t)), t.offset, t.length, InstructionCount());
    return ParseOptionalCcMask(condition);
}

void ParserBase::CheckLabelsAtEnd() {
    for (const ControlFlow::Use& use : flow_.UndefinedLabels())
        ErrorAt(use.offset, use.length, "label '" + use.name + "' is not defined in the program");
}

// <optStorageSize> ::= "" | "SHORT" | "LONG", before TEMP or OUTPUT.
bool ParserBase::ParseStorageSize() {
    const Token& t = Advance();
    pending_size_ = Text(t) == "SHORT" ? fragment::StorageSize::kShort : fragment::StorageSize::kLong;
    if (!IsWord("TEMP") && !IsWord("OUTPUT")) {
        Error(Peek(), "expected TEMP or OUTPUT after '" + std::string(Text(t)) + "', found " +
                          Describe(Peek()));
        return false;
    }
    return true;
}

}  // namespace tessera::lang::arbasm
