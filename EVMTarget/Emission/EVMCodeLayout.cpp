//===-- EVMCodeLayout.cpp - Where functions and data are ------------------===//
//
// See EVMCodeLayout.h.
//
//===----------------------------------------------------------------------===//

#include "EVMCodeLayout.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <string>
#include <tuple>

using namespace llvm;

void EVMCodeLayout::write(raw_ostream &OS, const MCAssembler &Asm) const {
  struct Entry {
    std::string Name;
    uint64_t Offset, Size;
    bool operator<(const Entry &O) const {
      return std::tie(Offset, Name) < std::tie(O.Offset, O.Name);
    }
  };
  SmallVector<Entry, 16> Code, Labels;
  uint64_t CodeSize = 0;
  for (const Function &F : Functions) {
    if (F.Begin->isTemporary())
      continue;
    uint64_t Begin = Asm.getSymbolOffset(*F.Begin);
    uint64_t End = Asm.getSymbolOffset(*F.End);
    Code.push_back({F.Begin->getName().str(), Begin, End - Begin});
    CodeSize = std::max(CodeSize, End);
  }
  if (CodeEnd)
    CodeSize = std::max(CodeSize, Asm.getSymbolOffset(*CodeEnd));
  for (const MCSymbol *Label : Data) {
    if (Label->isTemporary())
      continue;
    uint64_t Offset = Asm.getSymbolOffset(*Label);
    if (Offset >= CodeSize)
      Labels.push_back({Label->getName().str(), Offset, 0});
  }
  llvm::sort(Code);
  llvm::sort(Labels);

  json::OStream J(OS);
  J.object([&] {
    J.attribute("code_size", CodeSize);
    J.attributeArray("functions", [&] {
      for (const Entry &E : Code)
        J.object([&] {
          J.attribute("name", E.Name);
          J.attribute("offset", E.Offset);
          J.attribute("size", E.Size);
        });
    });
    J.attributeArray("data", [&] {
      for (const Entry &E : Labels)
        J.object([&] {
          J.attribute("name", E.Name);
          J.attribute("offset", E.Offset);
        });
    });
  });
  OS << '\n';
}
