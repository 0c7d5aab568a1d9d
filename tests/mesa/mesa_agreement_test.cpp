// SPDX-License-Identifier: MIT
// Tessera's ARBfp reader against Mesa: the same programs, the same verdicts.
//
// Mesa (llvmpipe, through mesa_gl.h) is the GL that Tessera's default limits imitate, so on
// any program the two should agree on whether it loads. Where Mesa departs from the spec
// the spec wins, and each such case is written down here, with its reason, in one of two
// lists:
//   kKnownDepartures      small programs that show each departure; the test checks both
//                         sides, so the list stays true (Mesa still does it, we still don't)
//   kPiglitExceptions     piglit files on which Tessera and Mesa may disagree, by name
// The programs compared are piglit's ARBfp1.0 asmparsertest files (LF and CRLF, NV option
// files skipped) and every *.fp file under the repository's examples/ and tests/.
//
// Resource counts are compared too, for the programs that load, allowing for Mesa's known
// counting differences (it counts END as an instruction and never counts indirections).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "lang/common/arbasm/fragment_limits.h"
#include "lang/arbfp/reader/reader.h"
#include "mesa_gl.h"
#include "piglit_corpus.h"

namespace tessera::testing {
namespace {

using lang::arbasm::fragment::Limits;
using lang::arbfp::ReadProgram;
using lang::arbfp::ReadResult;

#define REQUIRE_MESA()                                                             \
    do {                                                                           \
        if (!MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(MesaUnavailableReason()); \
    } while (false)

// A program on which Mesa and the spec (and so Tessera) are known to differ.
struct Departure {
    const char* name;
    std::string program;
    bool mesa_loads;
    bool spec_loads;
    const char* reason;
};

std::string RepeatedInstructions(int count) {
    std::string text = "!!ARBfp1.0\n";
    text.reserve(40 * static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) text += "MOV result.color, fragment.color;\n";
    return text + "END\n";
}

// Not departures, though they look like ones: a repeated identical fog option loads in
// Mesa and in Tessera (piglit's precision_hint-03 and -05 expect a repeated identical hint
// to load, and the reader reads the fog rule the same way); keyword case matters in both.
const std::vector<Departure>& KnownDepartures() {
    static const std::vector<Departure> departures = {
        // The array is declared but never read: Mesa makes it an empty array, and a
        // program that reads an element of it corrupts Mesa's memory (llvmpipe 22.3.6
        // aborts with "bad uniform src register file" in a later load). Never add one.
        {"env range with a > b",
         "!!ARBfp1.0\nPARAM p[] = { program.env[3..1] };\n"
         "MOV result.color, fragment.color;\nEND\n",
         true, false,
         "3.11.2: 'a program will fail to load if <a> is greater than <b>'; Mesa accepts "
         "program.env[a..b] with a > b"},
        {"local range with a > b",
         "!!ARBfp1.0\nPARAM p[] = { program.local[3..1] };\n"
         "MOV result.color, fragment.color;\nEND\n",
         true, false, "the same rule for program.local[a..b]"},
        {"65,537 instructions", RepeatedInstructions(65537), true, false,
         "Mesa does not enforce its instruction limits (it reports 1,048,576); Tessera's "
         "default profile caps instructions at 65,536 (lang/common/arbasm/fragment_limits.cpp) so a hostile "
         "program is refused before it costs memory"},
    };
    return departures;
}

// Piglit files on which Tessera and Mesa may disagree, with the reason. None so far: Mesa
// 22.3.6 meets piglit's expectation on every non-NV file (see mesa_support_tests), and no
// file exercises one of the departures above.
const std::map<std::string, std::string> kPiglitExceptions = {};

bool TesseraLoads(std::string_view text, std::string* first_error = nullptr) {
    ReadResult result = ReadProgram(text);
    if (!result.program && first_error != nullptr) {
        const support::Diagnostic* d = result.diagnostics.FirstError();
        *first_error = d != nullptr ? "at byte " + std::to_string(d->offset) + ": " + d->message
                                    : result.error_string;
    }
    return result.program.has_value();
}

// Both verdicts on one program; returns a description of the disagreement, or "".
std::string CompareVerdicts(std::string_view text) {
    std::string ours_error;
    const bool ours = TesseraLoads(text, &ours_error);
    const ArbLoadResult mesa = LoadArbFragmentProgram(text);
    if (ours == mesa.ok) return "";
    if (ours) return "Tessera loads it, Mesa rejects it: " + mesa.error_string;
    return "Mesa loads it, Tessera rejects it: " + ours_error;
}

TEST(MesaAgreement, DefaultLimitsAreMesas) {
    REQUIRE_MESA();
    const ArbLimits mesa = QueryArbLimits();
    const Limits ours = Limits::Default();
    EXPECT_EQ(ours.max_temporaries, static_cast<std::uint32_t>(mesa.max_temporaries));
    EXPECT_EQ(ours.max_parameters, static_cast<std::uint32_t>(mesa.max_parameters));
    EXPECT_EQ(ours.max_attributes, static_cast<std::uint32_t>(mesa.max_attributes));
    EXPECT_EQ(ours.max_env_parameters, static_cast<std::uint32_t>(mesa.max_env_parameters));
    EXPECT_EQ(ours.max_local_parameters, static_cast<std::uint32_t>(mesa.max_local_parameters));
    EXPECT_EQ(ours.max_texture_image_units,
              static_cast<std::uint32_t>(mesa.max_texture_image_units));
    EXPECT_EQ(ours.max_texture_coords, static_cast<std::uint32_t>(mesa.max_texture_coords));
    EXPECT_EQ(ours.max_texture_units, static_cast<std::uint32_t>(mesa.max_texture_units));
    EXPECT_EQ(ours.max_lights, static_cast<std::uint32_t>(mesa.max_lights));
    EXPECT_EQ(ours.max_program_matrices, static_cast<std::uint32_t>(mesa.max_program_matrices));
    // Instruction limits are capped on purpose (see the departures above): never above Mesa's.
    EXPECT_LE(ours.max_instructions, static_cast<std::uint32_t>(mesa.max_instructions));
    EXPECT_LE(ours.max_alu_instructions, static_cast<std::uint32_t>(mesa.max_alu_instructions));
    EXPECT_LE(ours.max_tex_instructions, static_cast<std::uint32_t>(mesa.max_tex_instructions));
    EXPECT_LE(ours.max_tex_indirections, static_cast<std::uint32_t>(mesa.max_tex_indirections));
}

TEST(MesaAgreement, KnownDeparturesBehaveAsDocumented) {
    REQUIRE_MESA();
    for (const Departure& d : KnownDepartures()) {
        const ArbLoadResult mesa = LoadArbFragmentProgram(d.program);
        EXPECT_EQ(mesa.ok, d.mesa_loads) << d.name << ": Mesa no longer behaves as documented ("
                                         << d.reason << "); Mesa says: " << mesa.error_string;
        std::string ours_error;
        EXPECT_EQ(TesseraLoads(d.program, &ours_error), d.spec_loads)
            << d.name << ": Tessera should follow the spec here (" << d.reason << ")"
            << (ours_error.empty() ? "" : "; we say " + ours_error);
    }
}

TEST(MesaAgreement, PiglitArbFp10FilesLoadAsInMesa) {
    REQUIRE_MESA();
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    int agree = 0, excepted = 0, skipped = 0;
    std::vector<std::string> disagreeing;
    for (const PiglitProgram& p : LoadArbfpAsmParserTests(*root)) {
        if (p.Requires(kNvFragmentProgramOption)) {
            ++skipped;
            continue;
        }
        std::string why;
        for (bool crlf : {false, true}) {
            if (std::string d = CompareVerdicts(crlf ? WithCrlf(p.text) : p.text); !d.empty()) {
                why += std::string(crlf ? " [CRLF] " : " [LF] ") + d;
            }
        }
        auto exception = kPiglitExceptions.find(p.name);
        if (why.empty()) {
            ++agree;
            EXPECT_EQ(exception, kPiglitExceptions.end())
                << p.name << " is listed as an exception but Tessera and Mesa agree on it";
        } else if (exception != kPiglitExceptions.end()) {
            ++excepted;
        } else {
            disagreeing.push_back(p.name);
            ADD_FAILURE() << p.name << ":" << why;
        }
    }
    std::cout << "ARBfp1.0 asmparsertest, Tessera vs Mesa: " << agree << " agree, "
              << disagreeing.size() << " disagree, " << excepted << " known exceptions, " << skipped
              << " skipped\n";
}

// Letter case: keywords, opcodes, binding words and option names are case-sensitive in
// Mesa; these check that Tessera gives the same verdicts, both where a variant is an error
// and where a differently cased word is just a free identifier.
TEST(MesaAgreement, LetterCaseVariantsLoadAsInMesa) {
    REQUIRE_MESA();
    const char* programs[] = {
        "!!ARBfp1.0\nmov result.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nMOV result.color, Fragment.color;\nEND\n",
        "!!ARBfp1.0\nMOV result.color, fragment.COLOR;\nEND\n",
        "!!ARBfp1.0\nMOV RESULT.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nMOV result.color, fragment.color;\nend\n",
        "!!ARBfp1.0\nMOV result.color, fragment.color.XYZW;\nEND\n",
        "!!ARBfp1.0\nOPTION arb_fog_exp;\nMOV result.color, fragment.color;\nEND\n",
        "!!arbfp1.0\nMOV result.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nTEMP mov, Temp, TEXTURE;\nMOV mov, fragment.color;\n"
        "MOV Temp, mov;\nMOV TEXTURE, Temp;\nMOV result.color, TEXTURE;\nEND\n",
        "!!ARBfp1.0\nTEMP t;\nTEX t, fragment.texcoord[0], texture[0], 2d;\n"
        "MOV result.color, t;\nEND\n",
    };
    for (const char* program : programs) {
        EXPECT_EQ(CompareVerdicts(program), "") << program;
    }
}

// Our own programs: every *.fp file in examples/ and tests/. The list is empty until such
// files exist; the test then has nothing to say and passes.
TEST(MesaAgreement, OwnProgramFilesLoadAsInMesa) {
    REQUIRE_MESA();
    namespace fs = std::filesystem;
    int compared = 0;
    for (const char* dir : {"examples", "tests"}) {
        const fs::path base = fs::path(TESSERA_SOURCE_DIR) / dir;
        std::error_code ec;
        if (!fs::is_directory(base, ec)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(base, ec)) {
            if (!entry.is_regular_file() || entry.path().extension() != ".fp") continue;
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            ++compared;
            if (std::string d = CompareVerdicts(text.str()); !d.empty()) {
                ADD_FAILURE() << entry.path().string() << ": " << d;
            }
        }
    }
    std::cout << "own .fp files compared with Mesa: " << compared << "\n";
}

// For each piglit program both sides load: the counts of 3.11.3.6 and Mesa's queries.
// Mesa counts END as an instruction (its count is ours + 1) and reports 0 indirections,
// so indirections are not compared.
TEST(MesaAgreement, ResourceCountsMatchMesa) {
    REQUIRE_MESA();
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    int compared = 0;
    for (const PiglitProgram& p : LoadArbfpAsmParserTests(*root)) {
        if (p.Requires(kNvFragmentProgramOption)) continue;
        ReadResult ours = ReadProgram(p.text);
        if (!ours.program || !LoadArbFragmentProgram(p.text).ok) continue;
        ++compared;
        const auto& c = ours.program->counts;
        const ArbResourceCounts m = QueryArbResourceCounts();
        EXPECT_EQ(c.instructions + 1, static_cast<std::uint32_t>(m.instructions)) << p.name;
        EXPECT_EQ(c.alu_instructions, static_cast<std::uint32_t>(m.alu_instructions)) << p.name;
        EXPECT_EQ(c.tex_instructions, static_cast<std::uint32_t>(m.tex_instructions)) << p.name;
        EXPECT_EQ(c.temporaries, static_cast<std::uint32_t>(m.temporaries)) << p.name;
        EXPECT_EQ(c.parameters, static_cast<std::uint32_t>(m.parameters)) << p.name;
        EXPECT_EQ(c.attributes, static_cast<std::uint32_t>(m.attributes)) << p.name;
    }
    std::cout << "resource counts compared with Mesa: " << compared << " programs\n";
}

}  // namespace
}  // namespace tessera::testing
