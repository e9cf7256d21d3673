/*===-- libc-internal.h - What the library's files share ------------------===*
 *
 * Not installed: the output buffer that stdout and stderr write into
 * (output.c), which exit() and abort() hand to RETURN or REVERT (exit.c).
 *
 *===----------------------------------------------------------------------===*/
#ifndef __LIBC_INTERNAL_H
#define __LIBC_INTERNAL_H

#include <stddef.h>

/* Appends n bytes to the output buffer; 0, or -1 when memory ran out. */
int __libc_output_write(const char *p, size_t n);
/* The output so far: its first byte (null when empty) and, in *len, its
   length. */
const char *__libc_output_data(size_t *len);

/* The program's name, argv[0] of main and the prefix of assert's message. */
#define __LIBC_PROGNAME "main"

#endif /* __LIBC_INTERNAL_H */
