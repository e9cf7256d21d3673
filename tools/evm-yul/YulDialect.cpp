//===-- YulDialect.cpp - The builtins of Yul's EVM dialect ----------------===//

#include "YulDialect.h"
#include "EVMAddressSpaces.h"
#include "IR/EVMBuiltins.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include <memory>

using namespace llvm;
using namespace yul;

namespace {
using K = BuiltinKind;
// Name, arguments, results, kind, backend builtin or reason. A builtin
// that becomes a backend builtin (`llvm.evm.<LLVMName>`) takes the stack
// operands of that builtin's instruction and returns its result, as
// TableGen/EVMBuiltins.td and the instruction descriptions say: its counts
// are read from there (FromBackend), not written twice.
const BuiltinInfo Builtins[] = {
    // Arithmetic and comparison.
    {"add", 2, 1, K::Binary, ""},
    {"sub", 2, 1, K::Binary, ""},
    {"mul", 2, 1, K::Binary, ""},
    {"and", 2, 1, K::Binary, ""},
    {"or", 2, 1, K::Binary, ""},
    {"xor", 2, 1, K::Binary, ""},
    {"div", FromBackend, FromBackend, K::Division, "div"},
    {"sdiv", FromBackend, FromBackend, K::Division, "sdiv"},
    {"mod", FromBackend, FromBackend, K::Division, "mod"},
    {"smod", FromBackend, FromBackend, K::Division, "smod"},
    {"shl", FromBackend, FromBackend, K::Shift, "shl"},
    {"shr", FromBackend, FromBackend, K::Shift, "shr"},
    {"sar", FromBackend, FromBackend, K::Shift, "sar"},
    {"lt", 2, 1, K::Compare, ""},
    {"gt", 2, 1, K::Compare, ""},
    {"slt", 2, 1, K::Compare, ""},
    {"sgt", 2, 1, K::Compare, ""},
    {"eq", 2, 1, K::Compare, ""},
    {"iszero", 1, 1, K::IsZero, ""},
    {"not", 1, 1, K::Not, ""},
    {"exp", FromBackend, FromBackend, K::EVMCall, "exp"},
    {"addmod", FromBackend, FromBackend, K::EVMCall, "addmod"},
    {"mulmod", FromBackend, FromBackend, K::EVMCall, "mulmod"},
    {"signextend", FromBackend, FromBackend, K::EVMCall, "signextend"},
    {"byte", FromBackend, FromBackend, K::EVMCall, "byte"},
    {"clz", 1, 1, K::Clz, ""},
    {"keccak256", FromBackend, FromBackend, K::EVMCall, "sha3"},
    // Memory, storage, transient storage.
    {"mload", 1, 1, K::MLoad, ""},
    {"mstore", 2, 0, K::MStore, ""},
    {"mstore8", 2, 0, K::MStore8, ""},
    {"mcopy", 3, 0, K::MCopy, ""},
    {"msize", FromBackend, FromBackend, K::EVMCall, "msize"},
    {"sload", 1, 1, K::SLoad, ""},
    {"sstore", 2, 0, K::SStore, ""},
    {"tload", 1, 1, K::TLoad, ""},
    {"tstore", 2, 0, K::TStore, ""},
    {"pop", 1, 0, K::Pop, ""},
    // The call's environment and the block.
    {"gas", FromBackend, FromBackend, K::EVMCall, "gas"},
    {"address", FromBackend, FromBackend, K::EVMCall, "address"},
    {"balance", FromBackend, FromBackend, K::EVMCall, "balance"},
    {"selfbalance", FromBackend, FromBackend, K::EVMCall, "selfbalance"},
    {"caller", FromBackend, FromBackend, K::EVMCall, "caller"},
    {"callvalue", FromBackend, FromBackend, K::EVMCall, "callvalue"},
    {"calldataload", FromBackend, FromBackend, K::EVMCall, "calldataload"},
    {"calldatasize", FromBackend, FromBackend, K::EVMCall, "calldatasize"},
    {"calldatacopy", FromBackend, FromBackend, K::EVMCall, "calldatacopy"},
    {"codesize", FromBackend, FromBackend, K::EVMCall, "codesize"},
    {"codecopy", FromBackend, FromBackend, K::EVMCall, "codecopy"},
    {"extcodesize", FromBackend, FromBackend, K::EVMCall, "extcodesize"},
    {"extcodecopy", FromBackend, FromBackend, K::EVMCall, "extcodecopy"},
    {"extcodehash", FromBackend, FromBackend, K::EVMCall, "extcodehash"},
    {"returndatasize", FromBackend, FromBackend, K::EVMCall, "returndatasize"},
    {"returndatacopy", FromBackend, FromBackend, K::EVMCall, "returndatacopy"},
    {"chainid", FromBackend, FromBackend, K::EVMCall, "chainid"},
    {"basefee", FromBackend, FromBackend, K::EVMCall, "basefee"},
    {"blobbasefee", FromBackend, FromBackend, K::EVMCall, "blobbasefee"},
    {"blobhash", FromBackend, FromBackend, K::EVMCall, "blobhash"},
    {"origin", FromBackend, FromBackend, K::EVMCall, "origin"},
    {"gasprice", FromBackend, FromBackend, K::EVMCall, "gasprice"},
    {"blockhash", FromBackend, FromBackend, K::EVMCall, "blockhash"},
    {"coinbase", FromBackend, FromBackend, K::EVMCall, "coinbase"},
    {"timestamp", FromBackend, FromBackend, K::EVMCall, "timestamp"},
    {"number", FromBackend, FromBackend, K::EVMCall, "number"},
    {"prevrandao", FromBackend, FromBackend, K::EVMCall, "prevrandao"},
    {"gaslimit", FromBackend, FromBackend, K::EVMCall, "gaslimit"},
    // Logs, other accounts, and the end of the call.
    {"log0", FromBackend, FromBackend, K::EVMCall, "log0"},
    {"log1", FromBackend, FromBackend, K::EVMCall, "log1"},
    {"log2", FromBackend, FromBackend, K::EVMCall, "log2"},
    {"log3", FromBackend, FromBackend, K::EVMCall, "log3"},
    {"log4", FromBackend, FromBackend, K::EVMCall, "log4"},
    {"create", FromBackend, FromBackend, K::EVMCall, "create"},
    {"create2", FromBackend, FromBackend, K::EVMCall, "create2"},
    {"call", FromBackend, FromBackend, K::EVMCall, "call"},
    {"callcode", FromBackend, FromBackend, K::EVMCall, "callcode"},
    {"delegatecall", FromBackend, FromBackend, K::EVMCall, "delegatecall"},
    {"staticcall", FromBackend, FromBackend, K::EVMCall, "staticcall"},
    {"return", FromBackend, FromBackend, K::Terminator, "return"},
    {"revert", FromBackend, FromBackend, K::Terminator, "revert"},
    {"stop", FromBackend, FromBackend, K::Terminator, "stop"},
    {"invalid", FromBackend, FromBackend, K::Terminator, "invalid"},
    {"selfdestruct", FromBackend, FromBackend, K::Terminator, "selfdestruct"},
    // Objects: their code and data, immutables, libraries, memory.
    {"datasize", 1, 1, K::DataSize, ""},
    {"dataoffset", 1, 1, K::DataOffset, ""},
    {"datacopy", FromBackend, FromBackend, K::EVMCall, "codecopy"},
    {"loadimmutable", 1, 1, K::LoadImmutable, ""},
    {"setimmutable", 3, 0, K::SetImmutable, ""},
    {"linkersymbol", 1, 1, K::LinkerSymbol, ""},
    {"memoryguard", 1, 1, K::MemoryGuard, ""},
    // Refused.
    {"pc", 0, 1, K::Refused,
     "the program counter depends on how the backend lays out the code, "
     "which is not solc's"},
    {"difficulty", 0, 1, K::Refused,
     "it is not a builtin of the EVM dialect since the Paris fork; "
     "prevrandao() reads the same value"},
};

/// The instruction descriptions of the target (the builtins' operands).
const MCInstrInfo &instrInfo() {
  static const std::unique_ptr<MCInstrInfo> MII(
      getTheEVMTarget().createMCInstrInfo());
  return *MII;
}

/// \p BI with the counts of its backend builtin filled in.
BuiltinInfo withBackendCounts(BuiltinInfo BI) {
  if (BI.NumArgs != FromBackend)
    return BI;
  std::optional<EVM::Builtin> Backend =
      EVM::getBuiltin((EVM::BuiltinPrefix + BI.LLVMName).str());
  // Every such name in the table is a builtin of TableGen/EVMBuiltins.td
  // (evm-yul's tests call each of them); a table that says otherwise is
  // this program's error, not the input's.
  if (!Backend)
    report_fatal_error("yul: builtin '" + BI.Name + "' lowers to llvm.evm." +
                       BI.LLVMName + ", which the backend does not have");
  const MCInstrDesc &Desc = instrInfo().get(Backend->Opcode);
  BI.NumArgs = EVM::getNumStackOperands(Desc);
  BI.NumResults = Desc.getNumDefs();
  return BI;
}

Value *address(IRBuilder<> &B, Value *V, unsigned AS) {
  return B.CreateIntToPtr(V, PointerType::get(B.getContext(), AS));
}

Value *widen(IRBuilder<> &B, Value *I1) {
  return B.CreateZExt(I1, B.getIntNTy(256));
}
} // end anonymous namespace

std::optional<BuiltinInfo> yul::lookupBuiltin(StringRef Name) {
  for (const BuiltinInfo &B : Builtins)
    if (B.Name == Name)
      return withBackendCounts(B);
  // verbatim_<n>i_<m>o: raw bytecode, which a compiler that lays out the
  // code itself cannot place.
  StringRef Rest = Name;
  unsigned In, Out;
  if (Rest.consume_front("verbatim_") && !Rest.consumeInteger(10, In) &&
      Rest.consume_front("i_") && !Rest.consumeInteger(10, Out) && Rest == "o")
    return BuiltinInfo{Name, In + 1, Out, K::Refused,
                       "its bytes would be placed among code that the "
                       "backend lays out and optimises without knowing "
                       "what they do"};
  return std::nullopt;
}

Value *yul::callEVMBuiltin(IRBuilder<> &B, StringRef Name,
                           ArrayRef<Value *> Args, bool HasResult) {
  SmallVector<Type *, 8> Types;
  for (Value *A : Args)
    Types.push_back(A->getType());
  Type *Ret = HasResult ? B.getIntNTy(256) : B.getVoidTy();
  Module *M = B.GetInsertBlock()->getModule();
  FunctionCallee Callee = M->getOrInsertFunction(
      (EVM::BuiltinPrefix + Name).str(), FunctionType::get(Ret, Types, false));
  return B.CreateCall(Callee, Args);
}

std::optional<SmallVector<Value *, 2>> yul::lowerBuiltin(IRBuilder<> &B,
                                                         const BuiltinInfo &BI,
                                                         ArrayRef<Value *> A,
                                                         bool VolatileMemory) {
  using Values = SmallVector<Value *, 2>;
  auto none = [] { return Values(); };
  auto volatileAccess = [&](Instruction *I) {
    if (VolatileMemory) {
      if (auto *LI = dyn_cast<LoadInst>(I))
        LI->setVolatile(true);
      else
        cast<StoreInst>(I)->setVolatile(true);
    }
  };
  switch (BI.Kind) {
  case BuiltinKind::Binary: {
    Instruction::BinaryOps Op = StringSwitch<Instruction::BinaryOps>(BI.Name)
                                    .Case("add", Instruction::Add)
                                    .Case("sub", Instruction::Sub)
                                    .Case("mul", Instruction::Mul)
                                    .Case("and", Instruction::And)
                                    .Case("or", Instruction::Or)
                                    .Case("xor", Instruction::Xor);
    return Values{B.CreateBinOp(Op, A[0], A[1])};
  }
  case BuiltinKind::Compare: {
    CmpInst::Predicate P = StringSwitch<CmpInst::Predicate>(BI.Name)
                               .Case("lt", CmpInst::ICMP_ULT)
                               .Case("gt", CmpInst::ICMP_UGT)
                               .Case("slt", CmpInst::ICMP_SLT)
                               .Case("sgt", CmpInst::ICMP_SGT)
                               .Case("eq", CmpInst::ICMP_EQ);
    return Values{widen(B, B.CreateICmp(P, A[0], A[1]))};
  }
  case BuiltinKind::IsZero:
    return Values{
        widen(B, B.CreateICmpEQ(A[0], ConstantInt::get(A[0]->getType(), 0)))};
  case BuiltinKind::Not:
    return Values{B.CreateNot(A[0])};
  case BuiltinKind::Division: {
    // IR's division is undefined for a zero divisor, and for the signed
    // MIN / -1; a constant divisor that is neither may use it, so that the
    // middle end can fold and strength-reduce.
    auto *Divisor = dyn_cast<ConstantInt>(A[1]);
    bool Signed = BI.Name == "sdiv" || BI.Name == "smod";
    if (Divisor && !Divisor->isZero() && !(Signed && Divisor->isMinusOne())) {
      bool IsDiv = BI.Name == "div" || BI.Name == "sdiv";
      Instruction::BinaryOps Op =
          IsDiv ? (Signed ? Instruction::SDiv : Instruction::UDiv)
                : (Signed ? Instruction::SRem : Instruction::URem);
      return Values{B.CreateBinOp(Op, A[0], A[1])};
    }
    return Values{callEVMBuiltin(B, BI.LLVMName, A, true)};
  }
  case BuiltinKind::Shift: {
    // shl(amount, value); IR shifts by 256 or more are poison, the EVM's
    // give 0 (or the sign).
    auto *Amount = dyn_cast<ConstantInt>(A[0]);
    if (Amount && Amount->getValue().ult(256)) {
      Instruction::BinaryOps Op = BI.Name == "shl"   ? Instruction::Shl
                                  : BI.Name == "shr" ? Instruction::LShr
                                                     : Instruction::AShr;
      return Values{B.CreateBinOp(Op, A[1], A[0])};
    }
    return Values{callEVMBuiltin(B, BI.LLVMName, A, true)};
  }
  case BuiltinKind::Clz:
    return Values{B.CreateIntrinsic(Intrinsic::ctlz, {A[0]->getType()},
                                    {A[0], B.getFalse()})};
  case BuiltinKind::MLoad: {
    LoadInst *L = B.CreateAlignedLoad(B.getIntNTy(256),
                                      address(B, A[0], EVMAS::Heap), Align(1));
    volatileAccess(L);
    return Values{L};
  }
  case BuiltinKind::MStore:
    volatileAccess(
        B.CreateAlignedStore(A[1], address(B, A[0], EVMAS::Heap), Align(1)));
    return none();
  case BuiltinKind::MStore8:
    volatileAccess(B.CreateAlignedStore(B.CreateTrunc(A[1], B.getInt8Ty()),
                                        address(B, A[0], EVMAS::Heap),
                                        Align(1)));
    return none();
  case BuiltinKind::MCopy:
    callEVMBuiltin(B, "memmoveas1as1",
                   {A[0], A[1], A[2], B.getInt1(VolatileMemory)}, false);
    return none();
  case BuiltinKind::SLoad:
  case BuiltinKind::TLoad: {
    unsigned AS = BI.Kind == BuiltinKind::SLoad ? EVMAS::Storage
                                                : EVMAS::TransientStorage;
    return Values{
        B.CreateAlignedLoad(B.getIntNTy(256), address(B, A[0], AS), Align(1))};
  }
  case BuiltinKind::SStore:
  case BuiltinKind::TStore: {
    unsigned AS = BI.Kind == BuiltinKind::SStore ? EVMAS::Storage
                                                 : EVMAS::TransientStorage;
    B.CreateAlignedStore(A[1], address(B, A[0], AS), Align(1));
    return none();
  }
  case BuiltinKind::Pop:
    return none();
  case BuiltinKind::EVMCall: {
    Value *R = callEVMBuiltin(B, BI.LLVMName, A, BI.NumResults == 1);
    return BI.NumResults ? Values{R} : none();
  }
  case BuiltinKind::Terminator:
    callEVMBuiltin(B, BI.LLVMName, A, false);
    B.CreateUnreachable();
    return none();
  default:
    // Refused builtins and those that take names: the code generator's.
    return std::nullopt;
  }
}
