//===-- EVMTargetInfo.cpp - EVM target registration -------------------------===//
//
// There is no Triple::evm in LLVM 22, so "evm-unknown-unknown" parses to
// UnknownArch: the target is registered for that arch and found by name with
// -march=evm (the target machine then rewrites the triple to "evm").
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

Target &llvm::getTheEVMTarget() {
  static Target TheEVMTarget;
  return TheEVMTarget;
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeEVMTargetInfo() {
  RegisterTarget<Triple::UnknownArch, /*HasJIT=*/false> X(
      getTheEVMTarget(), "evm", "Ethereum Virtual Machine", "EVM");
}
