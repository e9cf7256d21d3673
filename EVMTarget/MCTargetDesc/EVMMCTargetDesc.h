//===-- EVMMCTargetDesc.h - EVM target descriptions -------------*- C++ -*-===//
//
// MC-level declarations shared by the whole target: generated enums, the
// accessors of the EVM properties TableGen stores in TSFlags, and the tables
// that map a stack depth or an immediate width to an opcode.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_MCTARGETDESC_EVMMCTARGETDESC_H
#define EVM_MCTARGETDESC_EVMMCTARGETDESC_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCInstrDesc.h"
#include <cstdint>
#include <memory>
#include <string>

namespace llvm {
class MCAsmBackend;
class MCInst;
class MCOperand;
class MCCodeEmitter;
class MCContext;
class MCSymbol;
class MCInstrInfo;
class MCObjectTargetWriter;
class MCRegisterInfo;
class MCSubtargetInfo;
class MCTargetOptions;
class Target;

MCCodeEmitter *createEVMMCCodeEmitter(const MCInstrInfo &MCII,
                                      MCContext &Ctx);
MCAsmBackend *createEVMAsmBackend(const Target &T, const MCSubtargetInfo &STI,
                                  const MCRegisterInfo &MRI,
                                  const MCTargetOptions &Options);
std::unique_ptr<MCObjectTargetWriter> createEVMELFObjectWriter(uint8_t OSABI);

namespace EVMII {
// Layout of TSFlags; keep in sync with EVMInstrFormats.td.
enum : uint64_t {
  BaseGasMask = 0xffff,
  StackInShift = 16,
  StackOutShift = 21,
  StackCountMask = 0x1f,
  IsStackFlag = 1ULL << 26,
  HaltsFlag = 1ULL << 27,
  InvariantInCallFlag = 1ULL << 28,
  HostStateFlag = 1ULL << 29,
};

/// Static gas cost of the opcode (dynamic parts come on top at run time).
inline unsigned getBaseGas(const MCInstrDesc &D) {
  return D.TSFlags & BaseGasMask;
}
/// Number of stack items the opcode reads (δ).
inline unsigned getStackIn(const MCInstrDesc &D) {
  return (D.TSFlags >> StackInShift) & StackCountMask;
}
/// Number of stack items the opcode leaves in their place (α).
inline unsigned getStackOut(const MCInstrDesc &D) {
  return (D.TSFlags >> StackOutShift) & StackCountMask;
}
/// True for the operand-less stack form of an instruction.
inline bool isStackForm(const MCInstrDesc &D) { return D.TSFlags & IsStackFlag; }
/// True when execution ends at this instruction.
inline bool haltsExecution(const MCInstrDesc &D) { return D.TSFlags & HaltsFlag; }
/// True when the result depends on the operands alone for the whole of a
/// call of the contract (TableGen/EVMInstrFormats.td).
inline bool isInvariantInCall(const MCInstrDesc &D) {
  return D.TSFlags & InvariantInCallFlag;
}
/// True when the result is fixed by the block or the transaction but a test
/// host may change it between calls (forge's cheatcodes): it is read again
/// after any call (TableGen/EVMInstrFormats.td).
inline bool readsHostState(const MCInstrDesc &D) {
  return D.TSFlags & HostStateFlag;
}
} // namespace EVMII

namespace EVM {
/// Whether \p CPU names a fork of the processor table (TableGen/EVM.td),
/// or is empty or "generic" (the default).
bool isKnownCPU(StringRef CPU);
/// The forks of the processor table, for messages: "cancun, prague, osaka".
std::string getKnownCPUList();
/// The fork subtargets are made for: \p CPU resolved (EVM::resolveCPU) when
/// it is known or "help" (which lists the forks), else the default. An
/// unknown name is an error the tools report once, where they can say what
/// is wrong (EVMCheckIR, evm-opt), rather than a warning of each of the
/// places that build a subtarget.
StringRef getSubtargetCPU(StringRef CPU);

/// The largest stack depth DUPn/SWAPn can reach.
constexpr unsigned MaxStackAccess = 16;
/// The EVM's stack limit.
constexpr unsigned MaxStackHeight = 1024;

/// PUSH0 (N == 0) to PUSH32.
unsigned getPushOpcode(unsigned NumBytes);
/// DUP1..DUP16.
unsigned getDupOpcode(unsigned Depth);
/// SWAP1..SWAP16.
unsigned getSwapOpcode(unsigned Depth);
/// Number of immediate bytes of a PUSHn stack instruction, or -1.
int getPushSize(unsigned Opcode);

/// A symbolic PUSH (a code label, a frame or a global address) is emitted
/// as PUSH1 and widened by the assembler as far as the value it takes after
/// layout needs (EVMAsmBackend); PUSH4 reaches every offset a program can
/// have. Assembly text shows it without a width (`PUSH .LBB0_1`).
constexpr unsigned InitialSymbolPushBytes = 1;
constexpr unsigned MaxSymbolPushBytes = 4;
/// The width the machine instructions count a symbolic PUSH at (the sizes
/// of the jump and call pseudos, the stackifier's PUSH2 of an address):
/// code offsets counted before layout assume it.
constexpr unsigned NominalSymbolPushBytes = 2;
/// True for a PUSHn (0 < n <= MaxSymbolPushBytes) whose operand is a
/// symbol, resolved at layout.
bool isSymbolicPush(unsigned Opcode, ArrayRef<MCOperand> Operands);
bool isSymbolicPush(const MCInst &Inst);
/// True for a PUSH20 or PUSH32 whose operand is a symbol: a library address
/// or an immutable, which the link step fills in (an ELF relocation). Its
/// width is fixed: it is never relaxed.
bool isLinkValuePush(const MCInst &Inst);

/// The immediate of a symbolic PUSHn: n big-endian bytes, resolved once the
/// layout is known; and of a link-time PUSH20 or PUSH32, left to the link
/// step (R_EVM_LINKERSYMBOL, R_EVM_IMMUTABLE).
enum Fixups : MCFixupKind {
  fixup_push_1 = FirstTargetFixupKind,
  fixup_push_2,
  fixup_push_3,
  fixup_push_4,
  fixup_push_20,
  fixup_push_32,
  LastTargetFixupKind,
  NumTargetFixupKinds = LastTargetFixupKind - FirstTargetFixupKind
};
static_assert(fixup_push_4 + 1 - fixup_push_1 == MaxSymbolPushBytes);
/// The fixup of a PUSH of \p NumBytes (1 to 4, 20 or 32) with a symbol.
inline MCFixupKind getPushFixupKind(unsigned NumBytes) {
  if (NumBytes == 20)
    return fixup_push_20;
  if (NumBytes == 32)
    return fixup_push_32;
  return fixup_push_1 + NumBytes - 1;
}
/// Whether fixup \p Kind is one the link step fills.
inline bool isLinkValueFixup(MCFixupKind Kind) {
  return Kind == fixup_push_20 || Kind == fixup_push_32;
}

/// `.Lheap.start`: the first byte of memory above the globals and frames
/// (llvm.evm.heapstart). The stackifier pushes it; the asm printer assigns
/// it when the module ends (EVMStaticData), once the globals are laid out.
MCSymbol *getHeapStartSymbol(MCContext &Ctx);
} // namespace EVM
} // namespace llvm

#define GET_REGINFO_ENUM
#include "EVMGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_HELPER_DECLS
#include "EVMGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "EVMGenSubtargetInfo.inc"

#endif
