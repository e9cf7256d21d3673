//===-- EVMRuntimeLibrary.h - The IR dialect's runtime library --*- C++ -*-===//
//
// Front ends of the other LLVM EVM backend call a small runtime library,
// `__addmod`, `__div`, `__shl`, ..., `__sha3`, which they declare but do not
// define: each is one EVM instruction with the EVM's operand order and
// semantics (division by zero is zero, shifts take the amount first, ...).
// This names the library's functions and their types; EVMRuntimeLibrary
// (the pass) defines the ones a module declares and inlines their calls.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMRUNTIMELIBRARY_H
#define EVM_IR_EVMRUNTIMELIBRARY_H

#include "llvm/ADT/StringRef.h"

namespace llvm {
class FunctionType;
class LLVMContext;
class Module;

namespace EVM {
/// The type of the runtime-library function \p Name, or null if the library
/// has no function of that name.
FunctionType *getRuntimeFunctionType(StringRef Name, LLVMContext &Ctx);
/// Defines the library's functions that \p M declares with the library's
/// type and inlines their direct calls (the pass EVMRuntimeLibrary, and the
/// middle end's preparation, EVMPrepareForOptimization). Whether anything
/// changed.
bool defineRuntimeLibrary(Module &M);
} // namespace EVM
} // namespace llvm

#endif
