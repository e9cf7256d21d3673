//===-- EVMStackify.cpp - Turn virtual registers into stack slots -----------===//
//
/// \file
/// The EVM has no registers: every operand is read from the top of the
/// operand stack. This pass walks each block in order and keeps a model of
/// the stack (EVMStackModel); before each instruction it brings the
/// instruction's operands to the top in stack order with DUPn/SWAPn/PUSH,
/// then rewrites the instruction to its operand-less stack form.
///
/// Decisions made here:
///  * constants are not kept on the stack: each use pushes the shortest
///    PUSH of the value (a PUSH costs what a DUP costs and saves a slot);
///  * a value used for the last time is consumed in place when it already
///    sits where the instruction needs it (or can be swapped there for the
///    deepest operand); otherwise it is duplicated;
///  * dead values are popped lazily: from the top when that lets the next
///    instruction consume an operand in place, from deeper down when they
///    are in the way of a value that must be reached (DUP16/SWAP16 is the
///    limit); a block that halts never pays for popping them;
///  * for a commutative instruction the operand order that consumes the
///    value on top of the stack, or pushes a constant last, is chosen;
///  * after an instruction that halts execution (RETURN, REVERT, STOP,
///    INVALID, SELFDESTRUCT) nothing runs: the rest of the block is dropped
///    and values left on the stack do not matter.
///
/// This version handles functions of one basic block.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMStackModel.h"
#include "EVMSubtarget.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

namespace {

class EVMStackify final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackify() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM Stackify"; }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  /// Per-block state.
  struct BlockState {
    EVMStackModel Stack;
    /// Uses of each value not yet stackified in this block.
    DenseMap<Register, unsigned> UsesLeft;
    BlockState(MachineBasicBlock &MBB, const EVMInstrInfo &TII)
        : Stack(MBB, TII) {}
  };

  bool stackifyBlock(MachineBasicBlock &MBB);
  void stackifyCopy(MachineInstr &MI, BlockState &BS);
  bool stackifyInstr(MachineInstr &MI, BlockState &BS);
  bool arrangeOperands(MachineInstr &MI, SmallVectorImpl<Register> &Uses,
                       BlockState &BS);
  bool placeOperands(ArrayRef<Register> Uses, EVMStackModel &Stack,
                     const BlockState &BS);
  bool removeDeadSlot(BlockState &BS);
  void popDeadTopIfUseful(ArrayRef<Register> Uses, BlockState &BS);

  /// True if \p Reg has no use left after the current instruction.
  bool isDead(Register Reg, const BlockState &BS) const {
    if (!Reg.isValid())
      return false;
    auto It = BS.UsesLeft.find(Reg);
    return It == BS.UsesLeft.end() || It->second == 0;
  }
  /// True if every remaining use of \p Reg is among \p Uses, the operands
  /// of the current instruction: one of them may consume it.
  bool diesAt(Register Reg, ArrayRef<Register> Uses,
              const BlockState &BS) const {
    return !isConstant(Reg) && BS.UsesLeft.lookup(Reg) ==
                                   static_cast<unsigned>(count(Uses, Reg));
  }
  bool isConstant(Register Reg) const { return Constants.count(Reg); }
  void reportError(const Twine &Msg);
  void reportStackTooDeep() {
    reportError("stack too deep: more than 16 live values "
                "(spilling is not supported yet)");
  }

  MachineFunction *MF = nullptr;
  const EVMInstrInfo *TII = nullptr;
  MachineRegisterInfo *MRI = nullptr;
  /// Values defined by CONST_I256 (and IMPLICIT_DEF, taken as 0).
  DenseMap<Register, APInt> Constants;
  bool HadError = false;
};

} // end anonymous namespace

char EVMStackify::ID = 0;
INITIALIZE_PASS(EVMStackify, DEBUG_TYPE,
                "Schedule EVM stack operations for virtual registers", false,
                false)

FunctionPass *llvm::createEVMStackifyPass() { return new EVMStackify(); }

void EVMStackify::reportError(const Twine &Msg) {
  const Function &F = MF->getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg));
  HadError = true;
}

bool EVMStackify::runOnMachineFunction(MachineFunction &MF) {
  this->MF = &MF;
  TII = MF.getSubtarget<EVMSubtarget>().getInstrInfo();
  MRI = &MF.getRegInfo();
  Constants.clear();
  HadError = false;

  // Constants are rematerialised at each use: record their values and drop
  // their definitions.
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : make_early_inc_range(MBB)) {
      if (MI.getOpcode() == EVM::CONST_I256) {
        Constants[MI.getOperand(0).getReg()] =
            MI.getOperand(1).getCImm()->getValue().zextOrTrunc(256);
        MI.eraseFromParent();
      } else if (MI.getOpcode() == TargetOpcode::IMPLICIT_DEF) {
        Constants[MI.getOperand(0).getReg()] = APInt(256, 0);
        MI.eraseFromParent();
      }
    }

  if (MF.size() != 1) {
    reportError("control flow (more than one basic block) is not supported "
                "yet");
  } else {
    stackifyBlock(MF.front());
  }

  if (HadError) {
    // Leave well-formed stack code behind so that later passes do not trip
    // over register-form instructions; llc fails on the diagnostic.
    for (MachineBasicBlock &MBB : MF) {
      MBB.clear();
      BuildMI(MBB, MBB.end(), DebugLoc(), TII->get(EVM::INVALID_S));
    }
  }
  MRI->clearVirtRegs();
  MF.getProperties().setNoVRegs();
  return true;
}

bool EVMStackify::stackifyBlock(MachineBasicBlock &MBB) {
  BlockState BS(MBB, *TII);
  for (const MachineInstr &MI : MBB)
    for (const MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual() && !isConstant(MO.getReg()))
        ++BS.UsesLeft[MO.getReg()];

  for (MachineInstr &MI : make_early_inc_range(MBB)) {
    if (MI.isDebugInstr()) {
      MI.eraseFromParent();
      continue;
    }
    if (MI.isCopy()) {
      stackifyCopy(MI, BS);
      continue;
    }
    bool Halts = EVMII::haltsExecution(MI.getDesc());
    if (!stackifyInstr(MI, BS))
      return false;
    if (Halts) {
      // Nothing after this instruction can run.
      MBB.erase(std::next(MI.getIterator()), MBB.end());
      return true;
    }
  }
  return true;
}

/// A copy names an existing value anew: rename its slot when the source dies
/// here, duplicate it otherwise.
void EVMStackify::stackifyCopy(MachineInstr &MI, BlockState &BS) {
  Register Dst = MI.getOperand(0).getReg();
  Register Src = MI.getOperand(1).getReg();
  BS.Stack.setInsertPoint(MI.getIterator(), MI.getDebugLoc());
  if (isConstant(Src)) {
    Constants[Dst] = Constants[Src];
    MI.eraseFromParent();
    return;
  }
  --BS.UsesLeft[Src];
  std::optional<unsigned> Depth = BS.Stack.findDepth(Src);
  if (!Depth) {
    reportError("internal: copied value is not on the stack");
    MI.eraseFromParent();
    return;
  }
  if (isDead(Src, BS)) {
    BS.Stack.rename(*Depth, Dst);
  } else {
    while (*BS.Stack.findDepth(Src) + 1 > EVM::MaxStackAccess) {
      if (!removeDeadSlot(BS)) {
        reportStackTooDeep();
        MI.eraseFromParent();
        return;
      }
    }
    BS.Stack.emitDup(*BS.Stack.findDepth(Src));
    BS.Stack.rename(0, Dst);
  }
  MI.eraseFromParent();
}

bool EVMStackify::stackifyInstr(MachineInstr &MI, BlockState &BS) {
  int StackOpc = EVM::getStackOpcode(MI.getOpcode());
  if (StackOpc < 0) {
    reportError("internal: no stack form for " + TII->getName(MI.getOpcode()));
    return false;
  }

  SmallVector<Register, 8> Uses, Defs;
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg())
      continue;
    (MO.isDef() ? Defs : Uses).push_back(MO.getReg());
  }

  BS.Stack.setInsertPoint(MI.getIterator(), MI.getDebugLoc());
  popDeadTopIfUseful(Uses, BS);
  if (!arrangeOperands(MI, Uses, BS))
    return false;

  // The instruction consumes its operands and pushes its results.
  for (unsigned I = 0, E = Uses.size(); I < E; ++I)
    BS.Stack.pop();
  MI.setDesc(TII->get(StackOpc));
  while (MI.getNumOperands())
    MI.removeOperand(MI.getNumOperands() - 1);
  for (Register Def : Defs)
    BS.Stack.push(Def);
  return true;
}

/// Swaps the two use operands of the commutative \p MI (and of \p Uses).
static void commuteOperands(MachineInstr &MI, SmallVectorImpl<Register> &Uses) {
  unsigned Op0 = MI.getNumExplicitDefs();
  Register R0 = MI.getOperand(Op0).getReg();
  MI.getOperand(Op0).setReg(MI.getOperand(Op0 + 1).getReg());
  MI.getOperand(Op0 + 1).setReg(R0);
  std::swap(Uses[0], Uses[1]);
}

/// Leaves the operands of \p MI on top of the stack, first operand on top.
bool EVMStackify::arrangeOperands(MachineInstr &MI,
                                  SmallVectorImpl<Register> &Uses,
                                  BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  const unsigned K = Uses.size();

  auto Consume = [&]() {
    for (Register R : Uses)
      if (!isConstant(R))
        --BS.UsesLeft[R];
  };
  auto AllDistinctAndDying = [&]() {
    for (Register R : Uses)
      if (count(Uses, R) != 1 || !diesAt(R, Uses, BS))
        return false;
    return true;
  };

  if (K <= Stack.size() && AllDistinctAndDying()) {
    // Already in place.
    bool InPlace = true;
    for (unsigned I = 0; I < K && InPlace; ++I)
      InPlace = Stack.at(I) == Uses[I];
    if (InPlace) {
      Consume();
      return true;
    }
    // Two operands in the wrong order: commute, or one SWAP1.
    if (K == 2 && Stack.at(0) == Uses[1] && Stack.at(1) == Uses[0]) {
      if (MI.isCommutable()) {
        commuteOperands(MI, Uses);
      } else {
        Stack.emitSwap(1);
      }
      Consume();
      return true;
    }
  }

  // Commutative: prefer the order whose deepest operand is the dying value
  // on top of the stack, or whose top operand is a constant pushed last.
  if (K == 2 && MI.isCommutable() && Uses[0] != Uses[1] && Stack.size() &&
      ((Stack.at(0) == Uses[0] && diesAt(Uses[0], Uses, BS)) ||
       (isConstant(Uses[1]) && !isConstant(Uses[0]))))
    commuteOperands(MI, Uses);

  // Try the schedule on a copy; while it would reach deeper than DUP16,
  // drop dead values from the real stack.
  for (;;) {
    EVMStackModel Trial = Stack;
    Trial.setDryRun(true);
    if (placeOperands(Uses, Trial, BS))
      break;
    if (!removeDeadSlot(BS)) {
      reportStackTooDeep();
      return false;
    }
  }
  placeOperands(Uses, Stack, BS);
  Consume();
  return true;
}

/// Places \p Uses from the deepest (last) to the top (first). Returns
/// false, having emitted nothing useful, if a value is out of DUP16 reach.
bool EVMStackify::placeOperands(ArrayRef<Register> Uses, EVMStackModel &Stack,
                                const BlockState &BS) {
  const unsigned K = Uses.size();
  for (int I = K - 1; I >= 0; --I) {
    Register R = Uses[I];
    if (isConstant(R)) {
      Stack.emitPush(Constants.find(R)->second);
      continue;
    }
    unsigned Placed = K - 1 - I;
    std::optional<unsigned> Depth = Stack.findDepth(R, Placed);
    assert(Depth && "operand is not on the stack");
    bool LastPlacement = !is_contained(Uses.take_front(I), R);
    if (Placed == 0 && LastPlacement && diesAt(R, Uses, BS)) {
      // The deepest operand may be moved rather than copied.
      if (*Depth > EVM::MaxStackAccess)
        return false;
      if (*Depth != 0)
        Stack.emitSwap(*Depth);
      continue;
    }
    if (*Depth + 1 > EVM::MaxStackAccess)
      return false;
    Stack.emitDup(*Depth);
  }
  return true;
}

/// Brings the shallowest dead slot within reach to the top and pops it.
bool EVMStackify::removeDeadSlot(BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  for (unsigned D = 0; D < Stack.size() && D <= EVM::MaxStackAccess; ++D) {
    if (!isDead(Stack.at(D), BS))
      continue;
    if (D)
      Stack.emitSwap(D);
    Stack.emitPop();
    return true;
  }
  return false;
}

/// Pops the dead values on top of the stack if the value below them is an
/// operand of the instruction being stackified used for the last time: it
/// can then be consumed where it is.
void EVMStackify::popDeadTopIfUseful(ArrayRef<Register> Uses,
                                     BlockState &BS) {
  unsigned NumDead = 0;
  while (NumDead < BS.Stack.size() && isDead(BS.Stack.at(NumDead), BS))
    ++NumDead;
  if (NumDead == 0 || NumDead == BS.Stack.size())
    return;
  Register Below = BS.Stack.at(NumDead);
  if (!is_contained(Uses, Below) || !diesAt(Below, Uses, BS))
    return;
  for (unsigned I = 0; I < NumDead; ++I)
    BS.Stack.emitPop();
}
