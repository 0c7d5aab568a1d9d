// SPDX-License-Identifier: MIT
// Helpers for the ARBfp writer's tests: write a module and check the result everywhere.
//
// Every program a test writes goes through CheckedWrite: it must be re-read by our reader
// (ReadProgram) with the limits it was written for, and, when Mesa is available, loaded by
// glProgramStringARB. Without Mesa the Mesa half is skipped, unless CI=true, where a missing
// Mesa is a failure (the CI image has it).
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "ir/builder.h"
#include "ir/module.h"
#include "lang/arbfp/reader/reader.h"
#include "lang/arbfp/writer/arbfp_writer.h"
#ifdef TESSERA_HAVE_MESA
#include "mesa_gl.h"
#endif

namespace tessera::lang::arbfp::writer_test {

inline bool InCi() {
    const char* ci = std::getenv("CI");
    return ci != nullptr && std::string(ci) == "true";
}

/// Loads `text` into Mesa when it can; a failure to load is a test failure.
inline void ExpectMesaLoads(const std::string& text) {
#ifdef TESSERA_HAVE_MESA
    if (!tessera::testing::MesaAvailable()) {
        if (InCi()) ADD_FAILURE() << "Mesa is unavailable in CI: " << tessera::testing::MesaUnavailableReason();
        return;
    }
    if (text.find("ARB_fragment_program_shadow") != std::string::npos &&
        !tessera::testing::MesaHasExtension("GL_ARB_fragment_program_shadow"))
        return;
    tessera::testing::ArbLoadResult load = tessera::testing::LoadArbFragmentProgram(text);
    EXPECT_TRUE(load.ok) << "Mesa rejects the written program: " << load.error_string << "\n" << text;
#else
    if (InCi()) ADD_FAILURE() << "the Mesa harness was not built in CI";
    (void)text;
#endif
}

inline std::string Messages(const WriteResult& r) {
    std::string s;
    for (const WriterDiagnostic& d : r.diagnostics) s += d.message + "\n";
    return s;
}

/// Writes `module`; when the writer succeeds, the text must load in our reader and Mesa.
inline WriteResult CheckedWrite(const ir::Module& module, WriterOptions options = {}) {
    WriteResult r = WriteArbfp(module, options);
    if (r.ok()) {
        ReadResult read = ReadProgram(r.text, options.limits);
        EXPECT_TRUE(read.program.has_value()) << read.error_string << "\n" << r.text;
        ExpectMesaLoads(r.text);
    }
    return r;
}

/// A module with one entry function `main`, built with the Builder.
struct Shader {
    ir::Module module;
    std::unique_ptr<ir::Builder> b;

    explicit Shader(bool returns_color = true) {
        ir::Function f;
        f.name = "main";
        f.return_type = returns_color ? module.types.Vector(ir::ScalarKind::kFloat, 4) : module.types.Void();
        f.return_semantic = returns_color ? "COLOR" : "";
        module.functions.push_back(std::move(f));
        module.entry = 0;
        b = std::make_unique<ir::Builder>(module, module.functions[0]);
    }
    ir::TypeId Float(int n = 1) {
        return n == 1 ? module.types.Float() : module.types.Vector(ir::ScalarKind::kFloat, n);
    }
    ir::VarRef Global(ir::Global::Kind kind, const std::string& name, ir::TypeId type,
                      const std::string& semantic = "", int binding = -1) {
        ir::Global g;
        g.kind = kind;
        g.name = name;
        g.type = type;
        g.semantic = semantic;
        g.binding = binding;
        module.globals.push_back(g);
        return ir::VarRef{ir::VarRef::Scope::kGlobal, static_cast<std::uint32_t>(module.globals.size() - 1)};
    }
    ir::InstId Input(const std::string& name, int width, const std::string& semantic) {
        return b->Load(Global(ir::Global::Kind::kInput, name, Float(width), semantic));
    }
    ir::InstId Uniform(const std::string& name, ir::TypeId type, int binding = -1) {
        return b->Load(Global(ir::Global::Kind::kUniform, name, type, "", binding));
    }
    ir::InstId Vec(std::vector<double> v) { return b->Constant(Float(static_cast<int>(v.size())), v); }
};

}  // namespace tessera::lang::arbfp::writer_test
