//===-- EVMStackVerifier.cpp - Check stack heights after stackification -===//
//
/// \file
/// Simulates the height of the EVM stack through the stackified code and
/// reports any instruction that would underflow it, grow it beyond 1024
/// slots, or reach deeper than 16 slots, and any instruction still in
/// register form. Heights must agree on every edge into a block; returns
/// leave exactly the return address and the results; every jump target
/// (branch targets, called functions, return labels) starts with JUMPDEST,
/// and a jump's target is a successor of its block; nothing follows an
/// instruction that ends execution, and no block runs off its end. A block
/// that ends execution reading only words it pushed may be reached at
/// different heights (EVM::runsAtAnyHeight). A call is followed by its
/// return label's JUMPDEST, in its block or (after EVMStackPeephole) at the
/// start of the block it falls into; a call that ends a block without a
/// successor does not return. A failure is a bug
/// in the code generator, not in the input.
//
//===----------------------------------------------------------------------===//

#include "EVM.h"
#include "EVMInstrInfo.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMSubtarget.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stack-verifier"

namespace {
class EVMStackVerifier final : public MachineFunctionPass {
public:
  static char ID;
  EVMStackVerifier() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "EVM stack verifier"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  [[noreturn]] void fail(const MachineFunction &MF, const MachineInstr *MI,
                         const Twine &Msg) const;
};
} // end anonymous namespace

char EVMStackVerifier::ID = 0;
INITIALIZE_PASS(EVMStackVerifier, DEBUG_TYPE, "Verify EVM stack heights",
                false, true)

FunctionPass *llvm::createEVMStackVerifierPass() {
  return new EVMStackVerifier();
}

void EVMStackVerifier::fail(const MachineFunction &MF, const MachineInstr *MI,
                            const Twine &Msg) const {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "EVM stack verifier: function '" << MF.getName() << "': " << Msg;
  if (MI) {
    OS << ": ";
    MI->print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
              /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
  }
  report_fatal_error(Twine(Text), /*gen_crash_diag=*/false);
}

static std::string blockRef(const MachineBasicBlock &MBB) {
  std::string S;
  raw_string_ostream OS(S);
  OS << printMBBReference(MBB);
  return S;
}

bool EVMStackVerifier::runOnMachineFunction(MachineFunction &MF) {
  const auto &FuncInfo = *MF.getInfo<EVMMachineFunctionInfo>();
  const bool IsEntry = EVM::isEntryFunction(MF.getFunction());
  // Stack height at the entry of each block, relative to the caller's part
  // of the stack.
  DenseMap<const MachineBasicBlock *, unsigned> EntryHeight;
  EntryHeight[&MF.front()] = FuncInfo.getEntryStackHeight();

  auto isJumpDest = [](const MachineInstr *MI) {
    return MI && MI->getOpcode() == EVM::JUMPDEST_S;
  };
  if (!IsEntry && !isJumpDest(MF.front().empty() ? nullptr : &MF.front().front()))
    fail(MF, nullptr, "a function called by jumping to it must start with "
                      "JUMPDEST");

  // Blocks are checked from the entry along the edges of the stack code
  // (jumps and fall-throughs), so each block's entry height is known.
  SmallVector<const MachineBasicBlock *, 16> Work = {&MF.front()};
  SmallPtrSet<const MachineBasicBlock *, 16> Done;
  auto reachBlock = [&](const MachineBasicBlock *To, unsigned Height,
                        const MachineInstr *From) {
    auto [It, Inserted] = EntryHeight.try_emplace(To, Height);
    if (Inserted) {
      Work.push_back(To);
      return;
    }
    if (It->second == Height)
      return;
    // A block that ends execution reading only what it pushes runs the
    // same at any height; it is checked again from the highest (overflow).
    if (!EVM::runsAtAnyHeight(*To))
      fail(MF, From, "stack height " + Twine(Height) + " on an edge into " +
                         blockRef(*To) + ", which starts at height " +
                         Twine(It->second));
    if (Height > It->second) {
      It->second = Height;
      Done.erase(To);
      Work.push_back(To);
    }
  };
  while (!Work.empty()) {
    const MachineBasicBlock &MBB = *Work.pop_back_val();
    if (!Done.insert(&MBB).second)
      continue;
    unsigned Height = EntryHeight.lookup(&MBB);
    bool Ends = false; // execution does not go past the instruction
    for (auto I = MBB.begin(), E = MBB.end(); I != E; ++I) {
      const MachineInstr &MI = *I;
      if (MI.isDebugInstr())
        continue;
      if (Ends)
        fail(MF, &MI, "instruction after the end of execution");
      const MCInstrDesc &Desc = MI.getDesc();
      if (!EVMII::isStackForm(Desc))
        fail(MF, &MI, "instruction not in stack form");
      auto [In, Out] = EVM::getStackInOut(MI);
      unsigned Opc = MI.getOpcode();
      bool IsCall = Opc == EVM::FCALL_S || Opc == EVM::ICALL_S;
      if (IsCall) {
        auto Next = std::next(I);
        if (Next == E) {
          // A call that ends its block: a callee that does not return (the
          // block has no successors), or, after EVMStackPeephole merged the
          // return JUMPDEST with the next block's, one that returns to the
          // start of the block it falls into.
          const MachineBasicBlock *NextMBB = MBB.getNextNode();
          if (!NextMBB || !MBB.isSuccessor(NextMBB))
            Ends = true;
          else if (NextMBB->empty() || !isJumpDest(&NextMBB->front()) ||
                   !NextMBB->front().getPreInstrSymbol())
            fail(MF, &MI, "a call that returns must be followed by its "
                          "return label and JUMPDEST");
        } else if (!isJumpDest(&*Next) || !Next->getPreInstrSymbol()) {
          fail(MF, &MI, "a call that returns must be followed by its return "
                        "label and JUMPDEST");
        }
      }
      if (Height < In)
        fail(MF, &MI, "stack underflow (height " + Twine(Height) +
                          ", needs " + Twine(In) + ")");
      // DUPn reads n-1 below the top, SWAPn n: their δ says how deep.
      if (In > EVM::MaxStackAccess + 1 && !IsCall)
        fail(MF, &MI, "access deeper than 16 stack slots");
      if (Opc == EVM::RET_S && Height != 1 + FuncInfo.NumResults)
        fail(MF, &MI, "return at stack height " + Twine(Height) +
                          " instead of the return address and " +
                          Twine(FuncInfo.NumResults) + " results");
      Height = Height - In + Out;
      if (Height > EVM::MaxStackHeight)
        fail(MF, &MI, "stack overflow (height " + Twine(Height) + ")");
      if (Opc == EVM::FCALLCOND_S) {
        // The callee reads nothing and never comes back: the stack below
        // the condition is the callee's to drop.
        const auto *Callee = dyn_cast<Function>(MI.getOperand(0).getGlobal());
        if (!Callee || !EVM::isJumpableFailure(*Callee))
          fail(MF, &MI,
               "a conditional jump to a function that takes "
               "arguments or returns");
      }
      if (Opc == EVM::BR_S || Opc == EVM::BRCOND_S) {
        const MachineBasicBlock *Target = MI.getOperand(0).getMBB();
        if (Target->empty() || !isJumpDest(&Target->front()))
          fail(MF, &MI, "jump to a block that does not start with JUMPDEST");
        // The asm printer leaves out the label of a block whose only
        // predecessor falls into it, by the CFG: a jump must be an edge.
        if (!MBB.isSuccessor(Target))
          fail(MF, &MI, "jump to " + blockRef(*Target) +
                            ", which is not a successor of its block");
        reachBlock(Target, Height, &MI);
      }
      Ends |= EVMII::haltsExecution(Desc) || MI.isBarrier();
    }
    if (!Ends) {
      const MachineBasicBlock *Next = MBB.getNextNode();
      if (!Next || !MBB.isSuccessor(Next))
        fail(MF, nullptr, "block " + blockRef(MBB) +
                              " runs off its end");
      reachBlock(Next, Height, nullptr);
    }
  }
  return false;
}
