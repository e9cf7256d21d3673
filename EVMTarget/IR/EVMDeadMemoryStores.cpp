//===-- EVMDeadMemoryStores.cpp - Stores no one reads before a halt ------===//
//
// See EVMDeadMemoryStores.h.
//
//===----------------------------------------------------------------------===//

#include "EVMDeadMemoryStores.h"
#include "Analysis/EVMAliasAnalysis.h"
#include "EVMAddressSpaces.h"
#include "IR/EVMBuiltins.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-dead-memory-stores"

STATISTIC(NumRemoved, "Stores to memory removed as never read before a halt");

static cl::opt<unsigned> ScanBudget(
    "evm-dead-memory-stores-budget", cl::Hidden, cl::init(1024),
    cl::desc("Instructions EVMDeadMemoryStores looks at from one store "
             "before it keeps the store"));

namespace {
/// What an instruction reads of memory, as far as this pass can tell.
struct MemoryRead {
  enum Kind { None, Range, Unknown } K = None;
  /// For a Range: the first byte's address (a word or a pointer) and the
  /// size, if it is a constant (else all that follows).
  const Value *Start = nullptr;
  std::optional<int64_t> Size;
  /// Whether execution ends after the read.
  bool Halts = false;
};
} // end anonymous namespace

/// What \p Call, a builtin, reads of memory (EVM::getMemoryEffect): the
/// range a memory-reading opcode takes, or all of it for MSIZE, which
/// observes every store. Not a builtin: none.
static std::optional<MemoryRead> getBuiltinRead(const CallBase &Call) {
  const Function *Callee = Call.getCalledFunction();
  if (!Callee)
    return std::nullopt;
  std::optional<EVM::Builtin> B = EVM::getBuiltin(Callee->getName());
  if (!B)
    return std::nullopt;
  EVM::MemoryEffect E = EVM::getMemoryEffect(B->Opcode);
  MemoryRead R;
  R.Halts = E.Halts;
  if (E.Read == EVM::MemoryEffect::NoAccess)
    return R;
  if (E.Read == EVM::MemoryEffect::All ||
      Call.arg_size() <= std::max(E.ReadOffset, E.ReadSize)) {
    R.K = MemoryRead::Unknown;
    return R;
  }
  const auto *Size = dyn_cast<ConstantInt>(Call.getArgOperand(E.ReadSize));
  if (Size && Size->isZero())
    return R;
  R.K = MemoryRead::Range;
  R.Start = Call.getArgOperand(E.ReadOffset);
  if (Size && Size->getValue().getActiveBits() < 60)
    R.Size = int64_t(Size->getZExtValue());
  return R;
}

namespace {
/// Whether one store's bytes may be read, instruction by instruction.
class StoreReaders {
  const MemoryLocation &Loc;
  std::optional<EVM::MemoryAddress> At;
  std::optional<int64_t> Size;
  const DataLayout &DL;
  AAResults &AA;
  bool MemorySafe;

public:
  StoreReaders(const MemoryLocation &Loc, const DataLayout &DL, AAResults &AA,
               bool MemorySafe)
      : Loc(Loc), At(EVM::decomposeAddress(Loc.Ptr, DL)), DL(DL), AA(AA),
        MemorySafe(MemorySafe) {
    if (Loc.Size.hasValue() && !Loc.Size.isScalable() &&
        Loc.Size.getValue().getFixedValue() < uint64_t(EVM::MaxMemoryExtent))
      Size = int64_t(Loc.Size.getValue().getFixedValue());
  }

  /// Whether the \p ReadSize bytes at \p Start (all that follows if none)
  /// may overlap the store's. The store is in no cycle: what its address
  /// is computed from keeps its value on every path from it.
  bool mayOverlap(const Value *Start, std::optional<int64_t> ReadSize) const {
    if (!EVM::mayOverlap(Loc.Ptr, Size, Start, ReadSize, DL, MemorySafe,
                         /*SameIteration=*/true))
      return false;
    if (!Start->getType()->isPointerTy())
      return true;
    return !AA.isNoAlias(
        MemoryLocation(Start, ReadSize ? LocationSize::precise(*ReadSize)
                                       : LocationSize::afterPointer()),
        Loc);
  }

  /// Whether \p I may read the store's bytes; \p Halts is set when
  /// execution ends after \p I.
  bool mayRead(const Instruction &I, bool &Halts) const {
    Halts = false;
    if (const auto *LI = dyn_cast<LoadInst>(&I)) {
      TypeSize TS = DL.getTypeStoreSize(LI->getType());
      return mayOverlap(LI->getPointerOperand(),
                        TS.isScalable()
                            ? std::nullopt
                            : std::optional<int64_t>(TS.getFixedValue()));
    }
    if (const auto *Call = dyn_cast<CallBase>(&I))
      if (std::optional<MemoryRead> R = getBuiltinRead(*Call)) {
        Halts = R->Halts;
        switch (R->K) {
        case MemoryRead::None:
          return false;
        case MemoryRead::Unknown:
          return true;
        case MemoryRead::Range:
          return mayOverlap(R->Start, R->Size);
        }
      }
    return I.mayReadFromMemory() && isRefSet(AA.getModRefInfo(&I, Loc));
  }
};
} // end anonymous namespace

/// Whether what \p Store wrote, \p Loc, may be read before execution ends:
/// on some path from it, an instruction may read it, or the path returns
/// to a caller, comes back to the store, or is longer than the budget.
static bool mayBeRead(Instruction &Store, const MemoryLocation &Loc,
                      const DataLayout &DL, AAResults &AA, bool MemorySafe) {
  StoreReaders Readers(Loc, DL, AA, MemorySafe);
  unsigned Budget = ScanBudget;
  SmallPtrSet<const BasicBlock *, 16> Visited;
  SmallVector<BasicBlock::iterator, 8> Work;
  Work.push_back(std::next(Store.getIterator()));
  while (!Work.empty()) {
    BasicBlock::iterator It = Work.pop_back_val();
    BasicBlock *BB = It->getParent();
    bool Halts = false;
    for (; It != BB->end() && !Halts; ++It) {
      if (&*It == &Store || Budget-- == 0)
        return true;
      if (Readers.mayRead(*It, Halts))
        return true;
    }
    if (Halts)
      continue;
    // Back to the caller, which may read it; or a terminator that this
    // walk does not follow (invoke, callbr: the target refuses them).
    Instruction *Term = BB->getTerminator();
    if (isa<ReturnInst, InvokeInst, CallBrInst>(Term))
      return true;
    // `unreachable` that no halt precedes: nothing runs after it.
    for (BasicBlock *Succ : successors(BB))
      if (Visited.insert(Succ).second)
        Work.push_back(Succ->begin());
  }
  return false;
}

/// What \p I writes to EVM memory, when it is a store this pass may
/// remove: a simple store, or a memset or memcpy that is not volatile.
static std::optional<MemoryLocation> getRemovableWrite(Instruction &I) {
  std::optional<MemoryLocation> Loc;
  if (auto *SI = dyn_cast<StoreInst>(&I)) {
    if (!SI->isSimple())
      return std::nullopt;
    Loc = MemoryLocation::get(SI);
  } else if (auto *MI = dyn_cast<AnyMemIntrinsic>(&I)) {
    if (MI->isVolatile() || !isa<MemSetInst, MemCpyInst>(MI))
      return std::nullopt;
    Loc = MemoryLocation::getForDest(MI);
  } else {
    return std::nullopt;
  }
  if (!EVMAS::isMemory(Loc->Ptr->getType()->getPointerAddressSpace()))
    return std::nullopt;
  return Loc;
}

PreservedAnalyses EVMDeadMemoryStoresPass::run(Function &F,
                                               FunctionAnalysisManager &FAM) {
  AAResults &AA = FAM.getResult<AAManager>(F);
  const DataLayout &DL = F.getDataLayout();
  bool MemorySafe = EVM::followsMemoryDiscipline(*F.getParent());
  // A store in a cycle is kept: along a path that goes round, the values
  // its address is computed from may change, and alias analysis compares
  // them as one.
  SmallPtrSet<const BasicBlock *, 16> InCycle;
  for (scc_iterator<Function *> I = scc_begin(&F); !I.isAtEnd(); ++I)
    if (I.hasCycle())
      InCycle.insert(I->begin(), I->end());
  SmallVector<Instruction *, 16> Dead;
  for (BasicBlock &BB : F) {
    if (InCycle.contains(&BB))
      continue;
    for (Instruction &I : BB)
      if (std::optional<MemoryLocation> Loc = getRemovableWrite(I))
        if (!mayBeRead(I, *Loc, DL, AA, MemorySafe))
          Dead.push_back(&I);
  }
  // Removing one store never makes another one read: each was judged with
  // all the others in place, and a store reads nothing.
  for (Instruction *I : Dead) {
    I->eraseFromParent();
    ++NumRemoved;
  }
  if (Dead.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
