//===-- EVMBuiltins.h - llvm.evm.* builtin functions ------------*- C++ -*-===//
//
// A plugin cannot add intrinsic IDs to LLVM, so EVM operations without an IR
// equivalent are calls to functions named `llvm.evm.<opcode>`. This maps such
// a name to the register-form instruction that implements it; the
// instruction's operands (stack order) are the call's arguments in order,
// its definition, if any, is the call's result.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_GISEL_EVMBUILTINS_H
#define EVM_GISEL_EVMBUILTINS_H

#include "llvm/ADT/StringRef.h"
#include <optional>

namespace llvm {
namespace EVM {
/// The prefix that marks a builtin.
constexpr StringRef BuiltinPrefix = "llvm.evm.";

/// The register-form opcode of builtin \p Name (with the prefix), if any.
std::optional<unsigned> getBuiltinOpcode(StringRef Name);
} // namespace EVM
} // namespace llvm

#endif
