// SPDX-License-Identifier: MIT
// opt_algebraic: algebraic simplification, with the rules kept as data.
//
// As in Mesa's nir_opt_algebraic, each rule is a row: a pattern, a replacement and a
// condition, written in a small expression syntax that is parsed once:
//
//     op(arg, ...)   an instruction (an Op by its text name, or an intrinsic by name)
//     a b c          any value; the same letter twice must be the same value
//     0 1 -1 2 -0    a constant whose every component is that number (0 is +0 only)
//     true false     a bool constant, every component
//     undef          an `undef`
//
// A replacement has the type of the instruction it replaces (true of every rule below; a
// rule that changed the type could not be a row here). Conditions say when a rule is exact:
// floats have NaN, infinities and two zeros, so x*0 is not 0 (NaN*0, inf*0, -1*0 = -0) and
// x+0 is not x when x is -0 (-0 + +0 = +0). x + (-0) = x and x - (+0) = x, however, hold for
// every float, -0 and NaN included, so those are always applied. Int rules need no such care.
//
// Rules that compute indices (swizzle of swizzle, extract of construct) are not patterns but
// small functions, listed in a second table after the first.
#include "ir/passes/opt_algebraic.h"

#include <array>
#include <cmath>
#include <cstring>
#include <map>
#include <optional>
#include <tuple>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "ir/printer.h"
#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

enum class When {
    kAlways,         ///< exact for every value of every type
    kIntOrFastMath,  ///< exact for ints and bools; for floats only with fast_math
    kFloatOnly,      ///< exact for floats (for ints it would overflow differently)
    kSameWidth,      ///< `c` has the result's type (a select's condition may be a scalar)
};

struct RuleText {
    const char* pattern;
    const char* replacement;
    When when;
};

// clang-format off
constexpr RuleText kRules[] = {
    // Identities of + and -.
    {"add(a, -0)",          "a",              When::kAlways},
    {"add(-0, a)",          "a",              When::kAlways},
    {"add(a, 0)",           "a",              When::kIntOrFastMath},  // -0 + 0 = +0
    {"add(0, a)",           "a",              When::kIntOrFastMath},
    {"sub(a, 0)",           "a",              When::kAlways},         // -0 - +0 = -0
    {"sub(a, -0)",          "a",              When::kIntOrFastMath},  // -0 - -0 = +0
    {"sub(0, a)",           "neg(a)",         When::kIntOrFastMath},  // 0 - 0 = +0, -(0) = -0
    {"sub(a, a)",           "0",              When::kIntOrFastMath},  // inf - inf = NaN
    {"add(a, neg(b))",      "sub(a, b)",      When::kAlways},
    {"add(neg(a), b)",      "sub(b, a)",      When::kAlways},
    {"sub(a, neg(b))",      "add(a, b)",      When::kAlways},
    {"neg(neg(a))",         "a",              When::kAlways},
    {"neg(sub(a, b))",      "sub(b, a)",      When::kIntOrFastMath},  // a = b: -(+0) = -0
    // Identities of * and /.
    {"mul(a, 1)",           "a",              When::kAlways},
    {"mul(1, a)",           "a",              When::kAlways},
    {"mul(a, -1)",          "neg(a)",         When::kAlways},
    {"mul(-1, a)",          "neg(a)",         When::kAlways},
    {"mul(a, 0)",           "0",              When::kIntOrFastMath},  // NaN, inf, and -x*0 = -0
    {"mul(0, a)",           "0",              When::kIntOrFastMath},
    {"mul(neg(a), neg(b))", "mul(a, b)",      When::kAlways},
    {"div(a, 1)",           "a",              When::kAlways},
    {"div(a, -1)",          "neg(a)",         When::kFloatOnly},      // INT_MIN / -1
    {"div(neg(a), neg(b))", "div(a, b)",      When::kAlways},
    // Bools.
    {"not(not(a))",         "a",              When::kAlways},
    {"and(a, true)",        "a",              When::kAlways},
    {"and(true, a)",        "a",              When::kAlways},
    {"and(a, false)",       "false",          When::kAlways},
    {"and(false, a)",       "false",          When::kAlways},
    {"and(a, a)",           "a",              When::kAlways},
    {"or(a, false)",        "a",              When::kAlways},
    {"or(false, a)",        "a",              When::kAlways},
    {"or(a, true)",         "true",           When::kAlways},
    {"or(true, a)",         "true",           When::kAlways},
    {"or(a, a)",            "a",              When::kAlways},
    {"xor(a, false)",       "a",              When::kAlways},
    {"xor(a, true)",        "not(a)",         When::kAlways},
    {"xor(a, a)",           "false",          When::kAlways},
    // Select.
    {"select(true, a, b)",  "a",              When::kAlways},
    {"select(false, a, b)", "b",              When::kAlways},
    {"select(c, a, a)",     "a",              When::kAlways},
    {"select(not(c), a, b)", "select(c, b, a)", When::kAlways},
    {"select(c, true, false)", "c",           When::kSameWidth},
    {"select(c, false, true)", "not(c)",      When::kSameWidth},
    {"select(c, select(c, a, b), d)", "select(c, a, d)", When::kAlways},
    {"select(c, a, select(c, b, d))", "select(c, a, d)", When::kAlways},
    // undef may be any value, so it may be the other one (if-conversion makes these).
    {"select(c, a, undef)", "a",              When::kAlways},
    {"select(c, undef, a)", "a",              When::kAlways},
    // Intrinsics.
    {"min(a, a)",           "a",              When::kAlways},
    {"max(a, a)",           "a",              When::kAlways},
    {"abs(neg(a))",         "abs(a)",         When::kAlways},
    {"abs(abs(a))",         "abs(a)",         When::kAlways},
    {"saturate(saturate(a))", "saturate(a)",  When::kAlways},
    {"floor(floor(a))",     "floor(a)",       When::kAlways},
    {"ceil(ceil(a))",       "ceil(a)",        When::kAlways},
    {"trunc(trunc(a))",     "trunc(a)",       When::kAlways},
    {"pow(a, 1)",           "a",              When::kAlways},         // IEEE pow(x, 1) = x
    {"pow(a, 2)",           "mul(a, a)",      When::kIntOrFastMath},  // powf need not round as x*x
    {"rcp(rcp(a))",         "a",              When::kIntOrFastMath},  // rounds twice
    {"lerp(a, b, 0)",       "a",              When::kIntOrFastMath},  // 0 * (b - a) may be NaN
};
// clang-format on

// --- the pattern language ---

struct Node {
    enum class Kind { kVar, kConst, kOp } kind = Kind::kVar;
    char var = 0;
    double value = 0;
    bool intrinsic = false;
    Op op = Op::kAdd;
    Intrinsic which = Intrinsic::kAbs;
    std::vector<Node> args;
};

struct Rule {
    Node pattern, replacement;
    When when;
};

// Whether `word` is `name`; the first letters are compared first because the rules are
// parsed in the first compile of a process, against every op and intrinsic name.
bool Spells(const std::string& word, const char* name) { return name[0] == word[0] && word == name; }

// expr = name "(" expr ("," expr)* ")" | letter | number | "true" | "false"
Node Parse(const char*& p) {
    while (*p == ' ') ++p;
    const char* start = p;
    while (std::isalnum(static_cast<unsigned char>(*p)) || *p == '-' || *p == '.' || *p == '_') ++p;
    std::string word(start, p);
    Node n;
    if (word == "undef") {
        n.kind = Node::Kind::kOp;
        n.op = Op::kUndef;
        return n;
    }
    if (*p == '(') {
        ++p;
        n.kind = Node::Kind::kOp;
        bool found = false;
        for (std::size_t i = 0; i < kOpCount && !found; ++i)
            if (Spells(word, OpName(static_cast<Op>(i)))) n.op = static_cast<Op>(i), found = true;
        for (std::size_t i = 0; i < kIntrinsicCount && !found; ++i)
            if (Spells(word, IntrinsicName(static_cast<Intrinsic>(i))))
                n.op = Op::kIntrinsic, n.intrinsic = true, n.which = static_cast<Intrinsic>(i), found = true;
        while (*p != ')' && *p) {
            n.args.push_back(Parse(p));
            while (*p == ' ' || *p == ',') ++p;
        }
        if (*p) ++p;
    } else if (word == "true" || word == "false") {
        n.kind = Node::Kind::kConst;
        n.value = word == "true" ? 1.0 : 0.0;
    } else if (word.size() == 1 && std::isalpha(static_cast<unsigned char>(word[0]))) {
        n.var = word[0];
    } else {
        n.kind = Node::Kind::kConst;
        n.value = word == "-0" ? -0.0 : std::stod(word);
    }
    return n;
}

const std::vector<Rule>& Rules() {
    static const std::vector<Rule> rules = [] {
        std::vector<Rule> out;
        for (const RuleText& r : kRules) {
            const char* p = r.pattern;
            const char* q = r.replacement;
            Node pattern = Parse(p);
            out.push_back({std::move(pattern), Parse(q), r.when});
        }
        return out;
    }();
    return rules;
}

// The rules that can match an instruction of `op`, in table order (the first that applies
// wins): those whose pattern is rooted at `op`. Trying only these, not every row on every
// instruction, was most of the pass's time.
const std::vector<const Rule*>& RulesFor(Op op) {
    static const std::vector<std::vector<const Rule*>> by_op = [] {
        std::vector<std::vector<const Rule*>> out(kOpCount);
        for (const Rule& rule : Rules()) {
            for (std::size_t o = 0; o < kOpCount; ++o)
                if (rule.pattern.kind != Node::Kind::kOp || static_cast<std::size_t>(rule.pattern.op) == o)
                    out[o].push_back(&rule);
        }
        return out;
    }();
    return by_op[static_cast<std::size_t>(op)];
}

// Element j of `v`, looking through inserts: the inserted value (index none), or the
// value below the inserts and j.
std::pair<InstId, std::optional<std::uint32_t>> ElementSource(const Function& f, InstId v, std::uint32_t j) {
    while (f.At(v).op == Op::kInsert) {
        if (f.At(v).indices[0] == j) return {f.At(v).operands[1], std::nullopt};
        v = f.At(v).operands[0];
    }
    return {v, j};
}

// The value below a chain of inserts that nothing else uses (`uses` counted when the pass
// started; a value added since counts as unused elsewhere), and the inserts, outermost first.
InstId InsertChainBase(const Function& f, const std::vector<std::uint32_t>& uses, InstId v,
                       std::vector<InstId>* chain = nullptr) {
    for (; f.At(v).op == Op::kInsert; v = f.At(v).operands[0]) {
        if (v.value < uses.size() && uses[v.value] != 1) break;
        if (chain) chain->push_back(v);
    }
    return v;
}

using Bindings = std::array<InstId, 26>;

struct State {
    Module& module;
    Function& f;
    const AlgebraicOptions& options;
    std::vector<InstId> map;
    bool progress = false;
    /// Uses of each value when the pass started (a value added since has none recorded).
    std::vector<std::uint32_t> uses = CountUses(f);
    /// SelectOfSelect's sites per pair of conditions and form, counted when the pass started.
    std::map<std::tuple<std::uint32_t, std::uint32_t, std::size_t>, int> nested_sites = CountNestedSelects();
    /// Selects whose every use ExtractOfSelect or SelectThroughInserts folds away.
    std::vector<bool> foldable_selects = FoldableSelects();

    bool SidesAgree(const Instruction& select, std::uint32_t element) const {
        return ElementSource(f, select.operands[1], element) == ElementSource(f, select.operands[2], element);
    }
    // A select whose uses all go when folded: extracts of an element both sides agree on, and
    // insert chains that a select on the same condition takes as a side. Folding the extracts
    // of any other select would keep both the select and its operand alive (libretro's
    // gendither.cg: 192 -> 194 instructions).
    std::vector<bool> FoldableSelects() const {
        std::vector<std::uint32_t> folded(f.insts.size(), 0);
        ForEachInst(f, [&](InstId id) {
            const Instruction& inst = f.At(id);
            if (inst.op == Op::kExtract && f.At(inst.operands[0]).op == Op::kSelect &&
                SidesAgree(f.At(inst.operands[0]), inst.indices[0]))
                ++folded[inst.operands[0].value];
            if (inst.op != Op::kSelect) return;
            for (std::size_t side : {1u, 2u}) {
                const InstId base = InsertChainBase(f, uses, inst.operands[side]);
                if (base != inst.operands[side] && f.At(base).op == Op::kSelect &&
                    f.At(base).operands[0] == inst.operands[0])
                    ++folded[base.value];
            }
        });
        std::vector<bool> out(f.insts.size(), false);
        for (std::size_t v = 0; v < out.size(); ++v) out[v] = folded[v] != 0 && folded[v] == uses[v];
        return out;
    }

    // The inner select of `id` and the operand both share (1: then, 2: else), when `id` is
    // select(c, select(d, a, b), b) or select(c, b, select(d, b, a)) with one type of
    // condition and an inner select nothing else uses.
    std::optional<std::pair<InstId, std::size_t>> NestedSelect(InstId id) const {
        const Instruction& inst = f.At(id);
        if (inst.op != Op::kSelect) return std::nullopt;
        for (std::size_t side : {1u, 2u}) {
            const InstId inner = inst.operands[side];
            if (inner.value >= uses.size() || uses[inner.value] != 1) continue;
            const std::size_t shared = 3 - side;
            const Instruction& in = f.At(inner);
            if (in.op == Op::kSelect && in.operands[shared] == inst.operands[shared] &&
                f.At(in.operands[0]).type == f.At(inst.operands[0]).type)
                return std::make_pair(inner, side);
        }
        return std::nullopt;
    }
    std::tuple<std::uint32_t, std::uint32_t, std::size_t> NestedKey(InstId id, InstId inner, std::size_t side) const {
        return {f.At(id).operands[0].value, f.At(inner).operands[0].value, side};
    }
    std::map<std::tuple<std::uint32_t, std::uint32_t, std::size_t>, int> CountNestedSelects() const {
        std::map<std::tuple<std::uint32_t, std::uint32_t, std::size_t>, int> sites;
        ForEachInst(f, [&](InstId id) {
            if (auto nested = NestedSelect(id)) ++sites[NestedKey(id, nested->first, nested->second)];
        });
        return sites;
    }

    bool MatchConstant(const Node& n, InstId id) const {
        const Instruction* c = AsConstant(f, id);
        if (!c || c->literal.empty()) return false;
        for (double x : c->literal)
            if (x != n.value || std::signbit(x) != std::signbit(n.value)) return false;
        return true;
    }

    bool Match(const Node& n, InstId id, Bindings& bound) const {
        switch (n.kind) {
            case Node::Kind::kVar: {
                InstId& slot = bound[static_cast<std::size_t>(n.var - 'a')];
                if (slot.Valid()) return slot == id;
                slot = id;
                return true;
            }
            case Node::Kind::kConst: return MatchConstant(n, id);
            case Node::Kind::kOp: {
                const Instruction& inst = f.At(id);
                if (inst.op != n.op || (n.intrinsic && inst.intrinsic != n.which)) return false;
                if (inst.operands.size() != n.args.size()) return false;
                for (std::size_t i = 0; i < n.args.size(); ++i)
                    if (!Match(n.args[i], inst.operands[i], bound)) return false;
                return true;
            }
        }
        return false;
    }

    InstId Build(const Node& n, TypeId type, Span span, const Bindings& bound, Block& out) {
        if (n.kind == Node::Kind::kVar) return bound[static_cast<std::size_t>(n.var - 'a')];
        Instruction inst;
        inst.type = type;
        inst.span = span;
        if (n.kind == Node::Kind::kConst) {
            inst.op = Op::kConstant;
            inst.literal.assign(module.types.ComponentCount(type), n.value);
        } else {
            inst.op = n.op;
            inst.intrinsic = n.which;
            for (const Node& arg : n.args) inst.operands.push_back(Build(arg, type, span, bound, out));
        }
        InstId id = AddInst(f, std::move(inst));
        out.push_back(id);
        return id;
    }

    bool Allowed(When when, TypeId type, TypeId result, const Bindings& bound) {
        bool is_float = module.types.Get(module.types.ScalarOf(type)).scalar == ScalarKind::kFloat;
        switch (when) {
            case When::kAlways: return true;
            case When::kIntOrFastMath: return !is_float || options.fast_math;
            case When::kFloatOnly: return is_float;
            case When::kSameWidth: return f.At(bound['c' - 'a']).type == result;
        }
        return false;
    }

    // Returns the value replacing `id`, adding any new instruction to `out`.
    InstId Rewrite(InstId id, Block& out);

    // `block` is never one of f.insts' own blocks while it is walked (a nested block is
    // moved out first), so adding instructions cannot move it.
    void Walk(Block& block) {
        Block out;
        for (InstId id : block) {
            for (InstId& o : f.At(id).operands)
                while (o.value < map.size() && map[o.value].Valid()) o = map[o.value];
            for (std::size_t b = 0; b < f.At(id).blocks.size(); ++b) {
                Block nested = std::move(f.At(id).blocks[b]);
                Walk(nested);
                f.At(id).blocks[b] = std::move(nested);
            }
            InstId replacement = ProducesValue(f.At(id)) && IsPure(f.At(id)) ? Rewrite(id, out) : InstId{};
            if (!replacement.Valid()) {
                out.push_back(id);
                continue;
            }
            map.resize(f.insts.size());
            map[id.value] = replacement;
            progress = true;
        }
        block = std::move(out);
    }
};

// --- the shape rules ---

using ShapeRule = InstId (*)(State&, InstId, Block&);

InstId NewInst(State& s, Block& out, Op op, TypeId type, std::vector<InstId> operands,
               std::vector<std::uint32_t> indices, Span span) {
    return EmitInst(s.f, out, op, type, std::move(operands), std::move(indices), span);
}

// swizzle(swizzle(v, I), J) = swizzle(v, I[J]); an identity swizzle of v is v.
InstId SwizzleOfSwizzle(State& s, InstId id, Block& out) {
    const Instruction inst = s.f.At(id);
    if (inst.op != Op::kSwizzle) return {};
    const Instruction& inner = s.f.At(inst.operands[0]);
    if (inner.op != Op::kSwizzle) return {};
    std::vector<std::uint32_t> composed;
    for (std::uint32_t j : inst.indices) composed.push_back(inner.indices[j]);
    return NewInst(s, out, Op::kSwizzle, inst.type, {inner.operands[0]}, composed, inst.span);
}

// extract(swizzle(v, I), j) = the component I[j] of v.
InstId ExtractOfSwizzle(State& s, InstId id, Block& out) {
    const Instruction inst = s.f.At(id);
    if (inst.op != Op::kExtract || s.f.At(inst.operands[0]).op != Op::kSwizzle) return {};
    const Instruction inner = s.f.At(inst.operands[0]);
    InstId v = inner.operands[0];
    if (s.module.types.Get(s.f.At(v).type).IsScalar()) return v;
    return NewInst(s, out, Op::kExtract, inst.type, {v}, {inner.indices[inst.indices[0]]}, inst.span);
}

// extract(insert(v, e, i), j) = e if i = j, else extract(v, j).
InstId ExtractOfInsert(State& s, InstId id, Block& out) {
    const Instruction inst = s.f.At(id);
    if (inst.op != Op::kExtract || s.f.At(inst.operands[0]).op != Op::kInsert) return {};
    const Instruction inner = s.f.At(inst.operands[0]);
    if (inner.indices[0] == inst.indices[0]) return inner.operands[1];
    return NewInst(s, out, Op::kExtract, inst.type, {inner.operands[0]}, inst.indices, inst.span);
}

// extract(construct(x, y, ...), i) = the operand that holds exactly element i, or the
// component of a vector operand that holds scalar element i.
InstId ExtractOfConstruct(State& s, InstId id, Block& out) {
    const Instruction inst = s.f.At(id);
    if (inst.op != Op::kExtract || s.f.At(inst.operands[0]).op != Op::kConstruct) return {};
    const Instruction inner = s.f.At(inst.operands[0]);
    TypeTable& types = s.module.types;
    std::uint32_t size = types.ComponentCount(inst.type);
    std::uint32_t start = inst.indices[0] * size;  // vectors, matrix rows, arrays: uniform elements
    if (types.Get(inner.type).kind == Type::Kind::kStruct) {
        start = 0;
        for (std::uint32_t field = 0; field < inst.indices[0]; ++field)
            start += types.ComponentCount(types.Get(inner.type).fields[field].type);
    }
    std::uint32_t at = 0;
    for (InstId part : inner.operands) {
        std::uint32_t n = types.ComponentCount(s.f.At(part).type);
        if (at == start && n == size && s.f.At(part).type == inst.type) return part;
        if (size == 1 && start >= at && start < at + n && types.Get(s.f.At(part).type).IsVector())
            return NewInst(s, out, Op::kExtract, inst.type, {part}, {start - at}, inst.span);
        at += n;
    }
    return {};
}

// construct(extract(v, i), extract(v, j), ...) of a vector type = swizzle(v, [i, j, ...]).
// Not for a one-component vector: a swizzle of one lane is a scalar, and float1 is not.
InstId ConstructOfExtracts(State& s, InstId id, Block& out) {
    const Instruction inst = s.f.At(id);
    const Type& t = s.module.types.Get(inst.type);
    if (inst.op != Op::kConstruct || !t.IsVector() || t.rows < 2 || inst.operands.size() != t.rows) return {};
    InstId vector;
    std::vector<std::uint32_t> lanes;
    for (InstId part : inst.operands) {
        const Instruction& p = s.f.At(part);
        if (p.op != Op::kExtract || !s.module.types.Get(s.f.At(p.operands[0]).type).IsVector()) return {};
        if (vector.Valid() && p.operands[0] != vector) return {};
        vector = p.operands[0];
        lanes.push_back(p.indices[0]);
    }
    if (s.module.types.ScalarOf(s.f.At(vector).type) != s.module.types.ScalarOf(inst.type)) return {};
    return NewInst(s, out, Op::kSwizzle, inst.type, {vector}, lanes, inst.span);
}

// extract.dyn(v, constant i) = extract(v, i), when i is in range.
InstId DynamicExtractOfConstant(State& s, InstId id, Block& out) {
    const Instruction inst = s.f.At(id);
    if (inst.op != Op::kDynamicExtract) return {};
    const Instruction* index = AsConstant(s.f, inst.operands[1]);
    const Type& t = s.module.types.Get(s.f.At(inst.operands[0]).type);
    std::uint32_t count = t.kind == Type::Kind::kArray ? t.count : t.rows;  // vector size or matrix rows
    if (!index || index->literal[0] < 0 || index->literal[0] >= count) return {};
    return NewInst(s, out, Op::kExtract, inst.type, {inst.operands[0]}, {static_cast<std::uint32_t>(index->literal[0])},
                   inst.span);
}

// select(c, select(d, a, b), b) = select(and(c, d), a, b), and
// select(c, b, select(d, b, a)) = select(or(c, d), b, a). Nested ifs storing one variable
// leave a select per level (lower_if_to_select); on the combined condition it is one
// select per variable instead of one per level. The and/or costs an instruction, and for
// ARBfp the two conditions may cost one each (a comparison a CMP would have read as a
// difference becomes an SLT), so it is done only where three or more variables share the
// pair of conditions. Measured with bench/code_size on the corpora of docs/cg.md: at every
// site, libretro's xbr-lv3-pass0 went 501 -> 423 instructions but ddt's and reverse-aa's
// shaders got longer (reverse-aa-post3x 397 -> 409); with three or more, xbr-lv3-pass0 is
// 446 and no program is longer than without the rule (two: the same total, three longer).
InstId SelectOfSelect(State& s, InstId id, Block& out) {
    constexpr int kMinimumSharing = 3;
    const auto nested = s.NestedSelect(id);
    if (!nested) return {};
    const auto [inner_id, side] = *nested;
    const auto count = s.nested_sites.find(s.NestedKey(id, inner_id, side));
    if (count == s.nested_sites.end() || count->second < kMinimumSharing) return {};
    const Instruction inst = s.f.At(id);
    const Instruction inner = s.f.At(inner_id);
    const InstId both = NewInst(s, out, side == 1 ? Op::kAnd : Op::kOr, s.f.At(inst.operands[0]).type,
                                {inst.operands[0], inner.operands[0]}, {}, inst.span);
    std::vector<InstId> operands = {both, inst.operands[1], inst.operands[2]};
    operands[side] = inner.operands[side];
    return NewInst(s, out, Op::kSelect, inst.type, std::move(operands), {}, inst.span);
}

// extract(select(c, a, b), j) = element j of a, when it is element j of b too: a
// conditional store of one component (`if (!done) pos.x -= d;`, lower_if_to_select makes
// select(c, pos, insert(pos, x', 0))) leaves the other components as they were. Only for
// selects whose every use folds (State::FoldableSelects).
InstId ExtractOfSelect(State& s, InstId id, Block& out) {
    const Instruction inst = s.f.At(id);
    const InstId select = inst.operands[0];
    if (inst.op != Op::kExtract || select.value >= s.foldable_selects.size() || !s.foldable_selects[select.value] ||
        !s.SidesAgree(s.f.At(select), inst.indices[0]))
        return {};
    const auto [value, element] = ElementSource(s.f, s.f.At(select).operands[1], inst.indices[0]);
    if (!element) return value;
    return NewInst(s, out, Op::kExtract, inst.type, {value}, {*element}, inst.span);
}

// select(c, a, insert(...insert(select(c, b, d), ...)...)) = select(c, a, insert(...(d)...)),
// and the same on the then side: where c is false the inner select is d, and where it is
// true the outer select does not look at that side (component by component, as inserts do
// not move components). Conditional stores to two components of one vector nest this way,
// and without the inner select the vector's old value is selected once, not once per store.
// Only through inserts nothing else uses, which are then rebuilt, not copied.
InstId SelectThroughInserts(State& s, InstId id, Block& out) {
    const Instruction inst = s.f.At(id);
    if (inst.op != Op::kSelect) return {};
    for (std::size_t side : {1u, 2u}) {
        std::vector<InstId> chain;
        const InstId at = InsertChainBase(s.f, s.uses, inst.operands[side], &chain);
        const Instruction& inner = s.f.At(at);
        if (chain.empty() || inner.op != Op::kSelect || inner.operands[0] != inst.operands[0]) continue;
        InstId rebuilt = inner.operands[side];
        for (auto insert = chain.rbegin(); insert != chain.rend(); ++insert) {
            const Instruction ins = s.f.At(*insert);
            rebuilt = NewInst(s, out, Op::kInsert, ins.type, {rebuilt, ins.operands[1]}, ins.indices, ins.span);
        }
        std::vector<InstId> operands = inst.operands;
        operands[side] = rebuilt;
        return NewInst(s, out, Op::kSelect, inst.type, std::move(operands), {}, inst.span);
    }
    return {};
}

// Each with the op it applies to, checked before the call (the rules copy the instruction).
constexpr std::pair<Op, ShapeRule> kShapeRules[] = {
    {Op::kDynamicExtract, DynamicExtractOfConstant}, {Op::kSwizzle, SwizzleOfSwizzle},
    {Op::kExtract, ExtractOfSwizzle}, {Op::kExtract, ExtractOfInsert}, {Op::kExtract, ExtractOfConstruct},
    {Op::kExtract, ExtractOfSelect}, {Op::kSelect, SelectThroughInserts},
    {Op::kConstruct, ConstructOfExtracts}, {Op::kSelect, SelectOfSelect},
};

InstId State::Rewrite(InstId id, Block& out) {
    for (const Rule* row : RulesFor(f.At(id).op)) {
        const Rule& rule = *row;
        Bindings bound{};
        if (!Match(rule.pattern, id, bound)) continue;
        const Instruction& inst = f.At(id);
        // Judge a rule by the type it computes on (an operand's), not the result's: the
        // last operand is a value operand for every op in the table (select's first isn't).
        TypeId judged = inst.operands.empty() ? inst.type : f.At(inst.operands.back()).type;
        if (!Allowed(rule.when, judged, inst.type, bound)) continue;
        return Build(rule.replacement, inst.type, inst.span, bound, out);
    }
    for (const auto& [op, rule] : kShapeRules)
        if (f.At(id).op == op)
            if (InstId r = rule(*this, id, out); r.Valid()) return r;
    return {};
}

}  // namespace

Result OptAlgebraic(Module& module, DiagnosticList&, const AlgebraicOptions& options) {
    Result result;
    for (Function& f : module.functions) {
        State state{module, f, options, std::vector<InstId>(f.insts.size())};
        state.Walk(f.body);
        result.progress = result.progress || state.progress;
    }
    return result;
}

Result OptAlgebraic(Module& module, DiagnosticList& diagnostics) {
    return OptAlgebraic(module, diagnostics, AlgebraicOptions{});
}

}  // namespace tessera::ir::passes
