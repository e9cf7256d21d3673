//===-- EVMResourceReport.cpp - Static resource estimate of the code ------===//
//
/// \file
/// What the report measures, on the stack-form code the asm printer emits:
///
///  * Bytes and instructions: the encoded size of each instruction
///    (MCInstrDesc::getSize) and the EVM instructions it becomes; the jump
///    pseudos are `PUSH label; JUMP/JUMPI`, two instructions. The bytes
///    are the final ones: the assembler gives each symbolic push the width
///    its value needs, and the sizes counted at the nominal PUSH2 are
///    moved by the difference (EVMCodeRelaxation).
///  * Stack heights: the words on the stack, counting those the function
///    finds at entry (return address and arguments), simulated from entry
///    along every edge as the stack verifier does (heights agree on every
///    edge). The maximum is taken before and after every EVM instruction, so
///    the PUSH of a jump counts: it is the largest stack a trace of the
///    function shows.
///  * Program maximum: from the entry function, the deepest stack counting
///    callees: at each call, the words below its arguments plus the callee's
///    own deepest stack, recursively. A call through a function pointer may
///    reach any function the call graph says it may call. Unbounded (null)
///    when a recursive function is reachable.
///  * Gas: the base gas of each instruction (EVMII::getBaseGas, the static
///    part of the fee; memory expansion, storage and call costs are
///    dynamic and left out), summed per block.
///  * Loops (MachineLoopInfo): one iteration costs the most expensive path
///    from the header to a block that jumps back to it, through the loop's
///    blocks, each inner loop's blocks taken once (an inner loop that
///    iterates more adds its own iteration cost per extra iteration).
///  * Spilled values: those EVMStackify moved to a frame slot because they
///    would sit out of DUP16/SWAP16 reach; frame slots: every one-word slot
///    of values (spills, and at -O0 every value live across blocks).
//
//===----------------------------------------------------------------------===//

#include "EVMResourceReport.h"
#include "Analysis/EVMCallGraph.h"
#include "EVMInstrInfo.h"
#include "EVMMachineFunctionInfo.h"
#include "MCTargetDesc/EVMAsmBackend.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

/// EVM instructions the asm printer emits for \p MI.
static unsigned getNumEmitted(const MachineInstr &MI) {
  if (MI.isDebugInstr() || MI.getDesc().getSize() == 0)
    return 0;
  switch (MI.getOpcode()) {
  case EVM::BR_S:
  case EVM::BRCOND_S:
  case EVM::FCALL_S:
  case EVM::FCALLCOND_S:
    return 2; // PUSH label; JUMP/JUMPI
  default:
    return 1;
  }
}

void EVMResourceReport::addFunction(MachineFunction &MF,
                                    ArrayRef<MCInst> Prologue,
                                    const MCInstrInfo &MII,
                                    uint64_t StartOffset) {
  const auto &Info = *MF.getInfo<EVMMachineFunctionInfo>();
  FunctionReport &R = Functions.emplace_back();
  R.F = &MF.getFunction();
  R.EntryHeight = Info.getEntryStackHeight();
  R.MaxHeight = R.EntryHeight;
  R.SpilledValues = Info.NumSpilledValues;
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  for (int FI = 0, E = MFI.getObjectIndexEnd(); FI < E; ++FI)
    R.FrameSlots += MFI.isSpillSlotObjectIndex(FI);

  DenseMap<const MachineBasicBlock *, unsigned> Index;
  for (const MachineBasicBlock &MBB : MF) {
    Index[&MBB] = R.Blocks.size();
    BlockReport &B = R.Blocks.emplace_back();
    B.Number = MBB.getNumber();
    B.Name = MBB.getName().str();
    for (const MachineInstr &MI : MBB) {
      B.Bytes += MI.isDebugInstr() ? 0 : MI.getDesc().getSize();
      B.Instructions += getNumEmitted(MI);
      B.Gas += MI.isDebugInstr() ? 0 : EVMII::getBaseGas(MI.getDesc());
    }
  }
  for (const MCInst &Inst : Prologue) {
    const MCInstrDesc &Desc = MII.get(Inst.getOpcode());
    R.Blocks.front().Bytes += Desc.getSize();
    R.Blocks.front().Instructions += 1;
    R.Blocks.front().Gas += EVMII::getBaseGas(Desc);
  }
  for (BlockReport &B : R.Blocks) {
    B.Start = StartOffset;
    StartOffset += B.Bytes;
    R.Instructions += B.Instructions;
  }

  // Heights, from the entry along every edge.
  auto note = [&](unsigned Height) {
    R.MaxHeight = std::max(R.MaxHeight, Height);
  };
  {
    unsigned H = R.EntryHeight;
    for (const MCInst &Inst : Prologue) {
      const MCInstrDesc &Desc = MII.get(Inst.getOpcode());
      H = H - EVMII::getStackIn(Desc) + EVMII::getStackOut(Desc);
      note(H);
    }
  }
  SmallVector<const MachineBasicBlock *, 16> Work;
  auto reach = [&](const MachineBasicBlock *MBB, unsigned Height) {
    BlockReport &B = R.Blocks[Index.lookup(MBB)];
    // A block reached at different heights (EVM::runsAtAnyHeight) counts
    // from the highest.
    if (B.EntryHeight && *B.EntryHeight >= Height)
      return;
    B.EntryHeight = Height;
    Work.push_back(MBB);
  };
  reach(&MF.front(), R.EntryHeight);
  while (!Work.empty()) {
    const MachineBasicBlock &MBB = *Work.pop_back_val();
    BlockReport &B = R.Blocks[Index.lookup(&MBB)];
    unsigned H = *B.EntryHeight;
    bool Ends = false;
    for (const MachineInstr &MI : MBB) {
      if (!getNumEmitted(MI))
        continue;
      const MCInstrDesc &Desc = MI.getDesc();
      auto [In, Out] = EVM::getStackInOut(MI);
      unsigned Opc = MI.getOpcode();
      if (Opc == EVM::FCALL_S || Opc == EVM::FCALLCOND_S ||
          Opc == EVM::ICALL_S) {
        R.Calls.push_back(
            {H - In, Opc == EVM::ICALL_S
                         ? nullptr
                         : cast<Function>(MI.getOperand(0).getGlobal())});
      }
      // The PUSH of the target, before the jump takes it.
      if (getNumEmitted(MI) == 2)
        note(H + 1);
      H = H - In + Out;
      note(H);
      if (MI.isBranch())
        for (const MachineOperand &MO : MI.operands())
          if (MO.isMBB())
            reach(MO.getMBB(), H);
      Ends |= EVMII::haltsExecution(Desc) || MI.isBarrier();
    }
    B.ExitHeight = H;
    if (!Ends && MBB.getNextNode() && MBB.isSuccessor(MBB.getNextNode()))
      reach(MBB.getNextNode(), H);
  }

  // Loops: the most expensive header-to-latch path of one iteration. In
  // reverse post-order every edge but a back edge goes forward, so the
  // edges that go backward (to this loop's header or an inner one's) are
  // left out and each block is final when it is reached.
  MachineDominatorTree MDT(MF);
  MachineLoopInfo MLI(MDT);
  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);
  DenseMap<const MachineBasicBlock *, unsigned> Order;
  for (MachineBasicBlock *MBB : RPOT)
    Order[MBB] = Order.size();
  for (MachineLoop *L : MLI.getLoopsInPreorder()) {
    LoopReport &LR = R.Loops.emplace_back();
    const MachineBasicBlock *Header = L->getHeader();
    LR.Header = Header->getNumber();
    LR.Depth = L->getLoopDepth();
    DenseMap<const MachineBasicBlock *, unsigned> Best;
    Best[Header] = R.Blocks[Index.lookup(Header)].Gas;
    for (MachineBasicBlock *MBB : RPOT) {
      if (!L->contains(MBB))
        continue;
      LR.Blocks.push_back(MBB->getNumber());
      auto It = Best.find(MBB);
      if (It == Best.end())
        continue;
      unsigned Cost = It->second;
      for (const MachineBasicBlock *Succ : MBB->successors()) {
        if (Succ == Header)
          LR.IterationGas = std::max(LR.IterationGas, Cost);
        if (!L->contains(Succ) || Order.lookup(Succ) <= Order.lookup(MBB))
          continue;
        unsigned &To = Best[Succ];
        To = std::max(To, Cost + R.Blocks[Index.lookup(Succ)].Gas);
      }
    }
  }
}

const EVMResourceReport::FunctionReport *
EVMResourceReport::find(const Function &F) const {
  for (const FunctionReport &R : Functions)
    if (R.F == &F)
      return &R;
  return nullptr;
}

void EVMResourceReport::write(raw_ostream &OS, const Module &M,
                              const EVMCodeRelaxation &Relaxation) const {
  EVMCallGraph CG(M);
  // The deepest stack from the entry of a function, counting its callees;
  // none when unbounded. The graph is acyclic without the recursive
  // functions, so the memo is filled bottom up without loops.
  DenseMap<const Function *, std::optional<unsigned>> Deepest;
  std::function<std::optional<unsigned>(const Function &)> deepest =
      [&](const Function &F) -> std::optional<unsigned> {
    auto It = Deepest.find(&F);
    if (It != Deepest.end())
      return It->second;
    const FunctionReport *R = find(F);
    std::optional<unsigned> Result;
    if (R && !CG.isRecursive(F)) {
      Result = R->MaxHeight;
      for (const CallSite &C : R->Calls) {
        SmallVector<const Function *, 4> Callees;
        if (C.Callee)
          Callees.push_back(C.Callee);
        else
          for (const EVMCallGraph::Node *N : CG.getNode(F).Callees)
            Callees.push_back(N->F);
        for (const Function *Callee : Callees) {
          std::optional<unsigned> D = deepest(*Callee);
          if (!D) {
            Result.reset();
            break;
          }
          Result = std::max(*Result, C.Below + *D);
        }
        if (!Result)
          break;
      }
    }
    Deepest[&F] = Result;
    return Result;
  };
  auto optional = [](json::OStream &J, StringRef Key,
                     std::optional<unsigned> V) {
    J.attribute(Key, V ? json::Value(*V) : json::Value(nullptr));
  };

  json::OStream J(OS, 2);
  J.object([&] {
    const Function *Entry = EVMCallGraph::findEntryFunction(M);
    J.attribute("entry",
                Entry ? json::Value(Entry->getName()) : json::Value(nullptr));
    optional(J, "max_stack_height", Entry ? deepest(*Entry) : std::nullopt);
    J.attributeArray("functions", [&] {
      for (const FunctionReport &R : Functions)
        J.object([&] {
          J.attribute("name", R.F->getName());
          J.attribute("code_bytes",
                      Relaxation.getFinalSize(R.Blocks.front().Start,
                                              R.Blocks.back().Start +
                                                  R.Blocks.back().Bytes));
          J.attribute("instructions", R.Instructions);
          J.attribute("entry_stack_height", R.EntryHeight);
          J.attribute("max_stack_height", R.MaxHeight);
          optional(J, "max_stack_height_with_callees", deepest(*R.F));
          J.attribute("spilled_values", R.SpilledValues);
          J.attribute("frame_slots", R.FrameSlots);
          unsigned Gas = 0;
          for (const BlockReport &B : R.Blocks)
            Gas += B.Gas;
          J.attribute("gas", Gas);
          J.attributeArray("blocks", [&] {
            for (const BlockReport &B : R.Blocks)
              J.object([&] {
                J.attribute("block", B.Number);
                J.attribute("name", B.Name);
                J.attribute("bytes", Relaxation.getFinalSize(
                                         B.Start, B.Start + B.Bytes));
                J.attribute("instructions", B.Instructions);
                J.attribute("gas", B.Gas);
                optional(J, "entry_height", B.EntryHeight);
                optional(J, "exit_height", B.ExitHeight);
              });
          });
          J.attributeArray("loops", [&] {
            for (const LoopReport &L : R.Loops)
              J.object([&] {
                J.attribute("header", L.Header);
                J.attribute("depth", L.Depth);
                J.attributeArray("blocks", [&] {
                  for (unsigned B : L.Blocks)
                    J.value(B);
                });
                J.attribute("iteration_gas", L.IterationGas);
              });
          });
          J.attributeArray("calls", [&] {
            for (const CallSite &C : R.Calls)
              J.object([&] {
                J.attribute("callee", C.Callee
                                          ? json::Value(C.Callee->getName())
                                          : json::Value(nullptr));
                J.attribute("stack_below", C.Below);
              });
          });
        });
    });
  });
  OS << '\n';
}
