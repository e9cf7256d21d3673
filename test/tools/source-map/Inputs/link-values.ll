; Pushes of a fixed width the link step fills in (a library address,
; PUSH20; an immutable, PUSH32) among symbolic pushes the assembler
; narrows: the map's offsets must still fall on instruction boundaries.
declare i256 @llvm.evm.calldataload(i256)
declare i256 @llvm.evm.loadimmutable(metadata)
declare i256 @llvm.evm.linkersymbol(metadata)
declare void @llvm.evm.return(ptr addrspace(1), i256)

define i256 @twice(i256 %x) !dbg !5 {
  %l = call i256 @llvm.evm.linkersymbol(metadata !"lib.sol:L"), !dbg !8
  %r = add i256 %x, %l, !dbg !8
  ret i256 %r, !dbg !9
}

define void @__entry() !dbg !10 {
entry:
  %n = call i256 @llvm.evm.calldataload(i256 0), !dbg !11
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %im = call i256 @llvm.evm.loadimmutable(metadata !"k"), !dbg !13
  %t = call i256 @twice(i256 %im), !dbg !14
  %s.next = add i256 %s, %t, !dbg !14
  %i.next = add i256 %i, 1, !dbg !15
  %done = icmp uge i256 %i.next, %n, !dbg !12
  br i1 %done, label %exit, label %loop, !dbg !12
exit:
  store i256 %s.next, ptr addrspace(1) null, !dbg !16
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32), !dbg !16
  unreachable
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "link.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
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
