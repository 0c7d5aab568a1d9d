// SPDX-License-Identifier: MIT
//
// `mesa_load FILE...`: loads each ARB program into Mesa's llvmpipe (EGL surfaceless, through
// the harness's context, mesa_gl.h) as glProgramStringARB would for the target its header
// names (!!ARBfp1.0 or !!ARBvp1.0), and prints one line per file:
//
//   FILE<TAB>ok
//   FILE<TAB>error<TAB>line 3, char 7: error: ...
//
// It is the Mesa half of scripts/cg-corpus, which compiles hundreds of programs and would
// pay for a GL context per program if it started one process each. Exits 0 when every
// file loads, 1 when one does not, 2 when Mesa is unavailable or a file cannot be read.
#include <GL/gl.h>
#include <GL/glext.h>

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "mesa_gl.h"

namespace {

// The program target a header names, or 0 for a file that is not an ARB program.
GLenum TargetOf(const std::string& text) {
    if (text.rfind("!!ARBfp1.0", 0) == 0) return GL_FRAGMENT_PROGRAM_ARB;
    if (text.rfind("!!ARBvp1.0", 0) == 0) return GL_VERTEX_PROGRAM_ARB;
    return 0;
}

// Empty when `text` loads, else Mesa's error string with its position.
std::string Load(GLenum target, const std::string& text) {
    GLuint name = 0;
    glGenProgramsARB(1, &name);
    glBindProgramARB(target, name);
    while (glGetError() != GL_NO_ERROR) {
    }
    glProgramStringARB(target, GL_PROGRAM_FORMAT_ASCII_ARB, static_cast<GLsizei>(text.size()),
                       text.data());
    std::string error;
    if (glGetError() != GL_NO_ERROR) {
        const char* message = reinterpret_cast<const char*>(glGetString(GL_PROGRAM_ERROR_STRING_ARB));
        error = message != nullptr && *message != '\0' ? message : "rejected without a message";
    }
    glBindProgramARB(target, 0);
    glDeleteProgramsARB(1, &name);
    return error;
}

}  // namespace

int main(int argc, char** argv) {
    if (!tessera::testing::MesaAvailable()) {
        std::cerr << "mesa_load: " << tessera::testing::MesaUnavailableReason() << "\n";
        return 2;
    }
    int status = 0;
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        if (!in) {
            std::cout << argv[i] << "\terror\tcannot read file\n";
            status = 2;
            continue;
        }
        const GLenum target = TargetOf(text.str());
        std::string error = target == 0 ? "not an ARB program" : Load(target, text.str());
        for (char& c : error) {
            if (c == '\n' || c == '\t') c = ' ';
        }
        std::cout << argv[i] << (error.empty() ? "\tok" : "\terror\t" + error) << "\n";
        if (!error.empty() && status == 0) status = 1;
    }
    return status;
}
