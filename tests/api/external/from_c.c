// SPDX-License-Identifier: MIT
/* The C API through pkg-config: compile a constant color and print the rendered pixel. */
#include <stdio.h>
#include <tessera/tessera.h>

int main(void) {
    unsigned char pixel[4];
    TesseraProgram* program = tessera_create_program(TESSERA_LANGUAGE_CG);
    tessera_program_source(program, "c.cg",
                           "float4 main() : COLOR { return float4(0.2, 0.4, 0.6, 0.8); }\n");
    if (!tessera_compile_program(program) || !tessera_render_program(program, 1, 1, pixel)) {
        fputs(tessera_get_program_info_log(program), stderr);
        return 1;
    }
    printf("%d %d %d %d\n", pixel[0], pixel[1], pixel[2], pixel[3]);
    tessera_delete_program(program);
    return 0;
}
