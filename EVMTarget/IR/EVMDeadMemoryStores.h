//===-- EVMDeadMemoryStores.h - Stores nothing reads before a halt C++ -*-===//
//
/// \file
/// Removes the stores to EVM memory that nothing reads before execution
/// ends.
///
/// A call of a contract owns its memory: when it ends (RETURN, REVERT,
/// STOP, INVALID, SELFDESTRUCT), memory is gone, except the bytes RETURN
/// or REVERT hand back. LLVM's DSE knows that of an alloca at a `ret`, not
/// of memory that Yul and Solidity address as integers: solc's
/// unoptimised Yul fills a memory struct, reads its fields (forwarded to
/// values by GVN once EVMAddressOffsets wrote the addresses as offsets)
/// and returns something else, and every store stays, with the update of
/// the free memory pointer. solc's Yul optimiser removes them (its
/// UnusedStoreEliminator, which knows the same of the EVM).
///
/// A store (or a memset or memcpy into memory) goes when every path from
/// it reaches the end of execution without an instruction that may read
/// what it wrote (by alias analysis: a call of an external contract, a
/// keccak256, a function not inlined all may), and the end reads none of
/// it: RETURN and REVERT read their range, the other halts nothing. A path
/// that returns to a caller, comes back to the store, or runs longer than
/// a budget of instructions keeps it.
///
/// A store that the paths through one successor of its block read, and
/// the others end execution without reading, moves into that successor
/// with what computes its operands there and nowhere else, when the
/// block's branch compares with a constant a value those use; then
/// CorrelatedValuePropagation runs on the function, which knows past the
/// branch what it tested. solc's decoding of a call's result stores the
/// free memory pointer advanced by min(returndatasize(), 32) before it
/// reverts on fewer than 32 bytes: moved past that check, the size is 32.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMDEADMEMORYSTORES_H
#define EVM_IR_EVMDEADMEMORYSTORES_H

#include "llvm/IR/PassManager.h"

namespace llvm {

class EVMDeadMemoryStoresPass
    : public PassInfoMixin<EVMDeadMemoryStoresPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};

} // namespace llvm

#endif
