// SPDX-License-Identifier: MIT
// The plan listing `tessera compile --plan` prints: the parameter program (one line per
// value step, `vN = ...`), then each pass with its framebuffer state and its program.
#include <sstream>

#include "lang/isl/plan/plan.h"

namespace tessera::lang::isl::plan {

namespace {

const char* OpName(ValueOp op) {
    switch (op) {
        case ValueOp::kConst: return "const";
        case ValueOp::kInput: return "input";
        case ValueOp::kNeg: return "neg";
        case ValueOp::kAdd: return "add";
        case ValueOp::kSub: return "sub";
        case ValueOp::kMul: return "mul";
        case ValueOp::kDiv: return "div";
        case ValueOp::kMatMul: return "matmul";
        case ValueOp::kExtract: return "extract";
        case ValueOp::kInsert: return "insert";
        case ValueOp::kConcat: return "concat";
        case ValueOp::kSplat: return "splat";
        case ValueOp::kDiagonal: return "diagonal";
        case ValueOp::kCall: return "call";
    }
    return "?";
}

const char* CombineName(Combine c) {
    static const char* names[] = {"replace", "add", "subtract", "multiply", "blend", "over", "under"};
    return names[static_cast<int>(c)];
}

const char* CompareName(Compare c) {
    static const char* names[] = {"==", "!=", ">=", "<=", ">", "<"};
    return names[static_cast<int>(c)];
}

void PrintFloats(std::ostream& out, const std::vector<float>& v) {
    out << "(";
    for (std::size_t i = 0; i < v.size(); ++i) out << (i ? ", " : "") << v[i];
    out << ")";
}

void PrintStep(std::ostream& out, int index, const ValueStep& s) {
    out << "  v" << index << " = " << OpName(s.op);
    if (!s.name.empty()) out << " '" << s.name << "'";
    for (int a : s.args) out << " v" << a;
    if (s.op == ValueOp::kExtract || s.op == ValueOp::kInsert || s.op == ValueOp::kSplat) out << " width " << s.width;
    if (s.op == ValueOp::kConst || s.op == ValueOp::kInput) {
        out << (s.op == ValueOp::kInput ? " default " : " ");
        PrintFloats(out, s.constant);
    }
    out << "\n";
}

std::string Mask(const std::array<bool, 4>& m) {
    std::string s;
    for (int i = 0; i < 4; ++i)
        if (m[i]) s += "rgba"[i];
    return s.empty() ? "none" : s;
}

const char* SourceName(TextureSource s) {
    static const char* names[] = {"file 2D", "file 1D", "saved image RECT", "framebuffer RECT", "lookup table 1D"};
    return names[static_cast<int>(s)];
}

void PrintDraw(std::ostream& out, const Pass& p) {
    out << "  combine " << CombineName(p.combine) << ", color mask " << Mask(p.color_mask)
        << ", texgen " << p.texgen << "\n";
    for (const LocalBinding& b : p.locals)
        out << "  program.local[" << b.local << "] = v" << b.step
            << (b.kind == LocalKind::kColumn ? " column " : " from ") << b.offset << "\n";
    for (const TextureBinding& t : p.textures) {
        out << "  texture[" << t.unit << "] = " << SourceName(t.source);
        if (!t.name.empty()) out << " '" << t.name << "'";
        if (t.source == TextureSource::kSavedImage) out << " " << t.image;
        if (t.source == TextureSource::kLookupTable) out << " v" << t.step;
        out << "\n";
    }
    std::istringstream lines(p.program);
    for (std::string line; std::getline(lines, line);) out << "    " << line << "\n";
}

}  // namespace

std::string PrintPlan(const Plan& plan) {
    std::ostringstream out;
    out << "plan " << (plan.kind == PlanKind::kMultipass ? "multipass" : "fused") << " for '" << plan.shader
        << "': " << plan.passes.size() << " passes, " << plan.saved_images << " saved images\n";
    out << "parameter program (" << plan.values.size() << " steps, run on the CPU per draw):\n";
    for (std::size_t i = 0; i < plan.values.size(); ++i) PrintStep(out, static_cast<int>(i), plan.values[i]);
    for (std::size_t i = 0; i < plan.passes.size(); ++i) {
        const Pass& p = plan.passes[i];
        out << "pass " << i + 1 << ": ";
        switch (p.kind) {
            case PassKind::kDraw: out << "draw"; break;
            case PassKind::kSave: out << "copy FB to saved image " << p.image; break;
            case PassKind::kColorMatrix: out << "copy FB to FB through color matrix v" << p.step; break;
            case PassKind::kLookup: out << "copy FB to FB through lookup table v" << p.step << " (" << p.width << " per entry)"; break;
            case PassKind::kMask:
                out << "stencil bit " << p.bit << " = FB[" << p.channel << "] " << CompareName(p.compare) << " v" << p.step;
                break;
        }
        if (p.kind != PassKind::kSave && p.kind != PassKind::kMask)
            out << ", stencil (s & " << int(p.stencil.mask) << ") == " << int(p.stencil.ref);
        if (!p.comment.empty()) out << "  // " << p.comment;
        out << "\n";
        if (p.kind == PassKind::kDraw) PrintDraw(out, p);
    }
    return out.str();
}

}  // namespace tessera::lang::isl::plan
