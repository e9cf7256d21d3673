//===-- EVMLegalizeMemory.cpp - EVM memory legalization
//---------------------===//
//
// The custom expansions of loads, stores, copies and fills (the memory rows
// of docs/legalization.md).
//
// EVM memory (address spaces 0 and 1), calldata (2), return data (3) and code
// (4) are byte-addressed and big-endian: the byte at the address is the most
// significant. An access of B bytes is split into chunks of at most 32
// bytes, the last chunk ending at address + B being the least significant
// word. A chunk of n < 32 bytes is read as the word at its address shifted
// right by 8 * (32 - n); it is written with MSTORE8 (n = 1) or by reading
// the word, replacing its n leading bytes and writing it back. Return data
// and code have no load opcode: RETURNDATACOPY/CODECOPY copy the chunk to a
// frame word first (exactly n bytes: RETURNDATACOPY past the end aborts).
//
// Storage (5) and transient storage (6) are word-addressed: a value of k
// words occupies keys p .. p + k - 1, the most significant at p; a narrower
// value is zero-extended into its word.
//
//===----------------------------------------------------------------------===//

#include "EVMAddressSpaces.h"
#include "EVMDebug.h"
#include "EVMLegalizerInfo.h"
#include "EVMMachineFunctionInfo.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/GlobalISel/GenericMachineInstrs.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

using namespace llvm;

static const LLT s256 = LLT::scalar(256);

/// The opcode that copies bytes of the byte-addressed space \p AS to memory.
static unsigned getCopyOpcode(unsigned AS) {
  switch (AS) {
  case EVMAS::CallData:
    return EVM::CALLDATACOPY;
  case EVMAS::ReturnData:
    return EVM::RETURNDATACOPY;
  case EVMAS::Code:
    return EVM::CODECOPY;
  default:
    EVM_ASSERT(EVMAS::isMemory(AS), "no copy from this address space");
    return EVM::MCOPY;
  }
}

namespace {
/// Builds the word accesses of one load or store.
class MemoryAccess {
public:
  MemoryAccess(MachineIRBuilder &B, Register Ptr, const MachineMemOperand &MMO)
      : B(B), MF(B.getMF()), MRI(*B.getMRI()), Ptr(Ptr), MMO(MMO),
        AS(MRI.getType(Ptr).getAddressSpace()) {}

  unsigned getAddrSpace() const { return AS; }

  /// The address \p Offset bytes (or keys) after the access's.
  Register address(unsigned Offset) {
    if (Offset == 0)
      return Ptr;
    LLT PtrTy = MRI.getType(Ptr);
    return B.buildPtrAdd(PtrTy, Ptr,
                         B.buildConstant(LLT::scalar(PtrTy.getSizeInBits()),
                                         Offset))
        .getReg(0);
  }

  MachineMemOperand *wordMMO(unsigned Offset, MachineMemOperand::Flags Flags) {
    return MF.getMachineMemOperand(
        MMO.getPointerInfo().getWithOffset(Offset), Flags, s256,
        commonAlignment(MMO.getAlign(), Offset), MMO.getAAInfo());
  }

  /// The word at \p Key keys after the access's (word-addressed spaces).
  Register loadKey(unsigned Key) {
    return B
        .buildLoad(s256, address(Key),
                   *wordMMO(Key * 32, MachineMemOperand::MOLoad))
        .getReg(0);
  }
  void storeKey(unsigned Key, Register Word) {
    B.buildStore(Word, address(Key),
                 *wordMMO(Key * 32, MachineMemOperand::MOStore));
  }

  /// The \p Size bytes at \p Offset (byte-addressed spaces) as the low bytes
  /// of a word.
  Register loadBytes(unsigned Offset, unsigned Size) {
    Register Word;
    if (EVMAS::hasWordLoad(AS)) {
      Word = B.buildLoad(s256, address(Offset),
                         *wordMMO(Offset, MachineMemOperand::MOLoad))
                 .getReg(0);
    } else {
      // Copy into the scratch frame word, then read it.
      auto &FuncInfo = *MF.getInfo<EVMMachineFunctionInfo>();
      if (FuncInfo.ScratchFrameIndex < 0)
        FuncInfo.ScratchFrameIndex =
            MF.getFrameInfo().CreateStackObject(32, Align(32), false);
      int FI = FuncInfo.ScratchFrameIndex;
      auto Scratch =
          B.buildFrameIndex(LLT::pointer(EVMAS::StackFrame, 256), FI);
      EVM::buildTargetOp(B, getCopyOpcode(AS),
                         {Scratch.getReg(0), address(Offset),
                          B.buildConstant(s256, Size).getReg(0)},
                         /*HasDef=*/false);
      Word = B.buildLoad(s256, Scratch,
                         *MF.getMachineMemOperand(
                             MachinePointerInfo::getFixedStack(MF, FI),
                             MachineMemOperand::MOLoad, s256, Align(32)))
                 .getReg(0);
    }
    if (Size < 32)
      Word = B.buildLShr(s256, Word, B.buildConstant(s256, 8 * (32 - Size)))
                 .getReg(0);
    return Word;
  }

  /// Writes the low \p Size bytes of \p Word at \p Offset (memory).
  void storeBytes(unsigned Offset, unsigned Size, Register Word) {
    Register Addr = address(Offset);
    if (Size == 32) {
      B.buildStore(Word, Addr, *wordMMO(Offset, MachineMemOperand::MOStore));
      return;
    }
    if (Size == 1) {
      EVM::buildTargetOp(B, EVM::MSTORE8, {Addr, Word}, /*HasDef=*/false);
      return;
    }
    // Read, replace the leading Size bytes, write back. The shift drops the
    // bits of Word above its low Size bytes.
    unsigned Shift = 8 * (32 - Size);
    auto Old =
        B.buildLoad(s256, Addr, *wordMMO(Offset, MachineMemOperand::MOLoad));
    auto Keep = B.buildAnd(
        s256, Old, B.buildConstant(s256, APInt::getLowBitsSet(256, Shift)));
    auto New = B.buildShl(s256, Word, B.buildConstant(s256, Shift));
    B.buildStore(B.buildOr(s256, Keep, New), Addr,
                 *wordMMO(Offset, MachineMemOperand::MOStore));
  }

private:
  MachineIRBuilder &B;
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  Register Ptr;
  const MachineMemOperand &MMO;
  unsigned AS;
};
} // namespace

/// The chunks of a B-byte access, least significant first:
/// {offset, size} pairs.
static SmallVector<std::pair<unsigned, unsigned>, 4> getChunks(unsigned Bytes) {
  SmallVector<std::pair<unsigned, unsigned>, 4> Chunks;
  for (unsigned End = Bytes; End > 0;) {
    unsigned Start = End > 32 ? End - 32 : 0;
    Chunks.push_back({Start, End - Start});
    End = Start;
  }
  return Chunks;
}

bool EVMLegalizerInfo::legalizeLoad(MachineInstr &MI,
                                    MachineIRBuilder &B) const {
  auto &Load = cast<GLoad>(MI);
  Register Dst = Load.getDstReg();
  const MachineMemOperand &MMO = Load.getMMO();
  MemoryAccess Access(B, Load.getPointerReg(), MMO);
  unsigned AS = Access.getAddrSpace();
  if (!EVMAS::isKnown(AS))
    return false;

  unsigned MemBits = MMO.getMemoryType().getSizeInBits();
  SmallVector<Register, 4> Words; // least significant first
  if (EVMAS::isWordAddressed(AS)) {
    unsigned NumWords = divideCeil(MemBits, 256);
    for (unsigned I = 0; I < NumWords; ++I)
      Words.push_back(Access.loadKey(NumWords - 1 - I));
  } else {
    for (auto [Offset, Size] : getChunks(MMO.getSize().getValue()))
      Words.push_back(Access.loadBytes(Offset, Size));
  }

  // The words hold the value zero-extended.
  EVM::buildFromWords(B, Dst, Words);
  MI.eraseFromParent();
  return true;
}

bool EVMLegalizerInfo::legalizeStore(MachineInstr &MI,
                                     MachineIRBuilder &B) const {
  auto &Store = cast<GStore>(MI);
  Register Val = Store.getValueReg();
  const MachineMemOperand &MMO = Store.getMMO();
  MemoryAccess Access(B, Store.getPointerReg(), MMO);
  unsigned AS = Access.getAddrSpace();
  // Calldata, return data and code are read-only (the IR checker reports
  // such stores before instruction selection).
  if (!EVMAS::isWritable(AS))
    return false;

  // The value as words, least significant first; bits beyond the stored
  // size are never written.
  SmallVector<Register, 4> Words = EVM::splitIntoWords(B, Val);
  unsigned MemBits = MMO.getMemoryType().getSizeInBits();

  if (EVMAS::isWordAddressed(AS)) {
    unsigned NumKeys = divideCeil(MemBits, 256);
    for (unsigned I = 0; I < NumKeys; ++I) {
      Register Word = Words[I];
      // The most significant word of a narrower value: zero-extended, so
      // that a whole-word load sees the value.
      unsigned Bits = MemBits - 256 * I;
      if (Bits < 256)
        Word =
            B.buildAnd(s256, Word,
                       B.buildConstant(s256, APInt::getLowBitsSet(256, Bits)))
                .getReg(0);
      Access.storeKey(NumKeys - 1 - I, Word);
    }
  } else {
    auto Chunks = getChunks(MMO.getSize().getValue());
    for (unsigned I = 0; I < Chunks.size(); ++I)
      Access.storeBytes(Chunks[I].first, Chunks[I].second, Words[I]);
  }
  MI.eraseFromParent();
  return true;
}

/// A copy into memory is one opcode per source space; MCOPY also handles
/// overlapping memmove.
bool EVMLegalizerInfo::legalizeMemCpy(MachineInstr &MI,
                                      MachineIRBuilder &B) const {
  MachineRegisterInfo &MRI = *B.getMRI();
  Register Dst = MI.getOperand(0).getReg();
  Register Src = MI.getOperand(1).getReg();
  Register Len = MI.getOperand(2).getReg();
  unsigned DstAS = MRI.getType(Dst).getAddressSpace();
  unsigned SrcAS = MRI.getType(Src).getAddressSpace();
  if (!EVMAS::isMemory(DstAS) || !EVMAS::isByteAddressed(SrcAS))
    return false;
  LLT LenTy = MRI.getType(Len);
  if (LenTy.getSizeInBits() < 256)
    Len = B.buildZExt(s256, Len).getReg(0);
  else if (LenTy.getSizeInBits() > 256)
    Len = B.buildTrunc(s256, Len).getReg(0);
  EVM::buildTargetOp(B, getCopyOpcode(SrcAS), {Dst, Src, Len},
                     /*HasDef=*/false);
  MI.eraseFromParent();
  return true;
}

/// A fill of constant length: whole words of the repeated byte, then the
/// remaining bytes. Fills of other lengths became loops in IR
/// (EVMLowerIntrinsics).
bool EVMLegalizerInfo::legalizeMemSet(MachineInstr &MI,
                                      MachineIRBuilder &B) const {
  MachineRegisterInfo &MRI = *B.getMRI();
  Register Dst = MI.getOperand(0).getReg();
  Register Val = MI.getOperand(1).getReg();
  std::optional<APInt> Len =
      getIConstantVRegVal(MI.getOperand(2).getReg(), MRI);
  if (!Len || Len->getActiveBits() > 32 ||
      !EVMAS::isMemory(MRI.getType(Dst).getAddressSpace()))
    return false;
  unsigned Bytes = Len->getZExtValue();
  if (Bytes == 0) {
    MI.eraseFromParent();
    return true;
  }
  Register Splat;
  if (std::optional<APInt> Byte = getIConstantVRegVal(Val, MRI)) {
    Splat =
        B.buildConstant(s256, APInt::getSplat(256, Byte->trunc(8))).getReg(0);
  } else {
    auto Word = B.buildZExt(s256, Val);
    Splat = B.buildMul(s256, Word,
                       B.buildConstant(s256, APInt::getSplat(256, APInt(8, 1))))
                .getReg(0);
  }
  const MachineMemOperand &MMO = **MI.memoperands_begin();
  MemoryAccess Access(B, Dst, MMO);
  for (unsigned Offset = 0; Offset < Bytes; Offset += 32)
    Access.storeBytes(Offset, std::min(32u, Bytes - Offset), Splat);
  MI.eraseFromParent();
  return true;
}
