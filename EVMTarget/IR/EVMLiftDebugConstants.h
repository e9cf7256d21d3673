//===-- EVMLiftDebugConstants.h - Keep where constants came from -*- C++
//-*-===//
//
/// \file
/// Keeps the record of where a constant came from when the function that
/// computed it was inlined and left no code of its own.
///
/// solc's `function decimals() returns (uint8) { return 18; }` is, after
/// inlining, nothing but the constant 18 that the caller's ABI encoder
/// stores: every instruction left belongs to the caller. The Yul front end
/// describes each assignment to a function's result by a debug value, at
/// the assignment's location (tools/evm-yul/YulCodeGen.cpp); the backend
/// gives that location to the push of the constant (EVMStackEmitter), so
/// that the source map has an entry inside the function, as solc's own
/// code has.
///
/// A debug value of an inlined function whose scope has no instruction
/// left is dead to LLVM: ADCE drops it, since no debugger could stop in
/// that scope. And the result's value, once returned, is the caller's: it
/// is the caller's code that uses it. So this pass moves a constant debug
/// value of a result variable (marked EVM::ResultVariableMark by the front
/// end) of an inlined function to the call site's scope, and further out
/// while that scope has no instruction either: the variable becomes an
/// artificial one of that scope, marked EVM::LiftedVariableMark, whose
/// line is that of the call the value was returned to, and the location
/// keeps its line (the source range) in that scope. A lifted
/// value moves again only when its scope loses its code (its function
/// inlined in turn, and emptied). Other debug values stay as they are.
///
/// The pass runs where EVMEvaluateCalls runs, after each InstCombine of the
/// function simplification pipeline: after the inlining and the folding
/// that make the constant, before the ADCE that would drop it.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMLIFTDEBUGCONSTANTS_H
#define EVM_IR_EVMLIFTDEBUGCONSTANTS_H

#include "llvm/IR/PassManager.h"

namespace llvm {

class DILocalVariable;

namespace EVM {
/// Whether \p Var is a variable this pass made: the debug values of such a
/// variable give their location to the pushes of their constant in the
/// scope they were lifted to.
bool isLiftedDebugVariable(const DILocalVariable *Var);
/// Whether \p Var is a function's result, as its front end marked it.
bool isResultDebugVariable(const DILocalVariable *Var);
} // namespace EVM

class EVMLiftDebugConstantsPass
    : public PassInfoMixin<EVMLiftDebugConstantsPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};

} // namespace llvm

#endif
