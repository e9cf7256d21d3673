//===-- EVMMachineFunctionInfo.h - Per-function EVM state -------*- C++ -*-===//
//
// What the stackifier decides about a function's frame and stack interface,
// for the stack verifier and the asm printer.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVMMACHINEFUNCTIONINFO_H
#define EVM_EVMMACHINEFUNCTIONINFO_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunction.h"
#include <string>

namespace llvm {
class MCSymbol;

class EVMMachineFunctionInfo final : public MachineFunctionInfo {
public:
  explicit EVMMachineFunctionInfo(const Function &F,
                                  const TargetSubtargetInfo *STI) {}

  MachineFunctionInfo *
  clone(BumpPtrAllocator &Allocator, MachineFunction &DestMF,
        const DenseMap<MachineBasicBlock *, MachineBasicBlock *> &Src2DstMBB)
      const override {
    return DestMF.cloneInfo<EVMMachineFunctionInfo>(*this);
  }

  /// Stack words at entry: the return address (if the function returns)
  /// and the arguments.
  unsigned getEntryStackHeight() const {
    return (HasReturnAddress ? 1 : 0) + NumArguments;
  }

  /// Called by internal calls and returns to its caller (it is neither the
  /// entry function nor `noreturn`): a return address lies below the
  /// arguments.
  bool HasReturnAddress = false;
  unsigned NumArguments = 0;
  unsigned NumResults = 0;
  /// Values EVMStackify moved to a frame slot because they would sit out
  /// of DUP16/SWAP16 reach (for the resource report).
  unsigned NumSpilledValues = 0;
  /// The stack layouts at entry and exit of each block, as EVMStackify
  /// chose them, printed (`[ bottom ... top ]`), with their heights, and
  /// the values it spilled: for the CFG picture (-evm-cfg-file).
  struct BlockLayout {
    std::string Entry, Exit;
    unsigned EntryHeight = 0, ExitHeight = 0;
  };
  DenseMap<const MachineBasicBlock *, BlockLayout> BlockLayouts;
  SmallVector<std::string, 4> SpilledValues;
  /// Size in bytes of the frame (allocas, slots), a multiple of 32.
  unsigned FrameSize = 0;
  /// The function can be called again while it is active (it is part of a
  /// call-graph cycle): it saves its frame on the EVM stack at entry and
  /// restores it at return.
  bool SavesFrame = false;
  /// A function that saves its frame and takes more than 16 argument words
  /// cannot reach its deepest argument to put the saved words below them:
  /// its prologue first stores the arguments at this offset of its frame,
  /// a staging area after the saved words that is dead once the prologue
  /// has loaded them back (-1: none).
  int ArgumentStagingOffset = -1;
  /// The address of the frame in EVM memory, defined at the end of the
  /// module once every function's frame size is known.
  MCSymbol *FrameSymbol = nullptr;
  /// A frame word that loads from return data and code copy into before
  /// reading it with MLOAD (-1 until the legalizer needs one).
  int ScratchFrameIndex = -1;
};

} // namespace llvm

#endif
