//===-- EVMRegisterInfo.td - EVM register definitions ------*- tablegen -*-===//
//
// The EVM has no registers: every value lives on the operand stack. Until the
// stackifier runs, values are virtual registers of one 256-bit class. A
// register class cannot be empty, so it holds one nominal register that is
// never allocated (there is no register allocation on this target).
//
//===----------------------------------------------------------------------===//

class EVMReg<string n> : Register<n> {
  let Namespace = "EVM";
}

// Nominal member of the value class; reserved, never used by code.
def VALUE : EVMReg<"value">;

def GPR : RegisterClass<"EVM", [i256], 256, (add VALUE)>;

// Pseudo instructions that take pointer-like operands use the value class.
defm : RemapAllTargetPseudoPointerOperands<GPR>;
