//===-- EVM.h - Top-level interface of the EVM target ------------*- C++ -*-===//
//
// Factories and initialisers of the EVM-specific passes.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVM_H
#define EVM_EVM_H

#include "llvm/ADT/SmallVector.h"

namespace llvm {
class EVMTargetMachine;
class Function;
class FunctionPass;
class ModulePass;
class PassRegistry;

ModulePass *createEVMPrepareModulePass();
ModulePass *createEVMCheckIRPass(const EVMTargetMachine &TM);
FunctionPass *createEVMLowerIntrinsicsPass();
FunctionPass *createEVMPHIEliminationPass();
FunctionPass *createEVMStackifyPass();
FunctionPass *createEVMStackVerifierPass();

void initializeEVMPrepareModulePass(PassRegistry &);
void initializeEVMCheckIRPass(PassRegistry &);
void initializeEVMLowerIntrinsicsPass(PassRegistry &);
void initializeEVMPHIEliminationPass(PassRegistry &);
void initializeEVMStackifyPass(PassRegistry &);
void initializeEVMStackVerifierPass(PassRegistry &);

namespace EVM {
/// The function whose code starts at pc 0: `__entry` if the module defines
/// it, otherwise the first function defined in the module (`__deploy` in
/// init code).
bool isEntryFunction(const Function &F);
/// The functions defined in the module that \p F may call, each once: those
/// it calls directly, in the order of their first call, and, if it calls
/// through a function pointer, every function whose address is taken. These
/// are the edges of the call graph that frame placement and recursion
/// detection use.
SmallVector<const Function *, 4> getPossibleCallees(const Function &F);
} // namespace EVM
} // namespace llvm

#endif
