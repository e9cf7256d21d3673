/*===-- stdlib.c - Arithmetic, conversions and rand of stdlib.h -----------===*/
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

/* One thread, so one errno. */
int errno;

int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
long long llabs(long long x) { return x < 0 ? -x : x; }

div_t div(int a, int b) { return (div_t){a / b, a % b}; }
ldiv_t ldiv(long a, long b) { return (ldiv_t){a / b, a % b}; }
lldiv_t lldiv(long long a, long long b) { return (lldiv_t){a / b, a % b}; }

static int digit_value(int c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 36;
}

/* What the strto* functions share: skips white space, reads a sign, the
   base's prefix and the digits; returns the magnitude (ULLONG_MAX and
   *overflow set when it does not fit), *negative, and in *end the first
   character not read (s itself when there are no digits). */
static unsigned long long parse(const char *s, char **end, int base,
                                int *negative, int *overflow) {
  const char *p = s;
  unsigned long long value = 0;
  *negative = *overflow = 0;
  if (base < 0 || base == 1 || base > 36) {
    errno = EINVAL;
    if (end)
      *end = (char *)s;
    return 0;
  }
  while (isspace((unsigned char)*p))
    ++p;
  if (*p == '+' || *p == '-')
    *negative = *p++ == '-';
  /* "0x" counts as a prefix only when a hex digit follows it. */
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] | 32) == 'x' &&
      digit_value((unsigned char)p[2]) < 16) {
    p += 2;
    base = 16;
  } else if (base == 0) {
    base = *p == '0' ? 8 : 10;
  }
  const char *digits = p;
  for (int d; (d = digit_value((unsigned char)*p)) < base; ++p)
    if (__builtin_mul_overflow(value, (unsigned)base, &value) ||
        __builtin_add_overflow(value, (unsigned)d, &value))
      *overflow = 1;
  if (end)
    *end = (char *)(p == digits ? s : p);
  return *overflow ? ULLONG_MAX : value;
}

/* The signed result in [-max - 1, max], clamped with ERANGE. */
static long long to_signed(unsigned long long v, int negative, int overflow,
                           long long max) {
  unsigned long long limit = (unsigned long long)max + negative;
  if (overflow || v > limit) {
    errno = ERANGE;
    return negative ? -max - 1 : max;
  }
  /* -(v - 1) - 1 reaches -max - 1 without overflowing. */
  return negative && v ? -(long long)(v - 1) - 1 : (long long)v;
}

/* The unsigned result: a negative number wraps, as the standard says. */
static unsigned long long to_unsigned(unsigned long long v, int negative,
                                      int overflow, unsigned long long max) {
  if (overflow || v > max) {
    errno = ERANGE;
    return max;
  }
  return negative ? (max & -v) : v;
}

long long strtoll(const char *restrict s, char **restrict end, int base) {
  int negative, overflow;
  unsigned long long v = parse(s, end, base, &negative, &overflow);
  return to_signed(v, negative, overflow, LLONG_MAX);
}

long strtol(const char *restrict s, char **restrict end, int base) {
  int negative, overflow;
  unsigned long long v = parse(s, end, base, &negative, &overflow);
  return to_signed(v, negative, overflow, LONG_MAX);
}

unsigned long long strtoull(const char *restrict s, char **restrict end,
                            int base) {
  int negative, overflow;
  unsigned long long v = parse(s, end, base, &negative, &overflow);
  return to_unsigned(v, negative, overflow, ULLONG_MAX);
}

unsigned long strtoul(const char *restrict s, char **restrict end, int base) {
  int negative, overflow;
  unsigned long long v = parse(s, end, base, &negative, &overflow);
  return to_unsigned(v, negative, overflow, ULONG_MAX);
}

int atoi(const char *s) { return (int)strtol(s, NULL, 10); }
long atol(const char *s) { return strtol(s, NULL, 10); }
long long atoll(const char *s) { return strtoll(s, NULL, 10); }

/* glibc's rand (its TYPE_3 generator): an additive lagged Fibonacci
   generator, x[n] = x[n-3] + x[n-31] mod 2^32, seeded with a Lehmer
   sequence, the first 310 results dropped; rand() is x[n] >> 1. Programs
   that print rand()'s numbers print the same as with glibc. */
enum { DEGREE = 31, SEPARATION = 3 };
static uint32_t state[DEGREE];
static unsigned front, rear; /* x[n-3] and x[n-31] in state */
static int seeded;

void srand(unsigned seed) {
  int32_t x = seed ? (int32_t)seed : 1;
  state[0] = (uint32_t)x;
  for (int i = 1; i < DEGREE; ++i) {
    /* 16807 * x mod (2^31 - 1) without overflow (Schrage's method). */
    int32_t hi = x / 127773, lo = x % 127773;
    x = 16807 * lo - 2836 * hi;
    if (x < 0)
      x += 2147483647;
    state[i] = (uint32_t)x;
  }
  front = SEPARATION;
  rear = 0;
  seeded = 1;
  for (int i = 0; i < 10 * DEGREE; ++i)
    rand();
}

int rand(void) {
  if (!seeded)
    srand(1);
  uint32_t x = state[front] += state[rear];
  front = front + 1 == DEGREE ? 0 : front + 1;
  rear = rear + 1 == DEGREE ? 0 : rear + 1;
  return (int)(x >> 1);
}
