; RUN: %opt -passes='function(evm-lift-debug-constants)' -S %s | FileCheck %s
; RUN: %opt -passes='cgscc(inline),function(instcombine,evm-lift-debug-constants,adce)' -S %s | FileCheck %s --check-prefix=ADCE
; RUN: %opt -passes='cgscc(inline),function(instcombine,adce)' -S %s | FileCheck %s --check-prefix=NOLIFT
; RUN: %opt -O2 -S %s | FileCheck %s --check-prefix=ADCE
;
; EVMLiftDebugConstants: a constant debug value of a function's result
; (marked "evm.result") inlined into a caller moves to the call site's
; scope, and further out while that scope has no instruction (ADCE drops
; the debug values of such scopes), as an artificial variable marked
; "evm.lifted" that keeps the line; a lifted value moves again only when
; its scope has no instruction. Other debug values stay.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; CHECK-LABEL: define void @lifted(
; The result of @decimals, inlined into @external (inlined into @lifted):
; @decimals has no code here, @external has the store.
; CHECK:      #dbg_value(i256 18, [[LIFTED:![0-9]+]], !DIExpression(), [[LIFTEDLOC:![0-9]+]])
; A non-constant value stays.
; CHECK-NEXT: #dbg_value(i256 %v, [[DECVAR:![0-9]+]], !DIExpression(), [[DECLOC:![0-9]+]])
; The function's own result (not inlined) stays.
; CHECK-NEXT: #dbg_value(i256 5, [[OWN:![0-9]+]], !DIExpression(), [[OWNLOC:![0-9]+]])
; A result of @external, whose scope has code, moves to @lifted's all the
; same: the value is the caller's.
; CHECK-NEXT: #dbg_value(i256 3, [[EXTLIFTED:![0-9]+]], !DIExpression(), [[EXTLIFTEDLOC:![0-9]+]])
; Two levels out: neither @decimals nor @wrapper, through which this one
; was inlined, has code.
; CHECK-NEXT: #dbg_value(i256 7, [[OUTER:![0-9]+]], !DIExpression(), [[OUTERLOC:![0-9]+]])
; A variable that is not a result stays, as ADCE will find it.
; CHECK-NEXT: #dbg_value(i256 8, [[LOCAL:![0-9]+]], !DIExpression(), [[DECLOC]])
; A lifted value whose scope has code stays; one whose scope has none
; moves on; both keep their call's line (7).
; CHECK-NEXT: #dbg_value(i256 9, [[KEPT:![0-9]+]], !DIExpression(), [[KEPTLOC:![0-9]+]])
; CHECK-NEXT: #dbg_value(i256 10, [[MOVED:![0-9]+]], !DIExpression(), [[MOVEDLOC:![0-9]+]])
define void @lifted(i256 %v) !dbg !20 {
    #dbg_value(i256 18, !60, !DIExpression(), !61)
    #dbg_value(i256 %v, !60, !DIExpression(), !61)
    #dbg_value(i256 5, !69, !DIExpression(), !21)
    #dbg_value(i256 3, !65, !DIExpression(), !66)
    #dbg_value(i256 7, !60, !DIExpression(), !71)
    #dbg_value(i256 8, !74, !DIExpression(), !61)
    #dbg_value(i256 9, !75, !DIExpression(), !66)
    #dbg_value(i256 10, !77, !DIExpression(), !76)
  store i256 18, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1)), align 1, !dbg !63
  ret void, !dbg !21
}

; The same variable in the scope of the call site (@external's instance),
; artificial, marked, with the call's line (8); the location keeps its
; line.
; CHECK-DAG: [[LIFTED]] = !DILocalVariable(name: "var", scope: [[EXT:![0-9]+]], file: !{{[0-9]+}}, line: 8, type: !{{[0-9]+}}, flags: DIFlagArtificial, annotations: [[MARK:![0-9]+]])
; CHECK-DAG: [[MARK]] = !{!"evm.lifted"}
; CHECK-DAG: [[EXT]] = distinct !DISubprogram(name: "external"
; CHECK-DAG: [[LIFTEDLOC]] = !DILocation(line: 3, scope: [[EXT]], inlinedAt: [[SITE:![0-9]+]])
; CHECK-DAG: [[SITE]] = distinct !DILocation(line: 1, scope: [[ENTRY:![0-9]+]])
; CHECK-DAG: [[ENTRY]] = distinct !DISubprogram(name: "lifted"
; CHECK-DAG: [[DECVAR]] = !DILocalVariable(name: "var", scope: [[DEC:![0-9]+]],{{.*}} annotations: [[RESULT:![0-9]+]])
; CHECK-DAG: [[RESULT]] = !{!"evm.result"}
; CHECK-DAG: [[DEC]] = distinct !DISubprogram(name: "decimals"
; CHECK-DAG: [[DECLOC]] = !DILocation(line: 3, scope: [[DEC]], inlinedAt:
; CHECK-DAG: [[OWN]] = !DILocalVariable(name: "own", scope: [[ENTRY]],{{.*}} annotations: [[RESULT]])
; CHECK-DAG: [[OWNLOC]] = !DILocation(line: 1, scope: [[ENTRY]])
; CHECK-DAG: [[EXTLIFTED]] = !DILocalVariable(name: "ext", scope: [[ENTRY]], file: !{{[0-9]+}}, line: 1,{{.*}} annotations: [[MARK]])
; CHECK-DAG: [[EXTLIFTEDLOC]] = !DILocation(line: 4, scope: [[ENTRY]])
; CHECK-DAG: [[OUTER]] = !DILocalVariable(name: "var", scope: [[ENTRY]], file: !{{[0-9]+}}, line: 9, type: !{{[0-9]+}}, flags: DIFlagArtificial, annotations: [[MARK]])
; CHECK-DAG: [[OUTERLOC]] = !DILocation(line: 3, scope: [[ENTRY]])
; CHECK-DAG: [[LOCAL]] = !DILocalVariable(name: "local", scope: [[DEC]]
; CHECK-DAG: [[KEPT]] = !DILocalVariable(name: "lifted", scope: [[EXT]], file: !{{[0-9]+}}, line: 7,
; CHECK-DAG: [[KEPTLOC]] = !DILocation(line: 4, scope: [[EXT]], inlinedAt:
; CHECK-DAG: [[MOVED]] = !DILocalVariable(name: "lifted", scope: [[ENTRY]], file: !{{[0-9]+}}, line: 7,
; CHECK-DAG: [[MOVEDLOC]] = !DILocation(line: 5, scope: [[ENTRY]])

; Through the inliner, then ADCE, @get's result 18 is all that is left of
; it in @__entry, and its value survives, in @__entry's scope.
; ADCE-LABEL: define void @__entry(
; ADCE:       #dbg_value(i256 18, [[V:![0-9]+]], !DIExpression(), [[L:![0-9]+]])
; ADCE-NEXT:  store i256 18
; ADCE-DAG:   [[V]] = !DILocalVariable(name: "result", scope: [[CALLER:![0-9]+]],{{.*}} annotations:
; ADCE-DAG:   [[L]] = !DILocation(line: 7, scope: [[CALLER]])
; ADCE-DAG:   [[CALLER]] = distinct !DISubprogram(name: "__entry"
; Without the pass ADCE drops it.
; NOLIFT-LABEL: define void @__entry(
; NOLIFT-NOT:   #dbg_value
; NOLIFT:       store i256 18
define internal i256 @get() !dbg !80 {
    #dbg_value(i256 18, !81, !DIExpression(), !82)
  ret i256 18, !dbg !83
}

define void @__entry() !dbg !84 {
  %r = call i256 @get(), !dbg !85
  store i256 %r, ptr addrspace(5) null, align 1, !dbg !85
  ret void, !dbg !85
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_Assembly, file: !1, emissionKind: NoDebug)
!1 = !DIFile(filename: "C", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!4 = !DIBasicType(name: "word", size: 256, encoding: DW_ATE_unsigned)
!5 = !{!"evm.result"}
!6 = !{!"evm.lifted"}
!20 = distinct !DISubprogram(name: "lifted", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 1, scope: !20)
!50 = distinct !DISubprogram(name: "external", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!51 = distinct !DILocation(line: 1, scope: !20)
!52 = distinct !DISubprogram(name: "abi_encode", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!53 = distinct !DILocation(line: 1, scope: !50, inlinedAt: !51)
!54 = distinct !DISubprogram(name: "decimals", scope: !1, file: !1, line: 2, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!55 = distinct !DILocation(line: 8, scope: !50, inlinedAt: !51)
!60 = !DILocalVariable(name: "var", scope: !54, file: !1, line: 2, type: !4, annotations: !5)
!61 = !DILocation(line: 3, scope: !54, inlinedAt: !55)
!63 = !DILocation(line: 1, scope: !52, inlinedAt: !53)
!65 = !DILocalVariable(name: "ext", scope: !50, file: !1, line: 1, type: !4, annotations: !5)
!66 = !DILocation(line: 4, scope: !50, inlinedAt: !51)
!69 = !DILocalVariable(name: "own", scope: !20, file: !1, line: 1, type: !4, annotations: !5)
; @decimals inlined into @wrapper, inlined into @lifted: neither has code.
!56 = distinct !DISubprogram(name: "wrapper", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!71 = !DILocation(line: 3, scope: !54, inlinedAt: !72)
!72 = distinct !DILocation(line: 9, scope: !56, inlinedAt: !73)
!73 = distinct !DILocation(line: 1, scope: !20)
!74 = !DILocalVariable(name: "local", scope: !54, file: !1, line: 2, type: !4)
; Lifted before: into @external, whose scope has code (!66), and into
; @wrapper, whose scope has none (!76).
!75 = !DILocalVariable(name: "lifted", scope: !50, file: !1, line: 7, type: !4, flags: DIFlagArtificial, annotations: !6)
!77 = !DILocalVariable(name: "lifted", scope: !56, file: !1, line: 7, type: !4, flags: DIFlagArtificial, annotations: !6)
!76 = !DILocation(line: 5, scope: !56, inlinedAt: !73)
!80 = distinct !DISubprogram(name: "get", scope: !1, file: !1, line: 6, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!81 = !DILocalVariable(name: "result", scope: !80, file: !1, line: 6, type: !4, annotations: !5)
!82 = !DILocation(line: 7, scope: !80)
!83 = !DILocation(line: 6, scope: !80)
!84 = distinct !DISubprogram(name: "__entry", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!85 = !DILocation(line: 1, scope: !84)
