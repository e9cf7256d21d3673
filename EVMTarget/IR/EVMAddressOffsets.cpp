//===-- EVMAddressOffsets.cpp - Addresses as offsets from a base ----------===//
//
// See EVMAddressOffsets.h.
//
//===----------------------------------------------------------------------===//

#include "EVMAddressOffsets.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace PatternMatch;

#define DEBUG_TYPE "evm-address-offsets"

STATISTIC(NumRewritten, "Addresses written as offsets from a base");

/// The base X and offset C of \p Address = X + C: an add of a constant, or
/// an `or disjoint` (X's low bits known zero where C has ones).
/// \p Base and \p Offset change only on a match (a pattern binds its
/// values as it goes, and may bind one before it fails).
static bool matchOffset(Value *Address, Value *&Base, const APInt *&Offset) {
  Value *X;
  const APInt *C;
  if (!match(Address, m_Add(m_Value(X), m_APInt(C))) &&
      !match(Address, m_DisjointOr(m_Value(X), m_APInt(C))))
    return false;
  Base = X;
  Offset = C;
  return true;
}

/// Where one `inttoptr Base` for every use can go: right after Base's
/// definition (after the PHIs of its block), or at the function's entry
/// for an argument.
static BasicBlock::iterator insertionPointFor(Value *Base, Function &F) {
  if (auto *I = dyn_cast<Instruction>(Base)) {
    if (isa<PHINode>(I))
      return I->getParent()->getFirstInsertionPt();
    return std::next(I->getIterator());
  }
  return F.getEntryBlock().getFirstInsertionPt();
}

PreservedAnalyses EVMAddressOffsetsPass::run(Function &F,
                                             FunctionAnalysisManager &FAM) {
  SmallVector<IntToPtrInst *, 16> Worklist;
  for (Instruction &I : instructions(F))
    if (auto *Cast = dyn_cast<IntToPtrInst>(&I))
      Worklist.push_back(Cast);
  if (Worklist.empty())
    return PreservedAnalyses::all();

  const DataLayout &DL = F.getDataLayout();
  DominatorTree *DT = nullptr;
  // The base pointer of each (base, pointer type), shared by its offsets.
  DenseMap<std::pair<Value *, Type *>, Value *> BasePointers;
  bool Changed = false;
  for (IntToPtrInst *Cast : Worklist) {
    Value *Sum = Cast->getOperand(0);
    Value *Base;
    const APInt *Step;
    if (!matchOffset(Sum, Base, Step))
      continue;
    // A sum that something else uses too is computed anyway (a loop's
    // pointer stepping on): an offset from its base would add again.
    if (any_of(Sum->users(), [](User *U) { return !isa<IntToPtrInst>(U); }))
      continue;
    // The offset from the innermost base of nested sums, (X + C1) + C2
    // being X + (C1 + C2), so that addresses around X share X.
    APInt Offset = *Step;
    while (matchOffset(Base, Base, Step))
      Offset += *Step;
    // A base that is itself a constant is a constant address: the folders
    // keep those as constant expressions.
    if (isa<Constant>(Base) || isa<InvokeInst>(Base) ||
        (isa<Instruction>(Base) &&
         cast<Instruction>(Base)->isTerminator()))
      continue;
    Type *PtrTy = Cast->getType();
    // The offset as the address space's index type (a word for memory).
    unsigned IndexWidth = DL.getIndexTypeSizeInBits(PtrTy);
    if (IndexWidth < Offset.getBitWidth() && !Offset.isIntN(IndexWidth))
      continue;
    APInt Index = Offset.zextOrTrunc(IndexWidth);
    Value *&BasePtr = BasePointers[{Base, PtrTy}];
    if (!BasePtr) {
      // An `inttoptr Base` already there that dominates every use, or a
      // new one right after Base.
      if (!DT)
        DT = &FAM.getResult<DominatorTreeAnalysis>(F);
      BasicBlock::iterator At = insertionPointFor(Base, F);
      for (User *U : Base->users()) {
        auto *Existing = dyn_cast<IntToPtrInst>(U);
        if (Existing && Existing->getType() == PtrTy &&
            Existing->getFunction() == &F &&
            (Existing == &*At || DT->dominates(Existing, &*At))) {
          BasePtr = Existing;
          break;
        }
      }
      if (!BasePtr)
        BasePtr = new IntToPtrInst(Base, PtrTy, Base->getName() + ".ptr", At);
    }
    Value *Address = BasePtr;
    if (!Index.isZero()) {
      IRBuilder<> B(Cast);
      Address = B.CreatePtrAdd(BasePtr, B.getInt(Index), Cast->getName());
      if (auto *I = dyn_cast<Instruction>(Address))
        I->setDebugLoc(Cast->getDebugLoc());
    }
    Cast->replaceAllUsesWith(Address);
    Cast->eraseFromParent();
    ++NumRewritten;
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
