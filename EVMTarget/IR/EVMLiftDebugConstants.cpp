//===-- EVMLiftDebugConstants.cpp - Keep where constants came from --------===//

#include "EVMLiftDebugConstants.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"

using namespace llvm;

static bool hasMark(const DILocalVariable *Var, StringRef Mark) {
  auto *Annotations = dyn_cast_or_null<MDTuple>(Var->getRawAnnotations());
  if (!Annotations)
    return false;
  return llvm::any_of(Annotations->operands(), [&](const MDOperand &Op) {
    auto *S = dyn_cast_or_null<MDString>(Op.get());
    return S && S->getString() == Mark;
  });
}

bool EVM::isLiftedDebugVariable(const DILocalVariable *Var) {
  return hasMark(Var, EVM::LiftedVariableMark);
}

bool EVM::isResultDebugVariable(const DILocalVariable *Var) {
  return hasMark(Var, EVM::ResultVariableMark);
}

/// The variable of the caller's scope \p Scope that stands for \p Var,
/// with line \p Line.
static DILocalVariable *getLiftedVariable(DILocalVariable *Var,
                                          DILocalScope *Scope, unsigned Line) {
  LLVMContext &Ctx = Var->getContext();
  MDTuple *Marker =
      MDTuple::get(Ctx, {MDString::get(Ctx, EVM::LiftedVariableMark)});
  return DILocalVariable::get(Ctx, Scope, Var->getName(), Var->getFile(), Line,
                              Var->getType(), /*Arg=*/0,
                              Var->getFlags() | DINode::FlagArtificial,
                              Var->getAlignInBits(), DINodeArray(Marker));
}

PreservedAnalyses EVMLiftDebugConstantsPass::run(Function &F,
                                                 FunctionAnalysisManager &) {
  SmallVector<DbgVariableRecord *, 8> Candidates;
  for (Instruction &I : instructions(F))
    for (DbgVariableRecord &DVR : filterDbgVars(I.getDbgRecordRange()))
      if (DVR.isDbgValue() && !DVR.hasArgList() && DVR.getDebugLoc() &&
          DVR.getDebugLoc()->getInlinedAt() &&
          isa_and_nonnull<ConstantInt>(DVR.getVariableLocationOp(0)) &&
          (EVM::isResultDebugVariable(DVR.getVariable()) ||
           EVM::isLiftedDebugVariable(DVR.getVariable())))
        Candidates.push_back(&DVR);
  if (Candidates.empty())
    return PreservedAnalyses::all();

  // The scopes that have code, as ADCE counts them: each instruction's
  // scope with its parents, and those of the call sites it was inlined
  // through. (ADCE counts only the instructions it keeps; a scope whose
  // instructions are all dead loses its values there.)
  SmallPtrSet<const DIScope *, 32> Alive;
  SmallPtrSet<const DILocation *, 32> Seen;
  for (Instruction &I : instructions(F))
    for (const DILocation *L = I.getDebugLoc(); L && Seen.insert(L).second;
         L = L->getInlinedAt())
      for (const DIScope *S = L->getScope();
           isa_and_nonnull<DILocalScope>(S) && Alive.insert(S).second;
           S = S->getScope())
        ;

  auto LiftOnce = [&](const DILocation *Loc) {
    const DILocation *Site = Loc->getInlinedAt();
    return DILocation::get(F.getContext(), Loc->getLine(), Loc->getColumn(),
                           Site->getScope(), Site->getInlinedAt());
  };
  for (DbgVariableRecord *DVR : Candidates) {
    const DILocation *Loc = DVR->getDebugLoc();
    // A result's value is the caller's once the function returns: the
    // lifted variable's line is that of the call, whose code uses the
    // value (EVMStackEmitter). A value lifted already stays where it is
    // while its scope has code, and keeps its call's line.
    unsigned CallLine = DVR->getVariable()->getLine();
    if (EVM::isResultDebugVariable(DVR->getVariable())) {
      CallLine = Loc->getInlinedAt()->getLine();
      Loc = LiftOnce(Loc);
    } else if (Alive.count(Loc->getScope())) {
      continue;
    }
    // Out to the nearest call site whose scope has code; the line, which
    // is the source range, stays.
    while (!Alive.count(Loc->getScope()) && Loc->getInlinedAt())
      Loc = LiftOnce(Loc);
    DVR->setVariable(
        getLiftedVariable(DVR->getVariable(), Loc->getScope(), CallLine));
    DVR->setDebugLoc(DebugLoc(Loc));
  }
  // Only debug values changed: nothing an analysis computes.
  return PreservedAnalyses::all();
}
