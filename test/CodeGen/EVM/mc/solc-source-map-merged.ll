; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-optimize-runs=1 -stop-after=evm-merge-halting-blocks %s -o - | FileCheck %s --check-prefix=IR
; RUN: %evm-bin --json -verify-machineinstrs -evm-optimize-runs=1 %s > %t.json
; RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); open(sys.argv[2],'w').write(d['sourceMap']); print(d['object'])" %t.json %t.map > %t.hex
; RUN: %evm-dis --source-map=%t.map %t.hex | FileCheck %s
;
; Three functions of a dispatcher end the same way (EVMMergeHaltingBlocks
; keeps one copy, at -evm-optimize-runs=1 even of code that returns): the
; shared code stands for their function's range, the contract's (0:500),
; and the jump into it stands for what the path's own copy did, its
; narrowest range (docs/solidity.md, "Source maps"):
;  * f1 ends with a conditional branch (the call data's length checked):
;    its edge gets the line of its store's range, 100:14, in metadata,
;    and the jump the stack emitter adds along it that range;
;  * f2 ends with an unconditional branch, which takes the location of its
;    copy's store, 200:14 (the selector it leaves on the stack stays there:
;    the shared code reads nothing from the stack and ends the call);
;  * f3 falls into the shared code: it has no jump (its own code, 280:10,
;    stays its own).
; The edge into the shared revert keeps the branch's range: the copy's is
; no narrower.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; IR-LABEL: define void @__entry()
; IR:         br i1 %short1, label %rev1, label %tail1, !dbg [[CONTRACT:![0-9]+]], !prof {{![0-9]+}}, !evm.edge.lines [[F1:![0-9]+]]
; IR:       tail1:
; IR-NOT:   tail2:
; IR-NOT:   tail3:
; IR:         br i1 %c3, label %f3, label %rev1, !dbg [[CONTRACT]], !prof {{![0-9]+}}{{$}}
; IR:       f3:
; IR:         br label %tail1, !dbg [[F3:![0-9]+]]
; IR:       f2:
; IR:         br label %tail1, !dbg [[F2:![0-9]+]]
; IR-DAG:   [[F1]] = !{i32 0, i32 2}
; IR-DAG:   [[F3]] = !DILocation(line: 5,
; IR-DAG:   [[F2]] = !DILocation(line: 3,

; CHECK:       CALLDATASIZE ; 0:500:0:-
; CHECK:       JUMPI ; 0:500:0:-
; CHECK-NEXT:  PUSH1 [[SHARED:0x[0-9a-f]+]] ; 100:14:0:-
; CHECK-NEXT:  JUMP ; 100:14:0:-
; CHECK:       SSTORE ; 180:10:0:-
; CHECK-NEXT:  PUSH1 [[SHARED]] ; 200:14:0:-
; CHECK-NEXT:  JUMP ; 200:14:0:-
; CHECK:       SSTORE ; 280:10:0:-
; CHECK-NEXT:  JUMPDEST ; 0:500:0:-
; CHECK-NEXT:  PUSH1 0x04 ; 0:500:0:-
; CHECK-NEXT:  CALLDATALOAD ; 0:500:0:-
; CHECK-NEXT:  PUSH0 ; 0:500:0:-
; CHECK-NEXT:  SSTORE ; 0:500:0:-
; CHECK-NOT:   the source map has

declare i256 @llvm.evm.calldataload(i256)
declare i256 @llvm.evm.calldatasize()
declare void @llvm.evm.return(i256, i256)
declare void @llvm.evm.revert(i256, i256)

define void @__entry() !dbg !20 {
entry:
  %sel = call i256 @llvm.evm.calldataload(i256 0), !dbg !21
  %c1 = icmp eq i256 %sel, 1, !dbg !21
  br i1 %c1, label %f1, label %n1, !dbg !21

f1:
  %s1 = call i256 @llvm.evm.calldatasize(), !dbg !21
  %short1 = icmp ult i256 %s1, 36, !dbg !21
  br i1 %short1, label %rev1, label %tail1, !dbg !21

tail1:
  %x1 = call i256 @llvm.evm.calldataload(i256 4), !dbg !21
  store i256 %x1, ptr addrspace(5) null, align 1, !dbg !22
  call void @llvm.evm.return(i256 0, i256 0), !dbg !21
  unreachable

rev1:
  call void @llvm.evm.revert(i256 0, i256 0), !dbg !21
  unreachable

n1:
  %c2 = icmp eq i256 %sel, 2, !dbg !21
  br i1 %c2, label %f2, label %n2, !dbg !21

n2:
  %c3 = icmp eq i256 %sel, 3, !dbg !21
  br i1 %c3, label %f3, label %n3, !dbg !21

f3:
  %v3 = call i256 @llvm.evm.calldataload(i256 36), !dbg !26
  store i256 %v3, ptr addrspace(5) inttoptr (i256 2 to ptr addrspace(5)), align 1, !dbg !26
  br label %tail3, !dbg !21

tail3:
  %x3 = call i256 @llvm.evm.calldataload(i256 4), !dbg !21
  store i256 %x3, ptr addrspace(5) null, align 1, !dbg !25
  call void @llvm.evm.return(i256 0, i256 0), !dbg !21
  unreachable

f2:
  %v2 = call i256 @llvm.evm.calldataload(i256 36), !dbg !24
  store i256 %v2, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5)), align 1, !dbg !24
  br label %tail2, !dbg !21

tail2:
  %x2 = call i256 @llvm.evm.calldataload(i256 4), !dbg !21
  store i256 %x2, ptr addrspace(5) null, align 1, !dbg !23
  call void @llvm.evm.return(i256 0, i256 0), !dbg !21
  unreachable

n3:
  call void @llvm.evm.revert(i256 0, i256 0), !dbg !21
  unreachable
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!evm.source.ranges = !{!30, !31, !32, !33, !34, !35}

!0 = distinct !DICompileUnit(language: DW_LANG_Assembly, file: !1, emissionKind: NoDebug)
!1 = !DIFile(filename: "C", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!20 = distinct !DISubprogram(name: "__entry", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 1, scope: !20)
!22 = !DILocation(line: 2, scope: !20)
!23 = !DILocation(line: 3, scope: !20)
!24 = !DILocation(line: 4, scope: !20)
!25 = !DILocation(line: 5, scope: !20)
!26 = !DILocation(line: 6, scope: !20)

; The ranges: the contract (0:500), the three stores of the shared code
; (100:14, 200:14, 300:14), f2's and f3's own stores (180:10, 280:10).
!30 = !{i32 0, i32 0, i32 500}
!31 = !{i32 0, i32 100, i32 14}
!32 = !{i32 0, i32 200, i32 14}
!33 = !{i32 0, i32 180, i32 10}
!34 = !{i32 0, i32 300, i32 14}
!35 = !{i32 0, i32 280, i32 10}
