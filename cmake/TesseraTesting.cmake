# SPDX-License-Identifier: MIT
#
# tessera_add_gtest(TARGET [MESA] [OPTIMIZED] [SHARDS n] [TIMEOUT seconds])
#
# Registers a GoogleTest executable with CTest as SHARDS processes (default 1), each running
# its share of the executable's tests through GoogleTest's own sharding (GTEST_TOTAL_SHARDS,
# GTEST_SHARD_INDEX). One process per test (gtest_discover_tests) started ~2,000 processes,
# many of which brought up Mesa; that was a third of the test run and more under the
# sanitizers (docs/ci.md has the figures). Shards keep the two cores busy where one
# executable takes long; give a long executable more of them.
#
# MESA: the executable loads Mesa's driver, which keeps memory until exit: LeakSanitizer
# reads tests/mesa/lsan.supp for it (docs/robustness.md, "The sanitizer stage of CI").
#
# The tests are named TARGET (one shard) or TARGET/i-of-n. `scripts/test` sums GoogleTest's
# own counts from the log, so the number of tests is still reported test by test.

# The target that holds the precompiled <gtest/gtest.h>, made on first use. It has only the
# build's global flags and GoogleTest's definitions, a subset of every test target's: GCC
# and clang accept a precompiled header when the including compile defines more macros than
# the header's, as long as none that it saw differs (clang's PCH validation is the stricter).
function(tessera_gtest_pch_target)
    if(TARGET tessera_gtest_pch)
        return()
    endif()
    set(source ${CMAKE_BINARY_DIR}/tessera_gtest_pch.cpp)
    file(WRITE ${source} "// Generated: the translation unit that builds the shared gtest.h PCH.\n")
    add_library(tessera_gtest_pch OBJECT ${source})
    target_link_libraries(tessera_gtest_pch PRIVATE GTest::gtest)
    target_precompile_headers(tessera_gtest_pch PRIVATE "$<$<COMPILE_LANGUAGE:CXX>:<gtest/gtest.h$<ANGLE-R>>")
    tessera_test_code_options(tessera_gtest_pch)
endfunction()

# The tests' own code is compiled at -O0, whatever the libraries they test are built with
# (-O2/-O3, or -O1 in the sanitizer build): the tests' run time is in the libraries. In the
# sanitizer build instrumented GoogleTest code at -O1 was 60% of the compile time and -O0
# halves it; in the optimised build, measured side by side on a cold cache (2026-12-05,
# docs/ci.md), building the tests, benchmarks and tools took 845 CPU seconds with the test
# code at -O1 and 665 at -O0, while the whole CTest run went from 107 to 111 s. The shared
# PCH gets the same option, as a precompiled header must match the optimisation level.
function(tessera_test_code_options target)
    target_compile_options(${target} PRIVATE -O0)
endfunction()

function(tessera_add_gtest target)
    cmake_parse_arguments(arg "MESA;OPTIMIZED" "SHARDS;TIMEOUT" "" ${ARGN})
    # gtest.h is about 2 s of parsing in every test source on this machine kind: it is
    # precompiled once for the whole build and every test executable reuses it (docs/ci.md).
    # An OPTIMIZED executable, whose own code does the heavy work (the fast executor's
    # generated programs, 2x slower at -O0 under the sanitizers), keeps the build's
    # optimisation and so needs a PCH of its own.
    if(arg_OPTIMIZED)
        target_precompile_headers(${target} PRIVATE "$<$<COMPILE_LANGUAGE:CXX>:<gtest/gtest.h$<ANGLE-R>>")
    else()
        tessera_gtest_pch_target()
        target_precompile_headers(${target} REUSE_FROM tessera_gtest_pch)
        tessera_test_code_options(${target})
    endif()
    # A unity build: the executable's sources compile as one translation unit per batch of
    # eight. Each test source included the 86 MB gtest.h PCH and the project headers it
    # tests again; parasol_tests' 11 sources took 35.7 CPU-seconds one by one and 14.8 as a
    # unity build (docs/ci.md). Names in anonymous namespaces must differ between the
    # sources of one executable.
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
    if(NOT arg_SHARDS)
        set(arg_SHARDS 1)
    endif()
    if(NOT arg_TIMEOUT)
        set(arg_TIMEOUT 900)
    endif()
    set(environment "")
    if(arg_MESA)
        list(APPEND environment "LSAN_OPTIONS=suppressions=${PROJECT_SOURCE_DIR}/tests/mesa/lsan.supp")
    endif()
    math(EXPR last "${arg_SHARDS} - 1")
    foreach(index RANGE ${last})
        if(arg_SHARDS EQUAL 1)
            set(name ${target})
        else()
            math(EXPR number "${index} + 1")
            set(name "${target}/${number}-of-${arg_SHARDS}")
        endif()
        set(shard_environment ${environment}
            GTEST_TOTAL_SHARDS=${arg_SHARDS} GTEST_SHARD_INDEX=${index})
        add_test(NAME ${name} COMMAND ${target} --gtest_color=no)
        # COST: CTest starts the costly tests first when it has no timings of its own yet (a
        # fresh clone), so a long executable does not start last; the shard count says which.
        set_tests_properties(${name} PROPERTIES
            TIMEOUT ${arg_TIMEOUT} COST ${arg_SHARDS} ENVIRONMENT "${shard_environment}")
    endforeach()
endfunction()
