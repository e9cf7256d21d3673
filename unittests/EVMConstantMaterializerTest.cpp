//===-- EVMConstantMaterializerTest.cpp - Tests of constant sequences -----===//
//
// Every sequence EVMConstantMaterializer chooses is run on a small model of
// the EVM stack and must leave exactly its constant; its byte and gas counts
// must be those of its steps; and it is never dearer, under its policy, than
// a plain PUSH or a PUSH of the complement and a NOT. The values are
// structured (masks, shifted values, reciprocals of 2^256-1, their
// complements) and random.
//
//===----------------------------------------------------------------------===//

#include "Stackify/EVMConstantMaterializer.h"
#include "EVMTestTarget.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "Stackify/EVMStackShuffler.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "gtest/gtest.h"
#include <memory>
#include <random>

using namespace llvm;

namespace {

using evmtest::getInstrInfo;

/// Runs \p Seq on an empty stack as the EVM would; the stack it leaves.
SmallVector<APInt, 4> run(const EVMConstantSequence &Seq) {
  using Step = EVMConstantSequence::Step;
  SmallVector<APInt, 4> Stack;
  auto Pop = [&] {
    APInt V = Stack.back();
    Stack.pop_back();
    return V;
  };
  for (const Step &S : Seq.Steps) {
    switch (S.Kind) {
    case Step::Push:
      EXPECT_EQ(S.Imm.getBitWidth(), 256u);
      Stack.push_back(S.Imm);
      break;
    case Step::Not:
      Stack.push_back(~Pop());
      break;
    case Step::Shl: {
      // SHL: the shift on top, the value below.
      APInt Shift = Pop(), Value = Pop();
      Stack.push_back(Shift.uge(256) ? APInt(256, 0)
                                     : Value.shl(Shift.getZExtValue()));
      break;
    }
    case Step::Shr: {
      APInt Shift = Pop(), Value = Pop();
      Stack.push_back(Shift.uge(256) ? APInt(256, 0)
                                     : Value.lshr(Shift.getZExtValue()));
      break;
    }
    case Step::Div: {
      // DIV: the dividend on top; a zero divisor gives 0.
      APInt A = Pop(), B = Pop();
      Stack.push_back(B.isZero() ? APInt(256, 0) : A.udiv(B));
      break;
    }
    case Step::Add: {
      APInt A = Pop(), B = Pop();
      Stack.push_back(A + B);
      break;
    }
    }
  }
  return Stack;
}

/// The bytes and gas of \p Seq's steps, counted again from the table.
std::pair<unsigned, unsigned> recount(const EVMConstantSequence &Seq,
                                      const EVMStackGas &Gas) {
  using Step = EVMConstantSequence::Step;
  unsigned Bytes = 0, G = 0;
  for (const Step &S : Seq.Steps) {
    if (S.Kind == Step::Push) {
      unsigned N = (S.Imm.getActiveBits() + 7) / 8;
      Bytes += 1 + N;
      G += Gas.push(N);
      continue;
    }
    Bytes += 1;
    G += Gas.of(S.getOpcode());
  }
  return {Bytes, G};
}

std::vector<APInt> testValues() {
  std::vector<APInt> Values;
  const APInt Ones = APInt::getAllOnes(256);
  for (uint64_t V : {0ull, 1ull, 2ull, 0x7full, 0xffull, 0x100ull,
                     0xffffull, 0x1000000ull, 0xffffffffffffffffull})
    Values.push_back(APInt(256, V));
  for (unsigned S : {1u, 7u, 8u, 64u, 128u, 200u, 248u, 255u}) {
    Values.push_back(APInt(256, 1).shl(S));
    Values.push_back(APInt(256, 0xffff).shl(S));
    Values.push_back(Ones.shl(S));
    Values.push_back(Ones.lshr(S));
  }
  for (unsigned K : {2u, 3u, 5u, 7u, 10u, 17u, 100u, 255u, 257u, 65535u})
    for (int64_t D : {-70000ll, -2ll, -1ll, 0ll, 1ll, 3ll, 70000ll})
      Values.push_back(Ones.udiv(APInt(256, K)) + APInt(256, D, true));
  std::mt19937_64 Rng(20261124);
  for (unsigned I = 0; I < 200; ++I) {
    uint64_t W[4] = {Rng(), Rng(), Rng(), Rng()};
    APInt V(256, W);
    // Random values, and random values with runs of zeros or ones at
    // either end, where the shifted shapes apply.
    unsigned Low = Rng() % 256, High = Rng() % 256;
    Values.push_back(V);
    Values.push_back(V.shl(Low));
    Values.push_back(V.lshr(High));
    Values.push_back(V.shl(Low) | Ones.lshr(256 - Low % 256));
  }
  const size_t N = Values.size();
  for (size_t I = 0; I < N; ++I)
    Values.push_back(~Values[I]);
  return Values;
}

TEST(ConstantMaterializerTest, SequencesComputeTheirConstant) {
  const EVMStackGas Gas(getInstrInfo());
  for (bool OptSize : {false, true}) {
    const EVMConstantMaterializer M(Gas, OptSize);
    for (const APInt &V : testValues()) {
      EVMConstantSequence Seq = M.get(V);
      SmallVector<APInt, 4> Stack = run(Seq);
      ASSERT_EQ(Stack.size(), 1u) << "0x" << toString(V, 16, false);
      EXPECT_EQ(Stack[0], V) << "0x" << toString(V, 16, false);
      auto [Bytes, G] = recount(Seq, Gas);
      EXPECT_EQ(Seq.Bytes, Bytes);
      EXPECT_EQ(Seq.Gas, G);
    }
  }
}

TEST(ConstantMaterializerTest, NeverDearerThanAPush) {
  const EVMStackGas Gas(getInstrInfo());
  for (const APInt &V : testValues()) {
    unsigned Plain = EVMConstantMaterializer::getPushBytes(V);
    unsigned Compl = EVMConstantMaterializer::getPushBytes(~V);
    unsigned PlainBytes = 1 + Plain, PlainGas = Gas.push(Plain);
    unsigned ComplBytes = 2 + Compl,
             ComplGas = Gas.push(Compl) + Gas.of(EVM::NOT_S);
    // optsize: never more bytes than either.
    EVMConstantSequence S = EVMConstantMaterializer(Gas, true).get(V);
    EXPECT_LE(S.Bytes, std::min(PlainBytes, ComplBytes));
    // Otherwise: never a higher price at 200 runs (a gas is a byte).
    EVMConstantSequence R = EVMConstantMaterializer(Gas, false).get(V);
    EXPECT_LE(R.Gas + R.Bytes,
              std::min(PlainGas + PlainBytes, ComplGas + ComplBytes));
  }
}

TEST(ConstantMaterializerTest, Shapes) {
  const EVMStackGas Gas(getInstrInfo());
  const EVMConstantMaterializer Size(Gas, true), Runs(Gas, false);
  const APInt Ones = APInt::getAllOnes(256);
  // 2^256-1: PUSH0 NOT.
  EXPECT_EQ(Size.get(Ones).Bytes, 2u);
  // 0xffff << 200: PUSH2 PUSH1 SHL.
  EXPECT_EQ(Runs.get(APInt(256, 0xffff).shl(200)).Bytes, 6u);
  // 2^200-1: PUSH0 NOT PUSH1 SHR.
  EXPECT_EQ(Runs.get(Ones.lshr(56)).Bytes, 5u);
  // (2^256-1)/3 + 1: PUSH1 3 PUSH0 NOT DIV PUSH1 1 ADD.
  EVMConstantSequence R = Runs.get(Ones.udiv(APInt(256, 3)) + 1);
  EXPECT_EQ(R.Bytes, 8u);
  EXPECT_EQ(R.Gas, 19u);
  // A value with no structure stays a PUSH32.
  uint64_t W[4] = {0x0123456789abcdefull, 0xfedcba9876543210ull,
                   0x1122334455667788ull, 0x99aabbccddeeff00ull};
  EXPECT_EQ(Size.get(APInt(256, W)).Steps.size(), 1u);
}

} // namespace
