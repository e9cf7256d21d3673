//===-- EVMConstantMaterializer.cpp - Cheapest code for a constant --------===//

#include "EVMConstantMaterializer.h"
#include "EVM.h"
#include "EVMDebug.h"
#include "EVMStackShuffler.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

/// Gas of the code deposit, per byte of deployed code (the Yellow Paper's
/// G_codedeposit).
static constexpr uint64_t CodeDepositGas = 200;

EVMConstantMaterializer::EVMConstantMaterializer(const EVMStackGas &Gas,
                                                 const Function &F)
    : EVMConstantMaterializer(Gas, F.hasOptSize()) {}

unsigned EVMConstantMaterializer::getPushBytes(const APInt &V) {
  return (V.zextOrTrunc(256).getActiveBits() + 7) / 8;
}

unsigned EVMConstantSequence::Step::getOpcode() const {
  switch (Kind) {
  case Push:
    break;
  case Not:
    return EVM::NOT_S;
  case Shl:
    return EVM::SHL_S;
  case Shr:
    return EVM::SHR_S;
  case Div:
    return EVM::DIV_S;
  case Add:
    return EVM::ADD_S;
  }
  EVM_UNREACHABLE("a push has no stack opcode of its own");
}

void EVMConstantMaterializer::append(EVMConstantSequence &Seq,
                                     EVMConstantSequence::Step::KindTy K,
                                     const APInt &Imm) const {
  EVMConstantSequence::Step S{K, K == EVMConstantSequence::Step::Push
                                     ? Imm.zextOrTrunc(256)
                                     : APInt()};
  if (K == EVMConstantSequence::Step::Push) {
    unsigned N = getPushBytes(S.Imm);
    Seq.Bytes += 1 + N;
    Seq.Gas += Gas.push(N);
  } else {
    Seq.Bytes += 1;
    Seq.Gas += Gas.of(S.getOpcode());
  }
  Seq.Steps.push_back(std::move(S));
}

bool EVMConstantMaterializer::isCheaper(const EVMConstantSequence &A,
                                        const EVMConstantSequence &B) const {
  if (OptSize)
    return std::make_pair(A.Bytes, A.Gas) < std::make_pair(B.Bytes, B.Gas);
  uint64_t Runs = EVM::getOptimizeRuns();
  uint64_t PriceA = uint64_t(A.Gas) * Runs + A.Bytes * CodeDepositGas;
  uint64_t PriceB = uint64_t(B.Gas) * Runs + B.Bytes * CodeDepositGas;
  return std::make_tuple(PriceA, A.Gas, A.Bytes) <
         std::make_tuple(PriceB, B.Gas, B.Bytes);
}

EVMConstantSequence
EVMConstantMaterializer::getPushOrNot(const APInt &V) const {
  using Step = EVMConstantSequence::Step;
  EVMConstantSequence Plain, Complement;
  append(Plain, Step::Push, V);
  append(Complement, Step::Push, ~V);
  append(Complement, Step::Not);
  return isCheaper(Complement, Plain) ? Complement : Plain;
}

const EVMConstantSequence &
EVMConstantMaterializer::get(const APInt &Value) const {
  const APInt V = Value.zextOrTrunc(256);
  auto [It, Inserted] = Cache.try_emplace(V);
  if (Inserted)
    It->second = compute(V);
  return It->second;
}

EVMConstantSequence EVMConstantMaterializer::compute(const APInt &V) const {
  using Step = EVMConstantSequence::Step;
  // Up to four bytes, the PUSH is the cheapest code by every measure: it
  // takes at most 5 bytes and 3 gas. Any other code for such a value is at
  // least three instructions (PUSH, PUSH and an operation: 5 bytes or more,
  // 9 gas or more): the only shorter one, PUSH ~V; NOT, would push at least
  // 28 bytes. Most constants of a program are this small; deciding them at
  // once keeps a function of many distinct constants fast to compile.
  if (getPushBytes(V) <= 4) {
    EVMConstantSequence Plain;
    append(Plain, Step::Push, V);
    return Plain;
  }
  EVMConstantSequence Best = getPushOrNot(V);
  auto Consider = [&](EVMConstantSequence Seq) {
    if (isCheaper(Seq, Best))
      Best = std::move(Seq);
  };
  // W shifted into place: X << s for the trailing zeros of W (the bits X
  // shifts out at the top are free: all zeros or all ones, whichever
  // pushes shorter), X >> s for its leading zeros (the bits shifted out at
  // the bottom likewise). With \p Complement, the NOT of that: W = ~V.
  auto ConsiderShifts = [&](const APInt &W, bool Complement) {
    if (W.isZero() || W.isAllOnes())
      return;
    auto Finish = [&](EVMConstantSequence Seq, Step::KindTy Shift,
                      unsigned Amount) {
      append(Seq, Step::Push, APInt(256, Amount));
      append(Seq, Shift);
      if (Complement)
        append(Seq, Step::Not);
      Consider(std::move(Seq));
    };
    if (unsigned S = W.countr_zero()) {
      Finish(getPushOrNot(W.lshr(S)), Step::Shl, S);
      Finish(getPushOrNot(W.ashr(S)), Step::Shl, S);
    }
    if (unsigned S = W.countl_zero()) {
      Finish(getPushOrNot(W.shl(S)), Step::Shr, S);
      Finish(getPushOrNot(W.shl(S) | APInt::getLowBitsSet(256, S)), Step::Shr,
             S);
    }
  };
  // W = (2^256-1) / K + D for a small K and D: the magic numbers of
  // divisions by constants and modular inverses (SCEV's closed forms of
  // sums multiply by them) are such reciprocals, and have no short form
  // otherwise. K is the quotient of 2^256-1 by W, or one more.
  auto ConsiderReciprocal = [&](const APInt &W, bool Complement) {
    if (W.isZero())
      return;
    const APInt Ones = APInt::getAllOnes(256);
    APInt K0 = Ones.udiv(W);
    for (APInt K : {K0, K0 + 1}) {
      if (K.ult(2) || K.getActiveBits() > 16)
        continue;
      APInt D = W - Ones.udiv(K);
      bool Negative = D.isNegative();
      APInt Imm = Negative ? -D - 1 : D;
      if (Imm.getActiveBits() > 16)
        continue;
      EVMConstantSequence Seq;
      append(Seq, Step::Push, K);
      append(Seq, Step::Push, APInt(256, 0));
      append(Seq, Step::Not);
      append(Seq, Step::Div);
      if (!D.isZero()) {
        // W - |D| is W + ~(|D| - 1): no SWAP needed before a SUB.
        append(Seq, Step::Push, Imm);
        if (Negative)
          append(Seq, Step::Not);
        append(Seq, Step::Add);
      }
      if (Complement)
        append(Seq, Step::Not);
      Consider(std::move(Seq));
    }
  };
  ConsiderShifts(V, /*Complement=*/false);
  ConsiderShifts(~V, /*Complement=*/true);
  ConsiderReciprocal(V, /*Complement=*/false);
  ConsiderReciprocal(~V, /*Complement=*/true);
  return Best;
}
