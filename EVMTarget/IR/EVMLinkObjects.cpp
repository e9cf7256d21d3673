//===-- EVMLinkObjects.cpp - Sub-objects, data and link-time values -------===//
//
// A Yul-style program is several objects, compiled one module each,
// children first (docs/deploy.md, "Several objects"). This pass gives a
// module what the builtins that name other objects need, from the files
// llc is given:
//
//   -evm-object=NAME=FILE  a compiled sub-object (its linked JSON, as
//                          evm-link --format=json writes it, or a hex line)
//   -evm-data=NAME=FILE    a data section (hex)
//   -evm-object-name=NAME  the module's own object
//
// or from the module itself, where a driver that compiles in memory puts
// them (EVM::setLinkInputs, the same texts; EVMDriver.h):
//
//   !evm.link.objects = !{!{!"NAME", !"JSON or hex"}, ...}
//   !evm.link.data = !{!{!"NAME", !"hex"}, ...}
//   !evm.link.name = !{!{!"NAME"}}
//
// and rewrites the builtins (docs/ir-dialect.md):
//
//   * datasize(NAME) becomes the size of the sub-object or data section, a
//     constant; dataoffset(NAME) the address of a code global (address
//     space 4) that holds its bytes, appended after the code and named
//     `evm.object.NAME` or `evm.data.NAME` in the object's symbol table, so
//     that the link step finds where each sub-object starts. NAME may be a
//     dotted path A.B.C into the objects nested in sub-object A, which A's
//     JSON lists. For the module's own name the offset is 0 and the size is
//     the address of an empty code global placed after everything else
//     (EVMStaticData): the whole output.
//   * setimmutable(OFFSET, ID, VALUE) becomes a store of VALUE at OFFSET +
//     P in memory for each place P of immutable ID in the sub-objects: the
//     init code has copied the sub-object to OFFSET and patches its copy.
//   * loadimmutable(ID) and linkersymbol(NAME) stay calls, of
//     llvm.evm.pushimmutable and llvm.evm.pushlinkersymbol with the
//     name's index in the module's table (!evm.immutables,
//     !evm.linkersymbols): a metadata argument cannot reach the
//     IRTranslator. They become a PUSH32 and a PUSH20 with an ELF
//     relocation that the link step fills or lists.
//
// A name that was not given is an error naming the function and the name,
// listing the names given; the call becomes 0 so that compilation goes on
// to report the rest.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMAddressSpaces.h"
#include "EVMBuiltins.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

#define DEBUG_TYPE "evm-link-objects"

static cl::list<std::string> ObjectFiles(
    "evm-object",
    cl::desc("A sub-object the module may embed, measure and patch: "
             "NAME=FILE, FILE its linked JSON (evm-link --format=json) or "
             "its bytecode as hex"),
    cl::value_desc("name=file"));
static cl::list<std::string> DataFiles(
    "evm-data",
    cl::desc("A data section the module may embed and measure: NAME=FILE, "
             "FILE its bytes as hex"),
    cl::value_desc("name=file"));
static cl::opt<std::string>
    OwnNameOption("evm-object-name",
            cl::desc("The name of the module's own object: datasize of it is "
                     "the size of the whole output, dataoffset 0"),
            cl::value_desc("name"));

namespace {
/// A sub-object or data section given on the command line.
struct Source {
  std::string Name;
  std::string Path;
  bool IsObject;
  EVM::LinkedObject Contents;
  /// Where its bytes are appended, once a dataoffset needs them.
  GlobalVariable *GV = nullptr;
  bool Embedded = false;
};

/// What a name resolves to: a range of a source's bytes, or the module's
/// own object.
struct Resolved {
  Source *Src = nullptr;
  uint64_t Offset = 0;
  uint64_t Size = 0;
};

class EVMLinkObjects final : public ModulePass {
public:
  static char ID;
  EVMLinkObjects() : ModulePass(ID) {}

  StringRef getPassName() const override { return "EVM link objects"; }

  bool runOnModule(Module &M) override;

private:
  bool loadSources(Module &M);
  std::optional<Resolved> resolve(StringRef Name, std::string &Why);
  std::string listGiven() const;
  void report(CallBase &Call, const Twine &Msg);
  Value *lowerDataBuiltin(CallBase &Call, EVM::LinkBuiltin Kind,
                          StringRef Name);
  void lowerSetImmutable(CallBase &Call, StringRef ID);
  void lowerLinkValue(CallBase &Call, unsigned Opcode, StringRef Name);
  GlobalVariable *getCodeEnd(Module &M);

  std::vector<Source> Sources;
  StringMap<unsigned> ByName;
  /// The module's own object (-evm-object-name or !evm.link.name).
  std::string OwnName;
  GlobalVariable *CodeEnd = nullptr;
};
} // end anonymous namespace

/// The metadata string of \p V, if it is one.
static std::optional<StringRef> getMetadataString(const Value *V) {
  const auto *MD = dyn_cast<MetadataAsValue>(V);
  const auto *S = MD ? dyn_cast<MDString>(MD->getMetadata()) : nullptr;
  if (!S)
    return std::nullopt;
  return S->getString();
}

bool EVMLinkObjects::loadSources(Module &M) {
  LLVMContext &Ctx = M.getContext();
  bool OK = true;
  OwnName = OwnNameOption;
  if (NamedMDNode *N = M.getNamedMetadata(EVM::LinkNameMD))
    if (N->getNumOperands() && N->getOperand(0)->getNumOperands())
      if (auto *S = dyn_cast<MDString>(N->getOperand(0)->getOperand(0)))
        OwnName = S->getString().str();
  // \p Origin says where the text came from: a file's path, for messages.
  // \p Duplicate says what to report when the name is taken.
  auto add = [&](StringRef Name, StringRef Origin, StringRef Text,
                 bool IsObject, const Twine &Duplicate) {
    if (ByName.count(Name) || Name == OwnName) {
      Ctx.emitError(Duplicate + ": the name '" + Name + "' is given twice");
      OK = false;
      return;
    }
    Source S{Name.str(), Origin.str(), IsObject, {}};
    std::string Error;
    std::map<std::string, std::vector<uint64_t>> Placeholders;
    if (IsObject)
      EVM::parseLinkedObject(Text, S.Contents, Error);
    else if (EVM::parseCodeHex(Text, S.Contents.Code, Placeholders, Error) &&
             !Placeholders.empty())
      Error = "library placeholders are only allowed in objects";
    if (!Error.empty()) {
      Ctx.emitError(Twine(IsObject ? "sub-object '" : "data section '") +
                    Name + "': '" + Origin + "': " + Error);
      OK = false;
      return;
    }
    ByName[Name] = Sources.size();
    Sources.push_back(std::move(S));
  };
  auto load = [&](const std::string &Spec, bool IsObject) {
    const char *Option = IsObject ? "-evm-object" : "-evm-data";
    auto [Name, Path] = StringRef(Spec).split('=');
    if (Name.empty() || Path.empty()) {
      Ctx.emitError(Twine(Option) + " takes NAME=FILE, not '" + Spec + "'");
      OK = false;
      return;
    }
    auto Buffer = MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer) {
      Ctx.emitError(Twine(IsObject ? "sub-object '" : "data section '") +
                    Name + "': cannot read '" + Path +
                    "': " + Buffer.getError().message());
      OK = false;
      return;
    }
    add(Name, Path, (*Buffer)->getBuffer(), IsObject,
        Twine(Option) + "=" + Spec);
  };
  for (const std::string &Spec : ObjectFiles)
    load(Spec, /*IsObject=*/true);
  for (const std::string &Spec : DataFiles)
    load(Spec, /*IsObject=*/false);
  for (bool IsObject : {true, false})
    if (NamedMDNode *N = M.getNamedMetadata(IsObject ? EVM::LinkObjectsMD
                                                     : EVM::LinkDataMD))
      for (const MDNode *Entry : N->operands()) {
        auto *Name = Entry->getNumOperands() == 2
                         ? dyn_cast<MDString>(Entry->getOperand(0))
                         : nullptr;
        auto *Text = Name ? dyn_cast<MDString>(Entry->getOperand(1)) : nullptr;
        if (!Text) {
          Ctx.emitError(Twine("malformed !") +
                        (IsObject ? EVM::LinkObjectsMD : EVM::LinkDataMD) +
                        ": each entry is !{!\"NAME\", !\"TEXT\"}");
          OK = false;
          continue;
        }
        add(Name->getString(), "in memory", Text->getString(), IsObject,
            Twine(IsObject ? "sub-object '" : "data section '") +
                Name->getString() + "'");
      }
  return OK;
}

void EVM::setLinkInputs(Module &M, StringRef OwnName,
                        ArrayRef<std::pair<std::string, std::string>> Objects,
                        ArrayRef<std::pair<std::string, std::string>> Data) {
  LLVMContext &Ctx = M.getContext();
  if (!OwnName.empty())
    M.getOrInsertNamedMetadata(LinkNameMD)
        ->addOperand(MDNode::get(Ctx, MDString::get(Ctx, OwnName)));
  auto addAll = [&](StringRef MDName,
                    ArrayRef<std::pair<std::string, std::string>> Entries) {
    if (Entries.empty())
      return;
    NamedMDNode *N = M.getOrInsertNamedMetadata(MDName);
    for (const auto &[Name, Text] : Entries)
      N->addOperand(MDNode::get(
          Ctx, {MDString::get(Ctx, Name), MDString::get(Ctx, Text)}));
  };
  addAll(LinkObjectsMD, Objects);
  addAll(LinkDataMD, Data);
}

std::string EVMLinkObjects::listGiven() const {
  auto names = [&](bool Objects) {
    std::string Names;
    for (const Source &S : Sources)
      if (S.IsObject == Objects)
        Names += (Names.empty() ? "'" : ", '") + S.Name + "'";
    return Names;
  };
  std::string List;
  auto add = [&](StringRef What, const std::string &Names) {
    if (Names.empty())
      return;
    if (!List.empty())
      List += "; ";
    List += (What + Names).str();
  };
  add("sub-objects (-evm-object) ", names(true));
  add("data (-evm-data) ", names(false));
  if (!OwnName.empty())
    add("this object (-evm-object-name) ", "'" + OwnName + "'");
  if (List.empty())
    return "none was given: -evm-object=NAME=FILE, -evm-data=NAME=FILE, "
           "-evm-object-name=NAME";
  return "given: " + List;
}

/// NAME, or a dotted path A.B.C whose first part A is a sub-object (the
/// longest prefix that is one) and whose rest is an object nested in it.
/// The module's own name, alone or first in a path, is where paths start.
std::optional<Resolved> EVMLinkObjects::resolve(StringRef Name,
                                                std::string &Why) {
  if (!OwnName.empty()) {
    if (Name == OwnName)
      return Resolved();
    if (Name.starts_with(OwnName + ".") && Name.size() > OwnName.size() + 1)
      return resolve(Name.drop_front(OwnName.size() + 1), Why);
  }
  auto It = ByName.find(Name);
  if (It != ByName.end()) {
    Source &S = Sources[It->second];
    return Resolved{&S, 0, S.Contents.Code.size()};
  }
  for (size_t Dot = Name.rfind('.'); Dot != StringRef::npos && Dot > 0;
       Dot = Name.rfind('.', Dot - 1)) {
    auto Outer = ByName.find(Name.take_front(Dot));
    if (Outer == ByName.end())
      continue;
    Source &S = Sources[Outer->second];
    StringRef Path = Name.drop_front(Dot + 1);
    auto Nested = S.Contents.Objects.find(Path.str());
    if (Nested != S.Contents.Objects.end())
      return Resolved{&S, Nested->second.Start, Nested->second.Length};
    std::string Known;
    for (const auto &[P, R] : S.Contents.Objects)
      Known += (Known.empty() ? "'" : ", '") + P + "'";
    Why = (S.IsObject ? "sub-object '" : "data section '") + S.Name + "' (" +
          S.Path + ") has no nested object '" + Path.str() + "' (" +
          (Known.empty() ? std::string("it lists none") : "it lists " + Known) +
          ")";
    return std::nullopt;
  }
  Why = "no sub-object or data section is called '" + Name.str() + "' (" +
        listGiven() + ")";
  return std::nullopt;
}

void EVMLinkObjects::report(CallBase &Call, const Twine &Msg) {
  Function &F = *Call.getFunction();
  DiagnosticLocation Loc = Call.getDebugLoc()
                               ? DiagnosticLocation(Call.getDebugLoc())
                               : DiagnosticLocation(F.getSubprogram());
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg, Loc));
}

GlobalVariable *EVMLinkObjects::getCodeEnd(Module &M) {
  if (!CodeEnd) {
    LLVMContext &Ctx = M.getContext();
    auto *Ty = ArrayType::get(Type::getInt8Ty(Ctx), 0);
    CodeEnd = new GlobalVariable(
        M, Ty, /*isConstant=*/true, GlobalValue::PrivateLinkage,
        ConstantAggregateZero::get(Ty), EVM::CodeEndName, nullptr,
        GlobalValue::NotThreadLocal, EVMAS::Code);
  }
  return CodeEnd;
}

/// datasize and dataoffset: a constant, or an address in the code.
Value *EVMLinkObjects::lowerDataBuiltin(CallBase &Call, EVM::LinkBuiltin Kind,
                                        StringRef Name) {
  Type *Word = Call.getType();
  std::string Why;
  std::optional<Resolved> T = resolve(Name, Why);
  if (!T) {
    report(Call,
           Call.getCalledFunction()->getName() + "(\"" + Name + "\"): " + Why);
    return ConstantInt::get(Word, 0);
  }
  Module &M = *Call.getModule();
  if (!T->Src)
    return Kind == EVM::LinkBuiltin::DataSize
               ? ConstantExpr::getPtrToInt(getCodeEnd(M), Word)
               : ConstantInt::get(Word, 0);
  if (Kind == EVM::LinkBuiltin::DataSize)
    return ConstantInt::get(Word, T->Size);
  // The bytes are appended (runOnModule made the global) where a dataoffset
  // needs them.
  Source &S = *T->Src;
  Constant *Addr = S.GV;
  if (T->Offset)
    Addr = ConstantExpr::getInBoundsGetElementPtr(
        Type::getInt8Ty(M.getContext()), Addr,
        ConstantInt::get(Word, T->Offset));
  return ConstantExpr::getPtrToInt(Addr, Word);
}

/// The init code has copied a sub-object to memory at OFFSET: each place of
/// the immutable in it gets the value, as solc's assignimmutable does.
void EVMLinkObjects::lowerSetImmutable(CallBase &Call, StringRef ID) {
  const Source *Owner = nullptr;
  for (const Source &S : Sources) {
    if (!S.IsObject || !S.Contents.ImmutableReferences.count(ID.str()))
      continue;
    if (Owner) {
      report(Call, "llvm.evm.setimmutable(\"" + ID +
                       "\"): the immutable is in two sub-objects, '" +
                       Owner->Name + "' and '" + S.Name +
                       "'; which one the copy at the offset is cannot be "
                       "told");
      return;
    }
    Owner = &S;
  }
  // No sub-object has it: nothing to write, as solc.
  if (!Owner)
    return;
  IRBuilder<> B(&Call);
  Value *Offset = Call.getArgOperand(0);
  Value *V = Call.getArgOperand(2);
  PointerType *HeapPtr = PointerType::get(Call.getContext(), EVMAS::Heap);
  for (uint64_t P : Owner->Contents.ImmutableReferences.at(ID.str())) {
    Value *Addr = B.CreateAdd(Offset, ConstantInt::get(Offset->getType(), P));
    B.CreateAlignedStore(V, B.CreateIntToPtr(Addr, HeapPtr), Align(1));
  }
}

/// loadimmutable and linkersymbol: the same value under its index in the
/// module's table of names.
void EVMLinkObjects::lowerLinkValue(CallBase &Call, unsigned Opcode,
                                    StringRef Name) {
  Module &M = *Call.getModule();
  LLVMContext &Ctx = M.getContext();
  NamedMDNode *Table =
      M.getOrInsertNamedMetadata(EVM::getLinkNameTable(Opcode));
  unsigned Index = Table->getNumOperands();
  for (unsigned I = 0, E = Table->getNumOperands(); I < E; ++I)
    if (const MDNode *N = Table->getOperand(I);
        N->getNumOperands() == 1 && isa<MDString>(N->getOperand(0)) &&
        cast<MDString>(N->getOperand(0))->getString() == Name)
      Index = I;
  if (Index == Table->getNumOperands())
    Table->addOperand(MDNode::get(Ctx, MDString::get(Ctx, Name)));
  Type *Word = Type::getIntNTy(Ctx, 256);
  StringRef Builtin = Opcode == EVM::LOADIMMUTABLE
                          ? "llvm.evm.pushimmutable"
                          : "llvm.evm.pushlinkersymbol";
  FunctionCallee Push = M.getOrInsertFunction(
      Builtin, FunctionType::get(Word, {Word}, /*isVarArg=*/false));
  if (auto *F = dyn_cast<Function>(Push.getCallee())) {
    // A constant for the whole call, as its pseudo is for the stackifier.
    F->setDoesNotAccessMemory();
    F->setDoesNotThrow();
    F->setWillReturn();
  }
  IRBuilder<> B(&Call);
  CallInst *New = B.CreateCall(Push, {ConstantInt::get(Word, Index)});
  New->setDebugLoc(Call.getDebugLoc());
  New->takeName(&Call);
  Call.replaceAllUsesWith(New);
}

bool EVMLinkObjects::runOnModule(Module &M) {
  Sources.clear();
  ByName.clear();
  CodeEnd = nullptr;

  // The calls to rewrite, and what each is.
  struct Site {
    CallBase *Call;
    EVM::LinkBuiltin Kind;
    unsigned Opcode; ///< LOADIMMUTABLE or LINKERSYMBOL, for those
    std::string Name;
  };
  SmallVector<Site, 16> Sites;
  SmallVector<CallBase *, 4> Bad;
  for (Function &F : M) {
    if (!F.isDeclaration() || !F.getName().starts_with(EVM::BuiltinPrefix))
      continue;
    EVM::LinkBuiltin Kind = EVM::getLinkBuiltin(F.getName());
    unsigned Opcode = 0;
    if (Kind == EVM::LinkBuiltin::None) {
      std::optional<EVM::Builtin> B = EVM::getBuiltin(F.getName());
      if (!B || B->Tail != EVM::TailLinkName)
        continue;
      Opcode = B->Opcode;
    }
    for (User *U : F.users()) {
      auto *Call = dyn_cast<CallBase>(U);
      if (!Call || Call->getCalledOperand() != &F)
        continue;
      // A link value of the wrong shape is left to EVMCheckIR, which
      // reports every builtin the same way.
      unsigned NameArg = Kind == EVM::LinkBuiltin::SetImmutable ? 1 : 0;
      std::optional<StringRef> Name =
          Call->arg_size() > NameArg
              ? getMetadataString(Call->getArgOperand(NameArg))
              : std::nullopt;
      if (Opcode && (!Name || Call->arg_size() != 1 ||
                     !Call->getType()->isIntegerTy(256)))
        continue;
      if (Kind != EVM::LinkBuiltin::None) {
        if (std::optional<std::string> Why =
                EVM::checkLinkBuiltinType(Kind, Call->getFunctionType())) {
          report(*Call, "EVM builtin '" + F.getName() + "' " + *Why);
          Bad.push_back(Call);
          continue;
        }
        if (!Name) {
          report(*Call, "EVM builtin '" + F.getName() +
                            "' names its object or immutable by a metadata "
                            "string (metadata !\"NAME\")");
          Bad.push_back(Call);
          continue;
        }
      }
      Sites.push_back({Call, Kind, Opcode, Name->str()});
    }
  }

  // The link step finds the appended objects and link-time values by these
  // names: nothing else may have them.
  bool Reserved = false;
  for (const GlobalValue &GV : M.global_values()) {
    StringRef Name = GV.getName();
    if (Name == EVM::CodeEndName ||
        any_of(ArrayRef<StringRef>{EVM::ObjectPrefix, EVM::DataPrefix,
                                   EVM::ImmutablePrefix,
                                   EVM::LinkerSymbolPrefix},
               [&](StringRef Prefix) { return Name.starts_with(Prefix); })) {
      M.getContext().emitError("'" + Name +
                               "': the names 'evm.code.end', 'evm.object.*', "
                               "'evm.data.*', 'evm.immutable.*' and "
                               "'evm.linkersymbol.*' are the link step's");
      Reserved = true;
    }
  }

  bool Loaded = loadSources(M);
  if (Sites.empty() && Bad.empty())
    return false;

  // The bytes a dataoffset needs are appended, in the order the sources
  // were given.
  if (Loaded && !Reserved) {
    for (const Site &S : Sites) {
      if (S.Kind != EVM::LinkBuiltin::DataOffset)
        continue;
      std::string Why;
      if (std::optional<Resolved> T = resolve(S.Name, Why); T && T->Src)
        T->Src->Embedded = true;
    }
    LLVMContext &Ctx = M.getContext();
    for (Source &Src : Sources) {
      if (!Src.Embedded)
        continue;
      Constant *Bytes = ConstantDataArray::get(
          Ctx, ArrayRef<uint8_t>(
                   reinterpret_cast<const uint8_t *>(Src.Contents.Code.data()),
                   Src.Contents.Code.size()));
      // Local, so that it stays in the symbol table.
      Src.GV = new GlobalVariable(
          M, Bytes->getType(), /*isConstant=*/true,
          GlobalValue::InternalLinkage, Bytes,
          (Src.IsObject ? EVM::ObjectPrefix : EVM::DataPrefix) + Src.Name,
          nullptr, GlobalValue::NotThreadLocal, EVMAS::Code);
    }
  }

  for (const Site &S : Sites) {
    CallBase &Call = *S.Call;
    if (!Loaded || Reserved) {
      if (!Call.getType()->isVoidTy())
        Call.replaceAllUsesWith(Constant::getNullValue(Call.getType()));
    } else if (S.Opcode) {
      lowerLinkValue(Call, S.Opcode, S.Name);
    } else if (S.Kind == EVM::LinkBuiltin::SetImmutable) {
      lowerSetImmutable(Call, S.Name);
    } else {
      Call.replaceAllUsesWith(lowerDataBuiltin(Call, S.Kind, S.Name));
    }
    Call.eraseFromParent();
  }
  for (CallBase *Call : Bad) {
    if (!Call->getType()->isVoidTy())
      Call->replaceAllUsesWith(PoisonValue::get(Call->getType()));
    Call->eraseFromParent();
  }
  return true;
}

char EVMLinkObjects::ID = 0;
INITIALIZE_PASS(EVMLinkObjects, DEBUG_TYPE,
                "EVM sub-objects, data and link-time values", false, false)

ModulePass *llvm::createEVMLinkObjectsPass() { return new EVMLinkObjects(); }
