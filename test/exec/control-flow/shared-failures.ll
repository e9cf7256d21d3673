;! { "cases": [
;! {"name": "first-goes-on", "inputs": [{"method": "#fallback", "calldata": ["1", "41"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000002a"]},
;! {"name": "first-fails", "inputs": [{"method": "#fallback", "calldata": ["1", "101"]}], "expected": {"return_data": ["0x00000000000000000000000000000000000000000000000000000000000bad41"], "exception": true}},
;! {"name": "second-goes-on", "inputs": [{"method": "#fallback", "calldata": ["2", "7"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000000e"]},
;! {"name": "second-fails", "inputs": [{"method": "#fallback", "calldata": ["2", "201"]}], "expected": {"return_data": ["0x00000000000000000000000000000000000000000000000000000000000bad41"], "exception": true}},
;! {"name": "third-fails-its-way", "inputs": [{"method": "#fallback", "calldata": ["3", "0"]}], "expected": {"return_data": ["0x00000000000000000000000000000000000000000000000000000000000bad11"], "exception": true}},
;! {"name": "third-fails-the-shared-way", "inputs": [{"method": "#fallback", "calldata": ["3", "301"]}], "expected": {"return_data": ["0x00000000000000000000000000000000000000000000000000000000000bad41"], "exception": true}}
;! ] }
; Three functions fail the same way (a word 0xbad41 as the revert data,
; self-contained code): above -O0, EVMShareFailingBlocks makes the code one
; function, which each of them jumps to with whatever is on its stack. The
; third also fails in a way of its own (0xbad11), which stays its own.
; Calldata: mode, x. @first returns x + 1 below 101, @second x * 2 below
; 201, @third x + 5 from 1 to 300.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)
declare void @llvm.evm.return(i256, i256)
declare void @llvm.evm.revert(i256, i256)

define internal i256 @first(i256 %x) noinline {
  %bad = icmp ugt i256 %x, 100
  br i1 %bad, label %fail, label %ok
fail:
  store i256 765249, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(i256 0, i256 32)
  unreachable
ok:
  %y = add i256 %x, 1
  ret i256 %y
}

define internal i256 @second(i256 %x) noinline {
  %bad = icmp ugt i256 %x, 200
  br i1 %bad, label %fail, label %ok
fail:
  store i256 765249, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(i256 0, i256 32)
  unreachable
ok:
  %y = shl i256 %x, 1
  ret i256 %y
}

define internal i256 @third(i256 %x) noinline {
  %zero = icmp eq i256 %x, 0
  br i1 %zero, label %own, label %check
own:
  store i256 765201, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(i256 0, i256 32)
  unreachable
check:
  %bad = icmp ugt i256 %x, 300
  br i1 %bad, label %fail, label %ok
fail:
  store i256 765249, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(i256 0, i256 32)
  unreachable
ok:
  %y = add i256 %x, 5
  ret i256 %y
}

define void @__entry() {
  %mode = call i256 @llvm.evm.calldataload(i256 0)
  %x = call i256 @llvm.evm.calldataload(i256 32)
  switch i256 %mode, label %third [
    i256 1, label %first
    i256 2, label %second
  ]
first:
  %a = call i256 @first(i256 %x)
  br label %done
second:
  %b = call i256 @second(i256 %x)
  br label %done
third:
  %c = call i256 @third(i256 %x)
  br label %done
done:
  %r = phi i256 [ %a, %first ], [ %b, %second ], [ %c, %third ]
  store i256 %r, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  unreachable
}
