//===-- EVMFrontDoor.cpp - What the compiler's commands share -------------===//

#include "Driver/EVMFrontDoor.h"
#include "Driver/EVMObjectLinker.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;

bool EVM::ArgumentReader::next(StringRef &Arg) {
  if (Index + 1 >= Argc)
    return false;
  Arg = Argv[++Index];
  return true;
}

std::string EVM::ArgumentReader::value(StringRef Option) {
  if (Index + 1 >= Argc)
    usageError(Option + " needs a value");
  return Argv[++Index];
}

std::optional<std::string> EVM::ArgumentReader::valueOf(StringRef Arg,
                                                        StringRef Option) {
  std::string V;
  if (Arg == Option)
    V = value(Option);
  else if (Arg.starts_with(Option) &&
           Arg.drop_front(Option.size()).starts_with("="))
    V = Arg.drop_front(Option.size() + 1).str();
  else
    return std::nullopt;
  if (V.empty())
    usageError(Option + " needs a value");
  return V;
}

bool EVM::ArgumentReader::parseCommon(StringRef Arg, CommonOptions &O) {
  if (Arg == "-h" || Arg == "--help" || Arg == "-help") {
    Help();
    exit(0);
  }
  if (std::optional<OptLevel> L = parseOptLevel(Arg)) {
    O.Level = *L;
    return true;
  }
  if (Arg.starts_with("-O"))
    usageError("unknown optimisation level '" + Arg +
               "' (-O0, -O1, -O2, -O3, -Os or -Oz)");
  if (Arg == "-S") {
    O.Assembly = true;
    return true;
  }
  if (Arg == "-emit-llvm") {
    O.EmitLLVM = true;
    return true;
  }
  if (Arg == "-o") {
    O.Out = value("-o");
    return true;
  }
  if (Arg.starts_with("-o") && Arg.size() > 2) {
    O.Out = Arg.drop_front(2).str();
    return true;
  }
  for (StringRef Spelling : {"-mcpu", "--mcpu"})
    if (std::optional<std::string> V = valueOf(Arg, Spelling)) {
      O.CPU = *V;
      return true;
    }
  if (std::optional<std::string> V = valueOf(Arg, "--libraries")) {
    O.Libraries.push_back(*V);
    return true;
  }
  // The reports take their file joined (--stats=FILE): a separate word
  // would be read as an input.
  static constexpr std::pair<StringLiteral, StringLiteral> Reports[] = {
      {"--layout", "-evm-layout-file"},
      {"--stats", "-evm-stats-file"},
      {"--cfg", "-evm-cfg-file"},
      {"--source-map", "-evm-source-map-file"},
  };
  for (const auto &[Option, BackendOption] : Reports) {
    if (!Arg.starts_with(Option) ||
        !Arg.drop_front(Option.size()).starts_with("="))
      continue;
    StringRef File = Arg.drop_front(Option.size() + 1);
    if (File.empty())
      usageError(Option + " needs a file");
    O.Reports.push_back((BackendOption + "=" + File).str());
    return true;
  }
  return false;
}

void EVM::ArgumentReader::usageError(const Twine &Message) const {
  errs() << Tool << ": error: " << Message << '\n' << Usage << '\n';
  exit(2);
}

void EVM::setBackendOptions(StringRef Tool, ArrayRef<std::string> Options) {
  if (Options.empty())
    return;
  std::string ToolName = Tool.str();
  std::vector<const char *> Args = {ToolName.c_str()};
  for (const std::string &O : Options)
    Args.push_back(O.c_str());
  std::string Errors;
  raw_string_ostream OS(Errors);
  if (!cl::ParseCommandLineOptions(Args.size(), Args.data(), "", &OS)) {
    errs() << Errors;
    exit(2);
  }
}

bool EVM::writeOutput(StringRef Tool, StringRef Path, StringRef Text,
                      bool Binary) {
  std::error_code EC;
  ToolOutputFile Out(Path, EC, Binary ? sys::fs::OF_None : sys::fs::OF_Text);
  if (EC) {
    WithColor::error(errs(), Tool)
        << "cannot write '" << Path << "': " << EC.message() << '\n';
    return false;
  }
  Out.os() << Text;
  Out.keep();
  return true;
}

/// Fills in the library addresses \p Specs give; false after the errors
/// were printed.
static bool fillAddresses(EVM::LinkedObject &L, ArrayRef<std::string> Specs,
                          StringRef Name, raw_ostream &Diagnostics) {
  bool Failed = false;
  EVM::fillLibraries(L, Specs, [&](const Twine &Message) {
    Diagnostics << "error: " << Name << ": " << Message << '\n';
    Failed = true;
  });
  return !Failed;
}

int EVM::compileProgram(StringRef Tool, ProgramRequest &R) {
  OutputKind Output = R.Common.getOutput();
  raw_ostream &Diagnostics = R.Diagnostics ? *R.Diagnostics : errs();
  if (R.Deploy && Output != OutputKind::IR) {
    CompileResult Runtime = compileBitcode(R.Bitcode, R.Name, R.Options,
                                           R.Links, OutputKind::Bytecode);
    Diagnostics << Runtime.Diagnostics;
    if (Runtime.Status != CompileResult::Success ||
        !fillAddresses(Runtime.Object, R.Common.Libraries, R.Name, Diagnostics))
      return 1;
    raw_string_ostream OS(R.Links.Runtime);
    writeLinkedJSON(OS, Runtime.Object);
    R.Links.RuntimeOrigin = R.Name;
  }
  // The reports are of the code printed.
  setBackendOptions(Tool, R.Common.Reports);
  CompileResult Result =
      compileBitcode(R.Bitcode, R.Name, R.Options, R.Links, Output);
  Diagnostics << Result.Diagnostics;
  if (Result.Status != CompileResult::Success)
    return 1;
  if (Output != OutputKind::Bytecode)
    return writeOutput(Tool, R.Common.Out, Result.Text) ? 0 : 1;
  if (!fillAddresses(Result.Object, R.Common.Libraries, R.Name, Diagnostics))
    return 1;
  std::string Text;
  raw_string_ostream OS(Text);
  if (R.JSON)
    writeLinkedJSON(OS, Result.Object);
  else
    OS << toHexWithPlaceholders(Result.Object) << '\n';
  return writeOutput(Tool, R.Common.Out, Text) ? 0 : 1;
}
