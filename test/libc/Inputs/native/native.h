/* Included first in every library source built natively: the copies the
   library leaves to the compiler's intrinsics (the EVM's MCOPY) would be
   calls to memcpy natively, i.e. to the library's own memcpy, which calls
   the intrinsic again. start.c provides them instead. */
void *__native_memcpy(void *dst, const void *src, unsigned long n);
void *__native_memmove(void *dst, const void *src, unsigned long n);
void *__native_memset(void *dst, int c, unsigned long n);
#define __builtin_memcpy __native_memcpy
#define __builtin_memmove __native_memmove
#define __builtin_memset __native_memset
