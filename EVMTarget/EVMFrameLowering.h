//===-- EVMFrameLowering.h - EVM frame lowering -----------------*- C++ -*-===//

#ifndef EVM_EVMFRAMELOWERING_H
#define EVM_EVMFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

/// The EVM has no stack pointer: the operand stack holds values and return
/// addresses, and frame objects live at fixed offsets in EVM memory (see
/// docs/memory-map.md). There is no prologue or epilogue to emit.
class EVMFrameLowering final : public TargetFrameLowering {
public:
  EVMFrameLowering()
      : TargetFrameLowering(StackGrowsUp, /*StackAlignment=*/Align(32),
                            /*LocalAreaOffset=*/0) {}

  void emitPrologue(MachineFunction &MF, MachineBasicBlock &MBB) const override {}
  void emitEpilogue(MachineFunction &MF, MachineBasicBlock &MBB) const override {}

protected:
  bool hasFPImpl(const MachineFunction &MF) const override { return false; }
};

} // namespace llvm

#endif
