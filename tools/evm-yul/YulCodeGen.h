//===-- YulCodeGen.h - The code of a Yul object as LLVM IR -----*- C++ -*-===//
//
// One object's code block becomes one module: the top-level statements the
// entry function `__entry`, each Yul function an internal function taking
// and returning words (several results as a struct). Sub-objects are
// separate modules; the code names them only through datasize,
// dataoffset and setimmutable, which the backend resolves when the module
// is linked with them (docs/yul.md, "Objects").
//
// The scoping rules of Yul are checked on the way: names are resolved
// where they are used, nothing may be declared where a name of the same
// spelling is visible (shadowing), a function cannot reach the variables
// outside it, break/continue only in a loop of the same function, leave
// only in a function, and every expression gives as many values as its
// place needs.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_YUL_YULCODEGEN_H
#define EVM_YUL_YULCODEGEN_H

#include "YulAST.h"
#include "YulDiagnostics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include <map>
#include <memory>
#include <string>

namespace yul {

/// The IDs sources have in a compilation, by name: a `@src` index is
/// replaced by the ID its object's `@use-src` name has here (solc numbers
/// the sources of each compilation; bin/evm-solc compiles a contract's Yul
/// from a compilation of some of the sources, and gives the IDs of the
/// compilation of all of them).
using SourceIDs = std::map<std::string, int>;

/// The module of \p Obj's code; null if an error was reported. Every
/// instruction has the debug location of the node it comes from: its line
/// is 1 + the index of the node's SourceRange in the module's named
/// metadata `!evm.source.ranges`, from which the backend writes solc's
/// source map (docs/yul.md, "Source positions"). With \p IDs, source
/// indices are replaced as SourceIDs says (-1 for a name it lacks).
std::unique_ptr<llvm::Module> compileObjectCode(const Object &Obj,
                                                llvm::LLVMContext &Ctx,
                                                Diagnostics &Diags,
                                                const SourceIDs *IDs = nullptr);

} // namespace yul

#endif
