//===-- EVMTestTarget.h - The EVM target in unit tests ----------*- C++ -*-===//
//
// The target's tables for the unit tests, which compile no function: the
// target registers itself when the test program starts.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_UNITTESTS_EVMTESTTARGET_H
#define EVM_UNITTESTS_EVMTESTTARGET_H

#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include <memory>

namespace llvm {
namespace evmtest {

/// The EVM target's instruction table.
inline const MCInstrInfo &getInstrInfo() {
  static std::unique_ptr<MCInstrInfo> MII = [] {
    for (const Target &T : TargetRegistry::targets())
      if (StringRef(T.getName()) == "evm")
        return std::unique_ptr<MCInstrInfo>(T.createMCInstrInfo());
    return std::unique_ptr<MCInstrInfo>();
  }();
  return *MII;
}

} // namespace evmtest
} // namespace llvm

#endif
