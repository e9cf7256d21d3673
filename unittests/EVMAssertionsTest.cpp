//===-- EVMAssertionsTest.cpp - The target's invariants are checked -------===//
//
// The plugin is built with NDEBUG to match Debian's libLLVM, so `assert`
// checks nothing; the target states its invariants with EVM_ASSERT and
// EVM_UNREACHABLE (EVMDebug.h). The Debug build (EVM_ENABLE_ASSERTIONS)
// must catch a violated one; the Release build must not even evaluate the
// condition.
//
//===----------------------------------------------------------------------===//

#include "EVMDebug.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "Stackify/EVMStack.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {

#ifdef EVM_ENABLE_ASSERTIONS

TEST(EVMAssertionsTest, ViolatedInvariantAborts) {
  // The stackifier's stack model: a POP with nothing on the stack.
  EXPECT_DEATH(
      {
        EVMStack Stack;
        Stack.pop();
      },
      "EVM assertion failed: !Slots.empty\\(\\) \\(POP of an empty stack\\) "
      "at .*EVMStack.h:[0-9]+");
  // The MC layer's opcode tables: DUP17 does not exist.
  EXPECT_DEATH(EVM::getDupOpcode(17), "DUP1..DUP16");
  EXPECT_DEATH(EVM_UNREACHABLE("the unreachable"),
               "EVM unreachable code reached: the unreachable");
}

TEST(EVMAssertionsTest, KeptInvariantPasses) {
  int Evaluated = 0;
  EVM_ASSERT(++Evaluated == 1, "evaluated once");
  EXPECT_EQ(Evaluated, 1);
}

#else

TEST(EVMAssertionsTest, ReleaseBuildEvaluatesNothing) {
  int Evaluated = 0;
  EVM_ASSERT(++Evaluated == 42, "never evaluated");
  EXPECT_EQ(Evaluated, 0);
}

#endif

} // namespace
