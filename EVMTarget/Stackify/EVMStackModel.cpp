//===-- EVMStackModel.cpp - The stack while a block is emitted --------------===//

#include "EVMStackModel.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumDups, "DUP instructions emitted");
EVM_STATISTIC(NumSwaps, "SWAP instructions emitted");
EVM_STATISTIC(NumPops, "POP instructions emitted");
EVM_STATISTIC(NumPushes, "PUSH instructions emitted (constants, addresses)");

EVMRematerializer::~EVMRematerializer() = default;

MachineInstr *EVMStackModel::build(unsigned Opcode) {
  Spent += Gas.of(Opcode);
  Bytes += TII.get(Opcode).getSize();
  if (DryRun)
    return nullptr;
  return BuildMI(MBB, InsertPt, DL, TII.get(Opcode));
}

void EVMStackModel::emitDup(unsigned Depth) {
  if (build(EVM::getDupOpcode(Depth + 1)))
    ++NumDups;
  Stack.dup(Depth);
}

void EVMStackModel::emitSwap(unsigned Depth) {
  if (build(EVM::getSwapOpcode(Depth)))
    ++NumSwaps;
  Stack.swap(Depth);
}

void EVMStackModel::emitPop() {
  if (build(EVM::POP_S))
    ++NumPops;
  Stack.pop();
}

void EVMStackModel::emitPushValue(const APInt &V) {
  unsigned NumBytes = EVMConstantMaterializer::getPushBytes(V);
  if (MachineInstr *MI = build(EVM::getPushOpcode(NumBytes))) {
    ++NumPushes;
    // Immediates that fit the 64-bit MachineOperand stay plain; wider ones
    // travel as a ConstantInt.
    MachineInstrBuilder MIB(*MBB.getParent(), MI);
    if (NumBytes > 0 && NumBytes <= 8)
      MIB.addImm(static_cast<int64_t>(V.getZExtValue()));
    else if (NumBytes > 8)
      MIB.addCImm(
          ConstantInt::get(MBB.getParent()->getFunction().getContext(), V));
  }
}

void EVMStackModel::emitPush(const APInt &Value, const EVMStackSlot &S) {
  using Step = EVMConstantSequence::Step;
  // The steps leave one word: pushes, and operations that replace the top
  // (NOT) or the top two (a shift of the second by the top, a division of
  // the top by the second, a sum).
  for (const Step &St : Constants.get(Value).Steps) {
    if (St.Kind == Step::Push)
      emitPushValue(St.Imm);
    else
      build(St.getOpcode());
  }
  Stack.push(S);
}

void EVMStackModel::emitPushSymbol(MCSymbol *Sym, int64_t Offset,
                                   const EVMStackSlot &S) {
  if (MachineInstr *MI = build(EVM::PUSH2_S)) {
    ++NumPushes;
    MachineOperand MO = MachineOperand::CreateMCSymbol(Sym);
    MO.setOffset(Offset);
    MachineInstrBuilder(*MBB.getParent(), MI).add(MO);
  }
  Stack.push(S);
}

void EVMStackModel::emitPushLinkValue(MCSymbol *Sym, unsigned Bytes,
                                      const EVMStackSlot &S) {
  if (MachineInstr *MI = build(EVM::getPushOpcode(Bytes))) {
    ++NumPushes;
    MachineInstrBuilder(*MBB.getParent(), MI).addSym(Sym);
  }
  Stack.push(S);
}

MachineInstr *EVMStackModel::emitOp(unsigned Opcode) { return build(Opcode); }
