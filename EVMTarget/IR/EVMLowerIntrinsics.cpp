//===-- EVMLowerIntrinsics.cpp - Expand intrinsics that need loops
//----------===//
//
// A few standard intrinsics need control flow or a wide division to expand,
// which GlobalISel's legalizer cannot create. They are expanded in IR here:
//
//   * llvm.memset with a length that is not a small constant becomes a loop
//     storing whole words of the repeated byte, then one read-modify-write
//     for the remaining bytes (the EVM has no fill opcode);
//   * llvm.fshl/llvm.fshr wider than a word on a width that is not a power
//     of two reduce the shift amount with a remainder by the width, expanded
//     here into IR as wide divisions are (ExpandIRInsts has already run).
//
// And a call of a builtin that ends execution (RETURN, REVERT, STOP,
// INVALID, SELFDESTRUCT) ends its block: what follows it in the block
// becomes `unreachable`. Front ends put an `unreachable` there, but the
// builtins are not `noreturn` (EVMBuiltins.cpp says why), so the middle end
// may leave code after one: the IR outliner's functions return after the
// RETURN they took from a getter. The block stack layouts give a block
// that halts no exit, so a successor reached only from after a RETURN
// would have no stack to start from.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "IR/EVMBuiltins.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/IntegerDivision.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "evm-lower-intrinsics"

/// Fills of at most this many bytes with a constant length are unrolled by
/// the legalizer (at most eight word stores).
static constexpr uint64_t MaxInlineFillBytes = 256;

namespace {
class EVMLowerIntrinsics final : public FunctionPass {
public:
  static char ID;
  EVMLowerIntrinsics() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM lower intrinsics"; }

  bool runOnFunction(Function &F) override {
    SmallVector<MemSetInst *, 4> LoopFills, InlineFills;
    SmallVector<IntrinsicInst *, 4> FunnelShifts;
    // The first instruction after the first halting call of each block.
    SmallVector<Instruction *, 4> AfterHalts;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (isHaltingCall(I)) {
          if (!isa<UnreachableInst>(I.getNextNode()))
            AfterHalts.push_back(I.getNextNode());
          break;
        }
    for (Instruction &I : instructions(F)) {
      if (auto *MS = dyn_cast<MemSetInst>(&I)) {
        auto *Len = dyn_cast<ConstantInt>(MS->getLength());
        if (!Len || Len->getValue().ugt(MaxInlineFillBytes))
          LoopFills.push_back(MS);
        else if (MS->getIntrinsicID() == Intrinsic::memset_inline)
          InlineFills.push_back(MS);
      } else if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
        if ((II->getIntrinsicID() == Intrinsic::fshl ||
             II->getIntrinsicID() == Intrinsic::fshr) &&
            II->getType()->isIntegerTy()) {
          unsigned Bits = II->getType()->getIntegerBitWidth();
          if (Bits > 256 && !isPowerOf2_32(Bits))
            FunnelShifts.push_back(II);
        }
      }
    }
    for (MemSetInst *MS : LoopFills)
      expandFill(MS);
    // llvm.memset.inline has no GlobalISel opcode; a plain memset of the
    // same short length becomes the same word stores.
    for (MemSetInst *MS : InlineFills) {
      IRBuilder<> B(MS);
      B.CreateMemSet(MS->getDest(), MS->getValue(), MS->getLength(),
                     MS->getDestAlign());
      MS->eraseFromParent();
    }
    for (IntrinsicInst *II : FunnelShifts)
      expandFunnelShift(II);
    for (Instruction *I : AfterHalts)
      changeToUnreachable(I);
    return !LoopFills.empty() || !InlineFills.empty() ||
           !FunnelShifts.empty() || !AfterHalts.empty();
  }

private:
  /// Whether \p I calls a builtin after which no code of the program runs.
  static bool isHaltingCall(const Instruction &I) {
    std::optional<EVM::Builtin> B = EVM::getCalledBuiltin(I);
    return B && EVM::getMemoryEffect(B->Opcode).Halts;
  }

  static void expandFill(MemSetInst *MS);
  static void expandFunnelShift(IntrinsicInst *II);
};
} // end anonymous namespace

/// for (i = 0; i < (len & ~31); i += 32) *(dst + i) = splat;
/// if (len & 31) the leading (len & 31) bytes at dst + i get the splat too.
void EVMLowerIntrinsics::expandFill(MemSetInst *MS) {
  IRBuilder<> B(MS);
  LLVMContext &Ctx = MS->getContext();
  Type *Word = IntegerType::get(Ctx, 256);
  Value *Dst = MS->getDest();
  Value *Len = B.CreateZExtOrTrunc(MS->getLength(), Word);
  Value *Splat =
      B.CreateMul(B.CreateZExt(MS->getValue(), Word),
                  ConstantInt::get(Word, APInt::getSplat(256, APInt(8, 1))));
  Value *WholeBytes = B.CreateAnd(Len, ConstantInt::get(Word, ~APInt(256, 31)));
  Value *Rest = B.CreateAnd(Len, ConstantInt::get(Word, 31));

  BasicBlock *Pre = MS->getParent();
  BasicBlock *Exit = SplitBlock(Pre, MS);
  Function *F = Pre->getParent();
  BasicBlock *Header = BasicBlock::Create(Ctx, "fill.header", F, Exit);
  BasicBlock *Body = BasicBlock::Create(Ctx, "fill.body", F, Exit);
  BasicBlock *Tail = BasicBlock::Create(Ctx, "fill.tail", F, Exit);
  BasicBlock *TailStore = BasicBlock::Create(Ctx, "fill.rest", F, Exit);
  Pre->getTerminator()->setSuccessor(0, Header);

  B.SetInsertPoint(Header);
  PHINode *Index = B.CreatePHI(Word, 2, "fill.index");
  Index->addIncoming(ConstantInt::get(Word, 0), Pre);
  B.CreateCondBr(B.CreateICmpULT(Index, WholeBytes), Body, Tail);

  B.SetInsertPoint(Body);
  B.CreateAlignedStore(Splat, B.CreateGEP(B.getInt8Ty(), Dst, Index), Align(1));
  Value *Next = B.CreateAdd(Index, ConstantInt::get(Word, 32));
  Index->addIncoming(Next, Body);
  B.CreateBr(Header);

  B.SetInsertPoint(Tail);
  B.CreateCondBr(B.CreateICmpNE(Rest, ConstantInt::get(Word, 0)), TailStore,
                 Exit);

  // Keep the trailing 32 - rest bytes of the word at dst + i.
  B.SetInsertPoint(TailStore);
  Value *Addr = B.CreateGEP(B.getInt8Ty(), Dst, Index);
  Value *Old = B.CreateAlignedLoad(Word, Addr, Align(1));
  Value *Keep = B.CreateLShr(ConstantInt::get(Word, APInt::getAllOnes(256)),
                             B.CreateShl(Rest, ConstantInt::get(Word, 3)));
  Value *New =
      B.CreateOr(B.CreateAnd(Old, Keep), B.CreateAnd(Splat, B.CreateNot(Keep)));
  B.CreateAlignedStore(New, Addr, Align(1));
  B.CreateBr(Exit);

  MS->eraseFromParent();
}

/// fshl(a, b, c) = (a << s) | ((b >> 1) >> (w - 1 - s)) and
/// fshr(a, b, c) = ((a << 1) << (w - 1 - s)) | (b >> s), with s = c urem w:
/// both shifts stay below the width, also for s = 0.
void EVMLowerIntrinsics::expandFunnelShift(IntrinsicInst *II) {
  IRBuilder<> B(II);
  Type *Ty = II->getType();
  unsigned Bits = Ty->getIntegerBitWidth();
  Value *A = II->getArgOperand(0), *Bv = II->getArgOperand(1);
  Value *Rem = B.CreateURem(II->getArgOperand(2), ConstantInt::get(Ty, Bits));
  Value *Inverse = B.CreateSub(ConstantInt::get(Ty, Bits - 1), Rem);
  Value *One = ConstantInt::get(Ty, 1);
  Value *Result;
  if (II->getIntrinsicID() == Intrinsic::fshl)
    Result = B.CreateOr(B.CreateShl(A, Rem),
                        B.CreateLShr(B.CreateLShr(Bv, One), Inverse));
  else
    Result = B.CreateOr(B.CreateShl(B.CreateShl(A, One), Inverse),
                        B.CreateLShr(Bv, Rem));
  II->replaceAllUsesWith(Result);
  II->eraseFromParent();
  // A constant amount folds the remainder away.
  if (auto *RemInst = dyn_cast<BinaryOperator>(Rem))
    expandRemainder(RemInst);
}

char EVMLowerIntrinsics::ID = 0;
INITIALIZE_PASS(EVMLowerIntrinsics, DEBUG_TYPE, "EVM lower intrinsics", false,
                false)

FunctionPass *llvm::createEVMLowerIntrinsicsPass() {
  return new EVMLowerIntrinsics();
}
