// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s
// Integer arithmetic at every width C has, signed and unsigned, and
// unsigned _BitInt(256): wrap-around, shifts, division of negative
// numbers, conversions, and printf's length modifiers.
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(256) u256;

static void print256(const char *label, u256 v) {
  printf("%s = 0x", label);
  for (int limb = 3; limb >= 0; limb--)
    printf("%016" PRIx64, (uint64_t)(v >> (64 * limb)));
  printf("\n");
}

static u256 power(u256 base, unsigned exp) {
  u256 r = 1;
  while (exp) {
    if (exp & 1)
      r *= base;
    base *= base;
    exp >>= 1;
  }
  return r;
}

int main(void) {
  signed char sc = 100;
  unsigned char uc = 200;
  short s = -30000;
  unsigned short us = 60000;
  int i = -123456789;
  unsigned u = 4000000000u;
  long l = -1234567890123456789L;
  unsigned long long ull = 18000000000000000000ull;

  sc = (signed char)(sc + 100);        // wraps to -56
  uc = (unsigned char)(uc * 2);        // 144
  s = (short)(s - 10000);              // wraps
  us = (unsigned short)(us + 6000);
  printf("%hhd %hhu %hd %hu\n", sc, uc, s, us);
  printf("%d %u %ld %llu\n", i, u + 500000000u, l, ull * 3);
  printf("div %d %d %d %d\n", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
  printf("ldiv %ld %ld\n", l / 1000003, l % 1000003);
  printf("shifts %d %u %ld %lx\n", i >> 3, u >> 7, l >> 20, (unsigned long)l << 12);
  printf("mixed %d %lld %u\n", sc * s, (long long)i * u, (unsigned)(uc - 250));
  printf("limits %d %d %ld %lu %lld\n", INT_MAX, INT_MIN, LONG_MIN, ULONG_MAX, LLONG_MAX);
  printf("int8 %" PRId8 " int16 %" PRIi16 " int32 %" PRId32 " int64 %" PRId64 "\n",
         (int8_t)-128, (int16_t)-32768, INT32_MIN, INT64_MIN);
  printf("uint %" PRIu8 " %" PRIx16 " %" PRIX32 " %" PRIo64 "\n", (uint8_t)255,
         (uint16_t)0xBEEF, (uint32_t)0xCAFEBABE, (uint64_t)01777777);
  printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short),
         sizeof(int), sizeof(long), sizeof(long long), sizeof(void *));

  uint32_t h = 2166136261u;
  for (const char *p = "The quick brown fox"; *p; p++)
    h = (h ^ (uint8_t)*p) * 16777619u;
  printf("fnv1a %08x\n", h);
  uint64_t x = 88172645463325252ull;
  for (int k = 0; k < 5; k++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
  }
  printf("xorshift %016" PRIx64 " %" PRIu64 "\n", x, x % 1000000007u);

  u256 big = power(3, 161);
  print256("3^161", big);
  print256("3^161 / 7", big / 7);
  print256("3^161 % 1000000007", big % 1000000007);
  print256("-1", (u256)0 - 1);
  print256("2^255 >> 100", (u256)1 << 255 >> 100);
  u256 f = 1;
  for (int k = 2; k <= 60; k++)
    f *= (u256)k;
  print256("60! mod 2^256", f);
  _BitInt(256) neg = -(_BitInt(256))power(10, 40);
  printf("neg / 3 low limb %" PRId64 ", sign %d\n", (int64_t)(neg / 3), neg < 0);
  return 0;
}
