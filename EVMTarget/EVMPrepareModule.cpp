//===-- EVMPrepareModule.cpp - Put the entry function first -----------------===//
//
// Runtime code starts executing at pc 0, and functions are emitted in module
// order. This pass moves the entry function (`__entry`, or else the first
// function defined) to the front of the module so its code is at offset 0,
// and states the module's triple, which llc leaves as the host's when only
// -march=evm is given.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "evm-prepare-module"

static const Function *findEntryFunction(const Module &M) {
  if (const Function *F = M.getFunction("__entry"))
    if (!F->isDeclaration())
      return F;
  for (const Function &F : M)
    if (!F.isDeclaration())
      return &F;
  return nullptr;
}

bool EVM::isEntryFunction(const Function &F) {
  return findEntryFunction(*F.getParent()) == &F;
}

SmallVector<const Function *, 4> EVM::getPossibleCallees(const Function &F) {
  SmallVector<const Function *, 4> Callees;
  bool CallsIndirectly = false;
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || CB->isInlineAsm())
      continue;
    const Function *Callee = CB->getCalledFunction();
    if (!Callee)
      CallsIndirectly = true;
    else if (!Callee->isDeclaration() && !is_contained(Callees, Callee))
      Callees.push_back(Callee);
  }
  // A function pointer can only hold the address of a function whose
  // address is taken (EVMCheckIR rejects the entry function's); the
  // function type is not used to narrow this down, since a call through a
  // differently typed pointer still works when the word counts agree.
  if (CallsIndirectly)
    for (const Function &G : *F.getParent())
      if (!G.isDeclaration() && !EVM::isEntryFunction(G) &&
          G.hasAddressTaken() && !is_contained(Callees, &G))
        Callees.push_back(&G);
  return Callees;
}

namespace {
class EVMPrepareModule final : public ModulePass {
public:
  static char ID;
  EVMPrepareModule() : ModulePass(ID) {}

  StringRef getPassName() const override { return "EVM prepare module"; }

  bool runOnModule(Module &M) override {
    bool Changed = false;
    if (M.getTargetTriple().str() != "evm-unknown-unknown") {
      M.setTargetTriple(Triple("evm-unknown-unknown"));
      Changed = true;
    }
    const Function *Entry = findEntryFunction(M);
    if (Entry && &*M.begin() != Entry) {
      Function *F = const_cast<Function *>(Entry);
      F->removeFromParent();
      M.getFunctionList().push_front(F);
      Changed = true;
    }
    return Changed;
  }
};
} // end anonymous namespace

char EVMPrepareModule::ID = 0;
INITIALIZE_PASS(EVMPrepareModule, DEBUG_TYPE, "EVM prepare module", false,
                false)

ModulePass *llvm::createEVMPrepareModulePass() {
  return new EVMPrepareModule();
}
