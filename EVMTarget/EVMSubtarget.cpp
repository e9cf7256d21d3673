//===-- EVMSubtarget.cpp - EVM subtarget
//------------------------------------===//

#include "EVMSubtarget.h"
#include "EVMTargetMachine.h"
#include "GISel/EVMCallLowering.h"
#include "GISel/EVMLegalizerInfo.h"
#include "GISel/EVMRegisterBankInfo.h"
#include "llvm/CodeGen/LibcallLoweringInfo.h"

using namespace llvm;

#define DEBUG_TYPE "evm-subtarget"

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "EVMGenSubtargetInfo.inc"

namespace llvm {
InstructionSelector *
createEVMInstructionSelector(const EVMTargetMachine &TM,
                             const EVMSubtarget &STI,
                             const EVMRegisterBankInfo &RBI);
} // namespace llvm

// The target machine has resolved the default CPU (EVM::resolveCPU).
EVMSubtarget &EVMSubtarget::initializeSubtargetDependencies(StringRef CPU,
                                                            StringRef FS) {
  ParseSubtargetFeatures(CPU, /*TuneCPU=*/CPU, FS);
  return *this;
}

EVMSubtarget::EVMSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                           const EVMTargetMachine &TM)
    : EVMGenSubtargetInfo(TT, CPU, /*TuneCPU=*/CPU, FS),
      InstrInfo(initializeSubtargetDependencies(CPU, FS)), TLInfo(TM, *this) {
  CallLoweringInfo = std::make_unique<EVMCallLowering>(TLInfo);
  Legalizer = std::make_unique<EVMLegalizerInfo>(*this);
  auto *RBI = new EVMRegisterBankInfo(*getRegisterInfo());
  RegBankInfo.reset(RBI);
  InstSelector.reset(createEVMInstructionSelector(TM, *this, *RBI));
}

EVMSubtarget::~EVMSubtarget() = default;

void EVMSubtarget::initLibcallLoweringInfo(LibcallLoweringInfo &Info) const {
  Info.setLibcallImpl(RTLIB::MEMCPY, RTLIB::impl_memcpy);
  Info.setLibcallImpl(RTLIB::MEMMOVE, RTLIB::impl_memmove);
  Info.setLibcallImpl(RTLIB::MEMSET, RTLIB::impl_memset);
}
