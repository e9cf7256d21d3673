; Straight-line code through calls: the entry calls @f with values live
; across the call, and @f calls @g, deeper in the stack.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define i256 @g(i256 %x, i256 %y, i256 %z) noinline {
  %a = mul i256 %x, %y
  %b = add i256 %a, %z
  %c = mul i256 %b, %x
  ret i256 %c
}

define i256 @f(i256 %x, i256 %y) noinline {
  %a = add i256 %x, %y
  %b = call i256 @g(i256 %a, i256 %x, i256 %y)
  %c = sub i256 %b, %a
  ret i256 %c
}

define void @__entry() noreturn {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %r = call i256 @f(i256 %a, i256 %b)
  %s = add i256 %r, %a
  %t = mul i256 %s, %b
  %m = inttoptr i256 0 to ptr addrspace(1)
  store i256 %t, ptr addrspace(1) %m
  call void @llvm.evm.return(ptr addrspace(1) %m, i256 32)
  unreachable
}
