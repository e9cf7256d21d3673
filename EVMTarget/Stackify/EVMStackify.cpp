//===-- EVMStackify.cpp - Turn virtual registers into stack code ------------===//
//
/// \file
/// The EVM has no registers: every operand is read from the top of the
/// operand stack. This pass replaces virtual registers by stack operations
/// by running the stackification stages in order:
///
///  1. Linearise: blocks keep the order block placement chose; blocks
///     nothing branches to are removed. Block labels are the blocks'
///     symbols (deterministic).
///  2. The function's interface: its arguments, whether it has a return
///     address (it is neither the entry function nor `noreturn`), its
///     results, and whether it can be called while it is active (a cycle
///     of the call graph), in which case it saves its frame on the stack.
///  3. Value placement (EVMValuePlacement): rematerialised values; at -O0
///     (the memory-slot scheme) frame slots for values that live across
///     blocks.
///  4. Block layouts (EVMBlockLayouts) and spilling. At -O0 every layout is
///     the base: each block is emitted in a dry run (EVMStackEmitter), and
///     while a value would sit beyond DUP16/SWAP16 reach, it moves to a
///     frame slot. From -O1 the solver keeps values on the stack across
///     blocks (liveness from EVMStackLiveness, costs weighted by block
///     frequency); when a layout or a block cannot be reached within
///     DUP16/SWAP16, the value to spill is chosen for the whole function:
///     among the values on the stack where reach failed, the one whose
///     loads and stores cost least, weighted by frequency, per block it
///     frees; edges whose layouts disagree get a block of their own
///     (EVMStackifyCFG). Each spill is a round of the solver; beyond a
///     budget of rounds per function (-evm-spill-budget) a round moves
///     several values: a block's spills chosen in one pass by next use
///     (EVMStackPressure), or as many as the slot out of reach needs, so
///     that compile time stays about linear in the function's size.
///  6. Frame layout (EVMFrameLayout): offsets of allocas and slots, slots
///     with disjoint lifetimes sharing words.
///  7. Emission (EVMStackEmitter), from layouts whose base includes the
///     saved frame words. Before it, in a function optimised for size, a
///     constant a block uses several times is pushed once there and DUPed
///     where a dry run of the block shows that it gets shorter
///     (EVMValuePlacement::keepRepeatedConstants).
///  8. Every jump target, return label and non-entry function starts with
///     JUMPDEST.
///
/// The stack verifier (EVMStackVerifier) checks the result.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMBlockLayouts.h"
#include "EVMCallGraph.h"
#include "EVMDebug.h"
#include "EVMFrameLayout.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMStackEmitter.h"
#include "EVMStackLiveness.h"
#include "EVMStackPressure.h"
#include "EVMStackifyCFG.h"
#include "EVMSubtarget.h"
#include "EVMValuePlacement.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ScopedPrinter.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumFunctions, "Functions stackified");
EVM_STATISTIC(NumSavingFrame, "Recursive functions that save their frame");
EVM_STATISTIC(StackGas, "Base gas of the emitted stack code (static)");
EVM_STATISTIC(NumSplitEdges, "Edges split because their layouts disagree");
EVM_STATISTIC(NumLiveAcross,
              "Values kept on the stack across a block boundary");
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

static cl::opt<bool> UseStackLayouts(
    "evm-stack-layouts", cl::Hidden, cl::init(true),
    cl::desc("From -O1, keep values on the EVM stack across blocks (block "
             "stack layouts); otherwise use frame slots as at -O0"));

namespace {

class EVMStackify final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackify() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM Stackify"; }
  bool runOnMachineFunction(MachineFunction &MF) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineBlockFrequencyInfoWrapperPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool doFinalization(Module &M) override {
    EVM::reportStatistics();
    return false;
  }

private:
  void findInterface();
  bool spillUntilReachable(EVMValuePlacement &Values,
                           const EVMBlockLayouts &Layouts);
  bool solveLayouts(EVMValuePlacement &Values, EVMBlockLayouts &Layouts);
  bool canSpill(const EVMValuePlacement &Values, Register R) const;
  SmallVector<Register, 4>
  chooseSpills(const EVMValuePlacement &Values,
               const EVMStackLiveness &Liveness,
               const EVMBlockLayouts::Outcome &Failure,
               const EVMBlockFrequencies &Freq, bool Batch) const;
  bool layOutFrame(EVMFrameLayout &Frame, const EVMCallGraph *Recursive);
  SmallVector<EVMStackSlot, 4> getBase() const;
  SmallVector<EVMStackSlot, 8> getArgumentSlots() const;
  void replaceByInvalid();
  void reportError(const Twine &Msg);

  MachineFunction *MF = nullptr;
  const EVMInstrInfo *TII = nullptr;
  EVMMachineFunctionInfo *FuncInfo = nullptr;
  /// Argument N's register (or a register without uses).
  SmallVector<Register, 8> Arguments;
  /// Frame words saved on the stack (recursive functions).
  unsigned SavedWords = 0;
  /// Block frequencies relative to the entry, measured before any edge is
  /// split (a new block takes its edge's).
  DenseMap<const MachineBasicBlock *, double> BlockFreq;
  bool HadError = false;
};

} // end anonymous namespace

char EVMStackify::ID = 0;
INITIALIZE_PASS(EVMStackify, DEBUG_TYPE,
                "Schedule EVM stack operations for virtual registers", false,
                false)

FunctionPass *llvm::createEVMStackifyPass() { return new EVMStackify(); }

bool EVM::useStackLayouts(CodeGenOptLevel OptLevel) {
  return UseStackLayouts && OptLevel != CodeGenOptLevel::None;
}

void EVMStackify::reportError(const Twine &Msg) {
  const Function &F = MF->getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg));
  HadError = true;
}

bool EVMStackify::runOnMachineFunction(MachineFunction &MF) {
  this->MF = &MF;
  TII = MF.getSubtarget<EVMSubtarget>().getInstrInfo();
  FuncInfo = MF.getInfo<EVMMachineFunctionInfo>();
  HadError = false;
  SavedWords = 0;
  ++NumFunctions;

  EVM::removeUnreachableBlocks(MF);
  findInterface();
  // A function that can be called again while it is active saves its frame.
  const Function &F = MF.getFunction();
  EVMCallGraph CallGraph(*F.getParent());
  bool Recursive = FuncInfo->HasReturnAddress && CallGraph.isRecursive(F);
  if (Recursive && Arguments.size() > EVM::MaxStackAccess)
    reportError("a recursive function takes at most 16 argument words");
  if (FuncInfo->NumResults > EVM::MaxStackAccess)
    reportError("a function returns at most 16 words");

  bool StackLayouts = EVM::useStackLayouts(MF.getTarget().getOptLevel());
  EVMValuePlacement Values(MF);
  Values.run(/*SpillArguments=*/Arguments.size() > EVM::MaxStackAccess,
             /*CrossBlockSlots=*/!StackLayouts);

  // Layouts and spilling do not know the frame yet: no saved words.
  EVMBlockLayouts Layouts;
  if (!StackLayouts)
    Layouts.computeBaseOnly(MF, getBase(), getArgumentSlots());
  if (!HadError)
    HadError = StackLayouts ? !solveLayouts(Values, Layouts)
                            : !spillUntilReachable(Values, Layouts);

  EVMFrameLayout Frame(MF, Values);
  if (!HadError)
    HadError = !layOutFrame(Frame, Recursive ? &CallGraph : nullptr);

  if (!HadError) {
    if (StackLayouts)
      Layouts.addSavedWords(MF, SavedWords);
    else
      Layouts.computeBaseOnly(MF, getBase(), getArgumentSlots());
    EVM_DEBUG(Layouts.print(dbgs(), MF));
    // Kept for the CFG picture (-evm-cfg-file).
    for (const MachineBasicBlock &MBB : MF) {
      const EVMStack &In = Layouts.getEntry(MBB), &Out = Layouts.getExit(MBB);
      FuncInfo->BlockLayouts[&MBB] = {to_string(In), to_string(Out),
                                      In.size(), Out.size()};
    }
    EVMStackLiveness Liveness(MF,
                              [&](Register R) { return Values.isRemat(R); });
    for (const MachineBasicBlock &MBB : MF)
      NumLiveAcross += Liveness.getLiveIn(MBB).size();
    EVMStackEmitter Emitter(MF, Values, Liveness, &Frame, Arguments,
                            SavedWords, Layouts.getBaseHeight());
    // In optsize functions, constants a block uses several times are
    // pushed once and DUPed where the dry run of the block gets shorter.
    Values.keepRepeatedConstants(
        [&](MachineBasicBlock &MBB)
            -> std::optional<EVMValuePlacement::BlockCost> {
          if (!Emitter.run(MBB, Layouts.getEntry(MBB), Layouts.getExit(MBB),
                           /*DryRun=*/true))
            return std::nullopt;
          return EVMValuePlacement::BlockCost{Emitter.getBytes(),
                                              Emitter.getGas()};
        },
        [&](const MachineBasicBlock &MBB) {
          // Blocks made by edge splits are not in the loop info: they hold
          // shuffles, no constant.
          return getAnalysis<MachineLoopInfoWrapperPass>().getLI().getLoopFor(
                     &MBB) != nullptr;
        });
    for (MachineBasicBlock &MBB : MF) {
      if (Emitter.run(MBB, Layouts.getEntry(MBB), Layouts.getExit(MBB),
                      /*DryRun=*/false)) {
        StackGas += Emitter.getGas();
        continue;
      }
      if (!Emitter.hadError())
        reportError("internal: stack too deep in block '" + MBB.getName() +
                    "' after spilling");
      HadError = true;
      break;
    }
  }

  if (HadError)
    replaceByInvalid();
  // Also after an error: the stack verifier checks the code left behind.
  EVMStackEmitter::insertJumpDests(MF);
  // Removed and split blocks leave gaps in the numbering (no branch folding
  // runs at -O1 and above to renumber them); listings read better without.
  if (StackLayouts)
    MF.RenumberBlocks();
  MF.getRegInfo().clearVirtRegs();
  MF.getProperties().setNoVRegs();
  return true;
}

/// Arguments, return address and results (docs/calling-convention.md).
void EVMStackify::findInterface() {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  const Function &F = MF->getFunction();
  Arguments.clear();
  for (MachineInstr &MI : MF->front())
    if (MI.getOpcode() == EVM::ARGUMENT) {
      unsigned Index = MI.getOperand(1).getImm();
      if (Arguments.size() <= Index)
        Arguments.resize(Index + 1);
      Arguments[Index] = MI.getOperand(0).getReg();
    }
  // An unused argument still takes its word.
  for (Register &Arg : Arguments)
    if (!Arg)
      Arg = MRI.createVirtualRegister(&EVM::GPRRegClass);
  FuncInfo->NumArguments = Arguments.size();
  FuncInfo->HasReturnAddress = !EVM::isEntryFunction(F) && !F.doesNotReturn();
  FuncInfo->NumResults = 0;
  for (MachineBasicBlock &MBB : *MF)
    if (!MBB.empty() && MBB.back().getOpcode() == EVM::RET)
      FuncInfo->NumResults = MBB.back().getNumOperands();
}

/// The return address, then the saved frame words.
SmallVector<EVMStackSlot, 4> EVMStackify::getBase() const {
  SmallVector<EVMStackSlot, 4> Base;
  if (FuncInfo->HasReturnAddress)
    Base.push_back(EVMStackSlot::returnAddress());
  for (unsigned W = 0; W < SavedWords; ++W)
    Base.push_back(EVMStackSlot::savedFrame(W));
  return Base;
}

SmallVector<EVMStackSlot, 8> EVMStackify::getArgumentSlots() const {
  SmallVector<EVMStackSlot, 8> Slots;
  for (Register Arg : Arguments)
    Slots.push_back(EVMStackSlot::value(Arg));
  return Slots;
}

/// Tries each block in a dry run; while a value would be out of reach,
/// moves it to a frame slot and tries again.
bool EVMStackify::spillUntilReachable(EVMValuePlacement &Values,
                                      const EVMBlockLayouts &Layouts) {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  // The memory-slot scheme keeps nothing live across blocks.
  EVMStackLiveness Liveness(*MF,
                            [&](Register R) { return Values.isRemat(R); });
  EVMStackEmitter Trial(*MF, Values, Liveness, /*Frame=*/nullptr, Arguments,
                        /*SavedWords=*/0, Layouts.getBaseHeight());
  for (MachineBasicBlock &MBB : *MF) {
    for (unsigned Round = 0;; ++Round) {
      if (Trial.run(MBB, Layouts.getEntry(MBB), Layouts.getExit(MBB),
                    /*DryRun=*/true))
        break;
      if (Trial.hadError())
        return false;
      const EVMStackSlot &Out = Trial.getTooDeep();
      if (!Out.isValue() || Round > MRI.getNumVirtRegs()) {
        reportError("stack too deep: cannot schedule block '" +
                    MBB.getName() + "' within DUP16/SWAP16 reach");
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
bool EVMStackify::solveLayouts(EVMValuePlacement &Values,
                               EVMBlockLayouts &Layouts) {
  const MachineBlockFrequencyInfo &MBFI =
      getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI();
  const MachineBranchProbabilityInfo &MBPI = *MBFI.getMBPI();
  BlockFreq.clear();
  for (const MachineBasicBlock &MBB : *MF)
    BlockFreq[&MBB] = MBFI.getBlockFreqRelativeToEntryBlock(&MBB);
  EVMBlockFrequencies Freq;
  Freq.Block = [&](const MachineBasicBlock *MBB) {
    return BlockFreq.lookup(MBB);
  };
  Freq.Edge = [&](const MachineBasicBlock *From, const MachineBasicBlock *To) {
    // Successor probabilities live in the block: split edges keep theirs.
    BranchProbability Prob = MBPI.getEdgeProbability(From, To);
    return BlockFreq.lookup(From) * Prob.getNumerator() /
           Prob.getDenominator();
  };

  // Each round splits an edge or moves a value to memory (which adds a
  // register): a bound on the values there were at the start ends a loop.
  // A round changes few blocks: the liveness is updated in place and the
  // solver keeps the dry runs of the other blocks' bodies (forgetBody), so
  // that a function that needs many spills does not pay for all its blocks
  // in every round.
  const unsigned MaxRounds = 2 * MF->getRegInfo().getNumVirtRegs() + 8;
  auto IsRemat = [&](Register R) { return Values.isRemat(R); };
  std::optional<EVMStackLiveness> Liveness;
  unsigned SpillRounds = 0;
  SmallPtrSet<const MachineBasicBlock *, 8> Relieved;
  MachineRegisterInfo &MRI = MF->getRegInfo();
  auto IsKept = [&](Register R) { return !Values.isRemat(R); };
  auto IsSpillable = [&](Register R) {
    return canSpill(Values, R) && !MRI.getVRegDef(R)->isPHI();
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
      Liveness.emplace(*MF, IsRemat);
    EVMStackEmitter Trial(*MF, Values, *Liveness, /*Frame=*/nullptr,
                          Arguments, /*SavedWords=*/0, getBase().size());
    EVMBlockLayouts::Outcome Out = Layouts.solve(
        *MF, *Liveness, Trial, Freq, getBase(), getArgumentSlots());
    if (Trial.hadError())
      return false;
    if (Out.Solved) {
      EVM_DEBUG(dbgs() << "evm-stackify: " << MF->getName()
                       << ": layouts cost " << Out.Cost << " gas a call\n");
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
      Spills.append(chooseSpills(Values, *Liveness, Out, Freq, Batch));
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
      for (const MachineBasicBlock &MBB : *MF)
        if (Liveness->isLiveIn(Spill, MBB) || Liveness->isLiveOut(Spill, MBB))
          Layouts.forgetBody(MBB);
      Values.spill(Spill);
      Liveness->remove(Spill);
    }
  }
}

/// Whether \p R is a value on the stack that can move to memory: defined
/// once, used, not moved already.
bool EVMStackify::canSpill(const EVMValuePlacement &Values, Register R) const {
  const MachineRegisterInfo &MRI = MF->getRegInfo();
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
SmallVector<Register, 4>
EVMStackify::chooseSpills(const EVMValuePlacement &Values,
                          const EVMStackLiveness &Liveness,
                          const EVMBlockLayouts::Outcome &Failure,
                          const EVMBlockFrequencies &Freq, bool Batch) const {
  const MachineRegisterInfo &MRI = MF->getRegInfo();
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
    if (!canSpill(Values, R))
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
      Cost += Access * Freq.Block(User.isPHI()
                                      ? User.getOperand(MO.getOperandNo() + 1)
                                            .getMBB()
                                      : User.getParent());
    }
    unsigned Span = 1;
    for (const MachineBasicBlock &MBB : *MF)
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
    unsigned Need =
        OutDepth >= EVM::MaxStackAccess ? OutDepth - EVM::MaxStackAccess + 1
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
      dbgs() << "evm-stackify: " << printMBBReference(Failed)
             << " out of reach at " << Out << ": spilling " << printReg(R)
             << (MRI.getVRegDef(R)->isPHI() ? " (a PHI)" : "")
             << (Spills.size() > 1 ? " (a batch)" : "") << ", weighted cost "
             << find_if(Scores, [&](const Scored &S) { return S.R == R; })
                    ->Score
             << '\n';
  });
  return Spills;
}

/// Lays out the frame. A recursive function with a frame (\p Recursive is
/// then the call graph) saves it on the stack: its base grows by the
/// frame's words.
bool EVMStackify::layOutFrame(EVMFrameLayout &Frame,
                              const EVMCallGraph *Recursive) {
  if (!Frame.run())
    return false;
  FuncInfo->FrameSize = Frame.getFrameSize();
  FuncInfo->SavesFrame = Recursive && FuncInfo->FrameSize > 0;
  if (FuncInfo->SavesFrame) {
    ++NumSavingFrame;
    SavedWords = FuncInfo->FrameSize / 32;
    // A call can reach this function again if it is indirect or its callee
    // is on a cycle with this function.
    const Function &F = MF->getFunction();
    auto MayReenter = [&](const MachineInstr &Call) {
      const MachineOperand &Callee = Call.getOperand(Call.getNumExplicitDefs());
      const auto *G =
          Callee.isGlobal() ? dyn_cast<Function>(Callee.getGlobal()) : nullptr;
      return !G || G->isDeclaration() ||
             Recursive->getNode(*G).SCC == Recursive->getNode(F).SCC;
    };
    if (Frame.addressEscapes(MayReenter))
      reportError("the address of a local variable of a recursive function "
                  "escapes; recursive activations share one frame");
  }
  if (FuncInfo->FrameSize) {
    const MCAsmInfo &MAI = *MF->getTarget().getMCAsmInfo();
    FuncInfo->FrameSymbol = MF->getContext().getOrCreateSymbol(
        Twine(MAI.getPrivateGlobalPrefix()) + "frame." + MF->getName());
  }
  return !HadError;
}

/// After an error, leaves well-formed stack code behind so that later
/// passes do not trip over register-form instructions; llc fails on the
/// diagnostic.
void EVMStackify::replaceByInvalid() {
  for (MachineBasicBlock &MBB : *MF) {
    MBB.clear();
    while (!MBB.succ_empty())
      MBB.removeSuccessor(MBB.succ_begin());
    BuildMI(MBB, MBB.end(), DebugLoc(), TII->get(EVM::INVALID_S));
  }
  FuncInfo->NumArguments = 0;
  FuncInfo->HasReturnAddress = false;
}
