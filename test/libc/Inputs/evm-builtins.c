/* Every function of <evm.h>, for the shape of the IR: each call reaches
   llvm.evm.<name> with memory pointers in address space 1, calldata,
   return data and code offsets as pointers of spaces 2, 3 and 4, and
   storage as loads and stores in spaces 5 and 6. */
#include <evm.h>

u256 sink;
char buf[64];

void arithmetic(u256 a, u256 b) {
  sink = evm_div(a, b) + evm_sdiv(a, b) + evm_mod(a, b) + evm_smod(a, b) +
         evm_shl(a, b) + evm_shr(a, b) + evm_sar(a, b) +
         evm_addmod(a, b, 7) + evm_mulmod(a, b, 7) + evm_exp(a, b) +
         evm_byte(a, b) + evm_signextend(a, b);
}

void memory(u256 n) {
  sink = evm_sha3(buf, n) + evm_keccak256(buf, 32) + evm_heapstart() +
         evm_memoryguard(0x80);
  evm_mstore8(buf, n);
  evm_memcpyas1as2(buf, 4, n);
  evm_memcpyas1as3(buf, 0, n);
  evm_memcpyas1as4(buf, 8, n);
  evm_memmoveas1as1(buf + 1, buf, n);
}

void environment(u256 x) {
  sink = evm_address() + evm_balance(x) + evm_origin() + evm_caller() +
         evm_callvalue() + evm_calldataload(x) + evm_calldatasize() +
         evm_codesize() + evm_gasprice() + evm_extcodesize(x) +
         evm_returndatasize() + evm_extcodehash(x) + evm_blockhash(x) +
         evm_coinbase() + evm_timestamp() + evm_number() + evm_prevrandao() +
         evm_difficulty() + evm_gaslimit() + evm_chainid() +
         evm_selfbalance() + evm_basefee() + evm_blobhash(x) +
         evm_blobbasefee() + evm_gas() + evm_msize() + evm_pc();
  evm_calldatacopy(buf, x, 32);
  evm_codecopy(buf, x, 32);
  evm_extcodecopy(x, buf, 0, 32);
  evm_returndatacopy(buf, x, 32);
}

void logs_and_calls(u256 t) {
  evm_log0(buf, 32);
  evm_log1(buf, 32, t);
  evm_log2(buf, 32, t, t);
  evm_log3(buf, 32, t, t, t);
  evm_log4(buf, 32, t, t, t, t);
  sink = evm_create(0, buf, 32) + evm_create2(0, buf, 32, t) +
         evm_call(t, t, 0, buf, 4, buf, 32) +
         evm_callcode(t, t, 0, buf, 4, buf, 32) +
         evm_delegatecall(t, t, buf, 4, buf, 32) +
         evm_staticcall(t, t, buf, 4, buf, 32);
}

/* A counter in slot 0, a flag byte in slot 1, a mapping at slot 2. */
#define counter EVM_STORAGE(u256, 0)
#define flag EVM_STORAGE(unsigned char, 1)

void storage(u256 key) {
  counter = counter + 1;
  flag = 7;
  u256 slot = evm_mapping_slot(2, key);
  evm_sstore(slot, evm_sload(slot) + 1);
  evm_tstore(key, evm_tload(key) + 1);
  EVM_TSTORAGE(int, 3) = 5;
}

void end_selfdestruct(u256 a) { evm_selfdestruct(a); }
void end_stop(void) { evm_stop(); }
void end_invalid(void) { evm_invalid(); }
void end_return(void) { evm_return(buf, 32); }
void end_revert(void) { evm_revert(buf, 0); }
