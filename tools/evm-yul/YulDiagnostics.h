//===-- YulDiagnostics.h - Errors with a place in the source ---*- C++ -*-===//
//
// Every error the front end finds reads `FILE:LINE:COL: error: MESSAGE`,
// followed by the source line and a caret, as clang prints them; the driver
// exits with status 1 once any was reported.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_YUL_YULDIAGNOSTICS_H
#define EVM_YUL_YULDIAGNOSTICS_H

#include "YulAST.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <string>

namespace yul {

class Diagnostics {
public:
  Diagnostics(llvm::StringRef FileName, llvm::StringRef Source)
      : FileName(FileName.str()), Source(Source) {}

  void error(SourceLoc Loc, const llvm::Twine &Message);
  unsigned getNumErrors() const { return NumErrors; }
  llvm::StringRef getFileName() const { return FileName; }

private:
  std::string FileName;
  llvm::StringRef Source;
  unsigned NumErrors = 0;
};

} // namespace yul

#endif
