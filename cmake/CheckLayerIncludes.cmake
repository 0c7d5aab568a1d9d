# SPDX-License-Identifier: MIT
#
# cmake -DLAYERS=<build>/tessera_layers.txt -DROOT=<source>/src/tessera -P CheckLayerIncludes.cmake
#
# The include half of the layer rule (cmake/TesseraLayers.cmake checks the links): a file in
# one library's folder includes only headers of its own folder or of a library it may link,
# that is of a lower layer and not across the compiler/runtime divide. A folder with source
# files but no library fails too, so a new folder cannot slip past the rule. Headers are
# checked as well as sources, so a header-only dependency (an inline function, a struct)
# that the link check cannot see is held to the same rule, and no two folders include each
# other.

cmake_minimum_required(VERSION 3.25)  # the policies of the project (IN_LIST)

if(NOT LAYERS OR NOT ROOT)
    message(FATAL_ERROR "usage: cmake -DLAYERS=<tessera_layers.txt> -DROOT=<src/tessera> -P ${CMAKE_SCRIPT_MODE_FILE}")
endif()

file(STRINGS ${LAYERS} rows REGEX "^[^#]")
set(folders)
foreach(row ${rows})
    if(NOT row MATCHES "^([^ ]+) ([0-9]+) ([a-z]+) ([^ ]+)$")
        message(FATAL_ERROR "${LAYERS}: cannot read the line '${row}'")
    endif()
    set(folder ${CMAKE_MATCH_1})
    set(layer_${folder} ${CMAKE_MATCH_2})
    set(side_${folder} ${CMAKE_MATCH_3})
    list(APPEND folders ${folder})
endforeach()

set(problems 0)
cmake_path(ABSOLUTE_PATH ROOT NORMALIZE)
file(GLOB_RECURSE files RELATIVE ${ROOT} ${ROOT}/*.h ${ROOT}/*.cpp)
foreach(file ${files})
    cmake_path(GET file PARENT_PATH folder)
    if(NOT folder IN_LIST folders)
        message(SEND_ERROR "${file}: its folder ${folder} belongs to no library (tessera_layer)")
        math(EXPR problems "${problems} + 1")
        continue()
    endif()
    file(STRINGS ${ROOT}/${file} includes REGEX "^#include \"[^\"]+\"")
    foreach(line ${includes})
        string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" header "${line}")
        cmake_path(GET header PARENT_PATH header_folder)
        if(header_folder STREQUAL "" OR header_folder STREQUAL folder)
            continue()
        endif()
        if(NOT header_folder IN_LIST folders)
            continue()  # not one of ours (a generated header, a system one in quotes)
        endif()
        set(layer ${layer_${folder}})
        set(side ${side_${folder}})
        set(header_layer ${layer_${header_folder}})
        set(header_side ${side_${header_folder}})
        if(NOT header_layer LESS layer)
            message(SEND_ERROR "${file} (${folder}, layer ${layer}) includes ${header} "
                               "(layer ${header_layer}): only lower layers may be included")
            math(EXPR problems "${problems} + 1")
        elseif((side STREQUAL "compiler" AND header_side STREQUAL "runtime")
               OR (side STREQUAL "runtime" AND header_side STREQUAL "compiler"))
            message(SEND_ERROR "${file} (${side}) includes ${header} (${header_side}): the compilers and "
                               "the runtime meet only in shared folders")
            math(EXPR problems "${problems} + 1")
        endif()
    endforeach()
endforeach()

list(LENGTH files count)
if(problems GREATER 0)
    message(FATAL_ERROR "${problems} include(s) against the layers (docs/ARCHITECTURE.md, \"Layers\")")
endif()
message(STATUS "${count} files: every include points down a layer")
