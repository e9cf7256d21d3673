//===-- EVMStack.cpp - The EVM operand stack as a value ---------------------===//

#include "EVMStack.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

void EVMStackSlot::print(raw_ostream &OS) const {
  switch (Kind) {
  case Value:
    OS << printReg(getReg());
    return;
  case Remat:
    OS << '#' << printReg(getReg());
    return;
  case ReturnAddress:
    OS << "ret";
    return;
  case SavedFrame:
    OS << "saved" << Id;
    return;
  case Junk:
    OS << "junk";
    return;
  }
}

std::optional<unsigned> EVMStack::findDepth(const EVMStackSlot &S,
                                            unsigned MinDepth) const {
  for (unsigned D = MinDepth, E = size(); D < E; ++D)
    if (at(D) == S)
      return D;
  return std::nullopt;
}

unsigned EVMStack::count(const EVMStackSlot &S, unsigned Count) const {
  unsigned N = 0;
  for (unsigned D = 0; D < Count && D < size(); ++D)
    N += at(D) == S;
  return N;
}

void EVMStack::print(raw_ostream &OS) const {
  OS << '[';
  for (const EVMStackSlot &S : Slots)
    OS << ' ' << S;
  OS << " ]";
}

