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
#include "llvm/IR/Function.h"

using namespace llvm;

EVMCallLowering::EVMCallLowering(const EVMTargetLowering &TLI)
    : CallLowering(&TLI) {}

/// Every value crossing a call boundary is one 256-bit stack word.
static bool isWordSized(const MachineRegisterInfo &MRI, Register Reg) {
  return MRI.getType(Reg).getSizeInBits() == 256;
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
  // Returns of internal functions belong to the calling convention.
  return false;
}

bool EVMCallLowering::lowerFormalArguments(MachineIRBuilder &MIRBuilder,
                                           const Function &F,
                                           ArrayRef<ArrayRef<Register>> VRegs,
                                           FunctionLoweringInfo &FLI) const {
  // The entry function reads its input through calldata builtins; arguments
  // of internal functions belong to the calling convention (not done yet).
  return F.arg_empty();
}

bool EVMCallLowering::lowerCall(MachineIRBuilder &MIRBuilder,
                                CallLoweringInfo &Info) const {
  if (!Info.Callee.isGlobal())
    return false;
  const auto *Callee = dyn_cast<Function>(Info.Callee.getGlobal());
  if (!Callee)
    return false;
  if (std::optional<unsigned> Opcode = EVM::getBuiltinOpcode(Callee->getName()))
    return lowerBuiltinCall(MIRBuilder, Info, *Opcode);
  return false;
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
