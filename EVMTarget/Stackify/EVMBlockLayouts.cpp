//===-- EVMBlockLayouts.cpp - The stack at block boundaries -----------------===//

#include "EVMBlockLayouts.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

void EVMBlockLayouts::computeBaseOnly(const MachineFunction &MF,
                                      ArrayRef<EVMStackSlot> BaseSlots,
                                      ArrayRef<EVMStackSlot> Arguments) {
  Base = EVMStack(BaseSlots);
  Entry.clear();
  Exit.clear();
  for (const MachineBasicBlock &MBB : MF) {
    Entry[&MBB] = Base;
    Exit[&MBB] = Base;
  }
  // The caller's part: the return address (the saved frame words are only
  // pushed by the prologue), then the arguments, argument 0 on top.
  EVMStack &First = Entry[&MF.front()];
  First = EVMStack();
  for (const EVMStackSlot &S : BaseSlots)
    if (S.getKind() == EVMStackSlot::ReturnAddress)
      First.push(S);
  for (const EVMStackSlot &Arg : reverse(Arguments))
    First.push(Arg);
}

const EVMStack &EVMBlockLayouts::getEntry(const MachineBasicBlock &MBB) const {
  auto It = Entry.find(&MBB);
  assert(It != Entry.end() && "block without a layout");
  return It->second;
}

const EVMStack &EVMBlockLayouts::getExit(const MachineBasicBlock &MBB) const {
  auto It = Exit.find(&MBB);
  assert(It != Exit.end() && "block without a layout");
  return It->second;
}

void EVMBlockLayouts::print(raw_ostream &OS, const MachineFunction &MF) const {
  OS << "Block layouts of " << MF.getName() << ":\n";
  for (const MachineBasicBlock &MBB : MF)
    OS << "  " << printMBBReference(MBB) << " entry " << getEntry(MBB)
       << " exit " << getExit(MBB) << '\n';
}
