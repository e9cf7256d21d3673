//===-- EVMPHIElimination.cpp - PHIs into frame slots -----------------------===//
//
/// \file
/// Replaces every PHI by a one-word frame slot (a frame index): each
/// predecessor stores its incoming value into the slot just before its
/// terminators, and the block loads the slot where the PHI was.
///
/// Stores read virtual registers and loads happen at block entry, so the
/// copies of one edge behave as a parallel copy even when PHIs of a block
/// read each other (swaps in loops). A store on an edge must not run when
/// control goes elsewhere: critical edges into blocks with PHIs are split
/// first, so that the predecessor's stores only run on the way into the
/// block. Undefined incoming values need no store.
///
/// The stackifier reads slots lazily, at each use of a loaded value, when
/// no store to the slot can come in between (see EVMStackify.cpp).
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMInstrInfo.h"
#include "EVMSubtarget.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

#define DEBUG_TYPE "evm-phi-elim"

namespace {
class EVMPHIElimination final : public MachineFunctionPass {
public:
  static char ID;
  EVMPHIElimination() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "EVM PHI elimination into frame slots";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  bool splitCriticalEdges(MachineFunction &MF);
};
} // end anonymous namespace

char EVMPHIElimination::ID = 0;
INITIALIZE_PASS(EVMPHIElimination, DEBUG_TYPE,
                "Replace PHIs by loads and stores of frame slots", false,
                false)

FunctionPass *llvm::createEVMPHIEliminationPass() {
  return new EVMPHIElimination();
}

bool EVMPHIElimination::splitCriticalEdges(MachineFunction &MF) {
  bool Changed = false;
  SmallVector<std::pair<MachineBasicBlock *, MachineBasicBlock *>, 8> Edges;
  for (MachineBasicBlock &MBB : MF) {
    if (MBB.empty() || !MBB.front().isPHI() || MBB.pred_size() < 2)
      continue;
    for (MachineBasicBlock *Pred : MBB.predecessors())
      if (Pred->succ_size() > 1)
        Edges.push_back({Pred, &MBB});
  }
  for (auto [Pred, Succ] : Edges) {
    if (Pred->SplitCriticalEdge(Succ, *this)) {
      Changed = true;
      continue;
    }
    const Function &F = MF.getFunction();
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F, "internal: cannot split the critical edge from block '" +
               Pred->getName() + "' to block '" + Succ->getName() + "'"));
  }
  return Changed;
}

bool EVMPHIElimination::runOnMachineFunction(MachineFunction &MF) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  MachineFrameInfo &MFI = MF.getFrameInfo();

  bool Changed = splitCriticalEdges(MF);

  for (MachineBasicBlock &MBB : MF) {
    MachineBasicBlock::iterator LoadPt = MBB.getFirstNonPHI();
    SmallVector<MachineInstr *, 8> PHIs;
    for (MachineInstr &PHI : MBB.phis())
      PHIs.push_back(&PHI);
    for (MachineInstr *PHIPtr : PHIs) {
      MachineInstr &PHI = *PHIPtr;
      int FI = MFI.CreateStackObject(32, Align(32), /*isSpillSlot=*/false);
      Register Dst = PHI.getOperand(0).getReg();
      for (unsigned I = 1, E = PHI.getNumOperands(); I < E; I += 2) {
        Register Val = PHI.getOperand(I).getReg();
        MachineBasicBlock *Pred = PHI.getOperand(I + 1).getMBB();
        const MachineInstr *Def = MRI.getVRegDef(Val);
        if (Def && Def->isImplicitDef())
          continue;
        BuildMI(*Pred, Pred->getFirstTerminator(), PHI.getDebugLoc(),
                TII.get(EVM::FRAME_STORE))
            .addFrameIndex(FI)
            .addReg(Val);
      }
      BuildMI(MBB, LoadPt, PHI.getDebugLoc(), TII.get(EVM::FRAME_LOAD), Dst)
          .addFrameIndex(FI);
      PHI.eraseFromParent();
      Changed = true;
    }
  }
  if (Changed)
    MF.getProperties().setNoPHIs();
  return Changed;
}
