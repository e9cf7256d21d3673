//===-- EVMCLinker.cpp - one module from a C program's pieces -------------===//
//
// See EVMCLinker.h.
//
//===----------------------------------------------------------------------===//

#include "EVMCLinker.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;
using namespace llvm::evmcc;

EVMCLinker::EVMCLinker(LLVMContext &Context) : Context(Context) {}

EVMCLinker::~EVMCLinker() = default;

bool EVMCLinker::addTranslationUnit(std::unique_ptr<Module> TU) {
  if (!Program) {
    // The program takes the first unit's name, triple and data layout.
    Program = std::move(TU);
    return true;
  }
  return !Linker::linkModules(*Program, std::move(TU));
}

bool EVMCLinker::addLibrary(StringRef LibraryPath) {
  SMDiagnostic Diag;
  // Lazily: only the functions the program needs are read.
  std::unique_ptr<Module> Library =
      getLazyIRFileModule(LibraryPath, Diag, Context);
  if (!Library) {
    Diag.print("evm-cc", errs());
    return false;
  }
  return !Linker::linkModules(*Program, std::move(Library),
                              Linker::Flags::LinkOnlyNeeded);
}
