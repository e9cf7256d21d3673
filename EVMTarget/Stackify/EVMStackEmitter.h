//===-- EVMStackEmitter.h - Stack code for one block ------------*- C++ -*-===//
//
/// \file
/// Turns one block's register-form instructions into stack code, starting
/// from the block's entry layout (EVMBlockLayouts) and ending in its exit
/// layout. PHIs have no code: their results are part of the entry layout,
/// their operands part of the predecessors' exit layouts. Algorithm, for
/// each instruction in order:
///
///  * bring the operands to the top of the stack, first operand on top, and
///    emit the stack form, which replaces them by the results:
///     - rematerialised values (constants, addresses, slot reads) are
///       pushed at each use (a constant in its cheapest form,
///       EVMConstantMaterializer); a constant
///       kept on the stack (a CONST_I256 that is not rematerialised) is
///       pushed where it stands;
///     - a value used for the last time (no use left in the block and not
///       live out) is consumed where it is when the operands already sit in
///       order on top, when two are reversed (a commutative instruction is
///       commuted, otherwise one SWAP1), when the deepest operand can be
///       swapped to the top, or when a pushed operand can go under a dying
///       value with SWAP1; other operands are DUPed;
///  * dead values are popped lazily: from the top when that lets the next
///    instruction consume its operand where it is, from deeper down only
///    when they are in the way of a value beyond DUP16 reach, and at the
///    block's end; a block that ends execution never pays for popping;
///  * a constant pushed for an instruction has the instruction's location,
///    unless a debug value of the block says that it is the result, folded
///    by the middle end, of a call the instruction lies within
///    (EVMLiftDebugConstants): the push then has the location of the
///    assignment that gave it, where that is the narrower. A function that
///    only returns a constant has no other code, and the push is its
///    source map entry, as in solc's own output;
///  * nothing runs after an instruction that ends execution or a call to a
///    `noreturn` function: the rest of the block is removed;
///  * internal calls push the return label, then the arguments (and, through
///    a pointer, the callee's address), and jump; the results are on top at
///    the return label (docs/calling-convention.md);
///  * at the block's end the stack is shuffled (EVMStackShuffler) into the
///    exit layout (plus the branch condition), and branches become
///    `PUSH2 label; JUMPI/JUMP`, with none to the next block; a return
///    restores the caller's stack shape and jumps to the return address.
///
/// A dry run changes nothing and reports the first value that would sit
/// beyond DUP16/SWAP16 reach, so that the driver can move it to memory. The
/// layout solver dry-runs a block's body alone (tryBody) from candidate
/// entry layouts: the body's code and its gas do not depend on the exit
/// layout, only the final shuffle does.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMSTACKEMITTER_H
#define EVM_STACKIFY_EVMSTACKEMITTER_H

#include "EVMStackModel.h"
#include "Emission/EVMSourceMap.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineBasicBlock.h"

namespace llvm {
class DILocalVariable;
class DILocation;
class EVMFrameLayout;
class EVMStackLiveness;
class EVMInstrInfo;
class EVMMachineFunctionInfo;
class EVMValuePlacement;
class MachineFunction;
class MachineRegisterInfo;

class EVMStackEmitter final : public EVMRematerializer {
public:
  /// \p Frame may be null before the frame is laid out (dry runs).
  /// \p BaseHeight slots (return address, saved frame words) lie below
  /// every block's values.
  EVMStackEmitter(MachineFunction &MF, EVMValuePlacement &Values,
                  const EVMStackLiveness &Liveness, const EVMFrameLayout *Frame,
                  ArrayRef<Register> Arguments, unsigned SavedWords,
                  unsigned BaseHeight);

  /// Emits the stack code of \p MBB from \p Entry to \p Exit (below a
  /// branch condition); with \p DryRun only tries. Returns false if a slot
  /// is out of DUP16/SWAP16 reach (then getTooDeep() is that slot) or after
  /// an internal error (then hadError()).
  bool run(MachineBasicBlock &MBB, const EVMStack &Entry, const EVMStack &Exit,
           bool DryRun);

  /// How a block's body ends.
  struct Body {
    enum EndKind { Branches, Returns, Halts } End = Branches;
    /// The stack after the last instruction before the terminators.
    EVMStack Natural;
    /// The branch condition the jump consumes, if any.
    std::optional<EVMStackSlot> Cond;
    /// Gas of the body's stack code (a return's sequence included).
    unsigned Gas = 0;
  };
  /// Dry-runs the body of \p MBB from \p Entry. std::nullopt if a slot is
  /// out of reach or after an error.
  std::optional<Body> tryBody(MachineBasicBlock &MBB, const EVMStack &Entry);
  /// Gas of pushing the rematerialisable slot \p S.
  unsigned getRematGas(const EVMStackSlot &S) const;
  /// The stack slot that stands for \p Reg.
  EVMStackSlot getSlot(Register Reg) const { return slot(Reg); }
  const EVMStackGas &getStackGas() const { return StackGas; }
  const EVMStackSlot &getTooDeep() const { return TooDeep; }
  /// The stack where the last run ran out of reach in the body or its
  /// return (empty after a success): the values a spill can choose from.
  const EVMStack &getFailedStack() const { return FailedStack; }
  bool hadError() const { return HadError; }
  /// Base gas of the stack code of the last run.
  unsigned getGas() const { return Gas; }
  /// Bytes of the stack code of the last run (jumps and label pushes at
  /// their nominal size, before the peephole pass).
  unsigned getBytes() const { return Bytes; }

  /// Starts every jump target, return label and non-entry function of the
  /// emitted \p MF with JUMPDEST.
  static void insertJumpDests(MachineFunction &MF);

private:
  /// The state of the block being emitted.
  struct BlockState {
    EVMStackModel Stack;
    /// Uses of each value not yet scheduled in this block.
    DenseMap<Register, unsigned> UsesLeft;
    /// Values still needed when the block exits.
    SmallDenseSet<Register, 8> LiveOut;
    bool DryRun;
    BlockState(MachineBasicBlock &MBB, const EVMInstrInfo &TII,
               const EVMStackGas &Gas, const EVMConstantMaterializer &Constants,
               EVMRematerializer &Remat, bool DryRun)
        : Stack(MBB, TII, Gas, Constants, Remat), DryRun(DryRun) {
      Stack.setDryRun(DryRun);
    }
  };

  /// The branch a block ends with.
  struct Branch {
    Register Cond;
    bool Negate = false;
    MachineBasicBlock *Taken = nullptr, *Other = nullptr;
    MachineInstr *Ret = nullptr;
    bool Ok = true;
  };
  Branch analyzeTerminators(MachineBasicBlock &MBB,
                            MachineBasicBlock::iterator First);
  /// Sets up \p BS at the entry of \p MBB; returns the first instruction
  /// of the body.
  MachineBasicBlock::iterator initBlock(MachineBasicBlock &MBB,
                                        const EVMStack &Entry, BlockState &BS);
  /// Emits the instructions from \p First up to the terminators; sets
  /// \p Term to the first terminator (or the end). Returns false on
  /// failure.
  /// With \p CondDef (getLastConditionDef) and \p Exit, the stack is
  /// shuffled to \p Exit before \p CondDef (shuffleToExitBefore).
  bool emitBody(MachineBasicBlock &MBB, BlockState &BS,
                MachineBasicBlock::iterator First,
                MachineBasicBlock::iterator &Term, bool &Halted,
                const MachineInstr *CondDef = nullptr,
                const EVMStack *Exit = nullptr);
  /// One emission of run(); see emitBody for \p CondDef.
  bool runOnce(MachineBasicBlock &MBB, const EVMStack &Entry,
               const EVMStack &Exit, bool DryRun, const MachineInstr *CondDef);
  const MachineInstr *getLastConditionDef(MachineBasicBlock &MBB);
  bool shuffleToExitBefore(ArrayRef<Register> Uses, const EVMStack &Exit,
                           BlockState &BS);
  void emitPrologue(MachineBasicBlock &MBB, BlockState &BS);
  bool scheduleCopy(MachineInstr &MI, BlockState &BS);
  bool scheduleInstr(unsigned StackOpc, SmallVectorImpl<Register> &Uses,
                     ArrayRef<Register> Defs, bool Commutable, BlockState &BS);
  bool scheduleCall(MachineInstr &MI, BlockState &BS, bool &Halts);
  bool scheduleTerminators(MachineBasicBlock &MBB,
                           MachineBasicBlock::iterator First,
                           const EVMStack &Exit, BlockState &BS);
  bool scheduleReturn(MachineInstr &Ret, BlockState &BS);
  bool arrangeOperands(SmallVectorImpl<Register> &Uses, bool Commutable,
                       BlockState &BS);
  unsigned getOperandWindow(ArrayRef<Register> Uses,
                            const BlockState &BS) const;
  SmallVector<EVMStackSlot, 16> getOperandLayout(ArrayRef<Register> Uses,
                                                 unsigned Window,
                                                 const BlockState &BS) const;
  bool placeOperands(ArrayRef<Register> Uses, EVMStackModel &Stack,
                     const BlockState &BS, EVMStackSlot &Failed);
  bool shuffleTo(unsigned Base, ArrayRef<EVMStackSlot> Target,
                 BlockState &BS);
  bool removeDeadSlot(BlockState &BS);
  void popDeadTopIfUseful(ArrayRef<Register> Uses, BlockState &BS);
  void emitRemat(const EVMStackSlot &S, EVMStackModel &Stack) override;
  /// Pushes \p Value, whose slot is \p S, at the location of the
  /// assignment it came from if findConstantOrigin finds one.
  void emitConstant(const APInt &Value, const EVMStackSlot &S,
                    EVMStackModel &Stack);
  /// Records what the debug value \p MI says of a variable: the constant it
  /// holds, or that it holds none any more.
  void noteConstantOrigin(const MachineInstr &MI);
  /// The location of the assignment that gave \p Value to the result of a
  /// call that the code at \p Use lies within (in its function instance,
  /// or in one it was inlined into, where LLVM merged \p Use), if a lifted
  /// debug value of this block says so (the latest such one) and that
  /// location's range is narrower than \p Use's; else null.
  const DILocation *findConstantOrigin(const APInt &Value,
                                       const DILocation *Use);

  EVMStackSlot slot(Register Reg) const;
  bool isRemat(Register Reg) const;
  /// True if the slot's value is not needed any more.
  bool isDead(const EVMStackSlot &S, const BlockState &BS) const;
  /// True if every remaining use of \p Reg is among \p Uses, the operands
  /// of the current instruction: one of them may consume it.
  bool diesAt(Register Reg, ArrayRef<Register> Uses,
              const BlockState &BS) const;
  void consume(ArrayRef<Register> Uses, BlockState &BS) const;
  bool fail(const EVMStackSlot &S) {
    TooDeep = S;
    return false;
  }
  bool reportError(const Twine &Msg);

  MachineFunction &MF;
  const EVMInstrInfo &TII;
  MachineRegisterInfo &MRI;
  EVMMachineFunctionInfo &FuncInfo;
  EVMValuePlacement &Values;
  const EVMStackLiveness &Liveness;
  const EVMFrameLayout *Frame;
  const EVMStackGas StackGas;
  const EVMConstantMaterializer Constants;
  SmallVector<Register, 8> Arguments;
  unsigned SavedWords;
  unsigned BaseHeight;

  /// The variables the block's debug values have described so far as
  /// constants, oldest first (emitted blocks only, not dry runs).
  struct ConstantOrigin {
    const DILocalVariable *Var;
    APInt Value;
    /// The debug value's location (its inlinedAt names the variable's
    /// instance).
    const DILocation *Loc;
  };
  SmallVector<ConstantOrigin, 4> ConstantOrigins;
  /// The module's source ranges, read when first needed.
  std::optional<EVMSolcSourceMap> SourceRanges;

  EVMStackSlot TooDeep = EVMStackSlot::junk();
  EVMStack FailedStack;
  bool HadError = false;
  unsigned Gas = 0;
  unsigned Bytes = 0;
};

} // namespace llvm

#endif
