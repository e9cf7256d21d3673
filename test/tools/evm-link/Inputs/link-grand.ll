; The parent's parent: it appends the parent (and so the child and the
; hex line), and measures a nested object.
declare i256 @llvm.evm.dataoffset(metadata)
declare i256 @llvm.evm.datasize(metadata)
declare void @llvm.evm.return(ptr addrspace(1), i256)

define void @__entry() {
  %o = call i256 @llvm.evm.dataoffset(metadata !"parent")
  %s = call i256 @llvm.evm.datasize(metadata !"parent.child")
  %t = add i256 %o, %s
  store i256 %t, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
