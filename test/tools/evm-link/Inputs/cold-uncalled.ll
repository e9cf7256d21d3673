; A cold function nothing calls, and an entry (test/tools/evm-link/link.test).
define i256 @slow(i256 %x) cold noinline {
  %y = mul i256 %x, 3
  ret i256 %y
}
define void @__entry() {
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
declare void @llvm.evm.return(ptr addrspace(1), i256)
