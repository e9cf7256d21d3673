//===-- EVMAsmBackend.cpp - EVM assembler backend ---------------------------===//
//
// Bytecode has no relocations: a code label is the absolute offset of its
// JUMPDEST within the one code section, known once the layout is done. The
// backend therefore resolves every label fixup itself.
//
//===----------------------------------------------------------------------===//

#include "EVMMCTargetDesc.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCContext.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCValue.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

class EVMAsmBackend : public MCAsmBackend {
public:
  EVMAsmBackend() : MCAsmBackend(llvm::endianness::big) {}

  std::unique_ptr<MCObjectTargetWriter>
  createObjectTargetWriter() const override {
    return createEVMELFObjectWriter(ELF::ELFOSABI_NONE);
  }

  std::optional<bool> evaluateFixup(const MCFragment &F, MCFixup &Fixup,
                                    MCValue &Target, uint64_t &Value) override {
    const MCSymbol *Sym = Target.getAddSym();
    if (!Sym || Target.getSubSym() || !Sym->isInSection())
      return {};
    uint64_t Offset;
    if (!Asm->getSymbolOffset(*Sym, Offset))
      return {};
    Value = Offset + Target.getConstant();
    return true;
  }

  void applyFixup(const MCFragment &F, const MCFixup &Fixup,
                  const MCValue &Target, uint8_t *Data, uint64_t Value,
                  bool IsResolved) override {
    unsigned NumBytes = getFixupKindInfo(Fixup.getKind()).TargetSize / 8;
    if (!IsResolved) {
      getContext().reportError(Fixup.getLoc(),
                               "code label cannot be resolved in bytecode");
      return;
    }
    if (NumBytes < 8 && (Value >> (NumBytes * 8)) != 0) {
      getContext().reportError(Fixup.getLoc(),
                               "code offset does not fit its PUSH immediate");
      return;
    }
    for (unsigned I = 0; I < NumBytes; ++I)
      Data[I] = static_cast<uint8_t>(Value >> ((NumBytes - 1 - I) * 8));
  }

  bool writeNopData(raw_ostream &OS, uint64_t Count,
                    const MCSubtargetInfo *STI) const override {
    // JUMPDEST is the EVM's only instruction without any effect.
    for (uint64_t I = 0; I < Count; ++I)
      OS << static_cast<char>(0x5b);
    return true;
  }
};

} // end anonymous namespace

MCAsmBackend *llvm::createEVMAsmBackend(const Target &T,
                                        const MCSubtargetInfo &STI,
                                        const MCRegisterInfo &MRI,
                                        const MCTargetOptions &Options) {
  return new EVMAsmBackend();
}
