/*===-- math.h - Declarations only: the EVM has no floating point ---------===*
 *
 * The backend rejects floating-point values (docs/c.md, Limits), so the
 * library defines none of these functions. The declarations let programs
 * that include <math.h> without computing in floating point compile:
 * csmith's runtime header includes it for helpers that its programs only
 * call when generated with --float. A call that is compiled is an error
 * naming the function.
 *
 *===----------------------------------------------------------------------===*/
#ifndef __EVM_MATH_H
#define __EVM_MATH_H

#define HUGE_VAL (__builtin_huge_val())
#define HUGE_VALF (__builtin_huge_valf())
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))

double fabs(double);
float fabsf(float);
double ldexp(double, int);
float ldexpf(float, int);
double frexp(double, int *);
double sqrt(double);
float sqrtf(float);
double floor(double);
double ceil(double);
double fmod(double, double);
double pow(double, double);
double exp(double);
double log(double);
double sin(double);
double cos(double);

#endif /* __EVM_MATH_H */
