//===-- EVMSourceMap.cpp - Code offsets to source lines -------------------===//
//
/// \file
/// Offsets are counted as the asm printer emits, each instruction's size
/// being its encoded size (MCInstrDesc::getSize): every EVM instruction has
/// a fixed size, jumps included (PUSH2), so the offsets are final without
/// waiting for the assembler. Consecutive instructions from the same
/// file, line and column make one run; instructions without a location
/// (the entry's copy of the memory image, stack shuffles the stackifier
/// adds without one) are in no run.
//
//===----------------------------------------------------------------------===//

#include "EVMSourceMap.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

void EVMSourceMap::addInstruction(const DebugLoc &DL, unsigned Size) {
  uint64_t Start = Offset;
  Offset += Size;
  if (!DL || !DL.getLine())
    return;
  std::string File = DL->getFilename().str();
  if (!Runs.empty()) {
    Run &Last = Runs.back();
    if (Last.Offset + Last.Length == Start && Last.Line == DL.getLine() &&
        Last.Column == DL.getCol() && Last.File == File) {
      Last.Length += Size;
      return;
    }
  }
  Runs.push_back({Start, Size, std::move(File), DL.getLine(), DL.getCol()});
}

void EVMSourceMap::write(raw_ostream &OS) const {
  json::OStream J(OS);
  J.array([&] {
    for (const Run &R : Runs)
      J.object([&] {
        J.attribute("offset", R.Offset);
        J.attribute("length", R.Length);
        J.attribute("file", R.File);
        J.attribute("line", R.Line);
        J.attribute("column", R.Column);
      });
  });
  OS << '\n';
}
