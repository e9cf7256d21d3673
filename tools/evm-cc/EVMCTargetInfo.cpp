//===-- EVMCTargetInfo.cpp - clang's view of the EVM's C ABI --------------===//
//
// Sizes and alignments are those of x86-64 Linux (LP64): char 8 bits and
// signed, short 16, int 32, long, long long and pointers 64, __int128 128
// with 16-byte alignment, size_t unsigned long, wchar_t int. _BitInt goes
// up to 256 bits, and a _BitInt wider than 128 bits is aligned to 32 bytes,
// so that `unsigned _BitInt(256)` is one aligned EVM word. Memory is
// big-endian. CodeGen picks clang's DefaultABIInfo for an unknown
// architecture; docs/c.md says what that means for arguments and results.
//
//===----------------------------------------------------------------------===//

#include "EVMCTargetInfo.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "clang/Basic/AddressSpaces.h"
#include "clang/Basic/MacroBuilder.h"
#include "clang/Basic/TargetOptions.h"
#include "llvm/ADT/APFloat.h"

using namespace clang;

namespace {
// TargetInfo::CreateTargetInfo, which builds only the targets clang knows,
// is the only code that sets a target's options, and the member is private.
// An explicit instantiation may name a private member (C++17
// [temp.explicit]p14), and the instantiated class hands the
// pointer-to-member out through a friend: the one way the language allows
// to reach it from outside.
using TargetOptsMember = TargetOptions *TargetInfo::*;
TargetOptsMember getTargetOptsMember();
template <TargetOptsMember Member> struct TargetOptsMemberAccess {
  friend TargetOptsMember getTargetOptsMember() { return Member; }
};
template struct TargetOptsMemberAccess<&TargetInfo::TargetOpts>;
} // namespace

EVMCTargetInfo::EVMCTargetInfo(const llvm::Triple &T) : TargetInfo(T) {
  BigEndian = true;
  TLSSupported = false;
  PointerWidth = PointerAlign = 64;
  LongWidth = LongAlign = 64;
  LongLongWidth = LongLongAlign = 64;
  Int128Align = 128;
  BitIntMaxAlign = 256;
  SizeType = UnsignedLong;
  PtrDiffType = SignedLong;
  IntPtrType = SignedLong;
  IntMaxType = SignedLong;
  Int64Type = SignedLong;
  WCharType = SignedInt;
  WIntType = UnsignedInt;
  // x86-64's max_align_t and long double size; the backend has no floating
  // point, so only the size of `long double` matters to layouts.
  SuitableAlign = 128;
  LongDoubleWidth = LongDoubleAlign = 128;
  LongDoubleFormat = &llvm::APFloat::IEEEquad();
  // The EVM runs one thread: up to 64 bits, atomics are plain accesses.
  MaxAtomicPromoteWidth = MaxAtomicInlineWidth = 64;
  resetDataLayout(llvm::EVM::getDataLayoutString(llvm::EVM::getLP64Triple()));
}

std::string EVMCTargetInfo::getTripleName() {
  return llvm::EVM::getLP64Triple().str();
}

TargetInfo *EVMCTargetInfo::create(TargetOptions &Opts) {
  auto *Target = new EVMCTargetInfo(llvm::Triple(Opts.Triple));
  Target->*getTargetOptsMember() = &Opts;
  // What CreateTargetInfo leaves in the options of a target without CPUs
  // or features.
  Opts.FeatureMap.clear();
  Opts.Features.clear();
  return Target;
}

void EVMCTargetInfo::getTargetDefines(const LangOptions &Opts,
                                      MacroBuilder &Builder) const {
  Builder.defineMacro("__EVM__");
  Builder.defineMacro("__evm__");
}

/// Address spaces 1-6 (heap, calldata, return data, code, storage,
/// transient storage) are addressed by whole EVM words.
static bool isEVMWordAddressSpace(LangAS AS) {
  if (!isTargetAddressSpace(AS))
    return false;
  unsigned N = toTargetAddressSpace(AS);
  return N >= 1 && N <= 6;
}

uint64_t EVMCTargetInfo::getPointerWidthV(LangAS AS) const {
  return isEVMWordAddressSpace(AS) ? 256 : PointerWidth;
}

uint64_t EVMCTargetInfo::getPointerAlignV(LangAS AS) const {
  return isEVMWordAddressSpace(AS) ? 256 : PointerAlign;
}
