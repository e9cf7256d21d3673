//===-- EVMRegisterInfo.cpp - EVM register information ----------------------===//

#include "EVMRegisterInfo.h"
#include "EVMFrameLowering.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define GET_REGINFO_TARGET_DESC
#include "EVMGenRegisterInfo.inc"

EVMRegisterInfo::EVMRegisterInfo() : EVMGenRegisterInfo(/*RA=*/0) {}

const MCPhysReg *
EVMRegisterInfo::getCalleeSavedRegs(const MachineFunction *MF) const {
  static const MCPhysReg None[] = {0};
  return None;
}

BitVector EVMRegisterInfo::getReservedRegs(const MachineFunction &MF) const {
  // The nominal register must never be handed out.
  BitVector Reserved(getNumRegs());
  Reserved.set(EVM::VALUE);
  return Reserved;
}

bool EVMRegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator MI,
                                          int SPAdj, unsigned FIOperandNum,
                                          RegScavenger *RS) const {
  // Frame objects are laid out in EVM memory by the EVM frame passes, which
  // replace every frame index before prologue/epilogue insertion.
  report_fatal_error("EVM: unexpected frame index after frame layout");
}

Register EVMRegisterInfo::getFrameRegister(const MachineFunction &MF) const {
  return Register();
}

const TargetRegisterClass *
EVMRegisterInfo::getPointerRegClass(unsigned Kind) const {
  return &EVM::GPRRegClass;
}
