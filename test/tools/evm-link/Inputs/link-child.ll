; A child: library a.sol:A used twice, b.sol:B once, immutable "i".
declare i256 @llvm.evm.linkersymbol(metadata)
declare i256 @llvm.evm.loadimmutable(metadata)
declare void @llvm.evm.return(ptr addrspace(1), i256)

define void @__entry() {
  %a = call i256 @llvm.evm.linkersymbol(metadata !"a.sol:A")
  %b = call i256 @llvm.evm.linkersymbol(metadata !"b.sol:B")
  %i = call i256 @llvm.evm.loadimmutable(metadata !"i")
  store i256 %a, ptr addrspace(1) null
  store i256 %b, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %i, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %a2 = call i256 @llvm.evm.linkersymbol(metadata !"a.sol:A")
  %s = add i256 %a2, %i
  store i256 %s, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}
