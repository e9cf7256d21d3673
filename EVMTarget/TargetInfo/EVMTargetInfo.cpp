//===-- EVMTargetInfo.cpp - EVM target registration -----------------------===//
//
// There is no Triple::evm in LLVM 22, so "evm-unknown-unknown" parses to
// UnknownArch: the target is registered for that arch and found by name with
// -march=evm (the target machine then rewrites the triple to "evm"). The
// facts every layer and a front end share live here too: the data layout
// and the default fork.
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

// Big-endian, 256-bit pointers and integers, 256-bit stack alignment: the
// layout of the other LLVM EVM backend, so IR written for it runs here.
StringRef EVM::getDataLayoutString() {
  return "E-p:256:256-i256:256:256-S256-a:256:256";
}

// As solc, target the newest fork unless told otherwise.
StringRef EVM::resolveCPU(StringRef CPU) {
  return CPU.empty() || CPU == "generic" ? StringRef("osaka") : CPU;
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeEVMTargetInfo() {
  RegisterTarget<Triple::UnknownArch, /*HasJIT=*/false> X(
      getTheEVMTarget(), "evm", "Ethereum Virtual Machine", "EVM");
}
