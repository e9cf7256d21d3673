//===-- EVMAsmBackend.cpp - EVM assembler backend
//---------------------------===//
//
// Bytecode has no relocations: a code label is the absolute offset of its
// JUMPDEST within the one code section, a static address a constant, both
// known once the layout is done. The backend therefore resolves every fixup
// itself, except the PUSH20 of a library address and the PUSH32 of an
// immutable (llvm.evm.linkersymbol, llvm.evm.loadimmutable): their bytes
// are left zero, with an ELF relocation for the link step (tools/evm-link).
//
// A symbolic PUSH starts as PUSH1 (EVM::InitialSymbolPushBytes); the
// assembler's relaxation widens it, one byte at a time up to PUSH4, while
// the value it resolves to needs more bytes: labels in the first 256 bytes
// of code and static addresses below 256 stay PUSH1, the first 64 KiB
// take PUSH2. Relaxation only ever grows instructions, so it reaches a
// fixed point. JUMPDESTs need no alignment, so nothing else moves.
//
//===----------------------------------------------------------------------===//

#include "EVMAsmBackend.h"
#include "EVMDebug.h"
#include "EVMMCTargetDesc.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCSection.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCValue.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;

void EVMCodeRelaxation::addGrowth(uint64_t PreOffset, int64_t Bytes) {
  EVM_ASSERT((Growth.empty() || Growth.back().first < PreOffset),
             "growth recorded out of order");
  int64_t Total = (Growth.empty() ? 0 : Growth.back().second) + Bytes;
  Growth.push_back({PreOffset, Total});
}

uint64_t EVMCodeRelaxation::getFinalOffset(uint64_t PreOffset) const {
  // The pushes that start before the boundary moved it.
  auto After = llvm::partition_point(
      Growth, [&](const auto &G) { return G.first < PreOffset; });
  return PreOffset + (After == Growth.begin() ? 0 : std::prev(After)->second);
}

EVMAsmBackend::EVMAsmBackend() : MCAsmBackend(llvm::endianness::big) {}

std::unique_ptr<MCObjectTargetWriter>
EVMAsmBackend::createObjectTargetWriter() const {
  return createEVMELFObjectWriter(ELF::ELFOSABI_NONE);
}

MCFixupKindInfo EVMAsmBackend::getFixupKindInfo(MCFixupKind Kind) const {
  static const MCFixupKindInfo Infos[EVM::NumTargetFixupKinds] = {
      {"fixup_push_1", 0, 8, 0},
      {"fixup_push_2", 0, 16, 0},
      {"fixup_push_3", 0, 24, 0},
      {"fixup_push_4", 0, 32, 0},
      {"fixup_push_20", 0, 160, 0},
      // 256 bits do not fit the field: see getFixupBytes.
      {"fixup_push_32", 0, 0, 0},
  };
  if (Kind < FirstTargetFixupKind)
    return MCAsmBackend::getFixupKindInfo(Kind);
  return Infos[Kind - FirstTargetFixupKind];
}

unsigned EVMAsmBackend::getFixupBytes(MCFixupKind Kind) const {
  if (Kind == EVM::fixup_push_32)
    return 32;
  return getFixupKindInfo(Kind).TargetSize / 8;
}

std::optional<bool> EVMAsmBackend::evaluateFixup(const MCFragment &F,
                                                 MCFixup &Fixup,
                                                 MCValue &Target,
                                                 uint64_t &Value) {
  // A library address or an immutable: the link step's (a relocation).
  if (EVM::isLinkValueFixup(Fixup.getKind())) {
    Value = 0;
    return false;
  }
  // A label's value is its offset in the code, not an address to relocate.
  const MCSymbol *Sym = Target.getAddSym();
  if (!Sym || Target.getSubSym() || !Sym->isInSection())
    return {};
  // An offset is only an address in the section the code runs from: a
  // label in any other section would silently resolve to its offset there
  // (EVMTargetObjectFile keeps everything in one section; this is the
  // backstop).
  if (&Sym->getSection() != F.getParent()) {
    getContext().reportError(
        Fixup.getLoc(),
        "'" + Sym->getName() + "' is in section '" +
            Sym->getSection().getName() + "', not in the code section '" +
            F.getParent()->getName() + "' that becomes the bytecode");
    Value = 0;
    return true;
  }
  uint64_t Offset;
  if (!Asm->getSymbolOffset(*Sym, Offset))
    return {};
  Value = Offset + Target.getConstant();
  return true;
}

void EVMAsmBackend::applyFixup(const MCFragment &F, const MCFixup &Fixup,
                               const MCValue &Target, uint8_t *Data,
                               uint64_t Value, bool IsResolved) {
  unsigned NumBytes = getFixupBytes(Fixup.getKind());
  if (EVM::isLinkValueFixup(Fixup.getKind())) {
    // The ELF writer records the relocation; the bytes stay zero until the
    // link step fills them (a library) or the init code writes them (an
    // immutable).
    maybeAddReloc(F, Fixup, Target, Value, /*IsResolved=*/false);
    std::fill_n(Data, NumBytes, 0);
    return;
  }
  if (!IsResolved) {
    getContext().reportError(Fixup.getLoc(),
                             "code label cannot be resolved in bytecode");
    return;
  }
  if (NumBytes < 8 && (Value >> (NumBytes * 8)) != 0) {
    getContext().reportError(Fixup.getLoc(),
                             "value " + Twine(Value) + " does not fit its " +
                                 Twine(NumBytes) + "-byte field");
    return;
  }
  for (unsigned I = 0; I < NumBytes; ++I)
    Data[I] = static_cast<uint8_t>(Value >> ((NumBytes - 1 - I) * 8));
}

bool EVMAsmBackend::mayNeedRelaxation(unsigned Opcode,
                                      ArrayRef<MCOperand> Operands,
                                      const MCSubtargetInfo &STI) const {
  return EVM::isSymbolicPush(Opcode, Operands) &&
         static_cast<unsigned>(EVM::getPushSize(Opcode)) <
             EVM::MaxSymbolPushBytes;
}

bool EVMAsmBackend::fixupNeedsRelaxationAdvanced(const MCFragment &F,
                                                 const MCFixup &Fixup,
                                                 const MCValue &Target,
                                                 uint64_t Value,
                                                 bool Resolved) const {
  // An unresolved value is an error applyFixup reports; widening would not
  // help.
  unsigned NumBytes = getFixupBytes(Fixup.getKind());
  return Resolved && (Value >> (NumBytes * 8)) != 0;
}

void EVMAsmBackend::relaxInstruction(MCInst &Inst,
                                     const MCSubtargetInfo &STI) const {
  Inst.setOpcode(EVM::getPushOpcode(EVM::getPushSize(Inst.getOpcode()) + 1));
}

bool EVMAsmBackend::finishLayout() const {
  if (!OnLayout)
    return false;
  // Walk the code in order; a relaxable fragment ends with its push, which
  // offsets counted before layout took as NominalSymbolPushBytes wide.
  EVMCodeRelaxation Relaxation;
  int64_t Grown = 0;
  for (const MCSection &Sec : *Asm)
    for (const MCFragment &F : Sec) {
      if (F.getKind() != MCFragment::FT_Relaxable)
        continue;
      uint64_t Final = Asm->getFragmentOffset(F) + F.getFixedSize();
      int64_t Bytes = static_cast<int64_t>(F.getVarSize()) - 1 -
                      EVM::NominalSymbolPushBytes;
      if (Bytes) {
        Relaxation.addGrowth(Final - Grown, Bytes);
        Grown += Bytes;
      }
    }
  OnLayout(Relaxation);
  return false;
}

bool EVMAsmBackend::writeNopData(raw_ostream &OS, uint64_t Count,
                                 const MCSubtargetInfo *STI) const {
  // JUMPDEST is the EVM's only instruction without any effect.
  for (uint64_t I = 0; I < Count; ++I)
    OS << static_cast<char>(0x5b);
  return true;
}

MCAsmBackend *llvm::createEVMAsmBackend(const Target &T,
                                        const MCSubtargetInfo &STI,
                                        const MCRegisterInfo &MRI,
                                        const MCTargetOptions &Options) {
  return new EVMAsmBackend();
}
