//===-- EVMInlineSoleCalls.h - The last call of a function inlined -*- C++ -*-===//
//
/// \file
/// Inlines the one call of a small local function that LLVM's inliner
/// left: one in a block that ended in `unreachable` when the inliner looked
/// at it, which the inliner never inlines for a callee that costs anything.
///
/// The inliner takes a block that ends in `unreachable` for a cold exit
/// (a call before `exit` or `abort`) and allows no growth of code there:
/// threshold 0, and no bonus for the last call to a local function
/// (InlineCost's allowSizeGrowth). On the EVM such a block is the normal
/// path: a contract's external function ends with RETURN or STOP, which
/// end the call and are `noreturn`, so nearly every call in Solidity's
/// Yul is in such a block, and from solc's unoptimised Yul each external
/// function kept its getter, its ABI encoder, ... as functions called
/// once (forge-std's `stdError`: ten getters of one call each, each with
/// its own copy of the allocation's overflow revert). Inlining the only
/// call of a local function removes the call and return (a label pushed,
/// two JUMPs and a JUMPDEST) and lets the code meet its caller's, so it
/// is what the inliner's last-call bonus would do anywhere else.
///
/// The inliner itself now prices such a call as in a block that returns
/// (EVMInlineAdvisor.h, -evm-inline-exit-blocks); this pass takes what is
/// left after its walk, and all of them with that turned off.
///
/// The pass runs once inlining is done (EVMTargetMachine, with
/// EVMAddressOffsets), so that the calls it sees are the ones the inliner
/// left. A function called once that is still a call then is one the
/// inliner refused for its block (its last-call bonus takes any other), or
/// one too large for that bonus: the pass takes functions of at most 64
/// instructions (-evm-inline-sole-calls-max-size), as larger ones, merged
/// into their callers, made the stackifier keep more values (solady's
/// `DateTimeLibTest` from unoptimised Yul: 1.37x the code without a
/// limit, 0.92x with it). A function that calls itself has more than one
/// use and is left alone.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMINLINESOLECALLS_H
#define EVM_IR_EVMINLINESOLECALLS_H

#include "llvm/IR/PassManager.h"

namespace llvm {

class EVMInlineSoleCallsPass : public PassInfoMixin<EVMInlineSoleCallsPass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM);
};

} // namespace llvm

#endif
