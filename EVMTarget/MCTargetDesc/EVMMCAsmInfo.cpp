//===-- EVMMCAsmInfo.cpp - EVM assembly properties --------------------------===//

#include "EVMMCAsmInfo.h"

using namespace llvm;

EVMMCAsmInfo::EVMMCAsmInfo(const Triple &TT) {
  // The EVM is a big-endian 256-bit machine; code addresses are words too.
  IsLittleEndian = false;
  CodePointerSize = 32;
  CalleeSaveStackSlotSize = 32;
  CommentString = ";";
  // No padding between functions: bytecode is position-dependent and every
  // byte costs deployment gas.
  TextAlignFillValue = 0xfe; // INVALID, should padding ever be requested
  SupportsDebugInformation = false;
  ExceptionsType = ExceptionHandling::None;
  UsesELFSectionDirectiveForBSS = true;
}
