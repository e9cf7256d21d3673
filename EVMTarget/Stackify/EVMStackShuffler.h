//===-- EVMStackShuffler.h - Turn one stack into another --------*- C++ -*-===//
//
/// \file
/// The shuffler reshapes the top of the operand stack into a wanted layout
/// with DUPn, SWAPn, POP and PUSHes. It reads the stack and emits
/// instructions through EVMStackOps, so one algorithm serves both the
/// emitter (which inserts MachineInstrs) and cost estimation
/// (EVMStackCostCounter, which only counts gas): what is priced is exactly
/// what would be emitted.
///
/// A target slot is a value, a rematerialisable value (pushed if no copy is
/// at hand) or junk: any word will do there. Algorithm (shuffleStack), on
/// the slots above a fixed base:
///  1. Assign every target position a source: the slot already there if it
///     fits (the same value; for junk, a slot nobody needs); otherwise
///     another copy of the value, the one nearest the top; otherwise a new
///     word (DUP of a copy, a PUSH, PUSH0 for junk). Slots left without a
///     position are popped.
///  2. Sort the slots with the top as the free cell: pop the top if it has
///     no position; swap it into its position if that is below; when the
///     top is in place, bring up the lowest misplaced slot; push a new word
///     when the stack is too short. Each swap into a position fixes it for
///     good, so the loop ends; a cycle of k misplaced slots costs k+1
///     swaps, k-1 when it includes the top.
///  Where a value that needs new copies keeps a copy in place above a
///  position a new copy would fill, a second assignment gives the kept
///  copies the lowest of the value's positions and the new ones the
///  highest (a DUP on top needs no swap after it); both are sorted on a
///  copy of the stack and the one with fewer swaps is emitted, the first on
///  a tie.
/// A slot beyond DUP16/SWAP16 reach stops the shuffle and is reported; the
/// caller then moves a value to memory (spilling) and tries again. The
/// lowest slots that already are what the target wants are left out before
/// step 1: they keep their positions, so the work is proportional to the
/// part of the stack that changes, not to its height.
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMSTACKSHUFFLER_H
#define EVM_STACKIFY_EVMSTACKSHUFFLER_H

#include "EVMStack.h"
#include <functional>
#include <optional>
#include <string>

namespace llvm {
class MCInstrInfo;

/// A stack and the stack instructions that change it. Each emit* call
/// applies the instruction's effect to stack() before returning.
class EVMStackOps {
public:
  virtual ~EVMStackOps();
  virtual const EVMStack &stack() const = 0;
  /// DUP(Depth + 1): a copy of the slot at \p Depth on top.
  virtual void emitDup(unsigned Depth) = 0;
  /// SWAP(Depth), Depth >= 1.
  virtual void emitSwap(unsigned Depth) = 0;
  virtual void emitPop() = 0;
  /// Pushes the value of the rematerialisable slot \p Slot; the new top is
  /// \p Slot.
  virtual void emitRemat(const EVMStackSlot &Slot) = 0;
  /// Pushes a word nobody reads (PUSH0); the new top is junk.
  virtual void emitFiller() = 0;
};

/// Gas of the stack instructions, from the instruction table's base gas
/// (EVMII::getBaseGas): the cost model every stackification stage shares.
class EVMStackGas {
public:
  explicit EVMStackGas(const MCInstrInfo &MII);
  unsigned dup() const { return Dup; }
  unsigned swap() const { return Swap; }
  unsigned pop() const { return Pop; }
  /// The shortest PUSH of a value with \p NumBytes significant bytes.
  unsigned push(unsigned NumBytes) const { return NumBytes ? PushN : Push0; }
  /// Any instruction, by opcode.
  unsigned of(unsigned Opcode) const;

private:
  const MCInstrInfo &MII;
  unsigned Dup, Swap, Pop, Push0, PushN;
};

/// Reshapes the slots of Ops.stack() above its lowest \p Base ones into
/// \p Target (bottom first): the same values in the same positions, any
/// word where the target has junk. Rematerialisable slots of \p Target are
/// pushed if no copy is at hand. Returns the slot that is out of
/// DUP16/SWAP16 reach if the target cannot be reached, std::nullopt once
/// it has been.
std::optional<EVMStackSlot> shuffleStack(EVMStackOps &Ops, unsigned Base,
                                         ArrayRef<EVMStackSlot> Target);

/// EVMStackOps on a private copy of a stack that only adds up gas (and,
/// on request, spells out the instructions): the cost half of the shuffler.
class EVMStackCostCounter final : public EVMStackOps {
public:
  /// \p RematGas prices the push of a rematerialisable slot; by default a
  /// PUSH with an immediate.
  EVMStackCostCounter(const EVMStack &Start, const EVMStackGas &Gas,
                      std::function<unsigned(const EVMStackSlot &)> RematGas =
                          nullptr)
      : Stack(Start), Gas(Gas), RematGas(std::move(RematGas)) {}

  const EVMStack &stack() const override { return Stack; }
  void emitDup(unsigned Depth) override;
  void emitSwap(unsigned Depth) override;
  void emitPop() override;
  void emitRemat(const EVMStackSlot &Slot) override;
  void emitFiller() override;

  unsigned getGas() const { return Spent; }
  /// The instructions so far, e.g. "SWAP2 POP DUP1".
  const std::string &getTrace() const { return Trace; }

private:
  void record(const std::string &Inst, unsigned Cost);

  EVMStack Stack;
  const EVMStackGas &Gas;
  std::function<unsigned(const EVMStackSlot &)> RematGas;
  unsigned Spent = 0;
  std::string Trace;
};

/// True if \p Stack (above \p Base) already has the shape of \p Target.
bool matchesLayout(const EVMStack &Stack, unsigned Base,
                   ArrayRef<EVMStackSlot> Target);

/// The gas shuffleStack spends to turn \p From (above \p Base) into
/// \p Target, or std::nullopt if it cannot.
std::optional<unsigned>
getShuffleCost(const EVMStack &From, unsigned Base,
               ArrayRef<EVMStackSlot> Target, const EVMStackGas &Gas,
               std::function<unsigned(const EVMStackSlot &)> RematGas =
                   nullptr);

} // namespace llvm

#endif
