//===-- EVMLegalizerInfo.h - EVM legalization rules -------------*- C++ -*-===//
//
// The legality table of the EVM target (docs/legalization.md).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_GISEL_EVMLEGALIZERINFO_H
#define EVM_GISEL_EVMLEGALIZERINFO_H

#include "llvm/CodeGen/GlobalISel/LegalizerInfo.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"

namespace llvm {

class EVMSubtarget;
class MachineIRBuilder;
class MachineInstr;

/// The EVM computes on 256-bit words only: s256 is the legal type of every
/// operation, narrower integers are widened to it and wider ones split into
/// 256-bit parts. Narrow integers may still live in a word between an
/// extension and a truncation; their high bits are then undefined.
class EVMLegalizerInfo final : public LegalizerInfo {
public:
  explicit EVMLegalizerInfo(const EVMSubtarget &ST);

  bool legalizeCustom(LegalizerHelper &Helper, MachineInstr &MI,
                      LostDebugLocObserver &LocObserver) const override;
  /// In llvm-project, where `llvm.evm.*` are intrinsics, their G_INTRINSIC
  /// instructions become the builtins' instructions (EVMBuiltinLowering).
  bool legalizeIntrinsic(LegalizerHelper &Helper,
                         MachineInstr &MI) const override;

private:
  // Arithmetic and bit operations (EVMLegalizerInfo.cpp).
  bool legalizeSelect(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeUMulH(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeSMulH(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeMulHByWideMul(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeWideMulO(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeAddSubCarry(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeCtlz(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeCttz(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeCtpop(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeWideBitCount(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeByteBitReverse(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeWideExt(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeWideTrunc(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeWideDivRemByPow2(MachineInstr &MI, MachineIRBuilder &B) const;

  // Memory (EVMLegalizeMemory.cpp).
  bool legalizeLoad(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeStore(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeMemCpy(MachineInstr &MI, MachineIRBuilder &B) const;
  bool legalizeMemSet(MachineInstr &MI, MachineIRBuilder &B) const;

  const EVMSubtarget &ST;
};

namespace EVM {
/// Emits the target instruction \p Opcode on generic values \p Uses (in
/// stack order): they are copied into words of the register class, and the
/// result, if \p HasDef, is copied back into a generic s256.
Register buildTargetOp(MachineIRBuilder &B, unsigned Opcode,
                       ArrayRef<Register> Uses, bool HasDef);

/// \p Reg, an integer of any width or a pointer, as 256-bit words, the least
/// significant first; bits of the last word above the value are undefined.
SmallVector<Register, 4> splitIntoWords(MachineIRBuilder &B, Register Reg);

/// Defines \p Dst from \p Words (least significant first), which hold its
/// value: truncated, any-extended or made a pointer as its type needs.
void buildFromWords(MachineIRBuilder &B, Register Dst,
                    ArrayRef<Register> Words);
} // namespace EVM

} // namespace llvm

#endif
