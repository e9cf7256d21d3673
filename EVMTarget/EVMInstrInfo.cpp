//===-- EVMInstrInfo.cpp - EVM instruction information ----------------------===//

#include "EVMInstrInfo.h"
#include "EVMDebug.h"
#include "EVMSubtarget.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#define GET_INSTRMAP_INFO
#include "EVMGenInstrInfo.inc"

EVMInstrInfo::EVMInstrInfo(const EVMSubtarget &STI)
    : EVMGenInstrInfo(STI, RI), RI() {}

void EVMInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                               MachineBasicBlock::iterator MI,
                               const DebugLoc &DL, Register DestReg,
                               Register SrcReg, bool KillSrc,
                               bool RenamableDest, bool RenamableSrc) const {
  report_fatal_error("EVM has no physical registers to copy");
}

bool EVMInstrInfo::analyzeBranch(MachineBasicBlock &MBB,
                                 MachineBasicBlock *&TBB,
                                 MachineBasicBlock *&FBB,
                                 SmallVectorImpl<MachineOperand> &Cond,
                                 bool AllowModify) const {
  TBB = FBB = nullptr;
  Cond.clear();
  bool SeenUncond = false;
  for (MachineInstr &MI : MBB.terminators()) {
    switch (MI.getOpcode()) {
    case EVM::BR:
      if (SeenUncond)
        return true;
      SeenUncond = true;
      if (TBB)
        FBB = MI.getOperand(0).getMBB();
      else
        TBB = MI.getOperand(0).getMBB();
      break;
    case EVM::BRCOND:
    case EVM::BRCONDZ:
      if (TBB || SeenUncond)
        return true;
      TBB = MI.getOperand(1).getMBB();
      Cond.push_back(MachineOperand::CreateImm(MI.getOpcode()));
      Cond.push_back(MI.getOperand(0));
      break;
    default:
      // Returns, stack-form branches: nothing to analyse.
      return true;
    }
  }
  return false;
}

unsigned EVMInstrInfo::removeBranch(MachineBasicBlock &MBB,
                                    int *BytesRemoved) const {
  unsigned Count = 0;
  for (MachineInstr &MI : make_early_inc_range(MBB.terminators())) {
    if (MI.getOpcode() != EVM::BR && MI.getOpcode() != EVM::BRCOND &&
        MI.getOpcode() != EVM::BRCONDZ)
      continue;
    MI.eraseFromParent();
    ++Count;
  }
  if (BytesRemoved)
    *BytesRemoved = 0;
  return Count;
}

unsigned EVMInstrInfo::insertBranch(MachineBasicBlock &MBB,
                                    MachineBasicBlock *TBB,
                                    MachineBasicBlock *FBB,
                                    ArrayRef<MachineOperand> Cond,
                                    const DebugLoc &DL, int *BytesAdded) const {
  if (BytesAdded)
    *BytesAdded = 0;
  if (!TBB)
    return 0;
  if (Cond.empty()) {
    BuildMI(&MBB, DL, get(EVM::BR)).addMBB(TBB);
    return 1;
  }
  EVM_ASSERT(Cond.size() == 2, "malformed branch condition");
  BuildMI(&MBB, DL, get(Cond[0].getImm()))
      .addReg(Cond[1].getReg())
      .addMBB(TBB);
  if (!FBB)
    return 1;
  BuildMI(&MBB, DL, get(EVM::BR)).addMBB(FBB);
  return 2;
}

bool EVMInstrInfo::reverseBranchCondition(
    SmallVectorImpl<MachineOperand> &Cond) const {
  EVM_ASSERT(Cond.size() == 2, "malformed branch condition");
  Cond[0].setImm(Cond[0].getImm() == EVM::BRCOND ? EVM::BRCONDZ : EVM::BRCOND);
  return false;
}

const ConstantInt *EVM::getConstantDef(const MachineRegisterInfo &MRI,
                                       Register Reg) {
  const MachineInstr *Def = MRI.getVRegDef(Reg);
  if (!Def || Def->getOpcode() != EVM::CONST_I256 ||
      !Def->getOperand(1).isCImm())
    return nullptr;
  return Def->getOperand(1).getCImm();
}

unsigned EVM::getLinkValueBytes(unsigned Opcode) {
  switch (Opcode) {
  case EVM::LOADIMMUTABLE:
    return EVM::ImmutableBytes;
  case EVM::LINKERSYMBOL:
    return EVM::LinkerSymbolBytes;
  default:
    return 0;
  }
}

std::pair<unsigned, unsigned> EVM::getStackInOut(const MachineInstr &MI) {
  unsigned Opc = MI.getOpcode();
  if (Opc == EVM::FCALL_S || Opc == EVM::ICALL_S) {
    // FCALL_S names its callee first; the counts follow.
    unsigned First = Opc == EVM::FCALL_S ? 1 : 0;
    return {unsigned(MI.getOperand(First).getImm()),
            unsigned(MI.getOperand(First + 1).getImm())};
  }
  return {EVMII::getStackIn(MI.getDesc()), EVMII::getStackOut(MI.getDesc())};
}

bool EVM::runsAtAnyHeight(const MachineBasicBlock &MBB) {
  if (!MBB.succ_empty())
    return false;
  // The height relative to the block's entry: it must not go below it.
  int Height = 0;
  for (const MachineInstr &MI : MBB) {
    if (MI.isDebugInstr())
      continue;
    const MCInstrDesc &Desc = MI.getDesc();
    if (!EVMII::isStackForm(Desc))
      return false;
    // DUPn and SWAPn read n-1 and n words below the top: their In says how
    // deep, as for any other instruction.
    auto [In, Out] = getStackInOut(MI);
    if (Height < int(In) || MI.getOpcode() == EVM::RET_S)
      return false;
    Height = Height - In + Out;
    if (EVMII::haltsExecution(Desc))
      return true;
  }
  // No successor and no halting instruction: the block ends in a call that
  // does not return.
  auto Last = MBB.getLastNonDebugInstr();
  return Last != MBB.end() && Last->isCall();
}
