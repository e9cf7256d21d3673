//===-- EVMLoopExitValues.cpp - A loop counter's exit value from its step -===//
//
/// \file
/// After a loop whose counter steps by a constant (`j = phi(j0, j')`,
/// `j' = j + k` in the header), LLVM's middle end reads the counter's value
/// of the last iteration as `j` itself where the source computed `j' - k`:
/// InstCombine folds `(j + k) - k`, and a loop such as solady's partition
/// step `for {} 1 {} { j := sub(j, w) if iszero(gt(mload(j), p)) { break } }`
/// followed by uses of `add(j, w)` ends up with both `j` and `j'` used after
/// the loop. On a register machine that costs nothing. On the EVM both then
/// stay on the stack across the loop's exit; the exiting block has one exit
/// layout for its back edge and its exit edge, so the back edge carries the
/// dead old `j`, and every iteration pays the SWAPs and POPs that remove it
/// (14 to 16 gas an iteration in solady's sort, docs/performance.md).
///
/// This pass rewrites each use of `j` after the loop as `j' - k` (an ADD of
/// the negated constant, placed before the first use in its block): `j`
/// then dies at the step, which consumes it in place, and the exit pays a
/// PUSH and an ADD once. It is the inverse of the fold, for the machine
/// where the fold costs more than it saves, and runs just before the
/// stackifier (after the combiner, which would fold it back).
///
/// Conditions, so that `j' - k` is the value `j` had: `j'` is defined in the
/// header (every way out of the loop then passes the step after `j` took its
/// last value), it is the PHI's incoming value from every latch, and no use
/// after the loop is a PHI whose incoming block is in the loop (the ADD
/// would run on every iteration). The trade is solc's `runs` one
/// (EVM::getOptimizeRuns): taken when the gas saved on the iterations
/// (block frequencies, at the cost of one SWAP and one POP each) minus the
/// ADDs' gas, times runs, exceeds 200 gas a byte added; never under
/// minsize. Runs with block stack layouts (-O1 and up).
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-loop-exit-values"

static cl::opt<bool> EnableLoopExitValues(
    "evm-loop-exit-values", cl::init(true), cl::Hidden,
    cl::desc("Read a loop counter's last value after the loop from its "
             "step (j' - k instead of j), so that j dies in the loop "
             "(-O1 and above)"));

EVM_STATISTIC(NumExitValuesRewritten,
              "Loop counters read after their loop from their step");

namespace {

class EVMLoopExitValues final : public MachineFunctionPass {
public:
  static char ID;
  EVMLoopExitValues() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "EVM loop counters' exit values";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<MachineBlockFrequencyInfoWrapperPass>();
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  bool rewrite(MachineLoop &L, MachineInstr &PHI);

  MachineRegisterInfo *MRI = nullptr;
  const TargetInstrInfo *TII = nullptr;
  const MachineBlockFrequencyInfo *MBFI = nullptr;
};

} // end anonymous namespace

char EVMLoopExitValues::ID = 0;
INITIALIZE_PASS(EVMLoopExitValues, DEBUG_TYPE, "EVM loop counters' exit values",
                false, false)

FunctionPass *llvm::createEVMLoopExitValuesPass() {
  return new EVMLoopExitValues();
}

/// Bytes of pushing \p V: PUSH0, or PUSHn and its bytes (the cheaper forms
/// the materializer may find only make the trade better).
static unsigned pushBytes(const APInt &V) {
  if (V.isZero())
    return 1;
  return 1 + (V.getActiveBits() + 7) / 8;
}

bool EVMLoopExitValues::rewrite(MachineLoop &L, MachineInstr &PHI) {
  MachineBasicBlock *Header = L.getHeader();
  Register Counter = PHI.getOperand(0).getReg();

  // The step: the incoming value from every latch.
  Register Step;
  for (unsigned I = 1, E = PHI.getNumOperands(); I < E; I += 2) {
    if (!L.contains(PHI.getOperand(I + 1).getMBB()))
      continue;
    Register In = PHI.getOperand(I).getReg();
    if (Step && In != Step)
      return false;
    Step = In;
  }
  if (!Step)
    return false;
  MachineInstr *StepDef = MRI->getVRegDef(Step);
  if (!StepDef || StepDef->getParent() != Header ||
      StepDef->getOpcode() != EVM::ADD)
    return false;
  // ADD Counter, K or ADD K, Counter.
  const ConstantInt *K = nullptr;
  if (StepDef->getOperand(1).getReg() == Counter)
    K = EVM::getConstantDef(*MRI, StepDef->getOperand(2).getReg());
  else if (StepDef->getOperand(2).getReg() == Counter)
    K = EVM::getConstantDef(*MRI, StepDef->getOperand(1).getReg());
  if (!K)
    return false;

  // The uses after the loop, by block.
  SmallVector<MachineOperand *, 4> Uses;
  SmallPtrSet<MachineBasicBlock *, 4> Blocks;
  for (MachineOperand &MO : MRI->use_nodbg_operands(Counter)) {
    MachineInstr *User = MO.getParent();
    if (L.contains(User->getParent()))
      continue;
    if (User->isPHI())
      return false;
    Uses.push_back(&MO);
    Blocks.insert(User->getParent());
  }
  if (Uses.empty())
    return false;

  // The trade: each iteration that goes on (header runs less the exits)
  // saves about a SWAP and a POP; each block with a use pays a PUSH and an
  // ADD once it runs, and their bytes.
  MachineFunction &MF = *Header->getParent();
  if (MF.getFunction().hasMinSize())
    return false;
  APInt NegK = -K->getValue();
  double Entry = MBFI->getEntryFreq().getFrequency();
  double Iterations = MBFI->getBlockFreq(Header).getFrequency() / Entry;
  double Exits = 0;
  for (MachineBasicBlock *MBB : Blocks)
    Exits += MBFI->getBlockFreq(MBB).getFrequency() / Entry;
  constexpr double SavedPerIteration = 3 + 2; // SWAP1, POP
  constexpr double AddedPerExit = 3 + 3;      // PUSH, ADD
  double GasSaved =
      SavedPerIteration * (Iterations - Exits) - AddedPerExit * Exits;
  double BytesAdded = double(Blocks.size()) * (pushBytes(NegK) + 1);
  if (GasSaved * EVM::getOptimizeRuns() <= 200 * BytesAdded)
    return false;

  // j' - k, before the first use in each block.
  DenseMap<MachineBasicBlock *, Register> Recomputed;
  for (MachineOperand *MO : Uses) {
    MachineBasicBlock *MBB = MO->getParent()->getParent();
    Register &R = Recomputed[MBB];
    if (!R) {
      MachineInstr *First = MO->getParent();
      for (MachineInstr &MI : *MBB)
        if (&MI == First || any_of(MI.uses(), [&](const MachineOperand &U) {
              return U.isReg() && U.getReg() == Counter;
            })) {
          First = &MI;
          break;
        }
      const TargetRegisterClass *RC = MRI->getRegClass(Counter);
      Register C = MRI->createVirtualRegister(RC);
      R = MRI->createVirtualRegister(RC);
      DebugLoc DL = First->getDebugLoc();
      BuildMI(*MBB, First, DL, TII->get(EVM::CONST_I256), C)
          .addCImm(ConstantInt::get(MF.getFunction().getContext(), NegK));
      BuildMI(*MBB, First, DL, TII->get(EVM::ADD), R).addReg(Step).addReg(C);
    }
    MO->setReg(R);
  }
  ++NumExitValuesRewritten;
  EVM_DEBUG(dbgs() << "evm-loop-exit-values: " << MF.getName() << ": "
                   << printReg(Counter) << " after the loop at "
                   << printMBBReference(*Header) << " read as "
                   << printReg(Step) << " - " << K->getValue() << " in "
                   << Blocks.size() << " block(s)\n");
  return true;
}

bool EVMLoopExitValues::runOnMachineFunction(MachineFunction &MF) {
  if (!EnableLoopExitValues || skipFunction(MF.getFunction()))
    return false;
  MRI = &MF.getRegInfo();
  TII = MF.getSubtarget().getInstrInfo();
  MBFI = &getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI();
  MachineLoopInfo &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  bool Changed = false;
  SmallVector<MachineLoop *, 8> Loops(MLI.getLoopsInPreorder());
  for (MachineLoop *L : Loops)
    for (MachineInstr &PHI : L->getHeader()->phis())
      Changed |= rewrite(*L, PHI);
  return Changed;
}
