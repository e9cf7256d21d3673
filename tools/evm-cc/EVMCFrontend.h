//===-- EVMCFrontend.h - C to LLVM IR with clang's libraries ----*- C++ -*-===//
//
// Compiles one C translation unit to an llvm::Module for the triple
// evm-unknown-unknown-lp64, with clang's front end (libclang-cpp) and the
// EVM's clang::TargetInfo (EVMCTargetInfo).
//
// CompilerInstance::ExecuteAction would create the target from the triple,
// and clang's AllocateTarget knows no EVM. So EVMCFrontend does what
// ExecuteAction does, with its own target: it builds a cc1 invocation from
// the driver's options (CompilerInvocation::CreateFromArgs), sets the target
// on the CompilerInstance, informs it of the language options, and runs
// clang's CodeGen action on the one input (BeginSourceFile, Execute,
// EndSourceFile). Diagnostics are clang's, printed as clang prints them.
//
// At -O1 and above clang's own LLVM passes are disabled: the project's
// middle end (tools/evm-opt) optimises the linked program, as at link-time
// optimisation; the functions are not `optnone`, as they would be at -O0.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_EVM_CC_EVMCFRONTEND_H
#define LLVM_TOOLS_EVM_CC_EVMCFRONTEND_H

#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace clang {

/// The options of the driver that reach the front end.
struct EVMCFrontendOptions {
  /// -O0, -O1, -O2, -O3, -Os or -Oz.
  std::string OptLevel = "-O0";
  /// -g: line tables (`!dbg` locations for the backend's source map).
  bool DebugInfo = false;
  /// Without -g: `!dbg` locations all the same, in a compile unit that
  /// emits no debug information (clang's location tracking), so that the
  /// backend's errors name a source line.
  bool TrackLocations = false;
  /// The value of -std=.
  std::string Standard = "gnu17";
  /// -I directories, searched first, in order.
  std::vector<std::string> IncludeDirs;
  /// -DNAME[=VALUE] and -UNAME, in command-line order.
  std::vector<std::string> MacroArgs;
  /// -W... and -w, passed on to clang.
  std::vector<std::string> WarningArgs;
  /// The C library's headers (<repo>/libc/include), searched after the -I
  /// directories, then clang's own headers (stddef.h, stdint.h, ...).
  std::string LibcIncludeDir;
  std::string ResourceIncludeDir;
};

class EVMCFrontend {
public:
  EVMCFrontend(const EVMCFrontendOptions &Opts, llvm::LLVMContext &Context)
      : Opts(Opts), Context(Context) {}

  /// The module of \p InputFile, or null after errors (printed on stderr).
  std::unique_ptr<llvm::Module> compile(llvm::StringRef InputFile);

private:
  /// The cc1 command line of one input.
  std::vector<std::string> getCC1Args(llvm::StringRef InputFile) const;
  /// What clang's -O0 pipeline does to a C module, without the target's
  /// passes (see getCC1Args).
  static void runO0Passes(llvm::Module &M);

  const EVMCFrontendOptions &Opts;
  llvm::LLVMContext &Context;
};

} // namespace clang

#endif // LLVM_TOOLS_EVM_CC_EVMCFRONTEND_H
