//===-- EVMRuntimeLibrary.cpp - Link in the IR dialect's runtime library --===//
//
// IR written for the other LLVM EVM backend calls runtime-library functions
// that it declares but does not define (EVMRuntimeLibrary.h). This pass runs
// first in the IR pipeline, at every optimisation level, and for each such
// function the module declares with the library's type:
//
//   1. defines it as the library does: an internal, always-inline function
//      whose body calls the `llvm.evm.*` builtin of the same instruction;
//   2. inlines every direct call of it, so no call remains;
//   3. deletes it if nothing else refers to it, or else keeps it at the end
//      of the module (its address is taken), where it is an ordinary
//      function and cannot become the entry function.
//
// A function the module defines itself is left alone. One declared with
// another type is left as a declaration: EVM::checkCall reports each call
// of it, naming the library's type.
//
//===----------------------------------------------------------------------===//

#include "EVMRuntimeLibrary.h"
#include "EVM.h"
#include "EVMAddressSpaces.h"
#include "EVMDebug.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

#define DEBUG_TYPE "evm-runtime-library"

namespace {
/// The parameters of a library function and what its builtin takes of them.
enum class RuntimeSignature {
  /// (i256, i256) -> i256, passed on in order.
  Binary,
  /// (i256, i256, i256) -> i256, passed on in order.
  Ternary,
  /// (ptr addrspace(1) offset, i256 length, i1) -> i256: the offset and the
  /// length are passed on; the flag only informs the other backend's
  /// optimiser.
  Keccak,
};

struct RuntimeFunction {
  StringLiteral Name;
  StringLiteral Builtin;
  RuntimeSignature Signature;
};

constexpr RuntimeFunction RuntimeFunctions[] = {
    {"__addmod", "llvm.evm.addmod", RuntimeSignature::Ternary},
    {"__mulmod", "llvm.evm.mulmod", RuntimeSignature::Ternary},
    {"__signextend", "llvm.evm.signextend", RuntimeSignature::Binary},
    {"__exp", "llvm.evm.exp", RuntimeSignature::Binary},
    {"__byte", "llvm.evm.byte", RuntimeSignature::Binary},
    {"__sdiv", "llvm.evm.sdiv", RuntimeSignature::Binary},
    {"__div", "llvm.evm.div", RuntimeSignature::Binary},
    {"__smod", "llvm.evm.smod", RuntimeSignature::Binary},
    {"__mod", "llvm.evm.mod", RuntimeSignature::Binary},
    {"__shl", "llvm.evm.shl", RuntimeSignature::Binary},
    {"__shr", "llvm.evm.shr", RuntimeSignature::Binary},
    {"__sar", "llvm.evm.sar", RuntimeSignature::Binary},
    {"__sha3", "llvm.evm.sha3", RuntimeSignature::Keccak},
};
} // end anonymous namespace

static const RuntimeFunction *findRuntimeFunction(StringRef Name) {
  const auto *It = find_if(RuntimeFunctions, [&](const RuntimeFunction &RF) {
    return RF.Name == Name;
  });
  return It == std::end(RuntimeFunctions) ? nullptr : It;
}

static FunctionType *getType(RuntimeSignature Signature, LLVMContext &Ctx) {
  Type *Word = Type::getIntNTy(Ctx, 256);
  switch (Signature) {
  case RuntimeSignature::Binary:
    return FunctionType::get(Word, {Word, Word}, false);
  case RuntimeSignature::Ternary:
    return FunctionType::get(Word, {Word, Word, Word}, false);
  case RuntimeSignature::Keccak:
    return FunctionType::get(
        Word,
        {PointerType::get(Ctx, EVMAS::Heap), Word, Type::getInt1Ty(Ctx)},
        false);
  }
  EVM_UNREACHABLE("unknown runtime signature");
}

/// The number of leading parameters the builtin takes.
static unsigned getNumBuiltinArgs(RuntimeSignature Signature) {
  return Signature == RuntimeSignature::Ternary ? 3 : 2;
}

namespace {
class EVMRuntimeLibrary final : public ModulePass {
public:
  static char ID;
  EVMRuntimeLibrary() : ModulePass(ID) {}

  StringRef getPassName() const override { return "EVM runtime library"; }

  bool runOnModule(Module &M) override { return EVM::defineRuntimeLibrary(M); }
};
} // end anonymous namespace

/// Gives \p F the library's body and moves it to the end of the module.
static void define(Function &F, const RuntimeFunction &RF);
/// Inlines the direct calls of \p F; deletes \p F if nothing else uses it.
static void inlineCalls(Function &F);

bool EVM::defineRuntimeLibrary(Module &M) {
  bool Changed = false;
  for (const RuntimeFunction &RF : RuntimeFunctions) {
    Function *F = M.getFunction(RF.Name);
    if (!F || !F->isDeclaration() ||
        F->getFunctionType() != getType(RF.Signature, M.getContext()))
      continue;
    define(*F, RF);
    inlineCalls(*F);
    Changed = true;
  }
  return Changed;
}

FunctionType *EVM::getRuntimeFunctionType(StringRef Name, LLVMContext &Ctx) {
  const RuntimeFunction *RF = findRuntimeFunction(Name);
  return RF ? getType(RF->Signature, Ctx) : nullptr;
}

static void define(Function &F, const RuntimeFunction &RF) {
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  F.setLinkage(GlobalValue::InternalLinkage);
  // The declaration's attributes may forbid what the library needs.
  F.removeFnAttr(Attribute::NoInline);
  F.removeFnAttr(Attribute::OptimizeNone);
  F.addFnAttr(Attribute::AlwaysInline);
  F.removeFromParent();
  M.getFunctionList().push_back(&F);

  unsigned NumArgs = getNumBuiltinArgs(RF.Signature);
  SmallVector<Value *, 3> Args;
  SmallVector<Type *, 3> ArgTypes;
  for (Argument &A : F.args()) {
    if (A.getArgNo() == NumArgs)
      break;
    Args.push_back(&A);
    ArgTypes.push_back(A.getType());
  }
  FunctionCallee Builtin = M.getOrInsertFunction(
      RF.Builtin, FunctionType::get(F.getReturnType(), ArgTypes, false));
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", &F));
  B.CreateRet(B.CreateCall(Builtin, Args));
}

static void inlineCalls(Function &F) {
  SmallVector<CallBase *, 8> Calls;
  for (User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      if (CB->getCalledOperand() == &F &&
          CB->getFunctionType() == F.getFunctionType())
        Calls.push_back(CB);
  for (CallBase *CB : Calls) {
    InlineFunctionInfo IFI;
    InlineFunction(*CB, IFI);
  }
  if (F.use_empty())
    F.eraseFromParent();
}

char EVMRuntimeLibrary::ID = 0;
INITIALIZE_PASS(EVMRuntimeLibrary, DEBUG_TYPE, "EVM runtime library", false,
                false)

ModulePass *llvm::createEVMRuntimeLibraryPass() {
  return new EVMRuntimeLibrary();
}
