// SPDX-License-Identifier: MIT
#include "lang/arbfp/writer/printer.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace tessera::lang::arbfp {

namespace {

using StateKind = StateBinding::Kind;

const char* FaceText(Face face) { return face == Face::kBack ? ".back" : ".front"; }

std::string Indexed(const char* name, unsigned index) {
    return std::string(name) + "[" + std::to_string(index) + "]";
}

std::string MatrixText(const StateBinding& s) {
    std::string text = "state.matrix.";
    switch (s.matrix) {
        case MatrixName::kModelview: text += Indexed("modelview", s.index); break;
        case MatrixName::kProjection: text += "projection"; break;
        case MatrixName::kMvp: text += "mvp"; break;
        case MatrixName::kTexture: text += Indexed("texture", s.index); break;
        case MatrixName::kPalette: text += Indexed("palette", s.index); break;
        case MatrixName::kProgram: text += Indexed("program", s.index); break;
    }
    static constexpr const char* kModifiers[] = {"", ".inverse", ".transpose", ".invtrans"};
    text += kModifiers[static_cast<int>(s.modifier)];
    return text + "." + Indexed("row", s.row);
}

std::string StateText(const StateBinding& s) {
    static constexpr const char* kMaterial[] = {"ambient", "diffuse", "specular", "emission", "shininess"};
    static constexpr const char* kLight[] = {"ambient", "diffuse", "specular", "position",
                                             "attenuation", "spot.direction", "half"};
    static constexpr const char* kProduct[] = {"ambient", "diffuse", "specular"};
    auto k = static_cast<int>(s.kind);
    switch (s.kind) {
        case StateKind::kMaterialAmbient: case StateKind::kMaterialDiffuse:
        case StateKind::kMaterialSpecular: case StateKind::kMaterialEmission:
        case StateKind::kMaterialShininess:
            return std::string("state.material") + FaceText(s.face) + "." +
                   kMaterial[k - static_cast<int>(StateKind::kMaterialAmbient)];
        case StateKind::kLightAmbient: case StateKind::kLightDiffuse:
        case StateKind::kLightSpecular: case StateKind::kLightPosition:
        case StateKind::kLightAttenuation: case StateKind::kLightSpotDirection:
        case StateKind::kLightHalf:
            return "state." + Indexed("light", s.index) + "." +
                   kLight[k - static_cast<int>(StateKind::kLightAmbient)];
        case StateKind::kLightModelAmbient: return "state.lightmodel.ambient";
        case StateKind::kLightModelSceneColor:
            return std::string("state.lightmodel") + FaceText(s.face) + ".scenecolor";
        case StateKind::kLightProductAmbient: case StateKind::kLightProductDiffuse:
        case StateKind::kLightProductSpecular:
            return "state." + Indexed("lightprod", s.index) + FaceText(s.face) + "." +
                   kProduct[k - static_cast<int>(StateKind::kLightProductAmbient)];
        case StateKind::kTexEnvColor: return "state." + Indexed("texenv", s.index) + ".color";
        case StateKind::kFogColor: return "state.fog.color";
        case StateKind::kFogParams: return "state.fog.params";
        case StateKind::kDepthRange: return "state.depth.range";
        case StateKind::kMatrixRow: return MatrixText(s);
    }
    return "";
}

constexpr char kLetters[] = "xyzw";

}  // namespace

std::string PrintFloat(float value) {
    // 1e39 is beyond the float range, so it reads back as infinity.
    if (std::isinf(value)) return value > 0 ? "1e39" : "-1e39";
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    (void)ec;
    return std::string(buffer, end);
}

std::string PrintAttributeBinding(const AttributeBinding& a) {
    switch (a.kind) {
        case AttributeBinding::Kind::kColorPrimary: return "fragment.color.primary";
        case AttributeBinding::Kind::kColorSecondary: return "fragment.color.secondary";
        case AttributeBinding::Kind::kTexCoord: return "fragment." + Indexed("texcoord", a.unit);
        case AttributeBinding::Kind::kFogCoord: return "fragment.fogcoord";
        case AttributeBinding::Kind::kPosition: return "fragment.position";
        case AttributeBinding::Kind::kFacing: return "fragment.facing";
    }
    return "";
}

std::string PrintParameterBinding(const ParameterBinding& b, bool in_declaration) {
    switch (b.kind) {
        case ParameterBinding::Kind::kEnv: return "program." + Indexed("env", b.index);
        case ParameterBinding::Kind::kLocal: return "program." + Indexed("local", b.index);
        case ParameterBinding::Kind::kState: return StateText(b.state);
        case ParameterBinding::Kind::kVertexState: return "";  // never in a fragment program
        case ParameterBinding::Kind::kConstant: break;
    }
    // A scalar in an instruction cannot carry a sign (it would read as a negation), so
    // negative scalars there are printed as vectors.
    float x = b.constant[0];
    if (b.constant_was_scalar && (in_declaration || !std::signbit(x))) return PrintFloat(x);
    int n = b.constant_was_scalar ? 4 : b.constant_components;
    std::string text = "{";
    for (int i = 0; i < n; ++i) text += (i ? ", " : "") + PrintFloat(b.constant[i]);
    return text + "}";
}

namespace {

class Printer {
public:
    explicit Printer(const Program& p) : p_(p) {}

    std::string Run() {
        out_ = "!!ARBfp1.0\n";
        PrintOptions();
        PrintTemporaries();
        for (const auto& a : p_.attribute_names)
            out_ += "ATTRIB " + a.name + " = " + PrintAttributeBinding(p_.attributes[a.index]) + ";\n";
        for (const auto& o : p_.output_names)
            out_ += "OUTPUT " + o.name + " = " + OutputText(o.index) + ";\n";
        for (const ParameterDeclaration& d : p_.parameter_declarations) PrintDeclaration(d);
        for (std::size_t i = 0; i < p_.instructions.size(); ++i) {
            PrintLabels(i);
            PrintInstruction(p_.instructions[i]);
        }
        PrintLabels(p_.instructions.size());
        out_ += "END\n";
        return out_;
    }

private:
    void PrintOptions() {
        static constexpr const char* kFog[] = {"", "ARB_fog_exp", "ARB_fog_exp2", "ARB_fog_linear"};
        static constexpr const char* kHint[] = {"", "ARB_precision_hint_fastest", "ARB_precision_hint_nicest"};
        if (p_.fog != FogOption::kNone) out_ += std::string("OPTION ") + kFog[static_cast<int>(p_.fog)] + ";\n";
        if (p_.precision != PrecisionHint::kNone)
            out_ += std::string("OPTION ") + kHint[static_cast<int>(p_.precision)] + ";\n";
        if (p_.shadow_option) out_ += "OPTION ARB_fragment_program_shadow;\n";
        if (p_.nv_option == NvOption::kFragmentProgram) out_ += "OPTION NV_fragment_program;\n";
        if (p_.nv_option == NvOption::kFragmentProgram2) out_ += "OPTION NV_fragment_program2;\n";
    }

    // One TEMP statement, or one per temporary when the NV options' SHORT/LONG sizes vary.
    void PrintTemporaries() {
        if (p_.temporaries.empty()) return;
        const auto& sizes = p_.temporary_sizes;
        const bool sized = std::any_of(sizes.begin(), sizes.end(),
                                       [](StorageSize s) { return s != StorageSize::kDefault; });
        if (!sized) {
            out_ += "TEMP ";
            for (std::size_t i = 0; i < p_.temporaries.size(); ++i)
                out_ += (i ? ", " : "") + p_.temporaries[i];
            out_ += ";\n";
            return;
        }
        static constexpr const char* kSizes[] = {"", "SHORT ", "LONG "};
        for (std::size_t i = 0; i < p_.temporaries.size(); ++i)
            out_ += std::string(i < sizes.size() ? kSizes[static_cast<int>(sizes[i])] : "") + "TEMP " +
                    p_.temporaries[i] + ";\n";
    }

    void PrintLabels(std::size_t instruction) {
        for (const Program::Label& label : p_.labels)
            if (label.instruction == instruction) out_ += label.name + ":\n";
    }

    // <ccTest>: the rule and its swizzle (omitted when it is .xyzw, one letter when all four
    // are the same).
    static std::string CcTestText(const CcTest& test) {
        std::string text = CcRuleName(test.rule);
        bool identity = true;
        for (int i = 0; i < 4; ++i) identity = identity && static_cast<int>(test.swizzle[i]) == i;
        if (identity) return text;
        const auto& w = test.swizzle;
        text += ".";
        if (w[0] == w[1] && w[1] == w[2] && w[2] == w[3]) return text + kLetters[static_cast<int>(w[0])];
        for (Component c : w) text += kLetters[static_cast<int>(c)];
        return text;
    }

    // The opcode with its suffixes: precision, C, _SAT.
    static std::string OpcodeText(const Instruction& inst) {
        static constexpr const char* kPrecision[] = {"", "R", "H", "X"};
        return std::string(OpcodeName(inst.opcode)) + kPrecision[static_cast<int>(inst.precision)] +
               (inst.update_cc ? "C" : "") + (inst.saturate ? "_SAT" : "");
    }

    // The operands of the instructions that write no destination (KIL and flow control).
    std::string NoDestinationOperands(const Instruction& inst) const {
        const std::string condition = inst.condition ? CcTestText(*inst.condition) : "";
        switch (ClassOf(inst.opcode)) {
            case OpcodeClass::kKill: return inst.source_count ? SourceText(inst.src[0]) : condition;
            case OpcodeClass::kCondition: return condition;
            case OpcodeClass::kCall:
                return (inst.label < p_.labels.size() ? p_.labels[inst.label].name : "") +
                       (inst.condition ? " (" + condition + ")" : "");
            case OpcodeClass::kFlow: return inst.condition ? "(" + condition + ")" : "";
            case OpcodeClass::kLoop: return SourceText(inst.src[0]);
            default: return "";
        }
    }

    void PrintDeclaration(const ParameterDeclaration& d) {
        out_ += "PARAM " + d.name;
        if (!d.is_array) {
            out_ += " = " + PrintParameterBinding(p_.parameters[d.first], true) + ";\n";
            return;
        }
        out_ += d.size_given ? "[" + std::to_string(d.count) + "] = {" : "[] = {";
        for (std::uint32_t i = 0; i < d.count; ++i)
            out_ += (i ? ", " : " ") + PrintParameterBinding(p_.parameters[d.first + i], true);
        out_ += " };\n";
    }

    std::string OutputText(std::uint32_t index) const {
        return p_.outputs[index] == OutputBinding::kColor ? "result.color" : "result.depth";
    }

    std::string RegisterText(RegisterFile file, std::uint32_t index) const {
        switch (file) {
            case RegisterFile::kTemporary: return p_.temporaries[index];
            case RegisterFile::kAttribute:
                for (const auto& a : p_.attribute_names)
                    if (a.index == index) return a.name;
                return PrintAttributeBinding(p_.attributes[index]);
            case RegisterFile::kOutput:
                for (const auto& o : p_.output_names)
                    if (o.index == index) return o.name;
                return OutputText(index);
            case RegisterFile::kParameter:
                for (const ParameterDeclaration& d : p_.parameter_declarations) {
                    if (index < d.first || index >= d.first + d.count) continue;
                    return d.is_array ? d.name + "[" + std::to_string(index - d.first) + "]" : d.name;
                }
                return PrintParameterBinding(p_.parameters[index], false);
        }
        return "";
    }

    std::string SourceText(const SourceOperand& s) const {
        std::string reg = RegisterText(s.file, s.index);
        auto letter = [&](int i) { return kLetters[static_cast<int>(s.swizzle[i])]; };
        bool replicated = s.swizzle[0] == s.swizzle[1] && s.swizzle[1] == s.swizzle[2] &&
                          s.swizzle[2] == s.swizzle[3];
        bool identity = true;
        for (int i = 0; i < 4; ++i) identity = identity && static_cast<int>(s.swizzle[i]) == i;
        std::string suffix;
        if (s.scalar || replicated) suffix = std::string(".") + letter(0);
        else if (!identity) suffix = std::string(".") + letter(0) + letter(1) + letter(2) + letter(3);
        // "1.x" would read as the float "1." and the word "x": a whole-number literal (names
        // never start with a digit) followed by a suffix gets its point ("1.0.x"). Found by
        // fuzzing.
        bool literal = std::isdigit(static_cast<unsigned char>(reg.front()));
        if (literal && !suffix.empty() && reg.find_first_of(".e") == std::string::npos) reg += ".0";
        if (s.absolute) return (s.negate ? "-|" : "|") + reg + suffix + "|";
        return (s.negate ? "-" : "") + reg + suffix;
    }

    void PrintInstruction(const Instruction& inst) {
        out_ += OpcodeText(inst);
        if (HasNoDestination(inst.opcode)) {
            const std::string operands = NoDestinationOperands(inst);
            out_ += (operands.empty() ? "" : " ") + operands + ";\n";
            return;
        }
        out_ += " ";
        out_ += RegisterText(inst.dst.file, inst.dst.index);
        if (inst.dst.write_mask != 0xF) {
            out_ += ".";
            for (int i = 0; i < 4; ++i)
                if (inst.dst.write_mask & (1u << i)) out_ += kLetters[i];
        }
        if (inst.condition) out_ += " (" + CcTestText(*inst.condition) + ")";
        out_ += ", ";
        if (inst.opcode == Opcode::kSWZ) {
            out_ += RegisterText(inst.src[0].file, inst.src[0].index);
            for (const ExtendedSwizzleComponent& c : inst.extended_swizzle) {
                out_ += std::string(", ") + (c.negate ? "-" : "");
                out_ += c.select == Component::kZero ? '0'
                        : c.select == Component::kOne ? '1'
                                                      : kLetters[static_cast<int>(c.select)];
            }
        } else {
            for (int i = 0; i < inst.source_count; ++i)
                out_ += (i ? ", " : "") + SourceText(inst.src[i]);
        }
        if (ClassOf(inst.opcode) == OpcodeClass::kSample ||
            ClassOf(inst.opcode) == OpcodeClass::kDerivativeSample) {
            out_ += ", " + Indexed("texture", inst.texture_unit) + ", " +
                    TextureTargetName(inst.texture_target);
        }
        out_ += ";\n";
    }

    const Program& p_;
    std::string out_;
};

}  // namespace

std::string PrintProgram(const Program& program) { return Printer(program).Run(); }

}  // namespace tessera::lang::arbfp
