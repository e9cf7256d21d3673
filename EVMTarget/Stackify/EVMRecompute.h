//===-- EVMRecompute.h - Recompute values instead of spilling ---*- C++ -*-===//
//
/// \file
/// In a memory-unsafe module (Yul without memoryguard: the code owns all
/// of memory) the stackifier has nowhere to move a value that would sit
/// deeper than DUP16 reaches: a frame slot would be overwritten by the
/// code's own memory accesses (EVMStackify::layOutFrame refuses it). solc
/// has the same constraint there and fits such functions by keeping fewer
/// values on the stack.
///
/// This stage, run before the layouts are solved, gives the stackifier
/// that room: where more values are live in a block than a limit, the
/// values the pressure walk (EVMStackPressure, Belady's rule) would move to
/// memory are instead recomputed just before each of their uses, when they
/// can be. A value can be recomputed when it is the result of one cheap
/// pure opcode (ADD, AND, SHL, EQ, CALLER, ...: no memory, storage or
/// state read, base gas of at most 5) whose operands are constants or
/// values that are on the stack at that use anyway (used there or later,
/// or live out of the block). The copy then costs its operands' DUPs and
/// the opcode, and lengthens no other value's life; the value itself is
/// no longer kept across the block.
///
/// Only memory-unsafe modules use it: elsewhere a spill to a frame slot is
/// available and the solver weighs it by cost (EVMSpillPolicy).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMRECOMPUTE_H
#define EVM_STACKIFY_EVMRECOMPUTE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/CodeGen/Register.h"

namespace llvm {
class MachineFunction;

namespace EVM {
/// Recomputes values at their uses in \p MF where more than \p Limit values
/// kept on the stack are live at once (\p IsRemat tells the values that
/// are never kept: constants, addresses). Returns how many values were
/// recomputed.
unsigned recomputeUnderPressure(MachineFunction &MF,
                                function_ref<bool(Register)> IsRemat,
                                unsigned Limit);
} // namespace EVM

} // namespace llvm

#endif
