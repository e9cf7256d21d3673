//===-- EVMProgramLinker.cpp - One module from a program's pieces ---------===//
//
// See EVMProgramLinker.h.
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMProgramLinker.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;

EVM::ProgramLinker::ProgramLinker(LLVMContext &Context) : Context(Context) {}

EVM::ProgramLinker::~ProgramLinker() = default;

bool EVM::ProgramLinker::addModule(std::unique_ptr<Module> Piece) {
  if (!Program) {
    // The program takes the first piece's name, triple and data layout.
    Program = std::move(Piece);
    return true;
  }
  return !Linker::linkModules(*Program, std::move(Piece));
}

bool EVM::ProgramLinker::addLibrary(StringRef LibraryPath) {
  SMDiagnostic Diag;
  // Lazily: only the functions the program needs are read.
  std::unique_ptr<Module> Library =
      getLazyIRFileModule(LibraryPath, Diag, Context);
  if (!Library) {
    Context.emitError("cannot read the library '" + LibraryPath +
                      "': " + Diag.getMessage());
    return false;
  }
  return !Linker::linkModules(*Program, std::move(Library),
                              Linker::Flags::LinkOnlyNeeded);
}
