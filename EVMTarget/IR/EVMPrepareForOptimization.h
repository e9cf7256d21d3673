//===-- EVMPrepareForOptimization.h - The middle end's policy ---*- C++ -*-===//
//
/// \file
/// What LLVM's middle end must know of an EVM module before it optimises
/// it, whichever driver runs it: bin/opt (tools/evm-opt), bin/evm-cc, and
/// any front end that builds a PassBuilder with the EVM target machine
/// (EVMTargetMachine::registerPassBuilderCallbacks adds this pass at the
/// start of every default pipeline). It
///
///  * keeps the entry function and the constructor (found by name by the
///    code generator) external, so that nothing drops or renames them;
///  * defines the runtime library the module declares and inlines it
///    (EVM::defineRuntimeLibrary), as llc does first;
///  * marks the builtins whose result depends on their arguments alone
///    (EVM::addBuiltinAttributes);
///  * gives recursive functions whose locals' addresses escape a frame per
///    activation (EVM::addActivationFrames), while malloc and free are
///    still there by name;
///  * at -Os and -Oz, marks every function `optsize` (clang's -Os sets it;
///    -Oz does not add `minsize`: with it the inliner no longer inlines the
///    only call of a local function, which on the EVM always saves code).
///
/// Above -O0, a module with an entry function is then internalized: only
/// the entry and the constructor are its interface.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMPREPAREFOROPTIMIZATION_H
#define EVM_IR_EVMPREPAREFOROPTIMIZATION_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class GlobalValue;
class MCInstrInfo;

class EVMPrepareForOptimizationPass
    : public PassInfoMixin<EVMPrepareForOptimizationPass> {
public:
  /// \p OptimizeForSize: -Os or -Oz; \p Internalize: above -O0.
  EVMPrepareForOptimizationPass(const MCInstrInfo &MII, bool OptimizeForSize,
                                bool Internalize)
      : MII(MII), OptimizeForSize(OptimizeForSize), Internalize(Internalize) {}
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  const MCInstrInfo &MII;
  bool OptimizeForSize;
  bool Internalize;
};

namespace EVM {
/// Whether \p GV is the module's entry function or its constructor: what
/// internalization keeps external.
bool isEntryPoint(const GlobalValue &GV);
} // namespace EVM

} // namespace llvm

#endif
