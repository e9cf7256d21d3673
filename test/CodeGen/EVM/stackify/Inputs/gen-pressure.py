#!/usr/bin/env python3
"""usage: gen-pressure.py N (ir | expect X)

`ir` prints a module whose entry function keeps N values alive at once, far
more than DUP16 reaches, so that the stack-layout solver must move most of
them to memory: v_i = x * (2i + 3) + i for the first calldata word x, in
the entry block; a loop of three iterations that uses v_0; then a block
that folds the values in reverse order, r = (r * 3) ^ v_j from the last to
the first, starting from the loop's accumulator, and returns r.

`expect X` prints the 32-byte result, in hex, for calldata word X."""
import sys

MASK = (1 << 256) - 1


def values(n, x):
    return [(x * (2 * i + 3) + i) & MASK for i in range(n)]


# The exit block first calls a function of this many arguments, v_0 to
# v_(WIDE-1) in reverse order: the return label and the arguments on top
# of the values live across the call.
WIDE = 15


def wide(args):
    return sum((i + 1) * a for i, a in enumerate(args)) & MASK


def expect(n, x):
    v = values(n, x)
    acc = x
    for i in range(3):
        acc = ((acc * 5 + v[0]) & MASK) ^ i
    r = acc ^ wide(list(reversed(v[:WIDE])))
    for j in reversed(range(n)):
        r = ((r * 3) & MASK) ^ v[j]
    return r


def ir(n):
    out = ['target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"',
           'target triple = "evm-unknown-unknown"',
           '',
           'declare i256 @llvm.evm.calldataload(ptr addrspace(2))',
           'declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn',
           '',
           'define void @__entry() noreturn {',
           'entry:',
           '  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)']
    for i in range(n):
        out.append(f'  %m{i} = mul i256 %x, {2 * i + 3}')
        out.append(f'  %v{i} = add i256 %m{i}, {i}')
    out += ['  br label %loop',
            'loop:',
            '  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]',
            '  %acc = phi i256 [ %x, %entry ], [ %acc1, %loop ]',
            '  %t = mul i256 %acc, 5',
            '  %u = add i256 %t, %v0',
            '  %acc1 = xor i256 %u, %i',
            '  %i1 = add i256 %i, 1',
            '  %c = icmp ult i256 %i1, 3',
            '  br i1 %c, label %loop, label %exit',
            'exit:']
    args = ', '.join(f'i256 %v{i}' for i in reversed(range(WIDE)))
    out.append(f'  %w = call i256 @wide({args})')
    out.append('  %acc2 = xor i256 %acc1, %w')
    r = '%acc2'
    for j in reversed(range(n)):
        out.append(f'  %s{j} = mul i256 {r}, 3')
        out.append(f'  %r{j} = xor i256 %s{j}, %v{j}')
        r = f'%r{j}'
    out += [f'  store i256 {r}, ptr addrspace(1) null',
            '  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)',
            '  unreachable',
            '}',
            '']
    params = ', '.join(f'i256 %a{i}' for i in range(WIDE))
    out += [f'define internal i256 @wide({params}) noinline {{',
            '  %s0 = mul i256 %a0, 1']
    for i in range(1, WIDE):
        out.append(f'  %p{i} = mul i256 %a{i}, {i + 1}')
        out.append(f'  %s{i} = add i256 %s{i - 1}, %p{i}')
    out += [f'  ret i256 %s{WIDE - 1}', '}']
    return '\n'.join(out) + '\n'


def main():
    n = int(sys.argv[1])
    if sys.argv[2] == 'ir':
        sys.stdout.write(ir(n))
    elif sys.argv[2] == 'expect':
        print(f'{expect(n, int(sys.argv[3], 0)):064x}')
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main()
