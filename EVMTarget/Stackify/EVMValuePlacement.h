//===-- EVMValuePlacement.h - Where each value lives ------------*- C++ -*-===//
//
/// \file
/// The stackifier's placement of values: for every virtual register,
/// whether it is
///  * rematerialised at each use (constants, frame and global addresses,
///    return labels, and reads of frame slots that no store can change
///    before the use);
///  * kept on the EVM stack; or
///  * kept in a one-word frame slot: values spilled because they would sit
///    deeper than DUP16 (EVMStackify's spill loop), and, in the memory-slot
///    scheme, values used in another block than their own.
///
/// In a function optimised for size, once the layouts are final, a long
/// constant that several instructions of a block use may be pushed once
/// in the block and DUPed instead (keepRepeatedConstants). Before the
/// layouts, a constant whose code costs much more gas than a DUP, used in
/// a loop, is pushed before the loop and kept through it
/// (keepLoopConstants).
///
/// Values moved to a slot are rewritten in the MIR: `FRAME_STORE slot, %v`
/// after the definition, and uses elsewhere read `%v.slot = FRAME_LOAD
/// slot`, which is rematerialised.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMVALUEPLACEMENT_H
#define EVM_STACKIFY_EVMVALUEPLACEMENT_H

#include "EVMStack.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/Register.h"
#include <optional>

namespace llvm {
class MachineFunction;
class MachineInstr;
class MachineLoopInfo;
class MachineRegisterInfo;
class MCSymbol;
class TargetInstrInfo;

/// A value that is recomputed at each use instead of being kept.
struct EVMRemat {
  enum KindTy {
    Immediate,    ///< PUSH Value
    FrameAddress, ///< PUSH the address of frame object FI
    SlotLoad,     ///< PUSH the address of slot FI; MLOAD
    Label,        ///< PUSH Sym+Offset (a return label, a global's address)
    LinkValue,    ///< PUSH<Bytes> Sym: a value the link step fills in
    Reread,       ///< Opcode: a read without operands, the same at each
                  ///< use (CALLER, ...; RETURNDATASIZE with no call
                  ///< before any use)
  } Kind;
  APInt Value;
  int FI = -1;
  MCSymbol *Sym = nullptr;
  int64_t Offset = 0;
  /// The fixed width of a LinkValue's push.
  unsigned Bytes = 0;
  /// The stack form of a Reread.
  unsigned Opcode = 0;
};

class EVMValuePlacement {
public:
  explicit EVMValuePlacement(MachineFunction &MF);

  /// Classifies every value; with \p CrossBlockSlots (the memory-slot
  /// scheme) moves values used outside their block into frame slots.
  /// \p SpillArguments: keep every argument in a slot (when there are more
  /// than DUP16 can reach).
  void run(bool SpillArguments, bool CrossBlockSlots);

  /// The stack code of a block as the emitter makes it from its final
  /// layouts: bytes and base gas, or std::nullopt if a slot is out of reach.
  struct BlockCost {
    unsigned Bytes, Gas;
  };
  using BlockCostFn =
      function_ref<std::optional<BlockCost>(MachineBasicBlock &)>;
  /// In a function optimised for size (unless -evm-keep-constants=false),
  /// gives a constant that several instructions of a block use a
  /// CONST_I256 of its own before the first of them, kept on the stack,
  /// where \p Cost says the block gets shorter (and, in a block inside a
  /// loop by \p InLoop, cheaper in gas). Returns the number of constants
  /// kept.
  unsigned
  keepRepeatedConstants(BlockCostFn Cost,
                        function_ref<bool(const MachineBasicBlock &)> InLoop);

  /// Gives each constant that an innermost loop of \p MLI uses and whose
  /// cheapest code costs at least -evm-loop-constant-gas more than a DUP a
  /// CONST_I256 of its own at the end of the loop's preheader, kept on the
  /// stack through the loop (before the layouts are solved; not in a
  /// memory-unsafe module, which has no frame to spill it to). Returns the
  /// number of constants kept.
  unsigned keepLoopConstants(const MachineLoopInfo &MLI);

  /// Moves \p Reg to a frame slot: it is stored after its definition and
  /// read from memory at each later use.
  void spill(Register Reg);

  /// Moves the result of \p PHI to a frame slot: each predecessor stores
  /// its incoming value at its end, on an edge of its own when it has other
  /// successors (\p SplitEdge makes one), and the uses read the slot.
  void spillPHI(MachineInstr &PHI,
                function_ref<MachineBasicBlock *(MachineBasicBlock &,
                                                 MachineBasicBlock &)>
                    SplitEdge);

  const EVMRemat *getRemat(Register Reg) const {
    auto It = Remats.find(Reg);
    return It == Remats.end() ? nullptr : &It->second;
  }
  bool isRemat(Register Reg) const { return Remats.count(Reg); }
  /// Whether \p Reg was moved to memory (its one use left is the store).
  bool isSpilled(Register Reg) const { return InSlot.count(Reg); }

  /// A rematerialised register holding the address of frame object \p FI.
  Register getFrameAddress(int FI);
  /// A rematerialised register holding the code label \p Sym.
  Register getLabel(MCSymbol *Sym);

  /// The stack slot that stands for \p Reg.
  EVMStackSlot getSlot(Register Reg) const {
    return isRemat(Reg) ? EVMStackSlot::remat(Reg) : EVMStackSlot::value(Reg);
  }

private:
  /// Counts and names a spilled value in the function info.
  void noteSpill(Register Reg);
  void recordRemats(bool StackLayouts);
  /// The label with an offset that `A + B` is, when one of them is a
  /// rematerialised label and the other a small constant.
  std::optional<EVMRemat> getLabelPlusConstant(Register A, Register B) const;
  void localiseSlotReads();
  void moveCrossBlockValues();
  void storeAfterDef(Register Reg, bool AllUses);
  Register newWord();
  /// The operands of \p MBB's instructions that read a rematerialised
  /// immediate \p Wanted accepts, by value, in order (not PHIs, whose
  /// operands are pushed in a predecessor).
  using ImmediateUses = MapVector<APInt, SmallVector<MachineOperand *, 4>>;
  void collectImmediateUses(MachineBasicBlock &MBB, ImmediateUses &Uses,
                            function_ref<bool(const APInt &)> Wanted) const;

  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  const TargetInstrInfo &TII;
  DenseMap<Register, EVMRemat> Remats;
  /// Slot and slot-reading register of each value moved to memory.
  DenseMap<Register, std::pair<int, Register>> InSlot;
  DenseMap<int, Register> FrameAddresses;
  /// Slot reads made by localiseSlotReads: executed where they are.
  SmallDenseSet<Register, 8> NotRemat;
};

} // namespace llvm

#endif
