;! { "cases": [
;! {"name": "less", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x5"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000008", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x000000000000000000000000000000000000000000000000000000000000000f"]},
;! {"name": "equal", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x5"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "greater", "inputs": [{"method": "#fallback", "calldata": ["0x1ff", "0x1"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x00000000000000000000000000000000000000000000000000000000000001fe", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000000000000000000000000000000000001ff"]},
;! {"name": "low-bytes", "inputs": [{"method": "#fallback", "calldata": ["0x105", "0x204"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000309", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000020e14"]}
;! ] }
; Branches on >=, <= and != comparisons (selected as a branch on the inverse
; comparison being zero, so that no ISZERO pair is left) when the comparison
; has other users too: the value stored must be the comparison's, not its
; inverse. Word 0: uge(a, b) as 0/1, also branched on; word 1: a - b if
; a >= b else a + b; word 2: ule(a & 0xff, b & 0xff) on i8, both branched on
; and stored; word 3: (a != b) ? a * b : 0 with the i1 widened and used.
; Expected values computed with Python's integers from the IR's definitions.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %ge = icmp uge i256 %a, %b
  %ge.w = zext i1 %ge to i256
  store i256 %ge.w, ptr addrspace(1) null
  br i1 %ge, label %sub, label %add
sub:
  %d = sub i256 %a, %b
  br label %j1
add:
  %s = add i256 %a, %b
  br label %j1
j1:
  %r1 = phi i256 [ %d, %sub ], [ %s, %add ]
  store i256 %r1, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  %a8 = trunc i256 %a to i8
  %b8 = trunc i256 %b to i8
  %le = icmp ule i8 %a8, %b8
  %le.w = zext i1 %le to i256
  br i1 %le, label %yes, label %no
yes:
  store i256 %le.w, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  br label %j2
no:
  store i256 %le.w, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  br label %j2
j2:
  %ne = icmp ne i256 %a, %b
  br i1 %ne, label %mul, label %zero
mul:
  %m = mul i256 %a, %b
  %ne.w = zext i1 %ne to i256
  %m2 = mul i256 %m, %ne.w
  br label %j3
zero:
  br label %j3
j3:
  %r3 = phi i256 [ %m2, %mul ], [ 0, %zero ]
  store i256 %r3, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}
