/*===-- evm.h - The EVM's operations as C functions -----------------------===*
 *
 * Every builtin of the IR dialect (docs/ir-dialect.md) as a C function named
 * evm_<name> after llvm.evm.<name>; words are u256, memory operands plain
 * pointers, calldata, return data and code offsets u256. Storage and
 * transient storage are reached through pointers in address spaces 5 and 6
 * (EVM_STORAGE, evm_sload, ...). docs/c.md describes it.
 *
 * Each function is an always-inline wrapper around a declaration bound to
 * the builtin by an asm label. clang passes a _BitInt(256) through memory
 * (byval and sret, docs/c.md), which is not a builtin's IR signature, but a
 * 256-bit pointer as one word, and the backend takes a pointer wherever a
 * builtin takes a word. So the declarations pass words as __evm_word, a
 * pointer in address space 5 (256 bits wide), and memory operands as
 * pointers in address space 1; the wrappers convert (inttoptr, ptrtoint
 * and addrspacecast, which cost no code).
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

/* A word as the declarations pass it, and back. */
typedef __EVM_STORAGE_AS void *__evm_word;
#define __EVM_W(x) ((__evm_word)(u256)(x))
#define __EVM_U(w) ((u256)(w))
/* A memory pointer as the builtins take it; an offset into a read-only
   space as a pointer of that space. */
#define __EVM_MEM(p) ((__EVM_HEAP void *)(void *)(p))
#define __EVM_CMEM(p) ((const __EVM_HEAP void *)(const void *)(p))
#define __EVM_OFFSET(space, x) ((const space void *)(u256)(x))

/* Artificial: a source map (and a debugger) shows their code at the call. */
#define __EVM_INLINE static inline __attribute__((always_inline, artificial))

/* Builtins of 0 to 3 words that return a word:
   u256 evm_<name>(u256 ...) calls llvm.evm.<name>. */
#define __EVM_WORDS0(name)                                                     \
  __evm_word __evm_##name(void) __asm__("llvm.evm." #name);                    \
  __EVM_INLINE u256 evm_##name(void) { return __EVM_U(__evm_##name()); }
#define __EVM_WORDS1(name, a)                                                  \
  __evm_word __evm_##name(__evm_word) __asm__("llvm.evm." #name);              \
  __EVM_INLINE u256 evm_##name(u256 a) {                                       \
    return __EVM_U(__evm_##name(__EVM_W(a)));                                  \
  }
#define __EVM_WORDS2(name, a, b)                                               \
  __evm_word __evm_##name(__evm_word, __evm_word) __asm__("llvm.evm." #name);  \
  __EVM_INLINE u256 evm_##name(u256 a, u256 b) {                               \
    return __EVM_U(__evm_##name(__EVM_W(a), __EVM_W(b)));                     \
  }
#define __EVM_WORDS3(name, a, b, c)                                            \
  __evm_word __evm_##name(__evm_word, __evm_word, __evm_word)                  \
      __asm__("llvm.evm." #name);                                              \
  __EVM_INLINE u256 evm_##name(u256 a, u256 b, u256 c) {                       \
    return __EVM_U(__evm_##name(__EVM_W(a), __EVM_W(b), __EVM_W(c)));         \
  }

/*--- Arithmetic with the EVM's semantics --------------------------------*/
/* Division and remainder by zero are 0; shifts take the amount first. */
__EVM_WORDS2(div, a, b)
__EVM_WORDS2(sdiv, a, b)
__EVM_WORDS2(mod, a, b)
__EVM_WORDS2(smod, a, b)
__EVM_WORDS2(shl, shift, value)
__EVM_WORDS2(shr, shift, value)
__EVM_WORDS2(sar, shift, value)
__EVM_WORDS3(addmod, a, b, n)
__EVM_WORDS3(mulmod, a, b, n)
__EVM_WORDS2(exp, base, exponent)
__EVM_WORDS2(byte, index, value)
__EVM_WORDS2(signextend, bytes, value)

/*--- Environment and block ----------------------------------------------*/
__EVM_WORDS0(address)
__EVM_WORDS1(balance, address)
__EVM_WORDS0(origin)
__EVM_WORDS0(caller)
__EVM_WORDS0(callvalue)
__EVM_WORDS0(calldatasize)
__EVM_WORDS0(codesize)
__EVM_WORDS0(gasprice)
__EVM_WORDS1(extcodesize, address)
__EVM_WORDS0(returndatasize)
__EVM_WORDS1(extcodehash, address)
__EVM_WORDS1(blockhash, number)
__EVM_WORDS0(coinbase)
__EVM_WORDS0(timestamp)
__EVM_WORDS0(number)
__EVM_WORDS0(prevrandao)
__EVM_WORDS0(difficulty)
__EVM_WORDS0(gaslimit)
__EVM_WORDS0(chainid)
__EVM_WORDS0(selfbalance)
__EVM_WORDS0(basefee)
__EVM_WORDS1(blobhash, index)
__EVM_WORDS0(blobbasefee)
__EVM_WORDS0(gas)
__EVM_WORDS0(msize)
__EVM_WORDS0(pc)
/* The first byte above the globals and every frame (32-byte aligned). */
__EVM_WORDS0(heapstart)

/* Yul's memoryguard(size), size a constant of at most 0x80, is the heap
   start (as the backend lowers the builtin); a macro, since the builtin
   needs its argument as a constant word, which C cannot pass. */
#define evm_memoryguard(size)                                                  \
  ((void)sizeof(char[(size) <= 0x80 ? 1 : -1]), evm_heapstart())

/* The calldata word at offset (zero past the end). */
__evm_word __evm_calldataload(const __EVM_CALLDATA void *offset)
    __asm__("llvm.evm.calldataload");
__EVM_INLINE u256 evm_calldataload(u256 offset) {
  return __EVM_U(__evm_calldataload(__EVM_OFFSET(__EVM_CALLDATA, offset)));
}

/*--- Hashing and memory --------------------------------------------------*/
__evm_word __evm_sha3(const __EVM_HEAP void *p, __evm_word len)
    __asm__("llvm.evm.sha3");
void __evm_mstore8(__EVM_HEAP void *p, __evm_word value)
    __asm__("llvm.evm.mstore8");
void __evm_memcpyas1as2(__EVM_HEAP void *dst, const __EVM_CALLDATA void *src,
                        __evm_word len, _Bool isvolatile)
    __asm__("llvm.evm.memcpyas1as2");
void __evm_memcpyas1as3(__EVM_HEAP void *dst, const __EVM_RETURNDATA void *src,
                        __evm_word len, _Bool isvolatile)
    __asm__("llvm.evm.memcpyas1as3");
void __evm_memcpyas1as4(__EVM_HEAP void *dst, const __EVM_CODE void *src,
                        __evm_word len, _Bool isvolatile)
    __asm__("llvm.evm.memcpyas1as4");
void __evm_memmoveas1as1(__EVM_HEAP void *dst, const __EVM_HEAP void *src,
                         __evm_word len, _Bool isvolatile)
    __asm__("llvm.evm.memmoveas1as1");
void __evm_calldatacopy(__EVM_HEAP void *dst, const __EVM_CALLDATA void *offset,
                        __evm_word len) __asm__("llvm.evm.calldatacopy");
void __evm_codecopy(__EVM_HEAP void *dst, const __EVM_CODE void *offset,
                    __evm_word len) __asm__("llvm.evm.codecopy");
void __evm_extcodecopy(__evm_word address, __EVM_HEAP void *dst,
                       __evm_word offset, __evm_word len)
    __asm__("llvm.evm.extcodecopy");
void __evm_returndatacopy(__EVM_HEAP void *dst,
                          const __EVM_RETURNDATA void *offset, __evm_word len)
    __asm__("llvm.evm.returndatacopy");

__EVM_INLINE u256 evm_sha3(const void *p, u256 len) {
  return __EVM_U(__evm_sha3(__EVM_CMEM(p), __EVM_W(len)));
}
/* KECCAK256 under its opcode's name. */
__EVM_INLINE u256 evm_keccak256(const void *p, u256 len) {
  return evm_sha3(p, len);
}
__EVM_INLINE void evm_mstore8(void *p, u256 value) {
  __evm_mstore8(__EVM_MEM(p), __EVM_W(value));
}
__EVM_INLINE void evm_memcpyas1as2(void *dst, u256 src, u256 len) {
  __evm_memcpyas1as2(__EVM_MEM(dst), __EVM_OFFSET(__EVM_CALLDATA, src),
                     __EVM_W(len), 0);
}
__EVM_INLINE void evm_memcpyas1as3(void *dst, u256 src, u256 len) {
  __evm_memcpyas1as3(__EVM_MEM(dst), __EVM_OFFSET(__EVM_RETURNDATA, src),
                     __EVM_W(len), 0);
}
__EVM_INLINE void evm_memcpyas1as4(void *dst, u256 src, u256 len) {
  __evm_memcpyas1as4(__EVM_MEM(dst), __EVM_OFFSET(__EVM_CODE, src),
                     __EVM_W(len), 0);
}
/* MCOPY: the ranges may overlap. */
__EVM_INLINE void evm_memmoveas1as1(void *dst, const void *src, u256 len) {
  __evm_memmoveas1as1(__EVM_MEM(dst), __EVM_CMEM(src), __EVM_W(len), 0);
}
__EVM_INLINE void evm_calldatacopy(void *dst, u256 offset, u256 len) {
  __evm_calldatacopy(__EVM_MEM(dst), __EVM_OFFSET(__EVM_CALLDATA, offset),
                     __EVM_W(len));
}
__EVM_INLINE void evm_codecopy(void *dst, u256 offset, u256 len) {
  __evm_codecopy(__EVM_MEM(dst), __EVM_OFFSET(__EVM_CODE, offset),
                 __EVM_W(len));
}
__EVM_INLINE void evm_extcodecopy(u256 address, void *dst, u256 offset,
                                  u256 len) {
  __evm_extcodecopy(__EVM_W(address), __EVM_MEM(dst), __EVM_W(offset),
                    __EVM_W(len));
}
__EVM_INLINE void evm_returndatacopy(void *dst, u256 offset, u256 len) {
  __evm_returndatacopy(__EVM_MEM(dst), __EVM_OFFSET(__EVM_RETURNDATA, offset),
                       __EVM_W(len));
}

/*--- Logs -----------------------------------------------------------------*/
void __evm_log0(const __EVM_HEAP void *p, __evm_word len)
    __asm__("llvm.evm.log0");
void __evm_log1(const __EVM_HEAP void *p, __evm_word len, __evm_word t1)
    __asm__("llvm.evm.log1");
void __evm_log2(const __EVM_HEAP void *p, __evm_word len, __evm_word t1,
                __evm_word t2) __asm__("llvm.evm.log2");
void __evm_log3(const __EVM_HEAP void *p, __evm_word len, __evm_word t1,
                __evm_word t2, __evm_word t3) __asm__("llvm.evm.log3");
void __evm_log4(const __EVM_HEAP void *p, __evm_word len, __evm_word t1,
                __evm_word t2, __evm_word t3, __evm_word t4)
    __asm__("llvm.evm.log4");

__EVM_INLINE void evm_log0(const void *p, u256 len) {
  __evm_log0(__EVM_CMEM(p), __EVM_W(len));
}
__EVM_INLINE void evm_log1(const void *p, u256 len, u256 topic1) {
  __evm_log1(__EVM_CMEM(p), __EVM_W(len), __EVM_W(topic1));
}
__EVM_INLINE void evm_log2(const void *p, u256 len, u256 topic1,
                           u256 topic2) {
  __evm_log2(__EVM_CMEM(p), __EVM_W(len), __EVM_W(topic1), __EVM_W(topic2));
}
__EVM_INLINE void evm_log3(const void *p, u256 len, u256 topic1, u256 topic2,
                           u256 topic3) {
  __evm_log3(__EVM_CMEM(p), __EVM_W(len), __EVM_W(topic1), __EVM_W(topic2),
             __EVM_W(topic3));
}
__EVM_INLINE void evm_log4(const void *p, u256 len, u256 topic1, u256 topic2,
                           u256 topic3, u256 topic4) {
  __evm_log4(__EVM_CMEM(p), __EVM_W(len), __EVM_W(topic1), __EVM_W(topic2),
             __EVM_W(topic3), __EVM_W(topic4));
}

/*--- Accounts and calls ---------------------------------------------------*/
/* create and create2 return the new address, 0 on failure; the calls 1 on
   success, 0 on failure, and their output is also the return data. */
__evm_word __evm_create(__evm_word value, const __EVM_HEAP void *p,
                        __evm_word len) __asm__("llvm.evm.create");
__evm_word __evm_create2(__evm_word value, const __EVM_HEAP void *p,
                         __evm_word len, __evm_word salt)
    __asm__("llvm.evm.create2");
__evm_word __evm_call(__evm_word gas, __evm_word address, __evm_word value,
                      const __EVM_HEAP void *in, __evm_word inlen,
                      __EVM_HEAP void *out, __evm_word outlen)
    __asm__("llvm.evm.call");
__evm_word __evm_callcode(__evm_word gas, __evm_word address, __evm_word value,
                          const __EVM_HEAP void *in, __evm_word inlen,
                          __EVM_HEAP void *out, __evm_word outlen)
    __asm__("llvm.evm.callcode");
__evm_word __evm_delegatecall(__evm_word gas, __evm_word address,
                              const __EVM_HEAP void *in, __evm_word inlen,
                              __EVM_HEAP void *out, __evm_word outlen)
    __asm__("llvm.evm.delegatecall");
__evm_word __evm_staticcall(__evm_word gas, __evm_word address,
                            const __EVM_HEAP void *in, __evm_word inlen,
                            __EVM_HEAP void *out, __evm_word outlen)
    __asm__("llvm.evm.staticcall");

__EVM_INLINE u256 evm_create(u256 value, const void *p, u256 len) {
  return __EVM_U(__evm_create(__EVM_W(value), __EVM_CMEM(p), __EVM_W(len)));
}
__EVM_INLINE u256 evm_create2(u256 value, const void *p, u256 len, u256 salt) {
  return __EVM_U(__evm_create2(__EVM_W(value), __EVM_CMEM(p), __EVM_W(len),
                               __EVM_W(salt)));
}
__EVM_INLINE u256 evm_call(u256 gas, u256 address, u256 value, const void *in,
                           u256 inlen, void *out, u256 outlen) {
  return __EVM_U(__evm_call(__EVM_W(gas), __EVM_W(address), __EVM_W(value),
                            __EVM_CMEM(in), __EVM_W(inlen), __EVM_MEM(out),
                            __EVM_W(outlen)));
}
__EVM_INLINE u256 evm_callcode(u256 gas, u256 address, u256 value,
                               const void *in, u256 inlen, void *out,
                               u256 outlen) {
  return __EVM_U(__evm_callcode(__EVM_W(gas), __EVM_W(address),
                                __EVM_W(value), __EVM_CMEM(in), __EVM_W(inlen),
                                __EVM_MEM(out), __EVM_W(outlen)));
}
__EVM_INLINE u256 evm_delegatecall(u256 gas, u256 address, const void *in,
                                   u256 inlen, void *out, u256 outlen) {
  return __EVM_U(__evm_delegatecall(__EVM_W(gas), __EVM_W(address),
                                    __EVM_CMEM(in), __EVM_W(inlen),
                                    __EVM_MEM(out), __EVM_W(outlen)));
}
__EVM_INLINE u256 evm_staticcall(u256 gas, u256 address, const void *in,
                                 u256 inlen, void *out, u256 outlen) {
  return __EVM_U(__evm_staticcall(__EVM_W(gas), __EVM_W(address),
                                  __EVM_CMEM(in), __EVM_W(inlen),
                                  __EVM_MEM(out), __EVM_W(outlen)));
}

/*--- Ending the call ------------------------------------------------------*/
_Noreturn void __evm_selfdestruct(__evm_word address)
    __asm__("llvm.evm.selfdestruct");
_Noreturn void evm_stop(void) __asm__("llvm.evm.stop");
_Noreturn void evm_invalid(void) __asm__("llvm.evm.invalid");
_Noreturn void __evm_return(const __EVM_HEAP void *p, __evm_word len)
    __asm__("llvm.evm.return");
_Noreturn void __evm_revert(const __EVM_HEAP void *p, __evm_word len)
    __asm__("llvm.evm.revert");

__EVM_INLINE _Noreturn void evm_selfdestruct(u256 address) {
  __evm_selfdestruct(__EVM_W(address));
}
/* Ends the call successfully with len bytes at p as its return data. */
__EVM_INLINE _Noreturn void evm_return(const void *p, u256 len) {
  __evm_return(__EVM_CMEM(p), __EVM_W(len));
}
/* Ends the call, undoing its state changes, with len bytes at p. */
__EVM_INLINE _Noreturn void evm_revert(const void *p, u256 len) {
  __evm_revert(__EVM_CMEM(p), __EVM_W(len));
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
__EVM_INLINE u256 evm_sload(u256 key) { return EVM_STORAGE(u256, key); }
__EVM_INLINE void evm_sstore(u256 key, u256 value) {
  EVM_STORAGE(u256, key) = value;
}
__EVM_INLINE u256 evm_tload(u256 key) { return EVM_TSTORAGE(u256, key); }
__EVM_INLINE void evm_tstore(u256 key, u256 value) {
  EVM_TSTORAGE(u256, key) = value;
}

/* The slot of mapping[key] of a mapping declared at `slot`, as Solidity
   lays it out: keccak256 of the key and the slot, two big-endian words. */
__EVM_INLINE u256 evm_mapping_slot(u256 slot, u256 key) {
  u256 words[2] = {key, slot};
  return evm_sha3(words, 64);
}

#ifdef __cplusplus
}
#endif

#endif /* __EVM_H */
