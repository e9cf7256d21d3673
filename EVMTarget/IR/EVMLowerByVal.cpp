//===-- EVMLowerByVal.cpp - Copy byval arguments at the call site ---------===//
//
// A `byval` pointer argument means the callee gets its own copy of the
// pointee: what it writes there the caller never sees. Targets that pass
// arguments in memory make that copy in the outgoing argument area while
// lowering the call; the EVM's jump-based convention passes words on the
// stack, so there is no such area. C front ends pass every aggregate (and
// clang every _BitInt wider than 128 bits) this way.
//
// This pass makes the copy in IR instead: at each call site a byval
// argument is copied (llvm.memcpy) into an alloca of the caller, whose
// address is passed as a plain pointer; the attribute is dropped from the
// call and from the callee's parameter, which then owns the memory. The
// allocas are in the entry block, so each call site has one frame slot.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "evm-lower-byval"

namespace {
class EVMLowerByVal final : public ModulePass {
public:
  static char ID;
  EVMLowerByVal() : ModulePass(ID) {}

  StringRef getPassName() const override { return "EVM lower byval"; }

  bool runOnModule(Module &M) override {
    bool Changed = false;
    for (Function &F : M) {
      for (Instruction &I : instructions(F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          Changed |= copyArguments(*CB);
      for (Argument &A : F.args())
        if (A.hasByValAttr()) {
          A.removeAttr(Attribute::ByVal);
          Changed = true;
        }
    }
    return Changed;
  }

private:
  bool copyArguments(CallBase &CB) {
    Function &Caller = *CB.getFunction();
    const DataLayout &DL = Caller.getDataLayout();
    bool Changed = false;
    for (unsigned I = 0, E = CB.arg_size(); I != E; ++I) {
      if (!CB.isByValArgument(I))
        continue;
      Type *Ty = CB.getParamByValType(I);
      Align A = CB.getParamAlign(I).value_or(DL.getABITypeAlign(Ty));
      IRBuilder<> Entry(&*Caller.getEntryBlock().getFirstInsertionPt());
      AllocaInst *Copy = Entry.CreateAlloca(Ty, DL.getAllocaAddrSpace(),
                                            nullptr, "byval.copy");
      Copy->setAlignment(std::max(A, Copy->getAlign()));
      IRBuilder<> Builder(&CB);
      Builder.CreateMemCpy(Copy, Copy->getAlign(), CB.getArgOperand(I), A,
                           DL.getTypeAllocSize(Ty));
      CB.setArgOperand(I, Copy);
      CB.removeParamAttr(I, Attribute::ByVal);
      Changed = true;
    }
    // A tail call may not read the caller's allocas.
    if (auto *CI = dyn_cast<CallInst>(&CB); Changed && CI)
      CI->setTailCall(false);
    return Changed;
  }
};
} // end anonymous namespace

char EVMLowerByVal::ID = 0;
INITIALIZE_PASS(EVMLowerByVal, DEBUG_TYPE, "EVM lower byval", false, false)

ModulePass *llvm::createEVMLowerByValPass() { return new EVMLowerByVal(); }
