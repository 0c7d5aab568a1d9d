# SPDX-License-Identifier: MIT
# Installation: `cmake --install BUILD --prefix PREFIX` gives
#
#   bin/tessera, bin/cgc -> tessera          the tool; called as cgc it is `tessera cgc`
#   include/tessera/tessera.hpp, tessera.h   the public C++ and C API
#   lib/libtessera_*.a                       the API library and every module it links
#   lib/cmake/Tessera/                       find_package(Tessera) -> Tessera::tessera
#   lib/pkgconfig/tessera.pc                 pkg-config --cflags --libs tessera
#   share/man/man1/tessera.1                 the manual
#   share/doc/Tessera/LICENSE                the licence (MIT)
#   share/bash-completion/completions/       tessera and cgc
#
# The modules are static libraries, so the package exports each one the API links
# (found by walking its link libraries, so a new front end needs no line here). Their
# include directories point into the source tree, which only the build may see: they are
# wrapped in $<BUILD_INTERFACE:...> for the export, and the installed API needs none of them.
include(CMakePackageConfigHelpers)

# Every tessera_* library `target` links, directly or through others, into `out`, and the
# packages of the imported targets they link (PNG for PNG::PNG) into `packages`.
function(tessera_collect_libraries target out packages)
    set(seen ${${out}})
    set(found ${${packages}})
    foreach(property LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
        get_target_property(links ${target} ${property})
        if(NOT links)
            continue()
        endif()
        foreach(link ${links})
            string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" link "${link}")
            if(TARGET ${link} AND link MATCHES "^tessera_" AND NOT link IN_LIST seen)
                list(APPEND seen ${link})
                tessera_collect_libraries(${link} seen found)
            elseif(link MATCHES "^([A-Za-z0-9_]+)::" AND NOT CMAKE_MATCH_1 IN_LIST found)
                list(APPEND found ${CMAKE_MATCH_1})
            endif()
        endforeach()
    endforeach()
    set(${out} ${seen} PARENT_SCOPE)
    set(${packages} ${found} PARENT_SCOPE)
endfunction()

set(tessera_installed_libraries "")
set(tessera_packages "")
tessera_collect_libraries(tessera_api tessera_installed_libraries tessera_packages)
list(REMOVE_ITEM tessera_packages Tessera)
set(TESSERA_FIND_DEPENDENCIES "")
foreach(package ${tessera_packages})
    string(APPEND TESSERA_FIND_DEPENDENCIES "find_dependency(${package})\n")
endforeach()
foreach(lib ${tessera_installed_libraries})
    get_target_property(dirs ${lib} INTERFACE_INCLUDE_DIRECTORIES)
    if(dirs AND NOT dirs MATCHES "BUILD_INTERFACE")
        set_target_properties(${lib} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "$<BUILD_INTERFACE:${dirs}>")
    endif()
endforeach()

install(TARGETS tessera RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(CODE "file(CREATE_LINK tessera \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/cgc\" SYMBOLIC)")
install(TARGETS tessera_api ${tessera_installed_libraries} EXPORT TesseraTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/tessera DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

set(tessera_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/Tessera)
install(EXPORT TesseraTargets NAMESPACE Tessera:: DESTINATION ${tessera_cmake_dir})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/TesseraConfig.cmake.in
    ${PROJECT_BINARY_DIR}/TesseraConfig.cmake INSTALL_DESTINATION ${tessera_cmake_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/TesseraConfigVersion.cmake
    COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/TesseraConfig.cmake ${PROJECT_BINARY_DIR}/TesseraConfigVersion.cmake
        DESTINATION ${tessera_cmake_dir})

# pkg-config: static libraries in a group, so their order does not matter. The prefix is
# found from the .pc file's own place, so `--prefix` at install time is honoured.
file(RELATIVE_PATH TESSERA_PC_PREFIX_FROM_PCDIR /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
# Header-only modules (INTERFACE libraries, e.g. tessera_runtime_base) have no archive.
set(tessera_archives tessera_api)
foreach(lib ${tessera_installed_libraries})
    get_target_property(type ${lib} TYPE)
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
        list(APPEND tessera_archives ${lib})
    endif()
endforeach()
list(TRANSFORM tessera_archives PREPEND "-l" OUTPUT_VARIABLE tessera_pc_libs)
list(JOIN tessera_pc_libs " " TESSERA_PC_LIBS)
configure_file(${PROJECT_SOURCE_DIR}/cmake/tessera.pc.in ${PROJECT_BINARY_DIR}/tessera.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/tessera.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(FILES ${PROJECT_SOURCE_DIR}/docs/tessera.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
foreach(command tessera cgc)
    install(FILES ${PROJECT_SOURCE_DIR}/scripts/completion/tessera.bash
            DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME ${command})
endforeach()
