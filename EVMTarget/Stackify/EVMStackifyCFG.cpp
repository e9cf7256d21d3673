//===-- EVMStackifyCFG.cpp - CFG edits of the stackifier --------------------===//

#include "EVMStackifyCFG.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

void EVM::removeUnreachableBlocks(MachineFunction &MF) {
  SmallPtrSet<MachineBasicBlock *, 32> Reached;
  for (MachineBasicBlock *MBB : depth_first(&MF))
    Reached.insert(MBB);
  SmallVector<MachineBasicBlock *, 4> Dead;
  for (MachineBasicBlock &MBB : MF)
    if (!Reached.count(&MBB))
      Dead.push_back(&MBB);
  for (MachineBasicBlock *MBB : Dead) {
    // Their successors' PHIs lose them as predecessors.
    for (MachineBasicBlock *Succ : MBB->successors())
      for (MachineInstr &PHI : Succ->phis())
        for (unsigned I = PHI.getNumOperands() - 1; I >= 2; I -= 2)
          if (PHI.getOperand(I).getMBB() == MBB) {
            PHI.removeOperand(I);
            PHI.removeOperand(I - 1);
          }
    while (!MBB->succ_empty())
      MBB->removeSuccessor(MBB->succ_begin());
  }
  for (MachineBasicBlock *MBB : Dead)
    MBB->eraseFromParent();
}

MachineBasicBlock *EVM::splitEdge(MachineBasicBlock &From,
                                  MachineBasicBlock &To) {
  MachineFunction &MF = *From.getParent();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  MachineBasicBlock *NB = MF.CreateMachineBasicBlock();
  // Where the new block goes decides the jumps it costs (the emitter
  // drops a jump to the next block). Between From and To when From falls
  // into To: neither end jumps. Otherwise just before To when the block
  // there cannot fall into To: To is reached by falling through, only
  // From's jump remains. Otherwise at the end, reached by a jump and
  // jumping on.
  MachineBasicBlock *Prev = To.getPrevNode();
  if (From.getNextNode() == &To)
    MF.insert(To.getIterator(), NB);
  else if (Prev && !Prev->isSuccessor(&To) &&
           (Prev->succ_empty() || (!Prev->empty() && Prev->back().isBarrier())))
    MF.insert(To.getIterator(), NB);
  else
    MF.push_back(NB);
  DebugLoc DL;
  bool Explicit = false;
  for (MachineInstr &MI : From.terminators()) {
    DL = MI.getDebugLoc();
    for (MachineOperand &MO : MI.operands())
      if (MO.isMBB() && MO.getMBB() == &To) {
        MO.setMBB(NB);
        Explicit = true;
      }
  }
  // A fall-through into To now jumps to the new block.
  if (!Explicit)
    BuildMI(&From, DL, TII.get(EVM::BR)).addMBB(NB);
  From.replaceSuccessor(&To, NB);
  NB->addSuccessor(&To);
  BuildMI(NB, DL, TII.get(EVM::BR)).addMBB(&To);
  To.replacePhiUsesWith(&From, NB);
  return NB;
}
