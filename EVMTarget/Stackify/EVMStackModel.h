//===-- EVMStackModel.h - The stack while a block is emitted ----*- C++ -*-===//
//
/// \file
/// The emitter's picture of the EVM stack at one point of a block. Every
/// stack instruction is emitted through the model: it is inserted into the
/// block (unless this is a dry run), its effect is applied to the picture
/// and its base gas is added up, so code, picture and price cannot
/// disagree. A dry run only tracks the picture and the gas: it is how a
/// schedule is tried before it is committed to.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMSTACKMODEL_H
#define EVM_STACKIFY_EVMSTACKMODEL_H

#include "EVMConstantMaterializer.h"
#include "EVMStackShuffler.h"
#include "llvm/ADT/APInt.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/IR/DebugLoc.h"

namespace llvm {
class EVMInstrInfo;
class MCSymbol;

class EVMStackModel;

/// Knows what a rematerialisable slot stands for (EVMStackEmitter).
class EVMRematerializer {
public:
  virtual ~EVMRematerializer();
  /// Pushes the value of \p Slot through \p Stack.
  virtual void emitRemat(const EVMStackSlot &Slot, EVMStackModel &Stack) = 0;
};

class EVMStackModel final : public EVMStackOps {
public:
  /// \p Constants chooses the code of a constant (the function's policy).
  EVMStackModel(MachineBasicBlock &MBB, const EVMInstrInfo &TII,
                const EVMStackGas &Gas, const EVMConstantMaterializer &Constants,
                EVMRematerializer &Remat)
      : MBB(MBB), TII(TII), Gas(Gas), Constants(Constants), Remat(Remat) {}

  /// Stack instructions are inserted before \p I, with location \p Loc.
  void setInsertPoint(MachineBasicBlock::iterator I, const DebugLoc &Loc) {
    InsertPt = I;
    DL = Loc;
  }
  /// The location of the stack instructions emitted from now on.
  const DebugLoc &getDebugLoc() const { return DL; }
  void setDebugLoc(const DebugLoc &Loc) { DL = Loc; }
  void setDryRun(bool V) { DryRun = V; }
  bool isDryRun() const { return DryRun; }
  /// Gas of the stack instructions emitted so far (base gas).
  unsigned getGas() const { return Spent; }
  /// Their bytes of code (a label push at its nominal PUSH2).
  unsigned getBytes() const { return Bytes; }

  const EVMStack &stack() const override { return Stack; }
  unsigned size() const { return Stack.size(); }
  const EVMStackSlot &at(unsigned Depth) const { return Stack.at(Depth); }
  std::optional<unsigned> findDepth(const EVMStackSlot &S,
                                    unsigned MinDepth = 0) const {
    return Stack.findDepth(S, MinDepth);
  }

  /// Changes made by instructions that are not stack instructions.
  void push(const EVMStackSlot &S) { Stack.push(S); }
  void pop() { Stack.pop(); }
  void rename(unsigned Depth, const EVMStackSlot &S) { Stack.rename(Depth, S); }

  void emitDup(unsigned Depth) override;
  void emitSwap(unsigned Depth) override;
  void emitPop() override;
  void emitRemat(const EVMStackSlot &Slot) override {
    Remat.emitRemat(Slot, *this);
  }
  void emitFiller() override { emitPush(APInt(256, 0), EVMStackSlot::junk()); }
  /// The constant \p Value, by the function's cheapest sequence
  /// (EVMConstantMaterializer); the new top is \p S.
  void emitPush(const APInt &Value, const EVMStackSlot &S);
  /// PUSH2 of the address \p Sym + \p Offset (a code label, or a frame
  /// address defined at the end of the module); the new top is \p S.
  void emitPushSymbol(MCSymbol *Sym, int64_t Offset, const EVMStackSlot &S);
  /// PUSH\p Bytes of the value the link step fills in for \p Sym (an
  /// immutable, a library address): always that wide, never relaxed; the
  /// new top is \p S.
  void emitPushLinkValue(MCSymbol *Sym, unsigned Bytes, const EVMStackSlot &S);
  /// An instruction without stack operands in the MIR (a stack form or a
  /// stack pseudo) whose effect on the picture the caller applies. Returns
  /// null in a dry run.
  MachineInstr *emitOp(unsigned Opcode);

private:
  MachineInstr *build(unsigned Opcode);
  /// The shortest PUSH of \p V (not counted on the stack).
  void emitPushValue(const APInt &V);

  MachineBasicBlock &MBB;
  const EVMInstrInfo &TII;
  const EVMStackGas &Gas;
  const EVMConstantMaterializer &Constants;
  EVMRematerializer &Remat;
  MachineBasicBlock::iterator InsertPt;
  DebugLoc DL;
  bool DryRun = false;
  unsigned Spent = 0;
  unsigned Bytes = 0;
  EVMStack Stack;
};

} // namespace llvm

#endif
