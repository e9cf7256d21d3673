"""A program run natively and on the EVM, and whether the two runs agree.

What scripts/fuzz/c-difftest.py and rust-difftest.py share (Outcome,
compare, compile_and_call), and the runs of a C program, which c-difftest.py
and scripts/fuzz/csmith.py both make (run_native, run_evm, judge, ...).

On the EVM a program's output is its call's return data, and it succeeds
when the call does (docs/c.md and docs/rust.md, the program model).
"""
import json
import os
import shutil
import signal
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EVM_CC = os.path.join(ROOT, 'bin', 'evm-cc')
EVM_RUN = os.path.join(ROOT, 'bin', 'evm-run')
# clang: the host compiler must know _BitInt(256) too (gcc 12 does not).
HOST_CC = os.environ.get('HOST_CC', 'clang-22')
# The big-endian reference: clang for a big-endian LP64 target, its char made
# signed as on the EVM, linked statically and run by user-mode qemu. s390x
# rather than mips64: it reads misaligned words, as the EVM does, and
# csmith's packed structs make them (mips64 stops with SIGBUS).
BE_TARGET = os.environ.get('BE_TARGET', 's390x-linux-gnu')
BE_RUNNER = os.environ.get('BE_RUNNER', 'qemu-s390x-static')
# Characters of an output a description shows: the first lines of each of
# the two or three outputs a report prints, few enough to keep it readable.
SHOWN = 600


class Outcome:
    """What a run printed and whether it succeeded (ok None: it did not run)."""

    def __init__(self, output, ok, note=''):
        self.output = output
        self.ok = ok
        self.note = note

    def __eq__(self, other):
        return self.output == other.output and self.ok == other.ok

    def describe(self):
        if self.ok is None:
            return 'did not run: ' + self.note
        # Words for either side: the note says how (exit 3, revert, ...).
        status = 'success' if self.ok else 'failure'
        # The programs print text, and Rust's strings are UTF-8: read as
        # UTF-8 it shows as printed. A byte that is not UTF-8 shows as its
        # \xNN escape, not as one replacement character for every such byte,
        # so two outputs that differ only there still look different.
        text = self.output.decode('utf-8', 'backslashreplace')
        if len(text) > SHOWN:
            text = text[:SHOWN] + '...'
        return f'{status}, output {text!r}' + (f' ({self.note})' if self.note else '')


def compare(native, evm, failure_output=True):
    """None if the two runs agree (both succeed or both fail, with the same
    output), else a description of the difference. failure_output False:
    when both fail, their outputs are not compared (the EVM cannot print
    what the program prints as it fails)."""
    agree = (evm.ok is not None and native.ok == evm.ok and
             (native.output == evm.output or (not native.ok and not failure_output)))
    return None if agree else f'native: {native.describe()}\n   evm: {evm.describe()}'


def compile_and_call(compile_cmd, code, gas_limit=None, compile_timeout=None):
    """Compiles a program with compile_cmd, which writes the hex file `code`,
    and calls the code with bin/evm-run. Returns evm-run's answer (a dict:
    returnData, success, gasUsed, error), or an Outcome saying why the
    program did not run."""
    failed = f'{os.path.basename(compile_cmd[0])} failed: {" ".join(compile_cmd)}: '
    # The compilers in bin/ are scripts that run others (llc, rustc): on a
    # timeout, stop the whole process group, not only the script, or the
    # compiler goes on alone.
    with subprocess.Popen(compile_cmd, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, start_new_session=True) as proc:
        try:
            _, stderr = proc.communicate(timeout=compile_timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.communicate()
            return Outcome(b'', None,
                           failed + f'still compiling after {compile_timeout} s')
    if proc.returncode != 0:
        return Outcome(b'', None, failed + stderr.decode(errors='replace')[:4000])
    cmd = [EVM_RUN]
    if gas_limit:
        cmd.append(f'--gas-limit={gas_limit}')
    cmd.append('@' + code)
    ran = subprocess.run(cmd, capture_output=True)
    if ran.returncode != 0:
        return Outcome(b'', None, 'evm-run failed: ' +
                       ran.stderr.decode(errors='replace')[:2000])
    return json.loads(ran.stdout)


# ---------------------------------------------------------------------------
# C programs: natively, on the EVM and on the big-endian reference machine

def build_and_run(compile_cmd, run_prefix, exe, what, timeout):
    built = subprocess.run(compile_cmd, capture_output=True)
    if built.returncode != 0:
        return Outcome(b'', None, f'{what} compile failed: ' +
                       built.stderr.decode(errors='replace')[:2000])
    try:
        ran = subprocess.run([*run_prefix, exe], capture_output=True,
                             timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome(b'', None, f'{what} run timed out after {timeout} s')
    return Outcome(ran.stdout, ran.returncode == 0,
                   f'exit {ran.returncode}' if ran.returncode else '')


def run_native(sources, cflags, workdir, timeout):
    exe = os.path.join(workdir, 'native')
    return build_and_run([HOST_CC, '-O1', '-w', *cflags, *sources, '-o', exe],
                         [], exe, 'host', timeout)


def run_big_endian(sources, cflags, workdir, timeout):
    """The program on the big-endian reference machine (did not run if its
    compiler or emulator is missing or refuses the program)."""
    if shutil.which(BE_RUNNER) is None:
        return Outcome(b'', None, f'{BE_RUNNER} is not installed')
    exe = os.path.join(workdir, 'big-endian')
    # The emulator is slower than the host: give it more time.
    return build_and_run([HOST_CC, '--target=' + BE_TARGET, '-static',
                          '-fsigned-char', '-O1', '-w', *cflags, *sources,
                          '-o', exe],
                         [BE_RUNNER], exe, 'big-endian', 10 * timeout)


def run_evm(sources, opt, cflags, workdir, gas_limit=None,
            compile_timeout=None):
    code = os.path.join(workdir, 'evm' + opt.replace(' ', '_') + '.hex')
    result = compile_and_call([EVM_CC, *opt.split(), *cflags, *sources, '-o', code],
                              code, gas_limit, compile_timeout)
    if isinstance(result, Outcome):
        return result
    note = result.get('error', '') or ''
    # A halt other than REVERT (out of gas, INVALID) is a failure without
    # output of the program's own.
    if not result['success'] and note and 'revert' not in note.lower():
        return Outcome(b'', None, f'EVM halted: {note}, gas {result["gasUsed"]}')
    return Outcome(bytes.fromhex(result['returnData']), result['success'],
                   f'gas {result["gasUsed"]}')


class BigEndianReference:
    """Runs the program on the big-endian machine once, when first asked."""

    def __init__(self, sources, cflags, workdir, timeout):
        self.args = (sources, cflags, workdir, timeout)
        self.outcome = None

    def get(self):
        if self.outcome is None:
            self.outcome = run_big_endian(*self.args)
        return self.outcome


def judge(native, evm, big_endian):
    """('same' | 'byte-order' | 'mismatch', description). 'byte-order': the
    EVM printed what the big-endian machine prints, the host something
    else."""
    difference = compare(native, evm)
    if difference is None:
        return 'same', ''
    if evm.ok is not None:
        reference = big_endian.get()
        if reference.ok is not None and reference == evm:
            return 'byte-order', (f'byte order: the EVM prints what a '
                                  f'big-endian machine prints\n{difference}')
        if reference.ok is not None:
            difference += f'\n    be: {reference.describe()}'
    return 'mismatch', difference
