//===-- EVMContextPHIs.cpp - PHIs of the call's context read again --------===//
//
// The call's context (CALLDATASIZE, CALLER, ADDRESS, CALLVALUE, ...) is
// the same wherever the call reads it, and the stackifier reads it again
// at each use (EVMRemat::Reread) rather than keeping it on the stack. The
// middle end does not know that: GVN's PRE reads CALLDATASIZE once on each
// path into a join and merges the reads in a PHI, and its equality
// propagation puts the constant a branch compared it with in the PHI on
// the path that compared (`if (calldatasize() == 0) {...}` then a use
// after the join: PHI(cds, cds', 0)). Each such PHI costs the stack
// shuffles of a value that lives across blocks, where one read costs 2
// gas and a byte (solady's ERC6551Proxy: its call data's size went to the
// DELEGATECALL through such a PHI, where solc legacy reads it again).
//
// A PHI whose incoming values are all reads of one builtin without
// operands that reads nothing, or constants that the path's branch proved
// equal to that read, becomes one read of the builtin at the start of its
// block.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMBuiltins.h"
#include "EVMTargetMachine.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-context-phis"

STATISTIC(NumRead, "PHIs of the call's context read again");

static cl::opt<bool>
    EnableContextPHIs("evm-context-phis", cl::init(true),
                      cl::desc("Read the call's context again where the "
                               "middle end merged its reads in a PHI"));

namespace {
class EVMContextPHIs final : public FunctionPass {
public:
  static char ID;
  explicit EVMContextPHIs(const EVMTargetMachine *TM = nullptr)
      : FunctionPass(ID), TM(TM) {}

  StringRef getPassName() const override {
    return "EVM PHIs of the call's context";
  }
  bool runOnFunction(Function &F) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

private:
  /// The call \p V is, if it reads the call's context.
  const CallInst *getContextRead(const Value *V) const;
  /// Whether the branch that ends \p From proves, on its edge to \p To,
  /// that a read of \p Callee equals \p C.
  bool edgeProves(const BasicBlock &From, const BasicBlock &To,
                  const Function *Callee, const Constant *C) const;
  bool provesEqual(const BasicBlock *From, const BasicBlock *To,
                   const Function *Callee, const Constant *C) const;
  const CallInst *getReadOf(const PHINode &Phi) const;

  const EVMTargetMachine *TM;
};
} // end anonymous namespace

/// The call \p V is, if it reads the call's context: a builtin without
/// operands whose value is the same for the whole call (InvariantInCall in
/// the instruction table: CALLDATASIZE, CALLER, ADDRESS, ...; not the block's
/// values, which a test host changes between calls).
const CallInst *EVMContextPHIs::getContextRead(const Value *V) const {
  const auto *Call = dyn_cast<CallInst>(V);
  if (!Call || Call->arg_size() != 0)
    return nullptr;
  std::optional<EVM::Builtin> B = EVM::getCalledBuiltin(*Call);
  return B && EVMII::isInvariantInCall(TM->getMCInstrInfo()->get(B->Opcode))
             ? Call
             : nullptr;
}

/// `br (icmp eq read, C)` to \p To on true, or `icmp ne` on false.
bool EVMContextPHIs::edgeProves(const BasicBlock &From, const BasicBlock &To,
                                const Function *Callee,
                                const Constant *C) const {
  const auto *Br = dyn_cast<BranchInst>(From.getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
    return false;
  const auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Cmp || !Cmp->isEquality())
    return false;
  const Value *L = Cmp->getOperand(0), *R = Cmp->getOperand(1);
  if (R != C)
    std::swap(L, R);
  const CallInst *Read = getContextRead(L);
  if (R != C || !Read || Read->getCalledFunction() != Callee)
    return false;
  unsigned Equal = Cmp->getPredicate() == ICmpInst::ICMP_EQ ? 0 : 1;
  return Br->getSuccessor(Equal) == &To;
}

/// Whether a read of \p Callee equals \p C on the edge from \p From to
/// \p To: proved by that edge's branch or, through blocks with one
/// predecessor each, by a branch above (the context does not change).
bool EVMContextPHIs::provesEqual(const BasicBlock *From, const BasicBlock *To,
                                 const Function *Callee,
                                 const Constant *C) const {
  for (unsigned Steps = 0; From && Steps < 16; ++Steps) {
    if (edgeProves(*From, *To, Callee, C))
      return true;
    To = From;
    From = From->getSinglePredecessor();
  }
  return false;
}

/// The read that \p Phi is, if it is one: a read of one builtin of the
/// call's context on every edge, or a constant that edge proved equal.
const CallInst *EVMContextPHIs::getReadOf(const PHINode &Phi) const {
  const CallInst *Read = nullptr;
  for (const Value *In : Phi.incoming_values())
    if (In != &Phi && !isa<Constant>(In)) {
      const CallInst *R = getContextRead(In);
      if (!R || (Read && R->getCalledFunction() != Read->getCalledFunction()))
        return nullptr;
      Read = R;
    }
  if (!Read)
    return nullptr;
  for (unsigned I = 0, E = Phi.getNumIncomingValues(); I != E; ++I)
    if (const auto *C = dyn_cast<Constant>(Phi.getIncomingValue(I));
        C && !provesEqual(Phi.getIncomingBlock(I), Phi.getParent(),
                          Read->getCalledFunction(), C))
      return nullptr;
  return Read;
}

bool EVMContextPHIs::runOnFunction(Function &F) {
  if (!EnableContextPHIs || !TM || skipFunction(F))
    return false;
  bool Changed = false;
  for (BasicBlock &BB : F) {
    for (PHINode &Phi : make_early_inc_range(BB.phis())) {
      const CallInst *Read = getReadOf(Phi);
      if (!Read)
        continue;
      Instruction *Again = Read->clone();
      Again->insertBefore(BB.getFirstInsertionPt());
      Again->setDebugLoc(Phi.getDebugLoc());
      Again->takeName(&Phi);
      SmallSetVector<Instruction *, 4> Reads;
      for (Value *In : Phi.incoming_values())
        if (In != &Phi)
          if (auto *I = dyn_cast<Instruction>(In))
            Reads.insert(I);
      Phi.replaceAllUsesWith(Again);
      Phi.eraseFromParent();
      // The reads only the PHI used (GVN's PRE makes one on an edge).
      for (Instruction *I : Reads)
        if (I->use_empty())
          I->eraseFromParent();
      ++NumRead;
      Changed = true;
    }
  }
  return Changed;
}

char EVMContextPHIs::ID = 0;
INITIALIZE_PASS(EVMContextPHIs, DEBUG_TYPE, "EVM PHIs of the call's context",
                false, false)

FunctionPass *llvm::createEVMContextPHIsPass(const EVMTargetMachine &TM) {
  return new EVMContextPHIs(&TM);
}
