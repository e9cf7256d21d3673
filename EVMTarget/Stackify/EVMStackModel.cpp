//===-- EVMStackModel.cpp - The stack while a block is emitted --------------===//

#include "EVMStackModel.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
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

unsigned EVMStackModel::getPushBytes(const APInt &V) {
  return (V.zextOrTrunc(256).getActiveBits() + 7) / 8;
}

void EVMStackModel::emitPushValue(const APInt &V) {
  unsigned NumBytes = getPushBytes(V);
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

bool EVMStackModel::pushesComplement(const APInt &V, bool OptSize) {
  // Where size counts (-Os/-Oz mark functions optsize), a constant whose
  // complement is shorter by more than the NOT is pushed as the complement:
  // 2^256-1 is PUSH0 NOT (2 bytes instead of 33), a mask of high bits
  // 0xff..f000 is PUSH2 0x0fff NOT; each costs 3 more gas (2 for PUSH0).
  APInt W = V.zextOrTrunc(256);
  return OptSize && getPushBytes(~W) + 1 < getPushBytes(W);
}

unsigned EVMStackModel::getPushSize(const APInt &V, bool OptSize) {
  APInt W = V.zextOrTrunc(256);
  if (pushesComplement(W, OptSize))
    return 1 + getPushBytes(~W) + 1;
  return 1 + getPushBytes(W);
}

void EVMStackModel::emitPush(const APInt &Value, const EVMStackSlot &S) {
  APInt V = Value.zextOrTrunc(256);
  if (pushesComplement(V, MBB.getParent()->getFunction().hasOptSize())) {
    emitPushValue(~V);
    build(EVM::NOT_S);
  } else {
    emitPushValue(V);
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

MachineInstr *EVMStackModel::emitOp(unsigned Opcode) { return build(Opcode); }
