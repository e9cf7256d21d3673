;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0", "0", "0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000064", "0x000000000000000000000000000000000000000000000000000000000000000b", "0x000000000000000000000000000000000000000000000000000000000000000b", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "hits", "inputs": [{"method": "#fallback", "calldata": ["2", "0x100000000000000000000000000000000000000000000000000", "3"]}], "expected": ["0x0000000000000010000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000021", "0x0000000000000000000000000000000000000000000000000000000000000400", "0x0300000000000180000000000000000000000000000000000000000000000000"]},
;! {"name": "defaults", "inputs": [{"method": "#fallback", "calldata": ["3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "10"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc", "0x0000000000000000000000000000000000000000000000000000000000001e64", "0x00000000000000000000000000000003a0c92075c0dbf3b8acbc5f96ce3f0ad2", "0x0700000000000000000000000000000000000000000000000000000000007877"]},
;! {"name": "near-misses", "inputs": [{"method": "#fallback", "calldata": ["1", "0x100000000000000000000000000000000000000000000000001", "1"]}], "expected": ["0x0000000000000300000000000000000000000000000000000000000000000003", "0x0000000000000000000000000000000000000000000000000000000000000016", "0x0000000000000100000000000000000000000000000000000000000000001e62", "0x0300000000000300000000000000000000000000000000000000000000000003"]},
;! {"name": "minus-one-and-big", "inputs": [{"method": "#fallback", "calldata": ["-1", "-1", "12"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000003a0c92075c0dbf3b8acbc5f96ce3f0ad2", "0x00000000000000000000000000000003a0c92075c0dbf3b8acbc5f96ce3f0ad2", "0x020000000000000000000000000000000000000000000000000000000000786e"]},
;! {"name": "sparse-case", "inputs": [{"method": "#fallback", "calldata": ["7", "1000000", "7"]}], "expected": ["0x00000000000000000000000000000000000000000000000000000000000f4247", "0x0000000000000000000000000000000000000000000000000000000000000008", "0x000000000000000000000000000000000000000000000000000000e8d4a51000", "0x01000000000000000000000000000000000000000000000000000000000b69ab"]}
;! ] }
; Switches: three cases with a default, twelve sparse cases (some of them
; large, e.g. 2^200 and 2^256-1) with a default, and a switch inside a loop
; that runs a small state machine. Calldata: a, b, n.
; The expected words were computed by running this module on the host with lli
; (LLVM 22), calldata and memory modelled as byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p0 = inttoptr i256 0 to ptr addrspace(2)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %s1 = call i256 @small(i256 %a, i256 %b)
  %s2 = call i256 @big(i256 %a)
  %s3 = call i256 @big(i256 %b)
  %s4 = call i256 @machine(i256 %n, i256 %b)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  %m2 = inttoptr i256 64 to ptr addrspace(1)
  %m3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %s1, ptr addrspace(1) %m0
  store i256 %s2, ptr addrspace(1) %m1
  store i256 %s3, ptr addrspace(1) %m2
  store i256 %s4, ptr addrspace(1) %m3
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

; Three cases and a default; each arm computes something different from b and
; they meet in a PHI.
define i256 @small(i256 %a, i256 %b) {
entry:
  switch i256 %a, label %def [
    i256 0, label %c0
    i256 1, label %c1
    i256 2, label %c2
  ]
c0:
  %r0 = add i256 %b, 100
  br label %join
c1:
  %r1 = mul i256 %b, 3
  br label %join
c2:
  %r2 = lshr i256 %b, 4
  br label %join
def:
  %r3 = xor i256 %b, %a
  br label %join
join:
  %r = phi i256 [ %r0, %c0 ], [ %r1, %c1 ], [ %r2, %c2 ], [ %r3, %def ]
  ret i256 %r
}

; Twelve sparse cases, several sharing a destination, some far apart.
define i256 @big(i256 %v) {
entry:
  switch i256 %v, label %def [
    i256 0, label %k0
    i256 1, label %k1
    i256 2, label %k2
    i256 7, label %k3
    i256 100, label %k4
    i256 1000000, label %k5
    i256 65536, label %k1
    i256 4294967296, label %k6
    i256 340282366920938463463374607431768211456, label %k7
    i256 1606938044258990275541962092341162602522202993782792835301376, label %k8
    i256 -2, label %k9
    i256 -1, label %k10
  ]
k0:
  br label %join
k1:
  br label %join
k2:
  br label %join
k3:
  %t3 = add i256 %v, 1
  br label %join
k4:
  br label %join
k5:
  %t5 = mul i256 %v, %v
  br label %join
k6:
  br label %join
k7:
  br label %join
k8:
  %t8 = lshr i256 %v, 190
  br label %join
k9:
  br label %join
k10:
  br label %join
def:
  %td = add i256 %v, 7777
  br label %join
join:
  %r = phi i256 [ 11, %k0 ], [ 22, %k1 ], [ 33, %k2 ], [ %t3, %k3 ], [ 55, %k4 ], [ %t5, %k5 ], [ 77, %k6 ], [ 88, %k7 ], [ %t8, %k8 ], [ 99, %k9 ], [ 1234567890123456789012345678901234567890, %k10 ], [ %td, %def ]
  ret i256 %r
}

; A state machine: for n steps, switch on state (0..3, anything else is the
; default) to update acc and pick the next state.
define i256 @machine(i256 %n, i256 %x) {
entry:
  %st0 = and i256 %x, 7
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %latch ]
  %st = phi i256 [ %st0, %entry ], [ %st.next, %latch ]
  %acc = phi i256 [ %x, %entry ], [ %acc.next, %latch ]
  %done = icmp uge i256 %i, %n
  br i1 %done, label %exit, label %body
body:
  switch i256 %st, label %sdef [
    i256 0, label %s0
    i256 1, label %s1
    i256 2, label %s2
    i256 3, label %s3
  ]
s0:
  %a0 = add i256 %acc, 1
  br label %latch
s1:
  %a1 = mul i256 %acc, 3
  br label %latch
s2:
  %a2 = lshr i256 %acc, 1
  br label %latch
s3:
  %a3 = xor i256 %acc, 12345
  br label %latch
sdef:
  %a4 = sub i256 %acc, %i
  br label %latch
latch:
  %acc.next = phi i256 [ %a0, %s0 ], [ %a1, %s1 ], [ %a2, %s2 ], [ %a3, %s3 ], [ %a4, %sdef ]
  %st.next = phi i256 [ 2, %s0 ], [ 3, %s1 ], [ 1, %s2 ], [ 7, %s3 ], [ 0, %sdef ]
  %i1 = add i256 %i, 1
  br label %loop
exit:
  %hi = shl i256 %st, 248
  %r = or i256 %hi, %acc
  ret i256 %r
}
