//===-- EVMValuePlacement.cpp - Where each value lives ----------------------===//

#include "EVMValuePlacement.h"
#include "EVMStaticData.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMDebug.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/Support/ScopedPrinter.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumCrossBlock, "Values kept in frame slots across blocks");
EVM_STATISTIC(NumSpilled, "Values spilled to frame slots (out of DUP16 reach)");

EVMValuePlacement::EVMValuePlacement(MachineFunction &MF)
    : MF(MF), MRI(MF.getRegInfo()), TII(*MF.getSubtarget().getInstrInfo()) {}

Register EVMValuePlacement::newWord() {
  return MRI.createVirtualRegister(&EVM::GPRRegClass);
}

void EVMValuePlacement::run(bool SpillArguments, bool CrossBlockSlots) {
  localiseSlotReads();
  recordRemats();
  if (CrossBlockSlots)
    moveCrossBlockValues();
  if (SpillArguments) {
    SmallVector<Register, 32> Args;
    for (MachineInstr &MI : MF.front())
      if (MI.getOpcode() == EVM::ARGUMENT)
        Args.push_back(MI.getOperand(0).getReg());
    for (Register Arg : Args)
      storeAfterDef(Arg, /*AllUses=*/true);
  }
}

/// A FRAME_LOAD can be read again at each use of its value unless a store
/// to its slot comes in between. Stores to a PHI slot sit at the end of the
/// blocks that branch to the PHI's block (critical edges are split), so
/// along any path such a store is followed by the load itself, except within
/// the storing block: there, uses after the store (the other copies of a
/// parallel copy, a branch condition) read the slot once, before the first
/// store, into a value kept on the stack.
void EVMValuePlacement::localiseSlotReads() {
  for (MachineBasicBlock &MBB : MF) {
    DenseMap<int, MachineInstr *> FirstStore;
    DenseMap<const MachineInstr *, unsigned> Order;
    unsigned N = 0;
    for (MachineInstr &MI : MBB) {
      Order[&MI] = N++;
      if (MI.getOpcode() == EVM::FRAME_STORE)
        FirstStore.try_emplace(MI.getOperand(0).getIndex(), &MI);
    }
    if (FirstStore.empty())
      continue;
    // (slot, value) -> the value read before the slot's first store.
    DenseMap<std::pair<int, Register>, Register> Local;
    for (MachineInstr &MI : MBB) {
      for (MachineOperand &MO : MI.uses()) {
        if (!MO.isReg() || !MO.getReg().isVirtual())
          continue;
        MachineInstr *Def = MRI.getVRegDef(MO.getReg());
        if (!Def || Def->getOpcode() != EVM::FRAME_LOAD ||
            NotRemat.count(MO.getReg()))
          continue;
        int FI = Def->getOperand(1).getIndex();
        auto It = FirstStore.find(FI);
        if (It == FirstStore.end() || Order[&MI] <= Order[It->second])
          continue;
        // Loaded in this block after the store: the value is current.
        if (Def->getParent() == &MBB && Order[Def] > Order[It->second])
          continue;
        Register &L = Local[{FI, MO.getReg()}];
        if (!L) {
          L = newWord();
          BuildMI(MBB, It->second, Def->getDebugLoc(),
                  TII.get(EVM::FRAME_LOAD), L)
              .addFrameIndex(FI);
          NotRemat.insert(L);
        }
        MO.setReg(L);
      }
    }
  }
}

void EVMValuePlacement::recordRemats() {
  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);
  for (MachineBasicBlock *MBB : RPOT) {
    for (MachineInstr &MI : *MBB) {
      if (MI.getNumDefs() != 1 || !MI.getOperand(0).isReg())
        continue;
      Register Dst = MI.getOperand(0).getReg();
      switch (MI.getOpcode()) {
      case EVM::CONST_I256:
        Remats[Dst] = {EVMRemat::Immediate,
                       MI.getOperand(1).getCImm()->getValue().zextOrTrunc(256)};
        break;
      case TargetOpcode::IMPLICIT_DEF:
        // Any value will do; zero is the cheapest to push.
        Remats[Dst] = {EVMRemat::Immediate, APInt(256, 0)};
        break;
      case EVM::FRAME_ADDR:
        Remats[Dst] = {EVMRemat::FrameAddress, APInt(),
                       MI.getOperand(1).getIndex()};
        break;
      case EVM::GLOBAL_ADDR: {
        const MachineOperand &GA = MI.getOperand(1);
        Remats[Dst] = {EVMRemat::Label, APInt(), -1,
                       MF.getTarget().getSymbol(GA.getGlobal()),
                       GA.getOffset()};
        break;
      }
      case EVM::HEAPSTART:
        Remats[Dst] = {EVMRemat::Label, APInt(), -1,
                       EVMStaticData::getHeapStartSymbol(MF.getContext())};
        break;
      case EVM::FRAME_LOAD:
        if (!NotRemat.count(Dst))
          Remats[Dst] = {EVMRemat::SlotLoad, APInt(),
                         MI.getOperand(1).getIndex()};
        break;
      case TargetOpcode::COPY:
        if (const EVMRemat *Src = getRemat(MI.getOperand(1).getReg()))
          Remats[Dst] = *Src;
        break;
      default:
        break;
      }
    }
  }
}

void EVMValuePlacement::moveCrossBlockValues() {
  SmallVector<Register, 16> Moved;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      for (const MachineOperand &MO : MI.defs()) {
        Register Reg = MO.getReg();
        if (!Reg.isVirtual() || isRemat(Reg))
          continue;
        for (const MachineInstr &User : MRI.use_nodbg_instructions(Reg))
          if (User.getParent() != &MBB) {
            Moved.push_back(Reg);
            break;
          }
      }
  for (Register Reg : Moved) {
    EVM_DEBUG(dbgs() << "evm-stackify: " << printReg(Reg)
                     << " lives across blocks: frame slot\n");
    storeAfterDef(Reg, /*AllUses=*/false);
  }
  NumCrossBlock += Moved.size();
}

/// For the resource report and the CFG picture.
void EVMValuePlacement::noteSpill(Register Reg) {
  auto &Info = *MF.getInfo<EVMMachineFunctionInfo>();
  ++Info.NumSpilledValues;
  Info.SpilledValues.push_back(to_string(printReg(Reg)));
}

void EVMValuePlacement::spill(Register Reg) {
  storeAfterDef(Reg, /*AllUses=*/true);
  ++NumSpilled;
  noteSpill(Reg);
}

void EVMValuePlacement::spillPHI(
    MachineInstr &PHI,
    function_ref<MachineBasicBlock *(MachineBasicBlock &, MachineBasicBlock &)>
        SplitEdge) {
  MachineBasicBlock &MBB = *PHI.getParent();
  Register Dst = PHI.getOperand(0).getReg();
  int FI = MF.getFrameInfo().CreateStackObject(32, Align(32),
                                               /*isSpillSlot=*/true);
  SmallVector<std::pair<Register, MachineBasicBlock *>, 4> Incoming;
  for (unsigned I = 1, E = PHI.getNumOperands(); I < E; I += 2)
    Incoming.push_back(
        {PHI.getOperand(I).getReg(), PHI.getOperand(I + 1).getMBB()});
  for (auto [In, Pred] : Incoming) {
    const MachineInstr *Def = MRI.getVRegDef(In);
    if (Def && Def->isImplicitDef())
      continue;
    // A store at the end of a block with other successors would change the
    // slot on the way to them too.
    MachineBasicBlock *At = Pred->succ_size() > 1 ? SplitEdge(*Pred, MBB) : Pred;
    BuildMI(*At, At->getFirstTerminator(), PHI.getDebugLoc(),
            TII.get(EVM::FRAME_STORE))
        .addFrameIndex(FI)
        .addReg(In);
  }
  BuildMI(MBB, MBB.getFirstNonPHI(), PHI.getDebugLoc(),
          TII.get(EVM::FRAME_LOAD), Dst)
      .addFrameIndex(FI);
  PHI.eraseFromParent();
  Remats[Dst] = {EVMRemat::SlotLoad, APInt(), FI};
  // Uses after the stores in the storing blocks read the slot before them.
  localiseSlotReads();
  ++NumSpilled;
  noteSpill(Dst);
}

void EVMValuePlacement::storeAfterDef(Register Reg, bool AllUses) {
  MachineInstr *Def = MRI.getVRegDef(Reg);
  MachineBasicBlock &MBB = *Def->getParent();
  auto [It, Inserted] = InSlot.try_emplace(Reg);
  if (Inserted) {
    int FI = MF.getFrameInfo().CreateStackObject(32, Align(32),
                                                 /*isSpillSlot=*/true);
    Register Load = newWord();
    auto InsertPt = std::next(Def->getIterator());
    BuildMI(MBB, InsertPt, Def->getDebugLoc(), TII.get(EVM::FRAME_STORE))
        .addFrameIndex(FI)
        .addReg(Reg);
    BuildMI(MBB, InsertPt, Def->getDebugLoc(), TII.get(EVM::FRAME_LOAD), Load)
        .addFrameIndex(FI);
    Remats[Load] = {EVMRemat::SlotLoad, APInt(), FI};
    It->second = {FI, Load};
  }
  auto [FI, Load] = It->second;
  for (MachineOperand &MO : make_early_inc_range(MRI.use_operands(Reg))) {
    MachineInstr *User = MO.getParent();
    if (User->getOpcode() == EVM::FRAME_STORE &&
        User->getOperand(0).getIndex() == FI)
      continue;
    if (AllUses || User->getParent() != &MBB)
      MO.setReg(Load);
  }
}

Register EVMValuePlacement::getFrameAddress(int FI) {
  Register &Reg = FrameAddresses[FI];
  if (!Reg) {
    Reg = newWord();
    Remats[Reg] = {EVMRemat::FrameAddress, APInt(), FI};
  }
  return Reg;
}

Register EVMValuePlacement::getLabel(MCSymbol *Sym) {
  Register Reg = newWord();
  Remats[Reg] = {EVMRemat::Label, APInt(), -1, Sym};
  return Reg;
}
