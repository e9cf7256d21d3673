//===-- EVMPostLegalizerCombiner.cpp - EVM combines on generic MIR --------===//
//
/// \file
/// Runs the combine rules of TableGen/EVMCombine.td on legalized generic MIR,
/// before register bank selection: a comparison masked to one bit is the
/// comparison, `xor x, ~0` is G_EVM_NOT, and a branch on a comparison with
/// zero or on a comparison the EVM computes only negated becomes a branch on
/// the word itself (G_BRCOND / G_EVM_BRCONDZ). The instruction selector then
/// selects one generic instruction at a time.
///
/// Then, at -O1 and above, generic rules of GlobalISel's Combine.td that
/// pay on the EVM, mostly masks the legalizer added that known bits show to
/// be redundant.
///
/// The target's rules produce no instruction the legalizer would have to see
/// again, and they choose instructions the way the emitter prices them, so
/// they run at every optimisation level: -O0 gets the same branches as -O2.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMSubtarget.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/GlobalISel/Combiner.h"
#include "llvm/CodeGen/GlobalISel/CombinerHelper.h"
#include "llvm/CodeGen/GlobalISel/CombinerInfo.h"
#include "llvm/CodeGen/GlobalISel/GIMatchTableExecutorImpl.h"
#include "llvm/CodeGen/GlobalISel/GISelValueTracking.h"
#include "llvm/CodeGen/GlobalISel/MIPatternMatch.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/Target/TargetMachine.h"
#include <string>

#define GET_GICOMBINER_DEPS
#include "EVMGenPostLegalizeGICombiner.inc"
#undef GET_GICOMBINER_DEPS

#define DEBUG_TYPE "evm-postlegalizer-combiner"

using namespace llvm;

namespace {

/// What evm_branch_on_zero_test found: branch on \c Word, when it is zero
/// (\c IfZero) or when it is not.
struct EVMBranchOnWord {
  Register Word;
  bool IfZero = false;
};

/// What evm_compare_high_bits found: compare \c X >> \c Shift with
/// \c Value.
struct EVMHighBitsCompare {
  Register X;
  unsigned Shift = 0;
  APInt Value;
  /// The equality the comparison becomes: its own (evm_compare_high_bits),
  /// or eq/ne with zero (evm_compare_low_mask).
  CmpInst::Predicate Pred = CmpInst::ICMP_EQ;
};

#define GET_GICOMBINER_TYPES
#include "EVMGenPostLegalizeGICombiner.inc"
#undef GET_GICOMBINER_TYPES

class EVMPostLegalizerCombinerImpl : public Combiner {
protected:
  const CombinerHelper Helper;
  const EVMPostLegalizerCombinerImplRuleConfig &RuleConfig;
  // The generated code computes the subtarget's features from it.
  const EVMSubtarget &STI;

public:
  EVMPostLegalizerCombinerImpl(
      MachineFunction &MF, CombinerInfo &CInfo, const TargetPassConfig *TPC,
      GISelValueTracking &VT,
      const EVMPostLegalizerCombinerImplRuleConfig &RuleConfig);

  static const char *getName() { return "EVMPostLegalizerCombiner"; }

  bool tryCombineAll(MachineInstr &I) const override;

private:
  std::optional<APInt> getWordConstant(Register Reg) const;
  bool isAllOnesWord(Register Reg) const;
  bool matchMaskedCompare(Register X, Register Y, Register &Cmp) const;
  bool matchIdentityOfConstant(const MachineInstr &MI, Register &Result) const;
  bool matchShiftOfMask(const MachineInstr &MI, Register &Src) const;
  void applyShiftOfMask(MachineInstr &MI, Register Src) const;
  bool matchBranchOnZeroTest(unsigned Pred, Register A, Register B,
                             EVMBranchOnWord &Info) const;
  void applyBranchOnWord(MachineInstr &Br, const EVMBranchOnWord &Info) const;
  bool matchBranchOnNegatedCompare(const MachineInstr &Cmp) const;
  bool matchCompareHighBits(const MachineInstr &Cmp,
                            EVMHighBitsCompare &Info) const;
  void applyCompareHighBits(MachineInstr &Cmp,
                            const EVMHighBitsCompare &Info) const;
  void applyBranchOnInverseCompare(MachineInstr &Br, MachineInstr &Cmp) const;
  bool matchCompareLowMask(const MachineInstr &Cmp,
                           EVMHighBitsCompare &Info) const;
  bool matchMulByPowerOfTwo(const MachineInstr &MI, Register &X,
                            unsigned &Shift) const;
  void applyMulByPowerOfTwo(MachineInstr &MI, Register X, unsigned Shift) const;
  bool isBoolean(Register Reg) const;
  bool matchSextOfBool(const MachineInstr &MI) const;
  void applySextOfBool(MachineInstr &MI) const;
  bool matchAddSextOfBool(const MachineInstr &MI,
                          std::pair<Register, Register> &Info) const;
  void applyAddSextOfBool(MachineInstr &MI,
                          const std::pair<Register, Register> &Info) const;

#define GET_GICOMBINER_CLASS_MEMBERS
#include "EVMGenPostLegalizeGICombiner.inc"
#undef GET_GICOMBINER_CLASS_MEMBERS
};

#define GET_GICOMBINER_IMPL
#include "EVMGenPostLegalizeGICombiner.inc"
#undef GET_GICOMBINER_IMPL

EVMPostLegalizerCombinerImpl::EVMPostLegalizerCombinerImpl(
    MachineFunction &MF, CombinerInfo &CInfo, const TargetPassConfig *TPC,
    GISelValueTracking &VT,
    const EVMPostLegalizerCombinerImplRuleConfig &RuleConfig)
    : Combiner(MF, CInfo, TPC, &VT, /*CSEInfo=*/nullptr),
      Helper(Observer, B, /*IsPreLegalize=*/false, &VT, /*MDT=*/nullptr,
             MF.getSubtarget().getLegalizerInfo()),
      RuleConfig(RuleConfig), STI(MF.getSubtarget<EVMSubtarget>()),
#define GET_GICOMBINER_CONSTRUCTOR_INITS
#include "EVMGenPostLegalizeGICombiner.inc"
#undef GET_GICOMBINER_CONSTRUCTOR_INITS
{
}

/// The value of \p Reg if a G_CONSTANT defines it as a whole word. (The
/// rules' MIR patterns cannot compare immediates wider than 64 bits.)
std::optional<APInt>
EVMPostLegalizerCombinerImpl::getWordConstant(Register Reg) const {
  if (MRI.getType(Reg).getSizeInBits() != 256)
    return std::nullopt;
  return getIConstantVRegVal(Reg, MRI);
}

bool EVMPostLegalizerCombinerImpl::isAllOnesWord(Register Reg) const {
  std::optional<APInt> C = getWordConstant(Reg);
  return C && C->isAllOnes();
}

/// The operand \p MI computes when one of its operands is a constant that
/// leaves the other unchanged or absorbs it (evm_identity_of_constant).
bool EVMPostLegalizerCombinerImpl::matchIdentityOfConstant(
    const MachineInstr &MI, Register &Result) const {
  Register X = MI.getOperand(1).getReg(), Y = MI.getOperand(2).getReg();
  std::optional<APInt> CX = getWordConstant(X), CY = getWordConstant(Y);
  auto Is = [](const std::optional<APInt> &C, auto Pred) {
    return C && Pred(*C);
  };
  auto Zero = [](const APInt &C) { return C.isZero(); };
  auto One = [](const APInt &C) { return C.isOne(); };
  auto AllOnes = [](const APInt &C) { return C.isAllOnes(); };
  auto Pick = [&](Register R) {
    Result = R;
    return true;
  };
  switch (MI.getOpcode()) {
  case TargetOpcode::G_ADD:
  case TargetOpcode::G_XOR:
    if (Is(CY, Zero))
      return Pick(X);
    if (Is(CX, Zero))
      return Pick(Y);
    return false;
  case TargetOpcode::G_OR:
    if (Is(CY, Zero) || Is(CX, AllOnes))
      return Pick(X);
    if (Is(CX, Zero) || Is(CY, AllOnes))
      return Pick(Y);
    return false;
  case TargetOpcode::G_AND:
    if (Is(CY, AllOnes) || Is(CX, Zero))
      return Pick(X);
    if (Is(CX, AllOnes) || Is(CY, Zero))
      return Pick(Y);
    return false;
  case TargetOpcode::G_MUL:
    if (Is(CY, One) || Is(CX, Zero))
      return Pick(X);
    if (Is(CX, One) || Is(CY, Zero))
      return Pick(Y);
    return false;
  case TargetOpcode::G_SUB:
  case TargetOpcode::G_PTR_ADD:
    if (Is(CY, Zero))
      return Pick(X);
    return false;
  case TargetOpcode::G_ASHR:
    // An arithmetic shift keeps all ones as they are.
    if (Is(CX, AllOnes))
      return Pick(X);
    [[fallthrough]];
  case TargetOpcode::G_SHL:
  case TargetOpcode::G_LSHR:
    if (Is(CY, Zero) || Is(CX, Zero))
      return Pick(X);
    return false;
  case TargetOpcode::G_UDIV:
  case TargetOpcode::G_SDIV:
    if (Is(CY, One))
      return Pick(X);
    [[fallthrough]];
  case TargetOpcode::G_UREM:
  case TargetOpcode::G_SREM:
    // 0 / y and 0 % y are 0 for every y the IR defines them for (and on
    // the EVM for y = 0 as well).
    if (Is(CX, Zero))
      return Pick(X);
    return false;
  }
  return false;
}

/// \p MI shifts `x & M` by a constant, and M keeps every bit of x the
/// shift keeps: \p Src is x.
bool EVMPostLegalizerCombinerImpl::matchShiftOfMask(const MachineInstr &MI,
                                                    Register &Src) const {
  std::optional<APInt> Amount = getWordConstant(MI.getOperand(2).getReg());
  if (!Amount || Amount->uge(256))
    return false;
  const MachineInstr *And = MRI.getVRegDef(MI.getOperand(1).getReg());
  if (!And || And->getOpcode() != TargetOpcode::G_AND)
    return false;
  unsigned Kept = 256 - Amount->getZExtValue();
  Register X = And->getOperand(1).getReg(), Y = And->getOperand(2).getReg();
  for (auto [Val, Mask] : {std::pair(X, Y), std::pair(Y, X)}) {
    std::optional<APInt> M = getWordConstant(Mask);
    if (!M)
      continue;
    // A left shift keeps the low bits, a right shift the high ones.
    unsigned Covered = MI.getOpcode() == TargetOpcode::G_SHL
                           ? M->countr_one()
                           : M->countl_one();
    if (Covered >= Kept) {
      Src = Val;
      return true;
    }
  }
  return false;
}

void EVMPostLegalizerCombinerImpl::applyShiftOfMask(MachineInstr &MI,
                                                    Register Src) const {
  Observer.changingInstr(MI);
  MI.getOperand(1).setReg(Src);
  Observer.changedInstr(MI);
}

bool EVMPostLegalizerCombinerImpl::matchCompareHighBits(
    const MachineInstr &Cmp, EVMHighBitsCompare &Info) const {
  auto Pred = static_cast<CmpInst::Predicate>(Cmp.getOperand(1).getPredicate());
  if (!CmpInst::isEquality(Pred))
    return false;
  Register A = Cmp.getOperand(2).getReg(), Bv = Cmp.getOperand(3).getReg();
  for (auto [Masked, Other] : {std::pair(A, Bv), std::pair(Bv, A)}) {
    std::optional<APInt> C = getWordConstant(Other);
    const MachineInstr *And = MRI.getVRegDef(Masked);
    if (!C || !And || And->getOpcode() != TargetOpcode::G_AND ||
        !MRI.hasOneNonDBGUse(Masked))
      continue;
    Register X = And->getOperand(1).getReg(), Y = And->getOperand(2).getReg();
    for (auto [Val, Mask] : {std::pair(X, Y), std::pair(Y, X)}) {
      std::optional<APInt> M = getWordConstant(Mask);
      if (!M || M->isZero() || M->isAllOnes())
        continue;
      // Ones from the top down, then zeros: ~0 << K.
      unsigned K = M->countr_zero();
      if (M->countl_one() + K != 256 || C->countr_zero() < K)
        continue;
      Info.X = Val;
      Info.Shift = K;
      Info.Value = C->lshr(K);
      Info.Pred = Pred;
      return true;
    }
  }
  return false;
}

/// Both rules' comparison becomes `(X >> Shift) Pred Value`.
void EVMPostLegalizerCombinerImpl::applyCompareHighBits(
    MachineInstr &Cmp, const EVMHighBitsCompare &Info) const {
  B.setInstrAndDebugLoc(Cmp);
  LLT Word = LLT::scalar(256);
  Register Shifted =
      B.buildLShr(Word, Info.X, B.buildConstant(Word, Info.Shift)).getReg(0);
  Register Value = B.buildConstant(Word, Info.Value).getReg(0);
  Observer.changingInstr(Cmp);
  Cmp.getOperand(1).setPredicate(Info.Pred);
  Cmp.getOperand(2).setReg(Shifted);
  Cmp.getOperand(3).setReg(Value);
  Observer.changedInstr(Cmp);
}

bool EVMPostLegalizerCombinerImpl::matchCompareLowMask(
    const MachineInstr &Cmp, EVMHighBitsCompare &Info) const {
  auto Pred = static_cast<CmpInst::Predicate>(Cmp.getOperand(1).getPredicate());
  if (Pred != CmpInst::ICMP_UGT && Pred != CmpInst::ICMP_ULT)
    return false;
  // Words only: a pointer is not shifted.
  if (MRI.getType(Cmp.getOperand(2).getReg()) != LLT::scalar(256))
    return false;
  Register Dst = Cmp.getOperand(0).getReg();
  if (!MRI.hasOneNonDBGUse(Dst) ||
      MRI.use_instr_nodbg_begin(Dst)->getOpcode() != TargetOpcode::G_BRCOND)
    return false;
  std::optional<APInt> C = getWordConstant(Cmp.getOperand(3).getReg());
  if (!C)
    return false;
  // u> 2^k - 1: the bits from k up are not all zero; u< 2^k: they are.
  APInt Bound = Pred == CmpInst::ICMP_UGT ? *C + 1 : *C;
  if (!Bound.isPowerOf2() || Bound.isOne())
    return false;
  Info.X = Cmp.getOperand(2).getReg();
  Info.Shift = Bound.logBase2();
  Info.Value = APInt::getZero(256);
  Info.Pred = Pred == CmpInst::ICMP_UGT ? CmpInst::ICMP_NE : CmpInst::ICMP_EQ;
  return true;
}

bool EVMPostLegalizerCombinerImpl::matchMulByPowerOfTwo(const MachineInstr &MI,
                                                        Register &X,
                                                        unsigned &Shift) const {
  Register A = MI.getOperand(1).getReg(), Bv = MI.getOperand(2).getReg();
  for (auto [Val, Factor] : {std::pair(A, Bv), std::pair(Bv, A)}) {
    std::optional<APInt> C = getWordConstant(Factor);
    // 2^0 is evm_identity_of_constant's.
    if (!C || !C->isPowerOf2() || C->isOne())
      continue;
    X = Val;
    Shift = C->logBase2();
    return true;
  }
  return false;
}

void EVMPostLegalizerCombinerImpl::applyMulByPowerOfTwo(MachineInstr &MI,
                                                        Register X,
                                                        unsigned Shift) const {
  B.setInstrAndDebugLoc(MI);
  LLT Word = LLT::scalar(256);
  B.buildShl(MI.getOperand(0).getReg(), X, B.buildConstant(Word, Shift));
  MI.eraseFromParent();
}

/// \p Reg is a word known to be 0 or 1 (a comparison, a masked bit).
bool EVMPostLegalizerCombinerImpl::isBoolean(Register Reg) const {
  return MRI.getType(Reg) == LLT::scalar(256) &&
         VT->getKnownBits(Reg).countMinLeadingZeros() >= 255;
}

bool EVMPostLegalizerCombinerImpl::matchSextOfBool(
    const MachineInstr &MI) const {
  return MI.getOperand(2).getImm() == 1 && isBoolean(MI.getOperand(1).getReg());
}

void EVMPostLegalizerCombinerImpl::applySextOfBool(MachineInstr &MI) const {
  B.setInstrAndDebugLoc(MI);
  LLT Word = LLT::scalar(256);
  B.buildSub(MI.getOperand(0).getReg(), B.buildConstant(Word, 0),
             MI.getOperand(1).getReg());
  MI.eraseFromParent();
}

/// `a + sext(b)` for a boolean b, or `a + (0 - b)`: \p Info is (a, b).
bool EVMPostLegalizerCombinerImpl::matchAddSextOfBool(
    const MachineInstr &MI, std::pair<Register, Register> &Info) const {
  Register A = MI.getOperand(1).getReg(), Bv = MI.getOperand(2).getReg();
  for (auto [Other, Neg] : {std::pair(A, Bv), std::pair(Bv, A)}) {
    const MachineInstr *Def = MRI.getVRegDef(Neg);
    if (!Def || !MRI.hasOneNonDBGUse(Neg))
      continue;
    if (Def->getOpcode() == TargetOpcode::G_SEXT_INREG && matchSextOfBool(*Def))
      Info = {Other, Def->getOperand(1).getReg()};
    else if (Def->getOpcode() == TargetOpcode::G_SUB &&
             getWordConstant(Def->getOperand(1).getReg())
                 .value_or(APInt(256, 1))
                 .isZero())
      Info = {Other, Def->getOperand(2).getReg()};
    else
      continue;
    return true;
  }
  return false;
}

void EVMPostLegalizerCombinerImpl::applyAddSextOfBool(
    MachineInstr &MI, const std::pair<Register, Register> &Info) const {
  B.setInstrAndDebugLoc(MI);
  B.buildSub(MI.getOperand(0).getReg(), Info.first, Info.second);
  MI.eraseFromParent();
}

static bool isCompare(Register Reg, const MachineRegisterInfo &MRI) {
  const MachineInstr *Def = MRI.getVRegDef(Reg);
  return Def && Def->getOpcode() == TargetOpcode::G_ICMP;
}

bool EVMPostLegalizerCombinerImpl::matchMaskedCompare(Register X, Register Y,
                                                      Register &Cmp) const {
  for (auto [Val, Mask] : {std::pair(X, Y), std::pair(Y, X)}) {
    std::optional<APInt> C = getIConstantVRegVal(Mask, MRI);
    if (C && C->isOne() && isCompare(Val, MRI)) {
      Cmp = Val;
      return true;
    }
  }
  return false;
}

bool EVMPostLegalizerCombinerImpl::matchBranchOnZeroTest(
    unsigned Pred, Register A, Register B, EVMBranchOnWord &Info) const {
  if (!CmpInst::isEquality(static_cast<CmpInst::Predicate>(Pred)))
    return false;
  std::optional<APInt> C = getWordConstant(B);
  Register Word = A;
  if (!C || !C->isZero()) {
    C = getWordConstant(A);
    Word = B;
  }
  if (!C || !C->isZero())
    return false;
  Info.Word = Word;
  Info.IfZero = Pred == CmpInst::ICMP_EQ;
  return true;
}

void EVMPostLegalizerCombinerImpl::applyBranchOnWord(
    MachineInstr &Br, const EVMBranchOnWord &Info) const {
  B.setInstrAndDebugLoc(Br);
  B.buildInstr(Info.IfZero ? unsigned(EVM::G_EVM_BRCONDZ)
                           : unsigned(TargetOpcode::G_BRCOND))
      .addUse(Info.Word)
      .add(Br.getOperand(1));
  Br.eraseFromParent();
}

/// Predicates that LT/GT/SLT/SGT/EQ compute only with an ISZERO after them.
static bool isNegatedCompare(CmpInst::Predicate Pred) {
  switch (Pred) {
  case CmpInst::ICMP_NE:
  case CmpInst::ICMP_ULE:
  case CmpInst::ICMP_UGE:
  case CmpInst::ICMP_SLE:
  case CmpInst::ICMP_SGE:
    return true;
  default:
    return false;
  }
}

bool EVMPostLegalizerCombinerImpl::matchBranchOnNegatedCompare(
    const MachineInstr &Cmp) const {
  auto Pred = static_cast<CmpInst::Predicate>(Cmp.getOperand(1).getPredicate());
  // The comparison is inverted in place: nothing else may read it.
  return isNegatedCompare(Pred) &&
         MRI.hasOneNonDBGUse(Cmp.getOperand(0).getReg());
}

void EVMPostLegalizerCombinerImpl::applyBranchOnInverseCompare(
    MachineInstr &Br, MachineInstr &Cmp) const {
  auto Pred = static_cast<CmpInst::Predicate>(Cmp.getOperand(1).getPredicate());
  Observer.changingInstr(Cmp);
  Cmp.getOperand(1).setPredicate(CmpInst::getInversePredicate(Pred));
  Observer.changedInstr(Cmp);
  B.setInstrAndDebugLoc(Br);
  B.buildInstr(EVM::G_EVM_BRCONDZ)
      .addUse(Cmp.getOperand(0).getReg())
      .add(Br.getOperand(1));
  Br.eraseFromParent();
}

/// The EVM's own rules lead EVMCombine.td's list; the generic ones follow.
constexpr unsigned NumTargetRules = 5;

class EVMPostLegalizerCombiner final : public MachineFunctionPass {
public:
  static char ID;
  EVMPostLegalizerCombiner();

  StringRef getPassName() const override {
    return "EVMPostLegalizerCombiner";
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override;

private:
  EVMPostLegalizerCombinerImplRuleConfig RuleConfig;
};

} // end anonymous namespace

char EVMPostLegalizerCombiner::ID = 0;
INITIALIZE_PASS_BEGIN(EVMPostLegalizerCombiner, DEBUG_TYPE,
                      "Combine EVM machine instrs after legalization", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_DEPENDENCY(GISelValueTrackingAnalysisLegacy)
INITIALIZE_PASS_END(EVMPostLegalizerCombiner, DEBUG_TYPE,
                    "Combine EVM machine instrs after legalization", false,
                    false)

EVMPostLegalizerCombiner::EVMPostLegalizerCombiner()
    : MachineFunctionPass(ID) {
  // -evmpostlegalizercombiner-disable-rule=N,... and -only-enable-rule: rules
  // are numbered in the order EVMCombine.td lists them (names need an LLVM
  // built with assertions).
  if (!RuleConfig.parseCommandLineOption())
    reportFatalUsageError("-evmpostlegalizercombiner-*-rule: invalid rule "
                          "identifier");
}

void EVMPostLegalizerCombiner::getAnalysisUsage(AnalysisUsage &AU) const {
  AU.addRequired<TargetPassConfig>();
  AU.setPreservesCFG();
  getSelectionDAGFallbackAnalysisUsage(AU);
  AU.addRequired<GISelValueTrackingAnalysisLegacy>();
  AU.addPreserved<GISelValueTrackingAnalysisLegacy>();
  MachineFunctionPass::getAnalysisUsage(AU);
}

bool EVMPostLegalizerCombiner::runOnMachineFunction(MachineFunction &MF) {
  if (MF.getProperties().hasFailedISel())
    return false;
  const Function &F = MF.getFunction();
  bool EnableOpt =
      MF.getTarget().getOptLevel() != CodeGenOptLevel::None && !skipFunction(F);
  GISelValueTracking &VT =
      getAnalysis<GISelValueTrackingAnalysisLegacy>().get(MF);
  CombinerInfo CInfo(/*AllowIllegalOps=*/false, /*ShouldLegalizeIllegal=*/false,
                     /*LegalizerInfo=*/nullptr, EnableOpt, F.hasOptSize(),
                     F.hasMinSize());
  // At -O0 (or for an optnone function) only the target's rules run: they
  // are how branches and complements are selected, not optimisations.
  EVMPostLegalizerCombinerImplRuleConfig Config = RuleConfig;
  if (!EnableOpt) {
    Config.setRuleDisabled("*");
    for (unsigned I = 0; I < NumTargetRules; ++I)
      if (RuleConfig.isRuleEnabled(I))
        Config.setRuleEnabled(std::to_string(I));
  }
  EVMPostLegalizerCombinerImpl Impl(MF, CInfo, &getAnalysis<TargetPassConfig>(),
                                    VT, Config);
  return Impl.combineMachineInstrs();
}

FunctionPass *llvm::createEVMPostLegalizerCombinerPass() {
  return new EVMPostLegalizerCombiner();
}
