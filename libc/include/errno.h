/*===-- errno.h - Error numbers -------------------------------------------===*/
#ifndef __ERRNO_H
#define __ERRNO_H

#ifdef __cplusplus
extern "C" {
#endif

/* One thread, so one variable (set by strtol and friends). */
extern int errno;

/* Linux's values. */
#define EDOM 33
#define ERANGE 34
#define EINVAL 22
#define ENOMEM 12

#ifdef __cplusplus
}
#endif

#endif /* __ERRNO_H */
