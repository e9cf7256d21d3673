//===-- EVMInlineAdvisor.h - The inliner's policy for the EVM ---*- C++ -*-===//
//
/// \file
/// LLVM's inliner, with corrections for the EVM. The target registers
/// this advisor (PluginInlineAdvisorAnalysis, EVMTargetMachine), and the
/// inliner's own cost analysis (InlineCost) still prices every call; the
/// advisor changes what it is asked and what its answer is worth:
///
///  * The last call of a local function is priced as in a block that
///    returns, wherever it is. InlineCost allows no code growth at a call
///    in a block that ends in `unreachable` (threshold 0, and no bonus for
///    the last call of a local function: its allowSizeGrowth), which on a
///    host is a call before exit() or abort(). On the EVM every external
///    function ends that way: RETURN and STOP end the call and are
///    `noreturn`. From solc's unoptimised Yul, a contract's functions, its
///    ABI coders and the helpers called once stayed calls through the
///    inliner's walk, their callers unable to fold what they share (the
///    free memory pointer the dispatcher stores and the function reads,
///    the bounds of its allocation checks); EVMInlineSoleCalls took the
///    small ones only after the walk. Moving the only copy of a function
///    adds no code, so such a call keeps its last-call bonus where
///    InlineCost finds it cold too (see getCost). Not for a function that
///    can only fail (REVERT, INVALID: solc's panic and revert helpers),
///    whose code keeps its statement's range as a function. The calls of
///    functions called more than once keep LLVM's rule: priced as returning in
///    the blocks that end with RETURN or STOP too, they inlined more than they
///    saved from solc's optimised Yul (design.md, "The middle end").
///  * Under optsize, a wide constant costs its bytes. InlineCost counts an
///    instruction the same whatever its operands, but a PUSH32 is 33 bytes
///    where most operands take one or two, and each copy of the callee
///    repeats it (ERC1967Factory's proxy init code, six PUSH32, was copied
///    into each of its deploying functions; solady's Brutalizer, whose
///    PRNG constants are two PUSH17, into each of a test's twenty calls).
///    Each distinct constant the copy keeps adds the bytes its cheapest
///    materialisation (EVMConstantMaterializer) takes beyond a PUSH1, at
///    -evm-inline-constant-byte-cost per byte, to the cost of the copy: a
///    constant used by an instruction that still runs once the call's
///    constant arguments are folded in, outside the blocks that halt
///    (EVMMergeHaltingBlocks merges equal ones), also where it reaches
///    that instruction as an address (`inttoptr`: solc's storage slots,
///    which are hashes, PUSH32). Not for the last call of a local
///    function: that is moved, not copied.
///  * Under optsize, a copy is priced by what it adds of its callee's
///    bytes. Inlining all N calls of a local function makes N - 1 copies
///    (the last call moves the body), so each copy adds (N - 1) / N of a
///    body; the threshold is LLVM's for size
///    times N / (N - 1) where that is below the target's multiplier (from
///    three calls on), and LLVM's alone for a body that stays (external,
///    or its address taken). Two calls are priced as before. The
///    multiplier prices the EVM's call in gas; at -Os a copy pays in
///    bytes at every call: solady's test helper `_randomChance`, 60 bytes
///    with a PUSH32 slot, was copied into each of its 86 calls, and the
///    suite's test contracts were 4% larger than solc legacy's (design.md,
///    "The middle end").
///  * What the builtins fold is free. InlineCost charges nothing for an
///    instruction that the call's constant arguments make constant, but
///    LLVM's folders do not know the EVM's arithmetic builtins (SHR, BYTE,
///    EXP, ...), so a builtin on a constant and all it feeds are charged
///    whole. The advisor replays the fold with the builtins evaluated
///    (EVM::evaluateArithmetic) and takes what InlineCost could not fold
///    off the cost (an instruction's cost each), which InlineCost is then
///    asked to count in full. solady's `LibString.eqs(s, "literal")`,
///    whose bit tricks on the literal are meant to be evaluated at compile
///    time, stayed a call of its whole search at each of a test's eleven
///    calls; inlined, each is two loads and two compares (the test's gas
///    6,957 -> 1,567; solc legacy 2,026). EVMEvaluateCalls folds the
///    copy, chains of builtins included, in one run.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_ANALYSIS_EVMINLINEADVISOR_H
#define EVM_ANALYSIS_EVMINLINEADVISOR_H

#include "llvm/Analysis/InlineAdvisor.h"

namespace llvm {

/// The factory PluginInlineAdvisorAnalysis takes: the inliner creates the
/// advisor with the parameters of the pipeline's level.
InlineAdvisor *createEVMInlineAdvisor(Module &M, FunctionAnalysisManager &FAM,
                                      InlineParams Params, InlineContext IC);

} // namespace llvm

#endif
