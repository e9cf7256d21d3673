// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s | FileCheck %s
// What a program sees of byte order. The EVM's C ABI is big-endian
// (docs/c.md): a union's bytes and a bit-field's place in its word are
// those of a big-endian machine, and differ from the little-endian host's.
// c-difftest.py then runs the program on a big-endian LP64 machine
// (s390x under qemu) and the EVM must print exactly what it prints.
// CHECK: byte-order.c at -O0: same output as on a big-endian machine
// CHECK: byte-order.c at -O2: same output as on a big-endian machine
#include <stdint.h>
#include <stdio.h>
#include <string.h>

union Word {
  uint32_t word;
  uint8_t bytes[4];
  struct {
    unsigned low : 4;
    unsigned rest : 28;
  } bits;
};

union Mixed {
  int8_t narrow;
  int32_t wide;
  uint64_t wider;
};

int main(void) {
  union Word w;
  w.word = 0x11223344;
  printf("bytes %02x %02x %02x %02x\n", w.bytes[0], w.bytes[1], w.bytes[2],
         w.bytes[3]);
  w.word = 0;
  w.bits.low = 0xa;
  printf("bit-field word %08x\n", (unsigned)w.word);

  union Mixed m = {.wider = 0};
  m.narrow = -7;
  printf("narrow in wider %016llx\n", (unsigned long long)m.wider);

  uint64_t v = 0x0102030405060708ull;
  unsigned char raw[8];
  memcpy(raw, &v, sizeof v);
  printf("memcpy first byte %d, last %d\n", raw[0], raw[7]);
  return 0;
}
