//===-- EVMCodeLayout.h - Where functions and data are ----------*- C++ -*-===//
//
/// \file
/// The layout report (-evm-layout-file, bin/evm-bin --layout=FILE), which
/// bin/evm-dis --layout reads to tell code from data: where each function
/// starts and how long it is, where the code ends, and where each named
/// code global is in the data after it (docs/tools.md). The asm printer
/// records the symbols as it emits them; the offsets are the assembler's,
/// read once the layout is final (every symbolic push at its width).
/// Symbols that are not in the object's symbol table (private functions
/// and globals, `.L` labels) are not in the report either.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EMISSION_EVMCODELAYOUT_H
#define EVM_EMISSION_EVMCODELAYOUT_H

#include "llvm/ADT/SmallVector.h"

namespace llvm {
class MCAssembler;
class MCSymbol;
class raw_ostream;

class EVMCodeLayout {
public:
  /// A function from \p Begin to \p End.
  void addFunction(const MCSymbol *Begin, const MCSymbol *End) {
    Functions.push_back({Begin, End});
  }
  /// A label of the data after the code.
  void addData(const MCSymbol *Label) { Data.push_back(Label); }
  /// Where the code ends when something other than a function closes it
  /// (the INVALID that separates the code from its data).
  void setCodeEnd(const MCSymbol *Label) { CodeEnd = Label; }

  /// Writes, as JSON, where \p Asm placed them:
  ///   {"code_size": N, "functions": [{"name": S, "offset": N, "size": N}...],
  ///    "data": [{"name": S, "offset": N}...]}
  /// each list by offset, then name; the code ends where the last function
  /// does, or at the code end if one was set and it is later.
  void write(raw_ostream &OS, const MCAssembler &Asm) const;

private:
  struct Function {
    const MCSymbol *Begin, *End;
  };
  SmallVector<Function, 16> Functions;
  SmallVector<const MCSymbol *, 8> Data;
  const MCSymbol *CodeEnd = nullptr;
};

} // namespace llvm

#endif
