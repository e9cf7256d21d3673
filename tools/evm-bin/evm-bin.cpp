//===-- evm-bin.cpp - LLVM IR to EVM bytecode in one process --------------===//
//
// bin/evm-bin (docs/tools.md): LLVM IR to the bytecode of one program, as
// one line of hex digits. Everything happens in this process, through the
// driver (Driver/EVMDriver.h):
//
//  * the inputs (.ll or .bc) are read into one context and linked into one
//    module, as llvm-link links them;
//  * the driver runs the middle end at -O1 and above (none without -O, or
//    with --backend-only), the backend and the link step in memory;
//  * with --deploy the runtime code is compiled first; the init code is
//    then compiled from the same module, given that code
//    (EVM::setDeployRuntime), and runs __constructor before returning it.
//
// Options this tool does not know go to the backend as llc takes them
// (-verify-machineinstrs, -evm-optimize-runs=N, ...): the target is
// compiled into this tool, so they are the backend's own cl::opts. The
// reports (--stats, --layout, --cfg, --source-map) are the asm printer's
// options too; they are set for the compilation of the code that is
// printed only.
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMFrontDoor.h"
#include "Driver/EVMDriver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

using namespace llvm;

/// The command users run; messages start with it.
static constexpr const char *ToolName = "bin/evm-bin";
static constexpr const char *Usage =
    "usage: bin/evm-bin [options] IN.ll... [-o OUT] (--help lists the "
    "options)";

static void help() {
  outs() << R"(usage: bin/evm-bin [options] IN.ll|IN.bc... [-o OUT]

Compiles LLVM IR for the EVM and prints the runtime bytecode as one line of
hex digits (no 0x), as solc --bin-runtime does. Several inputs are linked
into one program first, as llvm-link links them; `-` reads one from stdin.

Options:
  -O0              the backend alone, without optimisation (the
                   memory-slot scheme)
  -O1 -O2 -O3      LLVM's middle end at that level (with the EVM cost
  -Os -Oz          model), then the backend (at -O2 for -Os/-Oz: their
                   size attributes reach it in the module)
                   Without -O: the backend alone at its default level, -O2.
  --backend-only   the backend alone, at the level given
  --deploy         print init code instead: it runs the module's
                   __constructor, if any, and returns the runtime code
                   (docs/deploy.md)
  -o FILE          write the hex line to FILE instead of stdout
  --json           print JSON instead of the hex line: {"object",
                   "linkReferences", "immutableReferences", "objects"}, what
                   a parent object (--object) or a deployer fills in
  -S               print the EVM assembly instead (symbolic pushes; with
                   --deploy, the init code's)
  -emit-llvm       print the LLVM IR that reaches the backend instead
                   (after the middle end at -O1 and up)

Several objects (docs/deploy.md, "Several objects"): compile the children
first with --json -o CHILD.json, then the parent with --object:
  --object NAME=FILE  a sub-object (FILE: a child's --json output, or hex)
                   that llvm.evm.datasize/dataoffset/setimmutable name
  --data NAME=FILE    a data section (FILE: its bytes as hex)
  --object-name NAME  this module's own object: datasize(NAME) is the size
                   of the whole output, dataoffset(NAME) 0
  --libraries SPEC    library addresses for llvm.evm.linkersymbol, as solc
                   takes them: 'file.sol:L=0x<40 hex digits>', several
                   separated by commas or spaces; a library left out shows
                   as solc's placeholder __$<34 hex digits>$__
  Each of the four may be given several times, as --opt VALUE or
  --opt=VALUE.
  -mcpu=FORK       cancun, prague or osaka (the default); also -mcpu FORK
  --layout=FILE    write where the functions and the data are (JSON, for
                   bin/evm-dis --layout)
  --stats=FILE     write the resource report (code bytes, stack heights,
                   gas per block and loop iteration, spills; JSON)
  --cfg=FILE       write each function's blocks and stack layouts (Graphviz)
  --source-map=FILE  write the source line of each run of instructions
                   (from !dbg; JSON, for bin/evm-run --source-map)
  -h, --help       this text
  Any other option goes to the backend, as llc takes it: -name or
  -name=value (for example -evm-optimize-runs=1000 or
  -verify-machineinstrs); -mattr and -mtriple may also take their value
  as the next argument.

A module without an entry function (docs/ir-dialect.md) compiles with a
warning: its code is a library of ordinary functions, not a program.

Exit status: 0 when the bytecode was printed; 1 when the input could not
be compiled (the diagnostics on stderr say why; nothing is printed);
2 for a bad command line.
)";
}

namespace {
struct CommandLine {
  EVM::CommonOptions Common;
  std::vector<std::string> Inputs;
  bool Deploy = false, BackendOnly = false, JSON = false;
  std::string Features, Triple;
  /// --object and --data as NAME=FILE, --object-name.
  std::vector<std::pair<std::string, std::string>> Objects, Data;
  std::string ObjectName;
  /// Options for the backend, as llc takes them.
  std::vector<std::string> BackendOptions;
};
} // end anonymous namespace

static CommandLine parseCommandLine(int Argc, char **Argv) {
  CommandLine CL;
  EVM::ArgumentReader R(Argc, Argv, ToolName, Usage, help);
  auto nameAndFile = [&](StringRef Option, const std::string &Spec) {
    auto [Name, File] = StringRef(Spec).split('=');
    if (Name.empty() || File.empty())
      R.usageError(Option + " takes NAME=FILE, not '" + Spec + "'");
    return std::make_pair(Name.str(), File.str());
  };
  StringRef A;
  while (R.next(A)) {
    if (R.parseCommon(A, CL.Common))
      continue;
    if (A == "--deploy") {
      CL.Deploy = true;
    } else if (A == "--backend-only") {
      CL.BackendOnly = true;
    } else if (A == "--json") {
      CL.JSON = true;
    } else if (std::optional<std::string> V = R.valueOf(A, "--object")) {
      CL.Objects.push_back(nameAndFile("--object", *V));
    } else if (std::optional<std::string> V = R.valueOf(A, "--data")) {
      CL.Data.push_back(nameAndFile("--data", *V));
    } else if (std::optional<std::string> V = R.valueOf(A, "--object-name")) {
      CL.ObjectName = *V;
    } else if (std::optional<std::string> V = R.valueOf(A, "-mattr")) {
      CL.Features = *V;
    } else if (std::optional<std::string> V = R.valueOf(A, "-mtriple")) {
      CL.Triple = *V;
    } else if (A == "-" || !A.starts_with("-")) {
      CL.Inputs.push_back(A.str());
    } else {
      CL.BackendOptions.push_back(A.str());
    }
  }
  if (CL.Inputs.empty())
    R.usageError("no input file");
  if (CL.JSON && CL.Common.getOutput() != EVM::OutputKind::Bytecode)
    R.usageError("--json prints bytecode: not with -S or -emit-llvm");
  return CL;
}

/// Reads a file given on the command line; false after saying why not.
static bool readFile(const std::string &Path, std::string &Text) {
  auto Buffer = MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/true);
  if (!Buffer) {
    errs() << ToolName << ": error: cannot read '" << Path
           << "': no such file or not readable\n";
    return false;
  }
  Text = (*Buffer)->getBuffer().str();
  return true;
}

/// The inputs, read and linked into one module in \p Ctx, as bitcode; false
/// after the errors were printed.
static bool loadProgram(ArrayRef<std::string> Inputs, LLVMContext &Ctx,
                        std::string &Bitcode) {
  // The linker reports through the context: its errors are the tool's.
  bool LinkFailed = false;
  Ctx.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *DI, void *Failed) {
        if (DI->getSeverity() == DS_Error)
          *static_cast<bool *>(Failed) = true;
        errs() << ToolName << ": "
               << LLVMContext::getDiagnosticMessagePrefix(DI->getSeverity())
               << ": ";
        DiagnosticPrinterRawOStream DP(errs());
        DI->print(DP);
        errs() << '\n';
      },
      &LinkFailed);
  std::unique_ptr<Module> Program;
  for (const std::string &Path : Inputs) {
    SMDiagnostic Err;
    std::unique_ptr<Module> M = parseIRFile(Path, Err, Ctx);
    if (!M) {
      Err.print(ToolName, errs());
      return false;
    }
    if (!Program) {
      Program = std::move(M);
      continue;
    }
    if (Linker::linkModules(*Program, std::move(M)) || LinkFailed)
      return false;
  }
  raw_string_ostream OS(Bitcode);
  WriteBitcodeToFile(*Program, OS);
  return true;
}

int main(int Argc, char **Argv) {
  InitLLVM X(Argc, Argv);
  CommandLine CL = parseCommandLine(Argc, Argv);
  for (const std::string &Path : CL.Inputs)
    if (Path != "-" && !sys::fs::exists(Path)) {
      errs() << ToolName << ": error: cannot read '" << Path
             << "': no such file or not readable\n";
      return 1;
    }

  EVM::ProgramRequest Request;
  Request.Common = CL.Common;
  Request.Deploy = CL.Deploy;
  Request.JSON = CL.JSON;
  EVM::CompileOptions &Options = Request.Options;
  Options.CPU = CL.Common.CPU;
  Options.Features = CL.Features;
  Options.Triple = CL.Triple;
  // Without -O, the backend alone at its default level (llc's -O2).
  Options.Level = CL.Common.Level.value_or(EVM::OptLevel::O2);
  Options.MiddleEnd = CL.Common.Level && !CL.BackendOnly;

  EVM::LinkInputs &Links = Request.Links;
  Links.OwnName = CL.ObjectName;
  for (const auto &[Name, Path] : CL.Objects) {
    std::string Text;
    if (!readFile(Path, Text))
      return 1;
    Links.Objects.emplace_back(Name, std::move(Text));
  }
  for (const auto &[Name, Path] : CL.Data) {
    std::string Text;
    if (!readFile(Path, Text))
      return 1;
    Links.Data.emplace_back(Name, std::move(Text));
  }

  // A program meant to run that has no entry function is worth a warning.
  std::vector<std::string> BackendOptions = {"-evm-warn-no-entry"};
  append_range(BackendOptions, CL.BackendOptions);
  EVM::setBackendOptions(ToolName, BackendOptions);

  {
    LLVMContext Ctx;
    if (!loadProgram(CL.Inputs, Ctx, Request.Bitcode))
      return 1;
  }
  Request.Name = join(CL.Inputs, " ");
  if (Request.Name == "-")
    Request.Name = "<stdin>";
  return EVM::compileProgram(ToolName, Request);
}
