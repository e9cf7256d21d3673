#!/usr/bin/env python3
"""usage: gen-far-code.py N (ir | expect X | check-trace)

`ir` prints a module whose code is larger than 64 KiB, so that labels past
the first 64 KiB need PUSH3: N noinline functions f0..f(N-1), each
f_i(x) = (x * (2i+3)) ^ K_i with a 32-byte constant K_i, with a source
line each (line i+1 of far.c); the entry calls them in order on the first
calldata word, then calls f0, the middle function and the last one again
through a table of function pointers in code (a code global whose fields
hold the far addresses), and returns the result.

`expect X` prints the 32-byte result, in hex, for calldata word X.
`check-trace` reads `bin/evm-run --trace --source-map` on stdin: every XOR
executed must be shown at the line of the function it belongs to, in call
order."""
import hashlib
import re
import sys

MASK = (1 << 256) - 1


def constant(i):
    # Every byte non-zero: the PUSH32 keeps its full width. Each function's
    # its own (a constant used by several would be kept once after the
    # code and copied, EVMConstantPool, and the code would not be as long).
    digest = hashlib.sha256(b"far-code %d" % i).digest()
    return int.from_bytes(bytes(b or 1 for b in digest), "big")


def f(i, x):
    return ((x * (2 * i + 3)) & MASK) ^ constant(i)


def table(n):
    return [0, n // 2, n - 1]


def expect(n, x):
    for i in range(n):
        x = f(i, x)
    for i in table(n):
        x = f(i, x)
    return x


def ir(n):
    out = ['target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"',
           'target triple = "evm-unknown-unknown"', '',
           'declare i256 @llvm.evm.calldataload(ptr addrspace(2))',
           'declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn', '']
    entries = ", ".join(f"ptr @f{i}" for i in table(n))
    out.append(f"@table = addrspace(4) constant [3 x ptr] [{entries}]")
    out.append("")
    for i in range(n):
        sp, loc = 10 + 2 * i, 11 + 2 * i
        out += [f"define i256 @f{i}(i256 %x) noinline !dbg !{sp} {{",
                f"  %a = mul i256 %x, {2 * i + 3}, !dbg !{loc}",
                f"  %b = xor i256 %a, {constant(i)}, !dbg !{loc}",
                f"  ret i256 %b, !dbg !{loc}", "}", ""]
    out += ["define void @__entry() noreturn {",
            "entry:",
            "  %x0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)"]
    for i in range(n):
        out.append(f"  %x{i + 1} = call i256 @f{i}(i256 %x{i})")
    last = f"%x{n}"
    for k in range(3):
        out += [f"  %p{k} = getelementptr [3 x ptr], ptr addrspace(4) @table, i256 0, i256 {k}",
                f"  %g{k} = load ptr, ptr addrspace(4) %p{k}",
                f"  %y{k} = call i256 %g{k}(i256 {last})"]
        last = f"%y{k}"
    out += ["  %m = inttoptr i256 0 to ptr addrspace(1)",
            f"  store i256 {last}, ptr addrspace(1) %m",
            "  call void @llvm.evm.return(ptr addrspace(1) %m, i256 32)",
            "  unreachable", "}", "",
            "!llvm.dbg.cu = !{!0}", "!llvm.module.flags = !{!2}",
            '!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, '
            'emissionKind: LineTablesOnly)',
            '!1 = !DIFile(filename: "far.c", directory: "/")',
            '!2 = !{i32 2, !"Debug Info Version", i32 3}',
            "!3 = !DISubroutineType(types: !{})"]
    for i in range(n):
        sp, loc = 10 + 2 * i, 11 + 2 * i
        out += [f'!{sp} = distinct !DISubprogram(name: "f{i}", scope: !1, '
                f'file: !1, line: {i + 1}, type: !3, unit: !0, '
                'spFlags: DISPFlagDefinition)',
                f"!{loc} = !DILocation(line: {i + 1}, column: 3, scope: !{sp})"]
    return "\n".join(out) + "\n"


def check_trace(n):
    lines = [int(m.group(1)) for m in
             re.finditer(r" XOR \[[^]]*\] far\.c:(\d+):3 ", sys.stdin.read())]
    want = [i + 1 for i in list(range(n)) + table(n)]
    if lines != want:
        first = next((k for k, (a, b) in enumerate(zip(lines, want)) if a != b),
                     min(len(lines), len(want)))
        sys.exit(f"XOR {first}: line {lines[first:first + 1]}, "
                 f"expected {want[first:first + 1]} ({len(lines)} XORs)")
    print(f"{len(lines)} XORs at their lines")


n = int(sys.argv[1])
if sys.argv[2] == "ir":
    sys.stdout.write(ir(n))
elif sys.argv[2] == "expect":
    print(format(expect(n, int(sys.argv[3], 0)), "064x"))
else:
    check_trace(n)
