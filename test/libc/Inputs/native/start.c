/* The native stand-in for the EVM under the C library (x86-64 Linux, no
   other C library): program entry as the driver's __entry does it (main,
   then exit with its result), the heap arena, RETURN and REVERT as writes
   to standard output and an exit status, and the copies of native.h. */
#include "evm.h"
#include <stdlib.h>

int main(void);

static long syscall3(long n, long a, long b, long c) {
  long ret;
  __asm__ volatile("syscall"
                   : "=a"(ret)
                   : "a"(n), "D"(a), "S"(b), "d"(c)
                   : "rcx", "r11", "memory");
  return ret;
}

static _Noreturn void finish(const char *p, unsigned long len, int status) {
  while (len) {
    long n = syscall3(1 /* write */, 1, (long)p, (long)len);
    if (n <= 0)
      break;
    p += n, len -= n;
  }
  syscall3(231 /* exit_group */, status, 0, 0);
  __builtin_unreachable();
}

_Noreturn void evm_return(const void *p, u256 len) { finish(p, len, 0); }
_Noreturn void evm_revert(const void *p, u256 len) { finish(p, len, 1); }

/* 64 MiB, 32-byte aligned like the EVM's heap start. */
static char arena[64 << 20] __attribute__((aligned(32)));
u256 evm_heapstart(void) { return (u256)arena; }

void *__native_memcpy(void *dst, const void *src, unsigned long n) {
  void *d = dst;
  __asm__ volatile("rep movsb" : "+D"(d), "+S"(src), "+c"(n) : : "memory");
  return dst;
}

void *__native_memmove(void *dst, const void *src, unsigned long n) {
  if ((char *)dst <= (const char *)src || (char *)dst >= (const char *)src + n)
    return __native_memcpy(dst, src, n);
  /* Overlapping with dst above src: copy backwards. */
  char *d = (char *)dst + n - 1;
  const char *s = (const char *)src + n - 1;
  __asm__ volatile("std; rep movsb; cld"
                   : "+D"(d), "+S"(s), "+c"(n)
                   :
                   : "memory");
  return dst;
}

void *__native_memset(void *dst, int c, unsigned long n) {
  void *d = dst;
  __asm__ volatile("rep stosb" : "+D"(d), "+c"(n) : "a"(c) : "memory");
  return dst;
}

__attribute__((force_align_arg_pointer, used)) _Noreturn void _start(void) {
  exit(main());
}
