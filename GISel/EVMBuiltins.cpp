//===-- EVMBuiltins.cpp - llvm.evm.* builtin functions ----------------------===//

#include "EVMBuiltins.h"
#include "EVMMCTargetDesc.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

std::optional<unsigned> EVM::getBuiltinOpcode(StringRef Name) {
  if (!Name.consume_front(BuiltinPrefix))
    return std::nullopt;
  unsigned Opcode = StringSwitch<unsigned>(Name)
                        // Arithmetic without an IR equivalent.
                        .Case("addmod", EVM::ADDMOD)
                        .Case("mulmod", EVM::MULMOD)
                        .Case("exp", EVM::EXP)
                        .Case("byte", EVM::BYTE)
                        .Case("signextend", EVM::SIGNEXTEND)
                        .Case("sha3", EVM::KECCAK256)
                        // Where the memory the backend lays out ends.
                        .Case("heapstart", EVM::HEAPSTART)
                        // Environment and block information.
                        .Case("address", EVM::ADDRESS)
                        .Case("balance", EVM::BALANCE)
                        .Case("origin", EVM::ORIGIN)
                        .Case("caller", EVM::CALLER)
                        .Case("callvalue", EVM::CALLVALUE)
                        .Case("calldataload", EVM::CALLDATALOAD)
                        .Case("calldatasize", EVM::CALLDATASIZE)
                        .Case("calldatacopy", EVM::CALLDATACOPY)
                        .Case("codesize", EVM::CODESIZE)
                        .Case("codecopy", EVM::CODECOPY)
                        .Case("gasprice", EVM::GASPRICE)
                        .Case("extcodesize", EVM::EXTCODESIZE)
                        .Case("extcodecopy", EVM::EXTCODECOPY)
                        .Case("returndatasize", EVM::RETURNDATASIZE)
                        .Case("returndatacopy", EVM::RETURNDATACOPY)
                        .Case("extcodehash", EVM::EXTCODEHASH)
                        .Case("blockhash", EVM::BLOCKHASH)
                        .Case("coinbase", EVM::COINBASE)
                        .Case("timestamp", EVM::TIMESTAMP)
                        .Case("number", EVM::NUMBER)
                        .Case("prevrandao", EVM::PREVRANDAO)
                        .Case("difficulty", EVM::PREVRANDAO)
                        .Case("gaslimit", EVM::GASLIMIT)
                        .Case("chainid", EVM::CHAINID)
                        .Case("selfbalance", EVM::SELFBALANCE)
                        .Case("basefee", EVM::BASEFEE)
                        .Case("blobhash", EVM::BLOBHASH)
                        .Case("blobbasefee", EVM::BLOBBASEFEE)
                        .Case("gas", EVM::GAS)
                        .Case("msize", EVM::MSIZE)
                        .Case("pc", EVM::PC)
                        // Logs.
                        .Case("log0", EVM::LOG0)
                        .Case("log1", EVM::LOG1)
                        .Case("log2", EVM::LOG2)
                        .Case("log3", EVM::LOG3)
                        .Case("log4", EVM::LOG4)
                        // Accounts and calls.
                        .Case("create", EVM::CREATE)
                        .Case("create2", EVM::CREATE2)
                        .Case("call", EVM::CALL)
                        .Case("callcode", EVM::CALLCODE)
                        .Case("delegatecall", EVM::DELEGATECALL)
                        .Case("staticcall", EVM::STATICCALL)
                        .Case("selfdestruct", EVM::SELFDESTRUCT)
                        // Ending the call.
                        .Case("return", EVM::RETURN)
                        .Case("revert", EVM::REVERT)
                        .Case("stop", EVM::STOP)
                        .Case("invalid", EVM::INVALID)
                        .Default(0);
  if (!Opcode)
    return std::nullopt;
  return Opcode;
}
