//===-- EVMAddressOffsets.h - Addresses as offsets from a base --*- C++ -*-===//
//
/// \file
/// Writes an address computed as an integer, `inttoptr (add X, C)` with a
/// constant C, as a byte offset from the address X:
/// `getelementptr i8, (inttoptr X), C`, with one `inttoptr X` for all the
/// offsets from X.
///
/// Yul and Solidity compute every memory address as a word: a struct that
/// solc allocates at the free memory pointer P has its fields at
/// `add(P, 32)`, `add(P, 64)`, ... LLVM's alias analysis sees through
/// getelementptrs, not through integer arithmetic: two `inttoptr`s of
/// different sums are addresses it knows nothing of, so a store to one
/// field may write any other, and no store is forwarded to a load across
/// it (GVN), nor is a store that a later one overwrites removed (DSE).
/// As offsets from one base, BasicAA proves the fields apart, and what
/// solc's Yul optimiser does to such memory (its LoadResolver and
/// UnusedStoreEliminator) the middle end does too: a memory struct that a
/// function fills and reads becomes values (docs/design.md, "The middle
/// end").
///
/// A sum that something else uses too (a pointer stepping through a loop)
/// is left as it is: it is computed anyway, and a getelementptr would add
/// again. Only the way the address is written changes: the getelementptr
/// has no `inbounds`, so its arithmetic wraps as the add did.
///
/// The target machine runs the pass once inlining is done (the start of
/// the module optimisation pipeline), then GVN, DSE and InstCombine. Not
/// before: the inliner prices a getelementptr of constant offsets as free
/// where it prices the add it replaces, and would inline more than the
/// code gains.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMADDRESSOFFSETS_H
#define EVM_IR_EVMADDRESSOFFSETS_H

#include "llvm/IR/PassManager.h"

namespace llvm {

class EVMAddressOffsetsPass : public PassInfoMixin<EVMAddressOffsetsPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};

} // namespace llvm

#endif
