//===-- evm-link.cpp - Bytecode out of the EVM target's object ------------===//
//
//   evm-link [-o FILE] [--name=NAME] OBJECT
//
// The last step of every compilation to bytecode (bin/evm-bin, and so
// bin/evm-cc): llc writes an ELF object whose .text section is the
// bytecode, and this tool prints that section as one line of hex digits.
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
//     has no loader to resolve either;
//   * .text is empty: there is no code (a module that defines no function).
//
// Sections the code never reaches (debug information, notes, the symbol
// table) are not part of the bytecode and are ignored.
//
//===----------------------------------------------------------------------===//

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
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
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

static constexpr const char *ToolName = "evm-link";

/// The program in messages.
static StringRef programName() {
  return ProgramName.empty() ? StringRef(InputPath) : StringRef(ProgramName);
}
/// The one section that becomes the bytecode.
static constexpr StringLiteral CodeSection = ".text";

namespace {
/// Collects the reasons an object cannot become bytecode.
class ObjectChecker {
public:
  explicit ObjectChecker(const ELFObjectFileBase &Obj) : Obj(Obj) {}

  /// Checks the object; returns the .text section if it can become
  /// bytecode, after printing every reason it cannot otherwise.
  std::optional<SectionRef> check();

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
  void checkRelocations();

  const ELFObjectFileBase &Obj;
  /// Sections already reported for holding bytes: their symbols are not
  /// reported again.
  SmallVector<SectionRef, 2> Reported;
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

void ObjectChecker::checkRelocations() {
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
      symbol_iterator Sym = R.getSymbol();
      std::string What =
          Sym == Obj.symbol_end() ? std::string("an address") : name(*Sym);
      error("a reference to " + What + " at offset " + Twine(R.getOffset()) +
            " of '" + name(**Target) +
            "' is left unresolved; bytecode has no relocations");
    }
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
  checkSymbols(*Code);
  checkRelocations();
  if (Code->getSize() == 0)
    error("there is no code: the module defines no function");
  if (Failed)
    return std::nullopt;
  return Code;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(EVMLinkCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "evm-link: the bytecode in an object written by llc -march=evm, as one "
      "line of hex digits; refuses an object with code or data outside its "
      ".text section, relocations or no code (exit status 1)\n");

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

  std::optional<SectionRef> Code = ObjectChecker(*Obj).check();
  if (!Code)
    return 1;
  Expected<StringRef> Bytes = Code->getContents();
  if (!Bytes) {
    WithColor::error(errs(), ToolName)
        << programName() << ": " << toString(Bytes.takeError()) << "\n";
    return 1;
  }

  std::error_code EC;
  ToolOutputFile Out(OutputPath, EC, sys::fs::OF_Text);
  if (EC) {
    WithColor::error(errs(), ToolName)
        << "cannot write '" << OutputPath << "': " << EC.message() << "\n";
    return 1;
  }
  Out.os() << toHex(*Bytes, /*LowerCase=*/true) << "\n";
  Out.keep();
  return 0;
}
