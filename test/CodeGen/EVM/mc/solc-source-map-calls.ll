; RUN: %evm-bin --json -verify-machineinstrs %s > %t.json
; RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); open(sys.argv[2],'w').write(d['sourceMap']); print(d['object'])" %t.json %t.map > %t.hex
; RUN: %evm-dis --source-map=%t.map %t.hex | FileCheck %s
;
; solc's source map of inlined calls (EVMSolcSourceMap::getEntryRange):
; the first instruction of the code of each inlined call stands for the
; call, as solc's jump into a function is at the call, so that a function
; whose body is one call of another (a public `mint` calling `_mint`, whose
; code has ranges in another source) keeps an instruction inside its body.
; Calls of glue, whose range is their function's (the dispatcher's call of
; `mint`, with the contract's range), give the place to the calls they
; lead to.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)

; CHECK:      PUSH0 ; 0:100:2:-
; CHECK-NEXT: CALLDATALOAD ; 0:100:2:-
; The first call of _mint, at 2:30:20, in mint's body (2:10:50); the code
; after its first instruction has _mint's ranges.
; CHECK-NEXT: PUSH1 0x01 ; 30:20:2:-
; CHECK-NEXT: SHL ; 5:10:0:-
; CHECK-NEXT: PUSH1 0x07 ; 20:10:0:-
; CHECK-NEXT: XOR ; 20:10:0:-
; CHECK-NEXT: PUSH0 ; 5:10:0:-
; CHECK-NEXT: SSTORE ; 5:10:0:-
; The second call of _mint, at 2:40:8, is another call.
; CHECK-NEXT: PUSH1 0x20 ; 40:8:2:-
; CHECK-NEXT: CALLDATALOAD ; 20:10:0:-
; CHECK-NEXT: PUSH1 0x01 ; 5:10:0:-
; CHECK-NEXT: SSTORE ; 5:10:0:-
; Two calls start at one instruction: a modifier's `_` (2:60:1), the call
; of the function it wraps, and that function's call of _mint (2:30:20).
; The first instruction stands for the outer, the next for the inner.
; CHECK-NEXT: PUSH1 0x40 ; 60:1:2:-
; CHECK-NEXT: CALLDATALOAD ; 30:20:2:-
; CHECK-NEXT: PUSH1 0x02 ; 5:10:0:-
; CHECK-NEXT: SSTORE ; 5:10:0:-
; CHECK-NEXT: STOP ; 0:100:2:-
define void @__entry() !dbg !20 {
  %a = call i256 @llvm.evm.calldataload(i256 0), !dbg !21
  %b = shl i256 %a, 1, !dbg !60
  %c = xor i256 %b, 7, !dbg !61
  store i256 %c, ptr addrspace(5) null, align 1, !dbg !62
  %d = call i256 @llvm.evm.calldataload(i256 32), !dbg !63
  store i256 %d, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5)), align 1, !dbg !64
  %e = call i256 @llvm.evm.calldataload(i256 64), !dbg !65
  store i256 %e, ptr addrspace(5) inttoptr (i256 2 to ptr addrspace(5)), align 1, !dbg !67
  ret void, !dbg !21
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!evm.source.ranges = !{!30, !31, !32, !33, !34, !35, !36, !37, !38}

!0 = distinct !DICompileUnit(language: DW_LANG_Assembly, file: !1, emissionKind: NoDebug)
!1 = !DIFile(filename: "C", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!20 = distinct !DISubprogram(name: "__entry", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 1, scope: !20)
!50 = distinct !DISubprogram(name: "mint", scope: !1, file: !1, line: 2, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!51 = distinct !DILocation(line: 1, scope: !20)
!52 = distinct !DILocation(line: 3, scope: !50, inlinedAt: !51)
!53 = distinct !DISubprogram(name: "_mint", scope: !1, file: !1, line: 4, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!54 = distinct !DILocation(line: 7, scope: !50, inlinedAt: !51)
!60 = !DILocation(line: 5, scope: !53, inlinedAt: !52)
!61 = !DILocation(line: 6, scope: !53, inlinedAt: !52)
!62 = !DILocation(line: 5, scope: !53, inlinedAt: !52)
!63 = !DILocation(line: 6, scope: !53, inlinedAt: !54)
!64 = !DILocation(line: 5, scope: !53, inlinedAt: !54)
!55 = distinct !DISubprogram(name: "modifier", scope: !1, file: !1, line: 8, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!65 = !DILocation(line: 6, scope: !53, inlinedAt: !66)
!66 = distinct !DILocation(line: 3, scope: !50, inlinedAt: !68)
!67 = !DILocation(line: 5, scope: !53, inlinedAt: !66)
!68 = distinct !DILocation(line: 9, scope: !55, inlinedAt: !69)
!69 = distinct !DILocation(line: 1, scope: !20)

; The ranges: the contract (2:0:100), mint (2:10:50), its first call of
; _mint (2:30:20), _mint (0:0:60), two statements of _mint (0:5:10,
; 0:20:10), the second call (2:40:8), a modifier (2:50:40) and its `_`
; (2:60:1).
!30 = !{i32 2, i32 0, i32 100}
!31 = !{i32 2, i32 10, i32 50}
!32 = !{i32 2, i32 30, i32 20}
!33 = !{i32 0, i32 0, i32 60}
!34 = !{i32 0, i32 5, i32 10}
!35 = !{i32 0, i32 20, i32 10}
!36 = !{i32 2, i32 40, i32 8}
!37 = !{i32 2, i32 50, i32 40}
!38 = !{i32 2, i32 60, i32 1}
