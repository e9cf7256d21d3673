; A cold function the entry calls (test/tools/evm-link/link.test).
define i256 @slow(i256 %x) cold noinline {
  %y = mul i256 %x, 3
  ret i256 %y
}
define void @__entry() {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = call i256 @slow(i256 %x)
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256)
