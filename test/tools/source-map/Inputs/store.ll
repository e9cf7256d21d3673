; A contract with debug locations, as a C front end writes them for
;
;   3  static void put(uint256 k, uint256 v) {
;   4    evm_sstore(k, v);
;   5  }
;   7  void __entry(void) {
;   8    uint256 n = evm_calldataload(0);
;   9    for (uint256 i = 0; i < n; ++i)
;  10      put(i, i * 3);
;  11    evm_return(0, 0);
;  12  }
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @put(i256 %k, i256 %v) noinline !dbg !5 {
  %p = inttoptr i256 %k to ptr addrspace(5), !dbg !8
  store i256 %v, ptr addrspace(5) %p, !dbg !8
  ret void, !dbg !9
}

define void @__entry() noreturn !dbg !10 {
entry:
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null), !dbg !11
  %z = icmp eq i256 %n, 0, !dbg !12
  br i1 %z, label %exit, label %loop, !dbg !12
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %v = mul i256 %i, 3, !dbg !13
  call void @put(i256 %i, i256 %v), !dbg !14
  %i.next = add i256 %i, 1, !dbg !15
  %done = icmp uge i256 %i.next, %n, !dbg !12
  br i1 %done, label %exit, label %loop, !dbg !12
exit:
  %m = inttoptr i256 0 to ptr addrspace(1)
  call void @llvm.evm.return(ptr addrspace(1) %m, i256 0), !dbg !16
  unreachable
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "store.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "put", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 1, scope: !5)
!10 = distinct !DISubprogram(name: "__entry", scope: !1, file: !1, line: 7, type: !6, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 8, column: 15, scope: !10)
!12 = !DILocation(line: 9, column: 25, scope: !10)
!13 = !DILocation(line: 10, column: 14, scope: !10)
!14 = !DILocation(line: 10, column: 5, scope: !10)
!15 = !DILocation(line: 9, column: 30, scope: !10)
!16 = !DILocation(line: 11, column: 3, scope: !10)
