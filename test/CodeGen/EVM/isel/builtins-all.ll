; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; Each llvm.evm.* builtin is its opcode, arguments in stack order (the first
; argument on top). Results are returned to the caller; builtins without a
; result are followed by the return. The ending builtins (return, revert,
; stop, invalid, selfdestruct) are in builtins.ll and spaces-builtins.ll.

define void @__entry() {
; CHECK-LABEL: __entry:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: STOP
  ret void
}

define i256 @byte(i256 %a0, i256 %a1) {
; CHECK-LABEL: byte:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: BYTE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.byte(i256 %a0, i256 %a1)
  ret i256 %r
}

define i256 @signextend(i256 %a0, i256 %a1) {
; CHECK-LABEL: signextend:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SIGNEXTEND
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.signextend(i256 %a0, i256 %a1)
  ret i256 %r
}

define i256 @address() {
; CHECK-LABEL: address:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: ADDRESS
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.address()
  ret i256 %r
}

define i256 @balance(i256 %a0) {
; CHECK-LABEL: balance:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: BALANCE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.balance(i256 %a0)
  ret i256 %r
}

define i256 @origin() {
; CHECK-LABEL: origin:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: ORIGIN
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.origin()
  ret i256 %r
}

define i256 @caller() {
; CHECK-LABEL: caller:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALLER
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.caller()
  ret i256 %r
}

define i256 @callvalue() {
; CHECK-LABEL: callvalue:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALLVALUE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.callvalue()
  ret i256 %r
}

define i256 @calldatasize() {
; CHECK-LABEL: calldatasize:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALLDATASIZE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.calldatasize()
  ret i256 %r
}

define i256 @codesize() {
; CHECK-LABEL: codesize:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CODESIZE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.codesize()
  ret i256 %r
}

define i256 @gasprice() {
; CHECK-LABEL: gasprice:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: GASPRICE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.gasprice()
  ret i256 %r
}

define i256 @extcodesize(i256 %a0) {
; CHECK-LABEL: extcodesize:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: EXTCODESIZE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.extcodesize(i256 %a0)
  ret i256 %r
}

define i256 @returndatasize() {
; CHECK-LABEL: returndatasize:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: RETURNDATASIZE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.returndatasize()
  ret i256 %r
}

define i256 @extcodehash(i256 %a0) {
; CHECK-LABEL: extcodehash:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: EXTCODEHASH
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.extcodehash(i256 %a0)
  ret i256 %r
}

define i256 @blockhash(i256 %a0) {
; CHECK-LABEL: blockhash:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: BLOCKHASH
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.blockhash(i256 %a0)
  ret i256 %r
}

define i256 @coinbase() {
; CHECK-LABEL: coinbase:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: COINBASE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.coinbase()
  ret i256 %r
}

define i256 @timestamp() {
; CHECK-LABEL: timestamp:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: TIMESTAMP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.timestamp()
  ret i256 %r
}

define i256 @number() {
; CHECK-LABEL: number:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: NUMBER
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.number()
  ret i256 %r
}

define i256 @prevrandao() {
; CHECK-LABEL: prevrandao:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PREVRANDAO
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.prevrandao()
  ret i256 %r
}

define i256 @difficulty() {
; CHECK-LABEL: difficulty:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PREVRANDAO
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.difficulty()
  ret i256 %r
}

define i256 @gaslimit() {
; CHECK-LABEL: gaslimit:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: GASLIMIT
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.gaslimit()
  ret i256 %r
}

define i256 @chainid() {
; CHECK-LABEL: chainid:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CHAINID
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.chainid()
  ret i256 %r
}

define i256 @selfbalance() {
; CHECK-LABEL: selfbalance:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SELFBALANCE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.selfbalance()
  ret i256 %r
}

define i256 @basefee() {
; CHECK-LABEL: basefee:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: BASEFEE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.basefee()
  ret i256 %r
}

define i256 @blobhash(i256 %a0) {
; CHECK-LABEL: blobhash:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: BLOBHASH
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.blobhash(i256 %a0)
  ret i256 %r
}

define i256 @blobbasefee() {
; CHECK-LABEL: blobbasefee:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: BLOBBASEFEE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.blobbasefee()
  ret i256 %r
}

define i256 @gas() {
; CHECK-LABEL: gas:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: GAS
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.gas()
  ret i256 %r
}

define i256 @msize() {
; CHECK-LABEL: msize:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: MSIZE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.msize()
  ret i256 %r
}

define i256 @pc() {
; CHECK-LABEL: pc:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PC
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.pc()
  ret i256 %r
}

define i256 @sha3(i256 %a0, i256 %a1) {
; CHECK-LABEL: sha3:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: KECCAK256
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.sha3(i256 %a0, i256 %a1)
  ret i256 %r
}

define void @calldatacopy(i256 %a0, i256 %a1, i256 %a2) {
; CHECK-LABEL: calldatacopy:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALLDATACOPY
; CHECK-NEXT: JUMP
  call void @llvm.evm.calldatacopy(i256 %a0, i256 %a1, i256 %a2)
  ret void
}

define void @codecopy(i256 %a0, i256 %a1, i256 %a2) {
; CHECK-LABEL: codecopy:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CODECOPY
; CHECK-NEXT: JUMP
  call void @llvm.evm.codecopy(i256 %a0, i256 %a1, i256 %a2)
  ret void
}

define void @returndatacopy(i256 %a0, i256 %a1, i256 %a2) {
; CHECK-LABEL: returndatacopy:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: RETURNDATACOPY
; CHECK-NEXT: JUMP
  call void @llvm.evm.returndatacopy(i256 %a0, i256 %a1, i256 %a2)
  ret void
}

define void @extcodecopy(i256 %a0, i256 %a1, i256 %a2, i256 %a3) {
; CHECK-LABEL: extcodecopy:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: EXTCODECOPY
; CHECK-NEXT: JUMP
  call void @llvm.evm.extcodecopy(i256 %a0, i256 %a1, i256 %a2, i256 %a3)
  ret void
}

define void @log0(i256 %a0, i256 %a1) {
; CHECK-LABEL: log0:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: LOG0
; CHECK-NEXT: JUMP
  call void @llvm.evm.log0(i256 %a0, i256 %a1)
  ret void
}

define void @log1(i256 %a0, i256 %a1, i256 %a2) {
; CHECK-LABEL: log1:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: LOG1
; CHECK-NEXT: JUMP
  call void @llvm.evm.log1(i256 %a0, i256 %a1, i256 %a2)
  ret void
}

define void @log2(i256 %a0, i256 %a1, i256 %a2, i256 %a3) {
; CHECK-LABEL: log2:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: LOG2
; CHECK-NEXT: JUMP
  call void @llvm.evm.log2(i256 %a0, i256 %a1, i256 %a2, i256 %a3)
  ret void
}

define void @log3(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4) {
; CHECK-LABEL: log3:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: LOG3
; CHECK-NEXT: JUMP
  call void @llvm.evm.log3(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4)
  ret void
}

define void @log4(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5) {
; CHECK-LABEL: log4:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: LOG4
; CHECK-NEXT: JUMP
  call void @llvm.evm.log4(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5)
  ret void
}

define i256 @create(i256 %a0, i256 %a1, i256 %a2) {
; CHECK-LABEL: create:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CREATE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.create(i256 %a0, i256 %a1, i256 %a2)
  ret i256 %r
}

define i256 @create2(i256 %a0, i256 %a1, i256 %a2, i256 %a3) {
; CHECK-LABEL: create2:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CREATE2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.create2(i256 %a0, i256 %a1, i256 %a2, i256 %a3)
  ret i256 %r
}

define i256 @call(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6) {
; CHECK-LABEL: call:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.call(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6)
  ret i256 %r
}

define i256 @callcode(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6) {
; CHECK-LABEL: callcode:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALLCODE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.callcode(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6)
  ret i256 %r
}

define i256 @delegatecall(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5) {
; CHECK-LABEL: delegatecall:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DELEGATECALL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.delegatecall(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5)
  ret i256 %r
}

define i256 @staticcall(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5) {
; CHECK-LABEL: staticcall:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: STATICCALL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.staticcall(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5)
  ret i256 %r
}

declare i256 @llvm.evm.byte(i256, i256)
declare i256 @llvm.evm.signextend(i256, i256)
declare i256 @llvm.evm.address()
declare i256 @llvm.evm.balance(i256)
declare i256 @llvm.evm.origin()
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.callvalue()
declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.codesize()
declare i256 @llvm.evm.gasprice()
declare i256 @llvm.evm.extcodesize(i256)
declare i256 @llvm.evm.returndatasize()
declare i256 @llvm.evm.extcodehash(i256)
declare i256 @llvm.evm.blockhash(i256)
declare i256 @llvm.evm.coinbase()
declare i256 @llvm.evm.timestamp()
declare i256 @llvm.evm.number()
declare i256 @llvm.evm.prevrandao()
declare i256 @llvm.evm.difficulty()
declare i256 @llvm.evm.gaslimit()
declare i256 @llvm.evm.chainid()
declare i256 @llvm.evm.selfbalance()
declare i256 @llvm.evm.basefee()
declare i256 @llvm.evm.blobhash(i256)
declare i256 @llvm.evm.blobbasefee()
declare i256 @llvm.evm.gas()
declare i256 @llvm.evm.msize()
declare i256 @llvm.evm.pc()
declare i256 @llvm.evm.sha3(i256, i256)
declare void @llvm.evm.calldatacopy(i256, i256, i256)
declare void @llvm.evm.codecopy(i256, i256, i256)
declare void @llvm.evm.returndatacopy(i256, i256, i256)
declare void @llvm.evm.extcodecopy(i256, i256, i256, i256)
declare void @llvm.evm.log0(i256, i256)
declare void @llvm.evm.log1(i256, i256, i256)
declare void @llvm.evm.log2(i256, i256, i256, i256)
declare void @llvm.evm.log3(i256, i256, i256, i256, i256)
declare void @llvm.evm.log4(i256, i256, i256, i256, i256, i256)
declare i256 @llvm.evm.create(i256, i256, i256)
declare i256 @llvm.evm.create2(i256, i256, i256, i256)
declare i256 @llvm.evm.call(i256, i256, i256, i256, i256, i256, i256)
declare i256 @llvm.evm.callcode(i256, i256, i256, i256, i256, i256, i256)
declare i256 @llvm.evm.delegatecall(i256, i256, i256, i256, i256, i256)
declare i256 @llvm.evm.staticcall(i256, i256, i256, i256, i256, i256)
