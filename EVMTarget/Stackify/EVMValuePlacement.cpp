//===-- EVMValuePlacement.cpp - Where each value lives ----------------------===//

#include "EVMValuePlacement.h"
#include "EVM.h"
#include "EVMConstantMaterializer.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMStackShuffler.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ScopedPrinter.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumCrossBlock, "Values kept in frame slots across blocks");
EVM_STATISTIC(NumSpilled, "Values spilled to frame slots (out of DUP16 reach)");
EVM_STATISTIC(NumKeptConstants,
              "Constants pushed once in a block and DUPed (optsize)");
EVM_STATISTIC(KeptConstantBytes,
              "Bytes of stack code saved by keeping constants (optsize)");

static cl::opt<bool> KeepLinkValues(
    "evm-keep-link-values", cl::Hidden, cl::init(true),
    cl::desc("In EVM functions optimised for size, keep an immutable or a "
             "library address used more than once on the stack instead of "
             "pushing its full-width placeholder at each use"));

static cl::opt<bool> RereadReturnData(
    "evm-reread-returndatasize", cl::Hidden, cl::init(true),
    cl::desc("Read the return data's size again at each use of a "
             "RETURNDATASIZE when no call lies between them, instead of "
             "keeping it on the stack"));

static cl::opt<bool> KeepConstants(
    "evm-keep-constants", cl::Hidden, cl::init(true),
    cl::desc("In EVM functions optimised for size, push a constant that a "
             "block uses several times once in the block and DUP it, where "
             "that makes the block's code shorter"));

/// Constants tried per block, the most promising first: each try is a dry
/// run of the block.
static constexpr unsigned MaxKeepTrials = 16;

static cl::opt<unsigned> LoopConstantGas(
    "evm-loop-constant-gas", cl::Hidden, cl::init(10),
    cl::desc("Keep a constant used in an innermost loop on the stack through "
             "the loop when its cheapest code costs at least this much gas "
             "more than a DUP (0: never)"));

EVMValuePlacement::EVMValuePlacement(MachineFunction &MF)
    : MF(MF), MRI(MF.getRegInfo()), TII(*MF.getSubtarget().getInstrInfo()) {}

Register EVMValuePlacement::newWord() {
  return MRI.createVirtualRegister(&EVM::GPRRegClass);
}

void EVMValuePlacement::run(bool SpillArguments, bool CrossBlockSlots) {
  localiseSlotReads();
  recordRemats(/*StackLayouts=*/!CrossBlockSlots);
  if (CrossBlockSlots)
    moveCrossBlockValues();
  if (SpillArguments) {
    SmallVector<Register, 32> Args;
    for (MachineInstr &MI : MF.front())
      if (MI.getOpcode() == EVM::ARGUMENT)
        Args.push_back(MI.getOperand(0).getReg());
    for (Register Arg : Args)
      storeAfterDef(Arg, /*AllUses=*/true);
  }
}

/// A FRAME_LOAD can be read again at each use of its value unless a store
/// to its slot comes in between. Stores to a PHI slot sit at the end of the
/// blocks that branch to the PHI's block (critical edges are split), so
/// along any path such a store is followed by the load itself, except within
/// the storing block: there, uses after the store (the other copies of a
/// parallel copy, a branch condition) read the slot once, before the first
/// store, into a value kept on the stack. So do the operands of the
/// successors' PHIs: they are read at the end of the block, after its
/// stores (in a loop that rotates its PHIs, `a = phi [b]` where `b` is
/// spilled would otherwise take `b`'s new value).
void EVMValuePlacement::localiseSlotReads() {
  for (MachineBasicBlock &MBB : MF) {
    DenseMap<int, MachineInstr *> FirstStore;
    DenseMap<const MachineInstr *, unsigned> Order;
    unsigned N = 0;
    for (MachineInstr &MI : MBB) {
      Order[&MI] = N++;
      if (MI.getOpcode() == EVM::FRAME_STORE)
        FirstStore.try_emplace(MI.getOperand(0).getIndex(), &MI);
    }
    if (FirstStore.empty())
      continue;
    // (slot, value) -> the value read before the slot's first store.
    DenseMap<std::pair<int, Register>, Register> Local;
    // A use at position \p At of the block (N: its end).
    auto localise = [&](MachineOperand &MO, unsigned At) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        return;
      MachineInstr *Def = MRI.getVRegDef(MO.getReg());
      if (!Def || Def->getOpcode() != EVM::FRAME_LOAD ||
          NotRemat.count(MO.getReg()))
        return;
      int FI = Def->getOperand(1).getIndex();
      auto It = FirstStore.find(FI);
      if (It == FirstStore.end() || At <= Order[It->second])
        return;
      // Loaded in this block after the store: the value is current.
      if (Def->getParent() == &MBB && Order[Def] > Order[It->second])
        return;
      Register &L = Local[{FI, MO.getReg()}];
      if (!L) {
        L = newWord();
        BuildMI(MBB, It->second, Def->getDebugLoc(), TII.get(EVM::FRAME_LOAD),
                L)
            .addFrameIndex(FI);
        NotRemat.insert(L);
      }
      MO.setReg(L);
    };
    for (MachineInstr &MI : MBB)
      for (MachineOperand &MO : MI.uses())
        localise(MO, Order[&MI]);
    for (MachineBasicBlock *Succ : MBB.successors())
      for (MachineInstr &PHI : Succ->phis())
        for (unsigned I = 1, E = PHI.getNumOperands(); I < E; I += 2)
          if (PHI.getOperand(I + 1).getMBB() == &MBB)
            localise(PHI.getOperand(I), N);
  }
}

/// The stack form of \p MI when it reads, without operands, what is fixed
/// for the whole call of the contract (ADDRESS, CALLER, CALLVALUE,
/// CALLDATASIZE, CODESIZE: InvariantInCall). Read again at each use, such
/// a value costs no stack slot, and the read (2 gas, one byte) is cheaper
/// than the DUP (3 gas, one byte) that would copy it. The block and
/// transaction values (TIMESTAMP, ORIGIN, ...) are not among them: a
/// test host may change them at a call, and a read after the call must
/// not stand for one before it.
static std::optional<unsigned> getCallContextRead(const MachineInstr &MI) {
  const MCInstrDesc &D = MI.getDesc();
  if (MI.isPseudo() || !EVMII::isInvariantInCall(D) || D.getNumDefs() != 1 ||
      MI.getNumExplicitOperands() != 1)
    return std::nullopt;
  int StackOpc = EVM::getStackOpcode(MI.getOpcode());
  if (StackOpc < 0)
    return std::nullopt;
  return static_cast<unsigned>(StackOpc);
}

/// Whether the return data's size that \p Def reads (RETURNDATASIZE) is
/// still the same at each use of its result: no instruction that may
/// replace the return data lies on a path from \p Def to a use. Only a
/// call does: an external call, a creation, or a call of a function of
/// the contract, which may make either. A PHI's operand is used at the end
/// of its predecessor. The middle end merges the reads with no call
/// between them (memory(inaccessiblemem: read), EVMBuiltins), and solc's
/// decoding of a call's result reads the size three to five times: kept
/// on the stack, the merged value cost a DUP (3 gas) at each use where
/// the read costs 2 and no stack slot.
static bool isReturnDataStable(const MachineInstr &Def,
                               const MachineRegisterInfo &MRI) {
  auto replacesReturnData = [](const MachineInstr &MI) {
    switch (MI.getOpcode()) {
    case EVM::CALL:
    case EVM::CALLCODE:
    case EVM::DELEGATECALL:
    case EVM::STATICCALL:
    case EVM::CREATE:
    case EVM::CREATE2:
      return true;
    default:
      return MI.isCall() || MI.isInlineAsm();
    }
  };
  SmallVector<const MachineBasicBlock *, 8> Work;
  SmallPtrSet<const MachineBasicBlock *, 8> Seen;
  // Walks \p MBB back from \p End to Def, or to the block's start and on
  // into its predecessors (queued); false at a call, or at the entry
  // reached on a path without Def (not an SSA def's use).
  auto walkBack = [&](const MachineBasicBlock &MBB,
                      MachineBasicBlock::const_iterator End) {
    for (MachineBasicBlock::const_iterator I = End; I != MBB.begin();) {
      --I;
      if (&*I == &Def)
        return true;
      if (replacesReturnData(*I))
        return false;
    }
    if (MBB.pred_empty())
      return false;
    for (const MachineBasicBlock *Pred : MBB.predecessors())
      if (Seen.insert(Pred).second)
        Work.push_back(Pred);
    return true;
  };
  for (const MachineOperand &MO :
       MRI.use_nodbg_operands(Def.getOperand(0).getReg())) {
    const MachineInstr &Use = *MO.getParent();
    const MachineBasicBlock *MBB = Use.getParent();
    MachineBasicBlock::const_iterator End = Use.getIterator();
    if (Use.isPHI()) {
      MBB = Use.getOperand(MO.getOperandNo() + 1).getMBB();
      End = MBB->end();
    }
    if (!walkBack(*MBB, End))
      return false;
  }
  while (!Work.empty()) {
    const MachineBasicBlock &MBB = *Work.pop_back_val();
    if (!walkBack(MBB, MBB.end()))
      return false;
  }
  return true;
}

std::optional<EVMRemat>
EVMValuePlacement::getLabelPlusConstant(Register A, Register B) const {
  const EVMRemat *RA = getRemat(A), *RB = getRemat(B);
  if (!RA || !RB)
    return std::nullopt;
  if (RA->Kind != EVMRemat::Label)
    std::swap(RA, RB);
  // Offsets within the first 16 MiB, any address of memory that gas can
  // pay for: the sum stays within the PUSH4 a symbolic push may take.
  constexpr int64_t MaxOffset = (1 << 24) - 1;
  if (RA->Kind != EVMRemat::Label || RB->Kind != EVMRemat::Immediate ||
      RB->Value.getActiveBits() > 24)
    return std::nullopt;
  EVMRemat Sum = *RA;
  Sum.Offset += int64_t(RB->Value.getZExtValue());
  if (Sum.Offset < 0 || Sum.Offset > MaxOffset)
    return std::nullopt;
  return Sum;
}

void EVMValuePlacement::recordRemats(bool StackLayouts) {
  // An immutable or a library address is a PUSH32 or PUSH20 of a
  // placeholder the link step fills in: pushed at each use, it costs its
  // 21-33 bytes each time, where a value kept on the stack costs a DUP (the
  // same 3 gas). In a function optimised for size, one used more than once
  // is kept like any value (ERC6551Proxy's implementation address, used on
  // both sides of a branch and stored on one): the layouts may still spill
  // it, to a frame slot read back in 4 bytes. Not in a memory-unsafe
  // module, which has no frame to spill to, nor at -O0, whose values cross
  // blocks in frame slots.
  const bool KeepLinks = KeepLinkValues && StackLayouts &&
                         MF.getFunction().hasOptSize() &&
                         !EVM::isMemoryUnsafe(*MF.getFunction().getParent());
  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);
  for (MachineBasicBlock *MBB : RPOT) {
    for (MachineInstr &MI : *MBB) {
      if (MI.getNumDefs() != 1 || !MI.getOperand(0).isReg())
        continue;
      Register Dst = MI.getOperand(0).getReg();
      switch (MI.getOpcode()) {
      case EVM::CONST_I256:
        Remats[Dst] = {EVMRemat::Immediate,
                       MI.getOperand(1).getCImm()->getValue().zextOrTrunc(256)};
        break;
      case TargetOpcode::IMPLICIT_DEF:
        // Any value will do; zero is the cheapest to push.
        Remats[Dst] = {EVMRemat::Immediate, APInt(256, 0)};
        break;
      case EVM::FRAME_ADDR:
        Remats[Dst] = {EVMRemat::FrameAddress, APInt(),
                       MI.getOperand(1).getIndex()};
        break;
      case EVM::GLOBAL_ADDR: {
        const MachineOperand &GA = MI.getOperand(1);
        Remats[Dst] = {EVMRemat::Label, APInt(), -1,
                       MF.getTarget().getSymbol(GA.getGlobal()),
                       GA.getOffset()};
        break;
      }
      case EVM::HEAPSTART:
        Remats[Dst] = {EVMRemat::Label, APInt(), -1,
                       EVM::getHeapStartSymbol(MF.getContext())};
        break;
      case EVM::LOADIMMUTABLE:
      case EVM::LINKERSYMBOL:
        if (KeepLinks && !MRI.hasOneNonDBGUse(Dst))
          break;
        Remats[Dst] = {EVMRemat::LinkValue,
                       APInt(),
                       -1,
                       MI.getOperand(1).getMCSymbol(),
                       0,
                       EVM::getLinkValueBytes(MI.getOpcode())};
        break;
      case EVM::ADD:
        // A label plus a constant is a label: `heapstart + 32`, solc's
        // ABI encoding at the free memory pointer once the middle end knows
        // it is the heap's start, is PUSH1 0xa0 where the link step puts
        // the heap at 0x80, not PUSH1 0x20 PUSH1 0x80 ADD: 2 bytes and 3
        // gas for 5 and 9, and the sum takes no stack slot.
        if (std::optional<EVMRemat> R = getLabelPlusConstant(
                MI.getOperand(1).getReg(), MI.getOperand(2).getReg()))
          Remats[Dst] = *R;
        break;
      case EVM::FRAME_LOAD:
        if (!NotRemat.count(Dst))
          Remats[Dst] = {EVMRemat::SlotLoad, APInt(),
                         MI.getOperand(1).getIndex()};
        break;
      case TargetOpcode::COPY:
        if (const EVMRemat *Src = getRemat(MI.getOperand(1).getReg()))
          Remats[Dst] = *Src;
        break;
      default: {
        std::optional<unsigned> Opc = getCallContextRead(MI);
        if (!Opc && MI.getOpcode() == EVM::RETURNDATASIZE && RereadReturnData &&
            isReturnDataStable(MI, MRI))
          Opc = EVM::RETURNDATASIZE_S;
        if (Opc)
          Remats[Dst] = {EVMRemat::Reread, APInt(), -1, nullptr, 0, 0, *Opc};
        break;
      }
      }
    }
  }
}

void EVMValuePlacement::collectImmediateUses(
    MachineBasicBlock &MBB, ImmediateUses &Uses,
    function_ref<bool(const APInt &)> Wanted) const {
  for (MachineInstr &MI : MBB) {
    // A PHI's operand is pushed at the end of a predecessor; a copy of a
    // constant is not executed: it is a constant itself.
    if (MI.isPHI() || MI.isDebugInstr() ||
        (MI.getNumDefs() == 1 && MI.getOperand(0).isReg() &&
         isRemat(MI.getOperand(0).getReg())))
      continue;
    for (MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual())
        if (const EVMRemat *R = getRemat(MO.getReg());
            R && R->Kind == EVMRemat::Immediate && Wanted(R->Value))
          Uses[R->Value].push_back(&MO);
  }
}

/// A constant is pushed at each use in its cheapest form, which under
/// optsize is the fewest bytes: `add(1, div(not(0), 58))`, solady's
/// Base58 overflow threshold, is `PUSH1 0x3a PUSH0 NOT DIV PUSH1 0x1 ADD`,
/// 8 bytes and 19 gas, where PUSH32 is 33 bytes and a DUP 3 gas. In a loop
/// that code runs on every turn (legacy keeps solady's `t` on the stack
/// and DUPs it). A constant an innermost loop uses whose code costs at
/// least LoopConstantGas more than a DUP is therefore pushed once at the
/// end of the loop's preheader, by a CONST_I256 of its own that is not
/// rematerialised, and the loop's uses take that value: the layouts then
/// keep it like any value live through the loop (or spill it, to a slot
/// read back for 6 gas). Cheaper constants stay pushed at each use: kept,
/// `not(0x1f)` (PUSH1 NOT, 6 gas) cost more in SWAPs and deeper DUPs than
/// it saved (performance.md, "Costly constants kept through a loop").
unsigned EVMValuePlacement::keepLoopConstants(const MachineLoopInfo &MLI) {
  if (!LoopConstantGas || EVM::isMemoryUnsafe(*MF.getFunction().getParent()))
    return 0;
  const EVMStackGas Gas(*MF.getSubtarget().getInstrInfo());
  const EVMConstantMaterializer Constants(Gas, MF.getFunction());
  unsigned NumKept = 0;
  for (MachineLoop *L : MLI.getLoopsInPreorder()) {
    MachineBasicBlock *Preheader = L->getLoopPreheader();
    if (!L->isInnermost() || !Preheader)
      continue;
    ImmediateUses Uses;
    for (MachineBasicBlock *MBB : L->blocks())
      collectImmediateUses(*MBB, Uses, [&](const APInt &Value) {
        return Constants.get(Value).Gas >= Gas.dup() + LoopConstantGas;
      });
    for (auto &[Value, Ops] : Uses) {
      Register Reg = newWord();
      BuildMI(*Preheader, Preheader->getFirstTerminator(), DebugLoc(),
              TII.get(EVM::CONST_I256), Reg)
          .addCImm(ConstantInt::get(MF.getFunction().getContext(), Value));
      for (MachineOperand *MO : Ops)
        MO->setReg(Reg);
      EVM_DEBUG(dbgs() << "evm-stackify: " << printMBBReference(*Preheader)
                       << ": constant 0x" << toString(Value, 16, false)
                       << " (" << Constants.get(Value).Gas << " gas) kept "
                       << "through the loop at "
                       << printMBBReference(*L->getHeader()) << ", "
                       << Ops.size() << " uses\n");
      ++NumKept;
    }
  }
  return NumKept;
}

/// Every constant is rematerialised: pushed at each use, which costs no
/// stack slot and, for a plain PUSHn, no more gas than a DUPn (3). In bytes
/// it is not free: a 32-byte constant is a 33-byte PUSH32 at each use, a
/// DUP one byte. So, in a function optimised for size, a constant that
/// several instructions of a block use can be pushed once in the block, by
/// a CONST_I256 of its own before the first of them, which is not
/// rematerialised: the emitter DUPs it like any value and its last use
/// consumes it.
///
/// Keeping it takes a stack slot, which can push another value out of
/// DUP16 reach, and can cost SWAPs and a POP, so the gain is not known
/// until the block is scheduled. This therefore runs once the layouts are
/// final (after spilling, edge splits and the frame), block by block, and
/// measures: a constant is kept only if the emitter's dry run of the block
/// from its final entry and exit layouts (\p Cost) succeeds and is shorter
/// than without it. The value stays within its block, so no layout, no
/// other block and no spill decision changes: keeping a constant never
/// causes a spill, and no block grows (as the emitter counts bytes, before
/// the peephole pass). In a block inside a loop (\p InLoop), the block's
/// gas must go down too, since a loop pays a SWAP at every iteration; and
/// strictly, since the peephole pass may still remove a SWAP from the
/// code without the constant kept, which the emitter's count does not
/// know.
///
/// The candidates are the constants used at least twice in the block
/// whose PUSH is longer than a DUP, tried in the order of the bytes the
/// DUPs could save at best ((uses - 1) * (push size - 1)), each on top of
/// those kept before.
unsigned EVMValuePlacement::keepRepeatedConstants(
    BlockCostFn Cost, function_ref<bool(const MachineBasicBlock &)> InLoop) {
  if (!KeepConstants || !MF.getFunction().hasOptSize())
    return 0;
  unsigned NumKept = 0;
  const EVMStackGas Gas(*MF.getSubtarget().getInstrInfo());
  const EVMConstantMaterializer Constants(Gas, /*OptSize=*/true);
  for (MachineBasicBlock &MBB : MF) {
    // The uses of each rematerialised immediate in the block, in order.
    ImmediateUses Uses;
    collectImmediateUses(MBB, Uses, [](const APInt &) { return true; });
    struct Candidate {
      const APInt *Value;
      ArrayRef<MachineOperand *> Ops;
      unsigned Potential;
    };
    SmallVector<Candidate, 8> Candidates;
    for (auto &[Value, Ops] : Uses) {
      unsigned Potential =
          (Ops.size() - 1) * (Constants.get(Value).Bytes - 1);
      if (Potential > 0)
        Candidates.push_back({&Value, Ops, Potential});
    }
    if (Candidates.empty())
      continue;
    llvm::stable_sort(Candidates, [](const Candidate &A, const Candidate &B) {
      return A.Potential > B.Potential;
    });
    if (Candidates.size() > MaxKeepTrials)
      Candidates.resize(MaxKeepTrials);
    std::optional<BlockCost> Best = Cost(MBB);
    if (!Best)
      continue;
    const bool Loop = InLoop(MBB);
    for (const Candidate &C : Candidates) {
      MachineInstr &First = *C.Ops.front()->getParent();
      Register Reg = newWord();
      MachineInstr *Def =
          BuildMI(MBB, First, First.getDebugLoc(), TII.get(EVM::CONST_I256),
                  Reg)
              .addCImm(ConstantInt::get(MF.getFunction().getContext(),
                                        *C.Value));
      SmallVector<Register, 4> Old;
      for (MachineOperand *MO : C.Ops) {
        Old.push_back(MO->getReg());
        MO->setReg(Reg);
      }
      std::optional<BlockCost> Try = Cost(MBB);
      bool Keep = Try && Try->Bytes < Best->Bytes &&
                  (!Loop || Try->Gas < Best->Gas);
      EVM_DEBUG({
        dbgs() << "evm-stackify: " << printMBBReference(MBB) << ": constant 0x"
               << toString(*C.Value, 16, false) << ", " << C.Ops.size()
               << " uses: " << Best->Bytes << " bytes, " << Best->Gas
               << " gas pushed at each use, ";
        if (Try)
          dbgs() << Try->Bytes << " bytes, " << Try->Gas << " gas kept";
        else
          dbgs() << "out of reach kept";
        dbgs() << (Loop ? " (in a loop)" : "")
               << (Keep ? ": kept\n" : ": pushed\n");
      });
      if (Keep) {
        KeptConstantBytes += Best->Bytes - Try->Bytes;
        Best = Try;
        ++NumKept;
        continue;
      }
      for (auto [MO, R] : zip(C.Ops, Old))
        MO->setReg(R);
      Def->eraseFromParent();
    }
  }
  NumKeptConstants += NumKept;
  return NumKept;
}

void EVMValuePlacement::moveCrossBlockValues() {
  SmallVector<Register, 16> Moved;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      for (const MachineOperand &MO : MI.defs()) {
        Register Reg = MO.getReg();
        if (!Reg.isVirtual() || isRemat(Reg))
          continue;
        for (const MachineInstr &User : MRI.use_nodbg_instructions(Reg))
          if (User.getParent() != &MBB) {
            Moved.push_back(Reg);
            break;
          }
      }
  for (Register Reg : Moved) {
    EVM_DEBUG(dbgs() << "evm-stackify: " << printReg(Reg)
                     << " lives across blocks: frame slot\n");
    storeAfterDef(Reg, /*AllUses=*/false);
  }
  NumCrossBlock += Moved.size();
}

/// For the resource report and the CFG picture.
void EVMValuePlacement::noteSpill(Register Reg) {
  auto &Info = *MF.getInfo<EVMMachineFunctionInfo>();
  ++Info.NumSpilledValues;
  Info.SpilledValues.push_back(to_string(printReg(Reg)));
}

void EVMValuePlacement::spill(Register Reg) {
  storeAfterDef(Reg, /*AllUses=*/true);
  ++NumSpilled;
  noteSpill(Reg);
}

void EVMValuePlacement::spillPHI(
    MachineInstr &PHI,
    function_ref<MachineBasicBlock *(MachineBasicBlock &, MachineBasicBlock &)>
        SplitEdge) {
  MachineBasicBlock &MBB = *PHI.getParent();
  Register Dst = PHI.getOperand(0).getReg();
  int FI = MF.getFrameInfo().CreateStackObject(32, Align(32),
                                               /*isSpillSlot=*/true);
  SmallVector<std::pair<Register, MachineBasicBlock *>, 4> Incoming;
  for (unsigned I = 1, E = PHI.getNumOperands(); I < E; I += 2)
    Incoming.push_back(
        {PHI.getOperand(I).getReg(), PHI.getOperand(I + 1).getMBB()});
  for (auto [In, Pred] : Incoming) {
    const MachineInstr *Def = MRI.getVRegDef(In);
    if (Def && Def->isImplicitDef())
      continue;
    // A store at the end of a block with other successors would change the
    // slot on the way to them too.
    MachineBasicBlock *At = Pred->succ_size() > 1 ? SplitEdge(*Pred, MBB) : Pred;
    BuildMI(*At, At->getFirstTerminator(), PHI.getDebugLoc(),
            TII.get(EVM::FRAME_STORE))
        .addFrameIndex(FI)
        .addReg(In);
  }
  BuildMI(MBB, MBB.getFirstNonPHI(), PHI.getDebugLoc(),
          TII.get(EVM::FRAME_LOAD), Dst)
      .addFrameIndex(FI);
  PHI.eraseFromParent();
  Remats[Dst] = {EVMRemat::SlotLoad, APInt(), FI};
  // Uses after the stores in the storing blocks read the slot before them.
  localiseSlotReads();
  ++NumSpilled;
  noteSpill(Dst);
}

void EVMValuePlacement::storeAfterDef(Register Reg, bool AllUses) {
  MachineInstr *Def = MRI.getVRegDef(Reg);
  MachineBasicBlock &MBB = *Def->getParent();
  auto [It, Inserted] = InSlot.try_emplace(Reg);
  if (Inserted) {
    int FI = MF.getFrameInfo().CreateStackObject(32, Align(32),
                                                 /*isSpillSlot=*/true);
    Register Load = newWord();
    auto InsertPt = std::next(Def->getIterator());
    BuildMI(MBB, InsertPt, Def->getDebugLoc(), TII.get(EVM::FRAME_STORE))
        .addFrameIndex(FI)
        .addReg(Reg);
    BuildMI(MBB, InsertPt, Def->getDebugLoc(), TII.get(EVM::FRAME_LOAD), Load)
        .addFrameIndex(FI);
    Remats[Load] = {EVMRemat::SlotLoad, APInt(), FI};
    It->second = {FI, Load};
  }
  auto [FI, Load] = It->second;
  for (MachineOperand &MO : make_early_inc_range(MRI.use_operands(Reg))) {
    MachineInstr *User = MO.getParent();
    if (User->getOpcode() == EVM::FRAME_STORE &&
        User->getOperand(0).getIndex() == FI)
      continue;
    if (AllUses || User->getParent() != &MBB)
      MO.setReg(Load);
  }
}

Register EVMValuePlacement::getFrameAddress(int FI) {
  Register &Reg = FrameAddresses[FI];
  if (!Reg) {
    Reg = newWord();
    Remats[Reg] = {EVMRemat::FrameAddress, APInt(), FI};
  }
  return Reg;
}

Register EVMValuePlacement::getLabel(MCSymbol *Sym) {
  Register Reg = newWord();
  Remats[Reg] = {EVMRemat::Label, APInt(), -1, Sym};
  return Reg;
}
