//===-- EVMStackModel.h - Simulated EVM operand stack -----------*- C++ -*-===//
//
// The stackifier's picture of the EVM stack at one point of a block: which
// virtual register each slot holds. Emitting a stack instruction through the
// model inserts it into the block and updates the picture, so the two can
// never disagree.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVMSTACKMODEL_H
#define EVM_EVMSTACKMODEL_H

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/IR/DebugLoc.h"

namespace llvm {
class EVMInstrInfo;
class MCSymbol;

class EVMStackModel {
public:
  EVMStackModel(MachineBasicBlock &MBB, const EVMInstrInfo &TII)
      : MBB(MBB), TII(TII) {}

  /// Stack instructions are inserted before \p I, with location \p Loc.
  void setInsertPoint(MachineBasicBlock::iterator I, const DebugLoc &Loc) {
    InsertPt = I;
    DL = Loc;
  }

  /// A dry-run model only tracks the slots: used to try a schedule before
  /// committing to it.
  void setDryRun(bool V) { DryRun = V; }

  unsigned size() const { return Slots.size(); }
  /// The value at \p Depth (0 is the top).
  Register at(unsigned Depth) const { return Slots[Slots.size() - 1 - Depth]; }
  /// Depth of the topmost slot holding \p Reg at or below \p MinDepth.
  std::optional<unsigned> findDepth(Register Reg, unsigned MinDepth = 0) const;

  /// Model changes made by a non-stack instruction.
  void push(Register Reg) { Slots.push_back(Reg); }
  void pop() { Slots.pop_back(); }
  /// The value in the slot at \p Depth is now called \p Reg.
  void rename(unsigned Depth, Register Reg) {
    Slots[Slots.size() - 1 - Depth] = Reg;
  }

  /// DUP(Depth + 1): copy the slot at \p Depth to the top.
  void emitDup(unsigned Depth);
  /// SWAP(Depth): exchange the top with the slot at \p Depth (>= 1).
  void emitSwap(unsigned Depth);
  /// POP the top.
  void emitPop();
  /// The shortest PUSH of \p Value; the new slot holds \p Reg.
  void emitPush(const APInt &Value, Register Reg = Register());
  /// PUSH2 of the address \p Sym + \p Offset (a code label, or a frame
  /// address defined at the end of the module); the new slot holds \p Reg.
  void emitPushSymbol(MCSymbol *Sym, int64_t Offset, Register Reg = Register());
  /// An operand-less stack instruction (or stack pseudo) whose effect on
  /// the model the caller applies. Returns null in a dry run.
  MachineInstr *emitOp(unsigned Opcode);

private:
  MachineBasicBlock &MBB;
  const EVMInstrInfo &TII;
  MachineBasicBlock::iterator InsertPt;
  DebugLoc DL;
  bool DryRun = false;
  // Bottom first. An invalid register marks a slot holding a constant or a
  // value without a name.
  SmallVector<Register, 32> Slots;
};

} // namespace llvm

#endif
