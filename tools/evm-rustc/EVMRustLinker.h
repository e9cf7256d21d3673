//===-- EVMRustLinker.h - rustc's linker for the EVM target -----*- C++ -*-===//
//
/// \file
/// The link step of a Rust program: what rustc runs as its linker for the
/// EVM target (-C linker=lib/evm-llvm/rust/evm-ld, which runs `evm-rustc --rustc-link`).
/// Every object rustc hands it is LLVM bitcode (the target specification
/// says "obj-is-bitcode"): the program's own objects and the members of
/// the crates' .rlib archives (core, alloc, compiler_builtins, evm and the
/// program's other crates). The link, in memory:
///
///  1. the objects, the archives' bitcode members, the modules bin/evm-rustc
///     passes (C files it compiled, IR files) and the `evm` crate's C
///     runtime (lib/evm-llvm/rust/runtime.bc) are linked whole into one module
///     (EVM::ProgramLinker);
///  2. the entry function: the program's `__entry` (evm::entry!), or else
///     the one that calls `int main(void)` (the C function rustc makes for
///     `fn main`, or a C file's main) and then `exit` (EVM::addEntryFunction,
///     as bin/evm-cc makes it);
///  3. what the program uses of the C library, linked as from an archive;
///  4. EVM::closeProgram: everything but the entry points internalized, the
///     always-inline operations of the `evm` crate inlined, what nothing
///     reaches removed, at every level;
///  5. the driver compiles the module at the level asked, to the output
///     file rustc names (EVM::compileProgram).
///
/// rustc shows a linker's messages only when the link fails, and then
/// inside its long account of the failed command; so the diagnostics, with
/// Rust's symbol names demangled, also go to the file EVM_LD_DIAGNOSTICS
/// names, where bin/evm-rustc shows them instead.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_TOOLS_EVM_RUSTC_EVMRUSTLINKER_H
#define EVM_TOOLS_EVM_RUSTC_EVMRUSTLINKER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace llvm {
namespace EVM {

/// The options bin/evm-rustc gives the link (as -C link-arg=...), with
/// which rustc runs it; rustc's own linker options mean nothing here.
namespace RustLinkOption {
inline constexpr StringLiteral Level = "--evm-level=";   ///< -O0 ... -Oz
inline constexpr StringLiteral Emit = "--evm-emit=";     ///< hex, asm, llvm
inline constexpr StringLiteral Deploy = "--evm-deploy";  ///< init code
inline constexpr StringLiteral CPU = "--evm-cpu=";       ///< the fork
inline constexpr StringLiteral Input = "--evm-input=";   ///< a .bc or .ll
inline constexpr StringLiteral Report = "--evm-report="; ///< -evm-stats-file=F
} // namespace RustLinkOption

/// The environment variable naming the file the diagnostics also go to.
inline constexpr StringLiteral RustLinkDiagnosticsVar = "EVM_LD_DIAGNOSTICS";

/// Links and compiles the program of rustc's linker command line \p Args
/// (without the program name). \p RuntimePath is the `evm` crate's C
/// runtime, \p LibcPath the C library (either may be empty in a build
/// without them: an error). Returns the exit status: 0, 1 when the program
/// could not be linked or compiled, 2 for a command line without -o.
int runRustLinker(ArrayRef<std::string> Args, StringRef RuntimePath,
                  StringRef LibcPath);

/// \p Text with every word that is a mangled symbol name (Rust's v0 and
/// legacy manglings, C++'s) demangled, as llvm-cxxfilt prints a text.
std::string demangleSymbols(StringRef Text);

} // namespace EVM
} // namespace llvm

#endif // EVM_TOOLS_EVM_RUSTC_EVMRUSTLINKER_H
