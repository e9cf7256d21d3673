//===-- EVMTargetInfo.h - EVM target registration ---------------*- C++ -*-===//

#ifndef EVM_TARGETINFO_EVMTARGETINFO_H
#define EVM_TARGETINFO_EVMTARGETINFO_H

namespace llvm {
class Target;
Target &getTheEVMTarget();
} // namespace llvm

#endif
