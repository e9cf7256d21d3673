//===-- EVMSelectToBranch.cpp - Selects back into branches where it pays --===//
//
// The EVM has no conditional move: the legalizer computes `c ? t : f` as
// `f ^ ((t ^ f) * c)`, about 17 gas with the DUPs of f and c, where a
// conditional jump (PUSH label, JUMPI, JUMPDEST) costs 14. The middle end
// nevertheless turns `if (c) { x = x / 10; r += 1; }` into selects
// (SimplifyCFG's two-entry PHI folding), because on a register machine a
// conditional move is cheaper than a branch: then every select of the
// group pays its XOR-MUL-XOR, and what only one side needs (the division)
// is computed on every path. OpenZeppelin's Math.log10 and sqrt, solady's
// and solc's own checks are chains of such ifs.
//
// This pass undoes that where the EVM's prices say so, as CodeGenPrepare
// does for targets whose selects are dear, but priced in gas: for each run
// of selects on one condition, the instructions that only one side of them
// uses move into a block of their own, and the selects become PHIs at the
// join. The trade per execution:
//
//   selects:  each select's lowering, and every sunk instruction;
//   branch:   the jump (14 gas), a JUMP over the other side when both
//             sides have instructions, a stack move per PHI, and the sunk
//             instructions only on their side's share of executions (the
//             select's branch weights, or one half).
//
// It is taken when the gas saved times the expected runs (solc's `runs`,
// EVM::getOptimizeRuns) exceeds 200 gas for each byte added, or when it
// saves both; under minsize only when it saves bytes. A lone select of two
// values, with nothing to sink, stays a select: the jump costs as much.
//
// Runs at -O1 and above, after the middle end and before instruction
// selection.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/ProfDataUtils.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "evm-select-to-branch"

STATISTIC(NumGroups, "Number of select groups turned into branches");
STATISTIC(NumSelects, "Number of selects turned into PHIs");
STATISTIC(NumSunk, "Number of instructions sunk into a side of a branch");

static cl::opt<bool>
    EnableSelectToBranch("evm-select-to-branch", cl::Hidden, cl::init(true),
                         cl::desc("Turn selects into branches where the "
                                  "EVM's gas and runs say it pays"));

namespace {

/// Gas and bytes of the EVM code, as estimates for the trade.
constexpr unsigned JumpIGas = 3 + 10 + 1; // PUSH label, JUMPI, JUMPDEST
constexpr unsigned JumpIBytes = 3 + 1 + 1;
constexpr unsigned JumpGas = 3 + 8 + 1; // PUSH label, JUMP, JUMPDEST
constexpr unsigned JumpBytes = 3 + 1 + 1;
/// A PHI's value moved into its slot (a SWAP), or a constant pushed on each
/// side.
constexpr unsigned PhiGas = 3;
constexpr unsigned PhiBytes = 1;
constexpr unsigned PhiConstantGas = 3 + 3;
constexpr unsigned PhiConstantBytes = 2 + 2;

class EVMSelectToBranch final : public FunctionPass {
public:
  static char ID;
  EVMSelectToBranch() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM select to branch"; }
  bool runOnFunction(Function &F) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetTransformInfoWrapperPass>();
  }

private:
  /// One run of selects on one condition and what each side alone needs.
  struct Group {
    SmallVector<SelectInst *, 4> Selects;
    /// Instructions only the true (0) or false (1) values need, in block
    /// order.
    SmallVector<Instruction *, 8> Sunk[2];
  };

  const TargetTransformInfo *TTI = nullptr;
  bool MinSize = false;

  void collectSunk(Group &G) const;
  bool isProfitable(const Group &G) const;
  BasicBlock *convert(Group &G) const;
  unsigned instructionGas(const Instruction &I) const;
};

} // end anonymous namespace

/// The gas of \p I with the pushes or DUPs of its operands.
unsigned EVMSelectToBranch::instructionGas(const Instruction &I) const {
  InstructionCost Cost =
      TTI->getInstructionCost(&I, TargetTransformInfo::TCK_RecipThroughput);
  // TTI's unit is one very-low opcode, 3 gas (EVMTargetTransformInfo.cpp).
  // An instruction the model cannot price is taken as dear to run.
  unsigned Units = Cost.isValid() ? unsigned(Cost.getValue()) : 100;
  return 3 * Units + 3 * I.getNumOperands();
}

/// A select of words (or narrower integers, or pointers) on a scalar
/// condition: a select of booleans is an AND or an OR.
static bool isCandidate(const SelectInst *S) {
  return S && S->getType()->isIntOrPtrTy() && !S->getType()->isIntegerTy(1) &&
         !S->getCondition()->getType()->isVectorTy() &&
         !isa<Constant>(S->getCondition());
}

/// The gas and bytes of the legalizer's lowering of \p S (and the DUP of
/// its condition).
static std::pair<unsigned, unsigned> selectCost(const SelectInst &S) {
  auto *T = dyn_cast<ConstantInt>(S.getTrueValue());
  auto *F = dyn_cast<ConstantInt>(S.getFalseValue());
  if (T && F) {
    // c * (t - f) + f, the product a shift for a power of two.
    bool Shift = F->isZero() && T->getValue().isPowerOf2();
    unsigned Gas = 3 + 3 + (Shift ? 3 : 5) + (F->isZero() ? 0 : 6);
    return {Gas, F->isZero() ? 3 : 5};
  }
  if ((F && F->isZero()) || (T && T->isZero()))
    return {3 + 5 + (T ? 3 : 0), T ? 3 : 2}; // c * x, or (c ^ 1) * x
  return {3 + 3 + 3 + 5 + 3, 5};             // DUPs, XOR, MUL, XOR
}

/// Fills G.Sunk: the instructions of the selects' block that compute only
/// the true values, or only the false ones. They have no side effects and
/// read no memory, so they can move past the instructions between them and
/// the selects.
void EVMSelectToBranch::collectSunk(Group &G) const {
  BasicBlock *BB = G.Selects.front()->getParent();
  SmallPtrSet<const Instruction *, 8> Selects(G.Selects.begin(),
                                              G.Selects.end());
  for (unsigned Side = 0; Side < 2; ++Side) {
    SmallSetVector<Instruction *, 8> Set;
    // Whether every use of V is a select's operand on this side, or an
    // instruction already in Set.
    auto OnlyThisSide = [&](const Instruction *I) {
      for (const Use &U : I->uses()) {
        auto *User = cast<Instruction>(U.getUser());
        if (Selects.count(User)) {
          if (U.getOperandNo() != 1 + Side)
            return false;
        } else if (!Set.contains(const_cast<Instruction *>(User))) {
          return false;
        }
      }
      return true;
    };
    SmallVector<Value *, 8> Worklist;
    for (SelectInst *S : G.Selects)
      Worklist.push_back(Side == 0 ? S->getTrueValue() : S->getFalseValue());
    while (!Worklist.empty()) {
      auto *I = dyn_cast<Instruction>(Worklist.pop_back_val());
      // A call moves only if it is a builtin that may run anywhere
      // (speculatable: SimplifyCFG executes one such on both sides of a
      // branch whatever its price, expecting it moved back, as here).
      if (!I || I->getParent() != BB || Set.contains(I) || isa<PHINode>(I) ||
          Selects.count(I) ||
          (isa<CallBase>(I) && !isSafeToSpeculativelyExecute(I)) ||
          I->mayReadOrWriteMemory() || I->mayHaveSideEffects() ||
          I->isTerminator() || !OnlyThisSide(I))
        continue;
      Set.insert(I);
      // An operand may now have only sunk users.
      for (Value *Op : I->operands())
        Worklist.push_back(Op);
    }
    G.Sunk[Side].assign(Set.begin(), Set.end());
    // Keep the block's order, so each moved instruction follows its
    // operands.
    llvm::sort(G.Sunk[Side], [](Instruction *A, Instruction *B) {
      return A->comesBefore(B);
    });
  }
}

bool EVMSelectToBranch::isProfitable(const Group &G) const {
  // The share of executions that take the true side.
  double TrueShare = 0.5;
  uint64_t TrueWeight, FalseWeight;
  if (extractBranchWeights(*G.Selects.front(), TrueWeight, FalseWeight) &&
      TrueWeight + FalseWeight > 0)
    TrueShare = double(TrueWeight) / double(TrueWeight + FalseWeight);

  double SelectGas = 0, BranchGas = JumpIGas;
  int SelectBytes = 0, BranchBytes = JumpIBytes;
  for (const SelectInst *S : G.Selects) {
    auto [Gas, Bytes] = selectCost(*S);
    SelectGas += Gas;
    SelectBytes += Bytes;
    bool Constants =
        isa<Constant>(S->getTrueValue()) && isa<Constant>(S->getFalseValue());
    BranchGas += Constants ? PhiConstantGas : PhiGas;
    BranchBytes += Constants ? PhiConstantBytes : PhiBytes;
  }
  for (unsigned Side = 0; Side < 2; ++Side) {
    double Share = Side == 0 ? TrueShare : 1 - TrueShare;
    for (const Instruction *I : G.Sunk[Side]) {
      unsigned Gas = instructionGas(*I);
      SelectGas += Gas;
      BranchGas += Share * Gas;
    }
  }
  // Both sides have code: one of them jumps over the other.
  if (!G.Sunk[0].empty() && !G.Sunk[1].empty()) {
    BranchGas += std::min(TrueShare, 1 - TrueShare) * JumpGas;
    BranchBytes += JumpBytes;
  }
  double GasSaved = SelectGas - BranchGas;
  int BytesAdded = BranchBytes - SelectBytes;
  LLVM_DEBUG(dbgs() << "  " << G.Selects.size() << " selects on "
                    << *G.Selects.front()->getCondition() << ": "
                    << G.Sunk[0].size() << "+" << G.Sunk[1].size()
                    << " sunk, gas saved " << GasSaved << ", bytes added "
                    << BytesAdded << "\n");
  if (GasSaved <= 0)
    return false;
  if (BytesAdded <= 0)
    return true;
  return !MinSize && GasSaved * EVM::getOptimizeRuns() > 200.0 * BytesAdded;
}

/// Replaces the selects by a branch and PHIs; returns the join block.
BasicBlock *EVMSelectToBranch::convert(Group &G) const {
  SelectInst *First = G.Selects.front();
  // The split keeps the block as the head, up to the selects.
  BasicBlock *Head = First->getParent();
  Value *Cond = First->getCondition();
  MDNode *Weights = First->getMetadata(LLVMContext::MD_prof);
  Instruction *ThenTerm = nullptr, *ElseTerm = nullptr;
  if (!G.Sunk[0].empty() && !G.Sunk[1].empty())
    SplitBlockAndInsertIfThenElse(Cond, First->getIterator(), &ThenTerm,
                                  &ElseTerm, Weights);
  else if (!G.Sunk[1].empty())
    ElseTerm = SplitBlockAndInsertIfElse(Cond, First->getIterator(),
                                         /*Unreachable=*/false, Weights);
  else
    ThenTerm = SplitBlockAndInsertIfThen(Cond, First->getIterator(),
                                         /*Unreachable=*/false, Weights);
  BasicBlock *Join = First->getParent();
  // The branch takes the selects' place in the source map.
  Head->getTerminator()->setDebugLoc(First->getDebugLoc());
  Instruction *Terms[2] = {ThenTerm, ElseTerm};
  for (unsigned Side = 0; Side < 2; ++Side) {
    for (Instruction *I : G.Sunk[Side])
      I->moveBefore(Terms[Side]->getIterator());
    NumSunk += G.Sunk[Side].size();
  }
  BasicBlock *From[2] = {ThenTerm ? ThenTerm->getParent() : Head,
                         ElseTerm ? ElseTerm->getParent() : Head};
  // A select of the group may take another one's value (InstCombine
  // folds that, but not always first): on each side that is the other's
  // value on that side, not its PHI, which the side does not reach.
  DenseMap<Value *, std::pair<Value *, Value *>> Sides;
  for (SelectInst *S : G.Selects) {
    auto OnSide = [&](Value *V, bool True) {
      auto It = Sides.find(V);
      return It == Sides.end() ? V
                               : (True ? It->second.first : It->second.second);
    };
    Value *TrueValue = OnSide(S->getTrueValue(), true);
    Value *FalseValue = OnSide(S->getFalseValue(), false);
    PHINode *Phi =
        PHINode::Create(S->getType(), 2, "", Join->getFirstNonPHIIt());
    Phi->takeName(S);
    Phi->addIncoming(TrueValue, From[0]);
    Phi->addIncoming(FalseValue, From[1]);
    Sides[Phi] = {TrueValue, FalseValue};
    Phi->setDebugLoc(S->getDebugLoc());
    S->replaceAllUsesWith(Phi);
    S->eraseFromParent();
  }
  ++NumGroups;
  NumSelects += G.Selects.size();
  return Join;
}

bool EVMSelectToBranch::runOnFunction(Function &F) {
  if (!EnableSelectToBranch || skipFunction(F))
    return false;
  TTI = &getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F);
  MinSize = F.hasMinSize();
  bool Changed = false;
  // A conversion splits the block: the rest of it, the join, is looked at
  // next.
  SmallVector<BasicBlock *, 16> Worklist;
  for (BasicBlock &BB : reverse(F))
    Worklist.push_back(&BB);
  while (!Worklist.empty()) {
    BasicBlock *BB = Worklist.pop_back_val();
    for (auto It = BB->begin(); It != BB->end();) {
      auto *S = dyn_cast<SelectInst>(&*It++);
      if (!isCandidate(S))
        continue;
      Group G;
      G.Selects.push_back(S);
      // The selects on the same condition that follow it directly.
      while (It != BB->end()) {
        auto *Next = dyn_cast<SelectInst>(&*It);
        if (!isCandidate(Next) || Next->getCondition() != S->getCondition())
          break;
        G.Selects.push_back(Next);
        ++It;
      }
      collectSunk(G);
      if (!isProfitable(G))
        continue;
      Worklist.push_back(convert(G));
      Changed = true;
      break;
    }
  }
  return Changed;
}

char EVMSelectToBranch::ID = 0;
INITIALIZE_PASS_BEGIN(EVMSelectToBranch, DEBUG_TYPE,
                      "EVM: turn selects into branches where it pays", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(TargetTransformInfoWrapperPass)
INITIALIZE_PASS_END(EVMSelectToBranch, DEBUG_TYPE,
                    "EVM: turn selects into branches where it pays", false,
                    false)

FunctionPass *llvm::createEVMSelectToBranchPass() {
  return new EVMSelectToBranch();
}
