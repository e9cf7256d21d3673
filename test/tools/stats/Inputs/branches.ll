; Branches and a loop calling a function: the deepest path depends on the
; input, so the report is an upper bound of the traced heights.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define i256 @step(i256 %s, i256 %i) noinline {
  %odd = and i256 %i, 1
  %c = icmp eq i256 %odd, 0
  br i1 %c, label %even, label %other
even:
  %e = add i256 %s, %i
  ret i256 %e
other:
  %o = mul i256 %s, 3
  %o2 = add i256 %o, %i
  ret i256 %o2
}

define void @__entry() noreturn {
entry:
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %z = icmp eq i256 %n, 0
  br i1 %z, label %exit, label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 1, %entry ], [ %s.next, %loop ]
  %s.next = call i256 @step(i256 %s, i256 %i)
  %i.next = add i256 %i, 1
  %done = icmp uge i256 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %m = inttoptr i256 0 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) %m
  call void @llvm.evm.return(ptr addrspace(1) %m, i256 32)
  unreachable
}
