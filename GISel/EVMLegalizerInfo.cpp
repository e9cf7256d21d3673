//===-- EVMLegalizerInfo.cpp - EVM legalization rules
//-----------------------===//
//
// The legality table of the EVM target, grouped by operation family, and the
// custom expansions of arithmetic and bit operations. Memory accesses are
// expanded in EVMLegalizeMemory.cpp. docs/legalization.md is this table in
// words.
//
// The pattern of almost every family:
//   legalFor(s256)             one EVM opcode;
//   widenScalarToNextPow2(0)   i1..i255 and odd widths above 256 become a
//                              power of two (the helper extends operands as
//                              the operation needs: zext for udiv, lshr,
//                              unsigned compares; sext for sdiv, ashr,
//                              signed compares; anyext otherwise);
//   clampScalar(0, s256, s256) narrow powers of two are widened to the word,
//                              wider ones split into 256-bit parts (add and
//                              sub with carries, mul with G_UMULH, shifts and
//                              compares across parts).
//
//===----------------------------------------------------------------------===//

#include "EVMLegalizerInfo.h"
#include "EVMAddressSpaces.h"
#include "EVMBuiltinLowering.h"
#include "EVMSubtarget.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/GlobalISel/GenericMachineInstrs.h"
#include "llvm/CodeGen/GlobalISel/LegalizerHelper.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

using namespace llvm;
using namespace LegalityPredicates;
using namespace TargetOpcode;

static const LLT s1 = LLT::scalar(1);
static const LLT s256 = LLT::scalar(256);

// One pointer type per address space (see docs/ir-dialect.md).
static const LLT FramePtr = LLT::pointer(EVMAS::StackFrame, 256);
static const LLT HeapPtr = LLT::pointer(EVMAS::Heap, 256);
static const LLT CallDataPtr = LLT::pointer(EVMAS::CallData, 256);
static const LLT ReturnDataPtr = LLT::pointer(EVMAS::ReturnData, 256);
static const LLT CodePtr = LLT::pointer(EVMAS::Code, 256);
static const LLT StoragePtr = LLT::pointer(EVMAS::Storage, 256);
static const LLT TransientPtr = LLT::pointer(EVMAS::TransientStorage, 256);
// Address space 0 of the C ABI variant (docs/c.md): a 64-bit pointer held
// in a word, zero-extended. Every rule that makes such a pointer keeps the
// high bits zero for the addresses a valid program computes (an offset is
// sign-extended before it is added, an integer zero-extended before it
// becomes one), so loads, stores and comparisons use the word as it is.
static const LLT FramePtr64 = LLT::pointer(EVMAS::StackFrame, 64);

/// A scalar narrower than the machine word.
static LegalityPredicate isNarrowScalar(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    return Ty.isScalar() && Ty.getSizeInBits() < 256;
  };
}

/// A load or store of a whole word, an integer or a pointer, in an address
/// space where \p HasOpcode says one opcode does it.
static LegalityPredicate isWordAccess(bool (*HasOpcode)(unsigned)) {
  return [=](const LegalityQuery &Q) {
    LLT ValTy = Q.Types[0];
    LLT MemTy = Q.MMODescrs[0].MemoryTy;
    bool IsWord = ValTy == s256
                      ? MemTy == s256
                      : ValTy.isPointer() && MemTy.getSizeInBits() == 256;
    return IsWord && HasOpcode(Q.Types[1].getAddressSpace());
  };
}

EVMLegalizerInfo::EVMLegalizerInfo(const EVMSubtarget &ST) : ST(ST) {
  const std::initializer_list<LLT> Pointers = {
      FramePtr, FramePtr64, HeapPtr,    CallDataPtr,
      ReturnDataPtr, CodePtr,  StoragePtr, TransientPtr};
  const std::initializer_list<LLT> WordTypes = {
      s256,          FramePtr, FramePtr64, HeapPtr,    CallDataPtr,
      ReturnDataPtr, CodePtr,  StoragePtr, TransientPtr};
  auto isWide = [](unsigned TypeIdx) {
    return [=](const LegalityQuery &Q) {
      return Q.Types[TypeIdx].getSizeInBits() > 256;
    };
  };

  // Values: constants of any width, undefined values, freeze.
  getActionDefinitionsBuilder({G_CONSTANT, G_IMPLICIT_DEF, G_FREEZE})
      .legalFor(WordTypes)
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // Integer arithmetic and bitwise logic: one opcode each on s256. Division
  // wider than 256 bits never gets here: the IR expansion pass turns it into
  // a loop (EVMTargetLowering sets the limit to 256 bits).
  getActionDefinitionsBuilder({G_ADD, G_SUB, G_MUL, G_AND, G_OR, G_XOR})
      .legalFor({s256})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);
  // Except by a power of two, which that pass leaves to shifts and masks.
  getActionDefinitionsBuilder({G_UDIV, G_SDIV, G_UREM, G_SREM})
      .legalFor({s256})
      .widenScalarToNextPow2(0)
      .customIf(isWide(0))
      .clampScalar(0, s256, s256);
  getActionDefinitionsBuilder({G_SDIVREM, G_UDIVREM}).lower();

  // Shifts: SHL/SHR/SAR take a 256-bit amount.
  getActionDefinitionsBuilder({G_SHL, G_LSHR, G_ASHR})
      .legalFor({{s256, s256}})
      .widenScalarToNextPow2(0)
      .clampScalar(1, s256, s256)
      .clampScalar(0, s256, s256);

  // Sign extension within a word: SIGNEXTEND for whole bytes, a shift pair
  // otherwise (chosen by the selector).
  getActionDefinitionsBuilder(G_SEXT_INREG)
      .legalFor({s256})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // Rotates and funnel shifts, absolute value, minimum and maximum,
  // saturating arithmetic, three-way compares: shifts, compares and selects.
  getActionDefinitionsBuilder({G_FSHL, G_FSHR, G_ROTL, G_ROTR}).lower();
  getActionDefinitionsBuilder({G_ABS, G_SMIN, G_SMAX, G_UMIN, G_UMAX}).lower();
  getActionDefinitionsBuilder(
      {G_UADDSAT, G_SADDSAT, G_USUBSAT, G_SSUBSAT, G_USHLSAT, G_SSHLSAT})
      .lower();
  getActionDefinitionsBuilder({G_SCMP, G_UCMP}).lower();

  // Bit counting: CLZ from Osaka on, a branch-free binary search before.
  // Narrow operands are zero-extended (the helper corrects the count), wide
  // ones counted word by word.
  for (unsigned Opcode : {G_CTLZ, G_CTTZ, G_CTPOP}) {
    auto &Rules = getActionDefinitionsBuilder(Opcode);
    if (Opcode == G_CTLZ && ST.hasCLZ())
      Rules.legalFor({{s256, s256}});
    else
      Rules.customFor({{s256, s256}});
    Rules.widenScalarToNextPow2(1)
        .customIf(isWide(1))
        .clampScalar(1, s256, s256)
        .clampScalar(0, s256, s256);
  }
  getActionDefinitionsBuilder({G_CTLZ_ZERO_UNDEF, G_CTTZ_ZERO_UNDEF}).lower();

  // Byte and bit reversal: log2(256) swap steps of shifted, masked halves.
  getActionDefinitionsBuilder({G_BSWAP, G_BITREVERSE})
      .customFor({s256})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // The high half of a product: for a word from MULMOD (made by the wide
  // multiply rules); unsigned on whole words by the legalizer's word-wise
  // multiplication; at other widths from the exact product at twice the
  // width. (Widening would be wrong: the high half moves with the width.)
  getActionDefinitionsBuilder(G_UMULH)
      .customIf([](const LegalityQuery &Q) {
        unsigned Bits = Q.Types[0].getSizeInBits();
        return Q.Types[0].isScalar() && (Bits <= 256 || Bits % 256 != 0);
      })
      .clampScalar(0, s256, s256);
  getActionDefinitionsBuilder(G_SMULH).customIf(
      [](const LegalityQuery &Q) { return Q.Types[0].isScalar(); });

  // Arithmetic with overflow: the operation, then a comparison. Across
  // 256-bit parts the carry ripples through G_UADDE and friends.
  getActionDefinitionsBuilder({G_UADDO, G_USUBO, G_SADDO, G_SSUBO})
      .lowerFor({{s256, s1}})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);
  getActionDefinitionsBuilder({G_UADDE, G_USUBE, G_SADDE, G_SSUBE})
      .customFor({{s256, s1}})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);
  // Multiplication with overflow: narrower operands are extended to a word
  // (up to 128 bits the exact product fits it); a word's product overflows
  // when its high half (G_UMULH/G_SMULH) is not the extension of the low
  // half; wider, the product is formed at twice the width.
  getActionDefinitionsBuilder({G_UMULO, G_SMULO})
      .lowerFor({{s256, s1}})
      .minScalar(0, s256)
      .custom();

  // Comparisons produce a 0/1 word (LT/GT/SLT/SGT/EQ/ISZERO).
  getActionDefinitionsBuilder(G_ICMP)
      .legalForCartesianProduct({s256}, WordTypes)
      .clampScalar(0, s256, s256)
      .widenScalarToNextPow2(1)
      .clampScalar(1, s256, s256);

  // No select opcode: computed arithmetically from a 0/1 condition.
  getActionDefinitionsBuilder(G_SELECT)
      .customForCartesianProduct(WordTypes, {s256})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256)
      .clampScalar(1, s256, s256);

  // Extensions and truncations between a narrow integer held in a word and
  // the word itself; the selector makes the high bits defined as needed.
  // Extensions to more than a word are built from parts.
  getActionDefinitionsBuilder({G_ZEXT, G_SEXT, G_ANYEXT})
      .legalIf(all(typeIs(0, s256), isNarrowScalar(1)))
      .customIf([](const LegalityQuery &Q) {
        return Q.Types[0].getSizeInBits() > 256;
      })
      .clampScalar(0, s256, s256);
  getActionDefinitionsBuilder(G_TRUNC)
      .legalIf(all(isNarrowScalar(0), typeIs(1, s256)))
      .customIf([](const LegalityQuery &Q) {
        return Q.Types[0].getSizeInBits() > 256 &&
               Q.Types[1].getSizeInBits() % 256 == 0;
      })
      .clampScalar(1, s256, s256);

  // Pointers are words.
  getActionDefinitionsBuilder(G_INTTOPTR)
      .legalForCartesianProduct(Pointers, {s256})
      .widenScalarToNextPow2(1)
      .clampScalar(1, s256, s256);
  getActionDefinitionsBuilder(G_PTRTOINT)
      .legalForCartesianProduct({s256}, Pointers)
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);
  // A narrow pointer adds in a word (value tracking wants the operands of
  // G_PTR_ADD as wide as each other).
  getActionDefinitionsBuilder(G_PTR_ADD)
      .customIf(typeIs(0, FramePtr64))
      .legalForCartesianProduct(Pointers, {s256})
      .widenScalarToNextPow2(1)
      .clampScalar(1, s256, s256);
  getActionDefinitionsBuilder(G_PTRMASK)
      .customIf(isPointer(0));
  // Every address space is addresses or keys in a word: a cast keeps the
  // word (a 64-bit pointer only ever holds an address below 2^64).
  getActionDefinitionsBuilder(G_ADDRSPACE_CAST).customIf(isPointer(0));

  // Memory. Whole words are one opcode: MLOAD/MSTORE on the frame and the
  // heap, CALLDATALOAD, SLOAD/SSTORE and TLOAD/TSTORE. Everything else
  // (narrow, wide, unaligned, return data and code) is expanded by
  // legalizeLoad/legalizeStore; copies and fills by legalizeMemCpy/MemSet.
  getActionDefinitionsBuilder(G_LOAD)
      .legalIf(isWordAccess(EVMAS::hasWordLoad))
      .custom();
  getActionDefinitionsBuilder(G_STORE)
      .legalIf(isWordAccess(EVMAS::isWritable))
      .custom();
  // Extending loads (only from MIR; the IRTranslator does not make them):
  // a plain load of the memory type, then the extension.
  getActionDefinitionsBuilder({G_SEXTLOAD, G_ZEXTLOAD}).custom();
  getActionDefinitionsBuilder({G_MEMCPY, G_MEMMOVE, G_MEMCPY_INLINE, G_MEMSET})
      .custom();

  // `unreachable` is INVALID.
  getActionDefinitionsBuilder(G_TRAP).alwaysLegal();

  // Control flow. JUMPI tests a whole word, so a narrow condition is
  // zero-extended (booleans are 0/1).
  getActionDefinitionsBuilder(G_BR).alwaysLegal();
  getActionDefinitionsBuilder(G_BRCOND).legalFor({s256}).clampScalar(0, s256,
                                                                     s256);
  getActionDefinitionsBuilder(G_PHI)
      .legalFor(WordTypes)
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // Allocas are frame objects in EVM memory.
  getActionDefinitionsBuilder(G_FRAME_INDEX).legalFor({FramePtr, FramePtr64});
  // Functions and memory globals are addressed in memory, code globals in
  // the code; EVMCheckIR rejects globals elsewhere.
  getActionDefinitionsBuilder(G_GLOBAL_VALUE)
      .legalFor({FramePtr, FramePtr64, HeapPtr, CodePtr});

  getLegacyLegalizerInfo().computeTables();
}

bool EVMLegalizerInfo::legalizeIntrinsic(LegalizerHelper &Helper,
                                         MachineInstr &MI) const {
  // Out of tree no intrinsic is a builtin: calls of `llvm.evm.*` reach
  // EVMCallLowering instead, and LLVM's own intrinsics that get here are
  // left to instruction selection, as by default.
  if (std::optional<EVM::Builtin> B =
          EVM::getBuiltinForIntrinsic(cast<GIntrinsic>(MI).getIntrinsicID()))
    return EVM::lowerBuiltinIntrinsic(MI, *B, Helper.MIRBuilder);
  return LegalizerInfo::legalizeIntrinsic(Helper, MI);
}

bool EVMLegalizerInfo::legalizeCustom(LegalizerHelper &Helper, MachineInstr &MI,
                                      LostDebugLocObserver &LocObserver) const {
  MachineIRBuilder &B = Helper.MIRBuilder;
  B.setInstrAndDebugLoc(MI);
  switch (MI.getOpcode()) {
  case G_SELECT:
    return legalizeSelect(MI, B);
  case G_SEXTLOAD:
  case G_ZEXTLOAD: {
    auto &Load = cast<GAnyLoad>(MI);
    Register Dst = Load.getDstReg();
    LLT MemTy = Load.getMMO().getMemoryType();
    auto Value = B.buildLoad(MemTy, Load.getPointerReg(), Load.getMMO());
    if (MI.getOpcode() == G_SEXTLOAD)
      B.buildSExt(Dst, Value);
    else
      B.buildZExt(Dst, Value);
    MI.eraseFromParent();
    return true;
  }
  case G_PTRMASK:
  case G_PTR_ADD: {
    // A pointer is its address: mask or add to the word. A narrower
    // operand goes with a narrower pointer, whose high bits are zero: a
    // mask is zero-extended; an offset is signed, so sign-extended, and a
    // negative one keeps the sum below 2^64 for every address a valid
    // program computes.
    bool IsAdd = MI.getOpcode() == G_PTR_ADD;
    auto [Dst, Ptr, Operand] = MI.getFirst3Regs();
    if (B.getMRI()->getType(Operand) != s256)
      Operand = B.buildInstr(IsAdd ? G_SEXT : G_ZEXT, {s256}, {Operand})
                    .getReg(0);
    auto Word = B.buildInstr(IsAdd ? G_ADD : G_AND, {s256},
                             {B.buildPtrToInt(s256, Ptr), Operand});
    B.buildIntToPtr(Dst, Word);
    MI.eraseFromParent();
    return true;
  }
  case G_ADDRSPACE_CAST: {
    auto [Dst, Src] = MI.getFirst2Regs();
    B.buildIntToPtr(Dst, B.buildPtrToInt(s256, Src));
    MI.eraseFromParent();
    return true;
  }
  case G_CTLZ:
  case G_CTTZ:
  case G_CTPOP:
    if (B.getMRI()->getType(MI.getOperand(1).getReg()).getSizeInBits() > 256)
      return legalizeWideBitCount(MI, B);
    if (MI.getOpcode() == G_CTLZ)
      return legalizeCtlz(MI, B);
    return MI.getOpcode() == G_CTTZ ? legalizeCttz(MI, B)
                                    : legalizeCtpop(MI, B);
  case G_BSWAP:
  case G_BITREVERSE:
    return legalizeByteBitReverse(MI, B);
  case G_UMULH:
  case G_SMULH:
    if (B.getMRI()->getType(MI.getOperand(0).getReg()) != s256)
      return legalizeMulHByWideMul(MI, B);
    return MI.getOpcode() == G_UMULH ? legalizeUMulH(MI, B)
                                     : legalizeSMulH(MI, B);
  case G_UMULO:
  case G_SMULO:
    return legalizeWideMulO(MI, B);
  case G_UADDE:
  case G_USUBE:
  case G_SADDE:
  case G_SSUBE:
    return legalizeAddSubCarry(MI, B);
  case G_ZEXT:
  case G_SEXT:
  case G_ANYEXT:
    return legalizeWideExt(MI, B);
  case G_TRUNC:
    return legalizeWideTrunc(MI, B);
  case G_UDIV:
  case G_SDIV:
  case G_UREM:
  case G_SREM:
    return legalizeWideDivRemByPow2(MI, B);
  case G_LOAD:
    return legalizeLoad(MI, B);
  case G_STORE:
    return legalizeStore(MI, B);
  case G_MEMCPY:
  case G_MEMMOVE:
  case G_MEMCPY_INLINE:
    return legalizeMemCpy(MI, B);
  case G_MEMSET:
    return legalizeMemSet(MI, B);
  default:
    return false;
  }
}

Register EVM::buildTargetOp(MachineIRBuilder &B, unsigned Opcode,
                            ArrayRef<Register> Uses, bool HasDef) {
  MachineRegisterInfo &MRI = *B.getMRI();
  auto word = [&]() {
    Register W = MRI.createVirtualRegister(&EVM::GPRRegClass);
    MRI.setType(W, s256);
    return W;
  };
  auto MIB = B.buildInstrNoInsert(Opcode);
  Register Def;
  if (HasDef)
    MIB.addDef(Def = word());
  for (Register U : Uses) {
    if (MRI.getType(U).isPointer())
      U = B.buildPtrToInt(s256, U).getReg(0);
    Register W = word();
    B.buildCopy(W, U);
    MIB.addUse(W);
  }
  B.insertInstr(MIB);
  if (!HasDef)
    return Register();
  Register Result = MRI.createGenericVirtualRegister(s256);
  B.buildCopy(Result, Def);
  return Result;
}

SmallVector<Register, 4> EVM::splitIntoWords(MachineIRBuilder &B,
                                             Register Reg) {
  LLT Ty = B.getMRI()->getType(Reg);
  if (Ty.isPointer())
    return {B.buildPtrToInt(s256, Reg).getReg(0)};
  unsigned NumWords = divideCeil(Ty.getSizeInBits(), 256);
  LLT WordsTy = LLT::scalar(256 * NumWords);
  if (Ty != WordsTy)
    Reg = B.buildAnyExt(WordsTy, Reg).getReg(0);
  if (NumWords == 1)
    return {Reg};
  auto Unmerge = B.buildUnmerge(s256, Reg);
  SmallVector<Register, 4> Words;
  for (unsigned I = 0; I < NumWords; ++I)
    Words.push_back(Unmerge.getReg(I));
  return Words;
}

void EVM::buildFromWords(MachineIRBuilder &B, Register Dst,
                         ArrayRef<Register> Words) {
  LLT DstTy = B.getMRI()->getType(Dst);
  LLT WordsTy = LLT::scalar(256 * Words.size());
  if (DstTy.isPointer()) {
    B.buildIntToPtr(Dst, Words[0]);
    return;
  }
  if (DstTy == WordsTy) {
    if (Words.size() == 1)
      B.buildCopy(Dst, Words[0]);
    else
      B.buildMergeLikeInstr(Dst, Words);
    return;
  }
  Register Value = Words.size() == 1
                       ? Words[0]
                       : B.buildMergeLikeInstr(WordsTy, Words).getReg(0);
  if (DstTy.getSizeInBits() < WordsTy.getSizeInBits())
    B.buildTrunc(Dst, Value);
  else
    B.buildAnyExt(Dst, Value);
}

/// The high word of a 512-bit product. Modulo 2^256 - 1, 2^256 is 1, so
/// mulmod(a, b, 2^256 - 1) = hi + lo (mod 2^256 - 1), with lo = a * b: hi is
/// mulmod - lo, less one when that subtraction borrows.
bool EVMLegalizerInfo::legalizeUMulH(MachineInstr &MI,
                                     MachineIRBuilder &B) const {
  auto [Dst, LHS, RHS] = MI.getFirst3Regs();
  auto Lo = B.buildMul(s256, LHS, RHS);
  auto AllOnes = B.buildConstant(s256, APInt::getAllOnes(256));
  Register Mod =
      EVM::buildTargetOp(B, EVM::MULMOD, {LHS, RHS, AllOnes.getReg(0)}, true);
  auto Borrow = B.buildICmp(CmpInst::ICMP_ULT, s256, Mod, Lo);
  B.buildSub(Dst, B.buildSub(s256, Mod, Lo), Borrow);
  MI.eraseFromParent();
  return true;
}

/// The signed high word from the unsigned one: reading a negative operand
/// as unsigned adds 2^256 times the other operand to the product, so
/// smulh(a, b) = umulh(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0).
bool EVMLegalizerInfo::legalizeSMulH(MachineInstr &MI,
                                     MachineIRBuilder &B) const {
  auto [Dst, LHS, RHS] = MI.getFirst3Regs();
  auto High = B.buildInstr(G_UMULH, {s256}, {LHS, RHS});
  auto SignShift = B.buildConstant(s256, 255);
  auto LHSSign = B.buildAShr(s256, LHS, SignShift);
  auto RHSSign = B.buildAShr(s256, RHS, SignShift);
  auto Fix = B.buildAdd(s256, B.buildAnd(s256, LHSSign, RHS),
                        B.buildAnd(s256, RHSSign, LHS));
  B.buildSub(Dst, High, Fix);
  MI.eraseFromParent();
  return true;
}

/// \p R zero- or sign-extended to \p Ty.
static Register buildExtend(MachineIRBuilder &B, bool Signed, LLT Ty,
                            Register R) {
  return (Signed ? B.buildSExt(Ty, R) : B.buildZExt(Ty, R)).getReg(0);
}

/// The exact product of \p LHS and \p RHS, extended to \p WideTy (twice
/// their width, so it cannot wrap).
static Register buildExactProduct(MachineIRBuilder &B, bool Signed,
                                  LLT WideTy, Register LHS, Register RHS) {
  return B
      .buildMul(WideTy, buildExtend(B, Signed, WideTy, LHS),
                buildExtend(B, Signed, WideTy, RHS))
      .getReg(0);
}

/// The high half of a product at a width other than a word: the operands
/// extended to twice the width, where the product is exact, multiplied and
/// shifted down.
bool EVMLegalizerInfo::legalizeMulHByWideMul(MachineInstr &MI,
                                             MachineIRBuilder &B) const {
  auto [Dst, LHS, RHS] = MI.getFirst3Regs();
  unsigned Bits = B.getMRI()->getType(Dst).getSizeInBits();
  bool Signed = MI.getOpcode() == G_SMULH;
  LLT WideTy = LLT::scalar(2 * Bits);
  Register Product = buildExactProduct(B, Signed, WideTy, LHS, RHS);
  auto Amount = B.buildConstant(WideTy, Bits);
  auto High = Signed ? B.buildAShr(WideTy, Product, Amount)
                     : B.buildLShr(WideTy, Product, Amount);
  B.buildTrunc(Dst, High);
  MI.eraseFromParent();
  return true;
}

/// Multiplication with overflow wider than a word: the exact product at
/// twice the width (split into word multiplies by the legalizer); it
/// overflows when it differs from the extension of its truncation.
bool EVMLegalizerInfo::legalizeWideMulO(MachineInstr &MI,
                                        MachineIRBuilder &B) const {
  auto [Dst, Overflow, LHS, RHS] = MI.getFirst4Regs();
  LLT Ty = B.getMRI()->getType(Dst);
  if (Ty.getSizeInBits() <= 256)
    return false;
  bool Signed = MI.getOpcode() == G_SMULO;
  LLT WideTy = LLT::scalar(2 * Ty.getSizeInBits());
  Register Product = buildExactProduct(B, Signed, WideTy, LHS, RHS);
  B.buildTrunc(Dst, Product);
  Register Exact = buildExtend(B, Signed, WideTy, Dst);
  B.buildICmp(CmpInst::ICMP_NE, Overflow, Product, Exact);
  MI.eraseFromParent();
  return true;
}

/// The upper parts of an addition or subtraction split into words: the
/// operation with a carry (borrow) in and out, or, for the signed forms that
/// produce the most significant part, the signed overflow.
bool EVMLegalizerInfo::legalizeAddSubCarry(MachineInstr &MI,
                                           MachineIRBuilder &B) const {
  Register Dst = MI.getOperand(0).getReg();
  Register CarryOut = MI.getOperand(1).getReg();
  Register LHS = MI.getOperand(2).getReg();
  Register RHS = MI.getOperand(3).getReg();
  Register CarryIn = MI.getOperand(4).getReg();
  auto Carry = B.buildZExt(s256, CarryIn);
  auto Zero = B.buildConstant(s256, 0);
  switch (MI.getOpcode()) {
  case G_UADDE: {
    // Two partial sums: at most one of them wraps.
    auto Sum = B.buildAdd(s256, LHS, RHS);
    B.buildAdd(Dst, Sum, Carry);
    auto Wrap1 = B.buildICmp(CmpInst::ICMP_ULT, s1, Sum, LHS);
    auto Wrap2 = B.buildICmp(CmpInst::ICMP_ULT, s1, Dst, Sum);
    B.buildOr(CarryOut, Wrap1, Wrap2);
    break;
  }
  case G_USUBE: {
    auto Diff = B.buildSub(s256, LHS, RHS);
    B.buildSub(Dst, Diff, Carry);
    auto Borrow1 = B.buildICmp(CmpInst::ICMP_ULT, s1, LHS, RHS);
    auto Borrow2 = B.buildICmp(CmpInst::ICMP_ULT, s1, Diff, Carry);
    B.buildOr(CarryOut, Borrow1, Borrow2);
    break;
  }
  case G_SADDE: {
    // Overflow when both operands have the sign the result lacks.
    B.buildAdd(Dst, B.buildAdd(s256, LHS, RHS), Carry);
    auto Both = B.buildAnd(s256, B.buildXor(s256, LHS, Dst),
                           B.buildXor(s256, RHS, Dst));
    B.buildICmp(CmpInst::ICMP_SLT, CarryOut, Both, Zero);
    break;
  }
  case G_SSUBE: {
    // Overflow when the operands' signs differ and the result's sign is
    // not the minuend's.
    B.buildSub(Dst, B.buildSub(s256, LHS, RHS), Carry);
    auto Both = B.buildAnd(s256, B.buildXor(s256, LHS, RHS),
                           B.buildXor(s256, LHS, Dst));
    B.buildICmp(CmpInst::ICMP_SLT, CarryOut, Both, Zero);
    break;
  }
  default:
    return false;
  }
  MI.eraseFromParent();
  return true;
}

/// select(c, t, f) = f ^ ((t ^ f) * c) for a condition c that is 0 or 1: the
/// legalizer zero-extends a boolean condition before it reaches here.
bool EVMLegalizerInfo::legalizeSelect(MachineInstr &MI,
                                      MachineIRBuilder &B) const {
  auto [Dst, Cond, TrueVal, FalseVal] = MI.getFirst4Regs();
  // Pointers are selected as their addresses.
  bool IsPointer = B.getMRI()->getType(Dst).isPointer();
  if (IsPointer) {
    TrueVal = B.buildPtrToInt(s256, TrueVal).getReg(0);
    FalseVal = B.buildPtrToInt(s256, FalseVal).getReg(0);
  }
  auto Diff = B.buildXor(s256, TrueVal, FalseVal);
  auto Masked = B.buildMul(s256, Diff, Cond);
  if (IsPointer)
    B.buildIntToPtr(Dst, B.buildXor(s256, FalseVal, Masked));
  else
    B.buildXor(Dst, FalseVal, Masked);
  MI.eraseFromParent();
  return true;
}

/// ctlz without CLZ: halve the search range eight times. At each step, if
/// the value has a set bit at or above the shift S, shift it down by S and
/// add S to the position; at the end the value is 0 or 1 and
///   ctlz = 255 - position + (value == 0).
bool EVMLegalizerInfo::legalizeCtlz(MachineInstr &MI,
                                    MachineIRBuilder &B) const {
  auto [Dst, Src] = MI.getFirst2Regs();
  Register Value = Src;
  Register Position = B.buildConstant(s256, 0).getReg(0);
  for (unsigned Shift = 128; Shift >= 1; Shift /= 2) {
    auto High = B.buildLShr(s256, Value, B.buildConstant(s256, Shift));
    auto NonZero =
        B.buildICmp(CmpInst::ICMP_NE, s256, High, B.buildConstant(s256, 0));
    auto Step =
        B.buildShl(s256, NonZero, B.buildConstant(s256, Log2_32(Shift)));
    Value = B.buildLShr(s256, Value, Step).getReg(0);
    Position = B.buildAdd(s256, Position, Step).getReg(0);
  }
  auto IsZero =
      B.buildICmp(CmpInst::ICMP_EQ, s256, Value, B.buildConstant(s256, 0));
  auto Base = B.buildSub(s256, B.buildConstant(s256, 255), Position);
  B.buildAdd(Dst, Base, IsZero);
  MI.eraseFromParent();
  return true;
}

/// cttz(x) = 256 - ctlz(~x & (x - 1)): the mask has exactly the trailing
/// zeros of x set (all 256 bits when x is 0).
bool EVMLegalizerInfo::legalizeCttz(MachineInstr &MI,
                                    MachineIRBuilder &B) const {
  auto [Dst, Src] = MI.getFirst2Regs();
  auto AllOnes = B.buildConstant(s256, APInt::getAllOnes(256));
  auto Trailing = B.buildAnd(s256, B.buildXor(s256, Src, AllOnes),
                             B.buildAdd(s256, Src, AllOnes));
  auto Leading = B.buildCTLZ(s256, Trailing);
  B.buildSub(Dst, B.buildConstant(s256, 256), Leading);
  MI.eraseFromParent();
  return true;
}

/// Bit counts of a value of several words: per-word counts combined.
/// ctpop adds them; ctlz adds the counts of the leading words while all
/// words before them are zero (ctlz of a zero word is 256), and cttz the
/// same from the least significant word.
bool EVMLegalizerInfo::legalizeWideBitCount(MachineInstr &MI,
                                            MachineIRBuilder &B) const {
  auto [Dst, Src] = MI.getFirst2Regs();
  MachineRegisterInfo &MRI = *B.getMRI();
  unsigned Bits = MRI.getType(Src).getSizeInBits();
  if (Bits % 256 != 0)
    return false;
  unsigned Opcode = MI.getOpcode();
  SmallVector<Register, 4> Words = EVM::splitIntoWords(B, Src);
  // In counting order.
  if (Opcode == G_CTLZ)
    std::reverse(Words.begin(), Words.end());
  Register Count;
  Register AllZero; // the words counted so far are all zero (0/1)
  for (Register Word : Words) {
    Register WordCount = B.buildInstr(Opcode, {s256}, {Word}).getReg(0);
    if (!Count) {
      Count = WordCount;
    } else if (Opcode == G_CTPOP) {
      Count = B.buildAdd(s256, Count, WordCount).getReg(0);
    } else {
      Count = B.buildAdd(s256, Count, B.buildMul(s256, WordCount, AllZero))
                  .getReg(0);
    }
    if (Opcode != G_CTPOP) {
      auto IsZero =
          B.buildICmp(CmpInst::ICMP_EQ, s256, Word, B.buildConstant(s256, 0));
      AllZero = AllZero ? B.buildAnd(s256, AllZero, IsZero).getReg(0)
                        : IsZero.getReg(0);
    }
  }
  unsigned DstBits = MRI.getType(Dst).getSizeInBits();
  if (DstBits > 256)
    B.buildZExt(Dst, Count);
  else if (DstBits < 256)
    B.buildTrunc(Dst, Count);
  else
    B.buildCopy(Dst, Count);
  MI.eraseFromParent();
  return true;
}

/// A 256-bit constant repeating the low \p Bits bits of \p Pattern.
static APInt splat(unsigned Bits, uint64_t Pattern) {
  return APInt::getSplat(256, APInt(Bits, Pattern));
}

/// ctpop: sums of bit counts in ever wider lanes. After the 2-, 4-, 8- and
/// 16-bit steps each 16-bit lane holds its count (at most 16); multiplying
/// by 0x0001...0001 sums all lanes into the top one, where 256 still fits.
bool EVMLegalizerInfo::legalizeCtpop(MachineInstr &MI,
                                     MachineIRBuilder &B) const {
  auto [Dst, Src] = MI.getFirst2Regs();
  auto C = [&](const APInt &V) { return B.buildConstant(s256, V); };
  auto shr = [&](auto X, unsigned S) {
    return B.buildLShr(s256, X, B.buildConstant(s256, S));
  };
  // x - ((x >> 1) & 0x55..): 2-bit counts.
  auto M1 = C(splat(8, 0x55));
  auto X = B.buildSub(s256, Src, B.buildAnd(s256, shr(Src, 1), M1));
  // 4-bit counts.
  auto M2 = C(splat(8, 0x33));
  X = B.buildAdd(s256, B.buildAnd(s256, X, M2),
                 B.buildAnd(s256, shr(X, 2), M2));
  // 8-bit counts.
  X = B.buildAnd(s256, B.buildAdd(s256, X, shr(X, 4)), C(splat(8, 0x0f)));
  // 16-bit counts.
  X = B.buildAnd(s256, B.buildAdd(s256, X, shr(X, 8)), C(splat(16, 0x00ff)));
  auto Sum = B.buildMul(s256, X, C(splat(16, 0x0001)));
  B.buildLShr(Dst, Sum, B.buildConstant(s256, 240));
  MI.eraseFromParent();
  return true;
}

/// bswap and bitreverse: exchange neighbouring groups of S bits for S from
/// 128 down to 8 (bswap) or 1 (bitreverse); the mask selects the low group
/// of each pair.
bool EVMLegalizerInfo::legalizeByteBitReverse(MachineInstr &MI,
                                              MachineIRBuilder &B) const {
  auto [Dst, Src] = MI.getFirst2Regs();
  unsigned Smallest = MI.getOpcode() == G_BSWAP ? 8 : 1;
  Register X = Src;
  for (unsigned S = 128; S >= Smallest; S /= 2) {
    auto Amount = B.buildConstant(s256, S);
    auto High = B.buildLShr(s256, X, Amount);
    auto Low = B.buildShl(s256, X, Amount);
    Register Next =
        S == Smallest ? Dst : B.getMRI()->createGenericVirtualRegister(s256);
    if (S == 128) {
      B.buildOr(Next, High, Low);
    } else {
      auto Mask = B.buildConstant(
          s256, APInt::getSplat(256, APInt::getLowBitsSet(2 * S, S)));
      B.buildOr(Next, B.buildAnd(s256, High, Mask),
                B.buildAnd(s256, Low, B.buildNot(s256, Mask)));
    }
    X = Next;
  }
  MI.eraseFromParent();
  return true;
}

/// An extension to more than a word: the words of the source (extended to a
/// word if narrower), then words of zeros (zext), sign copies (sext) or
/// anything (anyext).
bool EVMLegalizerInfo::legalizeWideExt(MachineInstr &MI,
                                       MachineIRBuilder &B) const {
  auto [Dst, Src] = MI.getFirst2Regs();
  MachineRegisterInfo &MRI = *B.getMRI();
  LLT DstTy = MRI.getType(Dst), SrcTy = MRI.getType(Src);
  unsigned SrcBits = SrcTy.getSizeInBits();
  if (SrcBits > 256 && SrcBits % 256 != 0)
    return false;
  SmallVector<Register, 4> Words;
  if (SrcBits < 256)
    Words.push_back(B.buildInstr(MI.getOpcode(), {s256}, {Src}).getReg(0));
  else
    Words = EVM::splitIntoWords(B, Src);
  Register High;
  if (MI.getOpcode() == G_SEXT)
    High =
        B.buildAShr(s256, Words.back(), B.buildConstant(s256, 255)).getReg(0);
  else
    High = B.buildConstant(s256, 0).getReg(0);
  Words.resize(divideCeil(DstTy.getSizeInBits(), 256), High);
  EVM::buildFromWords(B, Dst, Words);
  MI.eraseFromParent();
  return true;
}

/// A truncation to more than a word keeps the low words of the source.
bool EVMLegalizerInfo::legalizeWideTrunc(MachineInstr &MI,
                                         MachineIRBuilder &B) const {
  auto [Dst, Src] = MI.getFirst2Regs();
  MachineRegisterInfo &MRI = *B.getMRI();
  unsigned DstBits = MRI.getType(Dst).getSizeInBits();
  unsigned SrcBits = MRI.getType(Src).getSizeInBits();
  unsigned NumWords = divideCeil(DstBits, 256);
  // s257 from s512: nothing to drop at the word level.
  if (DstBits % 256 != 0 && NumWords * 256 == SrcBits)
    return false;
  SmallVector<Register, 4> Words = EVM::splitIntoWords(B, Src);
  Words.resize(NumWords);
  EVM::buildFromWords(B, Dst, Words);
  MI.eraseFromParent();
  return true;
}

/// Division wider than a word by a constant power of two (other wide
/// divisions were expanded in IR): shifts and masks at the full width,
/// which the legalizer then splits into words. Signed division rounds
/// toward zero: a negative dividend is biased by 2^k - 1 first.
bool EVMLegalizerInfo::legalizeWideDivRemByPow2(MachineInstr &MI,
                                                MachineIRBuilder &B) const {
  auto [Dst, LHS, RHS] = MI.getFirst3Regs();
  MachineRegisterInfo &MRI = *B.getMRI();
  LLT Ty = MRI.getType(Dst);
  unsigned Bits = Ty.getSizeInBits();
  std::optional<ValueAndVReg> Constant =
      getIConstantVRegValWithLookThrough(RHS, MRI);
  if (!Constant)
    return false;
  std::optional<APInt> Divisor = Constant->Value.sextOrTrunc(Bits);
  unsigned Opcode = MI.getOpcode();
  bool Signed = Opcode == G_SDIV || Opcode == G_SREM;
  bool Negative =
      Signed && Divisor->isNegative() && !Divisor->isMinSignedValue();
  if (Signed && Divisor->isMinSignedValue()) {
    // Only the minimum itself divides to 1; every other dividend is its
    // own remainder.
    auto IsMin = B.buildICmp(CmpInst::ICMP_EQ, LLT::scalar(1), LHS, RHS);
    if (Opcode == G_SDIV)
      B.buildZExt(Dst, IsMin);
    else
      B.buildSelect(Dst, IsMin, B.buildConstant(Ty, 0), LHS);
    MI.eraseFromParent();
    return true;
  }
  APInt Magnitude = Negative ? -*Divisor : *Divisor;
  if (!Magnitude.isPowerOf2() || (Signed && Magnitude.isMinSignedValue()))
    return false;
  unsigned K = Magnitude.logBase2();
  auto Shift = [&](unsigned Amount) { return B.buildConstant(Ty, Amount); };
  if (!Signed) {
    if (Opcode == G_UDIV)
      B.buildLShr(Dst, LHS, Shift(K));
    else
      B.buildAnd(Dst, LHS, B.buildConstant(Ty, Magnitude - 1));
    MI.eraseFromParent();
    return true;
  }
  Register Biased = LHS;
  if (K > 0) {
    auto Sign = B.buildAShr(Ty, LHS, Shift(Bits - 1));
    auto Bias = B.buildLShr(Ty, Sign, Shift(Bits - K));
    Biased = B.buildAdd(Ty, LHS, Bias).getReg(0);
  }
  auto Quotient = B.buildAShr(Ty, Biased, Shift(K));
  if (Opcode == G_SDIV) {
    if (Negative)
      B.buildSub(Dst, B.buildConstant(Ty, 0), Quotient);
    else
      B.buildCopy(Dst, Quotient);
  } else {
    // x - (x / 2^k) * 2^k; the sign of the divisor does not matter.
    B.buildSub(Dst, LHS, B.buildShl(Ty, Quotient, Shift(K)));
  }
  MI.eraseFromParent();
  return true;
}
