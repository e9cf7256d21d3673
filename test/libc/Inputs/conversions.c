/* stdlib.h's numbers and ctype.h: strtol, strtoul, strtoll, strtoull at
   bases 0, 2, 8, 10, 16 and 36 on prefixes, signs, white space, overflow
   and garbage (value, characters read, errno); atoi and friends; abs,
   div; rand after several seeds; every character's classes. Prints the
   results; the same program built with glibc must print the same. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

static const char *const inputs[] = {
    "0", "1", "-1", "+42", "  \t\n 123abc", "0x1f", "0X1F", "0x", "0xg", "-0x10",
    "077", "08", "0b101", "z", "Zz", "", "   ", "-", "+-1", "--1",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "18446744073709551615", "18446744073709551616",
    "-18446744073709551615", "-18446744073709551616", "2147483647",
    "2147483648", "-2147483649", "99999999999999999999999999", "1010",
    "7fffffffffffffff", "ffffffffffffffff", "10000000000000000", "zzzzzzzzzzzzz",
    "0x7fffffffffffffff", "0x8000000000000000", "-0x8000000000000000",
};

int main(void) {
  static const int bases[] = {0, 2, 8, 10, 16, 36};
  for (size_t i = 0; i < sizeof inputs / sizeof *inputs; ++i)
    for (size_t b = 0; b < sizeof bases / sizeof *bases; ++b) {
      const char *s = inputs[i];
      char *end;
      printf("\"%s\" base %d:", s, bases[b]);
      errno = 0;
      long l = strtol(s, &end, bases[b]);
      printf(" l %ld %td %d", l, end - s, errno);
      errno = 0;
      unsigned long ul = strtoul(s, &end, bases[b]);
      printf(" ul %lu %td %d", ul, end - s, errno);
      errno = 0;
      long long ll = strtoll(s, &end, bases[b]);
      printf(" ll %lld %td %d", ll, end - s, errno);
      errno = 0;
      unsigned long long ull = strtoull(s, &end, bases[b]);
      printf(" ull %llu %td %d\n", ull, end - s, errno);
    }
  errno = 0;
  long bad = strtol("12", NULL, 1);
  printf("base 1: %ld %d\n", bad, errno);
  printf("atoi %d %d %d atol %ld atoll %lld\n", atoi(" -17x"), atoi("2147483647"),
         atoi("junk"), atol("-9000000000"), atoll("123456789012"));

  static const int ints[] = {0, 7, -7, INT_MAX, INT_MIN + 1, 100, -100};
  for (size_t i = 0; i < sizeof ints / sizeof *ints; ++i)
    for (size_t j = 0; j < sizeof ints / sizeof *ints; ++j) {
      if (!ints[j])
        continue;
      div_t d = div(ints[i], ints[j]);
      ldiv_t ld = ldiv(ints[i] * 3L, ints[j]);
      lldiv_t lld = lldiv(ints[i] * 5LL, ints[j]);
      printf("div %d %d: %d %d %ld %ld %lld %lld\n", ints[i], ints[j], d.quot,
             d.rem, ld.quot, ld.rem, lld.quot, lld.rem);
    }
  printf("abs %d %d %ld %lld\n", abs(-5), abs(INT_MAX), labs(LONG_MIN + 1),
         llabs(-LLONG_MAX));

  /* rand before any srand is srand(1); srand(0) is srand(1) too. */
  static const unsigned seeds[] = {1, 0, 2, 12345, 4294967295u};
  for (int r = 0; r < 5; ++r)
    printf("%d ", rand());
  putchar('\n');
  for (size_t i = 0; i < sizeof seeds / sizeof *seeds; ++i) {
    srand(seeds[i]);
    printf("seed %u:", seeds[i]);
    long sum = 0;
    for (int r = 0; r < 1000; ++r) {
      int x = rand();
      sum += x % 1000;
      if (r < 5)
        printf(" %d", x);
    }
    printf(" ... %ld\n", sum);
  }

  for (int c = -1; c < 256; ++c)
    printf("%d:%d%d%d%d%d%d%d%d%d%d%d%d %d %d\n", c, !!isalnum(c), !!isalpha(c),
           !!isblank(c), !!iscntrl(c), !!isdigit(c), !!isgraph(c),
           !!islower(c), !!isprint(c), !!ispunct(c), !!isspace(c),
           !!isupper(c), !!isxdigit(c), tolower(c), toupper(c));
  return 0;
}
