// A user's stdio.h: -I directories come before the C library's headers.
#define USER_STDIO 1
