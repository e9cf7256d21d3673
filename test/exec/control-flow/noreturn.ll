;! { "cases": [
;! {"name": "returns", "inputs": [{"method": "#fallback", "calldata": ["1", "2", "7"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000003", "0x00000000000000000000000000000000000000000000000000000000000001f4", "0x000000000000000000000000000000000000000000000000000000000000014b"]},
;! {"name": "no-overflow-edge", "inputs": [{"method": "#fallback", "calldata": ["-2", "1", "100"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x00000000000000000000000000000000000000000000000000000000000003e8", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff3d"]},
;! {"name": "overflow-reverts-with-code", "inputs": [{"method": "#fallback", "calldata": ["-1", "1", "7"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000011"], "exception": true}},
;! {"name": "zero-reverts-empty", "inputs": [{"method": "#fallback", "calldata": ["1", "0", "7"]}], "expected": {"return_data": [], "exception": true}},
;! {"name": "reverts-in-loop", "inputs": [{"method": "#fallback", "calldata": ["3", "5", "2"]}], "expected": {"return_data": ["0x000000000000000000000000000000000000000000000000000000000000006a"], "exception": true}},
;! {"name": "reverts-first-iteration", "inputs": [{"method": "#fallback", "calldata": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "1"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000064"], "exception": true}}
;! ] }
; Internal noreturn functions that revert, called conditionally: with no
; data, with a code passed as an argument, and from inside a loop while
; other values are live. Calldata: a, b, mode.
; The expected words were computed by running this module on the host with lli
; (LLVM 22), calldata and memory modelled as byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p0 = inttoptr i256 0 to ptr addrspace(2)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %mode = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %s = call i256 @checked_add(i256 %a, i256 %b)
  %q = call i256 @nonzero(i256 %b)
  %f = call i256 @find(i256 %a, i256 %mode)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  %m2 = inttoptr i256 64 to ptr addrspace(1)
  store i256 %s, ptr addrspace(1) %m0
  store i256 %q, ptr addrspace(1) %m1
  store i256 %f, ptr addrspace(1) %m2
  call void @llvm.evm.return(ptr addrspace(1) null, i256 96)
  unreachable
}

define void @fail() noreturn {
entry:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}

; Reverts with one word of data, written at offset 64.
define void @fail_with(i256 %code) noreturn {
entry:
  %m = inttoptr i256 64 to ptr addrspace(1)
  store i256 %code, ptr addrspace(1) %m
  call void @llvm.evm.revert(ptr addrspace(1) %m, i256 32)
  unreachable
}

; a + b, reverting with code 0x11 on unsigned overflow.
define i256 @checked_add(i256 %a, i256 %b) {
entry:
  %s = add i256 %a, %b
  %ov = icmp ult i256 %s, %a
  br i1 %ov, label %bad, label %ok
bad:
  call void @fail_with(i256 17)
  unreachable
ok:
  ret i256 %s
}

; 1000 / b, reverting with no data when b is zero.
define i256 @nonzero(i256 %b) {
entry:
  %z = icmp eq i256 %b, 0
  br i1 %z, label %bad, label %ok
bad:
  call void @fail()
  unreachable
ok:
  %q = udiv i256 1000, %b
  ret i256 %q
}

; For i in 0..9: if (a + i) % 7 == mode, revert with i + 100; otherwise sum
; (a + i) * i and return the sum xor a.
define i256 @find(i256 %a, i256 %mode) {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i256 [ 0, %entry ], [ %acc1, %next ]
  %done = icmp eq i256 %i, 10
  br i1 %done, label %exit, label %body
body:
  %v = add i256 %a, %i
  %r = urem i256 %v, 7
  %hit = icmp eq i256 %r, %mode
  br i1 %hit, label %bad, label %next
bad:
  %code = add i256 %i, 100
  call void @fail_with(i256 %code)
  unreachable
next:
  %t = mul i256 %v, %i
  %acc1 = add i256 %acc, %t
  %i1 = add i256 %i, 1
  br label %loop
exit:
  %x = xor i256 %acc, %a
  ret i256 %x
}
