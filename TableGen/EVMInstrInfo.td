//===-- EVMInstrInfo.td - EVM instruction set --------------*- tablegen -*-===//
//
// The whole EVM instruction set up to the Osaka fork. Each opcode lists its
// encoding byte and its base gas cost (the static part of its price; memory
// expansion, cold access and value transfer come on top at run time). The
// stack effect of the paired forms is derived from the register operands.
//
// Register-form operands are in stack order: the first use is µs[0].
//
//===----------------------------------------------------------------------===//


def i256imm : Operand<i256> {
  let PrintMethod = "printImmOperand";
  let OperandType = "OPERAND_IMMEDIATE";
}

// A basic block operand of a branch.
def bbtarget : Operand<OtherVT>;

//===----------------------------------------------------------------------===//
// 0x00s: stop and arithmetic
//===----------------------------------------------------------------------===//

let hasSideEffects = 1, HaltsExecution = 1 in
defm STOP : EVMOp<0x00, "STOP", 0, (outs), (ins)>;

let isCommutable = 1 in {
defm ADD : EVMOp2<0x01, "ADD", 3, add>;
defm MUL : EVMOp2<0x02, "MUL", 5, mul>;
}
defm SUB  : EVMOp2<0x03, "SUB", 3, sub>;
let InvariantInCall = 1 in
defm DIV  : EVMOp2<0x04, "DIV", 5, udiv>;
let InvariantInCall = 1 in
defm SDIV : EVMOp2<0x05, "SDIV", 5, sdiv>;
let InvariantInCall = 1 in
defm MOD  : EVMOp2<0x06, "MOD", 5, urem>;
let InvariantInCall = 1 in
defm SMOD : EVMOp2<0x07, "SMOD", 5, srem>;
let InvariantInCall = 1 in
defm ADDMOD : EVMOp<0x08, "ADDMOD", 8, (outs GPR:$dst),
                    (ins GPR:$a, GPR:$b, GPR:$n)>;
let InvariantInCall = 1 in
defm MULMOD : EVMOp<0x09, "MULMOD", 8, (outs GPR:$dst),
                    (ins GPR:$a, GPR:$b, GPR:$n)>;
let InvariantInCall = 1 in
defm EXP : EVMOp<0x0a, "EXP", 10, (outs GPR:$dst),
                 (ins GPR:$base, GPR:$exponent)>;
let InvariantInCall = 1 in
defm SIGNEXTEND : EVMOp<0x0b, "SIGNEXTEND", 5, (outs GPR:$dst),
                        (ins GPR:$bytes, GPR:$val)>;

//===----------------------------------------------------------------------===//
// 0x10s: comparison and bitwise logic. Comparisons are selected in C++
// (every IR predicate maps onto LT/GT/SLT/SGT/EQ and ISZERO).
//===----------------------------------------------------------------------===//

defm LT  : EVMOp2<0x10, "LT", 3>;
defm GT  : EVMOp2<0x11, "GT", 3>;
defm SLT : EVMOp2<0x12, "SLT", 3>;
defm SGT : EVMOp2<0x13, "SGT", 3>;
let isCommutable = 1 in
defm EQ  : EVMOp2<0x14, "EQ", 3>;
defm ISZERO : EVMOp1<0x15, "ISZERO", 3>;
let isCommutable = 1 in {
defm AND : EVMOp2<0x16, "AND", 3, and>;
defm OR  : EVMOp2<0x17, "OR", 3, or>;
defm XOR : EVMOp2<0x18, "XOR", 3, xor>;
}
defm NOT : EVMOp1<0x19, "NOT", 3, evm_not>;
let InvariantInCall = 1 in
defm BYTE : EVMOp<0x1a, "BYTE", 3, (outs GPR:$dst), (ins GPR:$index, GPR:$val)>;
let InvariantInCall = 1 in
defm SHL : EVMShift<0x1b, "SHL", shl>;
let InvariantInCall = 1 in
defm SHR : EVMShift<0x1c, "SHR", srl>;
let InvariantInCall = 1 in
defm SAR : EVMShift<0x1d, "SAR", sra>;
let Predicates = [HasCLZ] in
defm CLZ : EVMOp1<0x1e, "CLZ", 5, ctlz>;

//===----------------------------------------------------------------------===//
// 0x20s: hashing
//===----------------------------------------------------------------------===//

let mayLoad = 1 in
defm KECCAK256 : EVMOp<0x20, "KECCAK256", 30, (outs GPR:$dst),
                       (ins GPR:$offset, GPR:$size)>;

//===----------------------------------------------------------------------===//
// 0x30s and 0x40s: environment and block information. What the call itself
// fixes (its address, caller, value, calldata, code) is side-effect free.
// What the block and the transaction fix is constant on a chain, but a
// test host changes it between calls (forge's vm.roll, vm.warp, vm.fee,
// vm.chainId, vm.coinbase, vm.prevrandao, vm.txGasPrice, vm.prank with an
// origin, ...), and users test under such hosts: HostState, read again
// after any call (mayLoad keeps it in place relative to calls in the
// backend). Values that change while the call runs (balances, return data,
// gas, code of other accounts) have side effects.
//===----------------------------------------------------------------------===//

let InvariantInCall = 1 in
defm ADDRESS      : EVMOp0<0x30, "ADDRESS", 2>;
let hasSideEffects = 1 in
defm BALANCE      : EVMOp1<0x31, "BALANCE", 100>;
let mayLoad = 1, HostState = 1 in
defm ORIGIN       : EVMOp0<0x32, "ORIGIN", 2>;
let InvariantInCall = 1 in
defm CALLER       : EVMOp0<0x33, "CALLER", 2>;
let InvariantInCall = 1 in
defm CALLVALUE    : EVMOp0<0x34, "CALLVALUE", 2>;
let InvariantInCall = 1 in
defm CALLDATALOAD : EVMOp1<0x35, "CALLDATALOAD", 3>;
let InvariantInCall = 1 in
defm CALLDATASIZE : EVMOp0<0x36, "CALLDATASIZE", 2>;
let mayStore = 1 in
defm CALLDATACOPY : EVMOp<0x37, "CALLDATACOPY", 3, (outs),
                          (ins GPR:$dest, GPR:$offset, GPR:$size)>;
let InvariantInCall = 1 in
defm CODESIZE     : EVMOp0<0x38, "CODESIZE", 2>;
let mayStore = 1 in
defm CODECOPY     : EVMOp<0x39, "CODECOPY", 3, (outs),
                          (ins GPR:$dest, GPR:$offset, GPR:$size)>;
let mayLoad = 1, HostState = 1 in
defm GASPRICE     : EVMOp0<0x3a, "GASPRICE", 2>;
let hasSideEffects = 1 in {
defm EXTCODESIZE  : EVMOp1<0x3b, "EXTCODESIZE", 100>;
let mayStore = 1 in
defm EXTCODECOPY  : EVMOp<0x3c, "EXTCODECOPY", 100, (outs),
                          (ins GPR:$addr, GPR:$dest, GPR:$offset, GPR:$size)>;
defm RETURNDATASIZE : EVMOp0<0x3d, "RETURNDATASIZE", 2>;
let mayStore = 1 in
defm RETURNDATACOPY : EVMOp<0x3e, "RETURNDATACOPY", 3, (outs),
                            (ins GPR:$dest, GPR:$offset, GPR:$size)>;
defm EXTCODEHASH  : EVMOp1<0x3f, "EXTCODEHASH", 100>;
}

let mayLoad = 1, HostState = 1 in
defm BLOCKHASH   : EVMOp1<0x40, "BLOCKHASH", 20>;
let mayLoad = 1, HostState = 1 in
defm COINBASE    : EVMOp0<0x41, "COINBASE", 2>;
let mayLoad = 1, HostState = 1 in
defm TIMESTAMP   : EVMOp0<0x42, "TIMESTAMP", 2>;
let mayLoad = 1, HostState = 1 in
defm NUMBER      : EVMOp0<0x43, "NUMBER", 2>;
let mayLoad = 1, HostState = 1 in
defm PREVRANDAO  : EVMOp0<0x44, "PREVRANDAO", 2>;
let mayLoad = 1, HostState = 1 in
defm GASLIMIT    : EVMOp0<0x45, "GASLIMIT", 2>;
let mayLoad = 1, HostState = 1 in
defm CHAINID     : EVMOp0<0x46, "CHAINID", 2>;
let hasSideEffects = 1 in
defm SELFBALANCE : EVMOp0<0x47, "SELFBALANCE", 5>;
let mayLoad = 1, HostState = 1 in
defm BASEFEE     : EVMOp0<0x48, "BASEFEE", 2>;
let mayLoad = 1, HostState = 1 in
defm BLOBHASH    : EVMOp1<0x49, "BLOBHASH", 3>;
let mayLoad = 1, HostState = 1 in
defm BLOBBASEFEE : EVMOp0<0x4a, "BLOBBASEFEE", 2>;

//===----------------------------------------------------------------------===//
// 0x50s: stack, memory, storage and flow
//===----------------------------------------------------------------------===//

def POP_S : EVMStackInst<0x50, "POP", 2, 1, 0>;

let mayLoad = 1 in
defm MLOAD : EVMOp1<0x51, "MLOAD", 3>;
let mayStore = 1 in {
defm MSTORE  : EVMOp<0x52, "MSTORE", 3, (outs), (ins GPR:$offset, GPR:$val)>;
defm MSTORE8 : EVMOp<0x53, "MSTORE8", 3, (outs), (ins GPR:$offset, GPR:$val)>;
}
// Storage is a separate address space; SLOAD's result depends on calls made
// earlier, so it keeps its place relative to other side effects.
let mayLoad = 1, hasSideEffects = 1 in
defm SLOAD : EVMOp1<0x54, "SLOAD", 100>;
let mayStore = 1, hasSideEffects = 1 in
defm SSTORE : EVMOp<0x55, "SSTORE", 100, (outs), (ins GPR:$key, GPR:$val)>;

// Jumps exist in stack form only: branches, calls and returns stay pseudos
// (the end of this file) until the asm printer expands them.
let isTerminator = 1, isBarrier = 1, isBranch = 1, isIndirectBranch = 1 in
def JUMP_S : EVMStackInst<0x56, "JUMP", 8, 1, 0>;
let isTerminator = 1, isBranch = 1 in
def JUMPI_S : EVMStackInst<0x57, "JUMPI", 10, 2, 0>;

let hasSideEffects = 1 in {
defm PC    : EVMOp0<0x58, "PC", 2>;
defm MSIZE : EVMOp0<0x59, "MSIZE", 2>;
defm GAS   : EVMOp0<0x5a, "GAS", 2>;
}

let hasSideEffects = 1 in
def JUMPDEST_S : EVMStackInst<0x5b, "JUMPDEST", 1, 0, 0>;

let mayLoad = 1, hasSideEffects = 1 in
defm TLOAD : EVMOp1<0x5c, "TLOAD", 100>;
let mayStore = 1, hasSideEffects = 1 in
defm TSTORE : EVMOp<0x5d, "TSTORE", 100, (outs), (ins GPR:$key, GPR:$val)>;
let mayLoad = 1, mayStore = 1 in
defm MCOPY : EVMOp<0x5e, "MCOPY", 3, (outs),
                   (ins GPR:$dest, GPR:$src, GPR:$size)>;

//===----------------------------------------------------------------------===//
// 0x5f-0x7f: PUSH0..PUSH32, stack form only. The immediate is an integer,
// a 256-bit constant, or a code label.
//===----------------------------------------------------------------------===//

let isReMaterializable = 1, isAsCheapAsAMove = 1 in {
def PUSH0_S : EVMStackInst<0x5f, "PUSH0", 2, 0, 1>;
foreach I = 1...32 in
def PUSH#I#_S : EVMStackInst<!add(0x5f, I), "PUSH"#I#"\t$imm", 3, 0, 1,
                             (ins i256imm:$imm)> {
  let Size = !add(1, I);
}
}

//===----------------------------------------------------------------------===//
// 0x80-0x9f: DUP1..DUP16 and SWAP1..SWAP16, stack form only.
//===----------------------------------------------------------------------===//

foreach I = 1...16 in {
def DUP#I#_S  : EVMStackInst<!add(0x7f, I), "DUP"#I, 3, I, !add(I, 1)>;
def SWAP#I#_S : EVMStackInst<!add(0x8f, I), "SWAP"#I, 3, !add(I, 1),
                             !add(I, 1)>;
}

//===----------------------------------------------------------------------===//
// 0xa0s: logging. Base cost 375 per log plus 375 per topic.
//===----------------------------------------------------------------------===//

let hasSideEffects = 1, mayLoad = 1 in {
defm LOG0 : EVMOp<0xa0, "LOG0", 375, (outs), (ins GPR:$offset, GPR:$size)>;
defm LOG1 : EVMOp<0xa1, "LOG1", 750, (outs),
                  (ins GPR:$offset, GPR:$size, GPR:$t0)>;
defm LOG2 : EVMOp<0xa2, "LOG2", 1125, (outs),
                  (ins GPR:$offset, GPR:$size, GPR:$t0, GPR:$t1)>;
defm LOG3 : EVMOp<0xa3, "LOG3", 1500, (outs),
                  (ins GPR:$offset, GPR:$size, GPR:$t0, GPR:$t1, GPR:$t2)>;
defm LOG4 : EVMOp<0xa4, "LOG4", 1875, (outs),
                  (ins GPR:$offset, GPR:$size, GPR:$t0, GPR:$t1, GPR:$t2,
                       GPR:$t3)>;
}

//===----------------------------------------------------------------------===//
// 0xf0s: system operations
//===----------------------------------------------------------------------===//

let hasSideEffects = 1, mayLoad = 1, mayStore = 1 in {
defm CREATE : EVMOp<0xf0, "CREATE", 32000, (outs GPR:$dst),
                    (ins GPR:$value, GPR:$offset, GPR:$size)>;
defm CALL : EVMOp<0xf1, "CALL", 100, (outs GPR:$dst),
                  (ins GPR:$gas, GPR:$addr, GPR:$value, GPR:$argsOffset,
                       GPR:$argsSize, GPR:$retOffset, GPR:$retSize)>;
defm CALLCODE : EVMOp<0xf2, "CALLCODE", 100, (outs GPR:$dst),
                      (ins GPR:$gas, GPR:$addr, GPR:$value, GPR:$argsOffset,
                           GPR:$argsSize, GPR:$retOffset, GPR:$retSize)>;
defm DELEGATECALL : EVMOp<0xf4, "DELEGATECALL", 100, (outs GPR:$dst),
                          (ins GPR:$gas, GPR:$addr, GPR:$argsOffset,
                               GPR:$argsSize, GPR:$retOffset, GPR:$retSize)>;
defm CREATE2 : EVMOp<0xf5, "CREATE2", 32000, (outs GPR:$dst),
                     (ins GPR:$value, GPR:$offset, GPR:$size, GPR:$salt)>;
defm STATICCALL : EVMOp<0xfa, "STATICCALL", 100, (outs GPR:$dst),
                        (ins GPR:$gas, GPR:$addr, GPR:$argsOffset,
                             GPR:$argsSize, GPR:$retOffset, GPR:$retSize)>;
}

// Instructions that end execution. They are not MachineInstr terminators in
// the register form: like calls to noreturn functions they may sit anywhere,
// and the stackifier drops what follows them.
let hasSideEffects = 1, HaltsExecution = 1 in {
let mayLoad = 1 in {
defm RETURN : EVMOp<0xf3, "RETURN", 0, (outs), (ins GPR:$offset, GPR:$size)>;
defm REVERT : EVMOp<0xfd, "REVERT", 0, (outs), (ins GPR:$offset, GPR:$size)>;
}
defm INVALID : EVMOp<0xfe, "INVALID", 0, (outs), (ins)>;
defm SELFDESTRUCT : EVMOp<0xff, "SELFDESTRUCT", 5000, (outs), (ins GPR:$addr)>;
}

//===----------------------------------------------------------------------===//
// Register-form pseudo instructions (never reach MC).
//===----------------------------------------------------------------------===//

// A 256-bit constant. The stackifier rematerialises it in its cheapest form
// (EVMConstantMaterializer) at each use instead of keeping it on the stack, except for the block-local
// copies it makes in optsize functions to push once and DUP
// (EVMValuePlacement::keepRepeatedConstants).
let isReMaterializable = 1, isAsCheapAsAMove = 1, isMoveImm = 1 in
def CONST_I256 : EVMPseudo<(outs GPR:$dst), (ins i256imm:$imm)>;

// The incoming argument number $index of an internal function.
let hasSideEffects = 1 in
def ARGUMENT : EVMPseudo<(outs GPR:$dst), (ins i256imm:$index)>;

// Branches to a basic block. The stackifier lowers them to `PUSH2 label;
// JUMP/JUMPI` (BRCONDZ with an ISZERO first); they stay pseudos in the
// register form so that branch analysis and block placement can work on
// them.
let isTerminator = 1, isBranch = 1 in {
let isBarrier = 1 in
def BR : EVMPseudo<(outs), (ins bbtarget:$dst)>;
// Jumps when $cond is not zero.
def BRCOND : EVMPseudo<(outs), (ins GPR:$cond, bbtarget:$dst)>;
// Jumps when $cond is zero.
def BRCONDZ : EVMPseudo<(outs), (ins GPR:$cond, bbtarget:$dst)>;
}

// A call of an internal function: the results (variadic defs, result 0 on
// top of the stack afterwards), then the callee, then the arguments
// (argument 0 on top of the stack at the jump). See docs/calling-convention.md.
let isCall = 1, hasSideEffects = 1, mayLoad = 1, mayStore = 1,
    variadicOpsAreDefs = 1 in
def FCALL : EVMPseudo<(outs), (ins variable_ops)>;

// Return from an internal function with the given results (result 0 first).
let isTerminator = 1, isReturn = 1, isBarrier = 1 in
def RET : EVMPseudo<(outs), (ins variable_ops)>;

// Frame objects: the address of one (an alloca), and the load and store of
// a one-word slot (PHI slots, values live across blocks, spills). Frame
// indices become addresses in the frame region when the stackifier lays out
// the frame.
let isReMaterializable = 1, isAsCheapAsAMove = 1 in
def FRAME_ADDR : EVMPseudo<(outs GPR:$dst), (ins i256imm:$fi)>;
let mayLoad = 1 in
def FRAME_LOAD : EVMPseudo<(outs GPR:$dst), (ins i256imm:$fi)>;
let mayStore = 1 in
def FRAME_STORE : EVMPseudo<(outs), (ins i256imm:$fi, GPR:$val)>;

// The address of a global: a function's JUMPDEST offset, a memory global's
// address in the static data region, or a code global's offset in the data
// after the code (docs/memory-map.md). A link-time constant, rematerialised
// as PUSH2 symbol+offset at each use.
let isReMaterializable = 1, isAsCheapAsAMove = 1 in
def GLOBAL_ADDR : EVMPseudo<(outs GPR:$dst), (ins i256imm:$global)>;

// llvm.evm.heapstart: the first byte of memory above the globals and every
// frame of the module, a link-time constant (`.Lheap.start`).
let isReMaterializable = 1, isAsCheapAsAMove = 1 in
def HEAPSTART : EVMPseudo<(outs GPR:$dst), (ins)>;

// Values the link step fills in (docs/deploy.md, "Several objects"):
// llvm.evm.loadimmutable, a PUSH32 whose bytes the init code of the parent
// object writes, and llvm.evm.linkersymbol, a PUSH20 of a library address.
// $sym is the MCSymbol the ELF relocation names (`evm.immutable.ID`,
// `evm.linkersymbol.NAME`). Constants for the whole call, rematerialised
// at each use at their fixed width: the assembler never narrows them.
let isReMaterializable = 1, isAsCheapAsAMove = 1, InvariantInCall = 1 in {
def LOADIMMUTABLE : EVMPseudo<(outs GPR:$dst), (ins i256imm:$sym)>;
def LINKERSYMBOL : EVMPseudo<(outs GPR:$dst), (ins i256imm:$sym)>;
}

//===----------------------------------------------------------------------===//
// Stack-form pseudo instructions: made by the stackifier, expanded to
// opcodes when lowered to MC. Their TSFlags describe the whole expansion.
//===----------------------------------------------------------------------===//

let isPseudo = 1, isCodeGenOnly = 1 in {
// PUSH2 label; JUMP.
let isTerminator = 1, isBranch = 1, isBarrier = 1, Size = 4 in
def BR_S : EVMStackInst<0, "#BR", 11, 0, 0, (ins bbtarget:$dst)>;
// PUSH2 label; JUMPI.
let isTerminator = 1, isBranch = 1, Size = 4 in
def BRCOND_S : EVMStackInst<0, "#BRCOND", 13, 1, 0,
                            (ins bbtarget:$dst)>;
// PUSH2 callee; JUMP. The return label, then the arguments, are already on
// the stack; $nin counts them (label included) and $nout the results left
// on the stack when the callee returns to the label.
let isCall = 1, Size = 4 in
def FCALL_S : EVMStackInst<0, "#FCALL", 11, 0, 0,
                           (ins i256imm:$callee, i256imm:$nin,
                                i256imm:$nout)>;
// PUSH2 callee; JUMPI: a jump, when the condition on top of the stack is
// not zero, to a function that takes nothing (no return label, no
// arguments) and does not return (EVM::doesNotReturn), as a jump to a block
// that only jumps there would (EVMStackPeephole, rule 8). Otherwise
// execution goes on after it, as after BRCOND_S. A branch to no block: the
// asm printer then leaves out the label of a block only fallen into.
let isTerminator = 1, isBranch = 1, Size = 4 in
def FCALLCOND_S : EVMStackInst<0, "#FCALLCOND", 13, 1, 0,
                               (ins i256imm:$callee)>;
// JUMP to a callee address on top of the stack (a call through a function
// pointer); below it the arguments and the return label, as for FCALL_S.
// $nin counts the callee address too.
let isCall = 1, Size = 1 in
def ICALL_S : EVMStackInst<0, "#ICALL", 8, 0, 0,
                           (ins i256imm:$nin, i256imm:$nout)>;
// JUMP to the return address on top of the stack.
let isTerminator = 1, isReturn = 1, isBarrier = 1 in
def RET_S : EVMStackInst<0, "#RET", 8, 1, 0>;
}
