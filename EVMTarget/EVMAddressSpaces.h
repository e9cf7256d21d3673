//===-- EVMAddressSpaces.h - The EVM's address spaces -----------*- C++ -*-===//
//
// Each data location of the EVM is an LLVM address space
// (docs/ir-dialect.md). Code that treats address spaces differently asks
// the predicates below rather than comparing numbers.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVMADDRESSSPACES_H
#define EVM_EVMADDRESSSPACES_H

namespace llvm {
namespace EVMAS {
enum : unsigned {
  StackFrame = 0,       ///< allocas: the function's frame in EVM memory
  Heap = 1,             ///< the rest of EVM memory
  CallData = 2,         ///< the call's input
  ReturnData = 3,       ///< the output of the last external call
  Code = 4,             ///< the running code and the data after it
  Storage = 5,          ///< the contract's storage
  TransientStorage = 6, ///< storage cleared after the transaction (EIP-1153)
  LastAddressSpace = TransientStorage
};

/// One of the spaces above; any other number has no meaning on the EVM.
inline bool isKnown(unsigned AS) { return AS <= LastAddressSpace; }

/// EVM memory (MLOAD, MSTORE, MSTORE8): the only space copies and fills
/// write.
inline bool isMemory(unsigned AS) { return AS == StackFrame || AS == Heap; }

/// Nothing can store into calldata, return data or code.
inline bool isReadOnly(unsigned AS) {
  return AS == CallData || AS == ReturnData || AS == Code;
}

/// A pointer into storage is a key, one word per key; the other known
/// spaces are byte-addressed.
inline bool isWordAddressed(unsigned AS) {
  return AS == Storage || AS == TransientStorage;
}
inline bool isByteAddressed(unsigned AS) {
  return isMemory(AS) || isReadOnly(AS);
}

/// Stores are memory or storage accesses.
inline bool isWritable(unsigned AS) {
  return isMemory(AS) || isWordAddressed(AS);
}

/// One opcode loads a whole word at any address (MLOAD, CALLDATALOAD,
/// SLOAD, TLOAD); return data and code are only read by copying.
inline bool hasWordLoad(unsigned AS) {
  return isMemory(AS) || AS == CallData || isWordAddressed(AS);
}

/// Global variables get an address fixed at compile time in memory or in
/// the code (docs/memory-map.md), nowhere else.
inline bool hasStaticAddress(unsigned AS) { return isMemory(AS) || AS == Code; }

/// The name of a known space in diagnostics, or null.
inline const char *getName(unsigned AS) {
  switch (AS) {
  case StackFrame:
    return "stack frame";
  case Heap:
    return "heap";
  case CallData:
    return "calldata";
  case ReturnData:
    return "return data";
  case Code:
    return "code";
  case Storage:
    return "storage";
  case TransientStorage:
    return "transient storage";
  default:
    return nullptr;
  }
}
} // namespace EVMAS
} // namespace llvm

#endif
