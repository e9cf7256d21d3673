//===-- EVMDisassemblerTest.cpp - Tests of the disassembler ---------------===//
//
// The disassembler against the code emitter: every opcode byte that decodes
// encodes back to the same bytes, every encodable instruction of the table
// has exactly one byte, forks decide which bytes are opcodes. Then the
// bytecode decoder on hand-written bytecode: truncated PUSHes, undefined
// bytes and where the code ends.
//
//===----------------------------------------------------------------------===//

#include "Disassembler/EVMBytecodeDecoder.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <memory>
#include <set>

using namespace llvm;

namespace {

/// The MC layer of the EVM target for one fork.
struct EVMMC {
  explicit EVMMC(StringRef CPU) {
    std::string Error;
    T = TargetRegistry::lookupTarget("evm", TT, Error);
    MRI.reset(T->createMCRegInfo(TT));
    MAI.reset(T->createMCAsmInfo(*MRI, TT, Options));
    STI.reset(T->createMCSubtargetInfo(TT, CPU, ""));
    MCII.reset(T->createMCInstrInfo());
    Ctx = std::make_unique<MCContext>(TT, MAI.get(), MRI.get(), STI.get());
    Dis.reset(T->createMCDisassembler(*STI, *Ctx));
    Emitter.reset(T->createMCCodeEmitter(*MCII, *Ctx));
  }

  SmallVector<uint8_t, 33> encode(const MCInst &MI) const {
    SmallVector<char, 33> Bytes;
    SmallVector<MCFixup, 1> Fixups;
    Emitter->encodeInstruction(MI, Bytes, Fixups, *STI);
    EXPECT_TRUE(Fixups.empty());
    return SmallVector<uint8_t, 33>(Bytes.begin(), Bytes.end());
  }

  Triple TT{"evm-unknown-unknown"};
  const Target *T = nullptr;
  MCTargetOptions Options;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCInstrInfo> MCII;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCDisassembler> Dis;
  std::unique_ptr<MCCodeEmitter> Emitter;
};

/// The opcode byte, then 32 immediate bytes 0xa0, 0xa1, ...
SmallVector<uint8_t, 33> withImmediate(uint8_t Opcode) {
  SmallVector<uint8_t, 33> Bytes{Opcode};
  for (unsigned I = 0; I < 32; ++I)
    Bytes.push_back(0xa0 + I);
  return Bytes;
}

TEST(EVMDisassembler, EveryOpcodeEncodesBackToItsBytes) {
  EVMMC MC("osaka");
  std::set<unsigned> Decoded;
  for (unsigned Byte = 0; Byte < 256; ++Byte) {
    SmallVector<uint8_t, 33> Bytes = withImmediate(Byte);
    MCInst MI;
    uint64_t Size = 0;
    if (MC.Dis->getInstruction(MI, Size, Bytes, 0, nulls()) !=
        MCDisassembler::Success) {
      EXPECT_EQ(Size, 1u) << "byte " << Byte;
      continue;
    }
    EXPECT_TRUE(Decoded.insert(MI.getOpcode()).second) << "byte " << Byte;
    EXPECT_EQ(Size, MC.MCII->get(MI.getOpcode()).getSize());
    EXPECT_EQ(MC.encode(MI), ArrayRef(Bytes).take_front(Size))
        << "byte " << Byte;
  }
  // 0x00-0x0b, 0x10-0x1e, 0x20, 0x30-0x4a, 0x50-0xa4, 0xf0-0xf5, 0xfa,
  // 0xfd-0xff: the opcodes up to Osaka.
  EXPECT_EQ(Decoded.size(), 150u);

  // Every instruction with an opcode byte of its own is decoded from one.
  for (unsigned Opc = 0; Opc < MC.MCII->getNumOpcodes(); ++Opc) {
    const MCInstrDesc &Desc = MC.MCII->get(Opc);
    if (EVMII::isStackForm(Desc) && !Desc.isPseudo()) {
      EXPECT_TRUE(Decoded.count(Opc)) << MC.MCII->getName(Opc).str();
    }
  }
}

TEST(EVMDisassembler, ForksDecideWhatIsAnOpcode) {
  const uint8_t CLZ[] = {0x1e};
  MCInst MI;
  uint64_t Size = 0;
  EXPECT_EQ(EVMMC("osaka").Dis->getInstruction(MI, Size, CLZ, 0, nulls()),
            MCDisassembler::Success);
  EXPECT_EQ(MI.getOpcode(), EVM::CLZ_S);
  EXPECT_EQ(EVMMC("cancun").Dis->getInstruction(MI, Size, CLZ, 0, nulls()),
            MCDisassembler::Fail);
  EXPECT_EQ(Size, 1u);
}

TEST(EVMDisassembler, ImmediatesOfEveryWidth) {
  EVMMC MC("osaka");
  EVMBytecodeDecoder Decoder(*MC.Dis, *MC.MCII);
  for (unsigned N = 0; N <= 32; ++N) {
    SmallVector<uint8_t, 33> Bytes = withImmediate(0x5f + N);
    std::vector<EVMDecodedInst> Insts =
        Decoder.decode(ArrayRef(Bytes).take_front(1 + N));
    ASSERT_EQ(Insts.size(), 1u);
    EXPECT_EQ(Insts[0].Kind, EVMDecodedInst::Valid);
    EXPECT_EQ(Insts[0].Inst.getOpcode(), EVM::getPushOpcode(N));
    EXPECT_EQ(Decoder.getImmediateSize(Insts[0].Inst), N);
    APInt Expected(256, 0);
    for (unsigned I = 0; I < N; ++I)
      Expected = (Expected << 8) | (0xa0 + I);
    EXPECT_EQ(*EVMBytecodeDecoder::getPushValue(Insts[0]), Expected);
  }
}

TEST(EVMBytecodeDecoder, TruncatedPushAndUndefinedBytes) {
  EVMMC MC("osaka");
  EVMBytecodeDecoder Decoder(*MC.Dis, *MC.MCII);
  // ADD, an undefined byte, PUSH4 with two of its four bytes.
  const uint8_t Code[] = {0x01, 0x0c, 0x63, 0x12, 0x34};
  std::vector<EVMDecodedInst> Insts = Decoder.decode(Code);
  ASSERT_EQ(Insts.size(), 3u);
  EXPECT_EQ(Insts[0].Inst.getOpcode(), EVM::ADD_S);
  EXPECT_EQ(Insts[1].Kind, EVMDecodedInst::Undefined);
  EXPECT_EQ(Insts[1].Offset, 1u);
  EXPECT_EQ(Insts[1].Size, 1u);
  EXPECT_EQ(Insts[2].Kind, EVMDecodedInst::Truncated);
  EXPECT_EQ(Insts[2].Offset, 2u);
  EXPECT_EQ(Insts[2].Size, 3u);
  // The EVM pushes the missing bytes as zeros.
  EXPECT_EQ(*EVMBytecodeDecoder::getPushValue(Insts[2]),
            APInt(256, 0x12340000));
}

TEST(EVMBytecodeDecoder, CodeEndsAfterTheLastReachableInstruction) {
  EVMMC MC("osaka");
  EVMBytecodeDecoder Decoder(*MC.Dis, *MC.MCII);
  // A call and its return, as this compiler and solc emit them; the last
  // bytes are data.
  const uint8_t Code[] = {
      0x60, 0x09, // 0: PUSH1 0x09 (a return label)
      0x60, 0x0c, // 2: PUSH1 0x0c (a callee)
      0x56,       // 4: JUMP
      0x5b, 0x00, // 5: JUMPDEST STOP  - dead: nothing pushes 5
      0x00, 0x00, // 7: STOP STOP      - dead
      0x5b, 0x00, // 9: JUMPDEST STOP  - the return label
      0xfe,       // 11: INVALID       - dead
      0x5b, 0x56, // 12: JUMPDEST JUMP - the callee returns
      0xa2, 0x64, // 14: data that looks like LOG2 PUSH5 ...
  };
  EXPECT_EQ(Decoder.findCodeEnd(Decoder.decode(Code)), 14u);
  // A JUMPI falls through; a halting instruction ends the path:
  // PUSH1 5, JUMPI, STOP, STOP (dead), JUMPDEST, STOP, ADD (dead).
  const uint8_t Branch[] = {0x60, 0x05, 0x57, 0x00, 0x00, 0x5b, 0x00, 0x01};
  EXPECT_EQ(Decoder.findCodeEnd(Decoder.decode(Branch)), 7u);
  // An undefined byte ends execution.
  const uint8_t Undefined[] = {0x01, 0x0c, 0x01};
  EXPECT_EQ(Decoder.findCodeEnd(Decoder.decode(Undefined)), 2u);
}

TEST(EVMBytecodeDecoder, ConstantsFollowedThroughTheStack) {
  EVMMC MC("osaka");
  EVMBytecodeDecoder Decoder(*MC.Dis, *MC.MCII);
  auto CodeEnd = [&](ArrayRef<uint8_t> Code) {
    return Decoder.findCodeEnd(Decoder.decode(Code));
  };
  // Init code returning 11 bytes from offset 10: the size 11 is consumed
  // by CODECOPY and RETURN, so the JUMPDEST at 11 in the data is no target.
  const uint8_t Init[] = {0x60, 0x0b, 0x80, 0x60, 0x0a, 0x5f, 0x39,
                          0x5f, 0xf3, 0xfe, 0x00, 0x5b, 0x00};
  EXPECT_EQ(CodeEnd(Init), 9u);
  // A code address stored to memory, loaded and jumped to later.
  const uint8_t Stored[] = {0x60, 0x08, 0x5f, 0x52, 0x5f, 0x51,
                            0x56, 0x00, 0x5b, 0x00, 0xfe};
  EXPECT_EQ(CodeEnd(Stored), 10u);
  // A target computed from a constant (7 * 1).
  const uint8_t Computed[] = {0x60, 0x07, 0x60, 0x01, 0x02,
                              0x56, 0x00, 0x5b, 0x00, 0xab};
  EXPECT_EQ(CodeEnd(Computed), 9u);
  // A value loaded from address 6 is not 6.
  const uint8_t Loaded[] = {0x60, 0x06, 0x51, 0x56, 0x00, 0x00, 0x5b, 0x00};
  EXPECT_EQ(CodeEnd(Loaded), 4u);
  // Through DUP and SWAP: the return label 0x09 stays under the callee's
  // address, which is jumped to.
  const uint8_t Call[] = {0x60, 0x0b, 0x60, 0x09, 0x90, 0x80, 0x50,
                          0x56, 0x00, 0x5b, 0x00, 0x5b, 0x56, 0xfe};
  EXPECT_EQ(CodeEnd(Call), 13u);
}

} // end anonymous namespace
