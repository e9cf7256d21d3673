//===-- evm-dis.cpp - Disassemble EVM bytecode ----------------------------===//
//
//   evm-dis [-mcpu=FORK] [--layout=FILE | --code-size=N] [HEX | FILE | -]
//
// Prints EVM bytecode one instruction a line, `OFFSET: MNEMONIC[ 0xIMM]`,
// with the target's MCDisassembler (EVMDisassembler) and instruction
// printer, so the mnemonics and encodings are the assembler's own. The
// input is hex (with or without 0x, whitespace ignored): the argument, the
// file it names, or stdin. Bytes after the code are printed as data, 32 a
// line; where the code ends comes from the layout bin/evm-bin --layout
// writes, from --code-size, or else from a recursive descent from offset 0
// (EVMBytecodeDecoder::findCodeEnd). docs/tools.md describes the output.
//
//===----------------------------------------------------------------------===//

#include "Disassembler/EVMBytecodeDecoder.h"
#include "Emission/EVMSourceMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <map>
#include <memory>
#include <string>

using namespace llvm;

static cl::OptionCategory EVMDisCategory("evm-dis options");

static cl::opt<std::string> InputArg(cl::Positional,
                                     cl::desc("[HEX | FILE | -]"),
                                     cl::init("-"), cl::cat(EVMDisCategory));
static cl::opt<std::string>
    MCPU("mcpu",
         cl::desc("The fork whose opcodes are decoded (default: osaka)"),
         cl::value_desc("cancun|prague|osaka"), cl::cat(EVMDisCategory));
static cl::opt<std::string>
    LayoutFile("layout",
               cl::desc("Where code and data are, as bin/evm-bin --layout "
                        "writes it"),
               cl::value_desc("FILE"), cl::cat(EVMDisCategory));
static cl::opt<uint64_t>
    CodeSize("code-size",
             cl::desc("Decode the first N bytes as code, the rest as data"),
             cl::value_desc("N"), cl::cat(EVMDisCategory));

static cl::opt<std::string>
    SourceMapFile("source-map",
                  cl::desc("Show each instruction's entry of solc's source "
                           "map (s:l:f:j) read from FILE"),
                  cl::value_desc("FILE"), cl::cat(EVMDisCategory));

static const char *ToolName = "evm-dis";

[[noreturn]] static void fail(const Twine &Message) {
  WithColor::error(errs(), ToolName) << Message << "\n";
  exit(1);
}

/// The bytes of hex \p Text read from \p Source: whitespace anywhere, an
/// optional 0x first.
static std::vector<uint8_t> parseHex(StringRef Text, StringRef Source) {
  std::string Digits;
  for (char C : Text)
    if (!isSpace(C))
      Digits += C;
  StringRef Hex(Digits);
  if (Hex.starts_with_insensitive("0x"))
    Hex = Hex.drop_front(2);
  for (size_t I = 0; I < Hex.size(); ++I)
    if (!isHexDigit(Hex[I]))
      fail(Source + ": '" + Twine(Hex[I]) + "' is not a hex digit (digit " +
           Twine(I + 1) + ")");
  if (Hex.size() % 2)
    fail(Source + ": odd number of hex digits (" + Twine(Hex.size()) + ")");
  std::vector<uint8_t> Bytes;
  for (size_t I = 0; I < Hex.size(); I += 2)
    Bytes.push_back(hexFromNibbles(Hex[I], Hex[I + 1]));
  return Bytes;
}

/// The hex the argument stands for: stdin (`-`), the file it names, or the
/// argument itself.
static std::vector<uint8_t> readInput(StringRef Arg) {
  std::unique_ptr<MemoryBuffer> Buffer;
  if (Arg == "-") {
    auto BufOrErr = MemoryBuffer::getSTDIN();
    if (!BufOrErr)
      fail("cannot read stdin: " + BufOrErr.getError().message());
    return parseHex((*BufOrErr)->getBuffer(), "<stdin>");
  }
  if (sys::fs::exists(Arg)) {
    auto BufOrErr = MemoryBuffer::getFile(Arg);
    if (!BufOrErr)
      fail("cannot read '" + Arg + "': " + BufOrErr.getError().message());
    return parseHex((*BufOrErr)->getBuffer(), Arg);
  }
  // A name with a dot or a slash is a file that is not there, not bad hex.
  if (Arg.contains('.') || Arg.contains('/'))
    fail("cannot read '" + Arg + "': no such file");
  return parseHex(Arg, "argument (and no file of that name exists)");
}

namespace {
/// What the layout tells: where the code ends and the names of offsets.
struct Layout {
  uint64_t CodeSize;
  std::multimap<uint64_t, std::string> Labels;
};
} // end anonymous namespace

/// Reads the JSON bin/evm-bin --layout writes:
///   {"code_size": N, "functions": [{"name": S, "offset": N, "size": N}...],
///    "data": [{"name": S, "offset": N}...]}
static Layout readLayout(StringRef Path) {
  auto BufOrErr = MemoryBuffer::getFile(Path);
  if (!BufOrErr)
    fail("cannot read '" + Path + "': " + BufOrErr.getError().message());
  Expected<json::Value> Root = json::parse((*BufOrErr)->getBuffer());
  if (!Root)
    fail(Path + ": " + toString(Root.takeError()));
  const json::Object *Obj = Root->getAsObject();
  std::optional<int64_t> Size =
      Obj ? Obj->getInteger("code_size") : std::nullopt;
  if (!Size || *Size < 0)
    fail(Path + ": no \"code_size\" (a layout is written by bin/evm-bin "
                "--layout=FILE)");
  Layout L{static_cast<uint64_t>(*Size), {}};
  for (StringRef Key : {"functions", "data"}) {
    const json::Array *Entries = Obj->getArray(Key);
    if (!Entries)
      continue;
    for (const json::Value &Entry : *Entries) {
      const json::Object *E = Entry.getAsObject();
      std::optional<StringRef> Name = E ? E->getString("name") : std::nullopt;
      std::optional<int64_t> Offset =
          E ? E->getInteger("offset") : std::nullopt;
      if (!Name || !Offset || *Offset < 0)
        fail(Path + ": an entry of \"" + Key +
             "\" without \"name\" and \"offset\"");
      L.Labels.emplace(*Offset, Name->str());
    }
  }
  return L;
}

namespace {
/// Prints the listing: instructions up to the end of the code, data after.
class Listing {
public:
  Listing(const EVMBytecodeDecoder &Decoder, const MCInstPrinter &Printer,
          ArrayRef<uint8_t> Bytes,
          const std::multimap<uint64_t, std::string> &Labels)
      : Decoder(Decoder), Printer(Printer), Bytes(Bytes), Labels(Labels) {
    // Offsets are at least four digits wide, all the same width.
    uint64_t Last = Bytes.empty() ? 0 : Bytes.size() - 1;
    while (Last >> (4 * OffsetDigits))
      ++OffsetDigits;
  }

  void printCode(ArrayRef<EVMDecodedInst> Insts, raw_ostream &OS,
                 const std::vector<EVMSolcSourceMap::Entry> *Map) const;
  void printData(uint64_t Begin, raw_ostream &OS) const;

private:
  void printLabels(uint64_t Offset, raw_ostream &OS) const {
    auto [First, Last] = Labels.equal_range(Offset);
    for (auto It = First; It != Last; ++It)
      OS << It->second << ":\n";
  }
  void printOffset(uint64_t Offset, raw_ostream &OS) const {
    OS << "0x" << format_hex_no_prefix(Offset, OffsetDigits) << ": ";
  }

  const EVMBytecodeDecoder &Decoder;
  const MCInstPrinter &Printer;
  ArrayRef<uint8_t> Bytes;
  const std::multimap<uint64_t, std::string> &Labels;
  unsigned OffsetDigits = 4;
};
} // end anonymous namespace

void Listing::printCode(ArrayRef<EVMDecodedInst> Insts, raw_ostream &OS,
                        const std::vector<EVMSolcSourceMap::Entry> *Map) const {
  for (auto [Index, I] : enumerate(Insts)) {
    printLabels(I.Offset, OS);
    printOffset(I.Offset, OS);
    if (I.Kind == EVMDecodedInst::Undefined) {
      OS << "DATA 0x" << format_hex_no_prefix(Bytes[I.Offset], 2) << "\n";
      continue;
    }
    OS << StringRef(Printer.getMnemonic(I.Inst).first).rtrim();
    unsigned Width = Decoder.getImmediateSize(I.Inst);
    // The immediate bytes in the code: all of them, or those before the
    // end of a truncated PUSH (the value holds them in its high bytes).
    unsigned Present = I.Size - 1;
    if (Width && Present) {
      APInt Value =
          EVMBytecodeDecoder::getPushValue(I)->lshr(8 * (Width - Present));
      SmallString<64> Hex;
      Value.toString(Hex, 16, /*Signed=*/false, /*formatAsCLiteral=*/false,
                     /*UpperCase=*/false);
      OS << " 0x" << std::string(2 * Present - Hex.size(), '0') << Hex;
    }
    if (I.Kind == EVMDecodedInst::Truncated)
      OS << " ; truncated: " << Present << " of " << Width
         << " immediate bytes";
    if (Map && Index < Map->size()) {
      const EVMSolcSourceMap::Entry &E = (*Map)[Index];
      OS << " ; " << E.R.Start << ':' << E.R.Length << ':' << E.R.Source << ':'
         << static_cast<char>(E.J);
    }
    OS << "\n";
  }
  if (Map && Map->size() != Insts.size())
    OS << "; the source map has " << Map->size() << " entries for "
       << Insts.size() << " instructions\n";
}

void Listing::printData(uint64_t Begin, raw_ostream &OS) const {
  if (Begin >= Bytes.size())
    return;
  uint64_t Size = Bytes.size() - Begin;
  OS << "; data: " << Size << (Size == 1 ? " byte\n" : " bytes\n");
  for (uint64_t Offset = Begin; Offset < Bytes.size();) {
    // Up to 32 bytes a line; a label starts a new line.
    uint64_t End = std::min<uint64_t>(Offset + 32, Bytes.size());
    auto Next = Labels.upper_bound(Offset);
    if (Next != Labels.end())
      End = std::min(End, Next->first);
    printLabels(Offset, OS);
    printOffset(Offset, OS);
    OS << "DATA 0x" << toHex(Bytes.slice(Offset, End - Offset), true) << "\n";
    Offset = End;
  }
}

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(EVMDisCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "EVM disassembler: prints bytecode one instruction a line\n\n"
      "  The input is hex (with or without 0x; whitespace is ignored): the\n"
      "  argument, the file it names, or stdin (`-` or no argument).\n");

  // The target registers itself when the program starts (EVMTargetObjects).
  std::string Error;
  Triple TT("evm-unknown-unknown");
  const Target *T = TargetRegistry::lookupTarget("evm", TT, Error);
  if (!T)
    fail("the EVM target is not available: " + Error);
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TT));
  MCTargetOptions Options;
  std::unique_ptr<MCAsmInfo> MAI(T->createMCAsmInfo(*MRI, TT, Options));
  std::unique_ptr<MCSubtargetInfo> STI(
      T->createMCSubtargetInfo(TT, "", /*Features=*/""));
  // Checked first: the subtarget would only warn and use the default.
  if (!MCPU.empty() && !STI->isCPUStringValid(MCPU))
    fail("unknown fork '" + MCPU + "' (-mcpu=cancun, prague or osaka)");
  STI.reset(T->createMCSubtargetInfo(TT, MCPU, /*Features=*/""));
  std::unique_ptr<MCInstrInfo> MCII(T->createMCInstrInfo());
  MCContext Ctx(TT, MAI.get(), MRI.get(), STI.get());
  std::unique_ptr<MCDisassembler> Disassembler(
      T->createMCDisassembler(*STI, Ctx));
  std::unique_ptr<MCInstPrinter> Printer(
      T->createMCInstPrinter(TT, 0, *MAI, *MCII, *MRI));
  if (!Disassembler || !Printer)
    fail("the EVM target has no disassembler or instruction printer");

  std::vector<uint8_t> Bytes = readInput(InputArg);
  if (!LayoutFile.empty() && CodeSize.getNumOccurrences())
    fail("--layout and --code-size both say where the code ends: give one");

  EVMBytecodeDecoder Decoder(*Disassembler, *MCII);
  std::multimap<uint64_t, std::string> Labels;
  uint64_t CodeEnd;
  if (!LayoutFile.empty()) {
    Layout L = readLayout(LayoutFile);
    CodeEnd = L.CodeSize;
    Labels = std::move(L.Labels);
  } else if (CodeSize.getNumOccurrences()) {
    CodeEnd = CodeSize;
  } else {
    CodeEnd = Decoder.findCodeEnd(Decoder.decode(Bytes));
  }
  if (CodeEnd > Bytes.size())
    fail("the code is said to be " + Twine(CodeEnd) +
         " bytes long, but the bytecode has " + Twine(Bytes.size()));

  std::vector<EVMSolcSourceMap::Entry> Map;
  if (!SourceMapFile.empty()) {
    auto Text = MemoryBuffer::getFile(SourceMapFile, /*IsText=*/true);
    if (!Text)
      fail("cannot read '" + SourceMapFile + "': " + Text.getError().message());
    if (!EVMSolcSourceMap::parse((*Text)->getBuffer().trim(), Map, Error))
      fail("'" + SourceMapFile + "' is not a source map: " + Error);
  }

  ArrayRef<uint8_t> Code = ArrayRef(Bytes).take_front(CodeEnd);
  Listing L(Decoder, *Printer, Bytes, Labels);
  L.printCode(Decoder.decode(Code), outs(),
              SourceMapFile.empty() ? nullptr : &Map);
  L.printData(CodeEnd, outs());
  return 0;
}
