; The entry of a program split over two modules: it calls f, which
; defines-f.ll defines (test/tools/drivers/evm-bin.test).
declare i256 @f(i256)
define void @__entry() {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = call i256 @f(i256 %x)
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256)
