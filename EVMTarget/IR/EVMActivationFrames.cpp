//===-- EVMActivationFrames.cpp - A frame per activation where one escapes ===//
//
// Frames are static (docs/memory-map.md): each function's frame has a fixed
// address, and a function on a call cycle saves its frame on the EVM stack
// while it runs again (docs/calling-convention.md, "Recursion"). That is
// only right while no other activation can reach the frame's memory: a
// recursive function that hands the address of a local down the recursion
// (a recursive-descent parser's cursor, core::fmt's formatter, a local
// array passed to itself) would see the inner activation overwrite it.
//
// This pass gives such locals memory of their own per activation. In each
// function on a call cycle, the allocas whose address may reach a call,
// memory, a return or an integer move into one block, allocated at entry
// by `__evm_frame_alloc(size)` and released before each return by
// `__evm_frame_free(ptr, size)`; the block's address is an ordinary value,
// which the static frame (saved per activation) keeps when it must. Other
// allocas, and every function off a cycle, keep the static frame, which
// costs nothing at run time.
//
// The two functions come from the module when it defines them. Otherwise
// they are defined here: from `malloc` and `free` when the module defines
// those (the C library does: its heap and the frames then share one
// allocator), else, when nothing else uses the heap (no call of
// llvm.evm.heapstart), as a stack of blocks from the heap start up whose
// top is a memory global. A module that uses the heap by other means is an
// error that says to define the two (docs/memory-map.md, "Frames of
// recursive functions").
//
// The rewrite runs twice: first in the middle end (EVMPrepareForOptimization,
// before inlining can hide malloc inside its callers), then in llc, for
// escapes the middle end made and for modules that skip it.
//
//===----------------------------------------------------------------------===//

#include "EVMActivationFrames.h"
#include "Analysis/EVMCallGraph.h"
#include "EVM.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

#define DEBUG_TYPE "evm-activation-frames"

static constexpr const char *AllocName = "__evm_frame_alloc";
static constexpr const char *FreeName = "__evm_frame_free";

/// Whether the address of \p AI (or of anything derived from it) may reach
/// another activation: stored as a value, returned, turned into an integer,
/// used in a way this walk does not know, or passed to a call, unless the
/// callee is a defined function off the caller's call cycle (\p OffCycle)
/// that does not capture it (LLVM's `captures(none)`, which the middle
/// end infers): such a callee cannot run the caller again, nor keep the
/// address for a later activation to find.
static bool mayEscape(const AllocaInst &AI,
                      function_ref<bool(const Function &)> OffCycle) {
  SmallVector<const Value *, 8> Work{&AI};
  SmallPtrSet<const Value *, 8> Seen{&AI};
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const Use &U : V->uses()) {
      const auto *User = cast<Instruction>(U.getUser());
      auto follow = [&] {
        if (Seen.insert(User).second)
          Work.push_back(User);
      };
      if (isa<LoadInst>(User) || isa<ICmpInst>(User))
        continue;
      if (const auto *SI = dyn_cast<StoreInst>(User)) {
        if (U.getOperandNo() == SI->getPointerOperandIndex())
          continue;
        return true;
      }
      if (isa<GetElementPtrInst>(User) || isa<BitCastInst>(User) ||
          isa<AddrSpaceCastInst>(User) || isa<SelectInst>(User) ||
          isa<PHINode>(User)) {
        follow();
        continue;
      }
      if (const auto *II = dyn_cast<IntrinsicInst>(User)) {
        // Reads and writes of the memory itself, and markers.
        if (II->isLifetimeStartOrEnd() || isa<MemIntrinsic>(II) ||
            isa<DbgInfoIntrinsic>(II))
          continue;
      }
      if (const auto *CB = dyn_cast<CallBase>(User)) {
        const Function *Callee = CB->getCalledFunction();
        if (CB->isArgOperand(&U) && Callee && !Callee->isDeclaration() &&
            OffCycle(*Callee) && CB->doesNotCapture(CB->getArgOperandNo(&U)))
          continue;
      }
      return true;
    }
  }
  return false;
}

/// Moves \p F's escaping allocas to a block per activation, allocated by
/// \p Alloc and released by \p Free; false if it has none.
static bool giveFrame(Function &F, ArrayRef<AllocaInst *> Escaping,
                      FunctionCallee Alloc, FunctionCallee Free) {
  const DataLayout &DL = F.getDataLayout();
  if (Escaping.empty())
    return false;

  // One block for them all, each at its alignment (at most a word: memory
  // is not faster to reach aligned, and the block itself is word-aligned).
  SmallVector<uint64_t, 4> Offsets;
  uint64_t Size = 0;
  for (AllocaInst *AI : Escaping) {
    uint64_t Align = std::min<uint64_t>(AI->getAlign().value(), 32);
    Size = alignTo(Size, Align);
    Offsets.push_back(Size);
    Size += AI->getAllocationSize(DL)->getFixedValue();
  }
  Size = alignTo(std::max<uint64_t>(Size, 1), 32);

  IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
  Type *Word = B.getIntNTy(256);
  Value *Block =
      B.CreateCall(Alloc, {ConstantInt::get(Word, Size)}, "activation.frame");
  // The allocas go once nothing points at them any more: the builder's
  // place may be one of them.
  for (auto [AI, Offset] : zip(Escaping, Offsets)) {
    // Lifetime markers apply to allocas only; the block lives as long as
    // the activation.
    for (User *U : make_early_inc_range(AI->users()))
      if (auto *II = dyn_cast<IntrinsicInst>(U);
          II && II->isLifetimeStartOrEnd())
        II->eraseFromParent();
    Value *Addr = B.CreateInBoundsPtrAdd(Block, ConstantInt::get(Word, Offset),
                                         AI->getName() + ".activation");
    if (Addr->getType() != AI->getType())
      Addr = B.CreateAddrSpaceCast(Addr, AI->getType());
    AI->replaceAllUsesWith(Addr);
  }
  for (AllocaInst *AI : Escaping)
    AI->eraseFromParent();
  for (BasicBlock &BB : F)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator())) {
      IRBuilder<> End(Ret);
      End.CreateCall(Free,
                     ArrayRef<Value *>({Block, ConstantInt::get(Word, Size)})
                         .take_front(Free.getFunctionType()->getNumParams()));
    }
  return true;
}

/// Defines __evm_frame_alloc and __evm_frame_free unless the module does;
/// false, after an error naming \p User, when it cannot.
static bool defineRuntime(Module &M, const Function &User) {
  LLVMContext &Ctx = M.getContext();
  Type *Word = Type::getIntNTy(Ctx, 256);
  PointerType *Ptr = PointerType::get(Ctx, 0);
  Function *Alloc = M.getFunction(AllocName);
  Function *Free = M.getFunction(FreeName);
  if (Alloc && Free && !Alloc->isDeclaration() && !Free->isDeclaration()) {
    // The middle end may have dropped a parameter the definition does not
    // use (DeadArgumentElimination): the calls pass a prefix of
    // (size) and (ptr, size).
    auto takes = [](const Function *Fn, ArrayRef<Type *> Params) {
      FunctionType *Ty = Fn->getFunctionType();
      if (Ty->isVarArg() || Ty->getNumParams() > Params.size())
        return false;
      for (unsigned I = 0; I < Ty->getNumParams(); ++I)
        if (Ty->getParamType(I) != Params[I])
          return false;
      return true;
    };
    if (Alloc->getReturnType()->isPointerTy() && takes(Alloc, {Word}) &&
        takes(Free, {Ptr, Word}))
      return true;
    M.getContext().diagnose(DiagnosticInfoUnsupported(
        User, "__evm_frame_alloc and __evm_frame_free must be ptr (i256 size) "
              "and void (ptr, i256 size)"));
    return false;
  }

  Function *Malloc = M.getFunction("malloc");
  Function *FreeFn = M.getFunction("free");
  bool UseMalloc =
      Malloc && FreeFn && !Malloc->isDeclaration() && !FreeFn->isDeclaration();
  // A stack of blocks from the heap start would overlap what else is there.
  const Function *HeapStartFn = M.getFunction("llvm.evm.heapstart");
  if (!UseMalloc && HeapStartFn && !HeapStartFn->use_empty()) {
    M.getContext().diagnose(DiagnosticInfoUnsupported(
        User,
        "the address of a local variable of this recursive function "
        "escapes, so each activation needs memory of its own, but the "
        "module uses the heap (llvm.evm.heapstart) without malloc and free: "
        "define __evm_frame_alloc(i256 size) and __evm_frame_free(ptr, "
        "i256 size) on its allocator (docs/memory-map.md)"));
    return false;
  }

  auto declare = [&](Function *Fn, StringRef Name, FunctionType *Ty) {
    return Fn ? Fn
              : Function::Create(Ty, GlobalValue::InternalLinkage, Name, M);
  };
  Alloc = declare(Alloc, AllocName, FunctionType::get(Ptr, {Word}, false));
  Free = declare(Free, FreeName,
                 FunctionType::get(Type::getVoidTy(Ctx), {Ptr, Word}, false));
  GlobalVariable *Top = nullptr;
  if (!UseMalloc)
    Top = new GlobalVariable(M, Word, false, GlobalValue::InternalLinkage,
                             ConstantInt::get(Word, 0), "__evm_frame_top");

  if (Alloc->isDeclaration()) {
    Alloc->setLinkage(GlobalValue::InternalLinkage);
    IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Alloc));
    Value *Size = Alloc->getArg(0);
    if (UseMalloc) {
      Value *P = B.CreateCall(
          Malloc, {B.CreateTrunc(Size, Malloc->getArg(0)->getType())});
      B.CreateRet(B.CreatePointerCast(P, Ptr));
    } else {
      // The first block starts at the heap start; the top is 0 until then.
      Value *T = B.CreateLoad(Word, Top);
      // The module may declare the builtin already, with the type of its
      // dialect (an i64 or a pointer in the C ABI's).
      Function *HeapStart = M.getFunction("llvm.evm.heapstart");
      if (!HeapStart)
        HeapStart = Function::Create(FunctionType::get(Word, false),
                                     GlobalValue::ExternalLinkage,
                                     "llvm.evm.heapstart", M);
      Value *Start = B.CreateCall(HeapStart);
      Start = Start->getType()->isPointerTy()
                  ? B.CreatePtrToInt(Start, Word)
                  : B.CreateZExtOrTrunc(Start, Word);
      Value *Base = B.CreateSelect(B.CreateICmpEQ(T, ConstantInt::get(Word, 0)),
                                   Start, T);
      B.CreateStore(B.CreateAdd(Base, Size), Top);
      B.CreateRet(B.CreateIntToPtr(Base, Ptr));
    }
  }
  if (Free->isDeclaration()) {
    Free->setLinkage(GlobalValue::InternalLinkage);
    IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Free));
    if (UseMalloc)
      B.CreateCall(FreeFn, {B.CreatePointerCast(Free->getArg(0),
                                                FreeFn->getArg(0)->getType())});
    else
      // Blocks are released in the reverse order of their allocation.
      B.CreateStore(B.CreatePtrToInt(Free->getArg(0), Word), Top);
    B.CreateRetVoid();
  }
  return true;
}

bool EVM::addActivationFrames(Module &M) {
  // Decided before anything changes: the runtime's two functions are added
  // to the module as needed, and are not in the call graph.
  SmallVector<std::pair<Function *, SmallVector<AllocaInst *, 4>>, 4> Work;
  {
    EVMCallGraph CG(M);
    for (Function &F : M) {
      if (F.isDeclaration() || !CG.isRecursive(F))
        continue;
      unsigned SCC = CG.getNode(F).SCC;
      auto OffCycle = [&](const Function &Callee) {
        return CG.getNode(Callee).SCC != SCC;
      };
      SmallVector<AllocaInst *, 4> Escaping;
      for (Instruction &I : instructions(F))
        if (auto *AI = dyn_cast<AllocaInst>(&I))
          if (isa<ConstantInt>(AI->getArraySize()) && mayEscape(*AI, OffCycle))
            Escaping.push_back(AI);
      if (!Escaping.empty())
        Work.emplace_back(&F, std::move(Escaping));
    }
  }
  bool Changed = false;
  for (auto &[F, Escaping] : Work) {
    Module &Mod = *F->getParent();
    if (!defineRuntime(Mod, *F)) {
      EVM::clearBody(*F);
      Changed = true;
      continue;
    }
    Changed |= giveFrame(*F, Escaping, Mod.getFunction(AllocName),
                         Mod.getFunction(FreeName));
  }
  return Changed;
}

namespace {
class EVMActivationFrames final : public ModulePass {
public:
  static char ID;
  EVMActivationFrames() : ModulePass(ID) {}
  StringRef getPassName() const override { return "EVM activation frames"; }
  bool runOnModule(Module &M) override { return EVM::addActivationFrames(M); }
};
} // end anonymous namespace

char EVMActivationFrames::ID = 0;
INITIALIZE_PASS(EVMActivationFrames, DEBUG_TYPE, "EVM activation frames", false,
                false)

ModulePass *llvm::createEVMActivationFramesPass() {
  return new EVMActivationFrames();
}
