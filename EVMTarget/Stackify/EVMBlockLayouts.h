//===-- EVMBlockLayouts.h - The stack at block boundaries -------*- C++ -*-===//
//
/// \file
/// Owns the stack layout at the entry and at the exit of every block: the
/// contract between a block and its neighbours. The emitter starts each
/// block from its entry layout and, before the block jumps or falls
/// through, shuffles the stack into its exit layout (a conditional branch's
/// condition sits on top of it and is consumed by the jump). The exit
/// layout of a block matches the entry layout of each successor, a PHI's
/// result standing where its incoming value is; junk in a layout means any
/// word.
///
/// Every layout starts with the function's base: the return address, if
/// the function returns, and, for a function that saves its frame, the
/// saved frame words. The entry block's entry layout is the stack the
/// caller hands over: the return address and the arguments, argument 0 on
/// top; the emitter's prologue pushes the saved words below the arguments.
///
/// Two schemes:
///  * memory slots (-O0, computeBaseOnly): every value that lives across
///    blocks is in a frame slot, so every other layout is the base alone;
///  * stack layouts (-O1 and up, solve): values live across blocks stay on
///    the stack. Algorithm:
///     1. Propagate, blocks in reverse post-order. A block with one
///        predecessor inherits that predecessor's exit layout (values it
///        does not need become junk): no shuffle on the edge. A block with
///        several predecessors gets, from the first one processed, that
///        block's exit: its stack after its last instruction with the dead
///        values left out, in the order they are ("natural exit"), PHI
///        results put where their incoming values are. A block's exit
///        layout is the entry layout of a successor already laid out (the
///        most frequent edge), else its natural exit. Each body is
///        emitted in a dry run from its entry layout (EVMStackEmitter),
///        which gives its gas and its natural exit; the cost of the
///        function is the gas of bodies and exit shuffles, each weighted
///        by the block's frequency.
///     2. Improve: for each block with several predecessors, most frequent
///        first, try as its entry layout the natural exit of each
///        predecessor (for a loop header: the latch's, so that the back
///        edge needs no shuffle: a fixed point of the back edge) and, for a
///        loop header, its values in the order its own code consumes them
///        (a turn then starts without a SWAP where the latch computes the
///        values in another order), propagate again, and keep what lowers
///        the cost; repeat while it helps.
///     3. Both successors of a conditional branch see one exit layout. When
///        two successors laid out before disagree, the edge to the less
///        frequent one must be split: solve() reports it, the driver
///        inserts a block that shuffles between them and solves again,
///        keeping the entry layouts decided (a block only when the shuffle
///        needs one).
///     A slot beyond DUP16/SWAP16 reach in a body or an exit shuffle is
///     reported instead, so that the driver spills a value and solves
///     again.
///
/// The dry runs of block bodies are kept from one solve to the next (by
/// block and entry layout): a spill changes the code and the live-out
/// values of the few blocks the driver names (forgetBody), so a function
/// that needs many spills does not pay for every body in every round.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMBLOCKLAYOUTS_H
#define EVM_STACKIFY_EVMBLOCKLAYOUTS_H

#include "EVMStack.h"
#include "EVMStackEmitter.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <functional>

namespace llvm {
class EVMStackLiveness;
class MachineBasicBlock;
class MachineFunction;
class raw_ostream;

/// Execution frequencies, relative to the function's entry.
struct EVMBlockFrequencies {
  std::function<double(const MachineBasicBlock *)> Block;
  std::function<double(const MachineBasicBlock *, const MachineBasicBlock *)>
      Edge;
};

class EVMBlockLayouts {
public:
  /// Layouts of the memory-slot scheme: \p Base at every block boundary,
  /// and \p Arguments (argument 0 first) on top of the return address at
  /// the function's entry.
  void computeBaseOnly(const MachineFunction &MF, ArrayRef<EVMStackSlot> Base,
                       ArrayRef<EVMStackSlot> Arguments);

  /// The outcome of solve().
  struct Outcome {
    /// Solved: every block has its layouts.
    bool Solved = false;
    /// Otherwise, either a slot out of reach (spill a value and solve
    /// again)...
    MachineBasicBlock *FailedBlock = nullptr;
    EVMStackSlot TooDeep = EVMStackSlot::junk();
    /// The stack where reach failed: a value to spill is one of its values.
    EVMStack FailedStack;
    /// ...or edges to split (then solve again: the entry layouts of the
    /// blocks with several predecessors are kept).
    SmallVector<std::pair<MachineBasicBlock *, MachineBasicBlock *>, 4>
        Splits;
    /// Weighted gas of the function's stack code (bodies and shuffles).
    double Cost = 0;
  };
  /// Solves the stack layouts of \p MF (stack-layout scheme). \p Emitter
  /// dry-runs block bodies; it must know the same liveness.
  Outcome solve(MachineFunction &MF, const EVMStackLiveness &Liveness,
                EVMStackEmitter &Emitter, const EVMBlockFrequencies &Freq,
                ArrayRef<EVMStackSlot> Base, ArrayRef<EVMStackSlot> Arguments);

  /// Dry runs of bodies by block: entry layout and outcome.
  using BodyCache =
      DenseMap<const MachineBasicBlock *,
               SmallVector<std::pair<EVMStack, EVMStackEmitter::Body>, 2>>;

  /// Forgets the dry runs of \p MBB's body kept from earlier solves: its
  /// code, or the values live out of it, changed.
  void forgetBody(const MachineBasicBlock &MBB) { Bodies.erase(&MBB); }
  void forgetBodies() { Bodies.clear(); }

  /// The frame words a recursive function saves lie in the base of every
  /// layout but the entry block's (the prologue pushes them).
  void addSavedWords(const MachineFunction &MF, unsigned N);

  /// The slots below every block's values.
  ArrayRef<EVMStackSlot> getBase() const { return Base.slots(); }
  unsigned getBaseHeight() const { return Base.size(); }
  const EVMStack &getEntry(const MachineBasicBlock &MBB) const;
  /// The stack when \p MBB jumps or falls through, below a branch
  /// condition.
  const EVMStack &getExit(const MachineBasicBlock &MBB) const;

  void print(raw_ostream &OS, const MachineFunction &MF) const;

private:
  EVMStack Base;
  DenseMap<const MachineBasicBlock *, EVMStack> Entry, Exit;
  /// Entry layouts kept across solves (blocks with several predecessors).
  DenseMap<const MachineBasicBlock *, EVMStack> Kept;
  /// Dry runs of block bodies, by block and entry layout, kept across the
  /// solves of one function: a body depends only on its block's code, the
  /// values live out of it and its entry layout, and a spill or an edge
  /// split changes few blocks (the driver names them, forgetBody).
  BodyCache Bodies;
};

} // namespace llvm

#endif
