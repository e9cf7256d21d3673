; Object "Outer" with the sub-object "Init" (which holds "Runtime") and the
; data section "blob": returns eight words, then the bytes of "blob" copied
; from its own code:
;   datasize and dataoffset of Init, of Init.Runtime and of blob, its own
;   size (datasize of "Outer") and codesize().
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.datasize(metadata)
declare i256 @llvm.evm.dataoffset(metadata)
declare i256 @llvm.evm.codesize()
declare void @llvm.evm.codecopy(ptr addrspace(1), ptr addrspace(4), i256)
declare void @llvm.evm.return(ptr addrspace(1), i256)

define void @__entry() {
  %s0 = call i256 @llvm.evm.datasize(metadata !"Init")
  %o0 = call i256 @llvm.evm.dataoffset(metadata !"Init")
  %s1 = call i256 @llvm.evm.datasize(metadata !"Init.Runtime")
  %o1 = call i256 @llvm.evm.dataoffset(metadata !"Init.Runtime")
  %s2 = call i256 @llvm.evm.datasize(metadata !"blob")
  %o2 = call i256 @llvm.evm.dataoffset(metadata !"blob")
  %self = call i256 @llvm.evm.datasize(metadata !"Outer")
  %code = call i256 @llvm.evm.codesize()
  store i256 %s0, ptr addrspace(1) null
  store i256 %o0, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %s1, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  store i256 %o1, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  store i256 %s2, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  store i256 %o2, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  store i256 %self, ptr addrspace(1) inttoptr (i256 192 to ptr addrspace(1))
  store i256 %code, ptr addrspace(1) inttoptr (i256 224 to ptr addrspace(1))
  %blob = inttoptr i256 %o2 to ptr addrspace(4)
  call void @llvm.evm.codecopy(ptr addrspace(1) inttoptr (i256 256 to ptr addrspace(1)), ptr addrspace(4) %blob, i256 %s2)
  %n = add i256 %s2, 256
  call void @llvm.evm.return(ptr addrspace(1) null, i256 %n)
  unreachable
}
