//===-- EVMProgramLinker.h - One module from a program's pieces -*- C++ -*-===//
//
/// \file
/// The backend compiles a whole program at once, so the front doors that
/// take a program in pieces (bin/evm-cc's translation units, the crates
/// and C files rustc hands rust/evm-ld) link them into one module first:
/// each piece is linked whole with llvm::Linker (a symbol defined twice is
/// an error), then the C library's bitcode is linked the way a static
/// archive is, only for what the program uses: Linker::LinkOnlyNeeded
/// takes the library's definitions of the program's declarations, and
/// the IR mover brings along what those definitions use in turn.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_DRIVER_EVMPROGRAMLINKER_H
#define EVM_DRIVER_EVMPROGRAMLINKER_H

#include "llvm/ADT/StringRef.h"
#include <memory>

namespace llvm {
class LLVMContext;
class Module;

namespace EVM {

class ProgramLinker {
public:
  explicit ProgramLinker(LLVMContext &Context);
  ~ProgramLinker();

  /// Links one piece into the program. Link errors are reported through
  /// the context's diagnostic handler; false after one.
  bool addModule(std::unique_ptr<Module> Piece);

  /// Links the definitions the program needs from the library in
  /// \p LibraryPath (bitcode or IR). False after an error, which is
  /// reported through the context too.
  bool addLibrary(StringRef LibraryPath);

  /// The program linked so far, or null if nothing was added.
  Module *getProgram() { return Program.get(); }
  std::unique_ptr<Module> takeProgram() { return std::move(Program); }

private:
  LLVMContext &Context;
  std::unique_ptr<Module> Program;
};

} // namespace EVM
} // namespace llvm

#endif // EVM_DRIVER_EVMPROGRAMLINKER_H
