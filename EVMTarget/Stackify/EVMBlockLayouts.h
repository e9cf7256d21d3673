//===-- EVMBlockLayouts.h - The stack at block boundaries -------*- C++ -*-===//
//
/// \file
/// Owns the stack layout at the entry and at the exit of every block: the
/// contract between a block and its neighbours. The emitter starts each
/// block from its entry layout and, before the block jumps or falls
/// through, shuffles the stack into its exit layout, which equals the entry
/// layout of every successor (a conditional branch's condition sits on top
/// of the exit layout and is consumed by the jump).
///
/// Every layout starts with the function's base: the return address, if
/// the function returns, and, for a function that saves its frame, the
/// saved frame words. The entry block's entry layout is the stack the
/// caller hands over: the return address and the arguments, argument 0 on
/// top; the emitter's prologue pushes the saved words below the arguments.
///
/// Version 1 (the memory-slot scheme): every value that lives across
/// blocks is in a frame slot, so every other layout is the base alone.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMBLOCKLAYOUTS_H
#define EVM_STACKIFY_EVMBLOCKLAYOUTS_H

#include "EVMStack.h"
#include "llvm/ADT/DenseMap.h"

namespace llvm {
class MachineBasicBlock;
class MachineFunction;
class raw_ostream;

class EVMBlockLayouts {
public:
  /// Layouts of the memory-slot scheme: \p Base at every block boundary,
  /// and \p Arguments (argument 0 first) on top of the return address at
  /// the function's entry.
  void computeBaseOnly(const MachineFunction &MF, ArrayRef<EVMStackSlot> Base,
                       ArrayRef<EVMStackSlot> Arguments);

  /// The slots below every block's values.
  ArrayRef<EVMStackSlot> getBase() const { return Base.slots(); }
  unsigned getBaseHeight() const { return Base.size(); }
  const EVMStack &getEntry(const MachineBasicBlock &MBB) const;
  /// The stack when \p MBB jumps or falls through, below a branch
  /// condition.
  const EVMStack &getExit(const MachineBasicBlock &MBB) const;

  void print(raw_ostream &OS, const MachineFunction &MF) const;

private:
  EVMStack Base;
  DenseMap<const MachineBasicBlock *, EVMStack> Entry, Exit;
};

} // namespace llvm

#endif
