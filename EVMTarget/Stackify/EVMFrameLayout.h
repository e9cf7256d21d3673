//===-- EVMFrameLayout.h - Offsets of frame objects -------------*- C++ -*-===//
//
/// \file
/// Gives every frame object of a function an offset in its frame (a region
/// of EVM memory; docs/memory-map.md). Allocas, whose address is taken, get
/// their own bytes. One-word slots (PHI slots, values in memory across
/// blocks, spills) are only touched by FRAME_STORE and reads of FRAME_LOAD
/// values, so their lifetimes are known: slots that are never live at the
/// same time share a word (interference-graph colouring).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMFRAMELAYOUT_H
#define EVM_STACKIFY_EVMFRAMELAYOUT_H

#include "llvm/ADT/DenseMap.h"

namespace llvm {
class EVMValuePlacement;
class MachineFunction;

class EVMFrameLayout {
public:
  EVMFrameLayout(MachineFunction &MF, const EVMValuePlacement &Values)
      : MF(MF), Values(Values) {}

  /// Returns false (after a diagnostic) for frames that cannot be laid out.
  bool run();

  unsigned getOffset(int FI) const { return Offsets.lookup(FI); }
  /// Bytes, a multiple of 32.
  unsigned getFrameSize() const { return FrameSize; }

  /// True if the address of an alloca may leave the function: it flows
  /// (through arithmetic and copies) into a call argument, a stored value
  /// or a result. A recursive function's activations share one frame, so
  /// such an address would be read by the wrong activation.
  bool addressEscapes() const;

private:
  MachineFunction &MF;
  const EVMValuePlacement &Values;
  DenseMap<int, unsigned> Offsets;
  unsigned FrameSize = 0;
};

} // namespace llvm

#endif
