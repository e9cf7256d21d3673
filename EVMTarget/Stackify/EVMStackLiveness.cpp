//===-- EVMStackLiveness.cpp - Values live at block boundaries --------------===//

#include "EVMStackLiveness.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

EVMStackLiveness::EVMStackLiveness(const MachineFunction &MF,
                                   function_ref<bool(Register)> IsRemat) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I < E; ++I) {
    Register R = Register::index2VirtReg(I);
    const MachineInstr *Def = MRI.getUniqueVRegDef(R);
    if (!Def || IsRemat(R))
      continue;
    const MachineBasicBlock *DefMBB = Def->getParent();
    bool Used = false;
    for (const MachineOperand &MO : MRI.use_nodbg_operands(R)) {
      const MachineInstr &User = *MO.getParent();
      Used = true;
      if (User.isPHI()) {
        // Used at the end of the incoming block.
        const MachineBasicBlock *Pred =
            User.getOperand(MO.getOperandNo() + 1).getMBB();
        LiveOut[Pred].insert(R);
        if (Pred != DefMBB)
          markLiveIn(R, Pred, DefMBB);
        continue;
      }
      if (User.getParent() != DefMBB)
        markLiveIn(R, User.getParent(), DefMBB);
    }
    // A PHI's result is in its block's entry layout.
    if (Def->isPHI() && Used)
      LiveIn[DefMBB].insert(R);
  }
}

/// \p R is live into \p MBB, and so out of its predecessors, up to
/// \p DefMBB, where it is defined.
void EVMStackLiveness::markLiveIn(Register R, const MachineBasicBlock *MBB,
                                  const MachineBasicBlock *DefMBB) {
  SmallVector<const MachineBasicBlock *, 16> Work = {MBB};
  while (!Work.empty()) {
    const MachineBasicBlock *B = Work.pop_back_val();
    if (!LiveIn[B].insert(R))
      continue;
    for (const MachineBasicBlock *Pred : B->predecessors()) {
      LiveOut[Pred].insert(R);
      if (Pred != DefMBB)
        Work.push_back(Pred);
    }
  }
}

void EVMStackLiveness::remove(Register R) {
  for (auto *Sets : {&LiveIn, &LiveOut})
    for (auto &[MBB, Set] : *Sets)
      Set.remove(R);
}

const EVMStackLiveness::RegSet &
EVMStackLiveness::getLiveIn(const MachineBasicBlock &MBB) const {
  auto It = LiveIn.find(&MBB);
  return It == LiveIn.end() ? Empty : It->second;
}

const EVMStackLiveness::RegSet &
EVMStackLiveness::getLiveOut(const MachineBasicBlock &MBB) const {
  auto It = LiveOut.find(&MBB);
  return It == LiveOut.end() ? Empty : It->second;
}

void EVMStackLiveness::print(raw_ostream &OS, const MachineFunction &MF) const {
  for (const MachineBasicBlock &MBB : MF) {
    OS << "  " << printMBBReference(MBB) << " live-in:";
    for (Register R : getLiveIn(MBB))
      OS << ' ' << printReg(R);
    OS << "; live-out:";
    for (Register R : getLiveOut(MBB))
      OS << ' ' << printReg(R);
    OS << '\n';
  }
}
