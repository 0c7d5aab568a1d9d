// SPDX-License-Identifier: MIT
// The corpus' `--stats` table: for every shader, the counts of the program the compiler
// wrote, as our reader counts them (3.11.3.6; what `tessera compile --stats` prints):
// instructions (ALU + texture), texture instructions, temporaries, parameters, and
// attributes. The test prints the table in Markdown so it can be pasted into
// examples/cg/README.md; it also checks each program stays within arbfp1's limits, the
// way a GL would refuse one that did not.
#include <gtest/gtest.h>

#include <iomanip>
#include <iostream>
#include <sstream>

#include "tests/cg_examples/harness.h"

namespace tessera::cg_examples {
namespace {

TEST(CgExamplesStats, PrintTheTable) {
    std::ostringstream table;
    table << "| shader | instructions | ALU | TEX | temporaries | parameters | attributes |\n"
          << "| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n";
    int compiled = 0;
    for (const Shader& shader : Corpus()) {
        lang::cg::CompileResult r = Compile(shader);
        if (!r.ok) {
            table << "| " << shader.name << " | (does not compile) | | | | | |\n";
            continue;
        }
        ++compiled;
        const lang::arbasm::fragment::ResourceCounts& c = r.arbfp.counts;
        table << "| " << shader.name << " | " << c.instructions << " | " << c.alu_instructions
              << " | " << c.tex_instructions << " | " << c.temporaries << " | " << c.parameters
              << " | " << c.attributes << " |\n";
        const lang::arbasm::fragment::Limits limits = lang::arbfp::Arbfp1Limits();
        EXPECT_LE(c.temporaries, limits.max_temporaries) << shader.name;
    }
    std::cout << "\n" << table.str() << "\n" << compiled << " of " << Corpus().size()
              << " shaders compile\n";
}

}  // namespace
}  // namespace tessera::cg_examples
