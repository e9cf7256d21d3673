//===-- EVMISelLowering.cpp - EVM lowering properties -----------------------===//

#include "EVMISelLowering.h"
#include "EVMSubtarget.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"

using namespace llvm;

EVMTargetLowering::EVMTargetLowering(const TargetMachine &TM,
                                     const EVMSubtarget &STI)
    : TargetLowering(TM, STI) {
  addRegisterClass(MVT::i256, &EVM::GPRRegClass);
  computeRegisterProperties(STI.getRegisterInfo());

  // Comparisons produce 0 or 1 in a full word.
  setBooleanContents(ZeroOrOneBooleanContent);
  // Code is packed byte after byte: a function starts where the last ended.
  setMinFunctionAlignment(Align(1));
  setPrefFunctionAlignment(Align(1));
  // DIV/SDIV/MOD/SMOD handle 256 bits natively; without this the IR
  // expansion pass would turn every division wider than 128 bits into a
  // bit-by-bit loop.
  setMaxDivRemBitWidthSupported(256);
  setMaxAtomicSizeInBitsSupported(0);
  // Switches (the IRTranslator's lowering, -O1 and up) become compares:
  // linear runs of at most three under a balanced tree, as solc's
  // dispatcher. A bit test shifts 1 by the value and masks a constant
  // (a PUSH32 where the range is wide), dearer than a few EQs.
  setMinimumBitTestCmps(~0u);
}
