; RUN: %llc -march=evm -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; RUN: %evm-bin --json -verify-machineinstrs %s > %t.json
; RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); open(sys.argv[2],'w').write(d['sourceMap']); print(d['object'])" %t.json %t.map > %t.hex
; RUN: %evm-dis --source-map=%t.map %t.hex | FileCheck %s
; A module without !evm.source.ranges has no map.
; RUN: sed '/^!evm.source.ranges/d' %s | %llc -march=evm -verify-machineinstrs -o - | FileCheck %s --check-prefix=NONE
;
; solc's source map (EVMSolcSourceMap; docs/ir-dialect.md, "Source
; ranges"): an instruction whose debug location has line N stands for
; operand N - 1 of !evm.source.ranges, {source, start, length}. The asm
; printer writes one s:l:f:j:m entry per instruction into the section
; .evm.source_map, compressed as solc does; the link step gives it as
; "sourceMap".

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)

; CHECK-LABEL: CALLDATALOAD ; 5:3:1:-
; The return address is pushed for the call, whose jump into a function
; is `i`.
; CHECK:       PUSH1 {{.*}} ; 20:12:1:-
; CHECK:       JUMP ; 20:12:1:i
define void @__entry() !dbg !20 {
  %a = call i256 @llvm.evm.calldataload(i256 0), !dbg !21
  %b = call i256 @twice(i256 %a), !dbg !22
; A malformed range is no source.
; CHECK:       ADD ; -1:-1:-1:-
  %c = add i256 %b, 5, !dbg !24
; Code inlined into a call that lies within its own range stands for the
; call; inlined code whose range is narrower keeps its own.
; CHECK:       MUL ; 20:12:1:-
; CHECK:       SUB ; 5:3:1:-
  %d = mul i256 %c, %a, !dbg !26
  %e = sub i256 %d, %b, !dbg !28
; Code whose own range holds that of the code it ended in (a utility
; function with the contract's range, 1:0:100, as the dispatcher has)
; stands for the call it was inlined into, even one in another source (a
; function of a base contract's, 0:100:10).
; CHECK:       AND ; 100:10:0:-
  %f = and i256 %e, 3, !dbg !40
; CHECK:       SSTORE ; 0:40:1:-
  store i256 %f, ptr addrspace(5) null, align 1, !dbg !23
; A line beyond the table, or none, is no source.
; CHECK:       STOP ; -1:-1:-1:-
  ret void, !dbg !25
}

; The jump out of a function is `o`; its first JUMPDEST stands where its
; first instruction with a location does.
; CHECK:       JUMPDEST ; 100:10:0:-
; CHECK-NEXT:  PUSH1 0x01 ; 100:10:0:-
; CHECK-NEXT:  SHL ; 100:10:0:-
; Line 0, code LLVM merged from two places, stands for the function: the
; line of its subprogram.
; CHECK-NEXT:  PUSH1 0x07 ; 90:40:0:-
; CHECK-NEXT:  XOR ; 90:40:0:-
; CHECK-NEXT:  SWAP1 ; 90:40:0:-
; CHECK-NEXT:  JUMP ; 90:40:0:o
; CHECK-NOT:   the source map has
define internal i256 @twice(i256 %x) noinline !dbg !10 {
  %y = shl i256 %x, 1, !dbg !12
  %z = xor i256 %y, 7, !dbg !14
  ret i256 %z, !dbg !13
}

; ASM:      .section .evm.source_map,"",@progbits
; ASM-NEXT: .ascii "5:3:1:-:0;;20:12;;;:::i;:::-;-1:-1:-1;;;20:12:1;;5:3;100:10:0;;0:40:1;;-1:-1:-1;100:10:0;;;90:40;;;:::o"
; NONE-NOT: .evm.source_map

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!evm.source.ranges = !{!30, !31, !32, !33, !34, !35, !36}

!0 = distinct !DICompileUnit(language: DW_LANG_Assembly, file: !1, emissionKind: NoDebug)
!1 = !DIFile(filename: "C", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!10 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 2, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!12 = !DILocation(line: 1, scope: !10)
!13 = !DILocation(line: 2, scope: !10)
!14 = !DILocation(line: 0, scope: !10)
!20 = distinct !DISubprogram(name: "__entry", scope: !1, file: !1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 3, scope: !20)
!22 = !DILocation(line: 4, scope: !20)
!23 = !DILocation(line: 5, scope: !20)
!24 = !DILocation(line: 6, scope: !20)
!25 = !DILocation(line: 9, scope: !20)
!26 = !DILocation(line: 5, scope: !10, inlinedAt: !27)
!27 = distinct !DILocation(line: 4, scope: !20)
!28 = !DILocation(line: 3, scope: !10, inlinedAt: !27)
!40 = !DILocation(line: 7, scope: !44, inlinedAt: !41)
!41 = distinct !DILocation(line: 1, scope: !43, inlinedAt: !42)
!42 = distinct !DILocation(line: 7, scope: !20)
!43 = distinct !DISubprogram(name: "base", scope: !1, file: !1, line: 2, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!44 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 7, type: !3, spFlags: DISPFlagDefinition, unit: !0)

; The ranges: x << 1 (0:100:10), twice (0:90:40), calldataload (1:5:3),
; the call of twice (1:20:12), the store (1:0:40), a malformed one, and
; the contract (1:0:100).
!30 = !{i32 0, i32 100, i32 10}
!31 = !{i32 0, i32 90, i32 40}
!32 = !{i32 1, i32 5, i32 3}
!33 = !{i32 1, i32 20, i32 12}
!34 = !{i32 1, i32 0, i32 40}
!35 = !{i32 1, i32 -4}
!36 = !{i32 1, i32 0, i32 100}
