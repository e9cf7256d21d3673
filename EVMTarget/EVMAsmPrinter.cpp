//===-- EVMAsmPrinter.cpp - Print EVM assembly and bytecode -----------------===//
//
// Emits stack-form instructions, expands the stackifier's jump pseudos into
// `PUSH2 label; JUMP/JUMPI`, and at the end of the module places every
// function's frame in EVM memory (docs/memory-map.md).
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMMCInstLower.h"
#include "EVMMCTargetDesc.h"
#include "EVMMachineFunctionInfo.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
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

  bool runOnMachineFunction(MachineFunction &MF) override {
    const auto &Info = *MF.getInfo<EVMMachineFunctionInfo>();
    if (Info.FrameSize)
      Frames[&MF.getFunction()] = {Info.FrameSymbol, Info.FrameSize};
    return AsmPrinter::runOnMachineFunction(MF);
  }

  void emitInstruction(const MachineInstr *MI) override;
  void emitEndOfAsmFile(Module &M) override;

private:
  void emitJump(const MCExpr *Target, unsigned JumpOpcode);

  struct FrameDesc {
    MCSymbol *Symbol;
    unsigned Size;
  };
  MapVector<const Function *, FrameDesc> Frames;
};
} // end anonymous namespace

void EVMAsmPrinter::emitJump(const MCExpr *Target, unsigned JumpOpcode) {
  MCInst Push;
  Push.setOpcode(EVM::PUSH2_S);
  Push.addOperand(MCOperand::createExpr(Target));
  EmitToStreamer(*OutStreamer, Push);
  MCInst Jump;
  Jump.setOpcode(JumpOpcode);
  EmitToStreamer(*OutStreamer, Jump);
}

void EVMAsmPrinter::emitInstruction(const MachineInstr *MI) {
  switch (MI->getOpcode()) {
  case EVM::BR_S:
  case EVM::BRCOND_S:
    emitJump(MCSymbolRefExpr::create(MI->getOperand(0).getMBB()->getSymbol(),
                                     OutContext),
             MI->getOpcode() == EVM::BR_S ? EVM::JUMP_S : EVM::JUMPI_S);
    return;
  case EVM::FCALL_S:
    emitJump(MCSymbolRefExpr::create(getSymbol(MI->getOperand(0).getGlobal()),
                                     OutContext),
             EVM::JUMP_S);
    return;
  case EVM::RET_S: {
    MCInst Jump;
    Jump.setOpcode(EVM::JUMP_S);
    EmitToStreamer(*OutStreamer, Jump);
    return;
  }
  default:
    break;
  }
  MCInst Inst;
  EVMMCInstLower(OutContext, *this).lower(*MI, Inst);
  EmitToStreamer(*OutStreamer, Inst);
}

/// Frames live at fixed addresses from 0x80 up. Two functions that can be
/// active at the same time (one calls the other, directly or not) get
/// disjoint frames; others may overlap. A function's frame starts where
/// the frames of all its callers end; the functions of one call-graph cycle
/// are placed one after another (they save their frames on the EVM stack
/// when they are called again, see EVMStackify).
void EVMAsmPrinter::emitEndOfAsmFile(Module &M) {
  constexpr unsigned FrameBase = 0x80;
  if (Frames.empty())
    return;

  // Direct calls between defined functions.
  DenseMap<const Function *, SmallVector<const Function *, 4>> Callees;
  for (const Function &F : M)
    Callees[&F] = EVM::getDefinedCallees(F);

  // Strongly connected components (Tarjan), found callees first.
  DenseMap<const Function *, unsigned> Index, Low, SCCOf;
  SmallVector<const Function *, 16> Stack;
  SmallPtrSet<const Function *, 16> OnStack;
  SmallVector<SmallVector<const Function *, 2>, 16> SCCs;
  unsigned Counter = 0;
  std::function<void(const Function *)> Visit = [&](const Function *F) {
    Index[F] = Low[F] = Counter++;
    Stack.push_back(F);
    OnStack.insert(F);
    for (const Function *C : Callees[F]) {
      if (!Index.count(C)) {
        Visit(C);
        Low[F] = std::min(Low[F], Low[C]);
      } else if (OnStack.count(C)) {
        Low[F] = std::min(Low[F], Index[C]);
      }
    }
    if (Low[F] != Index[F])
      return;
    SCCs.emplace_back();
    const Function *G;
    do {
      G = Stack.pop_back_val();
      OnStack.erase(G);
      SCCOf[G] = SCCs.size() - 1;
      SCCs.back().push_back(G);
    } while (G != F);
  };
  for (const Function &F : M)
    if (!F.isDeclaration() && !Index.count(&F))
      Visit(&F);

  // Callers before callees: the reverse of the order Tarjan finds them in.
  DenseMap<const Function *, unsigned> Offset;
  SmallVector<unsigned, 16> SCCStart(SCCs.size(), 0);
  for (unsigned S = SCCs.size(); S-- > 0;) {
    unsigned Start = SCCStart[S];
    unsigned End = Start;
    for (const Function *F : reverse(SCCs[S])) {
      Offset[F] = End;
      End += Frames.lookup(F).Size;
    }
    for (const Function *F : SCCs[S])
      for (const Function *C : Callees[F])
        if (SCCOf[C] != S)
          SCCStart[SCCOf[C]] = std::max(SCCStart[SCCOf[C]], End);
  }

  for (auto &[F, Desc] : Frames)
    OutStreamer->emitAssignment(
        Desc.Symbol,
        MCConstantExpr::create(FrameBase + Offset.lookup(F), OutContext));
}

char EVMAsmPrinter::ID = 0;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeEVMAsmPrinter() {
  RegisterAsmPrinter<EVMAsmPrinter> X(getTheEVMTarget());
}
