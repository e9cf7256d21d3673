//===-- EVMExpressionOrder.cpp - Expression trees in stack order ----------===//
//
// See EVMExpressionOrder.h.
//
//===----------------------------------------------------------------------===//

#include "EVMExpressionOrder.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

using namespace llvm;

/// Instructions the stackifier pushes at each use: where they stand does
/// not matter, and a run may pass them.
static bool isPushedAtUse(const MachineInstr &MI) {
  switch (MI.getOpcode()) {
  case EVM::CONST_I256:
  case EVM::FRAME_ADDR:
  case EVM::GLOBAL_ADDR:
  case EVM::HEAPSTART:
  case TargetOpcode::IMPLICIT_DEF:
    return true;
  default:
    return false;
  }
}

/// Whether \p MI may be a member of a tree: it computes a word from its
/// operands, or reads memory, storage, transient storage or call data (a
/// run holds no store, call or MSIZE, so its reads may change places,
/// unless they are volatile: getTreeOperand).
/// The register forms without a selection pattern carry TableGen's guess
/// of unmodelled side effects (compares among them), so the flags cannot
/// tell: the opcodes are named.
static bool isMovable(const MachineInstr &MI) {
  switch (MI.getOpcode()) {
  case EVM::ADD:
  case EVM::MUL:
  case EVM::SUB:
  case EVM::DIV:
  case EVM::SDIV:
  case EVM::MOD:
  case EVM::SMOD:
  case EVM::ADDMOD:
  case EVM::MULMOD:
  case EVM::EXP:
  case EVM::SIGNEXTEND:
  case EVM::LT:
  case EVM::GT:
  case EVM::SLT:
  case EVM::SGT:
  case EVM::EQ:
  case EVM::ISZERO:
  case EVM::AND:
  case EVM::OR:
  case EVM::XOR:
  case EVM::NOT:
  case EVM::BYTE:
  case EVM::SHL:
  case EVM::SHR:
  case EVM::SAR:
  case EVM::CLZ:
  case EVM::MLOAD:
  case EVM::CALLDATALOAD:
  case EVM::KECCAK256:
  case EVM::SLOAD:
  case EVM::TLOAD:
    return true;
  default:
    return false;
  }
}

MachineInstr *
EVMExpressionOrder::getTreeOperand(const MachineOperand &MO,
                                   const MachineInstr &User) const {
  if (!MO.isReg() || !MO.getReg().isVirtual() ||
      !MRI.hasOneNonDBGUse(MO.getReg()))
    return nullptr;
  MachineInstr *Def = MRI.getVRegDef(MO.getReg());
  if (!Def || Def->getParent() != User.getParent() || !isMovable(*Def) ||
      Def->getNumDefs() != 1 ||
      (Def->mayLoad() && Def->hasOrderedMemoryRef()))
    return nullptr;
  return Def;
}

unsigned EVMExpressionOrder::getTreeSize(const MachineInstr &MI) {
  // Remembered: each commutative member asks for its operands' sizes, and
  // a chain of sums is a tree as deep as it is long.
  if (unsigned Known = TreeSizes.lookup(&MI))
    return Known;
  unsigned Size = 1;
  for (const MachineOperand &MO : MI.explicit_uses())
    if (MachineInstr *Def = getTreeOperand(MO, MI); Def && Members.count(Def))
      Size += getTreeSize(*Def);
  TreeSizes[&MI] = Size;
  return Size;
}

void EVMExpressionOrder::appendPostOrder(MachineInstr &MI) {
  // The first operand ends on top of the stack: computed last.
  SmallVector<MachineInstr *, 4> Ops;
  for (const MachineOperand &MO : MI.explicit_uses())
    if (MO.isReg())
      Ops.push_back(getTreeOperand(MO, MI));
  if (Ops.size() == 2 && MI.isCommutable() && Ops[0] && Members.count(Ops[0]) &&
      (!Ops[1] || !Members.count(Ops[1]) ||
       getTreeSize(*Ops[0]) > getTreeSize(*Ops[1])))
    std::swap(Ops[0], Ops[1]);
  for (MachineInstr *Op : reverse(Ops))
    if (Op && Members.count(Op))
      appendPostOrder(*Op);
  if (Members.count(&MI))
    Sequence.push_back(&MI);
}

MachineInstr *EVMExpressionOrder::orderTree(MachineInstr &Root) {
  MachineBasicBlock &MBB = *Root.getParent();
  Members.clear();
  Sequence.clear();
  TreeSizes.clear();
  // Up from the root, while each instruction computes an operand of the
  // tree so far (a constant or a debug instruction may stand between).
  SmallPtrSet<const MachineInstr *, 16> Wanted;
  if (!Root.isDebugInstr())
    for (const MachineOperand &MO : Root.explicit_uses())
      if (MachineInstr *Def = getTreeOperand(MO, Root))
        Wanted.insert(Def);
  MachineBasicBlock::iterator First = Root.getIterator();
  for (MachineBasicBlock::iterator I = First;
       !Wanted.empty() && I != MBB.begin();) {
    MachineInstr &MI = *--I;
    if (MI.isDebugInstr() || isPushedAtUse(MI))
      continue;
    if (!Wanted.erase(&MI))
      break;
    Members.insert(&MI);
    First = I;
    for (const MachineOperand &MO : MI.explicit_uses())
      if (MachineInstr *Def = getTreeOperand(MO, MI))
        Wanted.insert(Def);
  }
  MachineInstr *Boundary =
      First == MBB.begin() ? nullptr : &*std::prev(First);
  if (Members.size() < 2)
    return Boundary;

  appendPostOrder(Root);
  bool InOrder = true;
  MachineBasicBlock::iterator Pos = First;
  for (MachineInstr *MI : Sequence) {
    while (Pos->isDebugInstr() || isPushedAtUse(*Pos))
      ++Pos;
    if (&*Pos++ != MI) {
      InOrder = false;
      break;
    }
  }
  if (InOrder)
    return Boundary;
  for (MachineInstr *MI : Sequence) {
    MI->moveBefore(&Root);
    // Its debug values follow it: one that stood between the members may
    // now be above it.
    for (MachineInstr &Dbg : make_early_inc_range(
             MRI.use_instructions(MI->getOperand(0).getReg())))
      if (Dbg.isDebugInstr() && Dbg.getParent() == &MBB)
        Dbg.moveBefore(&Root);
  }
  Changed = true;
  return Boundary;
}

bool EVMExpressionOrder::run(MachineBasicBlock &MBB) {
  Before.clear();
  for (MachineInstr &MI : MBB)
    Before.push_back(&MI);
  Changed = false;
  // From the bottom: each instruction not in a later tree is a root.
  for (MachineInstr *MI = MBB.empty() ? nullptr : &MBB.back();
       MI && !MI->isPHI();)
    MI = orderTree(*MI);
  return Changed;
}

void EVMExpressionOrder::undo(MachineBasicBlock &MBB) {
  for (MachineInstr *MI : Before)
    MBB.splice(MBB.end(), &MBB, MI->getIterator());
}
