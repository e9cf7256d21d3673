//===-- EVMStackPressure.cpp - Spills for a block in one pass ---------------===//

#include "EVMStackPressure.h"
#include "EVMStackLiveness.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include <queue>

using namespace llvm;

SmallVector<Register, 16>
EVM::chooseSpillsByNextUse(const MachineBasicBlock &MBB,
                           const EVMStackLiveness &Liveness,
                           function_ref<bool(Register)> IsKept,
                           function_ref<bool(Register)> IsSpillable,
                           unsigned Limit) {
  // Positions of the instructions; PHIs and debug instructions have none.
  SmallVector<const MachineInstr *, 64> Insts;
  for (const MachineInstr &MI : MBB)
    if (!MI.isPHI() && !MI.isDebugInstr())
      Insts.push_back(&MI);
  // The block's exit is a use of every value live out of it.
  const unsigned Exit = Insts.size();
  const unsigned Never = ~0u;

  // The positions where each kept value is used, ascending, and the index
  // of its next one.
  DenseMap<Register, SmallVector<unsigned, 2>> Uses;
  for (unsigned P = 0; P < Exit; ++P)
    for (const MachineOperand &MO : Insts[P]->uses())
      if (MO.isReg() && MO.getReg().isVirtual() && IsKept(MO.getReg()))
        Uses[MO.getReg()].push_back(P);
  for (Register R : Liveness.getLiveOut(MBB))
    Uses[R].push_back(Exit);
  DenseMap<Register, unsigned> Next;
  auto nextUse = [&](Register R) {
    auto It = Uses.find(R);
    if (It == Uses.end())
      return Never;
    unsigned I = Next.lookup(R);
    return I < It->second.size() ? It->second[I] : Never;
  };

  // The live values, and a heap of them by next use, farthest on top;
  // an entry is stale once its value has moved on to a later use or left.
  DenseSet<Register> Live;
  std::priority_queue<std::pair<unsigned, unsigned>> Farthest;
  auto enter = [&](Register R) {
    Live.insert(R);
    Farthest.push({nextUse(R), R.id()});
  };
  SmallVector<Register, 16> Spills;
  auto relieve = [&] {
    SmallVector<std::pair<unsigned, unsigned>, 4> Kept;
    while (Live.size() > Limit && !Farthest.empty()) {
      auto [Use, Id] = Farthest.top();
      Farthest.pop();
      Register R(Id);
      if (!Live.count(R) || nextUse(R) != Use)
        continue;
      if (!IsSpillable(R)) {
        Kept.push_back({Use, Id});
        continue;
      }
      Live.erase(R);
      Spills.push_back(R);
    }
    for (auto &E : Kept)
      Farthest.push(E);
  };

  for (Register R : Liveness.getLiveIn(MBB))
    enter(R);
  relieve();
  for (unsigned P = 0; P < Exit; ++P) {
    const MachineInstr &MI = *Insts[P];
    // Operands move on to their next use or die here.
    for (const MachineOperand &MO : MI.uses()) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      Register R = MO.getReg();
      if (!Live.count(R) || nextUse(R) != P)
        continue;
      unsigned &I = Next[R];
      const SmallVector<unsigned, 2> &U = Uses[R];
      while (I < U.size() && U[I] == P)
        ++I;
      if (I < U.size())
        Farthest.push({U[I], R.id()});
      else
        Live.erase(R);
    }
    // Results used later join.
    for (const MachineOperand &MO : MI.defs())
      if (MO.isReg() && MO.getReg().isVirtual() && IsKept(MO.getReg()) &&
          nextUse(MO.getReg()) != Never)
        enter(MO.getReg());
    relieve();
  }
  return Spills;
}
