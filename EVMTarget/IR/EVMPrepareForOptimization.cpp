//===-- EVMPrepareForOptimization.cpp - The middle end's policy -----------===//
//
// See EVMPrepareForOptimization.h.
//
//===----------------------------------------------------------------------===//

#include "EVMPrepareForOptimization.h"
#include "Analysis/EVMCallGraph.h"
#include "EVMActivationFrames.h"
#include "EVMBuiltins.h"
#include "EVMRuntimeLibrary.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/IPO/Internalize.h"

using namespace llvm;

bool EVM::isEntryPoint(const GlobalValue &GV) {
  const Module &M = *GV.getParent();
  return &GV == EVMCallGraph::findEntryFunction(M) ||
         &GV == M.getFunction(EVM::ConstructorName);
}

/// The code generator finds the entry function and the constructor by name
/// (EVMCallGraph::findEntryFunction, EVMPrepareModule): the optimiser must
/// neither drop nor rename them.
static bool keepEntryPoints(Module &M) {
  bool Changed = false;
  for (const Function *Root :
       {EVMCallGraph::findEntryFunction(M),
        static_cast<const Function *>(M.getFunction(EVM::ConstructorName))}) {
    if (!Root || !Root->hasLocalLinkage())
      continue;
    Function *F = const_cast<Function *>(Root);
    F->setLinkage(GlobalValue::ExternalLinkage);
    F->setVisibility(GlobalValue::DefaultVisibility);
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses EVMPrepareForOptimizationPass::run(Module &M,
                                                     ModuleAnalysisManager &) {
  bool Changed = keepEntryPoints(M);
  Changed |= EVM::defineRuntimeLibrary(M);
  Changed |= EVM::addBuiltinAttributes(M, MII);
  // Before inlining hides malloc and free inside their callers.
  Changed |= EVM::addActivationFrames(M);
  if (OptimizeForSize)
    for (Function &F : M)
      if (!F.isDeclaration() && !F.hasOptNone() &&
          !F.hasFnAttribute(Attribute::OptimizeForSize)) {
        F.addFnAttr(Attribute::OptimizeForSize);
        Changed = true;
      }
  // A module without an entry function is a library of ordinary functions
  // (docs/ir-dialect.md): all of them are its interface.
  if (Internalize && EVMCallGraph::findEntryFunction(M))
    Changed |= internalizeModule(M, EVM::isEntryPoint);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
