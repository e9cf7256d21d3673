/* The part of <evm.h> the C library uses, for running the library natively
   (x86-64 Linux, no C library): the heap starts in a static arena, RETURN
   writes the output to standard output and exits with status 0, REVERT
   does the same with status 1. start.c defines them. */
#ifndef __EVM_H
#define __EVM_H

typedef unsigned long u256;

u256 evm_heapstart(void);
_Noreturn void evm_return(const void *p, u256 len);
_Noreturn void evm_revert(const void *p, u256 len);

#endif
