//===-- EVMFrameLayout.cpp - Offsets of frame objects -----------------------===//

#include "EVMFrameLayout.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMValuePlacement.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumFrameSlots, "One-word frame slots before sharing");
EVM_STATISTIC(NumFrameSlotWords, "Frame words the one-word slots take after sharing");

bool EVMFrameLayout::run() {
  const MachineFrameInfo &MFI = MF.getFrameInfo();

  // Frame objects by the way they are accessed.
  SetVector<int> Addressed, Slots;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      switch (MI.getOpcode()) {
      case EVM::FRAME_ADDR:
        Addressed.insert(MI.getOperand(1).getIndex());
        break;
      case EVM::FRAME_LOAD:
        Slots.insert(MI.getOperand(1).getIndex());
        break;
      case EVM::FRAME_STORE:
        Slots.insert(MI.getOperand(0).getIndex());
        break;
      default:
        break;
      }

  unsigned Offset = 0;
  for (int FI : Addressed) {
    if (MFI.isVariableSizedObjectIndex(FI)) {
      const Function &F = MF.getFunction();
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F, "alloca of variable size is not supported"));
      return false;
    }
    Offsets[FI] = Offset;
    Offset += alignTo(MFI.getObjectSize(FI), 32);
  }
  Slots.remove_if([&](int FI) { return Addressed.count(FI); });

  // Liveness of slots. A slot is read wherever a rematerialised FRAME_LOAD
  // value is used (and where a FRAME_LOAD kept on the stack executes), and
  // written by FRAME_STORE.
  const unsigned N = Slots.size();
  NumFrameSlots += N;
  DenseMap<int, unsigned> SlotIdx;
  for (unsigned I = 0; I < N; ++I)
    SlotIdx[Slots[I]] = I;
  auto slotOfRead = [&](const MachineOperand &MO) -> int {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      return -1;
    const EVMRemat *R = Values.getRemat(MO.getReg());
    return R && R->Kind == EVMRemat::SlotLoad ? R->FI : -1;
  };
  // Applies \p MI to \p Live going backwards; calls \p OnStore(slot, live
  // after the store) for stores.
  auto step = [&](const MachineInstr &MI, BitVector &Live, auto OnStore) {
    if (MI.getOpcode() == EVM::FRAME_STORE) {
      unsigned S = SlotIdx.lookup(MI.getOperand(0).getIndex());
      OnStore(S, Live);
      Live.reset(S);
    }
    if (MI.getOpcode() == EVM::FRAME_LOAD &&
        !Values.isRemat(MI.getOperand(0).getReg()))
      Live.set(SlotIdx.lookup(MI.getOperand(1).getIndex()));
    for (const MachineOperand &MO : MI.uses())
      if (int FI = slotOfRead(MO); FI >= 0 && SlotIdx.count(FI))
        Live.set(SlotIdx.lookup(FI));
  };

  DenseMap<const MachineBasicBlock *, BitVector> LiveIn, LiveOut;
  for (const MachineBasicBlock &MBB : MF) {
    LiveIn[&MBB] = BitVector(N);
    LiveOut[&MBB] = BitVector(N);
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock &MBB : reverse(MF)) {
      BitVector Live(N);
      for (const MachineBasicBlock *Succ : MBB.successors())
        Live |= LiveIn[Succ];
      LiveOut[&MBB] = Live;
      for (const MachineInstr &MI : reverse(MBB))
        step(MI, Live, [](unsigned, const BitVector &) {});
      if (Live != LiveIn[&MBB]) {
        LiveIn[&MBB] = Live;
        Changed = true;
      }
    }
  }

  // Interference: a store clobbers its word, so it must not share it with
  // a slot live after the store.
  std::vector<BitVector> Interferes(N, BitVector(N));
  for (const MachineBasicBlock &MBB : MF) {
    BitVector Live = LiveOut[&MBB];
    for (const MachineInstr &MI : reverse(MBB))
      step(MI, Live, [&](unsigned S, const BitVector &After) {
        for (unsigned T : After.set_bits())
          if (T != S) {
            Interferes[S].set(T);
            Interferes[T].set(S);
          }
      });
  }

  // Greedy colouring in slot order: the lowest word no neighbour holds.
  SmallVector<int, 16> Word(N, -1);
  unsigned NumWords = 0;
  for (unsigned S = 0; S < N; ++S) {
    BitVector Taken(N + 1);
    for (unsigned T : Interferes[S].set_bits())
      if (Word[T] >= 0)
        Taken.set(Word[T]);
    unsigned W = Taken.find_first_unset();
    Word[S] = W;
    NumWords = std::max(NumWords, W + 1);
    Offsets[Slots[S]] = Offset + 32 * W;
  }
  NumFrameSlotWords += NumWords;
  EVM_DEBUG(dbgs() << "evm-stackify: frame of " << MF.getName() << ": "
                   << Addressed.size() << " allocas, " << N
                   << " one-word slots in " << NumWords << " words, "
                   << Offset + 32 * NumWords << " bytes\n");
  FrameSize = Offset + 32 * NumWords;
  return true;
}

bool EVMFrameLayout::addressEscapes(
    function_ref<bool(const MachineInstr &Call)> MayReenter) const {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  SmallVector<Register, 8> Work;
  SmallDenseSet<Register, 8> Seen;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == EVM::FRAME_ADDR)
        Work.push_back(MI.getOperand(0).getReg());
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    if (!Seen.insert(R).second)
      continue;
    for (const MachineOperand &MO : MRI.use_nodbg_operands(R)) {
      const MachineInstr &User = *MO.getParent();
      unsigned Idx = MO.getOperandNo();
      switch (User.getOpcode()) {
      case EVM::MLOAD:
        continue;
      case EVM::MSTORE:
      case EVM::MSTORE8:
        if (Idx == 0) // the address
          continue;
        return true;
      case EVM::FCALL:
        if (MayReenter(User))
          return true;
        continue;
      case EVM::RET:
      case EVM::FRAME_STORE:
        return true;
      default:
        for (const MachineOperand &Def : User.defs())
          if (Def.isReg() && Def.getReg().isVirtual())
            Work.push_back(Def.getReg());
      }
    }
  }
  return false;
}
