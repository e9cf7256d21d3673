//===-- EVMTargetTransformInfo.h - EVM cost model for IR passes -*- C++ -*-===//
//
// The costs LLVM's middle end (inliner, unroller, SimplifyCFG, the
// vectorisers, ...) and the IR passes of llc ask the target for. See the
// .cpp file for the model.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVMTARGETTRANSFORMINFO_H
#define EVM_EVMTARGETTRANSFORMINFO_H

#include "EVMTargetMachine.h"
#include "llvm/CodeGen/BasicTTIImpl.h"

namespace llvm {

class EVMTTIImpl final : public BasicTTIImplBase<EVMTTIImpl> {
  using BaseT = BasicTTIImplBase<EVMTTIImpl>;
  using TTI = TargetTransformInfo;
  friend BaseT;

  const EVMSubtarget *ST;
  const EVMTargetLowering *TLI;

  const EVMSubtarget *getST() const { return ST; }
  const EVMTargetLowering *getTLI() const { return TLI; }

  /// The cost of opcode \p Opc (EVM::DIV, ...) in TTI units.
  InstructionCost getOpcodeCost(unsigned Opc) const;
  /// The number of 256-bit words a scalar integer of type \p Ty occupies,
  /// or 0 for a type the cost model leaves to the generic implementation.
  static unsigned getWordCount(Type *Ty);

public:
  EVMTTIImpl(const EVMTargetMachine *TM, const Function &F)
      : BaseT(TM, F.getDataLayout()), ST(TM->getSubtargetImpl(F)),
        TLI(ST->getTargetLowering()) {}

  // No vector registers: the loop and SLP vectorisers leave code alone.
  unsigned getNumberOfRegisters(unsigned ClassID) const override;
  TypeSize
  getRegisterBitWidth(TargetTransformInfo::RegisterKind K) const override;
  unsigned getMinVectorRegisterBitWidth() const override { return 0; }
  unsigned getMaxInterleaveFactor(ElementCount VF) const override { return 1; }
  bool shouldExpandReduction(const IntrinsicInst *II) const override {
    return true;
  }

  bool isTypeLegal(Type *Ty) const override;
  bool hasDivRemOp(Type *DataType, bool IsSigned) const override;
  bool shouldBuildLookupTables() const override { return false; }
  InstructionCost getIntImmCost(const APInt &Imm, Type *Ty,
                                TTI::TargetCostKind CostKind) const override;

  InstructionCost getArithmeticInstrCost(
      unsigned Opcode, Type *Ty, TTI::TargetCostKind CostKind,
      TTI::OperandValueInfo Op1Info = {TTI::OK_AnyValue, TTI::OP_None},
      TTI::OperandValueInfo Op2Info = {TTI::OK_AnyValue, TTI::OP_None},
      ArrayRef<const Value *> Args = {},
      const Instruction *CxtI = nullptr) const override;
  InstructionCost getMemoryOpCost(unsigned Opcode, Type *Src, Align Alignment,
                                  unsigned AddressSpace,
                                  TTI::TargetCostKind CostKind,
                                  TTI::OperandValueInfo OpInfo = {TTI::OK_AnyValue, TTI::OP_None},
                                  const Instruction *I = nullptr) const override;
  InstructionCost getCFInstrCost(unsigned Opcode, TTI::TargetCostKind CostKind,
                                 const Instruction *I = nullptr) const override;
  InstructionCost
  getCmpSelInstrCost(unsigned Opcode, Type *ValTy, Type *CondTy,
                     CmpInst::Predicate VecPred, TTI::TargetCostKind CostKind,
                     TTI::OperandValueInfo Op1Info = {TTI::OK_AnyValue, TTI::OP_None},
                     TTI::OperandValueInfo Op2Info = {TTI::OK_AnyValue, TTI::OP_None},
                     const Instruction *I = nullptr) const override;

  InstructionCost
  getIntrinsicInstrCost(const IntrinsicCostAttributes &ICA,
                        TTI::TargetCostKind CostKind) const override;

  void getUnrollingPreferences(Loop *L, ScalarEvolution &SE,
                               TTI::UnrollingPreferences &UP,
                               OptimizationRemarkEmitter *ORE) const override;
  void getPeelingPreferences(Loop *L, ScalarEvolution &SE,
                             TTI::PeelingPreferences &PP) const override;
  unsigned getInliningThresholdMultiplier() const override;
  int getInlinerVectorBonusPercent() const override { return 0; }
};

} // namespace llvm

#endif
