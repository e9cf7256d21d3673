//===-- EVMRecompute.cpp - Recompute values instead of spilling -------------===//

#include "EVMRecompute.h"
#include "EVMDebug.h"
#include "EVMStackLiveness.h"
#include "EVMStackPressure.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumRecomputed,
              "Values recomputed at their uses (memory-unsafe functions)");

/// Base gas above which recomputing a value costs more than it is worth
/// even where nothing else is possible (EXP, ADDMOD, MULMOD; KECCAK256
/// reads memory).
static constexpr unsigned MaxRecomputeGas = 5;

/// A bound on the rounds of a function, each of which recomputes the
/// values one block's walk chose (a value recomputed is not chosen again:
/// its copies sit right before their users).
static constexpr unsigned MaxRounds = 4096;

namespace {

class Recompute {
public:
  Recompute(MachineFunction &MF, function_ref<bool(Register)> IsRemat)
      : MF(MF), MRI(MF.getRegInfo()), IsRemat(IsRemat) {}

  unsigned run(unsigned Limit);

private:
  bool isCheapPure(const MachineInstr &MI) const;
  bool isOnStackAt(Register R, const MachineInstr &At) const;
  bool keepsUse(const MachineInstr &Def, const MachineInstr &User) const;
  bool canRecompute(Register R) const;
  void recompute(Register R);
  void number();

  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  function_ref<bool(Register)> IsRemat;
  std::unique_ptr<EVMStackLiveness> Liveness;
  /// Positions of the instructions in their blocks.
  DenseMap<const MachineInstr *, unsigned> Order;
};

} // end anonymous namespace

/// One real opcode with one result, reading nothing but its operands and
/// the call's fixed context (ADDRESS, CALLER, CALLDATALOAD: InvariantInCall,
/// whatever side effects TableGen assumed for them), and cheap.
bool Recompute::isCheapPure(const MachineInstr &MI) const {
  const MCInstrDesc &D = MI.getDesc();
  if (MI.isPseudo() || MI.isPHI() || MI.isCopy() || MI.isCall() ||
      MI.isTerminator() || MI.getNumDefs() != 1 ||
      EVMII::getBaseGas(D) > MaxRecomputeGas)
    return false;
  if (!EVMII::isInvariantInCall(D) &&
      (MI.mayLoadOrStore() || MI.hasUnmodeledSideEffects() ||
       EVMII::readsHostState(D)))
    return false;
  for (const MachineOperand &MO : MI.uses())
    if (!MO.isReg() || !MO.getReg().isVirtual())
      return false;
  return true;
}

/// \p R is on the stack just before \p At: defined before it, and used by
/// it or later in its block, or live out of the block.
bool Recompute::isOnStackAt(Register R, const MachineInstr &At) const {
  if (IsRemat(R))
    return true;
  const MachineInstr *Def = MRI.getUniqueVRegDef(R);
  const MachineBasicBlock *MBB = At.getParent();
  if (!Def)
    return false;
  if (Def->getParent() == MBB) {
    if (Def->isPHI() ? false : Order.lookup(Def) >= Order.lookup(&At))
      return false;
  } else if (!Liveness->isLiveIn(R, *MBB)) {
    return false;
  }
  if (Liveness->isLiveOut(R, *MBB))
    return true;
  for (const MachineInstr &User : MRI.use_nodbg_instructions(R))
    if (User.getParent() == MBB && !User.isPHI() &&
        Order.lookup(&User) >= Order.lookup(&At))
      return true;
  return false;
}

/// A use right after the definition gains nothing from a copy; nor does
/// one with only the user's other operands computed in between (the
/// copies made for it).
bool Recompute::keepsUse(const MachineInstr &Def,
                         const MachineInstr &User) const {
  if (User.getParent() != Def.getParent() ||
      Order.lookup(&User) <= Order.lookup(&Def))
    return false;
  for (auto I = std::next(Def.getIterator()); &*I != &User; ++I) {
    if (I->isDebugInstr())
      continue;
    if (I->getNumDefs() != 1 || !I->getOperand(0).isReg() ||
        !User.readsRegister(I->getOperand(0).getReg(), /*TRI=*/nullptr))
      return false;
  }
  return true;
}

bool Recompute::canRecompute(Register R) const {
  const MachineInstr *Def = MRI.getUniqueVRegDef(R);
  if (!Def || !isCheapPure(*Def))
    return false;
  bool Gains = false;
  for (const MachineInstr &User : MRI.use_nodbg_instructions(R)) {
    // A PHI's operand is read at the end of the incoming block; such a
    // value stays.
    if (User.isPHI())
      return false;
    if (keepsUse(*Def, User))
      continue;
    Gains = true;
    for (const MachineOperand &MO : Def->uses())
      if (!isOnStackAt(MO.getReg(), User))
        return false;
  }
  return Gains;
}

void Recompute::recompute(Register R) {
  MachineInstr *Def = MRI.getUniqueVRegDef(R);
  SmallVector<MachineOperand *, 8> Uses;
  for (MachineOperand &MO : MRI.use_nodbg_operands(R))
    if (!keepsUse(*Def, *MO.getParent()))
      Uses.push_back(&MO);
  for (MachineOperand *MO : Uses) {
    MachineInstr &User = *MO->getParent();
    Register Copy = MRI.createVirtualRegister(MRI.getRegClass(R));
    MachineInstr *New = MF.CloneMachineInstr(Def);
    New->getOperand(0).setReg(Copy);
    User.getParent()->insert(User.getIterator(), New);
    MO->setReg(Copy);
  }
  if (MRI.use_nodbg_empty(R)) {
    // Debug uses of the value would name a register nothing defines.
    for (MachineOperand &MO : make_early_inc_range(MRI.reg_operands(R)))
      if (MO.getParent()->isDebugInstr())
        MO.setReg(Register());
    Def->eraseFromParent();
  }
  ++NumRecomputed;
}

void Recompute::number() {
  Order.clear();
  for (const MachineBasicBlock &MBB : MF) {
    unsigned N = 0;
    for (const MachineInstr &MI : MBB)
      Order[&MI] = N++;
  }
}

unsigned Recompute::run(unsigned Limit) {
  unsigned Count = 0;
  auto IsKept = [&](Register R) { return !IsRemat(R); };
  auto CanRecompute = [&](Register R) { return canRecompute(R); };
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    Liveness = std::make_unique<EVMStackLiveness>(MF, IsRemat);
    number();
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      SmallVector<Register, 16> Chosen = EVM::chooseSpillsByNextUse(
          MBB, *Liveness, IsKept, CanRecompute, Limit);
      if (Chosen.empty())
        continue;
      // Copies shift the positions and change liveness: the rest of the
      // function waits for the next round.
      for (Register R : Chosen)
        if (canRecompute(R)) {
          recompute(R);
          ++Count;
          Changed = true;
          // The value's life is gone: the next choices see it so.
          Liveness = std::make_unique<EVMStackLiveness>(MF, IsRemat);
          number();
        }
      break;
    }
    if (!Changed)
      break;
  }
  auto AnyValue = [](Register) { return true; };
  (void)AnyValue;
  EVM_DEBUG({
    // What is left over the limit: values that cannot be recomputed.
    Liveness = std::make_unique<EVMStackLiveness>(MF, IsRemat);
    for (MachineBasicBlock &MBB : MF) {
      auto Left = EVM::chooseSpillsByNextUse(
          MBB, *Liveness, IsKept, AnyValue, Limit);
      if (Left.empty())
        continue;
      dbgs() << "evm-stackify: " << MF.getName() << ": "
             << printMBBReference(MBB) << " keeps " << Left.size()
             << " value(s) over " << Limit << " that cannot be recomputed:";
      for (Register R : Left)
        dbgs() << ' ' << printReg(R);
      dbgs() << '\n';
    }
  });
  Liveness.reset();
  return Count;
}

unsigned EVM::recomputeUnderPressure(MachineFunction &MF,
                                     function_ref<bool(Register)> IsRemat,
                                     unsigned Limit) {
  return Recompute(MF, IsRemat).run(Limit);
}
