//===-- EVMHoistCommonChecks.cpp - One check before a switch's cases ------===//
//
// solc's Yul checks, at the start of each external function, that the call
// sent no value (`if callvalue() { revert(0, 0) }`), and the dispatcher,
// once its functions are inlined, repeats that check in each case of its
// switch on the selector: CALLVALUE, PUSH label, JUMPI, five bytes a
// function (320 bytes in a test contract of 64 functions). solc's legacy
// code generator makes the check once, before the dispatch, when no
// function is payable.
//
// This pass does that on the IR: when every case of a switch starts with
// the same check (instructions that are safe to run anywhere and compute
// their operands from constants, then a branch to a block that ends
// execution with a failure), and every other successor fails the same way
// anyway (the default case of a contract without a fallback function:
// `revert(0, 0)`, as the checks' own failures), the check runs once before
// the switch and the cases go straight on. A call that reaches a case runs
// the check once, as before; one that reaches no case fails as it did, with
// the same data, only after the check (its failure is the same block).
// Where one function is payable, its case does not start with the check,
// and nothing changes.
//
// It runs before EVMMergeHaltingBlocks, which compares the failing blocks
// the same way (operands defined in the block matched by position).
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "IR/EVMBuiltins.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "evm-hoist-common-checks"

STATISTIC(NumHoisted, "Number of checks hoisted above a switch");

static cl::opt<bool>
    HoistCommonChecks("evm-hoist-common-checks",
                      cl::desc("Make a check that every case of a switch "
                               "starts with once, before the switch"),
                      cl::init(true));

namespace {
class EVMHoistCommonChecks final : public FunctionPass {
public:
  static char ID;
  EVMHoistCommonChecks() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM hoist common checks"; }
  bool runOnFunction(Function &F) override;
};
} // end anonymous namespace

char EVMHoistCommonChecks::ID = 0;
INITIALIZE_PASS(EVMHoistCommonChecks, DEBUG_TYPE, "EVM hoist common checks",
                false, false)

FunctionPass *llvm::createEVMHoistCommonChecksPass() {
  return new EVMHoistCommonChecks();
}

/// Whether \p BB ends execution with a failure: nothing but a REVERT of
/// constant operands, or INVALID (`unreachable` alone).
static bool isConstantFailure(const BasicBlock &BB) {
  if (!isa<UnreachableInst>(BB.getTerminator()) || BB.hasAddressTaken() ||
      isa<PHINode>(BB.front()))
    return false;
  const Instruction *Prev = BB.getTerminator()->getPrevNode();
  if (!Prev)
    return true;
  std::optional<EVM::Builtin> B = EVM::getCalledBuiltin(*Prev);
  return B && B->Opcode == EVM::REVERT && Prev == &BB.front() &&
         all_of(cast<CallInst>(Prev)->args(),
                [](const Use &U) { return isa<Constant>(U); });
}

/// Whether two failing blocks (isConstantFailure) fail the same way.
static bool failSame(const BasicBlock &A, const BasicBlock &B) {
  if (A.size() != B.size())
    return false;
  for (auto [X, Y] : zip(A, B))
    if (!X.isIdenticalTo(&Y))
      return false;
  return true;
}

namespace {
/// A case that starts with a check: its instructions before the branch,
/// the block the branch fails to, and the one it goes on to.
struct Check {
  BasicBlock *BB;
  BranchInst *Br;
  BasicBlock *Fail, *Go;
  bool FailsOnTrue;
};
} // end anonymous namespace

/// The check \p BB starts with, if it is one: it has the switch's block as
/// its only predecessor, its instructions can run anywhere and take
/// constants or each other's values, and it ends in a branch to a block
/// that fails (isConstantFailure).
static std::optional<Check> getCheck(BasicBlock &BB, const BasicBlock &From) {
  if (BB.getUniquePredecessor() != &From)
    return std::nullopt;
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == &BB ||
      Br->getSuccessor(1) == &BB)
    return std::nullopt;
  for (Instruction &I : make_range(BB.begin(), Br->getIterator())) {
    if (!isSafeToSpeculativelyExecute(&I) || I.mayReadOrWriteMemory())
      return std::nullopt;
    for (const Value *Op : I.operands()) {
      const auto *OpI = dyn_cast<Instruction>(Op);
      if (!isa<Constant>(Op) && !(OpI && OpI->getParent() == &BB))
        return std::nullopt;
    }
  }
  bool FailsOnTrue = isConstantFailure(*Br->getSuccessor(0));
  bool FailsOnFalse = isConstantFailure(*Br->getSuccessor(1));
  if (FailsOnTrue == FailsOnFalse)
    return std::nullopt;
  return Check{&BB, Br, Br->getSuccessor(FailsOnTrue ? 0 : 1),
               Br->getSuccessor(FailsOnTrue ? 1 : 0), FailsOnTrue};
}

/// Whether \p A and \p B compute the same condition the same way: their
/// instructions before the branch are identical but for operands defined
/// in their own block, matched by position.
static bool sameCheck(const Check &A, const Check &B) {
  if (A.FailsOnTrue != B.FailsOnTrue || A.BB->size() != B.BB->size() ||
      !failSame(*A.Fail, *B.Fail))
    return false;
  DenseMap<const Value *, const Value *> Map;
  for (auto [X, Y] : zip(*A.BB, *B.BB)) {
    if (&X == A.Br)
      return &Y == B.Br &&
             Map.lookup(A.Br->getCondition()) == B.Br->getCondition();
    if (!X.isSameOperationAs(&Y))
      return false;
    for (auto [OX, OY] : zip(X.operands(), Y.operands())) {
      const Value *MX = Map.lookup(OX);
      if (MX ? MX != OY : OX != OY)
        return false;
    }
    Map[&X] = &Y;
  }
  return false;
}

/// Hoists the check every case of \p SI starts with, if there is one.
static bool hoistCheck(SwitchInst &SI) {
  BasicBlock *From = SI.getParent();
  SmallVector<Check, 8> Checks;
  SmallVector<BasicBlock *, 4> Others;
  SmallPtrSet<BasicBlock *, 16> Seen;
  for (BasicBlock *Succ : successors(From)) {
    if (!Seen.insert(Succ).second)
      continue;
    if (std::optional<Check> C = getCheck(*Succ, *From)) {
      if (!Checks.empty() && !sameCheck(Checks.front(), *C))
        return false;
      Checks.push_back(*C);
    } else {
      Others.push_back(Succ);
    }
  }
  if (Checks.size() < 2)
    return false;
  // A successor without the check must fail as the check does.
  const Check &First = Checks.front();
  for (BasicBlock *Other : Others)
    if (!isConstantFailure(*Other) || !failSame(*Other, *First.Fail))
      return false;

  // The check, once, before the switch: the first case's instructions
  // move there, and its failure stays the one it branches to.
  BasicBlock *Switch = SplitBlock(From, &SI);
  Instruction *Jump = From->getTerminator();
  // The check stands for all the cases' checks (their function's range
  // where they differ: the dispatcher's), not for the first case's.
  DILocation *DL = First.Br->getDebugLoc().get();
  for (const Check &C : drop_begin(Checks))
    DL = DILocation::getMergedLocation(DL, C.Br->getDebugLoc().get());
  for (Instruction &I : make_early_inc_range(
           make_range(First.BB->begin(), First.Br->getIterator()))) {
    I.moveBefore(Jump->getIterator());
    I.setDebugLoc(DebugLoc(DL));
  }
  BranchInst *Hoisted =
      BranchInst::Create(First.FailsOnTrue ? First.Fail : Switch,
                         First.FailsOnTrue ? Switch : First.Fail,
                         First.Br->getCondition(), Jump->getIterator());
  Hoisted->setDebugLoc(DebugLoc(DL));
  Jump->eraseFromParent();
  // Each case goes straight on; its own check and failure go.
  for (const Check &C : Checks) {
    BranchInst::Create(C.Go, C.Br->getIterator())
        ->setDebugLoc(C.Br->getDebugLoc());
    C.Br->eraseFromParent();
    if (&C != &First)
      for (Instruction &I : make_early_inc_range(reverse(*C.BB)))
        if (!I.isTerminator() && I.use_empty())
          I.eraseFromParent();
  }
  SmallPtrSet<BasicBlock *, 8> Deleted;
  for (const Check &C : drop_begin(Checks))
    if (pred_empty(C.Fail) && Deleted.insert(C.Fail).second)
      DeleteDeadBlock(C.Fail);
  ++NumHoisted;
  return true;
}

bool EVMHoistCommonChecks::runOnFunction(Function &F) {
  if (skipFunction(F) || !HoistCommonChecks)
    return false;
  SmallVector<SwitchInst *, 2> Switches;
  for (BasicBlock &BB : F)
    if (auto *SI = dyn_cast<SwitchInst>(BB.getTerminator()))
      Switches.push_back(SI);
  bool Changed = false;
  for (SwitchInst *SI : Switches)
    Changed |= hoistCheck(*SI);
  return Changed;
}
