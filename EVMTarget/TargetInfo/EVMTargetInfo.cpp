//===-- EVMTargetInfo.cpp - EVM target registration -----------------------===//
//
// Debian's LLVM 22 has no Triple::evm, so "evm-unknown-unknown" parses to
// UnknownArch: the target is registered for that arch and found by name with
// -march=evm (the target machine then rewrites the triple to "evm"). In
// llvm-project with llvm-project-patch/ applied, Triple has `evm`, and the
// target registers for it, so that the triple alone (and clang) finds it. The
// facts every layer and a front end share live here too: the data layout
// and the default fork.
//
//===----------------------------------------------------------------------===//

#include "EVMTargetInfo.h"
#include "llvm/ADT/Twine.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/TargetParser/Triple.h"
#include <type_traits>

using namespace llvm;

Target &llvm::getTheEVMTarget() {
  static Target TheEVMTarget;
  return TheEVMTarget;
}

bool EVM::isLP64(const Triple &TT) {
  return TT.getEnvironmentName() == LP64Environment;
}

Triple EVM::getLP64Triple() {
  return Triple("evm", "unknown", "unknown", LP64Environment);
}

Triple EVM::getEVMTriple(const Triple &TT) {
  if (isLP64(TT))
    return getLP64Triple();
  return Triple("evm", "unknown", "unknown");
}

StringRef EVM::getDataLayoutString(const Triple &TT) {
  // C front ends cannot have 256-bit pointers in the default address space
  // (clang keeps that width in 8 bits), so C code uses 64-bit pointers
  // there, with x86-64's integer alignments so that structs are laid out as
  // natively; memory addresses are far below 2^64 anyway. The other address
  // spaces keep word-sized pointers: a storage key is a whole word.
  if (isLP64(TT))
    return "E-p:64:64-p1:256:256-p2:256:256-p3:256:256-p4:256:256-"
           "p5:256:256-p6:256:256-i64:64-i128:128-i256:256-S256";
  // Big-endian, 256-bit pointers and integers, 256-bit stack alignment: the
  // layout of the other LLVM EVM backend, so IR written for it runs here.
  return "E-p:256:256-i256:256:256-S256-a:256:256";
}

// As solc, target the newest fork unless told otherwise.
StringRef EVM::resolveCPU(StringRef CPU) {
  return CPU.empty() || CPU == "generic" ? StringRef("osaka") : CPU;
}

namespace {
/// Triple::evm where the Triple class has it, else Triple::UnknownArch.
template <typename T, typename = void> struct EVMArch {
  static constexpr Triple::ArchType Value = Triple::UnknownArch;
};
template <typename T> struct EVMArch<T, std::void_t<decltype(T::evm)>> {
  static constexpr Triple::ArchType Value = T::evm;
};
} // namespace

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeEVMTargetInfo() {
  RegisterTarget<EVMArch<Triple>::Value, /*HasJIT=*/false> X(
      getTheEVMTarget(), "evm", "Ethereum Virtual Machine", "EVM");
}
