//===-- evm-cc.cpp - the C front end of the EVM backend -------------------===//
//
// The part of bin/evm-cc that runs in one process with clang's libraries:
// C files in, LLVM IR for the triple evm-unknown-unknown-lp64 out. bin/evm-cc
// hands its output to the project's middle end and backend (docs/c.md).
//
//   evm-cc [-O0|-O1|-O2|-O3|-Os|-Oz] [-g] [-std=STD] [-I DIR]
//          [-D NAME[=VALUE]] [-U NAME] [-W...] [-w]
//          [-emit-llvm (-c | -S)] [--libc=LIBC.bc] [-o OUT] FILE.c...
//
// With -emit-llvm: the module of the one input as the front end makes it
// (-c bitcode, -S text), before any optimisation at -O1 and above; the
// C library's sources are compiled this way.
// Without: the program. Every input is compiled and linked into one module
// (EVMCLinker), the entry function that runs `main` is added
// (EVMCProgramModel), then what the program uses of the C library
// (--libc), then the constructor of --deploy; written as bitcode, or as
// text with -S.
//
// Errors are clang's diagnostics (file:line:col: error: ...) or
// `evm-cc: error: ...`, with exit status 1; a bad command line exits 2.
//
//===----------------------------------------------------------------------===//

#include "EVMCFrontend.h"
#include "EVMCLinker.h"
#include "EVMCProgramModel.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include <optional>

using namespace llvm;

#ifndef EVM_CC_LIBC_INCLUDE_DIR
#define EVM_CC_LIBC_INCLUDE_DIR ""
#endif
#ifndef EVM_CC_RESOURCE_INCLUDE_DIR
#define EVM_CC_RESOURCE_INCLUDE_DIR ""
#endif

static constexpr const char *ToolName = "evm-cc";

namespace {
/// The command line.
struct DriverOptions {
  clang::EVMCFrontendOptions Frontend;
  std::vector<std::string> Inputs;
  std::string Output = "-";
  std::string Libc;
  bool EmitLLVM = false;
  bool CompileOnly = false; // -c
  bool Text = false;        // -S
};
} // namespace

static raw_ostream &error() { return WithColor::error(errs(), ToolName); }

static void printUsage(raw_ostream &OS) {
  OS << "usage: evm-cc [-O0|-O1|-O2|-O3|-Os|-Oz] [-g] [-std=STD] [-I DIR] "
        "[-D NAME[=VALUE]] [-U NAME] [-W...] [-w] [-emit-llvm (-c | -S)] "
        "[--libc=LIBC.bc] [-o OUT] FILE.c...\n";
}

/// Parses the command line into \p Opts; false after printing an error.
static bool parseCommandLine(ArrayRef<const char *> Args,
                             DriverOptions &Opts) {
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    // The value of an option written as `-X VALUE` or `-XVALUE`.
    auto Value = [&](StringRef Flag) -> std::optional<std::string> {
      if (Arg.size() > Flag.size())
        return Arg.drop_front(Flag.size()).str();
      if (I + 1 < Args.size())
        return std::string(Args[++I]);
      error() << "argument to '" << Flag << "' is missing (expected 1 value)\n";
      return std::nullopt;
    };
    if (Arg == "-O0" || Arg == "-O1" || Arg == "-O2" || Arg == "-O3" ||
        Arg == "-Os" || Arg == "-Oz") {
      Opts.Frontend.OptLevel = Arg.str();
    } else if (Arg == "-g") {
      Opts.Frontend.DebugInfo = true;
    } else if (Arg.consume_front("-std=")) {
      Opts.Frontend.Standard = Arg.str();
    } else if (Arg.starts_with("-I")) {
      std::optional<std::string> Dir = Value("-I");
      if (!Dir)
        return false;
      Opts.Frontend.IncludeDirs.push_back(*Dir);
    } else if (Arg.starts_with("-D") || Arg.starts_with("-U")) {
      std::string Flag = Arg.take_front(2).str();
      std::optional<std::string> Macro = Value(Flag);
      if (!Macro)
        return false;
      Opts.Frontend.MacroArgs.push_back(Flag + *Macro);
    } else if (Arg.starts_with("-W") || Arg == "-w") {
      Opts.Frontend.WarningArgs.push_back(Arg.str());
    } else if (Arg == "-emit-llvm") {
      Opts.EmitLLVM = true;
    } else if (Arg == "-c") {
      Opts.CompileOnly = true;
    } else if (Arg == "-S") {
      Opts.Text = true;
    } else if (Arg.starts_with("-o")) {
      std::optional<std::string> Out = Value("-o");
      if (!Out)
        return false;
      Opts.Output = *Out;
    } else if (Arg.consume_front("--libc=")) {
      Opts.Libc = Arg.str();
    } else if (Arg == "-h" || Arg == "--help") {
      printUsage(outs());
      exit(0);
    } else if (Arg.starts_with("-") && Arg != "-") {
      error() << "unknown argument: '" << Arg << "'\n";
      return false;
    } else {
      Opts.Inputs.push_back(Arg.str());
    }
  }
  if (Opts.Inputs.empty()) {
    error() << "no input files\n";
    return false;
  }
  if (Opts.EmitLLVM && Opts.CompileOnly == Opts.Text) {
    error() << "-emit-llvm needs one of -c (bitcode) and -S (text)\n";
    return false;
  }
  if (!Opts.EmitLLVM && Opts.CompileOnly) {
    error() << "-c needs -emit-llvm: the EVM has no object files to link\n";
    return false;
  }
  if (Opts.EmitLLVM && Opts.Inputs.size() != 1) {
    error() << "-emit-llvm compiles one input file, not "
            << Opts.Inputs.size() << "\n";
    return false;
  }
  return true;
}

/// Prints the link errors (a symbol defined twice, ...) as the driver's.
static void handleDiagnostic(const DiagnosticInfo *DI, void *HadError) {
  std::string Message;
  raw_string_ostream OS(Message);
  DiagnosticPrinterRawOStream DP(OS);
  DI->print(DP);
  switch (DI->getSeverity()) {
  case DS_Error:
    *static_cast<bool *>(HadError) = true;
    error() << Message << "\n";
    break;
  case DS_Warning:
    WithColor::warning(errs(), ToolName) << Message << "\n";
    break;
  case DS_Remark:
  case DS_Note:
    WithColor::note(errs(), ToolName) << Message << "\n";
    break;
  }
}

static bool writeModule(const Module &M, const DriverOptions &Opts) {
  std::error_code EC;
  ToolOutputFile Out(Opts.Output, EC,
                     Opts.Text ? sys::fs::OF_TextWithCRLF : sys::fs::OF_None);
  if (EC) {
    error() << "cannot write '" << Opts.Output << "': " << EC.message()
            << "\n";
    return false;
  }
  if (Opts.Text)
    M.print(Out.os(), nullptr);
  else
    WriteBitcodeToFile(M, Out.os());
  Out.keep();
  return true;
}

/// Links the inputs into the program: entry function, library, constructor.
static std::unique_ptr<Module> buildProgram(LLVMContext &Context,
                                            clang::EVMCFrontend &Frontend,
                                            const DriverOptions &Opts,
                                            const bool &HadLinkError) {
  evmcc::EVMCLinker Linker(Context);
  bool Ok = true;
  for (const std::string &Input : Opts.Inputs) {
    std::unique_ptr<Module> TU = Frontend.compile(Input);
    if (!TU || !Linker.addTranslationUnit(std::move(TU)) || HadLinkError)
      Ok = false;
  }
  if (!Ok)
    return nullptr;
  auto Fail = [](Error E) {
    handleAllErrors(std::move(E), [](const ErrorInfoBase &EI) {
      error() << EI.message() << "\n";
    });
    return nullptr;
  };
  if (Error E = evmcc::addEntryFunction(*Linker.getProgram()))
    return Fail(std::move(E));
  if (!Opts.Libc.empty() && (!Linker.addLibrary(Opts.Libc) || HadLinkError))
    return nullptr;
  if (Error E = evmcc::addConstructor(*Linker.getProgram()))
    return Fail(std::move(E));
  return Linker.takeProgram();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  DriverOptions Opts;
  Opts.Frontend.LibcIncludeDir = EVM_CC_LIBC_INCLUDE_DIR;
  Opts.Frontend.ResourceIncludeDir = EVM_CC_RESOURCE_INCLUDE_DIR;
  if (!parseCommandLine(ArrayRef(argv + 1, argv + argc), Opts)) {
    printUsage(errs());
    return 2;
  }
  for (const std::string &Input : Opts.Inputs) {
    if (!sys::fs::exists(Input)) {
      error() << "no such file or directory: '" << Input << "'\n";
      return 1;
    }
  }

  LLVMContext Context;
  bool HadLinkError = false;
  Context.setDiagnosticHandlerCallBack(handleDiagnostic, &HadLinkError);
  clang::EVMCFrontend Frontend(Opts.Frontend, Context);

  std::unique_ptr<Module> M =
      Opts.EmitLLVM ? Frontend.compile(Opts.Inputs.front())
                    : buildProgram(Context, Frontend, Opts, HadLinkError);
  if (!M)
    return 1;
  if (verifyModule(*M, &errs())) {
    error() << "the module made from the input is not valid IR\n";
    return 1;
  }
  return writeModule(*M, Opts) ? 0 : 1;
}
