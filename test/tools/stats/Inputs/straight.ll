; Straight-line code: a polynomial of three calldata words, many values
; live at once, then returned.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %ab = mul i256 %a, %b
  %bc = mul i256 %b, %c
  %ca = mul i256 %c, %a
  %s1 = add i256 %ab, %bc
  %s2 = sub i256 %s1, %ca
  %x = xor i256 %s2, %a
  %y = or i256 %x, %b
  %z = and i256 %y, %c
  %r = add i256 %z, %s1
  %m = inttoptr i256 0 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) %m
  %m2 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %ab, ptr addrspace(1) %m2
  call void @llvm.evm.return(ptr addrspace(1) %m, i256 64)
  unreachable
}
