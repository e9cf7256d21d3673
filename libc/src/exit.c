/*===-- exit.c - Ending the program: exit, abort, atexit, assert ----------===*
 *
 * The program's output is the call's result: exit(0) returns it as the
 * return data (RETURN), any other status reverts with it (REVERT), as does
 * abort(); __assert_fail writes glibc's message first.
 *
 *===----------------------------------------------------------------------===*/
#include "libc-internal.h"
#include <assert.h>
#include <evm.h>
#include <stdio.h>
#include <stdlib.h>

enum { MAX_HANDLERS = 32 }; /* the standard's minimum */
static void (*handlers[MAX_HANDLERS])(void);
static unsigned handler_count;

int atexit(void (*function)(void)) {
  if (handler_count == MAX_HANDLERS)
    return -1;
  handlers[handler_count++] = function;
  return 0;
}

_Noreturn void _Exit(int status) {
  size_t len;
  const char *data = __libc_output_data(&len);
  if (status == 0)
    evm_return(data, len);
  evm_revert(data, len);
}

/* Handlers run last registered first; one may register more. */
_Noreturn void exit(int status) {
  while (handler_count)
    handlers[--handler_count]();
  _Exit(status);
}

_Noreturn void abort(void) { _Exit(EXIT_FAILURE); }

_Noreturn void __assert_fail(const char *expr, const char *file,
                             unsigned line, const char *func) {
  fprintf(stderr, "%s: %s:%u: %s: Assertion `%s' failed.\n", __LIBC_PROGNAME,
          file, line, func, expr);
  abort();
}
