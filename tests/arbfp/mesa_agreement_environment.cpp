// SPDX-License-Identifier: MIT
// Every program the reader's tests read is also loaded into Mesa (llvmpipe), and the two
// must agree on whether it loads. This file is linked only into arbfp_mesa_agreement_tests,
// which is built from the same test sources as arbfp_tests: after all tests ran, the
// environment's TearDown replays what they recorded.
//
// Mesa departs from the spec in known places; a disagreement is accepted only when it
// matches one of the departures listed below, each with its reason.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <set>
#include <string>

#include "mesa_gl.h"
#include "read_helpers.h"

namespace tessera::lang::arbfp::testing {
namespace {

struct Departure {
    const char* needle;  ///< a piece of the program's text that identifies the case
    bool mesa_loads;     ///< what Mesa does
    const char* reason;
};

// Where Mesa departs from the ARB_fragment_program specification or from Tessera's
// documented limits (docs/arbfp.md); the spec wins.
constexpr Departure kDepartures[] = {
    {"program.env[3..2]", true, "Mesa accepts program.env[a..b] with a > b; Table X.2.1 says it must fail"},
    {"#only\rMOV", false, "Mesa ends a comment only at a newline; 3.11.2 also ends it at a carriage return"},
    {"NV_fragment_program", true, "Mesa implements NV_fragment_program_option; Tessera does not"},
    {"MOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;\nMOV result.color, fragment.color;",
     true, "Mesa does not enforce instruction limits; Tessera caps them at 65,536"},
};

const Departure* FindDeparture(const std::string& text, bool mesa_loads) {
    for (const Departure& d : kDepartures)
        if (d.mesa_loads == mesa_loads && text.find(d.needle) != std::string::npos) return &d;
    return nullptr;
}

class MesaAgreement : public ::testing::Environment {
public:
    void TearDown() override {
        if (!tessera::testing::MesaAvailable()) {
            const char* ci = std::getenv("CI");
            if (ci && std::string(ci) == "true")
                ADD_FAILURE() << "Mesa is required in CI: " << tessera::testing::MesaUnavailableReason();
            else
                std::cout << "arbfp Mesa agreement: skipped, " << tessera::testing::MesaUnavailableReason() << "\n";
            return;
        }
        std::set<std::string> seen;
        int agree = 0, departures = 0;
        for (const RecordedProgram& p : RecordedPrograms()) {
            if (!seen.insert(p.text).second) continue;
            bool mesa_loads = tessera::testing::LoadArbFragmentProgram(p.text).ok;
            if (mesa_loads == p.loaded) {
                ++agree;
            } else if (const Departure* d = FindDeparture(p.text, mesa_loads)) {
                ++departures;
                std::cout << "known departure: " << d->reason << "\n";
            } else {
                ADD_FAILURE() << "Tessera " << (p.loaded ? "loads" : "rejects") << " but Mesa "
                              << (mesa_loads ? "loads" : "rejects") << ":\n" << p.text;
            }
        }
        std::cout << "arbfp Mesa agreement: " << agree << " agree, " << departures
                  << " known departures, " << seen.size() << " distinct programs\n";
        EXPECT_GT(seen.size(), 0u);
    }
};

const auto* const kRegistered = ::testing::AddGlobalTestEnvironment(new MesaAgreement);

}  // namespace
}  // namespace tessera::lang::arbfp::testing
