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
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar/CorrelatedValuePropagation.h"

using namespace llvm;

#define DEBUG_TYPE "evm-dead-memory-stores"

STATISTIC(NumRemoved, "Stores to memory removed as never read before a halt");
STATISTIC(NumSunk, "Stores to memory moved into the successors that read "
                   "them, off the paths that halt without reading them");

static cl::opt<bool> SinkStores(
    "evm-sink-memory-stores", cl::Hidden, cl::init(true),
    cl::desc("Move a store to memory that some successors of its block "
             "never read before a halt into the others "
             "(EVMDeadMemoryStores)"));

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

/// Whether what \p Store wrote, \p Loc, may be read before execution ends
/// on a path from \p From: an instruction may read it, or the path returns
/// to a caller, comes back to the store, or is longer than the budget.
static bool mayBeReadFrom(BasicBlock::iterator From, const Instruction &Store,
                          const StoreReaders &Readers) {
  unsigned Budget = ScanBudget;
  SmallPtrSet<const BasicBlock *, 16> Visited;
  SmallVector<BasicBlock::iterator, 8> Work;
  Work.push_back(From);
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

/// The successor of \p Store's block into which the store may move: what
/// it wrote is read on the paths through that successor only (the others
/// end execution without reading it), nothing after the store in its block
/// reads or writes its bytes, and the successor has the block as its only
/// predecessor (so the store there runs exactly when it would have on
/// those paths). Null when there is none.
static BasicBlock *getSinkTarget(Instruction &Store, const MemoryLocation &Loc,
                                 const StoreReaders &Readers, AAResults &AA) {
  BasicBlock *BB = Store.getParent();
  Instruction *Term = BB->getTerminator();
  // A conditional branch: its condition is what branchConstrains reads.
  if (const auto *Br = dyn_cast<BranchInst>(Term); !Br || !Br->isConditional())
    return nullptr;
  for (auto It = std::next(Store.getIterator()); &*It != Term; ++It) {
    bool Halts;
    if (Readers.mayRead(*It, Halts) || Halts ||
        isModSet(AA.getModRefInfo(&*It, Loc)))
      return nullptr;
  }
  BasicBlock *Live = nullptr;
  SmallPtrSet<BasicBlock *, 4> Seen;
  for (BasicBlock *Succ : successors(BB)) {
    if (!Seen.insert(Succ).second ||
        !mayBeReadFrom(Succ->begin(), Store, Readers))
      continue;
    if (Live || Succ == BB || Succ->getUniquePredecessor() != BB)
      return nullptr;
    Live = Succ;
  }
  return Live;
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

/// What computes \p Store's operands in its block and can move with it
/// into \p Succ: instructions that read and write nothing, whose users are
/// all in blocks \p Succ dominates, or move too (so the other users in the
/// block of what moves move with it: the `inttoptr` of a pointer the store
/// writes, and its other uses past the branch).
static SmallPtrSet<Instruction *, 8>
planOperands(Instruction &Store, BasicBlock &Succ, const DominatorTree &DT) {
  BasicBlock *From = Store.getParent();
  // Each instruction of the block that could move, users first.
  SmallPtrSet<Instruction *, 16> Movable;
  for (Instruction &I : reverse(*From)) {
    if (&I == &Store || isa<PHINode>(I) || I.isTerminator() ||
        I.mayReadOrWriteMemory() || I.mayHaveSideEffects())
      continue;
    if (all_of(I.users(), [&](const User *U) {
          const auto *UI = cast<Instruction>(U);
          return UI == &Store || (UI->getParent() == From
                                      ? Movable.contains(UI)
                                      : DT.dominates(&Succ, UI->getParent()));
        }))
      Movable.insert(&I);
  }
  // Of those, what the store's operands are computed from, with the other
  // users in the block of each.
  SmallPtrSet<Instruction *, 8> Moving;
  SmallVector<Instruction *, 8> Work;
  auto Reach = [&](Value *V) {
    if (auto *I = dyn_cast<Instruction>(V); I && Movable.contains(I))
      Work.push_back(I);
  };
  for (Value *Op : Store.operands())
    Reach(Op);
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (!Moving.insert(I).second)
      continue;
    for (Value *Op : I->operands())
      Reach(Op);
    for (User *U : I->users())
      if (U != &Store)
        Reach(U);
  }
  return Moving;
}

/// Whether the branch \p Term compares with a constant (in a condition of
/// `and`s and `or`s) a value that \p Moving or \p Store uses: past the
/// branch, CorrelatedValuePropagation knows more of what moved.
static bool branchConstrains(const BranchInst &Br,
                             const SmallPtrSetImpl<Instruction *> &Moving,
                             const Instruction &Store) {
  auto UsedByMoved = [&](const Value *V) {
    return any_of(V->users(), [&](const User *U) {
      const auto *UI = dyn_cast<Instruction>(U);
      return UI && (UI == &Store || Moving.contains(UI));
    });
  };
  SmallVector<const Value *, 4> Work = {Br.getCondition()};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    if (const auto *Cmp = dyn_cast<ICmpInst>(V)) {
      for (unsigned I = 0; I < 2; ++I)
        if (isa<Constant>(Cmp->getOperand(1 - I)) &&
            UsedByMoved(Cmp->getOperand(I)))
          return true;
      continue;
    }
    if (const auto *Bin = dyn_cast<BinaryOperator>(V);
        Bin && (Bin->getOpcode() == Instruction::And ||
                Bin->getOpcode() == Instruction::Or)) {
      Work.push_back(Bin->getOperand(0));
      Work.push_back(Bin->getOperand(1));
    }
  }
  return false;
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
  SmallVector<std::pair<Instruction *, BasicBlock *>, 8> Sinkable;
  for (BasicBlock &BB : F) {
    if (InCycle.contains(&BB))
      continue;
    for (Instruction &I : BB) {
      std::optional<MemoryLocation> Loc = getRemovableWrite(I);
      if (!Loc)
        continue;
      StoreReaders Readers(*Loc, DL, AA, MemorySafe);
      if (!mayBeReadFrom(std::next(I.getIterator()), I, Readers))
        Dead.push_back(&I);
      else if (SinkStores)
        if (BasicBlock *To = getSinkTarget(I, *Loc, Readers, AA))
          Sinkable.push_back({&I, To});
    }
  }
  // Removing one store never makes another one read: each was judged with
  // all the others in place, and a store reads nothing. Nor does moving
  // one: it moves past no instruction that reads or writes its bytes, and
  // the stores a block moves into a successor keep their order there.
  for (Instruction *I : Dead) {
    I->eraseFromParent();
    ++NumRemoved;
  }
  // A store moves, with what computes its operands, where that lets the
  // branch's outcome simplify them; elsewhere moving it would only save
  // its cost on a path that fails, and reorder the code of the one that
  // does not (the layouts of solady's sort scenario grew by 11 bytes).
  unsigned NumMoved = 0;
  if (!Sinkable.empty()) {
    DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
    DenseMap<BasicBlock *, Instruction *> LastMoved;
    for (auto [Store, Succ] : Sinkable) {
      BasicBlock *From = Store->getParent();
      SmallPtrSet<Instruction *, 8> Moving = planOperands(*Store, *Succ, DT);
      // getSinkTarget took only stores before a conditional branch.
      if (!branchConstrains(*cast<BranchInst>(From->getTerminator()), Moving,
                            *Store))
        continue;
      // The stores a block moves into a successor keep their order there.
      Instruction *&Last = LastMoved[Succ];
      if (Last)
        Store->moveAfter(Last);
      else
        Store->moveBefore(Succ->getFirstInsertionPt());
      Last = Store;
      // What computes its operands goes before it, in its order; a debug
      // record left behind that names one of them no longer can.
      for (Instruction &I : make_early_inc_range(*From)) {
        if (!Moving.contains(&I))
          continue;
        SmallVector<DbgVariableRecord *, 2> Records;
        findDbgUsers(&I, Records);
        for (DbgVariableRecord *R : Records)
          if (R->getParent() == From)
            R->setKillLocation();
        I.moveBefore(Store->getIterator());
      }
      ++NumSunk;
      ++NumMoved;
    }
  }
  if (Dead.empty() && !NumMoved)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  // Past the branch, what moved is simplified by what the branch says
  // (solc's min(returndatasize(), 32) after the check for 32 bytes is 32):
  // in this function only, rather than in every function of the pipeline.
  if (NumMoved) {
    FAM.invalidate(F, PA);
    PA.intersect(CorrelatedValuePropagationPass().run(F, FAM));
  }
  return PA;
}
