//===-- EVMWidenSwitches.cpp - Switches on the machine word ---------------===//
//
// InstCombine narrows a switch's condition to the fewest bits that hold it
// when those are a "desirable" width (8, 16, 32 bits): solc's dispatcher,
// `switch shr(224, calldataload(0))`, becomes a switch on an i32. That is a
// gain on a machine with 32-bit registers; on the EVM every comparison of
// an i32 first brings it to the word: the compares of a lowered switch
// cost a SIGNEXTEND of the selector (the tree splits on signed compares)
// and a sign-extended pivot (`PUSH4 ~p NOT` for half of the selectors).
//
// This pass, before instruction selection (where the IRTranslator lowers
// switches at -O1 and up; -O0 runs LowerSwitch instead), gives every switch
// narrower than the word a zero-extended condition and cases: a case value v of N bits
// matches x exactly when zext(v) matches zext(x), and the zero-extended
// values are non-negative, so the signed compares of the tree compare them
// as they are. The zero extension of a truncation of a word whose high
// bits are known zero (the selector) is the word itself for the combiner.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "evm-widen-switches"

namespace {
class EVMWidenSwitches final : public FunctionPass {
public:
  static char ID;
  EVMWidenSwitches() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM widen switches"; }
  bool runOnFunction(Function &F) override;
};
} // end anonymous namespace

char EVMWidenSwitches::ID = 0;
INITIALIZE_PASS(EVMWidenSwitches, DEBUG_TYPE, "EVM widen switches", false,
                false)

FunctionPass *llvm::createEVMWidenSwitchesPass() {
  return new EVMWidenSwitches();
}

bool EVMWidenSwitches::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  constexpr unsigned WordBits = 256;
  bool Changed = false;
  for (BasicBlock &BB : F) {
    auto *SI = dyn_cast<SwitchInst>(BB.getTerminator());
    if (!SI)
      continue;
    auto *Ty = dyn_cast<IntegerType>(SI->getCondition()->getType());
    if (!Ty || Ty->getBitWidth() >= WordBits)
      continue;
    IntegerType *Word = IntegerType::get(F.getContext(), WordBits);
    IRBuilder<> B(SI);
    SI->setCondition(B.CreateZExt(SI->getCondition(), Word));
    for (auto Case : SI->cases())
      Case.setValue(ConstantInt::get(
          F.getContext(), Case.getCaseValue()->getValue().zext(WordBits)));
    Changed = true;
  }
  return Changed;
}
