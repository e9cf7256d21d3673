//===-- EVMResourceReport.h - Static resource estimate of the code -*- C++
//-*-===//
//
/// \file
/// Measures the stack-form code of each function as the asm printer emits
/// it (bytes, instructions, stack heights, base gas per block and per loop
/// iteration, spilled values) and writes the report as JSON
/// (-evm-stats-file, `bin/evm-bin --stats`; docs/tools.md).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EMISSION_EVMRESOURCEREPORT_H
#define EVM_EMISSION_EVMRESOURCEREPORT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCInst.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class EVMCodeRelaxation;
class Function;
class MachineFunction;
class MCInstrInfo;
class Module;
class raw_ostream;

class EVMResourceReport {
public:
  /// Adds \p MF, in stack form, just before it is printed at pre-layout
  /// offset \p StartOffset. \p Prologue is what the printer emits before
  /// the first block (the entry's copy of the initial memory image),
  /// measured as part of the first block.
  void addFunction(MachineFunction &MF, ArrayRef<MCInst> Prologue,
                   const MCInstrInfo &MII, uint64_t StartOffset);
  /// Writes the report of the functions added so far, their sizes as
  /// \p Relaxation made them.
  void write(raw_ostream &OS, const Module &M,
             const EVMCodeRelaxation &Relaxation) const;

private:
  struct BlockReport {
    unsigned Number = 0;
    std::string Name;
    /// Pre-layout offset and size (symbolic pushes at their nominal PUSH2).
    uint64_t Start = 0;
    unsigned Bytes = 0;
    unsigned Instructions = 0;
    unsigned Gas = 0;
    /// Heights at entry and exit; none for a block no path reaches.
    std::optional<unsigned> EntryHeight, ExitHeight;
  };
  struct LoopReport {
    unsigned Header = 0;
    unsigned Depth = 0;
    SmallVector<unsigned, 8> Blocks;
    unsigned IterationGas = 0;
  };
  struct CallSite {
    /// Stack words below the call's arguments and return address.
    unsigned Below = 0;
    /// Null for a call through a function pointer.
    const Function *Callee = nullptr;
  };
  struct FunctionReport {
    const Function *F = nullptr;
    unsigned Instructions = 0;
    unsigned EntryHeight = 0;
    unsigned MaxHeight = 0;
    unsigned SpilledValues = 0;
    unsigned FrameSlots = 0;
    std::vector<BlockReport> Blocks;
    std::vector<LoopReport> Loops;
    std::vector<CallSite> Calls;
  };

  const FunctionReport *find(const Function &F) const;
  std::vector<FunctionReport> Functions;
};
} // namespace llvm

#endif
