//===-- EVMMCAsmInfo.h - EVM assembly properties ----------------*- C++ -*-===//

#ifndef EVM_MCTARGETDESC_EVMMCASMINFO_H
#define EVM_MCTARGETDESC_EVMMCASMINFO_H

#include "llvm/MC/MCAsmInfoELF.h"

namespace llvm {
class Triple;

class EVMMCAsmInfo : public MCAsmInfoELF {
public:
  explicit EVMMCAsmInfo(const Triple &TT);
};
} // namespace llvm

#endif
