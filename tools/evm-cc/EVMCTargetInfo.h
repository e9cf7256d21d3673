//===-- EVMCTargetInfo.h - clang's view of the EVM's C ABI ------*- C++ -*-===//
//
// The clang::TargetInfo of the triple evm-unknown-unknown-lp64: the sizes,
// alignments and predefined macros of C on the EVM (docs/c.md, "The C
// ABI"). Stock clang has no EVM target, so evm-cc builds this object itself
// and hands it to the CompilerInstance (EVMCFrontend).
//
// TargetInfo keeps the width of a pointer in the default address space in
// 8 bits and reads it without a virtual call, so a 256-bit `void *` cannot
// be expressed out of tree. The C ABI is therefore LP64, the data model of
// x86-64 Linux: pointers into EVM memory (address space 0) are 64 bits,
// `long` is 64 bits, and portable programs print the same values on the EVM
// as on the machine they were written on. Pointers in the address spaces
// 1-6 (`__attribute__((address_space(N)))`) keep the EVM's 256 bits, as the
// data layout of the triple says.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_EVM_CC_EVMCTARGETINFO_H
#define LLVM_TOOLS_EVM_CC_EVMCTARGETINFO_H

#include "clang/Basic/TargetInfo.h"
#include <string>

namespace clang {

class EVMCTargetInfo final : public TargetInfo {
public:
  /// The triple of C code (an ABI variant of `evm`, as x86's gnux32 is one
  /// of x86_64), EVM::getLP64Triple(); its data layout is the backend's for
  /// that triple (EVMTargetInfo.cpp, compiled into evm-cc too).
  static std::string getTripleName();

  /// A target for \p Opts, whose triple must be getTripleName(). Like
  /// TargetInfo::CreateTargetInfo, it keeps a pointer to \p Opts.
  static TargetInfo *create(TargetOptions &Opts);

  void getTargetDefines(const LangOptions &Opts,
                        MacroBuilder &Builder) const override;
  llvm::SmallVector<Builtin::InfosShard> getTargetBuiltins() const override {
    return {};
  }
  BuiltinVaListKind getBuiltinVaListKind() const override {
    return TargetInfo::VoidPtrBuiltinVaList;
  }
  bool hasBitIntType() const override { return true; }
  size_t getMaxBitIntWidth() const override { return 256; }
  bool hasInt128Type() const override { return true; }

  // No target features: __attribute__((target("..."))) is ignored with
  // clang's warning.
  bool isValidFeatureName(StringRef Name) const override { return false; }

  // No inline assembly: the EVM has no registers to name.
  bool validateAsmConstraint(const char *&Name,
                             TargetInfo::ConstraintInfo &Info) const override {
    return false;
  }
  std::string_view getClobbers() const override { return ""; }

protected:
  // getMaxPointerWidth stays 64: CodeGen makes it the width of intptr_t
  // and of array indices, which address EVM memory.
  uint64_t getPointerWidthV(LangAS AS) const override;
  uint64_t getPointerAlignV(LangAS AS) const override;
  ArrayRef<const char *> getGCCRegNames() const override { return {}; }
  ArrayRef<GCCRegAlias> getGCCRegAliases() const override { return {}; }

private:
  explicit EVMCTargetInfo(const llvm::Triple &T);
};

} // namespace clang

#endif // LLVM_TOOLS_EVM_CC_EVMCTARGETINFO_H
