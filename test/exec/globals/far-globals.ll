;! { "cases": [
;! { "name": "x-7",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "7" ] } ],
;!   "expected": [ "0x54" ] },
;! { "name": "x-1030",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "1030" ] } ],
;!   "expected": [ "0x104442" ] }
;! ] }
; Memory globals beyond 64 KiB: @far is placed after 67,200 bytes of @big,
; at 0x10720, so its address needs PUSH3 (the assembler widens the PUSH2
; of a static address, EVMAsmBackend) and the 4-byte field of @pfar's
; initial value holds it. Frames (at -O0) are farther still. The result is
; x * (x + 5), read back through @pfar and from @big[x & 1023].

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@pfar = global ptr @far
@big = global [2100 x i256] zeroinitializer
@far = global i256 0

define void @__entry() noreturn {
entry:
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %i = and i256 %x, 1023
  %slot = getelementptr [2100 x i256], ptr @big, i256 0, i256 %i
  store i256 %x, ptr %slot
  %y = add i256 %x, 5
  store i256 %y, ptr @far
  %p = load ptr, ptr @pfar
  %v = load i256, ptr %p
  %w = load i256, ptr %slot
  %r = mul i256 %v, %w
  %m = inttoptr i256 0 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) %m
  call void @llvm.evm.return(ptr addrspace(1) %m, i256 32)
  unreachable
}
