//===-- EVMFoldBranchNegations.cpp - A branch's ISZERO into its compare ---===//
//
/// \file
/// JUMPI jumps when its condition is not zero. When the layout puts a
/// conditional branch's target right after its block, the emitter branches
/// on the opposite condition to the other successor, with an ISZERO before
/// the JUMPI (EVMStackEmitter, "Branch on the opposite condition"). The
/// middle end writes `x >= C` as `x > C - 1` and `x <= C` as `x < C + 1`,
/// so solc's `if iszero(lt(x, C)) { ... }` (solady's `log10`, `log2`, the
/// range checks of its ABI decoders) reaches the backend as
/// `GT x, C-1; BRCOND`, and the body that follows the test is the branch's
/// target: `PUSH C-1 DUP GT ISZERO PUSH label JUMPI` where solc's code is
/// `PUSH C DUP LT PUSH label JUMPI`, one instruction and 3 gas less.
///
/// When the other operand of such a compare (GT, LT, SGT, SLT) is a
/// constant, the negation has an exact form without the ISZERO:
///
///   !(x > K)  is  x < K + 1        !(x < K)  is  x > K - 1
///
/// (and the same with the constant on the left, or signed, while K + 1 or
/// K - 1 does not wrap). This pass, once the layout is final and just
/// before the stackifier, rewrites a compare whose only use is a branch
/// the emitter would negate into that form and flips the branch's sense
/// (BRCOND <-> BRCONDZ), which leaves the emitter no negation to add. The
/// new constant is often the one the code uses next (`div(x, C)` after
/// `iszero(lt(x, C))`), which the stackifier can then keep and DUP.
///
/// A constant one apart can cost more to push (K = 2^n - 1 is cheap as
/// PUSH0 NOT ... SHR, K + 1 = 2^n as PUSH1 1 PUSH1 n SHL); the rewrite is
/// made when the new constant's cheapest code (EVMConstantMaterializer,
/// under the function's policy) costs no more than the old one's and the
/// ISZERO together. Runs at -O1 and above.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "Stackify/EVMConstantMaterializer.h"
#include "Stackify/EVMStackShuffler.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/Support/CommandLine.h"
#include <optional>

using namespace llvm;

#define DEBUG_TYPE "evm-fold-branch-negations"

static cl::opt<bool> EnableFoldBranchNegations(
    "evm-fold-branch-negations", cl::init(true), cl::Hidden,
    cl::desc("Fold the ISZERO of a branch the layout negates into its "
             "compare with a constant (x > K becomes x < K + 1; -O1 and "
             "above)"));

EVM_STATISTIC(NumFolded, "Branch negations folded into their compare");

namespace {

class EVMFoldBranchNegations final : public MachineFunctionPass {
public:
  static char ID;
  EVMFoldBranchNegations() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "EVM branch negations folded into compares";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  /// The conditional branch of \p MBB whose condition the emitter will
  /// negate, given the layout; null if there is none.
  MachineInstr *getNegatedBranch(MachineBasicBlock &MBB) const;
  bool fold(MachineInstr &Branch);

  MachineRegisterInfo *MRI = nullptr;
  const EVMInstrInfo *TII = nullptr;
  std::optional<EVMConstantMaterializer> Constants;
  /// The gas of the ISZERO a fold saves (one byte).
  unsigned IsZeroGas = 0;
};

} // end anonymous namespace

char EVMFoldBranchNegations::ID = 0;
INITIALIZE_PASS(EVMFoldBranchNegations, DEBUG_TYPE,
                "EVM branch negations folded into compares", false, false)

FunctionPass *llvm::createEVMFoldBranchNegationsPass() {
  return new EVMFoldBranchNegations();
}

MachineInstr *
EVMFoldBranchNegations::getNegatedBranch(MachineBasicBlock &MBB) const {
  MachineBasicBlock *TBB = nullptr, *FBB = nullptr;
  SmallVector<MachineOperand, 2> Cond;
  if (TII->analyzeBranch(MBB, TBB, FBB, Cond) || Cond.empty())
    return nullptr;
  // The emitter's reading of the terminators (EVMStackEmitter's
  // analyzeTerminators): without a second branch, the other successor is
  // the block that follows; when the target follows, the sense flips.
  MachineFunction::iterator NextIt = std::next(MBB.getIterator());
  MachineBasicBlock *Next =
      NextIt == MBB.getParent()->end() ? nullptr : &*NextIt;
  MachineBasicBlock *Other = FBB ? FBB : Next;
  if (!Other || Other == TBB)
    return nullptr;
  bool Negate = Cond[0].getImm() == EVM::BRCONDZ;
  if (TBB == Next)
    Negate = !Negate;
  if (!Negate)
    return nullptr;
  for (MachineInstr &MI : MBB.terminators())
    if (MI.getOpcode() == EVM::BRCOND || MI.getOpcode() == EVM::BRCONDZ)
      return &MI;
  return nullptr;
}

bool EVMFoldBranchNegations::fold(MachineInstr &Branch) {
  Register Cond = Branch.getOperand(0).getReg();
  if (!Cond.isVirtual() || !MRI->hasOneNonDBGUse(Cond))
    return false;
  MachineInstr *Cmp = MRI->getVRegDef(Cond);
  if (!Cmp)
    return false;
  unsigned Opc = Cmp->getOpcode();
  bool Signed = Opc == EVM::SGT || Opc == EVM::SLT;
  if (Opc != EVM::GT && Opc != EVM::LT && !Signed)
    return false;
  // Which operand is the constant; with both constant there is nothing to
  // gain that the middle end did not fold.
  const ConstantInt *LHS =
      EVM::getConstantDef(*MRI, Cmp->getOperand(1).getReg());
  const ConstantInt *RHS =
      EVM::getConstantDef(*MRI, Cmp->getOperand(2).getReg());
  if (bool(LHS) == bool(RHS))
    return false;
  unsigned ConstIdx = RHS ? 2 : 1;
  const APInt K = (RHS ? RHS : LHS)->getValue().zextOrTrunc(256);
  // `x > K` (GT x, K or LT K, x) negates to `x < K + 1`, `x < K` to
  // `x > K - 1`; the opcode swaps GT <-> LT and the operands stay in place.
  bool XGreater = (Opc == EVM::GT || Opc == EVM::SGT) == bool(RHS);
  if (XGreater ? (Signed ? K.isMaxSignedValue() : K.isMaxValue())
               : (Signed ? K.isMinSignedValue() : K.isZero()))
    return false;
  APInt NewK = XGreater ? K + 1 : K - 1;

  // The new constant's cheapest code against the old one's and an ISZERO.
  EVMConstantSequence Old = Constants->get(K);
  Old.Bytes += 1;
  Old.Gas += IsZeroGas;
  if (Constants->isCheaper(Old, Constants->get(NewK))) {
    EVM_DEBUG(dbgs() << "evm-fold-branch-negations: "
                     << printMBBReference(*Branch.getParent()) << ": 0x"
                     << toString(NewK, 16, false)
                     << " costs more than 0x" << toString(K, 16, false)
                     << " and an ISZERO: not folded\n");
    return false;
  }

  unsigned NewOpc;
  switch (Opc) {
  case EVM::GT:
    NewOpc = EVM::LT;
    break;
  case EVM::LT:
    NewOpc = EVM::GT;
    break;
  case EVM::SGT:
    NewOpc = EVM::SLT;
    break;
  default:
    NewOpc = EVM::SGT;
    break;
  }
  MachineBasicBlock &MBB = *Cmp->getParent();
  const DebugLoc &DL = Cmp->getDebugLoc();
  MachineFunction &MF = *MBB.getParent();
  const TargetRegisterClass *RC = MRI->getRegClass(Cond);
  Register NewConst = MRI->createVirtualRegister(RC);
  BuildMI(MBB, Cmp, DL, TII->get(EVM::CONST_I256), NewConst)
      .addCImm(ConstantInt::get(MF.getFunction().getContext(), NewK));
  Register NewCond = MRI->createVirtualRegister(RC);
  MachineInstrBuilder NewCmp =
      BuildMI(MBB, Cmp, DL, TII->get(NewOpc), NewCond);
  for (unsigned I = 1; I <= 2; ++I)
    NewCmp.addReg(I == ConstIdx ? NewConst : Cmp->getOperand(I).getReg());
  Branch.getOperand(0).setReg(NewCond);
  Branch.setDesc(TII->get(Branch.getOpcode() == EVM::BRCOND ? EVM::BRCONDZ
                                                            : EVM::BRCOND));
  EVM_DEBUG(dbgs() << "evm-fold-branch-negations: "
                   << printMBBReference(*Branch.getParent()) << ": "
                   << TII->getName(Opc) << " with 0x"
                   << toString(K, 16, false) << " -> "
                   << TII->getName(NewOpc) << " with 0x"
                   << toString(NewK, 16, false) << "\n");

  // The old condition now only has debug uses, which cannot describe the
  // new one's value; the old constant may have other uses.
  Register OldConst = Cmp->getOperand(ConstIdx).getReg();
  for (MachineOperand &MO :
       make_early_inc_range(MRI->use_operands(Cond)))
    MO.getParent()->setDebugValueUndef();
  Cmp->eraseFromParent();
  if (MRI->use_nodbg_empty(OldConst) && MRI->use_empty(OldConst))
    if (MachineInstr *Def = MRI->getVRegDef(OldConst))
      Def->eraseFromParent();
  ++NumFolded;
  return true;
}

bool EVMFoldBranchNegations::runOnMachineFunction(MachineFunction &MF) {
  if (!EnableFoldBranchNegations || skipFunction(MF.getFunction()))
    return false;
  MRI = &MF.getRegInfo();
  TII = static_cast<const EVMInstrInfo *>(MF.getSubtarget().getInstrInfo());
  const EVMStackGas Gas(*TII);
  Constants.emplace(Gas, MF.getFunction());
  IsZeroGas = Gas.of(EVM::ISZERO_S);
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    if (MachineInstr *Branch = getNegatedBranch(MBB))
      Changed |= fold(*Branch);
  Constants.reset();
  return Changed;
}
