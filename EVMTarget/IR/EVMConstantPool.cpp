//===-- EVMConstantPool.cpp - Constants copied from the code -------------===//
//
// A constant no short sequence makes (a hash, an address) costs its PUSH
// at every use: 33 bytes for a word, 21 for an address. A module that uses
// such a constant in many places pays those bytes each time, where solc's
// legacy optimiser (its constant optimiser's "code copy" method) keeps one
// copy after the code and copies it to memory at each use. forge's tests name
// the cheatcode address and their fixtures' hashes dozens of times, and a
// storage layout's namespaced slot (ERC-7201) appears in every inlined
// accessor.
//
// This pass, after the backend's other IR passes (only instruction
// selection's preparation follows), makes the same trade: the uses of a
// chosen constant become a copy of a private global in the code address
// space, which EVMStaticData places after the code, through the scratch
// word at address 0, which keeps what it held:
//
//   PUSH0 MLOAD  PUSH1 32 PUSH2 data PUSH0 CODECOPY  PUSH0 MLOAD
//   SWAP1 PUSH0 MSTORE
//
// 14 bytes and 32 gas, where PUSH32 is 33 bytes and 3 gas. The scratch
// word, not a frame word as other loads from code use: a word added to a
// frame moves the heap's start, and with it every address the program
// allocates (and what solady's tests draw at random, which hashes the free
// memory pointer). One copy serves all the uses in its block; a PHI's
// constant is copied at the end of the predecessor it comes from, where the
// stackifier would push it.
//
// The price is the one the backend's other trades of code for gas use
// (design.md, "Code size against gas"): a byte of deployed code costs 200
// gas once, the code runs `runs` times (EVM::getOptimizeRuns). The constant
// is copied from the code when
//
//   200 * (bytes of its cheapest sequences - bytes of the copies - data)
//     > runs * gas added by the costliest copy
//
// The gas of one copy is counted, not the sum of all: a call runs one
// function's path, and uses spread over a module's functions do not all run
// in one call (solc's constant optimiser counts the same). Under minsize
// (-Oz) a constant is copied from the code when that saves bytes.
//
// Not in loops, where a copy would run on every turn and the price counts
// it once. Not for operands that must stay constants: switch cases,
// immediates of intrinsics, link-table indices of builtins. Not in a module
// that reads MSIZE: a copy makes memory at least a word long.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMAddressSpaces.h"
#include "EVMBuiltins.h"
#include "EVMTargetMachine.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "Stackify/EVMConstantMaterializer.h"
#include "Stackify/EVMStackShuffler.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "evm-constant-pool"

STATISTIC(NumPooled, "Constants kept once after the code");
STATISTIC(NumCopies, "Copies of constants from the code");

static cl::opt<bool>
    EnableConstantPool("evm-constant-pool", cl::init(true),
                       cl::desc("Copy constants a module uses often from "
                                "one copy after the code, as solc's legacy "
                                "optimiser does, where the price says so"));

namespace {
/// Where a constant is needed: one copy per block serves every use in it.
struct BlockUses {
  /// The operands to replace: (user, operand number).
  SmallVector<std::pair<Instruction *, unsigned>, 2> Operands;
  /// The first non-PHI user in the block, where the copy goes; none if only
  /// PHIs of successors use it here (the copy goes at the end).
  Instruction *FirstUser = nullptr;
};

/// Every block that needs one constant, and the cost of its cheapest
/// sequence in each block's function.
struct ConstantUses {
  MapVector<BasicBlock *, BlockUses> Blocks;
  /// Bytes of the pushes the copies replace, summed over the blocks.
  uint64_t PushBytes = 0;
  /// The least gas a push of it takes in any of the blocks (the gas a copy
  /// adds is largest there).
  unsigned MinPushGas = ~0u;
  bool AllMinSize = true;
};

class EVMConstantPool final : public ModulePass {
public:
  static char ID;
  explicit EVMConstantPool(const EVMTargetMachine *TM = nullptr)
      : ModulePass(ID), TM(TM) {}

  StringRef getPassName() const override { return "EVM constant pool"; }
  bool runOnModule(Module &M) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LoopInfoWrapperPass>();
    AU.setPreservesCFG();
  }

private:
  /// Whether operand \p OpNo of \p I may become a copied value.
  static bool isReplaceable(const Instruction &I, unsigned OpNo,
                            const MCInstrInfo &MII);
  const EVMTargetMachine *TM;
};
} // end anonymous namespace

/// The bytes of the copy above (its data label a PUSH2: code and data end
/// within 64 KiB).
static constexpr unsigned CopyBytes = 14;
/// Its gas: five PUSH0s, a PUSH1 and a PUSH2, two MLOADs, SWAP1, MSTORE and
/// CODECOPY (3, and 3 for its word).
static unsigned getCopyGas(const EVMStackGas &Gas) {
  return 5 * Gas.push(0) + 2 * Gas.push(1) + 2 * Gas.of(EVM::MLOAD_S) +
         Gas.swap() + Gas.of(EVM::MSTORE_S) + Gas.of(EVM::CODECOPY_S) + 3;
}

bool EVMConstantPool::isReplaceable(const Instruction &I, unsigned OpNo,
                                    const MCInstrInfo &MII) {
  if (isa<SwitchInst>(I) || isa<GetElementPtrInst>(I) || isa<AllocaInst>(I))
    return false;
  const auto *Call = dyn_cast<CallBase>(&I);
  if (!Call)
    return true;
  if (!Call->isArgOperand(&Call->getOperandUse(OpNo)))
    return false;
  const Function *Callee = Call->getCalledFunction();
  if (!Callee || !Callee->isIntrinsic())
    return isa<CallInst>(I);
  // An llvm.evm.* builtin takes its opcode's stack operands as words; what
  // follows (flags, link-table indices) must stay constant.
  std::optional<EVM::Builtin> Bi = EVM::getCalledBuiltin(I);
  return Bi && OpNo < EVM::getNumStackOperands(MII.get(Bi->Opcode));
}

/// \p V as an argument of type \p Ty: front ends declare the builtins with
/// words or with pointers (ir-dialect.md).
static Value *asArgument(IRBuilder<> &B, Value *V, Type *Ty) {
  if (V->getType() == Ty)
    return V;
  if (Ty->isIntegerTy())
    return B.CreatePtrToInt(V, Ty);
  return B.CreatePointerBitCastOrAddrSpaceCast(V, Ty);
}

/// The word \p GV holds, copied from the code through the scratch word at
/// address 0, whose contents are put back.
static Value *emitCopy(IRBuilder<> &B, GlobalVariable *GV,
                       FunctionCallee CodeCopy) {
  Type *WordTy = GV->getValueType();
  Value *Scratch = ConstantPointerNull::get(B.getPtrTy(EVMAS::Heap));
  Value *Saved = B.CreateLoad(WordTy, Scratch, "scratch");
  FunctionType *FT = CodeCopy.getFunctionType();
  B.CreateCall(CodeCopy, {asArgument(B, Scratch, FT->getParamType(0)),
                          asArgument(B, GV, FT->getParamType(1)),
                          ConstantInt::get(FT->getParamType(2), 32)});
  Value *V = B.CreateLoad(WordTy, Scratch, "constant");
  B.CreateStore(Saved, Scratch);
  return V;
}

/// The module's llvm.evm.codecopy: its own declaration if it has one (with
/// words or pointers: three of them, no result), else a new one. None if
/// the module declares it otherwise, unused (a call would have been
/// refused).
static FunctionCallee getCodeCopy(Module &M) {
  LLVMContext &Ctx = M.getContext();
  StringRef Name = "llvm.evm.codecopy";
  Function *F = M.getFunction(Name);
  if (!F)
    return M.getOrInsertFunction(
        Name, Type::getVoidTy(Ctx), PointerType::get(Ctx, EVMAS::Heap),
        PointerType::get(Ctx, EVMAS::Code), Type::getIntNTy(Ctx, 256));
  FunctionType *FT = F->getFunctionType();
  if (!FT->getReturnType()->isVoidTy() || FT->getNumParams() != 3 ||
      FT->isVarArg() || !FT->getParamType(2)->isIntegerTy(256) ||
      any_of(FT->params().take_front(2),
             [](Type *T) { return !T->isIntegerTy(256) && !T->isPointerTy(); }))
    return FunctionCallee();
  return F;
}

bool EVMConstantPool::runOnModule(Module &M) {
  if (!EnableConstantPool || !TM)
    return false;
  // A copy touches the scratch word, which makes memory at least 32 bytes
  // long: a program that reads MSIZE would see it.
  if (const Function *MSize = M.getFunction("llvm.evm.msize"))
    if (!MSize->use_empty())
      return false;
  const MCInstrInfo &MII = *TM->getMCInstrInfo();
  EVMStackGas Gas(MII);
  EVMConstantMaterializer SizeMat(Gas, /*OptSize=*/true);
  EVMConstantMaterializer GasMat(Gas, /*OptSize=*/false);
  const unsigned CopyGas = getCopyGas(Gas);
  Type *WordTy = Type::getIntNTy(M.getContext(), 256);

  MapVector<ConstantInt *, ConstantUses> Uses;
  for (Function &F : M) {
    if (F.isDeclaration() || F.hasOptNone())
      continue;
    const EVMConstantMaterializer &Mat = F.hasOptSize() ? SizeMat : GasMat;
    const LoopInfo &LI = getAnalysis<LoopInfoWrapperPass>(F).getLoopInfo();
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        for (Use &U : I.operands()) {
          auto *C = dyn_cast<ConstantInt>(U.get());
          if (!C || C->getType() != WordTy)
            continue;
          const EVMConstantSequence &Seq = Mat.get(C->getValue());
          // Only a sequence longer than the copy can pay for it.
          if (Seq.Bytes <= CopyBytes ||
              !isReplaceable(I, U.getOperandNo(), MII))
            continue;
          auto *Phi = dyn_cast<PHINode>(&I);
          BasicBlock *Where = Phi ? Phi->getIncomingBlock(U) : &BB;
          // A block in a loop pays the copy on every turn.
          if (LI.getLoopFor(Where))
            continue;
          ConstantUses &CU = Uses[C];
          auto [It, New] = CU.Blocks.try_emplace(Where);
          BlockUses &BU = It->second;
          BU.Operands.push_back({&I, U.getOperandNo()});
          if (!Phi && !BU.FirstUser) // The block's instructions come in order.
            BU.FirstUser = &I;
          if (New) {
            CU.PushBytes += Seq.Bytes;
            CU.MinPushGas = std::min(CU.MinPushGas, Seq.Gas);
            CU.AllMinSize &= F.hasMinSize();
          }
        }
  }

  bool Changed = false;
  const int64_t DataBytes = 32;
  FunctionCallee CodeCopy;
  for (auto &[C, CU] : Uses) {
    int64_t BytesSaved = int64_t(CU.PushBytes) -
                         int64_t(CopyBytes * CU.Blocks.size()) - DataBytes;
    if (BytesSaved <= 0)
      continue;
    int64_t GasAdded = int64_t(CopyGas) - int64_t(CU.MinPushGas);
    if (!CU.AllMinSize &&
        200 * BytesSaved <= GasAdded * int64_t(EVM::getOptimizeRuns()))
      continue;
    if (!CodeCopy) {
      CodeCopy = getCodeCopy(M);
      if (!CodeCopy)
        return Changed;
    }
    auto *GV = new GlobalVariable(
        M, WordTy, /*isConstant=*/true, GlobalValue::PrivateLinkage, C,
        "__evm_constant", nullptr, GlobalValue::NotThreadLocal, EVMAS::Code);
    GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    ++NumPooled;
    for (auto &[BB, BU] : CU.Blocks) {
      // Before the block's first user, or its terminator if only PHIs of
      // its successors take the constant from here.
      IRBuilder<> B(BU.FirstUser ? BU.FirstUser : BB->getTerminator());
      Value *V = emitCopy(B, GV, CodeCopy);
      ++NumCopies;
      for (auto [User, OpNo] : BU.Operands)
        User->setOperand(OpNo, V);
    }
    Changed = true;
  }
  return Changed;
}

char EVMConstantPool::ID = 0;
INITIALIZE_PASS_BEGIN(EVMConstantPool, DEBUG_TYPE, "EVM constant pool", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_END(EVMConstantPool, DEBUG_TYPE, "EVM constant pool", false,
                    false)

ModulePass *llvm::createEVMConstantPoolPass(const EVMTargetMachine &TM) {
  return new EVMConstantPool(&TM);
}
