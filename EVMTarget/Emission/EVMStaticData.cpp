//===-- EVMStaticData.cpp - Where global variables live -------------------===//

#include "EVMStaticData.h"
#include "EVMAddressSpaces.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

bool EVMStaticData::hasAddress(const GlobalVariable &GV) {
  return GV.hasInitializer() && EVMAS::hasStaticAddress(GV.getAddressSpace()) &&
         !GV.getName().starts_with("llvm.");
}

static bool isZeroInitialised(const GlobalVariable &GV) {
  const Constant *Init = GV.getInitializer();
  return Init->isNullValue() || isa<UndefValue>(Init);
}

EVMStaticData::EVMStaticData(const Module &M) : DL(M.getDataLayout()) {
  // What the module's own code keeps below memoryguard's size is not ours.
  // EVMCheckIR has checked that each size is a constant that fits a static
  // address.
  if (const Function *Guard = M.getFunction("llvm.evm.memoryguard"))
    for (const User *U : Guard->users())
      if (const auto *Call = dyn_cast<CallBase>(U))
        if (const auto *Size = dyn_cast<ConstantInt>(Call->getArgOperand(0)))
          if (Size->getValue().ule(EVM::MaxReservedMemory))
            MemoryBase =
                std::max(MemoryBase, alignTo(Size->getZExtValue(), 32));

  // Memory: globals with an initial value first, so that the image copied
  // at entry ends where they end; zero-initialised ones after, for free.
  SmallVector<const GlobalVariable *, 8> Memory;
  for (const GlobalVariable &GV : M.globals())
    if (hasAddress(GV) && EVMAS::isMemory(GV.getAddressSpace()))
      Memory.push_back(&GV);
  llvm::stable_sort(Memory,
                    [](const GlobalVariable *A, const GlobalVariable *B) {
                      return !isZeroInitialised(*A) && isZeroInitialised(*B);
                    });
  for (const GlobalVariable *GV : Memory) {
    // Words are not faster to reach when aligned, but the preferred
    // alignment keeps a word-sized global in one word; more than that buys
    // nothing.
    uint64_t Alignment =
        std::min<uint64_t>(DL.getPreferredAlign(GV).value(), 32);
    uint64_t Offset = alignTo(MemorySize, Alignment);
    MemoryGlobals.push_back({GV, Offset});
    MemorySize = Offset + DL.getTypeAllocSize(GV->getValueType());
    if (!isZeroInitialised(*GV))
      InitSize = MemorySize;
  }

  // Code: packed in module order; CODECOPY reads bytes at any offset. The
  // empty global whose address is the size of the whole output
  // (EVMLinkObjects, datasize of the module's own object) comes last.
  uint64_t CodeSize = 0;
  const GlobalVariable *End = nullptr;
  for (const GlobalVariable &GV : M.globals())
    if (hasAddress(GV) && GV.getAddressSpace() == EVMAS::Code) {
      if (GV.getName() == EVM::CodeEndName) {
        End = &GV;
        continue;
      }
      CodeGlobals.push_back({&GV, CodeSize});
      CodeSize += DL.getTypeAllocSize(GV.getValueType());
    }
  if (End)
    CodeGlobals.push_back({End, CodeSize});
  CodeDataSize = CodeSize;
}

bool EVMStaticData::writeMemoryImage(Image &Out, std::string &Error) const {
  Out.Bytes.assign(InitSize, 0);
  for (const Placement &P : MemoryGlobals)
    if (P.Offset < InitSize && !writeInitializer(*P.GV, P.Offset, Out, Error))
      return false;
  return true;
}

bool EVMStaticData::writeGlobal(const GlobalVariable &GV, Image &Out,
                                std::string &Error) const {
  Out.Bytes.assign(DL.getTypeAllocSize(GV.getValueType()), 0);
  return writeInitializer(GV, 0, Out, Error);
}

bool EVMStaticData::writeInitializer(const GlobalVariable &GV, uint64_t Offset,
                                     Image &Out, std::string &Error) const {
  size_t FirstField = Out.Fields.size();
  if (!write(GV.getInitializer(), Offset, Out, Error)) {
    Error = "global variable '" + GV.getName().str() + "': " + Error;
    return false;
  }
  for (size_t I = FirstField, E = Out.Fields.size(); I < E; ++I)
    Out.Fields[I].Owner = &GV;
  return true;
}

/// Writes \p C at \p Offset of \p Out, big-endian: EVM memory and the code
/// are read most significant byte first.
bool EVMStaticData::write(const Constant *C, uint64_t Offset, Image &Out,
                          std::string &Error) const {
  Type *Ty = C->getType();
  if (C->isNullValue() || isa<UndefValue>(C))
    return true; // the bytes are zero already

  auto writeInt = [&](const APInt &Value) {
    uint64_t Size = DL.getTypeStoreSize(Ty);
    APInt V = Value.zextOrTrunc(Size * 8);
    for (uint64_t I = 0; I < Size; ++I)
      Out.Bytes[Offset + I] =
          static_cast<uint8_t>(V.extractBitsAsZExtValue(8, (Size - 1 - I) * 8));
    return true;
  };
  if (const auto *CI = dyn_cast<ConstantInt>(C))
    return writeInt(CI->getValue());
  if (const auto *FP = dyn_cast<ConstantFP>(C))
    return writeInt(FP->getValueAPF().bitcastToAPInt());

  if (const auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
    uint64_t Stride = DL.getTypeAllocSize(CDS->getElementType());
    for (unsigned I = 0, E = CDS->getNumElements(); I < E; ++I)
      if (!write(CDS->getElementAsConstant(I), Offset + I * Stride, Out, Error))
        return false;
    return true;
  }
  if (const auto *CA = dyn_cast<ConstantArray>(C)) {
    uint64_t Stride = DL.getTypeAllocSize(CA->getType()->getElementType());
    for (unsigned I = 0, E = CA->getNumOperands(); I < E; ++I)
      if (!write(CA->getOperand(I), Offset + I * Stride, Out, Error))
        return false;
    return true;
  }
  if (const auto *CS = dyn_cast<ConstantStruct>(C)) {
    const StructLayout *SL = DL.getStructLayout(CS->getType());
    for (unsigned I = 0, E = CS->getNumOperands(); I < E; ++I)
      if (!write(CS->getOperand(I), Offset + SL->getElementOffset(I), Out,
                 Error))
        return false;
    return true;
  }

  // An address, possibly converted or offset: the code layout decides its
  // value. It is below 2^32 (symbolic pushes are at most PUSH4, see
  // EVMAsmBackend), so it fills the low four bytes of its field, or two
  // when the field is that narrow (the assembler checks that it fits).
  if (isa<GlobalValue>(C) || isa<ConstantExpr>(C)) {
    uint64_t Size = DL.getTypeStoreSize(Ty);
    if (Size < 2) {
      Error = "an address does not fit a " + std::to_string(Size) +
              "-byte field of the initial value";
      return false;
    }
    unsigned FieldSize = Size >= 4 ? 4 : 2;
    Out.Fields.push_back({Offset + Size - FieldSize, FieldSize, C});
    return true;
  }
  Error = "unsupported constant in the initial value";
  return false;
}
