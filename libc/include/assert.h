/*===-- assert.h - assert -------------------------------------------------===*
 *
 * A failed assertion writes glibc's message to the output and reverts with
 * it (docs/c.md). Like every assert.h, this one may be included again with
 * NDEBUG defined differently.
 *
 *===----------------------------------------------------------------------===*/
#undef assert
#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
#define assert(expr)                                                           \
  ((expr) ? (void)0 : __assert_fail(#expr, __FILE__, __LINE__, __func__))
#endif

#ifndef __ASSERT_H
#define __ASSERT_H

#ifndef __cplusplus
#define static_assert _Static_assert
#endif

#ifdef __cplusplus
extern "C" {
#endif
_Noreturn void __assert_fail(const char *expr, const char *file,
                             unsigned line, const char *func);
#ifdef __cplusplus
}
#endif

#endif /* __ASSERT_H */
