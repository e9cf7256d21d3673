; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-merge-halting-blocks %s -o - | FileCheck %s --check-prefix=IR
; RUN: %evm-bin --json -verify-machineinstrs %s > %t.json
; RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); open(sys.argv[2],'w').write(d['sourceMap']); print(d['object'])" %t.json %t.map > %t.hex
; RUN: %evm-dis --source-map=%t.map %t.hex | FileCheck %s
;
; Copies of one statement merged (EVMMergeHaltingBlocks; docs/solidity.md,
; "Source maps"): `check`'s revert (400:20), inlined into two different
; functions (`modifier_a`, `modifier_b`: solc writes a Yul function for
; each use of a modifier, so OpenZeppelin's `_checkOwner` revert is inlined
; through a different `modifier_onlyOwner_N` in each `onlyOwner` function)
; that are inlined into the entry. The two copies become one, which stands
; for the statement, as both did (line 7 of the table, in the function's
; own scope); LLVM's merged location, line 0 where the inlined functions
; differ, stood for the contract (0:500). A revert with other data stays
; apart.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)
declare void @llvm.evm.revert(i256, i256)
declare void @llvm.evm.return(i256, i256)

; IR-LABEL: define void @__entry()
; IR:       own1:
; IR-NEXT:    call void @llvm.evm.revert(i256 0, i256 1), !dbg [[OWN:![0-9]+]]
; IR-NOT:   own2:
; IR:       [[OWN]] = !DILocation(line: 7, scope: !{{[0-9]+}})

; CHECK:       JUMPDEST ; 400:20:0:-
; CHECK-NEXT:  PUSH1 0x01 ; 400:20:0:-
; CHECK-NEXT:  PUSH0 ; 400:20:0:-
; CHECK-NEXT:  REVERT ; 400:20:0:-
; CHECK-NOT:   the source map has
define void @__entry() !dbg !20 {
entry:
  %sel = call i256 @llvm.evm.calldataload(i256 0), !dbg !21
  %c1 = icmp eq i256 %sel, 1, !dbg !21
  br i1 %c1, label %own1, label %n1, !dbg !21

own1:
  call void @llvm.evm.revert(i256 0, i256 1), !dbg !40
  unreachable

n1:
  %c2 = icmp eq i256 %sel, 2, !dbg !21
  br i1 %c2, label %own2, label %n2, !dbg !21

own2:
  call void @llvm.evm.revert(i256 0, i256 1), !dbg !42
  unreachable

n2:
  %c3 = icmp eq i256 %sel, 3, !dbg !21
  br i1 %c3, label %other, label %done, !dbg !21

other:
  call void @llvm.evm.revert(i256 0, i256 2), !dbg !21
  unreachable

done:
  call void @llvm.evm.return(i256 0, i256 0), !dbg !21
  unreachable
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!evm.source.ranges = !{!30, !31, !32, !33, !34, !35, !36}

!0 = distinct !DICompileUnit(language: DW_LANG_Assembly, file: !1, emissionKind: NoDebug)
!1 = !DIFile(filename: "C", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!20 = distinct !DISubprogram(name: "__entry", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 1, scope: !20)
!40 = !DILocation(line: 7, scope: !44, inlinedAt: !41)
!41 = distinct !DILocation(line: 2, scope: !45, inlinedAt: !46)
!46 = distinct !DILocation(line: 1, scope: !20)
!42 = !DILocation(line: 7, scope: !44, inlinedAt: !43)
!43 = distinct !DILocation(line: 2, scope: !47, inlinedAt: !48)
!48 = distinct !DILocation(line: 1, scope: !20)
!44 = distinct !DISubprogram(name: "check", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!45 = distinct !DISubprogram(name: "modifier_a", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!47 = distinct !DISubprogram(name: "modifier_b", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)

; The ranges: the contract (0:500), the calls of `check` (100:14), lines
; no instruction has, and the statement of `check` (400:20).
!30 = !{i32 0, i32 0, i32 500}
!31 = !{i32 0, i32 100, i32 14}
!32 = !{i32 0, i32 200, i32 14}
!33 = !{i32 0, i32 180, i32 10}
!34 = !{i32 0, i32 300, i32 14}
!35 = !{i32 0, i32 280, i32 10}
!36 = !{i32 0, i32 400, i32 20}
