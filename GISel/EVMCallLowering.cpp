//===-- EVMCallLowering.cpp - EVM call lowering ---------------------------===//

#include "EVMCallLowering.h"
#include "EVM.h"
#include "EVMBuiltinLowering.h"
#include "EVMISelLowering.h"
#include "EVMSubtarget.h"
#include "IR/EVMBuiltins.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/MC/MCContext.h"

using namespace llvm;

EVMCallLowering::EVMCallLowering(const EVMTargetLowering &TLI)
    : CallLowering(&TLI) {}

static const LLT Word = LLT::scalar(256);

/// Reports \p Msg about the function being translated. Translation goes
/// on (llc exits with an error), so no crash dump is printed.
static bool unsupported(MachineIRBuilder &MIRBuilder, const Twine &Msg) {
  const Function &F = MIRBuilder.getMF().getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg));
  return true;
}

/// The number of stack words that carry a value of type \p Ty.
static unsigned getNumWords(LLT Ty) {
  return divideCeil(Ty.getSizeInBits(), 256);
}

/// Appends the stack words of \p Reg to \p Words, each of class GPR. A
/// narrower value is any-extended (the receiver truncates it again); a wider
/// one is any-extended to whole words and split, least significant word
/// first (docs/calling-convention.md).
static void toWords(MachineIRBuilder &MIRBuilder, Register Reg,
                    SmallVectorImpl<Register> &Words) {
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  LLT Ty = MRI.getType(Reg);
  unsigned NumWords = getNumWords(Ty);
  // A pointer of the C ABI's address space 0 is zero-extended in its word
  // already.
  if (Ty.isPointer() && Ty.getSizeInBits() != 256)
    Reg = MIRBuilder.buildPtrToInt(Word, Reg).getReg(0);
  else if (Ty.getSizeInBits() != NumWords * 256)
    Reg = MIRBuilder.buildAnyExt(LLT::scalar(NumWords * 256), Reg).getReg(0);
  if (NumWords == 1) {
    MRI.setRegClass(Reg, &EVM::GPRRegClass);
    Words.push_back(Reg);
    return;
  }
  // The parts stay generic values for the legalizer to combine; the
  // pseudo reads copies of them.
  auto Unmerge = MIRBuilder.buildUnmerge(Word, Reg);
  for (unsigned I = 0; I < NumWords; ++I) {
    Register W = MRI.createGenericVirtualRegister(Word);
    MRI.setRegClass(W, &EVM::GPRRegClass);
    MIRBuilder.buildCopy(W, Unmerge.getReg(I));
    Words.push_back(W);
  }
}

namespace {
/// The words a pseudo defines in place of values that are not exactly one
/// word; finish() rebuilds the values from them after the pseudo.
class WordDefs {
public:
  explicit WordDefs(MachineIRBuilder &MIRBuilder) : MIRBuilder(MIRBuilder) {}

  /// Appends the words that will define \p Reg to \p Words.
  void add(Register Reg, SmallVectorImpl<Register> &Words) {
    MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
    LLT Ty = MRI.getType(Reg);
    unsigned NumWords = getNumWords(Ty);
    if (Ty.getSizeInBits() == 256) {
      MRI.setRegClass(Reg, &EVM::GPRRegClass);
      Words.push_back(Reg);
      return;
    }
    Pending &P = Values.emplace_back();
    P.Value = Reg;
    for (unsigned I = 0; I < NumWords; ++I) {
      Register W = MRI.createGenericVirtualRegister(Word);
      MRI.setRegClass(W, &EVM::GPRRegClass);
      P.ClassWords.push_back(W);
      Words.push_back(W);
    }
  }

  /// Emits the truncations and merges that define the values.
  void finish() {
    MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
    for (Pending &P : Values) {
      LLT Ty = MRI.getType(P.Value);
      if (P.ClassWords.size() == 1) {
        if (Ty.isPointer())
          MIRBuilder.buildIntToPtr(P.Value, P.ClassWords[0]);
        else
          MIRBuilder.buildTrunc(P.Value, P.ClassWords[0]);
        continue;
      }
      // Generic copies of the pseudo's words, for the legalizer to combine.
      for (Register W : P.ClassWords)
        P.Words.push_back(MIRBuilder.buildCopy(Word, W).getReg(0));
      LLT WideTy = LLT::scalar(P.Words.size() * 256);
      if (Ty == WideTy) {
        MIRBuilder.buildMergeLikeInstr(P.Value, P.Words);
        continue;
      }
      auto Merged = MIRBuilder.buildMergeLikeInstr(WideTy, P.Words);
      MIRBuilder.buildTrunc(P.Value, Merged);
    }
  }

private:
  struct Pending {
    Register Value;
    SmallVector<Register, 2> ClassWords, Words;
  };
  MachineIRBuilder &MIRBuilder;
  SmallVector<Pending, 4> Values;
};
} // namespace

/// Values EVMCheckIR lets through are integers, pointers, or aggregates of
/// them, which the IRTranslator splits; anything else is reported here.
static constexpr const char *NonIntegerResult =
    "return value that is not an integer";
static constexpr const char *NonIntegerArgument =
    "argument that is not an integer";

/// True if every value in \p Regs is an integer or a pointer.
static bool allScalars(const MachineRegisterInfo &MRI,
                       ArrayRef<Register> Regs) {
  return all_of(Regs, [&](Register R) {
    LLT Ty = MRI.getType(R);
    return Ty.isScalar() || Ty.isPointer();
  });
}

bool EVMCallLowering::lowerReturn(MachineIRBuilder &MIRBuilder,
                                  const Value *Val, ArrayRef<Register> VRegs,
                                  FunctionLoweringInfo &FLI) const {
  const Function &F = MIRBuilder.getMF().getFunction();
  // Returning from the entry function ends the call successfully with no
  // return data; a returned value has nowhere to go.
  if (EVM::isEntryFunction(F)) {
    MIRBuilder.buildInstr(EVM::STOP);
    return true;
  }
  if (!allScalars(*MIRBuilder.getMRI(), VRegs))
    return unsupported(MIRBuilder, NonIntegerResult);
  SmallVector<Register, 4> Words;
  for (Register R : VRegs)
    toWords(MIRBuilder, R, Words);
  auto MIB = MIRBuilder.buildInstr(EVM::RET);
  for (Register W : Words)
    MIB.addUse(W);
  return true;
}

bool EVMCallLowering::lowerFormalArguments(MachineIRBuilder &MIRBuilder,
                                           const Function &F,
                                           ArrayRef<ArrayRef<Register>> VRegs,
                                           FunctionLoweringInfo &FLI) const {
  if (F.arg_empty())
    return true;
  // The entry function reads its input through calldata builtins, and
  // variadic functions do not exist here: EVMCheckIR has reported both and
  // emptied the body, so the arguments are only given a definition.
  if (EVM::isEntryFunction(F) || F.isVarArg()) {
    for (ArrayRef<Register> Regs : VRegs)
      for (Register R : Regs)
        MIRBuilder.buildUndef(R);
    return true;
  }

  // Argument N is the word N from the top of the stack at entry, above the
  // return address (docs/calling-convention.md).
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  unsigned Index = 0;
  WordDefs Defs(MIRBuilder);
  for (ArrayRef<Register> Regs : VRegs) {
    if (!allScalars(MRI, Regs))
      return unsupported(MIRBuilder, NonIntegerArgument);
    SmallVector<Register, 2> Words;
    for (Register R : Regs)
      Defs.add(R, Words);
    for (Register W : Words)
      MIRBuilder.buildInstr(EVM::ARGUMENT).addDef(W).addImm(Index++);
  }
  Defs.finish();
  return true;
}

bool EVMCallLowering::lowerCall(MachineIRBuilder &MIRBuilder,
                                CallLoweringInfo &Info) const {
  // Library calls have no IR call. The target never makes one: the
  // legalizer expands copies and fills itself.
  if (!Info.CB)
    return false;
  // After a diagnostic the results still need a definition.
  auto reject = [&](const Twine &Msg) {
    for (Register R : Info.OrigRet.Regs)
      MIRBuilder.buildUndef(R);
    return unsupported(MIRBuilder, Msg);
  };
  // EVMCheckIR has reported the calls the target cannot make, by the same
  // rule, and emptied their functions.
  const auto &STI = MIRBuilder.getMF().getSubtarget<EVMSubtarget>();
  if (std::optional<std::string> Error =
          EVM::checkCall(*Info.CB, *STI.getInstrInfo()))
    return reject(*Error);
  const MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  if (!allScalars(MRI, Info.OrigRet.Regs))
    return reject(NonIntegerResult);
  for (const ArgInfo &Arg : Info.OrigArgs)
    if (!allScalars(MRI, Arg.Regs))
      return reject(NonIntegerArgument);

  // A call through a function pointer: the pointer is a JUMPDEST offset.
  if (Info.Callee.isReg())
    return lowerInternalCall(MIRBuilder, Info, Info.Callee);
  const auto &Callee = cast<Function>(*Info.Callee.getGlobal());
  if (std::optional<EVM::Builtin> B = EVM::getBuiltin(Callee.getName())) {
    if (B->Tail == EVM::TailLinkIndex)
      return lowerLinkValue(MIRBuilder, Info, B->Opcode);
    return lowerBuiltinCall(MIRBuilder, Info, B->Opcode);
  }
  return lowerInternalCall(MIRBuilder, Info, Info.Callee);
}

/// An internal call: FCALL with the results as defs, then the callee (a
/// function, or a register holding its address), then the arguments, all
/// whole words.
bool EVMCallLowering::lowerInternalCall(MachineIRBuilder &MIRBuilder,
                                        CallLoweringInfo &Info,
                                        const MachineOperand &Callee) const {
  SmallVector<Register, 8> Args;
  for (const ArgInfo &Arg : Info.OrigArgs)
    for (Register R : Arg.Regs)
      toWords(MIRBuilder, R, Args);
  SmallVector<Register, 4> Results;
  WordDefs Defs(MIRBuilder);
  for (Register R : Info.OrigRet.Regs)
    Defs.add(R, Results);

  auto MIB = MIRBuilder.buildInstr(EVM::FCALL);
  for (Register R : Results)
    MIB.addDef(R);
  if (Callee.isReg())
    MIB.addUse(Callee.getReg());
  else
    MIB.addGlobalAddress(Callee.getGlobal());
  for (Register R : Args)
    MIB.addUse(R);
  Defs.finish();
  return true;
}

/// A builtin: its opcode, the first arguments as operands and the result as
/// the definition (EVMBuiltinLowering). EVM::checkCall has matched the
/// call's signature with the opcode, so each is one word.
bool EVMCallLowering::lowerBuiltinCall(MachineIRBuilder &MIRBuilder,
                                       CallLoweringInfo &Info,
                                       unsigned Opcode) const {
  SmallVector<Register, 8> Args;
  for (const ArgInfo &Arg : Info.OrigArgs) {
    // The opcode's operands come first; the tail may hold what has no
    // register.
    if (Arg.Regs.empty())
      break;
    Args.push_back(Arg.Regs[0]);
  }
  return EVM::buildBuiltin(
      MIRBuilder, Opcode,
      Info.OrigRet.Ty->isVoidTy() ? Register() : Info.OrigRet.Regs[0], Args);
}

/// A value the link step fills in (LOADIMMUTABLE, LINKERSYMBOL), for the
/// name the call's index stands for (EVM::checkCall has checked that it is
/// in the module's table).
bool EVMCallLowering::lowerLinkValue(MachineIRBuilder &MIRBuilder,
                                     CallLoweringInfo &Info,
                                     unsigned Opcode) const {
  std::optional<StringRef> Name = EVM::getLinkName(*Info.CB, Opcode);
  return EVM::buildLinkValue(MIRBuilder, Opcode, Info.OrigRet.Regs[0],
                             Name.value_or(""));
}
