//===-- EVMStackPeephole.cpp - Peephole rewrites of stackified code -------===//
//
/// \file
/// Rewrites stack-form code that the stackifier leaves behind into cheaper
/// code with the same effect, until none applies.
///
/// Within a block, short sequences (each rewrite removes an instruction):
///
///   SWAP1; op          -> op           op commutative (ADD MUL AND OR XOR EQ)
///   SWAP1; LT/GT/SLT/SGT -> GT/LT/SGT/SLT  the swapped comparison
///   SWAPn; SWAPn       -> (nothing)
///   DUPn; POP          -> (nothing)
///   PUSHn x; POP       -> (nothing)
///   ISZERO; ISZERO; JUMPI -> JUMPI     JUMPI only tests for zero
///   EQ; ISZERO; JUMPI  -> XOR; JUMPI   a != b is a ^ b != 0
///   seq; PUSHn x; SWAP1 -> PUSHn x; seq'  seq leaves one word (see below)
///
/// The emitter chooses operand orders one instruction at a time, and the
/// shuffler at block ends does not see the instruction that consumes its
/// result; these are the leftovers such local choices make, counted on the
/// test programs (SWAP1 before a commutative operation was the most
/// frequent, 2.0 % of all instructions). Debug instructions between the two
/// are skipped.
///
/// The emitter pushes a constant where an instruction needs it: when that
/// is the second operand (`x / c`, `shr(n, c)`, the value of an MSTORE), x
/// was computed first, and the constant is pushed and swapped under it.
/// Pushed before the instructions that compute x, it is in place: a
/// sequence that leaves one word and removes nothing from below its start
/// (it may read below it, by DUPs, which then reach one word deeper)
/// works the same one word higher. The shortest such sequence before the
/// PUSH is taken; not across a label (a jump into it would miss the
/// push), a call, or a DUP that would need to reach beyond DUP16. 3 gas
/// and a byte each time.
///
/// Across blocks, jumps and JUMPDESTs (BR_S is `PUSH label; JUMP`, 11 gas
/// and 3 to 6 bytes; BRCOND_S the same with JUMPI, 13 gas; a JUMPDEST 1 gas
/// and a byte). Block placement and the stackifier decide a block's place
/// before knowing what code it will have: a block whose instructions all
/// leave none (copies such as `freeze`, constants pushed where they are
/// used) is a lone JUMPDEST falling into the next block, or `JUMPDEST;
/// PUSH label; JUMP` when it was placed away from its successor (a cold
/// block moved to the end); and a call that ends its block leaves its
/// return JUMPDEST just before the next block's. So:
///
///  1. A jump to a block B that only jumps on (JUMPDEST; BR_S C, C != B)
///     goes to C directly: 12 gas less each time (B's JUMPDEST, PUSH and
///     JUMP), and B is removed when nothing reaches it any more. B stays
///     when the block before it falls into it (or it is the function's
///     first block); its JUMPDEST goes when no jump targets it (rule 6).
///     The same when B drops or moves words first (POP, SWAPn, DUPn,
///     PUSH) and C ends execution reading only what it pushes
///     (EVM::runsAtAnyHeight): the stackifier splits an edge into such a
///     block to bring the stack to its entry layout, which it does not
///     read (a shared `revert(0, 0)` reached with different values on the
///     stack, EVMMergeHaltingBlocks).
///  2. A block B with no code (at most a JUMPDEST) that falls into the next
///     block N is removed; jumps to B go to N, which gets B's JUMPDEST if it
///     has none. One JUMPDEST less on the way.
///  3. A call's return JUMPDEST (with its label, `.LretN`) that ends its
///     block, which falls into a block starting with an unlabelled
///     JUMPDEST: two JUMPDESTs in a row do what one does, so the return
///     label moves onto the next block's JUMPDEST and the first one goes.
///     The call then ends its block and returns to the start of the next
///     (EVMStackVerifier knows this shape).
///  4. A jump to the next block (after 1 and 2 moved jumps and blocks) is
///     removed: the block falls through.
///  5. A conditional jump to where execution goes anyway (the block's
///     fall-through, or the target of the BR_S after it) is a POP of its
///     condition; DUPn; POP then goes too.
///  6. A JUMPDEST without a label that no jump targets is removed (not at
///     the start of a function, which callers jump to).
///  7. A block that ends in a jump to a block T that leaves the function
///     in at most 3 bytes after its JUMPDEST (`JUMPDEST; RET`, `JUMPDEST;
///     POP; POP; RET`, `JUMPDEST; PUSH0; PUSH0; REVERT`) gets a copy of
///     T's code in place of the jump: never more bytes than the jump's
///     PUSH and JUMP, and 12 gas less (the PUSH, the JUMP and T's
///     JUMPDEST). The stack is the same at the jump and at T's entry, so
///     the copy does what T does. Block placement shares one return block
///     between the paths of a function, and the stackifier drops dead
///     words on an edge into a block of its own that then jumps to it
///     (the return of an `if (a != b) fail()` helper on its fast path).
///  8. A conditional jump to a block that only calls a function that
///     takes nothing and does not return (`JUMPDEST; PUSH f; JUMP`: the
///     shared failures of EVMShareFailingBlocks, a call of a `noreturn`
///     function without arguments as in test/exec/control-flow/noreturn.ll)
///     goes to the function itself: FCALLCOND_S, `PUSH f; JUMPI`. f reads
///     nothing below and never comes back. Only where every way into the
///     block is such a jump, so that the block goes: its 4 or 5 bytes, and
///     12 gas on the failing path. A block also reached by a BR_S (`PUSH
///     f; JUMP` is no shorter) or fallen into stays, and so do its jumps:
///     each could grow a byte (a block among the first 256 bytes is a
///     PUSH1 target, the function perhaps not).
///
/// The middle end removes most such blocks first (SimplifyCFG,
/// CodeGenPrepare): on the tests, examples, conformance corpus and
/// benchmark at -O2, rule 2 fires once (an empty block without JUMPDEST:
/// no byte changes), at -Oz also rule 3, twice; with llc alone on the
/// random programs of scripts/fuzz/fuzz.py (seeds 1-300), rule 2 removes 123
/// blocks, rule 5 makes 91 POPs, rule 6 drops 91 JUMPDESTs and rule 4 27
/// jumps.
///
/// Each rewrite removes an instruction, a jump, an edge (rule 8) or a
/// block, or moves every jump off a block (rule 1; only rule 2, which
/// removes a block, sends jumps to a block that no jump targeted), so the
/// loop ends. Rule 3 waits
/// until the others are done: a JUMPDEST with a label is no longer an
/// empty block's (rule 2) nor dropped (rule 6). Successor lists follow
/// every change (branch probabilities merged by replaceSuccessor): the asm
/// printer leaves out the label of a block it thinks is only fallen into,
/// and the verifier, the resource report and the CFG picture follow
/// fall-through edges by them. Removed blocks renumber the others, as
/// after EVMStackify.
///
/// Runs at -O1 and above; -O0 keeps the stackifier's output.
/// -evm-peephole-jumps=false leaves out the rewrites across blocks,
/// -evm-peephole-copy-exits=false rule 7 alone,
/// -evm-peephole-failure-jumps=false rule 8 alone.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMSubtarget.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stack-peephole"

static cl::opt<bool> EnableJumpRewrites(
    "evm-peephole-jumps", cl::init(true), cl::Hidden,
    cl::desc("Rewrite jumps and JUMPDESTs across blocks in the stack "
             "peephole (-O1 and above)"));

static cl::opt<bool> EnableFailureJumps(
    "evm-peephole-failure-jumps", cl::init(true), cl::Hidden,
    cl::desc("Send a conditional jump to a block that only calls a function "
             "that takes nothing and does not return to the function "
             "(stack peephole, rule 8)"));

static cl::opt<bool> EnableCopyExits(
    "evm-peephole-copy-exits", cl::init(true), cl::Hidden,
    cl::desc("Replace a jump to a block that leaves the function in at most "
             "3 bytes by a copy of it (stack peephole, rule 7)"));

EVM_STATISTIC(NumPeepholes, "Stack instruction sequences simplified");
EVM_STATISTIC(NumJumpOnlyBlocks,
              "Blocks that only jump on, jumps to them sent to the target");
EVM_STATISTIC(NumThreadedJumps, "Jumps sent past a block that only jumps on");
EVM_STATISTIC(NumJumpOnlyRemoved,
              "Blocks that only jump on removed (nothing reaches them)");
EVM_STATISTIC(NumEmptyRemoved, "Empty blocks removed (fall into the next)");
EVM_STATISTIC(NumReturnJumpDestsMerged,
              "Return JUMPDESTs merged with the next block's JUMPDEST");
EVM_STATISTIC(NumJumpsToNext, "Jumps to the next block removed");
EVM_STATISTIC(NumCondJumpsToNext,
              "Conditional jumps to where execution goes anyway made POP");
EVM_STATISTIC(NumJumpDestsRemoved, "JUMPDESTs no jump targets removed");
EVM_STATISTIC(NumFailureJumps,
              "Conditional jumps to a block that only calls a function that "
              "does not return sent to the function");
EVM_STATISTIC(NumFailureBlocksRemoved,
              "Blocks that only call a function that does not return removed");
EVM_STATISTIC(NumExitBlocksCopied,
              "Jumps to a short block that leaves the function made a copy of it");

namespace {
class EVMStackPeephole final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackPeephole() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM stack peephole"; }
  // Not setPreservesCFG: the jump rewrites change edges and remove blocks,
  // so analyses of the CFG (dominators, loops, block frequencies) that the
  // asm printer may ask for must be computed again.
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  bool simplify(MachineBasicBlock &MBB);
  bool hoistPushUnderTop(MachineInstr &Push, MachineInstr &Swap);
  bool foldCondJumpToOther(MachineBasicBlock &MBB);
  bool removeJumpToNext(MachineBasicBlock &MBB);
  bool threadJumpOnlyBlock(MachineBasicBlock &MBB);
  bool removeEmptyBlock(MachineBasicBlock &MBB);
  bool mergeReturnJumpDest(MachineBasicBlock &MBB);
  bool removeUnusedJumpDest(MachineBasicBlock &MBB);
  MachineBasicBlock *copyExitBlock(MachineBasicBlock &MBB);
  bool jumpToFailure(MachineBasicBlock &MBB);
  void removeBlock(MachineBasicBlock &MBB);

  MachineFunction *MF = nullptr;
  const TargetInstrInfo *TII = nullptr;
  bool RemovedBlocks = false;
};
} // end anonymous namespace

char EVMStackPeephole::ID = 0;
INITIALIZE_PASS(EVMStackPeephole, DEBUG_TYPE,
                "Simplify EVM stack instruction sequences", false, false)

FunctionPass *llvm::createEVMStackPeepholePass() {
  return new EVMStackPeephole();
}

/// The comparison that gives the same result with its operands swapped.
static unsigned getSwappedCompare(unsigned Opc) {
  switch (Opc) {
  case EVM::LT_S:
    return EVM::GT_S;
  case EVM::GT_S:
    return EVM::LT_S;
  case EVM::SLT_S:
    return EVM::SGT_S;
  case EVM::SGT_S:
    return EVM::SLT_S;
  default:
    return 0;
  }
}

// Opcode enums are in TableGen's (alphabetical) order: SWAP10 comes before
// SWAP2, so the opcodes are found by depth, not by range.
static std::optional<unsigned> getSwapDepth(const MachineInstr &MI) {
  for (unsigned D = 1; D <= EVM::MaxStackAccess; ++D)
    if (MI.getOpcode() == EVM::getSwapOpcode(D))
      return D;
  return std::nullopt;
}

static bool isDup(const MachineInstr &MI) {
  for (unsigned D = 1; D <= EVM::MaxStackAccess; ++D)
    if (MI.getOpcode() == EVM::getDupOpcode(D))
      return true;
  return false;
}

/// PUSH0 to PUSH32, of a number or of an address: nothing but the pushed
/// word depends on it.
static bool isPush(const MachineInstr &MI) {
  return EVM::getPushSize(MI.getOpcode()) >= 0;
}

/// The next instruction after \p I in its block that is not a debug
/// instruction, or nullptr.
static MachineInstr *nextReal(MachineBasicBlock::iterator I,
                              MachineBasicBlock &MBB) {
  for (++I; I != MBB.end(); ++I)
    if (!I->isDebugInstr())
      return &*I;
  return nullptr;
}

/// `seq; PUSHn x; SWAP1` to `PUSHn x; seq'` (see the file comment): \p
/// Push and \p Swap are the PUSH and the SWAP1 after it. Returns whether
/// it rewrote them.
bool EVMStackPeephole::hoistPushUnderTop(MachineInstr &Push,
                                         MachineInstr &Swap) {
  MachineBasicBlock &MBB = *Push.getParent();
  // The instructions before the PUSH, nearest first, as far as a sequence
  // may reach.
  constexpr unsigned MaxSequence = 24;
  SmallVector<MachineInstr *, MaxSequence> Before;
  for (auto It = std::next(Push.getReverseIterator()); It != MBB.rend(); ++It) {
    if (It->isDebugInstr())
      continue;
    // A JUMPDEST, or any labelled instruction (a return address), is where
    // jumps land: nothing goes before it.
    if (Before.size() == MaxSequence || It->isCall() || It->isTerminator() ||
        It->getOpcode() == EVM::JUMPDEST_S || It->getPreInstrSymbol() ||
        !EVMII::isStackForm(It->getDesc()))
      break;
    Before.push_back(&*It);
  }
  // The shortest sequence that leaves one word: the height from its start
  // never goes below zero but through DUPs.
  for (unsigned Length = 1; Length <= Before.size(); ++Length) {
    int Height = 0;
    bool Valid = true;
    for (unsigned K = Length; K-- > 0 && Valid;) {
      MachineInstr &MI = *Before[K];
      auto [In, Out] = EVM::getStackInOut(MI);
      if (isDup(MI)) {
        // DUPn: In is n. One deeper when it reads below the start.
        Valid = int(In) <= Height || In + 1 <= EVM::MaxStackAccess;
        ++Height;
        continue;
      }
      Valid = int(In) <= Height;
      Height += int(Out) - int(In);
    }
    if (!Valid || Height != 1)
      continue;
    int H = 0;
    for (unsigned K = Length; K-- > 0;) {
      MachineInstr &MI = *Before[K];
      auto [In, Out] = EVM::getStackInOut(MI);
      if (isDup(MI) && int(In) > H)
        MI.setDesc(TII->get(EVM::getDupOpcode(In + 1)));
      H += int(Out) - int(In);
    }
    MBB.splice(Before[Length - 1]->getIterator(), &MBB, Push.getIterator());
    Swap.eraseFromParent();
    return true;
  }
  return false;
}

bool EVMStackPeephole::simplify(MachineBasicBlock &MBB) {
  bool Changed = false;
  for (auto I = MBB.begin(); I != MBB.end();) {
    MachineInstr &A = *I;
    MachineInstr *B = A.isDebugInstr() ? nullptr : nextReal(I, MBB);
    // An instruction with a label on it is a jump target or a return
    // address: it stays.
    if (!B || A.getPreInstrSymbol() || B->getPreInstrSymbol()) {
      ++I;
      continue;
    }
    std::optional<unsigned> SwapA = getSwapDepth(A);
    bool Remove2 = (SwapA && getSwapDepth(*B) == SwapA) ||
                   ((isDup(A) || isPush(A)) &&
                    B->getOpcode() == EVM::POP_S);
    if (Remove2) {
      I = std::next(B->getIterator());
      B->eraseFromParent();
      A.eraseFromParent();
      ++NumPeepholes;
      Changed = true;
      continue;
    }
    // (Not before an instruction that needs no SWAP1: the rules below drop
    // it there.)
    MachineInstr *AfterB = isPush(A) && getSwapDepth(*B) == 1u
                               ? nextReal(B->getIterator(), MBB)
                               : nullptr;
    if (AfterB && !AfterB->getDesc().isCommutable() &&
        !getSwappedCompare(AfterB->getOpcode()) &&
        !AfterB->getPreInstrSymbol() && hoistPushUnderTop(A, *B)) {
      // On from the PUSH in its new place; a pair the move made elsewhere
      // is found on the next round (EVMStackPeephole::runOnMachineFunction
      // repeats until nothing changes).
      I = A.getIterator();
      ++NumPeepholes;
      Changed = true;
      continue;
    }
    if (SwapA == 1u && B->getDesc().isCommutable()) {
      I = B->getIterator();
      A.eraseFromParent();
      ++NumPeepholes;
      Changed = true;
      continue;
    }
    if (SwapA == 1u) {
      if (unsigned Swapped = getSwappedCompare(B->getOpcode())) {
        B->setDesc(TII->get(Swapped));
        I = B->getIterator();
        A.eraseFromParent();
        ++NumPeepholes;
        Changed = true;
        continue;
      }
    }
    if (A.getOpcode() == EVM::ISZERO_S && B->getOpcode() == EVM::ISZERO_S) {
      MachineInstr *C = nextReal(B->getIterator(), MBB);
      if (C && C->getOpcode() == EVM::BRCOND_S) {
        I = C->getIterator();
        B->eraseFromParent();
        A.eraseFromParent();
        ++NumPeepholes;
        Changed = true;
        continue;
      }
    }
    // JUMPI takes any nonzero word: a != b is a ^ b.
    if (A.getOpcode() == EVM::EQ_S && B->getOpcode() == EVM::ISZERO_S) {
      MachineInstr *C = nextReal(B->getIterator(), MBB);
      if (C && C->getOpcode() == EVM::BRCOND_S) {
        A.setDesc(TII->get(EVM::XOR_S));
        I = C->getIterator();
        B->eraseFromParent();
        ++NumPeepholes;
        Changed = true;
        continue;
      }
    }
    ++I;
  }
  return Changed;
}

//===----------------------------------------------------------------------===//
// Jumps and blocks
//===----------------------------------------------------------------------===//

static bool isJump(const MachineInstr &MI) {
  return MI.getOpcode() == EVM::BR_S || MI.getOpcode() == EVM::BRCOND_S;
}

/// The first and the last instruction of \p MBB that are not debug
/// instructions, or nullptr.
static MachineInstr *firstReal(MachineBasicBlock &MBB) {
  for (MachineInstr &MI : MBB)
    if (!MI.isDebugInstr())
      return &MI;
  return nullptr;
}

static MachineInstr *lastReal(MachineBasicBlock &MBB) {
  for (MachineInstr &MI : reverse(MBB))
    if (!MI.isDebugInstr())
      return &MI;
  return nullptr;
}

/// The jumps of \p MBB (BR_S, BRCOND_S; terminators, so at its end), last
/// first.
static SmallVector<MachineInstr *, 2> getJumps(MachineBasicBlock &MBB) {
  SmallVector<MachineInstr *, 2> Jumps;
  for (MachineInstr &MI : reverse(MBB)) {
    if (MI.isDebugInstr())
      continue;
    if (!isJump(MI))
      break;
    Jumps.push_back(&MI);
  }
  return Jumps;
}

static MachineBasicBlock *getTarget(const MachineInstr &Jump) {
  return Jump.getOperand(0).getMBB();
}

/// Whether execution can run off the end of \p MBB into the next block:
/// the edge is in the CFG and the last instruction neither jumps
/// unconditionally nor ends execution. A block that ends in a call of a
/// `noreturn` function has no successors (EVMStackEmitter); a call that
/// returns ends its block only after rule 3, and then the block falls
/// through to its return point.
static bool fallsThrough(MachineBasicBlock &MBB) {
  MachineBasicBlock *Next = MBB.getNextNode();
  if (!Next || !MBB.isSuccessor(Next))
    return false;
  const MachineInstr *Last = lastReal(MBB);
  return !Last ||
         !(Last->isBarrier() || EVMII::haltsExecution(Last->getDesc()));
}

/// Whether a jump targets \p MBB (a jump is in its predecessor's
/// successor list, which the rewrites keep exact).
static bool isJumpTarget(MachineBasicBlock &MBB) {
  for (MachineBasicBlock *Pred : MBB.predecessors())
    for (MachineInstr *Jump : getJumps(*Pred))
      if (getTarget(*Jump) == &MBB)
        return true;
  return false;
}

/// Two kinds of jump do not show in the CFG: a call jumps to the first
/// block of a function (every function but the entry, which starts at pc
/// 0), and a return to a return label (a JUMPDEST's pre-instr symbol,
/// pushed by the caller). So the first block and its JUMPDEST, and a
/// labelled JUMPDEST, always stay; the first block also in the entry
/// function, where the asm printer puts the copy of the memory image
/// before it.
static bool isFunctionStart(const MachineBasicBlock &MBB) {
  return &MBB == &MBB.getParent()->front();
}

void EVMStackPeephole::removeBlock(MachineBasicBlock &MBB) {
  EVM_ASSERT(MBB.pred_empty() && !isFunctionStart(MBB), "block still reached");
  while (!MBB.succ_empty())
    MBB.removeSuccessor(MBB.succ_begin());
  // The layouts kept for the CFG picture are keyed by block address.
  MF->getInfo<EVMMachineFunctionInfo>()->BlockLayouts.erase(&MBB);
  MBB.eraseFromParent();
  RemovedBlocks = true;
}

/// Rule 5: BRCOND_S T where execution goes to T anyway when the condition
/// is zero becomes POP_S, which drops the condition as JUMPI would.
bool EVMStackPeephole::foldCondJumpToOther(MachineBasicBlock &MBB) {
  SmallVector<MachineInstr *, 2> Jumps = getJumps(MBB);
  for (unsigned I = 0; I < Jumps.size(); ++I) {
    MachineInstr &Jump = *Jumps[I];
    if (Jump.getOpcode() != EVM::BRCOND_S)
      continue;
    MachineBasicBlock *Other = nullptr;
    if (I > 0) {
      if (Jumps[I - 1]->getOpcode() != EVM::BR_S)
        continue;
      Other = getTarget(*Jumps[I - 1]); // the BR_S after it
    } else if (fallsThrough(MBB)) {
      Other = MBB.getNextNode();
    }
    if (Other != getTarget(Jump))
      continue;
    // The target stays a successor through the other way.
    BuildMI(MBB, Jump, Jump.getDebugLoc(), TII->get(EVM::POP_S));
    Jump.eraseFromParent();
    ++NumCondJumpsToNext;
    return true;
  }
  return false;
}

/// Rule 4: BR_S to the next block; the edge stays, as the fall-through.
bool EVMStackPeephole::removeJumpToNext(MachineBasicBlock &MBB) {
  MachineInstr *Last = lastReal(MBB);
  if (!Last || Last->getOpcode() != EVM::BR_S ||
      getTarget(*Last) != MBB.getNextNode())
    return false;
  Last->eraseFromParent();
  ++NumJumpsToNext;
  return true;
}

/// Rule 1: \p MBB is `JUMPDEST; BR_S C`, C != MBB. The stack is the same at
/// both ends of MBB, so a jump to MBB may as well go to C, which starts with
/// a JUMPDEST already (a jump targets it).
bool EVMStackPeephole::threadJumpOnlyBlock(MachineBasicBlock &MBB) {
  MachineInstr *First = firstReal(MBB);
  if (!First || First->getOpcode() != EVM::JUMPDEST_S)
    return false;
  // Words dropped or moved before the jump matter only to a target that
  // reads them.
  MachineInstr *Br = nextReal(First->getIterator(), MBB);
  bool MovesWords = false;
  while (Br && (Br->getOpcode() == EVM::POP_S || getSwapDepth(*Br) ||
                isDup(*Br) || isPush(*Br))) {
    MovesWords = true;
    Br = nextReal(Br->getIterator(), MBB);
  }
  if (!Br || Br->getOpcode() != EVM::BR_S || nextReal(Br->getIterator(), MBB))
    return false;
  MachineBasicBlock *Target = getTarget(*Br);
  if (Target == &MBB)
    return false; // an endless loop of one jump: nowhere else to go
  if (MovesWords && !EVM::runsAtAnyHeight(*Target))
    return false;
  bool Changed = false;
  for (MachineBasicBlock *Pred :
       SmallVector<MachineBasicBlock *, 4>(MBB.predecessors())) {
    // A block that also falls into MBB keeps the edge; its jump to MBB is a
    // conditional one to where it goes anyway, which rule 5 removes first.
    if (Pred->getNextNode() == &MBB && fallsThrough(*Pred))
      continue;
    unsigned N = 0;
    for (MachineInstr *Jump : getJumps(*Pred))
      if (getTarget(*Jump) == &MBB) {
        Jump->getOperand(0).setMBB(Target);
        ++N;
      }
    if (!N)
      continue;
    // Every way from Pred to MBB now goes to Target; if Target already was
    // a successor, the two edges' probabilities are added.
    Pred->replaceSuccessor(&MBB, Target);
    NumThreadedJumps += N;
    Changed = true;
  }
  if (!Changed)
    return false;
  ++NumJumpOnlyBlocks;
  // A return label on the JUMPDEST (rule 3) is reached by a return, which
  // the CFG does not show.
  if (MBB.pred_empty() && !isFunctionStart(MBB) &&
      !First->getPreInstrSymbol()) {
    removeBlock(MBB);
    ++NumJumpOnlyRemoved;
  }
  return true;
}

/// Rule 2: \p MBB has no code but, perhaps, an unlabelled JUMPDEST, and
/// falls into the next block: every way into it leads to the next block.
bool EVMStackPeephole::removeEmptyBlock(MachineBasicBlock &MBB) {
  if (isFunctionStart(MBB) || !fallsThrough(MBB))
    return false;
  MachineInstr *JumpDest = firstReal(MBB);
  if (JumpDest && (JumpDest->getOpcode() != EVM::JUMPDEST_S ||
                   JumpDest->getPreInstrSymbol() ||
                   nextReal(JumpDest->getIterator(), MBB)))
    return false;
  MachineBasicBlock *Next = MBB.getNextNode();
  if (isJumpTarget(MBB)) {
    EVM_ASSERT(JumpDest, "a jump target without JUMPDEST");
    // Jumps will reach Next: it needs a JUMPDEST first, MBB's will do.
    if (Next->empty() || Next->front().getOpcode() != EVM::JUMPDEST_S)
      Next->splice(Next->begin(), &MBB, JumpDest->getIterator());
  }
  for (MachineBasicBlock *Pred :
       SmallVector<MachineBasicBlock *, 4>(MBB.predecessors())) {
    for (MachineInstr *Jump : getJumps(*Pred))
      if (getTarget(*Jump) == &MBB)
        Jump->getOperand(0).setMBB(Next);
    // Its jumps and its fall-through (the block before MBB now falls into
    // Next) all go to Next.
    Pred->replaceSuccessor(&MBB, Next);
  }
  removeBlock(MBB);
  ++NumEmptyRemoved;
  return true;
}

/// Rule 3: `... FCALL_S; .Lret: JUMPDEST` falling into `JUMPDEST; ...`.
bool EVMStackPeephole::mergeReturnJumpDest(MachineBasicBlock &MBB) {
  MachineInstr *Last = lastReal(MBB);
  if (!Last || Last->getOpcode() != EVM::JUMPDEST_S ||
      !Last->getPreInstrSymbol() || !fallsThrough(MBB))
    return false;
  // A block that is nothing but the return JUMPDEST (the label moved there
  // by this rule) must keep it if jumps or callers arrive there.
  if (Last == firstReal(MBB) && (isFunctionStart(MBB) || isJumpTarget(MBB)))
    return false;
  MachineBasicBlock &Next = *MBB.getNextNode();
  // The next block's JUMPDEST is its first instruction (as the verifier
  // wants of a jump target), and has no label of its own: one instruction
  // carries one pre-instr symbol.
  if (Next.empty() || Next.front().getOpcode() != EVM::JUMPDEST_S ||
      Next.front().getPreInstrSymbol())
    return false;
  Next.front().setPreInstrSymbol(*MF, Last->getPreInstrSymbol());
  Last->eraseFromParent();
  ++NumReturnJumpDestsMerged;
  return true;
}

/// Rule 6: an unlabelled JUMPDEST (at a block's start, as
/// EVMStackEmitter::insertJumpDests puts them) that no jump targets.
bool EVMStackPeephole::removeUnusedJumpDest(MachineBasicBlock &MBB) {
  if (MBB.empty() || MBB.front().getOpcode() != EVM::JUMPDEST_S ||
      MBB.front().getPreInstrSymbol() || isFunctionStart(MBB) ||
      isJumpTarget(MBB))
    return false;
  MBB.front().eraseFromParent();
  ++NumJumpDestsRemoved;
  return true;
}

/// Rule 7: \p MBB ends in its only jump, BR_S T, and T is `JUMPDEST; code`
/// where code leaves the function (RET_S or an instruction that ends
/// execution) in at most 3 bytes. Returns T if it made the copy.
MachineBasicBlock *EVMStackPeephole::copyExitBlock(MachineBasicBlock &MBB) {
  SmallVector<MachineInstr *, 2> Jumps = getJumps(MBB);
  if (Jumps.size() != 1 || Jumps.front()->getOpcode() != EVM::BR_S)
    return nullptr;
  MachineInstr &Br = *Jumps.front();
  MachineBasicBlock *Target = getTarget(Br);
  MachineInstr *First = firstReal(*Target);
  if (Target == &MBB || !Target->succ_empty() || !First ||
      First->getOpcode() != EVM::JUMPDEST_S)
    return nullptr;
  // BR_S is PUSH1 or wider and a JUMP: at least 3 bytes.
  constexpr unsigned MaxBytes = 3;
  unsigned Bytes = 0;
  SmallVector<MachineInstr *, 4> Code;
  for (MachineInstr *MI = nextReal(First->getIterator(), *Target); MI;
       MI = nextReal(MI->getIterator(), *Target)) {
    const MCInstrDesc &Desc = MI->getDesc();
    if (!EVMII::isStackForm(Desc) || MI->isCall() || isJump(*MI) ||
        MI->getPreInstrSymbol() || MI->getPostInstrSymbol())
      return nullptr;
    Bytes += Desc.getSize();
    if (Bytes > MaxBytes)
      return nullptr;
    Code.push_back(MI);
  }
  if (Code.empty() || !(Code.back()->getOpcode() == EVM::RET_S ||
                        EVMII::haltsExecution(Code.back()->getDesc())))
    return nullptr;
  for (MachineInstr *MI : Code)
    MBB.insert(Br.getIterator(), MF->CloneMachineInstr(MI));
  Br.eraseFromParent();
  MBB.removeSuccessor(Target);
  ++NumExitBlocksCopied;
  return Target;
}

/// Rule 8: \p MBB is `JUMPDEST; FCALL_S f` where f takes nothing (no
/// return label, no argument) and does not return. A conditional jump to
/// MBB may as well go to f: FCALLCOND_S f, `PUSH f; JUMPI`. f reads nothing
/// of the stack and never comes back, so the words below the condition are
/// as good to it as they were to MBB.
bool EVMStackPeephole::jumpToFailure(MachineBasicBlock &MBB) {
  MachineInstr *First = firstReal(MBB);
  if (!First || First->getOpcode() != EVM::JUMPDEST_S ||
      First->getPreInstrSymbol())
    return false;
  MachineInstr *Call = nextReal(First->getIterator(), MBB);
  if (!Call || Call->getOpcode() != EVM::FCALL_S ||
      Call->getOperand(1).getImm() != 0 || nextReal(Call->getIterator(), MBB))
    return false;
  const auto *Callee = dyn_cast<Function>(Call->getOperand(0).getGlobal());
  if (!Callee || !EVM::isJumpableFailure(*Callee))
    return false;
  // Only where the block goes: a block that falls into it, or jumps to it
  // with BR_S, keeps it, and then the JUMPIs would save its JUMPDEST only,
  // while each may grow a byte (a PUSH1 of a block among the first 256
  // bytes becomes a PUSH2 of the function).
  if (isFunctionStart(MBB) || MBB.pred_empty())
    return false;
  for (MachineBasicBlock *Pred : MBB.predecessors()) {
    if (Pred->getNextNode() == &MBB && fallsThrough(*Pred))
      return false;
    for (MachineInstr *Jump : getJumps(*Pred))
      if (getTarget(*Jump) == &MBB && Jump->getOpcode() != EVM::BRCOND_S)
        return false;
  }
  for (MachineBasicBlock *Pred :
       SmallVector<MachineBasicBlock *, 4>(MBB.predecessors())) {
    for (MachineInstr *Jump : getJumps(*Pred)) {
      if (getTarget(*Jump) != &MBB)
        continue;
      // The jump into the failure stands for what the failure stood for.
      const DebugLoc &DL =
          Call->getDebugLoc() ? Call->getDebugLoc() : Jump->getDebugLoc();
      BuildMI(*Pred, Jump->getIterator(), DL, TII->get(EVM::FCALLCOND_S))
          .addGlobalAddress(Callee);
      Jump->eraseFromParent();
      ++NumFailureJumps;
    }
    Pred->removeSuccessor(&MBB);
  }
  removeBlock(MBB);
  ++NumFailureBlocksRemoved;
  return true;
}

bool EVMStackPeephole::runOnMachineFunction(MachineFunction &Fn) {
  MF = &Fn;
  TII = Fn.getSubtarget<EVMSubtarget>().getInstrInfo();
  RemovedBlocks = false;
  bool Changed = false;
  for (;;) {
    bool Round = false;
    for (MachineBasicBlock &MBB : Fn)
      while (simplify(MBB))
        Round = true;
    if (EnableJumpRewrites) {
      // Rules 5, 4, 1, 2, 8, 6 (a block may go, hence the early
      // increment).
      for (MachineBasicBlock &MBB : make_early_inc_range(Fn)) {
        while (foldCondJumpToOther(MBB))
          Round = true;
        Round |= removeJumpToNext(MBB);
        if (threadJumpOnlyBlock(MBB) || removeEmptyBlock(MBB) ||
            (EnableFailureJumps && jumpToFailure(MBB))) {
          Round = true;
          continue;
        }
        Round |= removeUnusedJumpDest(MBB);
      }
      // Rule 7 once the jumps are threaded (a jump to a block that only
      // jumps on to T becomes a jump to T first). The blocks it leaves
      // unreached go after the walk, which they may be ahead in.
      if (!Round && EnableCopyExits) {
        SmallVector<MachineBasicBlock *, 4> Unreached;
        for (MachineBasicBlock &MBB : Fn)
          if (MachineBasicBlock *Target = copyExitBlock(MBB)) {
            Round = true;
            if (Target->pred_empty() && !isFunctionStart(*Target) &&
                !firstReal(*Target)->getPreInstrSymbol() &&
                !is_contained(Unreached, Target))
              Unreached.push_back(Target);
          }
        for (MachineBasicBlock *MBB : Unreached)
          removeBlock(*MBB);
      }
      // Rule 3 once the others are done: a labelled JUMPDEST stops rule 2,
      // and a JUMPDEST that rule 6 removes needs no label.
      if (!Round)
        for (MachineBasicBlock &MBB : Fn)
          Round |= mergeReturnJumpDest(MBB);
    }
    if (!Round)
      break;
    Changed = true;
  }
  // As after EVMStackify: listings read better without gaps.
  if (RemovedBlocks)
    Fn.RenumberBlocks();
  return Changed;
}
