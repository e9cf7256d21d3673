//===-- EVMBuiltins.cpp - llvm.evm.* builtins and calls -------------------===//

#include "EVMBuiltins.h"
#include "EVM.h"
#include "EVMAddressSpaces.h"
#include "EVMDebug.h"
#include "EVMRuntimeLibrary.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalIFunc.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::opt<bool> SpeculatableBuiltins(
    "evm-speculatable-builtins", cl::Hidden, cl::init(true),
    cl::desc("Mark the builtins that read nothing speculatable, so that "
             "LICM moves loop-invariant ones out of loops"));

static cl::opt<bool> HaltingBuiltinsRead(
    "evm-halting-builtins-read", cl::Hidden, cl::init(true),
    cl::desc("Mark the builtins that end the call as only reading memory, "
             "so that functions whose other code only reads are readers"));

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

std::optional<EVM::Builtin> EVM::getCalledBuiltin(const Instruction &I) {
  const auto *Call = dyn_cast<CallInst>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee ? getBuiltin(Callee->getName()) : std::nullopt;
}

/// Why a builtin of the other backend's dialect that names something outside
/// the module is refused, or null for any other name (without the prefix).
static const char *getRefusedBuiltinReason(StringRef Name) {
  return StringSwitch<const char *>(Name)
      .Case("pushdeployaddress",
            "it is a placeholder that the deploy code of a library patches "
            "with the library's address, and the init code made here returns "
            "the runtime code unpatched; read llvm.evm.address in "
            "__constructor and store it instead")
      .Default(nullptr);
}

EVM::LinkBuiltin EVM::getLinkBuiltin(StringRef Name) {
  if (!Name.consume_front(BuiltinPrefix))
    return LinkBuiltin::None;
  return StringSwitch<LinkBuiltin>(Name)
      .Case("datasize", LinkBuiltin::DataSize)
      .Case("dataoffset", LinkBuiltin::DataOffset)
      .Case("setimmutable", LinkBuiltin::SetImmutable)
      .Default(LinkBuiltin::None);
}

std::optional<std::string> EVM::checkLinkBuiltinType(LinkBuiltin B,
                                                     FunctionType *FT) {
  auto isWord = [](Type *Ty) { return Ty->isIntegerTy(256); };
  switch (B) {
  case LinkBuiltin::None:
    return std::nullopt;
  case LinkBuiltin::DataSize:
  case LinkBuiltin::DataOffset:
    if (FT->getNumParams() == 1 && FT->getParamType(0)->isMetadataTy() &&
        isWord(FT->getReturnType()))
      return std::nullopt;
    return std::string("takes a metadata string (metadata !\"NAME\") and "
                       "returns an i256");
  case LinkBuiltin::SetImmutable:
    if (FT->getNumParams() == 3 && isWord(FT->getParamType(0)) &&
        FT->getParamType(1)->isMetadataTy() && isWord(FT->getParamType(2)) &&
        FT->getReturnType()->isVoidTy())
      return std::nullopt;
    return std::string("takes an i256 offset, a metadata string (metadata "
                       "!\"ID\") and an i256 value, and returns void");
  }
  EVM_UNREACHABLE("unknown link builtin");
}

StringRef EVM::getLinkNameTable(unsigned Opcode) {
  return Opcode == EVM::LOADIMMUTABLE ? "evm.immutables" : "evm.linkersymbols";
}

std::optional<StringRef> EVM::getLinkName(const CallBase &Call,
                                          unsigned Opcode) {
  const auto *Index = Call.arg_size() == 1
                          ? dyn_cast<ConstantInt>(Call.getArgOperand(0))
                          : nullptr;
  if (!Index || Index->getValue().getActiveBits() > 64)
    return std::nullopt;
  return getLinkName(*Call.getModule(), Index->getZExtValue(), Opcode);
}

std::optional<StringRef> EVM::getLinkName(const Module &M, uint64_t Index,
                                          unsigned Opcode) {
  const NamedMDNode *Table = M.getNamedMetadata(getLinkNameTable(Opcode));
  if (!Table || Index >= Table->getNumOperands())
    return std::nullopt;
  const MDNode *Entry = Table->getOperand(Index);
  const auto *Name = Entry->getNumOperands() == 1
                         ? dyn_cast<MDString>(Entry->getOperand(0))
                         : nullptr;
  if (!Name)
    return std::nullopt;
  return Name->getString();
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
    return "a constant i256 of at most 4294967264 (0xffffffe0: the backend's "
           "globals and frames start above it, at a static address)";
  case EVM::TailLinkName:
    return "a metadata string (metadata !\"NAME\")";
  case EVM::TailLinkIndex:
    return "a constant i256 (an index into !evm.immutables or "
           "!evm.linkersymbols)";
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
           Size->getValue().ule(EVM::MaxReservedMemory);
  }
  case EVM::TailLinkName: {
    const auto *MD =
        Args.size() == 1 ? dyn_cast<MetadataAsValue>(Args[0].get()) : nullptr;
    return MD && isa<MDString>(MD->getMetadata());
  }
  case EVM::TailLinkIndex: {
    const auto *Index =
        Args.size() == 1 ? dyn_cast<ConstantInt>(Args[0].get()) : nullptr;
    return Index && Index->getBitWidth() == 256;
  }
  }
  EVM_UNREACHABLE("unknown builtin tail");
}

/// Whether the parameters of \p FT after its first \p NumOps are of the
/// types \p Tail takes (a declaration's check: no values to look at).
static bool matchesTailTypes(FunctionType *FT, unsigned NumOps,
                             EVM::BuiltinTail Tail) {
  ArrayRef<Type *> Params = FT->params().drop_front(NumOps);
  switch (Tail) {
  case EVM::TailNone:
    return Params.empty();
  case EVM::TailLinkName:
    return Params.size() == 1 && Params[0]->isMetadataTy();
  case EVM::TailLinkIndex:
    return Params.size() == 1 && Params[0]->isIntegerTy(256);
  default:
    return false;
  }
}

/// Whether an instruction word is a single value: an i256 or a pointer.
static bool isWord(Type *Ty) {
  return Ty->isPointerTy() ||
         (Ty->isIntegerTy() && Ty->getIntegerBitWidth() == 256);
}

unsigned EVM::getNumStackOperands(const MCInstrDesc &Desc) {
  // The other operands (the symbol of a link-time value) come from the
  // call's tail.
  return count_if(Desc.operands().drop_front(Desc.getNumDefs()),
                  [](const MCOperandInfo &Op) {
                    return Op.OperandType == MCOI::OPERAND_REGISTER;
                  });
}

/// Whether \p FT gives the operands of \p Desc, one word each, then
/// \p NumTail more parameters, and returns a word if \p Desc defines one.
static bool matchesOperands(FunctionType *FT, const MCInstrDesc &Desc,
                            unsigned NumTail) {
  unsigned NumOps = EVM::getNumStackOperands(Desc);
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
  // EVMLinkObjects, the first pass that looks at builtins, has replaced
  // every call of these; this is a backstop.
  if (EVM::getLinkBuiltin(Name) != EVM::LinkBuiltin::None)
    return ("EVM builtin '" + Name +
            "' names another object: the link step (EVMLinkObjects) must "
            "resolve it before code generation")
        .str();
  std::optional<EVM::Builtin> B = EVM::getBuiltin(Name);
  if (!B) {
    if (const char *Reason =
            getRefusedBuiltinReason(Name.drop_front(EVM::BuiltinPrefix.size())))
      return ("EVM builtin '" + Name + "' is not supported: " + Reason).str();
    return ("unknown EVM builtin '" + Name + "'").str();
  }
  const MCInstrDesc &Desc = MII.get(B->Opcode);
  unsigned NumOps = EVM::getNumStackOperands(Desc);
  ArrayRef<Use> Args(Call.arg_begin(), Call.arg_end());
  bool Matches =
      Args.size() >= NumOps && matchesTail(Args.drop_front(NumOps), B->Tail) &&
      matchesOperands(Call.getFunctionType(), Desc, Args.size() - NumOps);
  if (Matches) {
    // A metadata argument cannot reach the IRTranslator (its call lowering
    // asks for the alignment of every argument's type).
    if (B->Tail == EVM::TailLinkName)
      return ("EVM builtin '" + Name +
              "' names an immutable or a library: the link step "
              "(EVMLinkObjects) must rewrite it before code generation")
          .str();
    if (B->Tail == EVM::TailLinkIndex && !EVM::getLinkName(Call, B->Opcode))
      return ("EVM builtin '" + Name + "' takes an index into !" +
              EVM::getLinkNameTable(B->Opcode) +
              " (one MDString each), which has no such entry")
          .str();
    return std::nullopt;
  }
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

/// The bits the result of builtin \p Opcode fits in, when fewer than a
/// word's: the return attribute `range(0, 2^bits)` tells the middle end.
///
///  * The heap start is at most 4 GiB (then `2^32 + 1`): the asm printer
///    refuses a static memory map that ends beyond what static addresses
///    reach (MaxSymbolPushBytes). The optimiser folds a front end's bounds
///    checks of the free memory pointer against a constant, such as solc's
///    `gt(add(memPtr, 64), 0xffffffffffffffff)` after the pointer was
///    stored with the heap start.
///  * Addresses (ADDRESS, CALLER, ORIGIN, COINBASE) are 160 bits, zero
///    above: solc's cleanup `and(caller(), 0xff...ff)` goes, as solc's own
///    optimiser rules remove it.
///  * Sizes are below 2^64: call data and return data (a transaction's
///    data costs gas by the byte, and a call's comes from the caller's
///    memory, whose cost grows with its size squared: 2^64 gas buys under
///    2^42 bytes), code, memory (MSIZE, by the same cost), and the gas
///    left (GAS, a 64-bit count in every client). The optimiser folds ABI
///    decoding's signed checks of `calldatasize() - 4` into unsigned ones,
///    and the one against zero after the selector test away.
static unsigned getResultBits(unsigned Opcode) {
  switch (Opcode) {
  case EVM::HEAPSTART:
    return 8 * EVM::MaxSymbolPushBytes;
  case EVM::ADDRESS:
  case EVM::CALLER:
  case EVM::ORIGIN:
  case EVM::COINBASE:
    return 160;
  case EVM::CALLDATASIZE:
  case EVM::RETURNDATASIZE:
  case EVM::CODESIZE:
  case EVM::EXTCODESIZE:
  case EVM::MSIZE:
  case EVM::GAS:
    return 64;
  default:
    return 0;
  }
}

/// Whether \p Opcode reads state of the chain that the contract's own code
/// does not change but its calls and creations do: the return data of the
/// last call, balances (a call sends value, or is reentered with some),
/// and other accounts' code (a creation, or a call that creates). Two
/// reads with no call or creation between them are one; a read after one
/// is its own. TableGen gives their instructions side effects, which keeps
/// them in place in the backend.
static bool readsStateCallsChange(unsigned Opcode) {
  switch (Opcode) {
  case EVM::RETURNDATASIZE:
  case EVM::BALANCE:
  case EVM::SELFBALANCE:
  case EVM::EXTCODESIZE:
  case EVM::EXTCODEHASH:
    return true;
  default:
    return false;
  }
}

bool EVM::addBuiltinAttributes(Module &M, const MCInstrInfo &MII) {
  bool Changed = false;
  for (Function &F : M) {
    if (!F.isDeclaration() || !F.getName().starts_with(BuiltinPrefix))
      continue;
    // The size and offset of another object are constants.
    LinkBuiltin LB = getLinkBuiltin(F.getName());
    bool IsConstant =
        (LB == LinkBuiltin::DataSize || LB == LinkBuiltin::DataOffset) &&
        !checkLinkBuiltinType(LB, F.getFunctionType());
    std::optional<Builtin> B = getBuiltin(F.getName());
    bool Invariant = B && EVMII::isInvariantInCall(MII.get(B->Opcode));
    bool HostState = B && (EVMII::readsHostState(MII.get(B->Opcode)) ||
                           readsStateCallsChange(B->Opcode));
    // What the opcode's result is known to be below (the heap start's
    // bound is 2^32 + 1).
    unsigned Log2 = B ? getResultBits(B->Opcode) : 0;
    if (Log2 && F.getReturnType()->isIntegerTy() &&
        F.getReturnType()->getIntegerBitWidth() > Log2 &&
        !F.hasRetAttribute(Attribute::Range)) {
      unsigned Bits = F.getReturnType()->getIntegerBitWidth();
      APInt Upper = APInt::getOneBitSet(Bits, Log2);
      if (B->Opcode == EVM::HEAPSTART)
        ++Upper;
      F.addRetAttr(Attribute::get(F.getContext(), Attribute::Range,
                                  ConstantRange(APInt(Bits, 0), Upper)));
      Changed = true;
    }
    // A declaration of the wrong shape keeps its calls, for the code
    // generator to report.
    bool WellShaped =
        B && !IsConstant &&
        matchesTailTypes(F.getFunctionType(),
                         getNumStackOperands(MII.get(B->Opcode)), B->Tail) &&
        matchesOperands(F.getFunctionType(), MII.get(B->Opcode),
                        B->Tail == TailNone ? 0 : 1);
    // The builtins that end the call (REVERT, RETURN, STOP, INVALID,
    // SELFDESTRUCT) return to no code of the program: whatever they do to
    // memory, storage or the host, no instruction after them sees it, so
    // to the code that calls them they only read (their data, and the
    // stores before them, which must stay). A function whose other
    // instructions only read is then a reader too (FunctionAttrs), and
    // two calls of one of solc's checks with the same operands and no
    // store between them are one (GVN): PaymasterECDSASigner's calls of
    // `access_calldata_tail_t_bytes_calldata_ptr`, one for each field it
    // reads of the same argument. Not `willreturn`: a call of such a
    // function stays where its result is unused. Not `noreturn` either:
    // the `unreachable` after the call already says so, and with it
    // BranchProbabilityInfo weighs the block as rarely run rather than
    // never, which moved the dispatcher's blocks for more gas
    // (performance.md, "Copies priced by what they share").
    if (HaltingBuiltinsRead && WellShaped &&
        getMemoryEffect(B->Opcode).Halts) {
      if (!F.onlyReadsMemory() || !F.doesNotThrow()) {
        F.setDoesNotThrow();
        F.setOnlyReadsMemory();
        Changed = true;
      }
      continue;
    }
    if (!IsConstant && (!(Invariant || HostState) || !WellShaped))
      continue;
    // Block and transaction values read state that only a call can change
    // (a test host's cheatcode, reached by an external call), as do return
    // data, balances and other accounts' code (readsStateCallsChange): two
    // reads with no call between them are one, a read after a call is its
    // own.
    // The calls that can reach the host are the builtins without
    // attributes, which may write anything, inaccessible memory included.
    if (HostState) {
      F.setOnlyAccessesInaccessibleMemory();
      F.setOnlyReadsMemory();
    } else {
      F.setDoesNotAccessMemory();
    }
    F.setDoesNotThrow();
    F.setWillReturn();
    F.setNoSync();
    // None of them can fail: the ones that read nothing may run where the
    // program would not have run them, so LICM moves a loop-invariant one
    // out of its loop wherever it is in the loop (mulWad's DIV in its
    // overflow check, solc's optimiser moves it too). SimplifyCFG then
    // executes one such on both sides of a branch and selects, whatever
    // its price (modexp's conditional MULMOD), and EVMSelectToBranch moves
    // it back into its side where the branch is cheaper.
    if (!HostState && SpeculatableBuiltins)
      F.addFnAttr(Attribute::Speculatable);
    Changed = true;
  }
  return Changed;
}

EVM::MemoryEffect EVM::getMemoryEffect(unsigned Opcode) {
  MemoryEffect E;
  auto Reads = [&](unsigned Offset, unsigned Size) {
    E.Read = MemoryEffect::Range;
    E.ReadOffset = Offset;
    E.ReadSize = Size;
  };
  auto Writes = [&](unsigned Offset, unsigned Size) {
    E.Write = MemoryEffect::Range;
    E.WriteOffset = Offset;
    E.WriteSize = Size;
  };
  switch (Opcode) {
  case EVM::STOP:
  case EVM::INVALID:
  case EVM::SELFDESTRUCT:
    E.Halts = true;
    break;
  case EVM::RETURN:
  case EVM::REVERT:
    E.Halts = true;
    Reads(0, 1);
    break;
  case EVM::KECCAK256:
  case EVM::LOG0:
  case EVM::LOG1:
  case EVM::LOG2:
  case EVM::LOG3:
  case EVM::LOG4:
    Reads(0, 1);
    break;
  // The init code.
  case EVM::CREATE:
  case EVM::CREATE2:
    Reads(1, 2);
    break;
  // The calls read their input and write their output.
  case EVM::CALL:
  case EVM::CALLCODE:
    Reads(3, 4);
    Writes(5, 6);
    break;
  case EVM::DELEGATECALL:
  case EVM::STATICCALL:
    Reads(2, 3);
    Writes(4, 5);
    break;
  case EVM::MCOPY:
    Reads(1, 2);
    Writes(0, 2);
    break;
  case EVM::CALLDATACOPY:
  case EVM::CODECOPY:
  case EVM::RETURNDATACOPY:
    Writes(0, 2);
    break;
  case EVM::EXTCODECOPY:
    Writes(1, 3);
    break;
  case EVM::MSIZE:
    E.Read = MemoryEffect::All;
    break;
  case EVM::MSTORE8:
    E.Write = MemoryEffect::All;
    break;
  // The others do not touch memory: arithmetic, the environment, GAS.
  default:
    break;
  }
  return E;
}

std::optional<APInt> EVM::evaluateArithmetic(unsigned Opcode,
                                             ArrayRef<APInt> Args) {
  constexpr unsigned Word = 256;
  unsigned NumOperands = 0;
  switch (Opcode) {
  case EVM::DIV:
  case EVM::SDIV:
  case EVM::MOD:
  case EVM::SMOD:
  case EVM::SHL:
  case EVM::SHR:
  case EVM::SAR:
  case EVM::BYTE:
  case EVM::SIGNEXTEND:
  case EVM::EXP:
    NumOperands = 2;
    break;
  case EVM::ADDMOD:
  case EVM::MULMOD:
    NumOperands = 3;
    break;
  default:
    return std::nullopt;
  }
  if (Args.size() != NumOperands ||
      any_of(Args, [](const APInt &A) { return A.getBitWidth() != Word; }))
    return std::nullopt;
  APInt Zero(Word, 0);
  switch (Opcode) {
  case EVM::DIV:
  case EVM::SDIV:
  case EVM::MOD:
  case EVM::SMOD: {
    const APInt &A = Args[0], &B = Args[1];
    if (B.isZero())
      return Zero;
    switch (Opcode) {
    case EVM::DIV:
      return A.udiv(B);
    case EVM::MOD:
      return A.urem(B);
    case EVM::SDIV:
      // The one overflow, MIN / -1, wraps to MIN, as two's complement does.
      return A.isMinSignedValue() && B.isAllOnes() ? A : A.sdiv(B);
    default:
      // The sign of the dividend, as SMOD's.
      return A.srem(B);
    }
  }
  case EVM::SHL:
  case EVM::SHR:
  case EVM::SAR: {
    const APInt &Shift = Args[0], &Value = Args[1];
    if (Shift.uge(Word))
      return Opcode == EVM::SAR && Value.isNegative() ? APInt::getAllOnes(Word)
                                                      : Zero;
    unsigned Amount = Shift.getZExtValue();
    return Opcode == EVM::SHL   ? Value.shl(Amount)
           : Opcode == EVM::SHR ? Value.lshr(Amount)
                                : Value.ashr(Amount);
  }
  case EVM::BYTE: {
    // byte(i, x): x's byte i, counted from the most significant.
    if (Args[0].uge(Word / 8))
      return Zero;
    unsigned I = Args[0].getZExtValue();
    return Args[1].lshr(Word - 8 * (I + 1)) & APInt(Word, 0xff);
  }
  case EVM::SIGNEXTEND: {
    // signextend(b, x): x's low b + 1 bytes, sign-extended.
    if (Args[0].uge(Word / 8 - 1))
      return Args[1];
    unsigned Bits = 8 * (Args[0].getZExtValue() + 1);
    return Args[1].trunc(Bits).sext(Word);
  }
  case EVM::EXP: {
    // Modulo 2^256, by squaring.
    APInt Base = Args[0], Result(Word, 1);
    const APInt &Exponent = Args[1];
    for (unsigned Bit = 0, E = Exponent.getActiveBits(); Bit != E; ++Bit) {
      if (Exponent[Bit])
        Result *= Base;
      Base *= Base;
    }
    return Result;
  }
  case EVM::ADDMOD:
  case EVM::MULMOD: {
    // Without the wrap at 2^256: the sum in 257 bits, the product in 512.
    const APInt &N = Args[2];
    if (N.isZero())
      return Zero;
    unsigned Wide = Opcode == EVM::ADDMOD ? Word + 1 : 2 * Word;
    APInt A = Args[0].zext(Wide), B = Args[1].zext(Wide);
    APInt R = Opcode == EVM::ADDMOD ? A + B : A * B;
    return R.urem(N.zext(Wide)).trunc(Word);
  }
  default:
    return std::nullopt;
  }
}
