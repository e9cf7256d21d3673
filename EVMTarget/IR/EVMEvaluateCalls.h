//===-- EVMEvaluateCalls.h - Calls evaluated at compile time ----*- C++ -*-===//
//
/// \file
/// Replaces a call whose arguments are all constants by its result, when
/// the middle end can compute it:
///
///  * a call of an arithmetic builtin (llvm.evm.div, mod, sdiv, smod, exp,
///    signextend, byte, shl, shr, sar, addmod, mulmod), which no LLVM folder
///    knows: the front end emits IR operations for the constant cases it
///    sees, and the calls are left for the operands that become constant
///    only after inlining or constant propagation;
///  * a call of a defined function, by running it on those arguments: its
///    instructions folded one by one, its branches taken as their constant
///    conditions say, the functions and builtins it calls evaluated in turn.
///    The run must have no effect: memory, any call that cannot be
///    evaluated, a halt, undefined behaviour (poison) or the end of a
///    budget of instructions leaves the call as it is. A call that returns
///    nothing and ran without an effect goes.
///
/// The calls are taken in the order of the blocks, and an instruction
/// whose operands a result made all constants is folded in the same run:
/// a chain of builtins, each on what the one before computes (a bit
/// length found by SHRs by earlier SHRs' results, in a copy of a callee
/// inlined on a constant argument), folds at once, not one link per
/// InstCombine of the pipeline (the inliner prices such copies as folded:
/// EVMInlineAdvisor.h).
///
/// A call of a shift builtin whose amount, or of a division builtin whose
/// divisor, is a constant for which LLVM's operation means the same (a
/// shift by less than 256, a divisor neither 0 nor, signed, -1) becomes
/// that operation, as the front end makes it for the constants it sees:
/// the middle end then knows its bits (solc's unoptimised Yul shifts a
/// helper's result left by a parameter that the inlining makes 96, then
/// masks the low 96 bits: 0, and the helper's work on the word goes).
///
/// A test that calls a library's pure function with literals (solady's
/// `DateTimeLib.epochDayToDate(31)`) then costs nothing at run time. The
/// inliner does not get there by itself: a callee with several call sites
/// is too large for it once its builtin calls are counted as unknown.
/// solc's Yul optimiser gets there by specialising every function for its
/// literal arguments (its FunctionSpecializer), which copies the function
/// for each call site whether anything folds or not.
///
/// A memory range of a builtin's call whose size became 0 (solc's
/// `return(memPos, sub(memEnd, memPos))` for a function that returns
/// nothing) starts at 0: an empty range reads and writes no byte and
/// expands no memory, whatever its offset, so the offset's computation (the
/// free memory pointer's load) may go. A RETURN of no bytes is a STOP: the
/// same empty output, in one byte rather than three to five, and the stores
/// before it are then dead (EVMDeadMemoryStores).
///
/// The pass runs wherever the middle end's peephole passes run (after each
/// InstCombine of the function simplification pipeline), so the callers are
/// simplified and inlined further with the results.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMEVALUATECALLS_H
#define EVM_IR_EVMEVALUATECALLS_H

#include "llvm/IR/PassManager.h"

namespace llvm {

class MCInstrInfo;

class EVMEvaluateCallsPass : public PassInfoMixin<EVMEvaluateCallsPass> {
public:
  /// \p MII decides which builtin calls are well formed (EVM::checkCall):
  /// the others are left for the code generator to report.
  explicit EVMEvaluateCallsPass(const MCInstrInfo &MII) : MII(&MII) {}
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);

private:
  const MCInstrInfo *MII;
};

} // namespace llvm

#endif
