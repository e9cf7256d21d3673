#!/usr/bin/env python3
"""Compiles Wrapper.sol (OpenZeppelin from ../shared in place) with
bin/evm-solc's standard JSON, prints what our compiler said of it (the
severity and message of each entry of ours), digests of its code and its
runtime source map, what bin/evm-yul --batch
answers for its optimised Yul (`memoryFrame`), then deploys it on the
embedded EVM and prints what its calls return.

usage: run.py ROOT EVM_SOLC WRAPPER.sol [EVM_SOLC_OPTION...]
(evm-yul is EVM_LLVM_BINDIR's when set, as for bin/evm-solc)"""
import hashlib
import json
import os
import subprocess
import sys

root, evm_solc, source = sys.argv[1:4]
options = sys.argv[4:]
oz = f'{root}/../shared/solidity/lib/openzeppelin/contracts/'
request = {
    'language': 'Solidity',
    'sources': {'Wrapper.sol': {'content': open(source).read()}},
    'settings': {
        'optimizer': {'enabled': True, 'runs': 200},
        'remappings': [f'@openzeppelin/contracts/={oz}'],
        'outputSelection': {'Wrapper.sol': {'Wrapper': ['evm.bytecode.object', 'evm.deployedBytecode.sourceMap',
                                                        'evm.methodIdentifiers', 'irOptimized']}},
    },
}
done = subprocess.run([evm_solc, '--standard-json', '--allow-paths', oz, *options], input=json.dumps(request),
                      capture_output=True, text=True, check=True)
output = json.loads(done.stdout)
for e in output.get('errors', []):
    if e.get('component') == 'evm-solc' or e['severity'] == 'error':
        print(f"{e['severity']}: {e['message']}")
contract = output['contracts']['Wrapper.sol']['Wrapper']
# The code and the runtime map, as digests (to compare two compilations).
print('code', hashlib.sha256(contract['evm']['bytecode']['object'].encode()).hexdigest()[:16],
      'map', hashlib.sha256(contract['evm']['deployedBytecode']['sourceMap'].encode()).hexdigest()[:16])

# The batch's answer for solc's optimised Yul of the contract.
evm_yul = os.path.join(os.environ.get('EVM_LLVM_BINDIR', f'{root}/bin'), 'evm-yul')
batch = subprocess.run([evm_yul, '--batch'], capture_output=True, text=True, check=True,
                       input=json.dumps({'contracts': [{'name': 'Wrapper', 'yul': contract['irOptimized']}], 'level': '-Os'}))
answer = json.loads(batch.stdout)['contracts'][0]
print('batch: memoryFrame', answer.get('memoryFrame', False), 'compiled', 'error' not in answer)

ids = contract['evm']['methodIdentifiers']
word = lambda n: f'{n:064x}'
def encode(signature, *args):
    """solc's ABI encoding of addresses, integers, booleans, uint256[] and bytes."""
    head, tail = [], []
    size = 32 * len(args)
    for arg in args:
        if isinstance(arg, (list, bytes)):
            head.append(word(size + len(''.join(tail)) // 2))
            if isinstance(arg, list):
                part = word(len(arg)) + ''.join(word(x) for x in arg)
            else:
                part = word(len(arg)) + arg.hex().ljust(-(-len(arg) // 32) * 64, '0')
            tail.append(part)
        else:
            head.append(word(int(arg)))
    return ids[signature] + ''.join(head) + ''.join(tail)

holder = 0x1000000000000000000000000000000000000001
other = 0x2000000000000000000000000000000000000002
calls = [
    encode('update(address,address,uint256[],uint256[],bytes,bool)', 0, holder, [7], [5], b'', False),
    encode('update(address,address,uint256[],uint256[],bytes,bool)', 0, holder, [8, 9], [3, 4], b'', True),
    encode('update(address,address,uint256[],uint256[],bytes)', 0, holder, [9], [6], b''),
    encode('safeTransfer(address,address,uint256,uint256,bytes)', holder, other, 8, 2, b'\x01'),
    encode('mintBatch(address,uint256[],uint256[],bytes)', other, [7], [1], b''),
    encode('burnBatch(address,uint256[],uint256[])', holder, [9], [1]),
    # More than the holder has: ERC1155InsufficientBalance.
    encode('update(address,address,uint256[],uint256[],bytes,bool)', holder, other, [7], [6], b'', False),
] + [encode('balanceOf(address,uint256)', who, i) for who, i in [(holder, 7), (holder, 8), (holder, 9), (other, 7), (other, 8)]]
run = subprocess.run([f'{root}/bin/evm-run', '--deploy', contract['evm']['bytecode']['object'], *calls],
                     capture_output=True, text=True, check=True)
for i, result in enumerate(json.loads(run.stdout)):
    value = result['returnData'][:8] if not result['success'] else (int(result['returnData'], 16) if result['returnData'] else '')
    print(f'call {i}: success {result["success"]} {value}')
