//===-- EVMMCTargetDesc.cpp - EVM target descriptions -----------------------===//
//
// Registers the MC layer of the EVM target and defines the opcode tables of
// the stack instructions.
//
//===----------------------------------------------------------------------===//

#include "EVMMCTargetDesc.h"
#include "EVMDebug.h"
#include "EVMInstPrinter.h"
#include "EVMMCAsmInfo.h"
#include "EVMMCExpr.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

#define GET_INSTRINFO_MC_DESC
#define ENABLE_INSTR_PREDICATE_VERIFIER
#include "EVMGenInstrInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "EVMGenSubtargetInfo.inc"

#define GET_REGINFO_MC_DESC
#include "EVMGenRegisterInfo.inc"

unsigned EVM::getPushOpcode(unsigned NumBytes) {
  static const unsigned Opcodes[] = {
      EVM::PUSH0_S,  EVM::PUSH1_S,  EVM::PUSH2_S,  EVM::PUSH3_S,
      EVM::PUSH4_S,  EVM::PUSH5_S,  EVM::PUSH6_S,  EVM::PUSH7_S,
      EVM::PUSH8_S,  EVM::PUSH9_S,  EVM::PUSH10_S, EVM::PUSH11_S,
      EVM::PUSH12_S, EVM::PUSH13_S, EVM::PUSH14_S, EVM::PUSH15_S,
      EVM::PUSH16_S, EVM::PUSH17_S, EVM::PUSH18_S, EVM::PUSH19_S,
      EVM::PUSH20_S, EVM::PUSH21_S, EVM::PUSH22_S, EVM::PUSH23_S,
      EVM::PUSH24_S, EVM::PUSH25_S, EVM::PUSH26_S, EVM::PUSH27_S,
      EVM::PUSH28_S, EVM::PUSH29_S, EVM::PUSH30_S, EVM::PUSH31_S,
      EVM::PUSH32_S};
  EVM_ASSERT(NumBytes <= 32, "PUSH immediates are at most 32 bytes");
  return Opcodes[NumBytes];
}

unsigned EVM::getDupOpcode(unsigned Depth) {
  static const unsigned Opcodes[] = {
      EVM::DUP1_S,  EVM::DUP2_S,  EVM::DUP3_S,  EVM::DUP4_S,
      EVM::DUP5_S,  EVM::DUP6_S,  EVM::DUP7_S,  EVM::DUP8_S,
      EVM::DUP9_S,  EVM::DUP10_S, EVM::DUP11_S, EVM::DUP12_S,
      EVM::DUP13_S, EVM::DUP14_S, EVM::DUP15_S, EVM::DUP16_S};
  EVM_ASSERT(Depth >= 1 && Depth <= MaxStackAccess, "DUP1..DUP16");
  return Opcodes[Depth - 1];
}

unsigned EVM::getSwapOpcode(unsigned Depth) {
  static const unsigned Opcodes[] = {
      EVM::SWAP1_S,  EVM::SWAP2_S,  EVM::SWAP3_S,  EVM::SWAP4_S,
      EVM::SWAP5_S,  EVM::SWAP6_S,  EVM::SWAP7_S,  EVM::SWAP8_S,
      EVM::SWAP9_S,  EVM::SWAP10_S, EVM::SWAP11_S, EVM::SWAP12_S,
      EVM::SWAP13_S, EVM::SWAP14_S, EVM::SWAP15_S, EVM::SWAP16_S};
  EVM_ASSERT(Depth >= 1 && Depth <= MaxStackAccess, "SWAP1..SWAP16");
  return Opcodes[Depth - 1];
}

int EVM::getPushSize(unsigned Opcode) {
  for (unsigned N = 0; N <= 32; ++N)
    if (getPushOpcode(N) == Opcode)
      return N;
  return -1;
}

bool EVM::isSymbolicPush(unsigned Opcode, ArrayRef<MCOperand> Operands) {
  int Bytes = getPushSize(Opcode);
  return Bytes > 0 && static_cast<unsigned>(Bytes) <= MaxSymbolPushBytes &&
         !Operands.empty() && !getImmValue(Operands[0]);
}

bool EVM::isSymbolicPush(const MCInst &Inst) {
  return isSymbolicPush(Inst.getOpcode(),
                        ArrayRef<MCOperand>(Inst.begin(), Inst.end()));
}

bool EVM::isLinkValuePush(const MCInst &Inst) {
  int Bytes = getPushSize(Inst.getOpcode());
  return (Bytes == 20 || Bytes == 32) && Inst.getNumOperands() &&
         !getImmValue(Inst.getOperand(0));
}

static MCInstrInfo *createEVMMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitEVMMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createEVMMCRegisterInfo(const Triple &TT) {
  auto *X = new MCRegisterInfo();
  InitEVMMCRegisterInfo(X, /*RA=*/0);
  return X;
}

bool EVM::isKnownCPU(StringRef CPU) {
  CPU = resolveCPU(CPU);
  return any_of(EVMSubTypeKV,
                [&](const SubtargetSubTypeKV &KV) { return CPU == KV.Key; });
}

std::string EVM::getKnownCPUList() {
  std::string List;
  for (const SubtargetSubTypeKV &KV : EVMSubTypeKV) {
    // "generic" is the default's other name.
    if (StringRef(KV.Key) == "generic")
      continue;
    if (!List.empty())
      List += ", ";
    List += KV.Key;
  }
  return List;
}

StringRef EVM::getSubtargetCPU(StringRef CPU) {
  if (CPU == "help" || isKnownCPU(CPU))
    return resolveCPU(CPU);
  return resolveCPU("");
}

static MCSubtargetInfo *createEVMMCSubtargetInfo(const Triple &TT,
                                                 StringRef CPU, StringRef FS) {
  CPU = EVM::getSubtargetCPU(CPU);
  return createEVMMCSubtargetInfoImpl(TT, CPU, /*TuneCPU=*/CPU, FS);
}

static MCAsmInfo *createEVMMCAsmInfo(const MCRegisterInfo &MRI,
                                     const Triple &TT,
                                     const MCTargetOptions &Options) {
  return new EVMMCAsmInfo(TT);
}

static MCInstPrinter *createEVMMCInstPrinter(const Triple &T,
                                             unsigned SyntaxVariant,
                                             const MCAsmInfo &MAI,
                                             const MCInstrInfo &MII,
                                             const MCRegisterInfo &MRI) {
  return new EVMInstPrinter(MAI, MII, MRI);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializeEVMTargetMC() {
  Target &T = getTheEVMTarget();
  TargetRegistry::RegisterMCAsmInfo(T, createEVMMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createEVMMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createEVMMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createEVMMCSubtargetInfo);
  TargetRegistry::RegisterMCInstPrinter(T, createEVMMCInstPrinter);
  TargetRegistry::RegisterMCCodeEmitter(T, createEVMMCCodeEmitter);
  TargetRegistry::RegisterMCAsmBackend(T, createEVMAsmBackend);
}

MCSymbol *EVM::getHeapStartSymbol(MCContext &Ctx) {
  return Ctx.getOrCreateSymbol(
      Twine(Ctx.getAsmInfo()->getPrivateGlobalPrefix()) + "heap.start");
}
