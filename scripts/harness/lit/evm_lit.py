"""lit support for the EVM target's tests (docs/testing.md).

* configure(config, lit_config): what every suite of the project needs (the
  build to test, the LLVM tools on PATH, substitutions, features, the option
  sets of the execution tests). test/lit.cfg.py and the suites of
  test/exec/examples and test/exec/shared call it.
* ExecTest: the lit test format of the execution tests. An .ll file that
  starts with a `;!` JSON header (../shared/conformance/README.md) is one
  test: it is compiled with bin/evm-bin at each option set of the
  `evm-exec-opts` parameter and every case runs on the embedded EVM. Other
  files with one of the suite's suffixes are ShTest tests (RUN lines).

The cases run in a node process, scripts/harness/serve.mjs (the checks are
scripts/harness/exec-tests.mjs). Starting node
and loading the EVM costs about 300 ms, so each lit worker process starts one
when it meets its first execution test and keeps it for the others; it ends
when the worker does (its stdin closes).
"""

import json
import os
import shlex
import subprocess
import tempfile

import lit.formats
import lit.Test

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SERVE = os.path.join(ROOT, "scripts", "harness", "serve.mjs")
EVM_BIN = os.path.join(ROOT, "bin", "evm-bin")

# What CI runs: osaka (the default) at every level, -O1 to -Oz through the
# middle end, -O2 also with llc alone (the stack layouts on unoptimised IR),
# and cancun (no CLZ) at -O2. Every compilation also gets
# -verify-machineinstrs.
DEFAULT_EXEC_OPTS = "-O0;-O1;-O2;-O3;-Oz;--backend-only -O2;-O2 -mcpu=cancun"
EXEC_LLC_ARGS = ["-verify-machineinstrs"]


def parse_exec_opts(text):
    """`-O0;-O2 -mcpu=cancun` -> [["-O0"], ["-O2", "-mcpu=cancun"]]."""
    return [shlex.split(item) for item in text.split(";") if item.strip()]


def build_type(build):
    """CMAKE_BUILD_TYPE of a build tree, or "" when it cannot be read."""
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as cache:
            for line in cache:
                if line.startswith("CMAKE_BUILD_TYPE:"):
                    return line.strip().partition("=")[2]
    except OSError:
        pass
    return ""


def configure(config, lit_config):
    """Settings shared by every suite of the project."""
    build = os.path.abspath(os.environ.get("EVM_BUILD_DIR", os.path.join(ROOT, "build")))
    paths_file = os.path.join(build, "evm-paths.sh")
    if not os.path.isfile(paths_file):
        lit_config.fatal(f"no EVM build in {build}: run scripts/build.sh (or set EVM_BUILD_DIR)")
    paths = {}
    with open(paths_file) as f:
        for line in f:
            key, _, value = line.strip().partition("=")
            paths[key] = value

    config.environment["EVM_BUILD_DIR"] = build
    config.environment["PATH"] = os.pathsep.join(
        [paths["LLVM_TOOLS_DIR"], config.environment.get("PATH", os.environ["PATH"])])
    config.substitutions.append(("%llc", os.path.join(ROOT, "bin", "llc")))
    config.substitutions.append(("%evm-bin", EVM_BIN))
    config.substitutions.append(("%evm-dis", os.path.join(ROOT, "bin", "evm-dis")))
    config.substitutions.append(("%evm-link", paths.get("EVM_LINK", "evm-link")))
    config.substitutions.append(("%opt", os.path.join(ROOT, "bin", "opt")))
    config.substitutions.append(("%evm-run", os.path.join(ROOT, "bin", "evm-run")))
    config.substitutions.append(("%evm-cc", os.path.join(ROOT, "bin", "evm-cc")))
    config.substitutions.append(("%evm-yul-frontend", paths.get("EVM_YUL", "evm-yul") + " --modules"))
    config.substitutions.append(("%evm-yul", os.path.join(ROOT, "bin", "evm-yul")))
    # The native executable that runs evm-solc's Node code (tools/evm-launch), for
    # tools that run only binary files as compilers (Hardhat).
    config.substitutions.append(("%evm-solc-native", paths.get("EVM_SOLC_NATIVE", "evm-solc")))
    config.substitutions.append(("%{root}", ROOT))
    # Tests that only make sense on the Release build (long runs of the
    # compiler: fuzzing, llvm-stress) say `UNSUPPORTED: evm-debug-build`.
    if build_type(build) == "Debug":
        config.available_features.add("evm-debug-build")
    # The target's EVM_ASSERTs are checked (the Debug build's default).
    if paths.get("EVM_ASSERTIONS", "").upper() in ("ON", "1", "TRUE", "YES"):
        config.available_features.add("evm-assertions")
    # The C front end is built only where libclang-cpp was found
    # (test/evm-cc).
    if paths.get("EVM_CC"):
        config.available_features.add("evm-cc")

    opts = lit_config.params.get("evm-exec-opts", DEFAULT_EXEC_OPTS)
    config.evm_exec_opts = parse_exec_opts(opts)
    if not config.evm_exec_opts:
        lit_config.fatal(f"evm-exec-opts={opts!r} has no option set")


def has_header(path):
    """True when the file starts with a `;!` line."""
    with open(path, "rb") as f:
        return f.read(2) == b";!"


# The server of this process: (pid, environment, Popen, stderr file). The
# pid tells a forked worker that the server it inherited is not its own.
_server = None
_next_id = 0


def _start_server(env):
    global _server
    stderr = tempfile.TemporaryFile()
    process = subprocess.Popen(
        ["node", SERVE], cwd=ROOT, env=env, text=True, bufsize=1,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)
    _server = (os.getpid(), env, process, stderr)
    return _server


def _stop_server():
    """Forgets the server (after it died or misbehaved); returns its stderr."""
    global _server
    _, _, process, stderr = _server
    _server = None
    try:
        process.stdin.close()
    except OSError:
        pass
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    stderr.seek(0)
    return stderr.read().decode(errors="replace")


def _server_for(env):
    """This process's server for that environment, started if needed."""
    global _server
    if _server is not None:
        pid, server_env, process, _ = _server
        if pid != os.getpid():
            _server = None  # the parent's, inherited by fork
        elif server_env != env or process.poll() is not None:
            _stop_server()
    return _server or _start_server(env)


def _ask(request, env):
    """Sends one request to this process's server; returns its answer, or
    raises RuntimeError when the server fails."""
    global _next_id
    _next_id += 1
    request = dict(request, id=_next_id)
    server = _server_for(env)
    process = server[2]
    try:
        process.stdin.write(json.dumps(request) + "\n")
        process.stdin.flush()
        line = process.stdout.readline()
    except OSError as error:
        line = ""
        reason = str(error)
    else:
        reason = "it exited"
    if not line:
        raise RuntimeError(f"scripts/harness/serve.mjs failed ({reason}):\n{_stop_server()}")
    try:
        answer = json.loads(line)
    except ValueError:
        answer = {}
    if answer.get("id") != request["id"]:
        _stop_server()
        raise RuntimeError(f"scripts/harness/serve.mjs answered request {request['id']} "
                           f"with: {line[:2000]}")
    return answer


class ExecTest(lit.formats.ShTest):
    """Execution tests (.ll files with a `;!` header) and ShTest tests.

    xfail: `FILE::CASE` label suffixes of cases expected to fail at every
    option set (an XPASS fails the test)."""

    def __init__(self, xfail=()):
        super().__init__(execute_external=True)
        self.xfail = list(xfail)

    def getTestsForPath(self, testSuite, path_in_suite, litConfig, localConfig):
        filename = path_in_suite[-1]
        if filename.endswith(".ll"):
            # An .ll file without a header is not a test here (an input of
            # another test, or an example without cases).
            if (not filename.startswith(".") and filename not in localConfig.excludes
                    and has_header(testSuite.getSourcePath(path_in_suite))):
                yield lit.Test.Test(testSuite, path_in_suite, localConfig)
            return
        yield from super().getTestsForPath(testSuite, path_in_suite, litConfig, localConfig)

    def execute(self, test, litConfig):
        path = test.getSourcePath()
        if not path.endswith(".ll"):
            return super().execute(test, litConfig)
        if test.config.unsupported:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "")
        option_sets = test.config.evm_exec_opts
        request = {
            "file": path,
            "name": os.path.relpath(path, ROOT),
            "optionSets": option_sets,
            "llcArgs": EXEC_LLC_ARGS,
            "evmBin": EVM_BIN,
            "xfail": self.xfail,
            "verbose": litConfig.params.get("evm-exec-verbose", "0") not in ("", "0"),
        }
        try:
            answer = _ask(request, dict(test.config.environment))
        except RuntimeError as error:
            return lit.Test.Result(lit.Test.UNRESOLVED, str(error))
        if "error" in answer:
            return lit.Test.Result(lit.Test.UNRESOLVED, answer["error"])

        shown = "; ".join(" ".join(options) for options in option_sets)
        summary = (f"{answer['passed']} passed, {answer['failed']} failed, "
                   f"{answer['expectedFailures']} expected failures (option sets: {shown}; "
                   f"each with {' '.join(EXEC_LLC_ARGS)})")
        result = lit.Test.Result(lit.Test.PASS if answer["ok"] else lit.Test.FAIL,
                                 "\n".join(answer["lines"] + [summary]) + "\n")
        # The cases this test checked, for scripts/test.sh's count.
        result.addMetric("cases-passed", lit.Test.IntMetricValue(answer["passed"]))
        result.addMetric("cases-failed", lit.Test.IntMetricValue(answer["failed"]))
        result.addMetric("cases-xfail", lit.Test.IntMetricValue(answer["expectedFailures"]))
        return result
