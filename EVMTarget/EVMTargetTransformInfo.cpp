//===-- EVMTargetTransformInfo.cpp - EVM cost model for IR passes ---------===//
//
// The EVM's cost model for the middle end (bin/opt, bin/evm-bin -O1..-Oz)
// and for llc's own IR passes. The unit is one "very low" opcode: 3 gas
// (ADD, AND, LT, MLOAD, PUSH, DUP, ...), which is TargetTransformInfo's
// TCC_Basic. Costs of opcodes come from the gas column of the instruction
// table (EVMII::getBaseGas), rounded up to whole units; the code-size cost
// is about one byte per opcode.
//
//   * There are no vector registers (register count and width 0, interleave
//     factor 1): the loop and SLP vectorisers do nothing, and vector IR
//     written by others is scalarised before instruction selection.
//   * i256 is the machine word: legal and as cheap as any integer. Narrower
//     integers cost a masking operation where the result can overflow;
//     wider ones cost per 256-bit word (quadratically for multiplication;
//     division wider than a word is a bit-serial loop).
//   * Memory costs per word (MLOAD/MSTORE, CALLDATALOAD), plus the masking
//     of narrow loads and the read-modify-write of narrow stores; storage
//     costs what SLOAD/SSTORE/TLOAD/TSTORE cost warm; code and return data
//     are copied to memory first.
//   * A jump costs JUMP/JUMPI, the PUSH of its label and the JUMPDEST.
//   * Loops are not unrolled partially or at run time (remainder loops cost
//     code for little gas); full unrolling follows the generic thresholds,
//     and none under -Os/-Oz. Switches never become lookup tables (a table
//     is a memory global the entry code must initialise).
//   * An internal call costs a return label, two jumps, two JUMPDESTs and
//     the argument shuffling around them, several times a host call: the
//     inlining threshold is scaled up accordingly.
//
//===----------------------------------------------------------------------===//

#include "EVMTargetTransformInfo.h"
#include "EVMAddressSpaces.h"
#include "EVMDebug.h"
#include "IR/EVMBuiltins.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"

using namespace llvm;

#define DEBUG_TYPE "evm-tti"

/// Inlining is worth more than on a register machine (see the file header).
static cl::opt<unsigned> InlineThresholdMultiplier(
    "evm-inline-threshold-multiplier", cl::Hidden, cl::init(2),
    cl::desc("Multiplier of the inliner's threshold for the EVM"));

/// A conditional jump: PUSH label, JUMPI, and the JUMPDEST of the
/// fall-through or target block, in gas.
static constexpr unsigned JumpIGas = 3 + 10 + 1;
static constexpr unsigned JumpGas = 3 + 8 + 1;

static InstructionCost gasToCost(unsigned Gas) {
  return std::max(1u, (Gas + 2) / 3);
}

InstructionCost EVMTTIImpl::getOpcodeCost(unsigned Opc) const {
  return gasToCost(EVMII::getBaseGas(ST->getInstrInfo()->get(Opc)));
}

unsigned EVMTTIImpl::getWordCount(Type *Ty) {
  if (Ty->isPointerTy())
    return 1;
  if (auto *IntTy = dyn_cast<IntegerType>(Ty))
    return divideCeil(IntTy->getBitWidth(), 256);
  return 0;
}

unsigned EVMTTIImpl::getNumberOfRegisters(unsigned ClassID) const {
  bool Vector = ClassID == getRegisterClassForType(/*Vector=*/true);
  // DUP16/SWAP16 reach sixteen values.
  return Vector ? 0 : EVM::MaxStackAccess;
}

TypeSize
EVMTTIImpl::getRegisterBitWidth(TargetTransformInfo::RegisterKind K) const {
  switch (K) {
  case TargetTransformInfo::RGK_Scalar:
    return TypeSize::getFixed(256);
  case TargetTransformInfo::RGK_FixedWidthVector:
    return TypeSize::getFixed(0);
  case TargetTransformInfo::RGK_ScalableVector:
    return TypeSize::getScalable(0);
  }
  EVM_UNREACHABLE("unknown register kind");
}

bool EVMTTIImpl::isTypeLegal(Type *Ty) const {
  return Ty->isPointerTy() || Ty->isIntegerTy(256);
}

// The remainder has its own instruction (MOD, SMOD) at the price of the
// quotient's (5 gas each, one byte), so when both of one division are used
// DivRemPairs must keep the remainder: its fallback for targets without a
// combined operation, `X - (X / Y) * Y`, adds a MUL (5 gas), a SUB and the
// copies that keep X and Y for them. Narrower integers are widened to the
// word, where the same holds. Wider ones are expanded into loops
// (ExpandLargeDivRem), where the remainder from the quotient saves one.
bool EVMTTIImpl::hasDivRemOp(Type *DataType, bool IsSigned) const {
  return DataType->isIntegerTy() && DataType->getIntegerBitWidth() <= 256;
}

InstructionCost EVMTTIImpl::getIntImmCost(const APInt &Imm, Type *Ty,
                                          TTI::TargetCostKind CostKind) const {
  // PUSH0 is cheaper than any other push; everything else is one PUSHn per
  // word.
  if (Imm.isZero())
    return TTI::TCC_Free;
  return std::max(1u, getWordCount(Ty)) * TTI::TCC_Basic;
}

InstructionCost EVMTTIImpl::getArithmeticInstrCost(
    unsigned Opcode, Type *Ty, TTI::TargetCostKind CostKind,
    TTI::OperandValueInfo Op1Info, TTI::OperandValueInfo Op2Info,
    ArrayRef<const Value *> Args, const Instruction *CxtI) const {
  unsigned Words = getWordCount(Ty);
  if (!Words)
    return BaseT::getArithmeticInstrCost(Opcode, Ty, CostKind, Op1Info,
                                         Op2Info, Args, CxtI);
  unsigned Bits = Ty->getIntegerBitWidth();
  // A result that can exceed a narrow width is masked at its uses.
  InstructionCost Mask = Bits % 256 ? TTI::TCC_Basic : 0;
  switch (Opcode) {
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
    return Words * getOpcodeCost(EVM::AND);
  case Instruction::Add:
  case Instruction::Sub:
    // Wider: a carry (LT) and its addition per word.
    return Words * getOpcodeCost(EVM::ADD) * (Words > 1 ? 3 : 1) + Mask;
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
    return Words * getOpcodeCost(EVM::SHL) * (Words > 1 ? 4 : 1) + Mask;
  case Instruction::Mul:
    // Wider: a word multiply and the high half (MULMOD, SUB, LT) for each
    // pair of words.
    if (Words > 1)
      return Words * Words *
             (getOpcodeCost(EVM::MUL) + getOpcodeCost(EVM::MULMOD) + 2);
    return getOpcodeCost(EVM::MUL) + Mask;
  case Instruction::UDiv:
  case Instruction::URem:
  case Instruction::SDiv:
  case Instruction::SRem: {
    // By a power of two: a shift or a mask.
    if (Op2Info.isPowerOf2() &&
        (Opcode == Instruction::UDiv || Opcode == Instruction::URem))
      return Words * getOpcodeCost(EVM::SHR);
    if (Words > 1)
      // A bit-serial loop: a shift, a compare and a subtract per bit.
      return Bits * 6 * Words;
    bool Signed = Opcode == Instruction::SDiv || Opcode == Instruction::SRem;
    // Narrow signed operands are sign-extended to the word first.
    return getOpcodeCost(EVM::DIV) +
           (Signed && Bits < 256 ? 2 * TTI::TCC_Basic : 0);
  }
  default:
    return BaseT::getArithmeticInstrCost(Opcode, Ty, CostKind, Op1Info,
                                         Op2Info, Args, CxtI);
  }
}

InstructionCost EVMTTIImpl::getMemoryOpCost(unsigned Opcode, Type *Src,
                                            Align Alignment,
                                            unsigned AddressSpace,
                                            TTI::TargetCostKind CostKind,
                                            TTI::OperandValueInfo OpInfo,
                                            const Instruction *I) const {
  unsigned Words = getWordCount(Src);
  if (!Words)
    return BaseT::getMemoryOpCost(Opcode, Src, Alignment, AddressSpace,
                                  CostKind, OpInfo, I);
  bool IsLoad = Opcode == Instruction::Load;
  unsigned Bits = Src->isPointerTy() ? 256 : Src->getIntegerBitWidth();
  switch (AddressSpace) {
  case EVMAS::Storage:
    return Words * getOpcodeCost(IsLoad ? EVM::SLOAD : EVM::SSTORE);
  case EVMAS::TransientStorage:
    return Words * getOpcodeCost(IsLoad ? EVM::TLOAD : EVM::TSTORE);
  case EVMAS::ReturnData:
  case EVMAS::Code:
    // Copied to scratch memory, then loaded.
    return Words * (getOpcodeCost(EVM::CODECOPY) + getOpcodeCost(EVM::MLOAD));
  default:
    break;
  }
  InstructionCost Word =
      getOpcodeCost(IsLoad ? (AddressSpace == EVMAS::CallData
                                  ? EVM::CALLDATALOAD
                                  : EVM::MLOAD)
                           : EVM::MSTORE);
  if (Bits % 256 == 0)
    return Words * Word;
  if (IsLoad) // A shift right to the value's width.
    return Words * Word + TTI::TCC_Basic;
  if (Bits == 8) // MSTORE8.
    return Word;
  // Read, mask, merge, write.
  return Words * Word + getOpcodeCost(EVM::MLOAD) + 3 * TTI::TCC_Basic;
}

InstructionCost EVMTTIImpl::getCFInstrCost(unsigned Opcode,
                                           TTI::TargetCostKind CostKind,
                                           const Instruction *I) const {
  if (Opcode != Instruction::Br)
    return BaseT::getCFInstrCost(Opcode, CostKind, I);
  // A branch to the next block is free for every kind of cost.
  if (I && cast<BranchInst>(I)->isUnconditional())
    return CostKind == TTI::TCK_RecipThroughput ? gasToCost(JumpGas)
                                                : InstructionCost(0);
  if (CostKind == TTI::TCK_CodeSize)
    return 5; // PUSH label, JUMPI, JUMPDEST, ISZERO at worst.
  return gasToCost(JumpIGas);
}

InstructionCost EVMTTIImpl::getCmpSelInstrCost(
    unsigned Opcode, Type *ValTy, Type *CondTy, CmpInst::Predicate VecPred,
    TTI::TargetCostKind CostKind, TTI::OperandValueInfo Op1Info,
    TTI::OperandValueInfo Op2Info, const Instruction *I) const {
  unsigned Words = getWordCount(ValTy);
  if (!Words)
    return BaseT::getCmpSelInstrCost(Opcode, ValTy, CondTy, VecPred, CostKind,
                                     Op1Info, Op2Info, I);
  if (Opcode == Instruction::ICmp) {
    // LT/GT/SLT/SGT/EQ, with an ISZERO for the negated predicates, and a
    // combination per extra word.
    return Words * 2 * getOpcodeCost(EVM::LT);
  }
  // A select without a jump: b ^ ((a ^ b) * c), plus the stack shuffling.
  return Words * (2 * getOpcodeCost(EVM::XOR) + getOpcodeCost(EVM::MUL) + 1);
}

InstructionCost
EVMTTIImpl::getIntrinsicInstrCost(const IntrinsicCostAttributes &ICA,
                                  TTI::TargetCostKind CostKind) const {
  // The builtins (`llvm.evm.*`) have no intrinsic ID, and the generic model
  // prices each at one basic instruction: they cost their opcode, as the
  // instructions above do (EVMSelectToBranch weighs what a select's side
  // computes with it).
  if (ICA.getID() == Intrinsic::not_intrinsic && ICA.getInst())
    if (const Function *F = ICA.getInst()->getCalledFunction())
      if (std::optional<EVM::Builtin> B = EVM::getBuiltin(F->getName()))
        return CostKind == TTI::TCK_CodeSize ? InstructionCost(TTI::TCC_Basic)
                                             : getOpcodeCost(B->Opcode);
  return BaseT::getIntrinsicInstrCost(ICA, CostKind);
}

void EVMTTIImpl::getUnrollingPreferences(Loop *L, ScalarEvolution &SE,
                                         TTI::UnrollingPreferences &UP,
                                         OptimizationRemarkEmitter *ORE) const {
  UP.Partial = false;
  UP.Runtime = false;
  UP.UpperBound = false;
  UP.OptSizeThreshold = 0;
  UP.PartialOptSizeThreshold = 0;
}

void EVMTTIImpl::getPeelingPreferences(Loop *L, ScalarEvolution &SE,
                                       TTI::PeelingPreferences &PP) const {
  BaseT::getPeelingPreferences(L, SE, PP);
}

unsigned EVMTTIImpl::getInliningThresholdMultiplier() const {
  return InlineThresholdMultiplier;
}
