//===-- EVMTargetMachine.cpp - EVM target machine ---------------------------===//
//
// The target machine and its pass pipeline: GlobalISel only, no register
// allocation (values stay in virtual registers until the stackifier turns
// them into EVM stack operations), then MC emission.
//
//===----------------------------------------------------------------------===//

#include "EVMTargetMachine.h"
#include "Analysis/EVMAliasAnalysis.h"
#include "Analysis/EVMInlineAdvisor.h"
#include "EVM.h"
#include "EVMDebug.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMTargetObjectFile.h"
#include "EVMTargetTransformInfo.h"
#include "IR/EVMAddressOffsets.h"
#include "IR/EVMDeadMemoryStores.h"
#include "IR/EVMEvaluateCalls.h"
#include "IR/EVMInlineSoleCalls.h"
#include "IR/EVMLiftDebugConstants.h"
#include "IR/EVMPrepareForOptimization.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/CodeGen/GlobalISel/IRTranslator.h"
#include "llvm/CodeGen/GlobalISel/InstructionSelect.h"
#include "llvm/CodeGen/GlobalISel/Legalizer.h"
#include "llvm/CodeGen/GlobalISel/RegBankSelect.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Transforms/IPO/MergeFunctions.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar.h"
#include "llvm/Transforms/Scalar/DeadStoreElimination.h"
#include "llvm/Transforms/Scalar/GVN.h"
#include "llvm/Transforms/Scalar/Scalarizer.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

static cl::opt<unsigned> OptimizeRuns(
    "evm-optimize-runs", cl::init(200),
    cl::desc("How many times the code is expected to run, as solc's "
             "optimizer.runs: a change that trades code for gas is taken "
             "when gas saved * runs > 200 * bytes added"));

unsigned EVM::getOptimizeRuns() { return OptimizeRuns; }

EVMTargetMachine::EVMTargetMachine(const Target &T, const Triple &TT,
                                   StringRef CPU, StringRef FS,
                                   const TargetOptions &Options,
                                   std::optional<Reloc::Model> RM,
                                   std::optional<CodeModel::Model> CM,
                                   CodeGenOptLevel OL, bool JIT)
    // With -march=evm and no triple in the module llc hands over the host
    // triple; whatever came in, the code is for the EVM.
    : CodeGenTargetMachineImpl(T, EVM::getDataLayoutString(TT),
                               EVM::getEVMTriple(TT), EVM::getSubtargetCPU(CPU),
                               FS, Options, Reloc::Static, CodeModel::Small,
                               OL),
      TLOF(std::make_unique<EVMTargetObjectFile>()),
      Subtarget(EVM::getEVMTriple(TT), EVM::getSubtargetCPU(CPU), FS, *this),
      UnknownCPU(EVM::isKnownCPU(CPU) || CPU == "help" ? "" : CPU.str()) {
  // `unreachable` becomes INVALID, except after a call that cannot return
  // (RETURN, REVERT, STOP, ...): there it would be dead code.
  this->Options.TrapUnreachable = true;
  this->Options.NoTrapAfterNoreturn = true;
  // The code is one stream in layout order (EVMTargetObjectFile), its
  // fall-throughs made explicit by the stackifier. Basic-block sections,
  // the machine function splitter and the machine outliner run after the
  // stackifier and would move blocks away from the code that falls into
  // them, or into sections the bytecode does not hold.
  this->Options.FunctionSections = false;
  this->Options.BBSections = BasicBlockSection::None;
  this->Options.BBAddrMap = false;
  this->Options.EnableMachineFunctionSplitter = false;
  this->Options.EnableMachineOutliner = false;
  forceOption<bool>("split-machine-functions", false);
  setGlobalISel(true);
  setFastISel(false);
  setO0WantsFastISel(false);
  initAsmInfo();

  // Virtual registers live until the stackifier, after block placement;
  // tail duplication after register allocation would clone their
  // definitions (it only rewrites SSA before allocation). The late pass is
  // disabled in the pass config; block placement's own duplication has no
  // hook but its option.
  setDefaultOption<bool>("tail-dup-placement", false);
  // Block placement also runs the branch folder on its result; at -O1 and
  // above the code is still SSA with PHIs there (the stackifier keeps PHIs
  // on the stack), and the branch folder removes empty blocks without
  // updating the PHIs that name them.
  setDefaultOption<bool>("branch-fold-placement", false);
  // Loop rotation copies the loop's header (its exit test) in front of the
  // loop and makes the loop a do-while. Here the copy is code and saves
  // nothing: EVMLoopPlacement enters a loop tested at its top by a jump to
  // the test, one JUMPI an iteration either way (docs/performance.md: on
  // the benchmark at -O2, gas 0.552 and size 1.694 of solc's without
  // header duplication, 0.576 and 1.892 with a header of up to 8
  // instructions). Loops are still put in canonical form, as -Oz does.
  setDefaultOption<unsigned>("rotation-max-header-size", 0);
}

template <typename T>
void EVMTargetMachine::setDefaultOption(StringRef Name, T Value) {
  auto &Opts = cl::getRegisteredOptions();
  auto It = Opts.find(Name);
  if (It != Opts.end() && It->second->getNumOccurrences() == 0)
    static_cast<cl::opt<T> *>(It->second)->setValue(Value);
}

template <typename T>
void EVMTargetMachine::forceOption(StringRef Name, T Value) {
  auto &Opts = cl::getRegisteredOptions();
  auto It = Opts.find(Name);
  if (It != Opts.end())
    static_cast<cl::opt<T> *>(It->second)->setValue(Value);
}

EVMTargetMachine::~EVMTargetMachine() = default;

static cl::opt<bool> EnableInlineSoleCalls(
    "evm-inline-sole-calls", cl::Hidden, cl::init(true),
    cl::desc("Inline the one call of a local function where the inliner "
             "allows no growth (EVMInlineSoleCalls)"));

static cl::opt<bool> EnableMergeFunctions(
    "evm-merge-functions", cl::Hidden, cl::init(true),
    cl::desc("Merge the functions whose code is the same once optimised "
             "(LLVM's MergeFunctions, at the end of the middle end)"));

static cl::opt<bool> EnableDeadMemoryStores(
    "evm-dead-memory-stores", cl::Hidden, cl::init(true),
    cl::desc("Remove the stores to memory that nothing reads before "
             "execution ends (EVMDeadMemoryStores)"));

static cl::opt<bool> EnableAddressOffsets(
    "evm-address-offsets", cl::Hidden, cl::init(true),
    cl::desc("Write memory addresses computed as integers as offsets from "
             "a base (EVMAddressOffsets) in the middle end"));

static cl::opt<bool> EnableEVMAA(
    "evm-aa", cl::Hidden, cl::init(true),
    cl::desc("Add the EVM's alias analysis (EVMAliasAnalysis.h) to the "
             "default ones"));

namespace {
/// LLVM's MergeFunctions, then, where it merged, SimplifyCFG: two branches
/// that called the two functions now call the same one and become one
/// (solc's dispatch to `receive` or `fallback`: `if iszero(calldatasize())
/// { receive() stop() } fallback() stop()`).
class EVMMergeFunctionsPass : public PassInfoMixin<EVMMergeFunctionsPass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    PreservedAnalyses PA = MergeFunctionsPass().run(M, MAM);
    if (PA.areAllPreserved())
      return PA;
    MAM.invalidate(M, PA);
    FunctionAnalysisManager &FAM =
        MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    for (Function &F : M) {
      if (F.isDeclaration())
        continue;
      PreservedAnalyses FPA = SimplifyCFGPass().run(F, FAM);
      FAM.invalidate(F, FPA);
    }
    return PreservedAnalyses::none();
  }
};
} // end anonymous namespace

void EVMTargetMachine::registerDefaultAliasAnalyses(AAManager &AAM) {
  if (EnableEVMAA)
    AAM.registerFunctionAnalysis<EVMAA>();
}

void EVMTargetMachine::registerPassBuilderCallbacks(PassBuilder &PB) {
  PB.registerAnalysisRegistrationCallback([](FunctionAnalysisManager &FAM) {
    FAM.registerPass([] { return EVMAA(); });
  });
  // The inliner asks this advisor (EVMInlineAdvisor.h): LLVM's cost
  // analysis, with the EVM's exits and constants priced.
  PB.registerAnalysisRegistrationCallback([](ModuleAnalysisManager &MAM) {
    MAM.registerPass(
        [] { return PluginInlineAdvisorAnalysis(createEVMInlineAdvisor); });
  });
  PB.registerParseAACallback([](StringRef Name, AAManager &AAM) {
    if (Name != "evm-aa")
      return false;
    AAM.registerFunctionAnalysis<EVMAA>();
    return true;
  });
  PB.registerPipelineStartEPCallback([this](ModulePassManager &MPM,
                                            OptimizationLevel Level) {
    bool ForSize = Level.getSizeLevel() > 0;
    // IndVarSimplify replaces a loop's exit value by its closed form
    // whenever the loop can then be deleted, whatever that costs in
    // code: the sum of squares becomes a cubic in 257-bit arithmetic
    // (359 bytes for a loop of 41). Under -Os/-Oz the loop stays,
    // unless -replexitval was given. The pass reads only this option.
    if (ForSize)
      setDefaultOption<ReplaceExitVal>("replexitval", NeverRepl);
    MPM.addPass(EVMPrepareForOptimizationPass(*getMCInstrInfo(), ForSize,
                                              Level != OptimizationLevel::O0));
  });
  // After each InstCombine of the function simplification pipeline: the
  // results feed the rest of it and the inlining of the callers. Then the
  // debug values of the constants inlining and folding made are moved
  // where ADCE, later in that pipeline, keeps them.
  PB.registerPeepholeEPCallback(
      [this](FunctionPassManager &FPM, OptimizationLevel Level) {
        if (Level == OptimizationLevel::O0)
          return;
        FPM.addPass(EVMEvaluateCallsPass(*getMCInstrInfo()));
        FPM.addPass(EVMLiftDebugConstantsPass());
      });
  // Once inlining is done: the calls the inliner refused only for being
  // in a block that ends in `unreachable` (EVMInlineSoleCalls.h), then
  // memory addresses as offsets from their bases, then what alias
  // analysis can now prove (stores forwarded to loads, stores overwritten
  // or never read, stores to memory that nothing reads before execution
  // ends: EVMDeadMemoryStores.h). Not before: the inliner prices a
  // getelementptr of constant offsets as free where it prices the add it
  // replaces, and would inline more than the code gains
  // (EVMAddressOffsets.h).
  PB.registerOptimizerEarlyEPCallback([](ModulePassManager &MPM,
                                         OptimizationLevel Level,
                                         ThinOrFullLTOPhase) {
    if (Level == OptimizationLevel::O0)
      return;
    if (EnableInlineSoleCalls)
      MPM.addPass(EVMInlineSoleCallsPass());
    if (!EnableAddressOffsets && !EnableDeadMemoryStores)
      return;
    FunctionPassManager FPM;
    if (EnableAddressOffsets) {
      FPM.addPass(EVMAddressOffsetsPass());
      FPM.addPass(GVNPass(GVNOptions().setPRE(false).setLoadPRE(false)));
      FPM.addPass(DSEPass());
    }
    if (EnableDeadMemoryStores)
      FPM.addPass(EVMDeadMemoryStoresPass());
    FPM.addPass(InstCombinePass());
    MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
  });
  // Last: functions that optimisation made the same are one. solc's
  // unoptimised Yul has a function per Solidity function, and a contract's
  // `receive` and `fallback` that do the same thing become two copies of
  // one code after inlining (solc's optimiser merges them too, its
  // EquivalentFunctionCombiner). The calls go to the one kept; a function
  // whose address is taken keeps it, as a jump to the other. Where
  // something merged, SimplifyCFG then makes one of the branches that
  // called the two.
  PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM,
                                        OptimizationLevel Level,
                                        ThinOrFullLTOPhase) {
    if (Level != OptimizationLevel::O0 && EnableMergeFunctions)
      MPM.addPass(EVMMergeFunctionsPass());
  });
  PB.registerPipelineParsingCallback(
      [this](StringRef Name, FunctionPassManager &FPM,
             ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "evm-evaluate-calls") {
          FPM.addPass(EVMEvaluateCallsPass(*getMCInstrInfo()));
          return true;
        }
        if (Name == "evm-lift-debug-constants") {
          FPM.addPass(EVMLiftDebugConstantsPass());
          return true;
        }
        if (Name == "evm-address-offsets") {
          FPM.addPass(EVMAddressOffsetsPass());
          return true;
        }
        if (Name == "evm-dead-memory-stores") {
          FPM.addPass(EVMDeadMemoryStoresPass());
          return true;
        }
        return false;
      });
  // For pipelines written out (opt -passes=...).
  PB.registerPipelineParsingCallback(
      [this](StringRef Name, ModulePassManager &MPM,
             ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "evm-inline-sole-calls") {
          MPM.addPass(EVMInlineSoleCallsPass());
          return true;
        }
        if (Name != "evm-prepare-for-optimization")
          return false;
        MPM.addPass(EVMPrepareForOptimizationPass(*getMCInstrInfo(),
                                                  /*OptimizeForSize=*/false,
                                                  /*Internalize=*/false));
        return true;
      });
}

MachineFunctionInfo *EVMTargetMachine::createMachineFunctionInfo(
    BumpPtrAllocator &Allocator, const Function &F,
    const TargetSubtargetInfo *STI) const {
  return EVMMachineFunctionInfo::create<EVMMachineFunctionInfo>(Allocator, F,
                                                                STI);
}

TargetTransformInfo
EVMTargetMachine::getTargetTransformInfo(const Function &F) const {
  return TargetTransformInfo(std::make_unique<EVMTTIImpl>(this, F));
}

namespace {

class EVMPassConfig final : public TargetPassConfig {
public:
  EVMPassConfig(EVMTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {}

  void addIRPasses() override {
    // The runtime library the IR dialect's front ends call is linked in and
    // inlined before anything looks at the calls.
    addPass(createEVMRuntimeLibraryPass());
    addPass(createEVMPrepareModulePass());
    // Sub-objects, data sections and link-time values (datasize,
    // dataoffset, setimmutable, loadimmutable, linkersymbol) before
    // anything checks the calls.
    addPass(createEVMLinkObjectsPass());
    // What the C calling convention has and the jump-based one lacks:
    // copies of byval arguments, then variadic calls (docs/c.md).
    addPass(createEVMLowerByValPass());
    addPass(createEVMExpandVarArgsPass());
    // Recursive functions whose locals' addresses escape get a frame per
    // activation for them (the static frame would be shared).
    addPass(createEVMActivationFramesPass());
    // Atomics are plain memory accesses on a single-threaded machine. Then
    // unsupported IR is reported before GlobalISel would abort on it.
    addPass(createLowerAtomicPass());
    addPass(createEVMCheckIRPass(getTM<EVMTargetMachine>()));
    // Vectors become scalars (EVMLowerVectors.cpp); anything left is
    // reported.
    addPass(createEVMLowerVectorsPass());
    ScalarizerPassOptions Scalarize;
    Scalarize.ScalarizeVariableInsertExtract = true;
    Scalarize.ScalarizeLoadStore = true;
    addPass(createScalarizerPass(Scalarize));
    addPass(createEVMCheckIRPass(getTM<EVMTargetMachine>(),
                                 /*VectorsScalarized=*/true));
    TargetPassConfig::addIRPasses();
    addPass(createEVMLowerIntrinsicsPass());
    // CFG normalisation: switches become compares (no jump tables on the
    // EVM), and blocks nothing can reach go. At -O0 LowerSwitch's balanced
    // tree of single cases; above, the IRTranslator's lowering, runs of at
    // most three compares under a tree (EVMTargetLowering), on words: a
    // switch InstCombine narrowed (solc's dispatcher) is widened first.
    if (getOptLevel() == CodeGenOptLevel::None)
      addPass(createLowerSwitchPass());
    else
      addPass(createEVMWidenSwitchesPass());
    addPass(createUnreachableBlockEliminationPass());
    // Reads of the call's context the middle end merged in PHIs are read
    // again (the stackifier reads them at each use).
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMContextPHIsPass(getTM<EVMTargetMachine>()));
    // A check every case of a switch starts with (solc's callvalue check
    // in each function of the dispatcher) is made once, before it.
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMHoistCommonChecksPass());
    // One copy of each way of ending execution, jumped to by every check
    // that ends that way (what LLVM's branch folder would merge, off here).
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMMergeHaltingBlocksPass());
    // And one copy, a function, of each way of failing that several
    // functions share.
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMShareFailingBlocksPass());
    // The middle end's selects where a jump is cheaper on the EVM.
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMSelectToBranchPass());
    // Compares of a dividend with its divisor as tests of the quotient the
    // code computes anyway (InstCombine's form, undone after its last run).
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMQuotientComparesPass());
    // Sums of a value that a newer sum of it dominates written from that
    // sum, so that the value dies there (InstCombine's form, undone).
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMRebaseOffsetsPass());
    // Constants used in many places read from one copy after the code,
    // where that is cheaper (solc's constant optimiser's trade).
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMConstantPoolPass(getTM<EVMTargetMachine>()));
  }

  void addISelPrepare() override {
    TargetPassConfig::addISelPrepare();
    // The frame is static: every alloca of constant size gets its slot in
    // the entry block, where the IRTranslator makes it a frame index.
    addPass(createEVMHoistAllocasPass());
  }

  bool addIRTranslator() override {
    addPass(new IRTranslator(getOptLevel()));
    return false;
  }
  // GlobalISel's legalizer, with an observer that keeps it linear in the
  // uses of a widened value (GISel/EVMLegalizer.cpp).
  bool addLegalizeMachineIR() override {
    addPass(createEVMLegalizerPass());
    return false;
  }
  // The target's combines (TableGen/EVMCombine.td) see legal generic MIR
  // and leave it legal. They run at -O0 too: they choose the instructions
  // a branch or a complement is made of, as a selector would.
  void addPreRegBankSelect() override {
    addPass(createEVMPostLegalizerCombinerPass());
  }
  bool addRegBankSelect() override {
    addPass(new RegBankSelect());
    return false;
  }
  bool addGlobalInstructionSelect() override {
    addPass(new InstructionSelect(getOptLevel()));
    return false;
  }

  // No register allocation: the stackifier assigns stack positions.
  FunctionPass *createTargetRegisterAllocator(bool) override {
    return nullptr;
  }
  bool addRegAssignAndRewriteFast() override { return false; }
  bool addRegAssignAndRewriteOptimized() override { return false; }
  // The optimised allocation pipeline (coalescing, scheduling) works for
  // physical registers. With block stack layouts (-O1 and up) the PHIs
  // stay until the stackifier turns them into stack shuffles on the edges,
  // so neither PHI nor two-address lowering runs, and branch folding, which
  // does not update PHIs, is off. In the memory-slot scheme (-O0) only PHI
  // and two-address lowering matter, which is what the fast pipeline runs.
  void addOptimizedRegAlloc() override {
    if (EVM::useStackLayouts(getOptLevel())) {
      disablePass(&BranchFolderPassID);
      return;
    }
    addFastRegAlloc();
  }

  // In the memory-slot scheme PHIs become frame slots before the generic
  // PHI elimination would turn them into copies (docs/design.md).
  void addPreRegAlloc() override {
    if (!EVM::useStackLayouts(getOptLevel()))
      addPass(createEVMPHIEliminationPass());
  }

  void addPostRegAlloc() override {
    // The stackifier lays out the frame itself.
    disablePass(&PrologEpilogCodeInserterID);
    // See the constructor: it would break SSA form.
    disablePass(&TailDuplicateLegacyID);
    // Copies between virtual registers (left by early tail duplication, for
    // instance) are renamings the stackifier handles; there are no physical
    // registers to expand them to.
    disablePass(&ExpandPostRAPseudosID);
    // These passes assume values in physical registers.
    disablePass(&MachineLateInstrsCleanupID);
    disablePass(&MachineCopyPropagationID);
    disablePass(&PostRAMachineSinkingID);
    disablePass(&PostRASchedulerID);
    disablePass(&FuncletLayoutID);
    disablePass(&StackMapLivenessID);
    disablePass(&PatchableFunctionID);
    disablePass(&ShrinkWrapID);
    disablePass(&RemoveLoadsIntoFakeUsesID);
    disablePass(&LiveDebugValuesID);
    TargetPassConfig::addPostRegAlloc();
  }

  // Block placement prices branches as a machine where both senses of a
  // conditional branch cost the same; the EVM's JUMPI does not.
  void addBlockPlacement() override {
    TargetPassConfig::addBlockPlacement();
    if (EVM::useStackLayouts(getOptLevel()))
      addPass(createEVMLoopPlacementPass());
  }

  void addPreEmitPass() override {
    TargetPassConfig::addPreEmitPass();
    // After the combiner and MachineCSE, which would fold its ADDs back.
    if (EVM::useStackLayouts(getOptLevel())) {
      addPass(createEVMLoopExitValuesPass());
      // Once the layout is final: it decides which branches are negated.
      addPass(createEVMFoldBranchNegationsPass());
    }
    addPass(createEVMStackifyPass());
    if (getOptLevel() != CodeGenOptLevel::None)
      addPass(createEVMStackPeepholePass());
    addPass(createEVMStackVerifierPass());
  }
};

} // end anonymous namespace

TargetPassConfig *EVMTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new EVMPassConfig(*this, PM);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeEVMTarget() {
  RegisterTargetMachine<EVMTargetMachine> X(getTheEVMTarget());
  EVM::registerDebugOptions();
  PassRegistry &PR = *PassRegistry::getPassRegistry();
  initializeGlobalISel(PR);
  initializeEVMRuntimeLibraryPass(PR);
  initializeEVMPrepareModulePass(PR);
  initializeEVMLinkObjectsPass(PR);
  initializeEVMCheckIRPass(PR);
  initializeEVMLowerIntrinsicsPass(PR);
  initializeEVMLegalizerPass(PR);
  initializeEVMPostLegalizerCombinerPass(PR);
  initializeEVMHoistAllocasPass(PR);
  initializeEVMHoistCommonChecksPass(PR);
  initializeEVMContextPHIsPass(PR);
  initializeEVMMergeHaltingBlocksPass(PR);
  initializeEVMShareFailingBlocksPass(PR);
  initializeEVMSelectToBranchPass(PR);
  initializeEVMQuotientComparesPass(PR);
  initializeEVMRebaseOffsetsPass(PR);
  initializeEVMConstantPoolPass(PR);
  initializeEVMWidenSwitchesPass(PR);
  initializeEVMLowerByValPass(PR);
  initializeEVMExpandVarArgsPass(PR);
  initializeEVMActivationFramesPass(PR);
  initializeEVMLowerVectorsPass(PR);
  initializeEVMPHIEliminationPass(PR);
  initializeEVMLoopPlacementPass(PR);
  initializeEVMLoopExitValuesPass(PR);
  initializeEVMFoldBranchNegationsPass(PR);
  initializeEVMStackifyPass(PR);
  initializeEVMStackVerifierPass(PR);
  initializeEVMStackPeepholePass(PR);
}

#ifdef EVM_BUILD_PLUGIN
extern "C" void LLVMInitializeEVMTargetInfo();
extern "C" void LLVMInitializeEVMTargetMC();
extern "C" void LLVMInitializeEVMAsmPrinter();
extern "C" void LLVMInitializeEVMDisassembler();

namespace {
/// llc initialises its built-in targets before it parses options, and loads
/// plugins while parsing them: a plugin registers itself when it is loaded.
struct EVMPluginRegistration {
  EVMPluginRegistration() {
    LLVMInitializeEVMTargetInfo();
    LLVMInitializeEVMTargetMC();
    LLVMInitializeEVMTarget();
    LLVMInitializeEVMAsmPrinter();
    LLVMInitializeEVMDisassembler();
  }
} Registration;
} // end anonymous namespace
#endif
