/*===-- stdio.h - Formatted output to the call's return data --------------===*
 *
 * stdout and stderr both append to one output buffer in EVM memory, which
 * becomes the return data (exit status 0) or the revert data (any other
 * status) when the program ends (docs/c.md). There are no other files and
 * no input.
 *
 *===----------------------------------------------------------------------===*/
#ifndef __STDIO_H
#define __STDIO_H

#include <stdarg.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define EOF (-1)

typedef struct __libc_file FILE;
extern FILE *const stdout;
extern FILE *const stderr;
#define stdout stdout
#define stderr stderr

int printf(const char *restrict format, ...)
    __attribute__((format(printf, 1, 2)));
int fprintf(FILE *restrict f, const char *restrict format, ...)
    __attribute__((format(printf, 2, 3)));
int sprintf(char *restrict s, const char *restrict format, ...)
    __attribute__((format(printf, 2, 3)));
int snprintf(char *restrict s, size_t n, const char *restrict format, ...)
    __attribute__((format(printf, 3, 4)));
int vprintf(const char *restrict format, va_list ap)
    __attribute__((format(printf, 1, 0)));
int vfprintf(FILE *restrict f, const char *restrict format, va_list ap)
    __attribute__((format(printf, 2, 0)));
int vsprintf(char *restrict s, const char *restrict format, va_list ap)
    __attribute__((format(printf, 2, 0)));
int vsnprintf(char *restrict s, size_t n, const char *restrict format,
              va_list ap) __attribute__((format(printf, 3, 0)));

int putchar(int c);
int puts(const char *s);
int fputc(int c, FILE *f);
int putc(int c, FILE *f);
int fputs(const char *restrict s, FILE *restrict f);
size_t fwrite(const void *restrict p, size_t size, size_t count,
              FILE *restrict f);
int fflush(FILE *f);

#ifdef __cplusplus
}
#endif

#endif /* __STDIO_H */
