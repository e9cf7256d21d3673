;! { "cases": [
;! { "name": "index-0",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0" ] } ],
;!   "expected": [ "0x3039", "0xb" ] },
;! { "name": "index-2100",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "2100" ] } ],
;!   "expected": [ "0x3039", "0x3039" ] }
;! ] }
; An initial memory image larger than 64 KiB: @big's last word is 67,200
; bytes after its first, so the entry's CODECOPY of the image needs its
; size as PUSH3 (it was once cut to PUSH2: the words past 64 KiB stayed
; zero). Returns @big's last word and @big[x].

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@big = global { i256, [2099 x i256], i256 } { i256 11, [2099 x i256] zeroinitializer, i256 12345 }

define void @__entry() noreturn {
entry:
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %lastp = getelementptr { i256, [2099 x i256], i256 }, ptr @big, i256 0, i32 2
  %last = load i256, ptr %lastp
  %p = getelementptr i256, ptr @big, i256 %x
  %v = load i256, ptr %p
  %m = inttoptr i256 0 to ptr addrspace(1)
  store i256 %last, ptr addrspace(1) %m
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %m1
  call void @llvm.evm.return(ptr addrspace(1) %m, i256 64)
  unreachable
}
