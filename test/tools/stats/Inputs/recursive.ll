; Recursion: the program's stack height is unbounded (null).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define i256 @fact(i256 %n) noinline {
  %z = icmp ult i256 %n, 2
  br i1 %z, label %one, label %rec
one:
  ret i256 1
rec:
  %m = sub i256 %n, 1
  %r = call i256 @fact(i256 %m)
  %p = mul i256 %r, %n
  ret i256 %p
}

define void @__entry() noreturn {
entry:
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = call i256 @fact(i256 %n)
  %m = inttoptr i256 0 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) %m
  call void @llvm.evm.return(ptr addrspace(1) %m, i256 32)
  unreachable
}
