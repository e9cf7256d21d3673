//===-- EVMTargetInfo.h - EVM target registration ---------------*- C++ -*-===//

#ifndef EVM_TARGETINFO_EVMTARGETINFO_H
#define EVM_TARGETINFO_EVMTARGETINFO_H

#include "llvm/ADT/StringRef.h"

namespace llvm {
class Target;
Target &getTheEVMTarget();

namespace EVM {
/// The data layout of every EVM module, which front ends state too.
StringRef getDataLayoutString();
/// The fork code is generated for: \p CPU, or the default for "" and
/// "generic".
StringRef resolveCPU(StringRef CPU);
} // namespace EVM
} // namespace llvm

#endif
