//===-- EVMMCExpr.h - 256-bit immediates in MC ------------------*- C++ -*-===//
//
// MCOperand immediates are 64 bits wide; PUSH immediates are up to 256.
// A PUSH whose value does not fit 64 bits carries it as this expression.
// EVM::createImmOperand and EVM::getImmValue are the one place that chooses
// between the two and reads them back (instruction lowering, the code
// emitter and the disassembler use them).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_MCTARGETDESC_EVMMCEXPR_H
#define EVM_MCTARGETDESC_EVMMCEXPR_H

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/Casting.h"
#include <optional>

namespace llvm {

class EVMWideImmExpr : public MCTargetExpr {
  // MCExprs are bump-allocated and never destroyed, so the value is kept
  // in a trivially destructible array (least significant word first).
  uint64_t Words[4];

  explicit EVMWideImmExpr(const APInt &Value);

public:
  static const EVMWideImmExpr *create(const APInt &Value, MCContext &Ctx);

  APInt getValue() const { return APInt(256, ArrayRef<uint64_t>(Words)); }

  void printImpl(raw_ostream &OS, const MCAsmInfo *MAI) const override;
  bool evaluateAsRelocatableImpl(MCValue &Res,
                                 const MCAssembler *Asm) const override {
    return false;
  }
  bool isEqualTo(const MCExpr *X) const override;
  void visitUsedExpr(MCStreamer &Streamer) const override {}
  MCFragment *findAssociatedFragment() const override { return nullptr; }

  static bool classof(const MCExpr *E) {
    return E->getKind() == MCExpr::Target;
  }
};

namespace EVM {
/// The MC operand of the PUSH immediate \p Value: an immediate when the
/// value fits 64 bits, an EVMWideImmExpr otherwise.
MCOperand createImmOperand(const APInt &Value, MCContext &Ctx);
/// The value of a PUSH operand made of a number (either kind above), as 256
/// bits; std::nullopt for a symbolic one (a label, known after layout).
std::optional<APInt> getImmValue(const MCOperand &Op);
} // namespace EVM

} // namespace llvm

#endif
