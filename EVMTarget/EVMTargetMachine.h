//===-- EVMTargetMachine.h - EVM target machine -----------------*- C++ -*-===//

#ifndef EVM_EVMTARGETMACHINE_H
#define EVM_EVMTARGETMACHINE_H

#include "EVMSubtarget.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include "llvm/Target/TargetLoweringObjectFile.h"
#include <memory>

namespace llvm {

class EVMTargetMachine final : public CodeGenTargetMachineImpl {
  std::unique_ptr<TargetLoweringObjectFile> TLOF;
  EVMSubtarget Subtarget;
  /// The -mcpu value when it names no fork (code is made for the default,
  /// and EVMCheckIR reports the error); empty otherwise.
  std::string UnknownCPU;

  /// Gives the LLVM option \p Name the value \p Value unless the command
  /// line set it.
  template <typename T> static void setDefaultOption(StringRef Name, T Value);
  /// Gives the LLVM option \p Name the value \p Value, whatever the command
  /// line said: for options that have no meaning on the EVM.
  template <typename T> static void forceOption(StringRef Name, T Value);

public:
  EVMTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                   StringRef FS, const TargetOptions &Options,
                   std::optional<Reloc::Model> RM,
                   std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
                   bool JIT);
  ~EVMTargetMachine() override;

  const EVMSubtarget *getSubtargetImpl() const { return &Subtarget; }
  /// The processor asked for, if it names no fork; empty otherwise.
  StringRef getUnknownCPU() const { return UnknownCPU; }
  const EVMSubtarget *getSubtargetImpl(const Function &F) const override {
    return &Subtarget;
  }

  TargetPassConfig *createPassConfig(PassManagerBase &PM) override;
  TargetTransformInfo getTargetTransformInfo(const Function &F) const override;
  /// The middle end's EVM policy, for every driver that builds a
  /// PassBuilder with this target machine (IR/EVMPrepareForOptimization.h).
  void registerPassBuilderCallbacks(PassBuilder &PB) override;
  void registerDefaultAliasAnalyses(AAManager &AAM) override;
  TargetLoweringObjectFile *getObjFileLowering() const override {
    return TLOF.get();
  }

  MachineFunctionInfo *
  createMachineFunctionInfo(BumpPtrAllocator &Allocator, const Function &F,
                            const TargetSubtargetInfo *STI) const override;

  // Values stay in virtual registers until the stackifier.
  bool usesPhysRegsForValues() const override { return false; }
};

} // namespace llvm

#endif
