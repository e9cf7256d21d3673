//===-- EVMObjectLinker.cpp - Bytecode out of llc's object ----------------===//

#include "Driver/EVMObjectLinker.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/Binary.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>

using namespace llvm;
using namespace llvm::object;
using EVM::LinkedObject;

/// The one section that becomes the bytecode.
static constexpr StringLiteral CodeSection = ".text";

/// A value the link step fills in: R_EVM_LINKERSYMBOL or R_EVM_IMMUTABLE.
struct LinkValueKind {
  unsigned Type;
  StringLiteral Prefix;
  unsigned Bytes;
};
static constexpr LinkValueKind LinkValueKinds[] = {
    {EVM::R_EVM_LINKERSYMBOL, EVM::LinkerSymbolPrefix, EVM::LinkerSymbolBytes},
    {EVM::R_EVM_IMMUTABLE, EVM::ImmutablePrefix, EVM::ImmutableBytes},
};

/// Sites by name (library or immutable), in the order found.
using SiteMap = std::map<std::string, std::vector<uint64_t>>;

namespace {
/// Collects the reasons an object cannot become bytecode.
class ObjectChecker {
public:
  ObjectChecker(const ELFObjectFileBase &Obj,
                function_ref<void(const Twine &)> Report)
      : Obj(Obj), Report(Report) {}

  /// Checks the object; returns the .text section if it can become
  /// bytecode, after printing every reason it cannot otherwise.
  std::optional<SectionRef> check();

  /// The library and immutable sites of the code, from its relocations.
  SiteMap LinkReferences, ImmutableReferences;

private:
  void error(const Twine &Message) {
    Report(Message);
    Failed = true;
  }
  /// The name of \p S, or a placeholder when the object's string table is
  /// broken.
  std::string name(const SectionRef &S) {
    Expected<StringRef> Name = S.getName();
    if (Name)
      return Name->str();
    consumeError(Name.takeError());
    return "<section " + std::to_string(S.getIndex()) + ">";
  }
  std::string name(const SymbolRef &Sym) {
    Expected<StringRef> Name = Sym.getName();
    if (Name)
      return Name->str();
    consumeError(Name.takeError());
    return "<unnamed symbol>";
  }
  /// The functions and objects defined in \p S, for a message.
  std::string definedIn(const SectionRef &S);
  void checkSymbols(const SectionRef &Code);
  void classifyRelocations(const SectionRef &Code);
  std::optional<std::string> checkLinkValue(const SectionRef &RelSec,
                                            const RelocationRef &R,
                                            StringRef Code);
  void reportRelocations();

  const ELFObjectFileBase &Obj;
  function_ref<void(const Twine &)> Report;
  /// Sections already reported for holding bytes: their symbols are not
  /// reported again.
  SmallVector<SectionRef, 2> Reported;
  /// Undefined symbols that only name link-time values.
  SmallVector<std::string, 4> LinkSymbols;
  /// Relocations refused, with the section they apply to and why, if
  /// they looked like a link-time value.
  struct Refused {
    RelocationRef R;
    SectionRef Target;
    std::string Why;
  };
  SmallVector<Refused, 2> RefusedRelocations;
  bool Failed = false;
};
} // end anonymous namespace

std::string ObjectChecker::definedIn(const SectionRef &S) {
  SmallVector<std::string, 4> Names;
  for (const ELFSymbolRef Sym : Obj.symbols()) {
    uint8_t Type = Sym.getELFType();
    if (Type != ELF::STT_FUNC && Type != ELF::STT_OBJECT)
      continue;
    Expected<section_iterator> In = Sym.getSection();
    if (!In) {
      consumeError(In.takeError());
      continue;
    }
    if (*In == S)
      Names.push_back("'" + name(Sym) + "'");
  }
  if (Names.empty())
    return "";
  return " (" + join(Names, ", ") + ")";
}

void ObjectChecker::checkSymbols(const SectionRef &Code) {
  for (const ELFSymbolRef Sym : Obj.symbols()) {
    Expected<uint32_t> Flags = Sym.getFlags();
    if (!Flags) {
      error(toString(Flags.takeError()));
      continue;
    }
    if (*Flags & SymbolRef::SF_FormatSpecific)
      continue;
    if (*Flags & SymbolRef::SF_Undefined) {
      if (is_contained(LinkSymbols, name(Sym)))
        continue;
      error("'" + name(Sym) +
            "' is referred to but not defined; bytecode has no loader to "
            "resolve it");
      continue;
    }
    uint8_t Type = Sym.getELFType();
    if (Type != ELF::STT_FUNC && Type != ELF::STT_OBJECT)
      continue;
    Expected<section_iterator> In = Sym.getSection();
    if (!In) {
      error(toString(In.takeError()));
      continue;
    }
    if (*In == Obj.section_end() || **In == Code ||
        is_contained(Reported, **In))
      continue;
    error(Twine(Type == ELF::STT_FUNC ? "function" : "object") + " '" +
          name(Sym) + "' is in section '" + name(**In) + "', not in '" +
          CodeSection + "': it would not be in the bytecode");
  }
}

/// Why relocation \p R of \p RelSec is not a link-time value of \p Code
/// (the immediate of a PUSH20 or PUSH32, against an undefined symbol of the
/// kind's prefix, without an addend); none if it is one, after recording
/// its site.
std::optional<std::string>
ObjectChecker::checkLinkValue(const SectionRef &RelSec, const RelocationRef &R,
                              StringRef Code) {
  const LinkValueKind *Kind = find_if(
      LinkValueKinds, [&](const auto &K) { return K.Type == R.getType(); });
  if (Kind == std::end(LinkValueKinds))
    return std::string();
  symbol_iterator Sym = R.getSymbol();
  if (Sym == Obj.symbol_end())
    return std::string("it names no symbol");
  std::string Name = name(*Sym);
  Expected<uint32_t> Flags = Sym->getFlags();
  if (!Flags) {
    consumeError(Flags.takeError());
    return std::string("its symbol is unreadable");
  }
  if (!(*Flags & SymbolRef::SF_Undefined) ||
      !StringRef(Name).starts_with(Kind->Prefix) ||
      Name.size() == Kind->Prefix.size())
    return "its symbol is '" + Name + "', not an undefined '" +
           Kind->Prefix.str() + "NAME'";
  if (ELFSectionRef(RelSec).getType() == ELF::SHT_RELA) {
    Expected<int64_t> Addend = ELFRelocationRef(R).getAddend();
    if (!Addend || *Addend) {
      if (!Addend)
        consumeError(Addend.takeError());
      return std::string("it has an addend");
    }
  }
  uint64_t Offset = R.getOffset();
  if (Offset == 0 || Offset > Code.size() ||
      Code.size() - Offset < Kind->Bytes ||
      uint8_t(Code[Offset - 1]) != 0x5f + Kind->Bytes)
    return "it is not the immediate of a PUSH" + std::to_string(Kind->Bytes);
  StringRef Key = StringRef(Name).drop_front(Kind->Prefix.size());
  (Kind->Type == EVM::R_EVM_LINKERSYMBOL ? LinkReferences
                                         : ImmutableReferences)[Key.str()]
      .push_back(Offset);
  if (!is_contained(LinkSymbols, Name))
    LinkSymbols.push_back(Name);
  return std::nullopt;
}

void ObjectChecker::classifyRelocations(const SectionRef &Code) {
  StringRef Bytes;
  if (Expected<StringRef> Contents = Code.getContents())
    Bytes = *Contents;
  else
    error(toString(Contents.takeError()));
  for (const SectionRef &S : Obj.sections()) {
    Expected<section_iterator> Target = S.getRelocatedSection();
    if (!Target) {
      error(toString(Target.takeError()));
      continue;
    }
    if (*Target == Obj.section_end() ||
        !(ELFSectionRef(**Target).getFlags() & ELF::SHF_ALLOC))
      continue;
    for (const RelocationRef &R : S.relocations()) {
      std::optional<std::string> Why =
          **Target == Code ? checkLinkValue(S, R, Bytes) : std::string();
      if (Why)
        RefusedRelocations.push_back({R, **Target, *Why});
    }
  }
}

void ObjectChecker::reportRelocations() {
  for (const Refused &Ref : RefusedRelocations) {
    symbol_iterator Sym = Ref.R.getSymbol();
    std::string What =
        Sym == Obj.symbol_end() ? std::string("an address") : name(*Sym);
    error("a reference to " + What + " at offset " + Twine(Ref.R.getOffset()) +
          " of '" + name(Ref.Target) +
          "' is left unresolved; bytecode has no relocations" +
          (Ref.Why.empty() ? ""
                           : " but those of library addresses and "
                             "immutables, and this is none: " +
                                 Ref.Why));
  }
}

std::optional<SectionRef> ObjectChecker::check() {
  std::optional<SectionRef> Code;
  for (const SectionRef &S : Obj.sections()) {
    std::string Name = name(S);
    if (Name == CodeSection) {
      Code = S;
      continue;
    }
    if (!(ELFSectionRef(S).getFlags() & ELF::SHF_ALLOC) || S.getSize() == 0)
      continue;
    error("section '" + Name + "' holds " + Twine(S.getSize()) + " bytes" +
          definedIn(S) + " that are not part of the bytecode (only '" +
          CodeSection + "' is)");
    Reported.push_back(S);
  }
  if (!Code) {
    error(Twine("there is no '") + CodeSection + "' section");
    return std::nullopt;
  }
  classifyRelocations(*Code);
  checkSymbols(*Code);
  reportRelocations();
  if (Code->getSize() == 0)
    error("there is no code: the module defines no function");
  if (Failed)
    return std::nullopt;
  return Code;
}

//===----------------------------------------------------------------------===//
// Linking: sub-objects, libraries, output
//===----------------------------------------------------------------------===//

/// Where the module appended each sub-object (its symbol
/// `evm.object.NAME`): its library sites and nested objects, moved there. A
/// sub-object the module did not append (no dataoffset needed it) brings
/// nothing.
static bool addSubObjects(const ELFObjectFileBase &Obj, const SectionRef &Code,
                          ArrayRef<EVM::SubObject> Subs, LinkedObject &L,
                          function_ref<void(const Twine &)> Report) {
  auto fail = [&](const Twine &Message) {
    Report(Message);
    return false;
  };
  std::map<std::string, uint64_t> Starts;
  for (const SymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    Expected<uint64_t> Value = Sym.getValue();
    Expected<section_iterator> In = Sym.getSection();
    if (!Name || !Value || !In) {
      consumeError(Name.takeError());
      consumeError(Value.takeError());
      consumeError(In.takeError());
      continue;
    }
    if (Name->starts_with(EVM::ObjectPrefix) && *In != Obj.section_end() &&
        **In == Code)
      Starts[Name->drop_front(EVM::ObjectPrefix.size()).str()] = *Value;
  }
  bool OK = true;
  std::map<std::string, std::string> Given;
  for (const EVM::SubObject &S : Subs) {
    StringRef Name = S.Name;
    if (!Given.emplace(S.Name, S.Origin).second) {
      OK = fail("sub-object '" + Name + "' (" + S.Origin +
                "): the name is given twice");
      continue;
    }
    auto Start = Starts.find(S.Name);
    const LinkedObject &Sub = S.Contents;
    if (Start == Starts.end())
      continue;
    uint64_t At = Start->second;
    // The bytes llc embedded must be these: a file changed between the
    // two steps would leave wrong library sites.
    if (At > L.Code.size() || L.Code.size() - At < Sub.Code.size() ||
        StringRef(L.Code).substr(At, Sub.Code.size()) != Sub.Code) {
      OK = fail("sub-object '" + Name + "': the " + Twine(Sub.Code.size()) +
                " bytes at offset " + Twine(At) + " are not those of " + S.Origin +
                " (give the link step what llc was given)");
      continue;
    }
    for (const auto &[Lib, Offsets] : Sub.LinkReferences)
      for (uint64_t Offset : Offsets)
        L.LinkReferences[Lib].push_back(At + Offset);
    L.Objects[Name.str()] = {At, Sub.Code.size()};
    for (const auto &[Nested, Range] : Sub.Objects)
      L.Objects[(Name + "." + Nested).str()] = {At + Range.Start, Range.Length};
  }
  // Without its file, the library sites of an appended sub-object would be
  // zeros that nothing fills.
  for (const auto &[Name, At] : Starts)
    if (!Given.count(Name))
      OK = fail("the module appended sub-object '" + Name + "' at offset " +
                Twine(At) + ": give its file (--object " + Name +
                "=FILE, as to llc), which says where its libraries go");
  return OK;
}

/// A site read from a hex line is known only by its placeholder; when a
/// library of that placeholder is known by name, the site is listed under
/// the name.
static void nameSites(LinkedObject &L) {
  std::map<std::string, std::string> NameOf;
  for (const auto &[Name, Offsets] : L.LinkReferences)
    if (!EVM::isLibraryPlaceholder(Name))
      NameOf[EVM::getLibraryPlaceholder(Name)] = Name;
  for (const auto &[Placeholder, Name] : NameOf) {
    auto It = L.LinkReferences.find(Placeholder);
    if (It == L.LinkReferences.end())
      continue;
    std::vector<uint64_t> Offsets = std::move(It->second);
    L.LinkReferences.erase(It);
    llvm::append_range(L.LinkReferences[Name], Offsets);
  }
}

bool EVM::fillLibraries(LinkedObject &L, ArrayRef<std::string> Specs,
                        function_ref<void(const Twine &)> Report) {
  auto fail = [&](const Twine &Message) {
    Report(Message);
    return false;
  };
  std::map<std::string, std::string> Addresses; // by placeholder
  std::map<std::string, std::string> Names;     // placeholder -> name
  bool OK = true;
  for (const std::string &Spec : Specs) {
    SmallVector<StringRef, 4> Items;
    SplitString(Spec, Items, ", \t\n");
    for (StringRef Item : Items) {
      auto [Name, Address] = Item.rsplit('=');
      StringRef Digits = Address;
      Digits.consume_front("0x");
      std::string Bytes;
      if (Name.empty() || Item.find('=') == StringRef::npos ||
          Digits.size() != 2 * EVM::LinkerSymbolBytes ||
          !tryGetFromHex(Digits, Bytes)) {
        OK = fail("--libraries: '" + Item +
                  "' is not NAME=0x followed by 40 hex digits (as "
                  "'file.sol:L=0x1234567890123456789012345678901234567890')");
        continue;
      }
      std::string Key = EVM::getLibraryPlaceholder(Name);
      auto [It, New] = Addresses.emplace(Key, Bytes);
      if (!New && It->second != Bytes)
        OK = fail("--libraries: two addresses for '" + Name + "'");
      Names.emplace(Key, Name.str());
    }
  }
  if (!OK)
    return false;
  for (auto It = L.LinkReferences.begin(); It != L.LinkReferences.end();) {
    auto Address = Addresses.find(EVM::getLibraryPlaceholder(It->first));
    if (Address == Addresses.end()) {
      ++It;
      continue;
    }
    for (uint64_t Offset : It->second)
      L.Code.replace(Offset, EVM::LinkerSymbolBytes, Address->second);
    It = L.LinkReferences.erase(It);
  }
  return true;
}

std::string EVM::toHexWithPlaceholders(const LinkedObject &L) {
  std::map<uint64_t, std::string> At;
  for (const auto &[Name, Offsets] : L.LinkReferences)
    for (uint64_t Offset : Offsets)
      At[Offset] = EVM::getLibraryPlaceholder(Name);
  std::string Hex;
  uint64_t Pos = 0;
  for (const auto &[Offset, Placeholder] : At) {
    Hex += toHex(StringRef(L.Code).slice(Pos, Offset), /*LowerCase=*/true);
    Hex += Placeholder;
    Pos = Offset + EVM::LinkerSymbolBytes;
  }
  Hex += toHex(StringRef(L.Code).substr(Pos), /*LowerCase=*/true);
  return Hex;
}

static void writeSites(json::OStream &J, StringRef Key, const SiteMap &Sites,
                       unsigned Length) {
  J.attributeObject(Key, [&] {
    for (const auto &[Name, Offsets] : Sites) {
      std::vector<uint64_t> Sorted = Offsets;
      llvm::sort(Sorted);
      J.attributeArray(Name, [&] {
        for (uint64_t Offset : Sorted)
          J.object([&] {
            J.attribute("start", Offset);
            J.attribute("length", Length);
          });
      });
    }
  });
}

void EVM::writeLinkedJSON(raw_ostream &OS, const LinkedObject &L) {
  json::OStream J(OS);
  J.object([&] {
    J.attribute("object", toHexWithPlaceholders(L));
    writeSites(J, "linkReferences", L.LinkReferences, EVM::LinkerSymbolBytes);
    writeSites(J, "immutableReferences", L.ImmutableReferences,
               EVM::ImmutableBytes);
    J.attributeObject("objects", [&] {
      for (const auto &[Path, Range] : L.Objects)
        J.attributeObject(Path, [&] {
          J.attribute("start", Range.Start);
          J.attribute("length", Range.Length);
        });
    });
    if (!L.SourceMap.empty())
      J.attribute("sourceMap", L.SourceMap);
  });
  OS << "\n";
}


std::optional<LinkedObject>
EVM::linkObject(MemoryBufferRef Object, ArrayRef<SubObject> SubObjects,
                ArrayRef<std::string> LibrarySpecs,
                function_ref<void(const Twine &)> Report) {
  Expected<std::unique_ptr<ObjectFile>> ObjOrErr =
      ObjectFile::createObjectFile(Object);
  if (!ObjOrErr) {
    Report(toString(ObjOrErr.takeError()));
    return std::nullopt;
  }
  const auto *Obj = dyn_cast<ELFObjectFileBase>(ObjOrErr->get());
  if (!Obj) {
    Report("not an ELF object written by llc -march=evm");
    return std::nullopt;
  }
  ObjectChecker Checker(*Obj, Report);
  std::optional<SectionRef> Code = Checker.check();
  if (!Code)
    return std::nullopt;
  Expected<StringRef> Bytes = Code->getContents();
  if (!Bytes) {
    Report(toString(Bytes.takeError()));
    return std::nullopt;
  }
  LinkedObject L;
  L.Code = Bytes->str();
  for (const SectionRef &S : Obj->sections()) {
    Expected<StringRef> Name = S.getName();
    if (!Name || *Name != EVM::SourceMapSection)
      continue;
    Expected<StringRef> Map = S.getContents();
    if (!Map) {
      Report(toString(Map.takeError()));
      return std::nullopt;
    }
    L.SourceMap = Map->str();
  }
  L.LinkReferences = std::move(Checker.LinkReferences);
  L.ImmutableReferences = std::move(Checker.ImmutableReferences);
  if (!addSubObjects(*Obj, *Code, SubObjects, L, Report))
    return std::nullopt;
  nameSites(L);
  if (!fillLibraries(L, LibrarySpecs, Report))
    return std::nullopt;
  return L;
}
