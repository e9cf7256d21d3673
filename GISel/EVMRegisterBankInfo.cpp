//===-- EVMRegisterBankInfo.cpp - EVM register bank -------------------------===//

#include "EVMRegisterBankInfo.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/RegisterBank.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"

#define GET_TARGET_REGBANK_IMPL
#include "EVMGenRegisterBank.inc"

using namespace llvm;

EVMRegisterBankInfo::EVMRegisterBankInfo(const TargetRegisterInfo &TRI)
    : EVMGenRegisterBankInfo() {}

const RegisterBankInfo::InstructionMapping &
EVMRegisterBankInfo::getInstrMapping(const MachineInstr &MI) const {
  // Copies and target instructions whose operands already have a class
  // follow their class.
  if (!isPreISelGenericOpcode(MI.getOpcode()) ||
      MI.getOpcode() == TargetOpcode::G_PHI) {
    const InstructionMapping &Mapping = getInstrMappingImpl(MI);
    if (Mapping.isValid())
      return Mapping;
  }

  static const PartialMapping WordPart{0, 256, EVM::WordRegBank};
  static const ValueMapping WordValue{&WordPart, 1};

  unsigned NumOperands = MI.getNumOperands();
  SmallVector<const ValueMapping *, 8> OpdsMapping(NumOperands, nullptr);
  for (unsigned I = 0; I < NumOperands; ++I) {
    const MachineOperand &MO = MI.getOperand(I);
    if (MO.isReg() && MO.getReg())
      OpdsMapping[I] = &WordValue;
  }
  return getInstructionMapping(DefaultMappingID, /*Cost=*/1,
                               getOperandsMapping(OpdsMapping), NumOperands);
}
