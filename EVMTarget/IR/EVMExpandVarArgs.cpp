//===-- EVMExpandVarArgs.cpp - Variadic functions take a buffer pointer ---===//
//
// The jump-based calling convention passes a fixed number of words, known
// to both sides from the function type, so a variadic call cannot pass
// its extra arguments on the stack. This pass gives variadic functions the
// ABI of C's va_list being a `char *` (docs/c.md):
//
//  * a call with extra arguments stores them in a buffer in the caller's
//    frame, laid out as a struct of their types (each at the next offset
//    aligned to its ABI alignment, the buffer aligned to the largest), and
//    passes the buffer's address as one more, last, argument;
//  * a variadic function becomes an ordinary one with that last pointer
//    parameter; `llvm.va_start(ap)` stores the pointer in the va_list,
//    `llvm.va_end` goes, `llvm.va_copy(d, s)` copies the pointer;
//  * `va_arg ap, T` (in any function: vprintf takes a va_list) rounds the
//    pointer up to T's ABI alignment, loads T there and stores the pointer
//    past it.
//
// Calls through pointers are rewritten the same way, from their function
// type. LLVM's own ExpandVariadics pass does the same for a few targets
// whose ABI it knows; it has no hook for an out-of-tree one.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "evm-expand-varargs"

namespace {
class EVMExpandVarArgs final : public ModulePass {
public:
  static char ID;
  EVMExpandVarArgs() : ModulePass(ID) {}

  StringRef getPassName() const override { return "EVM expand varargs"; }

  bool runOnModule(Module &M) override {
    SmallVector<Function *, 8> Variadic;
    for (Function &F : M)
      if (F.isVarArg() && !isIntrinsicName(&F))
        Variadic.push_back(&F);
    for (Function *F : Variadic)
      expandFunction(*F);

    SmallVector<CallInst *, 16> Calls;
    SmallVector<VAArgInst *, 16> VAArgs;
    SmallVector<IntrinsicInst *, 16> VAIntrinsics;
    for (Function &F : M)
      for (Instruction &I : instructions(F)) {
        if (auto *CI = dyn_cast<CallInst>(&I);
            CI && CI->getFunctionType()->isVarArg() &&
            !isIntrinsicName(CI->getCalledFunction()))
          Calls.push_back(CI);
        else if (auto *VA = dyn_cast<VAArgInst>(&I))
          VAArgs.push_back(VA);
        else if (auto *II = dyn_cast<IntrinsicInst>(&I);
                 II && (II->getIntrinsicID() == Intrinsic::vaend ||
                        II->getIntrinsicID() == Intrinsic::vacopy))
          VAIntrinsics.push_back(II);
      }
    for (CallInst *CI : Calls)
      expandCall(*CI);
    for (VAArgInst *VA : VAArgs)
      expandVAArg(*VA);
    for (IntrinsicInst *II : VAIntrinsics)
      expandVAIntrinsic(*II);
    return !Variadic.empty() || !Calls.empty() ||
           !VAArgs.empty() || !VAIntrinsics.empty();
  }

private:
  /// Intrinsics and the EVM builtins are not functions with a body; a
  /// variadic declaration of one is reported as a builtin with the wrong
  /// signature (EVM::checkCall).
  static bool isIntrinsicName(const Function *F) {
    return F && F->getName().starts_with("llvm.");
  }

  /// Replaces \p F by a function of the same name whose last parameter is
  /// the buffer of the extra arguments.
  void expandFunction(Function &F) {
    Module &M = *F.getParent();
    FunctionType *FTy = F.getFunctionType();
    SmallVector<Type *, 8> Params(FTy->params());
    Params.push_back(PointerType::get(M.getContext(), 0));
    auto *NewTy = FunctionType::get(FTy->getReturnType(), Params, false);
    Function *NF =
        Function::Create(NewTy, F.getLinkage(), F.getAddressSpace(), "");
    // In F's place: the module's order decides the layout of the code.
    M.getFunctionList().insert(F.getIterator(), NF);
    NF->takeName(&F);
    NF->copyAttributesFrom(&F);
    NF->copyMetadata(&F, 0); // the DISubprogram too
    NF->splice(NF->begin(), &F);
    for (auto [Old, New] : zip(F.args(), NF->args())) {
      New.takeName(&Old);
      Old.replaceAllUsesWith(&New);
    }
    Argument *Buffer = NF->getArg(FTy->getNumParams());
    Buffer->setName("varargs");

    // va_start hands the buffer to the va_list.
    SmallVector<IntrinsicInst *, 2> Starts;
    for (Instruction &I : instructions(*NF))
      if (auto *II = dyn_cast<IntrinsicInst>(&I);
          II && II->getIntrinsicID() == Intrinsic::vastart)
        Starts.push_back(II);
    for (IntrinsicInst *II : Starts) {
      IRBuilder<> B(II);
      B.CreateStore(Buffer, II->getArgOperand(0));
      II->eraseFromParent();
    }
    // Calls are rewritten from their own function type, which stays
    // variadic; the callee is now the new function.
    F.replaceAllUsesWith(NF);
    F.eraseFromParent();
  }

  /// Passes the extra arguments of \p CI in a buffer of its caller.
  void expandCall(CallInst &CI) {
    Function &Caller = *CI.getFunction();
    const DataLayout &DL = Caller.getDataLayout();
    LLVMContext &Ctx = CI.getContext();
    FunctionType *FTy = CI.getFunctionType();
    unsigned NumFixed = FTy->getNumParams();

    SmallVector<Value *, 8> Args(CI.args().begin(),
                                 CI.args().begin() + NumFixed);
    SmallVector<Type *, 8> ExtraTypes;
    for (unsigned I = NumFixed, E = CI.arg_size(); I != E; ++I)
      ExtraTypes.push_back(CI.getArgOperand(I)->getType());
    auto *PtrTy = PointerType::get(Ctx, 0);
    Value *Buffer = ConstantPointerNull::get(PtrTy);
    if (!ExtraTypes.empty()) {
      StructType *Layout = StructType::get(Ctx, ExtraTypes);
      IRBuilder<> Entry(&*Caller.getEntryBlock().getFirstInsertionPt());
      AllocaInst *A = Entry.CreateAlloca(Layout, DL.getAllocaAddrSpace(),
                                         nullptr, "varargs");
      A->setAlignment(DL.getABITypeAlign(Layout));
      IRBuilder<> B(&CI);
      for (unsigned I = 0; I < ExtraTypes.size(); ++I)
        B.CreateAlignedStore(CI.getArgOperand(NumFixed + I),
                             B.CreateStructGEP(Layout, A, I),
                             DL.getABITypeAlign(ExtraTypes[I]));
      Buffer = A;
    }
    Args.push_back(Buffer);

    SmallVector<Type *, 8> Params(FTy->params());
    Params.push_back(PtrTy);
    auto *NewTy = FunctionType::get(FTy->getReturnType(), Params, false);
    SmallVector<OperandBundleDef, 1> Bundles;
    CI.getOperandBundlesAsDefs(Bundles);
    CallInst *New = CallInst::Create(NewTy, CI.getCalledOperand(), Args,
                                     Bundles, "", CI.getIterator());
    New->takeName(&CI);
    New->setCallingConv(CI.getCallingConv());
    New->setDebugLoc(CI.getDebugLoc());
    // The attributes of the function, the result and the fixed arguments
    // stay; those of the extra arguments went into the buffer with them.
    AttributeList Attrs = CI.getAttributes();
    SmallVector<AttributeSet, 8> ParamAttrs;
    for (unsigned I = 0; I < NumFixed; ++I)
      ParamAttrs.push_back(Attrs.getParamAttrs(I));
    // The buffer is the callee's va_list, which C lets it use only until
    // it returns: the callee does not capture it. Said so, a recursive
    // caller keeps the buffer in its frame rather than in a block per
    // activation (EVMActivationFrames, which runs after this pass in llc
    // and would otherwise need an allocator the middle end may have
    // removed as unused).
    ParamAttrs.push_back(AttributeSet::get(
        Ctx, {Attribute::getWithCaptureInfo(Ctx, CaptureInfo::none())}));
    New->setAttributes(AttributeList::get(Ctx, Attrs.getFnAttrs(),
                                          Attrs.getRetAttrs(), ParamAttrs));
    CI.replaceAllUsesWith(New);
    CI.eraseFromParent();
  }

  /// Reads the next argument from the buffer the va_list points into.
  void expandVAArg(VAArgInst &VA) {
    const DataLayout &DL = VA.getDataLayout();
    Type *Ty = VA.getType();
    Value *List = VA.getPointerOperand();
    IRBuilder<> B(&VA);
    auto *PtrTy = PointerType::get(VA.getContext(), 0);
    Value *Cur = B.CreateLoad(PtrTy, List, "va.cur");
    Align A = DL.getABITypeAlign(Ty);
    if (A > Align(1)) {
      Type *IntPtrTy = DL.getIndexType(PtrTy);
      // Round up: (p + align - 1) & -align, as the caller's struct layout
      // placed it.
      Value *Bumped = B.CreateGEP(B.getInt8Ty(), Cur,
                                  B.getInt64(A.value() - 1));
      Cur = B.CreateIntrinsic(Intrinsic::ptrmask, {PtrTy, IntPtrTy},
                              {Bumped, ConstantInt::get(IntPtrTy,
                                                        -A.value())});
    }
    LoadInst *Value = B.CreateAlignedLoad(Ty, Cur, A);
    Value->takeName(&VA);
    B.CreateStore(B.CreateGEP(B.getInt8Ty(), Cur,
                              B.getInt64(DL.getTypeAllocSize(Ty))),
                  List);
    VA.replaceAllUsesWith(Value);
    VA.eraseFromParent();
  }

  /// va_end does nothing; va_copy copies the pointer.
  void expandVAIntrinsic(IntrinsicInst &II) {
    if (II.getIntrinsicID() == Intrinsic::vacopy) {
      IRBuilder<> B(&II);
      auto *PtrTy = PointerType::get(II.getContext(), 0);
      B.CreateStore(B.CreateLoad(PtrTy, II.getArgOperand(1)),
                    II.getArgOperand(0));
    }
    II.eraseFromParent();
  }
};
} // end anonymous namespace

char EVMExpandVarArgs::ID = 0;
INITIALIZE_PASS(EVMExpandVarArgs, DEBUG_TYPE, "EVM expand varargs", false,
                false)

ModulePass *llvm::createEVMExpandVarArgsPass() {
  return new EVMExpandVarArgs();
}
