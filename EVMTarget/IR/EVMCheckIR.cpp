//===-- EVMCheckIR.cpp - Report IR the EVM target cannot compile ----------===//
//
// GlobalISel's answer to IR it cannot translate or legalize is a fatal error.
// This pass runs before instruction selection and reports, as ordinary
// `error:` diagnostics naming the function and the construct, everything
// the EVM target does not support:
//
//   * floating-point and other non-integer values, integers wider than
//     MaxIntegerBits; vectors other than fixed-width vectors of integers in
//     the operations EVMLowerVectors and the Scalarizer split into scalars
//     (element-wise operations, insert/extract/shuffle, loads, stores,
//     bitcasts, the integer reductions), and vectors in signatures and
//     global variables;
//   * stores and copies into read-only address spaces (calldata, return
//     data, code), copies involving storage, unknown address spaces;
//   * the calls EVM::checkCall refuses (EVMBuiltins.h: `llvm.evm.*` names
//     that are not builtins or do not match the builtin's signature,
//     functions neither defined nor builtin, the entry function, inline
//     assembly, ...) and calls to intrinsics without a
//     lowering;
//   * global variables outside memory and code, or only declared; the
//     address of the entry function or of an undefined function;
//   * exception handling, indirect branches, variable-size allocas;
//   * an unknown processor (-mcpu), and constructors in llvm.global_ctors,
//     which nothing would run.
//
// It warns about what it ignores: `section` attributes (the bytecode is one
// code section; EVMTargetObjectFile) and destructors (llvm.global_dtors).
//
// It runs twice: before the vectors are split, and after, when any vector
// left is reported (it would be a fatal error in the IRTranslator).
//
// A function with an error keeps its symbol but its body becomes a single
// `unreachable`, so that code generation runs to its end and llc exits with
// status 1 after printing every diagnostic.
//
//===----------------------------------------------------------------------===//

#include "Analysis/EVMCallGraph.h"
#include "EVM.h"
#include "EVMAddressSpaces.h"
#include "EVMBuiltins.h"
#include "EVMSubtarget.h"
#include "EVMTargetMachine.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "evm-check-ir"

/// Wider integers are legal but their code grows quadratically (a multiply
/// of k words takes k^2 word multiplies); beyond this, report instead.
static constexpr unsigned MaxIntegerBits = 4096;

namespace {

/// DiagnosticInfoUnsupported that names the source function a construct
/// was written in when the middle end inlined it elsewhere: a C `main` or a
/// Yul helper inlined into the entry function is reported as
/// "in function main (inlined into __entry void ())", not as the entry's.
/// Same kind, so every handler treats it as the original.
class EVMDiagnosticUnsupported final : public DiagnosticInfoUnsupported {
  const DILocation *DL;

public:
  EVMDiagnosticUnsupported(const Function &F, const Twine &Msg,
                           const DILocation *DL,
                           const DiagnosticLocation &Loc)
      : DiagnosticInfoUnsupported(F, Msg, Loc), DL(DL) {}

  void print(DiagnosticPrinter &DP) const override {
    // The function the construct was written in: its location's innermost
    // scope. An inlined location has it in its own chain; a call without a
    // location (libc's entry calling main) inlines code keeping its
    // locations as they were.
    const DISubprogram *SP = DL ? DL->getScope()->getSubprogram() : nullptr;
    if (!SP || SP == getFunction().getSubprogram() || SP->getName().empty() ||
        SP->getName() == getFunction().getName()) {
      DiagnosticInfoUnsupported::print(DP);
      return;
    }
    std::string Str;
    raw_string_ostream OS(Str);
    OS << getLocationStr() << ": in function " << SP->getName()
       << " (inlined into " << getFunction().getName() << ' '
       << *getFunction().getFunctionType() << "): " << getMessage() << '\n';
    DP << Str;
  }
};

class EVMCheckIR final : public ModulePass {
public:
  static char ID;
  explicit EVMCheckIR(const EVMTargetMachine *TM = nullptr,
                      bool VectorsScalarized = false)
      : ModulePass(ID), TM(TM), VectorsScalarized(VectorsScalarized) {}

  StringRef getPassName() const override { return "EVM check IR"; }

  bool runOnModule(Module &M) override {
    Entry = EVMCallGraph::findEntryFunction(M);
    if (!VectorsScalarized)
      checkModule(M);
    bool Changed = false;
    for (Function &F : M) {
      if (F.isDeclaration())
        continue;
      if (!(VectorsScalarized ? checkNoVectors(F) : checkFunction(F))) {
        EVM::clearBody(F);
        Changed = true;
      }
    }
    return Changed;
  }

private:
  void checkModule(Module &M);
  bool checkFunction(Function &F);
  bool checkNoVectors(Function &F);
  void checkValueTypes(const Instruction &I, bool AllowVectors);
  void checkInstruction(const Instruction &I);
  void checkCall(const CallBase &Call);
  void checkIntrinsic(const IntrinsicInst &II);
  bool checkType(Type *Ty, const Twine &Where, const Instruction *I,
                 bool AllowVectors = false);
  void checkConstant(const Constant *C, const Instruction &I);
  void checkGlobalVariable(const GlobalVariable &GV, const Instruction &I);

  /// Reports \p Msg at \p I's source position, else at the function's
  /// (when the IR has them: `!dbg`).
  void report(const Twine &Msg, const Instruction *I = nullptr) {
    DiagnosticLocation Loc = I && I->getDebugLoc()
                                 ? DiagnosticLocation(I->getDebugLoc())
                                 : DiagnosticLocation(Current->getSubprogram());
    Current->getContext().diagnose(EVMDiagnosticUnsupported(
        *Current, Msg, I ? I->getDebugLoc().get() : nullptr, Loc));
    Failed = true;
  }

  const EVMTargetMachine *TM;
  /// Whether vectors have been split into scalars: none may be left.
  bool VectorsScalarized;
  const Function *Entry = nullptr;
  Function *Current = nullptr;
  bool Failed = false;
  /// Globals checked in the current function (each is reported once).
  SmallPtrSet<const GlobalVariable *, 8> CheckedGlobals;
};

} // end anonymous namespace

bool EVM::isMemoryUnsafe(const Module &M) {
  const auto *Flag = mdconst::dyn_extract_or_null<ConstantInt>(
      M.getModuleFlag("evm.memory-unsafe"));
  return Flag && !Flag->isZero();
}

/// What concerns the module as a whole: the processor, sections, and the
/// special globals llc would otherwise drop without a word.
void EVMCheckIR::checkModule(Module &M) {
  LLVMContext &Ctx = M.getContext();
  // Yul without memoryguard: its code may read and write any address, so
  // nothing of the backend's may live there (frames: EVMStackify).
  if (EVM::isMemoryUnsafe(M))
    for (const GlobalVariable &GV : M.globals())
      if (GV.hasInitializer() && EVMAS::isMemory(GV.getAddressSpace()) &&
          !GV.getName().starts_with("llvm."))
        Ctx.diagnose(DiagnosticInfoGeneric(
            "global variable '" + GV.getName() +
            "' would live in memory, but the module is memory-unsafe (no "
            "memoryguard: the code owns all of memory, module flag "
            "evm.memory-unsafe); keep it in storage or in the code "
            "(address space 4) instead"));
  if (!TM->getUnknownCPU().empty())
    Ctx.diagnose(DiagnosticInfoGeneric(
        "unknown processor '" + TM->getUnknownCPU() +
        "'; the EVM target knows " + EVM::getKnownCPUList()));
  // The init code is compiled from the module the runtime code was
  // compiled from, and warned about, just before (bin/evm-bin --deploy).
  bool Warn = !EVM::buildsInitCode(M);
  for (const Function &F : M)
    if (Warn && !F.isDeclaration() && F.hasSection())
      Ctx.diagnose(DiagnosticInfoUnsupported(
          F,
          "the section attribute (\"" + F.getSection() +
              "\") is ignored: the bytecode is one code section, which "
              "holds every function",
          DiagnosticLocation(F.getSubprogram()), DS_Warning));
  for (const GlobalVariable &GV : M.globals()) {
    if (GV.getName() == "llvm.global_ctors") {
      Ctx.diagnose(DiagnosticInfoGeneric(
          "llvm.global_ctors is not supported: nothing would run its "
          "constructors; define '" +
          Twine(EVM::ConstructorName) +
          "', which the init code runs (docs/deploy.md)"));
      continue;
    }
    if (GV.getName() == "llvm.global_dtors") {
      if (Warn)
        Ctx.diagnose(DiagnosticInfoGeneric(
            "the destructors of llvm.global_dtors are never run: a "
            "contract's code has no exit to run them at",
            DS_Warning));
      continue;
    }
    if (Warn && GV.hasSection() && !GV.getName().starts_with("llvm."))
      Ctx.diagnose(DiagnosticInfoGeneric(
          "the section attribute (\"" + GV.getSection() +
              "\") of global variable '" + GV.getName() +
              "' is ignored: globals live in memory or in the code, by "
              "address space (docs/memory-map.md)",
          DS_Warning));
  }
}

/// An address space in diagnostics: its number, and its name if it has one.
static std::string describeAddrSpace(unsigned AS) {
  std::string Text = "address space " + std::to_string(AS);
  if (const char *Name = EVMAS::getName(AS))
    Text += " (" + std::string(Name) + ")";
  return Text;
}

bool EVMCheckIR::checkFunction(Function &F) {
  Current = &F;
  Failed = false;
  CheckedGlobals.clear();
  if (&F == Entry && !F.arg_empty())
    report("the entry function cannot take arguments (it reads calldata "
           "instead)");
  if (&F != Entry && Entry && F.hasFnAttribute(EVM::EntryAttribute) &&
      Entry->hasFnAttribute(EVM::EntryAttribute))
    report(Twine("the '") + EVM::EntryAttribute +
           "' attribute marks a second function; the entry function is '" +
           Entry->getName() + "'");
  checkType(F.getReturnType(), "return type", nullptr);
  for (const Argument &A : F.args())
    checkType(A.getType(), "argument '" + A.getName() + "'", nullptr);
  for (const Instruction &I : instructions(F))
    checkInstruction(I);
  return !Failed;
}

/// Vector operations EVMLowerVectors and the Scalarizer split into scalars.
static bool isScalarizable(const Instruction &I) {
  if (isa<BinaryOperator, ICmpInst, SelectInst, InsertElementInst,
          ExtractElementInst, ShuffleVectorInst, LoadInst, StoreInst,
          BitCastInst, TruncInst, ZExtInst, SExtInst, PHINode, FreezeInst>(I))
    return true;
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  return II && (EVM::isVectorReductionToLower(*II) ||
                isTriviallyScalarizable(II->getIntrinsicID(), nullptr));
}

/// The second run: the first has checked everything else, and cleared the
/// bodies it reported.
bool EVMCheckIR::checkNoVectors(Function &F) {
  Current = &F;
  Failed = false;
  for (const Instruction &I : instructions(F))
    checkValueTypes(I, /*AllowVectors=*/false);
  return !Failed;
}

/// Reports the first unsupported type of \p I's result and operands, once.
void EVMCheckIR::checkValueTypes(const Instruction &I, bool AllowVectors) {
  std::string Where = "'" + std::string(I.getOpcodeName()) + "'";
  if (checkType(I.getType(), Where, &I, AllowVectors))
    return;
  for (const Use &U : I.operands())
    if (!isa<BasicBlock>(U.get()) && !isa<MetadataAsValue>(U.get()) &&
        checkType(U->getType(), Where, &I, AllowVectors))
      return;
}

/// Reports the first unsupported type in \p Ty; returns whether it did.
/// \p AllowVectors accepts fixed-width vectors of integers.
bool EVMCheckIR::checkType(Type *Ty, const Twine &Where, const Instruction *I,
                           bool AllowVectors) {
  if (Ty->isVoidTy() || Ty->isLabelTy() || Ty->isMetadataTy() ||
      Ty->isPointerTy())
    return false;
  if (auto *IntTy = dyn_cast<IntegerType>(Ty)) {
    if (IntTy->getBitWidth() <= MaxIntegerBits)
      return false;
    report("integer type i" + Twine(IntTy->getBitWidth()) + " in " + Where +
               " is wider than " + Twine(MaxIntegerBits) + " bits",
           I);
    return true;
  }
  if (auto *ST = dyn_cast<StructType>(Ty))
    return any_of(ST->elements(), [&](Type *Elt) {
      return checkType(Elt, Where, I, AllowVectors);
    });
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return checkType(AT->getElementType(), Where, I);
  if (auto *VT = dyn_cast<FixedVectorType>(Ty);
      VT && AllowVectors && VT->getElementType()->isIntegerTy())
    return checkType(VT->getElementType(), Where, I);
  std::string Name;
  raw_string_ostream OS(Name);
  Ty->print(OS);
  // Say first what the user wrote, then the IR construct.
  if (Ty->isFloatingPointTy()) {
    report("floating point is not supported by the EVM target (type '" + Name +
               "' in " + Where + ")",
           I);
    return true;
  }
  const char *Kind = Ty->isVectorTy()
                         ? (VectorsScalarized && I ? "vector type left after "
                                                     "scalarization"
                                                   : "vector type")
                         : "type";
  report(Twine(Kind) + " '" + Name + "' in " + Where +
             " is not supported by the EVM target",
         I);
  return true;
}

void EVMCheckIR::checkConstant(const Constant *C, const Instruction &I) {
  if (const auto *GV = dyn_cast<GlobalVariable>(C)) {
    checkGlobalVariable(*GV, I);
    return;
  }
  if (isa<BlockAddress>(C)) {
    report("block addresses are not supported", &I);
    return;
  }
  if (isa<GlobalAlias>(C) || isa<GlobalIFunc>(C)) {
    report("global alias '" + C->getName() + "' is not supported", &I);
    return;
  }
  if (const auto *F = dyn_cast<Function>(C)) {
    // A function's address is the offset of its JUMPDEST; the entry
    // function has none (it is never jumped to) and declarations have no
    // code.
    if (F->isDeclaration())
      report("the address of function '" + F->getName() +
                 "', which is not defined in the module, is taken",
             &I);
    else if (F == Entry)
      report("the address of the entry function '" + F->getName() +
                 "' is taken",
             &I);
    return;
  }
  if (isa<ConstantExpr>(C) || isa<ConstantAggregate>(C))
    for (const Use &U : C->operands())
      checkConstant(cast<Constant>(U.get()), I);
}

/// Globals live in EVM memory (AS 0/1) or in the data after the code (AS 4),
/// both initialised from the code (docs/memory-map.md). The initialiser of
/// a global used by \p I is checked too: what it refers to must have an
/// address.
void EVMCheckIR::checkGlobalVariable(const GlobalVariable &GV,
                                     const Instruction &I) {
  if (!CheckedGlobals.insert(&GV).second)
    return;
  unsigned AS = GV.getAddressSpace();
  if (!GV.hasInitializer()) {
    report("global variable '" + GV.getName() +
               "' is declared but not defined in the module",
           &I);
    return;
  }
  if (!EVMAS::hasStaticAddress(AS)) {
    report("global variable '" + GV.getName() + "' in " +
               describeAddrSpace(AS) +
               " is not supported: globals live in memory (address space 0 "
               "or 1) or in the code (address space 4)",
           &I);
    return;
  }
  if (checkType(GV.getValueType(), "global variable '" + GV.getName() + "'",
                &I))
    return;
  checkConstant(GV.getInitializer(), I);
}

void EVMCheckIR::checkInstruction(const Instruction &I) {
  checkValueTypes(I, isScalarizable(I));

  // Constants among the operands, except a direct callee (checkCall).
  const auto *Call = dyn_cast<CallBase>(&I);
  for (const Use &U : I.operands()) {
    if (Call && &U == &Call->getCalledOperandUse())
      continue;
    if (const auto *C = dyn_cast<Constant>(U.get()))
      checkConstant(C, I);
  }

  if (Call) {
    checkCall(*Call);
    return;
  }
  if (const auto *SI = dyn_cast<StoreInst>(&I)) {
    unsigned AS = SI->getPointerAddressSpace();
    if (EVMAS::isReadOnly(AS))
      report("store into read-only " + describeAddrSpace(AS), &I);
    else if (!EVMAS::isKnown(AS))
      report("store into unknown " + describeAddrSpace(AS), &I);
    return;
  }
  if (const auto *LI = dyn_cast<LoadInst>(&I)) {
    if (!EVMAS::isKnown(LI->getPointerAddressSpace()))
      report("load from unknown " +
                 describeAddrSpace(LI->getPointerAddressSpace()),
             &I);
    return;
  }
  if (const auto *AI = dyn_cast<AllocaInst>(&I)) {
    if (!AI->isStaticAlloca() && !isa<ConstantInt>(AI->getArraySize()))
      report("variable-size alloca is not supported", &I);
    return;
  }
  if (isa<IndirectBrInst>(I))
    report("indirect branches are not supported", &I);
  else if (I.isEHPad() || isa<ResumeInst>(I))
    report("exception handling is not supported", &I);
  else if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I) ||
           isa<FenceInst>(I))
    report("atomic operation '" + Twine(I.getOpcodeName()) +
               "' is not supported",
           &I);
}

void EVMCheckIR::checkCall(const CallBase &Call) {
  // Builtins are intrinsics by name only: they are calls.
  const auto *II = dyn_cast<IntrinsicInst>(&Call);
  if (II &&
      !II->getCalledOperand()->getName().starts_with(EVM::BuiltinPrefix)) {
    checkIntrinsic(*II);
    return;
  }
  if (std::optional<std::string> Error =
          EVM::checkCall(Call, *TM->getSubtargetImpl()->getInstrInfo()))
    report(*Error, &Call);
}

void EVMCheckIR::checkIntrinsic(const IntrinsicInst &II) {
  if (EVM::isVectorReductionToLower(II))
    return;
  switch (II.getIntrinsicID()) {
  case Intrinsic::memcpy:
  case Intrinsic::memcpy_inline:
  case Intrinsic::memmove: {
    const auto &MT = cast<MemTransferInst>(II);
    unsigned DstAS = MT.getDestAddressSpace();
    unsigned SrcAS = MT.getSourceAddressSpace();
    if (!EVMAS::isMemory(DstAS))
      report("'" + II.getCalledOperand()->getName() + "' into " +
                 describeAddrSpace(DstAS) +
                 " (copies can only write EVM memory)",
             &II);
    else if (!EVMAS::isByteAddressed(SrcAS))
      report("'" + II.getCalledOperand()->getName() + "' from " +
                 describeAddrSpace(SrcAS) + " is not supported",
             &II);
    return;
  }
  case Intrinsic::memset:
  case Intrinsic::memset_inline: {
    unsigned AS = cast<MemSetInst>(II).getDestAddressSpace();
    if (!EVMAS::isMemory(AS))
      report("'" + II.getCalledOperand()->getName() + "' into " +
                 describeAddrSpace(AS) + " (fills can only write EVM memory)",
             &II);
    return;
  }
  // Lowered by the legalizer.
  case Intrinsic::ctlz:
  case Intrinsic::cttz:
  case Intrinsic::ctpop:
  case Intrinsic::bswap:
  case Intrinsic::bitreverse:
  case Intrinsic::fshl:
  case Intrinsic::fshr:
  case Intrinsic::abs:
  case Intrinsic::smin:
  case Intrinsic::smax:
  case Intrinsic::umin:
  case Intrinsic::umax:
  case Intrinsic::uadd_with_overflow:
  case Intrinsic::sadd_with_overflow:
  case Intrinsic::usub_with_overflow:
  case Intrinsic::ssub_with_overflow:
  case Intrinsic::umul_with_overflow:
  case Intrinsic::smul_with_overflow:
  case Intrinsic::uadd_sat:
  case Intrinsic::sadd_sat:
  case Intrinsic::usub_sat:
  case Intrinsic::ssub_sat:
  case Intrinsic::ushl_sat:
  case Intrinsic::sshl_sat:
  case Intrinsic::scmp:
  case Intrinsic::ucmp:
  case Intrinsic::ptrmask:
  case Intrinsic::trap:
  // Translated to nothing or to a copy.
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::expect:
  case Intrinsic::expect_with_probability:
  case Intrinsic::donothing:
  case Intrinsic::sideeffect:
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_value:
  case Intrinsic::dbg_label:
  case Intrinsic::dbg_assign:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::invariant_start:
  case Intrinsic::invariant_end:
  case Intrinsic::launder_invariant_group:
  case Intrinsic::strip_invariant_group:
  case Intrinsic::annotation:
  case Intrinsic::var_annotation:
  case Intrinsic::ptr_annotation:
  case Intrinsic::pseudoprobe:
  case Intrinsic::fake_use:
    return;
  default:
    report("intrinsic '" + II.getCalledOperand()->getName() +
               "' is not supported by the EVM target",
           &II);
  }
}

void EVM::clearBody(Function &F) {
  for (BasicBlock &BB : F)
    BB.dropAllReferences();
  while (!F.empty())
    F.begin()->eraseFromParent();
  BasicBlock *BB = BasicBlock::Create(F.getContext(), "", &F);
  new UnreachableInst(F.getContext(), BB);
}

char EVMCheckIR::ID = 0;
INITIALIZE_PASS(EVMCheckIR, DEBUG_TYPE, "EVM check IR", false, false)

ModulePass *llvm::createEVMCheckIRPass(const EVMTargetMachine &TM,
                                       bool VectorsScalarized) {
  return new EVMCheckIR(&TM, VectorsScalarized);
}
