; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -march=evm -verify-machineinstrs %t/names.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NONE --implicit-check-not=error: --implicit-check-not="Stack dump"
; RUN: not %llc -march=evm -verify-machineinstrs %t/names.ll -o /dev/null \
; RUN:   -evm-object=child=%S/../ir/Inputs/link-child.json \
; RUN:   -evm-object=twin=%S/../ir/Inputs/link-child.json \
; RUN:   -evm-data=greeting=%S/../ir/Inputs/link-data.hex -evm-object-name=self 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GIVEN --implicit-check-not=error: --implicit-check-not="Stack dump"
; RUN: not %llc -march=evm -verify-machineinstrs %t/types.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TYPES --implicit-check-not=error: --implicit-check-not="Stack dump"
; RUN: not %llc -march=evm -verify-machineinstrs %t/names.ll -o /dev/null \
; RUN:   -evm-object=missing=%t/missing.json -evm-object=notjson=%t/bad.json \
; RUN:   -evm-object=outside=%t/outside.json -evm-data=placeholder=%t/placeholder.hex \
; RUN:   -evm-data=odd=%t/odd.hex -evm-object=noequals -evm-object=twice=%t/ok.hex \
; RUN:   -evm-data=twice=%t/ok.hex 2>&1 \
; RUN:   | FileCheck %s --check-prefix=FILES --implicit-check-not=error: --implicit-check-not="Stack dump"
; RUN: not %llc -march=evm -verify-machineinstrs %t/reserved.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=RESERVED --implicit-check-not=error: --implicit-check-not="Stack dump"
; The builtins that name other objects (EVMLinkObjects, docs/deploy.md): a
; name that was not given is an error naming the function and the name and
; listing the names that were; so is an immutable in two sub-objects, a
; builtin declared with the wrong type, a file that cannot be read as a
; compiled object or as data, and a global with a name the link step's
; symbols use. Each is a diagnostic, exit status 1, no crash.

; NONE: error: {{.*}}in function names i256 (i256): llvm.evm.datasize("missing"): no sub-object or data section is called 'missing' (none was given: -evm-object=NAME=FILE, -evm-data=NAME=FILE, -evm-object-name=NAME)
; NONE: error: {{.*}}in function names i256 (i256): llvm.evm.dataoffset("child.nope"): no sub-object or data section is called 'child.nope' (none was given: -evm-object=NAME=FILE, -evm-data=NAME=FILE, -evm-object-name=NAME)

; GIVEN: error: {{.*}}in function names i256 (i256): llvm.evm.datasize("missing"): no sub-object or data section is called 'missing' (given: sub-objects (-evm-object) 'child', 'twin'; data (-evm-data) 'greeting'; this object (-evm-object-name) 'self')
; GIVEN: error: {{.*}}in function names i256 (i256): llvm.evm.dataoffset("child.nope"): sub-object 'child' ({{.*}}link-child.json) has no nested object 'nope' (it lists 'inner', 'inner.deep')
; GIVEN: error: {{.*}}in function names i256 (i256): llvm.evm.setimmutable("x"): the immutable is in two sub-objects, 'child' and 'twin'; which one the copy at the offset is cannot be told

; TYPES: error: {{.*}}in function types void (): EVM builtin 'llvm.evm.datasize' takes a metadata string (metadata !"NAME") and returns an i256
; TYPES: error: {{.*}}in function types void (): EVM builtin 'llvm.evm.setimmutable' takes an i256 offset, a metadata string (metadata !"ID") and an i256 value, and returns void

; FILES-DAG: error: sub-object 'missing': cannot read '{{.*}}missing.json': {{[Nn]}}o such file or directory
; FILES-DAG: error: sub-object 'notjson': '{{.*}}bad.json': not JSON: {{.*}}
; FILES-DAG: error: sub-object 'outside': '{{.*}}outside.json': "immutableReferences"."x" has a site that is not {"start": N, "length": 32} within the 3 bytes of the object
; FILES-DAG: error: data section 'placeholder': '{{.*}}placeholder.hex': library placeholders are only allowed in objects
; FILES-DAG: error: data section 'odd': '{{.*}}odd.hex': odd number of hex digits
; FILES-DAG: error: -evm-object takes NAME=FILE, not 'noequals'
; FILES-DAG: error: -evm-data=twice={{.*}}ok.hex: the name 'twice' is given twice

; RESERVED: error: 'evm.object.mine': the names 'evm.code.end', 'evm.object.*', 'evm.data.*', 'evm.immutable.*' and 'evm.linkersymbol.*' are the link step's

;--- names.ll
declare i256 @llvm.evm.datasize(metadata)
declare i256 @llvm.evm.dataoffset(metadata)
declare void @llvm.evm.setimmutable(i256, metadata, i256)

define i256 @names(i256 %v) {
  %s = call i256 @llvm.evm.datasize(metadata !"missing")
  %o = call i256 @llvm.evm.dataoffset(metadata !"child.nope")
  call void @llvm.evm.setimmutable(i256 0, metadata !"x", i256 %v)
  %r = add i256 %s, %o
  ret i256 %r
}

;--- types.ll
declare i256 @llvm.evm.datasize(i256)
declare i256 @llvm.evm.setimmutable(i256, metadata, i256)

define void @types() {
  %s = call i256 @llvm.evm.datasize(i256 1)
  %t = call i256 @llvm.evm.setimmutable(i256 0, metadata !"x", i256 %s)
  ret void
}

;--- reserved.ll
define void @__entry() {
  ret void
}

define void @evm.object.mine() {
  ret void
}

;--- bad.json
{"object": "00",
;--- outside.json
{"object": "600100", "immutableReferences": {"x": [{"start": 1, "length": 32}]}}
;--- placeholder.hex
6001__$7658e08c4e23aceed01ae97f6c6f1bccc3$__
;--- odd.hex
0x600
;--- ok.hex
00
