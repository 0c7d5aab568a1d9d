// SPDX-License-Identifier: MIT
// Compiles one Cg file and prints the diagnostics, the IR (with a second argument) and the ARBfp.
#include <iostream>
#include <fstream>
#include <sstream>
#include "lang/cg/reader/compile.h"
#include "ir/printer.h"
int main(int argc, char** argv) {
    tessera::lang::cg::CompileOptions o;
    o.source_name = argv[1];
    o.keep_front_ir = true;
    auto r = tessera::lang::cg::CompileCg(o);
    std::cerr << r.diagnostics;
    if (r.ir && argc > 2) std::cout << tessera::ir::Print(*r.ir);
    std::cout << r.arbfp.text;
    return r.ok ? 0 : 1;
}
