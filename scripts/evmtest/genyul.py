"""Random Yul programs, for differential testing against solc.

    python3 scripts/fuzz/genyul.py SEED > prog.yul

prints one program, Generator(SEED).program(): the same for the same seed
(random.Random(SEED); no dependence on dict order, hashing or time).
scripts/fuzz/yul-fuzz.py runs many of them through scripts/fuzz/yul-diff.mjs,
which compiles each with solc and with bin/evm-yul and compares what the two
bytecodes do.

A program is one of

  * a bare block `{ ... }` or an object without sub-objects (sometimes with
    a `data` item): runtime code, called once with empty calldata;
  * an object "Prog" with sub-objects: init code that deploys its
    sub-object "Callee" (create, create2), calls the deployed code (call,
    staticcall, delegatecall) with calldata it builds, uses its return
    data, and then returns the code of "Prog_deployed" (which yul-diff
    calls, and which may deploy a callee of its own), stops, or reverts.

The code has functions with 0-4 parameters and 0-4 results, defined at the
top and in nested blocks, called from several places, some recursive to a
bounded depth (a depth parameter masked at each call, one or two
self-calls under `if d`); `leave`; nested if, switch (numbers and strings,
with and without default) and for loops that always end (constant trip
counts, break, continue); every arithmetic, comparison and bitwise builtin
on edge values (0, 1, not(0), 2^255, shift amounts past 255, zero
divisors), often hidden from constant folding as add(calldataload(..), X);
memory, storage, transient storage and logs, and external calls (the
callee, or the identity and sha256 precompiles).

Each object's code is memory-safe as Solidity emits it (memoryguard, a free
memory pointer at 0x40, allocations zeroed, scratch at 0x00-0x3f) or owns
all of memory (fixed addresses below 0x2100; a sub-object's code is copied
above 0x3000 and never read). Nothing observes what may legitimately
differ between compilers: no msize, gas, pc, code size or code copies of
the program's own code, no datasize/dataoffset of an object used as a
value, no memory pointer stored, no address of a created contract stored
(only iszero of it).

Names are unique in the whole program, so nothing shadows anything, and a
function only uses its parameters, results and locals. Loops, calls and
recursion are counted against a budget, so every program ends well within
the gas limit. The first line says how the run must end:
`// expect: success` or `// expect: revert` (of the last step: the call,
or the creation when no code is left).
"""

import random

WORD = 1 << 256
MASK = WORD - 1

UNARY = ["iszero", "not", "clz"]
BINARY = ["add", "sub", "mul", "div", "sdiv", "mod", "smod", "exp", "signextend",
          "byte", "shl", "shr", "sar", "lt", "gt", "slt", "sgt", "eq", "and", "or", "xor"]
TERNARY = ["addmod", "mulmod"]
COMPARE = ["lt", "gt", "slt", "sgt", "eq"]

# Edge values for operands.
INTERESTING = [0, 1, 2, 3, 7, 8, 31, 32, 33, 0x7f, 0x80, 0xff, 0x100, 0xffff,
               (1 << 64) - 1, 1 << 64, 1 << 128, (1 << 160) - 1, (1 << 248),
               (1 << 255) - 1, 1 << 255, (1 << 255) + 1, MASK - 1, MASK]
SHIFTS = [0, 1, 7, 8, 31, 128, 248, 255, 256, 257, 300, 512, 1 << 128, MASK]
BYTE_INDEX = [0, 1, 15, 30, 31, 32, 33, 1 << 255, MASK]
SIGNEXT = [0, 1, 2, 15, 30, 31, 32, 33, 1 << 255, MASK]
DIVISORS = [0, 0, 1, 2, 3, 10, MASK, MASK - 1, 1 << 255, (1 << 255) - 1, 1 << 128]
EXPONENTS = [0, 1, 2, 3, 8, 255, 256, 257, MASK]

# Limits that keep programs within solc's stack (no "stack too deep") and
# the gas limit.
VAR_LIMIT = 7           # variables visible in one function (or the top level)
MAX_DEPTH = 4           # nested blocks within one function
MAX_RETURNDATA = 0x80   # the most return data any call can leave
BUFFER_SIZES = [0x40, 0x60, 0x80, 0xa0, 0xc0, 0x100]
FREE_MEMORY = 0x2000    # unguarded code uses memory below 0x2000 + 0x100
CODE_STAGING = 0x3000   # where unguarded code copies a sub-object to create it

# Cost units (roughly 100 gas each) of what a statement does.
COST_SSTORE = 30
COST_SLOAD = 5
COST_LOG = 15
COST_CREATE = 9000      # 32000 gas and the code deposit (200 a byte)
COST_CALL = 30
TOP_BUDGET = 40000


def string_value(raw):
    """The word a string literal of these bytes stands for (left-aligned)."""
    return int.from_bytes(raw.ljust(32, b"\0"), "big")


class Var:
    """A variable: kind val (assignable), ro (read-only: loop counters,
    recursion depths, call inputs), ptr (a memory buffer of size bytes in
    guarded code: only ever an address), addr (a created contract: only ever
    a call target, or iszero of it)."""

    def __init__(self, name, kind, size=0):
        self.name = name
        self.kind = kind
        self.size = size


class Func:
    def __init__(self, name, params, nrets):
        self.name = name
        self.params = params      # [Var]; a param of kind "depth" is the recursion depth
        self.nrets = nrets
        self.cost = 1             # cost units of one call, everything it runs included
        self.pure = True          # writes no state (callable under staticcall)
        self.max_depth = 0        # recursive: the depth argument is at most this
        self.calls = 0
        self.done = False


class Scope:
    def __init__(self, boundary):
        self.vars = []
        self.funcs = []
        self.boundary = boundary  # a function body or an object's code


class Frame:
    """A function body, or an object's code outside functions."""

    def __init__(self, func, budget, can_write, exits):
        self.func = func
        self.budget = budget      # cost units left
        self.cost = 0             # cost units spent (multiplied by loop counts)
        self.mult = 1             # product of the trip counts of enclosing loops
        self.loops = 0            # enclosing loops (for break and continue)
        self.can_write = can_write
        self.wrote = False
        self.exits = exits        # early exits allowed: "stop", "return", "revert"
        self.recursion = None     # the recursion statement's state, while it is made


class ObjectCode:
    """What the code of one object may use."""

    def __init__(self, role, guarded, zero):
        self.role = role          # main, init, deployed, callee, callee_init
        self.guarded = guarded    # memoryguard and a free memory pointer
        self.zero = zero          # an expression that is 0 at run time
        self.subobject = None     # the callee object it can create
        self.callee = None        # CalleeInfo of that object
        self.data = []            # (name, length) of its data items
        self.creates = 0


class CalleeInfo:
    def __init__(self, name, cost, fails):
        self.name = name
        self.cost = cost          # cost units of one call, its worst mode
        self.fails = fails        # its init code reverts


class Generator:
    def __init__(self, seed):
        self.seed = seed
        self.rng = random.Random(seed)
        self.counter = 0
        self.statements_left = 0
        self.obj = None
        self.scopes = []
        self.frame = None

    # ------------------------------------------------------------------
    # Names, scopes, costs.

    def fresh(self, prefix):
        self.counter += 1
        return f"{prefix}{self.counter}"

    def declare(self, name, kind, size=0):
        var = Var(name, kind, size)
        self.scopes[-1].vars.append(var)
        return var

    def visible(self, kinds):
        out = []
        for scope in reversed(self.scopes):
            out += [v for v in scope.vars if v.kind in kinds]
            if scope.boundary:
                break
        return out

    def nvars(self):
        return len(self.visible(("val", "ro", "ptr", "addr", "depth")))

    def room(self, k=1):
        limit = VAR_LIMIT
        if self.obj.callee is not None and self.frame.func is None:
            # Calls of seven arguments need the room.
            limit -= 2
        return self.nvars() + k <= limit

    def depth_for(self, depths):
        """An expression depth: shallower when many variables are live, so
        that solc's stack layout does not run out of reach."""
        d = self.rng.choice(depths)
        return min(d, 2) if self.nvars() >= 5 else d

    def spend(self, units):
        self.frame.cost += units * self.frame.mult
        self.frame.budget -= units * self.frame.mult

    def affordable(self, units):
        return units * self.frame.mult <= self.frame.budget

    def wrote(self):
        self.frame.wrote = True

    def callable_funcs(self, nrets=None, kinds=None):
        """Functions visible here that can be called: done, affordable,
        pure where state must not change, arguments available."""
        out = []
        for scope in self.scopes:
            for f in scope.funcs:
                if not f.done or (nrets is not None and f.nrets not in nrets):
                    continue
                if kinds is not None and f.nrets not in kinds:
                    continue
                if not f.pure and not self.frame.can_write:
                    continue
                if not self.affordable(f.cost + 2):
                    continue
                if any(p.kind == "ptr" and not self.pointers(p.size) for p in f.params):
                    continue
                out.append(f)
        return out

    def pick_func(self, funcs):
        # Functions not called yet first: an uncalled function is dead code.
        weights = [4 if f.calls == 0 else 1 for f in funcs]
        return self.rng.choices(funcs, weights)[0]

    # ------------------------------------------------------------------
    # Literals and leaves.

    def number(self, v, literal=False):
        """A literal for v: decimal or hex, or (unless literal) sometimes an
        expression for an edge value (not(0), shl(255, 1))."""
        rng = self.rng
        r = rng.random()
        if v == MASK and r < 0.3 and not literal:
            return "not(0)"
        if v == 1 << 255 and r < 0.3 and not literal:
            return "shl(255, 1)"
        if v < 1 << 16 and r < 0.6:
            return str(v)
        text = f"{v:x}"
        if rng.random() < 0.15:
            text = text.upper()
        return f"0x{text}"

    def random_value(self):
        rng = self.rng
        r = rng.random()
        if r < 0.55:
            return rng.choice(INTERESTING)
        if r < 0.75:
            return rng.randrange(0, 1 << rng.choice([8, 16, 32, 64]))
        if r < 0.85:
            return (rng.choice(INTERESTING) + rng.choice([-1, 1])) & MASK
        return rng.getrandbits(256)

    def string_literal(self, max_bytes=32):
        """A string literal (text, value): letters, digits, escapes."""
        rng = self.rng
        raw = b""
        text = ""
        for _ in range(rng.choice([0, 1, 2, 3, 5, 8, 13, 31, 32])):
            r = rng.random()
            if r < 0.8:
                c = rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.:")
                piece, b = c, c.encode()
            elif r < 0.9:
                n = rng.randrange(256)
                piece, b = f"\\x{n:02x}", bytes([n])
            elif r < 0.95:
                piece, b = rng.choice([("\\n", b"\n"), ("\\t", b"\t"), ("\\\\", b"\\"),
                                       ('\\"', b'"'), ("\\'", b"'"), ("\\r", b"\r")])
            else:
                piece, b = "\\u00e9", "\u00e9".encode()
            if len(raw) + len(b) > max_bytes:
                break
            raw += b
            text += piece
        return f'"{text}"', string_value(raw)

    def literal(self):
        if self.rng.random() < 0.06:
            return self.string_literal()[0]
        return self.number(self.random_value())

    def hidden(self, v=None):
        """A value the optimizer cannot fold: the object's zero plus v."""
        if v is None:
            v = self.random_value()
        z = self.obj.zero
        form = self.rng.random()
        lit = self.number(v)
        if form < 0.6:
            return f"add({z}, {lit})"
        if form < 0.75:
            return f"xor({lit}, {z})"
        if form < 0.9:
            return f"or({z}, {lit})"
        return f"sub({lit}, {z})"

    def edge(self, values):
        """An operand from values, hidden or not."""
        v = self.rng.choice(values)
        return self.hidden(v) if self.rng.random() < 0.5 else self.number(v)

    def slot(self):
        r = self.rng.random()
        if r < 0.7:
            return str(self.rng.randrange(0, 48))
        if r < 0.8:
            return self.number(self.rng.choice([MASK, 1 << 255, 0x100, (1 << 160) - 1]))
        return f"and({self.expr(1)}, 0x3f)"

    def leaf(self):
        rng = self.rng
        values = self.visible(("val", "ro", "depth"))
        choices = [("var", 40 if values else 0), ("lit", 18), ("hidden", 16), ("sload", 4),
                   ("tload", 2), ("mload", 8), ("env", 3), ("addr", 2 if self.visible(("addr",)) else 0),
                   ("calldata", 3 if self.obj.role == "callee" else 0)]
        kind = rng.choices([c for c, _ in choices], [w for _, w in choices])[0]
        if kind == "var":
            return rng.choice(values).name
        if kind == "lit":
            return self.literal()
        if kind == "hidden":
            return self.hidden()
        if kind == "sload":
            self.spend(COST_SLOAD)
            return f"sload({self.slot()})"
        if kind == "tload":
            return f"tload({self.slot()})"
        if kind == "mload":
            return f"mload({self.word_address()})"
        if kind == "env":
            return rng.choice(["returndatasize()", "calldatasize()", "callvalue()"])
        if kind == "addr":
            return f"iszero({rng.choice(self.visible(('addr',))).name})"
        return f"calldataload({rng.choice(['0x20', '0x40', '0x24', '0x60', '0'])})"

    # ------------------------------------------------------------------
    # Memory: addresses and ranges that stay inside what the code owns.

    def pointers(self, min_size=0):
        return [p for p in self.visible(("ptr",)) if p.size >= min_size]

    def dynamic(self, bound):
        """An expression in [0, bound)."""
        e = self.expr(1)
        if bound & (bound - 1) == 0 and self.rng.random() < 0.6:
            return f"and({e}, {hex(bound - 1)})"
        return f"mod({e}, {hex(bound)})"

    def address(self, width, fixed=False):
        """An address a of an access of width bytes: [a, a + width) is owned.
        fixed: a literal or a pointer plus a literal (no call in it)."""
        rng = self.rng
        if self.obj.guarded:
            ptrs = self.pointers(width)
            if not ptrs or rng.random() < 0.2:
                return self.number(rng.randrange(0, 0x40 - width + 1))
            p = rng.choice(ptrs)
            room = p.size - width + 1
            r = rng.random()
            if r < 0.3:
                return p.name
            if r < 0.75 or fixed:
                return f"add({p.name}, {self.number(rng.randrange(room))})"
            return f"add({p.name}, {self.dynamic(room)})"
        r = rng.random()
        if r < 0.6 or fixed:
            a = rng.choice([0, 0x20, 0x40, 0x60, 0x80, 0x100, 0x200, 0x400, 0x1000]) + rng.choice([0, 0, 1, 31, 32, 64])
            return self.number(a)
        return self.dynamic(FREE_MEMORY)

    def word_address(self, fixed=False):
        return self.address(32, fixed)

    def byte_address(self):
        return self.address(1)

    def range(self, max_len=0x100, min_len=0, fixed=False):
        """(address, length) of a range the code owns, min_len <= length <=
        max(max_len, min_len); None when there is none here (guarded code
        without a buffer that large). fixed: the address is a literal or a
        pointer plus a literal (it can be written more than once)."""
        rng = self.rng
        top = max(max_len, min_len)
        if self.obj.guarded:
            ptrs = self.pointers(max(min_len, 1))
            if min_len <= 0x40 and (not ptrs or rng.random() < 0.15):
                n = rng.randrange(min_len, min(top, 0x40) + 1)
                a = rng.randrange(0, 0x40 - n + 1)
                return self.number(a), self.number(n)
            if not ptrs:
                return None
            p = rng.choice(ptrs)
            n = rng.randrange(min_len, min(p.size, top) + 1)
            off = rng.randrange(0, p.size - n + 1)
            a = p.name if off == 0 else f"add({p.name}, {self.number(off)})"
            return a, self.number(n)
        n = rng.choice([0, 1, 31, 32, 33, 64, 96, 0x80, 0x100])
        n = max(min_len, min(n, top))
        if fixed or rng.random() < 0.7:
            a = self.number(rng.choice([0, 0x20, 0x40, 0x80, 0x100, 0x400, 0x1000]) + rng.choice([0, 1, 5]))
        else:
            a = self.dynamic(FREE_MEMORY)
        if min_len == 0 and top >= 0x20 and rng.random() < 0.2:
            mask = (1 << (top.bit_length() - 1)) - 1
            return a, f"and({self.expr(1)}, {hex(mask)})"
        return a, self.number(n)

    # ------------------------------------------------------------------
    # Expressions.

    def expr(self, depth=2, allow_calls=True):
        rng = self.rng
        if depth <= 0 or rng.random() < 0.25:
            return self.leaf()
        r = rng.random()
        d = depth - 1
        if r < 0.45:
            op = rng.choice(BINARY)
            a = self.expr(d, allow_calls)
            if op in ("shl", "shr", "sar"):
                b = self.edge(SHIFTS) if rng.random() < 0.6 else self.expr(d, allow_calls)
                return f"{op}({b}, {a})"
            if op == "byte":
                b = self.edge(BYTE_INDEX) if rng.random() < 0.6 else self.expr(d, allow_calls)
                return f"byte({b}, {a})"
            if op == "signextend":
                b = self.edge(SIGNEXT) if rng.random() < 0.6 else self.expr(d, allow_calls)
                return f"signextend({b}, {a})"
            if op in ("div", "sdiv", "mod", "smod"):
                b = self.edge(DIVISORS) if rng.random() < 0.5 else self.expr(d, allow_calls)
                if op in ("sdiv", "smod") and rng.random() < 0.15:
                    a = self.edge([1 << 255])
                    b = self.edge([MASK])
                return f"{op}({a}, {b})"
            if op == "exp":
                b = self.edge(EXPONENTS) if rng.random() < 0.6 else self.expr(d, allow_calls)
                if rng.random() < 0.3:
                    a = self.edge([0, 1, 2, 3, 10, 256, MASK, 1 << 255])
                return f"exp({a}, {b})"
            b = self.expr(d, allow_calls)
            if rng.random() < 0.5:
                return f"{op}({b}, {a})"
            return f"{op}({a}, {b})"
        if r < 0.55:
            return f"{rng.choice(UNARY)}({self.expr(d, allow_calls)})"
        if r < 0.62:
            op = rng.choice(TERNARY)
            n = self.edge(DIVISORS) if rng.random() < 0.4 else self.expr(d, allow_calls)
            return f"{op}({self.expr(d, allow_calls)}, {self.expr(d, allow_calls)}, {n})"
        if r < 0.68:
            a, n = self.range()
            self.spend(1)
            return f"keccak256({a}, {n})"
        if r < 0.76:
            return f"mload({self.word_address()})"
        if r < 0.8:
            self.spend(COST_SLOAD)
            return f"{rng.choice(['sload', 'tload'])}({self.slot()})"
        if allow_calls and r < 0.92:
            funcs = self.callable_funcs(nrets=(1,))
            if funcs:
                return self.call_text(self.pick_func(funcs))
        return f"{rng.choice(COMPARE)}({self.expr(d, allow_calls)}, {self.expr(d, allow_calls)})"

    def condition(self):
        rng = self.rng
        r = rng.random()
        if r < 0.4:
            return f"{rng.choice(COMPARE)}({self.expr(1)}, {self.expr(1)})"
        if r < 0.55:
            return f"iszero({self.expr(2)})"
        if r < 0.7:
            return f"and({self.expr(1)}, {self.number(rng.choice([1, 2, 3, 0x80]))})"
        return self.expr(2)

    def call_text(self, f):
        """f(args), its arguments as this context allows; spends its cost."""
        f.calls += 1
        self.spend(f.cost + 1)
        if not f.pure:
            self.wrote()
        args = []
        for p in f.params:
            if p.kind == "depth":
                if self.rng.random() < 0.5:
                    args.append(str(self.rng.randint(0, f.max_depth)))
                else:
                    args.append(f"and({self.expr(1, False)}, {f.max_depth})")
            elif p.kind == "ptr":
                args.append(self.rng.choice(self.pointers(p.size)).name)
            else:
                args.append(self.expr(1, False))
        return f"{f.name}({', '.join(args)})"

    # ------------------------------------------------------------------
    # Statements. Each returns a list of lines.

    def statement(self, depth):
        rng = self.rng
        frame = self.frame
        self.statements_left -= 1
        assignable = self.visible(("val",))
        calls0 = self.callable_funcs(nrets=(0,))
        callsn = self.callable_funcs(nrets=(2, 3, 4)) if self.room(2) or assignable else []
        nested = depth < MAX_DEPTH and self.statements_left > 0
        external = self.obj.role in ("main", "init", "deployed") or self.obj.role == "callee"
        choices = [
            ("let", 12 if self.room() else 0),
            ("assign", 9 if assignable else 0),
            ("sstore", 7 if frame.can_write and self.affordable(COST_SSTORE) else 0),
            ("tstore", 2 if frame.can_write else 0),
            ("memory", 7),
            ("log", 2 if frame.can_write and self.affordable(COST_LOG) else 0),
            ("call0", 4 if calls0 else 0),
            ("calln", 5 if callsn else 0),
            ("alloc", 2 if self.obj.guarded and self.room() and self.affordable(8) else 0),
            ("if", 6 if nested else 0),
            ("switch", 3 if nested else 0),
            ("for", 4 if nested and self.affordable(20) else 0),
            ("block", 1 if nested else 0),
            ("pop", 1),
            ("precompile", 2 if external and self.affordable(COST_CALL) else 0),
            ("callee", 6 if self.can_call_callee() else 0),
            ("create", 5 if self.can_create() else 0),
            ("exit", 0.3 if frame.exits and depth > 0 else 0),
        ]
        kind = rng.choices([c for c, _ in choices], [w for _, w in choices])[0]
        return getattr(self, f"st_{kind}")(depth)

    def st_let(self, depth):
        name = self.fresh("v")
        if self.rng.random() < 0.08:
            self.declare(name, "val")
            return [f"let {name}"]
        e = self.expr(self.depth_for([1, 2, 2, 3]))
        self.spend(1)
        self.declare(name, "val")
        return [f"let {name} := {e}"]

    def st_assign(self, depth):
        target = self.rng.choice(self.visible(("val",)))
        self.spend(1)
        r = self.rng.random()
        if r < 0.3:
            # Accumulate: the old value goes on counting.
            op = self.rng.choice(["add", "xor", "sub", "mul", "or"])
            return [f"{target.name} := {op}({target.name}, {self.expr(2)})"]
        return [f"{target.name} := {self.expr(self.depth_for([1, 2, 3]))}"]

    def st_sstore(self, depth):
        self.spend(COST_SSTORE)
        self.wrote()
        return [f"sstore({self.slot()}, {self.expr(2)})"]

    def st_tstore(self, depth):
        self.spend(2)
        self.wrote()
        return [f"tstore({self.slot()}, {self.expr(2)})"]

    def st_memory(self, depth):
        rng = self.rng
        self.spend(2)
        r = rng.random()
        if r < 0.45:
            return [f"mstore({self.word_address()}, {self.expr(2)})"]
        if r < 0.6:
            return [f"mstore8({self.byte_address()}, {self.expr(2)})"]
        if r < 0.75:
            dst, n = self.range(0x80)
            # The source as long as the destination.
            src = self.same_length_source(n)
            return [f"mcopy({dst}, {src}, {n})"] if src else [f"mstore({self.word_address()}, {self.expr(1)})"]
        if r < 0.85:
            dst, n = self.range(0x80)
            off = rng.choice(["0", "calldatasize()", "0x20", self.number(MASK - 3), self.expr(1)])
            return [f"calldatacopy({dst}, {off}, {n})"]
        if r < 0.93:
            # The destination has no call in it: evaluated after
            # returndatasize(), a call would change the return data.
            where = self.range(MAX_RETURNDATA, MAX_RETURNDATA, fixed=True)
            if where:
                return [f"returndatacopy({where[0]}, 0, returndatasize())"]
            return [f"returndatacopy({self.word_address(True)}, 0, and(returndatasize(), 0x20))"]
        if self.obj.data:
            name, length = rng.choice(self.obj.data)
            where = self.range(length, length)
            if where:
                return [f'datacopy({where[0]}, dataoffset("{name}"), datasize("{name}"))']
        return [f"mstore({self.word_address()}, {self.expr(2)})"]

    def same_length_source(self, n_text):
        """A source address for a copy of n_text bytes (a literal)."""
        n = int(n_text, 0) if not n_text.startswith(("and", "not", "shl")) else None
        if n is None:
            return None
        if self.obj.guarded:
            ptrs = self.pointers(max(n, 1))
            if n <= 0x40 and (not ptrs or self.rng.random() < 0.2):
                return self.number(self.rng.randrange(0, 0x40 - n + 1))
            if not ptrs:
                return None
            p = self.rng.choice(ptrs)
            off = self.rng.randrange(0, p.size - n + 1)
            return p.name if off == 0 else f"add({p.name}, {self.number(off)})"
        return self.number(self.rng.randrange(0, FREE_MEMORY))

    def st_log(self, depth):
        self.spend(COST_LOG)
        self.wrote()
        k = self.rng.randint(0, 4)
        a, n = self.range(0x80)
        topics = [self.expr(1) for _ in range(k)]
        return [f"log{k}({', '.join([a, n] + topics)})"]

    def st_call0(self, depth):
        f = self.pick_func(self.callable_funcs(nrets=(0,)))
        return [self.call_text(f)]

    def st_calln(self, depth):
        rng = self.rng
        f = self.pick_func(self.callable_funcs(nrets=(2, 3, 4)))
        assignable = self.visible(("val",))
        if len(assignable) >= f.nrets and (not self.room(f.nrets) or rng.random() < 0.4):
            targets = rng.sample(assignable, f.nrets)
            return [f"{', '.join(t.name for t in targets)} := {self.call_text(f)}"]
        if not self.room(f.nrets):
            return self.st_pop(depth)
        text = self.call_text(f)
        names = [self.fresh("v") for _ in range(f.nrets)]
        for n in names:
            self.declare(n, "val")
        return [f"let {', '.join(names)} := {text}"]

    def st_alloc(self, depth):
        name = self.fresh("p")
        size = self.rng.choice(BUFFER_SIZES)
        self.spend(3 + size // 32)
        self.declare(name, "ptr", size)
        return [f"let {name} := alloc_mem({self.number(size)})"]

    def st_pop(self, depth):
        self.spend(1)
        return [f"pop({self.expr(2)})"]

    def st_exit(self, depth):
        kind = self.rng.choice(self.frame.exits)
        cond = self.condition()
        if kind == "stop":
            return [f"if {cond} {{ stop() }}"]
        a, n = self.range(0x80)
        return [f"if {cond} {{ {kind}({a}, {n}) }}"]

    # Control flow.

    def block_body(self, depth, count=None, extra=None, tail=True):
        """The statements of a nested block, in a scope of its own: maybe
        a function or two defined in it, maybe a break, continue or leave
        at the end."""
        rng = self.rng
        scope = Scope(False)
        self.scopes.append(scope)
        if extra:
            for v in extra:
                scope.vars.append(v)
        defs = []
        if depth <= 2 and self.statements_left > 4 and rng.random() < 0.12:
            for _ in range(rng.randint(1, 2)):
                defs.append(self.function(scope, depth))
        if count is None:
            count = rng.choice([1, 1, 2, 2, 3, 4])
        stmts = []
        for _ in range(count):
            stmts.append(self.statement(depth + 1))
            if self.statements_left <= 0:
                break
        # Values of the block reach what outlives it.
        local = [v for v in scope.vars if v.kind == "val"]
        outer = [v for v in self.visible(("val",)) if v not in scope.vars]
        if local and outer and rng.random() < 0.5:
            o, v = rng.choice(outer), rng.choice(local)
            stmts.append([f"{o.name} := {rng.choice(['add', 'xor', 'sub'])}({o.name}, {v.name})"])
        if tail:
            stmts += self.block_tail()
        self.scopes.pop()
        for d in defs:
            stmts.insert(rng.randint(0, len(stmts)), d)
        return [line for s in stmts for line in s]

    def block_tail(self):
        rng = self.rng
        if rng.random() > 0.25:
            return []
        options = []
        if self.frame.loops:
            options += ["break", "continue"]
        if self.frame.func is not None and self.frame.recursion is None:
            options += ["leave"]
        return [[rng.choice(options)]] if options else []

    def braced(self, head, body):
        if not body:
            return [f"{head} {{ }}"]
        if len(body) == 1 and len(body[0]) < 60 and not body[0].endswith("{"):
            return [f"{head} {{ {body[0]} }}"]
        return [f"{head} {{"] + ["    " + line for line in body] + ["}"]

    def st_if(self, depth):
        self.spend(1)
        cond = self.condition()
        return self.braced(f"if {cond}", self.block_body(depth))

    def st_block(self, depth):
        return ["{"] + ["    " + line for line in self.block_body(depth)] + ["}"]

    def st_switch(self, depth):
        rng = self.rng
        self.spend(2)
        style = rng.random()
        used = set()
        cases = []
        if style < 0.5:
            # Small numbers: a selector masked to them.
            k = rng.choice([2, 4, 8])
            sel = rng.choice([f"and({self.expr(2)}, {k - 1})", f"mod({self.expr(2)}, {k})"])
            for v in rng.sample(range(k), rng.randint(1, min(k, 4))):
                cases.append((self.number(v, True), v))
        elif style < 0.75:
            # Strings; the selector sometimes is one of them.
            for _ in range(rng.randint(1, 3)):
                text, v = self.string_literal(12)
                if v not in used:
                    used.add(v)
                    cases.append((text, v))
            if rng.random() < 0.6:
                sel = f"add({self.obj.zero}, {rng.choice(cases)[0]})"
            else:
                sel = self.expr(2)
        else:
            # Edge values.
            for _ in range(rng.randint(1, 4)):
                v = rng.choice(INTERESTING)
                if v not in used:
                    used.add(v)
                    cases.append((self.number(v, True), v))
            sel = self.hidden(rng.choice(cases)[1]) if rng.random() < 0.5 else self.expr(2)
        # Case values are distinct numbers.
        seen = set()
        distinct = []
        for text, v in cases:
            if v not in seen:
                seen.add(v)
                distinct.append((text, v))
        lines = [f"switch {sel}"]
        has_default = rng.random() < 0.55
        if rng.random() < 0.05:
            distinct = []
            has_default = True
        for text, _ in distinct:
            lines += self.braced(f"case {text}", self.block_body(depth))
        if has_default:
            lines += self.braced("default", self.block_body(depth))
        return lines

    def st_for(self, depth):
        """A loop of at most 8 iterations: counting up or down in the loop's
        head, or a counter declared before it and counted in the body
        (first thing, so continue cannot skip it), ending by the condition
        or by break."""
        rng = self.rng
        frame = self.frame
        n = rng.choice([0, 1, 2, 3, 3, 4, 5, 6, 8])
        if not self.affordable(20 * max(n, 1)):
            n = 1
        style = rng.choice(["up", "up", "down", "while", "forever"])
        if not self.room(2):
            return self.st_pop(depth)
        counter = self.fresh("i")
        bound = self.number(n) if rng.random() < 0.5 else self.hidden(n)
        self.spend(2 * (n + 1))
        pre = []
        if style in ("while", "forever"):
            self.declare(counter, "ro")
            pre = [f"let {counter} := 0"]
        # The variables of the loop's head are in a scope around the body.
        self.scopes.append(Scope(False))
        acc_init = acc_post = ""
        if style in ("up", "down"):
            self.declare(counter, "ro")
            if self.room(2) and rng.random() < 0.3:
                acc = self.fresh("v")
                acc_init = f" let {acc} := {self.expr(1, False)}"
                self.declare(acc, "val")
                acc_post = f" {acc} := {rng.choice(['add', 'xor', 'mul'])}({acc}, {self.expr(1, False)})"
        saved = (frame.mult, frame.loops)
        frame.mult *= max(n, 1)
        frame.loops += 1
        body = self.block_body(depth)
        frame.mult, frame.loops = saved
        self.scopes.pop()
        if style == "forever":
            body = [f"if iszero(lt({counter}, {bound})) {{ break }}", f"{counter} := add({counter}, 1)"] + body
            head = "for { } 1 { }"
        elif style == "while":
            body = [f"{counter} := add({counter}, 1)"] + body
            head = f"for {{ }} lt({counter}, {bound}) {{ }}"
        elif style == "up":
            head = (f"for {{ let {counter} := 0{acc_init} }} lt({counter}, {bound}) "
                    f"{{ {counter} := add({counter}, 1){acc_post} }}")
        else:
            cond = counter if rng.random() < 0.5 else f"gt({counter}, 0)"
            head = (f"for {{ let {counter} := {bound}{acc_init} }} {cond} "
                    f"{{ {counter} := sub({counter}, 1){acc_post} }}")
        if not body:
            return pre + [f"{head} {{ }}"]
        return pre + [f"{head} {{"] + ["    " + line for line in body] + ["}"]

    # External calls.

    def st_precompile(self, depth):
        rng = self.rng
        self.spend(COST_CALL)
        inp, n = self.range(0x80)
        out, m = self.range(0x80, 0)
        target = rng.choice(["4", "4", "2", "0x1234"])
        call = rng.choice(["staticcall", "call"])
        if call == "call":
            text = f"call(gas(), {target}, 0, {inp}, {n}, {out}, {m})"
        else:
            text = f"staticcall(gas(), {target}, {inp}, {n}, {out}, {m})"
        if rng.random() < 0.5 and self.room():
            name = self.fresh("v")
            self.declare(name, "val")
            return [f"let {name} := {text}"]
        if self.frame.can_write and rng.random() < 0.5:
            self.wrote()
            return [f"sstore({self.slot()}, {text})"]
        return [f"pop({text})"]

    def can_call_callee(self):
        return (self.obj.callee is not None and self.visible(("addr",))
                and self.frame.func is None and self.affordable(self.obj.callee.cost + COST_CALL))

    def can_create(self):
        return (self.obj.callee is not None and self.frame.func is None and self.frame.loops == 0
                and self.obj.creates < 3 and self.room() and self.affordable(COST_CREATE))

    def st_create(self, depth):
        rng = self.rng
        self.obj.creates += 1
        self.spend(COST_CREATE)
        self.wrote()
        name = self.fresh("a")
        sub = self.obj.callee.name
        where = "mload(0x40)" if self.obj.guarded else hex(CODE_STAGING)
        lines = [f'datacopy({where}, dataoffset("{sub}"), datasize("{sub}"))']
        if rng.random() < 0.6:
            lines.append(f'let {name} := create(0, {where}, datasize("{sub}"))')
        else:
            # A salt of its own: creating at an address that has code
            # fails and takes all the gas it was given.
            salt = self.number(self.obj.creates if rng.random() < 0.5 else rng.getrandbits(256) | 0xff)
            lines.append(f'let {name} := create2(0, {where}, datasize("{sub}"), {salt})')
        self.declare(name, "addr")
        return lines

    def st_callee(self, depth):
        """Calls the callee: mode word 0 (compute and return), 1 (also
        write state), 2 (revert), 3 (stop), then arguments."""
        rng = self.rng
        info = self.obj.callee
        self.spend(info.cost + COST_CALL)
        self.wrote()
        target = rng.choice(self.visible(("addr",))).name
        kind = rng.choice(["call", "call", "staticcall", "delegatecall"])
        mode = rng.choice([0, 0, 2, 3]) if kind == "staticcall" else rng.choice([0, 1, 1, 2, 3])
        where = self.range(0x100, 0x60, fixed=True)
        if where is None:
            return self.st_pop(depth)
        base, n = where
        lines = []
        lines.append(f"mstore({base}, {self.number(mode) if rng.random() < 0.7 else self.hidden(mode)})")
        for k in (1, 2):
            lines.append(f"mstore(add({base}, {hex(32 * k)}), {self.expr(2)})")
        out, m = self.range(0x80, 0)
        if kind == "call":
            value = "0" if rng.random() < 0.9 else "1"
            text = f"call(gas(), {target}, {value}, {base}, {n}, {out}, {m})"
        else:
            text = f"{kind}(gas(), {target}, {base}, {n}, {out}, {m})"
        if self.room() and rng.random() < 0.6:
            name = self.fresh("v")
            lines.append(f"let {name} := {text}")
            self.declare(name, "val")
        else:
            lines.append(f"sstore({self.slot()}, {text})")
        r = rng.random()
        where = self.range(MAX_RETURNDATA, MAX_RETURNDATA, fixed=True)
        if r < 0.4 and where:
            lines.append(f"returndatacopy({where[0]}, 0, returndatasize())")
        elif r < 0.6:
            dst = self.word_address(True)
            lines.append(f"if gt(returndatasize(), 0x1f) {{ returndatacopy({dst}, 0, 0x20) }}")
        return lines

    # ------------------------------------------------------------------
    # Functions.

    def function(self, scope, depth):
        """Makes a function defined in scope (visible in all of it) and
        returns its definition's lines."""
        rng = self.rng
        nparams = rng.choices([0, 1, 2, 3, 4], [2, 4, 4, 3, 2])[0]
        nrets = rng.choices([0, 1, 2, 3, 4], [3, 6, 3, 2, 1])[0]
        recursive = nparams >= 1 and rng.random() < 0.25
        f = Func(self.fresh("f"), [], nrets)
        for k in range(nparams):
            if k == 0 and recursive:
                f.params.append(Var(self.fresh("d"), "depth"))
            elif self.obj.guarded and rng.random() < 0.25:
                f.params.append(Var(self.fresh("q"), "ptr", rng.choice(BUFFER_SIZES[:4])))
            else:
                f.params.append(Var(self.fresh("x"), "val"))
        rets = [Var(self.fresh("r"), "val") for _ in range(nrets)]
        can_write = self.frame.can_write and rng.random() < 0.7
        exits = self.frame.exits
        budget = rng.choice([60, 150, 400, 1000])
        selfcalls = 0
        if recursive:
            selfcalls = rng.choice([1, 1, 2])
            f.max_depth = rng.choice([1, 3]) if selfcalls == 2 else rng.choice([1, 3, 4, 5])
            invocations = sum(selfcalls ** j for j in range(f.max_depth + 1))
            budget = max(20, budget // invocations)

        saved_frame, saved_scopes = self.frame, self.scopes
        # A function's statements come from an allowance of its own.
        saved_left = self.statements_left
        self.statements_left = rng.choice([3, 4, 6, 8, 12])
        self.scopes = saved_scopes + [Scope(True)]
        self.frame = Frame(f, budget, can_write, [e for e in exits if rng.random() < 0.3])
        self.scopes[-1].vars += f.params + rets
        scope_top = self.scopes[-1]
        stmts = []
        if rets and rng.random() < 0.5:
            r = rng.choice(rets)
            stmts.append([f"{r.name} := {self.expr(2)}"])
        defs = []
        if depth <= 1 and rng.random() < 0.15:
            defs.append(self.function(scope_top, depth + 1))
        count = rng.randint(1, 7)
        # The self-calls come after the statements before them were made,
        # so that they only use variables declared before.
        at = rng.randint(0, count) if recursive else -1
        for k in range(count + 1):
            if k == at:
                stmts.append(self.recursion(f, rets, selfcalls))
            if k == count or self.statements_left <= 0:
                if at > k:
                    stmts.append(self.recursion(f, rets, selfcalls))
                break
            stmts.append(self.statement(1))
        # The results: most are set from what the body computed.
        for r in rets:
            if rng.random() < 0.7:
                op = rng.choice(["add", "xor", "sub"])
                stmts.append([f"{r.name} := {op}({r.name}, {self.expr(2)})"])
        for d in defs:
            stmts.insert(rng.randint(0, len(stmts)), d)
        f.pure = not self.frame.wrote
        cost = self.frame.cost + 2
        if recursive:
            cost *= sum(selfcalls ** j for j in range(f.max_depth + 1))
        f.cost = cost
        self.frame, self.scopes = saved_frame, saved_scopes
        self.statements_left = saved_left
        f.done = True
        scope.funcs.append(f)

        head = f"function {f.name}({', '.join(p.name for p in f.params)})"
        if rets:
            head += f" -> {', '.join(r.name for r in rets)}"
        body = [line for s in stmts for line in s]
        return [f"{head} {{"] + ["    " + line for line in body] + ["}"]

    def recursion(self, f, rets, selfcalls):
        """if d { ... f(sub(d, 1), ...) ... }: the self-calls, under the
        depth parameter."""
        rng = self.rng
        d = f.params[0].name
        self.frame.recursion = f
        self.scopes.append(Scope(False))
        lines = []
        for _ in range(selfcalls):
            args = [f"sub({d}, 1)"]
            for p in f.params[1:]:
                if p.kind == "ptr":
                    args.append(p.name)
                else:
                    args.append(self.expr(1, False))
            call = f"{f.name}({', '.join(args)})"
            f.calls += 1
            if f.nrets == 0:
                lines.append(call)
            elif f.nrets == 1 and rng.random() < 0.5:
                r = rng.choice(rets)
                lines.append(f"{r.name} := {rng.choice(['add', 'xor', 'sub'])}({r.name}, {call})")
            else:
                names = [self.fresh("v") for _ in range(f.nrets)]
                lines.append(f"let {', '.join(names)} := {call}")
                for n in names:
                    self.declare(n, "val")
                if rets:
                    for r, n in zip(rets, names):
                        if rng.random() < 0.7:
                            lines.append(f"{r.name} := {rng.choice(['add', 'xor'])}({r.name}, {n})")
            if rng.random() < 0.5 and self.statements_left > 0:
                lines += self.statement(2)
        self.scopes.pop()
        self.frame.recursion = None
        cond = d if rng.random() < 0.6 else f"gt({d}, 0)"
        if rng.random() < 0.3:
            base = self.block_body(1, count=1, tail=False)
            return [f"switch {d}"] + self.braced("case 0", base) + self.braced("default", lines)
        return self.braced(f"if {cond}", lines)

    # ------------------------------------------------------------------
    # Objects.

    ALLOC = [
        "function alloc_mem(alloc_size) -> alloc_ptr {",
        "    alloc_ptr := mload(0x40)",
        "    let alloc_end := add(alloc_ptr, and(add(alloc_size, 31), not(31)))",
        "    if gt(alloc_end, 0xffffffffffffffff) { revert(0, 0) }",
        "    mstore(0x40, alloc_end)",
        "    calldatacopy(alloc_ptr, calldatasize(), alloc_size)",
        "}",
    ]

    def code(self, obj, statements, ending, budget=TOP_BUDGET, prelude=None):
        """The code block of one object: its lines (without braces).
        ending: "stop", "return", "fall" (the end of the code), "revert",
        "deploy NAME" (return the code of sub-object NAME), or "callee"."""
        rng = self.rng
        self.obj = obj
        self.statements_left = statements
        self.scopes = [Scope(True)]
        can_write = True
        if ending == "revert":
            exits = ["revert"]
        elif ending.startswith("deploy") or ending == "callee":
            exits = []
        elif obj.role == "init":
            # Init code that returns deploys what it returns: it only stops.
            exits = ["stop"]
        else:
            exits = ["stop", "return"]
        if ending == "callee":
            exits = ["return", "revert", "stop"]
        self.frame = Frame(None, budget, can_write, exits)
        head = []
        if obj.guarded:
            head.append("mstore(0x40, memoryguard(0x80))")
            head.append(f"mstore(0, {self.hidden()})")
            head.append(f"mstore(0x20, {self.hidden()})")
        stmts = []
        defs = []
        if obj.guarded:
            defs.append(list(self.ALLOC))
            for _ in range(rng.randint(1, 3)):
                name = self.fresh("p")
                size = rng.choice(BUFFER_SIZES)
                head.append(f"let {name} := alloc_mem({self.number(size)})")
                self.declare(name, "ptr", size)
        if prelude:
            head += prelude()
        nfuncs = rng.randint(1, 5) if statements > 20 else rng.randint(0, 2)
        for _ in range(nfuncs):
            defs.append(self.function(self.scopes[0], 0))
        if ending == "callee":
            stmts += self.callee_body()
        else:
            if obj.callee is not None:
                # The callee is created first, and called a few times
                # (more calls come at random).
                stmts.append(self.st_create(0))
                forced = rng.randint(1, 3)
            else:
                forced = 0
            while self.statements_left > 0:
                if forced and rng.random() < 0.15 and self.can_call_callee():
                    forced -= 1
                    stmts.append(self.st_callee(0))
                else:
                    stmts.append(self.statement(0))
            while forced and self.can_call_callee():
                forced -= 1
                stmts.append(self.st_callee(0))
            stmts.append(self.epilogue(ending))
        for d in defs:
            stmts.insert(rng.randint(0, len(stmts)), d)
        return head + [line for s in stmts for line in s]

    def epilogue(self, ending):
        """Values reach storage, and the code ends."""
        rng = self.rng
        values = self.visible(("val", "ro"))
        lines = []
        keep = rng.sample(values, min(len(values), rng.randint(2, 6)))
        if ending in ("revert", "return"):
            words = max(1, len(keep))
            if self.obj.guarded:
                out = self.fresh("p")
                lines.append(f"let {out} := alloc_mem({hex(32 * words)})")
            else:
                out = hex(rng.choice([0, 0x40, 0x100, 0x800]))
            for k, v in enumerate(keep):
                lines.append(f"mstore(add({out}, {hex(32 * k)}), {v.name})")
            cut = rng.choice([0, 0, 1, 7])
            lines.append(f"{ending}({out}, {hex(max(0, 32 * words - cut))})")
            return lines
        for k, v in enumerate(keep):
            lines.append(f"sstore({hex(0x100 + k)}, {v.name})")
        if ending == "stop":
            lines.append("stop()")
        elif ending.startswith("deploy"):
            sub = ending.split()[1]
            where = "mload(0x40)" if self.obj.guarded else "0"
            lines.append(f'datacopy({where}, dataoffset("{sub}"), datasize("{sub}"))')
            lines.append(f'return({where}, datasize("{sub}"))')
        return lines

    def callee_body(self):
        """The deployed code of a callee: a mode word, two arguments, and a
        switch on the mode: 0 computes and returns, 1 also writes state,
        2 reverts, 3 (or anything else) stops."""
        rng = self.rng
        stmts = [["let mode := calldataload(0)"]]
        self.declare("mode", "ro")
        for k in (1, 2):
            name = self.fresh("v")
            self.declare(name, "val")
            stmts.append([f"let {name} := calldataload({hex(32 * k)})"])
        frame = self.frame
        frame.can_write = False
        for _ in range(rng.randint(0, 3)):
            stmts.append(self.statement(1))
        base = frame.cost
        costs = []
        cases = []
        for mode, write, end in ((0, False, "return"), (1, True, "return"), (2, False, "revert")):
            frame.can_write = write
            start = frame.cost
            self.scopes.append(Scope(False))
            body = []
            for _ in range(rng.randint(1, 4)):
                body += self.statement(2)
            a, n = self.range(MAX_RETURNDATA)
            vals = self.visible(("val",))
            if vals:
                v = rng.choice(vals)
                body.append(f"mstore({self.word_address()}, {v.name})")
            body.append(f"{end}({a}, {n})")
            self.scopes.pop()
            costs.append(frame.cost - start)
            cases += self.braced(f"case {mode}", body)
        frame.can_write = False
        stmts.append(["switch mode"] + cases + ["default { stop() }"])
        self.callee_cost = base + max(costs) + 10
        return stmts

    def callee_objects(self, name, statements):
        """object NAME { code { deploy NAME_deployed } object NAME_deployed {...} },
        and its CalleeInfo."""
        rng = self.rng
        deployed = ObjectCode("callee", rng.random() < 0.5, "calldataload(0x400)")
        deployed_lines = self.code(deployed, statements, "callee", budget=6000)
        info = CalleeInfo(name, self.callee_cost, rng.random() < 0.05)
        init = ObjectCode("callee_init", rng.random() < 0.5, "calldataload(0)")
        self.obj = init
        self.scopes = [Scope(True)]
        self.frame = Frame(None, 100, True, [])
        if info.fails:
            a = "0" if not init.guarded else "0"
            init_lines = [f"mstore(0, {self.hidden()})", f"revert({a}, {self.rng.choice(['0x20', '0x4', '0'])})"]
        else:
            where = "mload(0x40)" if init.guarded else "0"
            init_lines = (["mstore(0x40, memoryguard(0x80))"] if init.guarded else []) + [
                f'datacopy({where}, dataoffset("{name}_deployed"), datasize("{name}_deployed"))',
                f'return({where}, datasize("{name}_deployed"))']
        text = [f'object "{name}" {{', "    code {"]
        text += ["        " + line for line in init_lines]
        text += ["    }", f'    object "{name}_deployed" {{', "        code {"]
        text += ["            " + line for line in deployed_lines]
        text += ["        }", "    }", "}"]
        return text, info

    def data_item(self, obj):
        rng = self.rng
        name = f"data{len(obj.data) + 1}"
        if rng.random() < 0.5:
            n = rng.randint(1, 64)
            body = "".join(f"{rng.randrange(256):02x}" for _ in range(n))
            obj.data.append((name, n))
            return f'data "{name}" hex"{body}"'
        n = rng.randint(1, 40)
        body = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz ") for _ in range(n))
        obj.data.append((name, n))
        return f'data "{name}" "{body}"'

    def object_text(self, name, code_lines, subs):
        out = [f'object "{name}" {{', "    code {"]
        out += ["        " + line for line in code_lines]
        out += ["    }"]
        for s in subs:
            out += ["    " + line for line in s]
        out.append("}")
        return out

    def program(self):
        rng = self.rng
        shape = rng.choices(["block", "object", "objects"], [25, 30, 45])[0]
        size = rng.choice([20, 30, 45, 60, 80, 100])
        success_endings = ["return", "stop", "fall"]
        if shape == "block":
            ending = rng.choices(success_endings + ["revert"], [4, 3, 2, 1])[0]
            obj = ObjectCode("main", rng.random() < 0.5, "calldataload(0)")
            lines = ["{"] + ["    " + line for line in self.code(obj, size, ending)] + ["}"]
            expect = "revert" if ending == "revert" else "success"
            what = "a bare block"
        elif shape == "object":
            ending = rng.choices(success_endings + ["revert"], [4, 3, 2, 1])[0]
            obj = ObjectCode("main", rng.random() < 0.5, "calldataload(0)")
            data = [self.data_item(obj) for _ in range(rng.choice([0, 0, 1, 2]))]
            lines = self.object_text("Prog", self.code(obj, size, ending), [[d] for d in data])
            expect = "revert" if ending == "revert" else "success"
            what = "an object without sub-objects"
        else:
            subs = []
            callee_text, info = self.callee_objects("Callee", max(15, size // 3))
            subs.append(callee_text)
            top_ending = rng.choices(["deploy", "stop", "revert"], [6, 3, 1])[0]
            expect = "revert" if top_ending == "revert" else "success"
            if top_ending == "deploy":
                ending = rng.choices(success_endings + ["revert"], [4, 3, 2, 1])[0]
                expect = "revert" if ending == "revert" else "success"
                dobj = ObjectCode("deployed", rng.random() < 0.5, "calldataload(0)")
                dsubs = []
                if rng.random() < 0.3:
                    inner_text, inner_info = self.callee_objects("Inner", 15)
                    dobj.callee = inner_info
                    dsubs.append(inner_text)
                dsubs += [[self.data_item(dobj)] for _ in range(rng.choice([0, 0, 1]))]
                dlines = self.object_text("Prog_deployed", self.code(dobj, size // 2, ending), dsubs)
                subs.append(dlines)
            obj = ObjectCode("init", rng.random() < 0.5, "calldataload(0)")
            obj.callee = info
            end = "deploy Prog_deployed" if top_ending == "deploy" else top_ending
            main = self.code(obj, size, end)
            lines = self.object_text("Prog", main, subs)
            what = "an object with sub-objects"
        header = [f"// scripts/fuzz/genyul.py {self.seed}: {what}",
                  f"// expect: {expect}"]
        return "\n".join(header + lines) + "\n"

