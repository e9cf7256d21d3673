//===-- EVMStaticData.h - Where global variables live -----------*- C++ -*-===//
//
// A module's global variables get addresses in one of two places
// (docs/memory-map.md):
//
//   * globals in address space 0 or 1 live in the static data region of EVM
//     memory, from 0x80 up (or from above what the module's memoryguard
//     reserves, if that is more), before the frames. Memory is zero when a call
//     starts, so globals whose initial value is zero need nothing; the
//     others come first and the entry function copies their initial image
//     from the code with one CODECOPY;
//   * globals in address space 4 (code) live in the data appended after the
//     code, where loads read them with CODECOPY.
//
// This class decides the placement and writes initial values as big-endian
// bytes. A word whose value is an address (a global's, a function's) is left
// to the caller to emit as a 2-byte fixup, since addresses are only known
// when the code is laid out.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EMISSION_EVMSTATICDATA_H
#define EVM_EMISSION_EVMSTATICDATA_H

#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include <cstdint>
#include <string>

namespace llvm {
class Constant;
class DataLayout;
class GlobalVariable;
class Module;

class EVMStaticData {
public:
  /// Whether \p GV gets an address: it is defined, in memory or in code.
  static bool hasAddress(const GlobalVariable &GV);

  explicit EVMStaticData(const Module &M);

  struct Placement {
    const GlobalVariable *GV;
    uint64_t Offset; ///< From MemoryBase (memory), or from the data's start.
  };
  /// The first byte of the static data region: EVM::MemoryBase, or the
  /// largest size a call of llvm.evm.memoryguard reserves, rounded up to a
  /// word, if that is more (solc's init code with immutables keeps them at
  /// 0x80 and reserves up to 0xc0 or beyond).
  uint64_t getMemoryBase() const { return MemoryBase; }
  ArrayRef<Placement> getMemoryGlobals() const { return MemoryGlobals; }
  ArrayRef<Placement> getCodeGlobals() const { return CodeGlobals; }
  /// Bytes of memory the globals take, from MemoryBase.
  uint64_t getMemorySize() const { return MemorySize; }
  /// Bytes of the initial image copied to MemoryBase at entry (0: none).
  uint64_t getInitSize() const { return InitSize; }
  /// Bytes of the code globals (0: none), appended after the image.
  uint64_t getCodeDataSize() const { return CodeDataSize; }

  /// Initial bytes, with the fields whose value is an address.
  struct Image {
    SmallVector<uint8_t, 0> Bytes;
    /// A big-endian field of Size bytes at Offset holding the value of
    /// Expr (a global's or function's address, possibly plus a constant).
    struct Symbolic {
      uint64_t Offset;
      unsigned Size; ///< 2 or 4 bytes, the low end of the value's field
      const Constant *Expr;
      const GlobalVariable *Owner = nullptr; ///< whose initial value it is
    };
    SmallVector<Symbolic, 4> Fields;
  };
  /// The initial memory image: every global up to getInitSize().
  bool writeMemoryImage(Image &Out, std::string &Error) const;
  /// The initial value of one global, \p GV.
  bool writeGlobal(const GlobalVariable &GV, Image &Out,
                   std::string &Error) const;

private:
  bool write(const Constant *C, uint64_t Offset, Image &Out,
             std::string &Error) const;
  bool writeInitializer(const GlobalVariable &GV, uint64_t Offset, Image &Out,
                        std::string &Error) const;

  const DataLayout &DL;
  SmallVector<Placement, 8> MemoryGlobals, CodeGlobals;
  uint64_t MemoryBase = EVM::MemoryBase;
  uint64_t MemorySize = 0, InitSize = 0, CodeDataSize = 0;
};

} // namespace llvm

#endif
