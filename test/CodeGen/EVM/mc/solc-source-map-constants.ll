; RUN: %evm-bin --json -verify-machineinstrs %s > %t.json
; RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); open(sys.argv[2],'w').write(d['sourceMap']); print(d['object'])" %t.json %t.map > %t.hex
; RUN: %evm-dis --source-map=%t.map %t.hex | FileCheck %s
;
; The push of a constant that was a function's result takes the location of
; the assignment that gave it, where a debug value of a lifted variable
; (EVMLiftDebugConstants) says so, the instruction lies within the call the
; result was returned to (the variable's line), and the assignment's range
; is the narrower: solc's `function decimals() returns (uint8) { return
; 18; }` is, once inlined, only the 18 that the ABI encoder stores
; (EVMStackEmitter).
;
; Ranges: line 1 the contract (2:0:100), 2 `decimals` (2:10:40), 3 its
; `return 18` (2:30:9), 4 `x` (2:60:1), 5 a base's `return 7` in another
; file (0:5:10), 6 a call `g()` (2:80:3).

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)

define void @__entry() !dbg !20 {
; The encoder stores decimals' 18: the push is `return 18`'s, the rest
; the encoder's.
; CHECK:      PUSH1 0x12 ; 30:9:2:-
; CHECK-NEXT: PUSH1 0x80 ; 0:100:2:-
; CHECK-NEXT: MSTORE ; 0:100:2:-
    #dbg_value(i256 18, !60, !DIExpression(), !61)
  store i256 18, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1)), align 1, !dbg !63

; A base's `return 7`, in another file, is narrower than the contract too.
; CHECK-NEXT: PUSH1 0x07 ; 5:10:0:-
; CHECK-NEXT: PUSH1 0xa0 ; 0:100:2:-
; CHECK-NEXT: MSTORE ; 0:100:2:-
    #dbg_value(i256 7, !64, !DIExpression(), !65)
  store i256 7, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1)), align 1, !dbg !63

; A helper's result 0 returned to `x`, with the contract's range, is wider
; than the `x` whose slot 0 is pushed: the slot keeps `x`.
; CHECK-NEXT: PUSH0 ; 60:1:2:-
; CHECK-NEXT: SLOAD ; 60:1:2:-
    #dbg_value(i256 0, !66, !DIExpression(), !67)
  %x = load i256, ptr addrspace(5) null, align 1, !dbg !68

; The variable holds another value now: its 18 says nothing any more.
; CHECK-NEXT: PUSH1 0x12 ; 0:100:2:-
; CHECK-NEXT: MSTORE ; 0:100:2:-
    #dbg_value(i256 %x, !60, !DIExpression(), !61)
  store i256 %x, ptr addrspace(1) inttoptr (i256 18 to ptr addrspace(1)), align 1, !dbg !63

; Not lifted (the function's own variable, no mark): nothing taken.
; CHECK-NEXT: PUSH1 0x05 ; 0:100:2:-
; CHECK-NEXT: PUSH1 0x20 ; 0:100:2:-
; CHECK-NEXT: MSTORE ; 0:100:2:-
    #dbg_value(i256 5, !69, !DIExpression(), !61)
  store i256 5, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1)), align 1, !dbg !63

; Lifted into another instance of external_fun: its 9 is not this code's.
; CHECK-NEXT: PUSH1 0x09 ; 0:100:2:-
; CHECK-NEXT: PUSH1 0x40 ; 0:100:2:-
; CHECK-NEXT: MSTORE ; 0:100:2:-
    #dbg_value(i256 9, !70, !DIExpression(), !71)
  store i256 9, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1)), align 1, !dbg !63

; Returned to `g()`, which the SSTORE at `decimals` does not hold: its 1 is
; not this code's, though `return 18` is narrower.
; CHECK-NEXT: PUSH1 0x01 ; 10:40:2:-
; CHECK-NEXT: PUSH1 0x02 ; 10:40:2:-
; CHECK-NEXT: SSTORE ; 10:40:2:-
    #dbg_value(i256 1, !73, !DIExpression(), !61)
  store i256 1, ptr addrspace(5) inttoptr (i256 2 to ptr addrspace(5)), align 1, !dbg !74

; Code LLVM merged from several places has the location of a function
; the call's function was inlined into (__entry's): the push is still the
; assignment's.
; CHECK-NEXT: PUSH1 0x04 ; 30:9:2:-
; CHECK-NEXT: PUSH1 0x60 ; 0:100:2:-
; CHECK-NEXT: MSTORE ; 0:100:2:-
    #dbg_value(i256 4, !75, !DIExpression(), !61)
  store i256 4, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1)), align 1, !dbg !21
  ret void, !dbg !21
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!evm.source.ranges = !{!30, !31, !32, !33, !34, !35}

!0 = distinct !DICompileUnit(language: DW_LANG_Assembly, file: !1, emissionKind: NoDebug)
!1 = !DIFile(filename: "C", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!4 = !DIBasicType(name: "word", size: 256, encoding: DW_ATE_unsigned)
!5 = !{!"evm.lifted"}
!20 = distinct !DISubprogram(name: "__entry", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 1, scope: !20)
!30 = !{i32 2, i32 0, i32 100}
!31 = !{i32 2, i32 10, i32 40}
!32 = !{i32 2, i32 30, i32 9}
!33 = !{i32 2, i32 60, i32 1}
!34 = !{i32 0, i32 5, i32 10}
!35 = !{i32 2, i32 80, i32 3}
; external_fun_decimals, inlined into __entry; the ABI encoder inlined
; into it. A lifted variable's line is the call its value was returned to.
!50 = distinct !DISubprogram(name: "external_fun_decimals", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!51 = distinct !DILocation(line: 1, scope: !20)
!52 = distinct !DISubprogram(name: "abi_encode", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!53 = distinct !DILocation(line: 1, scope: !50, inlinedAt: !51)
!60 = !DILocalVariable(name: "var", scope: !50, file: !1, line: 1, type: !4, flags: DIFlagArtificial, annotations: !5)
!61 = !DILocation(line: 3, scope: !50, inlinedAt: !51)
!63 = !DILocation(line: 1, scope: !52, inlinedAt: !53)
!64 = !DILocalVariable(name: "base", scope: !50, file: !1, line: 1, type: !4, flags: DIFlagArtificial, annotations: !5)
!65 = !DILocation(line: 5, scope: !50, inlinedAt: !51)
!66 = !DILocalVariable(name: "ret", scope: !50, file: !1, line: 4, type: !4, flags: DIFlagArtificial, annotations: !5)
!67 = !DILocation(line: 1, scope: !50, inlinedAt: !51)
!68 = !DILocation(line: 4, scope: !50, inlinedAt: !51)
!69 = !DILocalVariable(name: "own", scope: !50, file: !1, line: 2, type: !4)
; Another call of external_fun_decimals.
!70 = !DILocalVariable(name: "other", scope: !50, file: !1, line: 1, type: !4, flags: DIFlagArtificial, annotations: !5)
!71 = !DILocation(line: 3, scope: !50, inlinedAt: !72)
!72 = distinct !DILocation(line: 1, scope: !20)
!73 = !DILocalVariable(name: "elsewhere", scope: !50, file: !1, line: 6, type: !4, flags: DIFlagArtificial, annotations: !5)
!74 = !DILocation(line: 2, scope: !50, inlinedAt: !51)
!75 = !DILocalVariable(name: "merged", scope: !50, file: !1, line: 1, type: !4, flags: DIFlagArtificial, annotations: !5)
