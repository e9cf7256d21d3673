//===-- EVMCFrontend.cpp - C to LLVM IR with clang's libraries ------------===//
//
// See EVMCFrontend.h.
//
//===----------------------------------------------------------------------===//

#include "EVMCFrontend.h"
#include "EVMCTargetInfo.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

std::vector<std::string>
EVMCFrontend::getCC1Args(llvm::StringRef InputFile) const {
  std::vector<std::string> Args = {
      "-triple", EVMCTargetInfo::getTripleName(), "-emit-llvm",
      "-main-file-name", llvm::sys::path::filename(InputFile).str(),
      "-std=" + Opts.Standard,
      // __GNUC__ and the GNU extensions' macros, as clang's driver defines
      // them on every Unix-like target.
      "-fgnuc-version=4.2.1",
      // Never the host's headers: /usr/include describes another machine.
      "-nostdsysteminc", "-nobuiltininc"};
  Args.push_back(Opts.OptLevel);
  // No LLVM pass of clang's: at -O1 and above the middle end runs on the
  // linked program; at -O0 compile() runs what clang's -O0 pipeline does
  // for C itself. clang's own pipeline would find the EVM target in this
  // process and run its pipeline-start passes (the middle end's policy) on
  // each translation unit.
  Args.push_back("-disable-llvm-passes");
  if (Opts.DebugInfo) {
    Args.push_back("-debug-info-kind=line-tables-only");
    Args.push_back("-dwarf-version=5");
  }
  if (llvm::sys::Process::StandardErrHasColors())
    Args.push_back("-fcolor-diagnostics");
  for (const std::string &Dir : Opts.IncludeDirs)
    Args.insert(Args.end(), {"-I", Dir});
  for (const std::string *Dir : {&Opts.LibcIncludeDir, &Opts.ResourceIncludeDir})
    if (!Dir->empty())
      Args.insert(Args.end(), {"-internal-isystem", *Dir});
  Args.insert(Args.end(), Opts.MacroArgs.begin(), Opts.MacroArgs.end());
  Args.insert(Args.end(), Opts.WarningArgs.begin(), Opts.WarningArgs.end());
  Args.insert(Args.end(), {"-x", "c", InputFile.str()});
  return Args;
}

std::unique_ptr<llvm::Module> EVMCFrontend::compile(llvm::StringRef InputFile) {
  std::vector<std::string> Args = getCC1Args(InputFile);
  std::vector<const char *> ArgPtrs;
  for (const std::string &Arg : Args)
    ArgPtrs.push_back(Arg.c_str());

  // The command line is parsed with diagnostics of its own (a bad -std=
  // value is reported there), before the instance's exist.
  auto Invocation = std::make_shared<CompilerInvocation>();
  {
    DiagnosticOptions ArgDiagOpts;
    TextDiagnosticPrinter ArgPrinter(llvm::errs(), ArgDiagOpts);
    DiagnosticsEngine ArgDiags(DiagnosticIDs::create(), ArgDiagOpts,
                               &ArgPrinter, /*ShouldOwnClient=*/false);
    if (!CompilerInvocation::CreateFromArgs(*Invocation, ArgPtrs, ArgDiags,
                                            "evm-cc"))
      return nullptr;
  }
  // No cc1 flag asks for it: clang tracks locations by itself only for
  // optimisation remarks.
  if (!Opts.DebugInfo && Opts.TrackLocations)
    Invocation->getCodeGenOpts().setDebugInfo(
        llvm::codegenoptions::LocTrackingOnly);

  CompilerInstance CI(std::move(Invocation));
  CI.createVirtualFileSystem();
  CI.createDiagnostics();
  if (!CI.hasDiagnostics())
    return nullptr;

  // What ExecuteAction does before the input's action, with the EVM's
  // target in place of one AllocateTarget cannot make.
  CI.setTarget(EVMCTargetInfo::create(CI.getTargetOpts()));
  CI.getTarget().adjust(CI.getDiagnostics(), CI.getLangOpts(),
                        /*Aux=*/nullptr);

  EmitLLVMOnlyAction Action(&Context);
  bool Ok = Action.PrepareToExecute(CI);
  if (Ok) {
    const FrontendInputFile &Input = CI.getFrontendOpts().Inputs.front();
    if (Action.BeginSourceFile(CI, Input)) {
      if (llvm::Error E = Action.Execute()) {
        CI.getDiagnostics().Report(diag::err_fe_error_backend)
            << llvm::toString(std::move(E));
      }
      Action.EndSourceFile();
    }
  }
  CI.printDiagnosticStats();
  if (!Ok || CI.getDiagnostics().hasErrorOccurred())
    return nullptr;
  std::unique_ptr<llvm::Module> M = Action.takeModule();
  if (M && Opts.OptLevel == "-O0")
    runO0Passes(*M);
  return M;
}

void EVMCFrontend::runO0Passes(llvm::Module &M) {
  // clang's -O0 pipeline for C: functions marked always_inline are inlined
  // (<evm.h>'s wrappers of the builtins are), without lifetime markers.
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
  llvm::PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  llvm::ModulePassManager MPM;
  MPM.addPass(llvm::AlwaysInlinerPass(/*InsertLifetimeIntrinsics=*/false));
  MPM.run(M, MAM);
}
