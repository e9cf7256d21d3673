//===-- YulDiagnostics.cpp - Errors with a place in the source -----------===//

#include "YulDiagnostics.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace yul;

void Diagnostics::error(SourceLoc Loc, const Twine &Message) {
  ++NumErrors;
  raw_ostream &OS = this->OS ? *this->OS : errs();
  OS << FileName;
  if (Loc.Line)
    OS << ':' << Loc.Line << ':' << Loc.Col;
  OS << ": ";
  WithColor::error(OS, "", /*DisableColors=*/true) << Message << '\n';
  if (!Loc.Line)
    return;
  // The line, and a caret under the column (tabs kept, so it lines up).
  StringRef Rest = Source;
  for (unsigned L = 1; L < Loc.Line && !Rest.empty(); ++L)
    Rest = Rest.split('\n').second;
  StringRef Line = Rest.split('\n').first.rtrim("\r");
  OS << Line << '\n';
  for (unsigned C = 1; C < Loc.Col && C <= Line.size(); ++C)
    OS << (Line[C - 1] == '\t' ? '\t' : ' ');
  OS << "^\n";
}
