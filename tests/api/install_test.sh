#!/bin/sh
# SPDX-License-Identifier: MIT
# install_test.sh BUILD_DIR EXTERNAL_DIR CMAKE [FLAGS]: installs the build into a temporary prefix,
# then uses it the ways a user would:
#   - find_package(Tessera) from a separate CMake project (external/), which compiles a Cg
#     shader, renders it to a PNG and prints a pixel;
#   - pkg-config from a C program (external/from_c.c) over the C API;
#   - the installed cgc link, man page and bash completion.
# Expected pixels, by hand: external/shader.cg returns (u, v, 0.25, 1) * (1, 0.5, 1, 1). In a
# 64x64 image pixel (16, 48) (y from the top) has u = 16.5/64 and v = (64 - 48 - 0.5)/64, so
# (255u, 0.5 * 255v, 0.25 * 255, 255) = (65.7, 30.9, 63.75, 255), rounded (65..66, 30..31, 64,
# 255). from_c.c's constant (0.2, 0.4, 0.6, 0.8) is (51, 102, 153, 204).
set -eu
build=$1 external=$2 cmake=$3 flags=${4:-}  # FLAGS: e.g. a sanitizer build's -fsanitize=...
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

"$cmake" --install "$build" --prefix "$prefix" >/dev/null
for f in bin/tessera bin/cgc include/tessera/tessera.hpp include/tessera/tessera.h \
         lib/cmake/Tessera/TesseraConfig.cmake lib/pkgconfig/tessera.pc share/man/man1/tessera.1 \
         share/bash-completion/completions/tessera share/bash-completion/completions/cgc; do
    [ -e "$prefix/$f" ] || { echo "not installed: $f"; exit 1; }
done
[ "$(readlink "$prefix/bin/cgc")" = tessera ] || { echo "bin/cgc is not a link to tessera"; exit 1; }
"$prefix/bin/cgc" -profile arbfp1 -o "$tmp/out.fp" "$external/shader.cg"
head -1 "$tmp/out.fp" | grep -qx '!!ARBfp1.0' || { echo "installed cgc wrote no program"; exit 1; }

"$cmake" -S "$external" -B "$tmp/build" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" >/dev/null
"$cmake" --build "$tmp/build" -j2 >/dev/null
pixel=$("$tmp/build/render_cg" "$external/shader.cg" "$tmp/out.png" 16 48)
[ -s "$tmp/out.png" ] || { echo "no PNG written"; exit 1; }
set -- $pixel
[ "$1" -ge 65 ] && [ "$1" -le 66 ] && [ "$2" -ge 30 ] && [ "$2" -le 31 ] && [ "$3" = 64 ] && [ "$4" = 255 ] ||
    { echo "find_package program: pixel (16, 48) is '$pixel', expected about 65 31 64 255"; exit 1; }

export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
cc $flags -o "$tmp/from_c" "$external/from_c.c" $(pkg-config --cflags --libs tessera)
pixel=$("$tmp/from_c")
[ "$pixel" = "51 102 153 204" ] || { echo "pkg-config C program: pixel is '$pixel', expected 51 102 153 204"; exit 1; }
echo "installed package works: find_package, pkg-config, cgc link"
