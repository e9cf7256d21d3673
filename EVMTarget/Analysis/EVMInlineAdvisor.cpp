//===-- EVMInlineAdvisor.cpp - The inliner's policy for the EVM -----------===//
//
// See EVMInlineAdvisor.h.
//
//===----------------------------------------------------------------------===//

#include "EVMInlineAdvisor.h"
#include "EVMInstrInfo.h"
#include "IR/EVMBuiltins.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "Stackify/EVMConstantMaterializer.h"
#include "Stackify/EVMStackShuffler.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/BlockFrequencyInfo.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/InlineCost.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ProfileSummaryInfo.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include <climits>
#include <memory>

using namespace llvm;

#define DEBUG_TYPE "evm-inline-advisor"

STATISTIC(NumSoleCalls, "Last calls of local functions priced with the "
                        "inliner's last-call bonus in an exit block");
STATISTIC(NumBuiltinFolds, "Calls whose callee folds through builtins on "
                           "their constant arguments");
STATISTIC(NumConstantPenalties,
          "Calls whose callee's wide constants added to their cost");

static cl::opt<bool> PriceExitBlocks(
    "evm-inline-exit-blocks", cl::Hidden, cl::init(true),
    cl::desc("Price the last call of a local function in a block that ends "
             "in `unreachable` as in a block that returns "
             "(EVMInlineAdvisor.h)"));

static cl::opt<unsigned> ConstantByteCost(
    "evm-inline-constant-byte-cost", cl::Hidden, cl::init(2),
    cl::desc("Inline cost of each byte a callee's constant takes beyond a "
             "PUSH1, under optsize (0: constants are free, as in LLVM)"));

static cl::opt<bool> FoldBuiltins(
    "evm-inline-fold-builtins", cl::Hidden, cl::init(true),
    cl::desc("Take off a call's cost the instructions of the callee that "
             "its constant arguments fold through the EVM's arithmetic "
             "builtins (EVMInlineAdvisor.h)"));

static cl::opt<bool> AmortiseCopies(
    "evm-inline-amortise-copies", cl::Hidden, cl::init(true),
    cl::desc("Under optsize, scale the inliner's threshold by the share of "
             "a callee's body each copy adds, instead of the target's "
             "multiplier (EVMInlineAdvisor.h)"));

namespace {

/// The bytes of an operand that a PUSH1 takes: what InlineCost's price of
/// an instruction already assumes of its operands.
constexpr unsigned OperandBytes = 2;

/// The integer \p Op is when it is a constant, seen through casts: a
/// constant address (`inttoptr`, as solc's storage slots and memory offsets
/// reach loads and stores) is the PUSH of its integer. Null when it is not.
const ConstantInt *getPushedConstant(const Value *Op) {
  for (;;) {
    if (const auto *C = dyn_cast<ConstantInt>(Op))
      return C;
    if (const auto *CE = dyn_cast<ConstantExpr>(Op); CE && CE->isCast())
      Op = CE->getOperand(0);
    else if (const auto *Cast = dyn_cast<CastInst>(Op))
      Op = Cast->getOperand(0);
    else
      return nullptr;
  }
}

const MCInstrInfo &getMCInstrInfo() {
  static const std::unique_ptr<MCInstrInfo> MII(
      getTheEVMTarget().createMCInstrInfo());
  return *MII;
}

class EVMInlineAdvisor final : public InlineAdvisor {
public:
  EVMInlineAdvisor(Module &M, FunctionAnalysisManager &FAM, InlineParams Params,
                   InlineContext IC)
      : InlineAdvisor(M, FAM, IC), Params(Params), Gas(getMCInstrInfo()),
        Materializer(Gas, /*OptSize=*/true) {}

private:
  std::unique_ptr<InlineAdvice> getAdviceImpl(CallBase &CB) override;
  InlineCost getCost(CallBase &CB);
  /// Whether \p F may end normally: it returns, or it may end the call
  /// (mayEndCall).
  bool mayHaltNormally(const Function &F);
  /// Whether \p F may end the contract's call with RETURN, STOP or
  /// SELFDESTRUCT, its own or a callee's.
  bool mayEndCall(const Function &F);
  /// The cost of the wide constants a copy of \p F at \p CB keeps.
  int getConstantCost(const CallBase &CB, const Function &F);
  /// The cost InlineCost charges for what of \p F folds at \p CB only
  /// through the arithmetic builtins.
  int getBuiltinFoldCost(const CallBase &CB, const Function &F);
  /// Under optsize, \p Threshold (scaled by the target's \p Multiplier)
  /// with the multiplier replaced by what the copies of \p Callee share.
  int getSharedThreshold(const Function &Callee, int Threshold,
                         unsigned Multiplier);

  InlineParams Params;
  EVMStackGas Gas;
  EVMConstantMaterializer Materializer;
  /// mayEndCall's answers. Inlining keeps them: a function that may end
  /// the call still calls what made it so, or has its code.
  DenseMap<const Function *, bool> EndsCall;
};

/// The bytes of the push of a value the link step fills in, when \p I
/// reads one (`loadimmutable`, `linkersymbol` by name); 0 otherwise.
unsigned getLinkValueBytes(const Instruction &I) {
  const auto *Call = dyn_cast<CallBase>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  std::optional<EVM::Builtin> B =
      Callee ? EVM::getBuiltin(Callee->getName()) : std::nullopt;
  if (!B || B->Tail != EVM::TailLinkName || Call->arg_size() != 1)
    return 0;
  return 1 + EVM::getLinkValueBytes(B->Opcode);
}

} // end anonymous namespace

bool EVMInlineAdvisor::mayHaltNormally(const Function &F) {
  return !F.doesNotReturn() || mayEndCall(F);
}

bool EVMInlineAdvisor::mayEndCall(const Function &F) {
  auto [It, Inserted] = EndsCall.try_emplace(&F, false);
  if (!Inserted)
    return It->second;
  // In a cycle of calls, a function being looked at answers false until
  // one of the cycle is seen to end the call.
  for (const Instruction &I : instructions(F)) {
    const auto *Call = dyn_cast<CallBase>(&I);
    const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
    if (!Callee)
      continue;
    std::optional<EVM::Builtin> B = EVM::getBuiltin(Callee->getName());
    if (B ? B->Opcode == EVM::RETURN || B->Opcode == EVM::STOP ||
                B->Opcode == EVM::SELFDESTRUCT
          : !Callee->isDeclaration() && mayEndCall(*Callee))
      return EndsCall[&F] = true;
  }
  return false;
}

int EVMInlineAdvisor::getConstantCost(const CallBase &CB, const Function &F) {
  // What of F's copy at CB is still computed when the code runs: the
  // arguments CB does not pass as constants, what reads or writes memory or
  // calls, and what is computed from any of these (to a fixed point, for
  // the phis of loops). The rest folds once the copy is simplified, and so
  // do the constants it uses: the cost analysis already priced that.
  SmallPtrSet<const Value *, 32> Variable;
  for (const Argument &A : F.args())
    if (A.getArgNo() >= CB.arg_size() ||
        !isa<Constant>(CB.getArgOperand(A.getArgNo())))
      Variable.insert(&A);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const Instruction &I : instructions(F)) {
      if (Variable.contains(&I))
        continue;
      if (I.mayReadOrWriteMemory() || isa<CallBase>(I) ||
          any_of(I.operands(),
                 [&](const Value *Op) { return Variable.contains(Op); })) {
        Variable.insert(&I);
        Changed = true;
      }
    }
  }
  SmallPtrSet<const ConstantInt *, 16> Seen;
  SmallPtrSet<const Value *, 4> SeenLinks;
  unsigned Bytes = 0;
  for (const Instruction &I : instructions(F)) {
    // A block that halts (a panic, a revert with its message) is one for
    // all the copies: EVMMergeHaltingBlocks merges the equal ones.
    if (!Variable.contains(&I) ||
        isa<UnreachableInst>(I.getParent()->getTerminator()))
      continue;
    // An immutable or a library address is a full-width push of its
    // placeholder (PUSH32, PUSH20) in each copy: a getter of an immutable
    // copied into each caller repeats its 33 bytes.
    if (unsigned N = getLinkValueBytes(I);
        N > OperandBytes && SeenLinks.insert(I.getOperand(0)).second)
      Bytes += N - OperandBytes;
    for (const Value *Op : I.operands()) {
      // A cast of a constant is no variable instruction of its own (it
      // folds), so its constant is priced where it is used.
      const ConstantInt *C = getPushedConstant(Op);
      if (!C || !Seen.insert(C).second)
        continue;
      unsigned N = Materializer.get(C->getValue()).Bytes;
      if (N > OperandBytes)
        Bytes += N - OperandBytes;
    }
  }
  return int(Bytes * ConstantByteCost);
}

int EVMInlineAdvisor::getBuiltinFoldCost(const CallBase &CB,
                                         const Function &F) {
  // InlineCost folds the callee's instructions whose operands the call's
  // constant arguments make constant, and charges nothing for them; but
  // LLVM's folders do not know the builtins (SHR, BYTE, EXP, ...), so an
  // instruction computed from a builtin's result is charged whole, and so
  // is all that follows from it. This replays the fold with the builtins
  // evaluated (EVM::evaluateArithmetic, what EVMEvaluateCalls does once the
  // copy is made) and counts what InlineCost could not fold: solady's
  // `LibString.eqs(a, "literal")`, whose bit tricks on the literal "should
  // be evaluated on compile time", is a dozen SHRs and what they feed.
  DenseMap<const Value *, Constant *> Known;
  for (const Argument &A : F.args())
    if (A.getArgNo() < CB.arg_size())
      if (auto *C = dyn_cast<ConstantInt>(CB.getArgOperand(A.getArgNo())))
        Known[&A] = C;
  if (Known.empty())
    return 0;
  auto valueOf = [&](const Value *V) -> Constant * {
    if (Constant *C = Known.lookup(V))
      return C;
    return isa<ConstantInt>(V) ? const_cast<Constant *>(cast<Constant>(V))
                               : nullptr;
  };
  // The values known only through a builtin's result.
  SmallPtrSet<const Value *, 16> ThroughBuiltin;
  const DataLayout &DL = F.getDataLayout();
  unsigned Folded = 0;
  ReversePostOrderTraversal<const Function *> RPOT(&F);
  for (const BasicBlock *BB : RPOT) {
    for (const Instruction &I : *BB) {
      if (isa<PHINode>(I) || I.isTerminator() || I.getType()->isVoidTy())
        continue;
      const auto *Call = dyn_cast<CallBase>(&I);
      std::optional<EVM::Builtin> B =
          Call ? EVM::getCalledBuiltin(I) : std::nullopt;
      if (Call && !B)
        continue;
      if (!Call && I.mayReadOrWriteMemory())
        continue;
      SmallVector<Constant *, 4> Ops;
      bool Through = B.has_value();
      auto Operands = Call ? Call->args() : I.operands();
      for (const Use &U : Operands) {
        Constant *C = valueOf(U.get());
        if (!C)
          break;
        Ops.push_back(C);
        Through |= ThroughBuiltin.contains(U.get());
      }
      if (Ops.size() != size_t(std::distance(Operands.begin(), Operands.end())))
        continue;
      Constant *Result = nullptr;
      if (B) {
        SmallVector<APInt, 3> Words;
        for (Constant *C : Ops)
          Words.push_back(cast<ConstantInt>(C)->getValue());
        if (std::optional<APInt> R = EVM::evaluateArithmetic(B->Opcode, Words);
            R && I.getType()->isIntegerTy(R->getBitWidth()))
          Result = ConstantInt::get(I.getType(), *R);
      } else {
        Result = ConstantFoldInstOperands(&I, Ops, DL);
      }
      if (!Result || !isa<ConstantInt>(Result))
        continue;
      Known[&I] = Result;
      if (!Through)
        continue;
      ThroughBuiltin.insert(&I);
      // A cast costs nothing either way.
      if (!isa<CastInst>(I))
        ++Folded;
    }
  }
  return int(Folded) * InlineConstants::getInstrCost();
}

InlineCost EVMInlineAdvisor::getCost(CallBase &CB) {
  Function &Callee = *CB.getCalledFunction();
  Function &Caller = *CB.getCaller();
  auto GetAssumptionCache = [&](Function &F) -> AssumptionCache & {
    return FAM.getResult<AssumptionAnalysis>(F);
  };
  auto GetBFI = [&](Function &F) -> BlockFrequencyInfo & {
    return FAM.getResult<BlockFrequencyAnalysis>(F);
  };
  auto GetTLI = [&](Function &F) -> const TargetLibraryInfo & {
    return FAM.getResult<TargetLibraryAnalysis>(F);
  };
  ProfileSummaryInfo *PSI =
      FAM.getResult<ModuleAnalysisManagerFunctionProxy>(Caller)
          .getCachedResult<ProfileSummaryAnalysis>(*Caller.getParent());
  auto &CalleeTTI = FAM.getResult<TargetIRAnalysis>(Callee);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(Caller);
  bool RemarksEnabled =
      Callee.getContext().getDiagHandlerPtr()->isMissedOptRemarkEnabled(
          "inline");

  // Copying the only call of a local function is moving its code. Not
  // for a function that can only fail (solc's panic and revert helpers):
  // its call costs a jump, and as a function its code keeps its
  // statement's range in the source map, where inlined it would join the
  // equal halting blocks EVMMergeHaltingBlocks merges into one, whose
  // range is the contract's (design.md, "The middle end").
  bool SoleCall = Callee.hasLocalLinkage() && Callee.hasOneLiveUse() &&
                  mayHaltNormally(Callee);
  BasicBlock &BB = *CB.getParent();
  Instruction *Unreachable = BB.getTerminator();
  bool PriceAsReturning = PriceExitBlocks && SoleCall && isa<CallInst>(CB) &&
                          isa<UnreachableInst>(Unreachable);
  // The whole cost of a last call, which the bonus below may still take.
  InlineParams CallParams = Params;
  if (SoleCall)
    CallParams.ComputeFullInlineCost = true;
  // What the builtins fold comes off the whole cost, which InlineCost
  // must then finish counting.
  int FoldCost = FoldBuiltins ? getBuiltinFoldCost(CB, Callee) : 0;
  if (FoldCost)
    CallParams.ComputeFullInlineCost = true;
  InlineCost IC = [&] {
    if (!PriceAsReturning)
      return getInlineCost(CB, CallParams, CalleeTTI, GetAssumptionCache,
                           GetTLI, GetBFI, PSI, RemarksEnabled ? &ORE : nullptr);
    // InlineCost reads only whether the block's terminator is
    // `unreachable`; a `ret` in its place for the time of the analysis
    // asks what the call costs in a block that returns. The CFG is the
    // same (neither has successors); the caller's block frequencies are
    // computed before, on the real code, as the analysis may read them.
    ++NumSoleCalls;
    GetBFI(Caller);
    Unreachable->removeFromParent();
    Type *RetTy = Caller.getReturnType();
    ReturnInst *Ret = ReturnInst::Create(
        Caller.getContext(),
        RetTy->isVoidTy() ? nullptr : PoisonValue::get(RetTy), &BB);
    InlineCost Result =
        getInlineCost(CB, CallParams, CalleeTTI, GetAssumptionCache, GetTLI,
                      GetBFI, PSI, RemarksEnabled ? &ORE : nullptr);
    Ret->eraseFromParent();
    Unreachable->insertInto(&BB, BB.end());
    return Result;
  }();
  if (!IC.isVariable())
    return IC;
  if (FoldCost) {
    ++NumBuiltinFolds;
    IC = InlineCost::get(IC.getCost() - FoldCost, IC.getThreshold(),
                         IC.getStaticBonusApplied());
  }
  // InlineCost gives no bonus at a call site it finds cold (its block's
  // frequency under 2% of the caller's entry), the last-call bonus
  // included, so that a warm caller does not grow past its own inlining.
  // Here the cold sites are the dispatcher's: block frequencies take every
  // block that ends in `unreachable` for a rare exit, and RETURN and STOP
  // make the normal paths such blocks, so that past a few checks of the
  // call data each external function's call looks cold. A last call is
  // moved whatever the block's frequency: it gets the bonus.
  if (SoleCall && PriceExitBlocks) {
    if (IC.getStaticBonusApplied())
      return IC;
    int Bonus = CalleeTTI.getInliningLastCallToStaticBonus();
    return InlineCost::get(IC.getCost() - Bonus, IC.getThreshold(), Bonus);
  }
  if (!Caller.hasOptSize())
    return IC;
  int ConstantCost = ConstantByteCost ? getConstantCost(CB, Callee) : 0;
  if (ConstantCost)
    ++NumConstantPenalties;
  int Threshold = getSharedThreshold(Callee, IC.getThreshold(),
                                     CalleeTTI.getInliningThresholdMultiplier());
  if (!ConstantCost && Threshold == IC.getThreshold())
    return IC;
  int64_t Cost =
      std::min<int64_t>(int64_t(IC.getCost()) + ConstantCost, INT_MAX - 1);
  return InlineCost::get(int(Cost), Threshold, IC.getStaticBonusApplied());
}

int EVMInlineAdvisor::getSharedThreshold(const Function &Callee,
                                         int Threshold, unsigned Multiplier) {
  if (!AmortiseCopies || Multiplier <= 1 || Threshold <= 0)
    return Threshold;
  // N calls of a local function: inlining them all makes N - 1 copies
  // (the last call moves the body), so a copy's bytes count (N - 1) / N
  // against the threshold LLVM sets for size. That ratio takes the place
  // of the target's multiplier where it is smaller, from three calls on.
  // A function whose body stays (external, or its address taken) has no
  // last call: every copy counts whole.
  uint64_t Calls = 0;
  bool BodyStays = !Callee.hasLocalLinkage();
  for (const Use &U : Callee.uses()) {
    const auto *Call = dyn_cast<CallBase>(U.getUser());
    if (Call && Call->isCallee(&U))
      ++Calls;
    else
      BodyStays = true;
  }
  uint64_t Base = uint64_t(Threshold) / Multiplier;
  uint64_t Shared =
      BodyStays || Calls < 2 ? Base : Base * Calls / (Calls - 1);
  return int(std::min<uint64_t>(Shared, uint64_t(Threshold)));
}

std::unique_ptr<InlineAdvice> EVMInlineAdvisor::getAdviceImpl(CallBase &CB) {
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*CB.getCaller());
  auto &CalleeTTI = FAM.getResult<TargetIRAnalysis>(*CB.getCalledFunction());
  std::optional<InlineCost> OIC = shouldInline(
      CB, CalleeTTI, [this](CallBase &Call) { return getCost(Call); }, ORE,
      Params.EnableDeferral.value_or(false));
  return std::make_unique<DefaultInlineAdvice>(this, CB, OIC, ORE);
}

InlineAdvisor *llvm::createEVMInlineAdvisor(Module &M,
                                            FunctionAnalysisManager &FAM,
                                            InlineParams Params,
                                            InlineContext IC) {
  return new EVMInlineAdvisor(M, FAM, Params, IC);
}
