//===-- EVMRustLinker.cpp - rustc's linker for the EVM target -------------===//
//
// See EVMRustLinker.h.
//
//===----------------------------------------------------------------------===//

#include "EVMRustLinker.h"
#include "Driver/EVMDriver.h"
#include "Driver/EVMFrontDoor.h"
#include "Driver/EVMProgramLinker.h"
#include "Driver/EVMProgramModel.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Object/Archive.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <vector>

using namespace llvm;

/// The name the messages start with: the command rustc runs.
static constexpr const char *ToolName = "evm-ld";

std::string EVM::demangleSymbols(StringRef Text) {
  // A word is a run of the characters a mangled name is made of, as
  // llvm-cxxfilt splits a line.
  auto IsNameChar = [](char C) {
    return isAlnum(C) || C == '_' || C == '.' || C == '$';
  };
  std::string Out;
  Out.reserve(Text.size());
  for (size_t I = 0; I < Text.size();) {
    if (!IsNameChar(Text[I])) {
      Out += Text[I++];
      continue;
    }
    size_t End = I;
    while (End < Text.size() && IsNameChar(Text[End]))
      ++End;
    StringRef Word = Text.slice(I, End);
    // llvm::demangle gives the word back when it is not a mangled name.
    if (Word.starts_with("_Z") || Word.starts_with("_R"))
      Out += demangle(Word);
    else
      Out += Word;
    I = End;
  }
  return Out;
}

namespace {

/// What the command line asks for.
struct LinkCommand {
  /// The level is Common.Level, -O2 when not given.
  EVM::CommonOptions Common;
  bool Deploy = false;
  /// rustc's objects, its archives, and the modules bin/evm-rustc adds.
  std::vector<std::string> Objects, Archives, Inputs;
};

/// The diagnostics of the link, shown at the end: demangled, on stderr and
/// in the file EVM_LD_DIAGNOSTICS names.
class LinkDiagnostics {
public:
  raw_ostream &os() { return OS; }
  void error(const Twine &Message) {
    OS << ToolName << ": error: " << Message << '\n';
  }
  void show() {
    if (Text.empty())
      return;
    std::string Shown = EVM::demangleSymbols(Text);
    if (std::optional<std::string> Path =
            sys::Process::GetEnv(EVM::RustLinkDiagnosticsVar)) {
      if (!Path->empty()) {
        std::error_code EC;
        raw_fd_ostream File(*Path, EC);
        if (!EC)
          File << Shown;
      }
    }
    errs() << Shown;
  }

private:
  std::string Text;
  raw_string_ostream OS{Text};
};

} // end anonymous namespace

/// Reads rustc's linker command line (the gcc flavour: -o OUT, objects,
/// archives, -L DIR, -Wl,..., -nodefaultlibs, ...) and bin/evm-rustc's
/// options. False after a message.
static bool parseLinkCommand(ArrayRef<std::string> Args, LinkCommand &C,
                             LinkDiagnostics &Diags) {
  namespace Opt = EVM::RustLinkOption;
  // rustc's options that take the next argument as their value.
  static constexpr StringLiteral WithValue[] = {
      "-L",           "-l",         "-z",        "-m", "-e",
      "--hash-style", "--build-id", "--sysroot", "-T"};
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A.consume_front(Opt::Level)) {
      std::optional<EVM::OptLevel> L = EVM::parseOptLevel(A);
      if (!L) {
        Diags.error("unknown level '" + A + "'");
        return false;
      }
      C.Common.Level = *L;
    } else if (A.consume_front(Opt::Emit)) {
      if (A == "asm") {
        C.Common.Assembly = true;
      } else if (A == "llvm") {
        C.Common.EmitLLVM = true;
      } else if (A != "hex") {
        Diags.error("unknown output '" + A + "' (hex, asm or llvm)");
        return false;
      }
    } else if (A == Opt::Deploy) {
      C.Deploy = true;
    } else if (A.consume_front(Opt::CPU)) {
      C.Common.CPU = A.str();
    } else if (A.consume_front(Opt::Input)) {
      C.Inputs.push_back(A.str());
    } else if (A.consume_front(Opt::Report)) {
      C.Common.Reports.push_back(A.str());
    } else if (A == "-o" && I + 1 < Args.size()) {
      C.Common.Out = Args[++I];
    } else if (is_contained(WithValue, A)) {
      ++I;
    } else if (A.starts_with("-")) {
      // -nodefaultlibs, -Wl,--gc-sections, -fuse-ld=..., -plugin-opt=...:
      // nothing to a link of bitcode.
    } else if (A.ends_with(".rlib") || A.ends_with(".a")) {
      C.Archives.push_back(A.str());
    } else {
      C.Objects.push_back(A.str());
    }
  }
  if (C.Common.Out == "-") {
    Diags.error("no output file (-o)");
    return false;
  }
  return true;
}

/// Reads a bitcode module lazily (\p Buffer must outlive it: the linker
/// reads each function it moves); an error message, and null, when it
/// does not parse.
static std::unique_ptr<Module>
parseModule(MemoryBufferRef Buffer, LLVMContext &Ctx, LinkDiagnostics &Diags) {
  Expected<std::unique_ptr<Module>> M = getLazyBitcodeModule(Buffer, Ctx);
  if (!M) {
    Diags.error("cannot read '" + Buffer.getBufferIdentifier() +
                "': " + toString(M.takeError()));
    return nullptr;
  }
  return std::move(*M);
}

/// Links rustc's objects and archives and bin/evm-rustc's modules into
/// \p Linker, in that order. Objects that are not bitcode (rustc's
/// symbols.o, an archive's lib.rmeta) carry no code and are skipped.
static bool linkPieces(const LinkCommand &C, StringRef RuntimePath,
                       LLVMContext &Ctx, EVM::ProgramLinker &Linker,
                       LinkDiagnostics &Diags, const bool &LinkFailed) {
  auto Add = [&](std::unique_ptr<Module> M) {
    return M && Linker.addModule(std::move(M)) && !LinkFailed;
  };
  auto Read = [&](StringRef Path) -> std::unique_ptr<MemoryBuffer> {
    ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
    if (!B) {
      Diags.error("cannot read '" + Path + "': " + B.getError().message());
      return nullptr;
    }
    return std::move(*B);
  };
  for (const std::string &Path : C.Objects) {
    std::unique_ptr<MemoryBuffer> B = Read(Path);
    if (!B)
      return false;
    if (identify_magic(B->getBuffer()) == file_magic::bitcode &&
        !Add(parseModule(*B, Ctx, Diags)))
      return false;
  }
  for (const std::string &Path : C.Archives) {
    std::unique_ptr<MemoryBuffer> B = Read(Path);
    if (!B)
      return false;
    Expected<std::unique_ptr<object::Archive>> A = object::Archive::create(*B);
    if (!A) {
      Diags.error("cannot read the archive '" + Path +
                  "': " + toString(A.takeError()));
      return false;
    }
    Error Err = Error::success();
    for (const object::Archive::Child &Member : (*A)->children(Err)) {
      Expected<MemoryBufferRef> Ref = Member.getMemoryBufferRef();
      if (!Ref) {
        consumeError(std::move(Err));
        Diags.error("cannot read a member of '" + Path +
                    "': " + toString(Ref.takeError()));
        return false;
      }
      if (identify_magic(Ref->getBuffer()) != file_magic::bitcode)
        continue;
      // Messages name the member in its archive.
      Expected<StringRef> Name = Member.getName();
      std::string Id = (Path + "(" + (Name ? *Name : "?") + ")").str();
      if (!Name)
        consumeError(Name.takeError());
      if (!Add(
              parseModule(MemoryBufferRef(Ref->getBuffer(), Id), Ctx, Diags))) {
        consumeError(std::move(Err));
        return false;
      }
    }
    if (Err) {
      Diags.error("cannot read the archive '" + Path +
                  "': " + toString(std::move(Err)));
      return false;
    }
  }
  std::vector<std::string> Modules = C.Inputs;
  Modules.push_back(RuntimePath.str());
  for (const std::string &Path : Modules) {
    SMDiagnostic Err;
    std::unique_ptr<Module> M = getLazyIRFileModule(Path, Err, Ctx);
    if (!M) {
      std::string Message;
      raw_string_ostream OS(Message);
      Err.print(ToolName, OS);
      Diags.os() << Message;
      return false;
    }
    if (!Add(std::move(M)))
      return false;
  }
  return true;
}

int EVM::runRustLinker(ArrayRef<std::string> Args, StringRef RuntimePath,
                       StringRef LibcPath) {
  LinkDiagnostics Diags;
  auto Fail = [&](int Status = 1) {
    Diags.show();
    return Status;
  };
  LinkCommand C;
  if (!parseLinkCommand(Args, C, Diags))
    return Fail(2);
  if (RuntimePath.empty() || LibcPath.empty()) {
    Diags.error("this build has no C library (libc.bc) or no runtime of the "
                "evm crate, which Rust programs need: run scripts/build.sh "
                "with libclang-22-dev installed");
    return Fail();
  }

  EVM::ProgramRequest Request;
  {
    LLVMContext Ctx;
    // The IR linker reports through the context: a symbol defined twice.
    struct HandlerState {
      LinkDiagnostics *Diags;
      bool Failed = false;
    } State{&Diags};
    Ctx.setDiagnosticHandlerCallBack(
        [](const DiagnosticInfo *DI, void *Context) {
          auto *S = static_cast<HandlerState *>(Context);
          if (DI->getSeverity() == DS_Error)
            S->Failed = true;
          raw_ostream &OS = S->Diags->os();
          OS << ToolName << ": "
             << LLVMContext::getDiagnosticMessagePrefix(DI->getSeverity())
             << ": ";
          DiagnosticPrinterRawOStream DP(OS);
          DI->print(DP);
          OS << '\n';
        },
        &State);
    EVM::ProgramLinker Linker(Ctx);
    // Every piece moves into an empty program, as llvm-link moves them:
    // the IR mover places each function where its first user needs it.
    Linker.addModule(std::make_unique<Module>("evm-ld", Ctx));
    if (!linkPieces(C, RuntimePath, Ctx, Linker, Diags, State.Failed))
      return Fail();
    Module &M = *Linker.getProgram();
    if (Function *Entry = M.getFunction(EVM::EntryName);
        !Entry || Entry->isDeclaration()) {
      Function *Main = M.getFunction("main");
      if (!Main || Main->isDeclaration()) {
        Diags.error("the program has no entry: define 'fn main()' (or, in a "
                    "crate with #![no_main], use evm::entry!)");
        return Fail();
      }
      if (Error E = EVM::addEntryFunction(M, ToolName)) {
        Diags.error(toString(std::move(E)));
        return Fail();
      }
    }
    if (!Linker.addLibrary(LibcPath) || State.Failed)
      return Fail();
    if (Error E = EVM::closeProgram(M)) {
      Diags.error(toString(std::move(E)));
      return Fail();
    }
    raw_string_ostream OS(Request.Bitcode);
    WriteBitcodeToFile(M, OS);
  }

  Request.Name = sys::path::filename(C.Common.Out).str();
  Request.Options.Level = C.Common.Level.value_or(EVM::OptLevel::O2);
  Request.Options.CPU = C.Common.CPU;
  Request.Common = C.Common;
  Request.Deploy = C.Deploy;
  Request.Diagnostics = &Diags.os();
  int Status = EVM::compileProgram(ToolName, Request);
  // The warnings of a link that succeeded, too.
  Diags.show();
  return Status;
}
