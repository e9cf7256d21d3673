//===-- EVMExpressionOrder.h - Expression trees in stack order --*- C++ -*-===//
//
/// \file
/// The stackifier emits a block's instructions in their order, and each
/// value waits on the stack from its definition to its use. The middle end
/// orders a block as a register machine would want: solady's
/// `r := add(r, add(gt(x, 9), add(gt(x, 99), ...)))` reaches the backend as
/// the four compares, then the three ADDs, so that the four results wait
/// together; the emitter reaches under them with DUPs and pops the
/// originals at the end (`SWAP3 DUP5 ADD DUP3 ADD ADD DUP3 ADD SWAP4 POP POP
/// POP POP`), where solc, which generates code for an expression tree in
/// its order, computes each compare just before the ADD that takes it.
///
/// EVMExpressionOrder reorders each run of a block's instructions that make
/// up one expression tree in post-order: the instructions whose only use
/// is a later member of the run, up from the tree's root, the operands of
/// one instruction in the order the EVM wants them (the first operand,
/// which ends on top of the stack, computed last; of a commutative
/// operation's two, the larger tree first, so that the smaller one's value
/// waits during the other's computation, not the larger's). A member is
/// arithmetic, or a read of memory, storage, call data or a hash of memory
/// that is not volatile.
///
/// Only the members of one run change places, between themselves: the
/// values that enter the run and the instructions around it stay where
/// they are (a constant, which the stackifier pushes where it is used, and
/// debug instructions may stand between members). So no read crosses a
/// store, a call or MSIZE, which end a run, and no value from outside the
/// run waits longer than it did.
///
/// Which order is cheaper also depends on where the values that enter the
/// run stand and when they die, so the stackifier keeps a block's new order
/// only where its emitter's dry run from the block's final layouts costs
/// less gas and no more bytes, or fewer bytes and no more gas (EVMStackify;
/// docs/design.md, "The stackifier").
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMEXPRESSIONORDER_H
#define EVM_STACKIFY_EVMEXPRESSIONORDER_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class MachineOperand;
class MachineRegisterInfo;

class EVMExpressionOrder {
public:
  explicit EVMExpressionOrder(MachineRegisterInfo &MRI) : MRI(MRI) {}

  /// Reorders the expression trees of \p MBB; returns whether any
  /// instruction moved. The order before is kept for undo().
  bool run(MachineBasicBlock &MBB);
  /// Puts back the order run() found in \p MBB.
  void undo(MachineBasicBlock &MBB);

private:
  /// The definition of \p MO if it can be a member of its user's tree: a
  /// movable instruction of the same block whose value only that user
  /// reads.
  MachineInstr *getTreeOperand(const MachineOperand &MO,
                               const MachineInstr &User) const;
  /// Collects the run of \p Root's tree that ends at it (into Members)
  /// and reorders it; returns the instruction before the run, the next
  /// root (null at the block's start).
  MachineInstr *orderTree(MachineInstr &Root);
  /// Appends \p MI's members to Sequence, in post-order.
  void appendPostOrder(MachineInstr &MI);
  /// The members of \p MI's tree, itself included.
  unsigned getTreeSize(const MachineInstr &MI);

  MachineRegisterInfo &MRI;
  SmallPtrSet<const MachineInstr *, 16> Members;
  SmallVector<MachineInstr *, 16> Sequence;
  DenseMap<const MachineInstr *, unsigned> TreeSizes;
  SmallVector<MachineInstr *, 64> Before;
  bool Changed = false;
};

} // namespace llvm

#endif
