//===-- EVMProgramModel.cpp - main, exit and constructors on the EVM ------===//
//
// See EVMProgramModel.h.
//
//===----------------------------------------------------------------------===//

#include "Driver/EVMProgramModel.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

// The names the backend looks for (docs/ir-dialect.md, docs/deploy.md).
using EVM::ConstructorName;
using EVM::EntryAttribute;
using EVM::EntryName;

static Error makeError(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

/// The function the backend would take as the entry before `__entry`: one
/// carrying the entry attribute.
static const Function *findEntryAttribute(const Module &M) {
  for (const Function &F : M)
    if (F.hasFnAttribute(EntryAttribute))
      return &F;
  return nullptr;
}

/// argv of `main(int argc, char **argv)`: {"main", NULL}, writable as C
/// allows.
static Constant *createArgv(Module &M) {
  LLVMContext &Ctx = M.getContext();
  Constant *Name = ConstantDataArray::getString(Ctx, "main");
  auto *Arg0 =
      new GlobalVariable(M, Name->getType(), /*isConstant=*/false,
                         GlobalValue::PrivateLinkage, Name, "__entry.argv0");
  auto *PtrTy = PointerType::getUnqual(Ctx);
  auto *ArgvTy = ArrayType::get(PtrTy, 2);
  Constant *Argv =
      ConstantArray::get(ArgvTy, {Arg0, ConstantPointerNull::get(PtrTy)});
  return new GlobalVariable(M, ArgvTy, /*isConstant=*/false,
                            GlobalValue::PrivateLinkage, Argv, "__entry.argv");
}

Error EVM::addEntryFunction(Module &M, StringRef Tool) {
  if (const Function *F = findEntryAttribute(M))
    return makeError("function '" + F->getName() + "' has the attribute \"" +
                     EntryAttribute + "\"; " + Tool +
                     " makes the entry function, which calls 'main'");
  if (M.getNamedValue(EntryName))
    return makeError(Twine("the program defines '") + EntryName +
                     "', the name of the entry function " + Tool + " makes");

  Function *Main = M.getFunction("main");
  if (!Main || Main->isDeclaration())
    return makeError("no definition of 'main' in the program");
  LLVMContext &Ctx = M.getContext();
  Type *IntTy = Type::getInt32Ty(Ctx);
  FunctionType *MainTy = Main->getFunctionType();
  bool TakesArgs = MainTy->getNumParams() == 2 &&
                   MainTy->getParamType(0) == IntTy &&
                   MainTy->getParamType(1)->isPointerTy();
  if (MainTy->getReturnType() != IntTy || MainTy->isVarArg() ||
      (MainTy->getNumParams() != 0 && !TakesArgs))
    return makeError("'main' must be 'int main(void)' or "
                     "'int main(int argc, char **argv)'");

  Function *Entry =
      Function::Create(FunctionType::get(Type::getVoidTy(Ctx),
                                         /*isVarArg=*/false),
                       GlobalValue::ExternalLinkage, EntryName, M);
  Entry->addFnAttr(EntryAttribute);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  CallInst *Status =
      TakesArgs
          ? B.CreateCall(Main, {ConstantInt::get(IntTy, 1), createArgv(M)})
          : B.CreateCall(Main);
  FunctionCallee Exit = M.getOrInsertFunction(
      "exit", FunctionType::get(Type::getVoidTy(Ctx), {IntTy}, false));
  B.CreateCall(Exit, {Status});
  B.CreateUnreachable();
  return Error::success();
}

Error EVM::addConstructor(Module &M, StringRef Tool) {
  if (GlobalVariable *Dtors = M.getNamedGlobal("llvm.global_dtors"))
    if (Dtors->hasInitializer() && !Dtors->getInitializer()->isNullValue())
      return makeError("destructor functions (__attribute__((destructor))) "
                       "are not supported: nothing runs after 'exit' on the "
                       "EVM");
  GlobalVariable *Ctors = M.getNamedGlobal("llvm.global_ctors");
  if (!Ctors)
    return Error::success();
  if (M.getNamedValue(ConstructorName))
    return makeError(Twine("the program defines '") + ConstructorName +
                     "' and has constructor functions: " + Tool + " makes '" +
                     ConstructorName + "' from them");

  // Entries are {i32 priority, ptr function, ptr data}; a stable sort keeps
  // the order of equal priorities.
  SmallVector<std::pair<uint64_t, Function *>> Calls;
  if (auto *Entries = dyn_cast_or_null<ConstantArray>(
          Ctors->hasInitializer() ? Ctors->getInitializer() : nullptr)) {
    for (Value *Op : Entries->operands()) {
      auto *Entry = cast<ConstantStruct>(Op);
      auto *Priority = cast<ConstantInt>(Entry->getOperand(0));
      auto *Fn = dyn_cast<Function>(Entry->getOperand(1)->stripPointerCasts());
      if (!Fn)
        return makeError("a constructor entry of llvm.global_ctors is not a "
                         "function");
      Calls.push_back({Priority->getZExtValue(), Fn});
    }
  }
  Ctors->eraseFromParent();
  if (Calls.empty())
    return Error::success();
  llvm::stable_sort(Calls, llvm::less_first());

  LLVMContext &Ctx = M.getContext();
  auto *VoidFnTy = FunctionType::get(Type::getVoidTy(Ctx), false);
  Function *Constructor = Function::Create(
      VoidFnTy, GlobalValue::ExternalLinkage, ConstructorName, M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Constructor));
  for (const auto &[Priority, Fn] : Calls)
    B.CreateCall(VoidFnTy, Fn);
  B.CreateRetVoid();
  return Error::success();
}
