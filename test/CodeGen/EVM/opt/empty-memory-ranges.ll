; RUN: %opt -passes='function(evm-evaluate-calls)' -S %s | FileCheck %s
; RUN: %opt -O2 -S %s | FileCheck %s --check-prefix=O2
; EVMEvaluateCalls: a builtin's memory range whose size is the constant 0
; starts at 0 (an empty range touches no byte and expands no memory), and
; a RETURN of no bytes is a STOP. RETURNDATACOPY's source offset is not a
; memory range and stays (copying 0 bytes from beyond the return data
; fails). A size that is not the constant 0 leaves the call alone, and so
; does a call the code generator refuses (revert.sptr with its state
; pointers swapped: diagnostics/diag-calls.ll), for it to report. STOP's
; declaration is made like RETURN's when the module has none. At O2 the
; free memory pointer's load that only fed the offsets goes.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.return(ptr addrspace(1), i256) #0
declare void @llvm.evm.return.sptr(ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6)) #0
declare void @llvm.evm.revert(ptr addrspace(1), i256) #0
declare void @llvm.evm.revert.sptr(ptr addrspace(1), i256, ptr addrspace(6), ptr addrspace(5))
declare void @llvm.evm.log1(i256, i256, i256)
declare i256 @llvm.evm.staticcall(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare void @llvm.evm.returndatacopy(ptr addrspace(1), i256, i256)
declare i256 @llvm.evm.gas()

; CHECK-LABEL: @return_nothing(
; CHECK-NEXT:    [[P:%.*]] = load i256, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
; CHECK-NEXT:    [[Q:%.*]] = inttoptr i256 [[P]] to ptr addrspace(1)
; CHECK-NEXT:    tail call void @llvm.evm.stop(), !dbg [[LOC:![0-9]+]]
; CHECK-NEXT:    unreachable
; O2-LABEL: @return_nothing(
; O2-NEXT:       tail call void @llvm.evm.stop()
; O2-NEXT:       unreachable
define void @return_nothing() !dbg !3 {
  %p = load i256, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %q = inttoptr i256 %p to ptr addrspace(1)
  tail call void @llvm.evm.return(ptr addrspace(1) %q, i256 0), !dbg !5
  unreachable
}

; CHECK-LABEL: @return_sptr_nothing(
; CHECK-NEXT:    call void @llvm.evm.stop()
; CHECK-NEXT:    unreachable
define void @return_sptr_nothing(ptr addrspace(1) %p) {
  call void @llvm.evm.return.sptr(ptr addrspace(1) %p, i256 0, ptr addrspace(5) null, ptr addrspace(6) null)
  unreachable
}

; CHECK-LABEL: @return_some(
; CHECK-NEXT:    call void @llvm.evm.return(ptr addrspace(1) %p, i256 %n)
define void @return_some(ptr addrspace(1) %p, i256 %n) {
  call void @llvm.evm.return(ptr addrspace(1) %p, i256 %n)
  unreachable
}

; CHECK-LABEL: @revert_nothing(
; CHECK-NEXT:    call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
define void @revert_nothing(ptr addrspace(1) %p) {
  call void @llvm.evm.revert(ptr addrspace(1) %p, i256 0)
  unreachable
}

; CHECK-LABEL: @refused(
; CHECK-NEXT:    call void @llvm.evm.revert.sptr(ptr addrspace(1) %p, i256 0, ptr addrspace(6) null, ptr addrspace(5) null)
define void @refused(ptr addrspace(1) %p) {
  call void @llvm.evm.revert.sptr(ptr addrspace(1) %p, i256 0, ptr addrspace(6) null, ptr addrspace(5) null)
  unreachable
}

; CHECK-LABEL: @empty_ranges(
; CHECK-NEXT:    call void @llvm.evm.log1(i256 0, i256 0, i256 %x)
; CHECK-NEXT:    [[G:%.*]] = call i256 @llvm.evm.gas()
; CHECK-NEXT:    [[OK:%.*]] = call i256 @llvm.evm.staticcall(i256 [[G]], i256 %x, ptr addrspace(1) null, i256 0, ptr addrspace(1) %p, i256 32)
; CHECK-NEXT:    call void @llvm.evm.returndatacopy(ptr addrspace(1) null, i256 %x, i256 0)
; CHECK-NEXT:    ret i256 [[OK]]
define i256 @empty_ranges(ptr addrspace(1) %p, i256 %x) {
  call void @llvm.evm.log1(i256 %x, i256 0, i256 %x)
  %g = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.staticcall(i256 %g, i256 %x, ptr addrspace(1) %p, i256 0, ptr addrspace(1) %p, i256 32)
  call void @llvm.evm.returndatacopy(ptr addrspace(1) %p, i256 %x, i256 0)
  ret i256 %ok
}

; CHECK: declare void @llvm.evm.stop() [[ATTR:#[0-9]+]]
; CHECK: attributes [[ATTR]] = { nounwind memory(read) }
; CHECK: [[LOC]] = !DILocation(line: 3,

attributes #0 = { nounwind memory(read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "a.yul", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "return_nothing", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !{})
!5 = !DILocation(line: 3, column: 5, scope: !3)
