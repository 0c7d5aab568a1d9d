// SPDX-License-Identifier: MIT
// GenerateNvProgram (nv_program_generator.h). Operand shapes come from the program model's
// ClassOf, so every ALU instruction of both options is generated in its own shape; the
// suffixes each takes are the option tables' (NV_fragment_program_option's and
// NV_fragment_program2's instruction tables: R/H everywhere a precision is allowed, X
// where fixed point is, C and _SAT).
#include "nv_program_generator.h"

#include <random>
#include <string_view>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"

namespace tessera::testing::fast_exec {
namespace {

using lang::arbasm::fragment::Opcode;
using lang::arbasm::fragment::OpcodeClass;

constexpr int kTemporaries = 6;  // R0..R5; R6 holds loop counts
constexpr int kMaxLoopNesting = 3;
constexpr int kMaxIfNesting = 3;
constexpr const char* kTargets[] = {"1D", "2D", "3D", "CUBE", "RECT"};  // by unit
constexpr const char* kRules[] = {"EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL"};

enum Suffixes : unsigned { kPrecision = 1, kFixed = 2, kCc = 4, kSat = 8 };

// The suffixes of an opcode's row in the option tables.
unsigned SuffixesOf(std::string_view name) {
    for (std::string_view bare : {"PK2H", "PK2US", "PK4B", "PK4UB"})
        if (name == bare) return 0;
    for (std::string_view sat : {"CMP", "SCS", "SWZ", "XPD"})
        if (name == sat) return kSat;
    for (std::string_view texture : {"TEX", "TXB", "TXP", "TXD", "TXL", "UP2H", "UP2US", "UP4B", "UP4UB"})
        if (name == texture) return kCc | kSat;
    for (std::string_view floating : {"COS", "DST", "EX2", "LG2", "LIT", "POW", "RCP", "RSQ", "SIN",
                                      "DDX", "DDY", "RFL", "X2D", "NRM"})
        if (name == floating) return kPrecision | kCc | kSat;
    return kPrecision | kFixed | kCc | kSat;
}

class Generator {
  public:
    explicit Generator(std::uint32_t seed) : random_(seed) {
        for (int op = 0; op < lang::arbasm::fragment::kOpcodeCountWithOptions; ++op) {
            const auto opcode = static_cast<Opcode>(op);
            switch (lang::arbasm::fragment::ClassOf(opcode)) {
                case OpcodeClass::kKill: case OpcodeClass::kCondition: case OpcodeClass::kCall:
                case OpcodeClass::kFlow: case OpcodeClass::kBlockEnd: case OpcodeClass::kLoop:
                    break;
                default:
                    operations_.push_back(opcode);
            }
        }
    }

    std::string Program() {
        std::string text = "!!ARBfp1.0\nOPTION NV_fragment_program2;\n";
        text += "TEMP R0, R1, R2, R3, R4, R5, R6;\n";
        text += "PARAM c[2] = { {0.5, -1.5, 2, 0.25}, {3, 0.125, -0.75, 1} };\n";
        const int subroutines = static_cast<int>(random_() % 3);
        subroutines_ = subroutines;
        for (int s = 0; s < subroutines; ++s) {
            body_ = "sub" + std::to_string(s) + ":\n";
            Block(0, 0, 3 + static_cast<int>(random_() % 6));
            text += body_ + "RET;\n";
        }
        body_ = "main:\n";
        Block(0, 0, 8 + static_cast<int>(random_() % 24));
        text += body_;
        text += "ADD" + std::string(Chance(3) ? "R" : "H") + " result.color" + Mask() + ", " +
                Vector() + ", " + Vector() + ";\nEND\n";
        return text;
    }

  private:
    bool Chance(unsigned one_in) { return random_() % one_in == 0; }
    template <typename T, std::size_t N>
    const T& Pick(const T (&items)[N]) {
        return items[random_() % N];
    }

    std::string Register() {
        switch (random_() % 10) {
            case 0: return "fragment.color";
            case 1: return "fragment.texcoord[" + std::to_string(random_() % 2) + "]";
            case 2: return "fragment.position";
            case 3: return "fragment.facing";
            case 4: return "program.local[" + std::to_string(random_() % 4) + "]";
            case 5: return "c[" + std::to_string(random_() % 2) + "]";
            default: return "R" + std::to_string(random_() % kTemporaries);
        }
    }
    std::string Swizzle() {
        static constexpr char kXyzw[] = "xyzw";
        if (Chance(2)) return "";
        if (Chance(3)) return std::string(".") + kXyzw[random_() % 4];
        std::string s = ".";
        for (int i = 0; i < 4; ++i) s += kXyzw[random_() % 4];
        return s;
    }
    std::string Sign() { return Chance(4) ? "-" : ""; }
    std::string Vector() {
        const std::string reg = Register();
        if (Chance(5)) return Sign() + "|" + reg + Swizzle() + "|";
        return Sign() + reg + Swizzle();
    }
    std::string Scalar() {
        static constexpr const char* kComponents[] = {".x", ".y", ".z", ".w"};
        const std::string reg = Register() + Pick(kComponents);
        return Sign() + (Chance(5) ? "|" + reg + "|" : reg);
    }
    std::string Mask() {
        static constexpr const char* kMasks[] = {".x", ".y", ".xy", ".xyz", ".xw", ".yzw", ".z", ".w"};
        return Chance(2) ? "" : Pick(kMasks);
    }
    std::string Condition() {
        static constexpr const char* kSwizzles[] = {"", ".x", ".y", ".z", ".w", ".xxyy", ".wzyx"};
        return std::string(Pick(kRules)) + Pick(kSwizzles);
    }
    std::string Destination() {
        std::string dst = Chance(6) ? "result.color" : "R" + std::to_string(random_() % kTemporaries);
        dst += Mask();
        if (Chance(4)) dst += " (" + Condition() + ")";
        return dst;
    }
    std::string Suffixed(Opcode opcode) {
        const std::string name = lang::arbasm::fragment::OpcodeName(opcode);
        const unsigned allowed = SuffixesOf(name);
        std::string text = name;
        if (allowed & kPrecision) {
            const unsigned pick = random_() % ((allowed & kFixed) ? 4 : 3);
            text += pick == 0 ? "" : pick == 1 ? "R" : pick == 2 ? "H" : "X";
        }
        if ((allowed & kCc) && Chance(3)) text += "C";
        if ((allowed & kSat) && Chance(6)) text += "_SAT";
        return text;
    }
    std::string Texture() {
        const int unit = static_cast<int>(random_() % 5);
        return "texture[" + std::to_string(unit) + "], " + kTargets[unit];
    }

    std::string AluInstruction() {
        const Opcode opcode = operations_[random_() % operations_.size()];
        std::string text = Suffixed(opcode) + " " + Destination();
        switch (lang::arbasm::fragment::ClassOf(opcode)) {
            case OpcodeClass::kVector: return text + ", " + Vector();
            case OpcodeClass::kScalar: return text + ", " + Scalar();
            case OpcodeClass::kBinScalar: return text + ", " + Scalar() + ", " + Scalar();
            case OpcodeClass::kBinary: return text + ", " + Vector() + ", " + Vector();
            case OpcodeClass::kTernary:
                return text + ", " + Vector() + ", " + Vector() + ", " + Vector();
            case OpcodeClass::kVectorScalar: return text + ", " + Vector() + ", " + Scalar();
            case OpcodeClass::kSwizzle: {
                static constexpr const char* kSelect[] = {"x", "y", "z", "w", "0", "1"};
                text += ", R" + std::to_string(random_() % kTemporaries);
                for (int i = 0; i < 4; ++i) text += std::string(", ") + Sign() + Pick(kSelect);
                return text;
            }
            case OpcodeClass::kSample: return text + ", " + Vector() + ", " + Texture();
            case OpcodeClass::kDerivativeSample:
                return text + ", " + Vector() + ", " + Vector() + ", " + Vector() + ", " + Texture();
            default: return text;  // not in operations_
        }
    }

    // A per-fragment trip count in [0, 4) in R6.x (FRC of anything is in [0, 1) or NaN,
    // which LoopCount makes 0), or a literal.
    // REP and LOOP take a program parameter (NV_fragment_program2 3.11.X.8, 3.11.X.9): the
    // trip counts differ between fragments through the BRKs, not through the operand.
    std::string LoopOperand(bool indexed) {
        const int count = static_cast<int>(random_() % 4);
        return indexed ? "{" + std::to_string(count) + ", 0, 1, 0}" : "{" + std::to_string(count) + ".5, 0, 0, 0}";
    }

    void Block(int if_depth, int loop_depth, int budget) {
        while (budget-- > 0) {
            const unsigned kind = random_() % 20;
            if (kind == 0 && if_depth < kMaxIfNesting) {
                body_ += "IF " + Condition() + ";\n";
                Block(if_depth + 1, loop_depth, 1 + static_cast<int>(random_() % 4));
                if (Chance(2)) {
                    body_ += "ELSE;\n";
                    Block(if_depth + 1, loop_depth, 1 + static_cast<int>(random_() % 4));
                }
                body_ += "ENDIF;\n";
            } else if (kind == 1 && loop_depth < kMaxLoopNesting) {
                const bool indexed = Chance(2);
                body_ += std::string(indexed ? "LOOP " : "REP ") + LoopOperand(indexed) + ";\n";
                Block(if_depth, loop_depth + 1, 1 + static_cast<int>(random_() % 5));
                body_ += indexed ? "ENDLOOP;\n" : "ENDREP;\n";
            } else if (kind == 2 && loop_depth > 0) {
                body_ += Chance(4) ? "BRK;\n" : "BRK (" + Condition() + ");\n";
            } else if (kind == 3 && subroutines_ > 0) {
                body_ += "CAL sub" + std::to_string(random_() % subroutines_);
                body_ += Chance(2) ? ";\n" : " (" + Condition() + ");\n";
            } else if (kind == 4 && Chance(3)) {
                body_ += "RET (" + Condition() + ");\n";
            } else if (kind == 5 && Chance(2)) {
                body_ += Chance(2) ? "KIL " + Condition() + ";\n" : "KIL " + Vector() + ";\n";
            } else {
                body_ += AluInstruction() + ";\n";
            }
        }
    }

    std::mt19937 random_;
    std::vector<Opcode> operations_;
    int subroutines_ = 0;
    std::string body_;
};

}  // namespace

std::string GenerateNvProgram(std::uint32_t seed) { return Generator(seed).Program(); }

}  // namespace tessera::testing::fast_exec
