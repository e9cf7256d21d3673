// RUN: %evm-yul-frontend -S -o %t %s
// RUN: FileCheck %s < %t/0.ll
// Literals, arithmetic, comparisons and the order of evaluation.

{
  // CHECK-LABEL: define void @__entry()

  // Numbers, hex numbers, booleans; a string is its bytes left-aligned in
  // the word ("ab" is 0x6162 followed by 30 zero bytes), as is a hex string.
  // CHECK: store i256 10, ptr addrspace(5) null
  // CHECK: store i256 255, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5))
  // CHECK: store i256 1, ptr addrspace(5) inttoptr (i256 2 to ptr addrspace(5))
  // CHECK: store i256 0, ptr addrspace(5) inttoptr (i256 3 to ptr addrspace(5))
  // CHECK: store i256 44047497324925121336511606693520958599579173549109180625971642598225011015680, ptr addrspace(5) inttoptr (i256 4 to ptr addrspace(5))
  // CHECK: store i256 -14474011154664524427946373126085988481658748083205070504932198000989141204992, ptr addrspace(5) inttoptr (i256 5 to ptr addrspace(5))
  sstore(0, 10)
  sstore(1, 0xff)
  sstore(2, true)
  sstore(3, false)
  sstore(4, "ab")
  sstore(5, hex"e0")

  // Statements run in order; the arguments of a call are evaluated from
  // right to left: sub's second calldataload comes first.
  // CHECK: %[[A:[0-9]+]] = call i256 @llvm.evm.calldataload(i256 0)
  // CHECK: %[[B:[0-9]+]] = call i256 @llvm.evm.calldataload(i256 32)
  let a := calldataload(0)
  let b := calldataload(32)
  let c := sub(calldataload(64), calldataload(96))
  // CHECK: %[[C1:[0-9]+]] = call i256 @llvm.evm.calldataload(i256 96)
  // CHECK: %[[C0:[0-9]+]] = call i256 @llvm.evm.calldataload(i256 64)
  // CHECK: %[[C:[0-9]+]] = sub i256 %[[C0]], %[[C1]]

  // IR arithmetic where IR has it.
  // CHECK: add i256 %[[A]], %[[B]]
  // CHECK: mul i256
  // CHECK: and i256
  // CHECK: or i256
  // CHECK: xor i256
  // CHECK: xor i256 %[[A]], -1
  mstore(0, add(a, b))
  mstore(0, mul(a, b))
  mstore(0, and(a, b))
  mstore(0, or(a, b))
  mstore(0, xor(a, b))
  mstore(0, not(a))

  // Comparisons give 0 or 1.
  // CHECK: %[[LT:[0-9]+]] = icmp ult i256 %[[A]], %[[B]]
  // CHECK-NEXT: zext i1 %[[LT]] to i256
  // CHECK: icmp ugt i256
  // CHECK: icmp slt i256
  // CHECK: icmp sgt i256
  // CHECK: icmp eq i256
  // CHECK: %[[Z:[0-9]+]] = icmp eq i256 %[[A]], 0
  // CHECK-NEXT: zext i1 %[[Z]] to i256
  mstore(0, lt(a, b))
  mstore(0, gt(a, b))
  mstore(0, slt(a, b))
  mstore(0, sgt(a, b))
  mstore(0, eq(a, b))
  mstore(0, iszero(a))

  // Division by a variable is the EVM's (0 for a zero divisor); by a
  // constant that cannot fault, IR's. sdiv and smod by -1 keep the EVM's:
  // IR's overflows on the most negative number.
  // CHECK: call i256 @llvm.evm.div(i256 %[[A]], i256 %[[B]])
  // CHECK: call i256 @llvm.evm.sdiv(i256 %[[A]], i256 %[[B]])
  // CHECK: call i256 @llvm.evm.mod(i256 %[[A]], i256 %[[B]])
  // CHECK: call i256 @llvm.evm.smod(i256 %[[A]], i256 %[[B]])
  // CHECK: udiv i256 %[[A]], 7
  // CHECK: sdiv i256 %[[A]], 7
  // CHECK: urem i256 %[[A]], 7
  // CHECK: srem i256 %[[A]], 7
  // CHECK: call i256 @llvm.evm.div(i256 %[[A]], i256 0)
  // CHECK: call i256 @llvm.evm.sdiv(i256 %[[A]], i256 -1)
  // CHECK: call i256 @llvm.evm.smod(i256 %[[A]], i256 -1)
  mstore(0, div(a, b))
  mstore(0, sdiv(a, b))
  mstore(0, mod(a, b))
  mstore(0, smod(a, b))
  mstore(0, div(a, 7))
  mstore(0, sdiv(a, 7))
  mstore(0, mod(a, 7))
  mstore(0, smod(a, 7))
  mstore(0, div(a, 0))
  mstore(0, sdiv(a, not(0)))
  mstore(0, smod(a, not(0)))

  // Shifts by a constant below 256 are IR's; others the EVM's. The
  // amount comes first in Yul, second in IR.
  // CHECK: shl i256 %[[A]], 8
  // CHECK: lshr i256 %[[A]], 255
  // CHECK: ashr i256 %[[A]], 1
  // CHECK: call i256 @llvm.evm.shl(i256 256, i256 %[[A]])
  // CHECK: call i256 @llvm.evm.shr(i256 %[[B]], i256 %[[A]])
  // CHECK: call i256 @llvm.evm.sar(i256 %[[B]], i256 %[[A]])
  mstore(0, shl(8, a))
  mstore(0, shr(255, a))
  mstore(0, sar(1, a))
  mstore(0, shl(256, a))
  mstore(0, shr(b, a))
  mstore(0, sar(b, a))

  // The rest are the backend's builtins, with Yul's arguments in order.
  // CHECK: call i256 @llvm.evm.exp(i256 %[[A]], i256 %[[B]])
  // CHECK: call i256 @llvm.evm.addmod(i256 %[[A]], i256 %[[B]], i256 %[[C]])
  // CHECK: call i256 @llvm.evm.mulmod(i256 %[[A]], i256 %[[B]], i256 %[[C]])
  // CHECK: call i256 @llvm.evm.signextend(i256 %[[A]], i256 %[[B]])
  // CHECK: call i256 @llvm.evm.byte(i256 %[[A]], i256 %[[B]])
  // CHECK: call i256 @llvm.ctlz.i256(i256 %[[A]], i1 false)
  // CHECK: call i256 @llvm.evm.sha3(i256 %[[A]], i256 %[[B]])
  mstore(0, exp(a, b))
  mstore(0, addmod(a, b, c))
  mstore(0, mulmod(a, b, c))
  mstore(0, signextend(a, b))
  mstore(0, byte(a, b))
  mstore(0, clz(a))
  mstore(0, keccak256(a, b))

  // CHECK: call void @llvm.evm.return(i256 0, i256 32)
  // CHECK-NEXT: unreachable
  return(0, 32)
}
