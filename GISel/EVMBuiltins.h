//===-- EVMBuiltins.h - llvm.evm.* builtins and calls -----------*- C++ -*-===//
//
// A plugin cannot add intrinsic IDs to LLVM, so EVM operations without an IR
// equivalent are calls to functions named `llvm.evm.<opcode>`. This maps such
// a name to the register-form instruction that implements it; the
// instruction's operands (stack order) are the call's arguments in order,
// its definition, if any, is the call's result.
//
// It also states which calls the target can make at all: EVMCheckIR
// reports the others before instruction selection, and call lowering
// refuses them by the same rule.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_GISEL_EVMBUILTINS_H
#define EVM_GISEL_EVMBUILTINS_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {
class CallBase;
class MCInstrInfo;

namespace EVM {
/// The prefix that marks a builtin.
constexpr StringRef BuiltinPrefix = "llvm.evm.";

/// The register-form opcode of builtin \p Name (with the prefix), if any.
std::optional<unsigned> getBuiltinOpcode(StringRef Name);

/// Why the EVM target cannot make \p Call, or none if it can: inline
/// assembly, invoke and callbr, variadic calls, calls of aliases, of
/// functions neither defined in the module nor builtins, of the entry
/// function, of unknown builtins, and of builtins whose signature does not
/// match their opcode in \p MII (an i256 or pointer per operand, an i256
/// result if the opcode produces one). Calls of LLVM's own intrinsics are
/// not calls on the EVM (the IRTranslator expands them) and are not
/// checked here.
std::optional<std::string> checkCall(const CallBase &Call,
                                     const MCInstrInfo &MII);
} // namespace EVM
} // namespace llvm

#endif
