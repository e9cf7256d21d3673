//===-- EVMMCInstLower.h - Lower MachineInstrs to MCInsts -------*- C++ -*-===//

#ifndef EVM_EMISSION_EVMMCINSTLOWER_H
#define EVM_EMISSION_EVMMCINSTLOWER_H

#include <cstdint>

namespace llvm {
class AsmPrinter;
class MCContext;
class MCExpr;
class MCInst;
class MCSymbol;
class MachineInstr;

/// Lowers stack-form instructions; PUSH immediates wider than 64 bits
/// become EVMWideImmExpr, code labels symbol references.
class EVMMCInstLower {
  MCContext &Ctx;
  AsmPrinter &Printer;

public:
  EVMMCInstLower(MCContext &Ctx, AsmPrinter &Printer)
      : Ctx(Ctx), Printer(Printer) {}
  void lower(const MachineInstr &MI, MCInst &OutMI) const;
  const MCExpr *symbolPlusOffset(const MCSymbol *Sym, int64_t Offset) const;
};

} // namespace llvm

#endif
