#!/bin/bash
# Builds a C program natively against the EVM's C library (libc/), with no
# other C library: build-native.sh CC OUT PROGRAM.c [CFLAGS...]
# CC is gcc or clang-22; the library's sources and the program get the C
# library's headers and the compiler's own (stddef.h, stdint.h, ...), as
# evm-cc gives them; <evm.h> is the native stand-in of Inputs/native.
set -euo pipefail
cc=$1 out=$2 program=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
case $(basename "$cc") in
gcc*)
  # gcc's stdint.h and limits.h look for a C library's in hosted mode.
  headers=$("$cc" -print-file-name=include)
  flags=(-ffreestanding -D_LIBC_LIMITS_H_ -fno-tree-loop-distribute-patterns)
  # inttypes.h takes its formats from clang's predefined macros.
  skip=inttypes.c ;;
clang*)
  headers=$("$cc" -print-resource-dir)/include
  flags=()
  skip= ;;
*) echo "build-native.sh: unknown compiler $cc" >&2; exit 2 ;;
esac
common=(-std=c11 -nostdinc -isystem "$here/native" -isystem "$root/libc/include"
        -isystem "$headers" -fno-stack-protector -fno-pie -Wall -Wextra
        -Werror "${flags[@]}" "$@")
objs=$(mktemp -d)
trap 'rm -rf "$objs"' EXIT
for src in "$root"/libc/src/*.c; do
  [[ $(basename "$src") == "$skip" ]] && continue
  "$cc" "${common[@]}" -include "$here/native/native.h" -c "$src" \
    -o "$objs/$(basename "$src" .c).o"
done
"$cc" "${common[@]}" -c "$here/native/start.c" -o "$objs/start.o"
"$cc" "${common[@]}" -Wno-format -c "$program" -o "$objs/program.o"
"$cc" -static -nostdlib -o "$out" "$objs"/*.o -lgcc
