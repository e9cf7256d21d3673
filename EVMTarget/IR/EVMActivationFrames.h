//===-- EVMActivationFrames.h - A frame per activation ----------*- C++ -*-===//
//
/// \file
/// Recursive functions whose locals' addresses escape get memory of their
/// own for those locals in each activation (EVMActivationFrames.cpp says
/// how). Run by llc (the legacy pass createEVMActivationFramesPass) and by
/// the middle end (EVMPrepareForOptimization), before inlining.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMACTIVATIONFRAMES_H
#define EVM_IR_EVMACTIVATIONFRAMES_H

namespace llvm {
class Module;
namespace EVM {
/// Gives every recursive function of \p M whose allocas' addresses may
/// reach another activation a block per activation for them; reports an
/// error (naming the function) when the module uses the heap without an
/// allocator the blocks can come from. Whether the module changed.
bool addActivationFrames(Module &M);
} // namespace EVM
} // namespace llvm

#endif
