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

namespace llvm {
class raw_ostream;
}

namespace yul {

class Diagnostics {
public:
  /// Errors go to \p OS (stderr unless given: the driver collects a
  /// program's errors when it compiles several).
  Diagnostics(llvm::StringRef FileName, llvm::StringRef Source,
              llvm::raw_ostream *OS = nullptr)
      : FileName(FileName.str()), Source(Source), OS(OS) {}

  void error(SourceLoc Loc, const llvm::Twine &Message);
  unsigned getNumErrors() const { return NumErrors; }
  llvm::StringRef getFileName() const { return FileName; }

private:
  std::string FileName;
  llvm::StringRef Source;
  llvm::raw_ostream *OS;
  unsigned NumErrors = 0;
};

} // namespace yul

#endif
