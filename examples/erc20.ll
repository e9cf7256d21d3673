; An ERC-20 token written in the IR dialect of this backend
; (docs/ir-dialect.md), laid out like a Solidity contract so that wallets and
; tools read it the same way:
;
;   * ABI dispatch on the first four bytes of calldata (the function
;     selector); arguments are 32-byte words after it;
;   * storage: slot 0 holds the total supply, balances[owner] lives at
;     keccak256(owner . 1), allowances[owner][spender] at
;     keccak256(spender . keccak256(owner . 2)), each key and slot a word;
;   * events Transfer(address indexed, address indexed, uint256) and
;     Approval(address indexed, address indexed, uint256): LOG3 with the
;     event signature's hash, the two addresses as topics, the amount as
;     data;
;   * a failed check reverts with no data. Calls with value, short or
;     unknown calldata, and addresses with bits above 160 revert too.
;
; Build: bin/evm-bin --deploy examples/erc20.ll prints the init code. The
; constructor (__constructor, docs/deploy.md) mints the initial supply to
; the deployer; it reads the supply from the last 32 bytes of the init
; code, where the deployer appends it as the constructor argument.
; test/exec/erc20.test.mjs deploys it and exercises every function.
;
; scripts/demo.sh deploys it with a supply of 10^6 and calls
; balanceOf(deployer), transfer(0xa11ce, 250) and balanceOf(0xa11ce):
; demo-deploy-args: 00000000000000000000000000000000000000000000000000000000000f4240
; demo-calldata: 70a082310000000000000000000000001000000000000000000000000000000000000001 a9059cbb00000000000000000000000000000000000000000000000000000000000a11ce00000000000000000000000000000000000000000000000000000000000000fa 70a0823100000000000000000000000000000000000000000000000000000000000a11ce
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.callvalue()
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.codesize()
declare void @llvm.evm.codecopy(ptr addrspace(1), i256, i256)
declare i256 @llvm.evm.sha3(ptr addrspace(1), i256)
declare void @llvm.evm.log3(ptr addrspace(1), i256, i256, i256, i256)
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn

; keccak256("Transfer(address,address,uint256)")
@TRANSFER_EVENT = private addrspace(4) constant i256 u0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef
; keccak256("Approval(address,address,uint256)")
@APPROVAL_EVENT = private addrspace(4) constant i256 u0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925

define void @__entry() noreturn {
entry:
  %value = call i256 @llvm.evm.callvalue()
  %paid = icmp ne i256 %value, 0
  br i1 %paid, label %fail, label %check_size

check_size:
  %size = call i256 @llvm.evm.calldatasize()
  %short = icmp ult i256 %size, 4
  br i1 %short, label %fail, label %dispatch

dispatch:
  %word0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %selector = lshr i256 %word0, 224
  switch i256 %selector, label %fail [
    i256 u0x18160ddd, label %total_supply
    i256 u0x70a08231, label %balance_of
    i256 u0xdd62ed3e, label %allowance
    i256 u0xa9059cbb, label %transfer
    i256 u0x095ea7b3, label %approve
    i256 u0x23b872dd, label %transfer_from
    i256 u0x313ce567, label %decimals
  ]

total_supply:                            ; totalSupply()
  %supply = load i256, ptr addrspace(5) null
  call void @return_word(i256 %supply)
  unreachable

balance_of:                              ; balanceOf(address)
  %owner = call i256 @address_arg(i256 0)
  %bslot = call ptr addrspace(5) @balance_slot(i256 %owner)
  %balance = load i256, ptr addrspace(5) %bslot
  call void @return_word(i256 %balance)
  unreachable

allowance:                               ; allowance(address,address)
  %a_owner = call i256 @address_arg(i256 0)
  %a_spender = call i256 @address_arg(i256 1)
  %aslot = call ptr addrspace(5) @allowance_slot(i256 %a_owner, i256 %a_spender)
  %allowed = load i256, ptr addrspace(5) %aslot
  call void @return_word(i256 %allowed)
  unreachable

transfer:                                ; transfer(address,uint256)
  %t_to = call i256 @address_arg(i256 0)
  %t_amount = call i256 @word_arg(i256 1)
  %t_from = call i256 @llvm.evm.caller()
  call void @move(i256 %t_from, i256 %t_to, i256 %t_amount)
  call void @return_word(i256 1)
  unreachable

approve:                                 ; approve(address,uint256)
  %p_spender = call i256 @address_arg(i256 0)
  %p_amount = call i256 @word_arg(i256 1)
  %p_owner = call i256 @llvm.evm.caller()
  %pslot = call ptr addrspace(5) @allowance_slot(i256 %p_owner, i256 %p_spender)
  store i256 %p_amount, ptr addrspace(5) %pslot
  %approval = load i256, ptr addrspace(4) @APPROVAL_EVENT
  call void @emit(i256 %approval, i256 %p_owner, i256 %p_spender, i256 %p_amount)
  call void @return_word(i256 1)
  unreachable

transfer_from:                           ; transferFrom(address,address,uint256)
  %f_from = call i256 @address_arg(i256 0)
  %f_to = call i256 @address_arg(i256 1)
  %f_amount = call i256 @word_arg(i256 2)
  %f_spender = call i256 @llvm.evm.caller()
  %fslot = call ptr addrspace(5) @allowance_slot(i256 %f_from, i256 %f_spender)
  %f_allowed = load i256, ptr addrspace(5) %fslot
  %too_much = icmp ult i256 %f_allowed, %f_amount
  br i1 %too_much, label %fail, label %spend

spend:
  ; An allowance of 2^256 - 1 is unlimited and is not decreased.
  %unlimited = icmp eq i256 %f_allowed, -1
  br i1 %unlimited, label %do_transfer_from, label %decrease

decrease:
  %f_left = sub i256 %f_allowed, %f_amount
  store i256 %f_left, ptr addrspace(5) %fslot
  br label %do_transfer_from

do_transfer_from:
  call void @move(i256 %f_from, i256 %f_to, i256 %f_amount)
  call void @return_word(i256 1)
  unreachable

decimals:                                ; decimals()
  call void @return_word(i256 18)
  unreachable

fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}

; The constructor: mint the supply appended to the init code to the deployer.
define void @__constructor() {
  %size = call i256 @llvm.evm.codesize()
  %at = sub i256 %size, 32
  call void @llvm.evm.codecopy(ptr addrspace(1) null, i256 %at, i256 32)
  %supply = load i256, ptr addrspace(1) null
  %deployer = call i256 @llvm.evm.caller()
  store i256 %supply, ptr addrspace(5) null
  %slot = call ptr addrspace(5) @balance_slot(i256 %deployer)
  store i256 %supply, ptr addrspace(5) %slot
  %transfer = load i256, ptr addrspace(4) @TRANSFER_EVENT
  call void @emit(i256 %transfer, i256 0, i256 %deployer, i256 %supply)
  ret void
}

; Moves %amount from %from to %to, or reverts when %from has less.
define void @move(i256 %from, i256 %to, i256 %amount) {
entry:
  %from_slot = call ptr addrspace(5) @balance_slot(i256 %from)
  %from_balance = load i256, ptr addrspace(5) %from_slot
  %short = icmp ult i256 %from_balance, %amount
  br i1 %short, label %fail, label %ok

ok:
  %from_left = sub i256 %from_balance, %amount
  store i256 %from_left, ptr addrspace(5) %from_slot
  ; Read after the write: a transfer to oneself changes nothing.
  %to_slot = call ptr addrspace(5) @balance_slot(i256 %to)
  %to_balance = load i256, ptr addrspace(5) %to_slot
  %to_new = add i256 %to_balance, %amount
  store i256 %to_new, ptr addrspace(5) %to_slot
  %transfer = load i256, ptr addrspace(4) @TRANSFER_EVENT
  call void @emit(i256 %transfer, i256 %from, i256 %to, i256 %amount)
  ret void

fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}

; keccak256(key . slot), in the scratch words 0x00-0x3f.
define i256 @hash_pair(i256 %key, i256 %slot) {
  store i256 %key, ptr addrspace(1) null
  store i256 %slot, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  %h = call i256 @llvm.evm.sha3(ptr addrspace(1) null, i256 64)
  ret i256 %h
}

define ptr addrspace(5) @balance_slot(i256 %owner) {
  %h = call i256 @hash_pair(i256 %owner, i256 1)
  %p = inttoptr i256 %h to ptr addrspace(5)
  ret ptr addrspace(5) %p
}

define ptr addrspace(5) @allowance_slot(i256 %owner, i256 %spender) {
  %inner = call i256 @hash_pair(i256 %owner, i256 2)
  %h = call i256 @hash_pair(i256 %spender, i256 %inner)
  %p = inttoptr i256 %h to ptr addrspace(5)
  ret ptr addrspace(5) %p
}

; LOG3(event, a, b) with %amount as the data.
define void @emit(i256 %event, i256 %a, i256 %b, i256 %amount) {
  store i256 %amount, ptr addrspace(1) null
  call void @llvm.evm.log3(ptr addrspace(1) null, i256 32, i256 %event, i256 %a, i256 %b)
  ret void
}

; ABI argument %i: the word at 4 + 32 * %i; it must be in the calldata.
define i256 @word_arg(i256 %i) {
entry:
  %off = mul i256 %i, 32
  %at = add i256 %off, 4
  %end = add i256 %at, 32
  %size = call i256 @llvm.evm.calldatasize()
  %missing = icmp ugt i256 %end, %size
  br i1 %missing, label %fail, label %ok
ok:
  %p = inttoptr i256 %at to ptr addrspace(2)
  %v = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p)
  ret i256 %v
fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}

; An address argument: no bits above the low 160.
define i256 @address_arg(i256 %i) {
entry:
  %v = call i256 @word_arg(i256 %i)
  %high = lshr i256 %v, 160
  %dirty = icmp ne i256 %high, 0
  br i1 %dirty, label %fail, label %ok
ok:
  ret i256 %v
fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}

define void @return_word(i256 %v) noreturn {
  store i256 %v, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
