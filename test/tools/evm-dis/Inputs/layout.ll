; A contract whose bytecode has data after the code: the initial value of a
; memory global and a code global holding a function pointer. @twice is
; called only through that table, and it is the last function.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

@counter = global i256 258
@table = addrspace(4) constant [1 x ptr] [ptr @twice]

define void @__entry() {
  %c = load i256, ptr @counter
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %y = add i256 %x, %c
  store i256 %y, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define i256 @twice(i256 %x) {
  %r = shl i256 %x, 1
  ret i256 %r
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
