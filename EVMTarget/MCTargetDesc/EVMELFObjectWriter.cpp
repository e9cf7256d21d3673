//===-- EVMELFObjectWriter.cpp - EVM ELF container
//--------------------------===//
//
// The bytecode travels in the .text section of a 32-bit big-endian ELF file
// (llvm-objcopy -O binary --only-section=.text extracts it). The backend
// resolves every fixup itself except those of the values the link step
// fills in: a library address (R_EVM_LINKERSYMBOL, the 20 bytes of a
// PUSH20) and an immutable (R_EVM_IMMUTABLE, the 32 bytes of a PUSH32),
// each against the undefined symbol `evm.linkersymbol.NAME` or
// `evm.immutable.ID` (MCTargetDesc/EVMLinkedObject.h).
//
//===----------------------------------------------------------------------===//

#include "EVMMCTargetDesc.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "llvm/ADT/Twine.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/MC/MCELFObjectWriter.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCValue.h"

using namespace llvm;

namespace {
class EVMELFObjectWriter : public MCELFObjectTargetWriter {
public:
  explicit EVMELFObjectWriter(uint8_t OSABI)
      : MCELFObjectTargetWriter(/*Is64Bit=*/false, OSABI, ELF::EM_NONE,
                                /*HasRelocationAddend=*/false) {}

  unsigned getRelocType(const MCFixup &Fixup, const MCValue &Target,
                        bool IsPCRel) const override {
    // EVMAsmBackend::applyFixup records no other relocation.
    switch (Fixup.getKind()) {
    case EVM::fixup_push_20:
      return EVM::R_EVM_LINKERSYMBOL;
    case EVM::fixup_push_32:
      return EVM::R_EVM_IMMUTABLE;
    default:
      reportError(Fixup.getLoc(), "a reference that bytecode cannot relocate");
      return EVM::R_EVM_NONE;
    }
  }
  // The link step reads the name of what is filled in.
  bool needsRelocateWithSymbol(const MCValue &, unsigned) const override {
    return true;
  }
};
} // end anonymous namespace

std::unique_ptr<MCObjectTargetWriter>
llvm::createEVMELFObjectWriter(uint8_t OSABI) {
  return std::make_unique<EVMELFObjectWriter>(OSABI);
}
