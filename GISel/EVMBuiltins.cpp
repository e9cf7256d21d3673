//===-- EVMBuiltins.cpp - llvm.evm.* builtins and calls -------------------===//

#include "EVMBuiltins.h"
#include "EVM.h"
#include "EVMMCTargetDesc.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalIFunc.h"
#include "llvm/IR/Instructions.h"
#include "llvm/MC/MCInstrInfo.h"

using namespace llvm;

std::optional<unsigned> EVM::getBuiltinOpcode(StringRef Name) {
  if (!Name.consume_front(BuiltinPrefix))
    return std::nullopt;
  unsigned Opcode = StringSwitch<unsigned>(Name)
                        // Arithmetic without an IR equivalent.
                        .Case("addmod", EVM::ADDMOD)
                        .Case("mulmod", EVM::MULMOD)
                        .Case("exp", EVM::EXP)
                        .Case("byte", EVM::BYTE)
                        .Case("signextend", EVM::SIGNEXTEND)
                        .Case("sha3", EVM::KECCAK256)
                        // Where the memory the backend lays out ends.
                        .Case("heapstart", EVM::HEAPSTART)
                        // Environment and block information.
                        .Case("address", EVM::ADDRESS)
                        .Case("balance", EVM::BALANCE)
                        .Case("origin", EVM::ORIGIN)
                        .Case("caller", EVM::CALLER)
                        .Case("callvalue", EVM::CALLVALUE)
                        .Case("calldataload", EVM::CALLDATALOAD)
                        .Case("calldatasize", EVM::CALLDATASIZE)
                        .Case("calldatacopy", EVM::CALLDATACOPY)
                        .Case("codesize", EVM::CODESIZE)
                        .Case("codecopy", EVM::CODECOPY)
                        .Case("gasprice", EVM::GASPRICE)
                        .Case("extcodesize", EVM::EXTCODESIZE)
                        .Case("extcodecopy", EVM::EXTCODECOPY)
                        .Case("returndatasize", EVM::RETURNDATASIZE)
                        .Case("returndatacopy", EVM::RETURNDATACOPY)
                        .Case("extcodehash", EVM::EXTCODEHASH)
                        .Case("blockhash", EVM::BLOCKHASH)
                        .Case("coinbase", EVM::COINBASE)
                        .Case("timestamp", EVM::TIMESTAMP)
                        .Case("number", EVM::NUMBER)
                        .Case("prevrandao", EVM::PREVRANDAO)
                        .Case("difficulty", EVM::PREVRANDAO)
                        .Case("gaslimit", EVM::GASLIMIT)
                        .Case("chainid", EVM::CHAINID)
                        .Case("selfbalance", EVM::SELFBALANCE)
                        .Case("basefee", EVM::BASEFEE)
                        .Case("blobhash", EVM::BLOBHASH)
                        .Case("blobbasefee", EVM::BLOBBASEFEE)
                        .Case("gas", EVM::GAS)
                        .Case("msize", EVM::MSIZE)
                        .Case("pc", EVM::PC)
                        // Logs.
                        .Case("log0", EVM::LOG0)
                        .Case("log1", EVM::LOG1)
                        .Case("log2", EVM::LOG2)
                        .Case("log3", EVM::LOG3)
                        .Case("log4", EVM::LOG4)
                        // Accounts and calls.
                        .Case("create", EVM::CREATE)
                        .Case("create2", EVM::CREATE2)
                        .Case("call", EVM::CALL)
                        .Case("callcode", EVM::CALLCODE)
                        .Case("delegatecall", EVM::DELEGATECALL)
                        .Case("staticcall", EVM::STATICCALL)
                        .Case("selfdestruct", EVM::SELFDESTRUCT)
                        // Ending the call.
                        .Case("return", EVM::RETURN)
                        .Case("revert", EVM::REVERT)
                        .Case("stop", EVM::STOP)
                        .Case("invalid", EVM::INVALID)
                        .Default(0);
  if (!Opcode)
    return std::nullopt;
  return Opcode;
}

/// A builtin becomes its opcode with the call's arguments as operands and
/// its result as the definition, so both must be single words.
static std::optional<std::string> checkBuiltinCall(const CallBase &Call,
                                                   const Function &Callee,
                                                   const MCInstrInfo &MII) {
  std::optional<unsigned> Opcode = EVM::getBuiltinOpcode(Callee.getName());
  if (!Opcode)
    return ("unknown EVM builtin '" + Callee.getName() + "'").str();
  const MCInstrDesc &Desc = MII.get(*Opcode);
  unsigned NumArgs = Desc.getNumOperands() - Desc.getNumDefs();
  bool Matches = Call.arg_size() == NumArgs &&
                 (Call.getType()->isVoidTy() ? Desc.getNumDefs() == 0
                                             : Desc.getNumDefs() == 1);
  auto isWord = [](Type *Ty) {
    return Ty->isPointerTy() ||
           (Ty->isIntegerTy() && Ty->getIntegerBitWidth() == 256);
  };
  for (const Use &Arg : Call.args())
    Matches &= isWord(Arg->getType());
  if (!Call.getType()->isVoidTy())
    Matches &= isWord(Call.getType());
  if (Matches)
    return std::nullopt;
  return ("EVM builtin '" + Callee.getName() + "' takes " + Twine(NumArgs) +
          " i256 or pointer argument(s) and returns " +
          (Desc.getNumDefs() ? "an i256" : "void"))
      .str();
}

static constexpr const char *VariadicCall = "variadic calls are not supported";

std::optional<std::string> EVM::checkCall(const CallBase &Call,
                                          const MCInstrInfo &MII) {
  if (Call.isInlineAsm())
    return "inline assembly is not supported";
  if (isa<InvokeInst>(Call) || isa<CallBrInst>(Call))
    return ("'" + Twine(Call.getOpcodeName()) + "' is not supported").str();
  // A direct call through a differently typed callee is still a call of
  // that function.
  const Value *CalleeV = Call.getCalledOperand()->stripPointerCasts();
  const auto *Callee = dyn_cast<Function>(CalleeV);
  if (!Callee) {
    if (Call.getFunctionType()->isVarArg())
      return VariadicCall;
    // The IRTranslator passes an alias on as the callee, not as a pointer,
    // and there is no code to jump to.
    if (isa<GlobalAlias>(CalleeV) || isa<GlobalIFunc>(CalleeV))
      return "call of something that is neither a function nor a function "
             "pointer";
    // Through a function pointer: the callee's code follows the calling
    // convention, the pointer is its JUMPDEST offset.
    return std::nullopt;
  }
  if (Callee->getName().starts_with(BuiltinPrefix))
    return checkBuiltinCall(Call, *Callee, MII);
  if (Callee->isDeclaration())
    return ("call to '" + Callee->getName() +
            "', which is neither defined in the module nor an EVM builtin")
        .str();
  if (EVM::isEntryFunction(*Callee))
    return ("call to the entry function '" + Callee->getName() + "'").str();
  if (Call.getFunctionType()->isVarArg())
    return VariadicCall;
  return std::nullopt;
}
