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
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>

namespace llvm {
class EVMValuePlacement;
class MachineFunction;
class MachineInstr;

class EVMFrameLayout {
public:
  EVMFrameLayout(MachineFunction &MF, const EVMValuePlacement &Values)
      : MF(MF), Values(Values) {}

  /// Returns false (after a diagnostic) for frames that cannot be laid out.
  bool run();

  unsigned getOffset(int FI) const { return Offsets.lookup(FI); }
  /// Bytes, a multiple of 32.
  unsigned getFrameSize() const { return FrameSize; }
  /// What the frame holds, for a message: its allocas and the words of
  /// values kept in memory.
  std::string describeContents() const;

  /// True if the address of an alloca may leave the function: it flows
  /// (through arithmetic and copies) into a stored value, a result, or an
  /// argument of a call for which \p MayReenter is true. A recursive
  /// function's activations share one frame, so such an address would be
  /// read by the wrong activation; a callee that cannot call the function
  /// again (C's printf given a buffer of variadic arguments) reads the
  /// right one.
  bool addressEscapes(
      function_ref<bool(const MachineInstr &Call)> MayReenter) const;

private:
  MachineFunction &MF;
  const EVMValuePlacement &Values;
  DenseMap<int, unsigned> Offsets;
  unsigned FrameSize = 0;
  unsigned NumAllocas = 0;
  unsigned NumSlotWords = 0;
};

} // namespace llvm

#endif
