;! { "cases": [
;! {"name": "partition", "inputs": [{"method": "#fallback", "calldata": ["50", "5", "7", "10", "20", "60", "70", "80"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000060", "0x0000000000000000000000000000000000000000000000000000000000000014", "0x0000000000000000000000000000000000000000000000000000000000000040", "0x000000000000000000000000000000000000000000000000000000000000001c", "0x00000000000000000000000000000000000000000000000000000000000006df"]},
;! {"name": "to-the-bottom", "inputs": [{"method": "#fallback", "calldata": ["0", "1", "-1", "5", "6", "7"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000040", "0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000020", "0x0000000000000000000000000000000000000000000000000000000000000000", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd"]},
;! {"name": "first-stops", "inputs": [{"method": "#fallback", "calldata": ["-1", "0", "57896044618658097711785492504343953926634992332820282019728792003956564819968", "1", "2"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000060", "0x0000000000000000000000000000000000000000000000000000000000000002", "0x0000000000000000000000000000000000000000000000000000000000000040", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "long", "inputs": [{"method": "#fallback", "calldata": ["1000", "40", "123456789", "0", "37", "74", "111", "148", "185", "222", "259", "296", "333", "370", "407", "444", "481", "518", "555", "592", "629", "666", "703", "740", "777", "814", "851", "888", "925", "962", "999", "1036", "1073"]}], "expected": ["0x00000000000000000000000000000000000000000000000000000000000003a0", "0x00000000000000000000000000000000000000000000000000000000000003e7", "0x0000000000000000000000000000000000000000000000000000000000000380", "0x0000000000000000000000000000000000000000000000000000000000000111", "0x000000000000000000000000000000000000000004d98dc0420f4070e18371a9"]}
;! ] }
; A loop counter read after its loop (EVMLoopExitValues rewrites those reads
; as the step's value minus the step, above -O0): a walk down an array while
; the word below is above a pivot (solady's partition step), whose counter,
; last word and step are all used after the loop, and a counting loop whose
; counter is used in two blocks after it. Calldata: pivot, n, x, then the
; array's words. Results: the walk's counter and step as offsets from the
; array's base, and the word it stopped at; the counting loop's result and
; its last sum. Expected words computed by hand (a Python model of the two
; functions).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.heapstart()
declare void @llvm.evm.memcpyas1as2(ptr addrspace(1), ptr addrspace(2), i256, i1)
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

; From %hi down, while the word at the next step is above %p and the step is
; above %lo.
define {i256, i256, i256} @walk(i256 %lo, i256 %hi, i256 %p) noinline {
entry:
  br label %loop
loop:
  %j = phi i256 [ %hi, %entry ], [ %jn, %loop ]
  %jn = add i256 %j, -32
  %a = inttoptr i256 %jn to ptr addrspace(1)
  %v = load i256, ptr addrspace(1) %a
  %gt = icmp ugt i256 %v, %p
  %in = icmp ugt i256 %jn, %lo
  %c = and i1 %gt, %in
  br i1 %c, label %loop, label %done
done:
  %r0 = insertvalue {i256, i256, i256} poison, i256 %j, 0
  %r1 = insertvalue {i256, i256, i256} %r0, i256 %v, 1
  %r2 = insertvalue {i256, i256, i256} %r1, i256 %jn, 2
  ret {i256, i256, i256} %r2
}

; do { s = 3s + i } while (++i < n), then the last i in one of two blocks.
define {i256, i256} @up(i256 %n, i256 %x) noinline {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i256 [ %x, %entry ], [ %s1, %loop ]
  %s3 = mul i256 %s, 3
  %s1 = add i256 %s3, %i
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %bit = and i256 %s1, 1
  %odd = icmp ne i256 %bit, 0
  br i1 %odd, label %times, label %plus
times:
  %r7 = mul i256 %i, 7
  br label %join
plus:
  %rs = add i256 %i, %s1
  br label %join
join:
  %r = phi i256 [ %r7, %times ], [ %rs, %plus ]
  %q0 = insertvalue {i256, i256} poison, i256 %r, 0
  %q1 = insertvalue {i256, i256} %q0, i256 %s1, 1
  ret {i256, i256} %q1
}

define void @__entry() noreturn {
  %heap = call i256 @llvm.evm.heapstart()
  %p = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 0 to ptr addrspace(2)))
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  ; The array at heap + 32 ...
  %size.all = call i256 @llvm.evm.calldatasize()
  %size = sub i256 %size.all, 96
  %lo = add i256 %heap, 32
  %dst = inttoptr i256 %lo to ptr addrspace(1)
  call void @llvm.evm.memcpyas1as2(ptr addrspace(1) %dst, ptr addrspace(2) inttoptr (i256 96 to ptr addrspace(2)), i256 %size, i1 false)
  %hi = add i256 %lo, %size
  %w = call {i256, i256, i256} @walk(i256 %lo, i256 %hi, i256 %p)
  %u = call {i256, i256} @up(i256 %n, i256 %x)
  ; ... the results at heap + 4096.
  %out = add i256 %heap, 4096
  %j = extractvalue {i256, i256, i256} %w, 0
  %j.off = sub i256 %j, %heap
  %o0 = inttoptr i256 %out to ptr addrspace(1)
  store i256 %j.off, ptr addrspace(1) %o0
  %v = extractvalue {i256, i256, i256} %w, 1
  %a1 = add i256 %out, 32
  %o1 = inttoptr i256 %a1 to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %o1
  %jn = extractvalue {i256, i256, i256} %w, 2
  %jn.off = sub i256 %jn, %heap
  %a2 = add i256 %out, 64
  %o2 = inttoptr i256 %a2 to ptr addrspace(1)
  store i256 %jn.off, ptr addrspace(1) %o2
  %r = extractvalue {i256, i256} %u, 0
  %a3 = add i256 %out, 96
  %o3 = inttoptr i256 %a3 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) %o3
  %s = extractvalue {i256, i256} %u, 1
  %a4 = add i256 %out, 128
  %o4 = inttoptr i256 %a4 to ptr addrspace(1)
  store i256 %s, ptr addrspace(1) %o4
  call void @llvm.evm.return(ptr addrspace(1) %o0, i256 160)
  unreachable
}
