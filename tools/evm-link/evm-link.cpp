//===-- evm-link.cpp - Bytecode out of the EVM target's object ------------===//
//
//   evm-link [-o FILE] [--name=NAME] [--format=hex|json]
//            [--object NAME=FILE]... [--libraries SPEC]... OBJECT
//   evm-link [-o FILE] [--format=hex|json] --libraries SPEC... CODE
//
// The last step of a compilation to bytecode by separate tools: llc writes
// an ELF object whose .text section is the bytecode, and this tool prints
// that section as one line of hex digits, or as JSON with what a parent
// object or a deployer must fill in. The checks and the linking are
// Driver/EVMObjectLinker.h's, which says what is refused; an object that
// is refused gets an error for each reason and exit status 1.
//
// It also links code that is compiled already (bin/evm-link, and so
// `bin/evm-solc --link` and the semantic-test runner): an input that is
// not an ELF object is read as a linked object, one line of hex with
// solc's `__$...$__` placeholders or the JSON above, and the libraries
// --libraries names are filled in. The placeholders and the linking are
// written once, here and in the compiler, not in each script.
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMObjectLinker.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

using namespace llvm;

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

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(EVMLinkCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "evm-link: the bytecode in an object written by llc -march=evm, as one "
      "line of hex digits or as JSON; fills library addresses, lists the "
      "immutables, moves the library references of sub-objects; refuses an "
      "object with code or data outside its .text section, relocations "
      "other than those, or no code (exit status 1). Compiled code (hex "
      "with solc's library placeholders, or this tool's JSON) is linked: "
      "the libraries --libraries gives are filled in\n");

  bool Failed = false;
  auto Report = [&](const Twine &Message) {
    WithColor::error(errs(), ToolName)
        << programName() << ": " << Message << "\n";
    Failed = true;
  };
  auto Buffer = MemoryBuffer::getFileOrSTDIN(InputPath, /*IsText=*/false);
  if (!Buffer) {
    WithColor::error(errs(), ToolName)
        << InputPath << ": " << Buffer.getError().message() << "\n";
    return 1;
  }
  std::vector<EVM::SubObject> Subs;
  for (const std::string &Spec : SubObjects) {
    auto [Name, Path] = StringRef(Spec).split('=');
    if (Name.empty() || Path.empty()) {
      Report("--object takes NAME=FILE, not '" + Spec + "'");
      continue;
    }
    EVM::SubObject S{Name.str(), "'" + Path.str() + "'", {}};
    std::string Error;
    if (!EVM::readLinkedObject(Path, S.Contents, Error)) {
      Report("sub-object '" + Name + "': " + Error);
      continue;
    }
    Subs.push_back(std::move(S));
  }
  if (Failed)
    return 1;
  std::optional<EVM::LinkedObject> L;
  if (identify_magic((*Buffer)->getBuffer()) == file_magic::elf_relocatable) {
    L = EVM::linkObject((*Buffer)->getMemBufferRef(), Subs, Libraries,
                        Report);
  } else {
    // Compiled code: only its libraries are left to fill.
    if (!Subs.empty()) {
      Report("--object needs an object written by llc, not compiled code");
      return 1;
    }
    EVM::LinkedObject Code;
    std::string Error;
    if (!EVM::parseLinkedObject((*Buffer)->getBuffer(), Code, Error)) {
      Report("neither an object written by llc nor compiled code (hex, or "
             "the JSON of --format=json): " +
             Error);
      return 1;
    }
    // Linking nothing would print nothing and succeed: say so instead.
    if (Code.Code.empty()) {
      Report("there is no code: the input is empty");
      return 1;
    }
    if (EVM::fillLibraries(Code, Libraries, Report))
      L = std::move(Code);
  }
  if (!L)
    return 1;

  std::error_code EC;
  ToolOutputFile Out(OutputPath, EC, sys::fs::OF_Text);
  if (EC) {
    WithColor::error(errs(), ToolName)
        << "cannot write '" << OutputPath << "': " << EC.message() << "\n";
    return 1;
  }
  if (Format == OutputFormat::JSON)
    EVM::writeLinkedJSON(Out.os(), *L);
  else
    Out.os() << EVM::toHexWithPlaceholders(*L) << "\n";
  Out.keep();
  return 0;
}
