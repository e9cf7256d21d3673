//===-- EVMDriver.cpp - Compile modules to bytecode in one process --------===//

#include "Driver/EVMDriver.h"
#include "Driver/EVMObjectLinker.h"
#include "EVM.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/IPO/DeadArgumentElimination.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/IPO/Internalize.h"

using namespace llvm;

/// The levels and their flags.
static constexpr std::pair<EVM::OptLevel, StringLiteral> LevelFlags[] = {
    {EVM::OptLevel::O0, "-O0"}, {EVM::OptLevel::O1, "-O1"},
    {EVM::OptLevel::O2, "-O2"}, {EVM::OptLevel::O3, "-O3"},
    {EVM::OptLevel::Os, "-Os"}, {EVM::OptLevel::Oz, "-Oz"},
};

std::optional<EVM::OptLevel> EVM::parseOptLevel(StringRef Flag) {
  for (const auto &[Level, Text] : LevelFlags)
    if (Flag == Text)
      return Level;
  return std::nullopt;
}

StringRef EVM::getOptLevelFlag(OptLevel L) {
  for (const auto &[Level, Text] : LevelFlags)
    if (Level == L)
      return Text;
  return "-O2";
}

namespace {

/// Collects a context's diagnostics as llc prints them, and notes the one
/// failure a caller can recover from.
class CollectingHandler final : public DiagnosticHandler {
public:
  explicit CollectingHandler(EVM::CompileResult &Result) : Result(Result) {}

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    DiagnosticSeverity Severity = DI.getSeverity();
    // llc prints remarks only when asked for, which the driver is not.
    if (Severity == DS_Remark)
      return true;
    if (Severity == DS_Error) {
      if (isa<EVM::DiagnosticInfoMemoryUnsafeFrame>(DI))
        ++FrameErrors;
      else
        ++OtherErrors;
    }
    raw_string_ostream OS(Result.Diagnostics);
    switch (Severity) {
    case DS_Error:
      OS << "error: ";
      break;
    case DS_Warning:
      OS << "warning: ";
      break;
    default:
      OS << "note: ";
      break;
    }
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    OS << '\n';
    return true;
  }

  unsigned FrameErrors = 0, OtherErrors = 0;

private:
  EVM::CompileResult &Result;
};

} // end anonymous namespace

static OptimizationLevel getMiddleEndLevel(EVM::OptLevel L) {
  switch (L) {
  case EVM::OptLevel::O0:
    return OptimizationLevel::O0;
  case EVM::OptLevel::O1:
    return OptimizationLevel::O1;
  case EVM::OptLevel::O2:
    return OptimizationLevel::O2;
  case EVM::OptLevel::O3:
    return OptimizationLevel::O3;
  case EVM::OptLevel::Os:
    return OptimizationLevel::Os;
  case EVM::OptLevel::Oz:
    return OptimizationLevel::Oz;
  }
  return OptimizationLevel::O2;
}

/// Runs the module passes \p AddPasses gives on \p M, with the analyses
/// of the target machine and no library functions, then the verifier
/// unless \p Verify is false.
static Error runModulePasses(
    Module &M, TargetMachine &TM, bool Verify,
    function_ref<Error(PassBuilder &, ModulePassManager &)> AddPasses) {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassInstrumentationCallbacks PIC;
  StandardInstrumentations SI(M.getContext(), /*DebugLogging=*/false);
  SI.registerCallbacks(PIC, &MAM);
  PassBuilder PB(&TM, PipelineTuningOptions(), std::nullopt, &PIC);

  // Registered first, so the PassBuilder's default does not replace it.
  TargetLibraryInfoImpl TLII(M.getTargetTriple());
  TLII.disableAllFunctions();
  FAM.registerPass([&] { return TargetLibraryAnalysis(TLII); });
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);

  ModulePassManager MPM;
  if (Error E = AddPasses(PB, MPM))
    return E;
  if (Verify)
    MPM.addPass(VerifierPass());
  MPM.run(M, MAM);
  return Error::success();
}

Error EVM::runMiddleEnd(Module &M, TargetMachine &TM, OptLevel Level,
                        StringRef Pipeline, bool Verify) {
  return runModulePasses(
      M, TM, Verify, [&](PassBuilder &PB, ModulePassManager &MPM) -> Error {
        if (!Pipeline.empty())
          // A pipeline written out gets the EVM's policy first too,
          // without internalization.
          return PB.parsePassPipeline(
              MPM, ("evm-prepare-for-optimization," + Pipeline).str());
        OptimizationLevel L = getMiddleEndLevel(Level);
        MPM = L == OptimizationLevel::O0 ? PB.buildO0DefaultPipeline(L)
                                         : PB.buildPerModuleDefaultPipeline(L);
        return Error::success();
      });
}

Error EVM::closeProgram(Module &M) {
  Triple TT = getEVMTriple(M.getTargetTriple());
  std::string LookupError;
  const Target *T = TargetRegistry::lookupTarget("evm", TT, LookupError);
  if (!T)
    return createStringError(LookupError);
  // The fork does not matter to these passes: the default one.
  std::unique_ptr<TargetMachine> TM(
      T->createTargetMachine(TT, "", "", TargetOptions(), std::nullopt,
                             std::nullopt, CodeGenOptLevel::None));
  return runModulePasses(
      M, *TM, /*Verify=*/true,
      [&](PassBuilder &PB, ModulePassManager &MPM) -> Error {
        // The EVM's policy first, as in any pipeline of runMiddleEnd.
        if (Error E = PB.parsePassPipeline(MPM, "evm-prepare-for-optimization"))
          return E;
        MPM.addPass(InternalizePass([](const GlobalValue &GV) {
          return GV.getName() == EntryName || GV.getName() == ConstructorName;
        }));
        MPM.addPass(AlwaysInlinerPass());
        MPM.addPass(DeadArgumentEliminationPass());
        MPM.addPass(GlobalDCEPass());
        return Error::success();
      });
}

EVM::CompileResult EVM::compileBitcode(StringRef Bitcode, StringRef Name,
                                       const CompileOptions &Options,
                                       const LinkInputs &Links,
                                       OutputKind Output) {
  CompileResult Result;
  LLVMContext Ctx;
  // Value names are kept, as llc keeps them: the diagnostics name the
  // arguments and values they are about.
  auto *Handler = new CollectingHandler(Result);
  Ctx.setDiagnosticHandler(std::unique_ptr<DiagnosticHandler>(Handler));
  auto fail = [&](const Twine &Message) {
    raw_string_ostream(Result.Diagnostics)
        << "error: " << Name << ": " << Message << '\n';
    Result.Status = CompileResult::Failure;
    return Result;
  };

  Expected<std::unique_ptr<Module>> MOrErr = parseBitcodeFile(
      MemoryBufferRef(Bitcode, Name), Ctx);
  if (!MOrErr)
    return fail(toString(MOrErr.takeError()));
  Module &M = **MOrErr;

  Triple TT = getEVMTriple(Options.Triple.empty() ? M.getTargetTriple()
                                                  : Triple(Options.Triple));
  std::string LookupError;
  const Target *T = TargetRegistry::lookupTarget("evm", TT, LookupError);
  if (!T)
    return fail(LookupError);
  if (!isKnownCPU(Options.CPU)) {
    // An option, not the program: said as llc says it.
    raw_string_ostream(Result.Diagnostics)
        << "error: unknown processor '" << Options.CPU
        << "'; the EVM target knows " << getKnownCPUList() << '\n';
    Result.Status = CompileResult::Failure;
    return Result;
  }
  bool Optimize = Options.Level != OptLevel::O0;
  // -Os and -Oz are the middle end's; the backend runs at -O2 for them, as
  // bin/evm-bin runs llc (the functions carry optsize/minsize).
  CodeGenOptLevel CGLevel =
      !Optimize ? CodeGenOptLevel::None
      : Options.Level == OptLevel::O1 ? CodeGenOptLevel::Less
      : Options.Level == OptLevel::O3 ? CodeGenOptLevel::Aggressive
                                      : CodeGenOptLevel::Default;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, Options.CPU, Options.Features, TargetOptions(), std::nullopt,
      std::nullopt, CGLevel));
  M.setTargetTriple(TT);
  if (M.getDataLayout().isDefault())
    M.setDataLayout(TM->createDataLayout());
  if (M.getDataLayout() != TM->createDataLayout())
    return fail("the module's data layout is not the EVM's (" +
                TM->createDataLayout().getStringRepresentation() + ")");
  {
    std::string Broken;
    raw_string_ostream OS(Broken);
    if (verifyModule(M, &OS))
      return fail("the input is not valid IR: " + Broken);
  }

  if (Optimize && Options.MiddleEnd)
    if (Error E = runMiddleEnd(M, *TM, Options.Level))
      return fail(toString(std::move(E)));
  if (Output == OutputKind::IR) {
    raw_string_ostream OS(Result.Text);
    M.print(OS, nullptr);
    Result.Status = Handler->OtherErrors || Handler->FrameErrors
                        ? CompileResult::Failure
                        : CompileResult::Success;
    return Result;
  }

  setLinkInputs(M, Links.OwnName, Links.Objects, Links.Data);
  if (!Links.Runtime.empty())
    setDeployRuntime(M, Links.RuntimeOrigin, Links.Runtime);
  SmallString<0> Emitted;
  {
    raw_svector_ostream OS(Emitted);
    legacy::PassManager PM;
    TargetLibraryInfoImpl TLII(M.getTargetTriple());
    PM.add(new TargetLibraryInfoWrapperPass(TLII));
    if (TM->addPassesToEmitFile(PM, OS, nullptr,
                                Output == OutputKind::Assembly
                                    ? CodeGenFileType::AssemblyFile
                                    : CodeGenFileType::ObjectFile,
                                /*DisableVerify=*/false))
      return fail("the EVM target cannot emit this file type");
    PM.run(M);
  }
  if (Handler->OtherErrors || Handler->FrameErrors) {
    Result.Status = Handler->OtherErrors ? CompileResult::Failure
                                         : CompileResult::NeedsMemoryFrame;
    return Result;
  }
  if (Output == OutputKind::Assembly) {
    Result.Text = Emitted.str().str();
    Result.Status = CompileResult::Success;
    return Result;
  }

  // The sub-objects the module was given are the ones the link step moves.
  std::vector<SubObject> Subs;
  for (const auto &[SubName, Text] : Links.Objects) {
    SubObject S{SubName, "sub-object '" + SubName + "' in memory", {}};
    std::string Error;
    if (!parseLinkedObject(Text, S.Contents, Error))
      return fail("sub-object '" + SubName + "': " + Error);
    Subs.push_back(std::move(S));
  }
  bool LinkFailed = false;
  std::optional<LinkedObject> Linked = linkObject(
      MemoryBufferRef(Emitted.str(), Name), Subs, {}, [&](const Twine &Msg) {
        raw_string_ostream(Result.Diagnostics)
            << "error: " << Name << ": " << Msg << '\n';
        LinkFailed = true;
      });
  if (!Linked || LinkFailed) {
    Result.Status = CompileResult::Failure;
    return Result;
  }
  Result.Object = std::move(*Linked);
  Result.Status = CompileResult::Success;
  return Result;
}
