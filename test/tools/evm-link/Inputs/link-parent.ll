; A parent of the child (JSON) and of a hex line with two placeholders
; (b.sol:B and c.sol:C, whose names it does not say); immutable "p".
declare i256 @llvm.evm.dataoffset(metadata)
declare i256 @llvm.evm.loadimmutable(metadata)
declare void @llvm.evm.return(ptr addrspace(1), i256)

define void @__entry() {
  %c = call i256 @llvm.evm.dataoffset(metadata !"child")
  %h = call i256 @llvm.evm.dataoffset(metadata !"hex")
  %p = call i256 @llvm.evm.loadimmutable(metadata !"p")
  %s = add i256 %c, %h
  %t = add i256 %s, %p
  store i256 %t, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
