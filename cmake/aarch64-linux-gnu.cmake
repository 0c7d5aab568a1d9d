# SPDX-License-Identifier: MIT
# Cross-compiling for 64-bit ARM Linux with Debian's g++-aarch64-linux-gnu (scripts/cross-aarch64).
#
# Libraries and headers come from two places: the cross compiler's own sysroot
# (/usr/aarch64-linux-gnu: libc, libstdc++) and Debian's multiarch directories, where
# `apt-get install libpng-dev:arm64` puts arm64 libraries (/usr/lib/aarch64-linux-gnu)
# next to the host's. Programs (the code generators' tools) are the host's; CMake package
# files are looked up on the host too, because the ones the configure step needs without
# building against them are header-only (CLI11, nlohmann_json) and GoogleTest's comes from
# the script's own arm64 build (CMAKE_PREFIX_PATH).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)

set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu /)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

# Test executables run under user-mode emulation (`ctest` would use this; the script runs
# the executables itself), with multiarch's loader and libraries: see the script on why
# not -L /usr/aarch64-linux-gnu.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64)
