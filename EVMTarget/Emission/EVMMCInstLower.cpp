//===-- EVMMCInstLower.cpp - Lower MachineInstrs to MCInsts
//-----------------===//

#include "EVMMCInstLower.h"
#include "MCTargetDesc/EVMMCExpr.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/IR/Constants.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

const MCExpr *EVMMCInstLower::symbolPlusOffset(const MCSymbol *Sym,
                                               int64_t Offset) const {
  const MCExpr *Expr = MCSymbolRefExpr::create(Sym, Ctx);
  if (Offset)
    Expr =
        MCBinaryExpr::createAdd(Expr, MCConstantExpr::create(Offset, Ctx), Ctx);
  return Expr;
}

void EVMMCInstLower::lower(const MachineInstr &MI, MCInst &OutMI) const {
  OutMI.setOpcode(MI.getOpcode());
  for (const MachineOperand &MO : MI.operands()) {
    switch (MO.getType()) {
    case MachineOperand::MO_Immediate:
      OutMI.addOperand(MCOperand::createImm(MO.getImm()));
      break;
    case MachineOperand::MO_CImmediate:
      OutMI.addOperand(EVM::createImmOperand(MO.getCImm()->getValue(), Ctx));
      break;
    case MachineOperand::MO_MachineBasicBlock:
      OutMI.addOperand(MCOperand::createExpr(
          MCSymbolRefExpr::create(MO.getMBB()->getSymbol(), Ctx)));
      break;
    case MachineOperand::MO_GlobalAddress:
      OutMI.addOperand(MCOperand::createExpr(
          symbolPlusOffset(Printer.getSymbol(MO.getGlobal()), MO.getOffset())));
      break;
    case MachineOperand::MO_MCSymbol:
      OutMI.addOperand(MCOperand::createExpr(
          symbolPlusOffset(MO.getMCSymbol(), MO.getOffset())));
      break;
    case MachineOperand::MO_Register:
      report_fatal_error("EVM: register operand reached MC lowering");
    default:
      report_fatal_error("EVM: unsupported operand kind in MC lowering");
    }
  }
}
