;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000000000000000000000000000000000001de", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000020"]},
;! {"name": "one-byte", "inputs": [{"method": "#fallback", "calldata": ["0x00000000000000000000000000000000000000000000000000000000000000a7"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000a07", "0x00000000000000000000000000000000000000000000000000000000000001de", "0x000000000000000000000000000000000000000000000000000000000a000700", "0x0000000000000000000000000000000000000000000000000000000000000020"]},
;! {"name": "two-bytes", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000001234"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000001020304", "0x00000000000000000000000000000000000000000000000000000000000001dc", "0x0000000000000000000000000000000000000000000000000100020003000400", "0x0000000000000000000000000000000000000000000000000000000000000020"]},
;! {"name": "sixteen-bytes", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000123456789abcdef0011223344556677"]}], "expected": ["0x000102030405060708090a0b0c0d0e0f00000101020203030404050506060707", "0x00000000000000000000000000000000000000000000000000000000000001c0", "0x0000000001000100020002000300030004000400050005000600060007000700", "0x0000000000000000000000000000000000000000000000000000000000000020"]},
;! {"name": "largest", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f", "0x00000000000000000000000000000000000000000000000000000000000001a0", "0x0f000f000f000f000f000f000f000f000f000f000f000f000f000f000f000f00", "0x0000000000000000000000000000000000000000000000000000000000000020"]}
;! ] }
; Sums of a loop's old pointer taken from its new one (EVMRebaseOffsets;
; test/CodeGen/EVM/ir/rebase-offsets.ll), at every option set: solady's
; toHexString loop, which steps the pointer by -2 and stores at the old
; pointer - 1, its exit reading the old pointer - 34. Word 0: the last 32
; bytes written (two nibbles a byte of a, at least one byte), ending at
; 512; word 1: where the exit's sum points (the first byte - 32). Words 2
; and 3: toHexString(value, length)'s loop, which stops when the new
; pointer reaches the start and measures from the end (compared and
; subtracted, `@hexn`): 16 nibbles of a, one every other byte ending at
; 768, and their span. Expected values computed with Python's integers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %start = call i256 @hex(i256 %a, i256 512)
  %last = load i256, ptr addrspace(1) inttoptr (i256 480 to ptr addrspace(1))
  store i256 %last, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1))
  store i256 %start, ptr addrspace(1) inttoptr (i256 1056 to ptr addrspace(1))
  %span = call i256 @hexn(i256 %a, i256 736, i256 768)
  %word = load i256, ptr addrspace(1) inttoptr (i256 736 to ptr addrspace(1))
  store i256 %word, ptr addrspace(1) inttoptr (i256 1088 to ptr addrspace(1))
  store i256 %span, ptr addrspace(1) inttoptr (i256 1120 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 128)
  unreachable
}

define i256 @hex(i256 %v, i256 %end) noinline {
entry:
  br label %loop
loop:
  %t = phi i256 [ %v, %entry ], [ %t.next, %loop ]
  %r = phi i256 [ %end, %entry ], [ %r.next, %loop ]
  %r.ptr = inttoptr i256 %r to ptr addrspace(1)
  %r.next = add i256 %r, -2
  %lo = and i256 %t, 15
  %lo8 = trunc i256 %lo to i8
  %p1 = getelementptr i8, ptr addrspace(1) %r.ptr, i256 -1
  store i8 %lo8, ptr addrspace(1) %p1
  %hi = lshr i256 %t, 4
  %hi4 = and i256 %hi, 15
  %hi8 = trunc i256 %hi4 to i8
  %p0 = inttoptr i256 %r.next to ptr addrspace(1)
  store i8 %hi8, ptr addrspace(1) %p0
  %t.next = lshr i256 %t, 8
  %more = icmp ne i256 %t.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %start = add i256 %r, -34
  ret i256 %start
}


define i256 @hexn(i256 %v, i256 %start, i256 %end) noinline {
entry:
  %stop = add i256 %start, 2
  br label %loop
loop:
  %t = phi i256 [ %v, %entry ], [ %t.next, %loop ]
  %r = phi i256 [ %end, %entry ], [ %r.next, %loop ]
  %r.next = add i256 %r, -2
  %lo = and i256 %t, 15
  %lo8 = trunc i256 %lo to i8
  %p0 = inttoptr i256 %r.next to ptr addrspace(1)
  store i8 %lo8, ptr addrspace(1) %p0
  %t.next = lshr i256 %t, 4
  %done = icmp eq i256 %r, %stop
  br i1 %done, label %exit, label %loop
exit:
  %e = add i256 %end, 2
  %n = sub i256 %e, %r
  ret i256 %n
}
