//===-- EVMStackPeephole.cpp - Local rewrites of stackified code ----------===//
//
/// \file
/// Rewrites short sequences of stack-form instructions that the stackifier
/// leaves behind into cheaper ones with the same effect on the stack, until
/// none applies (each rewrite removes an instruction, so the loop ends):
///
///   SWAP1; op          -> op           op commutative (ADD MUL AND OR XOR EQ)
///   SWAP1; LT/GT/SLT/SGT -> GT/LT/SGT/SLT  the swapped comparison
///   SWAPn; SWAPn       -> (nothing)
///   DUPn; POP          -> (nothing)
///   PUSHn x; POP       -> (nothing)
///   ISZERO; ISZERO; JUMPI -> JUMPI     JUMPI only tests for zero
///
/// The emitter chooses operand orders one instruction at a time, and the
/// shuffler at block ends does not see the instruction that consumes its
/// result; these are the leftovers such local choices make, counted on the
/// test programs (SWAP1 before a commutative operation was the most
/// frequent, 2.0 % of all instructions). Debug instructions between the two
/// are skipped. Runs at -O1 and above; -O0 keeps the stackifier's output.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMDebug.h"
#include "EVMInstrInfo.h"
#include "EVMMCTargetDesc.h"
#include "EVMSubtarget.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stack-peephole"

EVM_STATISTIC(NumPeepholes, "Stack instruction sequences simplified");

namespace {
class EVMStackPeephole final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackPeephole() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM stack peephole"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  bool simplify(MachineBasicBlock &MBB);
  const TargetInstrInfo *TII = nullptr;
};
} // end anonymous namespace

char EVMStackPeephole::ID = 0;
INITIALIZE_PASS(EVMStackPeephole, DEBUG_TYPE,
                "Simplify EVM stack instruction sequences", false, false)

FunctionPass *llvm::createEVMStackPeepholePass() {
  return new EVMStackPeephole();
}

static bool isCommutative(unsigned Opc) {
  switch (Opc) {
  case EVM::ADD_S:
  case EVM::MUL_S:
  case EVM::AND_S:
  case EVM::OR_S:
  case EVM::XOR_S:
  case EVM::EQ_S:
    return true;
  default:
    return false;
  }
}

/// The comparison that gives the same result with its operands swapped.
static unsigned getSwappedCompare(unsigned Opc) {
  switch (Opc) {
  case EVM::LT_S:
    return EVM::GT_S;
  case EVM::GT_S:
    return EVM::LT_S;
  case EVM::SLT_S:
    return EVM::SGT_S;
  case EVM::SGT_S:
    return EVM::SLT_S;
  default:
    return 0;
  }
}

// Opcode enums are in TableGen's (alphabetical) order: SWAP10 comes before
// SWAP2, so the opcodes are found by depth, not by range.
static std::optional<unsigned> getSwapDepth(const MachineInstr &MI) {
  for (unsigned D = 1; D <= EVM::MaxStackAccess; ++D)
    if (MI.getOpcode() == EVM::getSwapOpcode(D))
      return D;
  return std::nullopt;
}

static bool isDup(const MachineInstr &MI) {
  for (unsigned D = 1; D <= EVM::MaxStackAccess; ++D)
    if (MI.getOpcode() == EVM::getDupOpcode(D))
      return true;
  return false;
}

/// PUSH0 to PUSH32, of a number or of an address: nothing but the pushed
/// word depends on it.
static bool isPush(const MachineInstr &MI) {
  return EVM::getPushSize(MI.getOpcode()) >= 0;
}

/// The next instruction after \p I in its block that is not a debug
/// instruction, or nullptr.
static MachineInstr *nextReal(MachineBasicBlock::iterator I,
                              MachineBasicBlock &MBB) {
  for (++I; I != MBB.end(); ++I)
    if (!I->isDebugInstr())
      return &*I;
  return nullptr;
}

bool EVMStackPeephole::simplify(MachineBasicBlock &MBB) {
  bool Changed = false;
  for (auto I = MBB.begin(); I != MBB.end();) {
    MachineInstr &A = *I;
    MachineInstr *B = A.isDebugInstr() ? nullptr : nextReal(I, MBB);
    // An instruction with a label on it is a jump target or a return
    // address: it stays.
    if (!B || A.getPreInstrSymbol() || B->getPreInstrSymbol()) {
      ++I;
      continue;
    }
    std::optional<unsigned> SwapA = getSwapDepth(A);
    bool Remove2 = (SwapA && getSwapDepth(*B) == SwapA) ||
                   ((isDup(A) || isPush(A)) &&
                    B->getOpcode() == EVM::POP_S);
    if (Remove2) {
      I = std::next(B->getIterator());
      B->eraseFromParent();
      A.eraseFromParent();
      ++NumPeepholes;
      Changed = true;
      continue;
    }
    if (SwapA == 1u && isCommutative(B->getOpcode())) {
      I = B->getIterator();
      A.eraseFromParent();
      ++NumPeepholes;
      Changed = true;
      continue;
    }
    if (SwapA == 1u) {
      if (unsigned Swapped = getSwappedCompare(B->getOpcode())) {
        B->setDesc(TII->get(Swapped));
        I = B->getIterator();
        A.eraseFromParent();
        ++NumPeepholes;
        Changed = true;
        continue;
      }
    }
    if (A.getOpcode() == EVM::ISZERO_S && B->getOpcode() == EVM::ISZERO_S) {
      MachineInstr *C = nextReal(B->getIterator(), MBB);
      if (C && C->getOpcode() == EVM::BRCOND_S) {
        I = C->getIterator();
        B->eraseFromParent();
        A.eraseFromParent();
        ++NumPeepholes;
        Changed = true;
        continue;
      }
    }
    ++I;
  }
  return Changed;
}

bool EVMStackPeephole::runOnMachineFunction(MachineFunction &MF) {
  TII = MF.getSubtarget<EVMSubtarget>().getInstrInfo();
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    while (simplify(MBB))
      Changed = true;
  return Changed;
}
