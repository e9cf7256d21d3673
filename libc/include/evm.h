/*===-- evm.h - The EVM's operations as C functions -----------------------===*
 *
 * Every builtin of the IR dialect (docs/ir-dialect.md) as a C function named
 * evm_<name> after llvm.evm.<name>; words are u256, memory operands plain
 * pointers, calldata, return data and code offsets u256. Each is declared
 * with an asm label that binds it to the IR builtin with exactly the
 * builtin's IR signature. Builtins whose operands are all words are those
 * declarations; the others are static inline wrappers that turn pointers
 * into the builtin's address space (an addrspacecast of an EVM memory
 * pointer, a no-op for the backend) and offsets into pointers (inttoptr).
 * Storage and transient storage are reached through pointers in address
 * spaces 5 and 6 (EVM_STORAGE, evm_sload, ...). docs/c.md describes it.
 *
 *===----------------------------------------------------------------------===*/
#ifndef __EVM_H
#define __EVM_H

#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned _BitInt(256) u256;
typedef _BitInt(256) i256;

/* The address spaces of docs/ir-dialect.md. */
#define __EVM_HEAP __attribute__((address_space(1)))
#define __EVM_CALLDATA __attribute__((address_space(2)))
#define __EVM_RETURNDATA __attribute__((address_space(3)))
#define __EVM_CODE __attribute__((address_space(4)))
#define __EVM_STORAGE_AS __attribute__((address_space(5)))
#define __EVM_TSTORAGE_AS __attribute__((address_space(6)))

/* A memory pointer as the builtins take it, an offset into a read-only
   space as a pointer of that space. */
#define __evm_mem(p) ((__EVM_HEAP void *)(void *)(p))
#define __evm_cmem(p) ((const __EVM_HEAP void *)(const void *)(p))

/*--- Arithmetic with the EVM's semantics --------------------------------*/
/* Division and remainder by zero are 0; shifts take the amount first. */
u256 evm_div(u256 a, u256 b) __asm__("llvm.evm.div");
u256 evm_sdiv(u256 a, u256 b) __asm__("llvm.evm.sdiv");
u256 evm_mod(u256 a, u256 b) __asm__("llvm.evm.mod");
u256 evm_smod(u256 a, u256 b) __asm__("llvm.evm.smod");
u256 evm_shl(u256 shift, u256 value) __asm__("llvm.evm.shl");
u256 evm_shr(u256 shift, u256 value) __asm__("llvm.evm.shr");
u256 evm_sar(u256 shift, u256 value) __asm__("llvm.evm.sar");
u256 evm_addmod(u256 a, u256 b, u256 n) __asm__("llvm.evm.addmod");
u256 evm_mulmod(u256 a, u256 b, u256 n) __asm__("llvm.evm.mulmod");
u256 evm_exp(u256 base, u256 exponent) __asm__("llvm.evm.exp");
u256 evm_byte(u256 index, u256 value) __asm__("llvm.evm.byte");
u256 evm_signextend(u256 bytes, u256 value) __asm__("llvm.evm.signextend");

/*--- Hashing and memory --------------------------------------------------*/
u256 __evm_sha3(const __EVM_HEAP void *p, u256 len) __asm__("llvm.evm.sha3");
void __evm_mstore8(__EVM_HEAP void *p, u256 value) __asm__("llvm.evm.mstore8");
void __evm_memcpyas1as2(__EVM_HEAP void *dst, const __EVM_CALLDATA void *src,
                        u256 len, _Bool isvolatile)
    __asm__("llvm.evm.memcpyas1as2");
void __evm_memcpyas1as3(__EVM_HEAP void *dst, const __EVM_RETURNDATA void *src,
                        u256 len, _Bool isvolatile)
    __asm__("llvm.evm.memcpyas1as3");
void __evm_memcpyas1as4(__EVM_HEAP void *dst, const __EVM_CODE void *src,
                        u256 len, _Bool isvolatile)
    __asm__("llvm.evm.memcpyas1as4");
void __evm_memmoveas1as1(__EVM_HEAP void *dst, const __EVM_HEAP void *src,
                         u256 len, _Bool isvolatile)
    __asm__("llvm.evm.memmoveas1as1");
/* The first byte above the globals and every frame (32-byte aligned). */
u256 evm_heapstart(void) __asm__("llvm.evm.heapstart");
/* Yul's memoryguard: size must be a constant of at most 0x80. */
u256 evm_memoryguard(u256 size) __asm__("llvm.evm.memoryguard");

static inline u256 evm_sha3(const void *p, u256 len) {
  return __evm_sha3(__evm_cmem(p), len);
}
/* KECCAK256 under its opcode's name. */
static inline u256 evm_keccak256(const void *p, u256 len) {
  return __evm_sha3(__evm_cmem(p), len);
}
static inline void evm_mstore8(void *p, u256 value) {
  __evm_mstore8(__evm_mem(p), value);
}
static inline void evm_memcpyas1as2(void *dst, u256 src, u256 len) {
  __evm_memcpyas1as2(__evm_mem(dst), (const __EVM_CALLDATA void *)src, len, 0);
}
static inline void evm_memcpyas1as3(void *dst, u256 src, u256 len) {
  __evm_memcpyas1as3(__evm_mem(dst), (const __EVM_RETURNDATA void *)src, len,
                     0);
}
static inline void evm_memcpyas1as4(void *dst, u256 src, u256 len) {
  __evm_memcpyas1as4(__evm_mem(dst), (const __EVM_CODE void *)src, len, 0);
}
static inline void evm_memmoveas1as1(void *dst, const void *src, u256 len) {
  __evm_memmoveas1as1(__evm_mem(dst), __evm_cmem(src), len, 0);
}

/*--- Environment and block ----------------------------------------------*/
u256 evm_address(void) __asm__("llvm.evm.address");
u256 evm_balance(u256 address) __asm__("llvm.evm.balance");
u256 evm_origin(void) __asm__("llvm.evm.origin");
u256 evm_caller(void) __asm__("llvm.evm.caller");
u256 evm_callvalue(void) __asm__("llvm.evm.callvalue");
u256 evm_calldatasize(void) __asm__("llvm.evm.calldatasize");
u256 evm_codesize(void) __asm__("llvm.evm.codesize");
u256 evm_gasprice(void) __asm__("llvm.evm.gasprice");
u256 evm_extcodesize(u256 address) __asm__("llvm.evm.extcodesize");
u256 evm_returndatasize(void) __asm__("llvm.evm.returndatasize");
u256 evm_extcodehash(u256 address) __asm__("llvm.evm.extcodehash");
u256 evm_blockhash(u256 number) __asm__("llvm.evm.blockhash");
u256 evm_coinbase(void) __asm__("llvm.evm.coinbase");
u256 evm_timestamp(void) __asm__("llvm.evm.timestamp");
u256 evm_number(void) __asm__("llvm.evm.number");
u256 evm_prevrandao(void) __asm__("llvm.evm.prevrandao");
u256 evm_difficulty(void) __asm__("llvm.evm.difficulty");
u256 evm_gaslimit(void) __asm__("llvm.evm.gaslimit");
u256 evm_chainid(void) __asm__("llvm.evm.chainid");
u256 evm_selfbalance(void) __asm__("llvm.evm.selfbalance");
u256 evm_basefee(void) __asm__("llvm.evm.basefee");
u256 evm_blobhash(u256 index) __asm__("llvm.evm.blobhash");
u256 evm_blobbasefee(void) __asm__("llvm.evm.blobbasefee");
u256 evm_gas(void) __asm__("llvm.evm.gas");
u256 evm_msize(void) __asm__("llvm.evm.msize");
u256 evm_pc(void) __asm__("llvm.evm.pc");

u256 __evm_calldataload(const __EVM_CALLDATA void *offset)
    __asm__("llvm.evm.calldataload");
void __evm_calldatacopy(__EVM_HEAP void *dst, const __EVM_CALLDATA void *offset,
                        u256 len) __asm__("llvm.evm.calldatacopy");
void __evm_codecopy(__EVM_HEAP void *dst, const __EVM_CODE void *offset,
                    u256 len) __asm__("llvm.evm.codecopy");
void __evm_extcodecopy(u256 address, __EVM_HEAP void *dst, u256 offset,
                       u256 len) __asm__("llvm.evm.extcodecopy");
void __evm_returndatacopy(__EVM_HEAP void *dst,
                          const __EVM_RETURNDATA void *offset, u256 len)
    __asm__("llvm.evm.returndatacopy");

/* The calldata word at offset (zero past the end). */
static inline u256 evm_calldataload(u256 offset) {
  return __evm_calldataload((const __EVM_CALLDATA void *)offset);
}
static inline void evm_calldatacopy(void *dst, u256 offset, u256 len) {
  __evm_calldatacopy(__evm_mem(dst), (const __EVM_CALLDATA void *)offset, len);
}
static inline void evm_codecopy(void *dst, u256 offset, u256 len) {
  __evm_codecopy(__evm_mem(dst), (const __EVM_CODE void *)offset, len);
}
static inline void evm_extcodecopy(u256 address, void *dst, u256 offset,
                                   u256 len) {
  __evm_extcodecopy(address, __evm_mem(dst), offset, len);
}
static inline void evm_returndatacopy(void *dst, u256 offset, u256 len) {
  __evm_returndatacopy(__evm_mem(dst), (const __EVM_RETURNDATA void *)offset,
                       len);
}

/*--- Logs -----------------------------------------------------------------*/
void __evm_log0(const __EVM_HEAP void *p, u256 len) __asm__("llvm.evm.log0");
void __evm_log1(const __EVM_HEAP void *p, u256 len, u256 t1)
    __asm__("llvm.evm.log1");
void __evm_log2(const __EVM_HEAP void *p, u256 len, u256 t1, u256 t2)
    __asm__("llvm.evm.log2");
void __evm_log3(const __EVM_HEAP void *p, u256 len, u256 t1, u256 t2, u256 t3)
    __asm__("llvm.evm.log3");
void __evm_log4(const __EVM_HEAP void *p, u256 len, u256 t1, u256 t2, u256 t3,
                u256 t4) __asm__("llvm.evm.log4");

static inline void evm_log0(const void *p, u256 len) {
  __evm_log0(__evm_cmem(p), len);
}
static inline void evm_log1(const void *p, u256 len, u256 topic1) {
  __evm_log1(__evm_cmem(p), len, topic1);
}
static inline void evm_log2(const void *p, u256 len, u256 topic1,
                            u256 topic2) {
  __evm_log2(__evm_cmem(p), len, topic1, topic2);
}
static inline void evm_log3(const void *p, u256 len, u256 topic1, u256 topic2,
                            u256 topic3) {
  __evm_log3(__evm_cmem(p), len, topic1, topic2, topic3);
}
static inline void evm_log4(const void *p, u256 len, u256 topic1, u256 topic2,
                            u256 topic3, u256 topic4) {
  __evm_log4(__evm_cmem(p), len, topic1, topic2, topic3, topic4);
}

/*--- Accounts and calls ---------------------------------------------------*/
/* create and create2 return the new address, 0 on failure; the calls 1 on
   success, 0 on failure, and their output is also the return data. */
u256 __evm_create(u256 value, const __EVM_HEAP void *p, u256 len)
    __asm__("llvm.evm.create");
u256 __evm_create2(u256 value, const __EVM_HEAP void *p, u256 len, u256 salt)
    __asm__("llvm.evm.create2");
u256 __evm_call(u256 gas, u256 address, u256 value, const __EVM_HEAP void *in,
                u256 inlen, __EVM_HEAP void *out, u256 outlen)
    __asm__("llvm.evm.call");
u256 __evm_callcode(u256 gas, u256 address, u256 value,
                    const __EVM_HEAP void *in, u256 inlen,
                    __EVM_HEAP void *out, u256 outlen)
    __asm__("llvm.evm.callcode");
u256 __evm_delegatecall(u256 gas, u256 address, const __EVM_HEAP void *in,
                        u256 inlen, __EVM_HEAP void *out, u256 outlen)
    __asm__("llvm.evm.delegatecall");
u256 __evm_staticcall(u256 gas, u256 address, const __EVM_HEAP void *in,
                      u256 inlen, __EVM_HEAP void *out, u256 outlen)
    __asm__("llvm.evm.staticcall");

static inline u256 evm_create(u256 value, const void *p, u256 len) {
  return __evm_create(value, __evm_cmem(p), len);
}
static inline u256 evm_create2(u256 value, const void *p, u256 len,
                               u256 salt) {
  return __evm_create2(value, __evm_cmem(p), len, salt);
}
static inline u256 evm_call(u256 gas, u256 address, u256 value, const void *in,
                            u256 inlen, void *out, u256 outlen) {
  return __evm_call(gas, address, value, __evm_cmem(in), inlen, __evm_mem(out),
                    outlen);
}
static inline u256 evm_callcode(u256 gas, u256 address, u256 value,
                                const void *in, u256 inlen, void *out,
                                u256 outlen) {
  return __evm_callcode(gas, address, value, __evm_cmem(in), inlen,
                        __evm_mem(out), outlen);
}
static inline u256 evm_delegatecall(u256 gas, u256 address, const void *in,
                                    u256 inlen, void *out, u256 outlen) {
  return __evm_delegatecall(gas, address, __evm_cmem(in), inlen,
                            __evm_mem(out), outlen);
}
static inline u256 evm_staticcall(u256 gas, u256 address, const void *in,
                                  u256 inlen, void *out, u256 outlen) {
  return __evm_staticcall(gas, address, __evm_cmem(in), inlen, __evm_mem(out),
                          outlen);
}

/*--- Ending the call ------------------------------------------------------*/
_Noreturn void evm_selfdestruct(u256 address) __asm__("llvm.evm.selfdestruct");
_Noreturn void evm_stop(void) __asm__("llvm.evm.stop");
_Noreturn void evm_invalid(void) __asm__("llvm.evm.invalid");
_Noreturn void __evm_return(const __EVM_HEAP void *p, u256 len)
    __asm__("llvm.evm.return");
_Noreturn void __evm_revert(const __EVM_HEAP void *p, u256 len)
    __asm__("llvm.evm.revert");

/* Ends the call successfully with len bytes at p as its return data. */
static inline _Noreturn void evm_return(const void *p, u256 len) {
  __evm_return(__evm_cmem(p), len);
}
/* Ends the call, undoing its state changes, with len bytes at p. */
static inline _Noreturn void evm_revert(const void *p, u256 len) {
  __evm_revert(__evm_cmem(p), len);
}

/*--- Storage --------------------------------------------------------------*/
/* EVM_STORAGE(type, slot) is an lvalue of a scalar type of at most 256 bits
   kept in storage slot `slot` (a narrower value is zero-extended in its
   word); EVM_TSTORAGE the same in transient storage. A pointer in address
   space 5 or 6 is the slot key itself (storage is word-addressed), so the
   slot must be given, not computed with pointer arithmetic on such a
   pointer, and slot 0 is an ordinary slot, not a null pointer. */
#define EVM_STORAGE(type, slot) (*(__EVM_STORAGE_AS type *)(u256)(slot))
#define EVM_TSTORAGE(type, slot) (*(__EVM_TSTORAGE_AS type *)(u256)(slot))

/* SLOAD, SSTORE, TLOAD and TSTORE of one word. */
static inline u256 evm_sload(u256 key) { return EVM_STORAGE(u256, key); }
static inline void evm_sstore(u256 key, u256 value) {
  EVM_STORAGE(u256, key) = value;
}
static inline u256 evm_tload(u256 key) { return EVM_TSTORAGE(u256, key); }
static inline void evm_tstore(u256 key, u256 value) {
  EVM_TSTORAGE(u256, key) = value;
}

/* The slot of mapping[key] of a mapping declared at `slot`, as Solidity
   lays it out: keccak256 of the key and the slot, two big-endian words. */
static inline u256 evm_mapping_slot(u256 slot, u256 key) {
  u256 words[2] = {key, slot};
  return __evm_sha3(__evm_cmem(words), 64);
}

#ifdef __cplusplus
}
#endif

#endif /* __EVM_H */
