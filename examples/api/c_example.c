// SPDX-License-Identifier: MIT
/* The same through the C API (build: cc c_example.c $(pkg-config --cflags --libs tessera)). */
#include <stdio.h>
#include <tessera/tessera.h>

int main(int argc, char** argv) {
    TesseraProgram* program;
    TesseraVariable v;
    int i, count;
    if (argc < 2) {
        fputs("usage: c_example SHADER.cg\n", stderr);
        return 2;
    }
    program = tessera_create_program(TESSERA_LANGUAGE_CG);
    tessera_program_source(program, argv[1], NULL); /* NULL text: read the file */
    tessera_program_option(program, "profile", "arbfp1");
    if (!tessera_compile_program(program)) {
        fputs(tessera_get_program_info_log(program), stderr);
        tessera_delete_program(program);
        return 1;
    }
    count = tessera_get_program_iv(program, TESSERA_ACTIVE_VARIABLES);
    for (i = 0; i < count; ++i)
        if (tessera_get_active_variable(program, i, &v))
            printf("%s %s -> %s\n", v.type, v.name, v.binding);
    fputs(tessera_get_program_text(program, TESSERA_TEXT_ARBFP), stdout);
    tessera_delete_program(program);
    return 0;
}
