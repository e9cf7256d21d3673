//===-- EVMCallLowering.cpp - EVM call lowering -----------------------------===//

#include "EVMCallLowering.h"
#include "EVM.h"
#include "EVMBuiltins.h"
#include "EVMISelLowering.h"
#include "EVMMCTargetDesc.h"
#include "EVMSubtarget.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

EVMCallLowering::EVMCallLowering(const EVMTargetLowering &TLI)
    : CallLowering(&TLI) {}

/// Every value crossing a call boundary is one 256-bit stack word.
static bool isWordSized(const MachineRegisterInfo &MRI, Register Reg) {
  return MRI.getType(Reg).getSizeInBits() == 256;
}

/// Reports \p Msg about the function being translated. Translation goes
/// on (llc exits with an error), so no crash dump is printed.
static bool unsupported(MachineIRBuilder &MIRBuilder, const Twine &Msg) {
  const Function &F = MIRBuilder.getMF().getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg));
  return true;
}

/// True if every value in \p Regs fits one stack word.
static bool allFitWords(const MachineRegisterInfo &MRI,
                        ArrayRef<Register> Regs) {
  return all_of(Regs, [&](Register R) {
    LLT Ty = MRI.getType(R);
    return (Ty.isScalar() || Ty.isPointer()) && Ty.getSizeInBits() <= 256;
  });
}

/// \p Reg as a stack word of class GPR. A narrower value is any-extended:
/// the receiver truncates it again.
static Register toWord(MachineIRBuilder &MIRBuilder, Register Reg) {
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  if (!isWordSized(MRI, Reg))
    Reg = MIRBuilder.buildAnyExt(LLT::scalar(256), Reg).getReg(0);
  MRI.setRegClass(Reg, &EVM::GPRRegClass);
  return Reg;
}

/// A word of class GPR for a pseudo to define in place of \p Reg: \p Reg
/// itself, or a new word that is truncated into \p Reg afterwards (recorded
/// in \p Truncs).
static Register defWord(MachineIRBuilder &MIRBuilder, Register Reg,
                        SmallVectorImpl<std::pair<Register, Register>> &Truncs) {
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  if (!isWordSized(MRI, Reg)) {
    Register Word = MRI.createGenericVirtualRegister(LLT::scalar(256));
    Truncs.push_back({Reg, Word});
    Reg = Word;
  }
  MRI.setRegClass(Reg, &EVM::GPRRegClass);
  return Reg;
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
  if (!allFitWords(*MIRBuilder.getMRI(), VRegs))
    return unsupported(MIRBuilder, "return value wider than 256 bits");
  SmallVector<Register, 4> Words;
  for (Register R : VRegs)
    Words.push_back(toWord(MIRBuilder, R));
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
  // The entry function reads its input through calldata builtins.
  if (EVM::isEntryFunction(F))
    return unsupported(MIRBuilder, "the entry function cannot take "
                                   "arguments (it reads calldata instead)");
  if (F.isVarArg())
    return unsupported(MIRBuilder, "variadic functions are not supported");

  // Argument N is the word N from the top of the stack at entry, above the
  // return address (docs/calling-convention.md).
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  unsigned Index = 0;
  SmallVector<std::pair<Register, Register>, 4> Truncs;
  for (ArrayRef<Register> Regs : VRegs) {
    if (!allFitWords(MRI, Regs))
      return unsupported(MIRBuilder, "argument wider than 256 bits");
    for (Register R : Regs)
      MIRBuilder.buildInstr(EVM::ARGUMENT)
          .addDef(defWord(MIRBuilder, R, Truncs))
          .addImm(Index++);
  }
  for (auto [Narrow, Word] : Truncs)
    MIRBuilder.buildTrunc(Narrow, Word);
  return true;
}

bool EVMCallLowering::lowerCall(MachineIRBuilder &MIRBuilder,
                                CallLoweringInfo &Info) const {
  // After a diagnostic the results still need a definition.
  auto reject = [&](const Twine &Msg) {
    for (Register R : Info.OrigRet.Regs)
      MIRBuilder.buildUndef(R);
    return unsupported(MIRBuilder, Msg);
  };
  const Function *Callee =
      Info.Callee.isGlobal() ? dyn_cast<Function>(Info.Callee.getGlobal())
                             : nullptr;
  if (!Callee)
    return reject("indirect calls are not supported yet");
  if (std::optional<unsigned> Opcode = EVM::getBuiltinOpcode(Callee->getName()))
    return lowerBuiltinCall(MIRBuilder, Info, *Opcode);
  if (Callee->isDeclaration())
    return reject("call to '" + Callee->getName() +
                  "', which is neither defined in the module nor an EVM "
                  "builtin");
  if (EVM::isEntryFunction(*Callee))
    return reject("call to the entry function '" + Callee->getName() + "'");
  if (Info.IsVarArg)
    return reject("variadic calls are not supported");
  const MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  if (!allFitWords(MRI, Info.OrigRet.Regs))
    return reject("return value wider than 256 bits");
  for (const ArgInfo &Arg : Info.OrigArgs)
    if (!allFitWords(MRI, Arg.Regs))
      return reject("argument wider than 256 bits");
  return lowerInternalCall(MIRBuilder, Info, *Callee);
}

/// An internal call: FCALL with the results as defs, then the callee, then
/// the arguments, all whole words.
bool EVMCallLowering::lowerInternalCall(MachineIRBuilder &MIRBuilder,
                                        CallLoweringInfo &Info,
                                        const Function &Callee) const {
  SmallVector<Register, 8> Args;
  for (const ArgInfo &Arg : Info.OrigArgs)
    for (Register R : Arg.Regs)
      Args.push_back(toWord(MIRBuilder, R));
  SmallVector<Register, 4> Results;
  SmallVector<std::pair<Register, Register>, 4> Truncs;
  for (Register R : Info.OrigRet.Regs)
    Results.push_back(defWord(MIRBuilder, R, Truncs));

  auto MIB = MIRBuilder.buildInstr(EVM::FCALL);
  for (Register R : Results)
    MIB.addDef(R);
  MIB.addGlobalAddress(&Callee);
  for (Register R : Args)
    MIB.addUse(R);
  for (auto [Narrow, Word] : Truncs)
    MIRBuilder.buildTrunc(Narrow, Word);
  return true;
}

bool EVMCallLowering::lowerBuiltinCall(MachineIRBuilder &MIRBuilder,
                                       CallLoweringInfo &Info,
                                       unsigned Opcode) const {
  MachineFunction &MF = MIRBuilder.getMF();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const auto &STI = MF.getSubtarget<EVMSubtarget>();
  const MCInstrDesc &Desc = STI.getInstrInfo()->get(Opcode);

  // The builtin's signature must match the opcode: one word per argument,
  // one word of result if the opcode produces one.
  unsigned NumResults = Info.OrigRet.Ty->isVoidTy() ? 0 : 1;
  if (Info.OrigArgs.size() != Desc.getNumOperands() - Desc.getNumDefs() ||
      NumResults != Desc.getNumDefs())
    return false;

  auto MIB = MIRBuilder.buildInstrNoInsert(Opcode);
  if (NumResults) {
    if (Info.OrigRet.Regs.size() != 1 ||
        !isWordSized(MRI, Info.OrigRet.Regs[0]))
      return false;
    MIB.addDef(Info.OrigRet.Regs[0]);
  }
  for (const ArgInfo &Arg : Info.OrigArgs) {
    if (Arg.Regs.size() != 1 || !isWordSized(MRI, Arg.Regs[0]))
      return false;
    MIB.addUse(Arg.Regs[0]);
  }
  MIRBuilder.insertInstr(MIB);
  return constrainSelectedInstRegOperands(*MIB, *STI.getInstrInfo(),
                                          *STI.getRegisterInfo(),
                                          *STI.getRegBankInfo());
}
