"""Runs bin/evm-solc --standard-json on a few inputs (test/tools/evm-solc.test)
and prints one line of what came back for each."""
import json
import os
import subprocess
import sys

inputs = sys.argv[1]
root = os.path.join(os.path.dirname(__file__), "..", "..", "..", "..")


def compile(sources, selection, **settings):
    request = {"language": "Solidity",
               "sources": {name: {"content": text} for name, text in sources.items()},
               "settings": {"optimizer": {"enabled": True}, "outputSelection": selection, **settings}}
    run = subprocess.run([os.path.join(root, "bin", "evm-solc"), "--standard-json"],
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
