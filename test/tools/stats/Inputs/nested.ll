; Two nested loops, the inner one with a branch in its body: the outer
; iteration goes through the inner blocks once, along the dearer side.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  br label %outer
outer:
  %i = phi i256 [ 0, %entry ], [ %i.next, %outer.latch ]
  %s = phi i256 [ 0, %entry ], [ %s.inner, %outer.latch ]
  br label %inner
inner:
  %j = phi i256 [ 0, %outer ], [ %j.next, %inner.latch ]
  %t = phi i256 [ %s, %outer ], [ %t.next, %inner.latch ]
  %odd = and i256 %j, 1
  %c = icmp eq i256 %odd, 0
  br i1 %c, label %cheap, label %dear
cheap:
  %t1 = add i256 %t, %j
  br label %inner.latch
dear:
  %t2 = mul i256 %t, %j
  %t3 = sdiv i256 %t2, 3
  br label %inner.latch
inner.latch:
  %t.next = phi i256 [ %t1, %cheap ], [ %t3, %dear ]
  %j.next = add i256 %j, 1
  %jd = icmp uge i256 %j.next, %i
  br i1 %jd, label %outer.latch, label %inner
outer.latch:
  %s.inner = phi i256 [ %t.next, %inner.latch ]
  %i.next = add i256 %i, 1
  %d = icmp uge i256 %i.next, %n
  br i1 %d, label %exit, label %outer
exit:
  %m = inttoptr i256 0 to ptr addrspace(1)
  store i256 %s.inner, ptr addrspace(1) %m
  call void @llvm.evm.return(ptr addrspace(1) %m, i256 32)
  unreachable
}
