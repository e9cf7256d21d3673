//===-- EVMTargetObjectFile.cpp - Everything in one code section ----------===//
//
// See EVMTargetObjectFile.h.
//
//===----------------------------------------------------------------------===//

#include "EVMTargetObjectFile.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<bool> ELFSections(
    "evm-elf-sections", cl::Hidden,
    cl::desc("Put code in the sections ELF would choose (cold functions in "
             ".text.unlikely., ...), which the bytecode does not hold: for "
             "testing the checks that refuse such code"));

MCSection *
EVMTargetObjectFile::code(function_ref<MCSection *()> ELFChoice) const {
  return ELFSections ? ELFChoice() : TextSection;
}

MCSection *EVMTargetObjectFile::getExplicitSectionGlobal(
    const GlobalObject *GO, SectionKind Kind, const TargetMachine &TM) const {
  return code([&] {
    return TargetLoweringObjectFileELF::getExplicitSectionGlobal(GO, Kind, TM);
  });
}

MCSection *EVMTargetObjectFile::SelectSectionForGlobal(
    const GlobalObject *GO, SectionKind Kind, const TargetMachine &TM) const {
  return code([&] {
    return TargetLoweringObjectFileELF::SelectSectionForGlobal(GO, Kind, TM);
  });
}

MCSection *EVMTargetObjectFile::getSectionForMachineBasicBlock(
    const Function &F, const MachineBasicBlock &MBB,
    const TargetMachine &TM) const {
  return code([&] {
    return TargetLoweringObjectFileELF::getSectionForMachineBasicBlock(F, MBB,
                                                                       TM);
  });
}

MCSection *EVMTargetObjectFile::getUniqueSectionForFunction(
    const Function &F, const TargetMachine &TM) const {
  return code([&] {
    return TargetLoweringObjectFileELF::getUniqueSectionForFunction(F, TM);
  });
}

MCSection *
EVMTargetObjectFile::getSectionForJumpTable(const Function &F,
                                            const TargetMachine &TM) const {
  return code([&] {
    return TargetLoweringObjectFileELF::getSectionForJumpTable(F, TM);
  });
}

MCSection *EVMTargetObjectFile::getSectionForJumpTable(
    const Function &F, const TargetMachine &TM,
    const MachineJumpTableEntry *JTE) const {
  return code([&] {
    return TargetLoweringObjectFileELF::getSectionForJumpTable(F, TM, JTE);
  });
}

MCSection *EVMTargetObjectFile::getSectionForConstant(const DataLayout &DL,
                                                      SectionKind Kind,
                                                      const Constant *C,
                                                      Align &Alignment) const {
  return code([&] {
    return TargetLoweringObjectFileELF::getSectionForConstant(DL, Kind, C,
                                                              Alignment);
  });
}

MCSection *EVMTargetObjectFile::getSectionForConstant(
    const DataLayout &DL, SectionKind Kind, const Constant *C, Align &Alignment,
    StringRef SectionSuffix) const {
  return code([&] {
    return TargetLoweringObjectFileELF::getSectionForConstant(
        DL, Kind, C, Alignment, SectionSuffix);
  });
}
