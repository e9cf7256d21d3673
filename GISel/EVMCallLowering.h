//===-- EVMCallLowering.h - EVM call lowering -------------------*- C++ -*-===//

#ifndef EVM_GISEL_EVMCALLLOWERING_H
#define EVM_GISEL_EVMCALLLOWERING_H

#include "llvm/CodeGen/GlobalISel/CallLowering.h"

namespace llvm {
class EVMTargetLowering;

/// Lowers arguments, returns and calls (docs/calling-convention.md). The EVM
/// has no registers, so arguments and results are not assigned locations
/// with CCState: they are operands of pseudo instructions (ARGUMENT, RET,
/// FCALL) whose virtual registers the stackifier places on the EVM stack.
///
/// Calls to functions named `llvm.evm.<opcode>` are builtins: they become the
/// opcode's register-form instruction directly.
class EVMCallLowering final : public CallLowering {
public:
  explicit EVMCallLowering(const EVMTargetLowering &TLI);

  bool lowerReturn(MachineIRBuilder &MIRBuilder, const Value *Val,
                   ArrayRef<Register> VRegs,
                   FunctionLoweringInfo &FLI) const override;
  bool lowerFormalArguments(MachineIRBuilder &MIRBuilder, const Function &F,
                            ArrayRef<ArrayRef<Register>> VRegs,
                            FunctionLoweringInfo &FLI) const override;
  bool lowerCall(MachineIRBuilder &MIRBuilder,
                 CallLoweringInfo &Info) const override;

  // The EVM is big-endian; the IRTranslator refuses such layouts otherwise.
  bool enableBigEndian() const override { return true; }

private:
  bool lowerBuiltinCall(MachineIRBuilder &MIRBuilder, CallLoweringInfo &Info,
                        unsigned Opcode) const;
  bool lowerLinkValue(MachineIRBuilder &MIRBuilder, CallLoweringInfo &Info,
                      unsigned Opcode) const;
  bool lowerInternalCall(MachineIRBuilder &MIRBuilder, CallLoweringInfo &Info,
                         const MachineOperand &Callee) const;
};

} // namespace llvm

#endif
