//===-- EVMInstrGISel.td - EVM generic opcodes --------------*- tablegen -*-===//
//
// Generic opcodes of the EVM's own. EVMPostLegalizerCombiner (EVMCombine.td)
// rewrites legalized generic MIR into them where the EVM has an instruction
// that generic opcodes cannot express in a form the selector can match;
// the instruction selector then selects them like any generic opcode.
//
//===----------------------------------------------------------------------===//

class EVMGenericInstruction : GenericInstruction {
  let Namespace = "EVM";
}

// The bitwise complement of a word. It is G_XOR with all ones, but the
// patterns TableGen imports compare immediates as 64-bit numbers, so they
// cannot recognise the 256-bit all-ones constant.
def G_EVM_NOT : EVMGenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type0:$src);
  let hasSideEffects = false;
}

// Branches to $dst when $cond is zero. JUMPI jumps on a non-zero word, so
// this is ISZERO before it, or the inverse branch where the target falls
// through (the stackifier decides); as a separate opcode the comparison that
// computed $cond need not be negated first.
def G_EVM_BRCONDZ : EVMGenericInstruction {
  let OutOperandList = (outs);
  let InOperandList = (ins type0:$cond, unknown:$dst);
  let hasSideEffects = false;
  let isBranch = true;
  let isTerminator = true;
}

def evm_not : SDNode<"EVMISD::NOT", SDTIntUnaryOp>;
def : GINodeEquiv<G_EVM_NOT, evm_not>;
