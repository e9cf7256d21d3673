//===-- EVMRegisterInfo.h - EVM register information ------------*- C++ -*-===//

#ifndef EVM_EVMREGISTERINFO_H
#define EVM_EVMREGISTERINFO_H

#define GET_REGINFO_HEADER
#include "EVMGenRegisterInfo.inc"

namespace llvm {

/// The EVM has no registers; this describes the one virtual class of
/// 256-bit values the code generator works with before stackification.
class EVMRegisterInfo final : public EVMGenRegisterInfo {
public:
  EVMRegisterInfo();

  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  BitVector getReservedRegs(const MachineFunction &MF) const override;
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;
  Register getFrameRegister(const MachineFunction &MF) const override;
  const TargetRegisterClass *
  getPointerRegClass(unsigned Kind = 0) const override;
};

} // namespace llvm

#endif
