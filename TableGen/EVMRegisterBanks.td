//===-- EVMRegisterBanks.td - EVM register banks -----------*- tablegen -*-===//
//
// One bank: every value, integer or pointer, is a 256-bit stack word.
//
//===----------------------------------------------------------------------===//

def WordRegBank : RegisterBank<"Word", [GPR]>;
