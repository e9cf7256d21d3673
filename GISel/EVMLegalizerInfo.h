//===-- EVMLegalizerInfo.h - EVM legalization rules -------------*- C++ -*-===//

#ifndef EVM_GISEL_EVMLEGALIZERINFO_H
#define EVM_GISEL_EVMLEGALIZERINFO_H

#include "llvm/CodeGen/GlobalISel/LegalizerInfo.h"

namespace llvm {
class EVMSubtarget;
class MachineIRBuilder;

/// The EVM computes on 256-bit words only: s256 is the legal type of every
/// operation, narrower integers are widened to it and wider ones split into
/// 256-bit parts. Narrow integers may still live in a word between an
/// extension and a truncation; their high bits are then undefined.
class EVMLegalizerInfo final : public LegalizerInfo {
public:
  explicit EVMLegalizerInfo(const EVMSubtarget &ST);

  bool legalizeCustom(LegalizerHelper &Helper, MachineInstr &MI,
                      LostDebugLocObserver &LocObserver) const override;

private:
  bool legalizeSelect(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeUMulH(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeCtlz(MachineInstr &MI, MachineIRBuilder &B) const;
};

} // namespace llvm

#endif
