//===-- evm-yul.cpp - Yul to EVM bytecode in one process ------------------===//
//
// bin/evm-yul (docs/yul.md): a Yul program, an object with its sub-objects
// and data or a bare code block, to the bytecode of its top-level object,
// as solc --strict-assembly --bin prints it. Everything happens in this
// process:
//
//  * the front end (YulParser, YulCodeGen) makes one module per object,
//    kept as bitcode;
//  * each object is compiled by the driver (Driver/EVMDriver.h: middle end,
//    backend, link step in memory) once its sub-objects are, whose linked
//    code its module is given; objects whose sub-objects are done compile
//    in parallel, on a thread pool (-j);
//  * an object is compiled once per run: the result is kept under a key
//    made of its module, its sub-objects' and data's contents and the
//    options, so a contract that thirty others create is compiled once;
//  * Yul without memoryguard owns all of memory: when the middle end's code
//    needs a frame there, the driver says so (a value, not a message to
//    read) and the object is compiled again without the middle end.
//
// --batch compiles many programs in one run (bin/evm-solc gives it every
// contract of a standard-JSON input), sharing the pool and the objects.
// --modules writes the front end's modules and the plan instead (the
// translation tests read them).
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMFrontDoor.h"
#include "Driver/EVMDriver.h"
#include "Driver/EVMObjectLinker.h"
#include "YulAST.h"
#include "YulCodeGen.h"
#include "YulDiagnostics.h"
#include "YulParser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <future>
#include <map>
#include <mutex>

using namespace llvm;

/// The command users run; messages start with it.
static constexpr const char *ToolName = "bin/evm-yul";

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
  --batch          read {"contracts": [{"name", "yul"}...], "level",
                   "cpu", "runs", "libraries": [SPEC...],
                   "sourceIds": {NAME: ID}}
                   on stdin and write {"contracts": [{"name", "bytecode",
                   "linkReferences", "sourceMap", "deployed", "warnings",
                   "error"}...]} on stdout: every
                   program in one run, an object they share compiled once;
                   the libraries given are filled in, in the code and in
                   "deployed" (the runtime code as --runtime-json gives it)
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

namespace {

/// One object of one program, in the order the plan lists them: children
/// first.
struct Node {
  const yul::Object *Obj = nullptr;
  /// The dotted path from the program's top object.
  std::string Path;
  std::string Bitcode;
  std::vector<unsigned> Children;
  unsigned Height = 0;
};

/// A compiled object, kept for every parent that embeds it.
struct Compiled {
  bool OK = false;
  EVM::LinkedObject Object;
  /// Its linked JSON without the source map, the text a parent's module
  /// is given.
  std::string JSON;
  /// Warnings and errors, as they are printed.
  std::string Diagnostics;
};

/// The objects of a run: compiled once each, by content.
class ObjectCompiler {
public:
  ObjectCompiler(const EVM::CompileOptions &Options, unsigned Jobs)
      : Options(Options), Pool(hardware_concurrency(Jobs)) {}

  /// Compiles every node of \p Nodes (children before parents), the
  /// objects of all \p Nodes' programs at once, level by level; returns
  /// each node's result.
  std::vector<std::shared_ptr<Compiled>> compileAll(ArrayRef<Node> Nodes);

  /// Objects asked for, and objects compiled (the rest were the same as
  /// one compiled before).
  unsigned NumObjects = 0, NumCompiled = 0;

  /// Compiles \p N alone to \p Output (assembly or IR), its children's
  /// results given.
  EVM::CompileResult
  compileText(const Node &N, ArrayRef<std::shared_ptr<Compiled>> Done,
              ArrayRef<Node> Nodes, EVM::OutputKind Output);

private:
  EVM::LinkInputs linkInputs(const Node &N, ArrayRef<Node> Nodes,
                             ArrayRef<std::shared_ptr<Compiled>> Done);
  std::shared_ptr<Compiled> compile(const Node &N,
                                    const EVM::LinkInputs &Links);

  EVM::CompileOptions Options;
  DefaultThreadPool Pool;
  std::mutex Lock;
  std::map<std::string, std::shared_future<std::shared_ptr<Compiled>>> Cache;
};

} // end anonymous namespace

EVM::LinkInputs
ObjectCompiler::linkInputs(const Node &N, ArrayRef<Node> Nodes,
                           ArrayRef<std::shared_ptr<Compiled>> Done) {
  EVM::LinkInputs Links;
  Links.OwnName = N.Obj->Name;
  for (unsigned C : N.Children)
    Links.Objects.push_back({Nodes[C].Obj->Name, Done[C]->JSON});
  for (const yul::DataSection &D : N.Obj->Data)
    Links.Data.push_back({D.Name, toHex(D.Bytes, /*LowerCase=*/true)});
  return Links;
}

/// The key of an object's result: everything its code depends on.
static std::string getKey(const Node &N, const EVM::LinkInputs &Links,
                          const EVM::CompileOptions &Options) {
  SHA256 Hash;
  auto add = [&](StringRef Part) {
    // Lengths first, so that parts cannot run into each other.
    Hash.update(utostr(Part.size()) + ":");
    Hash.update(Part);
  };
  add(N.Bitcode);
  add(EVM::getOptLevelFlag(Options.Level));
  add(Options.MiddleEnd ? "middle-end" : "backend-only");
  add(Options.CPU);
  add(Links.OwnName);
  for (const auto &[Name, Text] : Links.Objects) {
    add(Name);
    add(Text);
  }
  add("data");
  for (const auto &[Name, Text] : Links.Data) {
    add(Name);
    add(Text);
  }
  return toHex(Hash.final());
}

std::shared_ptr<Compiled> ObjectCompiler::compile(const Node &N,
                                                  const EVM::LinkInputs &Links) {
  auto Result = std::make_shared<Compiled>();
  EVM::CompileResult R = EVM::compileBitcode(N.Bitcode, N.Path, Options, Links,
                                             EVM::OutputKind::Bytecode);
  // Without memoryguard the code owns all of memory; where the code needs
  // a frame there, the object is compiled at the other end: as at -O0
  // when the middle end's code needs one, at -Os when the code without
  // the middle end (-O0) does, where the middle end leaves fewer values
  // live (docs/yul.md, "Memory").
  if (R.Status == EVM::CompileResult::NeedsMemoryFrame) {
    EVM::CompileOptions Fallback = Options;
    bool HadMiddleEnd = Options.MiddleEnd;
    Fallback.Level = HadMiddleEnd ? EVM::OptLevel::O1 : EVM::OptLevel::Os;
    Fallback.MiddleEnd = !HadMiddleEnd;
    R = EVM::compileBitcode(N.Bitcode, N.Path, Fallback, Links,
                            EVM::OutputKind::Bytecode);
    R.Diagnostics =
        (Twine(ToolName) + ": warning: object '" + N.Path +
         "' has no memoryguard, and " +
         (HadMiddleEnd ? "at " + EVM::getOptLevelFlag(Options.Level)
                       : Twine("without the middle end")) +
         " its code needs memory for a frame; compiled " +
         (HadMiddleEnd ? "without the middle end (as at -O0)"
                       : "with it, at -Os") +
         "\n" + R.Diagnostics)
            .str();
  }
  Result->Diagnostics = std::move(R.Diagnostics);
  if (R.Status != EVM::CompileResult::Success)
    return Result;
  Result->OK = true;
  Result->Object = std::move(R.Object);
  // A parent's code does not depend on where its child's code comes from:
  // without the map, a child that stands for other source ranges (the same
  // Yul object in another file) leaves its parents' keys alone.
  EVM::LinkedObject ForParents = Result->Object;
  ForParents.SourceMap.clear();
  raw_string_ostream OS(Result->JSON);
  EVM::writeLinkedJSON(OS, ForParents);
  return Result;
}

std::vector<std::shared_ptr<Compiled>>
ObjectCompiler::compileAll(ArrayRef<Node> Nodes) {
  std::vector<std::shared_ptr<Compiled>> Done(Nodes.size());
  unsigned MaxHeight = 0;
  for (const Node &N : Nodes)
    MaxHeight = std::max(MaxHeight, N.Height);
  // Level by level: the objects of one height need only lower ones, so
  // they all go to the pool at once, and no task waits for one that is
  // queued behind it.
  for (unsigned H = 0; H <= MaxHeight; ++H) {
    std::vector<std::pair<unsigned, std::shared_future<std::shared_ptr<Compiled>>>>
        Pending;
    for (unsigned I = 0; I < Nodes.size(); ++I) {
      const Node &N = Nodes[I];
      if (N.Height != H)
        continue;
      bool ChildFailed = false;
      for (unsigned C : N.Children)
        ChildFailed |= !Done[C]->OK;
      if (ChildFailed) {
        // Its sub-object's errors are printed already; nothing to add.
        Done[I] = std::make_shared<Compiled>();
        continue;
      }
      EVM::LinkInputs Links = linkInputs(N, Nodes, Done);
      std::string Key = getKey(N, Links, Options);
      std::lock_guard<std::mutex> Guard(Lock);
      auto It = Cache.find(Key);
      // The same object again (in this program or another) takes the
      // first one's result.
      ++NumObjects;
      if (It == Cache.end()) {
        ++NumCompiled;
        auto Task = std::make_shared<
            std::packaged_task<std::shared_ptr<Compiled>()>>(
            [this, &N, Links = std::move(Links)] { return compile(N, Links); });
        It = Cache.emplace(Key, Task->get_future().share()).first;
        Pool.async([Task] { (*Task)(); });
      }
      Pending.push_back({I, It->second});
    }
    Pool.wait();
    for (auto &[I, Future] : Pending)
      Done[I] = Future.get();
  }
  return Done;
}

EVM::CompileResult
ObjectCompiler::compileText(const Node &N,
                            ArrayRef<std::shared_ptr<Compiled>> Done,
                            ArrayRef<Node> Nodes, EVM::OutputKind Output) {
  return EVM::compileBitcode(N.Bitcode, N.Path, Options,
                             linkInputs(N, Nodes, Done), Output);
}

namespace {
/// A program's nodes, made by the front end.
struct Program {
  std::string Name;
  std::string Source;
  std::unique_ptr<yul::Object> Top;
  /// Indices into the run's nodes: its top object and its runtime object
  /// (the top's first sub-object), if any.
  int TopNode = -1, RuntimeNode = -1;
  std::string FrontEndErrors;
};
} // end anonymous namespace

/// Adds \p Obj's nodes (children first) to \p Nodes; returns its index, or
/// -1 after a front-end error.
static int addNodes(const yul::Object &Obj, const std::string &Path,
                    yul::Diagnostics &Diags, const yul::SourceIDs *IDs,
                    std::vector<Node> &Nodes, int *RuntimeNode, bool IsTop) {
  std::vector<unsigned> Children;
  unsigned Height = 0;
  for (auto [I, Sub] : enumerate(Obj.SubObjects)) {
    int C = addNodes(*Sub, Path + "." + Sub->Name, Diags, IDs, Nodes, nullptr,
                     /*IsTop=*/false);
    if (C < 0)
      return -1;
    if (IsTop && I == 0 && RuntimeNode)
      *RuntimeNode = C;
    Children.push_back(C);
    Height = std::max(Height, Nodes[C].Height + 1);
  }
  LLVMContext Ctx;
  std::unique_ptr<Module> M = yul::compileObjectCode(Obj, Ctx, Diags, IDs);
  if (!M || Diags.getNumErrors())
    return -1;
  Node N;
  N.Obj = &Obj;
  N.Path = Path;
  N.Children = std::move(Children);
  N.Height = Height;
  raw_string_ostream OS(N.Bitcode);
  WriteBitcodeToFile(*M, OS);
  Nodes.push_back(std::move(N));
  return static_cast<int>(Nodes.size() - 1);
}

/// A result's object with the libraries \p Libraries give filled in.
static std::optional<EVM::LinkedObject>
linkLibraries(const Compiled &C, ArrayRef<std::string> Libraries,
              std::string &Error) {
  EVM::LinkedObject Object = C.Object;
  bool OK = EVM::fillLibraries(Object, Libraries, [&](const Twine &Msg) {
    Error += (Twine(ToolName) + ": error: " + Msg + "\n").str();
  });
  if (!OK)
    return std::nullopt;
  return Object;
}

/// The linked code of a result as hex, the libraries \p Libraries give
/// filled in.
static bool toLinkedHex(const Compiled &C, ArrayRef<std::string> Libraries,
                        std::string &Hex, std::string &Error) {
  std::optional<EVM::LinkedObject> Object =
      linkLibraries(C, Libraries, Error);
  if (!Object)
    return false;
  Hex = EVM::toHexWithPlaceholders(*Object);
  return true;
}

/// \p Object as the link step's JSON (EVM::writeLinkedJSON).
static json::Value linkedJSON(const EVM::LinkedObject &Object) {
  std::string Text;
  raw_string_ostream OS(Text);
  EVM::writeLinkedJSON(OS, Object);
  Expected<json::Value> V = json::parse(Text);
  if (!V) {
    // writeLinkedJSON writes JSON; a failure here is this program's.
    report_fatal_error(V.takeError());
  }
  return std::move(*V);
}

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

/// The front end of one program: its nodes are added to \p Nodes.
static bool addProgram(Program &P, const yul::SourceIDs *IDs,
                       std::vector<Node> &Nodes, raw_ostream *Errors) {
  yul::Diagnostics Diags(P.Name, P.Source, Errors);
  P.Top = yul::parseYul(P.Source, Diags);
  if (!P.Top)
    return false;
  std::vector<Node> Own;
  int RuntimeNode = -1;
  int Top = addNodes(*P.Top, P.Top->Name, Diags, IDs, Own, &RuntimeNode,
                     /*IsTop=*/true);
  if (Top < 0)
    return false;
  unsigned Base = Nodes.size();
  for (Node &N : Own) {
    for (unsigned &C : N.Children)
      C += Base;
    Nodes.push_back(std::move(N));
  }
  P.TopNode = Base + Top;
  P.RuntimeNode = RuntimeNode < 0 ? -1 : static_cast<int>(Base + RuntimeNode);
  return true;
}

static void printStats(const CommandLine &CL, const ObjectCompiler &C) {
  if (CL.Stats)
    errs() << ToolName << ": " << C.NumObjects << " objects, "
           << C.NumCompiled << " compiled\n";
}

static int runOne(const CommandLine &CL) {
  auto Buffer = MemoryBuffer::getFileOrSTDIN(CL.Input, /*IsText=*/true);
  if (!Buffer) {
    errs() << ToolName << ": error: cannot read '" << CL.Input
           << "': no such file or not readable\n";
    return 1;
  }
  Program P;
  P.Name = CL.Input == "-" ? "<stdin>" : CL.Input;
  P.Source = (*Buffer)->getBuffer().str();
  if (CL.Modules) {
    yul::Diagnostics Diags(P.Name, P.Source);
    std::unique_ptr<yul::Object> Top = yul::parseYul(P.Source, Diags);
    if (!Top)
      return 1;
    return writeModules(*Top, CL.Out, CL.Output == EVM::OutputKind::Assembly,
                        Diags);
  }
  std::vector<Node> Nodes;
  if (!addProgram(P, /*IDs=*/nullptr, Nodes, nullptr))
    return 1;
  if (CL.Runtime && P.RuntimeNode < 0) {
    errs() << ToolName << ": error: --runtime: the top-level object of '"
           << CL.Input << "' has no sub-object\n";
    return 1;
  }
  unsigned Target = CL.Runtime ? P.RuntimeNode : P.TopNode;
  // Everything below the object asked for (children come first); the
  // object itself too when it is bytecode that is printed.
  ArrayRef<Node> Needed = ArrayRef(Nodes).take_front(
      CL.Output == EVM::OutputKind::Bytecode ? Target + 1 : Target);
  ObjectCompiler Compiler(CL.Options, CL.Jobs);
  std::vector<std::shared_ptr<Compiled>> Done = Compiler.compileAll(Needed);
  printStats(CL, Compiler);
  bool OK = true;
  for (const std::shared_ptr<Compiled> &C : Done) {
    errs() << C->Diagnostics;
    OK &= C->OK;
  }
  if (!OK)
    return 1;
  if (!CL.RuntimeJSON.empty() && P.RuntimeNode >= 0 &&
      static_cast<unsigned>(P.RuntimeNode) < Done.size() &&
      !EVM::writeOutput(ToolName, CL.RuntimeJSON, Done[P.RuntimeNode]->JSON))
    return 1;
  if (CL.Output != EVM::OutputKind::Bytecode) {
    EVM::CompileResult R =
        Compiler.compileText(Nodes[Target], Done, Nodes, CL.Output);
    errs() << R.Diagnostics;
    if (R.Status != EVM::CompileResult::Success)
      return 1;
    return EVM::writeOutput(ToolName, CL.Out, R.Text) ? 0 : 1;
  }
  std::string Hex, Error;
  if (!toLinkedHex(*Done[Target], CL.Libraries, Hex, Error)) {
    errs() << Error;
    return 1;
  }
  if (!CL.SourceMap.empty() &&
      !EVM::writeOutput(ToolName, CL.SourceMap,
                        Done[Target]->Object.SourceMap + "\n"))
    return 1;
  return EVM::writeOutput(ToolName, CL.Out, Hex + "\n") ? 0 : 1;
}

/// --batch: many programs, one run.
static int runBatch(CommandLine CL) {
  auto Buffer = MemoryBuffer::getSTDIN();
  if (!Buffer) {
    errs() << ToolName << ": error: cannot read stdin\n";
    return 1;
  }
  Expected<json::Value> Request = json::parse((*Buffer)->getBuffer());
  if (!Request) {
    errs() << ToolName << ": error: --batch: the request is not JSON: "
           << toString(Request.takeError()) << '\n';
    return 1;
  }
  const json::Object *Obj = Request->getAsObject();
  const json::Array *Contracts = Obj ? Obj->getArray("contracts") : nullptr;
  if (!Contracts) {
    errs() << ToolName
           << ": error: --batch: the request has no \"contracts\" array\n";
    return 1;
  }
  if (std::optional<StringRef> Level = Obj->getString("level")) {
    std::optional<EVM::OptLevel> L = EVM::parseOptLevel(*Level);
    if (!L) {
      errs() << ToolName << ": error: --batch: unknown level '" << *Level
             << "'\n";
      return 1;
    }
    CL.Options.Level = *L;
    CL.Options.MiddleEnd = true;
    if (*L == EVM::OptLevel::O0) {
      CL.Options.Level = EVM::OptLevel::O1;
      CL.Options.MiddleEnd = false;
    }
  }
  if (std::optional<StringRef> CPU = Obj->getString("cpu"))
    CL.Options.CPU = CPU->str();
  // solc's optimizer.runs: the backend's trade of code size for gas.
  if (const json::Value *Runs = Obj->get("runs")) {
    std::optional<int64_t> N = Runs->getAsInteger();
    if (!N || *N < 1 || *N > UINT32_MAX) {
      errs() << ToolName
             << ": error: --batch: \"runs\" is not a number of runs above 0\n";
      return 1;
    }
    EVM::setBackendOptions(ToolName,
                           {"-evm-optimize-runs=" + std::to_string(*N)});
  }
  if (const json::Array *Libs = Obj->getArray("libraries"))
    for (const json::Value &L : *Libs)
      if (std::optional<StringRef> S = L.getAsString())
        CL.Libraries.push_back(S->str());

  // The sources' IDs in the compilation the programs belong to, by name.
  std::optional<yul::SourceIDs> IDs;
  if (const json::Object *ByName = Obj->getObject("sourceIds")) {
    IDs.emplace();
    for (const auto &[Name, ID] : *ByName) {
      std::optional<int64_t> N = ID.getAsInteger();
      if (!N || *N < 0 || *N > INT32_MAX) {
        errs() << ToolName << ": error: --batch: \"sourceIds\" gives '" << Name
               << "' no source ID (a number)\n";
        return 1;
      }
      (*IDs)[Name.str()] = static_cast<int>(*N);
    }
  }

  std::vector<Program> Programs(Contracts->size());
  std::vector<Node> Nodes;
  for (auto [I, C] : enumerate(*Contracts)) {
    Program &P = Programs[I];
    const json::Object *CObj = C.getAsObject();
    P.Name = CObj && CObj->getString("name") ? CObj->getString("name")->str()
                                             : "contract " + utostr(I);
    std::optional<StringRef> Yul = CObj ? CObj->getString("yul") : std::nullopt;
    if (!Yul) {
      P.FrontEndErrors = "the request gives no \"yul\" text";
      continue;
    }
    P.Source = Yul->str();
    raw_string_ostream Errors(P.FrontEndErrors);
    if (!addProgram(P, IDs ? &*IDs : nullptr, Nodes, &Errors) &&
        P.FrontEndErrors.empty())
      P.FrontEndErrors = "the front end failed";
  }
  ObjectCompiler Compiler(CL.Options, CL.Jobs);
  std::vector<std::shared_ptr<Compiled>> Done = Compiler.compileAll(Nodes);
  printStats(CL, Compiler);

  json::Array Results;
  for (const Program &P : Programs) {
    json::Object R{{"name", P.Name}};
    if (P.TopNode < 0) {
      R["error"] = P.FrontEndErrors;
      Results.push_back(std::move(R));
      continue;
    }
    // The diagnostics of the program's objects, children first.
    std::string Diagnostics;
    bool OK = true;
    std::vector<unsigned> Stack = {static_cast<unsigned>(P.TopNode)};
    std::vector<unsigned> Order;
    while (!Stack.empty()) {
      unsigned N = Stack.back();
      Stack.pop_back();
      Order.push_back(N);
      for (unsigned C : Nodes[N].Children)
        Stack.push_back(C);
    }
    for (unsigned N : reverse(Order)) {
      Diagnostics += Done[N]->Diagnostics;
      OK &= Done[N]->OK;
    }
    // The code and the runtime code, linked: the libraries given filled
    // in, the others listed where they go (solc's linkReferences).
    std::string Error;
    std::optional<EVM::LinkedObject> Code, Runtime;
    if (OK) {
      Code = linkLibraries(*Done[P.TopNode], CL.Libraries, Error);
      if (Code && P.RuntimeNode >= 0)
        Runtime = linkLibraries(*Done[P.RuntimeNode], CL.Libraries, Error);
      OK = Code && (P.RuntimeNode < 0 || Runtime);
      Diagnostics += Error;
    }
    if (!OK) {
      R["error"] = Diagnostics;
      Results.push_back(std::move(R));
      continue;
    }
    // The link step's JSON of the code has both (writeLinkedJSON always
    // writes the keys).
    json::Value CodeJSON = linkedJSON(*Code);
    json::Object &CodeFields = *CodeJSON.getAsObject();
    R["bytecode"] = std::move(*CodeFields.get("object"));
    R["linkReferences"] = std::move(*CodeFields.get("linkReferences"));
    R["sourceMap"] = Code->SourceMap;
    R["warnings"] = Diagnostics;
    if (Runtime)
      R["deployed"] = linkedJSON(*Runtime);
    Results.push_back(std::move(R));
  }
  outs() << formatv("{0}", json::Value(json::Object{
                               {"contracts", std::move(Results)}}))
         << '\n';
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  CommandLine CL = parseCommandLine(argc, argv);
  // What bin/evm-bin gives llc for bytecode: a module without an entry
  // function is worth a warning.
  std::vector<std::string> BackendOptions = {"-evm-warn-no-entry"};
  append_range(BackendOptions, CL.BackendOptions);
  EVM::setBackendOptions(ToolName, BackendOptions);
  return CL.Batch ? runBatch(CL) : runOne(CL);
}
