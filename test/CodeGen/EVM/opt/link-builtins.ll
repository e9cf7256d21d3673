; RUN: %opt -O2 -S %s | FileCheck %s
; RUN: %opt -passes='function(early-cse,dce)' -S %s | FileCheck %s --check-prefix=ATTR
; The builtins that name other objects (docs/ir-dialect.md): datasize,
; dataoffset, loadimmutable and linkersymbol are constants of the contract,
; `memory(none)` for the middle end (EVM::addBuiltinAttributes): an unused
; one goes, equal ones merge. setimmutable writes memory and stays.

; ATTR: declare i256 @llvm.evm.datasize(metadata) #[[PURE:[0-9]+]]
; ATTR: declare i256 @llvm.evm.dataoffset(metadata) #[[PURE]]
; ATTR: declare i256 @llvm.evm.loadimmutable(metadata) #[[PURE]]
; ATTR: declare i256 @llvm.evm.linkersymbol(metadata) #[[PURE]]
; ATTR: declare void @llvm.evm.setimmutable(i256, metadata, i256){{$}}
; ATTR: attributes #[[PURE]] = { nosync nounwind speculatable willreturn memory(none) }
declare i256 @llvm.evm.datasize(metadata)
declare i256 @llvm.evm.dataoffset(metadata)
declare i256 @llvm.evm.loadimmutable(metadata)
declare i256 @llvm.evm.linkersymbol(metadata)
declare void @llvm.evm.setimmutable(i256, metadata, i256)

; CHECK-LABEL: define i256 @f(
; CHECK-NEXT: %o = tail call i256 @llvm.evm.dataoffset(metadata !"child")
; CHECK-NEXT: tail call void @llvm.evm.setimmutable(i256 %o, metadata !"x", i256 1)
; CHECK-NEXT: %i = tail call i256 @llvm.evm.loadimmutable(metadata !"x")
; CHECK-NEXT: %l = tail call i256 @llvm.evm.linkersymbol(metadata !"a.sol:A")
; CHECK-NEXT: %s = shl i256 %i, 1
; CHECK-NEXT: %r = add i256 %s, %l
; CHECK-NEXT: ret i256 %r
define i256 @f(i256 %unused) {
  %size = call i256 @llvm.evm.datasize(metadata !"child")
  %o = call i256 @llvm.evm.dataoffset(metadata !"child")
  call void @llvm.evm.setimmutable(i256 %o, metadata !"x", i256 1)
  %i = call i256 @llvm.evm.loadimmutable(metadata !"x")
  %j = call i256 @llvm.evm.loadimmutable(metadata !"x")
  %l = call i256 @llvm.evm.linkersymbol(metadata !"a.sol:A")
  %s = add i256 %i, %j
  %r = add i256 %s, %l
  ret i256 %r
}
