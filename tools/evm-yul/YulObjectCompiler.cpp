//===-- YulObjectCompiler.cpp - Yul objects compiled once each ------------===//
//
// See YulObjectCompiler.h.
//
//===----------------------------------------------------------------------===//

#include "YulObjectCompiler.h"
#include "Driver/EVMObjectLinker.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace yul {

/// The data an object's code ends with, whatever else it holds.
static constexpr StringLiteral MetadataName = ".metadata";

ObjectCompiler::ObjectCompiler(unsigned Jobs)
    : Pool(hardware_concurrency(Jobs)) {}

/// What \p N's module is linked with: its name, its sub-objects' linked
/// code, its data.
static EVM::LinkInputs linkInputs(const ObjectNode &N,
                                  ArrayRef<ObjectNode> Nodes,
                                  const CompiledObjects &Done) {
  EVM::LinkInputs Links;
  Links.OwnName = N.Obj->Name;
  for (unsigned C : N.Children)
    Links.Objects.push_back({Nodes[C].Obj->Name, Done[C]->JSON});
  for (const DataSection &D : N.Obj->Data)
    Links.Data.push_back({D.Name, toHex(D.Bytes, /*LowerCase=*/true)});
  return Links;
}

/// The key of an object's result: everything its code depends on.
static std::string getKey(const ObjectNode &N, const EVM::LinkInputs &Links,
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

/// Writes \p C's JSON for its parents from its object.
static void writeParentsJSON(CompiledObject &C) {
  // A parent's code does not depend on where its child's code comes from:
  // without the map, a child that stands for other source ranges (the same
  // Yul object in another file) leaves its parents' keys alone.
  EVM::LinkedObject ForParents = C.Object;
  ForParents.SourceMap.clear();
  C.JSON.clear();
  raw_string_ostream OS(C.JSON);
  EVM::writeLinkedJSON(OS, ForParents);
}

/// Compiles \p N's module with \p Links at \p Options.
static std::shared_ptr<CompiledObject>
compileObject(const ObjectNode &N, const EVM::LinkInputs &Links,
              const EVM::CompileOptions &Options) {
  auto Result = std::make_shared<CompiledObject>();
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
    // A note, not a warning: the code is right, only compiled otherwise
    // than asked, and a build that turns warnings into errors should not
    // stop on it (solc says nothing of such code).
    Result->Notes =
        (Twine(ToolName) + ": note: object '" + N.Path +
         "' has no memoryguard, and " +
         (HadMiddleEnd ? "at " + EVM::getOptLevelFlag(Options.Level)
                       : Twine("without the middle end")) +
         " its code needs memory for a frame; compiled " +
         (HadMiddleEnd ? "without the middle end (as at -O0)"
                       : "with it, at -Os") +
         "\n")
            .str();
    Result->NeedsMemoryFrame =
        R.Status == EVM::CompileResult::NeedsMemoryFrame;
  }
  Result->Diagnostics = std::move(R.Diagnostics);
  if (R.Status != EVM::CompileResult::Success)
    return Result;
  Result->OK = true;
  Result->Object = std::move(R.Object);
  // solc's assembler appends an object's `.metadata` data after all of its
  // code and data (the CBOR trailer tools read from the end of a
  // contract's code, which no code reads): so does this, behind an
  // INVALID, as solc's follows one. Tools that read the code as
  // instructions from the start stop there (EVMAsmPrinter's data does the
  // same); where the code had data, that one INVALID is before it.
  for (const DataSection &D : N.Obj->Data)
    if (D.Name == MetadataName && !D.Bytes.empty())
      Result->Object.Code += "\xfe" + D.Bytes;
  writeParentsJSON(*Result);
  return Result;
}

ObjectCompiler::Future
ObjectCompiler::lookUp(const ObjectNode &N, ArrayRef<ObjectNode> Nodes,
                       const CompiledObjects &Done,
                       const EVM::CompileOptions &Options, bool OnPool) {
  EVM::LinkInputs Links = linkInputs(N, Nodes, Done);
  std::string Key = getKey(N, Links, Options);
  std::shared_ptr<std::packaged_task<std::shared_ptr<CompiledObject>()>> Task;
  Future Result;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    ++NumObjects;
    auto It = Cache.find(Key);
    // The same object again (in this program or another) takes the first
    // one's result.
    if (It != Cache.end())
      return It->second;
    ++NumCompiled;
    Task = std::make_shared<
        std::packaged_task<std::shared_ptr<CompiledObject>()>>(
        [&N, Links = std::move(Links), Options] {
          return compileObject(N, Links, Options);
        });
    Result = Cache.emplace(Key, Task->get_future().share()).first->second;
  }
  if (OnPool)
    Pool.async([Task] { (*Task)(); });
  else
    (*Task)();
  return Result;
}

std::shared_ptr<CompiledObject>
ObjectCompiler::compileNow(const ObjectNode &N, ArrayRef<ObjectNode> Nodes,
                           const CompiledObjects &Done,
                           const EVM::CompileOptions &Options) {
  return lookUp(N, Nodes, Done, Options, /*OnPool=*/false).get();
}

void ObjectCompiler::runAll(std::vector<std::function<void()>> Tasks) {
  for (std::function<void()> &T : Tasks)
    Pool.async(std::move(T));
  Pool.wait();
}

/// \p C, compiled from object \p From, for a parent that embeds it as
/// \p To: the same object, but from another compilation of its source,
/// whose names may differ (solc names a contract's objects after its AST
/// id, which each compilation numbers). The parent's code names the nested
/// objects it reaches (`datasize("C_12.C_12_deployed")`) as \p To's tree
/// does: the paths of the nested objects are renamed by position, the
/// K-th sub-object of \p From's as the K-th of \p To's. A path the trees
/// do not both have stays as it is.
static std::shared_ptr<CompiledObject>
renamedFor(const std::shared_ptr<CompiledObject> &C, const Object &From,
           const Object &To) {
  if (!C->OK)
    return C;
  std::map<std::string, EVM::LinkedObject::Range> Renamed;
  bool Changed = false;
  for (const auto &[Path, Range] : C->Object.Objects) {
    SmallVector<StringRef, 4> Names;
    StringRef(Path).split(Names, '.');
    const Object *F = &From, *T = &To;
    std::string NewPath;
    for (StringRef Name : Names) {
      const Object *FSub = nullptr, *TSub = nullptr;
      if (F && T)
        for (auto [K, Sub] : enumerate(F->SubObjects))
          if (Sub->Name == Name && K < T->SubObjects.size()) {
            FSub = Sub.get();
            TSub = T->SubObjects[K].get();
            break;
          }
      NewPath += (NewPath.empty() ? "" : ".") +
                 (TSub ? StringRef(TSub->Name) : Name).str();
      F = FSub;
      T = TSub;
    }
    Changed |= NewPath != Path;
    Renamed[NewPath] = Range;
  }
  if (!Changed)
    return C;
  auto Result = std::make_shared<CompiledObject>(*C);
  Result->Object.Objects = std::move(Renamed);
  writeParentsJSON(*Result);
  return Result;
}

CompiledObjects
ObjectCompiler::compileAll(ArrayRef<ObjectNode> Nodes,
                           const EVM::CompileOptions &Options,
                           function_ref<void(unsigned, CompiledObjects &)>
                               AfterLevel) {
  CompiledObjects Done(Nodes.size());
  unsigned MaxHeight = 0;
  for (const ObjectNode &N : Nodes)
    MaxHeight = std::max(MaxHeight, N.Height);
  // Level by level: the objects of one height need only lower ones, so
  // they all go to the pool at once, and no task waits for one that is
  // queued behind it.
  for (unsigned H = 0; H <= MaxHeight; ++H) {
    std::vector<unsigned> Level;
    for (auto [I, N] : enumerate(Nodes)) {
      if (N.Height != H || N.StandIn)
        continue;
      if (any_of(N.Children, [&](unsigned C) { return !Done[C]->OK; })) {
        // Its sub-object's errors are printed already; nothing to add.
        Done[I] = std::make_shared<CompiledObject>();
        continue;
      }
      Level.push_back(I);
    }
    // The largest first (the pool takes tasks in order): the level ends
    // when its last object does, and a large one started last would leave
    // the other threads idle. The bitcode's size stands for the work.
    llvm::stable_sort(Level, [&](unsigned A, unsigned B) {
      return Nodes[A].Bitcode.size() > Nodes[B].Bitcode.size();
    });
    std::vector<std::pair<unsigned, Future>> Pending;
    for (unsigned I : Level)
      Pending.push_back(
          {I, lookUp(Nodes[I], Nodes, Done, Options, /*OnPool=*/true)});
    Pool.wait();
    for (auto &[I, F] : Pending)
      Done[I] = F.get();
    if (AfterLevel)
      AfterLevel(H, Done);
    for (auto [I, N] : enumerate(Nodes)) {
      if (N.Height != H || !N.StandIn)
        continue;
      Done[I] = N.StandsFor >= 0
                    ? renamedFor(Done[N.StandsFor], *Nodes[N.StandsFor].Obj,
                                 *N.Obj)
                    : std::make_shared<CompiledObject>();
    }
  }
  return Done;
}

EVM::CompileResult ObjectCompiler::compileText(
    const ObjectNode &N, const CompiledObjects &Done,
    ArrayRef<ObjectNode> Nodes, const EVM::CompileOptions &Options,
    EVM::OutputKind Output) {
  return EVM::compileBitcode(N.Bitcode, N.Path, Options,
                             linkInputs(N, Nodes, Done), Output);
}

int addObjectNodes(const Object &Obj, const std::string &Path,
                   Diagnostics &Diags, const SourceIDs *IDs,
                   const std::map<std::string, unsigned> *StandIns,
                   std::vector<ObjectNode> &Nodes, int *RuntimeNode) {
  std::vector<unsigned> Children;
  unsigned Height = 0;
  for (auto [I, Sub] : enumerate(Obj.SubObjects)) {
    std::string SubPath = Path + "." + Sub->Name;
    int C;
    if (StandIns && StandIns->count(Sub->Name)) {
      ObjectNode N;
      N.Obj = Sub.get();
      N.Path = std::move(SubPath);
      N.StandIn = true;
      Nodes.push_back(std::move(N));
      C = static_cast<int>(Nodes.size() - 1);
    } else {
      C = addObjectNodes(*Sub, SubPath, Diags, IDs, StandIns, Nodes,
                         /*RuntimeNode=*/nullptr);
      if (C < 0)
        return -1;
    }
    if (I == 0 && RuntimeNode)
      *RuntimeNode = C;
    Children.push_back(C);
    Height = std::max(Height, Nodes[C].Height + 1);
  }
  LLVMContext Ctx;
  std::unique_ptr<Module> M = compileObjectCode(Obj, Ctx, Diags, IDs);
  if (!M || Diags.getNumErrors())
    return -1;
  ObjectNode N;
  N.Obj = &Obj;
  N.Path = Path;
  N.Children = std::move(Children);
  N.Height = Height;
  raw_string_ostream OS(N.Bitcode);
  WriteBitcodeToFile(*M, OS);
  Nodes.push_back(std::move(N));
  return static_cast<int>(Nodes.size() - 1);
}

std::optional<EVM::LinkedObject>
linkLibraries(const CompiledObject &C, ArrayRef<std::string> Libraries,
              std::string &Error) {
  EVM::LinkedObject Object = C.Object;
  bool OK = EVM::fillLibraries(Object, Libraries, [&](const Twine &Msg) {
    Error += (Twine(ToolName) + ": error: " + Msg + "\n").str();
  });
  if (!OK)
    return std::nullopt;
  return Object;
}

} // namespace yul
