//===-- EVMStackifyCFG.h - CFG edits of the stackifier ----------*- C++ -*-===//
//
/// \file
/// The few changes the stackifier makes to the control-flow graph:
/// removing blocks the entry cannot reach, and splitting an edge with a
/// block of its own when the stack layouts at its two ends disagree or a
/// store must run on that edge alone.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_STACKIFY_EVMSTACKIFYCFG_H
#define EVM_STACKIFY_EVMSTACKIFYCFG_H

namespace llvm {
class MachineBasicBlock;
class MachineFunction;

namespace EVM {
/// Removes the blocks the function's entry cannot reach.
void removeUnreachableBlocks(MachineFunction &MF);
/// Splits the edge \p From -> \p To: a new block that jumps to \p To,
/// placed where it falls through into \p To when it can (between the two,
/// or after a block that does not fall into \p To), else at the end of the
/// function; branches of \p From and PHIs of \p To are updated.
MachineBasicBlock *splitEdge(MachineBasicBlock &From, MachineBasicBlock &To);
} // namespace EVM
} // namespace llvm

#endif
