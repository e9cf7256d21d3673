//===-- evm-cc.cpp - C for the EVM, in one process ------------------------===//
//
// bin/evm-cc (docs/c.md): C files in, the program's bytecode out, in one
// process with clang's libraries and the whole target:
//
//  * each file is compiled by clang's front end for the triple
//    evm-unknown-unknown-lp64 (EVMCFrontend);
//  * the translation units are linked into one module (EVMProgramLinker),
//    the entry function that runs `main` is added (EVMProgramModel), then
//    what the program uses of the C library, then the constructor of
//    --deploy;
//  * the driver (Driver/EVMDriver.h) compiles that module as bin/evm-bin
//    does: the middle end at -O1 and above, the backend, the link step.
//
// With -emit-llvm it stops earlier: -c writes the bitcode of one
// translation unit as the front end makes it (the C library's sources are
// compiled this way); -S prints the IR of each translation unit after the
// middle end at the level (as clang -S -emit-llvm does). -S alone prints
// the program's EVM assembly.
//
// The options shared with bin/evm-bin (the level, -mcpu, -o, -S,
// -emit-llvm, the reports) are read by the same parser
// (Driver/EVMFrontDoor.h). Errors are clang's diagnostics (file:line:col:
// error: ...), the backend's, or `evm-cc: error: ...`, with exit status
// 1; a bad command line exits with 2.
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMDriver.h"
#include "Driver/EVMFrontDoor.h"
#include "Driver/EVMInstallLayout.h"
#include "Driver/EVMProgramLinker.h"
#include "Driver/EVMProgramModel.h"
#include "EVMCFrontend.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

#ifndef EVM_CC_RESOURCE_INCLUDE_DIR
#define EVM_CC_RESOURCE_INCLUDE_DIR ""
#endif

static constexpr const char *ToolName = "evm-cc";

static constexpr const char *Usage =
    "usage: bin/evm-cc [options] FILE.c... (--help lists the options)";

static void help() {
  outs() << R"(usage: bin/evm-cc [options] FILE.c...

Compiles a C program for the EVM (docs/c.md) and prints its runtime
bytecode as one line of hex digits, as bin/evm-bin does. The files are
compiled and linked into one program with the C library; `main` is the
entry, and what it prints (stdout) is the return data.

Options:
  -O0 -O1 -O2 -O3 -Os -Oz   optimisation level (default -O0, as clang)
  -g               line tables in the IR (the source map's positions)
  -std=STD         the C standard (default gnu17)
  -I DIR           search DIR for headers, before the C library's
  -D NAME[=VALUE]  define a macro;  -U NAME  undefine one
  -W... -w         clang's warning options
  -S               print EVM assembly instead of bytecode
  -emit-llvm -S    print the IR of each translation unit, after the middle
                   end at -O1 and above (as clang -S -emit-llvm does)
  -emit-llvm -c    write the bitcode of one translation unit as the front
                   end makes it
  --deploy         print init code: it runs the __attribute__((constructor))
                   functions and returns the runtime code (docs/deploy.md)
  -o OUT           write the output to OUT instead of stdout
  -mcpu=FORK       cancun, prague or osaka (the default); also -mcpu FORK
  --source-map=FILE, --stats=FILE, --cfg=FILE, --layout=FILE
                   bin/evm-bin's reports of the bytecode (docs/tools.md)
  --emit-program   print the program's module as it goes to the middle end
                   (text IR): the files linked, the entry function, what
                   it uses of the C library, the constructors' function
  --libc=FILE      the C library to link from (default: the build's)
  -h, --help       this text

Errors are clang's diagnostics (file:line:col: error: ...), the backend's
(with the source line where the code has one, even without -g) or
`evm-cc: error: ...`.

Exit status: 0 on success; 1 when the program could not be compiled;
2 for a bad command line.
)";
}

namespace {
/// The command line.
struct DriverOptions {
  clang::EVMCFrontendOptions Frontend;
  llvm::EVM::CommonOptions Common;
  std::vector<std::string> Inputs;
  /// The C library's bitcode: lib/evm-llvm/libc.bc of the tree this
  /// command is in (EVMInstallLayout.h), unless --libc says otherwise.
  std::string Libc = EVM::getLibPath("libc.bc");
  bool CompileOnly = false; // -c
  bool Deploy = false;
  bool EmitProgram = false;
};
} // namespace

static raw_ostream &error() { return WithColor::error(errs(), ToolName); }

static DriverOptions parseCommandLine(int Argc, char **Argv) {
  DriverOptions Opts;
  EVM::ArgumentReader R(Argc, Argv, ToolName, Usage, help);
  StringRef A;
  while (R.next(A)) {
    if (R.parseCommon(A, Opts.Common))
      continue;
    // -I DIR, -IDIR and the same of -D and -U; -D and -U in order, as
    // clang reads them.
    bool Taken = false;
    for (char Flag : {'I', 'D', 'U'}) {
      std::string Option = std::string("-") + Flag;
      if (!A.starts_with(Option))
        continue;
      std::string Value =
          A == Option ? R.value(Option) : A.drop_front(2).str();
      if (Flag == 'I')
        Opts.Frontend.IncludeDirs.push_back(Value);
      else
        Opts.Frontend.MacroArgs.push_back(Option + Value);
      Taken = true;
      break;
    }
    if (Taken)
      continue;
    if (A == "-c") {
      Opts.CompileOnly = true;
    } else if (A == "-g") {
      Opts.Frontend.DebugInfo = true;
    } else if (A.consume_front("-std=")) {
      Opts.Frontend.Standard = A.str();
    } else if (A == "-w" || (A.starts_with("-W") && A.size() > 2)) {
      Opts.Frontend.WarningArgs.push_back(A.str());
    } else if (A == "--deploy") {
      Opts.Deploy = true;
    } else if (A == "--emit-program") {
      Opts.EmitProgram = true;
    } else if (std::optional<std::string> V = R.valueOf(A, "--libc")) {
      Opts.Libc = *V;
    } else if (A.starts_with("-") && A != "-") {
      R.usageError("unknown option '" + A + "'");
    } else {
      Opts.Inputs.push_back(A.str());
    }
  }
  const EVM::CommonOptions &C = Opts.Common;
  if (Opts.Inputs.empty())
    R.usageError("no input files");
  if (Opts.CompileOnly && !C.EmitLLVM)
    R.usageError("-c needs -emit-llvm: the EVM has no object files to link");
  if (C.EmitLLVM && C.Assembly == Opts.CompileOnly)
    R.usageError("-emit-llvm needs -S (text) or -c (bitcode)");
  if (C.EmitLLVM && Opts.CompileOnly && Opts.Inputs.size() != 1)
    R.usageError("-emit-llvm -c compiles one input file, not " +
                 Twine(Opts.Inputs.size()));
  if (C.EmitLLVM && C.Out != "-" && Opts.Inputs.size() > 1)
    R.usageError("cannot specify -o when generating multiple output files");
  if (Opts.Deploy && C.getOutput() != EVM::OutputKind::Bytecode)
    R.usageError("--deploy prints init code as hex; it does not combine "
                 "with -S or -emit-llvm");
  if (!C.Reports.empty() && C.getOutput() != EVM::OutputKind::Bytecode)
    R.usageError("--source-map, --stats, --cfg and --layout describe "
                 "bytecode; they do not combine with -S or -emit-llvm");
  if (Opts.EmitProgram && (C.EmitLLVM || C.Assembly || Opts.Deploy ||
                           !C.Reports.empty()))
    R.usageError("--emit-program prints the program's IR; it does not "
                 "combine with -S, -emit-llvm, --deploy or the reports");
  if (!C.Libraries.empty())
    R.usageError("--libraries: a C program links no Solidity library");
  Opts.Frontend.OptLevel =
      EVM::getOptLevelFlag(C.Level.value_or(EVM::OptLevel::O0)).str();
  // The program's IR keeps the source positions even without -g, for the
  // backend's diagnostics (docs/c.md); the IR a user asks for does not.
  Opts.Frontend.TrackLocations = !C.EmitLLVM;
  return Opts;
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

static std::string toBitcode(const Module &M) {
  std::string Bitcode;
  raw_string_ostream OS(Bitcode);
  WriteBitcodeToFile(M, OS);
  return Bitcode;
}

/// The driver's options for the level and fork of the command line: the
/// middle end at -O1 and above, as bin/evm-bin runs it.
static EVM::CompileOptions compileOptions(const DriverOptions &Opts) {
  EVM::CompileOptions Options;
  Options.Level = Opts.Common.Level.value_or(EVM::OptLevel::O0);
  Options.CPU = Opts.Common.CPU;
  return Options;
}

/// Links the inputs into the program: entry function, library, constructor.
static std::unique_ptr<Module> buildProgram(LLVMContext &Context,
                                            clang::EVMCFrontend &Frontend,
                                            const DriverOptions &Opts,
                                            const bool &HadLinkError) {
  EVM::ProgramLinker Linker(Context);
  bool Ok = true;
  for (const std::string &Input : Opts.Inputs) {
    std::unique_ptr<Module> TU = Frontend.compile(Input);
    if (!TU || !Linker.addModule(std::move(TU)) || HadLinkError)
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
  if (Error E = EVM::addEntryFunction(*Linker.getProgram(), ToolName))
    return Fail(std::move(E));
  if (!Opts.Libc.empty() && (!Linker.addLibrary(Opts.Libc) || HadLinkError))
    return nullptr;
  if (Error E = EVM::addConstructor(*Linker.getProgram(), ToolName))
    return Fail(std::move(E));
  return Linker.takeProgram();
}

int main(int Argc, char **Argv) {
  InitLLVM X(Argc, Argv);
  DriverOptions Opts = parseCommandLine(Argc, Argv);
  Opts.Frontend.LibcIncludeDir = EVM::getLibPath("include");
  Opts.Frontend.ResourceIncludeDir = EVM_CC_RESOURCE_INCLUDE_DIR;
  for (const std::string &Input : Opts.Inputs) {
    if (!sys::fs::exists(Input)) {
      error() << "no such file or directory: '" << Input << "'\n";
      return 1;
    }
  }
  bool WholeProgram = !Opts.Common.EmitLLVM;
  if (WholeProgram && !Opts.Libc.empty() && !sys::fs::exists(Opts.Libc)) {
    error() << "the C library '" << Opts.Libc
            << "' is not there: run scripts/build.sh\n";
    return 1;
  }

  LLVMContext Context;
  bool HadLinkError = false;
  Context.setDiagnosticHandlerCallBack(handleDiagnostic, &HadLinkError);
  clang::EVMCFrontend Frontend(Opts.Frontend, Context);

  // -emit-llvm -c: one translation unit's bitcode, before the middle end.
  if (Opts.CompileOnly) {
    std::unique_ptr<Module> TU = Frontend.compile(Opts.Inputs.front());
    if (!TU)
      return 1;
    return EVM::writeOutput(ToolName, Opts.Common.Out, toBitcode(*TU),
                            /*Binary=*/true)
               ? 0
               : 1;
  }
  // -emit-llvm -S: each translation unit's IR, after the middle end.
  if (Opts.Common.EmitLLVM) {
    std::string Text;
    for (const std::string &Input : Opts.Inputs) {
      std::unique_ptr<Module> TU = Frontend.compile(Input);
      if (!TU)
        return 1;
      if (!Opts.Common.Level || *Opts.Common.Level == EVM::OptLevel::O0) {
        raw_string_ostream OS(Text);
        TU->print(OS, nullptr);
        continue;
      }
      EVM::CompileResult R =
          EVM::compileBitcode(toBitcode(*TU), Input, compileOptions(Opts),
                              EVM::LinkInputs(), EVM::OutputKind::IR);
      errs() << R.Diagnostics;
      if (R.Status != EVM::CompileResult::Success)
        return 1;
      Text += R.Text;
    }
    return EVM::writeOutput(ToolName, Opts.Common.Out, Text) ? 0 : 1;
  }

  // The program, compiled as bin/evm-bin compiles a module.
  std::unique_ptr<Module> M =
      buildProgram(Context, Frontend, Opts, HadLinkError);
  if (!M)
    return 1;
  if (verifyModule(*M, &errs())) {
    error() << "the module made from the input is not valid IR\n";
    return 1;
  }
  if (Opts.EmitProgram) {
    std::string Text;
    raw_string_ostream OS(Text);
    M->print(OS, nullptr);
    return EVM::writeOutput(ToolName, Opts.Common.Out, Text) ? 0 : 1;
  }
  EVM::ProgramRequest Request;
  Request.Bitcode = toBitcode(*M);
  Request.Name = join(Opts.Inputs, " ");
  Request.Options = compileOptions(Opts);
  Request.Common = Opts.Common;
  Request.Deploy = Opts.Deploy;
  return EVM::compileProgram(ToolName, Request);
}
