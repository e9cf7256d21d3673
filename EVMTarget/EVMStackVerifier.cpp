//===-- EVMStackVerifier.cpp - Check stack heights after stackification -----===//
//
/// \file
/// Simulates the height of the EVM stack through the stackified code and
/// reports any instruction that would underflow it, grow it beyond 1024
/// slots, or is still in register form. Instructions after one that halts
/// execution are reported too: the stackifier must have dropped them.
/// A failure is a bug in the code generator, not in the input.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMSubtarget.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stack-verifier"

namespace {
class EVMStackVerifier final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackVerifier() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM stack verifier"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  [[noreturn]] void fail(const MachineFunction &MF, const MachineInstr *MI,
                         const Twine &Msg) const;
};
} // end anonymous namespace

char EVMStackVerifier::ID = 0;
INITIALIZE_PASS(EVMStackVerifier, DEBUG_TYPE, "Verify EVM stack heights",
                false, true)

FunctionPass *llvm::createEVMStackVerifierPass() {
  return new EVMStackVerifier();
}

void EVMStackVerifier::fail(const MachineFunction &MF, const MachineInstr *MI,
                            const Twine &Msg) const {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "EVM stack verifier: function '" << MF.getName() << "': " << Msg;
  if (MI) {
    OS << ": ";
    MI->print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
              /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
  }
  report_fatal_error(Twine(Text), /*gen_crash_diag=*/false);
}

bool EVMStackVerifier::runOnMachineFunction(MachineFunction &MF) {
  for (const MachineBasicBlock &MBB : MF) {
    unsigned Height = 0;
    bool Halted = false;
    for (const MachineInstr &MI : MBB) {
      if (MI.isDebugInstr())
        continue;
      if (Halted)
        fail(MF, &MI, "instruction after the end of execution");
      const MCInstrDesc &Desc = MI.getDesc();
      if (!EVMII::isStackForm(Desc))
        fail(MF, &MI, "instruction not in stack form");
      unsigned In = EVMII::getStackIn(Desc);
      unsigned Out = EVMII::getStackOut(Desc);
      if (Height < In)
        fail(MF, &MI, "stack underflow (height " + Twine(Height) +
                          ", needs " + Twine(In) + ")");
      Height = Height - In + Out;
      if (Height > EVM::MaxStackHeight)
        fail(MF, &MI, "stack overflow (height " + Twine(Height) + ")");
      Halted = EVMII::haltsExecution(Desc);
    }
    if (!Halted && MBB.succ_empty())
      fail(MF, nullptr, "block '" + MBB.getName() +
                            "' ends without ending execution");
  }
  return false;
}
