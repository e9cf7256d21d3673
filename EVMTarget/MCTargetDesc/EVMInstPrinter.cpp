//===-- EVMInstPrinter.cpp - Print EVM assembly -----------------------------===//

#include "EVMInstPrinter.h"
#include "EVMDebug.h"
#include "EVMMCExpr.h"
#include "EVMMCTargetDesc.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "asm-printer"

#include "EVMGenAsmWriter.inc"

void EVMInstPrinter::printInst(const MCInst *MI, uint64_t Address,
                               StringRef Annot, const MCSubtargetInfo &STI,
                               raw_ostream &OS) {
  // The width of a symbolic push is the assembler's choice, made once the
  // code is laid out.
  if (EVM::isSymbolicPush(*MI)) {
    OS << "\tPUSH\t";
    MAI.printExpr(OS, *MI->getOperand(0).getExpr());
  } else {
    printInstruction(MI, Address, OS);
  }
  printAnnotation(OS, Annot);
}

void EVMInstPrinter::printImmOperand(const MCInst *MI, unsigned OpNo,
                                     raw_ostream &OS) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isImm()) {
    OS << format("0x%" PRIx64, static_cast<uint64_t>(Op.getImm()));
    return;
  }
  EVM_ASSERT(Op.isExpr(), "PUSH takes an immediate or an expression");
  MAI.printExpr(OS, *Op.getExpr());
}
