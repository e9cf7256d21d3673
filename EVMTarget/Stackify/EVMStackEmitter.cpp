//===-- EVMStackEmitter.cpp - Stack code for one block ----------------------===//

#include "EVMStackEmitter.h"
#include "EVM.h"
#include "EVMDebug.h"
#include "EVMFrameLayout.h"
#include "EVMInstrInfo.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMStackLiveness.h"
#include "EVMSubtarget.h"
#include "EVMValuePlacement.h"
#include "Emission/EVMSourceMap.h"
#include "IR/EVMLiftDebugConstants.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/MC/MCContext.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

static cl::opt<bool> ShuffleBeforeCondition(
    "evm-shuffle-before-condition", cl::Hidden, cl::init(true),
    cl::desc("Also try shuffling a block's values to its exit layout before "
             "the instruction that computes its branch condition, and keep "
             "the cheaper of the two"));

EVMStackEmitter::EVMStackEmitter(MachineFunction &MF,
                                 EVMValuePlacement &Values,
                                 const EVMStackLiveness &Liveness,
                                 const EVMFrameLayout *Frame,
                                 ArrayRef<Register> Arguments,
                                 unsigned SavedWords, unsigned BaseHeight)
    : MF(MF), TII(*MF.getSubtarget<EVMSubtarget>().getInstrInfo()),
      MRI(MF.getRegInfo()), FuncInfo(*MF.getInfo<EVMMachineFunctionInfo>()),
      Values(Values), Liveness(Liveness), Frame(Frame), StackGas(TII),
      Constants(StackGas, MF.getFunction()),
      Arguments(Arguments), SavedWords(SavedWords), BaseHeight(BaseHeight) {}

bool EVMStackEmitter::reportError(const Twine &Msg) {
  const Function &F = MF.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg));
  HadError = true;
  return false;
}

EVMStackSlot EVMStackEmitter::slot(Register Reg) const {
  return Values.getSlot(Reg);
}

bool EVMStackEmitter::isRemat(Register Reg) const {
  return Values.isRemat(Reg);
}

bool EVMStackEmitter::isDead(const EVMStackSlot &S,
                             const BlockState &BS) const {
  switch (S.getKind()) {
  case EVMStackSlot::Value:
    return BS.UsesLeft.lookup(S.getReg()) == 0 &&
           !BS.LiveOut.count(S.getReg());
  case EVMStackSlot::Remat:
  case EVMStackSlot::Junk:
    return true;
  case EVMStackSlot::ReturnAddress:
  case EVMStackSlot::SavedFrame:
    return false;
  }
  EVM_UNREACHABLE("unknown slot kind");
}

bool EVMStackEmitter::diesAt(Register Reg, ArrayRef<Register> Uses,
                             const BlockState &BS) const {
  return !isRemat(Reg) && !BS.LiveOut.count(Reg) &&
         BS.UsesLeft.lookup(Reg) == static_cast<unsigned>(count(Uses, Reg));
}

void EVMStackEmitter::consume(ArrayRef<Register> Uses, BlockState &BS) const {
  for (Register R : Uses)
    if (!isRemat(R))
      --BS.UsesLeft[R];
}

// The Yul front end describes each assignment to a function's result by a
// debug value (tools/evm-yul/YulCodeGen.cpp). Once the function is inlined
// and its result folded to a constant, that value is all that says where
// the constant came from: EVMLiftDebugConstants moved it to the caller's
// scope, where the constant is used (an ABI encoder's MSTORE), and the
// callee may have no code left.
void EVMStackEmitter::noteConstantOrigin(const MachineInstr &MI) {
  if (!MI.isNonListDebugValue() || !MI.getDebugLoc())
    return;
  const DILocalVariable *Var = MI.getDebugVariable();
  const DILocation *InlinedAt = MI.getDebugLoc()->getInlinedAt();
  // A new value of the variable ends what the last one said.
  llvm::erase_if(ConstantOrigins, [&](const ConstantOrigin &O) {
    return O.Var == Var && O.Loc->getInlinedAt() == InlinedAt;
  });
  if (!EVM::isLiftedDebugVariable(Var) ||
      MI.getDebugExpression()->getNumElements())
    return;
  const MachineOperand &MO = MI.getDebugOperand(0);
  std::optional<APInt> Value;
  if (MO.isCImm())
    Value = MO.getCImm()->getValue().zextOrTrunc(256);
  else if (MO.isImm() && MO.getImm() >= 0)
    Value = APInt(256, MO.getImm());
  if (Value)
    ConstantOrigins.push_back({Var, *Value, MI.getDebugLoc()});
}

/// Whether the code at \p Use belongs to the function instance of \p Loc
/// (its subprogram, inlined where \p Loc says) or to a function inlined
/// into it.
static bool isInInstance(const DILocation *Use, const DILocation *Loc) {
  const DISubprogram *SP = Loc->getScope()->getSubprogram();
  for (const DILocation *L = Use; L; L = L->getInlinedAt())
    if (L->getScope()->getSubprogram() == SP &&
        L->getInlinedAt() == Loc->getInlinedAt())
      return true;
  return false;
}

// Equal constants are not always the same value: a helper's result 0 and
// the slot 0 an SLOAD reads are both a PUSH0, and a result may equal a
// constant written elsewhere in the same function. So the origin is taken
// only where the instruction lies within the call the result was returned
// to (its range holds the call's: the line of the lifted variable), as
// the ABI encoder that stores the result of `decimals()` lies within the
// wrapper that called it, and where the origin says more than the
// instruction's location: its range is narrower (getMostPrecise's
// measure; `return 18` is narrower than the contract's range of the
// encoder, in the contract's file or a base's). Without source ranges (a
// front end with lines) nothing is taken.
const DILocation *EVMStackEmitter::findConstantOrigin(const APInt &Value,
                                                      const DILocation *Use) {
  if (!Use || ConstantOrigins.empty())
    return nullptr;
  if (!SourceRanges)
    SourceRanges.emplace(*MF.getFunction().getParent());
  if (!SourceRanges->isEnabled())
    return nullptr;
  EVMSolcSourceMap::Range UseRange = SourceRanges->getRange(Use);
  for (const ConstantOrigin &O : llvm::reverse(ConstantOrigins)) {
    // The instruction is the caller's code or that of a function inlined
    // into it; or it is code LLVM merged from several places, whose
    // location went up to a function the caller was inlined into.
    if (O.Value != Value ||
        !(isInInstance(Use, O.Loc) || isInInstance(O.Loc, Use)))
      continue;
    // The origin's own range, which the map must show: in the caller's
    // scope, a range as wide as a utility function's would stand for a
    // call on the caller's chain instead (EVMSolcSourceMap::getRange).
    EVMSolcSourceMap::Range Call =
        SourceRanges->getTableRange(O.Var->getLine());
    EVMSolcSourceMap::Range R = SourceRanges->getTableRange(O.Loc->getLine());
    if (!Call.isNone() && !R.isNone() && UseRange.contains(Call) &&
        (UseRange.isNone() || R.Length < UseRange.Length) &&
        SourceRanges->getRange(O.Loc) == R) {
      EVM_DEBUG(dbgs() << "evm-stackify: 0x" << toString(Value, 16, false)
                       << " of " << O.Var->getName() << " pushed at "
                       << R.Source << ":" << R.Start << ":" << R.Length
                       << " (call " << Call.Source << ":" << Call.Start << ":"
                       << Call.Length << ", use " << UseRange.Source << ":"
                       << UseRange.Start << ":" << UseRange.Length << ")\n");
      return O.Loc;
    }
  }
  return nullptr;
}

void EVMStackEmitter::emitConstant(const APInt &Value, const EVMStackSlot &S,
                                   EVMStackModel &Stack) {
  const DILocation *Origin =
      findConstantOrigin(Value, Stack.getDebugLoc().get());
  if (!Origin) {
    Stack.emitPush(Value, S);
    return;
  }
  DebugLoc UseLoc = Stack.getDebugLoc();
  Stack.setDebugLoc(Origin);
  Stack.emitPush(Value, S);
  Stack.setDebugLoc(UseLoc);
}

/// Pushes the value of the rematerialisable slot \p S.
void EVMStackEmitter::emitRemat(const EVMStackSlot &S, EVMStackModel &Stack) {
  const EVMRemat &R = *Values.getRemat(S.getReg());
  switch (R.Kind) {
  case EVMRemat::Immediate:
    emitConstant(R.Value, S, Stack);
    return;
  case EVMRemat::FrameAddress:
    Stack.emitPushSymbol(FuncInfo.FrameSymbol,
                         Frame ? Frame->getOffset(R.FI) : 0, S);
    return;
  case EVMRemat::SlotLoad:
    Stack.emitPushSymbol(FuncInfo.FrameSymbol,
                         Frame ? Frame->getOffset(R.FI) : 0, S);
    Stack.emitOp(EVM::MLOAD_S);
    return;
  case EVMRemat::Label:
    Stack.emitPushSymbol(R.Sym, R.Offset, S);
    return;
  case EVMRemat::LinkValue:
    Stack.emitPushLinkValue(R.Sym, R.Bytes, S);
    return;
  case EVMRemat::Reread:
    Stack.emitOp(R.Opcode);
    Stack.push(S);
    return;
  }
}

unsigned EVMStackEmitter::getRematGas(const EVMStackSlot &S) const {
  const EVMRemat &R = *Values.getRemat(S.getReg());
  switch (R.Kind) {
  case EVMRemat::Immediate:
    return Constants.get(R.Value).Gas;
  case EVMRemat::SlotLoad:
    return StackGas.push(2) + StackGas.of(EVM::MLOAD_S);
  case EVMRemat::FrameAddress:
  case EVMRemat::Label:
    return StackGas.push(2);
  case EVMRemat::LinkValue:
    return StackGas.push(R.Bytes);
  case EVMRemat::Reread:
    return StackGas.of(R.Opcode);
  }
  EVM_UNREACHABLE("unknown rematerialisation");
}

/// The block's state at its entry: the entry layout (and the prologue of a
/// function that saves its frame), and the uses of each value left in the
/// block. PHIs are used at the end of the predecessors, not here.
MachineBasicBlock::iterator
EVMStackEmitter::initBlock(MachineBasicBlock &MBB, const EVMStack &Entry,
                           BlockState &BS) {
  for (const MachineInstr &MI : MBB) {
    if (MI.isPHI() || MI.isDebugInstr())
      continue;
    for (const MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual() && !isRemat(MO.getReg()))
        ++BS.UsesLeft[MO.getReg()];
  }
  for (Register R : Liveness.getLiveOut(MBB))
    BS.LiveOut.insert(R);
  for (const EVMStackSlot &S : Entry.slots())
    BS.Stack.push(S);
  // The prologue goes before the first instruction of the body; a dry run
  // from the final layouts (EVMValuePlacement::keepRepeatedConstants) must
  // see the saved words it pushes too.
  MachineBasicBlock::iterator First = MBB.getFirstNonPHI();
  if (&MBB == &MF.front() && SavedWords)
    emitPrologue(MBB, BS);
  return First;
}

/// A function that saves its frame pushes the frame's words at entry, below
/// its arguments: each saved word is swapped with the deepest argument, and
/// the arguments are then put back in order. With more than 16 arguments
/// the deepest is out of SWAP16 reach: the arguments are stored in the
/// frame's staging area (argument 0 first, as it is on top), the saved
/// words pushed on the return address, and the arguments loaded back on
/// top of them, argument 0 last.
void EVMStackEmitter::emitPrologue(MachineBasicBlock &MBB, BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  Stack.setInsertPoint(MBB.begin(), DebugLoc());
  unsigned N = Arguments.size();
  int Staging = FuncInfo.ArgumentStagingOffset;
  if (Staging >= 0) {
    for (unsigned I = 0; I < N; ++I) {
      Stack.emitPushSymbol(FuncInfo.FrameSymbol, Staging + 32 * I,
                           EVMStackSlot::junk());
      Stack.emitOp(EVM::MSTORE_S);
      Stack.pop();
      Stack.pop();
    }
  }
  for (unsigned W = 0; W < SavedWords; ++W) {
    Stack.emitPushSymbol(FuncInfo.FrameSymbol, 32 * W,
                         EVMStackSlot::savedFrame(W));
    Stack.emitOp(EVM::MLOAD_S);
    if (N && Staging < 0)
      Stack.emitSwap(N);
  }
  if (Staging >= 0) {
    for (unsigned I = N; I-- > 0;) {
      Stack.emitPushSymbol(FuncInfo.FrameSymbol, Staging + 32 * I,
                           EVMStackSlot::value(Arguments[I]));
      Stack.emitOp(EVM::MLOAD_S);
    }
    return;
  }
  SmallVector<EVMStackSlot, 16> InOrder;
  for (unsigned I = N; I-- > 0;)
    InOrder.push_back(EVMStackSlot::value(Arguments[I]));
  shuffleTo(Stack.size() - N, InOrder, BS);
}

bool EVMStackEmitter::emitBody(MachineBasicBlock &MBB, BlockState &BS,
                               MachineBasicBlock::iterator First,
                               MachineBasicBlock::iterator &Term,
                               bool &Halted, const MachineInstr *CondDef,
                               const EVMStack *Exit) {
  if (!BS.DryRun)
    for (MachineInstr &PHI : make_early_inc_range(MBB.phis()))
      PHI.eraseFromParent();
  Halted = false;
  auto Erase = [&](MachineInstr &MI) {
    if (!BS.DryRun)
      MI.eraseFromParent();
  };
  ConstantOrigins.clear();
  for (MachineInstr &MI : make_early_inc_range(make_range(First, MBB.end()))) {
    if (MI.isTerminator()) {
      Term = MI.getIterator();
      return true;
    }
    BS.Stack.setInsertPoint(MI.getIterator(), MI.getDebugLoc());
    unsigned Opc = MI.getOpcode();
    bool Ok = true, Halts = false;
    if (MI.isDebugValue() && !BS.DryRun)
      noteConstantOrigin(MI);
    if (MI.isDebugInstr() || Opc == EVM::ARGUMENT ||
        (MI.getNumDefs() == 1 && MI.getOperand(0).isReg() &&
         isRemat(MI.getOperand(0).getReg()))) {
      // Placed already, or rematerialised where used.
      Erase(MI);
      continue;
    }
    if (MI.isCopy()) {
      Ok = scheduleCopy(MI, BS);
    } else if (Opc == EVM::CONST_I256) {
      // A constant kept on the stack (EVMValuePlacement::
      // keepRepeatedConstants): pushed once, then DUPed like any value.
      emitConstant(MI.getOperand(1).getCImm()->getValue().zextOrTrunc(256),
                   slot(MI.getOperand(0).getReg()), BS.Stack);
    } else if (Opc == EVM::LOADIMMUTABLE || Opc == EVM::LINKERSYMBOL) {
      // A link value kept on the stack (EVMValuePlacement::recordRemats).
      BS.Stack.emitPushLinkValue(MI.getOperand(1).getMCSymbol(),
                                 EVM::getLinkValueBytes(Opc),
                                 slot(MI.getOperand(0).getReg()));
    } else if (Opc == EVM::FCALL) {
      Ok = scheduleCall(MI, BS, Halts);
    } else if (Opc == EVM::FRAME_STORE) {
      SmallVector<Register, 2> Uses = {
          Values.getFrameAddress(MI.getOperand(0).getIndex()),
          MI.getOperand(1).getReg()};
      Ok = scheduleInstr(EVM::MSTORE_S, Uses, {}, false, BS);
    } else if (Opc == EVM::FRAME_LOAD) {
      SmallVector<Register, 1> Uses = {
          Values.getFrameAddress(MI.getOperand(1).getIndex())};
      Ok = scheduleInstr(EVM::MLOAD_S, Uses, {MI.getOperand(0).getReg()},
                         false, BS);
    } else {
      int StackOpc = EVM::getStackOpcode(Opc);
      if (StackOpc < 0)
        return reportError("internal: no stack form for " + TII.getName(Opc));
      SmallVector<Register, 8> Uses, Defs;
      for (const MachineOperand &MO : MI.operands())
        if (MO.isReg())
          (MO.isDef() ? Defs : Uses).push_back(MO.getReg());
      Halts = EVMII::haltsExecution(MI.getDesc());
      if (&MI == CondDef && Exit)
        Ok = shuffleToExitBefore(Uses, *Exit, BS);
      if (Ok)
        Ok = scheduleInstr(StackOpc, Uses, Defs, MI.isCommutable(), BS);
    }
    if (!Ok) {
      FailedStack = BS.Stack.stack();
      return false;
    }
    if (Halts) {
      // Nothing after this instruction runs.
      if (!BS.DryRun) {
        MBB.erase(std::next(MI.getIterator()), MBB.end());
        while (!MBB.succ_empty())
          MBB.removeSuccessor(MBB.succ_begin());
      }
      Erase(MI);
      Halted = true;
      Term = MBB.end();
      return true;
    }
    Erase(MI);
  }
  // The block falls through (or ends without ending execution, which only
  // unreachable code does).
  Term = MBB.end();
  return true;
}

bool EVMStackEmitter::run(MachineBasicBlock &MBB, const EVMStack &Entry,
                          const EVMStack &Exit, bool DryRun) {
  // A block whose last instruction computes its branch condition from
  // values that stay live leaves the condition on top of them, and the
  // shuffle to the exit layout then reaches under it: `SWAP2 SWAP1 SWAP2`
  // where the values, shuffled first, needed one SWAP1 before the DUPs of
  // the compare (a loop's latch: the pointer stepped, then compared with
  // the end). Both orders are tried and the cheaper one is emitted. The
  // layout solver prices the first, a bound on what is emitted: pricing
  // both there changed layouts for no gain in solady's suite.
  const MachineInstr *CondDef =
      ShuffleBeforeCondition ? getLastConditionDef(MBB) : nullptr;
  if (!CondDef)
    return runOnce(MBB, Entry, Exit, DryRun, nullptr);
  bool EarlyOk = runOnce(MBB, Entry, Exit, /*DryRun=*/true, CondDef);
  unsigned EarlyGas = Gas, EarlyBytes = Bytes;
  // Last, so that a dry run that keeps it has its outcome already.
  bool PlainOk = runOnce(MBB, Entry, Exit, /*DryRun=*/true, nullptr);
  bool Early = EarlyOk && PlainOk && EarlyGas <= Gas && EarlyBytes <= Bytes &&
               (EarlyGas < Gas || EarlyBytes < Bytes);
  if (!Early)
    return DryRun ? PlainOk : runOnce(MBB, Entry, Exit, false, nullptr);
  if (!DryRun) {
    EVM_DEBUG(dbgs() << "evm-stackify: " << printMBBReference(MBB)
                     << ": shuffled before the branch condition: " << EarlyGas
                     << " gas, " << EarlyBytes << " bytes (after it: " << Gas
                     << " gas, " << Bytes << " bytes)\n");
    return runOnce(MBB, Entry, Exit, false, CondDef);
  }
  Gas = EarlyGas;
  Bytes = EarlyBytes;
  return true;
}

bool EVMStackEmitter::runOnce(MachineBasicBlock &MBB, const EVMStack &Entry,
                              const EVMStack &Exit, bool DryRun,
                              const MachineInstr *CondDef) {
  TooDeep = EVMStackSlot::junk();
  FailedStack = EVMStack();
  BlockState BS(MBB, TII, StackGas, Constants, *this, DryRun);
  MachineBasicBlock::iterator First = initBlock(MBB, Entry, BS), Term;
  bool Halted;
  bool Ok = emitBody(MBB, BS, First, Term, Halted, CondDef, &Exit) &&
            (Halted || scheduleTerminators(MBB, Term, Exit, BS));
  Gas = BS.Stack.getGas();
  Bytes = BS.Stack.getBytes();
  return Ok;
}

/// The instruction that computes the branch condition of \p MBB when it
/// is the last one before the terminators, its result used by the branch
/// alone, and an instruction of the machine (scheduleInstr: not a call of
/// a function, a copy or a frame access); else null. Its side effects do
/// not matter: only stack instructions move before it.
const MachineInstr *
EVMStackEmitter::getLastConditionDef(MachineBasicBlock &MBB) {
  MachineBasicBlock::iterator Term = MBB.getFirstTerminator();
  if (Term == MBB.end() || Term->getOpcode() == EVM::RET)
    return nullptr;
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 2> Cond;
  if (TII.analyzeBranch(MBB, TBB, FBB, Cond) || Cond.empty())
    return nullptr;
  Register R = Cond[1].getReg();
  if (!R.isVirtual() || isRemat(R) || !MRI.hasOneNonDBGUse(R))
    return nullptr;
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (!Def || Def->getParent() != &MBB || Def->getNumDefs() != 1 ||
      Def->isCopy() || Def->isCall() ||
      EVM::getStackOpcode(Def->getOpcode()) < 0 ||
      EVMII::haltsExecution(Def->getDesc()))
    return nullptr;
  // Nothing but debug instructions between it and the terminators.
  for (auto I = std::next(Def->getIterator()); I != Term; ++I)
    if (!I->isDebugInstr())
      return nullptr;
  return Def;
}

/// Before the instruction that computes the branch condition from
/// \p Uses: shuffles the stack to \p Exit with the operands that die at
/// the instruction above it (first operand on top). The operands that
/// stay are DUPed from there, and the condition lands on the exit layout.
bool EVMStackEmitter::shuffleToExitBefore(ArrayRef<Register> Uses,
                                          const EVMStack &Exit,
                                          BlockState &BS) {
  SmallVector<EVMStackSlot, 16> Target(Exit.above(BaseHeight));
  for (Register R : reverse(Uses)) {
    if (isRemat(R))
      continue;
    EVMStackSlot S = slot(R);
    if (!is_contained(Exit.slots(), S) && !is_contained(Target, S))
      Target.push_back(S);
  }
  return shuffleTo(BaseHeight, Target, BS);
}

std::optional<EVMStackEmitter::Body>
EVMStackEmitter::tryBody(MachineBasicBlock &MBB, const EVMStack &Entry) {
  TooDeep = EVMStackSlot::junk();
  FailedStack = EVMStack();
  BlockState BS(MBB, TII, StackGas, Constants, *this, /*DryRun=*/true);
  MachineBasicBlock::iterator First = initBlock(MBB, Entry, BS), Term;
  bool Halted;
  if (!emitBody(MBB, BS, First, Term, Halted))
    return std::nullopt;
  Body B;
  if (Halted) {
    B.End = Body::Halts;
  } else {
    Branch Br = analyzeTerminators(MBB, Term);
    if (!Br.Ok)
      return std::nullopt;
    if (Br.Ret) {
      B.End = Body::Returns;
      BS.Stack.setInsertPoint(Term, DebugLoc());
      if (!scheduleReturn(*Br.Ret, BS)) {
        FailedStack = BS.Stack.stack();
        return std::nullopt;
      }
    } else {
      B.Natural = BS.Stack.stack();
      if (Br.Cond)
        B.Cond = slot(Br.Cond);
    }
  }
  B.Gas = BS.Stack.getGas();
  return B;
}

/// A copy names an existing value anew: rename its slot when the source dies
/// here, duplicate it otherwise. A source that is rematerialised is pushed
/// again: spilling can turn a copy's source into a slot load after the
/// copy's own value was placed on the stack (EVMValuePlacement::
/// storeAfterDef rewrites every use, copies included).
bool EVMStackEmitter::scheduleCopy(MachineInstr &MI, BlockState &BS) {
  Register Dst = MI.getOperand(0).getReg();
  Register Src = MI.getOperand(1).getReg();
  if (isRemat(Src)) {
    emitRemat(slot(Src), BS.Stack);
    BS.Stack.rename(0, slot(Dst));
    return true;
  }
  --BS.UsesLeft[Src];
  EVMStackSlot SrcSlot = slot(Src);
  std::optional<unsigned> Depth = BS.Stack.findDepth(SrcSlot);
  if (!Depth)
    return reportError("internal: copied value is not on the stack");
  if (isDead(SrcSlot, BS)) {
    BS.Stack.rename(*Depth, slot(Dst));
    return true;
  }
  while (*BS.Stack.findDepth(SrcSlot) + 1 > EVM::MaxStackAccess)
    if (!removeDeadSlot(BS))
      return fail(SrcSlot);
  BS.Stack.emitDup(*BS.Stack.findDepth(SrcSlot));
  BS.Stack.rename(0, slot(Dst));
  return true;
}

bool EVMStackEmitter::scheduleInstr(unsigned StackOpc,
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
    BS.Stack.push(slot(Def));
  return true;
}

/// An internal call: the return label (unless the callee cannot return),
/// then the arguments, argument 0 on top; the callee leaves its results,
/// result 0 on top, at the return label. A call through a function pointer
/// has the callee's address on top of the arguments and jumps to it.
bool EVMStackEmitter::scheduleCall(MachineInstr &MI, BlockState &BS,
                                   bool &Halts) {
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
  Halts = Callee && EVM::doesNotReturn(*Callee);
  MCSymbol *RetSym = nullptr;
  if (!Halts) {
    if (!BS.DryRun)
      RetSym = MF.getContext().createTempSymbol("ret", true);
    Uses.push_back(Values.getLabel(RetSym));
  }

  popDeadTopIfUseful(Uses, BS);
  if (!arrangeOperands(Uses, /*Commutable=*/false, BS))
    return false;
  for (unsigned I = 0, E = Uses.size(); I < E; ++I)
    BS.Stack.pop();
  if (MachineInstr *Call =
          BS.Stack.emitOp(Callee ? EVM::FCALL_S : EVM::ICALL_S)) {
    MachineInstrBuilder MIB(MF, Call);
    if (Callee)
      MIB.addGlobalAddress(Callee);
    MIB.addImm(Uses.size()).addImm(NumDefs);
  }
  if (Halts)
    return true;
  if (MachineInstr *Dest = BS.Stack.emitOp(EVM::JUMPDEST_S))
    Dest->setPreInstrSymbol(MF, RetSym);
  for (unsigned I = NumDefs; I-- > 0;)
    BS.Stack.push(slot(MI.getOperand(I).getReg()));
  return true;
}

/// The branch that the terminators from \p First (or the fall-through)
/// make: the condition and its sense, the jump target and the other
/// successor, laid out so that a successor that is the next block is
/// reached by falling through.
EVMStackEmitter::Branch
EVMStackEmitter::analyzeTerminators(MachineBasicBlock &MBB,
                                    MachineBasicBlock::iterator First) {
  Branch B;
  MachineBasicBlock *Next = std::next(MBB.getIterator()) == MF.end()
                                ? nullptr
                                : &*std::next(MBB.getIterator());
  // A return ends the block by itself; branches are decoded by
  // EVMInstrInfo::analyzeBranch, as block placement decodes them.
  for (MachineInstr &MI : make_range(First, MBB.end()))
    if (MI.getOpcode() == EVM::RET) {
      B.Ret = &MI;
      return B;
    }
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 2> Cond;
  if (TII.analyzeBranch(MBB, TBB, FBB, Cond)) {
    MachineBasicBlock::iterator Term = MBB.getFirstTerminator();
    reportError("internal: unexpected terminator " +
                (Term == MBB.end() ? StringRef("sequence")
                                   : TII.getName(Term->getOpcode())));
    B.Ok = false;
    return B;
  }
  B.Taken = TBB;
  if (!Cond.empty()) {
    B.Cond = Cond[1].getReg();
    B.Negate = Cond[0].getImm() == EVM::BRCONDZ;
    B.Other = FBB;
  }
  if (!B.Cond) {
    // Unconditional: the branch target, or the only successor.
    if (!B.Taken && MBB.succ_size() == 1)
      B.Taken = *MBB.succ_begin();
    B.Other = B.Taken;
  } else if (!B.Other) {
    B.Other = Next;
  }
  if (B.Cond && B.Taken == B.Other)
    B.Cond = Register();
  if (B.Cond && B.Taken == Next) {
    // Branch on the opposite condition to the other block and fall
    // through to this one.
    std::swap(B.Taken, B.Other);
    B.Negate = !B.Negate;
  }
  return B;
}

/// Lowers the block's terminators (from \p First), or its fall-through:
/// the stack is shuffled to \p Exit (plus a branch condition) or to the
/// shape of a return, and the jumps are emitted.
bool EVMStackEmitter::scheduleTerminators(MachineBasicBlock &MBB,
                                          MachineBasicBlock::iterator First,
                                          const EVMStack &Exit,
                                          BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  MachineBasicBlock *Next = std::next(MBB.getIterator()) == MF.end()
                                ? nullptr
                                : &*std::next(MBB.getIterator());
  DebugLoc DL = First == MBB.end() ? DebugLoc() : First->getDebugLoc();
  Stack.setInsertPoint(First, DL);

  Branch Br = analyzeTerminators(MBB, First);
  if (!Br.Ok)
    return false;
  if (Br.Ret) {
    if (!scheduleReturn(*Br.Ret, BS))
      return false;
  } else {
    SmallVector<EVMStackSlot, 16> Target(Exit.above(BaseHeight));
    if (Br.Cond) {
      consume(Br.Cond, BS);
      Target.push_back(slot(Br.Cond));
    }
    if (!shuffleTo(BaseHeight, Target, BS))
      return false;
    if (Br.Cond) {
      if (Br.Negate) {
        Stack.emitOp(EVM::ISZERO_S);
        Stack.rename(0, EVMStackSlot::junk());
      }
      if (MachineInstr *Jump = Stack.emitOp(EVM::BRCOND_S))
        MachineInstrBuilder(MF, Jump).addMBB(Br.Taken);
      Stack.pop();
    }
    if (Br.Other && Br.Other != Next) {
      if (MachineInstr *Jump = Stack.emitOp(EVM::BR_S)) {
        MachineInstrBuilder(MF, Jump).addMBB(Br.Other);
        // A jump only this edge takes stands for where it goes, when the
        // IR said so (a block merged from several copies).
        if (Br.Cond)
          if (DebugLoc EdgeDL = EVM::getEdgeLocation(MBB, *Br.Other))
            Jump->setDebugLoc(EdgeDL);
      }
    } else if (!Br.Other) {
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
bool EVMStackEmitter::scheduleReturn(MachineInstr &Ret, BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  SmallVector<Register, 8> Results;
  for (const MachineOperand &MO : Ret.operands())
    Results.push_back(MO.getReg());
  consume(Results, BS);
  if (!FuncInfo.HasReturnAddress) {
    // A `noreturn` function that returns: undefined behaviour.
    Stack.emitOp(EVM::INVALID_S);
    return true;
  }
  // Each restore (SWAPm; PUSH addr; MSTORE) and the final SWAPm rotate the
  // m results by one: [x1..xm] -> [xm, x1..xm-1] (bottom first). Start from
  // the order that ends as [r(m-1) .. r0].
  unsigned M = Results.size();
  SmallVector<EVMStackSlot, 8> Target;
  for (unsigned I = 0; I < M; ++I) {
    unsigned Rot = (I + SavedWords + 1) % M;
    Target.push_back(slot(Results[M - 1 - Rot]));
  }
  if (!shuffleTo(BaseHeight, Target, BS))
    return false;
  for (unsigned W = SavedWords; W-- > 0;) {
    if (M)
      Stack.emitSwap(M);
    Stack.emitPushSymbol(FuncInfo.FrameSymbol, 32 * W, EVMStackSlot::junk());
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
bool EVMStackEmitter::arrangeOperands(SmallVectorImpl<Register> &Uses,
                                      bool Commutable, BlockState &BS) {
  EVMStackModel &Stack = BS.Stack;
  const unsigned K = Uses.size();
  auto AllDistinctAndDying = [&](ArrayRef<Register> Rs) {
    for (Register R : Rs)
      if (count(Uses, R) != 1 || !diesAt(R, Uses, BS))
        return false;
    return true;
  };
  auto OnTop = [&](unsigned Depth, Register R) {
    return Stack.at(Depth) == slot(R);
  };

  if (K <= Stack.size() && AllDistinctAndDying(Uses)) {
    // Already in place.
    bool InPlace = true;
    for (unsigned I = 0; I < K && InPlace; ++I)
      InPlace = OnTop(I, Uses[I]);
    if (InPlace) {
      consume(Uses, BS);
      return true;
    }
    // Two operands in the wrong order: commute, or one SWAP1.
    if (K == 2 && OnTop(0, Uses[1]) && OnTop(1, Uses[0])) {
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
      OnTop(0, Uses[0]) && diesAt(Uses[0], Uses, BS)) {
    emitRemat(slot(Uses[1]), Stack);
    Stack.emitSwap(1);
    consume(Uses, BS);
    return true;
  }

  // Commutative: prefer the order whose deepest operand is the dying value
  // on top of the stack, or whose top operand is pushed last.
  if (K == 2 && Commutable && Uses[0] != Uses[1] && Stack.size() &&
      ((OnTop(0, Uses[0]) && diesAt(Uses[0], Uses, BS)) ||
       (isRemat(Uses[1]) && !isRemat(Uses[0]))))
    std::swap(Uses[0], Uses[1]);

  // Copying the operands to the top leaves the values that die here behind,
  // to be popped later. Reshaping the stack instead moves them into place
  // (`DUP1 SWAP2 MOD` rather than `DUP1 DUP3 MOD`, then `SWAP1 SWAP2 POP`):
  // take the reshaping where the shuffler's gas says it is cheaper.
  // Only the top of the stack takes part: both ways leave every slot below
  // the deepest copy of an operand in place (getOperandWindow).
  EVMStackSlot Failed = EVMStackSlot::junk();
  {
    const unsigned Window = getOperandWindow(Uses, BS);
    const unsigned WindowBase = Stack.size() - Window;
    EVMStackModel Copying = Stack;
    Copying.setDryRun(true);
    unsigned Before = Copying.getGas();
    if (placeOperands(Uses, Copying, BS, Failed)) {
      // Each dying operand left in the stack costs at least a POP.
      unsigned Left = 0;
      for (unsigned D = K; D < K + Window && D + BaseHeight < Copying.size();
           ++D) {
        const EVMStackSlot &S = Copying.at(D);
        Left += S.isValue() && is_contained(Uses, S.getReg()) &&
                diesAt(S.getReg(), Uses, BS);
      }
      unsigned CopyGas = Copying.getGas() - Before + Left * 2;
      SmallVector<Register, 4> Order(Uses.begin(), Uses.end());
      std::optional<SmallVector<EVMStackSlot, 16>> Best;
      unsigned BestGas = CopyGas;
      for (unsigned Try = 0; Try < (Commutable && K == 2 ? 2u : 1u); ++Try) {
        if (Try)
          std::swap(Order[0], Order[1]);
        SmallVector<EVMStackSlot, 16> Target =
            getOperandLayout(Order, Window, BS);
        EVMStackModel Reshaping = Stack;
        Reshaping.setDryRun(true);
        unsigned From = Reshaping.getGas();
        if (shuffleStack(Reshaping, WindowBase, Target))
          continue;
        if (Reshaping.getGas() - From < BestGas) {
          BestGas = Reshaping.getGas() - From;
          Best = std::move(Target);
          Uses.assign(Order.begin(), Order.end());
        }
      }
      if (Best) {
        if (shuffleStack(Stack, WindowBase, *Best))
          EVM_UNREACHABLE("the dry run reached this layout");
        consume(Uses, BS);
        return true;
      }
    }
  }

  // Try the schedule on a copy; while it would reach deeper than DUP16,
  // drop dead values from the real stack.
  for (;;) {
    EVMStackModel Trial = Stack;
    Trial.setDryRun(true);
    if (placeOperands(Uses, Trial, BS, Failed))
      break;
    if (!removeDeadSlot(BS))
      return fail(Failed);
  }
  placeOperands(Uses, Stack, BS, Failed);
  consume(Uses, BS);
  return true;
}

/// How many slots from the top the operands \p Uses of the next instruction
/// concern: down to the deepest copy of an operand that dies there (the
/// reshaped layout drops it) or of a rematerialised operand (a copy that
/// may be moved up). Below it both ways of placing the operands leave
/// every slot in place: live values stay, dead slots count as junk there
/// and the shuffler takes a spare word in place, and a value copied from
/// below is found by its depth in the whole stack. So the layouts are
/// built and compared above it, at a cost that does not grow with the
/// stack's height.
unsigned EVMStackEmitter::getOperandWindow(ArrayRef<Register> Uses,
                                           const BlockState &BS) const {
  SmallVector<EVMStackSlot, 4> Moved;
  for (Register R : Uses)
    if (isRemat(R) || diesAt(R, Uses, BS))
      Moved.push_back(slot(R));
  const EVMStackModel &Stack = BS.Stack;
  for (unsigned D = Stack.size() - BaseHeight; D-- > 0;)
    if (is_contained(Moved, Stack.at(D)))
      return D + 1;
  return 0;
}

/// The top \p Window slots of the stack with \p Uses on top (first operand
/// on top) and without the values that die at them; dead slots may hold
/// any word.
SmallVector<EVMStackSlot, 16>
EVMStackEmitter::getOperandLayout(ArrayRef<Register> Uses, unsigned Window,
                                  const BlockState &BS) const {
  SmallVector<EVMStackSlot, 16> Target;
  const EVMStackModel &Stack = BS.Stack;
  for (unsigned D = Window; D-- > 0;) {
    const EVMStackSlot &S = Stack.at(D);
    if (S.isValue() && is_contained(Uses, S.getReg()) &&
        diesAt(S.getReg(), Uses, BS))
      continue;
    Target.push_back(isDead(S, BS) ? EVMStackSlot::junk() : S);
  }
  for (Register R : reverse(Uses))
    Target.push_back(slot(R));
  return Target;
}

/// Places \p Uses from the deepest (last) to the top (first). Returns
/// false, with the slot in \p Failed, if a value is out of DUP16 reach.
bool EVMStackEmitter::placeOperands(ArrayRef<Register> Uses,
                                    EVMStackModel &Stack, const BlockState &BS,
                                    EVMStackSlot &Failed) {
  const unsigned K = Uses.size();
  for (int I = K - 1; I >= 0; --I) {
    Register R = Uses[I];
    if (isRemat(R)) {
      emitRemat(slot(R), Stack);
      continue;
    }
    unsigned Placed = K - 1 - I;
    std::optional<unsigned> Depth = Stack.findDepth(slot(R), Placed);
    if (!Depth) {
      Failed = slot(R);
      return false;
    }
    bool LastPlacement = !is_contained(Uses.take_front(I), R);
    if (Placed == 0 && LastPlacement && diesAt(R, Uses, BS)) {
      // The deepest operand may be moved rather than copied.
      if (*Depth > EVM::MaxStackAccess) {
        Failed = slot(R);
        return false;
      }
      if (*Depth != 0)
        Stack.emitSwap(*Depth);
      continue;
    }
    if (*Depth + 1 > EVM::MaxStackAccess) {
      Failed = slot(R);
      return false;
    }
    Stack.emitDup(*Depth);
  }
  return true;
}

/// Shuffles the slots above \p Base into exactly \p Target (bottom first).
bool EVMStackEmitter::shuffleTo(unsigned Base, ArrayRef<EVMStackSlot> Target,
                                BlockState &BS) {
  if (std::optional<EVMStackSlot> Out = shuffleStack(BS.Stack, Base, Target))
    return fail(*Out);
  return true;
}

/// Brings the shallowest dead slot within reach to the top and pops it.
bool EVMStackEmitter::removeDeadSlot(BlockState &BS) {
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
void EVMStackEmitter::popDeadTopIfUseful(ArrayRef<Register> Uses,
                                         BlockState &BS) {
  unsigned NumDead = 0;
  while (NumDead < BS.Stack.size() && isDead(BS.Stack.at(NumDead), BS))
    ++NumDead;
  if (NumDead == 0 || NumDead == BS.Stack.size())
    return;
  const EVMStackSlot &Below = BS.Stack.at(NumDead);
  if (!Below.isValue() || !is_contained(Uses, Below.getReg()) ||
      !diesAt(Below.getReg(), Uses, BS))
    return;
  for (unsigned I = 0; I < NumDead; ++I)
    BS.Stack.emitPop();
}

/// Every jump target starts with JUMPDEST; so does a function called by
/// jumping to it.
void EVMStackEmitter::insertJumpDests(MachineFunction &MF) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  SmallPtrSet<MachineBasicBlock *, 16> Targets;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB.terminators())
      if (MI.getOpcode() == EVM::BR_S || MI.getOpcode() == EVM::BRCOND_S)
        Targets.insert(MI.getOperand(0).getMBB());
  if (!EVM::isEntryFunction(MF.getFunction()))
    Targets.insert(&MF.front());
  for (MachineBasicBlock &MBB : MF) {
    if (!Targets.count(&MBB))
      continue;
    // A jump target stands where the block's code does (solc's source
    // map gives it the range of the first instruction that has one).
    auto Located = find_if(
        MBB, [](const MachineInstr &MI) { return bool(MI.getDebugLoc()); });
    BuildMI(MBB, MBB.begin(),
            Located == MBB.end() ? DebugLoc() : Located->getDebugLoc(),
            TII.get(EVM::JUMPDEST_S));
  }
}
