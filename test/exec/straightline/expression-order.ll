;! { "cases": [
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000007", "0x0000000000000000000000000000000000000000000000000000000000000003", "0x0000000000000000000000000000000000000000000000000000000000000002", "0x000000000000000000000000000000000000000000000000000000000000000a"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000004", "0x0000000000000000000000000000000000000000000000000000000000000004", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000020"]},
;! {"name": "mid", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000003039", "0x0000000000000000000000000000000000000000000000000000000000000028", "0x0000000000000100000000000000000000000000000000000000000000000005", "0x000000000000000000000000000000000000000000000000000000000000000b", "0x0000000000000000000000000000000000000000000000000000000000000003", "0x00000000000000000000000000000000000000000000000000000000000003e8"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000002c", "0x00000000000000fffffffffffffffffffffffffffffffffffffffffffffffffa", "0x00000000000000fffffffffffffffffffffffffffffffffffffffffffffffffa", "0xffffffffffffff00000000000000000000000000000000000000000000000002", "0x000000000000000000000000000000000000000000000000000001b60a2664e8"]},
;! {"name": "big", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb", "0x0000000000000000000000000000000000000000000000000000000000000003", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x00000000000000000000000000000000000000000000000000000000000000ff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000004", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000007", "0x0000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "edge", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000002710", "0x0000000000000000000000000000000000000000000000000000000000000007", "0x000000000000000000000000000000000000000c9f2c9cd04674edea40000000", "0x0000000000000000000000000000000000000001431e0fae6d7217caa0000000", "0x0000000000000000000000000000000000000000000000000000000000000007", "0x000000000000000000000000000000000000000000000000000000000000000d"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000000b", "0x000000000000000000000000000000000000000b5c0e8d21d902d61fa0000000", "0x000000000000000000000000000000000000000b5c0e8d21d902d61fa0000000", "0xfffffffffffffffffffffffffffffffffffffff360d3632fb98b1215c0000007", "0x0000000000000000000000000000000000000000204fce5e3e25026110000012"]}
;! ] }
; Expression trees in stack order (EVMExpressionOrder;
; test/CodeGen/EVM/stackify/expression-order.ll), at every option set. The
; call data is x, r, m1, m2, b, n. Word 0: log10's tail r + (x > 9999) +
; (x > 999) + (x > 99) + (x > 9); word 1: m1 - m2 loaded from memory; word 2:
; the same with volatile loads; word 3: a load, a store of 7 to the same word, the
; load again, subtracted (7 - m1); word 4: addmod(x, b, n) + mulmod(x, b, n) + x ** b.
; Expected values computed with Python's integers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i256 @llvm.evm.addmod(i256, i256, i256)
declare i256 @llvm.evm.mulmod(i256, i256, i256)
declare i256 @llvm.evm.exp(i256, i256)

define void @__entry() noreturn {
entry:
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %m1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  %m2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 96 to ptr addrspace(2)))
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 128 to ptr addrspace(2)))
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 160 to ptr addrspace(2)))
  store i256 %m1, ptr addrspace(1) inttoptr (i256 1280 to ptr addrspace(1))
  store i256 %m2, ptr addrspace(1) inttoptr (i256 1312 to ptr addrspace(1))
  %w0 = call i256 @log10_tail(i256 %x, i256 %r)
  %w1 = call i256 @sub_loads()
  %w2 = call i256 @volatile_loads()
  %w3 = call i256 @store_between(ptr addrspace(1) inttoptr (i256 1280 to ptr addrspace(1)), ptr addrspace(1) inttoptr (i256 1280 to ptr addrspace(1)))
  %w4 = call i256 @builtins(i256 %x, i256 %b, i256 %n)
  store i256 %w0, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1))
  store i256 %w1, ptr addrspace(1) inttoptr (i256 1056 to ptr addrspace(1))
  store i256 %w2, ptr addrspace(1) inttoptr (i256 1088 to ptr addrspace(1))
  store i256 %w3, ptr addrspace(1) inttoptr (i256 1120 to ptr addrspace(1))
  store i256 %w4, ptr addrspace(1) inttoptr (i256 1152 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 160)
  unreachable
}

define i256 @log10_tail(i256 %x, i256 %r) noinline {
  %c4 = icmp ugt i256 %x, 9999
  %z4 = zext i1 %c4 to i256
  %c3 = icmp ugt i256 %x, 999
  %z3 = zext i1 %c3 to i256
  %c2 = icmp ugt i256 %x, 99
  %z2 = zext i1 %c2 to i256
  %c1 = icmp ugt i256 %x, 9
  %z1 = zext i1 %c1 to i256
  %s4 = add nuw nsw i256 %r, %z4
  %s3 = add nuw nsw i256 %s4, %z3
  %s2 = add nuw nsw i256 %s3, %z2
  %s1 = add nuw nsw i256 %s2, %z1
  ret i256 %s1
}

define i256 @sub_loads() noinline {
  %a = load i256, ptr addrspace(1) inttoptr (i256 1280 to ptr addrspace(1))
  %b = load i256, ptr addrspace(1) inttoptr (i256 1312 to ptr addrspace(1))
  %c = sub i256 %a, %b
  ret i256 %c
}

define i256 @volatile_loads() noinline {
  %a = load volatile i256, ptr addrspace(1) inttoptr (i256 1280 to ptr addrspace(1))
  %b = load volatile i256, ptr addrspace(1) inttoptr (i256 1312 to ptr addrspace(1))
  %c = sub i256 %a, %b
  ret i256 %c
}

define i256 @store_between(ptr addrspace(1) %p, ptr addrspace(1) %q) noinline {
  %a = load i256, ptr addrspace(1) %p
  store i256 7, ptr addrspace(1) %q
  %b = load i256, ptr addrspace(1) %p
  %c = sub i256 %b, %a
  ret i256 %c
}

define i256 @builtins(i256 %a, i256 %b, i256 %n) noinline {
  %x = call i256 @llvm.evm.addmod(i256 %a, i256 %b, i256 %n)
  %y = call i256 @llvm.evm.mulmod(i256 %a, i256 %b, i256 %n)
  %z = call i256 @llvm.evm.exp(i256 %a, i256 %b)
  %s = add i256 %x, %y
  %t = add i256 %s, %z
  ret i256 %t
}
