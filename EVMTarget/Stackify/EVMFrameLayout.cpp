//===-- EVMFrameLayout.cpp - Offsets of frame objects -----------------------===//

#include "EVMFrameLayout.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "EVMValuePlacement.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SparseBitVector.h"
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
  // What each block does to the slots, last instruction first: the
  // accesses are read once, and the liveness rounds below walk them rather
  // than the instructions.
  struct Access {
    unsigned Slot;
    bool IsStore;
  };
  std::vector<SmallVector<Access, 4>> Accesses(MF.getNumBlockIDs());
  for (const MachineBasicBlock &MBB : MF) {
    SmallVectorImpl<Access> &Acc = Accesses[MBB.getNumber()];
    for (const MachineInstr &MI : reverse(MBB)) {
      // Going backwards, a store ends its slot's life before the
      // instruction's reads start theirs.
      if (MI.getOpcode() == EVM::FRAME_STORE)
        Acc.push_back({SlotIdx.lookup(MI.getOperand(0).getIndex()), true});
      if (MI.getOpcode() == EVM::FRAME_LOAD &&
          !Values.isRemat(MI.getOperand(0).getReg()))
        Acc.push_back({SlotIdx.lookup(MI.getOperand(1).getIndex()), false});
      for (const MachineOperand &MO : MI.uses())
        if (int FI = slotOfRead(MO); FI >= 0 && SlotIdx.count(FI))
          Acc.push_back({SlotIdx.lookup(FI), false});
    }
  }
  // Applies a block's accesses to \p Live going backwards; calls
  // \p OnStore(slot, live after the store) for stores.
  using SlotSet = SparseBitVector<>;
  auto walk = [&](const MachineBasicBlock &MBB, SlotSet &Live, auto OnStore) {
    for (const Access &A : Accesses[MBB.getNumber()]) {
      if (A.IsStore) {
        OnStore(A.Slot, Live);
        Live.reset(A.Slot);
      } else {
        Live.set(A.Slot);
      }
    }
  };

  // The live sets are sparse: a slot lives in a few blocks, and dense
  // vectors of every slot for every block made the layout quadratic in the
  // size of the function (a PHI slot per diamond of a long chain of them:
  // docs/design.md, "Compile time").
  std::vector<SlotSet> LiveIn(MF.getNumBlockIDs()), LiveOut(MF.getNumBlockIDs());
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock &MBB : reverse(MF)) {
      SlotSet Live;
      for (const MachineBasicBlock *Succ : MBB.successors())
        Live |= LiveIn[Succ->getNumber()];
      LiveOut[MBB.getNumber()] = Live;
      walk(MBB, Live, [](unsigned, const SlotSet &) {});
      SlotSet &In = LiveIn[MBB.getNumber()];
      if (Live != In) {
        In = std::move(Live);
        Changed = true;
      }
    }
  }

  // Interference: a store clobbers its word, so it must not share it with
  // a slot live after the store.
  std::vector<SlotSet> Interferes(N);
  for (const MachineBasicBlock &MBB : MF) {
    SlotSet Live = LiveOut[MBB.getNumber()];
    walk(MBB, Live, [&](unsigned S, const SlotSet &After) {
      for (unsigned T : After)
        if (T != S) {
          Interferes[S].set(T);
          Interferes[T].set(S);
        }
    });
  }

  // Greedy colouring in slot order: the lowest word no neighbour holds. A
  // slot with D neighbours finds one among the words 0..D.
  SmallVector<int, 16> Word(N, -1);
  unsigned NumWords = 0;
  for (unsigned S = 0; S < N; ++S) {
    unsigned Degree = Interferes[S].count();
    BitVector Taken(Degree + 1);
    for (unsigned T : Interferes[S])
      if (Word[T] >= 0 && unsigned(Word[T]) <= Degree)
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
  NumAllocas = Addressed.size();
  NumSlotWords = NumWords;
  return true;
}

std::string EVMFrameLayout::describeContents() const {
  std::string Text;
  if (NumAllocas)
    Text = std::to_string(NumAllocas) +
           " object(s) whose address is taken: allocas, or the scratch word "
           "of loads from code or return data";
  if (NumSlotWords)
    Text += (Text.empty() ? "" : " and ") + std::to_string(NumSlotWords) +
            " word(s) of values kept in memory: spilled from the stack, or "
            "at -O0 values and PHIs that cross blocks";
  return Text;
}

bool EVMFrameLayout::addressEscapes(
    function_ref<bool(const MachineInstr &Call)> MayReenter) const {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  SmallVector<Register, 8> Work;
  SmallDenseSet<Register, 8> Seen;
  // A frame slot's loads, for addresses kept in a slot (at -O0 every value
  // that crosses blocks is): the slot is part of the frame, saved and
  // restored with it, so what it holds stays with this activation.
  DenseMap<int, SmallVector<Register, 2>> SlotLoads;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (MI.getOpcode() == EVM::FRAME_ADDR)
        Work.push_back(MI.getOperand(0).getReg());
      else if (MI.getOpcode() == EVM::FRAME_LOAD)
        SlotLoads[MI.getOperand(1).getIndex()].push_back(
            MI.getOperand(0).getReg());
    }
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
        return true;
      case EVM::FRAME_STORE: {
        auto It = SlotLoads.find(User.getOperand(0).getIndex());
        if (It != SlotLoads.end())
          append_range(Work, It->second);
        continue;
      }
      default:
        for (const MachineOperand &Def : User.defs())
          if (Def.isReg() && Def.getReg().isVirtual())
            Work.push_back(Def.getReg());
      }
    }
  }
  return false;
}
