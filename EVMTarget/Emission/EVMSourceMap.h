//===-- EVMSourceMap.h - Code offsets to source lines -----------*- C++ -*-===//
//
/// \file
/// The offset of every instruction the asm printer emits, with its debug
/// location, written as a JSON array of runs of instructions from one
/// source position (-evm-source-map-file, `bin/evm-bin --source-map`;
/// docs/tools.md).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EMISSION_EVMSOURCEMAP_H
#define EVM_EMISSION_EVMSOURCEMAP_H

#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <string>

namespace llvm {
class DebugLoc;
class EVMCodeRelaxation;
class raw_ostream;

class EVMSourceMap {
public:
  /// An instruction of \p Size bytes at pre-layout offset \p Offset, from
  /// \p DL (none, or line 0: no source position).
  void addInstruction(const DebugLoc &DL, uint64_t Offset, unsigned Size);
  /// Writes the runs, sorted by offset, at the offsets \p Relaxation gives.
  void write(raw_ostream &OS, const EVMCodeRelaxation &Relaxation) const;

private:
  struct Run {
    uint64_t Offset, Length;
    std::string File;
    unsigned Line, Column;
  };
  SmallVector<Run, 64> Runs;
};
} // namespace llvm

#endif
