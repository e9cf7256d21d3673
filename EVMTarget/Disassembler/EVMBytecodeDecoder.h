//===-- EVMBytecodeDecoder.h - EVM bytecode into instructions ---*- C++ -*-===//
//
// Turns EVM bytecode into a list of instructions with their offsets, through
// the target's MCDisassembler, and finds where the code ends when nothing
// else says so. bin/evm-dis prints the list; any other tool that reads
// bytecode (a trace annotator, a checker of source maps) can use it too.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_DISASSEMBLER_EVMBYTECODEDECODER_H
#define EVM_DISASSEMBLER_EVMBYTECODEDECODER_H

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInst.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace llvm {
class MCDisassembler;
class MCInstrInfo;

/// One instruction of bytecode, or one byte that is none.
struct EVMDecodedInst {
  enum KindTy : uint8_t {
    /// An instruction of the fork.
    Valid,
    /// A PUSH whose immediate runs past the end of the code. Inst holds the
    /// value the EVM pushes: the bytes present, then zeros.
    Truncated,
    /// A byte that is no opcode of the fork; execution stops there with an
    /// exceptional halt. Inst is empty.
    Undefined,
  };
  KindTy Kind;
  uint64_t Offset;
  /// Bytes of the code it covers (for Truncated, fewer than it encodes).
  uint64_t Size;
  MCInst Inst;
};

class EVMBytecodeDecoder {
public:
  EVMBytecodeDecoder(const MCDisassembler &Disassembler,
                     const MCInstrInfo &MCII)
      : Disassembler(Disassembler), MCII(MCII) {}

  /// Decodes all of \p Code linearly, as the EVM reads it: every byte is an
  /// opcode unless it belongs to the immediate of a PUSH before it.
  std::vector<EVMDecodedInst> decode(ArrayRef<uint8_t> Code) const;

  /// Where the code of \p Code ends when no layout says so: the end of the
  /// last instruction reachable from offset 0 (see the .cpp file). \p Insts
  /// is decode(Code).
  uint64_t findCodeEnd(ArrayRef<EVMDecodedInst> Insts) const;

  /// Bytes of the immediate \p Inst's encoding has (n for PUSHn, else 0).
  unsigned getImmediateSize(const MCInst &Inst) const;
  /// The value a PUSH pushes; std::nullopt for other instructions.
  static std::optional<APInt> getPushValue(const EVMDecodedInst &I);

private:
  const MCDisassembler &Disassembler;
  const MCInstrInfo &MCII;
};

} // namespace llvm

#endif
