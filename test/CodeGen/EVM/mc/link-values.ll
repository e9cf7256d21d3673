; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s --check-prefixes=ASM,O0
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s --check-prefix=ASM
; RUN: %llc -march=evm -O2 -verify-machineinstrs -filetype=obj %s -o %t.o \
; RUN:   -evm-stats-file=%t.stats.json -evm-layout-file=%t.layout.json
; RUN: llvm-readelf -r -s %t.o | FileCheck %s --check-prefix=ELF
; RUN: %evm-link --format=json %t.o | FileCheck %s --check-prefix=JSON
; RUN: FileCheck %s --check-prefix=STATS < %t.stats.json
; RUN: FileCheck %s --check-prefix=LAYOUT < %t.layout.json
; llvm.evm.loadimmutable and llvm.evm.linkersymbol (docs/deploy.md,
; "Several objects"): a PUSH32 and a PUSH20 at their full width, whatever
; their value, with an ELF relocation of the link step against
; `evm.immutable.ID` or `evm.linkersymbol.NAME`; bytes zero until then.
; Constants for the stackifier: pushed again at each use (also across
; blocks at -O0, where other values go to frame slots), never kept in
; memory; in a function optimised for size, one used more than once is
; kept on the stack instead (stackify/keep-link-values.ll).

declare i256 @llvm.evm.loadimmutable(metadata)
declare i256 @llvm.evm.linkersymbol(metadata)
declare i256 @llvm.evm.calldataload(i256)
declare void @llvm.evm.return(ptr addrspace(1), i256)

; At -O0 %x crosses blocks in a frame slot; the link values do not.
; ASM-LABEL: __entry:
; ASM-NEXT: PUSH0
; ASM-NEXT: CALLDATALOAD
; ASM-NEXT: DUP1
; O0-NEXT:  PUSH .Lframe.__entry
; O0-NEXT:  MSTORE
; ASM-NEXT: PUSH32 evm.immutable.owner
; ASM:      JUMPI
; ASM-NEXT: PUSH20 "evm.linkersymbol.lib.sol:L"
; ASM:      JUMPDEST
; ASM-NEXT: PUSH32 evm.immutable.owner
; ASM:      JUMPDEST
; ASM-NEXT: PUSH32 evm.immutable.owner
; ASM-NEXT: PUSH1 0x20
; ASM-NEXT: MSTORE
define void @__entry() {
entry:
  %x = call i256 @llvm.evm.calldataload(i256 0)
  %owner = call i256 @llvm.evm.loadimmutable(metadata !"owner")
  %lib = call i256 @llvm.evm.linkersymbol(metadata !"lib.sol:L")
  %c = icmp eq i256 %x, %owner
  br i1 %c, label %yes, label %no
yes:
  store i256 %lib, ptr addrspace(1) null
  br label %done
no:
  %sum = add i256 %x, %owner
  store i256 %sum, ptr addrspace(1) null
  br label %done
done:
  %again = call i256 @llvm.evm.loadimmutable(metadata !"owner")
  store i256 %again, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}

; ELF:      Relocation section '.rel.text' at offset {{.*}} contains 4 entries:
; ELF-NEXT: Offset Info Type Sym. Value Symbol's Name
; ELF-NEXT: 00000004 00000302 {{.*}} evm.immutable.owner
; ELF-NEXT: 00000029 00000401 {{.*}} evm.linkersymbol.lib.sol:L
; ELF-NEXT: 00000044 00000302 {{.*}} evm.immutable.owner
; ELF-NEXT: 00000069 00000302 {{.*}} evm.immutable.owner
; ELF:      Symbol table '.symtab'
; ELF:      00000000 144 FUNC GLOBAL DEFAULT 2 __entry
; ELF-NEXT: 00000000 0 NOTYPE GLOBAL DEFAULT UND evm.immutable.owner
; ELF-NEXT: 00000000 0 NOTYPE GLOBAL DEFAULT UND evm.linkersymbol.lib.sol:L

; The library's site shows solc's placeholder (keccak256("lib.sol:L") starts
; 7658e08c...), the immutable's sites are zeros and listed.
; JSON: {"object":"5f35807f00000000000000000000000000000000000000000000000000000000000000001860425773__$7658e08c4e23aceed01ae97f6c6f1bccc3$__5f526067565b7f0000000000000000000000000000000000000000000000000000000000000000015f525b7f000000000000000000000000000000000000000000000000000000000000000060205260405ff3",
; JSON-SAME: "linkReferences":{"lib.sol:L":[{"start":41,"length":20}]},
; JSON-SAME: "immutableReferences":{"owner":[{"start":4,"length":32},{"start":68,"length":32},{"start":105,"length":32}]},
; JSON-SAME: "objects":{}}

; The resource report and the layout count each push at its width, as the
; symbol table does: 144 bytes, 3 PUSH32 and a PUSH20 among them.
; STATS: "code_bytes": 144,
; LAYOUT: {"code_size":144,"functions":[{"name":"__entry","offset":0,"size":144}],"data":[]}
