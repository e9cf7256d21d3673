// solc-js on several threads: the standard-JSON compilations bin/evm-solc
// needs, each on its own worker thread with its own solc instance.
//
// solc-js is one WebAssembly instance and runs on one thread; of a build
// through this compiler, it takes nearly all of the time (docs/performance.md,
// "Build time"), most of it in solc's Yul optimiser, which works on one
// contract at a time. A build's contracts are independent there, so
// bin/evm-solc asks for the Yul of different source units in different
// compilations and runs those on a pool of workers. Each compilation parses
// and analyses every source again (a few hundred milliseconds for
// solady-sized inputs), so a build is cut in a few pieces per worker, not
// one per contract.

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { loadSolc } from './solc-loader.mjs';

/**
 * A pool of `size` solc-js instances, each on a worker thread. `importPaths`
 * (evm-solc's --base-path, --include-path and --allow-paths) lets them read
 * imports the input does not hold, as the command would; without it they
 * read none.
 */
export class SolcPool {
  constructor(size, importPaths) {
    this.size = Math.max(1, size ?? availableParallelism());
    this.importPaths = importPaths;
    this.idle = [];
    this.workers = [];
    this.queue = [];
  }

  /** Compiles standard-JSON `input` (an object); resolves to solc's output object. */
  compile(input) {
    return new Promise((resolvePromise, reject) => {
      this.queue.push({ input: JSON.stringify(input), resolvePromise, reject });
      this.#dispatch();
    });
  }

  /** Stops the workers (the pool cannot be used afterwards). */
  close() {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
    this.idle = [];
  }

  #dispatch() {
    while (this.queue.length > 0) {
      let worker = this.idle.pop();
      if (!worker && this.workers.length < this.size) worker = this.#start();
      if (!worker) return;
      const job = this.queue.shift();
      worker.job = job;
      worker.postMessage(job.input);
    }
  }

  #start() {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { solcPool: true, importPaths: this.importPaths ?? null },
    });
    worker.on('message', (output) => {
      const { job } = worker;
      worker.job = null;
      this.idle.push(worker);
      try {
        job.resolvePromise(JSON.parse(output));
      } catch (error) {
        job.reject(new Error(`solc-js's output is not JSON: ${error.message}`));
      }
      this.#dispatch();
    });
    worker.on('error', (error) => {
      // A worker that dies fails its compilation; the others go on.
      this.workers = this.workers.filter((w) => w !== worker);
      worker.job?.reject(error);
      this.#dispatch();
    });
    this.workers.push(worker);
    return worker;
  }
}

/**
 * `items` ({weight}) in at most `count` groups of about equal weight
 * (heaviest first into the lightest group), the heaviest group first: the
 * order in which the pool should take them.
 */
export function balance(items, count) {
  const groups = Array.from({ length: Math.min(count, items.length) }, () => ({ weight: 0, items: [] }));
  for (const item of [...items].sort((a, b) => b.weight - a.weight)) {
    const lightest = groups.reduce((min, g) => (g.weight < min.weight ? g : min));
    lightest.weight += item.weight;
    lightest.items.push(item);
  }
  return groups.sort((a, b) => b.weight - a.weight);
}

/**
 * solc's file reader for imports that the input does not hold: a source
 * unit name is looked up under the base path, then each include path, as
 * solc looks it up; an absolute name is read as it is when it lies inside
 * one of those folders or the allowed paths.
 */
export function fileReader(o) {
  const base = resolve(o.basePath ?? '.');
  const roots = [base, ...o.includePaths.map((p) => resolve(p))];
  // Compared as solc compares them: with symbolic links resolved (forge
  // passes resolved folders; a project may reach them through a link).
  const real = (p) => (existsSync(p) ? realpathSync(p) : resolve(p));
  const allowed = [...roots, ...o.allowPaths.map((p) => resolve(p))].map(real);
  const inside = (file) => allowed.some((dir) => file === dir || file.startsWith(dir.endsWith('/') ? dir : `${dir}/`));
  return (path) => {
    const candidates = path.startsWith('/') ? [path] : roots.map((root) => join(root, path));
    for (const file of candidates) {
      if (existsSync(file) && inside(real(file))) return { contents: readFileSync(file, 'utf8') };
    }
    return { error: 'File not found inside the base path or any of the include paths.' };
  };
}

/**
 * What compiling the Yul of source text `content` is likely to cost, for
 * balance(): the length of its contracts. Interfaces, libraries and
 * abstract contracts give no code of their own (their functions are
 * compiled into the contracts that use them), so they weigh nothing; the
 * constant is what any compilation of a source unit costs.
 */
export function yulWeight(content) {
  if (typeof content !== 'string') return 1;
  const text = content.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
  let weight = 1;
  for (const m of text.matchAll(/\b(abstract\s+contract|contract|library|interface)\s+\w+[^{;]*\{/g)) {
    if (m[1] !== 'contract') continue;
    // The contract's body: to its closing brace (strings rarely hold braces,
    // and an estimate may be off).
    let depth = 1;
    let end = m.index + m[0].length;
    for (; depth > 0 && end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}') depth--;
    }
    weight += (end - m.index) / 1000;
  }
  return weight;
}

// The worker: one solc-js instance, one compilation a message.
if (!isMainThread && workerData?.solcPool) {
  const { solc } = loadSolc();
  const { importPaths } = workerData;
  const options = importPaths ? { import: fileReader(importPaths) } : undefined;
  parentPort.on('message', (input) => {
    parentPort.postMessage(options ? solc.compile(input, options) : solc.compile(input));
  });
}
