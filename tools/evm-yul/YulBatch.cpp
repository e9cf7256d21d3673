//===-- YulBatch.cpp - Many Yul programs in one run -----------------------===//
//
// bin/evm-yul --batch. The request:
//
//   {"contracts": [{"name", "yul", "objects": {OBJECT: NAME}}...],
//    "level", "cpu", "runs", "libraries": [SPEC...], "sourceIds": {NAME: ID},
//    "sizeFallback": LEVEL}
//
// Every program's objects go to one ObjectCompiler, so that an object
// several programs hold is compiled once. Beyond that, a program may say
// that some of its sub-objects are other programs of the batch
// ("objects": the sub-object named OBJECT is program NAME's top object):
// those are stand-ins, whose code is that program's, compiled once as that
// program, and whatever that program's compilation decided (its
// sizeFallback) holds for every program that embeds it. That is how a
// contract that others create deploys the code of its own artifact
// (bin/evm-solc, docs/solidity.md, "One compilation per contract").
//
// "sizeFallback": a program whose code comes out over EIP-170's limit on
// runtime code or EIP-3860's on init code is compiled again at that level,
// its own objects only (the programs it embeds stay as they are); the new
// code is kept only when it is within both limits, which the first was
// not. The answer says what was tried and what was kept.
//
//===----------------------------------------------------------------------===//

#include "YulBatch.h"
#include "Driver/EVMFrontDoor.h"
#include "Driver/EVMObjectLinker.h"
#include "YulObjectCompiler.h"
#include "YulParser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace yul {

/// EIP-170's limit on runtime code and EIP-3860's on init code, in bytes.
static constexpr uint64_t RuntimeSizeLimit = 0x6000, InitSizeLimit = 0xc000;
/// A program whose -Os code is more than this many times a limit is not
/// compiled again at the fallback level: it would have to be a third
/// smaller, and -Oz made the code of solady's tests 0-26% smaller than -Os
/// (93 programs over 2 KB; median 6%). The 15 test contracts of that suite
/// over a limit were compiled twice, a sixth of the batch's time, for one
/// that then fit (3% over). Other levels try always: -O2's unrolled loops
/// can be twice as large as -Oz's code.
static constexpr uint64_t FallbackReach = 3, FallbackReachDivisor = 2;

namespace {

/// What a program's compilation at the fallback level gave.
struct SizeTrial {
  /// Sizes in bytes, first at the level, then at the fallback level.
  uint64_t Runtime = 0, Init = 0, RuntimeAgain = 0, InitAgain = 0;
  bool Kept = false;
  /// Not compiled again: over a limit by more than the fallback saves
  /// (FallbackReach).
  bool OutOfReach = false;
  /// The fallback's diagnostics when it did not compile.
  std::string Failure;
};

/// One program of the request.
struct Program {
  std::string Name;
  std::string Source;
  std::unique_ptr<Object> Top;
  /// Its sub-objects that stand for other programs' top objects: object
  /// name -> program index.
  std::map<std::string, unsigned> StandIns;
  /// Its nodes: [FirstNode, EndNode), children first; the top object's and
  /// the runtime object's (the top's first sub-object) among them.
  unsigned FirstNode = 0, EndNode = 0;
  int TopNode = -1, RuntimeNode = -1;
  std::string FrontEndErrors;
  /// Why a stand-in of it has nothing to stand for, by node.
  std::map<unsigned, std::string> StandInProblems;
  std::optional<SizeTrial> Trial;
};

/// The settings and programs of a request.
struct Request {
  std::vector<Program> Programs;
  std::optional<SourceIDs> IDs;
  std::optional<EVM::OptLevel> SizeFallback;
};

} // end anonymous namespace

static bool requestError(const Twine &Msg) {
  errs() << ToolName << ": error: --batch: " << Msg << '\n';
  return false;
}

/// The settings of \p Obj into \p S and \p R; false after an error.
static bool readSettings(const json::Object &Obj, BatchSettings &S,
                         Request &R) {
  auto levelOf = [](StringRef Flag, EVM::CompileOptions &Options) {
    std::optional<EVM::OptLevel> L = EVM::parseOptLevel(Flag);
    if (!L)
      return false;
    // -O0 has no middle end, with the backend's stack layouts (its -O1):
    // as on the command line (evm-yul.cpp).
    Options.Level = *L == EVM::OptLevel::O0 ? EVM::OptLevel::O1 : *L;
    Options.MiddleEnd = *L != EVM::OptLevel::O0;
    return true;
  };
  if (std::optional<StringRef> Level = Obj.getString("level"))
    if (!levelOf(*Level, S.Options))
      return requestError("unknown level '" + *Level + "'");
  if (std::optional<StringRef> CPU = Obj.getString("cpu"))
    S.Options.CPU = CPU->str();
  // solc's optimizer.runs: the backend's trade of code size for gas.
  if (const json::Value *Runs = Obj.get("runs")) {
    std::optional<int64_t> N = Runs->getAsInteger();
    if (!N || *N < 1 || *N > UINT32_MAX)
      return requestError("\"runs\" is not a number of runs above 0");
    EVM::setBackendOptions(ToolName,
                           {"-evm-optimize-runs=" + std::to_string(*N)});
  }
  if (const json::Array *Libs = Obj.getArray("libraries"))
    for (const json::Value &L : *Libs)
      if (std::optional<StringRef> Spec = L.getAsString())
        S.Libraries.push_back(Spec->str());
  if (const json::Value *Fallback = Obj.get("sizeFallback")) {
    std::optional<StringRef> Flag = Fallback->getAsString();
    EVM::CompileOptions Options;
    if (!Flag || !levelOf(*Flag, Options) || !Options.MiddleEnd)
      return requestError(
          "\"sizeFallback\" is not an optimising level (-O1 ... -Oz)");
    R.SizeFallback = Options.Level;
  }
  // The sources' IDs in the compilation the programs belong to, by name.
  if (const json::Object *ByName = Obj.getObject("sourceIds")) {
    R.IDs.emplace();
    for (const auto &[Name, ID] : *ByName) {
      std::optional<int64_t> N = ID.getAsInteger();
      if (!N || *N < 0 || *N > INT32_MAX)
        return requestError("\"sourceIds\" gives '" + Name +
                            "' no source ID (a number)");
      (*R.IDs)[Name.str()] = static_cast<int>(*N);
    }
  }
  return true;
}

/// The programs of \p Contracts into \p R, each with its stand-ins, not
/// yet compiled by the front end.
static void readPrograms(const json::Array &Contracts, Request &R) {
  R.Programs.resize(Contracts.size());
  StringMap<unsigned> ByName;
  for (auto [I, C] : enumerate(Contracts)) {
    const json::Object *CObj = C.getAsObject();
    std::optional<StringRef> Name = CObj ? CObj->getString("name") : std::nullopt;
    R.Programs[I].Name = Name ? Name->str() : "contract " + utostr(I);
    // The first of two programs of one name is the one named.
    ByName.try_emplace(R.Programs[I].Name, I);
  }
  for (auto [I, C] : enumerate(Contracts)) {
    Program &P = R.Programs[I];
    const json::Object *CObj = C.getAsObject();
    std::optional<StringRef> Yul = CObj ? CObj->getString("yul") : std::nullopt;
    if (!Yul) {
      P.FrontEndErrors = "the request gives no \"yul\" text";
      continue;
    }
    P.Source = Yul->str();
    const json::Object *Objects = CObj->getObject("objects");
    if (!Objects)
      continue;
    for (const auto &[Object, Target] : *Objects) {
      std::optional<StringRef> TargetName = Target.getAsString();
      auto It = TargetName ? ByName.find(*TargetName) : ByName.end();
      if (It == ByName.end()) {
        P.FrontEndErrors = (Twine("\"objects\": '") + Object.str() +
                            "' stands for no program of the batch")
                               .str();
        break;
      }
      if (It->second == I) {
        P.FrontEndErrors = (Twine("\"objects\": '") + Object.str() +
                            "' stands for the program itself")
                               .str();
        break;
      }
      P.StandIns[Object.str()] = It->second;
    }
  }
}

/// The front end of \p P (parsing, IR, bitcode): its nodes, numbered from
/// 0, into \p Own, and the indices of its top and runtime nodes among them.
/// Touches nothing but \p P and \p Own, so that programs go through it on
/// the pool at once.
static void runFrontEnd(Program &P, const SourceIDs *IDs,
                        std::vector<ObjectNode> &Own) {
  if (!P.FrontEndErrors.empty())
    return;
  raw_string_ostream Errors(P.FrontEndErrors);
  Diagnostics Diags(P.Name, P.Source, &Errors);
  P.Top = parseYul(P.Source, Diags);
  int RuntimeNode = -1;
  int Top = P.Top ? addObjectNodes(*P.Top, P.Top->Name, Diags, IDs,
                                   &P.StandIns, Own, &RuntimeNode)
                  : -1;
  if (Top < 0) {
    if (P.FrontEndErrors.empty())
      P.FrontEndErrors = "the front end failed";
    Own.clear();
    return;
  }
  P.TopNode = Top;
  P.RuntimeNode = RuntimeNode;
}

/// \p Own, the nodes runFrontEnd gave \p P, appended to \p Nodes: their
/// indices, and \p P's, become those of \p Nodes.
static void addProgram(Program &P, std::vector<ObjectNode> &Own,
                       std::vector<ObjectNode> &Nodes) {
  unsigned Base = Nodes.size();
  P.FirstNode = P.EndNode = Base;
  if (P.TopNode < 0)
    return;
  for (ObjectNode &N : Own) {
    for (unsigned &C : N.Children)
      C += Base;
    Nodes.push_back(std::move(N));
  }
  P.TopNode += Base;
  if (P.RuntimeNode >= 0)
    P.RuntimeNode += Base;
  P.EndNode = Nodes.size();
}

/// Points each stand-in at the top node of the program it stands for, and
/// gives every node its height: a stand-in is as high as that node, so it
/// is ready when that node is. A stand-in for a program that did not get
/// through the front end, or that embeds the stand-in's own program in
/// turn, stands for nothing (and its program fails).
static void resolveStandIns(std::vector<Program> &Programs,
                            std::vector<ObjectNode> &Nodes) {
  enum State { New, Visiting, Done };
  std::vector<State> States(Programs.size(), New);
  // Depth first over "embeds": a program's heights after those of the
  // programs it embeds.
  std::function<void(unsigned)> Visit = [&](unsigned I) {
    Program &P = Programs[I];
    States[I] = Visiting;
    for (unsigned N = P.FirstNode; N < P.EndNode; ++N) {
      ObjectNode &Node = Nodes[N];
      if (Node.StandIn) {
        unsigned T = P.StandIns.at(Node.Obj->Name);
        if (States[T] == New)
          Visit(T);
        const Program &Target = Programs[T];
        if (States[T] == Visiting)
          P.StandInProblems[N] = "embeds program '" + Target.Name +
                                 "', which embeds it in turn";
        else if (Target.TopNode < 0)
          P.StandInProblems[N] = "is program '" + Target.Name +
                                 "', which did not get through the front end";
        else
          Node.StandsFor = Target.TopNode;
        Node.Height = Node.StandsFor >= 0 ? Nodes[Node.StandsFor].Height : 0;
        continue;
      }
      Node.Height = 0;
      for (unsigned C : Node.Children)
        Node.Height = std::max(Node.Height, Nodes[C].Height + 1);
    }
    States[I] = Done;
  };
  for (unsigned I = 0; I < Programs.size(); ++I)
    if (States[I] == New)
      Visit(I);
}

/// The code sizes of \p P in \p Done: {runtime, init}.
static std::pair<uint64_t, uint64_t> sizesOf(const Program &P,
                                             const CompiledObjects &Done) {
  uint64_t Runtime =
      P.RuntimeNode >= 0 ? Done[P.RuntimeNode]->Object.Code.size() : 0;
  return {Runtime, Done[P.TopNode]->Object.Code.size()};
}

static bool withinLimits(std::pair<uint64_t, uint64_t> Sizes) {
  return Sizes.first <= RuntimeSizeLimit && Sizes.second <= InitSizeLimit;
}

/// Whether code of \p Sizes is within FallbackReach of the limits.
static bool withinReach(std::pair<uint64_t, uint64_t> Sizes) {
  return Sizes.first * FallbackReachDivisor <=
             RuntimeSizeLimit * FallbackReach &&
         Sizes.second * FallbackReachDivisor <= InitSizeLimit * FallbackReach;
}

/// After the level \p Height is compiled: each program whose top object
/// is of that level and whose code is over a limit (and, where \p Level is
/// -Os, within FallbackReach of it) is compiled again at \p Fallback, its
/// own objects (its stand-ins keep what they stand for); that code
/// replaces the first where it is within the limits.
static void tryFallbacks(unsigned Height, CompiledObjects &Done,
                         std::vector<Program> &Programs,
                         ArrayRef<ObjectNode> Nodes, ObjectCompiler &Compiler,
                         EVM::OptLevel Level,
                         const EVM::CompileOptions &Fallback) {
  std::vector<Program *> Over;
  for (Program &P : Programs) {
    if (P.TopNode < 0 || Nodes[P.TopNode].Height != Height ||
        !Done[P.TopNode]->OK || (P.RuntimeNode >= 0 && !Done[P.RuntimeNode]->OK))
      continue;
    std::pair<uint64_t, uint64_t> Sizes = sizesOf(P, Done);
    if (withinLimits(Sizes))
      continue;
    if (Level != EVM::OptLevel::Os || withinReach(Sizes)) {
      Over.push_back(&P);
      continue;
    }
    SizeTrial &T = P.Trial.emplace();
    std::tie(T.Runtime, T.Init) = Sizes;
    T.OutOfReach = true;
  }
  if (Over.empty())
    return;
  // Each program's own objects again, children first, in a copy of the
  // results: the programs are compiled in parallel, and the results are
  // replaced once all are done.
  std::vector<CompiledObjects> Again(Over.size());
  std::vector<std::function<void()>> Tasks;
  for (auto [K, P] : enumerate(Over))
    Tasks.push_back([&, K = K, P = P] {
      CompiledObjects Results = Done;
      for (unsigned N = P->FirstNode; N < P->EndNode; ++N) {
        const ObjectNode &Node = Nodes[N];
        if (Node.StandIn)
          continue;
        bool ChildFailed = any_of(
            Node.Children, [&](unsigned C) { return !Results[C]->OK; });
        Results[N] = ChildFailed
                         ? std::make_shared<CompiledObject>()
                         : Compiler.compileNow(Node, Nodes, Results, Fallback);
      }
      Again[K] = std::move(Results);
    });
  Compiler.runAll(std::move(Tasks));
  for (auto [K, P] : enumerate(Over)) {
    SizeTrial &T = P->Trial.emplace();
    std::tie(T.Runtime, T.Init) = sizesOf(*P, Done);
    const CompiledObjects &Results = Again[K];
    bool OK = true;
    for (unsigned N = P->FirstNode; N < P->EndNode; ++N)
      if (!Nodes[N].StandIn && !Results[N]->OK) {
        OK = false;
        T.Failure += Results[N]->Diagnostics;
      }
    if (!OK) {
      if (T.Failure.empty())
        T.Failure = "it did not compile";
      continue;
    }
    std::tie(T.RuntimeAgain, T.InitAgain) = sizesOf(*P, Results);
    T.Kept = withinLimits({T.RuntimeAgain, T.InitAgain});
    if (T.Kept)
      for (unsigned N = P->FirstNode; N < P->EndNode; ++N)
        if (!Nodes[N].StandIn)
          Done[N] = Results[N];
  }
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

/// The answer for \p P.
static json::Object answerFor(const Program &P, ArrayRef<Program> Programs,
                              ArrayRef<ObjectNode> Nodes,
                              const CompiledObjects &Done,
                              ArrayRef<std::string> Libraries,
                              std::optional<EVM::OptLevel> SizeFallback) {
  json::Object R{{"name", P.Name}};
  if (P.TopNode < 0) {
    R["error"] = P.FrontEndErrors;
    return R;
  }
  // The diagnostics of its own objects, children first; of a stand-in
  // only why it stands for nothing (the program it stands for has its
  // own answer).
  std::string Diagnostics, Notes;
  bool OK = true, NeedsMemoryFrame = false;
  for (unsigned N = P.FirstNode; N < P.EndNode; ++N) {
    if (!Nodes[N].StandIn) {
      Diagnostics += Done[N]->Diagnostics;
      Notes += Done[N]->Notes;
      OK &= Done[N]->OK;
      NeedsMemoryFrame |= Done[N]->NeedsMemoryFrame;
      continue;
    }
    auto Problem = P.StandInProblems.find(N);
    std::string Why;
    if (Problem != P.StandInProblems.end())
      Why = Problem->second;
    else if (!Done[N]->OK)
      Why = "is program '" +
            Programs[P.StandIns.at(Nodes[N].Obj->Name)].Name +
            "', which did not compile";
    if (!Why.empty()) {
      Diagnostics += (Twine(ToolName) + ": error: object '" + Nodes[N].Path +
                      "' " + Why + "\n")
                         .str();
      OK = false;
    }
  }
  if (P.Trial) {
    const SizeTrial &T = *P.Trial;
    json::Object Trial{{"level", EVM::getOptLevelFlag(*SizeFallback)},
                       {"runtime", json::Array{T.Runtime}},
                       {"init", json::Array{T.Init}},
                       {"kept", T.Kept}};
    if (T.OutOfReach) {
      Trial["outOfReach"] = true;
    } else if (T.Failure.empty()) {
      Trial["runtime"].getAsArray()->push_back(T.RuntimeAgain);
      Trial["init"].getAsArray()->push_back(T.InitAgain);
    } else {
      Trial["error"] = T.Failure;
    }
    R["sizeFallback"] = std::move(Trial);
  }
  // The code and the runtime code, linked: the libraries given filled in,
  // the others listed where they go (solc's linkReferences).
  std::string Error;
  std::optional<EVM::LinkedObject> Code, Runtime;
  if (OK) {
    Code = linkLibraries(*Done[P.TopNode], Libraries, Error);
    if (Code && P.RuntimeNode >= 0)
      Runtime = linkLibraries(*Done[P.RuntimeNode], Libraries, Error);
    OK = Code && (P.RuntimeNode < 0 || Runtime);
    Diagnostics += Error;
  }
  if (!Notes.empty())
    R["notes"] = Notes;
  if (!OK) {
    R["error"] = Diagnostics;
    // Its own code, not a stand-in's, needs a frame that a memory-unsafe
    // module cannot have (CompiledObject::NeedsMemoryFrame).
    if (NeedsMemoryFrame)
      R["memoryFrame"] = true;
    return R;
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
  return R;
}

int runBatch(BatchSettings S) {
  auto Buffer = MemoryBuffer::getSTDIN();
  if (!Buffer) {
    errs() << ToolName << ": error: cannot read stdin\n";
    return 1;
  }
  Expected<json::Value> Parsed = json::parse((*Buffer)->getBuffer());
  if (!Parsed) {
    requestError("the request is not JSON: " + toString(Parsed.takeError()));
    return 1;
  }
  const json::Object *Obj = Parsed->getAsObject();
  const json::Array *Contracts = Obj ? Obj->getArray("contracts") : nullptr;
  if (!Contracts) {
    requestError("the request has no \"contracts\" array");
    return 1;
  }
  Request R;
  if (!readSettings(*Obj, S, R))
    return 1;
  readPrograms(*Contracts, R);
  ObjectCompiler Compiler(S.Jobs);
  // The front end of each program on the pool (each has its own LLVM
  // context), then their nodes in the programs' order. On solady's CI
  // sample it was a tenth of the batch's time, on one thread.
  std::vector<std::vector<ObjectNode>> Own(R.Programs.size());
  std::vector<std::function<void()>> FrontEnds;
  const SourceIDs *IDs = R.IDs ? &*R.IDs : nullptr;
  for (auto [I, P] : enumerate(R.Programs))
    FrontEnds.push_back(
        [&P = P, &Nodes = Own[I], IDs] { runFrontEnd(P, IDs, Nodes); });
  Compiler.runAll(std::move(FrontEnds));
  std::vector<ObjectNode> Nodes;
  for (auto [I, P] : enumerate(R.Programs))
    addProgram(P, Own[I], Nodes);
  resolveStandIns(R.Programs, Nodes);

  EVM::CompileOptions Fallback = S.Options;
  if (R.SizeFallback) {
    Fallback.Level = *R.SizeFallback;
    Fallback.MiddleEnd = true;
  }
  auto AfterLevel = [&](unsigned Height, CompiledObjects &Done) {
    if (R.SizeFallback && (Fallback.Level != S.Options.Level ||
                           Fallback.MiddleEnd != S.Options.MiddleEnd))
      tryFallbacks(Height, Done, R.Programs, Nodes, Compiler, S.Options.Level,
                   Fallback);
  };
  CompiledObjects Done = Compiler.compileAll(Nodes, S.Options, AfterLevel);
  if (S.Stats)
    errs() << ToolName << ": " << Compiler.NumObjects << " objects, "
           << Compiler.NumCompiled << " compiled\n";

  json::Array Results;
  for (const Program &P : R.Programs)
    Results.push_back(
        answerFor(P, R.Programs, Nodes, Done, S.Libraries, R.SizeFallback));
  outs() << formatv("{0}", json::Value(json::Object{
                               {"contracts", std::move(Results)}}))
         << '\n';
  return 0;
}

} // namespace yul
