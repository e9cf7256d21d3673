//===-- EVMConstantMaterializer.h - Cheapest code for a constant -*- C++ -*-===//
//
/// \file
/// How a 256-bit constant is put on the stack. A PUSHn is not always the
/// cheapest way: 2^256-1 is PUSH0 NOT (2 bytes instead of 33), a mask of
/// high bits 0xff..f000 is PUSH2 0x0fff NOT, a shifted mask 0xffff << 200 is
/// PUSH2 0xffff PUSH1 0xc8 SHL (6 bytes instead of 28), a mask of low bits
/// 2^200-1 is PUSH0 NOT PUSH1 0x38 SHR. Each of those costs gas for the
/// bytes it saves, so which one is cheapest depends on what the function
/// is optimised for:
///
///  * optsize (-Os/-Oz): fewest bytes, then least gas;
///  * otherwise: least `gas * runs + bytes * 200`, the price solc's
///    optimiser puts on the same choice. A byte of deployed code costs 200
///    gas once (the code deposit); `runs` (-evm-optimize-runs, solc's
///    --optimize-runs, default 200) is how many times the code is expected
///    to run. With the default, one gas is worth one byte.
///
/// This is the target's counterpart of RISCVMatInt: a search over a few
/// instruction shapes, priced with the target's gas table.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMCONSTANTMATERIALIZER_H
#define EVM_STACKIFY_EVMCONSTANTMATERIALIZER_H

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class EVMStackGas;
class Function;

/// A short program that leaves one constant on the stack.
struct EVMConstantSequence {
  struct Step {
    enum KindTy { Push, Not, Shl, Shr, Div, Add } Kind;
    /// The immediate of a Push.
    APInt Imm;
    /// The stack opcode of a step other than a Push.
    unsigned getOpcode() const;
  };
  SmallVector<Step, 6> Steps;
  unsigned Bytes = 0;
  unsigned Gas = 0;
};

class EVMConstantMaterializer {
public:
  EVMConstantMaterializer(const EVMStackGas &Gas, bool OptSize)
      : Gas(Gas), OptSize(OptSize) {}
  /// The policy of \p F: optsize or not.
  EVMConstantMaterializer(const EVMStackGas &Gas, const Function &F);

  /// The cheapest sequence for \p V (taken modulo 2^256). Remembered: the
  /// stackifier's dry runs ask for the same constants many times.
  const EVMConstantSequence &get(const APInt &V) const;

  /// The immediate bytes of the shortest PUSH of \p V (0: PUSH0).
  static unsigned getPushBytes(const APInt &V);

  /// Whether \p A is cheaper than \p B under the policy (by their Bytes and
  /// Gas: either may include code around the constant).
  bool isCheaper(const EVMConstantSequence &A,
                 const EVMConstantSequence &B) const;

private:
  EVMConstantSequence compute(const APInt &V) const;
  /// PUSH of \p V, or PUSH of ~V and NOT, whichever is cheaper.
  EVMConstantSequence getPushOrNot(const APInt &V) const;
  void append(EVMConstantSequence &Seq, EVMConstantSequence::Step::KindTy K,
              const APInt &Imm = APInt()) const;

  const EVMStackGas &Gas;
  bool OptSize;
  mutable DenseMap<APInt, EVMConstantSequence> Cache;
};

} // namespace llvm

#endif
