//===-- EVMLowerVectors.cpp - Prepare vector IR for scalarization ---------===//
//
// The EVM has no vector registers: fixed-width integer vectors are split
// into their elements before instruction selection. LLVM's Scalarizer does
// the splitting of the element-wise operations (arithmetic, compares,
// selects, casts, PHIs, insert/extract/shuffle, intrinsics applied per
// element); it runs right after this pass. This pass rewrites, first, what
// the Scalarizer leaves as vectors or would split wrongly:
//
//   * bitcasts between a vector and an integer, or between two vector
//     types: a vector <N x iK> is the integer iNK with element 0 in its
//     most significant K bits (the big-endian order LangRef gives a bitcast
//     on a big-endian target). The integer is built from the elements with
//     zext/shl/or and taken apart with lshr/trunc;
//   * loads and stores of vectors: LangRef defines a vector's memory as the
//     memory of the integer it bitcasts to, so a vector access is that
//     integer's access plus the bitcast above (this also covers elements
//     that are not whole bytes, whose bits are packed);
//   * llvm.vector.reduce.{add,mul,and,or,xor,smax,smin,umax,umin}: a chain
//     of the scalar operation over the extracted elements.
//
// What is left is element-wise and goes to the Scalarizer; EVMCheckIR has
// rejected every vector it cannot take apart (floating point, scalable,
// pointer elements, vectors in signatures and globals), so no vector type
// reaches the IRTranslator.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

#define DEBUG_TYPE "evm-lower-vectors"

namespace {

class EVMLowerVectors final : public FunctionPass {
public:
  static char ID;
  EVMLowerVectors() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM lower vectors"; }
  bool runOnFunction(Function &F) override;
};

} // end anonymous namespace

char EVMLowerVectors::ID = 0;
INITIALIZE_PASS(EVMLowerVectors, DEBUG_TYPE,
                "Rewrite vector bitcasts, memory accesses and reductions",
                false, false)

FunctionPass *llvm::createEVMLowerVectorsPass() {
  return new EVMLowerVectors();
}

/// The integer with the bits of a value of vector type \p VT.
static IntegerType *getIntegerOf(FixedVectorType *VT) {
  return IntegerType::get(VT->getContext(),
                          VT->getNumElements() * VT->getScalarSizeInBits());
}

/// The bits of \p V (a vector) as an integer, element 0 most significant.
static Value *vectorToInteger(IRBuilderBase &B, Value *V) {
  auto *VT = cast<FixedVectorType>(V->getType());
  IntegerType *IntTy = getIntegerOf(VT);
  unsigned N = VT->getNumElements(), K = VT->getScalarSizeInBits();
  Value *Result = nullptr;
  for (unsigned I = 0; I != N; ++I) {
    Value *Elt = B.CreateZExt(B.CreateExtractElement(V, I), IntTy);
    if (unsigned Shift = K * (N - 1 - I))
      Elt = B.CreateShl(Elt, Shift);
    Result = Result ? B.CreateOr(Result, Elt) : Elt;
  }
  return Result;
}

/// The vector of type \p VT whose bits are the integer \p V.
static Value *integerToVector(IRBuilderBase &B, Value *V, FixedVectorType *VT) {
  unsigned N = VT->getNumElements(), K = VT->getScalarSizeInBits();
  Value *Result = PoisonValue::get(VT);
  for (unsigned I = 0; I != N; ++I) {
    Value *Elt = V;
    if (unsigned Shift = K * (N - 1 - I))
      Elt = B.CreateLShr(Elt, Shift);
    Result = B.CreateInsertElement(
        Result, B.CreateTrunc(Elt, VT->getElementType()), I);
  }
  return Result;
}

/// A bitcast with a vector on either side, through the integer of its size.
static Value *lowerBitCast(IRBuilderBase &B, BitCastInst &BC) {
  Value *Src = BC.getOperand(0);
  if (isa<FixedVectorType>(Src->getType()))
    Src = vectorToInteger(B, Src);
  if (auto *DstVT = dyn_cast<FixedVectorType>(BC.getType()))
    return integerToVector(B, Src, DstVT);
  return Src;
}

static Value *lowerLoad(IRBuilderBase &B, LoadInst &LI) {
  auto *VT = cast<FixedVectorType>(LI.getType());
  LoadInst *Int = B.CreateAlignedLoad(getIntegerOf(VT), LI.getPointerOperand(),
                                      LI.getAlign(), LI.isVolatile());
  Int->copyMetadata(LI);
  return integerToVector(B, Int, VT);
}

static void lowerStore(IRBuilderBase &B, StoreInst &SI) {
  StoreInst *Int =
      B.CreateAlignedStore(vectorToInteger(B, SI.getValueOperand()),
                           SI.getPointerOperand(), SI.getAlign(),
                           SI.isVolatile());
  Int->copyMetadata(SI);
}

/// The integer reductions, in element order (the operations are
/// associative, so any order gives the same result).
static Value *lowerReduction(IRBuilderBase &B, IntrinsicInst &II) {
  Value *Vec = II.getArgOperand(0);
  unsigned N = cast<FixedVectorType>(Vec->getType())->getNumElements();
  Intrinsic::ID ID = II.getIntrinsicID();
  Value *Acc = B.CreateExtractElement(Vec, uint64_t(0));
  for (unsigned I = 1; I != N; ++I) {
    Value *Elt = B.CreateExtractElement(Vec, I);
    if (ID == Intrinsic::vector_reduce_smax ||
        ID == Intrinsic::vector_reduce_smin ||
        ID == Intrinsic::vector_reduce_umax ||
        ID == Intrinsic::vector_reduce_umin)
      Acc = B.CreateBinaryIntrinsic(getMinMaxReductionIntrinsicOp(ID), Acc,
                                    Elt);
    else
      Acc = B.CreateBinOp(
          Instruction::BinaryOps(getArithmeticReductionInstruction(ID)), Acc,
          Elt);
  }
  return Acc;
}

static bool isIntegerReduction(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return false;
  switch (II->getIntrinsicID()) {
  case Intrinsic::vector_reduce_add:
  case Intrinsic::vector_reduce_mul:
  case Intrinsic::vector_reduce_and:
  case Intrinsic::vector_reduce_or:
  case Intrinsic::vector_reduce_xor:
  case Intrinsic::vector_reduce_smax:
  case Intrinsic::vector_reduce_smin:
  case Intrinsic::vector_reduce_umax:
  case Intrinsic::vector_reduce_umin:
    return true;
  default:
    return false;
  }
}

bool EVM::isVectorReductionToLower(const Instruction &I) {
  return isIntegerReduction(I);
}

bool EVMLowerVectors::runOnFunction(Function &F) {
  SmallVector<Instruction *, 16> Work;
  for (Instruction &I : instructions(F)) {
    if (auto *LI = dyn_cast<LoadInst>(&I)) {
      if (isa<FixedVectorType>(LI->getType()))
        Work.push_back(&I);
    } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
      if (isa<FixedVectorType>(SI->getValueOperand()->getType()))
        Work.push_back(&I);
    } else if (isa<BitCastInst>(I)) {
      if (isa<FixedVectorType>(I.getType()) ||
          isa<FixedVectorType>(I.getOperand(0)->getType()))
        Work.push_back(&I);
    } else if (isIntegerReduction(I)) {
      Work.push_back(&I);
    }
  }
  for (Instruction *I : Work) {
    IRBuilder<> B(I);
    Value *New = nullptr;
    if (auto *LI = dyn_cast<LoadInst>(I))
      New = lowerLoad(B, *LI);
    else if (auto *SI = dyn_cast<StoreInst>(I))
      lowerStore(B, *SI);
    else if (auto *BC = dyn_cast<BitCastInst>(I))
      New = lowerBitCast(B, *BC);
    else
      New = lowerReduction(B, *cast<IntrinsicInst>(I));
    if (New) {
      New->takeName(I);
      I->replaceAllUsesWith(New);
    }
    I->eraseFromParent();
  }
  return !Work.empty();
}
