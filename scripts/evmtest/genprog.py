"""Random well-defined integer programs in LLVM IR, for differential testing.

A program is a module of functions @f0 ... @fN (@fi only calls @fj with
j > i) and an entry point

    define i256 @run(i256 %a, i256 %b, i256 %c)

that truncates its arguments to @f0's parameter widths, calls @f0 and folds
the result into one word. Everything is defined behaviour, so any two
correct compilers agree on the result:

  * division and remainder get a divisor made non-zero (unsigned: `| 1`;
    signed: `| 1` with the sign bit cleared, so MIN / -1 cannot happen);
  * shift amounts are reduced modulo the width (`urem`);
  * loops run a bounded number of times (a counter masked to 0..7);
  * some programs have a recursive function, @rec, to a depth of at most
    7, which passes the address of its local array to the next level;
  * allocas are read with the type they were written with (so the result
    does not depend on byte order) and written before they are read;
  * no poison: no nsw/nuw/exact flags.

Functions get random linkage (external, internal, private, linkonce_odr,
weak_odr) and attributes (cold or hot, minsize, optsize, noinline or
alwaysinline, a section of their own), and @run is sometimes cold: they
change where LLVM places the code (.text.unlikely., .text.hot., the
section named) and what the middle end inlines, but never the result.

Widths are mixed: 1, 8, 16, 32, 64, 128, 256, 512 and the odd 7, 33, 257.

evm_module(program) makes a program an EVM module: an @__entry calls @run
with calldata words 0-2 and returns its result word (scripts/fuzz/fuzz.py
runs it so; scripts/harness/compare-bytecode.py compiles it).
"""

import random

WIDTHS = [1, 8, 16, 32, 64, 128, 256, 512, 7, 33, 257]
WIDTH_WEIGHTS = [3, 4, 2, 4, 4, 3, 6, 2, 1, 1, 1]
BINOPS = ["add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr",
          "udiv", "urem", "sdiv", "srem"]
PREDICATES = ["eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"]


def mask(w):
    return (1 << w) - 1


class Function:
    """Builds one function's body as text, with a pool of values by width."""

    def __init__(self, gen, index, params, ret, callees, decoration=("", "")):
        self.gen = gen
        self.rng = gen.rng
        self.name = f"f{index}"
        # (linkage, attributes and section): text before and after the
        # signature.
        self.linkage, self.attributes = decoration
        self.params = params
        self.ret = ret
        self.callees = callees
        self.lines = []
        self.allocas = []  # hoisted to the entry block: static allocas
        self.pool = {}  # width -> [value names]
        self.counter = 0
        self.block = "entry"
        for i, w in enumerate(params):
            self.add_value(w, f"%p{i}")

    def fresh(self):
        self.counter += 1
        return f"%v{self.counter}"

    def emit(self, line):
        self.lines.append(f"  {line}")

    def label(self, name):
        self.lines.append(f"{name}:")
        self.block = name

    def add_value(self, w, name):
        self.pool.setdefault(w, []).append(name)

    def constant(self, w):
        r = self.rng.random()
        if r < 0.3:
            v = self.rng.choice([0, 1, 2, mask(w), mask(w) >> 1, 1 << (w - 1)])
        else:
            v = self.rng.getrandbits(w)
        # IR writes constants as signed decimals for i1; unsigned is fine
        # for the other widths.
        if w == 1:
            return "true" if v & 1 else "false"
        return str(v & mask(w))

    def operand(self, w):
        """A value of width w: from the pool, converted from another width, or
        a constant."""
        r = self.rng.random()
        if self.pool.get(w) and r < 0.6:
            return self.rng.choice(self.pool[w])
        others = [x for x in self.pool if self.pool[x]]
        if others and r < 0.9:
            src_w = self.rng.choice(others)
            src = self.rng.choice(self.pool[src_w])
            if src_w == w:
                return src
            name = self.fresh()
            if src_w > w:
                self.emit(f"{name} = trunc i{src_w} {src} to i{w}")
            else:
                op = self.rng.choice(["zext", "sext"])
                self.emit(f"{name} = {op} i{src_w} {src} to i{w}")
            return name
        return self.constant(w)

    def binop(self, w):
        ops = BINOPS if w >= 8 else BINOPS[:9]
        op = self.rng.choice(ops)
        a = self.operand(w)
        b = self.operand(w)
        t = f"i{w}"
        if op in ("shl", "lshr", "ashr"):
            amount = self.fresh()
            self.emit(f"{amount} = urem {t} {b}, {w}")
            b = amount
        elif op in ("udiv", "urem"):
            d = self.fresh()
            self.emit(f"{d} = or {t} {b}, 1")
            b = d
        elif op in ("sdiv", "srem"):
            d1, d2 = self.fresh(), self.fresh()
            self.emit(f"{d1} = or {t} {b}, 1")
            self.emit(f"{d2} = and {t} {d1}, {mask(w) >> 1}")
            b = d2
        name = self.fresh()
        self.emit(f"{name} = {op} {t} {a}, {b}")
        self.add_value(w, name)

    def compare_select(self, w):
        a, b = self.operand(w), self.operand(w)
        c = self.fresh()
        self.emit(f"{c} = icmp {self.rng.choice(PREDICATES)} i{w} {a}, {b}")
        self.add_value(1, c)
        x, y = self.operand(w), self.operand(w)
        s = self.fresh()
        self.emit(f"{s} = select i1 {c}, i{w} {x}, i{w} {y}")
        self.add_value(w, s)

    def call(self):
        callee = self.rng.choice(self.callees)
        args = ", ".join(f"i{w} {self.operand(w)}" for w in callee.params)
        name = self.fresh()
        self.emit(f"{name} = call i{callee.ret} @{callee.name}({args})")
        self.add_value(callee.ret, name)

    def memory(self, w):
        """An alloca written, maybe overwritten under a condition, then read."""
        p = self.fresh()
        n = self.rng.choice([1, 1, 2, 4])
        self.allocas.append(f"  {p} = alloca [{n} x i{w}]")
        for i in range(n):
            slot = self.fresh()
            self.emit(f"{slot} = getelementptr [{n} x i{w}], ptr {p}, i32 0, i32 {i}")
            self.emit(f"store i{w} {self.operand(w)}, ptr {slot}")
        idx = self.fresh()
        sel = self.operand(8)
        self.emit(f"{idx} = urem i8 {sel}, {n}")
        at = self.fresh()
        self.emit(f"{at} = getelementptr [{n} x i{w}], ptr {p}, i32 0, i8 {idx}")
        if self.rng.random() < 0.5:
            self.emit(f"store i{w} {self.operand(w)}, ptr {at}")
        v = self.fresh()
        self.emit(f"{v} = load i{w}, ptr {at}")
        self.add_value(w, v)

    def straight(self, count):
        for _ in range(count):
            w = self.gen.width()
            r = self.rng.random()
            if r < 0.55:
                self.binop(w)
            elif r < 0.75:
                self.compare_select(w)
            elif r < 0.87 and self.callees:
                self.call()
            else:
                self.memory(w)

    def diamond(self):
        """if (c) { x = ... } else { y = ... }; v = phi(x, y)."""
        w = self.gen.width()
        c = self.fresh()
        self.emit(f"{c} = icmp {self.rng.choice(PREDICATES)} i{w} {self.operand(w)}, {self.operand(w)}")
        k = self.counter
        then, other, join = f"then{k}", f"else{k}", f"join{k}"
        self.emit(f"br i1 {c}, label %{then}, label %{other}")
        saved = {x: list(v) for x, v in self.pool.items()}
        results = []
        for name in (then, other):
            self.pool = {x: list(v) for x, v in saved.items()}
            self.label(name)
            self.straight(self.rng.randint(1, 4))
            results.append((self.operand(w), self.block))
            self.emit(f"br label %{join}")
        self.pool = saved
        self.label(join)
        v = self.fresh()
        self.emit(f"{v} = phi i{w} [ {results[0][0]}, %{results[0][1]} ], [ {results[1][0]}, %{results[1][1]} ]")
        self.add_value(w, v)

    def loop(self):
        """acc = init; for (i = 0; i < n; i++) acc = step(acc, i); n <= 7."""
        w = self.gen.width()
        if w == 1:
            w = 32
        n8 = self.fresh()
        self.emit(f"{n8} = and i8 {self.operand(8)}, 7")
        init = self.operand(w)
        k = self.counter
        pre, head, body, done = self.block, f"loop{k}", f"body{k}", f"done{k}"
        self.emit(f"br label %{head}")
        self.label(head)
        i, acc = f"%i{k}", f"%acc{k}"
        inext, accnext = f"%inext{k}", f"%accnext{k}"
        self.emit(f"{i} = phi i8 [ 0, %{pre} ], [ {inext}, %{body} ]")
        self.emit(f"{acc} = phi i{w} [ {init}, %{pre} ], [ {accnext}, %{body} ]")
        more = self.fresh()
        self.emit(f"{more} = icmp ult i8 {i}, {n8}")
        self.emit(f"br i1 {more}, label %{body}, label %{done}")
        saved = {x: list(v) for x, v in self.pool.items()}
        self.label(body)
        self.add_value(w, acc)
        self.add_value(8, i)
        self.straight(self.rng.randint(1, 4))
        step = self.operand(w)
        self.emit(f"{accnext} = {self.rng.choice(['add', 'xor', 'sub'])} i{w} {acc}, {step}")
        self.emit(f"{inext} = add i8 {i}, 1")
        self.emit(f"br label %{head}")
        self.pool = saved
        self.label(done)
        self.add_value(w, acc)

    def rotating_loop(self):
        """Loop-carried values that take each other's values each time round
        (a parallel copy: v[j] = v[perm[j]], some plus the counter), up to
        more than the stack reaches, so that some live in frame slots: a
        PHI read at the end of a block must see its value from before the
        block's stores to other PHIs' slots."""
        w = self.gen.width()
        if w == 1:
            w = 32
        m = self.rng.randint(2, 22)
        inits = [self.operand(w) for _ in range(m)]
        n8 = self.fresh()
        self.emit(f"{n8} = and i8 {self.operand(8)}, 7")
        k = self.counter
        pre, head, body, done = self.block, f"rot{k}", f"rotbody{k}", f"rotdone{k}"
        self.emit(f"br label %{head}")
        self.label(head)
        i, inext = f"%ri{k}", f"%rinext{k}"
        vs = [f"%r{k}.{j}" for j in range(m)]
        nexts = [f"%rn{k}.{j}" for j in range(m)]
        self.emit(f"{i} = phi i8 [ 0, %{pre} ], [ {inext}, %{body} ]")
        for v, init, nxt in zip(vs, inits, nexts):
            self.emit(f"{v} = phi i{w} [ {init}, %{pre} ], [ {nxt}, %{body} ]")
        more = self.fresh()
        self.emit(f"{more} = icmp ult i8 {i}, {n8}")
        self.emit(f"br i1 {more}, label %{body}, label %{done}")
        self.label(body)
        iw = i
        if w > 8:
            iw = self.fresh()
            self.emit(f"{iw} = zext i8 {i} to i{w}")
        elif w < 8:
            iw = self.fresh()
            self.emit(f"{iw} = trunc i8 {i} to i{w}")
        perm = list(range(m))
        self.rng.shuffle(perm)
        for j, nxt in enumerate(nexts):
            src = vs[perm[j]]
            if self.rng.random() < 0.3:
                self.emit(f"{nxt} = add i{w} {src}, {iw}")
            else:
                # A copy: the middle end keeps it as the PHI's operand.
                self.emit(f"{nxt} = or i{w} {src}, 0")
        self.emit(f"{inext} = add i8 {i}, 1")
        self.emit(f"br label %{head}")
        self.label(done)
        for v in self.rng.sample(vs, min(m, 4)):
            self.add_value(w, v)

    def build(self):
        self.straight(self.rng.randint(2, 10))
        for _ in range(self.rng.randint(0, 4)):
            r = self.rng.random()
            if r < 0.4:
                self.diamond()
            elif r < 0.8:
                self.loop()
            else:
                self.rotating_loop()
            self.straight(self.rng.randint(1, 4))
        # The result mixes several values, so that most of the computation
        # reaches it.
        result = self.operand(self.ret)
        for _ in range(self.rng.randint(2, 8)):
            mixed = self.fresh()
            self.emit(f"{mixed} = xor i{self.ret} {result}, {self.operand(self.ret)}")
            result = mixed
        self.emit(f"ret i{self.ret} {result}")
        params = ", ".join(f"i{w} %p{i}" for i, w in enumerate(self.params))
        body = ["entry:"] + self.allocas + self.lines
        return (f"define {self.linkage}i{self.ret} @{self.name}({params}){self.attributes} {{\n"
                + "\n".join(body) + "\n}\n")


class Recursive:
    """@rec: a recursive function (to a depth of at most 7) that hands the
    address of its local array down to the next activation, which reads it
    and writes a word of it back; @rec.entry is what the other functions
    call. Each activation needs its own array (EVMActivationFrames)."""

    def __init__(self, gen):
        rng = gen.rng
        w = gen.width()
        self.name, self.params, self.ret = "rec.entry", [8, w], w
        ops = ["add", "xor", "mul", "sub"]
        op1, op2, op3 = (rng.choice(ops) for _ in range(3))
        k1, k2 = (rng.getrandbits(w) | 1 for _ in range(2))
        noinline = " noinline" if rng.random() < 0.5 else ""
        self.text = f"""\
define internal i{w} @rec(i8 %depth, ptr %up, i{w} %x){noinline} {{
entry:
  %cell = alloca [2 x i{w}]
  %cell1 = getelementptr [2 x i{w}], ptr %cell, i32 0, i32 1
  store i{w} %x, ptr %cell
  %x1 = {op1} i{w} %x, {k1}
  store i{w} %x1, ptr %cell1
  %stop = icmp eq i8 %depth, 0
  br i1 %stop, label %leaf, label %deeper
deeper:
  %depth1 = sub i8 %depth, 1
  %y = {op2} i{w} %x, {k2}
  %r = call i{w} @rec(i8 %depth1, ptr %cell, i{w} %y)
  %m0 = load i{w}, ptr %cell
  %m1 = load i{w}, ptr %cell1
  %s0 = {op3} i{w} %r, %m0
  %s1 = xor i{w} %s0, %m1
  br label %join
leaf:
  %l = load i{w}, ptr %cell1
  br label %join
join:
  %v = phi i{w} [ %s1, %deeper ], [ %l, %leaf ]
  %has.up = icmp ne ptr %up, null
  br i1 %has.up, label %touch, label %done
touch:
  %u = load i{w}, ptr %up
  %u1 = add i{w} %u, %v
  store i{w} %u1, ptr %up
  br label %done
done:
  ret i{w} %v
}}

define internal i{w} @rec.entry(i8 %depth, i{w} %x) {{
  %d = and i8 %depth, 7
  %r = call i{w} @rec(i8 %d, ptr null, i{w} %x)
  ret i{w} %r
}}
"""


class Generator:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def width(self):
        return self.rng.choices(WIDTHS, WIDTH_WEIGHTS)[0]

    def decoration(self, name):
        """Random linkage and attributes of function @name, as text before
        and after its signature."""
        rng = self.rng
        linkage = rng.choices(["", "internal ", "private ", "linkonce_odr ", "weak_odr "],
                              [6, 2, 1, 1, 1])[0]
        attrs = []
        attrs += rng.choices([[], ["cold"], ["hot"]], [5, 2, 1])[0]
        attrs += rng.choices([[], ["optsize"], ["minsize", "optsize"]], [6, 1, 1])[0]
        attrs += rng.choices([[], ["noinline"], ["alwaysinline"]], [4, 2, 1])[0]
        text = "".join(f" {a}" for a in attrs)
        if rng.random() < 0.15:
            text += f' section ".text.{name}"'
        return linkage, text

    def program(self):
        """The module text (without target lines): @f0..@fN and @run."""
        count = self.rng.randint(1, 4)
        funcs = []
        texts = []
        if self.rng.random() < 0.35:
            rec = Recursive(self)
            funcs.append(rec)
            texts.append(rec.text)
        # Leaves first, so each function can call the ones made before it.
        for index in reversed(range(count)):
            params = [self.width() for _ in range(self.rng.randint(1, 6))]
            if index == 0:
                params = [w if w <= 256 else 256 for w in params][:3]
            ret = self.width()
            f = Function(self, index, params, ret, list(funcs),
                         self.decoration(f"f{index}"))
            texts.append(f.build())
            funcs.append(f)
        top = funcs[-1]
        # A cold @run makes the middle end mark the entry that calls it
        # cold as well: all of the program would be in .text.unlikely.
        cold = " cold" if self.rng.random() < 0.2 else ""
        run = [f"define i256 @run(i256 %a, i256 %b, i256 %c){cold} {{"]
        args = []
        for i, w in enumerate(top.params):
            src = ["%a", "%b", "%c"][i]
            if w == 256:
                args.append(f"i256 {src}")
            else:
                run.append(f"  %x{i} = trunc i256 {src} to i{w}")
                args.append(f"i{w} %x{i}")
        run.append(f"  %r = call i{top.ret} @f0({', '.join(args)})")
        if top.ret < 256:
            run.append(f"  %w = zext i{top.ret} %r to i256")
        elif top.ret == 256:
            run.append("  %w = add i256 %r, 0")
        else:
            # Fold the high bits in, so that they count.
            run.append(f"  %lo = trunc i{top.ret} %r to i256")
            run.append(f"  %hs = lshr i{top.ret} %r, 256")
            run.append(f"  %hi = trunc i{top.ret} %hs to i256")
            run.append("  %w = xor i256 %lo, %hi")
        run.append("  ret i256 %w")
        run.append("}")
        return "\n".join(reversed(texts)) + "\n" + "\n".join(run) + "\n"

    def inputs(self, count):
        out = []
        for _ in range(count):
            out.append([self.rng.choice([0, 1, mask(256), 1 << 255, self.rng.getrandbits(256),
                                         self.rng.getrandbits(64), self.rng.getrandbits(256)])
                        for _ in range(3)])
        return out


EVM_HEADER = """target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"
"""

EVM_ENTRY = """declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  %r = call i256 @run(i256 %a, i256 %b, i256 %c)
  store i256 %r, ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}
"""


def evm_module(program):
    """The program (Generator.program()) as a module for the EVM."""
    return EVM_HEADER + "\n" + program + "\n" + EVM_ENTRY
