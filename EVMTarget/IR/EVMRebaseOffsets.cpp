//===-- EVMRebaseOffsets.cpp - Offsets from the newest of two sums --------===//
//
// A loop that steps a pointer writes through it at fixed distances from
// both its old and its new value: solady's LibString.toHexString does
// `result := add(result, w)` (w = -2), then `mstore8(add(result, 1), ...)`
// and, after the loop, `sub(result, 0x20)` and `sub(end, result)`.
// InstCombine folds each distance into the old value, `add(old, -1)`,
// `add(old, -34)` and `sub(add(end, 2), old)`, which suits a machine with
// registers. On the EVM it keeps the old pointer alive beside the new one
// for the rest of the turn and out of the loop: a DUP to keep it, SWAPs to
// reach past it and a POP on each turn, and a slot the exit block carries
// (toHexString's loop took 102 gas a turn against solc legacy's 83, and
// takes 86 with this pass).
//
// So where X is a PHI (the value a loop carries) and Y = `add X, Cy`
// dominates X's other sums with a constant, and X has no use after Y but
// those, they are taken from Y and X dies at Y; Y, which lives on anyway,
// takes its place:
//  * `add X, C` and `getelementptr i8, (inttoptr X), C` become
//    `add Y, C - Cy` and a byte offset C - Cy from `inttoptr Y`;
//  * X against a sum of another value that only it uses, `sub (add Z, K),
//    X` and `icmp eq/ne X, (add Z, K)`, become `sub (add Z, K + Cy), Y`
//    and `icmp eq/ne Y, (add Z, K + Cy)`: InstCombine's forms of
//    `sub(end, Y)` and of toHexString(value, length)'s `eq(Y, start)`.
// Unless the new constants cost more to push (a negative one needs a NOT).
// Only PHIs: a value defined in straight-line code mostly dies at its last
// sum anyway, and rewriting solady's LibRLP made it 53 bytes larger. The
// arithmetic wraps as before (no flags, no `inbounds`). It runs after the
// middle end's last InstCombine, which would fold the sums back.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "evm-rebase-offsets"

STATISTIC(NumRebased, "Sums of a value written as sums of a newer sum");

static cl::opt<bool> EnableRebaseOffsets(
    "evm-rebase-offsets", cl::init(true),
    cl::desc("Write the sums of a value and a constant that a sum of it "
             "dominates as sums of that sum, so that the value dies there "
             "(EVMRebaseOffsets)"));

namespace {
class EVMRebaseOffsets final : public FunctionPass {
public:
  static char ID;
  /// A sum of a value and a constant: `add X, C`, a byte offset from
  /// `inttoptr X`; or X against a sum of another value, `sub (add Z, C),
  /// X` or an equality `icmp eq/ne X, (add Z, C)`.
  struct Sum {
    enum KindTy { Add, Offset, Against } Kind;
    Instruction *I;
    APInt C;
    /// For Against: the operand that is X.
    unsigned XOp = 0;
  };
  EVMRebaseOffsets() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "EVM offsets from the newest of two sums";
  }
  bool runOnFunction(Function &F) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.setPreservesCFG();
  }

private:
  bool rebase(PHINode &X);

  DominatorTree *DT = nullptr;
};
} // namespace

char EVMRebaseOffsets::ID = 0;

INITIALIZE_PASS_BEGIN(EVMRebaseOffsets, DEBUG_TYPE,
                      "EVM offsets from the newest of two sums", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_END(EVMRebaseOffsets, DEBUG_TYPE,
                    "EVM offsets from the newest of two sums", false, false)

FunctionPass *llvm::createEVMRebaseOffsetsPass() {
  return new EVMRebaseOffsets();
}

/// The bytes of the cheapest plain push of \p C: its significant bytes,
/// and a NOT after them for a negative one (PUSH0 NOT for -1).
static unsigned cost(const APInt &C) {
  if (C.isNegative())
    return 2 + (C.getBitWidth() - C.countl_one() + 7) / 8;
  return 1 + (C.getActiveBits() + 7) / 8;
}

/// The constant of \p S once it is taken from \p Y = `add X, Cy`.
static APInt rebased(const EVMRebaseOffsets::Sum &S,
                     const EVMRebaseOffsets::Sum &Y) {
  return S.Kind == EVMRebaseOffsets::Sum::Against ? S.C + Y.C : S.C - Y.C;
}

/// Takes the sums of \p X after a sum Y of X that dominates them from Y,
/// when X then has no use after Y. True if it did.
bool EVMRebaseOffsets::rebase(PHINode &X) {
  if (!X.getType()->isIntegerTy(256))
    return false;
  // The sums of X, and every other instruction that reads it (directly,
  // or through an inttoptr that is not only a base of byte offsets).
  SmallVector<Sum, 4> Sums;
  SmallVector<Instruction *, 4> Others;
  SmallVector<IntToPtrInst *, 2> Bases;
  for (User *U : X.users()) {
    auto *I = dyn_cast<Instruction>(U);
    if (!I)
      return false;
    const APInt *C;
    if (match(I, m_Add(m_Specific(&X), m_APInt(C)))) {
      Sums.push_back({Sum::Add, I, *C});
      continue;
    }
    // X against a sum of another value, which InstCombine gives the
    // constant of X's new sum: `sub(end, add(X, Cy))` is `sub (add end,
    // -Cy), X`, `eq(add(X, Cy), start)` is `eq X, (add start, -Cy)`. With
    // K + Cy in the other sum, they are the same against Y.
    Value *Z;
    auto OtherSum = m_OneUse(m_Add(m_Value(Z), m_APInt(C)));
    CmpPredicate Pred;
    if (match(I, m_Sub(OtherSum, m_Specific(&X))) && Z != &X) {
      Sums.push_back({Sum::Against, I, *C, 1});
      continue;
    }
    if (match(I, m_c_ICmp(Pred, m_Specific(&X), OtherSum)) &&
        ICmpInst::isEquality(Pred) && Z != &X) {
      Sums.push_back({Sum::Against, I, *C, I->getOperand(0) == &X ? 0u : 1u});
      continue;
    }
    auto *P = dyn_cast<IntToPtrInst>(I);
    if (!P) {
      Others.push_back(I);
      continue;
    }
    Bases.push_back(P);
    for (User *PU : P->users()) {
      auto *GEP = dyn_cast<GetElementPtrInst>(PU);
      if (GEP && GEP->getPointerOperand() == P &&
          GEP->getSourceElementType()->isIntegerTy(8) &&
          GEP->getNumIndices() == 1 &&
          match(GEP->getOperand(1), m_APInt(C)) &&
          C->getBitWidth() == 256)
        Sums.push_back({Sum::Offset, GEP, *C});
      else if (auto *UI = dyn_cast<Instruction>(PU))
        Others.push_back(UI);
      else
        return false;
    }
  }
  if (Sums.size() < 2)
    return false;

  for (const Sum &Y : Sums) {
    if (Y.Kind != Sum::Add)
      continue;
    // X must die at Y: any other use lies before Y in its block (not a
    // PHI, which reads X at the end of a predecessor).
    BasicBlock *BB = Y.I->getParent();
    auto Before = [&](Instruction *I) {
      return I->getParent() == BB && I != Y.I && !isa<PHINode>(I) &&
             I->comesBefore(Y.I);
    };
    if (!all_of(Others, Before))
      continue;
    bool AllReached = all_of(Sums, [&](const Sum &S) {
      return S.I == Y.I || Before(S.I) || DT->dominates(Y.I, S.I);
    });
    if (!AllReached)
      continue;
    // The constants must not cost more to push: a sum below Y would add a
    // negative offset, a NOT more on each use (cost()).
    unsigned OldCost = 0, NewCost = 0, NumAfter = 0;
    for (const Sum &S : Sums)
      if (S.I != Y.I && !Before(S.I)) {
        OldCost += cost(S.C);
        NewCost += cost(rebased(S, Y));
        ++NumAfter;
      }
    if (!NumAfter || NewCost > OldCost)
      continue;
    // Every sum after Y is rewritten: at least one (NumAfter).
    // One inttoptr of Y for each pointer type (address space) the offsets
    // from X have.
    SmallDenseMap<Type *, IntToPtrInst *, 2> YPtrs;
    for (const Sum &S : Sums) {
      if (S.I == Y.I || Before(S.I))
        continue;
      APInt Offset = rebased(S, Y);
      if (S.Kind == Sum::Against) {
        // The other sum is used here only: its constant changes in place.
        auto *Other = cast<BinaryOperator>(S.I->getOperand(1 - S.XOp));
        Other->setOperand(1, ConstantInt::get(Other->getType(), Offset));
        Other->dropPoisonGeneratingFlags();
        S.I->setOperand(S.XOp, Y.I);
        S.I->dropPoisonGeneratingFlags();
        ++NumRebased;
        continue;
      }
      IRBuilder<> B(S.I);
      Value *New;
      if (S.Kind == Sum::Offset) {
        IntToPtrInst *&YPtr = YPtrs[S.I->getType()];
        if (!YPtr) {
          YPtr = new IntToPtrInst(Y.I, S.I->getType(), Y.I->getName() + ".ptr");
          YPtr->insertAfter(Y.I->getIterator());
          YPtr->setDebugLoc(Y.I->getDebugLoc());
        }
        New = B.CreateGEP(B.getInt8Ty(), YPtr, B.getInt(Offset));
      } else {
        New = B.CreateAdd(Y.I, B.getInt(Offset));
      }
      if (auto *NI = dyn_cast<Instruction>(New))
        NI->setDebugLoc(S.I->getDebugLoc());
      New->takeName(S.I);
      S.I->replaceAllUsesWith(New);
      S.I->eraseFromParent();
      ++NumRebased;
    }
    for (IntToPtrInst *P : Bases)
      if (P->use_empty())
        P->eraseFromParent();
    return true;
  }
  return false;
}

bool EVMRebaseOffsets::runOnFunction(Function &F) {
  if (!EnableRebaseOffsets || skipFunction(F))
    return false;
  DT = &getAnalysis<DominatorTreeWrapperPass>().getDomTree();
  // A rewrite adds and erases instructions, never PHIs.
  SmallVector<PHINode *, 16> PHIs;
  for (BasicBlock &BB : F)
    for (PHINode &PHI : BB.phis())
      PHIs.push_back(&PHI);
  bool Changed = false;
  for (PHINode *PHI : PHIs)
    Changed |= rebase(*PHI);
  return Changed;
}
