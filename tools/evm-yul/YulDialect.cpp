//===-- YulDialect.cpp - The builtins of Yul's EVM dialect ----------------===//

#include "YulDialect.h"
#include "llvm/ADT/ArrayRef.h"

using namespace llvm;
using namespace yul;

namespace {
using K = BuiltinKind;
// Name, arguments, results, kind, backend builtin or reason.
const BuiltinInfo Builtins[] = {
    // Arithmetic and comparison.
    {"add", 2, 1, K::Binary, ""},
    {"sub", 2, 1, K::Binary, ""},
    {"mul", 2, 1, K::Binary, ""},
    {"and", 2, 1, K::Binary, ""},
    {"or", 2, 1, K::Binary, ""},
    {"xor", 2, 1, K::Binary, ""},
    {"div", 2, 1, K::Division, "div"},
    {"sdiv", 2, 1, K::Division, "sdiv"},
    {"mod", 2, 1, K::Division, "mod"},
    {"smod", 2, 1, K::Division, "smod"},
    {"shl", 2, 1, K::Shift, "shl"},
    {"shr", 2, 1, K::Shift, "shr"},
    {"sar", 2, 1, K::Shift, "sar"},
    {"lt", 2, 1, K::Compare, ""},
    {"gt", 2, 1, K::Compare, ""},
    {"slt", 2, 1, K::Compare, ""},
    {"sgt", 2, 1, K::Compare, ""},
    {"eq", 2, 1, K::Compare, ""},
    {"iszero", 1, 1, K::IsZero, ""},
    {"not", 1, 1, K::Not, ""},
    {"exp", 2, 1, K::EVMCall, "exp"},
    {"addmod", 3, 1, K::EVMCall, "addmod"},
    {"mulmod", 3, 1, K::EVMCall, "mulmod"},
    {"signextend", 2, 1, K::EVMCall, "signextend"},
    {"byte", 2, 1, K::EVMCall, "byte"},
    {"clz", 1, 1, K::Clz, ""},
    {"keccak256", 2, 1, K::EVMCall, "sha3"},
    // Memory, storage, transient storage.
    {"mload", 1, 1, K::MLoad, ""},
    {"mstore", 2, 0, K::MStore, ""},
    {"mstore8", 2, 0, K::MStore8, ""},
    {"mcopy", 3, 0, K::MCopy, ""},
    {"msize", 0, 1, K::EVMCall, "msize"},
    {"sload", 1, 1, K::SLoad, ""},
    {"sstore", 2, 0, K::SStore, ""},
    {"tload", 1, 1, K::TLoad, ""},
    {"tstore", 2, 0, K::TStore, ""},
    {"pop", 1, 0, K::Pop, ""},
    // The call's environment and the block.
    {"gas", 0, 1, K::EVMCall, "gas"},
    {"address", 0, 1, K::EVMCall, "address"},
    {"balance", 1, 1, K::EVMCall, "balance"},
    {"selfbalance", 0, 1, K::EVMCall, "selfbalance"},
    {"caller", 0, 1, K::EVMCall, "caller"},
    {"callvalue", 0, 1, K::EVMCall, "callvalue"},
    {"calldataload", 1, 1, K::EVMCall, "calldataload"},
    {"calldatasize", 0, 1, K::EVMCall, "calldatasize"},
    {"calldatacopy", 3, 0, K::EVMCall, "calldatacopy"},
    {"codesize", 0, 1, K::EVMCall, "codesize"},
    {"codecopy", 3, 0, K::EVMCall, "codecopy"},
    {"extcodesize", 1, 1, K::EVMCall, "extcodesize"},
    {"extcodecopy", 4, 0, K::EVMCall, "extcodecopy"},
    {"extcodehash", 1, 1, K::EVMCall, "extcodehash"},
    {"returndatasize", 0, 1, K::EVMCall, "returndatasize"},
    {"returndatacopy", 3, 0, K::EVMCall, "returndatacopy"},
    {"chainid", 0, 1, K::EVMCall, "chainid"},
    {"basefee", 0, 1, K::EVMCall, "basefee"},
    {"blobbasefee", 0, 1, K::EVMCall, "blobbasefee"},
    {"blobhash", 1, 1, K::EVMCall, "blobhash"},
    {"origin", 0, 1, K::EVMCall, "origin"},
    {"gasprice", 0, 1, K::EVMCall, "gasprice"},
    {"blockhash", 1, 1, K::EVMCall, "blockhash"},
    {"coinbase", 0, 1, K::EVMCall, "coinbase"},
    {"timestamp", 0, 1, K::EVMCall, "timestamp"},
    {"number", 0, 1, K::EVMCall, "number"},
    {"prevrandao", 0, 1, K::EVMCall, "prevrandao"},
    {"gaslimit", 0, 1, K::EVMCall, "gaslimit"},
    // Logs, other accounts, and the end of the call.
    {"log0", 2, 0, K::EVMCall, "log0"},
    {"log1", 3, 0, K::EVMCall, "log1"},
    {"log2", 4, 0, K::EVMCall, "log2"},
    {"log3", 5, 0, K::EVMCall, "log3"},
    {"log4", 6, 0, K::EVMCall, "log4"},
    {"create", 3, 1, K::EVMCall, "create"},
    {"create2", 4, 1, K::EVMCall, "create2"},
    {"call", 7, 1, K::EVMCall, "call"},
    {"callcode", 7, 1, K::EVMCall, "callcode"},
    {"delegatecall", 6, 1, K::EVMCall, "delegatecall"},
    {"staticcall", 6, 1, K::EVMCall, "staticcall"},
    {"return", 2, 0, K::Terminator, "return"},
    {"revert", 2, 0, K::Terminator, "revert"},
    {"stop", 0, 0, K::Terminator, "stop"},
    {"invalid", 0, 0, K::Terminator, "invalid"},
    {"selfdestruct", 1, 0, K::Terminator, "selfdestruct"},
    // Objects: their code and data, immutables, libraries, memory.
    {"datasize", 1, 1, K::DataSize, ""},
    {"dataoffset", 1, 1, K::DataOffset, ""},
    {"datacopy", 3, 0, K::EVMCall, "codecopy"},
    {"loadimmutable", 1, 1, K::LoadImmutable, ""},
    {"setimmutable", 3, 0, K::SetImmutable, ""},
    {"linkersymbol", 1, 1, K::LinkerSymbol, ""},
    {"memoryguard", 1, 1, K::MemoryGuard, ""},
    // Refused.
    {"pc", 0, 1, K::Refused,
     "the program counter depends on how the backend lays out the code, "
     "which is not solc's"},
    {"difficulty", 0, 1, K::Refused,
     "it is not a builtin of the EVM dialect since the Paris fork; "
     "prevrandao() reads the same value"},
};
} // end anonymous namespace

std::optional<BuiltinInfo> yul::lookupBuiltin(StringRef Name) {
  for (const BuiltinInfo &B : Builtins)
    if (B.Name == Name)
      return B;
  // verbatim_<n>i_<m>o: raw bytecode, which a compiler that lays out the
  // code itself cannot place.
  StringRef Rest = Name;
  unsigned In, Out;
  if (Rest.consume_front("verbatim_") && !Rest.consumeInteger(10, In) &&
      Rest.consume_front("i_") && !Rest.consumeInteger(10, Out) && Rest == "o")
    return BuiltinInfo{Name, In + 1, Out, K::Refused,
                       "its bytes would be placed among code that the "
                       "backend lays out and optimises without knowing "
                       "what they do"};
  return std::nullopt;
}
