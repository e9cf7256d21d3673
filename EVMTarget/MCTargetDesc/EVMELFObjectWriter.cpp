//===-- EVMELFObjectWriter.cpp - EVM ELF container --------------------------===//
//
// The bytecode travels in the .text section of a 32-bit big-endian ELF file
// (llvm-objcopy -O binary --only-section=.text extracts it). The backend
// resolves every fixup itself, so no relocation is ever written.
//
//===----------------------------------------------------------------------===//

#include "EVMMCTargetDesc.h"
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
    // EVMAsmBackend::applyFixup never records a relocation.
    return ELF::R_386_NONE;
  }
};
} // end anonymous namespace

std::unique_ptr<MCObjectTargetWriter>
llvm::createEVMELFObjectWriter(uint8_t OSABI) {
  return std::make_unique<EVMELFObjectWriter>(OSABI);
}
