//===-- EVMTargetObjectFile.h - Everything in one code section --*- C++ -*-===//
//
// Bytecode is a single stream: runtime code starts at pc 0, a jump's target
// is an offset into the stream, and the data the code copies from itself
// follows the last function. The object's .text section is that stream (the
// link step, tools/evm-link, takes .text and refuses anything else), so
// every function, every block and every byte of static data belongs in
// .text, whatever section ELF would choose for it: `.text.unlikely.` for a
// cold function, `.text.hot.` for a hot one, `.text.NAME` with
// -function-sections, the section of a `section "..."` attribute (ignored
// on the EVM, with a warning from EVMCheckIR), a basic-block or jump-table
// section.
//
// The hidden option -evm-elf-sections keeps ELF's choices, so that tests
// can show the two backstops at work: EVMAsmBackend refuses a jump into
// another section, evm-link an object with code outside .text.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVMTARGETOBJECTFILE_H
#define EVM_EVMTARGETOBJECTFILE_H

#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"

namespace llvm {

class EVMTargetObjectFile final : public TargetLoweringObjectFileELF {
public:
  MCSection *getExplicitSectionGlobal(const GlobalObject *GO, SectionKind Kind,
                                      const TargetMachine &TM) const override;
  MCSection *SelectSectionForGlobal(const GlobalObject *GO, SectionKind Kind,
                                    const TargetMachine &TM) const override;
  MCSection *
  getSectionForMachineBasicBlock(const Function &F,
                                 const MachineBasicBlock &MBB,
                                 const TargetMachine &TM) const override;
  MCSection *
  getUniqueSectionForFunction(const Function &F,
                              const TargetMachine &TM) const override;
  MCSection *getSectionForJumpTable(const Function &F,
                                    const TargetMachine &TM) const override;
  MCSection *
  getSectionForJumpTable(const Function &F, const TargetMachine &TM,
                         const MachineJumpTableEntry *JTE) const override;
  MCSection *getSectionForConstant(const DataLayout &DL, SectionKind Kind,
                                   const Constant *C,
                                   Align &Alignment) const override;
  MCSection *getSectionForConstant(const DataLayout &DL, SectionKind Kind,
                                   const Constant *C, Align &Alignment,
                                   StringRef SectionSuffix) const override;

private:
  /// The code section, or \p ELFChoice under -evm-elf-sections.
  MCSection *code(function_ref<MCSection *()> ELFChoice) const;
};

} // namespace llvm

#endif
