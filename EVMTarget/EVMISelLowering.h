//===-- EVMISelLowering.h - EVM lowering properties -------------*- C++ -*-===//

#ifndef EVM_EVMISELLOWERING_H
#define EVM_EVMISELLOWERING_H

#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {
class EVMSubtarget;

/// Instruction selection is GlobalISel only; this class just tells the
/// generic code generator the properties of the 256-bit machine.
class EVMTargetLowering final : public TargetLowering {
public:
  EVMTargetLowering(const TargetMachine &TM, const EVMSubtarget &STI);

  // Bit counts are branch-free (CLZ or an arithmetic expansion): do not let
  // CodeGenPrepare guard them with a zero test and a branch.
  bool isCheapToSpeculateCtlz(Type *Ty) const override { return true; }
  bool isCheapToSpeculateCttz(Type *Ty) const override { return true; }
  // A jump table would be a memory global the entry code must fill, and an
  // indirect jump through it: switches become compares.
  bool areJTsAllowed(const Function *Fn) const override { return false; }
};

} // namespace llvm

#endif
