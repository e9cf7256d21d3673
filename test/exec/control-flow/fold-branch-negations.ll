;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "k999", "inputs": [{"method": "#fallback", "calldata": ["0x00000000000000000000000000000000000000000000000000000000000003e7"]}], "expected": ["0x00000000000000000000000000000000000000000000000000000000000003e7", "0x0000000000000000000000000000000000000000000000000000000000001b51", "0x0000000000000000000000000000000000000000000000000000000000001b51", "0x00000000000000000000000000000000000000000000000000000000000003e7", "0x00000000000000000000000000000000000000000000000000000000000003e7", "0x0000000000000000000000000000000000000000000000000000000000001b51"]},
;! {"name": "k1000", "inputs": [{"method": "#fallback", "calldata": ["0x00000000000000000000000000000000000000000000000000000000000003e8"]}], "expected": ["0x00000000000000000000000000000000000000000000000000000000000003e8", "0x00000000000000000000000000000000000000000000000000000000000003e8", "0x0000000000000000000000000000000000000000000000000000000000001b58", "0x00000000000000000000000000000000000000000000000000000000000003e8", "0x00000000000000000000000000000000000000000000000000000000000003e8", "0x0000000000000000000000000000000000000000000000000000000000001b58"]},
;! {"name": "k99999", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000000000000000000000000001869f"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000001869f", "0x000000000000000000000000000000000000000000000000000000000001869f", "0x00000000000000000000000000000000000000000000000000000000000aae59", "0x000000000000000000000000000000000000000000000000000000000001869f", "0x00000000000000000000000000000000000000000000000000000000000aae59", "0x00000000000000000000000000000000000000000000000000000000000aae59"]},
;! {"name": "k100000", "inputs": [{"method": "#fallback", "calldata": ["0x00000000000000000000000000000000000000000000000000000000000186a0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x00000000000000000000000000000000000000000000000000000000000186a0", "0x00000000000000000000000000000000000000000000000000000000000aae60", "0x00000000000000000000000000000000000000000000000000000000000186a0", "0x00000000000000000000000000000000000000000000000000000000000aae60", "0x00000000000000000000000000000000000000000000000000000000000aae60"]},
;! {"name": "k299", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000000000000000000000000000012b"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000012b", "0x000000000000000000000000000000000000000000000000000000000000082d", "0x000000000000000000000000000000000000000000000000000000000000082d", "0x000000000000000000000000000000000000000000000000000000000000082d", "0x000000000000000000000000000000000000000000000000000000000000012b", "0x000000000000000000000000000000000000000000000000000000000000082d"]},
;! {"name": "k300", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000000000000000000000000000012c"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000012c", "0x0000000000000000000000000000000000000000000000000000000000000834", "0x0000000000000000000000000000000000000000000000000000000000000834", "0x000000000000000000000000000000000000000000000000000000000000012c", "0x000000000000000000000000000000000000000000000000000000000000012c", "0x0000000000000000000000000000000000000000000000000000000000000834"]},
;! {"name": "k5000", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000001388"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000001388", "0x0000000000000000000000000000000000000000000000000000000000001388", "0x00000000000000000000000000000000000000000000000000000000000088b8", "0x0000000000000000000000000000000000000000000000000000000000001388", "0x0000000000000000000000000000000000000000000000000000000000001388", "0x00000000000000000000000000000000000000000000000000000000000088b8"]},
;! {"name": "k5001", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000001389"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000001389", "0x0000000000000000000000000000000000000000000000000000000000001389", "0x00000000000000000000000000000000000000000000000000000000000088bf", "0x0000000000000000000000000000000000000000000000000000000000001389", "0x00000000000000000000000000000000000000000000000000000000000088bf", "0x00000000000000000000000000000000000000000000000000000000000088bf"]},
;! {"name": "minus5", "inputs": [{"method": "#fallback", "calldata": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb"]}], "expected": ["0x0000a7c5ac471b4784230fcf80dc33721d53cddd6e04c059210385c67dfe32a0", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdd", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb"]},
;! {"name": "minus4", "inputs": [{"method": "#fallback", "calldata": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc"]}], "expected": ["0x0000a7c5ac471b4784230fcf80dc33721d53cddd6e04c059210385c67dfe32a0", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe4", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe4", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe4", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc"]},
;! {"name": "minus6", "inputs": [{"method": "#fallback", "calldata": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa"]}], "expected": ["0x0000a7c5ac471b4784230fcf80dc33721d53cddd6e04c059210385c67dfe32a0", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd6", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa"]},
;! {"name": "below_dearer", "inputs": [{"method": "#fallback", "calldata": ["0x00000000000011ffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x00000000000000000bcbe61cffeb074a771c970f7b9e060fe47991bc55864452", "0x00000000000011ffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0000000000007dfffffffffffffffffffffffffffffffffffffffffffffffff9", "0x00000000000011ffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0000000000007dfffffffffffffffffffffffffffffffffffffffffffffffff9", "0x0000000000007dfffffffffffffffffffffffffffffffffffffffffffffffff9"]},
;! {"name": "dearer", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000001200000000000000000000000000000000000000000000000000"]}], "expected": ["0x00000000000000000bcbe61cffeb074a771c970f7b9e060fe47991bc55864452", "0x0000000000001200000000000000000000000000000000000000000000000000", "0x0000000000007e00000000000000000000000000000000000000000000000000", "0x0000000000001200000000000000000000000000000000000000000000000000", "0x0000000000007e00000000000000000000000000000000000000000000000000", "0x0000000000001200000000000000000000000000000000000000000000000000"]},
;! {"name": "max", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0000a7c5ac471b4784230fcf80dc33721d53cddd6e04c059210385c67dfe32a0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}
;! ] }
; Branches the layout negates, on a compare with a constant: the ISZERO
; folded into the compare (test/CodeGen/EVM/stackify/fold-branch-negations.ll),
; at every option set. Each word is f(x) for one function, at the
; boundaries of its constant: unsigned, signed, the constant on the left,
; and a constant whose neighbour costs more (not folded). Expected values
; computed with Python's integers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r0 = call i256 @ugt_step(i256 %x)
  %r1 = call i256 @ult_step(i256 %x)
  %r2 = call i256 @sgt_step(i256 %x)
  %r3 = call i256 @slt_step(i256 %x)
  %r4 = call i256 @const_left(i256 %x)
  %r5 = call i256 @dearer(i256 %x)
  store i256 %r0, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1))
  store i256 %r1, ptr addrspace(1) inttoptr (i256 1056 to ptr addrspace(1))
  store i256 %r2, ptr addrspace(1) inttoptr (i256 1088 to ptr addrspace(1))
  store i256 %r3, ptr addrspace(1) inttoptr (i256 1120 to ptr addrspace(1))
  store i256 %r4, ptr addrspace(1) inttoptr (i256 1152 to ptr addrspace(1))
  store i256 %r5, ptr addrspace(1) inttoptr (i256 1184 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 192)
  unreachable
}

define i256 @ugt_step(i256 %x) noinline {
entry:
  %c = icmp ugt i256 %x, 99999
  br i1 %c, label %then, label %end
then:
  %d = udiv i256 %x, 100000
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

define i256 @ult_step(i256 %x) noinline {
entry:
  %c = icmp ult i256 %x, 1000
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

define i256 @sgt_step(i256 %x) noinline {
entry:
  %c = icmp sgt i256 %x, -5
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

define i256 @slt_step(i256 %x) noinline {
entry:
  %c = icmp slt i256 %x, 300
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

define i256 @const_left(i256 %x) noinline {
entry:
  %c = icmp ult i256 5000, %x
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

define i256 @dearer(i256 %x) noinline {
entry:
  %c = icmp ult i256 %x, 28924884796661824959755317662140926845399653888090271035424768
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}
