//===-- EVMStackShufflerTest.cpp - Tests of the stack shuffler --------------===//
//
// The shuffler and its gas count, on stacks written by hand: no function is
// compiled. The gas of each instruction comes from the target's instruction
// table, as in the compiler.
//
//===----------------------------------------------------------------------===//

#include "Stackify/EVMStackShuffler.h"
#include "EVMTestTarget.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <memory>
#include <random>

using namespace llvm;

namespace {

using evmtest::getInstrInfo;

/// Value slots named by small numbers, rematerialisable ones by numbers
/// from 100.
EVMStackSlot v(unsigned N) {
  return EVMStackSlot::value(Register::index2VirtReg(N));
}
EVMStackSlot k(unsigned N) {
  return EVMStackSlot::remat(Register::index2VirtReg(100 + N));
}

std::string str(const EVMStack &S) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << S;
  return Text;
}

class ShufflerTest : public ::testing::Test {
protected:
  ShufflerTest() : Gas(getInstrInfo()) {}

  /// Shuffles \p From (above \p Base) into \p To; returns the instructions.
  std::string shuffle(std::initializer_list<EVMStackSlot> From,
                      std::initializer_list<EVMStackSlot> To,
                      unsigned Base = 0) {
    EVMStackCostCounter Counter(EVMStack(From), Gas);
    EXPECT_FALSE(shuffleStack(Counter, Base, To).has_value());
    EXPECT_EQ(Counter.stack().size(), Base + To.size());
    EXPECT_TRUE(ArrayRef<EVMStackSlot>(Counter.stack().slots())
                    .take_front(Base)
                    .equals(ArrayRef<EVMStackSlot>(From.begin(), Base)));
    EXPECT_TRUE(matchesLayout(Counter.stack(), Base, To));
    LastGas = Counter.getGas();
    return Counter.getTrace();
  }

  EVMStackGas Gas;
  unsigned LastGas = 0;
};

TEST_F(ShufflerTest, GasComesFromTheInstructionTable) {
  EXPECT_EQ(Gas.dup(), 3u);
  EXPECT_EQ(Gas.swap(), 3u);
  EXPECT_EQ(Gas.pop(), 2u);
  EXPECT_EQ(Gas.push(0), 2u); // PUSH0
  EXPECT_EQ(Gas.push(32), 3u);
  EXPECT_EQ(Gas.of(EVM::MLOAD_S), 3u);
  EXPECT_EQ(Gas.of(EVM::JUMPDEST_S), 1u);
}

TEST_F(ShufflerTest, NothingToDo) {
  EXPECT_EQ(shuffle({v(1), v(2)}, {v(1), v(2)}), "");
  EXPECT_EQ(LastGas, 0u);
  EXPECT_EQ(shuffle({}, {}), "");
}

TEST_F(ShufflerTest, PopsWhatIsNotWanted) {
  EXPECT_EQ(shuffle({v(1), v(2), v(3)}, {v(1), v(2)}), "POP");
  EXPECT_EQ(LastGas, 2u);
  // The shallowest unwanted slot goes first, swapped to the top.
  EXPECT_EQ(shuffle({v(1), v(2), v(3)}, {v(1), v(3)}), "SWAP1 POP");
  EXPECT_EQ(LastGas, 5u);
  EXPECT_EQ(shuffle({EVMStackSlot::junk(), v(1)}, {v(1)}), "SWAP1 POP");
}

TEST_F(ShufflerTest, DuplicatesAndPushesWhatIsMissing) {
  EXPECT_EQ(shuffle({v(1)}, {v(1), v(1)}), "DUP1");
  EXPECT_EQ(shuffle({v(1), v(2)}, {v(1), v(2), v(1)}), "DUP2");
  EXPECT_EQ(LastGas, 3u);
  EXPECT_EQ(shuffle({v(1)}, {v(1), k(1)}), "PUSH(#%101)");
  EXPECT_EQ(LastGas, Gas.push(1));
  // The copy at hand is moved, a new one made where it is wanted.
  EXPECT_EQ(shuffle({v(1), v(2)}, {v(2), v(1), v(2)}), "SWAP1 DUP2");
}

TEST_F(ShufflerTest, NewCopiesGoOnTop) {
  // A digit loop's back edge: the dividend dies, the quotient is wanted
  // below the pointer and again on top as the branch condition. The copy
  // on top goes down; the new copy is made on top (without the second
  // assignment: SWAP2 POP SWAP1 DUP1 SWAP2 SWAP1).
  EXPECT_EQ(shuffle({v(3), v(2), v(1)}, {v(1), v(2), v(1)}), "SWAP2 POP DUP2");
  EXPECT_EQ(LastGas, Gas.swap() + Gas.pop() + Gas.dup());
  // Where moving the copy saves no swap, the first assignment stands.
  EXPECT_EQ(shuffle({v(2), v(1)}, {v(1), v(1)}), "SWAP1 POP DUP1");
}

TEST_F(ShufflerTest, Permutes) {
  EXPECT_EQ(shuffle({v(1), v(2)}, {v(2), v(1)}), "SWAP1");
  EXPECT_EQ(LastGas, 3u);
  // A rotation of three costs two swaps.
  EXPECT_EQ(shuffle({v(1), v(2), v(3)}, {v(3), v(1), v(2)}), "SWAP2 SWAP1");
  EXPECT_EQ(LastGas, 6u);
}

TEST_F(ShufflerTest, LeavesTheBaseAlone) {
  EVMStackSlot Ret = EVMStackSlot::returnAddress();
  EXPECT_EQ(shuffle({Ret, v(1), v(2)}, {v(2)}, /*Base=*/1), "SWAP1 POP");
  // A value below the base may be copied, never moved.
  EXPECT_EQ(shuffle({v(1), v(2)}, {v(1)}, 1), "POP DUP1");
  EXPECT_EQ(shuffle({Ret, EVMStackSlot::savedFrame(0), v(1)}, {}, 2), "POP");
}

TEST_F(ShufflerTest, JunkTakesAnyWord) {
  EVMStackSlot J = EVMStackSlot::junk();
  // A junk position keeps what is there if nobody needs it...
  EXPECT_EQ(shuffle({v(1), v(2)}, {J, v(2)}), "");
  EXPECT_EQ(shuffle({v(1), J}, {v(1), J}), "");
  // ...but not a value wanted elsewhere that has no other copy.
  EXPECT_EQ(shuffle({v(1), v(2)}, {J, v(1)}), "SWAP1");
  // A spare copy of a value fills a junk position.
  EXPECT_EQ(shuffle({v(1), v(1)}, {v(1), J}), "");
  // Nothing to spare: PUSH0 fills it.
  EXPECT_EQ(shuffle({v(1)}, {J, v(1)}), "PUSH0 SWAP1");
  EXPECT_EQ(LastGas, Gas.push(0) + Gas.swap());
  // Junk nobody wants is popped.
  EXPECT_EQ(shuffle({J, v(1), J}, {v(1)}), "POP SWAP1 POP");
}

TEST_F(ShufflerTest, DuplicatesInTheTarget) {
  // A rotation with a copy (the failing shape of the first shuffler).
  shuffle({v(2), v(4)},
          {v(2), v(2), k(1), k(0), k(1), k(0), v(4), v(2), k(1)});
  EXPECT_LE(LastGas, 14 * 3u);
  EXPECT_EQ(shuffle({v(1)}, {v(1), v(1), v(1)}), "DUP1 DUP1");
  EXPECT_EQ(shuffle({v(1), v(2), v(1)}, {v(1), v(2)}), "POP");
}

TEST_F(ShufflerTest, ReportsWhatIsOutOfReach) {
  // Seventeen values; the bottom one must come to the top: SWAP17 does not
  // exist.
  std::vector<EVMStackSlot> From;
  for (unsigned I = 1; I <= 18; ++I)
    From.push_back(v(I));
  std::vector<EVMStackSlot> To(From.begin() + 1, From.end());
  To.push_back(From.front());
  EVMStackCostCounter Counter(EVMStack(From), Gas);
  std::optional<EVMStackSlot> Out = shuffleStack(Counter, 0, To);
  ASSERT_TRUE(Out.has_value());
  EXPECT_EQ(getShuffleCost(EVMStack(From), 0, To, Gas), std::nullopt);
  // A value that must be copied from below DUP16 reach.
  std::vector<EVMStackSlot> WithCopy = From;
  WithCopy.push_back(v(1));
  EVMStackCostCounter Copy(EVMStack(From), Gas);
  EXPECT_EQ(shuffleStack(Copy, 0, WithCopy), std::optional(v(1)));
}

TEST_F(ShufflerTest, RematCostIsTheCallersChoice) {
  auto SlotReadGas = [&](const EVMStackSlot &) {
    return Gas.push(2) + Gas.of(EVM::MLOAD_S);
  };
  EXPECT_EQ(getShuffleCost(EVMStack(ArrayRef<EVMStackSlot>{v(1)}), 0, {v(1), k(1)}, Gas,
                           SlotReadGas),
            std::optional<unsigned>(6));
}

/// Random stacks and targets with copies, rematerialisable values and
/// junk: the shuffle reaches its target, never takes more instructions than
/// a bound, and the gas is what its instructions cost.
TEST_F(ShufflerTest, RandomShapes) {
  std::mt19937 Rng(42);
  for (unsigned Round = 0; Round < 20000; ++Round) {
    unsigned N = Rng() % 12;
    std::vector<EVMStackSlot> From, To;
    for (unsigned I = 0; I < N; ++I)
      From.push_back(Rng() % 6 ? v(1 + Rng() % 8) : EVMStackSlot::junk());
    unsigned M = Rng() % 12;
    for (unsigned I = 0; I < M; ++I) {
      unsigned Pick = Rng() % 8;
      To.push_back(Pick == 0   ? EVMStackSlot::junk()
                   : Pick == 1 ? k(Rng() % 3)
                   : !From.empty() && Pick < 7 ? From[Rng() % From.size()]
                                               : v(1 + Rng() % 8));
    }
    // A value the target wants must be somewhere to be copied.
    for (EVMStackSlot &S : To)
      if (S.isValue() && !is_contained(From, S))
        S = EVMStackSlot::junk();
    EVMStackCostCounter Counter(EVMStack(From), Gas);
    ASSERT_FALSE(shuffleStack(Counter, 0, To).has_value())
        << "from " << str(EVMStack(From)) << " to " << str(EVMStack(To)) << ": "
        << Counter.getTrace();
    EXPECT_TRUE(matchesLayout(Counter.stack(), 0, To))
        << "from " << str(EVMStack(From)) << " to " << str(EVMStack(To))
        << " got " << str(Counter.stack());
    unsigned Expected = 0;
    StringRef Trace = Counter.getTrace();
    SmallVector<StringRef, 16> Insts;
    Trace.split(Insts, ' ', -1, /*KeepEmpty=*/false);
    // Each slot moves at most twice, each word is pushed or popped once.
    EXPECT_LE(Insts.size(), 3 * (N + M) + 2);
    for (StringRef I : Insts)
      Expected += I == "POP"       ? Gas.pop()
                  : I == "PUSH0"   ? Gas.push(0)
                  : I.starts_with("PUSH") ? Gas.push(1)
                                           : Gas.dup();
    EXPECT_EQ(Counter.getGas(), Expected);
    EXPECT_EQ(getShuffleCost(EVMStack(From), 0, To, Gas),
              std::optional<unsigned>(Counter.getGas()));
  }
}

} // namespace
