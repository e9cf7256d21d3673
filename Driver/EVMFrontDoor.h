//===-- EVMFrontDoor.h - What the compiler's commands share ------*- C++ -*-===//
//
/// \file
/// The part of the compiler's commands (bin/evm-bin, bin/evm-cc,
/// bin/evm-yul) that is the same in each:
///
///  * one parser for the options they share: the level, the fork, the
///    output and its kind, library addresses, the reports. Each tool walks
///    its arguments with an ArgumentReader, offers each to parseCommon()
///    and handles the rest itself, so an option is spelt, checked and
///    refused the same way everywhere: a bad command line is
///    `TOOL: error: ...` and the tool's usage line on stderr, exit status 2;
///  * compiling one program's module to what is printed (compileProgram):
///    its runtime code, or with --deploy its init code, as hex, JSON,
///    assembly or IR, with the reports of the code printed.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_DRIVER_EVMFRONTDOOR_H
#define EVM_DRIVER_EVMFRONTDOOR_H

#include "Driver/EVMDriver.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;

namespace EVM {

/// What parseCommon() fills in.
struct CommonOptions {
  /// -O0 ... -Oz; none when not given (each tool has its default).
  std::optional<OptLevel> Level;
  /// -mcpu FORK, -mcpu=FORK.
  std::string CPU;
  /// -o FILE, -oFILE; "-" is stdout.
  std::string Out = "-";
  /// -S and -emit-llvm, as given.
  bool Assembly = false, EmitLLVM = false;
  /// --libraries SPEC, --libraries=SPEC, each as given.
  std::vector<std::string> Libraries;
  /// --stats=FILE, --layout=FILE, --cfg=FILE, --source-map=FILE, as the
  /// asm printer's options that write them (-evm-stats-file=FILE, ...).
  std::vector<std::string> Reports;

  /// What to print: the IR with -emit-llvm (-S or not: text either way),
  /// the assembly with -S alone, bytecode otherwise.
  OutputKind getOutput() const {
    return EmitLLVM   ? OutputKind::IR
           : Assembly ? OutputKind::Assembly
                      : OutputKind::Bytecode;
  }
};

/// Walks a command line, one argument after the other.
class ArgumentReader {
public:
  /// \p Tool starts the messages ("bin/evm-bin"); \p Usage is the usage
  /// line printed after a bad command line; \p Help prints the tool's
  /// --help text.
  ArgumentReader(int Argc, char **Argv, StringRef Tool, StringRef Usage,
                 void (*Help)())
      : Argc(Argc), Argv(Argv), Tool(Tool), Usage(Usage), Help(Help) {}

  /// The next argument, false at the end.
  bool next(StringRef &Arg);
  /// The value of \p Option given as the next argument: a usage error if
  /// there is none.
  std::string value(StringRef Option);
  /// The value of "OPTION VALUE" or "OPTION=VALUE" in \p Arg, when \p Arg
  /// is \p Option; a usage error when the value is missing or empty.
  std::optional<std::string> valueOf(StringRef Arg, StringRef Option);
  /// Takes \p Arg if it is one of the shared options (CommonOptions), with
  /// its value; true then. -h, --help and -help print the help and exit.
  bool parseCommon(StringRef Arg, CommonOptions &O);

  [[noreturn]] void usageError(const Twine &Message) const;

private:
  int Argc;
  char **Argv;
  int Index = 0;
  StringRef Tool, Usage;
  void (*Help)();
};

/// Gives the backend \p Options as llc's command line would (-name,
/// -name=value: the target is compiled into the tool, so they are its
/// cl::opts). Exits with status 2 on one it does not know.
void setBackendOptions(StringRef Tool, ArrayRef<std::string> Options);

/// Writes \p Text to \p Path ("-": stdout), as text unless \p Binary;
/// false after `TOOL: error: cannot write ...`.
bool writeOutput(StringRef Tool, StringRef Path, StringRef Text,
                 bool Binary = false);

/// One program to compile and print.
struct ProgramRequest {
  /// The module, as bitcode; \c Name names it in messages.
  std::string Bitcode, Name;
  CompileOptions Options;
  LinkInputs Links;
  CommonOptions Common;
  /// --deploy: init code that runs the constructor and returns the runtime
  /// code (compiled first, its libraries filled in: the init code cannot
  /// fill what it copies).
  bool Deploy = false;
  /// --json: the link step's JSON instead of the hex line.
  bool JSON = false;
  /// Where the diagnostics of the compilation go; stderr when null.
  raw_ostream *Diagnostics = nullptr;
};

/// Compiles \p R and writes what it asks for to its output; the
/// diagnostics go to R.Diagnostics. Returns the exit status: 0, or 1 when the
/// program could not be compiled or written.
int compileProgram(StringRef Tool, ProgramRequest &R);

} // namespace EVM
} // namespace llvm

#endif
