//===-- EVMDriver.h - Compile modules to bytecode in one process -*- C++ -*-===//
//
/// \file
/// The compiler as a library: one module in, its bytecode out, with no
/// process and no file in between. What bin/evm-bin does with four tools
/// (evm-opt, llc with the plugin, evm-link), this does in memory:
///
///  1. the middle end: LLVM's default pipeline at the level, with the EVM
///     target's cost model and its policy (EVMPrepareForOptimization), as
///     evm-opt runs it;
///  2. the backend: the target machine's passes to an ELF object in
///     memory, as llc -filetype=obj runs them;
///  3. the link step (EVMObjectLinker.h).
///
/// The module's link inputs (its own object's name, its compiled
/// sub-objects, its data sections) go into the module itself
/// (EVM::setLinkInputs) instead of llc's -evm-object files.
///
/// Every call has its own LLVMContext and TargetMachine, so calls on
/// different threads do not share state: the Yul driver (tools/evm-yul)
/// compiles the objects of a program, and of many programs, on a thread
/// pool. Diagnostics are collected, not printed, and the outcome is a
/// value the caller acts on: success, failure, or the one failure it can
/// recover from (a memory-unsafe module whose code needs a frame, which is
/// compiled again without the middle end).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_DRIVER_EVMDRIVER_H
#define EVM_DRIVER_EVMDRIVER_H

#include "MCTargetDesc/EVMLinkedObject.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace llvm {
class Module;
class TargetMachine;

namespace EVM {

/// The optimisation levels of bin/evm-bin and bin/evm-yul.
enum class OptLevel { O0, O1, O2, O3, Os, Oz };
/// "-O2" -> OptLevel::O2; std::nullopt for anything else.
std::optional<OptLevel> parseOptLevel(StringRef Flag);
StringRef getOptLevelFlag(OptLevel L);

/// LLVM's middle end on \p M with the EVM's policy, as bin/opt runs it:
/// \p Pipeline in opt's -passes syntax (EVMPrepareForOptimization first),
/// or, when it is empty, the default pipeline of \p Level, whose start
/// the target machine gives (EVMTargetMachine's PassBuilder callbacks);
/// library calls are not recognised (there is no C library); the verifier
/// after it unless \p Verify is false. Fails only on a pipeline that does
/// not parse.
Error runMiddleEnd(Module &M, TargetMachine &TM, OptLevel Level,
                   StringRef Pipeline = "", bool Verify = true);

/// Closes a program linked from whole libraries (rust/evm-ld links every
/// function of the crates and the C runtime) before it is compiled, at
/// every level, -O0 included: after the EVM's policy, everything but the
/// entry points (`__entry`, `__constructor`) is internalized, the
/// always-inline functions are inlined (the operations of Rust's `evm`
/// crate, which must be their opcodes even at -O0), arguments nothing uses
/// are removed (a panic's formatting arguments when nothing formats them)
/// and so is what nothing reaches. Fails only when the module's triple is
/// not the EVM's.
Error closeProgram(Module &M);

struct CompileOptions {
  OptLevel Level = OptLevel::O2;
  /// Run LLVM's middle end at Level (bin/evm-bin without --backend-only).
  /// At O0 there is none either way.
  bool MiddleEnd = true;
  /// The fork (-mcpu); empty for the default.
  std::string CPU;
  /// Target features (-mattr), as llc takes them; empty for none.
  std::string Features;
  /// The triple (-mtriple); empty for the module's (an EVM triple either
  /// way, EVM::getEVMTriple).
  std::string Triple;
};

/// What to produce.
enum class OutputKind {
  Bytecode, ///< the linked object (code, sites, nested objects)
  Assembly, ///< the EVM assembly llc -S prints
  IR,       ///< the module after the middle end, as text
};

/// A module's link inputs, as (NAME, TEXT) pairs (EVM::setLinkInputs).
struct LinkInputs {
  std::string OwnName;
  std::vector<std::pair<std::string, std::string>> Objects;
  std::vector<std::pair<std::string, std::string>> Data;
  /// When not empty, the module is compiled to init code that deploys this
  /// runtime code (the JSON of a compilation of the same module before;
  /// EVM::setDeployRuntime), named \c RuntimeOrigin in messages.
  std::string Runtime;
  std::string RuntimeOrigin;
};

struct CompileResult {
  enum StatusKind {
    Success,
    Failure,
    /// A memory-unsafe module's function needs a frame in memory
    /// (EVM::DiagnosticInfoMemoryUnsafeFrame), and nothing else failed.
    NeedsMemoryFrame,
  } Status = Failure;
  /// OutputKind::Bytecode.
  LinkedObject Object;
  /// OutputKind::Assembly and OutputKind::IR.
  std::string Text;
  /// The diagnostics, each line as llc or evm-link prints it
  /// ("error: ...", "warning: ...").
  std::string Diagnostics;
};

/// Compiles the bitcode \p Bitcode (one module) in a context of its own.
/// \p Name names the program in messages.
CompileResult compileBitcode(StringRef Bitcode, StringRef Name,
                             const CompileOptions &Options,
                             const LinkInputs &Links, OutputKind Output);

} // namespace EVM
} // namespace llvm

#endif
