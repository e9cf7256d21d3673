//===-- evm-opt.cpp - LLVM's middle end for EVM modules -------------------===//
//
// The stock `opt` cannot optimise EVM modules: the `evm` triple has no
// Triple::ArchType, so opt rejects it before it would load a plugin's
// target. This driver is the part of opt the project needs, on the same
// PassBuilder, with the EVM TargetMachine linked in: its
// TargetTransformInfo (EVMTargetTransformInfo.cpp) is the cost model of
// every pass.
//
//   evm-opt [-O0|-O1|-O2|-O3|-Os|-Oz | -passes=PIPELINE] [-mcpu=CPU]
//           [-S] [-o OUT] [IN.ll|IN.bc]
//
// Before the pipeline runs, the module is made an EVM module (triple and
// data layout), and its entry points cannot be removed: the entry function
// and `__constructor` get external linkage (the code generator finds them
// by name, nothing in the module calls them). Nothing else is reachable
// from outside a contract, so the -O pipelines first internalize every
// other function and global: a function inlined everywhere then goes, and
// globals can be folded. -Os and -Oz mark every function `optsize`, as
// clang does for -Os, so that the passes that look at the function rather
// than the pipeline (unrolling, SimplifyCFG, the code generator) prefer
// size too; not `minsize` (see addSizeAttributes). No library function
// exists on the EVM: the optimiser never turns code into calls to one.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMBuiltins.h"
#include "EVMCallGraph.h"
#include "EVMDebug.h"
#include "EVMMCTargetDesc.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Bitcode/BitcodeWriterPass.h"
#include "llvm/IR/IRPrintingPasses.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRPrinter/IRPrintingPasses.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/IPO/Internalize.h"
#include <memory>

using namespace llvm;

static cl::OptionCategory EVMOptCategory("evm-opt options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input .ll or .bc>"),
                                          cl::init("-"),
                                          cl::cat(EVMOptCategory));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("filename"),
                                           cl::init("-"),
                                           cl::cat(EVMOptCategory));
static cl::opt<bool> OutputAssembly("S", cl::desc("Write textual IR"),
                                    cl::cat(EVMOptCategory));
static cl::opt<std::string>
    PassPipeline("passes",
                 cl::desc("A pipeline in opt's syntax, e.g. 'default<O2>' "
                          "or 'function(instcombine)'"),
                 cl::cat(EVMOptCategory));
static cl::opt<std::string> CPU("mcpu", cl::desc("EVM version (see llc)"),
                                cl::value_desc("cpu"),
                                cl::cat(EVMOptCategory));
static cl::opt<bool> DisableVerify("disable-verify",
                                   cl::desc("Do not verify the result"),
                                   cl::cat(EVMOptCategory));

enum class Level { None, O0, O1, O2, O3, Os, Oz };
static cl::opt<Level> OptLevel(
    cl::desc("Optimisation level (the default pipeline of that level)"),
    cl::init(Level::None),
    cl::values(clEnumValN(Level::O0, "O0", "no optimisation"),
               clEnumValN(Level::O1, "O1", "quick optimisations"),
               clEnumValN(Level::O2, "O2", "the default optimisations"),
               clEnumValN(Level::O3, "O3", "O2 with more aggressive passes"),
               clEnumValN(Level::Os, "Os", "O2 preferring size"),
               clEnumValN(Level::Oz, "Oz", "O2 preferring size above all")),
    cl::cat(EVMOptCategory));


static OptimizationLevel getOptimizationLevel(Level L) {
  switch (L) {
  case Level::None:
  case Level::O0:
    return OptimizationLevel::O0;
  case Level::O1:
    return OptimizationLevel::O1;
  case Level::O2:
    return OptimizationLevel::O2;
  case Level::O3:
    return OptimizationLevel::O3;
  case Level::Os:
    return OptimizationLevel::Os;
  case Level::Oz:
    return OptimizationLevel::Oz;
  }
  EVM_UNREACHABLE("unknown level");
}

/// The code generator finds the entry function and the constructor by name
/// (EVMCallGraph::findEntryFunction, EVMPrepareModule): the optimiser must
/// neither drop nor rename them.
static void keepEntryPoints(Module &M) {
  for (const Function *Root :
       {EVMCallGraph::findEntryFunction(M),
        static_cast<const Function *>(M.getFunction(EVMCallGraph::ConstructorName))}) {
    if (!Root || !Root->hasLocalLinkage())
      continue;
    Function *F = const_cast<Function *>(Root);
    F->setLinkage(GlobalValue::ExternalLinkage);
    F->setVisibility(GlobalValue::DefaultVisibility);
  }
}

static bool isEntryPoint(const GlobalValue &GV) {
  const Module &M = *GV.getParent();
  return &GV == EVMCallGraph::findEntryFunction(M) ||
         &GV == M.getFunction(EVMCallGraph::ConstructorName);
}

/// IndVarSimplify replaces a loop's exit value by its closed form whenever
/// the loop can then be deleted, whatever that costs in code: the sum of
/// squares becomes a cubic in 257-bit arithmetic (359 bytes for a loop of
/// 41). Under -Os/-Oz the loop stays, unless -replexitval was given.
static void preferLoopsToClosedForms() {
  auto &Options = cl::getRegisteredOptions();
  auto It = Options.find("replexitval");
  if (It == Options.end() || It->second->getNumOccurrences())
    return;
  It->second->addOccurrence(0, "replexitval", "never");
}

/// The function attribute size-aware passes read, as clang's -Os sets it.
/// -Oz does not add `minsize`: with it the inliner no longer inlines the
/// only call of a local function, which on the EVM always saves code (the
/// call sequence and the callee's entry and return go).
static void addSizeAttributes(Module &M) {
  for (Function &F : M)
    if (!F.isDeclaration() && !F.hasOptNone())
      F.addFnAttr(Attribute::OptimizeForSize);
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(EVMOptCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "LLVM's optimiser for EVM modules\n");
  if (OptLevel != Level::None && !PassPipeline.empty()) {
    WithColor::error(errs(), argv[0])
        << "-passes cannot be combined with an -O level\n";
    return 2;
  }

  LLVMContext Context;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(InputFilename, Diag, Context);
  if (!M) {
    Diag.print(argv[0], WithColor::error(errs(), argv[0]));
    return 1;
  }

  // The target registered itself when the program started (the same
  // static constructor registers it when llc loads the plugin).
  // Plain EVM code, or the C ABI variant when the module says so.
  Triple TT = EVM::getEVMTriple(M->getTargetTriple());
  std::string LookupError;
  const Target *T = TargetRegistry::lookupTarget("evm", TT, LookupError);
  if (!T) {
    WithColor::error(errs(), argv[0]) << LookupError << "\n";
    return 1;
  }
  if (!EVM::isKnownCPU(CPU)) {
    WithColor::error(errs(), argv[0])
        << "unknown processor '" << CPU << "'; the EVM target knows "
        << EVM::getKnownCPUList() << "\n";
    return 1;
  }
  CodeGenOptLevel CGLevel = OptLevel == Level::O0 ? CodeGenOptLevel::None
                                                  : CodeGenOptLevel::Default;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, CPU, "", TargetOptions(), std::nullopt, std::nullopt, CGLevel));
  M->setTargetTriple(TT);
  if (M->getDataLayout().isDefault())
    M->setDataLayout(TM->createDataLayout());
  if (M->getDataLayout() != TM->createDataLayout()) {
    WithColor::error(errs(), argv[0])
        << "the module's data layout is not the EVM's ("
        << TM->createDataLayout().getStringRepresentation() << ")\n";
    return 1;
  }
  if (verifyModule(*M, &errs())) {
    WithColor::error(errs(), argv[0]) << InputFilename
                                      << ": the input is not valid IR\n";
    return 1;
  }
  keepEntryPoints(*M);
  // The IR dialect's runtime library (__addmod, __sha3, ...) is defined and
  // inlined before the middle end sees the calls, as llc does first.
  {
    legacy::PassManager RuntimeLibrary;
    RuntimeLibrary.add(createEVMRuntimeLibraryPass());
    RuntimeLibrary.run(*M);
  }
  // What the optimiser may assume of the builtins' calls.
  EVM::addBuiltinAttributes(*M, *TM->getMCInstrInfo());
  if (OptLevel == Level::Os || OptLevel == Level::Oz) {
    addSizeAttributes(*M);
    preferLoopsToClosedForms();
  }

  std::error_code EC;
  ToolOutputFile Out(OutputFilename, EC, sys::fs::OF_None);
  if (EC) {
    WithColor::error(errs(), argv[0]) << EC.message() << "\n";
    return 1;
  }

  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassInstrumentationCallbacks PIC;
  StandardInstrumentations SI(Context, /*DebugLogging=*/false);
  SI.registerCallbacks(PIC, &MAM);
  PassBuilder PB(TM.get(), PipelineTuningOptions(), std::nullopt, &PIC);

  // Registered first, so the PassBuilder's default does not replace it.
  TargetLibraryInfoImpl TLII(M->getTargetTriple());
  TLII.disableAllFunctions();
  FAM.registerPass([&] { return TargetLibraryAnalysis(TLII); });
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);

  ModulePassManager MPM;
  if (!PassPipeline.empty()) {
    if (Error E = PB.parsePassPipeline(MPM, PassPipeline)) {
      WithColor::error(errs(), argv[0]) << toString(std::move(E)) << "\n";
      return 1;
    }
  } else {
    OptimizationLevel L = getOptimizationLevel(OptLevel);
    if (L == OptimizationLevel::O0) {
      MPM = PB.buildO0DefaultPipeline(L);
    } else {
      // A module without an entry function is a library of ordinary
      // functions (docs/ir-dialect.md): all of them are its interface.
      if (EVMCallGraph::findEntryFunction(*M))
        MPM.addPass(InternalizePass(isEntryPoint));
      MPM.addPass(PB.buildPerModuleDefaultPipeline(L));
    }
  }
  if (!DisableVerify)
    MPM.addPass(VerifierPass());
  if (OutputAssembly)
    MPM.addPass(PrintModulePass(Out.os(), ""));
  else
    MPM.addPass(BitcodeWriterPass(Out.os()));
  MPM.run(*M, MAM);
  Out.keep();
  return 0;
}
