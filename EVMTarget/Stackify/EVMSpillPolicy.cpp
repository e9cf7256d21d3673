//===-- EVMSpillPolicy.cpp - Which values go to memory --------------------===//
//
// See EVMSpillPolicy.h.
//
//===----------------------------------------------------------------------===//

#include "EVMSpillPolicy.h"
#include "EVMDebug.h"
#include "EVMStackEmitter.h"
#include "EVMStackLiveness.h"
#include "EVMStackPressure.h"
#include "EVMStackifyCFG.h"
#include "EVMValuePlacement.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

// The stackifier's statistics and debug output.
#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumSplitEdges, "Edges split because their layouts disagree");
EVM_STATISTIC(NumSpillBatches, "Solver rounds that moved several values to "
                               "memory (beyond -evm-spill-budget)");
EVM_STATISTIC(NumPressureReliefs,
              "Blocks whose spills were chosen in one pass by next use "
              "(beyond -evm-spill-budget)");

/// Values a block keeps live at once when its spills are chosen in one
/// pass: DUP16 reaches 16 slots, and an instruction's operands and the
/// dead values the emitter pops lazily need some of them.
static constexpr unsigned PressureLimit = 12;

static cl::opt<unsigned> SpillBudget(
    "evm-spill-budget", cl::Hidden, cl::init(128),
    cl::desc("Solver rounds of an EVM function that move one value to memory "
             "each; beyond them a round moves several: a block's spills chosen "
             "in one pass by next use, or as many values as the slot out of "
             "reach needs (0: no limit)"));

void EVMSpillPolicy::reportError(const Twine &Msg) const {
  const Function &F = MF.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg));
}

/// Tries each block in a dry run; while a value would be out of reach,
/// moves it to a frame slot and tries again.
bool EVMSpillPolicy::spillUntilReachable(const EVMBlockLayouts &Layouts) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  // The memory-slot scheme keeps nothing live across blocks.
  EVMStackLiveness Liveness(MF, [&](Register R) { return Values.isRemat(R); });
  EVMStackEmitter Trial(MF, Values, Liveness, /*Frame=*/nullptr, Arguments,
                        /*SavedWords=*/0, Layouts.getBaseHeight());
  for (MachineBasicBlock &MBB : MF) {
    for (unsigned Round = 0;; ++Round) {
      if (Trial.run(MBB, Layouts.getEntry(MBB), Layouts.getExit(MBB),
                    /*DryRun=*/true))
        break;
      if (Trial.hadError())
        return false;
      const EVMStackSlot &Out = Trial.getTooDeep();
      if (!Out.isValue() || Round > MRI.getNumVirtRegs()) {
        reportError("stack too deep: cannot schedule block '" + MBB.getName() +
                    "' within DUP16/SWAP16 reach");
        return false;
      }
      EVM_DEBUG(dbgs() << "evm-stackify: " << printMBBReference(MBB)
                       << ": spilling " << printReg(Out.getReg())
                       << " (beyond DUP16/SWAP16 reach)\n");
      Values.spill(Out.getReg());
    }
  }
  return true;
}

/// Solves the block stack layouts; spills values and splits edges until the
/// solver succeeds.
bool EVMSpillPolicy::solveLayouts(EVMBlockLayouts &Layouts,
                                  const MachineBlockFrequencyInfo &MBFI) {
  const MachineBranchProbabilityInfo &MBPI = *MBFI.getMBPI();
  BlockFreq.clear();
  for (const MachineBasicBlock &MBB : MF)
    BlockFreq[&MBB] = MBFI.getBlockFreqRelativeToEntryBlock(&MBB);
  EVMBlockFrequencies Freq;
  Freq.Block = [&](const MachineBasicBlock *MBB) {
    return BlockFreq.lookup(MBB);
  };
  Freq.Edge = [&](const MachineBasicBlock *From, const MachineBasicBlock *To) {
    // Successor probabilities live in the block: split edges keep theirs.
    BranchProbability Prob = MBPI.getEdgeProbability(From, To);
    return BlockFreq.lookup(From) * Prob.getNumerator() / Prob.getDenominator();
  };

  // Each round splits an edge or moves a value to memory (which adds a
  // register): a bound on the values there were at the start ends a loop.
  // A round changes few blocks: the liveness is updated in place and the
  // solver keeps the dry runs of the other blocks' bodies (forgetBody), so
  // that a function that needs many spills does not pay for all its blocks
  // in every round.
  const unsigned MaxRounds = 2 * MF.getRegInfo().getNumVirtRegs() + 8;
  auto IsRemat = [&](Register R) { return Values.isRemat(R); };
  std::optional<EVMStackLiveness> Liveness;
  unsigned SpillRounds = 0;
  SmallPtrSet<const MachineBasicBlock *, 8> Relieved;
  MachineRegisterInfo &MRI = MF.getRegInfo();
  auto IsKept = [&](Register R) { return !Values.isRemat(R); };
  auto IsSpillable = [&](Register R) {
    return canSpill(R) && !MRI.getVRegDef(R)->isPHI();
  };
  auto SplitEdge = [&](MachineBasicBlock &From, MachineBasicBlock &To) {
    double F = Freq.Edge(&From, &To);
    MachineBasicBlock *NB = EVM::splitEdge(From, To);
    // The block before the new one has a new next block.
    if (MachineBasicBlock *Prev = NB->getPrevNode())
      Layouts.forgetBody(*Prev);
    BlockFreq[NB] = F;
    Layouts.forgetBody(From);
    Layouts.forgetBody(To);
    Liveness.reset();
    return NB;
  };
  for (unsigned Round = 0;; ++Round) {
    if (!Liveness)
      Liveness.emplace(MF, IsRemat);
    EVMStackEmitter Trial(MF, Values, *Liveness, /*Frame=*/nullptr, Arguments,
                          /*SavedWords=*/0, Base.size());
    EVMBlockLayouts::Outcome Out =
        Layouts.solve(MF, *Liveness, Trial, Freq, Base, ArgumentSlots);
    if (Trial.hadError())
      return false;
    if (Out.Solved) {
      EVM_DEBUG(dbgs() << "evm-stackify: " << MF.getName() << ": layouts cost "
                       << Out.Cost << " gas a call\n");
      return true;
    }
    for (auto [From, To] : Out.Splits) {
      MachineBasicBlock *NB = SplitEdge(*From, *To);
      ++NumSplitEdges;
      EVM_DEBUG(dbgs() << "evm-stackify: split " << printMBBReference(*From)
                       << " -> " << printMBBReference(*To) << " as "
                       << printMBBReference(*NB) << '\n');
    }
    if (!Out.Splits.empty())
      continue;
    // Beyond the budget, a block that runs out of reach for the first time
    // gets the spills it needs chosen at once, in one pass over it; a later
    // failure moves as many values as the slot out of reach needs.
    bool Batch = SpillBudget && SpillRounds >= SpillBudget;
    SmallVector<Register, 16> Spills;
    if (Round <= MaxRounds && Batch &&
        Relieved.insert(Out.FailedBlock).second) {
      Spills = EVM::chooseSpillsByNextUse(*Out.FailedBlock, *Liveness, IsKept,
                                          IsSpillable, PressureLimit);
      if (!Spills.empty())
        ++NumPressureReliefs;
      EVM_DEBUG({
        dbgs() << "evm-stackify: " << printMBBReference(*Out.FailedBlock)
               << ": spilling by next use:";
        for (Register R : Spills)
          dbgs() << ' ' << printReg(R);
        dbgs() << '\n';
      });
    }
    if (Round <= MaxRounds && Spills.empty()) {
      Spills.append(chooseSpills(*Liveness, Out, Freq, Batch));
      if (Spills.size() > 1)
        ++NumSpillBatches;
    }
    if (Spills.empty()) {
      reportError("stack too deep: cannot schedule block '" +
                  Out.FailedBlock->getName() + "' within DUP16/SWAP16 reach");
      return false;
    }
    ++SpillRounds;
    for (Register Spill : Spills) {
      MachineInstr &Def = *MRI.getVRegDef(Spill);
      if (Def.isPHI()) {
        // Stores on the incoming edges, slot reads made local: analyse
        // again. A PHI is spilled alone.
        Values.spillPHI(Def, SplitEdge);
        Layouts.forgetBodies();
        Liveness.reset();
        break;
      }
      // The blocks whose code or live-out values change.
      Layouts.forgetBody(*Def.getParent());
      for (const MachineInstr &User : MRI.use_instructions(Spill))
        Layouts.forgetBody(*User.getParent());
      for (const MachineBasicBlock &MBB : MF)
        if (Liveness->isLiveIn(Spill, MBB) || Liveness->isLiveOut(Spill, MBB))
          Layouts.forgetBody(MBB);
      Values.spill(Spill);
      Liveness->remove(Spill);
    }
  }
}

/// Whether \p R is a value on the stack that can move to memory: defined
/// once, used, not moved already.
bool EVMSpillPolicy::canSpill(Register R) const {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  return MRI.getVRegDef(R) && !Values.isRemat(R) && !Values.isSpilled(R) &&
         !MRI.use_nodbg_empty(R);
}

/// The values to move to memory where \p Failure found a slot out of reach.
/// Each candidate is priced by the gas of its stores and loads weighted by
/// frequency, per block where it is live. The candidates are the values on
/// the stack where reach failed: any other (a value the block defines after
/// that point, or one it consumed before) would cost a store, loads and a
/// round of the solver for nothing.
///
/// One value, the cheapest, unless \p Batch: then as many as the slot out
/// of reach needs at once (a slot D deep comes within DUP16 reach when
/// D - 15 values above it are gone, or when it goes itself), cheapest
/// first, which the one-value rounds would mostly have chosen one by one.
/// A PHI goes alone (moving it splits edges).
SmallVector<Register, 4> EVMSpillPolicy::chooseSpills(
    const EVMStackLiveness &Liveness, const EVMBlockLayouts::Outcome &Failure,
    const EVMBlockFrequencies &Freq, bool Batch) const {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const MachineBasicBlock &Failed = *Failure.FailedBlock;
  const EVMStackSlot &Out = Failure.TooDeep;
  // The depth of each value's topmost copy where reach failed.
  const EVMStack &Stack = Failure.FailedStack;
  DenseMap<Register, unsigned> Depth;
  for (unsigned D = 0, E = Stack.size(); D < E; ++D)
    if (Stack.at(D).isValue())
      Depth.try_emplace(Stack.at(D).getReg(), D);
  // In a deterministic order: the slot out of reach, the values live into
  // the block, the values it defines.
  SmallSetVector<Register, 16> Candidates;
  if (Out.isValue())
    Candidates.insert(Out.getReg());
  for (Register R : Liveness.getLiveIn(Failed))
    if (Depth.count(R))
      Candidates.insert(R);
  for (const MachineInstr &MI : Failed)
    for (const MachineOperand &MO : MI.defs())
      if (MO.isReg() && MO.getReg().isVirtual() && Depth.count(MO.getReg()))
        Candidates.insert(MO.getReg());
  // PUSH2 slot; MSTORE or MLOAD.
  const double Access = 6;
  struct Scored {
    Register R;
    double Score;
  };
  SmallVector<Scored, 16> Scores;
  for (Register R : Candidates) {
    if (!canSpill(R))
      continue;
    const MachineInstr *Def = MRI.getVRegDef(R);
    double Cost = 0;
    if (Def->isPHI()) {
      for (unsigned I = 2, E = Def->getNumOperands(); I < E; I += 2)
        Cost += Access * Freq.Block(Def->getOperand(I).getMBB());
    } else {
      Cost += Access * Freq.Block(Def->getParent());
    }
    for (const MachineOperand &MO : MRI.use_nodbg_operands(R)) {
      const MachineInstr &User = *MO.getParent();
      Cost += Access *
              Freq.Block(User.isPHI()
                             ? User.getOperand(MO.getOperandNo() + 1).getMBB()
                             : User.getParent());
    }
    unsigned Span = 1;
    for (const MachineBasicBlock &MBB : MF)
      Span += Liveness.isLiveIn(R, MBB);
    Scores.push_back({R, Cost / Span});
  }
  // Cheapest first; equals in the order above.
  llvm::stable_sort(Scores, [](const Scored &A, const Scored &B) {
    return A.Score < B.Score;
  });
  SmallVector<Register, 4> Spills;
  auto It = Out.isValue() ? Depth.find(Out.getReg()) : Depth.end();
  if (!Batch || It == Depth.end()) {
    if (!Scores.empty())
      Spills.push_back(Scores.front().R);
  } else {
    unsigned OutDepth = It->second;
    unsigned Need = OutDepth >= EVM::MaxStackAccess
                        ? OutDepth - EVM::MaxStackAccess + 1
                        : 1;
    for (const Scored &S : Scores) {
      bool IsOut = S.R == Out.getReg();
      if (!IsOut && Depth.lookup(S.R) > OutDepth)
        continue;
      if (MRI.getVRegDef(S.R)->isPHI()) {
        if (Spills.empty())
          Spills.push_back(S.R);
        break;
      }
      Spills.push_back(S.R);
      if (IsOut || Spills.size() == Need)
        break;
    }
  }
  EVM_DEBUG({
    for (Register R : Spills)
      dbgs()
          << "evm-stackify: " << printMBBReference(Failed)
          << " out of reach at " << Out << ": spilling " << printReg(R)
          << (MRI.getVRegDef(R)->isPHI() ? " (a PHI)" : "")
          << (Spills.size() > 1 ? " (a batch)" : "") << ", weighted cost "
          << find_if(Scores, [&](const Scored &S) { return S.R == R; })->Score
          << '\n';
  });
  return Spills;
}
