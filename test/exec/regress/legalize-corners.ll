;! { "cases": [
;! { "name": "min-dividend",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "1", "0x100", "0x200", "0x1234", "1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xab" ] } ],
;!   "expected": [ "0x100", "0x1220", "0xc", "0", "1", "0", "0xabababababababababababababababababababababababababababababababab", "0xabababababababab000000000000000000000000000000000000000000000000" ] },
;! { "name": "other-dividend",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0", "0x100", "0x200", "0xffff", "3", "5", "0x01" ] } ],
;!   "expected": [ "0x200", "0xffe0", "0x1c", "0", "0", "5", "0x0101010101010101010101010101010101010101010101010101010101010101", "0x0101010101010101000000000000000000000000000000000000000000000000" ] }
;! ] }
; Corner cases of legalization found by reviewing the rules: select and
; ptrmask on pointers, a funnel shift by a constant on an odd width above
; 256 bits, i512 sdiv/srem by the minimum signed value (only the minimum
; divides to 1), llvm.memset.inline of 40 bytes.
; Calldata: c, a, b, p, s (fshl operand a; b = 2^299), x (high word of an
; i512 whose low word is 0), v (fill byte).
; Expected values (by hand): select -> a or b; 0x1234 & ~31 = 0x1220,
; 0xffff & ~31 = 0xffe0; fshl.i300(s, 2^299, 3) = (s << 3) | (2^299 >> 297)
; = 8s + 4; x = 2^255 makes the i512 the minimum: quotient 1 (high 0, low 1),
; remainder 0; otherwise quotient 0 and the dividend's high word 5 remains;
; 40 bytes of v then zeros.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare ptr addrspace(1) @llvm.ptrmask.p1.i256(ptr addrspace(1), i256)
declare i300 @llvm.fshl.i300(i300, i300, i300)
declare void @llvm.memset.inline.p1.i256(ptr addrspace(1), i8, i256, i1)

define i256 @arg(i256 %i) {
  %off = mul i256 %i, 32
  %p = inttoptr i256 %off to ptr addrspace(2)
  %v = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p)
  ret i256 %v
}

; Results go to 0x1000 + 32 i, above the frame region.
define void @out(i256 %i, i256 %v) {
  %word = mul i256 %i, 32
  %off = add i256 %word, 4096
  %p = inttoptr i256 %off to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %p
  ret void
}

define void @__entry() noreturn {
  %c256 = call i256 @arg(i256 0)
  %c = trunc i256 %c256 to i1
  %a = call i256 @arg(i256 1)
  %b = call i256 @arg(i256 2)
  %pa = inttoptr i256 %a to ptr addrspace(1)
  %pb = inttoptr i256 %b to ptr addrspace(1)
  %sel = select i1 %c, ptr addrspace(1) %pa, ptr addrspace(1) %pb
  %seli = ptrtoint ptr addrspace(1) %sel to i256
  call void @out(i256 0, i256 %seli)

  %p = call i256 @arg(i256 3)
  %pp = inttoptr i256 %p to ptr addrspace(1)
  %m = call ptr addrspace(1) @llvm.ptrmask.p1.i256(ptr addrspace(1) %pp, i256 -32)
  %mi = ptrtoint ptr addrspace(1) %m to i256
  call void @out(i256 1, i256 %mi)

  %s = call i256 @arg(i256 4)
  %s300 = zext i256 %s to i300
  %f = call i300 @llvm.fshl.i300(i300 %s300, i300 1018517988167243043134222844204689080525734196832968125318070224677190649881668353091698688, i300 3)
  %f256 = trunc i300 %f to i256
  call void @out(i256 2, i256 %f256)

  %x = call i256 @arg(i256 5)
  %xw = zext i256 %x to i512
  %xh = shl i512 %xw, 256
  %q = sdiv i512 %xh, -6703903964971298549787012499102923063739682910296196688861780721860882015036773488400937149083451713845015929093243025426876941405973284973216824503042048
  %r = srem i512 %xh, -6703903964971298549787012499102923063739682910296196688861780721860882015036773488400937149083451713845015929093243025426876941405973284973216824503042048
  %qh512 = lshr i512 %q, 256
  %qh = trunc i512 %qh512 to i256
  %ql = trunc i512 %q to i256
  %rh512 = lshr i512 %r, 256
  %rh = trunc i512 %rh512 to i256
  call void @out(i256 3, i256 %qh)
  call void @out(i256 4, i256 %ql)
  call void @out(i256 5, i256 %rh)

  %v256 = call i256 @arg(i256 6)
  %v = trunc i256 %v256 to i8
  %fill = inttoptr i256 4288 to ptr addrspace(1)
  call void @llvm.memset.inline.p1.i256(ptr addrspace(1) %fill, i8 %v, i256 40, i1 false)
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 256)
  unreachable
}
