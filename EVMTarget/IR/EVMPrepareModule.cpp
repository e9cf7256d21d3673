//===-- EVMPrepareModule.cpp - Put the entry function first -----------------===//
//
// Runtime code starts executing at pc 0, and functions are emitted in module
// order. This pass moves the entry function (EVMCallGraph::findEntryFunction:
// the one with the `evm-entry-function` attribute, `__entry`, or the first
// function defined if it takes no arguments) to the front of the module so
// its code is at offset 0, and states the module's triple, which llc leaves
// as the host's when only -march=evm is given. A module without an entry
// function is a library of ordinary functions; with -evm-warn-no-entry
// (bin/evm-bin, whose output is meant to run) that earns a warning.
//
// With -evm-deploy-runtime=FILE, or the runtime code in the module
// (EVM::setDeployRuntime, what the driver gives), it builds init code
// instead (docs/deploy.md):
// the runtime code, compiled before from the same module, becomes a code
// global, and a new entry function `__deploy` runs the constructor
// (`__constructor`, if the module defines one), copies the runtime code to
// memory and returns it. Only what the constructor can reach is kept, so
// the runtime functions do not bloat the init code.
//
//===----------------------------------------------------------------------===//

#include "Analysis/EVMCallGraph.h"
#include "EVM.h"
#include "EVMAddressSpaces.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

#define DEBUG_TYPE "evm-prepare-module"

static cl::opt<std::string> DeployRuntime(
    "evm-deploy-runtime",
    cl::desc("Build init code that runs the module's __constructor, if any, "
             "and deploys the runtime code in the given file (hex, or the "
             "JSON of evm-link --format=json)"),
    cl::value_desc("file"));

static cl::opt<bool> WarnNoEntry(
    "evm-warn-no-entry",
    cl::desc("Warn if the module has no entry function, so that its code "
             "does not start with one"));

static constexpr StringLiteral ConstructorName = EVM::ConstructorName;

/// The runtime code the module was given (EVM::setDeployRuntime): its
/// origin and text; null when there is none.
static const MDNode *getDeployRuntimeMD(const Module &M) {
  const NamedMDNode *N = M.getNamedMetadata(EVM::DeployRuntimeMD);
  return N && N->getNumOperands() == 1 ? N->getOperand(0) : nullptr;
}

bool EVM::buildsInitCode(const Module &M) {
  return !DeployRuntime.empty() || getDeployRuntimeMD(M);
}

void EVM::setDeployRuntime(Module &M, StringRef Origin, StringRef Code) {
  LLVMContext &Ctx = M.getContext();
  NamedMDNode *N = M.getOrInsertNamedMetadata(DeployRuntimeMD);
  N->clearOperands();
  N->addOperand(MDNode::get(
      Ctx, {MDString::get(Ctx, Origin), MDString::get(Ctx, Code)}));
}

namespace {
class EVMPrepareModule final : public ModulePass {
public:
  static char ID;
  EVMPrepareModule() : ModulePass(ID) {}

  StringRef getPassName() const override { return "EVM prepare module"; }

  bool runOnModule(Module &M) override {
    bool Changed = false;
    Triple TT = EVM::getEVMTriple(M.getTargetTriple());
    if (M.getTargetTriple() != TT) {
      M.setTargetTriple(TT);
      Changed = true;
    }
    if (EVM::buildsInitCode(M))
      Changed |= buildInitCode(M);
    else
      Changed |= removeConstructor(M);
    const Function *Entry = EVMCallGraph::findEntryFunction(M);
    // A module without code is refused where the bytecode is made
    // (tools/evm-link): no warning about which function comes first.
    bool DefinesCode =
        any_of(M, [](const Function &F) { return !F.isDeclaration(); });
    if (!Entry && WarnNoEntry && DefinesCode)
      M.getContext().diagnose(DiagnosticInfoGeneric(
          Twine("the module has no entry function (a function with the '") +
              EVM::EntryAttribute + "' attribute, '" + EVM::EntryName +
              "', or a first function without arguments): its code starts "
              "with an ordinary function, which expects a return address on "
              "the stack",
          DS_Warning));
    if (Entry && &*M.begin() != Entry) {
      Function *F = const_cast<Function *>(Entry);
      F->removeFromParent();
      M.getFunctionList().push_front(F);
      Changed = true;
    }
    return Changed;
  }

private:
  bool buildInitCode(Module &M);
  bool removeConstructor(Module &M);
  static SetVector<GlobalValue *> findReachable(ArrayRef<Function *> Roots);
  static bool removeUnreachable(Module &M, ArrayRef<Function *> Roots);
};
} // end anonymous namespace

/// Reads the runtime code, from the module (EVM::setDeployRuntime) or the
/// file -evm-deploy-runtime names: hex digits (optionally 0x-prefixed;
/// whitespace ignored), or the JSON of the link step. What the link step
/// would still fill in cannot be filled once the bytes are in the init
/// code, so it is refused.
static bool readRuntimeCode(const Module &M, std::string &Bytes,
                            std::string &Error) {
  std::string Path, Text;
  if (const MDNode *N = getDeployRuntimeMD(M)) {
    auto text = [&](unsigned I) {
      const auto *S = dyn_cast<MDString>(N->getOperand(I));
      return S ? S->getString().str() : std::string();
    };
    Path = text(0);
    Text = text(1);
  } else {
    Path = DeployRuntime;
    auto Buffer = MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer) {
      Error = "cannot read the runtime code '" + Path +
              "': " + Buffer.getError().message();
      return false;
    }
    Text = (*Buffer)->getBuffer().str();
  }
  EVM::LinkedObject Runtime;
  if (!EVM::parseLinkedObject(Text, Runtime, Error)) {
    Error = "the runtime code '" + Path + "' is not bytecode: " + Error;
    return false;
  }
  auto names = [](const std::map<std::string, std::vector<uint64_t>> &Sites) {
    std::string Names;
    for (const auto &Site : Sites)
      Names += (Names.empty() ? "'" : ", '") + Site.first + "'";
    return Names;
  };
  if (!Runtime.LinkReferences.empty()) {
    Error = "the runtime code '" + Path +
            "' refers to libraries whose address is not filled in (" +
            names(Runtime.LinkReferences) +
            "): give their addresses (bin/evm-bin --libraries)";
    return false;
  }
  if (!Runtime.ImmutableReferences.empty()) {
    Error = "the runtime code '" + Path + "' reads immutables (" +
            names(Runtime.ImmutableReferences) +
            ") that init code made by --deploy cannot write: compile the "
            "init code as an object of its own that embeds the runtime "
            "(llvm.evm.dataoffset, llvm.evm.setimmutable; docs/deploy.md)";
    return false;
  }
  Bytes = std::move(Runtime.Code);
  return true;
}

bool EVMPrepareModule::buildInitCode(Module &M) {
  LLVMContext &Ctx = M.getContext();
  std::string Code;
  std::string Error;
  if (!readRuntimeCode(M, Code, Error)) {
    Ctx.emitError(Error);
    return false;
  }
  if (M.getFunction(EVM::DeployEntryName)) {
    Ctx.emitError(Twine("'") + EVM::DeployEntryName +
                  "' is reserved for the init code's entry function");
    return false;
  }
  Function *Constructor = M.getFunction(ConstructorName);
  if (Constructor && !Constructor->isDeclaration() &&
      (!Constructor->arg_empty() ||
       !Constructor->getReturnType()->isVoidTy())) {
    Ctx.emitError(Twine("the constructor '") + ConstructorName +
                  "' must take no arguments and return void (it reads its "
                  "arguments with llvm.evm.codecopy)");
    return false;
  }

  // The runtime code is data in the init code.
  auto *CodeTy = ArrayType::get(Type::getInt8Ty(Ctx), Code.size());
  auto *Runtime = new GlobalVariable(
      M, CodeTy, /*isConstant=*/true, GlobalValue::PrivateLinkage,
      ConstantDataArray::get(Ctx, arrayRefFromStringRef(Code)),
      "__runtime_code", nullptr, GlobalValue::NotThreadLocal, EVMAS::Code);

  // __deploy: the constructor, then RETURN(copy of the runtime code). The
  // constructor has finished, so the copy may go anywhere in memory.
  Type *Word = Type::getIntNTy(Ctx, 256);
  PointerType *HeapPtr = PointerType::get(Ctx, EVMAS::Heap);
  auto *Deploy =
      Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                       GlobalValue::ExternalLinkage, EVM::DeployEntryName, M);
  Deploy->setDoesNotReturn();
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Deploy));
  if (Constructor && !Constructor->isDeclaration())
    B.CreateCall(Constructor);
  Value *Size = ConstantInt::get(Word, Code.size());
  Value *Dest = ConstantPointerNull::get(HeapPtr);
  B.CreateMemCpy(Dest, Align(1), Runtime, Align(1), Size);
  // The module may declare the builtin already, with a pointer where the
  // table has a word (the backend takes either; C's <evm.h> does so): call
  // that declaration with its own types, an intrinsic must match them.
  Function *Return = M.getFunction("llvm.evm.return");
  if (!Return)
    Return = Function::Create(
        FunctionType::get(Type::getVoidTy(Ctx), {HeapPtr, Word}, false),
        GlobalValue::ExternalLinkage, "llvm.evm.return", M);
  FunctionType *ReturnTy = Return->getFunctionType();
  if (ReturnTy->getNumParams() != 2) {
    Ctx.emitError("'llvm.evm.return' is declared with " +
                  Twine(ReturnTy->getNumParams()) + " parameters, not 2");
    return false;
  }
  auto adapt = [&](Value *V, Type *Ty) -> Value * {
    if (V->getType() == Ty)
      return V;
    if (V->getType()->isPointerTy() && Ty->isPointerTy())
      return B.CreateAddrSpaceCast(V, Ty);
    return B.CreateBitOrPointerCast(V, Ty);
  };
  B.CreateCall(Return, {adapt(Dest, ReturnTy->getParamType(0)),
                        adapt(Size, ReturnTy->getParamType(1))});
  B.CreateUnreachable();

  removeUnreachable(M, {Deploy});
  return true;
}

/// Runtime code does not contain the constructor, nor what only the
/// constructor uses. Other functions stay, called or not.
bool EVMPrepareModule::removeConstructor(Module &M) {
  Function *Constructor = M.getFunction(ConstructorName);
  const Function *Entry = EVMCallGraph::findEntryFunction(M);
  if (!Constructor || Constructor->isDeclaration() || Constructor == Entry)
    return false;
  SetVector<GlobalValue *> ForConstructor = findReachable({Constructor});
  SmallVector<Function *, 16> Roots;
  for (Function &F : M)
    if (!F.isDeclaration() && (!ForConstructor.count(&F) || &F == Entry))
      Roots.push_back(&F);
  return removeUnreachable(M, Roots);
}

/// The functions and globals \p Roots reach through their instructions'
/// operands, constants and global initialisers, the roots included.
SetVector<GlobalValue *>
EVMPrepareModule::findReachable(ArrayRef<Function *> Roots) {
  SetVector<GlobalValue *> Reached;
  SmallVector<const Constant *, 16> Constants;
  Reached.insert_range(Roots);
  auto reach = [&](const Value *V) {
    if (const auto *C = dyn_cast<Constant>(V))
      Constants.push_back(C);
  };
  for (size_t I = 0; I < Reached.size(); ++I) {
    GlobalValue *GV = Reached[I];
    if (auto *F = dyn_cast<Function>(GV)) {
      for (const Instruction &Inst : instructions(*F))
        for (const Use &U : Inst.operands())
          reach(U.get());
    } else if (auto *Var = dyn_cast<GlobalVariable>(GV)) {
      if (Var->hasInitializer())
        reach(Var->getInitializer());
    }
    while (!Constants.empty()) {
      const Constant *C = Constants.pop_back_val();
      if (const auto *G = dyn_cast<GlobalValue>(C)) {
        Reached.insert(const_cast<GlobalValue *>(G));
        continue;
      }
      for (const Use &U : C->operands())
        reach(U.get());
    }
  }
  return Reached;
}

/// Removes the functions and globals that \p Roots cannot reach (the
/// runtime code's functions in init code, the constructor's in runtime
/// code).
bool EVMPrepareModule::removeUnreachable(Module &M,
                                         ArrayRef<Function *> Roots) {
  SetVector<GlobalValue *> Reached = findReachable(Roots);
  SmallVector<GlobalValue *, 16> Dead;
  for (Function &F : M)
    if (!F.isDeclaration() && !Reached.count(&F))
      Dead.push_back(&F);
  for (GlobalVariable &GV : M.globals())
    if (!Reached.count(&GV))
      Dead.push_back(&GV);
  for (GlobalValue *GV : Dead) {
    if (auto *F = dyn_cast<Function>(GV))
      F->deleteBody();
    else
      cast<GlobalVariable>(GV)->setInitializer(nullptr);
  }
  for (GlobalValue *GV : Dead) {
    GV->removeDeadConstantUsers();
    if (GV->use_empty())
      GV->eraseFromParent();
  }
  return !Dead.empty();
}

char EVMPrepareModule::ID = 0;
INITIALIZE_PASS(EVMPrepareModule, DEBUG_TYPE, "EVM prepare module", false,
                false)

ModulePass *llvm::createEVMPrepareModulePass() {
  return new EVMPrepareModule();
}
