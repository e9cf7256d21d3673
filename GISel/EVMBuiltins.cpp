//===-- EVMBuiltins.cpp - llvm.evm.* builtin functions ----------------------===//

#include "EVMBuiltins.h"
#include "EVMMCTargetDesc.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

std::optional<unsigned> EVM::getBuiltinOpcode(StringRef Name) {
  if (!Name.consume_front(BuiltinPrefix))
    return std::nullopt;
  unsigned Opcode = StringSwitch<unsigned>(Name)
                        .Case("addmod", EVM::ADDMOD)
                        .Case("mulmod", EVM::MULMOD)
                        .Case("exp", EVM::EXP)
                        .Case("calldataload", EVM::CALLDATALOAD)
                        .Case("return", EVM::RETURN)
                        .Case("revert", EVM::REVERT)
                        .Case("stop", EVM::STOP)
                        .Default(0);
  if (!Opcode)
    return std::nullopt;
  return Opcode;
}
