;! { "cases": [
;! {"name": "return-then-ret", "inputs": [{"method": "#fallback", "calldata": ["1", "41"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000002a"]},
;! {"name": "revert-then-ret", "inputs": [{"method": "#fallback", "calldata": ["2", "5"]}], "expected": {"return_data": ["0x000000000000000000000000000000000000000000000000000000000000000f"], "exception": true}},
;! {"name": "caller-goes-on", "inputs": [{"method": "#fallback", "calldata": ["3", "7"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000006c"]},
;! {"name": "stop-then-store", "inputs": [{"method": "#fallback", "calldata": ["4", "7"]}], "expected": []}
;! ] }
; Calls of builtins that end execution with code after them in their block,
; as the middle end may leave them (the builtins are not `noreturn`: the IR
; outliner's functions return after the RETURN they took from a getter).
; What follows such a call is unreachable (EVMLowerIntrinsics), and the
; function still returns where its other paths do. Calldata: mode, x.
; The expected words: 41 + 1, 5 * 3, 7 + 100 + 1 (the caller's `ret` after
; a call that returned is never reached), nothing (STOP).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)
declare void @llvm.evm.return(i256, i256)
declare void @llvm.evm.revert(i256, i256)
declare void @llvm.evm.stop()

define internal void @give(i256 %x) noinline {
entry:
  br label %body

body:
  %y = add i256 %x, 1
  store i256 %y, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  br label %exit

exit:
  ret void
}

define internal i256 @refuse(i256 %x) noinline {
  %y = mul i256 %x, 3
  store i256 %y, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(i256 0, i256 32)
  %z = add i256 %y, 1
  ret i256 %z
}

define void @__entry() {
entry:
  %mode = call i256 @llvm.evm.calldataload(i256 0)
  %x = call i256 @llvm.evm.calldataload(i256 32)
  switch i256 %mode, label %other [
    i256 1, label %one
    i256 2, label %two
    i256 3, label %three
  ]

one:
  call void @give(i256 %x)
  unreachable

two:
  %r = call i256 @refuse(i256 %x)
  store i256 %r, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  unreachable

three:
  %x100 = add i256 %x, 100
  call void @give(i256 %x100)
  ret void

other:
  call void @llvm.evm.stop()
  store i256 %x, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  ret void
}
