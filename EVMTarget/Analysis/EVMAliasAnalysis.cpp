//===-- EVMAliasAnalysis.cpp - What Yul's memory discipline tells ---------===//
//
// See EVMAliasAnalysis.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/EVMAliasAnalysis.h"
#include "EVM.h"
#include "EVMAddressSpaces.h"
#include "IR/EVMBuiltins.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

AnalysisKey EVMAA::Key;

/// Solc's reserved words: scratch space, free memory pointer, zero slot.
static constexpr int64_t ReservedEnd = 0x80;
static constexpr int64_t FreeMemoryPointer = 0x40;

std::optional<EVM::MemoryAddress>
EVM::decomposeAddress(const Value *V, const DataLayout &DL) {
  int64_t Offset = 0;
  if (V->getType()->isPointerTy()) {
    APInt Off(DL.getIndexTypeSizeInBits(V->getType()), 0);
    V = V->stripAndAccumulateConstantOffsets(DL, Off,
                                             /*AllowNonInbounds=*/true);
    if (Off.getSignificantBits() > 62)
      return std::nullopt;
    Offset = Off.getSExtValue();
    if (isa<ConstantPointerNull>(V))
      return MemoryAddress{nullptr, Offset};
    if (Operator::getOpcode(V) != Instruction::IntToPtr)
      return MemoryAddress{V, Offset};
    V = cast<Operator>(V)->getOperand(0);
  }
  const APInt *C;
  const Value *X;
  while (match(V, m_Add(m_Value(X), m_APInt(C))) ||
         match(V, m_DisjointOr(m_Value(X), m_APInt(C)))) {
    if (C->getSignificantBits() > 62)
      return std::nullopt;
    Offset += C->getSExtValue();
    if (Offset <= -MaxMemoryExtent || Offset >= MaxMemoryExtent)
      return std::nullopt;
    V = X;
  }
  if (const auto *CI = dyn_cast<ConstantInt>(V)) {
    if (CI->getValue().getActiveBits() > 60)
      return std::nullopt;
    return MemoryAddress{nullptr, Offset + int64_t(CI->getZExtValue())};
  }
  return MemoryAddress{V, Offset};
}

/// Whether \p Base is where memory is allocated from: memoryguard's result
/// or a word loaded from the free memory pointer.
static bool isAllocationBase(const Value *Base, const DataLayout &DL) {
  if (const auto *Call = dyn_cast<CallBase>(Base)) {
    const Function *Callee = Call->getCalledFunction();
    return Callee && Callee->getName() == "llvm.evm.memoryguard";
  }
  const auto *LI = dyn_cast<LoadInst>(Base);
  if (!LI || !LI->getType()->isIntegerTy(256) ||
      !EVMAS::isMemory(LI->getPointerAddressSpace()))
    return false;
  std::optional<EVM::MemoryAddress> A =
      EVM::decomposeAddress(LI->getPointerOperand(), DL);
  return A && !A->Base && A->Offset == FreeMemoryPointer;
}

bool EVM::followsMemoryDiscipline(const Module &M) {
  return !isMemoryUnsafe(M) && M.getFunction("llvm.evm.memoryguard");
}

bool EVM::mayOverlap(const Value *A, std::optional<int64_t> SizeA,
                     const Value *B, std::optional<int64_t> SizeB,
                     const DataLayout &DL, bool MemorySafe,
                     bool SameIteration) {
  std::optional<MemoryAddress> X = decomposeAddress(A, DL);
  std::optional<MemoryAddress> Y = decomposeAddress(B, DL);
  if (!X || !Y)
    return true;
  if (X->Base == Y->Base &&
      (SameIteration || !X->Base || !isa<Instruction>(X->Base)))
    return !((SizeA && X->Offset + *SizeA <= Y->Offset) ||
             (SizeB && Y->Offset + *SizeB <= X->Offset));
  if (!MemorySafe)
    return true;
  auto IsReserved = [](const MemoryAddress &M, std::optional<int64_t> Size) {
    return !M.Base && M.Offset >= 0 && Size && M.Offset + *Size <= ReservedEnd;
  };
  auto IsAllocated = [&](const MemoryAddress &M) {
    return M.Base && M.Offset >= 0 && isAllocationBase(M.Base, DL);
  };
  return !((IsReserved(*X, SizeA) && IsAllocated(*Y)) ||
           (IsReserved(*Y, SizeB) && IsAllocated(*X)));
}

/// \p Loc's size, if it is known and small enough to compare.
static std::optional<int64_t> getSize(const MemoryLocation &Loc) {
  if (!Loc.Size.hasValue() || Loc.Size.isScalable() ||
      Loc.Size.getValue().getFixedValue() >= uint64_t(EVM::MaxMemoryExtent))
    return std::nullopt;
  return int64_t(Loc.Size.getValue().getFixedValue());
}

/// A builtin's memory operand pair (offset, size) as a size if constant.
static std::optional<int64_t> getConstantSize(const Value *V) {
  const auto *C = dyn_cast<ConstantInt>(V);
  if (!C || C->getValue().getActiveBits() >= 60)
    return std::nullopt;
  return int64_t(C->getZExtValue());
}

static bool isMemory(const MemoryLocation &Loc) {
  return Loc.Ptr->getType()->isPointerTy() &&
         EVMAS::isMemory(Loc.Ptr->getType()->getPointerAddressSpace());
}

AliasResult EVMAAResult::alias(const MemoryLocation &LocA,
                               const MemoryLocation &LocB, AAQueryInfo &AAQI,
                               const Instruction *CtxI) {
  if (!Active || !isMemory(LocA) || !isMemory(LocB))
    return AliasResult::MayAlias;
  return EVM::mayOverlap(LocA.Ptr, getSize(LocA), LocB.Ptr, getSize(LocB), DL,
                         MemorySafe, !AAQI.MayBeCrossIteration)
             ? AliasResult::MayAlias
             : AliasResult::NoAlias;
}

ModRefInfo EVMAAResult::getModRefInfo(const CallBase *Call,
                                      const MemoryLocation &Loc,
                                      AAQueryInfo &AAQI) {
  // Only memory: a CREATE or CALL may run code that calls back and
  // writes storage; KECCAK256 and LOG do not, but storage is not asked
  // here.
  const Function *Callee = Call->getCalledFunction();
  if (!Active || !Callee || !isMemory(Loc))
    return ModRefInfo::ModRef;
  std::optional<EVM::Builtin> B = EVM::getBuiltin(Callee->getName());
  if (!B)
    return ModRefInfo::ModRef;
  EVM::MemoryEffect E = EVM::getMemoryEffect(B->Opcode);
  ModRefInfo Reads = E.Read == EVM::MemoryEffect::NoAccess
                         ? ModRefInfo::NoModRef
                         : ModRefInfo::Ref;
  if (E.Write == EVM::MemoryEffect::NoAccess)
    return Reads;
  if (E.Write == EVM::MemoryEffect::All ||
      Call->arg_size() <= std::max(E.WriteOffset, E.WriteSize))
    return ModRefInfo::ModRef;
  std::optional<int64_t> N = getConstantSize(Call->getArgOperand(E.WriteSize));
  if (N && *N == 0)
    return Reads;
  return EVM::mayOverlap(Call->getArgOperand(E.WriteOffset), N, Loc.Ptr,
                         getSize(Loc), DL, MemorySafe,
                         !AAQI.MayBeCrossIteration)
             ? Reads | ModRefInfo::Mod
             : Reads;
}

EVMAAResult EVMAA::run(Function &F, FunctionAnalysisManager &) {
  const Module &M = *F.getParent();
  return EVMAAResult(M.getDataLayout(), EVM::followsMemoryDiscipline(M),
                     !EVM::isMemoryUnsafe(M));
}
