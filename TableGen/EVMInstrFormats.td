//===-- EVMInstrFormats.td - EVM instruction formats -------*- tablegen -*-===//
//
// Every EVM opcode is described once and yields two instructions, as in the
// WebAssembly target:
//
//  * a register form (e.g. ADD), made by instruction selection, whose
//    virtual-register operands are listed in stack order: operand 0 of the
//    uses is the value that must be on top of the EVM stack (µs[0]);
//  * a stack form (e.g. ADD_S) with no register operands, made by the
//    stackifier, which MC prints and encodes.
//
// The getStackOpcode InstrMapping gives the stack form of a register form.
//
// Each instruction carries its EVM properties in TSFlags so that later passes
// (stack verifier, cost model) can read them without a table of their own:
//   TSFlags{15-0}  base gas cost (the static part of the opcode's cost)
//   TSFlags{20-16} stack items read (δ in the Yellow Paper)
//   TSFlags{25-21} stack items written (α)
//   TSFlags{26}    stack form
//   TSFlags{27}    halts execution (RETURN, REVERT, STOP, INVALID,
//                  SELFDESTRUCT): nothing after it runs
//   TSFlags{28}    invariant in a call: the result depends on the operands
//                  alone for the whole of a call of the contract
//                  (arithmetic, and what the call itself and the
//                  contract's own code fix before it starts); the builtins
//                  of such opcodes are
//                  `memory(none)` for the middle end
//   TSFlags{29}    host state: fixed by the block or the transaction, but
//                  changed between calls by test hosts (forge's
//                  cheatcodes); read again after any call that can reach
//                  the host: the builtins are `memory(inaccessiblemem:
//                  read)`, the instructions mayLoad
//
// The disassembler reads the same definitions: EVMOpcodes below is the
// table of every encodable instruction by its opcode byte.
//
//===----------------------------------------------------------------------===//

class EVMInst<dag outs, dag ins, string asmstr, list<dag> pattern>
    : Instruction {
  let Namespace = "EVM";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;
  let Pattern = pattern;
  let Size = 1;

  // The opcode byte. PUSHn immediates follow it and are emitted in C++,
  // because they are up to 256 bits wide.
  field bits<8> Inst;

  bits<16> BaseGas = 0;
  bits<5> StackIn = 0;
  bits<5> StackOut = 0;
  bit IsStack = 0;
  bit HaltsExecution = 0;
  bit InvariantInCall = 0;
  bit HostState = 0;

  let TSFlags{15-0} = BaseGas;
  let TSFlags{20-16} = StackIn;
  let TSFlags{25-21} = StackOut;
  let TSFlags{26} = IsStack;
  let TSFlags{27} = HaltsExecution;
  let TSFlags{28} = InvariantInCall;
  let TSFlags{29} = HostState;

  // An instruction with an opcode byte of its own (a stack form that is
  // not a pseudo), and the instruction itself: the disassembler's table.
  bit IsEncoded = !and(IsStack, !not(isPseudo));
  Instruction Opcode = !cast<Instruction>(NAME);
}

// Instructions that have both forms carry the keys of the InstrMapping.
class StackRel {
  string BaseName;
  string StackBased;
}

// Target pseudo-instructions of the register form: never encoded.
class EVMPseudo<dag outs, dag ins, list<dag> pattern = []>
    : EVMInst<outs, ins, "", pattern> {
  let isPseudo = 1;
  let isCodeGenOnly = 1;
  let Inst = 0;
}

// A stack-form-only instruction (DUPn, SWAPn, POP, PUSHn, JUMP, JUMPI,
// JUMPDEST).
class EVMStackInst<bits<8> opc, string asmstr, int gas, int pops, int pushes,
                   dag ins = (ins)>
    : EVMInst<(outs), ins, asmstr, []> {
  let Inst = opc;
  let BaseGas = gas;
  let StackIn = pops;
  let StackOut = pushes;
  let IsStack = 1;
}

// One EVM opcode: `defm ADD : EVMOp<...>` yields ADD (register form) and
// ADD_S (stack form).
multiclass EVMOp<bits<8> opc, string mnemonic, int gas, dag oops, dag iops,
                 list<dag> pattern = []> {
  let Inst = opc, BaseGas = gas, StackIn = !size(iops),
      StackOut = !size(oops) in {
    let isCodeGenOnly = 1 in
    def "" : EVMInst<oops, iops, "", pattern>, StackRel {
      let BaseName = NAME;
      let StackBased = "false";
    }
    def _S : EVMInst<(outs), (ins), mnemonic, []>, StackRel {
      let BaseName = NAME;
      let StackBased = "true";
      let IsStack = 1;
    }
  }
}

// Value-producing opcodes with N stack inputs.
multiclass EVMOp0<bits<8> opc, string mn, int gas, list<dag> pat = []>
    : EVMOp<opc, mn, gas, (outs GPR:$dst), (ins), pat>;
multiclass EVMOp1<bits<8> opc, string mn, int gas, SDPatternOperator node = null_frag>
    : EVMOp<opc, mn, gas, (outs GPR:$dst), (ins GPR:$a),
            [(set GPR:$dst, (node GPR:$a))]>;
multiclass EVMOp2<bits<8> opc, string mn, int gas, SDPatternOperator node = null_frag>
    : EVMOp<opc, mn, gas, (outs GPR:$dst), (ins GPR:$a, GPR:$b),
            [(set GPR:$dst, (node GPR:$a, GPR:$b))]>;
// Shifts take the shift amount on top and the value below it.
multiclass EVMShift<bits<8> opc, string mn, SDPatternOperator node>
    : EVMOp<opc, mn, 3, (outs GPR:$dst), (ins GPR:$shift, GPR:$val),
            [(set GPR:$dst, (node GPR:$val, GPR:$shift))]>;

def getStackOpcode : InstrMapping {
  let FilterClass = "StackRel";
  let RowFields = ["BaseName"];
  let ColFields = ["StackBased"];
  let KeyCol = ["false"];
  let ValueCols = [["true"]];
}

// The disassembler's decoding table: each encodable instruction keyed by its
// opcode byte (lookupOpcodeByByte). The width of a PUSH immediate is the
// instruction's Size minus the opcode byte. TableGen's fixed-length decoder
// (-gen-disassembler) does not fit: it wants the Inst field to span the
// whole Size, and PUSH immediates are up to 256 bits wide.
def EVMOpcodes : GenericTable {
  let FilterClass = "EVMInst";
  let FilterClassField = "IsEncoded";
  let CppTypeName = "EVMOpcodeEntry";
  let Fields = ["Inst", "Opcode"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupOpcodeByByte";
}
