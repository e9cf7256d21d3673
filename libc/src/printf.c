/*===-- printf.c - The printf family --------------------------------------===*
 *
 * One formatter, format(), writes to a sink: the output buffer (printf,
 * fprintf) or a string of bounded size (sprintf, snprintf), and counts what
 * it would have written, which snprintf returns. It reads the format once,
 * left to right: text up to the next '%' is written as is; a conversion
 * specification is parsed (flags, width, precision, length) into a `spec`,
 * its argument fetched at the type the length says, and the field written
 * as padding, sign or prefix, zeros, digits or characters, padding.
 *
 * Conversions d i u o x X c s p n %, flags - + space # 0, width and
 * precision as digits or '*', lengths hh h l ll j z t; what glibc prints in
 * the cases the standard leaves open (%p, a null %s, flags that do not
 * apply), so a program prints the same here as natively. A specification
 * that is not one of these (floating point, wide characters) is printed as
 * written.
 *
 *===----------------------------------------------------------------------===*/
#include "libc-internal.h"
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct sink {
  char *str;    /* the string being written, or null for the output */
  size_t room;  /* characters str still has room for, its zero excluded */
  size_t count; /* characters written, or that would have been */
};

static void emit(struct sink *s, const char *p, size_t n) {
  s->count += n;
  if (!s->str) {
    __libc_output_write(p, n);
    return;
  }
  size_t k = n < s->room ? n : s->room;
  memcpy(s->str, p, k);
  s->str += k;
  s->room -= k;
}

/* n copies of c (a space or a zero), a chunk at a time. */
static void pad(struct sink *s, char c, size_t n) {
  static const char spaces[] = "                                ";
  static const char zeros[] = "00000000000000000000000000000000";
  const char *chunk = c == ' ' ? spaces : zeros;
  for (size_t k; n; n -= k) {
    k = n < sizeof spaces - 1 ? n : sizeof spaces - 1;
    emit(s, chunk, k);
  }
}

enum flag { LEFT = 1, PLUS = 2, SPACE = 4, ALT = 8, ZERO = 16 };
enum length { NONE, HH, H, L, LL, J, Z, T };

struct spec {
  unsigned flags;
  size_t width;
  long precision; /* -1 when not given */
  enum length length;
};

/* Writes body (n characters) after `prefix`, with at least `zeros` zeros
   between them, padded to the field's width. */
static void field(struct sink *s, const struct spec *sp, const char *prefix,
                  size_t zeros, const char *body, size_t n) {
  size_t prefix_len = strlen(prefix);
  size_t len = prefix_len + zeros + n;
  size_t fill = sp->width > len ? sp->width - len : 0;
  if (!(sp->flags & LEFT) && !(sp->flags & ZERO))
    pad(s, ' ', fill);
  emit(s, prefix, prefix_len);
  if (!(sp->flags & LEFT) && (sp->flags & ZERO))
    pad(s, '0', fill);
  pad(s, '0', zeros);
  emit(s, body, n);
  if (sp->flags & LEFT)
    pad(s, ' ', fill);
}

/* An integer conversion of magnitude v; sign is "-", "+", " " or ""
   (%p passes its flags' sign with x). */
static void integer(struct sink *s, struct spec sp, char conv,
                    uintmax_t v, const char *sign) {
  char digits[24]; /* 22 octal digits for 64 bits */
  char *end = digits + sizeof digits, *p = end;
  const char *alphabet = conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  unsigned base = conv == 'o' ? 8 : conv == 'x' || conv == 'X' ? 16 : 10;
  for (uintmax_t x = v; x; x /= base)
    *--p = alphabet[x % base];
  size_t n = end - p;
  /* A precision is a minimum number of digits, and turns off '0'. */
  size_t zeros = 0;
  if (sp.precision >= 0) {
    sp.flags &= ~ZERO;
    if ((size_t)sp.precision > n)
      zeros = sp.precision - n;
  } else if (!n) {
    zeros = 1; /* 0 prints "0", except with a precision of 0 */
  }
  char prefix[4] = {*sign}; /* the sign, then 0x or 0X */
  if ((sp.flags & ALT) && v && base == 16)
    prefix[!!*sign] = '0', prefix[!!*sign + 1] = conv;
  else if ((sp.flags & ALT) && base == 8 && !zeros)
    zeros = 1; /* '#' makes octal start with 0 */
  field(s, &sp, prefix, zeros, p, n);
}

/* Conversions other than the integer ones ignore '0' and the precision
   (except %s), as glibc does. */
static void text(struct sink *s, struct spec sp, const char *p, size_t n) {
  sp.flags &= ~ZERO;
  field(s, &sp, "", 0, p, n);
}

static intmax_t signed_argument(enum length length, va_list *ap) {
  switch (length) {
  case HH:
    return (signed char)va_arg(*ap, int);
  case H:
    return (short)va_arg(*ap, int);
  case L:
    return va_arg(*ap, long);
  case LL:
    return va_arg(*ap, long long);
  case J:
    return va_arg(*ap, intmax_t);
  case Z: /* the signed type of size_t's width */
  case T:
    return va_arg(*ap, ptrdiff_t);
  default:
    return va_arg(*ap, int);
  }
}

static uintmax_t unsigned_argument(enum length length, va_list *ap) {
  switch (length) {
  case HH:
    return (unsigned char)va_arg(*ap, unsigned);
  case H:
    return (unsigned short)va_arg(*ap, unsigned);
  case L:
    return va_arg(*ap, unsigned long);
  case LL:
    return va_arg(*ap, unsigned long long);
  case J:
    return va_arg(*ap, uintmax_t);
  case Z:
    return va_arg(*ap, size_t);
  case T: /* the unsigned type of ptrdiff_t's width */
    return (size_t)va_arg(*ap, ptrdiff_t);
  default:
    return va_arg(*ap, unsigned);
  }
}

/* %n: stores the count so far at the type the length says. */
static void store_count(enum length length, va_list *ap, size_t count) {
  switch (length) {
  case HH:
    *va_arg(*ap, signed char *) = count;
    break;
  case H:
    *va_arg(*ap, short *) = count;
    break;
  case L:
    *va_arg(*ap, long *) = count;
    break;
  case LL:
    *va_arg(*ap, long long *) = count;
    break;
  case J:
    *va_arg(*ap, intmax_t *) = count;
    break;
  case Z:
  case T:
    *va_arg(*ap, ptrdiff_t *) = count;
    break;
  default:
    *va_arg(*ap, int *) = count;
  }
}

/* A decimal number at *p (width or precision), advancing *p. */
static size_t number(const char **p) {
  size_t n = 0;
  for (; **p >= '0' && **p <= '9'; ++*p)
    n = n * 10 + (**p - '0');
  return n;
}

/* Parses the specification after '%' at *p, fetching the '*' arguments;
   leaves *p at the conversion character. */
static struct spec parse_spec(const char **p, va_list *ap) {
  struct spec sp = {0, 0, -1, NONE};
  for (;; ++*p) {
    const char *f = strchr("-+ #0", **p);
    if (!**p || !f)
      break;
    sp.flags |= 1u << (f - "-+ #0");
  }
  if (**p == '*') {
    int w = va_arg(*ap, int);
    ++*p;
    if (w < 0) /* a negative width is '-' and its magnitude */
      sp.flags |= LEFT, w = -w;
    sp.width = (unsigned)w;
  } else {
    sp.width = number(p);
  }
  if (**p == '.') {
    ++*p;
    if (**p == '*') {
      int prec = va_arg(*ap, int);
      ++*p;
      sp.precision = prec < 0 ? -1 : prec; /* negative: as if not given */
    } else {
      sp.precision = number(p);
    }
  }
  switch (**p) {
  case 'h':
    sp.length = (*p)[1] == 'h' ? (++*p, HH) : H;
    break;
  case 'l':
    sp.length = (*p)[1] == 'l' ? (++*p, LL) : L;
    break;
  case 'j':
    sp.length = J;
    break;
  case 'z':
    sp.length = Z;
    break;
  case 't':
    sp.length = T;
    break;
  default:
    return sp;
  }
  ++*p;
  return sp;
}

/* The conversion conv of specification sp. */
static void convert(struct sink *s, struct spec sp, char conv, va_list *ap) {
  switch (conv) {
  case 'd':
  case 'i': {
    intmax_t v = signed_argument(sp.length, ap);
    const char *sign = v < 0                ? "-"
                       : sp.flags & PLUS  ? "+"
                       : sp.flags & SPACE ? " "
                                          : "";
    integer(s, sp, 'd', v < 0 ? -(uintmax_t)v : (uintmax_t)v, sign);
    return;
  }
  case 'u':
  case 'o':
  case 'x':
  case 'X':
    integer(s, sp, conv, unsigned_argument(sp.length, ap), "");
    return;
  case 'p': {
    /* glibc: "(nil)" for null, else %#lx with the flags given. */
    void *ptr = va_arg(*ap, void *);
    if (!ptr) {
      sp.precision = -1;
      text(s, sp, "(nil)", 5);
      return;
    }
    sp.flags |= ALT;
    const char *sign = sp.flags & PLUS ? "+" : sp.flags & SPACE ? " " : "";
    integer(s, sp, 'x', (uintptr_t)ptr, sign);
    return;
  }
  case 'c': {
    char c = (char)va_arg(*ap, int);
    text(s, sp, &c, 1);
    return;
  }
  case 's': {
    const char *str = va_arg(*ap, const char *);
    if (!str) /* glibc: "(null)" unless the precision cuts it */
      str = sp.precision < 0 || sp.precision >= 6 ? "(null)" : "";
    size_t n = sp.precision < 0 ? strlen(str) : strnlen(str, sp.precision);
    text(s, sp, str, n);
    return;
  }
  }
}

static int format(struct sink *s, const char *fmt, va_list ap) {
  va_list args;
  va_copy(args, ap);
  while (*fmt) {
    const char *start = fmt;
    while (*fmt && *fmt != '%')
      ++fmt;
    if (fmt != start)
      emit(s, start, fmt - start);
    if (!*fmt)
      break;
    const char *directive = fmt++;
    struct spec sp = parse_spec(&fmt, &args);
    char conv = *fmt;
    if (conv && strchr("diuoxXpcs", conv))
      convert(s, sp, conv, &args);
    else if (conv == 'n')
      store_count(sp.length, &args, s->count);
    else if (conv == '%')
      emit(s, "%", 1);
    else /* unknown, or the format ended: print it as written */
      emit(s, directive, fmt - directive + (conv != 0));
    if (conv)
      ++fmt;
  }
  va_end(args);
  return s->count > INT_MAX ? -1 : (int)s->count;
}

/* Ends the string, even when truncated, if it has room for the zero. */
static int format_string(char *str, size_t n, const char *fmt, va_list ap) {
  struct sink s = {str, n ? n - 1 : 0, 0};
  int count = format(&s, fmt, ap);
  if (n)
    *s.str = 0;
  return count;
}

int vsnprintf(char *restrict str, size_t n, const char *restrict fmt,
              va_list ap) {
  return format_string(str, n, fmt, ap);
}

int vsprintf(char *restrict str, const char *restrict fmt, va_list ap) {
  return format_string(str, SIZE_MAX, fmt, ap);
}

int snprintf(char *restrict str, size_t n, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int count = format_string(str, n, fmt, ap);
  va_end(ap);
  return count;
}

int sprintf(char *restrict str, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int count = format_string(str, SIZE_MAX, fmt, ap);
  va_end(ap);
  return count;
}

int vfprintf(FILE *restrict f, const char *restrict fmt, va_list ap) {
  (void)f; /* stdout and stderr share the output */
  struct sink s = {NULL, 0, 0};
  return format(&s, fmt, ap);
}

int vprintf(const char *restrict fmt, va_list ap) {
  return vfprintf(stdout, fmt, ap);
}

int fprintf(FILE *restrict f, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int count = vfprintf(f, fmt, ap);
  va_end(ap);
  return count;
}

int printf(const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int count = vfprintf(stdout, fmt, ap);
  va_end(ap);
  return count;
}
