# SPDX-License-Identifier: MIT
#
# The layers of docs/ARCHITECTURE.md, checked when CMake configures.
#
# tessera_layer(<target> <layer> <side> <folder>)
#   declares that library <target> is built from src/tessera/<folder> alone and sits on
#   layer <layer> (an integer, 0 at the bottom) of side <side>: `shared` (program models
#   and readers both the compilers and the runtime use), `compiler` (the IR and everything
#   that reads or writes it), `runtime` (the GL-like runtime) or `top` (what joins the two).
#
# tessera_check_layers(<src/tessera>) then fails the configuration when
#   - a library under src/tessera has no layer, or a layered library has a source file
#     outside its folder;
#   - a library links one of the same or a higher layer (so the link graph has no cycle);
#   - a compiler library links a runtime library or the other way round.
# It also writes ${CMAKE_BINARY_DIR}/tessera_layers.txt (one line per folder: folder, layer,
# side and target, separated by spaces) for cmake/CheckLayerIncludes.cmake, the test
# `layer_includes` that holds every #include to the same rule.

function(tessera_layer target layer side folder)
    if(NOT side MATCHES "^(shared|compiler|runtime|top)$")
        message(FATAL_ERROR "tessera_layer(${target}): side '${side}' is not shared, compiler, runtime or top")
    endif()
    set_property(TARGET ${target} PROPERTY TESSERA_LAYER ${layer})
    set_property(TARGET ${target} PROPERTY TESSERA_SIDE ${side})
    set_property(TARGET ${target} PROPERTY TESSERA_FOLDER ${folder})
    set_property(GLOBAL APPEND PROPERTY TESSERA_LAYERED_TARGETS ${target})
endfunction()

# Every library target defined in `dir` and the folders below it.
function(_tessera_libraries_below dir out)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    set(libraries)
    foreach(target ${targets})
        get_target_property(type ${target} TYPE)
        if(type MATCHES "LIBRARY$")
            list(APPEND libraries ${target})
        endif()
    endforeach()
    get_property(subdirectories DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(sub ${subdirectories})
        _tessera_libraries_below(${sub} below)
        list(APPEND libraries ${below})
    endforeach()
    set(${out} ${libraries} PARENT_SCOPE)
endfunction()

# Fails unless every source of `target` lies directly in src/tessera/<its folder>.
function(_tessera_check_sources target root)
    get_target_property(folder ${target} TESSERA_FOLDER)
    get_target_property(sources ${target} SOURCES)
    get_target_property(source_dir ${target} SOURCE_DIR)
    if(NOT sources)
        return()  # header-only (INTERFACE) library
    endif()
    foreach(source ${sources})
        cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY ${source_dir} NORMALIZE)
        cmake_path(GET source PARENT_PATH source_folder)
        if(NOT source_folder STREQUAL "${root}/${folder}")
            message(FATAL_ERROR "${target} is declared in ${folder} (tessera_layer) but builds ${source}")
        endif()
    endforeach()
endfunction()

# Fails when `target` links a library it may not (see the rules above).
function(_tessera_check_links target)
    get_target_property(layer ${target} TESSERA_LAYER)
    get_target_property(side ${target} TESSERA_SIDE)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY")
        get_target_property(links ${target} INTERFACE_LINK_LIBRARIES)
    else()
        get_target_property(links ${target} LINK_LIBRARIES)
    endif()
    foreach(dependency ${links})
        if(NOT TARGET ${dependency})
            continue()  # a system library by name
        endif()
        get_target_property(dependency_layer ${dependency} TESSERA_LAYER)
        if(dependency_layer STREQUAL "dependency_layer-NOTFOUND")
            continue()  # not ours (PNG::PNG, hwy::hwy, Threads::Threads)
        endif()
        get_target_property(dependency_side ${dependency} TESSERA_SIDE)
        if(NOT dependency_layer LESS layer)
            message(FATAL_ERROR "${target} (layer ${layer}) links ${dependency} (layer ${dependency_layer}): "
                                "a library links only libraries of lower layers (docs/ARCHITECTURE.md, \"Layers\")")
        endif()
        if((side STREQUAL "compiler" AND dependency_side STREQUAL "runtime")
           OR (side STREQUAL "runtime" AND dependency_side STREQUAL "compiler"))
            message(FATAL_ERROR "${target} (${side}) links ${dependency} (${dependency_side}): the compilers and "
                                "the runtime meet only in shared libraries (docs/ARCHITECTURE.md, \"Layers\")")
        endif()
    endforeach()
endfunction()

# Call once every library under `root` (src/tessera) is defined.
function(tessera_check_layers root)
    _tessera_libraries_below(${root} libraries)
    get_property(layered GLOBAL PROPERTY TESSERA_LAYERED_TARGETS)
    set(table "# folder layer side target (written by cmake/TesseraLayers.cmake)\n")
    foreach(target ${libraries})
        if(NOT target IN_LIST layered)
            message(FATAL_ERROR "${target} has no layer: declare it with tessera_layer (src/tessera/CMakeLists.txt)")
        endif()
    endforeach()
    foreach(target ${layered})
        _tessera_check_sources(${target} ${root})
        _tessera_check_links(${target})
        get_target_property(layer ${target} TESSERA_LAYER)
        get_target_property(side ${target} TESSERA_SIDE)
        get_target_property(folder ${target} TESSERA_FOLDER)
        string(APPEND table "${folder} ${layer} ${side} ${target}\n")
    endforeach()
    file(WRITE ${CMAKE_BINARY_DIR}/tessera_layers.txt "${table}")
endfunction()
