#!/bin/bash
# Builds C programs natively against the EVM's C library (libc/), with no
# other C library:
#   build-native.sh lib CC LIBDIR [CFLAGS...]           the library, once
#   build-native.sh exe CC LIBDIR OUT PROGRAM.c [CFLAGS...]   a program
# CC is gcc or clang-22. The library's sources and the program get the C
# library's headers and the compiler's own (stddef.h, stdint.h, ...), as
# evm-cc gives them; <evm.h> is the native stand-in of Inputs/native
# (start.c: program entry, heap arena, RETURN and REVERT as exit statuses).
set -euo pipefail
mode=$1 cc=$2 lib=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
skip=
case $(basename "$cc") in
gcc*)
  # gcc's stdint.h and limits.h look for a C library's in hosted mode.
  headers=$("$cc" -print-file-name=include)
  flags=(-ffreestanding -D_LIBC_LIMITS_H_ -fno-tree-loop-distribute-patterns)
  # inttypes.h takes its formats from clang's predefined macros.
  skip=inttypes.c ;;
clang*)
  headers=$("$cc" -print-resource-dir)/include
  flags=() ;;
*) echo "build-native.sh: unknown compiler $cc" >&2; exit 2 ;;
esac
common=(-std=c11 -nostdinc -isystem "$here/native" -isystem "$root/libc/include"
        -isystem "$headers" -fno-stack-protector -fno-pie -Wall -Wextra
        -Werror "${flags[@]}")
case $mode in
lib)
  rm -rf "$lib"
  mkdir -p "$lib"
  for src in "$root"/libc/src/*.c; do
    [[ $(basename "$src") == "$skip" ]] && continue
    "$cc" "${common[@]}" "$@" -include "$here/native/native.h" -c "$src" \
      -o "$lib/$(basename "$src" .c).o"
  done
  "$cc" "${common[@]}" "$@" -c "$here/native/start.c" -o "$lib/start.o" ;;
exe)
  out=$1 program=$2
  shift 2
  "$cc" "${common[@]}" -Wno-format "$@" -c "$program" -o "$out.o"
  "$cc" -static -nostdlib -o "$out" "$out.o" "$lib"/*.o -lgcc
  rm -f "$out.o" ;;
*) echo "build-native.sh: unknown mode $mode" >&2; exit 2 ;;
esac
