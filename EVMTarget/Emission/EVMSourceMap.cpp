//===-- EVMSourceMap.cpp - Code offsets to source lines -------------------===//
//
/// \file
/// Offsets are counted as the asm printer emits, each instruction's size
/// being its nominal one (MCInstrDesc::getSize, symbolic pushes as PUSH2);
/// the assembler gives each symbolic push the width its value needs, and
/// the runs are moved by the difference when they are written
/// (EVMCodeRelaxation). Consecutive
/// instructions from the same file, line and column make one run;
/// instructions without a location (the entry's copy of the memory image,
/// stack shuffles the stackifier adds without one) are in no run.
//
//===----------------------------------------------------------------------===//

#include "EVMSourceMap.h"
#include "MCTargetDesc/EVMAsmBackend.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

/// The position an instruction is shown at: its own, unless it was inlined
/// from a function marked artificial (`__attribute__((artificial))`, as
/// the wrappers of C's <evm.h> are), whose body is shown at its call site,
/// as debuggers step over it.
static const DILocation *getShownLocation(const DILocation *Loc) {
  while (const DILocation *Caller = Loc->getInlinedAt()) {
    const DISubprogram *SP = Loc->getScope()->getSubprogram();
    if (!SP || !SP->isArtificial())
      break;
    Loc = Caller;
  }
  return Loc;
}

void EVMSourceMap::addInstruction(const DebugLoc &DL, uint64_t Start,
                                  unsigned Size) {
  if (!DL || !DL.getLine())
    return;
  const DILocation *Loc = getShownLocation(DL.get());
  std::string File = Loc->getFilename().str();
  unsigned Line = Loc->getLine(), Column = Loc->getColumn();
  if (!Runs.empty()) {
    Run &Last = Runs.back();
    if (Last.Offset + Last.Length == Start && Last.Line == Line &&
        Last.Column == Column && Last.File == File) {
      Last.Length += Size;
      return;
    }
  }
  Runs.push_back({Start, Size, std::move(File), Line, Column});
}

void EVMSourceMap::write(raw_ostream &OS,
                         const EVMCodeRelaxation &Relaxation) const {
  json::OStream J(OS);
  J.array([&] {
    for (const Run &R : Runs)
      J.object([&] {
        J.attribute("offset", Relaxation.getFinalOffset(R.Offset));
        J.attribute("length",
                    Relaxation.getFinalSize(R.Offset, R.Offset + R.Length));
        J.attribute("file", R.File);
        J.attribute("line", R.Line);
        J.attribute("column", R.Column);
      });
  });
  OS << '\n';
}
