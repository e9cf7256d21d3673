//===-- EVMSpillPolicy.h - Which values go to memory ------------*- C++ -*-===//
//
/// \file
/// Stage 4 of the stackifier (EVMStackify.cpp): make every block reachable
/// within DUP16/SWAP16 by moving values to frame slots.
///
///  * -O0 (spillUntilReachable): every layout is the base; each block is
///    emitted in a dry run (EVMStackEmitter), and while a value would sit
///    beyond reach, it moves to a frame slot.
///  * -O1 and up (solveLayouts): the solver (EVMBlockLayouts) keeps values
///    on the stack across blocks, costs weighted by block frequency; when a
///    layout or a block cannot be reached, the value to spill is chosen for
///    the whole function (chooseSpills): among the values on the stack where
///    reach failed, the one whose loads and stores cost least, weighted by
///    frequency, per block it frees; edges whose layouts disagree get a
///    block of their own (EVMStackifyCFG). Each spill is a round of the
///    solver; beyond a budget of rounds per function (-evm-spill-budget) a
///    round moves several values: a block's spills chosen in one pass by
///    next use (EVMStackPressure), or as many as the slot out of reach
///    needs, so that compile time stays about linear in the function's
///    size.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMSPILLPOLICY_H
#define EVM_STACKIFY_EVMSPILLPOLICY_H

#include "EVMBlockLayouts.h"
#include "EVMStack.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"

namespace llvm {
class EVMStackLiveness;
class EVMValuePlacement;
class MachineBasicBlock;
class MachineBlockFrequencyInfo;
class MachineFunction;
class Twine;

class EVMSpillPolicy {
public:
  /// \p Arguments are the function's argument registers, \p Base the slots
  /// below them (return address), \p ArgumentSlots the arguments' slots.
  EVMSpillPolicy(MachineFunction &MF, EVMValuePlacement &Values,
                 ArrayRef<Register> Arguments, ArrayRef<EVMStackSlot> Base,
                 ArrayRef<EVMStackSlot> ArgumentSlots)
      : MF(MF), Values(Values), Arguments(Arguments), Base(Base),
        ArgumentSlots(ArgumentSlots) {}

  /// -O0: spills until each block's dry run, from the base-only \p Layouts,
  /// stays within reach. False after an error (reported).
  bool spillUntilReachable(const EVMBlockLayouts &Layouts);
  /// -O1 and up: solves \p Layouts, splitting edges and spilling values
  /// until the solver succeeds. False after an error (reported).
  bool solveLayouts(EVMBlockLayouts &Layouts,
                    const MachineBlockFrequencyInfo &MBFI);

private:
  bool canSpill(Register R) const;
  SmallVector<Register, 4> chooseSpills(const EVMStackLiveness &Liveness,
                                        const EVMBlockLayouts::Outcome &Failure,
                                        const EVMBlockFrequencies &Freq,
                                        bool Batch) const;
  void reportError(const Twine &Msg) const;

  MachineFunction &MF;
  EVMValuePlacement &Values;
  ArrayRef<Register> Arguments;
  ArrayRef<EVMStackSlot> Base;
  ArrayRef<EVMStackSlot> ArgumentSlots;
  /// Block frequencies relative to the entry, measured before any edge is
  /// split (a new block takes its edge's).
  DenseMap<const MachineBasicBlock *, double> BlockFreq;
};

} // namespace llvm

#endif
