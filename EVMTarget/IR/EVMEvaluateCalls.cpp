//===-- EVMEvaluateCalls.cpp - Calls evaluated at compile time ------------===//
//
// See EVMEvaluateCalls.h.
//
//===----------------------------------------------------------------------===//

#include "EVMEvaluateCalls.h"
#include "EVMBuiltins.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/ConstantFold.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-evaluate-calls"

static cl::opt<unsigned> EvaluationBudget(
    "evm-evaluate-calls-budget", cl::Hidden, cl::init(4096),
    cl::desc("Instructions the middle end runs to evaluate one call with "
             "constant arguments"));

/// Nested calls a call's evaluation may make.
static constexpr unsigned MaxDepth = 16;

/// Whether \p C is a value the evaluation can go on with: an integer, or a
/// structure of them (a function's several results). Poison and undef mean
/// the path is undefined, and a constant expression (an address) is not a
/// number yet: either stops the evaluation.
static bool isPlain(const Constant *C) {
  if (isa<ConstantInt>(C))
    return true;
  auto *ST = dyn_cast<StructType>(C->getType());
  if (!ST || isa<ConstantExpr>(C))
    return false;
  for (unsigned I = 0, E = ST->getNumElements(); I != E; ++I) {
    const Constant *Element = C->getAggregateElement(I);
    if (!Element || !isPlain(Element))
      return false;
  }
  return true;
}

/// The result of the arithmetic builtin \p Callee on \p Args, or null if it
/// is not one or an argument is not an integer.
static Constant *evaluateBuiltin(const Function &Callee, Type *ResultType,
                                 ArrayRef<Constant *> Args) {
  std::optional<EVM::Builtin> B = EVM::getBuiltin(Callee.getName());
  if (!B || !ResultType->isIntegerTy(256))
    return nullptr;
  SmallVector<APInt, 3> Words;
  for (Constant *A : Args) {
    auto *CI = dyn_cast<ConstantInt>(A);
    if (!CI)
      return nullptr;
    Words.push_back(CI->getValue());
  }
  std::optional<APInt> R = EVM::evaluateArithmetic(B->Opcode, Words);
  return R ? ConstantInt::get(ResultType, *R) : nullptr;
}

namespace {

/// What a call evaluated to: nothing known (std::nullopt), a return without
/// a value (null), or the value returned.
using Outcome = std::optional<Constant *>;

/// Runs functions on constant arguments, as long as what they run has no
/// effect: arithmetic, branches, the arithmetic builtins, and calls of
/// functions run the same way. Memory, any other call, a halt or the end of
/// the budget stops it.
class Evaluator {
public:
  explicit Evaluator(const DataLayout &DL) : DL(DL) {}

  /// What \p Call, with arguments \p Args, returns.
  Outcome evaluateCall(const CallBase &Call, ArrayRef<Constant *> Args,
                       unsigned Depth) {
    const Function *Callee = Call.getCalledFunction();
    if (!Callee || Callee->getFunctionType() != Call.getFunctionType() ||
        Callee->isVarArg() || Depth == MaxDepth)
      return std::nullopt;
    if (!Callee->isDeclaration())
      return run(*Callee, Args, Depth);
    Constant *C = evaluateBuiltin(*Callee, Call.getType(), Args);
    if (!C && Callee->getIntrinsicID() != Intrinsic::not_intrinsic &&
        !Call.getType()->isVoidTy() && canConstantFoldCallTo(&Call, Callee))
      C = ConstantFoldCall(&Call, const_cast<Function *>(Callee), Args);
    if (C && isPlain(C))
      return C;
    return std::nullopt;
  }

private:
  const DataLayout &DL;
  unsigned Budget = EvaluationBudget;

  Outcome run(const Function &F, ArrayRef<Constant *> Args, unsigned Depth) {
    DenseMap<const Value *, Constant *> Values;
    for (const Argument &A : F.args())
      Values[&A] = Args[A.getArgNo()];
    // An operand's value; a structure still being built from poison is an
    // operand of insertvalue only.
    auto lookup = [&](const Value *V) -> Constant * {
      if (Constant *C = Values.lookup(V))
        return C;
      return dyn_cast<Constant>(const_cast<Value *>(V));
    };
    auto valueOf = [&](const Value *V) -> Constant * {
      Constant *C = lookup(V);
      return C && isPlain(C) ? C : nullptr;
    };

    const BasicBlock *BB = &F.getEntryBlock(), *Pred = nullptr;
    while (true) {
      // A block's PHIs take their values together, from the edge taken.
      SmallVector<std::pair<const PHINode *, Constant *>, 4> Incoming;
      for (const PHINode &Phi : BB->phis()) {
        Constant *C =
            Pred ? valueOf(Phi.getIncomingValueForBlock(Pred)) : nullptr;
        if (!C)
          return std::nullopt;
        Incoming.push_back({&Phi, C});
      }
      for (auto [Phi, C] : Incoming)
        Values[Phi] = C;

      const BasicBlock *Next = nullptr;
      for (const Instruction &I : BB->instructionsWithoutDebug()) {
        if (isa<PHINode>(I))
          continue;
        if (Budget == 0)
          return std::nullopt;
        --Budget;
        if (const auto *Ret = dyn_cast<ReturnInst>(&I)) {
          if (!Ret->getReturnValue())
            return nullptr;
          if (Constant *C = valueOf(Ret->getReturnValue()))
            return C;
          return std::nullopt;
        }
        if (const auto *Br = dyn_cast<BranchInst>(&I)) {
          Next = Br->getSuccessor(0);
          if (Br->isConditional()) {
            auto *Cond =
                dyn_cast_or_null<ConstantInt>(valueOf(Br->getCondition()));
            if (!Cond)
              return std::nullopt;
            Next = Br->getSuccessor(Cond->isZero() ? 1 : 0);
          }
          break;
        }
        if (const auto *Switch = dyn_cast<SwitchInst>(&I)) {
          auto *Cond =
              dyn_cast_or_null<ConstantInt>(valueOf(Switch->getCondition()));
          if (!Cond)
            return std::nullopt;
          Next = Switch->findCaseValue(Cond)->getCaseSuccessor();
          break;
        }
        // Any other end of a block (unreachable, a halt) and any memory
        // access end the evaluation; a call is evaluated if it can be.
        if (I.isTerminator() || isa<AllocaInst>(I) ||
            (!isa<CallInst>(I) && I.mayReadOrWriteMemory()))
          return std::nullopt;
        SmallVector<Constant *, 4> Operands;
        for (const Use &U :
             isa<CallBase>(I) ? cast<CallBase>(I).args() : I.operands()) {
          Constant *C = isa<InsertValueInst>(I) && U.getOperandNo() == 0
                            ? lookup(U.get())
                            : valueOf(U.get());
          if (!C)
            return std::nullopt;
          Operands.push_back(C);
        }
        Constant *Result = nullptr;
        if (const auto *Call = dyn_cast<CallInst>(&I)) {
          Outcome O = evaluateCall(*Call, Operands, Depth + 1);
          if (!O)
            return std::nullopt;
          if (!*O)
            continue;
          Result = *O;
        } else if (const auto *Cmp = dyn_cast<CmpInst>(&I)) {
          Result = ConstantFoldCompareInstOperands(
              Cmp->getPredicate(), Operands[0], Operands[1], DL);
        } else if (const auto *Insert = dyn_cast<InsertValueInst>(&I)) {
          Result = ConstantFoldInsertValueInstruction(Operands[0], Operands[1],
                                                      Insert->getIndices());
        } else if (const auto *Extract = dyn_cast<ExtractValueInst>(&I)) {
          Result = ConstantFoldExtractValueInstruction(Operands[0],
                                                       Extract->getIndices());
        } else {
          Result = ConstantFoldInstOperands(&I, Operands, DL);
        }
        if (!Result || (!isPlain(Result) && !isa<InsertValueInst>(I)))
          return std::nullopt;
        Values[&I] = Result;
      }
      if (!Next)
        return std::nullopt;
      Pred = BB;
      BB = Next;
    }
  }
};

} // end anonymous namespace

/// \p Call, a call of a shift or division builtin whose amount or divisor
/// is a constant for which LLVM's own operation means the same, as that
/// operation (the front end's rule for the constants it sees,
/// tools/evm-yul/YulDialect.cpp): a shift by less than 256 (LLVM's shifts
/// by 256 or more are poison, the EVM's give 0 or the sign), a division by
/// neither 0 nor, signed, -1 (undefined behaviour for LLVM). The middle end
/// then knows its bits: `and(shl(96, r), 2^96 - 1)` is 0, so what computed
/// r may go. Null if it is not such a call.
static Value *asIROperation(CallInst &Call) {
  const Function *Callee = Call.getCalledFunction();
  std::optional<EVM::Builtin> B =
      Callee ? EVM::getBuiltin(Callee->getName()) : std::nullopt;
  if (!B || Call.arg_size() != 2 || !Call.getType()->isIntegerTy(256))
    return nullptr;
  Value *A = Call.getArgOperand(0), *X = Call.getArgOperand(1);
  IRBuilder<> Builder(&Call);
  switch (B->Opcode) {
  case EVM::SHL:
  case EVM::SHR:
  case EVM::SAR: {
    // shl(amount, value).
    auto *Amount = dyn_cast<ConstantInt>(A);
    if (!Amount || Amount->getValue().uge(256))
      return nullptr;
    Instruction::BinaryOps Op = B->Opcode == EVM::SHL   ? Instruction::Shl
                                : B->Opcode == EVM::SHR ? Instruction::LShr
                                                        : Instruction::AShr;
    return Builder.CreateBinOp(Op, X, Amount);
  }
  case EVM::DIV:
  case EVM::MOD:
  case EVM::SDIV:
  case EVM::SMOD: {
    auto *Divisor = dyn_cast<ConstantInt>(X);
    bool Signed = B->Opcode == EVM::SDIV || B->Opcode == EVM::SMOD;
    if (!Divisor || Divisor->isZero() || (Signed && Divisor->isMinusOne()))
      return nullptr;
    Instruction::BinaryOps Op =
        B->Opcode == EVM::DIV    ? Instruction::UDiv
        : B->Opcode == EVM::MOD  ? Instruction::URem
        : B->Opcode == EVM::SDIV ? Instruction::SDiv
                                 : Instruction::SRem;
    return Builder.CreateBinOp(Op, A, Divisor);
  }
  default:
    return nullptr;
  }
}

/// Whether \p Call has an argument \p Index, the constant 0.
static bool isZeroArgument(const CallInst &Call, unsigned Index) {
  auto *C = Index < Call.arg_size()
                ? dyn_cast<Constant>(Call.getArgOperand(Index))
                : nullptr;
  return C && C->isNullValue();
}

/// The declaration of STOP in \p M, made like \p Return's if there is none;
/// null if the module declares it with another type (the code generator
/// reports that call).
static Function *getStopDeclaration(Module &M, const Function &Return) {
  FunctionType *FT = FunctionType::get(Type::getVoidTy(M.getContext()), false);
  std::string Name = (EVM::BuiltinPrefix + "stop").str();
  if (Function *Stop = M.getFunction(Name))
    return Stop->getFunctionType() == FT ? Stop : nullptr;
  Function *Stop = Function::Create(FT, GlobalValue::ExternalLinkage, Name, M);
  // In llvm-project the builtins are intrinsics, and the declaration has
  // the attributes IntrinsicsEVM.td gives it. Here it says what the front
  // end said of RETURN: both end the call, and STOP reads less.
  if (Stop->getIntrinsicID() == Intrinsic::not_intrinsic)
    Stop->setAttributes(AttributeList::get(
        M.getContext(), AttributeList::FunctionIndex,
        AttrBuilder(M.getContext(), Return.getAttributes().getFnAttrs())));
  return Stop;
}

/// Simplifies \p Call, a call of builtin \p B, where one of its memory
/// ranges is empty: the range's offset becomes 0, and a RETURN of no
/// bytes becomes a STOP. A call the code generator would refuse (\p MII,
/// EVM::checkCall) stays, for it to report. Whether anything changed.
static bool simplifyEmptyRanges(CallInst &Call, const EVM::Builtin &B,
                                const MCInstrInfo &MII) {
  EVM::MemoryEffect E = EVM::getMemoryEffect(B.Opcode);
  bool ReadEmpty =
      E.Read == EVM::MemoryEffect::Range && isZeroArgument(Call, E.ReadSize);
  bool WriteEmpty =
      E.Write == EVM::MemoryEffect::Range && isZeroArgument(Call, E.WriteSize);
  // The call's check only where there is something to simplify: the pass
  // runs after every InstCombine, on every builtin call.
  if ((!ReadEmpty && !WriteEmpty) || EVM::checkCall(Call, MII))
    return false;
  bool Changed = false;
  auto ZeroOffset = [&](bool Empty, unsigned Offset) {
    if (!Empty || isZeroArgument(Call, Offset))
      return;
    Call.setArgOperand(
        Offset, Constant::getNullValue(Call.getArgOperand(Offset)->getType()));
    Changed = true;
  };
  ZeroOffset(ReadEmpty, E.ReadOffset);
  ZeroOffset(WriteEmpty, E.WriteOffset);
  if (B.Opcode != EVM::RETURN || !ReadEmpty)
    return Changed;
  Function *Stop =
      getStopDeclaration(*Call.getModule(), *Call.getCalledFunction());
  if (!Stop)
    return Changed;
  auto *NewCall = CallInst::Create(Stop, {}, "", Call.getIterator());
  NewCall->setDebugLoc(Call.getDebugLoc());
  NewCall->setTailCallKind(Call.getTailCallKind());
  Call.eraseFromParent();
  return true;
}

PreservedAnalyses EVMEvaluateCallsPass::run(Function &F,
                                            FunctionAnalysisManager &) {
  // The calls whose arguments are all constants, in the order of the
  // blocks (a value before its uses, but for loops), each evaluated once
  // the results before it are in place: LLVM's own intrinsics are
  // InstCombine's to fold; the builtins are intrinsics too in llvm-project
  // (llvm-project-patch: IntrinsicsEVM.td), and ours. An instruction whose
  // operands a result made all constants folds with it, so that a chain
  // of builtins (an inlined copy of solady's `LibString.eqs` on a literal:
  // SHRs of what earlier SHRs compute) folds in one run, not one link per
  // InstCombine of the pipeline.
  auto isCandidate = [&](const CallInst &Call) {
    const Function *Callee = Call.getCalledFunction();
    return Callee && Callee != &F &&
           (Callee->getIntrinsicID() == Intrinsic::not_intrinsic ||
            EVM::getBuiltin(Callee->getName())) &&
           !Call.isMustTailCall() && !Call.isNoBuiltin() &&
           all_of(Call.args(), [](const Use &U) {
             return isa<Constant>(U) && isPlain(cast<Constant>(U));
           });
  };
  // Whether a result made one of \p I's operands constant.
  SmallPtrSet<const Instruction *, 16> Touched;
  auto replace = [&](Instruction &I, Constant *C) {
    for (User *U : I.users())
      if (auto *UI = dyn_cast<Instruction>(U))
        Touched.insert(UI);
    I.replaceAllUsesWith(C);
  };

  bool Changed = false;
  const DataLayout &DL = F.getDataLayout();
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *BB : RPOT)
    for (Instruction &I : make_early_inc_range(*BB)) {
      if (auto *Call = dyn_cast<CallInst>(&I)) {
        if (!isCandidate(*Call))
          continue;
        SmallVector<Constant *, 4> Args;
        for (const Use &U : Call->args())
          Args.push_back(cast<Constant>(U));
        Outcome O = Evaluator(DL).evaluateCall(*Call, Args, 0);
        if (!O)
          continue;
        // A call that returns nothing ran without an effect: it goes.
        if (*O)
          replace(*Call, *O);
        Call->eraseFromParent();
        Changed = true;
        continue;
      }
      if (!Touched.contains(&I) || isa<PHINode>(I) || I.isTerminator() ||
          I.mayHaveSideEffects())
        continue;
      if (Constant *C = ConstantFoldInstruction(&I, DL); C && isPlain(C)) {
        replace(I, C);
        Touched.erase(&I);
        I.eraseFromParent();
        Changed = true;
      }
    }
  // The shifts and divisions with a constant that became one after
  // inlining or constant propagation, as LLVM's operations; the memory
  // ranges that became empty, at 0.
  for (BasicBlock &BB : F)
    for (Instruction &I : make_early_inc_range(BB)) {
      auto *Call = dyn_cast<CallInst>(&I);
      if (!Call || Call->isNoBuiltin())
        continue;
      if (Value *Op = asIROperation(*Call)) {
        Op->takeName(Call);
        Call->replaceAllUsesWith(Op);
        Call->eraseFromParent();
        Changed = true;
      } else if (std::optional<EVM::Builtin> B = EVM::getCalledBuiltin(*Call)) {
        Changed |= simplifyEmptyRanges(*Call, *B, *MII);
      }
    }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
