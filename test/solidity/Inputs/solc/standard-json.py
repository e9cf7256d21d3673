"""Runs bin/evm-solc --standard-json on a few inputs (test/solidity/evm-solc.test)
and prints one line of what came back for each."""
import json
import os
import subprocess
import sys

inputs = sys.argv[1]
root = os.path.join(os.path.dirname(__file__), "..", "..", "..", "..")


def compile(sources, selection, options=(), compiler=None, **settings):
    request = {"language": "Solidity",
               "sources": {name: {"content": text} for name, text in sources.items()},
               "settings": {"optimizer": {"enabled": True}, "outputSelection": selection, **settings}}
    run = subprocess.run([compiler or os.path.join(root, "bin", "evm-solc"), "--standard-json", *options],
                         input=json.dumps(request), capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


def read(name):
    with open(os.path.join(inputs, name)) as f:
        return f.read()


sources = {"UsesLib.sol": read("UsesLib.sol"), "lib/Twice.sol": read("lib/Twice.sol")}
out = compile(sources, {"*": {"*": ["abi", "evm.bytecode", "evm.deployedBytecode.object", "evm.methodIdentifiers"]}})
for file, name in (("UsesLib.sol", "UsesLib"), ("lib/Twice.sol", "Twice")):
    c = out["contracts"][file][name]
    print(f"{name}: abi {len(c['abi'])} bytecode {'yes' if c['evm']['bytecode']['object'] else 'no'}"
          f" deployed {'yes' if c['evm']['deployedBytecode']['object'] else 'no'}"
          f" methodIdentifiers {json.dumps(c['evm'].get('methodIdentifiers')) if c['evm'].get('methodIdentifiers') else None}"
          f" linkReferences {json.dumps(c['evm']['bytecode']['linkReferences'])}")

out = compile({"Counter.sol": read("Counter.sol")}, {"*": {"*": ["abi"]}})
print("only-abi:", sorted(out["contracts"]["Counter.sol"]["Counter"].keys()))

out = compile({"bad.sol": "contract {"}, {"*": {"*": ["abi"]}})
print("syntax:", " ".join(f"{e['severity']} {e['type']}" for e in out["errors"]))

out = compile({"Counter.sol": read("Counter.sol")}, {"*": {"*": ["evm.bytecode"]}}, evmVersion="london")
print("london:", " ".join(f"{e['severity']} {e['type']} {e['message']}" for e in out["errors"]))

# As forge and Hardhat call it: the import that the input does not hold is
# read from the base path; with --no-import-callback it is an error in the
# output, exit status 0. The native executable of the build answers the
# same (Hardhat runs only a binary file).
only_user = {"UsesLib.sol": read("UsesLib.sol")}
selection = {"*": {"*": ["evm.bytecode.object", "evm.deployedBytecode.opcodes", "evm.deployedBytecode.sourceMap"],
                   "": ["ast"]}}
native = sys.argv[2] if len(sys.argv) > 2 else None
for label, compiler in (("script", None), ("native", native)):
    out = compile(only_user, selection, ["--base-path", inputs, "--allow-paths", inputs], compiler=compiler)
    deployed = out["contracts"]["UsesLib.sol"]["UsesLib"]["evm"]["deployedBytecode"]
    print(f"{label} base-path:", sorted(out["sources"]),
          [out["sources"][f]["id"] for f in sorted(out["sources"])],
          [out["sources"][f]["ast"]["nodeType"] for f in sorted(out["sources"])],
          "opcodes", deployed["opcodes"][:22],
          "sourceMap", repr(deployed["sourceMap"].split(";")[0]),
          "sources", sorted({int(e.split(":")[2]) for e in deployed["sourceMap"].split(";")
                             if len(e.split(":")) > 2 and e.split(":")[2]}),
          "errors", len(out.get("errors", [])))
out = compile(only_user, selection, ["--base-path", inputs, "--no-import-callback"])
print("no-import-callback:", " ".join(f"{e['severity']} {e['type']}" for e in out["errors"]))
