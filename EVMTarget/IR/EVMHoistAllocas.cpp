//===-- EVMHoistAllocas.cpp - Give every fixed-size alloca a frame slot ---===//
//
// A function's frame is static: its slots have fixed addresses in memory
// (docs/memory-map.md), and there is no stack pointer to bump at run time.
// The IRTranslator makes a frame index of an alloca only in the entry block;
// any other becomes G_DYN_STACKALLOC, which the target cannot legalize. This
// pass, the last before instruction selection, moves every alloca of
// constant size from the other blocks to the start of the entry block, in
// the order they appear, so each gets its slot as if it had been written
// there.
//
// An alloca executed several times (in a loop) then names the same slot on
// every iteration instead of new memory each time. Its contents start
// undefined either way; only a program that keeps a pointer from one
// iteration and uses it in the next as if it were distinct memory could
// tell, which front ends do not emit (they put allocas in the entry block,
// and the other LLVM EVM backend treats them the same way). Allocas of
// variable size are reported by EVMCheckIR before this runs.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "evm-hoist-allocas"

namespace {
class EVMHoistAllocas final : public FunctionPass {
public:
  static char ID;
  EVMHoistAllocas() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM hoist allocas"; }

  bool runOnFunction(Function &F) override {
    if (F.empty())
      return false;
    BasicBlock &Entry = F.getEntryBlock();
    SmallVector<AllocaInst *, 4> Moved;
    for (BasicBlock &BB : F) {
      if (&BB == &Entry)
        continue;
      for (Instruction &I : BB)
        if (auto *AI = dyn_cast<AllocaInst>(&I))
          if (isa<ConstantInt>(AI->getArraySize()))
            Moved.push_back(AI);
    }
    BasicBlock::iterator InsertPt = Entry.getFirstInsertionPt();
    for (AllocaInst *AI : Moved)
      AI->moveBefore(Entry, InsertPt);
    return !Moved.empty();
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }
};
} // end anonymous namespace

char EVMHoistAllocas::ID = 0;
INITIALIZE_PASS(EVMHoistAllocas, DEBUG_TYPE, "EVM hoist allocas", false,
                false)

FunctionPass *llvm::createEVMHoistAllocasPass() {
  return new EVMHoistAllocas();
}
