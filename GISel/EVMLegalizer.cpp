//===-- EVMLegalizer.cpp - GlobalISel's legalizer in linear time ----------===//
//
/// \file
/// The target's legalizer pass: GlobalISel's own legalization
/// (Legalizer::legalizeMachineFunction, with EVMLegalizerInfo's rules), run
/// with one more change observer, EVMWidenedOperandFolder, that keeps its
/// time linear in the number of uses of a value.
///
/// Every narrow integer is widened to the machine's 256 bits. Widening an
/// instruction wraps each narrow operand v in a G_ANYEXT of its own, and a
/// narrow value made by a widened instruction is a G_TRUNC of the wide
/// result x; the artifact combiner then folds each G_ANYEXT(G_TRUNC x) into
/// x. Each fold gives x one use more and walks all the uses x has so far
/// (LegalizationArtifactCombiner::tryCombineInstruction, for the artifacts
/// among them), so a value with k narrow uses costs k^2/2 steps: a function
/// argument or an address that a few thousand instructions use took most
/// of the compile time (docs/design.md, "Compile time").
///
/// The same happens to G_ZEXT(G_TRUNC x) when x's high bits are known to
/// be zero, and to G_SEXT(G_TRUNC x) when they are known to be copies of
/// the sign bit: the combiner elides the extension then, and a narrow
/// value that C loads or compares in many places (csmith's programs) went
/// through thousands of such folds.
///
/// The observer does those folds as the operand is widened, where they
/// cost nothing: when the legalizer has changed an instruction, each
/// operand that is such an extension of a G_TRUNC of a word becomes the
/// word. The extension is left without uses, and the legalizer erases an
/// artifact without uses before it would try to combine it. The machine
/// code is the same as with the stock Legalizer pass, which the MIR tests
/// of the legality table still run (-run-pass=legalizer).
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/CodeGen/GlobalISel/CSEInfo.h"
#include "llvm/CodeGen/GlobalISel/CSEMIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/GISelChangeObserver.h"
#include "llvm/CodeGen/GlobalISel/GISelValueTracking.h"
#include "llvm/CodeGen/GlobalISel/Legalizer.h"
#include "llvm/CodeGen/GlobalISel/LegalizerInfo.h"
#include "llvm/CodeGen/GlobalISel/LostDebugLocObserver.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/InitializePasses.h"

using namespace llvm;

#define DEBUG_TYPE "evm-legalizer"

namespace {

/// Replaces an operand G_ANYEXT(G_TRUNC x) of a changed instruction by the
/// word x, and G_ZEXT / G_SEXT(G_TRUNC x) when the extension is known to
/// change nothing, as the artifact combiner would.
class EVMWidenedOperandFolder final : public GISelChangeObserver {
public:
  EVMWidenedOperandFolder(MachineRegisterInfo &MRI, GISelValueTracking *VT)
      : MRI(MRI), VT(VT) {}

  void createdInstr(MachineInstr &MI) override {}
  void erasingInstr(MachineInstr &MI) override {}
  void changingInstr(MachineInstr &MI) override {}
  void changedInstr(MachineInstr &MI) override {
    for (MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual())
        if (Register Wide = getTruncatedSource(MO.getReg()))
          MO.setReg(Wide);
  }

private:
  /// The word x when \p Reg is an extension of G_TRUNC x that x itself can
  /// stand for: always for G_ANYEXT; for G_ZEXT when x's bits above the
  /// narrow type are known zero, for G_SEXT when they are known copies of
  /// its sign bit (the conditions of LegalizationArtifactCombiner).
  Register getTruncatedSource(Register Reg) const {
    const MachineInstr *Ext = MRI.getVRegDef(Reg);
    if (!Ext)
      return Register();
    unsigned Opcode = Ext->getOpcode();
    if (Opcode != TargetOpcode::G_ANYEXT && Opcode != TargetOpcode::G_ZEXT &&
        Opcode != TargetOpcode::G_SEXT)
      return Register();
    Register Narrow = Ext->getOperand(1).getReg();
    const MachineInstr *Trunc = MRI.getVRegDef(Narrow);
    if (!Trunc || Trunc->getOpcode() != TargetOpcode::G_TRUNC)
      return Register();
    Register Wide = Trunc->getOperand(1).getReg();
    LLT WideTy = MRI.getType(Wide);
    if (!Wide.isVirtual() || WideTy != MRI.getType(Reg))
      return Register();
    if (Opcode == TargetOpcode::G_ANYEXT)
      return Wide;
    // The known bits are asked of words only: the G_AND and G_SEXT_INREG
    // the combiner would otherwise build are legal there.
    if (!VT || WideTy != LLT::scalar(256))
      return Register();
    unsigned WideBits = WideTy.getSizeInBits();
    unsigned NarrowBits = MRI.getType(Narrow).getSizeInBits();
    if (Opcode == TargetOpcode::G_ZEXT)
      return (VT->getKnownZeroes(Wide) |
              APInt::getLowBitsSet(WideBits, NarrowBits))
                     .isAllOnes()
                 ? Wide
                 : Register();
    return VT->computeNumSignBits(Wide) > WideBits - NarrowBits ? Wide
                                                                 : Register();
  }

  MachineRegisterInfo &MRI;
  GISelValueTracking *VT;
};

class EVMLegalizer final : public MachineFunctionPass {
public:
  static char ID;
  EVMLegalizer() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM Legalizer"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetPassConfig>();
    AU.addRequired<GISelCSEAnalysisWrapperPass>();
    AU.addPreserved<GISelCSEAnalysisWrapperPass>();
    AU.addRequired<GISelValueTrackingAnalysisLegacy>();
    AU.addPreserved<GISelValueTrackingAnalysisLegacy>();
    getSelectionDAGFallbackAnalysisUsage(AU);
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  MachineFunctionProperties getRequiredProperties() const override {
    return MachineFunctionProperties().setIsSSA();
  }
  MachineFunctionProperties getSetProperties() const override {
    return MachineFunctionProperties().setLegalized();
  }
  MachineFunctionProperties getClearedProperties() const override {
    return MachineFunctionProperties().setNoPHIs().setNoVRegs();
  }

  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

bool EVMLegalizer::runOnMachineFunction(MachineFunction &MF) {
  if (MF.getProperties().hasFailedISel())
    return false;
  const TargetPassConfig &TPC = getAnalysis<TargetPassConfig>();
  GISelCSEAnalysisWrapper &CSEWrapper =
      getAnalysis<GISelCSEAnalysisWrapperPass>().getCSEWrapper();
  GISelValueTracking *VT =
      &getAnalysis<GISelValueTrackingAnalysisLegacy>().get(MF);
  MachineOptimizationRemarkEmitter MORE(MF, /*MBFI=*/nullptr);

  // As the stock pass: instructions are CSE'd where the pass configuration
  // asks for it (-O1 and above), and the CSE information observes every
  // change, after the folder has made it.
  EVMWidenedOperandFolder Folder(MF.getRegInfo(), VT);
  SmallVector<GISelChangeObserver *, 2> Observers = {&Folder};
  std::unique_ptr<MachineIRBuilder> Builder;
  bool EnableCSE = TPC.isGISelCSEEnabled();
  if (EnableCSE) {
    GISelCSEInfo &CSEInfo = CSEWrapper.get(TPC.getCSEConfig());
    auto CSEBuilder = std::make_unique<CSEMIRBuilder>();
    CSEBuilder->setCSEInfo(&CSEInfo);
    Builder = std::move(CSEBuilder);
    Observers.push_back(&CSEInfo);
  } else {
    Builder = std::make_unique<MachineIRBuilder>();
  }
  LostDebugLocObserver LocObserver(DEBUG_TYPE);

  const size_t NumBlocks = MF.size();
  Legalizer::MFResult Result = Legalizer::legalizeMachineFunction(
      MF, *MF.getSubtarget().getLegalizerInfo(), Observers, LocObserver,
      *Builder, VT);
  if (Result.FailedOn) {
    reportGISelFailure(MF, MORE, "gisel-legalize",
                       "unable to legalize instruction", *Result.FailedOn);
    return false;
  }
  if (MF.size() != NumBlocks) {
    MachineOptimizationRemarkMissed R("gisel-legalize", "GISelFailure",
                                      MF.getFunction().getSubprogram(),
                                      /*MBB=*/nullptr);
    R << "inserting blocks is not supported yet";
    reportGISelFailure(MF, MORE, R);
    return false;
  }
  // The CSE information is kept only when it was kept up to date.
  if (!EnableCSE)
    CSEWrapper.setComputed(false);
  return Result.Changed;
}

char EVMLegalizer::ID = 0;
INITIALIZE_PASS_BEGIN(EVMLegalizer, DEBUG_TYPE,
                      "Legalize the generic MIR for the EVM", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_DEPENDENCY(GISelCSEAnalysisWrapperPass)
INITIALIZE_PASS_DEPENDENCY(GISelValueTrackingAnalysisLegacy)
INITIALIZE_PASS_END(EVMLegalizer, DEBUG_TYPE,
                    "Legalize the generic MIR for the EVM", false, false)

FunctionPass *llvm::createEVMLegalizerPass() { return new EVMLegalizer(); }
