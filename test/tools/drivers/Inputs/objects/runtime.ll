; Object "Runtime": returns the immutable "owner", the address of library
; "lib.sol:Math", the immutable "salt" plus 1, and its own size
; (datasize of its own object, -evm-object-name=Runtime).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.loadimmutable(metadata)
declare i256 @llvm.evm.linkersymbol(metadata)
declare i256 @llvm.evm.datasize(metadata)
declare void @llvm.evm.return(ptr addrspace(1), i256)

define void @__entry() {
  %owner = call i256 @llvm.evm.loadimmutable(metadata !"owner")
  %math = call i256 @llvm.evm.linkersymbol(metadata !"lib.sol:Math")
  %salt = call i256 @llvm.evm.loadimmutable(metadata !"salt")
  %salt1 = add i256 %salt, 1
  %size = call i256 @llvm.evm.datasize(metadata !"Runtime")
  store i256 %owner, ptr addrspace(1) null
  store i256 %math, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %salt1, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  store i256 %size, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}
