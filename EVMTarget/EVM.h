//===-- EVM.h - Top-level interface of the EVM target ------------*- C++ -*-===//
//
// Factories and initialisers of the EVM-specific passes.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVM_H
#define EVM_EVM_H

namespace llvm {
class EVMTargetMachine;
class Function;
class Instruction;
class FunctionPass;
class ModulePass;
class PassRegistry;

ModulePass *createEVMPrepareModulePass();
/// \p VectorsScalarized: the second run, after EVMLowerVectors and the
/// Scalarizer, which reports any vector left.
ModulePass *createEVMCheckIRPass(const EVMTargetMachine &TM,
                                 bool VectorsScalarized = false);
FunctionPass *createEVMLowerVectorsPass();
FunctionPass *createEVMLowerIntrinsicsPass();
FunctionPass *createEVMPHIEliminationPass();
FunctionPass *createEVMStackifyPass();
FunctionPass *createEVMStackVerifierPass();

void initializeEVMPrepareModulePass(PassRegistry &);
void initializeEVMCheckIRPass(PassRegistry &);
void initializeEVMLowerIntrinsicsPass(PassRegistry &);
void initializeEVMLowerVectorsPass(PassRegistry &);
void initializeEVMPHIEliminationPass(PassRegistry &);
void initializeEVMStackifyPass(PassRegistry &);
void initializeEVMStackVerifierPass(PassRegistry &);

namespace EVM {
/// Whether the module is compiled to init code (-evm-deploy-runtime).
bool buildsInitCode();
/// Whether \p F is the function whose code starts at pc 0
/// (EVMCallGraph::findEntryFunction), for passes that look at one function.
bool isEntryFunction(const Function &F);
/// Whether \p I is an integer llvm.vector.reduce.* that EVMLowerVectors
/// expands.
bool isVectorReductionToLower(const Instruction &I);
} // namespace EVM
} // namespace llvm

#endif
