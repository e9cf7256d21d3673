//===-- EVMLegalizerInfo.cpp - EVM legalization rules -----------------------===//
//
// The legality table of the EVM target, grouped by operation family.
//
//===----------------------------------------------------------------------===//

#include "EVMLegalizerInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMSubtarget.h"
#include "llvm/CodeGen/GlobalISel/LegalizerHelper.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

using namespace llvm;
using namespace LegalityPredicates;
using namespace TargetOpcode;

static const LLT s1 = LLT::scalar(1);
static const LLT s256 = LLT::scalar(256);

// One pointer type per address space (see docs/ir-dialect.md).
static const LLT p0 = LLT::pointer(0, 256); // stack frame (memory)
static const LLT p1 = LLT::pointer(1, 256); // heap (memory)
static const LLT p2 = LLT::pointer(2, 256); // calldata
static const LLT p3 = LLT::pointer(3, 256); // return data
static const LLT p4 = LLT::pointer(4, 256); // code
static const LLT p5 = LLT::pointer(5, 256); // storage
static const LLT p6 = LLT::pointer(6, 256); // transient storage

/// A scalar narrower than the machine word.
static LegalityPredicate isNarrowScalar(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    return Ty.isScalar() && Ty.getSizeInBits() < 256;
  };
}

EVMLegalizerInfo::EVMLegalizerInfo(const EVMSubtarget &ST) {
  const std::initializer_list<LLT> Pointers = {p0, p1, p2, p3, p4, p5, p6};
  const std::initializer_list<LLT> WordTypes = {s256, p0, p1, p2,
                                                p3,   p4, p5, p6};

  // Values: constants of any width, undefined values, freeze.
  getActionDefinitionsBuilder({G_CONSTANT, G_IMPLICIT_DEF, G_FREEZE})
      .legalFor(WordTypes)
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // Integer arithmetic and bitwise logic: one opcode each on s256.
  getActionDefinitionsBuilder({G_ADD, G_SUB, G_MUL, G_UDIV, G_SDIV, G_UREM,
                               G_SREM, G_AND, G_OR, G_XOR})
      .legalFor({s256})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // Shifts: SHL/SHR/SAR take a 256-bit amount.
  getActionDefinitionsBuilder({G_SHL, G_LSHR, G_ASHR})
      .legalFor({{s256, s256}})
      .widenScalarToNextPow2(0)
      .clampScalar(1, s256, s256)
      .clampScalar(0, s256, s256);

  // Bit counting: CLZ from Osaka on, a branch-free binary search before.
  if (ST.hasCLZ())
    getActionDefinitionsBuilder(G_CTLZ).legalFor({{s256, s256}});
  else
    getActionDefinitionsBuilder(G_CTLZ).customFor({{s256, s256}});
  getActionDefinitionsBuilder(G_CTLZ_ZERO_UNDEF).lower();

  // The high half of a product, for multiplications wider than a word.
  getActionDefinitionsBuilder(G_UMULH)
      .customFor({s256})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // Arithmetic with overflow: the operation, then a comparison.
  getActionDefinitionsBuilder({G_UADDO, G_USUBO, G_SADDO, G_SSUBO})
      .lowerFor({{s256, s1}})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // Comparisons produce a 0/1 word (LT/GT/SLT/SGT/EQ/ISZERO).
  getActionDefinitionsBuilder(G_ICMP)
      .legalForCartesianProduct({s256}, WordTypes)
      .clampScalar(0, s256, s256)
      .widenScalarToNextPow2(1)
      .clampScalar(1, s256, s256);

  // No select opcode: computed arithmetically from a 0/1 condition.
  getActionDefinitionsBuilder(G_SELECT)
      .customForCartesianProduct({s256}, {s256})
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256)
      .clampScalar(1, s256, s256);

  // Extensions and truncations between a narrow integer held in a word and
  // the word itself; the selector makes the high bits defined as needed.
  getActionDefinitionsBuilder({G_ZEXT, G_SEXT, G_ANYEXT})
      .legalIf(all(typeIs(0, s256), isNarrowScalar(1)))
      .clampScalar(0, s256, s256);
  getActionDefinitionsBuilder(G_TRUNC)
      .legalIf(all(isNarrowScalar(0), typeIs(1, s256)));

  // Pointers are words.
  getActionDefinitionsBuilder(G_INTTOPTR)
      .legalForCartesianProduct(Pointers, {s256})
      .clampScalar(1, s256, s256);
  getActionDefinitionsBuilder(G_PTRTOINT)
      .legalForCartesianProduct({s256}, Pointers)
      .clampScalar(0, s256, s256);
  getActionDefinitionsBuilder(G_PTR_ADD)
      .legalForCartesianProduct(Pointers, {s256})
      .clampScalar(1, s256, s256);

  // Whole words: MLOAD/MSTORE on the heap and the frame, SLOAD/SSTORE and
  // TLOAD/TSTORE on (transient) storage, CALLDATALOAD.
  getActionDefinitionsBuilder(G_LOAD)
      .legalForTypesWithMemDesc({{s256, p0, s256, 8},
                                 {s256, p1, s256, 8},
                                 {s256, p2, s256, 8},
                                 {s256, p5, s256, 8},
                                 {s256, p6, s256, 8},
                                 {p1, p1, p1, 8},
                                 {p1, p0, p1, 8}});
  getActionDefinitionsBuilder(G_STORE)
      .legalForTypesWithMemDesc({{s256, p0, s256, 8},
                                 {s256, p1, s256, 8},
                                 {s256, p5, s256, 8},
                                 {s256, p6, s256, 8},
                                 {p1, p1, p1, 8},
                                 {p1, p0, p1, 8}});

  // `unreachable` is INVALID.
  getActionDefinitionsBuilder(G_TRAP).alwaysLegal();

  // Control flow. JUMPI tests a whole word, so a narrow condition is
  // zero-extended (booleans are 0/1).
  getActionDefinitionsBuilder(G_BR).alwaysLegal();
  getActionDefinitionsBuilder(G_BRCOND)
      .legalFor({s256})
      .clampScalar(0, s256, s256);
  getActionDefinitionsBuilder(G_PHI)
      .legalFor(WordTypes)
      .widenScalarToNextPow2(0)
      .clampScalar(0, s256, s256);

  // Allocas are frame objects in EVM memory.
  getActionDefinitionsBuilder(G_FRAME_INDEX).legalFor({p0});

  getLegacyLegalizerInfo().computeTables();
}

bool EVMLegalizerInfo::legalizeCustom(LegalizerHelper &Helper,
                                      MachineInstr &MI,
                                      LostDebugLocObserver &LocObserver) const {
  MachineIRBuilder &B = Helper.MIRBuilder;
  switch (MI.getOpcode()) {
  case TargetOpcode::G_SELECT:
    return legalizeSelect(MI, B);
  case TargetOpcode::G_CTLZ:
    return legalizeCtlz(MI, B);
  case TargetOpcode::G_UMULH:
    return legalizeUMulH(MI, B);
  default:
    return false;
  }
}

/// The high word of a 512-bit product. Modulo 2^256 - 1, 2^256 is 1, so
/// mulmod(a, b, 2^256 - 1) = hi + lo (mod 2^256 - 1), with lo = a * b: hi is
/// mulmod - lo, less one when that subtraction borrows.
bool EVMLegalizerInfo::legalizeUMulH(MachineInstr &MI,
                                     MachineIRBuilder &B) const {
  auto [Dst, LHS, RHS] = MI.getFirst3Regs();
  B.setInstrAndDebugLoc(MI);
  auto Lo = B.buildMul(s256, LHS, RHS);
  auto AllOnes = B.buildConstant(s256, APInt::getAllOnes(256));
  // MULMOD is a target instruction already: its operands are words of the
  // register class, copied from and to the generic values.
  MachineRegisterInfo &MRI = *B.getMRI();
  auto word = [&](Register Src) {
    Register W = MRI.createVirtualRegister(&EVM::GPRRegClass);
    MRI.setType(W, s256);
    if (Src)
      B.buildCopy(W, Src);
    return W;
  };
  Register A = word(LHS), C = word(RHS), M = word(AllOnes.getReg(0));
  Register Mod = word(Register());
  B.buildInstr(EVM::MULMOD).addDef(Mod).addUse(A).addUse(C).addUse(M);
  auto Borrow = B.buildZExt(s256, B.buildICmp(CmpInst::ICMP_ULT, LLT::scalar(1),
                                              Mod, Lo));
  B.buildSub(Dst, B.buildSub(s256, Mod, Lo), Borrow);
  MI.eraseFromParent();
  return true;
}

/// select(c, t, f) = f ^ ((t ^ f) * c) for a condition c that is 0 or 1: the
/// legalizer zero-extends a boolean condition before it reaches here.
bool EVMLegalizerInfo::legalizeSelect(MachineInstr &MI,
                                      MachineIRBuilder &B) const {
  auto [Dst, Cond, TrueVal, FalseVal] = MI.getFirst4Regs();
  B.setInstrAndDebugLoc(MI);
  auto Diff = B.buildXor(s256, TrueVal, FalseVal);
  auto Masked = B.buildMul(s256, Diff, Cond);
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
  B.setInstrAndDebugLoc(MI);
  Register Value = Src;
  Register Position = B.buildConstant(s256, 0).getReg(0);
  for (unsigned Shift = 128; Shift >= 1; Shift /= 2) {
    auto High = B.buildLShr(s256, Value, B.buildConstant(s256, Shift));
    auto NonZero = B.buildICmp(CmpInst::ICMP_NE, s256, High,
                               B.buildConstant(s256, 0));
    auto Step = B.buildShl(s256, NonZero, B.buildConstant(s256, Log2_32(Shift)));
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
