//===-- EVMStackModel.cpp - Simulated EVM operand stack ---------------------===//

#include "EVMStackModel.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"

using namespace llvm;

std::optional<unsigned> EVMStackModel::findDepth(Register Reg,
                                                 unsigned MinDepth) const {
  for (unsigned D = MinDepth, E = Slots.size(); D < E; ++D)
    if (at(D) == Reg)
      return D;
  return std::nullopt;
}

void EVMStackModel::emitDup(unsigned Depth) {
  assert(Depth < Slots.size() && "DUP below the bottom of the stack");
  if (!DryRun)
    BuildMI(MBB, InsertPt, DL, TII.get(EVM::getDupOpcode(Depth + 1)));
  Slots.push_back(at(Depth));
}

void EVMStackModel::emitSwap(unsigned Depth) {
  assert(Depth >= 1 && Depth < Slots.size() && "SWAP out of range");
  if (!DryRun)
    BuildMI(MBB, InsertPt, DL, TII.get(EVM::getSwapOpcode(Depth)));
  std::swap(Slots.back(), Slots[Slots.size() - 1 - Depth]);
}

void EVMStackModel::emitPop() {
  assert(!Slots.empty() && "POP of an empty stack");
  if (!DryRun)
    BuildMI(MBB, InsertPt, DL, TII.get(EVM::POP_S));
  Slots.pop_back();
}

void EVMStackModel::emitPush(const APInt &Value, Register Reg) {
  if (DryRun) {
    Slots.push_back(Reg);
    return;
  }
  APInt V = Value.zextOrTrunc(256);
  unsigned NumBytes = (V.getActiveBits() + 7) / 8;
  auto MIB = BuildMI(MBB, InsertPt, DL, TII.get(EVM::getPushOpcode(NumBytes)));
  if (NumBytes > 0) {
    // Immediates that fit the 64-bit MachineOperand stay plain; wider ones
    // travel as a ConstantInt.
    if (NumBytes <= 8)
      MIB.addImm(static_cast<int64_t>(V.getZExtValue()));
    else
      MIB.addCImm(ConstantInt::get(MBB.getParent()->getFunction().getContext(),
                                   V));
  }
  Slots.push_back(Reg);
}

void EVMStackModel::emitPushSymbol(MCSymbol *Sym, int64_t Offset,
                                   Register Reg) {
  if (!DryRun) {
    MachineOperand MO = MachineOperand::CreateMCSymbol(Sym);
    MO.setOffset(Offset);
    BuildMI(MBB, InsertPt, DL, TII.get(EVM::PUSH2_S)).add(MO);
  }
  Slots.push_back(Reg);
}

MachineInstr *EVMStackModel::emitOp(unsigned Opcode) {
  if (DryRun)
    return nullptr;
  return BuildMI(MBB, InsertPt, DL, TII.get(Opcode));
}
