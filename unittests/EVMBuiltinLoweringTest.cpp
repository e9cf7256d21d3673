//===-- EVMBuiltinLoweringTest.cpp - Builtins as intrinsics -------------===//
//
// In llvm-project `llvm.evm.*` are intrinsics, and the IRTranslator turns
// their calls into G_INTRINSIC instructions that EVMLegalizerInfo::
// legalizeIntrinsic hands to EVM::lowerBuiltinIntrinsic. Out of tree no
// intrinsic ID is a builtin, so no lit test reaches that path: these tests
// run it on instructions parsed from MIR, with the ID of an intrinsic LLVM
// has and the builtin given explicitly, as the in-tree legalizer would find
// it by the intrinsic's name.
//
//===----------------------------------------------------------------------===//

#include "GISel/EVMBuiltinLowering.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {

const char *const MIR = R"MIR(
--- |
  target triple = "evm-unknown-unknown"
  define void @f() { ret void }
  !evm.immutables = !{!0}
  !0 = !{!"owner"}
...
---
name: f
body: |
  bb.0:
    %0:_(s256) = G_CONSTANT i256 64
    %1:_(s256) = G_CONSTANT i256 32
    %2:_(s256) = G_INTRINSIC intrinsic(@llvm.donothing), %0(s256), %1(s256)
    %3:_(s256) = G_CONSTANT i256 0
    %4:_(s256) = G_INTRINSIC intrinsic(@llvm.donothing), %3(s256)
    %5:_(s256) = G_CONSTANT i256 7
    %6:_(s256) = G_INTRINSIC intrinsic(@llvm.donothing), %5(s256)
    G_INTRINSIC_W_SIDE_EFFECTS intrinsic(@llvm.trap), %2(s256), %4(s256)
...
)MIR";

class BuiltinLoweringTest : public testing::Test {
protected:
  void SetUp() override {
    const Target *T = nullptr;
    for (const Target &Candidate : TargetRegistry::targets())
      if (StringRef(Candidate.getName()) == "evm")
        T = &Candidate;
    ASSERT_NE(T, nullptr);
    TM.reset(T->createTargetMachine(Triple("evm-unknown-unknown"), "", "",
                                    TargetOptions(), std::nullopt));
    ASSERT_NE(TM, nullptr);
    Ctx.setDiagnosticHandlerCallBack(
        [](const DiagnosticInfo *DI, void *Context) {
          raw_string_ostream OS(*static_cast<std::string *>(Context));
          DiagnosticPrinterRawOStream DP(OS);
          DI->print(DP);
          OS << "\n";
        },
        &Diagnostics);
    std::unique_ptr<MIRParser> Parser =
        createMIRParser(MemoryBuffer::getMemBuffer(MIR), Ctx);
    ASSERT_NE(Parser, nullptr);
    M = Parser->parseIRModule();
    ASSERT_NE(M, nullptr);
    M->setDataLayout(TM->createDataLayout());
    MMI = std::make_unique<MachineModuleInfo>(TM.get());
    ASSERT_FALSE(Parser->parseMachineFunctions(*M, *MMI));
    MF = MMI->getMachineFunction(*M->getFunction("f"));
    ASSERT_NE(MF, nullptr);
    for (MachineInstr &MI : MF->front())
      if (MI.getOpcode() == TargetOpcode::G_INTRINSIC ||
          MI.getOpcode() == TargetOpcode::G_INTRINSIC_W_SIDE_EFFECTS)
        Intrinsics.push_back(&MI);
    ASSERT_EQ(Intrinsics.size(), 4u);
  }

  /// The builtin \p Name stands for, as the table says.
  static EVM::Builtin builtin(StringRef Name) {
    std::optional<EVM::Builtin> B = EVM::getBuiltin(Name);
    EXPECT_TRUE(B.has_value()) << Name.str();
    return B.value_or(EVM::Builtin{0});
  }

  bool lower(unsigned Index, StringRef Name) {
    MachineIRBuilder B(*MF);
    return EVM::lowerBuiltinIntrinsic(*Intrinsics[Index], builtin(Name), B);
  }

  /// The instructions of the block, printed without their debug locations.
  SmallVector<std::string, 8> body() const {
    SmallVector<std::string, 8> Lines;
    for (const MachineInstr &MI : MF->front()) {
      std::string S;
      raw_string_ostream OS(S);
      MI.print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
               /*SkipDebugLoc=*/true, /*AddNewLine=*/false);
      Lines.push_back(S);
    }
    return Lines;
  }

  LLVMContext Ctx;
  std::string Diagnostics;
  std::unique_ptr<TargetMachine> TM;
  std::unique_ptr<Module> M;
  std::unique_ptr<MachineModuleInfo> MMI;
  MachineFunction *MF = nullptr;
  SmallVector<MachineInstr *, 4> Intrinsics;
};

TEST_F(BuiltinLoweringTest, NotABuiltin) {
  // LLVM's own intrinsics are left alone, however their name reads.
  EXPECT_FALSE(EVM::getBuiltinForIntrinsic(Intrinsic::donothing));
  EXPECT_FALSE(EVM::getBuiltinForIntrinsic(Intrinsic::not_intrinsic));
}

TEST_F(BuiltinLoweringTest, OperandsAndResult) {
  // `%2 = llvm.evm.div(%0, %1)`: the opcode with the result and operands in
  // order; `llvm.evm.revert(%2, %4)`: no result.
  ASSERT_TRUE(lower(3, "llvm.evm.revert"));
  ASSERT_TRUE(lower(0, "llvm.evm.div"));
  SmallVector<std::string, 8> Body = body();
  EXPECT_EQ(Body[2], "%2:gpr(s256) = DIV %0:gpr(s256), %1:gpr(s256)");
  EXPECT_EQ(Body.back(), "REVERT %2:gpr(s256), %4:gpr(s256)");
  EXPECT_TRUE(Diagnostics.empty()) << Diagnostics;
}

TEST_F(BuiltinLoweringTest, TailIsDropped) {
  // memoryguard's operand is its tail: HEAPSTART takes none.
  ASSERT_TRUE(lower(1, "llvm.evm.memoryguard"));
  EXPECT_EQ(body()[4], "%4:gpr(s256) = HEAPSTART");
}

TEST_F(BuiltinLoweringTest, LinkValueFromTheModulesTable) {
  // Index 0 of !evm.immutables is "owner".
  ASSERT_TRUE(lower(1, "llvm.evm.pushimmutable"));
  EXPECT_EQ(body()[4],
            "%4:gpr(s256) = LOADIMMUTABLE <mcsymbol evm.immutable.owner>");
}

TEST_F(BuiltinLoweringTest, LinkIndexOutOfTheTable) {
  // Index 7 names no entry: a diagnostic, and the instruction stays.
  EXPECT_FALSE(lower(2, "llvm.evm.pushimmutable"));
  EXPECT_NE(Diagnostics.find("llvm.donothing': takes a constant index into "
                             "!evm.immutables"),
            std::string::npos)
      << Diagnostics;
  EXPECT_EQ(Intrinsics[2]->getParent(), &MF->front());
}

} // namespace
