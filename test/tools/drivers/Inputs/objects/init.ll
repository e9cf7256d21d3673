; Object "Init", the init code of "Runtime" (a sub-object): copies it to
; memory at 0, writes its immutables there (the deployer's address as
; "owner", 41 as "salt"; "unused" is in no sub-object: nothing is written)
; and returns it.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.datasize(metadata)
declare i256 @llvm.evm.dataoffset(metadata)
declare void @llvm.evm.setimmutable(i256, metadata, i256)
declare void @llvm.evm.codecopy(ptr addrspace(1), ptr addrspace(4), i256)
declare i256 @llvm.evm.caller()
declare void @llvm.evm.return(ptr addrspace(1), i256)

define void @__entry() {
  %offset = call i256 @llvm.evm.dataoffset(metadata !"Runtime")
  %size = call i256 @llvm.evm.datasize(metadata !"Runtime")
  %src = inttoptr i256 %offset to ptr addrspace(4)
  call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) %src, i256 %size)
  %caller = call i256 @llvm.evm.caller()
  call void @llvm.evm.setimmutable(i256 0, metadata !"owner", i256 %caller)
  call void @llvm.evm.setimmutable(i256 0, metadata !"salt", i256 41)
  call void @llvm.evm.setimmutable(i256 0, metadata !"unused", i256 7)
  call void @llvm.evm.return(ptr addrspace(1) null, i256 %size)
  unreachable
}
