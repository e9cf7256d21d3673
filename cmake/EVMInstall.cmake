# cmake --install and cpack -G DEB (docs/install.md). The installed tree is
# laid out as the build tree is (Driver/EVMInstallLayout.h), and every
# command finds its parts from its own place, so the tree can be moved:
#
#   PREFIX/bin/             the commands
#   PREFIX/lib/evm-llvm/    the llc plugin, the C library and its headers,
#                           Rust's sysroot and the scripts rustc runs
#   PREFIX/share/evm-llvm/  the Node code of evm-solc and evm-run, and the
#                           npm packages it loads, as the lock file pins them
#
# Nothing installed names the source or the build tree: the binaries find
# their parts at run time, the scripts from their own place, and the Rust
# configuration holds no paths (test/install/install.test checks all three).

set(evm_commands evm-yul evm-bin evm-dis evm-link evm-opt evm-rustc evm-solc evm-run)
if(TARGET evm-cc)
  list(APPEND evm_commands evm-cc)
endif()
install(TARGETS ${evm_commands} RUNTIME DESTINATION bin)
install(PROGRAMS ${EVM_BINARY_BIN_DIR}/evm-llc DESTINATION bin)
install(TARGETS LLVMEVMTarget LIBRARY DESTINATION lib/evm-llvm)
if(TARGET evm-libc)
  install(FILES ${EVM_LIBC_BITCODE} DESTINATION lib/evm-llvm)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/libc/include/ DESTINATION lib/evm-llvm/include)
endif()
# What rust/build-sysroot.sh made, but the build's stamps and the native
# stand-in for the evm crate (a test's).
install(DIRECTORY ${EVM_BINARY_LIB_DIR}/rust/ DESTINATION lib/evm-llvm/rust
  USE_SOURCE_PERMISSIONS OPTIONAL
  PATTERN native EXCLUDE
  PATTERN "*.stamp" EXCLUDE)

# The Node code, and the npm packages it imports with everything they need
# at run time, copied from the tree `npm ci` installed from the lock file
# (cmake/copy-node-packages.mjs).
foreach(command IN ITEMS evm-solc evm-run)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/tools/${command}/
    DESTINATION share/evm-llvm/tools/${command}
    FILES_MATCHING PATTERN "*.mjs")
endforeach()
find_program(EVM_NODE node REQUIRED)
install(CODE "
  execute_process(
    COMMAND \"${EVM_NODE}\" \"${PROJECT_SOURCE_DIR}/cmake/copy-node-packages.mjs\"
      \"${PROJECT_SOURCE_DIR}/node_modules\"
      \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/share/evm-llvm/node_modules\"
      solc @ethereumjs/common @ethereumjs/evm @ethereumjs/util
    RESULT_VARIABLE status)
  if(status)
    message(FATAL_ERROR \"copying the npm packages failed (npm ci first: scripts/setup.sh)\")
  endif()")

# A Debian package of the same tree under /usr. Its dependencies are what
# the commands need at run time: LLVM 22's library and llc, clang's library
# and resource headers (evm-cc), Node.js (evm-solc, evm-run), and the rustc
# the Rust sysroot was built with (a sysroot is usable by that rustc only).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME evm-llvm)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "LLVM backend for the Ethereum Virtual Machine, with Solidity, Yul, C and Rust front ends")
set(CPACK_PACKAGE_CONTACT "EVM LLVM backend developers <evm-llvm@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(llvm_version "1:${LLVM_VERSION_MAJOR}.${LLVM_VERSION_MINOR}")
set(evm_deb_depends
  "libllvm${LLVM_VERSION_MAJOR} (>= ${llvm_version})"
  "llvm-${LLVM_VERSION_MAJOR} (>= ${llvm_version})"
  "libclang-cpp${LLVM_VERSION_MAJOR} (>= ${llvm_version})"
  "libclang-common-${LLVM_VERSION_MAJOR}-dev (>= ${llvm_version})"
  "nodejs (>= 18)")
execute_process(COMMAND /usr/bin/rustc --version OUTPUT_VARIABLE rustc_version
  ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
if(rustc_version MATCHES "^rustc ([0-9]+)\\.([0-9]+)\\.([0-9]+)")
  math(EXPR next_patch "${CMAKE_MATCH_3} + 1")
  set(rust_release "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}.${CMAKE_MATCH_3}")
  list(APPEND evm_deb_depends
    "rustc-web (>= ${rust_release}), rustc-web (<< ${CMAKE_MATCH_1}.${CMAKE_MATCH_2}.${next_patch})")
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "cargo-web")
endif()
list(JOIN evm_deb_depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
include(CPack)
