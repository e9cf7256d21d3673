//===-- EVMStackify.cpp - Turn virtual registers into stack code ------------===//
//
/// \file
/// The EVM has no registers: every operand is read from the top of the
/// operand stack. This pass replaces virtual registers by stack operations
/// by running the stackification stages in order:
///
///  1. Linearise: blocks keep the order block placement chose; blocks
///     nothing branches to are removed. Block labels are the blocks'
///     symbols (deterministic).
///  2. The function's interface: its arguments, whether it has a return
///     address (it is neither the entry function nor `noreturn`), its
///     results, and whether it can be called while it is active (a cycle
///     of the call graph), in which case it saves its frame on the stack.
///  3. Value placement (EVMValuePlacement): rematerialised values, and
///     frame slots for values that live across blocks.
///  4. Block layouts (EVMBlockLayouts): the stack at each block's entry
///     and exit.
///  5. Spill: each block is emitted in a dry run (EVMStackEmitter); while
///     a value would sit beyond DUP16/SWAP16 reach, it moves to a frame
///     slot.
///  6. Frame layout (EVMFrameLayout): offsets of allocas and slots, slots
///     with disjoint lifetimes sharing words.
///  7. Emission (EVMStackEmitter), from layouts whose base includes the
///     saved frame words.
///  8. Every jump target, return label and non-entry function starts with
///     JUMPDEST.
///
/// The stack verifier (EVMStackVerifier) checks the result.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMBlockLayouts.h"
#include "EVMCallGraph.h"
#include "EVMDebug.h"
#include "EVMFrameLayout.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMStackEmitter.h"
#include "EVMSubtarget.h"
#include "EVMValuePlacement.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumFunctions, "Functions stackified");
EVM_STATISTIC(NumSavingFrame, "Recursive functions that save their frame");
EVM_STATISTIC(StackGas, "Base gas of the emitted stack code (static)");

namespace {

class EVMStackify final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackify() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM Stackify"; }
  bool runOnMachineFunction(MachineFunction &MF) override;
  bool doFinalization(Module &M) override {
    EVM::reportStatistics();
    return false;
  }

private:
  void removeUnreachableBlocks();
  void findInterface();
  bool spillUntilReachable(EVMValuePlacement &Values,
                           const EVMBlockLayouts &Layouts);
  bool layOutFrame(EVMFrameLayout &Frame, bool Recursive);
  SmallVector<EVMStackSlot, 4> getBase() const;
  SmallVector<EVMStackSlot, 8> getArgumentSlots() const;
  void replaceByInvalid();
  void reportError(const Twine &Msg);

  MachineFunction *MF = nullptr;
  const EVMInstrInfo *TII = nullptr;
  EVMMachineFunctionInfo *FuncInfo = nullptr;
  /// Argument N's register (or a register without uses).
  SmallVector<Register, 8> Arguments;
  /// Frame words saved on the stack (recursive functions).
  unsigned SavedWords = 0;
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
  FuncInfo = MF.getInfo<EVMMachineFunctionInfo>();
  HadError = false;
  SavedWords = 0;
  ++NumFunctions;

  removeUnreachableBlocks();
  findInterface();
  // A function that can be called again while it is active saves its frame.
  const Function &F = MF.getFunction();
  bool Recursive = FuncInfo->HasReturnAddress &&
                   EVMCallGraph(*F.getParent()).isRecursive(F);
  if (Recursive && Arguments.size() > EVM::MaxStackAccess)
    reportError("a recursive function takes at most 16 argument words");
  if (FuncInfo->NumResults > EVM::MaxStackAccess)
    reportError("a function returns at most 16 words");

  EVMValuePlacement Values(MF);
  Values.run(/*SpillArguments=*/Arguments.size() > EVM::MaxStackAccess);

  // Dry runs do not know the frame yet: no saved words.
  EVMBlockLayouts Layouts;
  Layouts.computeBaseOnly(MF, getBase(), getArgumentSlots());
  if (!HadError)
    HadError = !spillUntilReachable(Values, Layouts);

  EVMFrameLayout Frame(MF, Values);
  if (!HadError)
    HadError = !layOutFrame(Frame, Recursive);

  if (!HadError) {
    Layouts.computeBaseOnly(MF, getBase(), getArgumentSlots());
    EVM_DEBUG(Layouts.print(dbgs(), MF));
    EVMStackEmitter Emitter(MF, Values, Layouts, &Frame, Arguments,
                            SavedWords);
    for (MachineBasicBlock &MBB : MF) {
      if (Emitter.run(MBB, /*DryRun=*/false)) {
        StackGas += Emitter.getGas();
        continue;
      }
      if (!Emitter.hadError())
        reportError("internal: stack too deep in block '" + MBB.getName() +
                    "' after spilling");
      HadError = true;
      break;
    }
  }

  if (HadError)
    replaceByInvalid();
  else
    EVMStackEmitter::insertJumpDests(MF);
  MF.getRegInfo().clearVirtRegs();
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

/// Arguments, return address and results (docs/calling-convention.md).
void EVMStackify::findInterface() {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  const Function &F = MF->getFunction();
  Arguments.clear();
  for (MachineInstr &MI : MF->front())
    if (MI.getOpcode() == EVM::ARGUMENT) {
      unsigned Index = MI.getOperand(1).getImm();
      if (Arguments.size() <= Index)
        Arguments.resize(Index + 1);
      Arguments[Index] = MI.getOperand(0).getReg();
    }
  // An unused argument still takes its word.
  for (Register &Arg : Arguments)
    if (!Arg)
      Arg = MRI.createVirtualRegister(&EVM::GPRRegClass);
  FuncInfo->NumArguments = Arguments.size();
  FuncInfo->HasReturnAddress = !EVM::isEntryFunction(F) && !F.doesNotReturn();
  FuncInfo->NumResults = 0;
  for (MachineBasicBlock &MBB : *MF)
    if (!MBB.empty() && MBB.back().getOpcode() == EVM::RET)
      FuncInfo->NumResults = MBB.back().getNumOperands();
}

/// The return address, then the saved frame words.
SmallVector<EVMStackSlot, 4> EVMStackify::getBase() const {
  SmallVector<EVMStackSlot, 4> Base;
  if (FuncInfo->HasReturnAddress)
    Base.push_back(EVMStackSlot::returnAddress());
  for (unsigned W = 0; W < SavedWords; ++W)
    Base.push_back(EVMStackSlot::savedFrame(W));
  return Base;
}

SmallVector<EVMStackSlot, 8> EVMStackify::getArgumentSlots() const {
  SmallVector<EVMStackSlot, 8> Slots;
  for (Register Arg : Arguments)
    Slots.push_back(EVMStackSlot::value(Arg));
  return Slots;
}

/// Tries each block in a dry run; while a value would be out of reach,
/// moves it to a frame slot and tries again.
bool EVMStackify::spillUntilReachable(EVMValuePlacement &Values,
                                      const EVMBlockLayouts &Layouts) {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  EVMStackEmitter Trial(*MF, Values, Layouts, /*Frame=*/nullptr, Arguments,
                        /*SavedWords=*/0);
  for (MachineBasicBlock &MBB : *MF) {
    for (unsigned Round = 0;; ++Round) {
      if (Trial.run(MBB, /*DryRun=*/true))
        break;
      if (Trial.hadError())
        return false;
      const EVMStackSlot &Out = Trial.getTooDeep();
      if (!Out.isValue() || Round > MRI.getNumVirtRegs()) {
        reportError("stack too deep: cannot schedule block '" +
                    MBB.getName() + "' within DUP16/SWAP16 reach");
        return false;
      }
      EVM_DEBUG(dbgs() << "evm-stackify: " << printMBBReference(MBB)
                       << ": spilling " << printReg(Out.getReg())
                       << " (beyond DUP16/SWAP16 reach)\n");
      Values.spill(Out.getReg());
    }
  }
  return true;
}

/// Lays out the frame. A recursive function with a frame saves it on the
/// stack: its base grows by the frame's words.
bool EVMStackify::layOutFrame(EVMFrameLayout &Frame, bool Recursive) {
  if (!Frame.run())
    return false;
  FuncInfo->FrameSize = Frame.getFrameSize();
  FuncInfo->SavesFrame = Recursive && FuncInfo->FrameSize > 0;
  if (FuncInfo->SavesFrame) {
    ++NumSavingFrame;
    SavedWords = FuncInfo->FrameSize / 32;
    if (Frame.addressEscapes())
      reportError("the address of a local variable of a recursive function "
                  "escapes; recursive activations share one frame");
  }
  if (FuncInfo->FrameSize) {
    const MCAsmInfo &MAI = *MF->getTarget().getMCAsmInfo();
    FuncInfo->FrameSymbol = MF->getContext().getOrCreateSymbol(
        Twine(MAI.getPrivateGlobalPrefix()) + "frame." + MF->getName());
  }
  return !HadError;
}

/// After an error, leaves well-formed stack code behind so that later
/// passes do not trip over register-form instructions; llc fails on the
/// diagnostic.
void EVMStackify::replaceByInvalid() {
  for (MachineBasicBlock &MBB : *MF) {
    MBB.clear();
    BuildMI(MBB, MBB.end(), DebugLoc(), TII->get(EVM::INVALID_S));
  }
  FuncInfo->NumArguments = 0;
  FuncInfo->HasReturnAddress = false;
}
