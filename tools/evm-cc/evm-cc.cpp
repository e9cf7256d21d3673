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
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

#ifndef EVM_CC_LIBC_INCLUDE_DIR
#define EVM_CC_LIBC_INCLUDE_DIR ""
#endif
#ifndef EVM_CC_RESOURCE_INCLUDE_DIR
#define EVM_CC_RESOURCE_INCLUDE_DIR ""
#endif

static constexpr const char *ToolName = "evm-cc";

// The command line, read with LLVM's cl::opt as the project's other tools
// read theirs. Options a C compiler spells with one dash and a joined or
// separate value (-I DIR, -DNAME, -Wall) are prefix options.
static cl::OptionCategory EVMCCCategory("evm-cc options");

static cl::list<std::string> InputFiles(cl::Positional, cl::desc("FILE.c..."),
                                        cl::cat(EVMCCCategory));
static cl::opt<std::string> OutputFile("o",
                                       cl::desc("Write the output to FILE"),
                                       cl::value_desc("FILE"), cl::init("-"),
                                       cl::cat(EVMCCCategory));
static cl::opt<char>
    OptLevel("O", cl::Prefix, cl::init('0'), cl::value_desc("0|1|2|3|s|z"),
             cl::desc("Optimisation level (default: -O0, as clang)"),
             cl::cat(EVMCCCategory));
static cl::opt<bool> Debug("g", cl::desc("Line tables in the IR (!dbg)"),
                           cl::cat(EVMCCCategory));
static cl::opt<std::string> Standard("std", cl::init("gnu17"),
                                     cl::value_desc("STD"),
                                     cl::desc("The C standard (default gnu17)"),
                                     cl::cat(EVMCCCategory));
static cl::list<std::string>
    IncludeDirs("I", cl::Prefix, cl::value_desc("DIR"),
                cl::desc("Search DIR for headers, before the C library's"),
                cl::cat(EVMCCCategory));
static cl::list<std::string> Defines("D", cl::Prefix,
                                     cl::value_desc("NAME[=VALUE]"),
                                     cl::desc("Define a macro"),
                                     cl::cat(EVMCCCategory));
static cl::list<std::string> Undefines("U", cl::Prefix, cl::value_desc("NAME"),
                                       cl::desc("Undefine a macro"),
                                       cl::cat(EVMCCCategory));
static cl::opt<bool> EmitLLVM("emit-llvm",
                              cl::desc("Write the IR of one translation unit "
                                       "(with -c or -S)"),
                              cl::cat(EVMCCCategory));
static cl::opt<bool> CompileOnly("c", cl::desc("With -emit-llvm: bitcode"),
                                 cl::cat(EVMCCCategory));
static cl::opt<bool> Text("S", cl::desc("Text IR rather than bitcode"),
                          cl::cat(EVMCCCategory));
static cl::opt<std::string>
    Libc("libc", cl::value_desc("LIBC.bc"),
         cl::desc("The C library to link what the program uses from"),
         cl::cat(EVMCCCategory));

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

/// The values of the prefix options \p Lists, each with its flag, in
/// command-line order: clang reads -D and -U in order.
static std::vector<std::string>
inOrder(ArrayRef<std::pair<const cl::list<std::string> *, StringRef>> Lists) {
  std::vector<std::pair<unsigned, std::string>> Args;
  for (auto [List, Prefix] : Lists)
    for (unsigned I = 0; I < List->size(); ++I)
      Args.push_back({List->getPosition(I), (Prefix + (*List)[I]).str()});
  llvm::sort(Args);
  std::vector<std::string> Result;
  for (auto &Arg : Args)
    Result.push_back(std::move(Arg.second));
  return Result;
}

/// Fills \p Opts from the parsed options; false after printing an error.
static bool readOptions(DriverOptions &Opts) {
  if (!StringRef("0123sz").contains(OptLevel)) {
    error() << "invalid optimisation level '-O" << OptLevel
            << "' (-O0, -O1, -O2, -O3, -Os or -Oz)\n";
    return false;
  }
  Opts.Frontend.OptLevel = std::string("-O") + OptLevel.getValue();
  Opts.Frontend.DebugInfo = Debug;
  Opts.Frontend.Standard = Standard;
  Opts.Frontend.IncludeDirs = IncludeDirs;
  Opts.Frontend.MacroArgs = inOrder(
      {{std::addressof(Defines), "-D"}, {std::addressof(Undefines), "-U"}});
  Opts.Inputs = InputFiles;
  Opts.Output = OutputFile;
  Opts.Libc = Libc;
  Opts.EmitLLVM = EmitLLVM;
  Opts.CompileOnly = CompileOnly;
  Opts.Text = Text;
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
  // The program's IR keeps the source positions even without -g, for the
  // backend's diagnostics (docs/c.md); the IR a user asks for does not.
  Opts.Frontend.TrackLocations = !Opts.EmitLLVM;
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
  // clang's warning options (-W..., -w) go to clang as they are, in order;
  // they are taken out first, as libclang-cpp registers an option 'W' of
  // its own.
  SmallVector<const char *, 16> Args;
  for (int I = 0; I < argc; ++I) {
    StringRef Arg = argv[I];
    if (I > 0 && (Arg == "-w" || (Arg.starts_with("-W") && Arg.size() > 2)))
      Opts.Frontend.WarningArgs.push_back(Arg.str());
    else
      Args.push_back(argv[I]);
  }
  cl::HideUnrelatedOptions(EVMCCCategory);
  if (!cl::ParseCommandLineOptions(
          Args.size(), Args.data(),
          "evm-cc: C for the EVM, the front end of bin/evm-cc (docs/c.md)\n",
          &errs()) ||
      !readOptions(Opts)) {
    errs() << "usage: " << ToolName << " [options] FILE.c... (--help lists "
           << "them)\n";
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
