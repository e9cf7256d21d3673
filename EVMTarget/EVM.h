//===-- EVM.h - Top-level interface of the EVM target ------------*- C++ -*-===//
//
// Factories and initialisers of the EVM-specific passes.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVM_H
#define EVM_EVM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/Support/CodeGen.h"
#include <string>
#include <utility>

namespace llvm {
class EVMTargetMachine;
class Function;
class Instruction;
class Module;
class FunctionPass;
class ModulePass;
class PassRegistry;

ModulePass *createEVMRuntimeLibraryPass();
ModulePass *createEVMPrepareModulePass();
ModulePass *createEVMLinkObjectsPass();
ModulePass *createEVMLowerByValPass();
ModulePass *createEVMExpandVarArgsPass();
ModulePass *createEVMActivationFramesPass();
/// \p VectorsScalarized: the second run, after EVMLowerVectors and the
/// Scalarizer, which reports any vector left.
ModulePass *createEVMCheckIRPass(const EVMTargetMachine &TM,
                                 bool VectorsScalarized = false);
FunctionPass *createEVMLowerVectorsPass();
FunctionPass *createEVMLowerIntrinsicsPass();
FunctionPass *createEVMHoistAllocasPass();
FunctionPass *createEVMHoistCommonChecksPass();
FunctionPass *createEVMContextPHIsPass(const EVMTargetMachine &TM);
FunctionPass *createEVMMergeHaltingBlocksPass();
ModulePass *createEVMShareFailingBlocksPass();
FunctionPass *createEVMSelectToBranchPass();
FunctionPass *createEVMQuotientComparesPass();
FunctionPass *createEVMRebaseOffsetsPass();
ModulePass *createEVMConstantPoolPass(const EVMTargetMachine &TM);
FunctionPass *createEVMWidenSwitchesPass();
FunctionPass *createEVMLegalizerPass();
FunctionPass *createEVMPostLegalizerCombinerPass();
FunctionPass *createEVMPHIEliminationPass();
FunctionPass *createEVMLoopPlacementPass();
FunctionPass *createEVMLoopExitValuesPass();
FunctionPass *createEVMFoldBranchNegationsPass();
FunctionPass *createEVMStackifyPass();
FunctionPass *createEVMStackVerifierPass();
FunctionPass *createEVMStackPeepholePass();

void initializeEVMRuntimeLibraryPass(PassRegistry &);
void initializeEVMPrepareModulePass(PassRegistry &);
void initializeEVMLinkObjectsPass(PassRegistry &);
void initializeEVMLowerByValPass(PassRegistry &);
void initializeEVMExpandVarArgsPass(PassRegistry &);
void initializeEVMActivationFramesPass(PassRegistry &);
void initializeEVMCheckIRPass(PassRegistry &);
void initializeEVMLowerIntrinsicsPass(PassRegistry &);
void initializeEVMHoistAllocasPass(PassRegistry &);
void initializeEVMHoistCommonChecksPass(PassRegistry &);
void initializeEVMContextPHIsPass(PassRegistry &);
void initializeEVMMergeHaltingBlocksPass(PassRegistry &);
void initializeEVMShareFailingBlocksPass(PassRegistry &);
void initializeEVMSelectToBranchPass(PassRegistry &);
void initializeEVMQuotientComparesPass(PassRegistry &);
void initializeEVMRebaseOffsetsPass(PassRegistry &);
void initializeEVMConstantPoolPass(PassRegistry &);
void initializeEVMWidenSwitchesPass(PassRegistry &);
void initializeEVMLegalizerPass(PassRegistry &);
void initializeEVMPostLegalizerCombinerPass(PassRegistry &);
void initializeEVMLowerVectorsPass(PassRegistry &);
void initializeEVMPHIEliminationPass(PassRegistry &);
void initializeEVMLoopPlacementPass(PassRegistry &);
void initializeEVMLoopExitValuesPass(PassRegistry &);
void initializeEVMFoldBranchNegationsPass(PassRegistry &);
void initializeEVMStackifyPass(PassRegistry &);
void initializeEVMStackVerifierPass(PassRegistry &);
void initializeEVMStackPeepholePass(PassRegistry &);

namespace EVM {
/// How many times the code is expected to run (-evm-optimize-runs, solc's
/// `optimizer.runs`, default 200): the optimisations that trade code size
/// for gas take a change when `gas saved * runs > 200 * bytes added`, a
/// byte of deployed code costing 200 gas once (docs/design.md,
/// "Code size against gas").
unsigned getOptimizeRuns();
/// Whether values stay on the EVM stack across blocks (block stack layouts,
/// PHIs kept until the stackifier) rather than in frame slots (-O0).
bool useStackLayouts(CodeGenOptLevel OptLevel);
/// Whether \p M is compiled to init code: -evm-deploy-runtime, or the
/// runtime code given in the module (setDeployRuntime).
bool buildsInitCode(const Module &M);
/// The metadata that carries the runtime code of init code in the module:
///   !evm.deploy.runtime = !{!{!"ORIGIN", !"JSON or hex"}}
inline constexpr const char *DeployRuntimeMD = "evm.deploy.runtime";
/// Makes \p M compile to init code that deploys \p Code (the runtime code
/// compiled before from the same module: hex, or the link step's JSON), as
/// -evm-deploy-runtime does from a file; \p Origin names it in messages.
void setDeployRuntime(Module &M, StringRef Origin, StringRef Code);
/// Whether \p M says its code owns all of memory: the module flag
/// `evm.memory-unsafe` (Yul without memoryguard). The backend may then put
/// nothing in memory: no global, no frame (docs/memory-map.md).
bool isMemoryUnsafe(const Module &M);
/// The kind of DiagnosticInfoMemoryUnsafeFrame (a plugin kind).
int getMemoryUnsafeFrameDiagKind();
/// The error of a function that needs a frame in memory in a memory-unsafe
/// module (EVMStackify). Its own kind so that a driver can act on it (the
/// Yul driver compiles the object again without the middle end); it reads
/// as DiagnosticInfoUnsupported's errors do.
class DiagnosticInfoMemoryUnsafeFrame : public DiagnosticInfoWithLocationBase {
public:
  DiagnosticInfoMemoryUnsafeFrame(const Function &Fn, const Twine &Msg)
      : DiagnosticInfoWithLocationBase(
            static_cast<DiagnosticKind>(getMemoryUnsafeFrameDiagKind()),
            DS_Error, Fn, DiagnosticLocation()),
        Msg(Msg.str()) {}
  void print(DiagnosticPrinter &DP) const override;
  static bool classof(const DiagnosticInfo *DI) {
    return DI->getKind() == getMemoryUnsafeFrameDiagKind();
  }

private:
  std::string Msg;
};

/// The named metadata through which a driver gives a module its link
/// inputs in memory instead of files (EVMLinkObjects.cpp).
inline constexpr const char *LinkObjectsMD = "evm.link.objects";
inline constexpr const char *LinkDataMD = "evm.link.data";
inline constexpr const char *LinkNameMD = "evm.link.name";
/// Gives \p M its own object's name and its sub-objects and data sections,
/// as (NAME, TEXT) pairs: a sub-object's linked JSON or hex, a data
/// section's hex; what -evm-object-name, -evm-object and -evm-data give
/// from files.
void setLinkInputs(Module &M, StringRef OwnName,
                   ArrayRef<std::pair<std::string, std::string>> Objects,
                   ArrayRef<std::pair<std::string, std::string>> Data);
/// Replaces \p F's body by one `unreachable` after an error was reported on
/// it, so that code generation still ends normally and llc fails on the
/// diagnostic.
void clearBody(Function &F);
/// Whether \p F is the function whose code starts at pc 0
/// (EVMCallGraph::findEntryFunction), for passes that look at one function.
bool isEntryFunction(const Function &F);
/// The attribute of the functions EVMShareFailingBlocks makes of the
/// failing blocks several functions share: they do not return, but are not
/// `noreturn`. Branch probability analysis weighs a block that calls a
/// `noreturn` function as run (weight 1) where it weighed the block that
/// failed by itself as never run (0), and the dispatcher's switch would be
/// laid out otherwise.
inline constexpr StringLiteral FailsAttribute = "evm-fails";
/// Whether a call of \p F never comes back: `noreturn`, or FailsAttribute.
/// Such a call leaves no return address, and such a function expects none.
bool doesNotReturn(const Function &F);
/// Whether a jump to \p F may go from any stack: it takes no arguments and
/// never comes back (EVMStackPeephole's FCALLCOND_S).
bool isJumpableFailure(const Function &F);
/// Whether \p I is an integer llvm.vector.reduce.* that EVMLowerVectors
/// expands.
bool isVectorReductionToLower(const Instruction &I);
} // namespace EVM
} // namespace llvm

#endif
