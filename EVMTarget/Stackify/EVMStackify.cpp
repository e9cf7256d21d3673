//===-- EVMStackify.cpp - Turn virtual registers into stack slots -----------===//
//
/// \file
/// The EVM has no registers: every operand is read from the top of the
/// operand stack. This pass replaces virtual registers by stack operations,
/// in six stages:
///
///  1. Linearise: blocks keep the layout order block placement chose;
///     blocks nothing branches to are removed. Block labels are the blocks'
///     symbols (deterministic).
///  2. Classify values (EVMStackLayout): rematerialised (constants, frame
///     and global addresses, slot reads), kept on the stack within their block, or
///     kept in a frame slot when used in another block. At block boundaries
///     the stack holds only the function's base: the return address and,
///     for a function that saves its frame, the saved words.
///  3. Spill: each block is scheduled in a dry run; while a value would sit
///     deeper than DUP16/SWAP16 can reach, it moves to a frame slot.
///  4. Lay out the frame (EVMFrameLayout): offsets of allocas and slots,
///     slots with disjoint lifetimes sharing words.
///  5. Schedule: for each instruction, bring its operands to the top of the
///     stack, first operand on top (DUPn/SWAPn/PUSH/POP through
///     EVMStackModel), and emit its stack form:
///      * constants, frame and global addresses and slot reads are pushed
///        at each use;
///      * a value used for the last time is consumed in place when it
///        already sits where the instruction needs it (or can be swapped
///        there, or the instruction commutes); otherwise it is duplicated;
///      * dead values are popped lazily: from the top when that lets the
///        next instruction consume an operand in place, from deeper down
///        when they are in the way of a value DUP16 must reach, and at the
///        end of the block; a block that halts never pays for popping them.
///  6. Lower terminators and calls: the stack is shuffled to the block's
///     exit shape, branches become `PUSH2 label; JUMPI/JUMP` (none to the
///     next block), returns restore the caller's stack shape, and every jump
///     target starts with JUMPDEST. Internal calls push a return label, the
///     arguments (and, through a pointer, the callee's address), and jump
///     (docs/calling-convention.md).
///
/// The stack verifier (EVMStackVerifier) checks the result.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMCallGraph.h"
#include "EVMFrameLayout.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMStackLayout.h"
#include "EVMStackModel.h"
#include "EVMSubtarget.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

namespace {

class EVMStackify final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackify() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM Stackify"; }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  /// The scheduling state of one block.
  struct BlockState {
    EVMStackModel Stack;
    /// Uses of each value not yet scheduled in this block.
    DenseMap<Register, unsigned> UsesLeft;
    bool DryRun;
    /// In a dry run: the value that could not be reached.
    Register TooDeep;
    BlockState(MachineBasicBlock &MBB, const EVMInstrInfo &TII, bool DryRun)
        : Stack(MBB, TII), DryRun(DryRun) {
      Stack.setDryRun(DryRun);
    }
  };

  void removeUnreachableBlocks();
  bool isInCallGraphCycle(const Function &F) const;
  bool frameAddressEscapes() const;

  /// Schedules \p MBB. A dry run changes nothing and, if a value is out of
  /// reach, returns false with the value in BS.TooDeep.
  bool scheduleBlock(MachineBasicBlock &MBB, bool DryRun, Register &TooDeep);
  void initEntryStack(MachineBasicBlock &MBB, BlockState &BS);
  void emitPrologue(MachineBasicBlock &MBB, BlockState &BS);
  bool scheduleCopy(MachineInstr &MI, BlockState &BS);
  bool scheduleInstr(unsigned StackOpc,
                     SmallVectorImpl<Register> &Uses, ArrayRef<Register> Defs,
                     bool Commutable, BlockState &BS);
  bool scheduleCall(MachineInstr &MI, BlockState &BS, bool &Halts);
  bool scheduleTerminators(MachineBasicBlock &MBB,
                           MachineBasicBlock::iterator First, BlockState &BS);
  bool scheduleReturn(MachineInstr &Ret, BlockState &BS);
  bool arrangeOperands(SmallVectorImpl<Register> &Uses, bool Commutable,
                       BlockState &BS);
  bool placeOperands(ArrayRef<Register> Uses, EVMStackModel &Stack,
                     const BlockState &BS, Register &Failed);
  bool shuffleTo(ArrayRef<Register> Target, BlockState &BS);
  bool removeDeadSlot(BlockState &BS);
  void popDeadTopIfUseful(ArrayRef<Register> Uses, BlockState &BS);
  void emitRemat(Register Reg, EVMStackModel &Stack, Register Name);
  bool fail(BlockState &BS, Register Reg);

  /// True if \p Reg has no use left after the current instruction.
  bool isDead(Register Reg, const BlockState &BS) const {
    if (!Reg.isValid())
      return false;
    auto It = BS.UsesLeft.find(Reg);
    return It == BS.UsesLeft.end() || It->second == 0;
  }
  /// True if every remaining use of \p Reg is among \p Uses, the operands
  /// of the current instruction: one of them may consume it.
  bool diesAt(Register Reg, ArrayRef<Register> Uses,
              const BlockState &BS) const {
    return !isRemat(Reg) && BS.UsesLeft.lookup(Reg) ==
                                static_cast<unsigned>(count(Uses, Reg));
  }
  bool isRemat(Register Reg) const { return Values->isRemat(Reg); }
  void consume(ArrayRef<Register> Uses, BlockState &BS) const {
    for (Register R : Uses)
      if (!isRemat(R))
        --BS.UsesLeft[R];
  }
  void reportError(const Twine &Msg);

  MachineFunction *MF = nullptr;
  const EVMInstrInfo *TII = nullptr;
  MachineRegisterInfo *MRI = nullptr;
  EVMMachineFunctionInfo *FuncInfo = nullptr;
  std::unique_ptr<EVMStackLayout> Values;
  std::unique_ptr<EVMFrameLayout> Frame;
  /// Stack words below every block's values: the return address and the
  /// saved frame words.
  unsigned BaseHeight = 0;
  unsigned SavedWords = 0;
  /// Argument N's register (or a register without uses).
  SmallVector<Register, 8> Arguments;
  bool HadError = false;
};

} // end anonymous namespace

char EVMStackify::ID = 0;
INITIALIZE_PASS(EVMStackify, DEBUG_TYPE,
                "Schedule EVM stack operations for virtual registers", false,
                false)

FunctionPass *llvm::createEVMStackifyPass() { return new EVMStackify(); }

void EVMStackify::reportError(const Twine &Msg) {
  const Function &F = MF->getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg));
  HadError = true;
}

bool EVMStackify::runOnMachineFunction(MachineFunction &MF) {
  this->MF = &MF;
  TII = MF.getSubtarget<EVMSubtarget>().getInstrInfo();
  MRI = &MF.getRegInfo();
  FuncInfo = MF.getInfo<EVMMachineFunctionInfo>();
  HadError = false;
  const Function &F = MF.getFunction();

  // Stage 1.
  removeUnreachableBlocks();

  // The function's interface.
  Arguments.clear();
  for (MachineInstr &MI : MF.front())
    if (MI.getOpcode() == EVM::ARGUMENT) {
      unsigned Index = MI.getOperand(1).getImm();
      if (Arguments.size() <= Index)
        Arguments.resize(Index + 1);
      Arguments[Index] = MI.getOperand(0).getReg();
    }
  for (Register &Arg : Arguments)
    if (!Arg)
      Arg = MRI->createVirtualRegister(&EVM::GPRRegClass);
  FuncInfo->NumArguments = Arguments.size();
  FuncInfo->HasReturnAddress = !EVM::isEntryFunction(F) && !F.doesNotReturn();
  FuncInfo->NumResults = 0;
  for (MachineBasicBlock &MBB : MF)
    if (!MBB.empty() && MBB.back().getOpcode() == EVM::RET)
      FuncInfo->NumResults = MBB.back().getNumOperands();
  BaseHeight = FuncInfo->HasReturnAddress ? 1 : 0;
  SavedWords = 0;
  bool Recursive = FuncInfo->HasReturnAddress && isInCallGraphCycle(F);
  if (Recursive && Arguments.size() > EVM::MaxStackAccess)
    reportError("a recursive function takes at most 16 argument words");
  if (FuncInfo->NumResults > EVM::MaxStackAccess)
    reportError("a function returns at most 16 words");

  // Stage 2.
  Values = std::make_unique<EVMStackLayout>(MF);
  Values->run(/*SpillArguments=*/Arguments.size() > EVM::MaxStackAccess);

  // Stage 3: spill until every block can be scheduled.
  for (MachineBasicBlock &MBB : MF) {
    for (unsigned Round = 0; !HadError; ++Round) {
      Register TooDeep;
      if (scheduleBlock(MBB, /*DryRun=*/true, TooDeep))
        break;
      if (!TooDeep || Round > MRI->getNumVirtRegs()) {
        reportError("stack too deep: cannot schedule block '" + MBB.getName() +
                    "' within DUP16/SWAP16 reach");
        break;
      }
      Values->spill(TooDeep);
    }
  }

  // Stage 4.
  Frame = std::make_unique<EVMFrameLayout>(MF, *Values);
  if (!HadError && !Frame->run())
    HadError = true;
  FuncInfo->FrameSize = Frame->getFrameSize();
  FuncInfo->SavesFrame = Recursive && FuncInfo->FrameSize > 0;
  if (FuncInfo->SavesFrame) {
    SavedWords = FuncInfo->FrameSize / 32;
    BaseHeight += SavedWords;
    if (frameAddressEscapes())
      reportError("the address of a local variable of a recursive function "
                  "escapes; recursive activations share one frame");
  }
  if (FuncInfo->FrameSize) {
    const MCAsmInfo &MAI = *MF.getTarget().getMCAsmInfo();
    FuncInfo->FrameSymbol = MF.getContext().getOrCreateSymbol(
        Twine(MAI.getPrivateGlobalPrefix()) + "frame." + MF.getName());
  }

  // Stages 5 and 6.
  if (!HadError) {
    for (MachineBasicBlock &MBB : MF) {
      Register TooDeep;
      if (!scheduleBlock(MBB, /*DryRun=*/false, TooDeep)) {
        reportError("internal: stack too deep in block '" + MBB.getName() +
                    "' after spilling");
        break;
      }
    }
  }

  if (!HadError) {
    // Every jump target starts with JUMPDEST; a function called by jumping
    // to it too.
    SmallPtrSet<MachineBasicBlock *, 16> Targets;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB.terminators())
        if (MI.getOpcode() == EVM::BR_S || MI.getOpcode() == EVM::BRCOND_S)
          Targets.insert(MI.getOperand(0).getMBB());
    if (!EVM::isEntryFunction(F))
      Targets.insert(&MF.front());
    for (MachineBasicBlock &MBB : MF)
      if (Targets.count(&MBB))
        BuildMI(MBB, MBB.begin(), DebugLoc(), TII->get(EVM::JUMPDEST_S));
  } else {
    // Leave well-formed stack code behind so that later passes do not trip
    // over register-form instructions; llc fails on the diagnostic.
    for (MachineBasicBlock &MBB : MF) {
      MBB.clear();
      BuildMI(MBB, MBB.end(), DebugLoc(), TII->get(EVM::INVALID_S));
    }
    FuncInfo->NumArguments = 0;
    FuncInfo->HasReturnAddress = false;
  }

  Values.reset();
  Frame.reset();
  MRI->clearVirtRegs();
  MF.getProperties().setNoVRegs();
  return true;
}

void EVMStackify::removeUnreachableBlocks() {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineBasicBlock &MBB : make_early_inc_range(*MF)) {
      if (&MBB == &MF->front() || !MBB.pred_empty())
        continue;
      while (!MBB.succ_empty())
        MBB.removeSuccessor(MBB.succ_begin());
      MBB.eraseFromParent();
      Changed = true;
    }
  }
}

/// True if \p F can be called while it is active: it is on a cycle of the
/// module's call graph (EVMCallGraph: calls through pointers included).
bool EVMStackify::isInCallGraphCycle(const Function &F) const {
  return EVMCallGraph(*F.getParent()).isRecursive(F);
}

/// True if the address of an alloca may leave the function: it flows (through
/// arithmetic and copies) into a call argument, a stored value or a result.
bool EVMStackify::frameAddressEscapes() const {
  SmallVector<Register, 8> Work;
  SmallDenseSet<Register, 8> Seen;
  for (const MachineBasicBlock &MBB : *MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == EVM::FRAME_ADDR)
        Work.push_back(MI.getOperand(0).getReg());
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    if (!Seen.insert(R).second)
      continue;
    for (const MachineOperand &MO : MRI->use_nodbg_operands(R)) {
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

bool EVMStackify::fail(BlockState &BS, Register Reg) {
  BS.TooDeep = Reg;
  return false;
}

void EVMStackify::emitRemat(Register Reg, EVMStackModel &Stack,
                            Register Name) {
  const EVMRemat &R = *Values->getRemat(Reg);
  switch (R.Kind) {
  case EVMRemat::Immediate:
    Stack.emitPush(R.Value, Name);
    return;
  case EVMRemat::FrameAddress:
    Stack.emitPushSymbol(FuncInfo->FrameSymbol,
                         Frame ? Frame->getOffset(R.FI) : 0, Name);
    return;
  case EVMRemat::SlotLoad:
    Stack.emitPushSymbol(FuncInfo->FrameSymbol,
                         Frame ? Frame->getOffset(R.FI) : 0);
    Stack.emitOp(EVM::MLOAD_S);
    Stack.pop();
    Stack.push(Name);
    return;
  case EVMRemat::Label:
    Stack.emitPushSymbol(R.Sym, R.Offset, Name);
    return;
  }
}

void EVMStackify::initEntryStack(MachineBasicBlock &MBB, BlockState &BS) {
  // The function's base. Saved frame words are only known after the dry
  // runs (nothing touches them anyway); at the function's entry the prologue
  // pushes them below the arguments.
  bool IsEntry = &MBB == &MF->front();
  unsigned Base = IsEntry ? BaseHeight - SavedWords : BaseHeight;
  for (unsigned I = 0; I < Base; ++I)
    BS.Stack.push(Register());
  if (IsEntry) {
    // Argument 0 on top.
    for (unsigned I = Arguments.size(); I-- > 0;)
      BS.Stack.push(Arguments[I]);
    if (!BS.DryRun && SavedWords)
      emitPrologue(MBB, BS);
  }
  for (Register R : Values->getEntryLayout(MBB))
    BS.Stack.push(R);
}

/// A function that saves its frame pushes the frame's words at entry, below
/// its arguments: each saved word is swapped with the deepest argument, and
/// the arguments are then put back in order.
void EVMStackify::emitPrologue(MachineBasicBlock &MBB, BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  Stack.setInsertPoint(MBB.begin(), DebugLoc());
  unsigned N = Arguments.size();
  for (unsigned W = 0; W < SavedWords; ++W) {
    Stack.emitPushSymbol(FuncInfo->FrameSymbol, 32 * W);
    Stack.emitOp(EVM::MLOAD_S);
    if (N)
      Stack.emitSwap(N);
  }
  SmallVector<Register, 16> InOrder;
  for (unsigned I = N; I-- > 0;)
    InOrder.push_back(Arguments[I]);
  unsigned SavedBase = BaseHeight;
  BaseHeight = Stack.size() - N;
  shuffleTo(InOrder, BS);
  BaseHeight = SavedBase;
}

bool EVMStackify::scheduleBlock(MachineBasicBlock &MBB, bool DryRun,
                                Register &TooDeep) {
  BlockState BS(MBB, *TII, DryRun);
  for (const MachineInstr &MI : MBB)
    for (const MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual() && !isRemat(MO.getReg()))
        ++BS.UsesLeft[MO.getReg()];
  // The prologue goes before the block's first instruction.
  MachineBasicBlock::iterator Begin = MBB.begin();
  initEntryStack(MBB, BS);

  auto Erase = [&](MachineInstr &MI) {
    if (!DryRun)
      MI.eraseFromParent();
  };
  for (MachineInstr &MI : make_early_inc_range(make_range(Begin, MBB.end()))) {
    if (MI.isTerminator())
      return scheduleTerminators(MBB, MI.getIterator(), BS) ||
             (TooDeep = BS.TooDeep, false);
    BS.Stack.setInsertPoint(MI.getIterator(), MI.getDebugLoc());
    unsigned Opc = MI.getOpcode();
    bool Ok = true, Halts = false;
    if (MI.isDebugInstr() || Opc == EVM::ARGUMENT ||
        (MI.getNumDefs() == 1 && MI.getOperand(0).isReg() &&
         isRemat(MI.getOperand(0).getReg()))) {
      // Placed already, or rematerialised where used.
      Erase(MI);
      continue;
    }
    if (MI.isCopy()) {
      Ok = scheduleCopy(MI, BS);
    } else if (Opc == EVM::FCALL) {
      Ok = scheduleCall(MI, BS, Halts);
    } else if (Opc == EVM::FRAME_STORE) {
      SmallVector<Register, 2> Uses = {
          Values->getFrameAddress(MI.getOperand(0).getIndex()),
          MI.getOperand(1).getReg()};
      Ok = scheduleInstr(EVM::MSTORE_S, Uses, {}, false, BS);
    } else if (Opc == EVM::FRAME_LOAD) {
      SmallVector<Register, 1> Uses = {
          Values->getFrameAddress(MI.getOperand(1).getIndex())};
      Ok = scheduleInstr(EVM::MLOAD_S, Uses, {MI.getOperand(0).getReg()},
                         false, BS);
    } else {
      int StackOpc = EVM::getStackOpcode(Opc);
      if (StackOpc < 0) {
        reportError("internal: no stack form for " + TII->getName(Opc));
        return false;
      }
      SmallVector<Register, 8> Uses, Defs;
      for (const MachineOperand &MO : MI.operands())
        if (MO.isReg())
          (MO.isDef() ? Defs : Uses).push_back(MO.getReg());
      Halts = EVMII::haltsExecution(MI.getDesc());
      Ok = scheduleInstr(StackOpc, Uses, Defs, MI.isCommutable(), BS);
    }
    if (!Ok) {
      TooDeep = BS.TooDeep;
      return false;
    }
    if (Halts) {
      // Nothing after this instruction runs.
      if (!DryRun) {
        MBB.erase(std::next(MI.getIterator()), MBB.end());
        while (!MBB.succ_empty())
          MBB.removeSuccessor(MBB.succ_begin());
      }
      Erase(MI);
      return true;
    }
    Erase(MI);
  }
  // The block falls through (or ends without ending execution, which only
  // unreachable code does).
  return scheduleTerminators(MBB, MBB.end(), BS) ||
         (TooDeep = BS.TooDeep, false);
}

/// A copy names an existing value anew: rename its slot when the source dies
/// here, duplicate it otherwise.
bool EVMStackify::scheduleCopy(MachineInstr &MI, BlockState &BS) {
  Register Dst = MI.getOperand(0).getReg();
  Register Src = MI.getOperand(1).getReg();
  --BS.UsesLeft[Src];
  std::optional<unsigned> Depth = BS.Stack.findDepth(Src);
  if (!Depth) {
    reportError("internal: copied value is not on the stack");
    return false;
  }
  if (isDead(Src, BS)) {
    BS.Stack.rename(*Depth, Dst);
    return true;
  }
  while (*BS.Stack.findDepth(Src) + 1 > EVM::MaxStackAccess)
    if (!removeDeadSlot(BS))
      return fail(BS, Src);
  BS.Stack.emitDup(*BS.Stack.findDepth(Src));
  BS.Stack.rename(0, Dst);
  return true;
}

bool EVMStackify::scheduleInstr(unsigned StackOpc,
                                SmallVectorImpl<Register> &Uses,
                                ArrayRef<Register> Defs, bool Commutable,
                                BlockState &BS) {
  popDeadTopIfUseful(Uses, BS);
  if (!arrangeOperands(Uses, Commutable, BS))
    return false;
  // The instruction consumes its operands and pushes its results.
  for (unsigned I = 0, E = Uses.size(); I < E; ++I)
    BS.Stack.pop();
  BS.Stack.emitOp(StackOpc);
  for (Register Def : Defs)
    BS.Stack.push(Def);
  return true;
}

/// An internal call: the return label (unless the callee cannot return),
/// then the arguments, argument 0 on top; the callee leaves its results,
/// result 0 on top, at the return label. A call through a function pointer
/// has the callee's address on top of the arguments and jumps to it.
bool EVMStackify::scheduleCall(MachineInstr &MI, BlockState &BS, bool &Halts) {
  unsigned NumDefs = 0;
  while (NumDefs < MI.getNumOperands() && MI.getOperand(NumDefs).isReg() &&
         MI.getOperand(NumDefs).isDef())
    ++NumDefs;
  const MachineOperand &CalleeMO = MI.getOperand(NumDefs);
  const Function *Callee =
      CalleeMO.isGlobal() ? cast<Function>(CalleeMO.getGlobal()) : nullptr;
  SmallVector<Register, 8> Uses;
  if (!Callee)
    Uses.push_back(CalleeMO.getReg());
  for (unsigned I = NumDefs + 1, E = MI.getNumOperands(); I < E; ++I)
    Uses.push_back(MI.getOperand(I).getReg());
  // Whether a function pointer's target returns is not known; a label left
  // below the arguments of a callee that does not return is harmless.
  Halts = Callee && Callee->doesNotReturn();
  MCSymbol *RetSym = nullptr;
  if (!Halts) {
    if (!BS.DryRun)
      RetSym = MF->getContext().createTempSymbol("ret", true);
    Uses.push_back(Values->getLabel(RetSym));
  }

  popDeadTopIfUseful(Uses, BS);
  if (!arrangeOperands(Uses, /*Commutable=*/false, BS))
    return false;
  for (unsigned I = 0, E = Uses.size(); I < E; ++I)
    BS.Stack.pop();
  if (MachineInstr *Call =
          BS.Stack.emitOp(Callee ? EVM::FCALL_S : EVM::ICALL_S)) {
    MachineInstrBuilder MIB(*MF, Call);
    if (Callee)
      MIB.addGlobalAddress(Callee);
    MIB.addImm(Uses.size()).addImm(NumDefs);
  }
  if (Halts)
    return true;
  if (MachineInstr *Dest = BS.Stack.emitOp(EVM::JUMPDEST_S))
    Dest->setPreInstrSymbol(*MF, RetSym);
  for (unsigned I = NumDefs; I-- > 0;)
    BS.Stack.push(MI.getOperand(I).getReg());
  return true;
}

/// Lowers the block's terminators (from \p First), or its fall-through:
/// the stack is shuffled to the exit shape (the base, plus a branch
/// condition or the results) and the jumps are emitted.
bool EVMStackify::scheduleTerminators(MachineBasicBlock &MBB,
                                      MachineBasicBlock::iterator First,
                                      BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  MachineBasicBlock *Next =
      std::next(MBB.getIterator()) == MF->end() ? nullptr
                                                : &*std::next(MBB.getIterator());
  DebugLoc DL = First == MBB.end() ? DebugLoc() : First->getDebugLoc();
  Stack.setInsertPoint(First, DL);

  Register Cond;
  bool Negate = false;
  MachineBasicBlock *Taken = nullptr, *Other = nullptr;
  MachineInstr *Ret = nullptr;
  for (MachineInstr &MI : make_range(First, MBB.end())) {
    switch (MI.getOpcode()) {
    case EVM::BR:
      (Taken && Cond ? Other : Taken) = MI.getOperand(0).getMBB();
      break;
    case EVM::BRCOND:
    case EVM::BRCONDZ:
      Cond = MI.getOperand(0).getReg();
      Negate = MI.getOpcode() == EVM::BRCONDZ;
      Taken = MI.getOperand(1).getMBB();
      break;
    case EVM::RET:
      Ret = &MI;
      break;
    default:
      if (!MI.isDebugInstr()) {
        reportError("internal: unexpected terminator " +
                    TII->getName(MI.getOpcode()));
        return false;
      }
    }
  }
  if (Ret) {
    if (!scheduleReturn(*Ret, BS))
      return false;
  } else {
    if (!Cond) {
      // Unconditional: the branch target, or the only successor.
      if (!Taken && MBB.succ_size() == 1)
        Taken = *MBB.succ_begin();
      Other = Taken;
    } else if (!Other) {
      Other = Next;
    }
    if (Cond && Taken == Other)
      Cond = Register();
    if (Cond && Taken == Next) {
      // Branch on the opposite condition to the other block and fall
      // through to this one.
      std::swap(Taken, Other);
      Negate = !Negate;
    }
    SmallVector<Register, 1> Target;
    if (Cond) {
      consume(Cond, BS);
      Target.push_back(Cond);
    }
    if (!shuffleTo(Target, BS))
      return false;
    if (Cond) {
      if (Negate) {
        Stack.emitOp(EVM::ISZERO_S);
        Stack.rename(0, Register());
      }
      if (MachineInstr *Br = Stack.emitOp(EVM::BRCOND_S))
        MachineInstrBuilder(*MF, Br).addMBB(Taken);
      Stack.pop();
    }
    if (Other && Other != Next) {
      if (MachineInstr *Br = Stack.emitOp(EVM::BR_S))
        MachineInstrBuilder(*MF, Br).addMBB(Other);
    } else if (!Other) {
      // No successor and no end of execution: only reachable if the IR had
      // undefined behaviour.
      Stack.emitOp(EVM::INVALID_S);
    }
  }
  if (!BS.DryRun)
    MBB.erase(First, MBB.end());
  return true;
}

/// Returns to the caller: the results, then the saved frame words back to
/// memory, then a jump to the return address, which ends up below the
/// results (result 0 on top).
bool EVMStackify::scheduleReturn(MachineInstr &Ret, BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  SmallVector<Register, 8> Results;
  for (const MachineOperand &MO : Ret.operands())
    Results.push_back(MO.getReg());
  consume(Results, BS);
  if (!FuncInfo->HasReturnAddress) {
    // A `noreturn` function that returns: undefined behaviour.
    Stack.emitOp(EVM::INVALID_S);
    return true;
  }
  // Each restore (SWAPm; PUSH addr; MSTORE) and the final SWAPm rotate the
  // m results by one: [x1..xm] -> [xm, x1..xm-1] (bottom first). Start from
  // the order that ends as [r(m-1) .. r0].
  unsigned M = Results.size();
  SmallVector<Register, 8> Target;
  for (unsigned I = 0; I < M; ++I) {
    unsigned Rot = (I + SavedWords + 1) % M;
    Target.push_back(Results[M - 1 - Rot]);
  }
  if (!shuffleTo(Target, BS))
    return false;
  for (unsigned W = SavedWords; W-- > 0;) {
    if (M)
      Stack.emitSwap(M);
    Stack.emitPushSymbol(FuncInfo->FrameSymbol, 32 * W);
    Stack.emitOp(EVM::MSTORE_S);
    Stack.pop();
    Stack.pop();
  }
  if (M)
    Stack.emitSwap(M);
  Stack.emitOp(EVM::RET_S);
  Stack.pop();
  return true;
}

/// Leaves \p Uses on top of the stack, first operand on top.
bool EVMStackify::arrangeOperands(SmallVectorImpl<Register> &Uses,
                                  bool Commutable, BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  const unsigned K = Uses.size();
  auto AllDistinctAndDying = [&](ArrayRef<Register> Rs) {
    for (Register R : Rs)
      if (count(Uses, R) != 1 || !diesAt(R, Uses, BS))
        return false;
    return true;
  };

  if (K <= Stack.size() && AllDistinctAndDying(Uses)) {
    // Already in place.
    bool InPlace = true;
    for (unsigned I = 0; I < K && InPlace; ++I)
      InPlace = Stack.at(I) == Uses[I];
    if (InPlace) {
      consume(Uses, BS);
      return true;
    }
    // Two operands in the wrong order: commute, or one SWAP1.
    if (K == 2 && Stack.at(0) == Uses[1] && Stack.at(1) == Uses[0]) {
      if (Commutable)
        std::swap(Uses[0], Uses[1]);
      else
        Stack.emitSwap(1);
      consume(Uses, BS);
      return true;
    }
  }
  // A dying value on top and a rematerialised deeper operand: push that one
  // and swap, rather than duplicating the value and popping it later.
  if (K == 2 && Stack.size() && isRemat(Uses[1]) && !isRemat(Uses[0]) &&
      Stack.at(0) == Uses[0] && diesAt(Uses[0], Uses, BS)) {
    emitRemat(Uses[1], Stack, Register());
    Stack.emitSwap(1);
    consume(Uses, BS);
    return true;
  }

  // Commutative: prefer the order whose deepest operand is the dying value
  // on top of the stack, or whose top operand is pushed last.
  if (K == 2 && Commutable && Uses[0] != Uses[1] && Stack.size() &&
      ((Stack.at(0) == Uses[0] && diesAt(Uses[0], Uses, BS)) ||
       (isRemat(Uses[1]) && !isRemat(Uses[0]))))
    std::swap(Uses[0], Uses[1]);

  // Try the schedule on a copy; while it would reach deeper than DUP16,
  // drop dead values from the real stack.
  Register Failed;
  for (;;) {
    EVMStackModel Trial = Stack;
    Trial.setDryRun(true);
    if (placeOperands(Uses, Trial, BS, Failed))
      break;
    if (!removeDeadSlot(BS))
      return fail(BS, Failed);
  }
  placeOperands(Uses, Stack, BS, Failed);
  consume(Uses, BS);
  return true;
}

/// Places \p Uses from the deepest (last) to the top (first). Returns
/// false, with the value in \p Failed, if a value is out of DUP16 reach.
bool EVMStackify::placeOperands(ArrayRef<Register> Uses, EVMStackModel &Stack,
                                const BlockState &BS, Register &Failed) {
  const unsigned K = Uses.size();
  for (int I = K - 1; I >= 0; --I) {
    Register R = Uses[I];
    if (isRemat(R)) {
      emitRemat(R, Stack, Register());
      continue;
    }
    unsigned Placed = K - 1 - I;
    std::optional<unsigned> Depth = Stack.findDepth(R, Placed);
    if (!Depth) {
      Failed = R;
      return false;
    }
    bool LastPlacement = !is_contained(Uses.take_front(I), R);
    if (Placed == 0 && LastPlacement && diesAt(R, Uses, BS)) {
      // The deepest operand may be moved rather than copied.
      if (*Depth > EVM::MaxStackAccess) {
        Failed = R;
        return false;
      }
      if (*Depth != 0)
        Stack.emitSwap(*Depth);
      continue;
    }
    if (*Depth + 1 > EVM::MaxStackAccess) {
      Failed = R;
      return false;
    }
    Stack.emitDup(*Depth);
  }
  return true;
}

/// Shuffles the values above the base into exactly \p Target (bottom
/// first): values not in it are popped, missing ones duplicated or
/// rematerialised, and the rest permuted with SWAPs.
bool EVMStackify::shuffleTo(ArrayRef<Register> Target, BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  auto Above = [&]() { return Stack.size() - BaseHeight; };
  auto Needed = [&](Register R) {
    return static_cast<unsigned>(count(Target, R));
  };
  auto Have = [&](Register R) {
    unsigned N = 0;
    for (unsigned D = 0; D < Above(); ++D)
      N += Stack.at(D) == R;
    return N;
  };
  // 1. Pop the shallowest value that is not needed (or needed fewer times).
  for (;;) {
    std::optional<unsigned> Extra;
    for (unsigned D = 0; D < Above() && !Extra; ++D)
      if (Have(Stack.at(D)) > Needed(Stack.at(D)))
        Extra = D;
    if (!Extra)
      break;
    if (*Extra > EVM::MaxStackAccess)
      return fail(BS, Stack.at(*Extra));
    if (*Extra)
      Stack.emitSwap(*Extra);
    Stack.emitPop();
  }
  // 2. Add the missing copies on top.
  for (Register R : Target) {
    if (Have(R) >= Needed(R))
      continue;
    if (isRemat(R)) {
      emitRemat(R, Stack, R);
      continue;
    }
    std::optional<unsigned> Depth = Stack.findDepth(R);
    if (!Depth || *Depth >= Above() || *Depth + 1 > EVM::MaxStackAccess)
      return fail(BS, R);
    Stack.emitDup(*Depth);
  }
  // 3. Permute: put the top where it belongs, or bring a misplaced value
  // up.
  const unsigned M = Target.size();
  auto At = [&](unsigned Pos) { return Stack.at(M - 1 - Pos); };
  for (unsigned Steps = 0;; ++Steps) {
    std::optional<unsigned> Wrong;
    for (unsigned P = 0; P < M; ++P)
      if (At(P) != Target[P])
        Wrong = Wrong ? Wrong : P;
    if (!Wrong)
      return true;
    if (M - 1 > EVM::MaxStackAccess || Steps > 4 * M)
      return fail(BS, At(*Wrong));
    Register Top = At(M - 1);
    std::optional<unsigned> Home;
    if (Top != Target[M - 1])
      for (unsigned P = 0; P < M - 1 && !Home; ++P)
        if (Target[P] == Top && At(P) != Target[P])
          Home = P;
    Stack.emitSwap(M - 1 - (Home ? *Home : *Wrong));
  }
}

/// Brings the shallowest dead slot within reach to the top and pops it.
bool EVMStackify::removeDeadSlot(BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  for (unsigned D = 0; D < Stack.size() && D <= EVM::MaxStackAccess; ++D) {
    if (!isDead(Stack.at(D), BS))
      continue;
    if (D)
      Stack.emitSwap(D);
    Stack.emitPop();
    return true;
  }
  return false;
}

/// Pops the dead values on top of the stack if the value below them is an
/// operand of the instruction being scheduled used for the last time: it
/// can then be consumed where it is.
void EVMStackify::popDeadTopIfUseful(ArrayRef<Register> Uses,
                                     BlockState &BS) {
  unsigned NumDead = 0;
  while (NumDead < BS.Stack.size() && isDead(BS.Stack.at(NumDead), BS))
    ++NumDead;
  if (NumDead == 0 || NumDead == BS.Stack.size())
    return;
  Register Below = BS.Stack.at(NumDead);
  if (!Below.isValid() || !is_contained(Uses, Below) ||
      !diesAt(Below, Uses, BS))
    return;
  for (unsigned I = 0; I < NumDead; ++I)
    BS.Stack.emitPop();
}
