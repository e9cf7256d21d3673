/*===-- runtime.c - The EVM's operations for the Rust `evm` crate --------===*
 *
 * Rust has no 256-bit integer type, and no pointers outside address space
 * 0, so it cannot declare the llvm.evm.* builtins itself. The C front end
 * can (<evm.h>): each function here is one builtin or one operation on
 * words, with words passed as C passes `u256` (a pointer to a copy, byval,
 * and results through a hidden pointer, sret), which is how Rust passes its
 * `U256` (a 32-byte-aligned struct of 32 bytes) to an `extern "C"` function
 * with the target specification's C ABI (docs/rust.md, "The C ABI").
 *
 * Every function is always-inline: rust/evm-ld runs LLVM's always-inliner
 * on the linked program at every level, so a call of the crate's function
 * (itself #[inline(always)]) is the opcode, as with <evm.h> in C. The
 * build compiles this file with bin/evm-cc into BUILD/rust/runtime.bc
 * (rust/build-sysroot.sh).
 *
 *===----------------------------------------------------------------------===*/
#include <evm.h>

#define RT __attribute__((always_inline)) /* external, inlined everywhere */
typedef unsigned long usize;

/*--- Arithmetic -----------------------------------------------------------*/
/* The wrapping operations of LLVM's i256, then the EVM's own. */
RT u256 __evm_rs_add(u256 a, u256 b) { return a + b; }
RT u256 __evm_rs_sub(u256 a, u256 b) { return a - b; }
RT u256 __evm_rs_mul(u256 a, u256 b) { return a * b; }
RT u256 __evm_rs_and(u256 a, u256 b) { return a & b; }
RT u256 __evm_rs_or(u256 a, u256 b) { return a | b; }
RT u256 __evm_rs_xor(u256 a, u256 b) { return a ^ b; }
RT u256 __evm_rs_not(u256 a) { return ~a; }
RT int __evm_rs_eq(u256 a, u256 b) { return a == b; }
RT int __evm_rs_lt(u256 a, u256 b) { return a < b; }
RT int __evm_rs_slt(u256 a, u256 b) { return (i256)a < (i256)b; }
RT int __evm_rs_iszero(u256 a) { return a == 0; }
/* Shifts of any amount (0 from 256 up, as the opcodes). */
RT u256 __evm_rs_shl(u256 shift, u256 value) { return evm_shl(shift, value); }
RT u256 __evm_rs_shr(u256 shift, u256 value) { return evm_shr(shift, value); }
RT u256 __evm_rs_sar(u256 shift, u256 value) { return evm_sar(shift, value); }
/* Division and remainder by zero are 0. */
RT u256 __evm_rs_div(u256 a, u256 b) { return evm_div(a, b); }
RT u256 __evm_rs_sdiv(u256 a, u256 b) { return evm_sdiv(a, b); }
RT u256 __evm_rs_mod(u256 a, u256 b) { return evm_mod(a, b); }
RT u256 __evm_rs_smod(u256 a, u256 b) { return evm_smod(a, b); }
RT u256 __evm_rs_addmod(u256 a, u256 b, u256 n) { return evm_addmod(a, b, n); }
RT u256 __evm_rs_mulmod(u256 a, u256 b, u256 n) { return evm_mulmod(a, b, n); }
RT u256 __evm_rs_exp(u256 base, u256 exponent) { return evm_exp(base, exponent); }
RT u256 __evm_rs_byte(u256 index, u256 value) { return evm_byte(index, value); }
RT u256 __evm_rs_signextend(u256 bytes, u256 value) {
  return evm_signextend(bytes, value);
}
/* The number of leading zero bits (256 for 0): llvm.ctlz, CLZ on Osaka. */
RT unsigned __evm_rs_clz(u256 a) {
  return a == 0 ? 256 : (unsigned)__builtin_clzg(a);
}

/*--- Environment and block ------------------------------------------------*/
#define WORD0(name)                                                            \
  RT u256 __evm_rs_##name(void) { return evm_##name(); }
#define WORD1(name)                                                            \
  RT u256 __evm_rs_##name(u256 a) { return evm_##name(a); }
WORD0(address)
WORD1(balance)
WORD0(origin)
WORD0(caller)
WORD0(callvalue)
WORD0(calldatasize)
WORD0(codesize)
WORD0(gasprice)
WORD1(extcodesize)
WORD0(returndatasize)
WORD1(extcodehash)
WORD1(blockhash)
WORD0(coinbase)
WORD0(timestamp)
WORD0(number)
WORD0(prevrandao)
WORD0(gaslimit)
WORD0(chainid)
WORD0(selfbalance)
WORD0(basefee)
WORD1(blobhash)
WORD0(blobbasefee)
WORD0(gas)
WORD0(msize)
WORD0(heapstart)

/*--- Calldata, code, return data, hashing ---------------------------------*/
RT u256 __evm_rs_calldataload(u256 offset) { return evm_calldataload(offset); }
RT void __evm_rs_calldatacopy(void *dst, u256 offset, usize len) {
  evm_calldatacopy(dst, offset, len);
}
RT void __evm_rs_codecopy(void *dst, u256 offset, usize len) {
  evm_codecopy(dst, offset, len);
}
RT void __evm_rs_extcodecopy(u256 address, void *dst, u256 offset, usize len) {
  evm_extcodecopy(address, dst, offset, len);
}
RT void __evm_rs_returndatacopy(void *dst, u256 offset, usize len) {
  evm_returndatacopy(dst, offset, len);
}
RT u256 __evm_rs_keccak256(const void *p, usize len) {
  return evm_keccak256(p, len);
}

/*--- Storage ----------------------------------------------------------------*/
RT u256 __evm_rs_sload(u256 key) { return evm_sload(key); }
RT void __evm_rs_sstore(u256 key, u256 value) { evm_sstore(key, value); }
RT u256 __evm_rs_tload(u256 key) { return evm_tload(key); }
RT void __evm_rs_tstore(u256 key, u256 value) { evm_tstore(key, value); }
RT u256 __evm_rs_mapping_slot(u256 slot, u256 key) {
  return evm_mapping_slot(slot, key);
}

/*--- Logs ---------------------------------------------------------------------*/
RT void __evm_rs_log0(const void *p, usize len) { evm_log0(p, len); }
RT void __evm_rs_log1(const void *p, usize len, u256 t1) {
  evm_log1(p, len, t1);
}
RT void __evm_rs_log2(const void *p, usize len, u256 t1, u256 t2) {
  evm_log2(p, len, t1, t2);
}
RT void __evm_rs_log3(const void *p, usize len, u256 t1, u256 t2, u256 t3) {
  evm_log3(p, len, t1, t2, t3);
}
RT void __evm_rs_log4(const void *p, usize len, u256 t1, u256 t2, u256 t3,
                      u256 t4) {
  evm_log4(p, len, t1, t2, t3, t4);
}

/*--- Calls and creation --------------------------------------------------------*/
RT u256 __evm_rs_create(u256 value, const void *p, usize len) {
  return evm_create(value, p, len);
}
RT u256 __evm_rs_create2(u256 value, const void *p, usize len, u256 salt) {
  return evm_create2(value, p, len, salt);
}
RT int __evm_rs_call(u256 gas, u256 address, u256 value, const void *in,
                     usize inlen, void *out, usize outlen) {
  return evm_call(gas, address, value, in, inlen, out, outlen) != 0;
}
RT int __evm_rs_callcode(u256 gas, u256 address, u256 value, const void *in,
                         usize inlen, void *out, usize outlen) {
  return evm_callcode(gas, address, value, in, inlen, out, outlen) != 0;
}
RT int __evm_rs_delegatecall(u256 gas, u256 address, const void *in,
                             usize inlen, void *out, usize outlen) {
  return evm_delegatecall(gas, address, in, inlen, out, outlen) != 0;
}
RT int __evm_rs_staticcall(u256 gas, u256 address, const void *in, usize inlen,
                           void *out, usize outlen) {
  return evm_staticcall(gas, address, in, inlen, out, outlen) != 0;
}

/*--- Ending the call -------------------------------------------------------------*/
RT _Noreturn void __evm_rs_return(const void *p, usize len) {
  evm_return(p, len);
}
RT _Noreturn void __evm_rs_revert(const void *p, usize len) {
  evm_revert(p, len);
}
RT _Noreturn void __evm_rs_stop(void) { evm_stop(); }
RT _Noreturn void __evm_rs_invalid(void) { evm_invalid(); }
RT _Noreturn void __evm_rs_selfdestruct(u256 address) {
  evm_selfdestruct(address);
}
