//===-- EVMMCExpr.cpp - 256-bit immediates in MC ----------------------------===//

#include "EVMMCExpr.h"
#include "llvm/MC/MCContext.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

EVMWideImmExpr::EVMWideImmExpr(const APInt &Value) {
  APInt V = Value.zextOrTrunc(256);
  for (unsigned I = 0; I < 4; ++I)
    Words[I] = V.getRawData()[I];
}

const EVMWideImmExpr *EVMWideImmExpr::create(const APInt &Value,
                                             MCContext &Ctx) {
  return new (Ctx) EVMWideImmExpr(Value);
}

void EVMWideImmExpr::printImpl(raw_ostream &OS, const MCAsmInfo *MAI) const {
  OS << "0x" << llvm::toString(getValue(), 16, /*Signed=*/false,
                               /*formatAsCLiteral=*/false,
                               /*UpperCase=*/false);
}

bool EVMWideImmExpr::isEqualTo(const MCExpr *X) const {
  const auto *Other = dyn_cast<EVMWideImmExpr>(X);
  return Other && Other->getValue() == getValue();
}

MCOperand EVM::createImmOperand(const APInt &Value, MCContext &Ctx) {
  if (Value.getActiveBits() <= 64)
    return MCOperand::createImm(static_cast<int64_t>(Value.getZExtValue()));
  return MCOperand::createExpr(EVMWideImmExpr::create(Value, Ctx));
}

std::optional<APInt> EVM::getImmValue(const MCOperand &Op) {
  if (Op.isImm())
    return APInt(256, static_cast<uint64_t>(Op.getImm()));
  if (Op.isExpr())
    if (const auto *Wide = dyn_cast<EVMWideImmExpr>(Op.getExpr()))
      return Wide->getValue();
  return std::nullopt;
}
