//===-- EVMStackLiveness.h - Values live at block boundaries ----*- C++ -*-===//
//
/// \file
/// Which values must be on the stack (or in memory) at the entry and the
/// exit of each block. Computed from MachineRegisterInfo's use lists and
/// the CFG on SSA form: from each use, the value is live into the use's
/// block and out of its predecessors, up to the block that defines it. A
/// PHI's operand is a use at the end of its incoming block; a PHI's result
/// is live into its block (it is part of the block's entry layout) and
/// nowhere above it. Rematerialised values (constants, addresses) are never
/// live: they are pushed where they are used. Debug uses do not count.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMSTACKLIVENESS_H
#define EVM_STACKIFY_EVMSTACKLIVENESS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/CodeGen/Register.h"

namespace llvm {
class MachineBasicBlock;
class MachineFunction;
class raw_ostream;

class EVMStackLiveness {
public:
  using RegSet = SmallSetVector<Register, 8>;

  /// \p IsRemat tells the values that are never kept.
  EVMStackLiveness(const MachineFunction &MF,
                   function_ref<bool(Register)> IsRemat);

  /// Values live at the entry of \p MBB, PHI results included, in the
  /// order they became live (deterministic).
  const RegSet &getLiveIn(const MachineBasicBlock &MBB) const;
  /// Values live at the exit of \p MBB: live into a successor, or the
  /// incoming value of a successor's PHI.
  const RegSet &getLiveOut(const MachineBasicBlock &MBB) const;
  bool isLiveIn(Register R, const MachineBasicBlock &MBB) const {
    return getLiveIn(MBB).count(R);
  }
  bool isLiveOut(Register R, const MachineBasicBlock &MBB) const {
    return getLiveOut(MBB).count(R);
  }

  /// \p R is live nowhere any more (it was moved to memory: its one use
  /// left is the store after its definition). The other values keep the
  /// order a new analysis would give them.
  void remove(Register R);

  void print(raw_ostream &OS, const MachineFunction &MF) const;

private:
  void markLiveIn(Register R, const MachineBasicBlock *MBB,
                  const MachineBasicBlock *DefMBB);

  DenseMap<const MachineBasicBlock *, RegSet> LiveIn, LiveOut;
  RegSet Empty;
};

} // namespace llvm

#endif
