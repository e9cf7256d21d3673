//===-- evm-link.cpp - Bytecode out of the EVM target's object ------------===//
//
//   evm-link [-o FILE] [--name=NAME] [--format=hex|json]
//            [--object NAME=FILE]... [--libraries SPEC]... OBJECT
//
// The last step of every compilation to bytecode (bin/evm-bin, and so
// bin/evm-cc): llc writes an ELF object whose .text section is the
// bytecode, and this tool prints that section as one line of hex digits,
// or as JSON with what a parent object or a deployer must fill in.
//
// It is also the check that nothing the program needs was left out. The
// backend puts every function and all static data into .text
// (EVMTargetObjectFile) and resolves every reference itself
// (EVMAsmBackend); were that ever to fail, the bytecode would jump into
// code that is not there and still deploy. So the object is refused, with
// an error naming what is missing and exit status 1, when
//
//   * an allocated section other than .text holds bytes (code or data that
//     would not be deployed), or a defined function or object symbol lies
//     outside .text;
//   * a relocation applies to the code, or a symbol is undefined: bytecode
//     has no loader to resolve either. The two exceptions are the values a
//     link step fills in by design (docs/deploy.md, "Several objects"): a
//     library address (R_EVM_LINKERSYMBOL against `evm.linkersymbol.NAME`,
//     the 20 bytes of a PUSH20) and an immutable (R_EVM_IMMUTABLE against
//     `evm.immutable.ID`, the 32 bytes of a PUSH32);
//   * .text is empty: there is no code (a module that defines no function).
//
// Library addresses come from --libraries (solc's syntax); a site left
// unfilled shows as solc's placeholder, `__$` + 34 hex digits of
// keccak256(NAME) + `$__`. Immutables stay zero, listed in the JSON for the
// parent's init code (llvm.evm.setimmutable). The sub-objects the module
// appended (--object, the files llc was given) bring their library sites,
// moved to where each starts (its symbol `evm.object.NAME`), and their
// nested objects.
//
// Sections the code never reaches (debug information, notes, the symbol
// table) are not part of the bytecode and are ignored.
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/EVMLinkedObject.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/Binary.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>

using namespace llvm;
using namespace llvm::object;

static cl::OptionCategory EVMLinkCategory("evm-link options");

static cl::opt<std::string> InputPath(cl::Positional, cl::Required,
                                      cl::desc("OBJECT"),
                                      cl::cat(EVMLinkCategory));
static cl::opt<std::string> OutputPath("o",
                                       cl::desc("Write the hex line to FILE "
                                                "(default: stdout)"),
                                       cl::value_desc("FILE"), cl::init("-"),
                                       cl::cat(EVMLinkCategory));

static cl::opt<std::string>
    ProgramName("name",
                cl::desc("What the messages call the program (default: the "
                         "object's path); bin/evm-bin gives its input"),
                cl::value_desc("NAME"), cl::cat(EVMLinkCategory));

enum class OutputFormat { Hex, JSON };
static cl::opt<OutputFormat>
    Format("format", cl::desc("What to print"),
           cl::values(clEnumValN(OutputFormat::Hex, "hex",
                                 "one line of hex digits (the default)"),
                      clEnumValN(OutputFormat::JSON, "json",
                                 "{\"object\", \"linkReferences\", "
                                 "\"immutableReferences\", \"objects\"}")),
           cl::init(OutputFormat::Hex), cl::cat(EVMLinkCategory));
static cl::list<std::string> SubObjects(
    "object",
    cl::desc("A sub-object llc was given (-evm-object=NAME=FILE): its library "
             "references and nested objects, where the module appended it"),
    cl::value_desc("NAME=FILE"), cl::cat(EVMLinkCategory));
static cl::list<std::string> Libraries(
    "libraries",
    cl::desc("Library addresses, as solc takes them: 'file.sol:L=0x<40 hex "
             "digits>', several separated by commas or spaces"),
    cl::value_desc("SPEC"), cl::cat(EVMLinkCategory));

static constexpr const char *ToolName = "evm-link";

/// The program in messages.
static StringRef programName() {
  return ProgramName.empty() ? StringRef(InputPath) : StringRef(ProgramName);
}
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
  explicit ObjectChecker(const ELFObjectFileBase &Obj) : Obj(Obj) {}

  /// Checks the object; returns the .text section if it can become
  /// bytecode, after printing every reason it cannot otherwise.
  std::optional<SectionRef> check();

  /// The library and immutable sites of the code, from its relocations.
  SiteMap LinkReferences, ImmutableReferences;

private:
  void error(const Twine &Message) {
    WithColor::error(errs(), ToolName)
        << programName() << ": " << Message << "\n";
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

namespace {
/// The bytecode and what is left to fill in it.
struct Linked {
  std::string Code;
  SiteMap LinkReferences, ImmutableReferences;
  std::map<std::string, EVM::LinkedObject::Range> Objects;
};
} // end anonymous namespace

static bool fail(const Twine &Message) {
  WithColor::error(errs(), ToolName)
      << programName() << ": " << Message << "\n";
  return false;
}

/// Where the module appended each --object (its symbol `evm.object.NAME`):
/// its library sites and nested objects, moved there. A sub-object the
/// module did not append (no dataoffset needed it) brings nothing.
static bool addSubObjects(const ELFObjectFileBase &Obj, const SectionRef &Code,
                          Linked &L) {
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
  for (const std::string &Spec : SubObjects) {
    auto [Name, Path] = StringRef(Spec).split('=');
    if (Name.empty() || Path.empty()) {
      OK = fail("--object takes NAME=FILE, not '" + Spec + "'");
      continue;
    }
    if (!Given.emplace(Name.str(), Path.str()).second) {
      OK =
          fail("--object " + Spec + ": the name '" + Name + "' is given twice");
      continue;
    }
    auto Start = Starts.find(Name.str());
    EVM::LinkedObject Sub;
    std::string Error;
    if (!EVM::readLinkedObject(Path, Sub, Error)) {
      OK = fail("sub-object '" + Name + "': " + Error);
      continue;
    }
    if (Start == Starts.end())
      continue;
    uint64_t At = Start->second;
    // The bytes llc embedded must be these: a file changed between the
    // two steps would leave wrong library sites.
    if (At > L.Code.size() || L.Code.size() - At < Sub.Code.size() ||
        StringRef(L.Code).substr(At, Sub.Code.size()) != Sub.Code) {
      OK = fail("sub-object '" + Name + "': the " + Twine(Sub.Code.size()) +
                " bytes at offset " + Twine(At) + " are not those of '" + Path +
                "' (give evm-link the file llc was given)");
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
static void nameSites(Linked &L) {
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

/// Fills the library sites --libraries gives an address for; each filled
/// library leaves the list of references.
static bool fillLibraries(Linked &L) {
  std::map<std::string, std::string> Addresses; // by placeholder
  std::map<std::string, std::string> Names;     // placeholder -> name
  bool OK = true;
  for (const std::string &Spec : Libraries) {
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

/// The code as hex, solc's placeholder at each library site left.
static std::string toHexWithPlaceholders(const Linked &L) {
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

static void writeJSON(raw_ostream &OS, const Linked &L) {
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
  });
  OS << "\n";
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(EVMLinkCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "evm-link: the bytecode in an object written by llc -march=evm, as one "
      "line of hex digits or as JSON; fills library addresses, lists the "
      "immutables, moves the library references of sub-objects; refuses an "
      "object with code or data outside its .text section, relocations "
      "other than those, or no code (exit status 1)\n");

  Expected<OwningBinary<Binary>> BinOrErr = createBinary(InputPath);
  if (!BinOrErr) {
    WithColor::error(errs(), ToolName)
        << InputPath << ": " << toString(BinOrErr.takeError()) << "\n";
    return 1;
  }
  const auto *Obj = dyn_cast<ELFObjectFileBase>(BinOrErr->getBinary());
  if (!Obj) {
    WithColor::error(errs(), ToolName)
        << InputPath << ": not an ELF object written by llc -march=evm\n";
    return 1;
  }

  ObjectChecker Checker(*Obj);
  std::optional<SectionRef> Code = Checker.check();
  if (!Code)
    return 1;
  Expected<StringRef> Bytes = Code->getContents();
  if (!Bytes) {
    WithColor::error(errs(), ToolName)
        << programName() << ": " << toString(Bytes.takeError()) << "\n";
    return 1;
  }
  Linked L;
  L.Code = Bytes->str();
  L.LinkReferences = std::move(Checker.LinkReferences);
  L.ImmutableReferences = std::move(Checker.ImmutableReferences);
  if (!addSubObjects(*Obj, *Code, L))
    return 1;
  nameSites(L);
  if (!fillLibraries(L))
    return 1;

  std::error_code EC;
  ToolOutputFile Out(OutputPath, EC, sys::fs::OF_Text);
  if (EC) {
    WithColor::error(errs(), ToolName)
        << "cannot write '" << OutputPath << "': " << EC.message() << "\n";
    return 1;
  }
  if (Format == OutputFormat::JSON)
    writeJSON(Out.os(), L);
  else
    Out.os() << toHexWithPlaceholders(L) << "\n";
  Out.keep();
  return 0;
}
