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
#include <memory>

namespace yul {

/// The module of \p Obj's code; null if an error was reported.
std::unique_ptr<llvm::Module> compileObjectCode(const Object &Obj,
                                                llvm::LLVMContext &Ctx,
                                                Diagnostics &Diags);

} // namespace yul

#endif
