//===-- EVMQuotientCompares.cpp - Compares as tests of a quotient ---------===//
//
// A loop that writes a number's digits divides by the base on each turn and
// stops when the quotient is zero (`temp := div(temp, 10)` then `if
// iszero(temp) { break }`: solady's and solmate's LibString.toString,
// OpenZeppelin's Strings.toString). InstCombine canonicalises that test
// as a compare of the dividend, `udiv X, C == 0` as `X <u C` (and a shift
// right by K as `X <u 2^K`), which suits a machine whose division is slow.
// On the EVM the quotient is on the stack anyway, and a branch tests it
// for free (JUMPI jumps on a nonzero word) or with one ISZERO, where the
// compare of the dividend pushes C, copies X and compares (9 gas on each
// turn, 4 bytes), and keeps X alive past the division: solmate's toString
// loop took 76 gas a turn (its remainder a MOD, EVMTTIImpl::hasDivRemOp)
// against solc legacy's 67, and takes 72 with this pass.
//
// So a compare `X <u Y` (also written `Y >u X`, or for a constant
// `X <=u C - 1`) where `Q = udiv X, Y` dominates it becomes `Q == 0`, and
// `X >=u Y` becomes `Q != 0`: the same where Y is nonzero, which the
// division proves, as LLVM's udiv by zero is undefined (the EVM's division
// by zero, which gives 0, comes from the builtins, which this pass leaves
// alone). A `lshr X, K` is the quotient of 2^K. It runs after the middle
// end's last InstCombine, which would fold the test back.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include <optional>

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "evm-quotient-compares"

STATISTIC(NumRewritten, "Compares of a dividend made tests of its quotient");

static cl::opt<bool> EnableQuotientCompares(
    "evm-quotient-compares", cl::init(true),
    cl::desc("Test a quotient the code computes anyway instead of comparing "
             "its dividend with the divisor (EVMQuotientCompares)"));

namespace {
class EVMQuotientCompares final : public FunctionPass {
public:
  static char ID;
  EVMQuotientCompares() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "EVM compares as tests of a quotient";
  }
  bool runOnFunction(Function &F) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.setPreservesCFG();
  }

private:
  /// A division of \p X by \p Y (a udiv, or a shift right where \p Y is a
  /// power of two) that dominates \p Cmp, or null.
  Instruction *findQuotient(Value *X, Value *Y, const ICmpInst &Cmp) const;

  DominatorTree *DT = nullptr;
};
} // namespace

/// \p V without a freeze: DivRemPairs and CodeGenPrepare freeze the
/// operands of the divisions they touch, and the compare may use the value
/// before it. Where X is poison the compare is too, and any result refines
/// it.
static Value *stripFreeze(Value *V) {
  if (auto *Fr = dyn_cast<FreezeInst>(V))
    return Fr->getOperand(0);
  return V;
}

Instruction *EVMQuotientCompares::findQuotient(Value *X, Value *Y,
                                               const ICmpInst &Cmp) const {
  const auto *C = dyn_cast<ConstantInt>(Y);
  // A divisor of 1 is its dividend, and InstCombine folds it; a power of
  // two is a shift right.
  std::optional<unsigned> Shift;
  if (C && C->getValue().isPowerOf2() && !C->isOne())
    Shift = C->getValue().logBase2();
  auto Divides = [&](const User *U) {
    Value *Dividend, *Divisor;
    if (match(U, m_UDiv(m_Value(Dividend), m_Value(Divisor))))
      return stripFreeze(Dividend) == X && stripFreeze(Divisor) == Y;
    const APInt *Amount;
    if (Shift && match(U, m_LShr(m_Value(Dividend), m_APInt(Amount))))
      return stripFreeze(Dividend) == X && *Amount == *Shift;
    return false;
  };
  // The division uses X itself or its freeze.
  SmallVector<Value *, 2> Dividends{X};
  for (User *U : X->users())
    if (isa<FreezeInst>(U))
      Dividends.push_back(U);
  for (Value *D : Dividends)
    for (User *U : D->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (I && I != &Cmp && Divides(I) && DT->dominates(I, &Cmp))
        return I;
    }
  return nullptr;
}

bool EVMQuotientCompares::runOnFunction(Function &F) {
  if (!EnableQuotientCompares || skipFunction(F))
    return false;
  DT = &getAnalysis<DominatorTreeWrapperPass>().getDomTree();
  SmallVector<ICmpInst *, 8> Compares;
  for (Instruction &I : instructions(F))
    if (auto *Cmp = dyn_cast<ICmpInst>(&I))
      if (Cmp->getOperand(0)->getType()->isIntegerTy())
        Compares.push_back(Cmp);

  bool Changed = false;
  for (ICmpInst *Cmp : Compares) {
    Value *L = Cmp->getOperand(0), *R = Cmp->getOperand(1);
    // The compare as `X <u Y` (the quotient is zero) or `X >=u Y` (it is
    // not).
    Value *X = nullptr, *Y = nullptr;
    bool QuotientZero = false;
    const APInt *C;
    switch (Cmp->getPredicate()) {
    case ICmpInst::ICMP_ULT:
      X = L, Y = R, QuotientZero = true;
      break;
    case ICmpInst::ICMP_UGE:
      X = L, Y = R;
      break;
    case ICmpInst::ICMP_UGT:
      // `X >u C` is `X >=u C + 1`.
      if (match(R, m_APInt(C)) && !C->isMaxValue())
        X = L, Y = ConstantInt::get(L->getType(), *C + 1);
      else
        X = R, Y = L, QuotientZero = true;
      break;
    case ICmpInst::ICMP_ULE:
      // `X <=u C` is `X <u C + 1`.
      if (match(R, m_APInt(C)) && !C->isMaxValue())
        X = L, Y = ConstantInt::get(L->getType(), *C + 1), QuotientZero = true;
      else
        X = R, Y = L;
      break;
    default:
      continue;
    }
    // A constant's uses span the module.
    if (isa<Constant>(X))
      continue;
    Instruction *Q = findQuotient(X, Y, *Cmp);
    if (!Q)
      continue;
    IRBuilder<> B(Cmp);
    Value *Zero = Constant::getNullValue(Q->getType());
    Value *Test =
        QuotientZero ? B.CreateICmpEQ(Q, Zero) : B.CreateICmpNE(Q, Zero);
    cast<Instruction>(Test)->setDebugLoc(Cmp->getDebugLoc());
    Test->takeName(Cmp);
    Cmp->replaceAllUsesWith(Test);
    Cmp->eraseFromParent();
    ++NumRewritten;
    Changed = true;
  }
  return Changed;
}

char EVMQuotientCompares::ID = 0;
INITIALIZE_PASS_BEGIN(EVMQuotientCompares, DEBUG_TYPE,
                      "EVM compares as tests of a quotient", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_END(EVMQuotientCompares, DEBUG_TYPE,
                    "EVM compares as tests of a quotient", false, false)

FunctionPass *llvm::createEVMQuotientComparesPass() {
  return new EVMQuotientCompares();
}
