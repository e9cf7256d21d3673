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
// data layout). No library function exists on the EVM: the optimiser never
// turns code into calls to one. The rest of the EVM's policy (entry points
// kept, internalization, the runtime library, builtin attributes, -Os/-Oz)
// comes with the target machine: the PassBuilder asks it for its callbacks
// (EVMTargetMachine::registerPassBuilderCallbacks, which adds
// EVMPrepareForOptimization; docs/design.md, "The middle end"), as any
// driver's PassBuilder does.
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMDriver.h"
#include "EVM.h"
#include "EVMDebug.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
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

/// No level is -O0's pipeline.
static EVM::OptLevel getDriverLevel(Level L) {
  switch (L) {
  case Level::None:
  case Level::O0:
    return EVM::OptLevel::O0;
  case Level::O1:
    return EVM::OptLevel::O1;
  case Level::O2:
    return EVM::OptLevel::O2;
  case Level::O3:
    return EVM::OptLevel::O3;
  case Level::Os:
    return EVM::OptLevel::Os;
  case Level::Oz:
    return EVM::OptLevel::Oz;
  }
  EVM_UNREACHABLE("unknown level");
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
  std::error_code EC;
  ToolOutputFile Out(OutputFilename, EC, sys::fs::OF_None);
  if (EC) {
    WithColor::error(errs(), argv[0]) << EC.message() << "\n";
    return 1;
  }

  if (Error E = EVM::runMiddleEnd(*M, *TM, getDriverLevel(OptLevel),
                                  PassPipeline, !DisableVerify)) {
    WithColor::error(errs(), argv[0]) << toString(std::move(E)) << "\n";
    return 1;
  }
  if (OutputAssembly)
    M->print(Out.os(), nullptr);
  else
    WriteBitcodeToFile(*M, Out.os());
  Out.keep();
  return 0;
}
