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
};

} // namespace llvm

#endif
