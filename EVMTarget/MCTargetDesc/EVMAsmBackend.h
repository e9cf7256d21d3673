//===-- EVMAsmBackend.h - EVM assembler backend -----------------*- C++ -*-===//
//
// The assembler's view of EVM code: fixups are resolved in place (bytecode
// has no relocations), symbolic PUSHes are relaxed to the width their value
// needs, and whoever counted code offsets before the layout (the source map,
// the resource report) learns afterwards how far relaxation moved them.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_MCTARGETDESC_EVMASMBACKEND_H
#define EVM_MCTARGETDESC_EVMASMBACKEND_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCAsmBackend.h"
#include <functional>
#include <utility>

namespace llvm {

/// How the layout moved the code. Offsets counted as instructions are
/// emitted, each at its nominal size (symbolic pushes as PUSH2,
/// EVM::NominalSymbolPushBytes), are "pre-layout" offsets; the assembler
/// gives each symbolic push the width its value needs, so an instruction
/// moves by the bytes the pushes before it gained or lost against that.
class EVMCodeRelaxation {
public:
  /// The push at pre-layout offset \p PreOffset grew by \p Bytes (shrank
  /// if negative). Calls come in increasing offset order.
  void addGrowth(uint64_t PreOffset, int64_t Bytes);
  /// The final offset of the instruction boundary at \p PreOffset (the
  /// start of an instruction, or the end of the one before).
  uint64_t getFinalOffset(uint64_t PreOffset) const;
  /// The final size of the pre-layout range [Start, End).
  uint64_t getFinalSize(uint64_t Start, uint64_t End) const {
    return getFinalOffset(End) - getFinalOffset(Start);
  }

private:
  /// Pre-layout offset of each push not at its nominal width, and the
  /// total growth of it and every such push before it.
  SmallVector<std::pair<uint64_t, int64_t>, 0> Growth;
};

class EVMAsmBackend : public MCAsmBackend {
public:
  using LayoutListener = std::function<void(const EVMCodeRelaxation &)>;

  EVMAsmBackend();

  /// Calls \p Listener once the layout is final, before the object is
  /// written.
  void setLayoutListener(LayoutListener Listener) {
    OnLayout = std::move(Listener);
  }

  std::unique_ptr<MCObjectTargetWriter>
  createObjectTargetWriter() const override;
  MCFixupKindInfo getFixupKindInfo(MCFixupKind Kind) const override;
  std::optional<bool> evaluateFixup(const MCFragment &F, MCFixup &Fixup,
                                    MCValue &Target, uint64_t &Value) override;
  void applyFixup(const MCFragment &F, const MCFixup &Fixup,
                  const MCValue &Target, uint8_t *Data, uint64_t Value,
                  bool IsResolved) override;

  bool mayNeedRelaxation(unsigned Opcode, ArrayRef<MCOperand> Operands,
                         const MCSubtargetInfo &STI) const override;
  bool fixupNeedsRelaxationAdvanced(const MCFragment &F, const MCFixup &Fixup,
                                    const MCValue &Target, uint64_t Value,
                                    bool Resolved) const override;
  void relaxInstruction(MCInst &Inst,
                        const MCSubtargetInfo &STI) const override;
  bool finishLayout() const override;

  bool writeNopData(raw_ostream &OS, uint64_t Count,
                    const MCSubtargetInfo *STI) const override;

private:
  /// The bytes fixup \p Kind writes (data fields and PUSH immediates).
  unsigned getFixupBytes(MCFixupKind Kind) const;

  LayoutListener OnLayout;
};

} // namespace llvm

#endif
