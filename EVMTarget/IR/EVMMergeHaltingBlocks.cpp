//===-- EVMMergeHaltingBlocks.cpp - One copy of each block that halts -----===//
//
// A contract's checks end in a handful of different ways: `revert(0, 0)`,
// a panic (`mstore(0, shl(224, 0x4e487b71)); mstore(4, code); revert(0,
// 0x24)`), a custom error, a `return` of the same buffer. After inlining,
// every check has its own copy of that ending: a block that ends execution
// (a call that does not return, then `unreachable`). solc's code jumps to
// one shared copy (its assembler's block deduplicator); on a register
// machine LLVM's branch folder merges such tails, but it runs on
// register-allocated code and is off here (the stackifier sees PHIs, see
// EVMTargetMachine).
//
// This pass merges such blocks when they do the same thing: the same
// instructions with the same operands, where an operand defined in the
// block is matched by its position. A read of the call's context that a
// block uses from before it (RETURNDATASIZE, which the middle end reads
// once for both sides of an external call's check; CALLER, ...) is read
// again in the block where that gives the same value, so that the copies
// that forward two calls' failures compare equal; where the block then
// matches no other, it uses the value read before it again. Every jump to
// a copy then goes to the
// one kept, and block placement lays the shared block out once, away from
// the code it is jumped to from: a check becomes `cond PUSH label JUMPI`
// and the code goes on (9 bytes with the inverted test and a copy of
// `revert(0, 0)`, 4 without).
//
// A predecessor that fell into its copy now jumps: PUSH, JUMP and the
// shared block's JUMPDEST, 12 gas on that path. On a path that reverts
// (REVERT, INVALID) that gas does not matter, and those blocks are always
// merged. A block that ends execution successfully (RETURN, STOP, a call
// of a function that does not return) is merged only when the bytes saved
// are worth the gas at the expected number of runs: `bytes saved * 200 >
// 12 * runs` (-evm-optimize-runs, docs/design.md "Code size against gas").
//
// The merged instructions stand for the range the copies' instructions
// stood for where that is one (copies of one statement, inlined at several
// calls), otherwise for their function's (LLVM's merged location), and
// each path into them keeps what its own copy stood for on its jump
// (locateEdges), so that a source map still finds the function that ran.
//
// Then a conditional branch into a block that reverts is marked unlikely
// to take that edge (unless it has weights already). Branch probability
// analysis weighs every block that ends in a call that does not return
// alike, a `return` as a `revert`; with the weights block placement lays
// the code that goes on out after the test and the shared revert away
// from it, so the check is `cond PUSH label JUMPI` and the path that goes
// on falls through (no ISZERO, no JUMPDEST).
//
// EVMShareFailingBlocks, a module pass after it, does the same across
// functions, where solc's assembler shares one copy too: solc's allocation
// helpers carry their overflow panic into every function that inlines
// them (solady's ECDSATest had 29 copies of it). A failing block that
// needs nothing from outside it (its operands constants or its own
// values, its calls builtins) does the same wherever it runs, whatever is
// on the stack; where several functions have equal ones, and their calls
// and one shared copy take fewer bytes than the copies, the first becomes
// a function (`__evm_fail`) and each copy calls it: PUSH2 and JUMP, no
// return address (EVM::FailsAttribute). The shared
// code keeps the lines of the function it was inlined from, as that
// function's own code would; each call, what its copy did.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "Emission/EVMSourceMap.h"
#include "IR/EVMBuiltins.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ProfDataUtils.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

#define DEBUG_TYPE "evm-merge-halting-blocks"

STATISTIC(NumMerged, "Number of halting blocks merged into an identical one");
STATISTIC(NumShared, "Number of failing blocks that call a shared copy");

static cl::opt<bool> RecomputeContextReads(
    "evm-merge-halting-recompute",
    cl::desc("Read the call's context (RETURNDATASIZE after the last call, "
             "CALLER, ...) again in a halting block, so that its copies "
             "compare equal and are merged"),
    cl::init(true));

static cl::opt<bool> ShareFailingBlocks(
    "evm-share-failing-blocks",
    cl::desc("Make the equal failing blocks of several functions one "
             "function that they call"),
    cl::init(true));

namespace {
class EVMMergeHaltingBlocks final : public FunctionPass {
public:
  static char ID;
  EVMMergeHaltingBlocks() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM merge halting blocks"; }
  bool runOnFunction(Function &F) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetTransformInfoWrapperPass>();
  }
};

/// The failing blocks of different functions that do the same thing
/// become one function, which each of them calls (see the file comment).
class EVMShareFailingBlocks final : public ModulePass {
public:
  static char ID;
  EVMShareFailingBlocks() : ModulePass(ID) {}

  StringRef getPassName() const override { return "EVM share failing blocks"; }
  bool runOnModule(Module &M) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetTransformInfoWrapperPass>();
  }
};

/// How a block that ends execution ends.
enum class HaltKind { None, Failure, Success };
} // end anonymous namespace

char EVMShareFailingBlocks::ID = 0;
INITIALIZE_PASS_BEGIN(EVMShareFailingBlocks, "evm-share-failing-blocks",
                      "EVM share failing blocks", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetTransformInfoWrapperPass)
INITIALIZE_PASS_END(EVMShareFailingBlocks, "evm-share-failing-blocks",
                    "EVM share failing blocks", false, false)

ModulePass *llvm::createEVMShareFailingBlocksPass() {
  return new EVMShareFailingBlocks();
}

char EVMMergeHaltingBlocks::ID = 0;
INITIALIZE_PASS_BEGIN(EVMMergeHaltingBlocks, DEBUG_TYPE,
                      "EVM merge halting blocks", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetTransformInfoWrapperPass)
INITIALIZE_PASS_END(EVMMergeHaltingBlocks, DEBUG_TYPE,
                    "EVM merge halting blocks", false, false)

FunctionPass *llvm::createEVMMergeHaltingBlocksPass() {
  return new EVMMergeHaltingBlocks();
}

/// Whether \p BB ends execution, and how: `unreachable` after a REVERT or
/// with nothing before it (INVALID, TargetOptions::TrapUnreachable) is a
/// failure, after any other call a success. Blocks with PHIs (their
/// operands name the predecessors) or whose address is taken stay.
static HaltKind getHaltKind(const BasicBlock &BB) {
  if (!isa<UnreachableInst>(BB.getTerminator()) || isa<PHINode>(BB.front()) ||
      BB.hasAddressTaken() || BB.isEntryBlock())
    return HaltKind::None;
  const Instruction *Prev = BB.getTerminator()->getPrevNode();
  if (!Prev || !isa<CallBase>(Prev))
    return HaltKind::Failure;
  std::optional<EVM::Builtin> B = EVM::getCalledBuiltin(*Prev);
  if (B && (B->Opcode == EVM::REVERT || B->Opcode == EVM::INVALID))
    return HaltKind::Failure;
  return HaltKind::Success;
}

/// An operand for comparison: its position in the block when the block
/// defines it (a different Value in each copy), else the value itself.
static std::pair<const Value *, int>
operandKey(const BasicBlock &BB, const Value *V,
           const DenseMap<const Value *, int> &Local) {
  if (auto *I = dyn_cast<Instruction>(V); I && I->getParent() == &BB)
    return {nullptr, Local.lookup(I)};
  return {V, -1};
}

namespace {
/// A block's instructions as a comparable sequence.
struct BlockShape {
  BasicBlock *BB;
  DenseMap<const Value *, int> Local;
  hash_code Hash;

  explicit BlockShape(BasicBlock &B) : BB(&B) {
    int N = 0;
    hash_code H = hash_value(B.size());
    for (const Instruction &I : B) {
      Local[&I] = N++;
      H = hash_combine(H, I.getOpcode(), I.getType(), I.getNumOperands());
      for (const Value *Op : I.operands())
        H = hash_combine(H, operandKey(B, Op, Local));
    }
    Hash = H;
  }

  bool isSameAs(const BlockShape &O) const {
    if (BB->size() != O.BB->size())
      return false;
    for (auto [A, B] : zip(*BB, *O.BB)) {
      if (!A.isSameOperationAs(&B))
        return false;
      for (auto [OA, OB] : zip(A.operands(), B.operands()))
        if (operandKey(*BB, OA, Local) != operandKey(*O.BB, OB, O.Local))
          return false;
    }
    return true;
  }
};
} // end anonymous namespace

/// About how many bytes of code \p BB is: the size costs of its
/// instructions, and the immediates of the constants they push.
static unsigned estimateBytes(const BasicBlock &BB,
                              const TargetTransformInfo &TTI) {
  unsigned Bytes = 0;
  for (const Instruction &I : BB) {
    InstructionCost C = TTI.getInstructionCost(&I, TTI::TCK_CodeSize);
    Bytes += C.isValid() ? unsigned(C.getValue()) : 1;
    for (const Value *Op : I.operands())
      if (const auto *CI = dyn_cast<ConstantInt>(Op))
        Bytes += 1 + (CI->getValue().getActiveBits() + 7) / 8;
  }
  return Bytes;
}

/// Marks every conditional branch into a block that reverts (and not on
/// both sides) as unlikely to take that edge, unless it has weights: to
/// branch probability analysis a revert and a return look alike (both end
/// in a call that does not return), so block placement would as soon fall
/// into the shared revert as into the code that goes on.
static bool markRevertsUnlikely(Function &F) {
  bool Changed = false;
  MDBuilder MDB(F.getContext());
  for (BasicBlock &BB : F) {
    auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
    if (!Br || !Br->isConditional() || hasBranchWeightMD(*Br))
      continue;
    bool TrueFails = getHaltKind(*Br->getSuccessor(0)) == HaltKind::Failure;
    bool FalseFails = getHaltKind(*Br->getSuccessor(1)) == HaltKind::Failure;
    if (TrueFails == FalseFails)
      continue;
    Br->setMetadata(LLVMContext::MD_prof,
                    TrueFails ? MDB.createUnlikelyBranchWeights()
                              : MDB.createLikelyBranchWeights());
    Changed = true;
  }
  return Changed;
}

/// Gives each path into a block about to be merged the location of what
/// its own copy did, its most precise (EVMSolcSourceMap): the merged code
/// will stand for them all (the range they share, or their function's:
/// mergeLocations), and a jump into it
/// that only the path takes stands for the statement it ran
/// (docs/solidity.md, "Source maps"), unless the branch's own range is as
/// narrow. An unconditional branch takes the location, and the stack
/// shuffles before it with it; a conditional branch or a switch keeps its
/// own, the test's, and the edge gets the location's range
/// (EVM::EdgeLinesName), for the stack emitter's jump along it when that
/// is not the one JUMPI takes. Without ranges (C), an unconditional branch
/// takes its copy's first line.
static void locateEdges(ArrayRef<std::pair<BasicBlock *, BasicBlock *>> Merges,
                        const EVMSolcSourceMap &Ranges) {
  SmallPtrSet<BasicBlock *, 16> Done;
  auto locate = [&](BasicBlock *BB) {
    if (!Done.insert(BB).second)
      return;
    const Instruction *Precise = Ranges.getMostPrecise(*BB);
    if (!Precise)
      return;
    const DebugLoc &DL = Precise->getDebugLoc();
    for (BasicBlock *Pred : predecessors(BB)) {
      Instruction *Term = Pred->getTerminator();
      // A branch whose own range is as narrow keeps it.
      if (Ranges.isEnabled() && Term->getDebugLoc()) {
        EVMSolcSourceMap::Range Own = Ranges.getRange(Term->getDebugLoc());
        if (!Own.isNone() && Own.Length <= Ranges.getRange(DL).Length)
          continue;
      }
      if (auto *Br = dyn_cast<BranchInst>(Term); Br && Br->isUnconditional())
        Br->setDebugLoc(DL);
      else if (Ranges.isEnabled())
        for (unsigned I = 0, E = Term->getNumSuccessors(); I != E; ++I)
          if (Term->getSuccessor(I) == BB)
            EVM::setEdgeLine(*Term, I, Ranges.getLine(DL.get()));
    }
  };
  for (auto [Copy, Keep] : Merges) {
    locate(Keep);
    locate(Copy);
  }
}

/// Whether the call \p Def, whose value a halting block \p BB uses, gives
/// the same value at the start of \p BB: a builtin without operands that
/// reads nothing (the call's context: ADDRESS, CALLER, CALLDATASIZE, ...),
/// or RETURNDATASIZE in \p BB's only predecessor with no call after it
/// there that may write (another call's return data would replace it).
static bool givesSameValueIn(const CallInst &Def, const BasicBlock &BB) {
  std::optional<EVM::Builtin> B = EVM::getCalledBuiltin(Def);
  if (!B || Def.arg_size() != 0)
    return false;
  if (Def.getCalledFunction()->doesNotAccessMemory())
    return true;
  if (B->Opcode != EVM::RETURNDATASIZE ||
      Def.getParent() != BB.getSinglePredecessor())
    return false;
  for (const Instruction *I = Def.getNextNode(); I; I = I->getNextNode())
    if (const auto *Call = dyn_cast<CallBase>(I);
        Call && !Call->onlyReadsMemory())
      return false;
  return true;
}

/// Computes again in halting block \p BB the reads of the call's context
/// it uses from outside (givesSameValueIn): the middle end reads them once
/// for both sides of a branch (SimplifyCFG hoists the RETURNDATASIZE that
/// both the revert forwarding an external call's failure and the decoding
/// of its result start with), and each copy of the block then names a
/// different value, so no two compare equal. Records each new call with
/// the value it replaces in \p Recomputed.
static void recomputeContextReads(
    BasicBlock &BB,
    SmallVectorImpl<std::pair<Instruction *, Instruction *>> &Recomputed) {
  Instruction *First = &BB.front();
  DenseMap<Instruction *, Instruction *> Copies;
  for (Instruction &I : make_range(First->getIterator(), BB.end()))
    for (Use &U : I.operands()) {
      auto *Def = dyn_cast<CallInst>(U.get());
      if (!Def || Def->getParent() == &BB || !givesSameValueIn(*Def, BB))
        continue;
      Instruction *&Copy = Copies[Def];
      if (!Copy) {
        Copy = Def->clone();
        Copy->insertBefore(First->getIterator());
        Copy->setDebugLoc(I.getDebugLoc());
        Recomputed.push_back({Copy, Def});
      }
      U.set(Copy);
    }
}

/// Gives \p K, which now stands for \p C too, a location for both: the
/// range they both stand for where that is one (the same statement, in
/// copies of a function inlined at several calls: OpenZeppelin's
/// `_checkOwner` revert in each `onlyOwner` function), as a line of the
/// function's own scope; otherwise LLVM's merged location, which stands
/// for the function's range (EVMSolcSourceMap).
static void mergeLocations(Instruction &K, const Instruction &C,
                           const EVMSolcSourceMap &Ranges) {
  const DILocation *A = K.getDebugLoc().get(), *B = C.getDebugLoc().get();
  DISubprogram *SP = K.getFunction()->getSubprogram();
  if (Ranges.isEnabled() && A && B && SP) {
    unsigned Line = Ranges.getLine(A);
    if (Line && Line == Ranges.getLine(B)) {
      K.setDebugLoc(DILocation::get(K.getContext(), Line, 0, SP));
      return;
    }
  }
  K.applyMergedLocation(K.getDebugLoc(), C.getDebugLoc());
}

bool EVMMergeHaltingBlocks::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  const TargetTransformInfo &TTI =
      getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F);
  // A jump to the shared block: PUSH2 label and JUMP, and its JUMPDEST.
  constexpr unsigned JumpBytes = 4, JumpGas = 3 + 8 + 1;
  constexpr uint64_t CodeDepositGas = 200;

  // Blocks by shape; the first of each shape is kept.
  DenseMap<unsigned, SmallVector<std::unique_ptr<BlockShape>, 2>> Kept;
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 8> Merges;
  SmallVector<std::pair<Instruction *, Instruction *>, 8> Recomputed;
  for (BasicBlock &BB : F) {
    HaltKind Kind = getHaltKind(BB);
    if (Kind == HaltKind::None)
      continue;
    if (RecomputeContextReads)
      recomputeContextReads(BB, Recomputed);
    if (Kind == HaltKind::Success) {
      unsigned Bytes = estimateBytes(BB, TTI);
      if (Bytes <= JumpBytes || uint64_t(Bytes - JumpBytes) * CodeDepositGas <=
                                    uint64_t(JumpGas) * EVM::getOptimizeRuns())
        continue;
    }
    auto Shape = std::make_unique<BlockShape>(BB);
    auto &Bucket = Kept[static_cast<unsigned>(size_t(Shape->Hash))];
    auto It = find_if(Bucket, [&](const std::unique_ptr<BlockShape> &K) {
      return K->isSameAs(*Shape);
    });
    if (It != Bucket.end())
      Merges.push_back({&BB, (*It)->BB});
    else
      Bucket.push_back(std::move(Shape));
  }

  // A block that matched no other uses the values read before it again,
  // as it did: the new reads would only add code.
  SmallPtrSet<const BasicBlock *, 16> Merged;
  for (auto [Copy, Keep] : Merges) {
    Merged.insert(Copy);
    Merged.insert(Keep);
  }
  for (auto [Copy, Def] : Recomputed)
    if (!Merged.count(Copy->getParent())) {
      Copy->replaceAllUsesWith(Def);
      Copy->eraseFromParent();
    }

  std::optional<EVMSolcSourceMap> Ranges;
  if (!Merges.empty()) {
    Ranges.emplace(*F.getParent());
    locateEdges(Merges, *Ranges);
  }
  for (auto [Copy, Keep] : Merges) {
    for (auto [K, C] : zip(*Keep, *Copy))
      mergeLocations(K, C, *Ranges);
    Copy->replaceAllUsesWith(Keep);
    Copy->eraseFromParent();
    ++NumMerged;
  }
  bool Marked = markRevertsUnlikely(F);
  return !Merges.empty() || Marked;
}

/// Whether \p BB fails with nothing from outside it: every operand of its
/// instructions is a constant or an instruction of \p BB, and it calls
/// only builtins (a function's code needs its frame and its stack). Its
/// code then does the same wherever it runs.
static bool isSelfContainedFailure(const BasicBlock &BB) {
  if (getHaltKind(BB) != HaltKind::Failure)
    return false;
  for (const Instruction &I : BB) {
    if (isa<AllocaInst>(I))
      return false;
    if (const auto *Call = dyn_cast<CallBase>(&I))
      if (!isa<CallInst>(Call) || !EVM::getCalledBuiltin(*Call))
        return false;
    for (const Value *Op : I.operands()) {
      const auto *OpI = dyn_cast<Instruction>(Op);
      if (OpI ? OpI->getParent() != &BB : !isa<Constant>(Op))
        return false;
    }
  }
  return true;
}

/// A location in \p SP for what \p Loc says of its own code: the line and
/// column of the innermost function it was inlined from (its subprogram's
/// line where LLVM merged it, line 0), without the calls it was inlined
/// into. The shared copy is that function's code, as a function of its
/// own would be.
static DebugLoc getOwnLocation(const DILocation *Loc, DISubprogram *SP) {
  if (!Loc || !SP)
    return DebugLoc();
  unsigned Line = Loc->getLine();
  if (!Line)
    if (DISubprogram *Own = Loc->getScope()->getSubprogram())
      Line = Own->getLine();
  return DILocation::get(SP->getContext(), Line, Loc->getColumn(), SP);
}

/// The function that does what \p BB does, for the functions whose blocks
/// do the same to call: \p BB's instructions, their locations their own.
static Function *createSharedFunction(BasicBlock &BB) {
  Function &F = *BB.getParent();
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  Function *Shared =
      Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                       GlobalValue::InternalLinkage, "__evm_fail", M);
  Shared->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  // What steers the code generator: the fork, and the size options.
  for (StringRef Name : {"target-cpu", "target-features"})
    if (F.hasFnAttribute(Name))
      Shared->addFnAttr(F.getFnAttribute(Name));
  for (Attribute::AttrKind Kind :
       {Attribute::OptimizeForSize, Attribute::MinSize})
    if (F.hasFnAttribute(Kind))
      Shared->addFnAttr(Kind);
  // Not `noreturn` (EVM::FailsAttribute says why).
  Shared->addFnAttr(EVM::FailsAttribute);
  Shared->addFnAttr(Attribute::NoUnwind);
  Shared->addFnAttr(Attribute::NoInline);

  DISubprogram *SP = nullptr;
  if (DISubprogram *FSP = F.getSubprogram()) {
    DIBuilder DIB(M, /*AllowUnresolved=*/false, FSP->getUnit());
    SP = DIB.createFunction(
        FSP->getFile(), Shared->getName(), StringRef(), FSP->getFile(), 0,
        DIB.createSubroutineType(DIB.getOrCreateTypeArray({})), 0,
        DINode::FlagArtificial,
        DISubprogram::SPFlagDefinition | DISubprogram::SPFlagLocalToUnit);
    Shared->setSubprogram(SP);
    DIB.finalizeSubprogram(SP);
  }

  BasicBlock *Body = BasicBlock::Create(Ctx, "", Shared);
  ValueToValueMapTy Map;
  for (Instruction &I : BB) {
    Instruction *Copy = I.clone();
    Copy->insertInto(Body, Body->end());
    Copy->setDebugLoc(getOwnLocation(I.getDebugLoc().get(), SP));
    Map[&I] = Copy;
  }
  for (Instruction &I : *Body)
    RemapInstruction(&I, Map, RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
  return Shared;
}

bool EVMShareFailingBlocks::runOnModule(Module &M) {
  if (!ShareFailingBlocks || skipModule(M))
    return false;
  // A call of a function that does not return: PUSH2 and JUMP.
  constexpr unsigned CallBytes = 4;
  // The self-contained failing blocks by shape, each with its equals and
  // its size.
  DenseMap<unsigned, SmallVector<std::unique_ptr<BlockShape>, 2>> Shapes;
  DenseMap<const BlockShape *, SmallVector<BasicBlock *, 4>> Equals;
  DenseMap<const BlockShape *, unsigned> Sizes;
  SmallVector<const BlockShape *, 8> Order;
  for (Function &F : M) {
    if (F.isDeclaration() || F.hasOptNone())
      continue;
    const TargetTransformInfo &TTI =
        getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F);
    for (BasicBlock &BB : F) {
      if (!isSelfContainedFailure(BB))
        continue;
      unsigned Bytes = estimateBytes(BB, TTI);
      if (Bytes <= CallBytes)
        continue;
      auto Shape = std::make_unique<BlockShape>(BB);
      auto &Bucket = Shapes[static_cast<unsigned>(size_t(Shape->Hash))];
      auto It = find_if(Bucket, [&](const std::unique_ptr<BlockShape> &K) {
        return K->isSameAs(*Shape);
      });
      if (It != Bucket.end()) {
        Equals[It->get()].push_back(&BB);
        continue;
      }
      Order.push_back(Shape.get());
      Equals[Shape.get()].push_back(&BB);
      Sizes[Shape.get()] = Bytes;
      Bucket.push_back(std::move(Shape));
    }
  }

  std::optional<EVMSolcSourceMap> Ranges;
  bool Changed = false;
  for (const BlockShape *Shape : Order) {
    // Each copy becomes a call (its JUMPDEST stays either way), and the
    // shared code is the block once more, with a JUMPDEST of its own.
    ArrayRef<BasicBlock *> Blocks = Equals[Shape];
    uint64_t Bytes = Sizes[Shape];
    if (Blocks.size() * (Bytes - CallBytes) <= Bytes + 1)
      continue;
    if (!Ranges)
      Ranges.emplace(M);
    Function *Shared = createSharedFunction(*Blocks.front());
    for (BasicBlock *BB : Blocks) {
      // The call stands for what this copy did, its most precise
      // location (as a jump into merged code does: locateEdges).
      const Instruction *Precise = Ranges->getMostPrecise(*BB);
      DebugLoc DL = Precise ? Precise->getDebugLoc() : DebugLoc();
      // A call of a function with a subprogram needs a location where the
      // caller has one: its function's, then (line 0).
      if (!DL)
        if (DISubprogram *SP = BB->getParent()->getSubprogram())
          DL = DILocation::get(M.getContext(), 0, 0, SP);
      // Last first: an instruction goes after its uses.
      while (&BB->front() != BB->getTerminator())
        BB->getTerminator()->getPrevNode()->eraseFromParent();
      CallInst::Create(Shared, {}, "", BB->getTerminator()->getIterator())
          ->setDebugLoc(DL);
      ++NumShared;
    }
    Changed = true;
  }
  return Changed;
}
