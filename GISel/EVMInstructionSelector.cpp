//===-- EVMInstructionSelector.cpp - EVM instruction selection --------------===//
//
// Selects generic instructions into register-form EVM instructions. Plain
// arithmetic (and G_EVM_NOT) comes from the TableGen-imported patterns;
// constants (up to 256 bits, which imported patterns cannot carry),
// comparisons, extensions and memory accesses are selected here, one
// instruction at a time. Rewrites that look at more than one instruction are
// combines of EVMPostLegalizerCombiner (TableGen/EVMCombine.td), which runs
// before.
//
//===----------------------------------------------------------------------===//

#include "EVMAddressSpaces.h"
#include "EVMInstrInfo.h"
#include "EVMRegisterBankInfo.h"
#include "EVMSubtarget.h"
#include "EVMTargetMachine.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/CodeGen/GlobalISel/GIMatchTableExecutorImpl.h"
#include "llvm/CodeGen/GlobalISel/GenericMachineInstrs.h"
#include "llvm/CodeGen/GlobalISel/InstructionSelector.h"
#include "llvm/CodeGen/GlobalISel/MIPatternMatch.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/IR/Constants.h"

#define DEBUG_TYPE "evm-isel"

using namespace llvm;

#define GET_GLOBALISEL_PREDICATE_BITSET
#include "EVMGenGlobalISel.inc"
#undef GET_GLOBALISEL_PREDICATE_BITSET

namespace {

class EVMInstructionSelector : public InstructionSelector {
public:
  EVMInstructionSelector(const EVMTargetMachine &TM, const EVMSubtarget &STI,
                         const EVMRegisterBankInfo &RBI);

  bool select(MachineInstr &MI) override;
  static const char *getName() { return DEBUG_TYPE; }

private:
  // The TableGen-erated matcher.
  bool selectImpl(MachineInstr &I, CodeGenCoverage &CoverageInfo) const;

  bool selectCopy(MachineInstr &MI) const;
  bool selectConstant(MachineInstr &MI, MachineIRBuilder &B) const;
  bool selectICmp(MachineInstr &MI, MachineIRBuilder &B) const;
  bool selectExtension(MachineInstr &MI, MachineIRBuilder &B) const;
  bool selectMemory(MachineInstr &MI, MachineIRBuilder &B) const;
  bool selectBranch(MachineInstr &MI, unsigned Opcode) const;

  /// Builds a register-form instruction and constrains its operands.
  MachineInstr *emit(MachineIRBuilder &B, unsigned Opcode,
                     ArrayRef<Register> Defs, ArrayRef<Register> Uses) const;
  Register emitConstant(MachineIRBuilder &B, const APInt &Value) const;
  Register newWord() const;

  const EVMSubtarget &STI;
  const EVMInstrInfo &TII;
  const EVMRegisterInfo &TRI;
  const EVMRegisterBankInfo &RBI;
  MachineRegisterInfo *MRI = nullptr;

  // The generated code refers to the subtarget through this name.
  const EVMSubtarget *Subtarget = &STI;

#define GET_GLOBALISEL_PREDICATES_DECL
#include "EVMGenGlobalISel.inc"
#undef GET_GLOBALISEL_PREDICATES_DECL

#define GET_GLOBALISEL_TEMPORARIES_DECL
#include "EVMGenGlobalISel.inc"
#undef GET_GLOBALISEL_TEMPORARIES_DECL

public:
  void setupMF(MachineFunction &MF, GISelValueTracking *VT,
               CodeGenCoverage *CoverageInfo, ProfileSummaryInfo *PSI,
               BlockFrequencyInfo *BFI) override {
    InstructionSelector::setupMF(MF, VT, CoverageInfo, PSI, BFI);
    MRI = &MF.getRegInfo();
  }
};

} // end anonymous namespace

#define GET_GLOBALISEL_IMPL
#include "EVMGenGlobalISel.inc"
#undef GET_GLOBALISEL_IMPL

EVMInstructionSelector::EVMInstructionSelector(const EVMTargetMachine &TM,
                                               const EVMSubtarget &STI,
                                               const EVMRegisterBankInfo &RBI)
    : STI(STI), TII(*STI.getInstrInfo()), TRI(*STI.getRegisterInfo()),
      RBI(RBI),
#define GET_GLOBALISEL_PREDICATES_INIT
#include "EVMGenGlobalISel.inc"
#undef GET_GLOBALISEL_PREDICATES_INIT
#define GET_GLOBALISEL_TEMPORARIES_INIT
#include "EVMGenGlobalISel.inc"
#undef GET_GLOBALISEL_TEMPORARIES_INIT
{
}

Register EVMInstructionSelector::newWord() const {
  return MRI->createVirtualRegister(&EVM::GPRRegClass);
}

MachineInstr *EVMInstructionSelector::emit(MachineIRBuilder &B,
                                           unsigned Opcode,
                                           ArrayRef<Register> Defs,
                                           ArrayRef<Register> Uses) const {
  auto MIB = B.buildInstr(Opcode);
  for (Register R : Defs)
    MIB.addDef(R);
  for (Register R : Uses)
    MIB.addUse(R);
  constrainSelectedInstRegOperands(*MIB, TII, TRI, RBI);
  return MIB;
}

Register EVMInstructionSelector::emitConstant(MachineIRBuilder &B,
                                              const APInt &Value) const {
  Register Reg = newWord();
  B.buildInstr(EVM::CONST_I256)
      .addDef(Reg)
      .addCImm(ConstantInt::get(B.getMF().getFunction().getContext(),
                                Value.zextOrTrunc(256)));
  return Reg;
}

bool EVMInstructionSelector::select(MachineInstr &MI) {
  if (!MI.isPreISelOpcode()) {
    // Copies, PHIs and target instructions made by the legalizer: their
    // values are words.
    return selectCopy(MI);
  }

  MachineIRBuilder B(MI);
  switch (MI.getOpcode()) {
  case TargetOpcode::G_CONSTANT:
    return selectConstant(MI, B);
  case TargetOpcode::G_ICMP:
    return selectICmp(MI, B);
  case TargetOpcode::G_ZEXT:
  case TargetOpcode::G_SEXT:
  case TargetOpcode::G_ANYEXT:
  case TargetOpcode::G_SEXT_INREG:
    return selectExtension(MI, B);
  case TargetOpcode::G_LOAD:
  case TargetOpcode::G_STORE:
    return selectMemory(MI, B);
  case TargetOpcode::G_TRUNC:
  case TargetOpcode::G_FREEZE:
  case TargetOpcode::G_INTTOPTR:
  case TargetOpcode::G_PTRTOINT:
    // A word stays the same word; only its type changes.
    MI.setDesc(TII.get(TargetOpcode::COPY));
    return selectCopy(MI);
  case TargetOpcode::G_IMPLICIT_DEF:
    MI.setDesc(TII.get(TargetOpcode::IMPLICIT_DEF));
    return RBI.constrainGenericRegister(MI.getOperand(0).getReg(),
                                        EVM::GPRRegClass, *MRI);
  case TargetOpcode::G_PTR_ADD:
    emit(B, EVM::ADD, {MI.getOperand(0).getReg()},
         {MI.getOperand(1).getReg(), MI.getOperand(2).getReg()});
    MI.eraseFromParent();
    return true;
  case TargetOpcode::G_TRAP:
    emit(B, EVM::INVALID, {}, {});
    MI.eraseFromParent();
    return true;
  case TargetOpcode::G_BR:
    MI.setDesc(TII.get(EVM::BR));
    return true;
  case TargetOpcode::G_PHI:
    MI.setDesc(TII.get(TargetOpcode::PHI));
    return selectCopy(MI);
  case TargetOpcode::G_BRCOND:
    return selectBranch(MI, EVM::BRCOND);
  case EVM::G_EVM_BRCONDZ:
    return selectBranch(MI, EVM::BRCONDZ);
  case TargetOpcode::G_FRAME_INDEX: {
    Register Dst = MI.getOperand(0).getReg();
    B.buildInstr(EVM::FRAME_ADDR)
        .addDef(Dst)
        .addFrameIndex(MI.getOperand(1).getIndex());
    MI.eraseFromParent();
    return RBI.constrainGenericRegister(Dst, EVM::GPRRegClass, *MRI);
  }
  case TargetOpcode::G_GLOBAL_VALUE: {
    Register Dst = MI.getOperand(0).getReg();
    B.buildInstr(EVM::GLOBAL_ADDR).addDef(Dst).add(MI.getOperand(1));
    MI.eraseFromParent();
    return RBI.constrainGenericRegister(Dst, EVM::GPRRegClass, *MRI);
  }
  default:
    break;
  }
  return selectImpl(MI, *CoverageInfo);
}

bool EVMInstructionSelector::selectCopy(MachineInstr &MI) const {
  for (const MachineOperand &MO : MI.operands())
    if (MO.isReg() && MO.getReg().isVirtual())
      if (!RBI.constrainGenericRegister(MO.getReg(), EVM::GPRRegClass, *MRI))
        return false;
  return true;
}

bool EVMInstructionSelector::selectConstant(MachineInstr &MI,
                                            MachineIRBuilder &B) const {
  Register Dst = MI.getOperand(0).getReg();
  const MachineOperand &Src = MI.getOperand(1);
  APInt Value = Src.isCImm() ? Src.getCImm()->getValue()
                             : APInt(256, Src.getImm(), /*isSigned=*/true);
  B.buildInstr(EVM::CONST_I256)
      .addDef(Dst)
      .addCImm(ConstantInt::get(MI.getMF()->getFunction().getContext(),
                                Value.zextOrTrunc(256)));
  MI.eraseFromParent();
  return RBI.constrainGenericRegister(Dst, EVM::GPRRegClass, *MRI);
}

/// Every integer predicate is one of LT/GT/SLT/SGT/EQ, possibly swapped or
/// negated with ISZERO; comparing with zero for (in)equality is ISZERO.
bool EVMInstructionSelector::selectICmp(MachineInstr &MI,
                                        MachineIRBuilder &B) const {
  Register Dst = MI.getOperand(0).getReg();
  auto Pred = static_cast<CmpInst::Predicate>(MI.getOperand(1).getPredicate());
  Register LHS = MI.getOperand(2).getReg();
  Register RHS = MI.getOperand(3).getReg();

  if (CmpInst::isEquality(Pred)) {
    std::optional<APInt> RHSConst = getIConstantVRegVal(RHS, *MRI);
    std::optional<APInt> LHSConst = getIConstantVRegVal(LHS, *MRI);
    if (LHSConst && LHSConst->isZero())
      std::swap(LHS, RHS), std::swap(LHSConst, RHSConst);
    if (RHSConst && RHSConst->isZero()) {
      if (Pred == CmpInst::ICMP_EQ) {
        emit(B, EVM::ISZERO, {Dst}, {LHS});
      } else {
        Register IsZero = newWord();
        emit(B, EVM::ISZERO, {IsZero}, {LHS});
        emit(B, EVM::ISZERO, {Dst}, {IsZero});
      }
      MI.eraseFromParent();
      return true;
    }
  }

  unsigned Opcode;
  bool Negate = false;
  switch (Pred) {
  case CmpInst::ICMP_EQ:  Opcode = EVM::EQ; break;
  case CmpInst::ICMP_NE:  Opcode = EVM::EQ; Negate = true; break;
  case CmpInst::ICMP_ULT: Opcode = EVM::LT; break;
  case CmpInst::ICMP_UGT: Opcode = EVM::GT; break;
  case CmpInst::ICMP_ULE: Opcode = EVM::GT; Negate = true; break;
  case CmpInst::ICMP_UGE: Opcode = EVM::LT; Negate = true; break;
  case CmpInst::ICMP_SLT: Opcode = EVM::SLT; break;
  case CmpInst::ICMP_SGT: Opcode = EVM::SGT; break;
  case CmpInst::ICMP_SLE: Opcode = EVM::SGT; Negate = true; break;
  case CmpInst::ICMP_SGE: Opcode = EVM::SLT; Negate = true; break;
  default:
    return false;
  }
  Register CmpDst = Negate ? newWord() : Dst;
  // LT a, b computes a < b with a on top of the stack: operand order is the
  // IR order.
  emit(B, Opcode, {CmpDst}, {LHS, RHS});
  if (Negate)
    emit(B, EVM::ISZERO, {Dst}, {CmpDst});
  MI.eraseFromParent();
  return true;
}

/// A narrow integer lives in a word with undefined high bits: any-extension
/// is free, zero-extension masks, sign-extension (also within a word,
/// G_SEXT_INREG) uses SIGNEXTEND for whole bytes and a shift pair otherwise.
bool EVMInstructionSelector::selectExtension(MachineInstr &MI,
                                             MachineIRBuilder &B) const {
  Register Dst = MI.getOperand(0).getReg();
  Register Src = MI.getOperand(1).getReg();
  unsigned Bits = MI.getOpcode() == TargetOpcode::G_SEXT_INREG
                      ? MI.getOperand(2).getImm()
                      : MRI->getType(Src).getSizeInBits();

  switch (MI.getOpcode()) {
  case TargetOpcode::G_ANYEXT:
    MI.setDesc(TII.get(TargetOpcode::COPY));
    return selectCopy(MI);
  case TargetOpcode::G_ZEXT: {
    Register Mask = emitConstant(B, APInt::getLowBitsSet(256, Bits));
    emit(B, EVM::AND, {Dst}, {Src, Mask});
    break;
  }
  case TargetOpcode::G_SEXT:
  case TargetOpcode::G_SEXT_INREG:
    if (Bits % 8 == 0) {
      Register Bytes = emitConstant(B, APInt(256, Bits / 8 - 1));
      emit(B, EVM::SIGNEXTEND, {Dst}, {Bytes, Src});
    } else {
      Register Amount = emitConstant(B, APInt(256, 256 - Bits));
      Register Shifted = newWord();
      emit(B, EVM::SHL, {Shifted}, {Amount, Src});
      emit(B, EVM::SAR, {Dst}, {Amount, Shifted});
    }
    break;
  default:
    return false;
  }
  MI.eraseFromParent();
  return true;
}

/// The opcode that loads (\p IsLoad) or stores a whole word in address space
/// \p AS, or 0 if there is none.
static unsigned getWordAccessOpcode(unsigned AS, bool IsLoad) {
  switch (AS) {
  case EVMAS::StackFrame:
  case EVMAS::Heap:
    return IsLoad ? EVM::MLOAD : EVM::MSTORE;
  case EVMAS::CallData:
    return IsLoad ? EVM::CALLDATALOAD : 0;
  case EVMAS::Storage:
    return IsLoad ? EVM::SLOAD : EVM::SSTORE;
  case EVMAS::TransientStorage:
    return IsLoad ? EVM::TLOAD : EVM::TSTORE;
  default:
    return 0;
  }
}

/// Whole-word loads and stores; the legalizer expanded every other access
/// (docs/ir-dialect.md).
bool EVMInstructionSelector::selectMemory(MachineInstr &MI,
                                          MachineIRBuilder &B) const {
  auto &MemOp = cast<GLoadStore>(MI);
  unsigned AS = MRI->getType(MemOp.getPointerReg()).getAddressSpace();
  if (MemOp.getMemSizeInBits().getValue() != 256)
    return false;
  bool IsLoad = MI.getOpcode() == TargetOpcode::G_LOAD;
  unsigned Opc = getWordAccessOpcode(AS, IsLoad);
  if (!Opc)
    return false;
  MachineInstr *Access =
      IsLoad ? emit(B, Opc, {MemOp.getReg(0)}, {MemOp.getPointerReg()})
             : emit(B, Opc, {}, {MemOp.getPointerReg(), MemOp.getReg(0)});
  // What the access touches, and whether it is volatile, for the machine
  // passes that move accesses (EVMExpressionOrder). CALLDATALOAD reads no
  // memory that changes: it is not a load to them.
  if (Access->mayLoadOrStore())
    Access->cloneMemRefs(*MI.getMF(), MI);
  MI.eraseFromParent();
  return true;
}

namespace llvm {
InstructionSelector *
createEVMInstructionSelector(const EVMTargetMachine &TM,
                             const EVMSubtarget &STI,
                             const EVMRegisterBankInfo &RBI) {
  return new EVMInstructionSelector(TM, STI, RBI);
}
} // namespace llvm

/// A branch on a word: G_BRCOND jumps when it is not zero, G_EVM_BRCONDZ
/// (made by EVMPostLegalizerCombiner) when it is.
bool EVMInstructionSelector::selectBranch(MachineInstr &MI,
                                          unsigned Opcode) const {
  MI.setDesc(TII.get(Opcode));
  return RBI.constrainGenericRegister(MI.getOperand(0).getReg(),
                                      EVM::GPRRegClass, *MRI);
}
