// SPDX-License-Identifier: MIT
// The kept loops of a vertex program printed as labels and branches.
//
// NV_vertex_program2_option and NV_vertex_program3 have no REP, BRK or IF: their one
// instruction of control flow inside a subroutine is BRA, which jumps to a label when its
// condition code test passes ("BRA label (NE.x);", no test: always; vp2 2.14.5.x). Selection
// writes a kept loop as NV_fragment_program2's structured blocks (isel_flow.cpp: one REP
// with no count per loop in a vertex program), which register allocation reads as they
// are; here each becomes branches:
//
//     REP;              ->  L0:
//     BRK (NE.x);       ->  BRA   L1 (NE.x);     (the innermost open loop's end)
//     ENDREP;           ->  BRA   L0;
//                           L1:
//     IF NE.x;          ->  BRA   L2 (EQ.x);     (the complement: past the taken side)
//     ELSE;             ->  BRA   L3;
//                           L2:
//     ENDIF;            ->  L3:                  (L2: when there is no ELSE)
//
// Labels are not instructions (the count line counts the BRAs); "main" is never one (the
// reader starts a program after a label `main`).
#include <string>
#include <vector>

#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

std::string Label(int n) { return "L" + std::to_string(n); }

std::string Branch(int label, const char* test) {
    std::string text = "BRA   " + Label(label);
    if (test != nullptr) text += std::string(" (") + test + ".x)";
    return text + ";\n";
}

/// The test that holds exactly when `rule` does not: EQ and NE are complements (an unordered
/// code is NE, vp2's condition code tests), TR and FL too. The IF of a kept `if` tests NE or
/// EQ (isel_flow.cpp); GT, GE, LT and LE have no complement among the tests (an unordered
/// code fails both GT and LE), so those return nullptr.
const char* Complement(CcRule rule) {
    switch (rule) {
        case CcRule::kEQ: return "NE";
        case CcRule::kNE: return "EQ";
        case CcRule::kTR: return "FL";
        case CcRule::kFL: return "TR";
        default: return nullptr;
    }
}

}  // namespace

BranchForm BranchesForFlow(const Machine& machine) {
    BranchForm form;
    form.text.resize(machine.code.size());
    struct Open {
        int first = 0;  ///< a loop's top; an IF's "past the taken side"
        int second = -1;  ///< a loop's end; an IF's end after an ELSE
        bool loop = false;
    };
    std::vector<Open> open;
    std::vector<int> loops;  // indices into `open` of the loops open, innermost last
    int next = 0;
    for (std::size_t i = 0; i < machine.code.size(); ++i) {
        const MInst& inst = machine.code[i];
        if (!IsFlowInstruction(inst.op)) continue;
        std::string& text = form.text[i];
        const char* test = inst.has_condition ? CcRuleName(inst.condition) : nullptr;
        switch (inst.op) {
            case Opcode::kREP:
                loops.push_back(static_cast<int>(open.size()));
                open.push_back({next, next + 1, true});
                next += 2;
                text = Label(open.back().first) + ":\n";
                break;
            case Opcode::kBRK:
                if (loops.empty()) break;  // not written by selection
                text = Branch(open[loops.back()].second, test);
                ++form.branches;
                break;
            case Opcode::kENDREP:
                if (loops.empty()) break;
                text = Branch(open.back().first, nullptr) + Label(open.back().second) + ":\n";
                ++form.branches;
                open.pop_back();
                loops.pop_back();
                break;
            case Opcode::kIF: {
                const int past = next++;
                open.push_back({past, -1, false});
                if (const char* skip = inst.has_condition ? Complement(inst.condition) : "FL") {
                    text = Branch(past, skip);
                    ++form.branches;
                } else {  // branch over the jump past the taken side when the test holds
                    const int taken = next++;
                    text = Branch(taken, test) + Branch(past, nullptr) + Label(taken) + ":\n";
                    form.branches += 2;
                }
                break;
            }
            case Opcode::kELSE:
                if (open.empty()) break;
                open.back().second = next++;
                text = Branch(open.back().second, nullptr) + Label(open.back().first) + ":\n";
                ++form.branches;
                break;
            case Opcode::kENDIF:
                if (open.empty()) break;
                text = Label(open.back().second >= 0 ? open.back().second : open.back().first) + ":\n";
                open.pop_back();
                break;
            default: break;
        }
    }
    return form;
}

}  // namespace tessera::lang::arbfp::writer_detail
