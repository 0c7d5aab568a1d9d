// SPDX-License-Identifier: MIT
/* The C API used from C (this file is compiled as C, so tessera.h must be valid C): compile
 * a Cg source, look a variable up by name, and render one pixel. c_api_test.cpp checks
 * the answers. Returns 0 on success, else the number of the step that failed. */
#include <string.h>

#include "tessera/tessera.h"

int tessera_c_round_trip(const char* source, float* red_out) {
    TesseraProgram* program = tessera_create_program(TESSERA_LANGUAGE_CG);
    TesseraVariable variable;
    unsigned char pixel[4];
    int index;
    if (!program) return 1;
    tessera_program_source(program, "from_c.cg", source);
    if (!tessera_program_option(program, "entry", "main")) return 2;
    if (!tessera_compile_program(program)) return 3;
    if (strncmp(tessera_get_program_text(program, TESSERA_TEXT_ARBFP), "!!ARBfp1.0", 10) != 0)
        return 4;
    index = tessera_get_variable_index(program, "main");
    if (index < 0 || !tessera_get_active_variable(program, index, &variable)) return 5;
    if (variable.kind != TESSERA_VARIABLE_OUTPUT || strcmp(variable.binding, "result.color") != 0)
        return 6;
    if (!tessera_render_program(program, 1, 1, pixel)) return 7;
    *red_out = pixel[0] / 255.0f;
    tessera_delete_program(program);
    return 0;
}
