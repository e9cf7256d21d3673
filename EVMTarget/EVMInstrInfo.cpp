//===-- EVMInstrInfo.cpp - EVM instruction information ----------------------===//

#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMSubtarget.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#define GET_INSTRMAP_INFO
#include "EVMGenInstrInfo.inc"

EVMInstrInfo::EVMInstrInfo(const EVMSubtarget &STI)
    : EVMGenInstrInfo(STI, RI), RI() {}

void EVMInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                               MachineBasicBlock::iterator MI,
                               const DebugLoc &DL, Register DestReg,
                               Register SrcReg, bool KillSrc,
                               bool RenamableDest, bool RenamableSrc) const {
  report_fatal_error("EVM has no physical registers to copy");
}
