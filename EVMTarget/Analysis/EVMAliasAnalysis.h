//===-- EVMAliasAnalysis.h - What Yul's memory discipline tells -*- C++ -*-===//
//
/// \file
/// Alias analysis for the EVM: what LLVM's own analyses cannot know of
/// memory that Yul and Solidity address with integers.
///
/// * **Reserved words against the heap.** In a module with a
///   `memoryguard` (memory-safe Yul: no module flag `evm.memory-unsafe`),
///   the first 128 bytes are solc's scratch space, the free memory pointer
///   (0x40) and the zero slot, and what is allocated lies at or beyond
///   the free memory pointer, which is never below 0x80. So an access at a
///   constant address below 128 does not touch one at a non-negative
///   offset from `memoryguard`'s result or from a word loaded from 0x40.
///   GVN can then forward the free memory pointer across the stores that
///   fill an allocation, and all the allocations of a function become
///   offsets from one base (solc's unoptimised Yul reads 0x40 for each).
/// * **What builtins write of memory.** A KECCAK256, a LOG, RETURN and
///   REVERT only read it; a call of another contract writes its output
///   range only, a copy (CALLDATACOPY, CODECOPY, ...) its destination,
///   GAS, BALANCE and the other opcodes of the environment nothing: a load
///   of other bytes may be forwarded across them.
///
/// Addresses are compared as a base and a constant offset
/// (decomposeAddress), looking through `inttoptr`, additions of constants
/// and getelementptrs of constant offsets.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_ANALYSIS_EVMALIASANALYSIS_H
#define EVM_ANALYSIS_EVMALIASANALYSIS_H

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/IR/PassManager.h"
#include <cstdint>
#include <optional>

namespace llvm {
class DataLayout;

namespace EVM {
/// A memory address as a base and a constant byte offset from it: the
/// base an i256 word (the address's integer, as Yul computes addresses
/// and the builtins take them), null for a constant address, or a pointer
/// that is not an integer's (an alloca, an argument).
struct MemoryAddress {
  const Value *Base = nullptr;
  int64_t Offset = 0;
};

/// Offsets and sizes are compared only below this: no call can pay for
/// memory that large, and sums of two cannot overflow.
constexpr int64_t MaxMemoryExtent = int64_t(1) << 60;

/// \p V (a pointer or an i256 word) as a base and an offset, if the
/// offset is small enough to compare.
std::optional<MemoryAddress> decomposeAddress(const Value *V,
                                              const DataLayout &DL);

/// Whether \p M follows Yul's memory discipline: it has a memoryguard and
/// is not memory-unsafe.
bool followsMemoryDiscipline(const Module &M);

/// Whether the \p SizeA bytes at \p A may overlap the \p SizeB bytes at
/// \p B (addresses as pointers or words; a size not given: all that
/// follows). False only when their bases and offsets prove them apart,
/// or, under the memory discipline (\p MemorySafe), one lies in the
/// reserved words and the other where memory is allocated. A base that
/// is an instruction may have another value in each iteration of a loop:
/// unless \p SameIteration, it is not compared with itself.
bool mayOverlap(const Value *A, std::optional<int64_t> SizeA, const Value *B,
                std::optional<int64_t> SizeB, const DataLayout &DL,
                bool MemorySafe, bool SameIteration);
} // namespace EVM

class EVMAAResult : public AAResultBase {
  const DataLayout &DL;
  /// Whether the function's module follows Yul's memory discipline.
  bool MemorySafe;
  /// False in a memory-unsafe module (module flag evm.memory-unsafe),
  /// where the analysis answers nothing: its code may keep no frame in
  /// memory, so no value may be spilled, and the loads that the answers let
  /// GVN forward keep values on the stack longer (a random program of
  /// test/yul/exec, one word past DUP16 with them).
  bool Active;

public:
  EVMAAResult(const DataLayout &DL, bool MemorySafe, bool Active)
      : DL(DL), MemorySafe(MemorySafe), Active(Active) {}

  bool invalidate(Function &, const PreservedAnalyses &,
                  FunctionAnalysisManager::Invalidator &) {
    return false;
  }

  AliasResult alias(const MemoryLocation &LocA, const MemoryLocation &LocB,
                    AAQueryInfo &AAQI, const Instruction *CtxI);
  ModRefInfo getModRefInfo(const CallBase *Call, const MemoryLocation &Loc,
                           AAQueryInfo &AAQI);
  using AAResultBase::getModRefInfo;
};

class EVMAA : public AnalysisInfoMixin<EVMAA> {
  friend AnalysisInfoMixin<EVMAA>;
  static AnalysisKey Key;

public:
  using Result = EVMAAResult;
  EVMAAResult run(Function &F, FunctionAnalysisManager &FAM);
};

} // namespace llvm

#endif
