//===-- EVMBuiltins.cpp - llvm.evm.* builtins and calls -------------------===//

#include "EVMBuiltins.h"
#include "EVM.h"
#include "EVMAddressSpaces.h"
#include "EVMDebug.h"
#include "EVMRuntimeLibrary.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalIFunc.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace llvm {
namespace EVM {
/// A row of TableGen/EVMBuiltins.td.
struct EVMBuiltinEntry {
  const char *Name;
  unsigned Instr;
  EVMBuiltinTailKind Tail;
};
#define GET_EVMBuiltinTable_DECL
#define GET_EVMBuiltinTable_IMPL
#include "EVMGenSearchableTables.inc"
} // namespace EVM
} // namespace llvm

std::optional<EVM::Builtin> EVM::getBuiltin(StringRef Name) {
  if (!Name.consume_front(BuiltinPrefix))
    return std::nullopt;
  // The table's lookup ignores case; builtin names do not.
  const EVMBuiltinEntry *Entry = lookupBuiltinByName(Name);
  if (Entry && Name == Entry->Name)
    return Builtin{Entry->Instr, Entry->Tail};
  return std::nullopt;
}

/// Why a builtin of the other backend's dialect that names something outside
/// the module is refused, or null for any other name (without the prefix).
/// That backend links several objects (a contract's init and runtime code,
/// libraries) and patches its deploy code; here a module is one contract,
/// and its init code is made from its runtime code (docs/deploy.md).
static const char *getRefusedBuiltinReason(StringRef Name) {
  return StringSwitch<const char *>(Name)
      .Cases({"datasize", "dataoffset"},
             "it measures a sub-object (the code of another object that the "
             "other backend's linker places beside this one), and a module "
             "here compiles to one contract whose init code bin/evm-bin "
             "--deploy makes (docs/deploy.md)")
      .Case("pushdeployaddress",
            "it is a placeholder that the deploy code of a library patches "
            "with the library's address, and the init code made here returns "
            "the runtime code unpatched; read llvm.evm.address in "
            "__constructor and store it instead")
      .Case("linkersymbol",
            "it is a library address that a linker fills in, and nothing is "
            "linked here")
      .Case("loadimmutable",
            "it reads a value that the deploy code writes into the runtime "
            "code, and the init code made here returns the runtime code "
            "unpatched; keep the value in storage instead")
      .Default(nullptr);
}

/// What a builtin's tail says in a diagnostic.
static const char *describeTail(EVM::BuiltinTail Tail) {
  switch (Tail) {
  case EVM::TailNone:
    return "";
  case EVM::TailVolatileFlag:
    return "an i1";
  case EVM::TailStatePointers:
    return "a ptr addrspace(5) and a ptr addrspace(6)";
  case EVM::TailReservedMemory:
    return "a constant i256 of at most 128 (0x80, where the backend's globals "
           "and frames start)";
  }
  EVM_UNREACHABLE("unknown builtin tail");
}

/// Whether \p Args, the arguments after the opcode's operands, are \p Tail.
static bool matchesTail(ArrayRef<Use> Args, EVM::BuiltinTail Tail) {
  auto isPointerTo = [](const Use &U, unsigned AS) {
    return U->getType()->isPointerTy() &&
           U->getType()->getPointerAddressSpace() == AS;
  };
  switch (Tail) {
  case EVM::TailNone:
    return Args.empty();
  case EVM::TailVolatileFlag:
    return Args.size() == 1 && Args[0]->getType()->isIntegerTy(1);
  case EVM::TailStatePointers:
    return Args.size() == 2 && isPointerTo(Args[0], EVMAS::Storage) &&
           isPointerTo(Args[1], EVMAS::TransientStorage);
  case EVM::TailReservedMemory: {
    const auto *Size =
        Args.size() == 1 ? dyn_cast<ConstantInt>(Args[0].get()) : nullptr;
    return Size && Size->getBitWidth() == 256 &&
           Size->getValue().ule(EVM::MemoryBase);
  }
  }
  EVM_UNREACHABLE("unknown builtin tail");
}

/// Whether an instruction word is a single value: an i256 or a pointer.
static bool isWord(Type *Ty) {
  return Ty->isPointerTy() ||
         (Ty->isIntegerTy() && Ty->getIntegerBitWidth() == 256);
}

/// Whether \p FT gives the operands of \p Desc, one word each, then
/// \p NumTail more parameters, and returns a word if \p Desc defines one.
static bool matchesOperands(FunctionType *FT, const MCInstrDesc &Desc,
                            unsigned NumTail) {
  unsigned NumOps = Desc.getNumOperands() - Desc.getNumDefs();
  return FT->getNumParams() == NumOps + NumTail &&
         all_of(FT->params().take_front(NumOps), isWord) &&
         (FT->getReturnType()->isVoidTy()
              ? Desc.getNumDefs() == 0
              : Desc.getNumDefs() == 1 && isWord(FT->getReturnType()));
}

/// A builtin becomes its opcode with the call's first arguments as operands
/// and its result as the definition, so these must be single words; the
/// arguments after them must be the builtin's tail.
static std::optional<std::string> checkBuiltinCall(const CallBase &Call,
                                                   const Function &Callee,
                                                   const MCInstrInfo &MII) {
  StringRef Name = Callee.getName();
  std::optional<EVM::Builtin> B = EVM::getBuiltin(Name);
  if (!B) {
    if (const char *Reason =
            getRefusedBuiltinReason(Name.drop_front(EVM::BuiltinPrefix.size())))
      return ("EVM builtin '" + Name + "' is not supported: " + Reason).str();
    return ("unknown EVM builtin '" + Name + "'").str();
  }
  const MCInstrDesc &Desc = MII.get(B->Opcode);
  unsigned NumOps = Desc.getNumOperands() - Desc.getNumDefs();
  ArrayRef<Use> Args(Call.arg_begin(), Call.arg_end());
  bool Matches =
      Args.size() >= NumOps && matchesTail(Args.drop_front(NumOps), B->Tail) &&
      matchesOperands(Call.getFunctionType(), Desc, Args.size() - NumOps);
  if (Matches)
    return std::nullopt;
  std::string Takes;
  if (NumOps || B->Tail == EVM::TailNone)
    Takes = (Twine(NumOps) + " i256 or pointer argument(s)").str();
  if (B->Tail != EVM::TailNone)
    Takes += Takes.empty()
                 ? std::string(describeTail(B->Tail))
                 : std::string(", then ") + describeTail(B->Tail) + ",";
  return ("EVM builtin '" + Name + "' takes " + Takes + " and returns " +
          (Desc.getNumDefs() ? "an i256" : "void"))
      .str();
}

std::optional<std::string> EVM::checkCall(const CallBase &Call,
                                          const MCInstrInfo &MII) {
  if (Call.isInlineAsm())
    return "inline assembly is not supported";
  if (isa<InvokeInst>(Call) || isa<CallBrInst>(Call))
    return ("'" + Twine(Call.getOpcodeName()) + "' is not supported").str();
  // A direct call through a differently typed callee is still a call of
  // that function.
  const Value *CalleeV = Call.getCalledOperand()->stripPointerCasts();
  const auto *Callee = dyn_cast<Function>(CalleeV);
  if (!Callee) {
    // The IRTranslator passes an alias on as the callee, not as a pointer,
    // and there is no code to jump to.
    if (isa<GlobalAlias>(CalleeV) || isa<GlobalIFunc>(CalleeV))
      return "call of something that is neither a function nor a function "
             "pointer";
    // Through a function pointer: the callee's code follows the calling
    // convention, the pointer is its JUMPDEST offset.
    return std::nullopt;
  }
  if (Callee->getName().starts_with(BuiltinPrefix))
    return checkBuiltinCall(Call, *Callee, MII);
  if (Callee->isDeclaration()) {
    // EVMRuntimeLibrary has defined the library's functions the module
    // declares with the library's type.
    if (FunctionType *Expected = EVM::getRuntimeFunctionType(
            Callee->getName(), Callee->getContext())) {
      std::string Text;
      raw_string_ostream OS(Text);
      OS << "call to the runtime-library function '" << Callee->getName()
         << "' declared as '" << *Callee->getFunctionType()
         << "'; the library defines it as '" << *Expected << "'";
      return Text;
    }
    return ("call to '" + Callee->getName() +
            "', which is neither defined in the module nor an EVM builtin")
        .str();
  }
  if (EVM::isEntryFunction(*Callee))
    return ("call to the entry function '" + Callee->getName() + "'").str();
  return std::nullopt;
}

bool EVM::addBuiltinAttributes(Module &M, const MCInstrInfo &MII) {
  bool Changed = false;
  for (Function &F : M) {
    if (!F.isDeclaration() || !F.getName().starts_with(BuiltinPrefix))
      continue;
    std::optional<Builtin> B = getBuiltin(F.getName());
    // A declaration of the wrong shape keeps its calls, for the code
    // generator to report.
    if (!B || B->Tail != TailNone ||
        !EVMII::isInvariantInCall(MII.get(B->Opcode)) ||
        !matchesOperands(F.getFunctionType(), MII.get(B->Opcode), 0))
      continue;
    F.setDoesNotAccessMemory();
    F.setDoesNotThrow();
    F.setWillReturn();
    F.setNoSync();
    // None of them can fail, but they are not marked speculatable: then
    // SimplifyCFG executes a builtin on both sides of a branch and selects
    // (modexp's conditional MULMOD: gas +4 % on the benchmark at -Oz), and
    // a select costs several instructions here.
    Changed = true;
  }
  return Changed;
}
