//===-- EVMStack.h - The EVM operand stack as a value -----------*- C++ -*-===//
//
/// \file
/// A pure description of the EVM operand stack at one program point, used by
/// every stackification stage: block layouts say what the stack holds at a
/// block's entry and exit, the shuffler turns one stack into another, and the
/// emitter tracks the stack while it schedules instructions.
///
/// A slot holds one of:
///  * the value of a virtual register kept on the stack;
///  * a rematerialisable value (a constant, an address, a label, a read of
///    a frame slot), named by the virtual register that stands for it; it
///    costs a PUSH (and an MLOAD for a slot read) wherever it is needed;
///  * the return address of the function, below its arguments;
///  * a saved word of the function's frame (recursive functions save their
///    frame on the stack, docs/calling-convention.md);
///  * junk: a word nothing reads again, popped when convenient.
///
/// Nothing here knows about MachineInstrs, so the shuffler can be tested
/// without a function to compile.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMSTACK_H
#define EVM_STACKIFY_EVMSTACK_H

#include "EVMDebug.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include <optional>

namespace llvm {
class raw_ostream;

class EVMStackSlot {
public:
  enum KindTy : uint8_t { Value, Remat, ReturnAddress, SavedFrame, Junk };

  static EVMStackSlot value(Register R) { return {Value, R.id()}; }
  static EVMStackSlot remat(Register R) { return {Remat, R.id()}; }
  static EVMStackSlot returnAddress() { return {ReturnAddress, 0}; }
  /// Word \p Index of the frame saved at entry.
  static EVMStackSlot savedFrame(unsigned Index) { return {SavedFrame, Index}; }
  static EVMStackSlot junk() { return {Junk, 0}; }

  KindTy getKind() const { return Kind; }
  bool isValue() const { return Kind == Value; }
  bool isRemat() const { return Kind == Remat; }
  bool isJunk() const { return Kind == Junk; }
  /// A value kept on the stack or a rematerialisable one: named by a
  /// virtual register.
  bool hasReg() const { return Kind == Value || Kind == Remat; }
  Register getReg() const {
    EVM_ASSERT(hasReg(), "slot without a register");
    return Register(Id);
  }
  unsigned getSavedIndex() const {
    EVM_ASSERT(Kind == SavedFrame, "not a saved frame word");
    return Id;
  }

  bool operator==(const EVMStackSlot &O) const {
    return Kind == O.Kind && Id == O.Id;
  }
  bool operator!=(const EVMStackSlot &O) const { return !(*this == O); }

  void print(raw_ostream &OS) const;

private:
  friend struct DenseMapInfo<EVMStackSlot>;
  EVMStackSlot(KindTy K, unsigned Id) : Kind(K), Id(Id) {}
  KindTy Kind;
  unsigned Id;
};

template <> struct DenseMapInfo<EVMStackSlot> {
  // Kinds no slot has.
  static EVMStackSlot getEmptyKey() {
    return {static_cast<EVMStackSlot::KindTy>(254), 0};
  }
  static EVMStackSlot getTombstoneKey() {
    return {static_cast<EVMStackSlot::KindTy>(255), 0};
  }
  static unsigned getHashValue(const EVMStackSlot &S) {
    return S.Kind * 37u + S.Id * 0x9e3779b9u;
  }
  static bool isEqual(const EVMStackSlot &A, const EVMStackSlot &B) {
    return A == B;
  }
};

/// The operand stack, bottom first. Depth 0 is the top.
class EVMStack {
public:
  EVMStack() = default;
  EVMStack(ArrayRef<EVMStackSlot> Slots) : Slots(Slots) {}

  unsigned size() const { return Slots.size(); }
  bool empty() const { return Slots.empty(); }
  const EVMStackSlot &at(unsigned Depth) const {
    EVM_ASSERT(Depth < Slots.size(), "below the bottom of the stack");
    return Slots[Slots.size() - 1 - Depth];
  }
  /// Bottom first.
  ArrayRef<EVMStackSlot> slots() const { return Slots; }
  /// The slots above the lowest \p Base ones, bottom first.
  ArrayRef<EVMStackSlot> above(unsigned Base) const {
    return ArrayRef<EVMStackSlot>(Slots).drop_front(Base);
  }
  /// Depth of the topmost slot equal to \p S at or below \p MinDepth.
  std::optional<unsigned> findDepth(const EVMStackSlot &S,
                                    unsigned MinDepth = 0) const;
  /// Number of slots equal to \p S in the top \p Count slots.
  unsigned count(const EVMStackSlot &S, unsigned Count) const;

  /// The effects of stack instructions.
  void push(const EVMStackSlot &S) { Slots.push_back(S); }
  void pop() {
    EVM_ASSERT(!Slots.empty(), "POP of an empty stack");
    Slots.pop_back();
  }
  /// DUP(Depth + 1).
  void dup(unsigned Depth) { Slots.push_back(at(Depth)); }
  /// SWAP(Depth): exchanges the top with the slot at \p Depth.
  void swap(unsigned Depth) {
    EVM_ASSERT(Depth >= 1 && Depth < Slots.size(), "SWAP out of range");
    std::swap(Slots.back(), Slots[Slots.size() - 1 - Depth]);
  }
  /// The slot at \p Depth holds \p S from now on (a renamed value).
  void rename(unsigned Depth, const EVMStackSlot &S) {
    Slots[Slots.size() - 1 - Depth] = S;
  }

  bool operator==(const EVMStack &O) const { return Slots == O.Slots; }
  bool operator!=(const EVMStack &O) const { return !(*this == O); }

  /// `[ bottom ... top ]`.
  void print(raw_ostream &OS) const;

private:
  SmallVector<EVMStackSlot, 32> Slots;
};

inline raw_ostream &operator<<(raw_ostream &OS, const EVMStackSlot &S) {
  S.print(OS);
  return OS;
}
inline raw_ostream &operator<<(raw_ostream &OS, const EVMStack &S) {
  S.print(OS);
  return OS;
}

} // namespace llvm

#endif
