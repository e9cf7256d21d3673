//===-- EVMStackPressure.h - Spills for a block in one pass -----*- C++ -*-===//
//
/// \file
/// Chooses, in one pass over a block, values to move to memory so that no
/// more than a given number of values the block keeps on the stack are
/// live at once: the stack-layout solver's cheaper decision for a function
/// that has used up its budget of one-value spill rounds (EVMStackify).
///
/// The solver moves one value per round and solves again, which is the
/// precise choice but costs a dry run of the failing block per value; a
/// block that defines thousands of values kept for later would need a
/// round for each. Here the block is walked once, instructions in order,
/// with the set of live values (its live-in values, then each result that
/// is used later in the block or live out of it, until its last use); when
/// the set is larger than the limit, the value whose next use is farthest
/// goes (Belady's rule), a value live through the block without a use
/// first. PHI results are counted but never chosen (moving one splits
/// edges). Cost: O(n log n) in the block's instructions and live values.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMSTACKPRESSURE_H
#define EVM_STACKIFY_EVMSTACKPRESSURE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"

namespace llvm {
class EVMStackLiveness;
class MachineBasicBlock;

namespace EVM {
/// The values to move to memory so that at most \p Limit of the values
/// \p MBB keeps on the stack are live after each of its instructions, in
/// the order they were chosen. \p IsKept tells the values kept on the stack
/// (not rematerialised); \p IsSpillable those that may be chosen.
SmallVector<Register, 16>
chooseSpillsByNextUse(const MachineBasicBlock &MBB,
                      const EVMStackLiveness &Liveness,
                      function_ref<bool(Register)> IsKept,
                      function_ref<bool(Register)> IsSpillable,
                      unsigned Limit);
} // namespace EVM

} // namespace llvm

#endif
