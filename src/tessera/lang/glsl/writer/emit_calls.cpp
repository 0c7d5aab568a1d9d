// SPDX-License-Identifier: MIT
// Intrinsics and texture samples: GLSL's built-in functions where they mean what the IR
// means, small helper functions (tsr_*) where they do not (docs/IR.md's round, fmod and
// lit), and an error where the version has neither.
#include <map>

#include "lang/glsl/writer/emitter.h"

namespace tessera::lang::glsl::writer_detail {

namespace {

using I = ir::Intrinsic;

// The GLSL function for an intrinsic the switch in Emitter::Intrinsic does not spell out:
// GLSL's name where it differs from the IR's (ir/ops.def), else the IR's.
const char* GlslName(I intrinsic) {
    switch (intrinsic) {
        case I::kLerp: return "mix";
        case I::kRsqrt: return "inversesqrt";
        case I::kAtan2: return "atan";
        case I::kDdx: return "dFdx";
        case I::kDdy: return "dFdy";
        default: return ir::IntrinsicName(intrinsic);
    }
}

// Inlined when used once; the others always get a variable.
bool Cheap(I intrinsic) {
    switch (intrinsic) {
        case I::kAbs: case I::kSign: case I::kFloor: case I::kCeil: case I::kFract: case I::kTrunc:
        case I::kMin: case I::kMax: case I::kClamp: case I::kSaturate: case I::kLerp: case I::kStep:
        case I::kRcp: case I::kDot: case I::kDdx: case I::kDdy:
            return true;
        default:
            return false;
    }
}

}  // namespace

std::string Emitter::Call(const std::string& f, const std::vector<ir::InstId>& args) {
    std::string text = f + "(";
    for (std::size_t i = 0; i < args.size(); ++i) text += (i ? ", " : "") + Arg(args[i]);
    return text + ")";
}

std::string Emitter::Helper(const std::string& name, ir::TypeId type, ir::Span span) {
    const std::string t = TypeName(type, span);
    if (!helper_keys_.insert(name + " " + t).second) return name;
    const std::string trunc = version_.integer_ops ? "trunc" : Helper("tsr_trunc", type, span);
    std::string def;
    if (name == "tsr_trunc") {
        def = t + " tsr_trunc(" + t + " x) {\n    return sign(x) * floor(abs(x));\n}\n";
    } else if (name == "tsr_round") {
        // Halves away from zero (docs/IR.md); x - trunc(x) is exact, so no rounding slips in.
        def = t + " tsr_round(" + t + " x) {\n    " + t + " t = " + trunc + "(x);\n" +
              "    return t + sign(x) * step(0.5, abs(x - t));\n}\n";
    } else if (name == "tsr_fmod") {
        // Cg's fmod: x - y * trunc(x / y); GLSL's mod floors instead.
        def = t + " tsr_fmod(" + t + " x, " + t + " y) {\n    return x - y * " + trunc + "(x / y);\n}\n";
    } else if (name == "tsr_lit") {
        def = "vec4 tsr_lit(float ndotl, float ndoth, float m) {\n"
              "    return vec4(1.0, max(ndotl, 0.0), ndotl > 0.0 ? pow(max(ndoth, 0.0), m) : 0.0, 1.0);\n}\n";
    } else if (name == "tsr_transpose") {
        const int n = types().Get(type).rows;
        std::string args;
        for (int c = 0; c < n; ++c)
            for (int r = 0; r < n; ++r)
                args += (args.empty() ? "" : ", ") + std::string("m[") + std::to_string(r) + "][" + std::to_string(c) + "]";
        def = t + " tsr_transpose(" + t + " m) {\n    return " + t + "(" + args + ");\n}\n";
    }
    body_.helpers.push_back(def);
    return name;
}

std::string Emitter::DeterminantHelper(int n) {
    const std::string t = "mat" + std::to_string(n);
    if (!helper_keys_.insert("tsr_determinant " + t).second) return "tsr_determinant";
    // Expansion along m[0] (a determinant does not care which index is the column).
    auto m = [](int i, int j) { return "m[" + std::to_string(i) + "][" + std::to_string(j) + "]"; };
    std::string e;
    if (n == 2) {
        e = m(0, 0) + " * " + m(1, 1) + " - " + m(1, 0) + " * " + m(0, 1);
    } else {
        DeterminantHelper(n - 1);
        for (int j = 0; j < n; ++j) {
            std::string minor;
            for (int i = 1; i < n; ++i)
                for (int k = 0; k < n; ++k)
                    if (k != j) minor += (minor.empty() ? "" : ", ") + m(i, k);
            e += std::string(j == 0 ? "" : j % 2 ? " - " : " + ") + m(0, j) + " * tsr_determinant(mat" +
                 std::to_string(n - 1) + "(" + minor + "))";
        }
    }
    body_.helpers.push_back("float tsr_determinant(" + t + " m) {\n    return " + e + ";\n}\n");
    return "tsr_determinant";
}

Expr Emitter::Intrinsic(const ir::Instruction& inst, bool& expensive) {
    expensive = !Cheap(inst.intrinsic);
    const ir::TypeId arg_type = inst.operands.empty() ? inst.type : fn_.At(inst.operands[0]).type;
    const std::string name = ir::IntrinsicName(inst.intrinsic);
    auto need = [&](bool ok, const std::string& what) {
        if (!ok) diags_.Error(inst.span, "'" + name + "' cannot be written in " + version_.title + " (" + what + ")");
        return ok;
    };
    if (!IsFloat(arg_type) && inst.intrinsic != I::kLit)
        need(version_.integer_ops, "integer " + name + " needs GLSL 1.30 or ES 3.00");
    switch (inst.intrinsic) {
        case I::kRound:
            return {Helper("tsr_round", inst.type, inst.span) + "(" + Arg(inst.operands[0]) + ")", kPrimary};
        case I::kTrunc:
            return {(version_.integer_ops ? std::string("trunc") : Helper("tsr_trunc", inst.type, inst.span)) + "(" +
                        Arg(inst.operands[0]) + ")", kPrimary};
        case I::kFmod: return {Helper("tsr_fmod", inst.type, inst.span) + "(" + Arg(inst.operands[0]) + ", " +
                                   Arg(inst.operands[1]) + ")", kPrimary};
        case I::kSaturate: return {"clamp(" + Arg(inst.operands[0]) + ", 0.0, 1.0)", kPrimary};
        case I::kRcp: return {"1.0 / " + Operand(Ref(inst.operands[0]), kMultiplicative + 1), kMultiplicative};
        case I::kLit: {
            std::vector<std::string> args;
            for (ir::InstId op : inst.operands) {
                const Expr e = Ref(op);
                args.push_back(Width(fn_.At(op).type) > 1 ? Operand(e, kPostfix) + ".x" : e.text);
            }
            return {Helper("tsr_lit", inst.type, inst.span) + "(" + args[0] + ", " + args[1] + ", " + args[2] + ")",
                    kPrimary};
        }
        case I::kTranspose: {
            if (version_.nonsquare) return {Call("transpose", inst.operands), kPrimary};
            return {Helper("tsr_transpose", inst.type, inst.span) + "(" + Arg(inst.operands[0]) + ")", kPrimary};
        }
        case I::kDeterminant:
            if (version_.determinant) return {Call("determinant", inst.operands), kPrimary};
            return {Call(DeterminantHelper(types().Get(arg_type).rows), inst.operands), kPrimary};
        case I::kDdx:
        case I::kDdy:
            if (need(module_.stage == ir::Stage::kFragment, "derivatives exist only in fragment shaders") &&
                !version_.derivatives)
                body_.extensions.insert("GL_OES_standard_derivatives");
            break;
        default: break;
    }
    return {Call(GlslName(inst.intrinsic), inst.operands), kPrimary};
}

Expr Emitter::Sample(const ir::Instruction& inst) {
    const ir::Type& sampler = types().Get(fn_.At(inst.operands[0]).type);
    const ir::InstId coord = inst.operands[1];
    const int width = Width(fn_.At(coord).type);
    using D = ir::SamplerDim;
    const D dim = sampler.sampler;
    const bool shadow = dim == D::kShadow1D || dim == D::kShadow2D || dim == D::kShadowRect;
    const bool rect = dim == D::kRect || dim == D::kShadowRect;
    const bool one_d = dim == D::k1D || dim == D::kShadow1D;
    const int dims = shadow || dim == D::k3D || dim == D::kCube ? 3 : one_d ? 1 : 2;
    auto fail = [&](const std::string& what) {
        diags_.Error(inst.span, "a " + types().Name(fn_.At(inst.operands[0]).type) + " sample " + what +
                                    " cannot be written in " + version_.title);
        return Expr{"vec4(0.0)", kPrimary};
    };
    if ((one_d && !version_.sampler1d) || (dim == D::k3D && !version_.sampler3d) || (shadow && !version_.shadow) ||
        (rect && !version_.rect))
        return fail("(the sampler type does not exist there)");
    if (rect && !version_.rect_builtin) body_.extensions.insert("GL_ARB_texture_rectangle");
    const bool fragment = module_.stage == ir::Stage::kFragment;
    const ir::SampleKind kind = inst.sample;
    std::string f;
    if (version_.texture_overloads) {
        static const char* kNew[] = {"texture", "textureProj", "texture", "textureGrad", "textureLod"};
        f = kNew[static_cast<int>(kind)];
    } else {
        static const char* kOld[] = {"texture1D", "texture2D", "texture3D", "textureCube", "texture2DRect",
                                     "shadow1D", "shadow2D", "shadow2DRect"};
        f = kOld[static_cast<int>(dim)];
        if (kind == ir::SampleKind::kProjective) f += "Proj";
        if (kind == ir::SampleKind::kGrad) return fail("with explicit derivatives (textureGrad needs GLSL 1.30 or ES 3.00)");
        if (kind == ir::SampleKind::kLod) {
            if (fragment) return fail("with an explicit level in a fragment shader (needs GLSL 1.30 or ES 3.00)");
            f += "Lod";
        }
    }
    if (kind == ir::SampleKind::kBias && !fragment) return fail("with a bias in a vertex shader");
    const Expr s = Ref(inst.operands[0]);
    std::string c;
    if (kind == ir::SampleKind::kProjective) {
        if (dim == D::kCube) {
            if (width < 4) return fail("with a projective coordinate of " + std::to_string(width) + " components");
            const Expr e = Reusable(coord);
            c = Operand(e, kPostfix) + ".xyz / " + Operand(e, kPostfix) + ".w";
            f = version_.texture_overloads ? "texture" : "textureCube";
        } else if (width == dims + 1 || (width == 4 && !shadow)) {
            c = Arg(coord);  // the last component divides, as the IR's .proj
        } else {
            return fail("with a projective coordinate of " + std::to_string(width) + " components");
        }
    } else {
        if (width < dims) return fail("with a coordinate of " + std::to_string(width) + " components");
        const Expr e = Ref(coord);
        c = width == dims ? e.text : Operand(e, kPostfix) + "." + std::string("xyzw", static_cast<std::size_t>(dims));
    }
    std::string call = f + "(" + s.text + ", " + c;
    if (kind == ir::SampleKind::kBias || kind == ir::SampleKind::kLod) call += ", " + Arg(inst.operands[2]);
    if (kind == ir::SampleKind::kGrad) {
        for (int k = 2; k < 4; ++k) {
            const ir::InstId d = inst.operands[static_cast<std::size_t>(k)];
            const int dw = Width(fn_.At(d).type), need = shadow ? (one_d ? 1 : 2) : dims;
            const Expr de = Ref(d);
            call += ", " + (dw > need ? Operand(de, kPostfix) + "." + std::string("xyzw", static_cast<std::size_t>(need)) : de.text);
        }
    }
    call += ")";
    // texture() on a shadow sampler returns the comparison as a float (GLSL 1.30 section
    // 8.7); the older shadow2D and ARBfp return it as (r, r, r, 1) under the GL's default
    // DEPTH_TEXTURE_MODE, LUMINANCE.
    if (shadow && version_.texture_overloads) return {"vec4(vec3(" + call + "), 1.0)", kPrimary};
    return {call, kPrimary};
}

}  // namespace tessera::lang::glsl::writer_detail
