//===-- EVMLoopPlacement.cpp - Loop block order priced in EVM gas
//----------===//
//
/// \file
/// Chooses where each loop's blocks start in the layout, after LLVM's block
/// placement, by what the branches cost on the EVM.
///
/// MachineBlockPlacement models a machine where a conditional branch costs
/// the same whichever way it goes, so a loop may start with its latch: the
/// latch then falls into the header, and the loop is entered by a jump to
/// the header. On the EVM the two senses differ: JUMPI jumps when its
/// condition is non-zero, and a branch the other way costs an ISZERO on
/// every execution. A loop whose test is at its bottom (a rotated loop,
/// `do { } while (c)`) is cheapest with the header first: the latch jumps
/// back on its condition as it is and falls out of the loop, and a block
/// that led into the latch still falls into it. Without an optsize
/// attribute, block placement puts such a latch first (with it, it keeps the
/// header first), and a rotated loop paid an ISZERO and a jump per
/// iteration (sort's inner loop at -O2, docs/performance.md).
///
/// For each loop, innermost first, and again until nothing moves, whose
/// blocks are contiguous in the layout, every rotation of that range is priced
/// with the emitter's rules for terminators
/// (EVMStackEmitter::analyzeTerminators: a branch to the next block falls
/// through; a conditional branch whose taken target is the next block is made
/// the other way, with an ISZERO): an unconditional jump costs PUSH and JUMP
/// (11 gas), an ISZERO 3, weighted by how often they run (block frequencies;
/// under optsize, once each, in bytes). The cheapest rotation is kept; a tie
/// keeps the order block placement chose. Blocks move within their loop's range
/// only, so enclosing loops stay contiguous. Runs at -O1 and above (the
/// stack-layout scheme), before the stackifier.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMDebug.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-loop-placement"

static cl::opt<bool>
    EnableLoopPlacement("evm-loop-placement", cl::init(true), cl::Hidden,
                        cl::desc("Rotate each loop's blocks in the layout to "
                                 "the order whose branches cost least on the "
                                 "EVM (-O1 and above)"));

EVM_STATISTIC(NumLoopsRotated, "Loops whose layout starts at another block");

namespace {
class EVMLoopPlacement final : public MachineFunctionPass {
public:
  static char ID;
  EVMLoopPlacement() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM loop placement"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<MachineBlockFrequencyInfoWrapperPass>();
    AU.addRequired<MachineBranchProbabilityInfoWrapperPass>();
    AU.addPreserved<MachineLoopInfoWrapperPass>();
    AU.addPreserved<MachineBlockFrequencyInfoWrapperPass>();
    AU.addPreserved<MachineBranchProbabilityInfoWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  /// How a block leaves, whatever the layout: its conditional branch (if
  /// any) and the sense it is written in, the target the condition selects
  /// and the other successor.
  struct Exit {
    bool Analyzable = false;
    bool Cond = false;
    bool Negate = false;
    MachineBasicBlock *Taken = nullptr;
    MachineBasicBlock *Other = nullptr;
  };
  Exit getExit(MachineBasicBlock &MBB) const;
  /// What \p MBB's branches cost when \p Next follows it.
  double branchCost(MachineBasicBlock &MBB, const MachineBasicBlock *Next);
  bool placeLoop(MachineLoop &L);
  void makeBranchesExplicit(MachineBasicBlock &MBB);

  MachineFunction *MF = nullptr;
  const TargetInstrInfo *TII = nullptr;
  MachineLoopInfo *MLI = nullptr;
  MachineBlockFrequencyInfo *MBFI = nullptr;
  const MachineBranchProbabilityInfo *MBPI = nullptr;
  DenseMap<const MachineBasicBlock *, Exit> Exits;
  bool BySize = false;
};
} // end anonymous namespace

char EVMLoopPlacement::ID = 0;
INITIALIZE_PASS(EVMLoopPlacement, DEBUG_TYPE,
                "Order each loop's blocks by EVM branch costs", false, false)

FunctionPass *llvm::createEVMLoopPlacementPass() {
  return new EVMLoopPlacement();
}

/// The block's exit, as EVMInstrInfo::analyzeBranch decodes its branches,
/// with the fall-through named by the successor lists rather than the
/// layout: a conditional branch's other successor is the successor it does
/// not name. A return, or a terminator analyzeBranch does not know, costs
/// the same wherever the block is: not priced.
EVMLoopPlacement::Exit EVMLoopPlacement::getExit(MachineBasicBlock &MBB) const {
  Exit E;
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 2> Cond;
  if (TII->analyzeBranch(MBB, TBB, FBB, Cond))
    return E;
  if (!Cond.empty()) {
    E.Cond = true;
    E.Negate = Cond[0].getImm() == EVM::BRCONDZ;
    E.Taken = TBB;
    E.Other = FBB;
    if (!E.Other)
      for (MachineBasicBlock *Succ : MBB.successors())
        if (Succ != E.Taken)
          E.Other = Succ;
    if (!E.Other || E.Other == E.Taken || MBB.succ_size() != 2)
      return E;
  } else {
    MachineBasicBlock *Branched = TBB;
    if (!Branched && MBB.succ_size() == 1)
      Branched = *MBB.succ_begin();
    if (!Branched || MBB.succ_size() != 1)
      return E;
    E.Taken = E.Other = Branched;
  }
  E.Analyzable = true;
  return E;
}

double EVMLoopPlacement::branchCost(MachineBasicBlock &MBB,
                                    const MachineBasicBlock *Next) {
  auto It = Exits.find(&MBB);
  if (It == Exits.end())
    It = Exits.try_emplace(&MBB, getExit(MBB)).first;
  const Exit &E = It->second;
  if (!E.Analyzable)
    return 0;
  // PUSH label; JUMP, and an ISZERO: in gas, by how often they run, or in
  // bytes (a one- or two-byte label) under optsize.
  const double JumpCost = BySize ? 3 : 11;
  const double NegateCost = BySize ? 1 : 3;
  double Freq = BySize ? 1 : MBFI->getBlockFreqRelativeToEntryBlock(&MBB);
  if (!E.Cond)
    return E.Taken == Next ? 0 : Freq * JumpCost;
  MachineBasicBlock *Taken = E.Taken, *Other = E.Other;
  bool Negate = E.Negate;
  if (Taken == Next) {
    std::swap(Taken, Other);
    Negate = !Negate;
  }
  double Cost = Negate ? Freq * NegateCost : 0;
  if (Other != Next) {
    BranchProbability P = MBPI->getEdgeProbability(&MBB, Other);
    Cost +=
        (BySize ? 1 : Freq * P.getNumerator() / P.getDenominator()) * JumpCost;
  }
  return Cost;
}

/// Gives every way out of \p MBB an explicit branch, so that it can move:
/// the emitter drops a branch to the block that follows.
void EVMLoopPlacement::makeBranchesExplicit(MachineBasicBlock &MBB) {
  MachineBasicBlock *FallThrough =
      MBB.getFallThrough(/*JumpToFallThrough=*/false);
  if (!FallThrough)
    return;
  DebugLoc DL = MBB.empty() ? DebugLoc() : MBB.back().getDebugLoc();
  BuildMI(&MBB, DL, TII->get(EVM::BR)).addMBB(FallThrough);
}

bool EVMLoopPlacement::placeLoop(MachineLoop &L) {
  bool Changed = false;
  for (MachineLoop *Inner : L)
    Changed |= placeLoop(*Inner);

  // The loop's blocks as the layout has them, if they are one range: the
  // run of loop blocks around the header.
  SmallVector<MachineBasicBlock *, 16> Range;
  MachineFunction::iterator First = L.getHeader()->getIterator();
  while (First != MF->begin() && L.contains(&*std::prev(First)))
    --First;
  for (auto I = First; I != MF->end() && L.contains(&*I); ++I)
    Range.push_back(&*I);
  unsigned N = Range.size();
  if (N != L.getNumBlocks() || N < 2 || First == MF->begin())
    return Changed;
  MachineBasicBlock *Prev = &*std::prev(First);
  MachineBasicBlock *After = Range.back()->getNextNode();

  // Rotation R lays the range out from Range[R]: Range[R..N), Range[0..R).
  auto Cost = [&](unsigned R) {
    double C = branchCost(*Prev, Range[R]);
    for (unsigned I = 0; I < N; ++I) {
      unsigned Pos = (I + N - R) % N;
      const MachineBasicBlock *Next = Pos + 1 < N ? Range[(I + 1) % N] : After;
      C += branchCost(*Range[I], Next);
    }
    return C;
  };
  // The child loop of L that holds \p MBB, if any: a rotation must not
  // start inside one, which would split its blocks in two.
  auto ChildOf = [&](MachineBasicBlock *MBB) -> MachineLoop * {
    MachineLoop *In = MLI->getLoopFor(MBB);
    if (In == &L)
      return nullptr;
    while (In->getParentLoop() != &L)
      In = In->getParentLoop();
    return In;
  };
  unsigned Best = 0;
  double BestCost = Cost(0);
  for (unsigned R = 1; R < N; ++R) {
    if (MachineLoop *Child = ChildOf(Range[R]))
      if (Child == ChildOf(Range[R - 1]))
        continue;
    double C = Cost(R);
    // Clearly cheaper only: frequencies are estimates.
    if (C < BestCost * 0.999 - 1e-9) {
      Best = R;
      BestCost = C;
    }
  }
  if (!Best)
    return Changed;

  EVM_DEBUG(dbgs() << "evm-loop-placement: " << MF->getName() << ": loop at "
                   << printMBBReference(*L.getHeader()) << " starts at "
                   << printMBBReference(*Range[Best]) << " (cost " << Cost(0)
                   << " -> " << BestCost << ")\n");
  makeBranchesExplicit(*Prev);
  for (MachineBasicBlock *MBB : Range)
    makeBranchesExplicit(*MBB);
  for (unsigned I = 0; I < Best; ++I) {
    if (After)
      Range[I]->moveBefore(After);
    else
      Range[I]->moveAfter(&MF->back());
  }
  ++NumLoopsRotated;
  return true;
}

bool EVMLoopPlacement::runOnMachineFunction(MachineFunction &Fn) {
  if (!EnableLoopPlacement)
    return false;
  MF = &Fn;
  TII = MF->getSubtarget().getInstrInfo();
  MLI = &getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  MBFI = &getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI();
  MBPI = &getAnalysis<MachineBranchProbabilityInfoWrapperPass>().getMBPI();
  BySize = MF->getFunction().hasOptSize();
  Exits.clear();
  // A loop's best start depends on what follows it, which an enclosing
  // loop's rotation changes: repeat until nothing moves. Each move lowers
  // the function's total branch cost (only the moved range and the block
  // before it get a new next block), so this ends; the bound is a guard.
  bool Changed = false;
  for (unsigned Round = 0; Round < 8; ++Round) {
    bool Moved = false;
    for (MachineLoop *L : *MLI)
      Moved |= placeLoop(*L);
    Changed |= Moved;
    if (!Moved)
      break;
  }
  return Changed;
}
