//===-- EVMDisassembler.cpp - Disassemble EVM bytecode --------------------===//
//
// An EVM instruction is one opcode byte, followed for PUSHn by an n-byte
// big-endian immediate. The opcode byte is looked up in EVMOpcodes, a
// searchable table TableGen generates from the same instruction definitions
// the code emitter encodes (EVMInstrFormats.td), so the assembler and the
// disassembler cannot disagree on an opcode; the width of the immediate is
// the instruction's Size minus the opcode byte. TableGen's fixed-length
// decoder emitter does not fit this encoding: it wants the Inst field to
// span the whole instruction, and immediates are up to 256 bits wide.
//
// The result is the stack-form MCInst the asm printer emits (ADD_S,
// PUSH2_S with its immediate as EVM::createImmOperand makes it), so a
// decoded instruction encodes back to the same bytes.
//
// Failures follow LLVM's disassemblers: a byte that is no opcode of the
// selected fork (CLZ before Osaka, an unassigned byte) fails with size 1;
// an instruction whose immediate runs past the end of the bytes fails with
// size 0 (not enough bytes).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/EVMMCExpr.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/APInt.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include <memory>

using namespace llvm;

#define DEBUG_TYPE "evm-disassembler"

// Which instructions the selected fork has (CLZ needs Osaka).
#define GET_AVAILABLE_OPCODE_CHECKER
#include "EVMGenInstrInfo.inc"

namespace llvm::EVM {
namespace {
struct EVMOpcodeEntry {
  uint8_t Inst;    ///< the opcode byte
  unsigned Opcode; ///< the stack-form instruction
};
#define GET_EVMOpcodes_DECL
#define GET_EVMOpcodes_IMPL
#include "EVMGenSearchableTables.inc"
} // end anonymous namespace
} // namespace llvm::EVM

namespace {

class EVMDisassembler final : public MCDisassembler {
  std::unique_ptr<const MCInstrInfo> MCII;

public:
  EVMDisassembler(const MCSubtargetInfo &STI, MCContext &Ctx,
                  const MCInstrInfo *MCII)
      : MCDisassembler(STI, Ctx), MCII(MCII) {}

  DecodeStatus getInstruction(MCInst &MI, uint64_t &Size,
                              ArrayRef<uint8_t> Bytes, uint64_t Address,
                              raw_ostream &CStream) const override;
};

} // end anonymous namespace

MCDisassembler::DecodeStatus
EVMDisassembler::getInstruction(MCInst &MI, uint64_t &Size,
                                ArrayRef<uint8_t> Bytes, uint64_t Address,
                                raw_ostream &CStream) const {
  Size = 0;
  if (Bytes.empty())
    return Fail;
  const EVM::EVMOpcodeEntry *Entry = EVM::lookupOpcodeByByte(Bytes[0]);
  if (!Entry ||
      !EVM_MC::isOpcodeAvailable(Entry->Opcode, STI.getFeatureBits())) {
    Size = 1;
    return Fail;
  }
  uint64_t Length = MCII->get(Entry->Opcode).getSize();
  if (Bytes.size() < Length)
    return Fail;

  MI.clear();
  MI.setOpcode(Entry->Opcode);
  if (Length > 1) {
    APInt Value(256, 0);
    for (uint8_t Byte : Bytes.slice(1, Length - 1)) {
      Value <<= 8;
      Value |= Byte;
    }
    MI.addOperand(EVM::createImmOperand(Value, getContext()));
  }
  Size = Length;
  return Success;
}

static MCDisassembler *createEVMDisassembler(const Target &T,
                                             const MCSubtargetInfo &STI,
                                             MCContext &Ctx) {
  return new EVMDisassembler(STI, Ctx, T.createMCInstrInfo());
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeEVMDisassembler() {
  TargetRegistry::RegisterMCDisassembler(getTheEVMTarget(),
                                         createEVMDisassembler);
}
