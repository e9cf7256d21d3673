//===-- EVMAsmPrinter.cpp - Print EVM assembly and bytecode -----------------===//

#include "EVMMCInstLower.h"
#include "EVMMCTargetDesc.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

#define DEBUG_TYPE "asm-printer"

namespace {
class EVMAsmPrinter final : public AsmPrinter {
public:
  static char ID;
  EVMAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID) {}

  StringRef getPassName() const override { return "EVM Assembly Printer"; }

  void emitInstruction(const MachineInstr *MI) override {
    MCInst Inst;
    EVMMCInstLower(OutContext, *this).lower(*MI, Inst);
    EmitToStreamer(*OutStreamer, Inst);
  }
};
} // end anonymous namespace

char EVMAsmPrinter::ID = 0;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeEVMAsmPrinter() {
  RegisterAsmPrinter<EVMAsmPrinter> X(getTheEVMTarget());
}
