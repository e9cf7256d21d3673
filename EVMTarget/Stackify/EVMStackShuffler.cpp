//===-- EVMStackShuffler.cpp - Turn one stack into another ------------------===//

#include "EVMStackShuffler.h"
#include "EVMMCTargetDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

//===----------------------------------------------------------------------===//
// Gas
//===----------------------------------------------------------------------===//

EVMStackOps::~EVMStackOps() = default;

EVMStackGas::EVMStackGas(const MCInstrInfo &MII)
    : MII(MII), Dup(of(EVM::DUP1_S)), Swap(of(EVM::SWAP1_S)),
      Pop(of(EVM::POP_S)), Push0(of(EVM::PUSH0_S)), PushN(of(EVM::PUSH1_S)) {}

unsigned EVMStackGas::of(unsigned Opcode) const {
  return EVMII::getBaseGas(MII.get(Opcode));
}

//===----------------------------------------------------------------------===//
// The shuffler
//===----------------------------------------------------------------------===//

std::optional<EVMStackSlot> llvm::shuffleStack(EVMStackOps &Ops, unsigned Base,
                                               ArrayRef<EVMStackSlot> Target) {
  const EVMStack &Stack = Ops.stack();
  auto above = [&]() { return Stack.size() - Base; };
  auto needed = [&](const EVMStackSlot &S) {
    return static_cast<unsigned>(count(Target, S));
  };
  auto have = [&](const EVMStackSlot &S) { return Stack.count(S, above()); };

  // 1. Pop the shallowest slot present more often than wanted.
  for (;;) {
    std::optional<unsigned> Extra;
    for (unsigned D = 0; D < above() && !Extra; ++D)
      if (have(Stack.at(D)) > needed(Stack.at(D)))
        Extra = D;
    if (!Extra)
      break;
    if (*Extra > EVM::MaxStackAccess)
      return Stack.at(*Extra);
    if (*Extra)
      Ops.emitSwap(*Extra);
    Ops.emitPop();
  }

  // 2. Add the missing copies on top.
  for (const EVMStackSlot &S : Target) {
    if (have(S) >= needed(S))
      continue;
    if (S.isRemat()) {
      Ops.emitRemat(S);
      continue;
    }
    std::optional<unsigned> Depth = Stack.findDepth(S);
    if (!Depth || *Depth >= above() || *Depth + 1 > EVM::MaxStackAccess)
      return S;
    Ops.emitDup(*Depth);
  }

  // 3. Permute: put the top where it belongs, or bring a misplaced slot up.
  const unsigned M = Target.size();
  auto at = [&](unsigned Pos) { return Stack.at(M - 1 - Pos); };
  for (unsigned Steps = 0;; ++Steps) {
    std::optional<unsigned> Wrong;
    for (unsigned P = 0; P < M && !Wrong; ++P)
      if (at(P) != Target[P])
        Wrong = P;
    if (!Wrong)
      return std::nullopt;
    if (M - 1 > EVM::MaxStackAccess || Steps > 4 * M)
      return at(*Wrong);
    EVMStackSlot Top = at(M - 1);
    std::optional<unsigned> Home;
    if (Top != Target[M - 1])
      for (unsigned P = 0; P < M - 1 && !Home; ++P)
        if (Target[P] == Top && at(P) != Target[P])
          Home = P;
    Ops.emitSwap(M - 1 - (Home ? *Home : *Wrong));
  }
}

//===----------------------------------------------------------------------===//
// Cost counting
//===----------------------------------------------------------------------===//

void EVMStackCostCounter::record(const std::string &Inst, unsigned Cost) {
  Spent += Cost;
  if (!Trace.empty())
    Trace += ' ';
  Trace += Inst;
}

void EVMStackCostCounter::emitDup(unsigned Depth) {
  Stack.dup(Depth);
  record("DUP" + std::to_string(Depth + 1), Gas.dup());
}

void EVMStackCostCounter::emitSwap(unsigned Depth) {
  Stack.swap(Depth);
  record("SWAP" + std::to_string(Depth), Gas.swap());
}

void EVMStackCostCounter::emitPop() {
  Stack.pop();
  record("POP", Gas.pop());
}

void EVMStackCostCounter::emitRemat(const EVMStackSlot &Slot) {
  Stack.push(Slot);
  std::string Name;
  raw_string_ostream OS(Name);
  OS << "PUSH(" << Slot << ')';
  record(Name, RematGas ? RematGas(Slot) : Gas.push(1));
}

std::optional<unsigned>
llvm::getShuffleCost(const EVMStack &From, unsigned Base,
                     ArrayRef<EVMStackSlot> Target, const EVMStackGas &Gas,
                     std::function<unsigned(const EVMStackSlot &)> RematGas) {
  EVMStackCostCounter Counter(From, Gas, std::move(RematGas));
  if (shuffleStack(Counter, Base, Target))
    return std::nullopt;
  return Counter.getGas();
}
