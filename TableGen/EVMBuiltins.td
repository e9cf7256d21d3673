//===-- EVMBuiltins.td - The llvm.evm.* builtins -----------*- tablegen -*-===//
//
// A plugin cannot add intrinsic IDs to LLVM, so the EVM operations without
// an IR equivalent are calls of functions named `llvm.evm.<name>`. Each
// builtin is one record here: its name, the register-form instruction it
// becomes (its operands, in stack order, are the call's first arguments),
// and the arguments the call takes after them (its tail). IR/EVMBuiltins.cpp
// reads the table (EVMBuiltinTable, looked up by name); docs/ir-dialect.md
// lists the same builtins for users.
//
// Whether a builtin's result depends on its arguments alone during a call of
// the contract is a property of its instruction: InvariantInCall
// (EVMInstrFormats.td, set in EVMInstrInfo.td).
//
//===----------------------------------------------------------------------===//

// The arguments a builtin takes after its opcode's operands: the other LLVM
// EVM backend's optimiser reads them, the opcode does not; the signature
// rule checks them and call lowering drops them.
class EVMBuiltinTail<int value> {
  int Value = value;
}
// Nothing after the operands.
def TailNone : EVMBuiltinTail<0>;
// `i1 isVolatile`, as the copies by address space end like llvm.memcpy.
def TailVolatileFlag : EVMBuiltinTail<1>;
// `ptr addrspace(5), ptr addrspace(6)`: the storage and transient storage
// that the `.sptr` forms of return, revert, create and the calls may read.
def TailStatePointers : EVMBuiltinTail<2>;
// `i256 size`, memoryguard's: memory below `size` is the code's own; the
// backend's globals and frames start at 0x80 or at `size` rounded up to a
// word, whichever is higher, so `size` must be a constant (that fits a
// static address).
def TailReservedMemory : EVMBuiltinTail<3>;
// `metadata !"NAME"`: the immutable or library a link-time value stands
// for. EVMLinkObjects rewrites these calls into the TailLinkIndex form
// before code generation: a metadata argument cannot reach the IRTranslator.
def TailLinkName : EVMBuiltinTail<4>;
// `i256 index`, a constant: the index of the name in the module's table of
// immutables (`!evm.immutables`) or libraries (`!evm.linkersymbols`), one
// MDString each; what call lowering reads.
def TailLinkIndex : EVMBuiltinTail<5>;

def EVMBuiltinTailKind : GenericEnum {
  let FilterClass = "EVMBuiltinTail";
  let ValueField = "Value";
}

class EVMBuiltin<string name, Instruction instr,
                 EVMBuiltinTail tail = TailNone> {
  // The name after `llvm.evm.`.
  string Name = name;
  Instruction Instr = instr;
  EVMBuiltinTail Tail = tail;
}

// Arithmetic with the EVM's semantics (division by zero is zero, shift
// amounts of 256 and more are allowed), or without an IR equivalent.
def : EVMBuiltin<"div", DIV>;
def : EVMBuiltin<"sdiv", SDIV>;
def : EVMBuiltin<"mod", MOD>;
def : EVMBuiltin<"smod", SMOD>;
def : EVMBuiltin<"shl", SHL>;
def : EVMBuiltin<"shr", SHR>;
def : EVMBuiltin<"sar", SAR>;
def : EVMBuiltin<"addmod", ADDMOD>;
def : EVMBuiltin<"mulmod", MULMOD>;
def : EVMBuiltin<"exp", EXP>;
def : EVMBuiltin<"byte", BYTE>;
def : EVMBuiltin<"signextend", SIGNEXTEND>;
def : EVMBuiltin<"sha3", KECCAK256>;
// Memory, and where the memory the backend lays out ends.
def : EVMBuiltin<"mstore8", MSTORE8>;
def : EVMBuiltin<"heapstart", HEAPSTART>;
def : EVMBuiltin<"memoryguard", HEAPSTART, TailReservedMemory>;
// Copies into the heap by source address space, which the other backend
// keeps apart from llvm.memcpy; memmove within the heap is MCOPY too.
def : EVMBuiltin<"memcpyas1as2", CALLDATACOPY, TailVolatileFlag>;
def : EVMBuiltin<"memcpyas1as3", RETURNDATACOPY, TailVolatileFlag>;
def : EVMBuiltin<"memcpyas1as4", CODECOPY, TailVolatileFlag>;
def : EVMBuiltin<"memmoveas1as1", MCOPY, TailVolatileFlag>;
// Environment and block information.
def : EVMBuiltin<"address", ADDRESS>;
def : EVMBuiltin<"balance", BALANCE>;
def : EVMBuiltin<"origin", ORIGIN>;
def : EVMBuiltin<"caller", CALLER>;
def : EVMBuiltin<"callvalue", CALLVALUE>;
def : EVMBuiltin<"calldataload", CALLDATALOAD>;
def : EVMBuiltin<"calldatasize", CALLDATASIZE>;
def : EVMBuiltin<"calldatacopy", CALLDATACOPY>;
def : EVMBuiltin<"codesize", CODESIZE>;
def : EVMBuiltin<"codecopy", CODECOPY>;
def : EVMBuiltin<"gasprice", GASPRICE>;
def : EVMBuiltin<"extcodesize", EXTCODESIZE>;
def : EVMBuiltin<"extcodecopy", EXTCODECOPY>;
def : EVMBuiltin<"returndatasize", RETURNDATASIZE>;
def : EVMBuiltin<"returndatacopy", RETURNDATACOPY>;
def : EVMBuiltin<"extcodehash", EXTCODEHASH>;
def : EVMBuiltin<"blockhash", BLOCKHASH>;
def : EVMBuiltin<"coinbase", COINBASE>;
def : EVMBuiltin<"timestamp", TIMESTAMP>;
def : EVMBuiltin<"number", NUMBER>;
def : EVMBuiltin<"prevrandao", PREVRANDAO>;
def : EVMBuiltin<"difficulty", PREVRANDAO>;
def : EVMBuiltin<"gaslimit", GASLIMIT>;
def : EVMBuiltin<"chainid", CHAINID>;
def : EVMBuiltin<"selfbalance", SELFBALANCE>;
def : EVMBuiltin<"basefee", BASEFEE>;
def : EVMBuiltin<"blobhash", BLOBHASH>;
def : EVMBuiltin<"blobbasefee", BLOBBASEFEE>;
def : EVMBuiltin<"gas", GAS>;
def : EVMBuiltin<"msize", MSIZE>;
def : EVMBuiltin<"pc", PC>;
// Logs.
def : EVMBuiltin<"log0", LOG0>;
def : EVMBuiltin<"log1", LOG1>;
def : EVMBuiltin<"log2", LOG2>;
def : EVMBuiltin<"log3", LOG3>;
def : EVMBuiltin<"log4", LOG4>;
// Values filled in by the link step: an immutable (PUSH32, written by the
// parent object's init code) and a library address (PUSH20), each named
// by a metadata string; `push...` is what EVMLinkObjects makes of them.
// The other builtins that name other objects, datasize, dataoffset and
// setimmutable, become constants, code addresses and stores in
// EVMLinkObjects: they have no opcode of their own, so they are not in
// this table.
def : EVMBuiltin<"loadimmutable", LOADIMMUTABLE, TailLinkName>;
def : EVMBuiltin<"linkersymbol", LINKERSYMBOL, TailLinkName>;
def : EVMBuiltin<"pushimmutable", LOADIMMUTABLE, TailLinkIndex>;
def : EVMBuiltin<"pushlinkersymbol", LINKERSYMBOL, TailLinkIndex>;
// Accounts and calls, and the operations that end the call. Those that run
// other code or end the call have a `.sptr` form, with the state pointers
// the other backend's alias analysis reads.
multiclass EVMStateBuiltin<string name, Instruction instr> {
  def : EVMBuiltin<name, instr>;
  def : EVMBuiltin<name # ".sptr", instr, TailStatePointers>;
}
defm : EVMStateBuiltin<"create", CREATE>;
defm : EVMStateBuiltin<"create2", CREATE2>;
defm : EVMStateBuiltin<"call", CALL>;
defm : EVMStateBuiltin<"callcode", CALLCODE>;
defm : EVMStateBuiltin<"delegatecall", DELEGATECALL>;
defm : EVMStateBuiltin<"staticcall", STATICCALL>;
defm : EVMStateBuiltin<"return", RETURN>;
defm : EVMStateBuiltin<"revert", REVERT>;
def : EVMBuiltin<"selfdestruct", SELFDESTRUCT>;
def : EVMBuiltin<"stop", STOP>;
def : EVMBuiltin<"invalid", INVALID>;

def EVMBuiltinTable : GenericTable {
  let FilterClass = "EVMBuiltin";
  let CppTypeName = "EVMBuiltinEntry";
  let Fields = ["Name", "Instr", "Tail"];
  string TypeOf_Tail = "EVMBuiltinTailKind";
}

// TableGen compares string keys without case; the caller checks the name.
def lookupBuiltinByName : SearchIndex {
  let Table = EVMBuiltinTable;
  let Key = ["Name"];
}
