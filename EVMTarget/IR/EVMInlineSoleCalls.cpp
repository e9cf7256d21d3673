//===-- EVMInlineSoleCalls.cpp - The last call of a function inlined ------===//
//
// See EVMInlineSoleCalls.h.
//
//===----------------------------------------------------------------------===//

#include "EVMInlineSoleCalls.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/InlineCost.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

#define DEBUG_TYPE "evm-inline-sole-calls"

STATISTIC(NumInlined, "Sole calls of local functions inlined");

static cl::opt<unsigned> MaxCalleeSize(
    "evm-inline-sole-calls-max-size", cl::Hidden, cl::init(64),
    cl::desc("Instructions of the largest function whose sole call "
             "EVMInlineSoleCalls inlines"));

/// The call \p F's one use is, when inlining it is sound and saves code:
/// a direct call of a local function that may be inlined, from another
/// function, and a function of at most MaxCalleeSize instructions. The
/// call's block need not end in `unreachable` now: it did when the
/// inliner looked, before the code around it was inlined too (a
/// function called once that is still a call after the inliner is one
/// it refused for that, as its last-call bonus takes any other).
static CallBase *getSoleCallToInline(Function &F) {
  // A function that never returns (solc's panic_error_0x.., a revert
  // with a message) stays: its call costs only a jump, and the call's
  // place may be several the middle end merged into one, whose location
  // is the function's range, where the callee's own code maps to its
  // statement (solidity.md, "Source maps").
  if (F.isDeclaration() || !F.hasLocalLinkage() || !F.hasOneUse() ||
      F.hasFnAttribute(Attribute::NoInline) || F.hasOptNone() ||
      F.doesNotReturn() || F.isPresplitCoroutine() ||
      F.getInstructionCount() > MaxCalleeSize)
    return nullptr;
  auto *Call = dyn_cast<CallBase>(F.user_back());
  if (!Call || Call->getCalledFunction() != &F || Call->getFunction() == &F ||
      !isa<CallInst>(Call) || Call->isNoInline() ||
      Call->getFunction()->hasOptNone())
    return nullptr;
  // What the inliner's own cost analysis refuses whatever the threshold:
  // va_start (the caller need not be variadic), returns_twice,
  // indirectbr, and attributes the caller does not share.
  if (!isInlineViable(F).isSuccess() ||
      !AttributeFuncs::areInlineCompatible(*Call->getFunction(), F))
    return nullptr;
  return Call;
}

PreservedAnalyses EVMInlineSoleCallsPass::run(Module &M,
                                              ModuleAnalysisManager &MAM) {
  // The functions are looked at again as they come: a call of F that was
  // in E is in E's caller once E is inlined there.
  SmallVector<Function *, 32> Candidates;
  for (Function &F : M)
    if (getSoleCallToInline(F))
      Candidates.push_back(&F);
  bool Changed = false;
  for (Function *F : Candidates) {
    CallBase *Call = getSoleCallToInline(*F);
    if (!Call)
      continue;
    InlineFunctionInfo IFI;
    if (!InlineFunction(*Call, IFI).isSuccess())
      continue;
    ++NumInlined;
    Changed = true;
    if (F->use_empty())
      F->eraseFromParent();
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
