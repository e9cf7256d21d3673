//===-- YulParser.h - Yul source to syntax tree ----------------*- C++ -*-===//
//
// A hand-written recursive-descent parser of Yul: a whole file is one
// object (`object "name" { code {...} ... }`) or a bare block, which
// becomes an object named "object" as solc reads it. Comments (`//`,
// `/* */`, solc's `/// @src` annotations) are skipped. The first syntax
// error stops the parse.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_YUL_YULPARSER_H
#define EVM_YUL_YULPARSER_H

#include "YulAST.h"
#include "YulDiagnostics.h"
#include "llvm/ADT/StringRef.h"
#include <memory>

namespace yul {

/// Parses \p Source; null after reporting an error to \p Diags.
std::unique_ptr<Object> parseYul(llvm::StringRef Source, Diagnostics &Diags);

} // namespace yul

#endif
