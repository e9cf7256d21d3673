//===-- EVMBuiltinLowering.cpp - Builtins to their instructions -----------===//

#include "EVMBuiltinLowering.h"
#include "EVM.h"
#include "EVMSubtarget.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/GlobalISel/GenericMachineInstrs.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/MC/MCContext.h"

using namespace llvm;

/// Constrains \p MI's registers to the classes its description names.
static bool constrain(MachineInstr &MI) {
  const auto &STI = MI.getMF()->getSubtarget<EVMSubtarget>();
  return constrainSelectedInstRegOperands(
      MI, *STI.getInstrInfo(), *STI.getRegisterInfo(), *STI.getRegBankInfo());
}

bool EVM::buildBuiltin(MachineIRBuilder &B, unsigned Opcode, Register Def,
                       ArrayRef<Register> Args) {
  const auto &STI = B.getMF().getSubtarget<EVMSubtarget>();
  unsigned NumOps = getNumStackOperands(STI.getInstrInfo()->get(Opcode));
  if (Args.size() < NumOps)
    return false;
  auto MIB = B.buildInstrNoInsert(Opcode);
  if (Def)
    MIB.addDef(Def);
  for (Register R : Args.take_front(NumOps))
    MIB.addUse(R);
  B.insertInstr(MIB);
  return constrain(*MIB);
}

bool EVM::buildLinkValue(MachineIRBuilder &B, unsigned Opcode, Register Def,
                         StringRef Name) {
  MCSymbol *Sym = B.getMF().getContext().getOrCreateSymbol(
      (Opcode == EVM::LOADIMMUTABLE ? EVM::ImmutablePrefix
                                    : EVM::LinkerSymbolPrefix) +
      Name);
  auto MIB = B.buildInstr(Opcode).addDef(Def).addSym(Sym);
  return constrain(*MIB);
}

std::optional<EVM::Builtin> EVM::getBuiltinForIntrinsic(Intrinsic::ID ID) {
  if (ID == Intrinsic::not_intrinsic || ID >= Intrinsic::num_intrinsics)
    return std::nullopt;
  StringRef Name = Intrinsic::getBaseName(ID);
  if (!Name.starts_with(BuiltinPrefix))
    return std::nullopt;
  return getBuiltin(Name);
}

bool EVM::lowerBuiltinIntrinsic(MachineInstr &MI, const Builtin &Bi,
                                MachineIRBuilder &B) {
  MachineFunction &MF = *MI.getMF();
  auto fail = [&](const Twine &Why) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
        MF.getFunction(),
        "EVM builtin '" +
            Intrinsic::getBaseName(cast<GIntrinsic>(MI).getIntrinsicID()) +
            "': " + Why,
        MI.getDebugLoc()));
    return false;
  };
  unsigned NumDefs = MI.getNumExplicitDefs();
  Register Def = NumDefs ? MI.getOperand(0).getReg() : Register();
  // The intrinsic's ID, then its arguments: the opcode's operands, then
  // the tail, which may hold what is not a register.
  SmallVector<Register, 8> Args;
  for (const MachineOperand &MO :
       drop_begin(MI.explicit_operands(), NumDefs + 1)) {
    if (!MO.isReg())
      break;
    Args.push_back(MO.getReg());
  }
  B.setInstrAndDebugLoc(MI);
  bool Built;
  if (Bi.Tail == TailLinkIndex) {
    std::optional<APInt> Index = Args.size() == 1
                                     ? getIConstantVRegVal(Args[0], *B.getMRI())
                                     : std::nullopt;
    std::optional<StringRef> Name =
        Index && Index->getActiveBits() <= 64
            ? getLinkName(*MF.getFunction().getParent(), Index->getZExtValue(),
                          Bi.Opcode)
            : std::nullopt;
    if (!Name)
      return fail("takes a constant index into !" +
                  getLinkNameTable(Bi.Opcode) +
                  " (one MDString each), which has no such entry");
    Built = buildLinkValue(B, Bi.Opcode, Def, *Name);
  } else {
    Built = buildBuiltin(B, Bi.Opcode, Def, Args);
  }
  if (!Built)
    return fail("the instruction takes more operands than are values "
                "(metadata or immediates reached instruction selection)");
  MI.eraseFromParent();
  return true;
}
