/*===-- inttypes.c - The functions of inttypes.h --------------------------===*/
#include <inttypes.h>
#include <stdlib.h>

/* intmax_t is long long's width on the EVM (64 bits). */
_Static_assert(sizeof(intmax_t) == sizeof(long long), "intmax_t is 64-bit");

intmax_t imaxabs(intmax_t x) { return x < 0 ? -x : x; }
imaxdiv_t imaxdiv(intmax_t a, intmax_t b) { return (imaxdiv_t){a / b, a % b}; }

intmax_t strtoimax(const char *restrict s, char **restrict end, int base) {
  return strtoll(s, end, base);
}

uintmax_t strtoumax(const char *restrict s, char **restrict end, int base) {
  return strtoull(s, end, base);
}
