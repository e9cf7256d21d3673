//===-- EVMCLinker.h - one module from a C program's pieces -----*- C++ -*-===//
//
// A program of several C files becomes one module, as the backend compiles
// a whole contract at once: the translation units are linked with
// llvm::Linker (a symbol defined twice is an error), then the C library's
// bitcode is linked the way a static archive is, only for what the program
// uses: Linker::LinkOnlyNeeded takes the library's definitions of the
// program's declarations, and the IR mover brings along what those
// definitions use in turn.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_EVM_CC_EVMCLINKER_H
#define LLVM_TOOLS_EVM_CC_EVMCLINKER_H

#include "llvm/Support/Error.h"
#include <memory>

namespace llvm {
class LLVMContext;
class Module;

namespace evmcc {

class EVMCLinker {
public:
  explicit EVMCLinker(LLVMContext &Context);
  ~EVMCLinker();

  /// Links one translation unit into the program. Link errors are reported
  /// through the context's diagnostic handler; false after one.
  bool addTranslationUnit(std::unique_ptr<Module> TU);

  /// Links the definitions the program needs from the library in
  /// \p LibraryPath (bitcode or IR). False after an error.
  bool addLibrary(StringRef LibraryPath);

  /// The program linked so far, or null if nothing was added.
  Module *getProgram() { return Program.get(); }
  std::unique_ptr<Module> takeProgram() { return std::move(Program); }

private:
  LLVMContext &Context;
  std::unique_ptr<Module> Program;
};

} // namespace evmcc
} // namespace llvm

#endif // LLVM_TOOLS_EVM_CC_EVMCLINKER_H
