//===-- EVMRegisterBankInfo.h - EVM register bank ---------------*- C++ -*-===//

#ifndef EVM_GISEL_EVMREGISTERBANKINFO_H
#define EVM_GISEL_EVMREGISTERBANKINFO_H

#include "llvm/CodeGen/RegisterBankInfo.h"

#define GET_REGBANK_DECLARATIONS
#include "EVMGenRegisterBank.inc"

namespace llvm {
class TargetRegisterInfo;

class EVMGenRegisterBankInfo : public RegisterBankInfo {
#define GET_TARGET_REGBANK_CLASS
#include "EVMGenRegisterBank.inc"
};

/// One bank holds every value: integers of any width up to 256 bits (narrow
/// ones with undefined high bits) and pointers of every address space.
class EVMRegisterBankInfo final : public EVMGenRegisterBankInfo {
public:
  explicit EVMRegisterBankInfo(const TargetRegisterInfo &TRI);

  const InstructionMapping &
  getInstrMapping(const MachineInstr &MI) const override;
};

} // namespace llvm

#endif
