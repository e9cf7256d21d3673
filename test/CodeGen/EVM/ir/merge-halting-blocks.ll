; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-merge-halting-blocks %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-optimize-runs=100000 -stop-after=evm-merge-halting-blocks %s -o - | FileCheck %s --check-prefix=HOT
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; EVMMergeHaltingBlocks: blocks that end execution the same way become one.
; Three `revert(0, 0)` become one, two panics with code 0x11 one (the panic
; 0x12 stays), a revert of a value the block computes is matched by the
; value's position, a revert of different outside values is not merged.
; A block that returns is merged only when its bytes are worth the jump at
; the expected runs (200 by default; not at 100,000). Branches into a
; reverting block get weights that make them unlikely.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i256 @llvm.evm.calldataload(ptr addrspace(2))

; CHECK-LABEL: define void @__entry()
; CHECK:       br i1 %c1, label %rev1, label %n1, !prof [[UNLIKELY:![0-9]+]]
; CHECK:       br i1 %c2, label %rev1, label %n2
; CHECK:       br i1 %c3, label %rev1, label %n3
; CHECK:       br i1 %c4, label %panic1, label %n4
; CHECK:       br i1 %c5, label %panic1, label %n5
; CHECK:       br i1 %c6, label %panic2, label %n6
; CHECK:       br i1 %c7, label %local1, label %n7
; CHECK:       br i1 %c8, label %local1, label %n8
; CHECK:       br i1 %c9, label %outside1, label %n9
; CHECK:       br i1 %c10, label %outside2, label %n10
; CHECK:       br i1 %c11, label %ret1, label %ret1{{$}}
; CHECK:     rev1:
; CHECK-NOT: rev2:
; CHECK-NOT: rev3:
; CHECK:     panic1:
; CHECK:     panic2:
; CHECK-NOT: panic3:
; CHECK:     local1:
; CHECK-NOT: local2:
; CHECK:     outside1:
; CHECK:     outside2:
; CHECK:     ret1:
; CHECK-NOT: ret2:
; CHECK:     [[UNLIKELY]] = !{!"branch_weights", i32 1, i32 {{[0-9]+}}}

; HOT:         br i1 %c11, label %ret1, label %ret2
; HOT:       ret1:
; HOT:       ret2:

; One copy of revert(0, 0), which the three checks jump to: a branch into
; a reverting block is unlikely, so block placement lays it out after the
; code that goes on (no ISZERO, no fall-through into it); one RETURN.
; ASM-LABEL: __entry:
; ASM:         PUSH1 0x1
; ASM-NEXT:    EQ
; ASM-NEXT:    PUSH [[REV:.LBB0_[0-9]+]]
; ASM-NEXT:    JUMPI
; ASM:         PUSH1 0x2
; ASM-NEXT:    EQ
; ASM:         PUSH [[REV]]
; ASM-NEXT:    JUMPI
; ASM:         PUSH1 0x3
; ASM-NEXT:    EQ
; ASM-NEXT:    PUSH [[REV]]
; ASM-NEXT:    JUMPI
; ASM:         RETURN
; ASM-NOT:     RETURN
; ASM:       [[REV]]:
; ASM-NEXT:    JUMPDEST
; ASM-NEXT:    PUSH0
; ASM-NEXT:    PUSH0
; ASM-NEXT:    REVERT
; ASM:         .size __entry

define void @__entry() {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %c1 = icmp eq i256 %a, 1
  br i1 %c1, label %rev1, label %n1
n1:
  %c2 = icmp eq i256 %a, 2
  br i1 %c2, label %rev2, label %n2
n2:
  %c3 = icmp eq i256 %a, 3
  br i1 %c3, label %rev3, label %n3
n3:
  %c4 = icmp eq i256 %a, 4
  br i1 %c4, label %panic1, label %n4
n4:
  %c5 = icmp eq i256 %a, 5
  br i1 %c5, label %panic3, label %n5
n5:
  %c6 = icmp eq i256 %a, 6
  br i1 %c6, label %panic2, label %n6
n6:
  %c7 = icmp eq i256 %a, 7
  br i1 %c7, label %local1, label %n7
n7:
  %c8 = icmp eq i256 %a, 8
  br i1 %c8, label %local2, label %n8
n8:
  %c9 = icmp eq i256 %a, 9
  br i1 %c9, label %outside1, label %n9
n9:
  %c10 = icmp eq i256 %a, 10
  br i1 %c10, label %outside2, label %n10
n10:
  %c11 = icmp eq i256 %a, 11
  br i1 %c11, label %ret1, label %ret2

rev1:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
rev2:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
rev3:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
panic1:
  store i256 35408467139433450592217433187231851964531694900788300625387963629091585785856, ptr addrspace(1) null
  store i256 17, ptr addrspace(1) inttoptr (i256 4 to ptr addrspace(1))
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 36)
  unreachable
panic2:
  store i256 35408467139433450592217433187231851964531694900788300625387963629091585785856, ptr addrspace(1) null
  store i256 18, ptr addrspace(1) inttoptr (i256 4 to ptr addrspace(1))
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 36)
  unreachable
panic3:
  store i256 35408467139433450592217433187231851964531694900788300625387963629091585785856, ptr addrspace(1) null
  store i256 17, ptr addrspace(1) inttoptr (i256 4 to ptr addrspace(1))
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 36)
  unreachable
local1:
  %x1 = add i256 %b, 1
  store i256 %x1, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
local2:
  %x2 = add i256 %b, 1
  store i256 %x2, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
outside1:
  store i256 %a, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
outside2:
  store i256 %b, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
ret1:
  store i256 -6277101735386680763835789423207666416102355444464034512896, ptr addrspace(1) null
  store i256 -6277101735386680763835789423207666416102355444464034512897, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
ret2:
  store i256 -6277101735386680763835789423207666416102355444464034512896, ptr addrspace(1) null
  store i256 -6277101735386680763835789423207666416102355444464034512897, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}
