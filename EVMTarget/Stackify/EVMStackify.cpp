//===-- EVMStackify.cpp - Turn virtual registers into stack code
//------------===//
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
///  3. Value placement (EVMValuePlacement): rematerialised values; at -O0
///     (the memory-slot scheme) frame slots for values that live across
///     blocks. In a memory-unsafe module, where no frame slot can take a
///     spilled value, cheap values are then recomputed at their uses where
///     the stack is crowded (EVMRecompute).
///  4. Block layouts (EVMBlockLayouts) and spilling (EVMSpillPolicy). At
///     -O0 every layout is the base and values out of DUP16/SWAP16 reach
///     move to frame slots; from -O1 the solver keeps values on the stack
///     across blocks, and values chosen for the whole function move to
///     memory, or edges get a block of their own, until every block is in
///     reach.
///  5. Frame layout (EVMFrameLayout): offsets of allocas and slots, slots
///     with disjoint lifetimes sharing words.
///  6. Emission (EVMStackEmitter), from layouts whose base includes the
///     saved frame words. Before it, in a function optimised for size, a
///     constant a block uses several times is pushed once there and DUPed
///     where a dry run of the block shows that it gets shorter
///     (EVMValuePlacement::keepRepeatedConstants).
///  7. Every jump target, return label and non-entry function starts with
///     JUMPDEST.
///
/// The stack verifier (EVMStackVerifier) checks the result.
//
//===----------------------------------------------------------------------===//

#include "Analysis/EVMCallGraph.h"
#include "EVM.h"
#include "EVMBlockLayouts.h"
#include "EVMDebug.h"
#include "EVMExpressionOrder.h"
#include "EVMFrameLayout.h"
#include "EVMInstrInfo.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMRecompute.h"
#include "EVMSpillPolicy.h"
#include "EVMStackEmitter.h"
#include "EVMStackLiveness.h"
#include "EVMStackifyCFG.h"
#include "EVMSubtarget.h"
#include "EVMValuePlacement.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineBlockFrequencyInfo.h"
#include "llvm/CodeGen/MachineBranchProbabilityInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ScopedPrinter.h"
#include "llvm/Target/TargetMachine.h"
#include <memory>

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumFunctions, "Functions stackified");
EVM_STATISTIC(NumSavingFrame, "Recursive functions that save their frame");
EVM_STATISTIC(StackGas, "Base gas of the emitted stack code (static)");
EVM_STATISTIC(NumLiveAcross,
              "Values kept on the stack across a block boundary");
EVM_STATISTIC(NumBlocksReordered,
              "Blocks whose expression trees were put in stack order");

static cl::opt<bool> UseStackLayouts(
    "evm-stack-layouts", cl::Hidden, cl::init(true),
    cl::desc("From -O1, keep values on the EVM stack across blocks (block "
             "stack layouts); otherwise use frame slots as at -O0"));

static cl::opt<unsigned> RecomputeLimit(
    "evm-recompute-limit", cl::Hidden, cl::init(12),
    cl::desc("In memory-unsafe EVM functions, recompute cheap values at "
             "their uses where more values than this are live on the stack "
             "(no frame slot can take a spilled value there)"));

static cl::opt<bool> ExpressionOrder(
    "evm-expression-order", cl::Hidden, cl::init(true),
    cl::desc("From -O1, put each block's expression trees in the order the "
             "stack consumes them where the block's code gets cheaper "
             "(EVMExpressionOrder.h)"));

namespace {

class EVMStackify final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackify() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM Stackify"; }
  bool runOnMachineFunction(MachineFunction &MF) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineBlockFrequencyInfoWrapperPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool doFinalization(Module &M) override {
    CallGraph.reset();
    EVM::reportStatistics();
    return false;
  }

private:
  void findInterface();
  bool layOutFrame(EVMFrameLayout &Frame, const EVMCallGraph *Recursive);
  SmallVector<EVMStackSlot, 4> getBase() const;
  SmallVector<EVMStackSlot, 8> getArgumentSlots() const;
  void replaceByInvalid();
  void reportError(const Twine &Msg);
  /// Puts each block's expression trees in stack order where the block's
  /// dry run from its final layouts (\p CostOf) gets cheaper.
  void orderExpressions(
      function_ref<std::optional<EVMValuePlacement::BlockCost>(
          MachineBasicBlock &)>
          CostOf);

  MachineFunction *MF = nullptr;
  const EVMInstrInfo *TII = nullptr;
  EVMMachineFunctionInfo *FuncInfo = nullptr;
  /// Argument N's register (or a register without uses).
  SmallVector<Register, 8> Arguments;
  /// Frame words saved on the stack (recursive functions).
  unsigned SavedWords = 0;
  bool HadError = false;
  /// Who may call whom, made for the module's first function: the IR
  /// passes that change calls (EVMPrepareModule and the other module
  /// passes) have all run by then.
  std::unique_ptr<EVMCallGraph> CallGraph;
};

} // end anonymous namespace

char EVMStackify::ID = 0;
INITIALIZE_PASS(EVMStackify, DEBUG_TYPE,
                "Schedule EVM stack operations for virtual registers", false,
                false)

FunctionPass *llvm::createEVMStackifyPass() { return new EVMStackify(); }

int EVM::getMemoryUnsafeFrameDiagKind() {
  static const int Kind = getNextAvailablePluginDiagnosticKind();
  return Kind;
}

void EVM::DiagnosticInfoMemoryUnsafeFrame::print(DiagnosticPrinter &DP) const {
  // As DiagnosticInfoUnsupported prints, so that llc's message is unchanged.
  std::string Text;
  raw_string_ostream OS(Text);
  OS << getLocationStr() << ": in function " << getFunction().getName() << ' '
     << *getFunction().getFunctionType() << ": " << Msg << '\n';
  DP << Text;
}

bool EVM::useStackLayouts(CodeGenOptLevel OptLevel) {
  return UseStackLayouts && OptLevel != CodeGenOptLevel::None;
}

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

  EVM::removeUnreachableBlocks(MF);
  findInterface();
  // A function that can be called again while it is active saves its frame.
  const Function &F = MF.getFunction();
  if (!CallGraph)
    CallGraph = std::make_unique<EVMCallGraph>(*F.getParent());
  bool Recursive = FuncInfo->HasReturnAddress && CallGraph->isRecursive(F);
  if (FuncInfo->NumResults > EVM::MaxStackAccess)
    reportError("a function returns at most 16 words");

  bool StackLayouts = EVM::useStackLayouts(MF.getTarget().getOptLevel());
  EVMValuePlacement Values(MF);
  Values.run(/*SpillArguments=*/Arguments.size() > EVM::MaxStackAccess,
             /*CrossBlockSlots=*/!StackLayouts);
  // Costly constants are pushed before their loop, not on every turn.
  if (StackLayouts)
    Values.keepLoopConstants(
        getAnalysis<MachineLoopInfoWrapperPass>().getLI());
  // Memory-unsafe code owns all of memory: a value out of DUP16 reach has
  // no frame slot to go to (layOutFrame), so fewer values are kept.
  if (StackLayouts && EVM::isMemoryUnsafe(*F.getParent()))
    EVM::recomputeUnderPressure(
        MF, [&](Register R) { return Values.isRemat(R); }, RecomputeLimit);

  // Layouts and spilling do not know the frame yet: no saved words.
  EVMBlockLayouts Layouts;
  if (!StackLayouts)
    Layouts.computeBaseOnly(MF, getBase(), getArgumentSlots());
  if (!HadError) {
    SmallVector<EVMStackSlot, 4> Base = getBase();
    SmallVector<EVMStackSlot, 8> ArgumentSlots = getArgumentSlots();
    EVMSpillPolicy Spills(MF, Values, Arguments, Base, ArgumentSlots);
    HadError =
        StackLayouts
            ? !Spills.solveLayouts(
                  Layouts,
                  getAnalysis<MachineBlockFrequencyInfoWrapperPass>().getMBFI())
            : !Spills.spillUntilReachable(Layouts);
  }

  EVMFrameLayout Frame(MF, Values);
  if (!HadError)
    HadError = !layOutFrame(Frame, Recursive ? CallGraph.get() : nullptr);

  if (!HadError) {
    if (StackLayouts)
      Layouts.addSavedWords(MF, SavedWords);
    else
      Layouts.computeBaseOnly(MF, getBase(), getArgumentSlots());
    EVM_DEBUG(Layouts.print(dbgs(), MF));
    // Kept for the CFG picture (-evm-cfg-file).
    for (const MachineBasicBlock &MBB : MF) {
      const EVMStack &In = Layouts.getEntry(MBB), &Out = Layouts.getExit(MBB);
      FuncInfo->BlockLayouts[&MBB] = {to_string(In), to_string(Out),
                                      In.size(), Out.size()};
    }
    EVMStackLiveness Liveness(MF,
                              [&](Register R) { return Values.isRemat(R); });
    for (const MachineBasicBlock &MBB : MF)
      NumLiveAcross += Liveness.getLiveIn(MBB).size();
    EVMStackEmitter Emitter(MF, Values, Liveness, &Frame, Arguments,
                            SavedWords, Layouts.getBaseHeight());
    auto CostOf = [&](MachineBasicBlock &MBB)
        -> std::optional<EVMValuePlacement::BlockCost> {
      if (!Emitter.run(MBB, Layouts.getEntry(MBB), Layouts.getExit(MBB),
                       /*DryRun=*/true))
        return std::nullopt;
      return EVMValuePlacement::BlockCost{Emitter.getBytes(),
                                          Emitter.getGas()};
    };
    if (StackLayouts && ExpressionOrder)
      orderExpressions(CostOf);
    // In optsize functions, constants a block uses several times are
    // pushed once and DUPed where the dry run of the block gets shorter.
    Values.keepRepeatedConstants(
        CostOf,
        [&](const MachineBasicBlock &MBB) {
          // Blocks made by edge splits are not in the loop info: they hold
          // shuffles, no constant.
          return getAnalysis<MachineLoopInfoWrapperPass>().getLI().getLoopFor(
                     &MBB) != nullptr;
        });
    for (MachineBasicBlock &MBB : MF) {
      if (Emitter.run(MBB, Layouts.getEntry(MBB), Layouts.getExit(MBB),
                      /*DryRun=*/false)) {
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
  // Also after an error: the stack verifier checks the code left behind.
  EVMStackEmitter::insertJumpDests(MF);
  // Removed and split blocks leave gaps in the numbering (no branch folding
  // runs at -O1 and above to renumber them); listings read better without.
  if (StackLayouts)
    MF.RenumberBlocks();
  MF.getRegInfo().clearVirtRegs();
  MF.getProperties().setNoVRegs();
  return true;
}

void EVMStackify::orderExpressions(
    function_ref<std::optional<EVMValuePlacement::BlockCost>(
        MachineBasicBlock &)>
        CostOf) {
  EVMExpressionOrder Order(MF->getRegInfo());
  for (MachineBasicBlock &MBB : *MF) {
    if (!Order.run(MBB))
      continue;
    std::optional<EVMValuePlacement::BlockCost> New = CostOf(MBB);
    Order.undo(MBB);
    if (!New)
      continue;
    std::optional<EVMValuePlacement::BlockCost> Old = CostOf(MBB);
    // Neither measure may grow: the trees' order is no trade of bytes for
    // gas, and the layouts were solved for the old order.
    bool Better = !Old || (New->Gas <= Old->Gas && New->Bytes <= Old->Bytes &&
                           (New->Gas < Old->Gas || New->Bytes < Old->Bytes));
    EVM_DEBUG({
      dbgs() << "evm-stackify: " << printMBBReference(MBB)
             << ": expression order " << New->Bytes << " bytes, " << New->Gas
             << " gas";
      if (Old)
        dbgs() << " against " << Old->Bytes << " bytes, " << Old->Gas
               << " gas";
      dbgs() << (Better ? ": kept\n" : ": not kept\n");
    });
    if (!Better)
      continue;
    Order.run(MBB);
    ++NumBlocksReordered;
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
  FuncInfo->HasReturnAddress =
      !EVM::isEntryFunction(F) && !EVM::doesNotReturn(F);
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

/// Lays out the frame. A recursive function with a frame (\p Recursive is
/// then the call graph) saves it on the stack: its base grows by the
/// frame's words.
bool EVMStackify::layOutFrame(EVMFrameLayout &Frame,
                              const EVMCallGraph *Recursive) {
  if (!Frame.run())
    return false;
  FuncInfo->FrameSize = Frame.getFrameSize();
  // Yul without memoryguard: the code may use any address, a frame would
  // be overwritten (EVMCheckIR reports memory globals).
  if (FuncInfo->FrameSize &&
      EVM::isMemoryUnsafe(*MF->getFunction().getParent())) {
    const Function &F = MF->getFunction();
    F.getContext().diagnose(EVM::DiagnosticInfoMemoryUnsafeFrame(
        F, "the function needs " + Twine(FuncInfo->FrameSize) +
               " bytes of memory for its frame (" + Frame.describeContents() +
               "), but the module is memory-unsafe (no memoryguard: the code "
               "owns all of memory, module flag evm.memory-unsafe)"));
    HadError = true;
    // The function becomes INVALID: nothing of it is placed.
    FuncInfo->FrameSize = 0;
    return false;
  }
  FuncInfo->SavesFrame = Recursive && FuncInfo->FrameSize > 0;
  FuncInfo->ArgumentStagingOffset = -1;
  if (FuncInfo->SavesFrame) {
    ++NumSavingFrame;
    SavedWords = FuncInfo->FrameSize / 32;
    // The saved words go below the arguments, which SWAPs cannot do past
    // the 16th (EVMStackEmitter::emitPrologue): more arguments pass
    // through a staging area after the saved part of the frame. It is
    // live only inside the prologue, where nothing can call the function
    // again, so activations can share it.
    if (Arguments.size() > EVM::MaxStackAccess) {
      FuncInfo->ArgumentStagingOffset = FuncInfo->FrameSize;
      FuncInfo->FrameSize += 32 * Arguments.size();
    }
    // A call can reach this function again if it is indirect or its callee
    // is on a cycle with this function.
    const Function &F = MF->getFunction();
    auto MayReenter = [&](const MachineInstr &Call) {
      const MachineOperand &Callee = Call.getOperand(Call.getNumExplicitDefs());
      const auto *G =
          Callee.isGlobal() ? dyn_cast<Function>(Callee.getGlobal()) : nullptr;
      return !G || G->isDeclaration() ||
             Recursive->getNode(*G).SCC == Recursive->getNode(F).SCC;
    };
    if (Frame.addressEscapes(MayReenter))
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
    while (!MBB.succ_empty())
      MBB.removeSuccessor(MBB.succ_begin());
    BuildMI(MBB, MBB.end(), DebugLoc(), TII->get(EVM::INVALID_S));
  }
  FuncInfo->NumArguments = 0;
  FuncInfo->HasReturnAddress = false;
}
