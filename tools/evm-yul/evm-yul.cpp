//===-- evm-yul.cpp - Yul to EVM bytecode in one process ------------------===//
//
// bin/evm-yul (docs/yul.md): a Yul program, an object with its sub-objects
// and data or a bare code block, to the bytecode of its top-level object,
// as solc --strict-assembly --bin prints it. Everything happens in this
// process: the front end (YulParser, YulCodeGen) makes one module per
// object, kept as bitcode, and the objects are compiled by the driver
// (Driver/EVMDriver.h) on a thread pool, each once (YulObjectCompiler.h).
//
// --batch compiles many programs in one run (YulBatch.h; bin/evm-solc
// gives it every contract of a standard-JSON input), sharing the pool and
// the objects. --modules writes the front end's modules and the plan
// instead (the translation tests read them).
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMFrontDoor.h"
#include "Driver/EVMDriver.h"
#include "Driver/EVMObjectLinker.h"
#include "YulAST.h"
#include "YulBatch.h"
#include "YulCodeGen.h"
#include "YulDiagnostics.h"
#include "YulObjectCompiler.h"
#include "YulParser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;
using yul::ToolName;

static void help() {
  outs() << R"(usage: bin/evm-yul [options] FILE.yul [-o OUT]
       bin/evm-yul --batch [-j N] < REQUEST.json

Compiles a Yul program (an object with its sub-objects and data, or a bare
code block) and prints the bytecode of its top-level object as one line of
hex digits, as solc --strict-assembly --bin does: for the objects solc
emits that is the init code, which returns the runtime object.

Options:
  -O0              no middle end: the front end's IR to the backend
  -O1 -O2 -O3      LLVM's middle end at that level with the EVM cost model,
  -Os -Oz          then the backend (default -O2)
  --runtime        print the code of the first sub-object of the top-level
                   object instead (solc's deployed code)
  -S               print the EVM assembly of that object instead
  -emit-llvm       print its LLVM IR, after the middle end
  --libraries SPEC fill the addresses of libraries (linkersymbol):
                   FILE.sol:NAME=0xADDRESS, several separated by commas or
                   spaces, or the option repeated; an address not given
                   is left as solc leaves it, __$<34 hex digits>$__
  -o FILE          write the output to FILE instead of stdout
  --source-map=FILE  also write solc's source map of that object's code
                   (s:l:f:j:m per instruction): the ranges of solc's
                   `@src` comments, or the Yul file's own as source 0
  --runtime-json FILE  also write the first sub-object's code as the link
                   step's JSON ({"object", "linkReferences",
                   "immutableReferences", "objects"}: placeholders and
                   zeros where libraries and immutables go), as it is
                   compiled for the top-level object (bin/evm-solc's
                   deployedBytecode)
  -mcpu=FORK       cancun, prague or osaka (the default); also -mcpu FORK
  -j N             compile N objects at a time (default: one per core)
  --stats          say on stderr how many objects there were and how many
                   were compiled (the others were the same as one of them)
  --batch          read {"contracts": [{"name", "yul", "objects":
                   {OBJECT: NAME}}...], "level", "cpu", "runs",
                   "libraries": [SPEC...], "sourceIds": {NAME: ID},
                   "sizeFallback": LEVEL}
                   on stdin and write {"contracts": [{"name", "bytecode",
                   "linkReferences", "sourceMap", "deployed", "warnings",
                   "sizeFallback", "error"}...]} on stdout: every
                   program in one run, an object they share compiled once;
                   the libraries given are filled in, in the code and in
                   "deployed" (the runtime code as --runtime-json gives
                   it); a sub-object named in "objects" is program NAME's
                   code; a program over EIP-170's or EIP-3860's limit is
                   compiled again at the sizeFallback level, its own
                   objects only, kept where it fits (docs/yul.md)
  --modules -o DIR [-S]  only the front end: DIR/ID.bc (ID.ll with -S) for
                   each object, DIR/ID.args, DIR/ID.data.K and DIR/plan
                   (docs/yul.md)
  -h, --help       this text
  Any other option goes to the backend, as llc takes it (-name or
  -name=value), as with bin/evm-bin: -evm-optimize-runs=N, or
  -time-passes with -j 1 (LLVM's pass timers are not made for threads).

Errors read FILE:LINE:COL: error: ... (the front end's), or are the
backend's diagnostics naming the function.

Exit status: 0 when the output was printed (--batch: also when programs
failed, each with its "error"); 1 when the program could not be compiled;
2 for a bad command line.
)";
}

static constexpr const char *Usage =
    "usage: bin/evm-yul [options] FILE.yul [-o OUT] (--help lists the "
    "options)";

//===----------------------------------------------------------------------===//
// --modules: the front end alone
//===----------------------------------------------------------------------===//

namespace {
/// Writes each object's files and the plan, children first.
class PlanWriter {
public:
  PlanWriter(StringRef Dir, bool TextIR, yul::Diagnostics &Diags,
             raw_ostream &Plan)
      : Dir(Dir), TextIR(TextIR), Diags(Diags), Plan(Plan) {}

  /// Writes \p Obj and its sub-objects; returns \p Obj's id, or -1 after
  /// an error.
  int write(const yul::Object &Obj, StringRef Role, const std::string &Path);

private:
  bool writeFile(const Twine &Name, function_ref<void(raw_ostream &)> Body);

  std::string Dir;
  bool TextIR;
  LLVMContext Ctx;
  yul::Diagnostics &Diags;
  raw_ostream &Plan;
  unsigned NextId = 0;
};
} // end anonymous namespace

bool PlanWriter::writeFile(const Twine &Name,
                           function_ref<void(raw_ostream &)> Body) {
  SmallString<128> Path(Dir);
  sys::path::append(Path, Name);
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, TextIR ? sys::fs::OF_Text : sys::fs::OF_None);
  if (EC) {
    WithColor::error(errs(), ToolName)
        << "cannot write '" << Path << "': " << EC.message() << '\n';
    return false;
  }
  Body(OS);
  return true;
}

int PlanWriter::write(const yul::Object &Obj, StringRef Role,
                      const std::string &Path) {
  SmallVector<int, 4> Children;
  for (auto [I, Sub] : enumerate(Obj.SubObjects)) {
    StringRef SubRole = Role == "top" && I == 0 ? "runtime" : "sub";
    int Id = write(*Sub, SubRole, Path + "." + Sub->Name);
    if (Id < 0)
      return -1;
    Children.push_back(Id);
  }
  std::unique_ptr<Module> M = yul::compileObjectCode(Obj, Ctx, Diags);
  if (!M)
    return -1;
  unsigned Id = NextId++;
  bool OK =
      writeFile(Twine(Id) + (TextIR ? ".ll" : ".bc"), [&](raw_ostream &OS) {
        if (TextIR)
          M->print(OS, nullptr);
        else
          WriteBitcodeToFile(*M, OS);
      });
  // bin/evm-bin's link options: this object's name, its sub-objects'
  // linked code, its data.
  OK = OK && writeFile(Twine(Id) + ".args", [&](raw_ostream &OS) {
         OS << "--object-name\n" << Obj.Name << '\n';
         for (auto [Sub, SubId] : zip(Obj.SubObjects, Children)) {
           SmallString<128> File(Dir);
           sys::path::append(File, Twine(SubId) + ".json");
           OS << "--object\n" << Sub->Name << '=' << File << '\n';
         }
         for (auto [K, D] : enumerate(Obj.Data)) {
           SmallString<128> File(Dir);
           sys::path::append(File, Twine(Id) + ".data." + Twine(K));
           OS << "--data\n" << D.Name << '=' << File << '\n';
         }
       });
  for (auto [K, D] : enumerate(Obj.Data))
    OK = OK && writeFile(Twine(Id) + ".data." + Twine(K), [&](raw_ostream &OS) {
           OS << toHex(D.Bytes, /*LowerCase=*/true) << '\n';
         });
  if (!OK)
    return -1;
  Plan << Id << ' ' << Role << ' ' << Path << '\n';
  return static_cast<int>(Id);
}

static int writeModules(const yul::Object &Top, StringRef Dir, bool TextIR,
                        yul::Diagnostics &Diags) {
  if (std::error_code EC = sys::fs::create_directories(Dir)) {
    WithColor::error(errs(), ToolName)
        << "cannot create '" << Dir << "': " << EC.message() << '\n';
    return 1;
  }
  std::string PlanText;
  raw_string_ostream Plan(PlanText);
  PlanWriter Writer(Dir, TextIR, Diags, Plan);
  if (Writer.write(Top, "top", Top.Name) < 0 || Diags.getNumErrors())
    return 1;
  SmallString<128> PlanPath(Dir);
  sys::path::append(PlanPath, "plan");
  std::error_code EC;
  raw_fd_ostream OS(PlanPath, EC, sys::fs::OF_Text);
  if (EC) {
    WithColor::error(errs(), ToolName)
        << "cannot write '" << PlanPath << "': " << EC.message() << '\n';
    return 1;
  }
  OS << PlanText;
  return 0;
}

//===----------------------------------------------------------------------===//
// The command line
//===----------------------------------------------------------------------===//

namespace {
struct CommandLine {
  EVM::CompileOptions Options;
  bool Runtime = false;
  EVM::OutputKind Output = EVM::OutputKind::Bytecode;
  std::vector<std::string> Libraries;
  std::string Input, Out = "-", RuntimeJSON, SourceMap;
  unsigned Jobs = 0;
  bool Batch = false, Modules = false, Stats = false;
  std::vector<std::string> BackendOptions;
};
} // end anonymous namespace

static CommandLine parseCommandLine(int Argc, char **Argv) {
  CommandLine CL;
  EVM::ArgumentReader R(Argc, Argv, ToolName, Usage, help);
  EVM::CommonOptions Common;
  StringRef A;
  while (R.next(A)) {
    // solc's source map of the printed code, not the asm printer's report
    // of one module (which parseCommon takes --source-map=FILE for).
    if (A.consume_front("--source-map=")) {
      if (A.empty())
        R.usageError("--source-map needs a file");
      CL.SourceMap = A.str();
      continue;
    }
    if (R.parseCommon(A, Common))
      continue;
    if (A == "--runtime") {
      CL.Runtime = true;
    } else if (std::optional<std::string> V = R.valueOf(A, "--runtime-json")) {
      CL.RuntimeJSON = *V;
    } else if (A.starts_with("-j")) {
      std::string N = A == "-j" ? R.value("-j") : A.drop_front(2).str();
      if (!to_integer(N, CL.Jobs, 10) || CL.Jobs == 0)
        R.usageError("-j needs a number of jobs above 0, not '" + N + "'");
    } else if (A == "--batch") {
      CL.Batch = true;
    } else if (A == "--modules") {
      CL.Modules = true;
    } else if (A == "--stats") {
      CL.Stats = true;
    } else if (A.starts_with("-") && A != "-") {
      // The backend's options, as llc takes them (-time-passes with -j 1,
      // -evm-optimize-runs=N, ...), as bin/evm-bin passes them on.
      CL.BackendOptions.push_back(A.str());
    } else {
      if (!CL.Input.empty())
        R.usageError("one input file only ('" + CL.Input + "' and '" + A +
                     "')");
      CL.Input = A.str();
    }
  }
  CL.Options.Level = Common.Level.value_or(EVM::OptLevel::O2);
  CL.Options.CPU = Common.CPU;
  CL.Output = Common.getOutput();
  CL.Out = Common.Out;
  CL.Libraries = Common.Libraries;
  // A program is several objects, each compiled once for many uses: a
  // report of one compilation would describe none of them.
  if (!Common.Reports.empty())
    R.usageError("--stats=FILE, --layout and --cfg report on one module: "
                 "bin/evm-bin's (--stats alone counts objects)");
  if (!CL.SourceMap.empty() && CL.Output != EVM::OutputKind::Bytecode)
    R.usageError("--source-map maps bytecode, not -S or -emit-llvm output");
  if (!CL.Batch && CL.Input.empty())
    R.usageError("no input file");
  if (CL.Batch && !CL.Input.empty())
    R.usageError("--batch reads its programs on stdin, not '" + CL.Input +
                 "'");
  // -O0 has no middle end; the backend still gives every variable a place
  // on the stack (its -O1 layouts): Yul without memoryguard owns all of
  // memory, where the -O0 backend would keep values (docs/yul.md,
  // "Levels").
  if (CL.Options.Level == EVM::OptLevel::O0) {
    CL.Options.Level = EVM::OptLevel::O1;
    CL.Options.MiddleEnd = false;
  }
  return CL;
}

static int runOne(const CommandLine &CL) {
  auto Buffer = MemoryBuffer::getFileOrSTDIN(CL.Input, /*IsText=*/true);
  if (!Buffer) {
    errs() << ToolName << ": error: cannot read '" << CL.Input
           << "': no such file or not readable\n";
    return 1;
  }
  std::string Name = CL.Input == "-" ? "<stdin>" : CL.Input;
  StringRef Source = (*Buffer)->getBuffer();
  yul::Diagnostics Diags(Name, Source);
  std::unique_ptr<yul::Object> Top = yul::parseYul(Source, Diags);
  if (!Top)
    return 1;
  if (CL.Modules)
    return writeModules(*Top, CL.Out, CL.Output == EVM::OutputKind::Assembly,
                        Diags);
  std::vector<yul::ObjectNode> Nodes;
  int RuntimeNode = -1;
  int TopNode = yul::addObjectNodes(*Top, Top->Name, Diags, /*IDs=*/nullptr,
                                    /*StandIns=*/nullptr, Nodes, &RuntimeNode);
  if (TopNode < 0)
    return 1;
  if (CL.Runtime && RuntimeNode < 0) {
    errs() << ToolName << ": error: --runtime: the top-level object of '"
           << CL.Input << "' has no sub-object\n";
    return 1;
  }
  unsigned Target = CL.Runtime ? RuntimeNode : TopNode;
  // Everything below the object asked for (children come first); the
  // object itself too when it is bytecode that is printed.
  ArrayRef<yul::ObjectNode> Needed = ArrayRef(Nodes).take_front(
      CL.Output == EVM::OutputKind::Bytecode ? Target + 1 : Target);
  yul::ObjectCompiler Compiler(CL.Jobs);
  yul::CompiledObjects Done = Compiler.compileAll(Needed, CL.Options);
  if (CL.Stats)
    errs() << ToolName << ": " << Compiler.NumObjects << " objects, "
           << Compiler.NumCompiled << " compiled\n";
  bool OK = true;
  for (const std::shared_ptr<yul::CompiledObject> &C : Done) {
    errs() << C->Notes << C->Diagnostics;
    OK &= C->OK;
  }
  if (!OK)
    return 1;
  if (!CL.RuntimeJSON.empty() && RuntimeNode >= 0 &&
      static_cast<unsigned>(RuntimeNode) < Done.size() &&
      !EVM::writeOutput(ToolName, CL.RuntimeJSON, Done[RuntimeNode]->JSON))
    return 1;
  if (CL.Output != EVM::OutputKind::Bytecode) {
    EVM::CompileResult R = Compiler.compileText(Nodes[Target], Done, Nodes,
                                                CL.Options, CL.Output);
    errs() << R.Diagnostics;
    if (R.Status != EVM::CompileResult::Success)
      return 1;
    return EVM::writeOutput(ToolName, CL.Out, R.Text) ? 0 : 1;
  }
  std::string Error;
  std::optional<EVM::LinkedObject> Linked =
      yul::linkLibraries(*Done[Target], CL.Libraries, Error);
  if (!Linked) {
    errs() << Error;
    return 1;
  }
  if (!CL.SourceMap.empty() &&
      !EVM::writeOutput(ToolName, CL.SourceMap,
                        Done[Target]->Object.SourceMap + "\n"))
    return 1;
  return EVM::writeOutput(ToolName, CL.Out,
                          EVM::toHexWithPlaceholders(*Linked) + "\n")
             ? 0
             : 1;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  CommandLine CL = parseCommandLine(argc, argv);
  // What bin/evm-bin gives llc for bytecode: a module without an entry
  // function is worth a warning.
  std::vector<std::string> BackendOptions = {"-evm-warn-no-entry"};
  append_range(BackendOptions, CL.BackendOptions);
  EVM::setBackendOptions(ToolName, BackendOptions);
  if (!CL.Batch)
    return runOne(CL);
  yul::BatchSettings Batch;
  Batch.Options = CL.Options;
  Batch.Libraries = CL.Libraries;
  Batch.Jobs = CL.Jobs;
  Batch.Stats = CL.Stats;
  return yul::runBatch(std::move(Batch));
}
