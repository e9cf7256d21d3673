//===-- evm-rustc.cpp - Rust for the EVM ----------------------------------===//
//
// bin/evm-rustc (docs/rust.md): a #![no_std] Rust program (a .rs file, or a
// Cargo package) in, its bytecode out.
//
//  * Debian's rustc, with the EVM target preloaded (the `rustc` script),
//    compiles the crate against the sysroot (core, alloc,
//    compiler_builtins and the evm crate as bitcode; rust/build-sysroot.sh),
//    or Debian's cargo builds the package with that rustc; all of it is in
//    lib/evm-llvm/rust of the tree this command is in (a build's or an
//    installation's: Driver/EVMInstallLayout.h);
//  * rustc runs `evm-ld` as its linker, which runs this program again as
//    `evm-rustc --rustc-link ARGS...` (EVMRustLinker.h): the bitcode is
//    linked, closed and compiled by the driver in that one process, and
//    written where rustc asks; this command then prints that file.
//
// rustc runs its linker with its own environment, which preloads the
// plugin; evm-ld removes it first, since this program has the target
// compiled in. The options shared with bin/evm-bin and bin/evm-cc (the
// level, -mcpu, -o, -S, -emit-llvm, the reports) are read by the same
// parser (Driver/EVMFrontDoor.h) and reach the link as -C link-arg=...
// options (EVM::RustLinkOption). C files are compiled to bitcode by
// bin/evm-cc's tool and linked with the crate.
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMFrontDoor.h"
#include "Driver/EVMInstallLayout.h"
#include "EVMRustLinker.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

extern char **environ;

using namespace llvm;

static constexpr const char *ToolName = "evm-rustc";
static constexpr const char *Usage =
    "usage: bin/evm-rustc [options] FILE.rs [FILE.c...] (--help lists the "
    "options)";
/// Debian's cargo (cargo-web).
static constexpr const char *Cargo = "/usr/bin/cargo";
/// The first argument that makes this program the link (evm-ld).
static constexpr StringLiteral LinkMode = "--rustc-link";

static void help() {
  outs()
      << R"(usage: bin/evm-rustc [options] FILE.rs [FILE.c|FILE.ll|FILE.bc...]
       bin/evm-rustc [options] Cargo.toml|DIR

Compiles a #![no_std] Rust program for the EVM (docs/rust.md) and prints
its runtime bytecode as one line of hex digits, as bin/evm-cc does. The
program's `fn main()` is the entry; what it prints (evm::println!) is the
return data, and a panic reverts. The `evm` crate is always linked. C files
and LLVM modules after the Rust file are compiled and linked into the
program; a Cargo package (Cargo.toml or its directory) is built with cargo.

Options:
  -O0 -O1 -O2 -O3 -Os -Oz   optimisation level (default -O0, as rustc)
  -o OUT           write the output to OUT instead of stdout
  --deploy         print init code: it runs the evm::constructor! function
                   and returns the runtime code (docs/deploy.md)
  -S               print the EVM assembly instead of bytecode
  -emit-llvm       print the LLVM IR that reaches the backend instead
  -g               line tables (the source map's positions)
  --edition E      the Rust edition (default 2024)
  --cfg SPEC, -C OPT[=V], -A/-W/-D LINT, --crate-name NAME
                   rustc's options, passed on
  -mcpu=FORK       cancun, prague or osaka (the default); also -mcpu FORK
  --stats=FILE, --source-map=FILE, --layout=FILE
                   bin/evm-bin's reports of the bytecode (docs/tools.md)
  -Xcc ARG         an option for bin/evm-cc, for the C files (-Xcc -Idir)
  -h, --help       this text

Errors are rustc's diagnostics, the backend's (symbols demangled) or
`evm-rustc: error: ...`.

Exit status: 0 on success; 1 when the program could not be compiled;
2 for a bad command line or a build without Rust.
)";
}

namespace {

/// The command line.
struct Command {
  EVM::CommonOptions Common;
  bool Deploy = false, Debug = false;
  std::string Edition = "2024", CrateName;
  /// rustc's options, as given; bin/evm-cc's options for the C files.
  std::vector<std::string> RustcArgs, CCArgs;
  std::vector<std::string> Inputs;
  /// The Rust input: a .rs file, or a package's Cargo.toml.
  std::string Main;
  bool IsCargo = false;
};

/// Rust's part of the tree this command is in (EVMInstallLayout.h), which
/// rust/build-sysroot.sh makes: lib/evm-llvm/rust holds the target
/// specification (evm.json), the sysroot, the EVM crate's runtime, rustc
/// with the target inside it (the `rustc` script) and the link rustc runs
/// (`evm-ld`), and config.sh, the sysroot's panic strategy.
static std::string rustPath(StringRef Name) {
  return EVM::getLibPath("rust/" + Name);
}

/// What rust/build-sysroot.sh wrote into lib/evm-llvm/rust/config.sh.
struct RustConfig {
  std::string Panic;
};

/// A temporary directory, removed with everything in it.
class TempDir {
public:
  bool create() {
    SmallString<128> P;
    if (sys::fs::createUniqueDirectory("evm-rustc", P))
      return false;
    Path = P.str().str();
    return true;
  }
  ~TempDir() {
    if (!Path.empty())
      sys::fs::remove_directories(Path);
  }
  std::string file(const Twine &Name) const {
    SmallString<128> P(Path);
    sys::path::append(P, Name);
    return P.str().str();
  }

private:
  std::string Path;
};

} // end anonymous namespace

static raw_ostream &error() { return WithColor::error(errs(), ToolName); }

static std::string absolute(StringRef Path) {
  SmallString<256> P(Path);
  sys::fs::make_absolute(P);
  return P.str().str();
}

static Command parseCommandLine(int Argc, char **Argv) {
  Command C;
  EVM::ArgumentReader R(Argc, Argv, ToolName, Usage, help);
  StringRef A;
  while (R.next(A)) {
    // rustc's options, which take a value joined or as the next argument.
    bool Taken = false;
    for (StringRef Flag : {"-C", "-A", "-W", "-D"}) {
      if (!A.starts_with(Flag))
        continue;
      if (A == Flag) {
        C.RustcArgs.push_back(A.str());
        C.RustcArgs.push_back(R.value(Flag));
      } else {
        C.RustcArgs.push_back(A.str());
      }
      Taken = true;
      break;
    }
    if (Taken)
      continue;
    // --cfg is rustc's (bin/evm-bin's --cfg=FILE report is not offered).
    if (A == "--cfg") {
      C.RustcArgs.push_back("--cfg");
      C.RustcArgs.push_back(R.value("--cfg"));
      continue;
    }
    if (A.starts_with("--cfg=")) {
      C.RustcArgs.push_back(A.str());
      continue;
    }
    if (A == "--emit-llvm")
      A = "-emit-llvm";
    if (R.parseCommon(A, C.Common))
      continue;
    if (A == "--deploy") {
      C.Deploy = true;
    } else if (A == "-g") {
      C.Debug = true;
    } else if (std::optional<std::string> V = R.valueOf(A, "--edition")) {
      C.Edition = *V;
    } else if (std::optional<std::string> V = R.valueOf(A, "--crate-name")) {
      C.CrateName = *V;
    } else if (A == "-Xcc") {
      C.CCArgs.push_back(R.value("-Xcc"));
    } else if (A.starts_with("-")) {
      R.usageError("unknown option '" + A + "'");
    } else {
      C.Inputs.push_back(A.str());
    }
  }
  if (C.Inputs.empty())
    R.usageError("no input file");
  if (C.Deploy && C.Common.getOutput() != EVM::OutputKind::Bytecode)
    R.usageError("--deploy prints init code as hex; it does not combine "
                 "with -S or -emit-llvm");
  if (!C.Common.Libraries.empty())
    R.usageError("--libraries: a Rust program links no Solidity library");

  // The Rust input: a .rs file or a Cargo package; the rest, C and IR.
  C.Main = C.Inputs.front();
  if (sys::fs::is_directory(C.Main) &&
      sys::fs::exists(C.Main + "/Cargo.toml")) {
    C.IsCargo = true;
    C.Main += "/Cargo.toml";
  } else if (sys::path::filename(C.Main) == "Cargo.toml") {
    C.IsCargo = true;
  } else if (!StringRef(C.Main).ends_with(".rs")) {
    R.usageError("the first input must be a Rust file (.rs) or a Cargo "
                 "package, not '" +
                 C.Main + "'");
  }
  for (StringRef F : ArrayRef(C.Inputs).drop_front())
    if (!F.ends_with(".c") && !F.ends_with(".ll") && !F.ends_with(".bc"))
      R.usageError("'" + F +
                   "': only C files (.c) and LLVM modules (.ll, .bc) may "
                   "follow the Rust program");
  if (C.IsCargo &&
      (!C.RustcArgs.empty() || !C.CrateName.empty() || C.Edition != "2024"))
    R.usageError("--edition, --cfg, -C, -A, -W, -D and --crate-name are the "
                 "package's to set (Cargo.toml)");
  // The link runs in rustc's (or cargo's) directory: the reports' files
  // are named from here.
  for (std::string &Report : C.Common.Reports) {
    auto [Option, File] = StringRef(Report).split('=');
    Report = (Option + "=" + absolute(File)).str();
  }
  return C;
}

/// Reads lib/evm-llvm/rust/config.sh (KEY=VALUE lines, the value maybe
/// quoted).
static std::optional<RustConfig> readRustConfig(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  if (!B)
    return std::nullopt;
  std::map<std::string, std::string> Values;
  SmallVector<StringRef> Lines;
  (*B)->getBuffer().split(Lines, '\n');
  for (StringRef Line : Lines) {
    if (Line.starts_with("#"))
      continue;
    auto [Key, Value] = Line.split('=');
    Values[Key.trim().str()] = Value.trim().trim('"').str();
  }
  RustConfig Config{Values["EVM_RUST_PANIC"]};
  if (Config.Panic.empty())
    return std::nullopt;
  return Config;
}

/// The environment of this process with \p Overrides set.
static std::vector<std::string>
environmentWith(const std::map<std::string, std::string> &Overrides) {
  std::vector<std::string> Env;
  for (char **E = environ; *E; ++E) {
    StringRef Entry(*E);
    if (!Overrides.count(Entry.split('=').first.str()))
      Env.push_back(Entry.str());
  }
  for (const auto &[Key, Value] : Overrides)
    Env.push_back(Key + "=" + Value);
  return Env;
}

/// Runs \p Args (the program first) with \p Env, its output and errors
/// into the files given (empty: inherited). Returns its exit status, or -1
/// after a message when it could not run.
static int run(ArrayRef<std::string> Args, ArrayRef<std::string> Env,
               StringRef StdoutFile, StringRef StderrFile) {
  SmallVector<StringRef> ArgRefs(Args.begin(), Args.end());
  SmallVector<StringRef> EnvRefs(Env.begin(), Env.end());
  std::optional<StringRef> Redirects[] = {
      std::nullopt,
      StdoutFile.empty() ? std::nullopt : std::optional(StdoutFile),
      StderrFile.empty() ? std::nullopt : std::optional(StderrFile)};
  std::string Message;
  int Status = sys::ExecuteAndWait(Args.front(), ArgRefs, EnvRefs, Redirects, 0,
                                   0, &Message);
  if (Status < 0)
    error() << "cannot run '" << Args.front() << "': " << Message << '\n';
  return Status;
}

static std::string readFileOrEmpty(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  return B ? (*B)->getBuffer().str() : std::string();
}

/// Shows rustc's diagnostics (\p RustcErrors) and the link's (in
/// \p LinkDiagnostics): when the link failed, its own, already demangled,
/// stand for rustc's account of the failed command.
static void showDiagnostics(bool Failed, StringRef RustcErrors,
                            StringRef LinkDiagnostics) {
  if (Failed && !LinkDiagnostics.empty()) {
    size_t Cut = RustcErrors.find("error: linking with `");
    errs() << RustcErrors.substr(0, Cut) << LinkDiagnostics;
    return;
  }
  errs() << RustcErrors;
  if (!Failed)
    errs() << LinkDiagnostics;
}

/// The crate name of a .rs file: its stem, made an identifier.
static std::string crateNameOf(StringRef Path) {
  std::string Name = sys::path::stem(Path).str();
  for (char &Ch : Name)
    if (!isAlnum(Ch) && Ch != '_')
      Ch = '_';
  if (Name.empty() || isDigit(Name.front()))
    Name = "_" + Name;
  return Name;
}

/// The executables of cargo's JSON messages (one object a line).
static std::vector<std::string> findExecutables(StringRef Messages) {
  std::vector<std::string> Executables;
  SmallVector<StringRef> Lines;
  Messages.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef Line : Lines) {
    Expected<json::Value> V = json::parse(Line);
    if (!V) {
      consumeError(V.takeError());
      continue;
    }
    const json::Object *O = V->getAsObject();
    if (!O || O->getString("reason") != "compiler-artifact")
      continue;
    if (std::optional<StringRef> Exe = O->getString("executable"))
      Executables.push_back(Exe->str());
  }
  return Executables;
}

/// Compiles the program; returns the exit status.
static int compile(Command &C) {
  for (const std::string &F : C.Inputs)
    if (!sys::fs::exists(F)) {
      error() << "cannot read '" << F << "': no such file or not readable\n";
      return 1;
    }

  std::optional<RustConfig> Config = readRustConfig(rustPath("config.sh"));
  if (!Config) {
    error() << "no Rust support in " << EVM::getInstallLayout().LibDir
            << " (its build needs Debian's rustc-web, rust-web-src and "
               "cargo-web, which scripts/setup.sh installs)\n";
    return 2;
  }

  TempDir Tmp;
  if (!Tmp.create()) {
    error() << "cannot make a temporary directory\n";
    return 1;
  }
  namespace Opt = EVM::RustLinkOption;
  EVM::OptLevel Level = C.Common.Level.value_or(EVM::OptLevel::O0);
  std::string LevelFlag = EVM::getOptLevelFlag(Level).str();
  std::vector<std::string> LinkArgs;

  // C files: bitcode of the C front end at the program's level.
  unsigned NumC = 0;
  for (StringRef F : ArrayRef(C.Inputs).drop_front()) {
    if (!F.ends_with(".c")) {
      LinkArgs.push_back((Opt::Input + absolute(F)).str());
      continue;
    }
    std::string CC = EVM::getToolPath("evm-cc");
    if (!sys::fs::can_execute(CC)) {
      error() << "this installation has no C front end (evm-cc beside "
                 "this command) for '"
              << F << "'\n";
      return 1;
    }
    std::string Bitcode = Tmp.file("c" + Twine(++NumC) + ".bc");
    std::vector<std::string> Args = {CC, LevelFlag};
    append_range(Args, C.CCArgs);
    append_range(Args, std::vector<std::string>{"-emit-llvm", "-c", F.str(),
                                                "-o", Bitcode});
    if (run(Args, environmentWith({}), "", "") != 0)
      return 1;
    LinkArgs.push_back((Opt::Input + Bitcode).str());
  }

  LinkArgs.push_back((Opt::Level + LevelFlag).str());
  LinkArgs.push_back((Opt::Emit + (C.Common.EmitLLVM   ? "llvm"
                                   : C.Common.Assembly ? "asm"
                                                       : "hex"))
                         .str());
  if (C.Deploy)
    LinkArgs.push_back(Opt::Deploy.str());
  if (!C.Common.CPU.empty())
    LinkArgs.push_back((Opt::CPU + C.Common.CPU).str());
  for (const std::string &Report : C.Common.Reports)
    LinkArgs.push_back((Opt::Report + Report).str());

  // rustc's options for every crate of the program (Cargo adds the target
  // and -Z unstable-options itself).
  std::vector<std::string> Flags = {
      "--sysroot", rustPath("sysroot"),
      "-C",        "panic=" + Config->Panic,
      "-C",        "no-prepopulate-passes",
      "--extern",  "force:evm",
      "-C",        "linker=" + rustPath("evm-ld")};
  if (C.Debug)
    append_range(Flags,
                 std::vector<std::string>{"-C", "debuginfo=line-tables-only"});
  for (const std::string &L : LinkArgs) {
    Flags.push_back("-C");
    Flags.push_back("link-arg=" + L);
  }

  std::string LinkDiagnostics = Tmp.file("link-diagnostics");
  std::string RustcErrors = Tmp.file("rustc.err");
  std::map<std::string, std::string> Env = {
      {EVM::RustLinkDiagnosticsVar.str(), LinkDiagnostics}};
  std::string OptLevel = LevelFlag.substr(2);
  // Runs rustc or cargo, then shows its diagnostics and the link's; true
  // when it succeeded.
  auto runRust = [&](ArrayRef<std::string> Args, StringRef StdoutFile) {
    int Status = run(Args, environmentWith(Env), StdoutFile, RustcErrors);
    showDiagnostics(Status != 0, readFileOrEmpty(RustcErrors),
                    readFileOrEmpty(LinkDiagnostics));
    return Status == 0;
  };
  std::string Program;
  if (!C.IsCargo) {
    Program = Tmp.file("program.out");
    std::vector<std::string> Args = {rustPath("rustc"), "-Z",
                                     "unstable-options", "--target",
                                     rustPath("evm.json")};
    append_range(Args, Flags);
    append_range(Args,
                 std::vector<std::string>{
                     "-C", "opt-level=" + OptLevel, "--edition", C.Edition,
                     "--crate-type", "bin", "--crate-name",
                     C.CrateName.empty() ? crateNameOf(C.Main) : C.CrateName});
    append_range(Args, C.RustcArgs);
    append_range(Args, std::vector<std::string>{C.Main, "-o", Program});
    if (!runRust(Args, ""))
      return 1;
  } else {
    // Cargo: the release profile at the level asked (overflow checks and
    // debug assertions as rustc sets them for that level), our flags for
    // every crate of the package (CARGO_ENCODED_RUSTFLAGS: one per \x1f).
    std::string Checks = Level == EVM::OptLevel::O0 ? "true" : "false";
    Env["RUSTC"] = rustPath("rustc");
    Env["RUSTC_BOOTSTRAP"] = "1";
    Env["CARGO_ENCODED_RUSTFLAGS"] = join(Flags, "\x1f");
    Env["CARGO_PROFILE_RELEASE_OPT_LEVEL"] = OptLevel;
    Env["CARGO_PROFILE_RELEASE_DEBUG_ASSERTIONS"] = Checks;
    Env["CARGO_PROFILE_RELEASE_OVERFLOW_CHECKS"] = Checks;
    Env["CARGO_PROFILE_RELEASE_PANIC"] = "abort";
    Env["CARGO_PROFILE_RELEASE_LTO"] = "false";
    Env["CARGO_PROFILE_RELEASE_DEBUG"] = C.Debug ? "line-tables-only" : "false";
    std::string Messages = Tmp.file("cargo.json");
    std::vector<std::string> Args = {Cargo,
                                     "-Z",
                                     "json-target-spec",
                                     "build",
                                     "--release",
                                     "--offline",
                                     "--manifest-path",
                                     C.Main,
                                     "--target",
                                     rustPath("evm.json"),
                                     "--message-format=json-render-"
                                     "diagnostics"};
    if (!runRust(Args, Messages))
      return 1;
    std::vector<std::string> Executables =
        findExecutables(readFileOrEmpty(Messages));
    if (Executables.empty()) {
      error() << "the package has no binary target (src/main.rs or [[bin]]) "
                 "to be the program\n";
      return 1;
    }
    if (Executables.size() > 1) {
      error() << "the package has several binary targets; one program is "
                 "one binary\n";
      return 1;
    }
    Program = Executables.front();
  }

  ErrorOr<std::unique_ptr<MemoryBuffer>> Output =
      MemoryBuffer::getFile(Program);
  if (!Output) {
    error() << "rustc wrote no program ('" << Program
            << "'): " << Output.getError().message() << '\n';
    return 1;
  }
  return EVM::writeOutput(ToolName, C.Common.Out, (*Output)->getBuffer(),
                          /*Binary=*/true)
             ? 0
             : 1;
}

int main(int Argc, char **Argv) {
  InitLLVM X(Argc, Argv);
  if (Argc > 1 && Argv[1] == LinkMode) {
    std::vector<std::string> Args(Argv + 2, Argv + Argc);
    return EVM::runRustLinker(Args, rustPath("runtime.bc"),
                              EVM::getLibPath("libc.bc"));
  }
  Command C = parseCommandLine(Argc, Argv);
  return compile(C);
}
