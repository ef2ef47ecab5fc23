// The language server's memory (src/lsp/memory.ts): the young generation kept at its first
// size, and the collection once the server goes idle: when it runs, and that it works in a
// process started without --expose-gc (as `harness-lint lsp` is) without making V8 reject the
// code caches loaded after it.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IdleCollector } from '../../src/lsp/memory.js';
import { tempDir } from '../support/temp-dir.js';

describe('IdleCollector', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once the delay has passed since the last activity, once per idle spell', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const idle = new IdleCollector(collect, 10_000);
    vi.advanceTimersByTime(20_000);
    expect(collect).not.toHaveBeenCalled();
    idle.activity();
    vi.advanceTimersByTime(6_000);
    idle.activity();
    vi.advanceTimersByTime(9_999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.activity();
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });
});

/** src/lsp/memory.ts bundled, for processes of its own (V8 flags are per process). */
let dir: string;

/** Writes `source` as `dir/name` beside the bundle; runs it with `args` in a node of its own, with nothing of this one's environment but PATH. */
function probe(name: string, source: string): (...args: string[]) => SpawnSyncReturns<string> {
  const file = join(dir, name);
  writeFileSync(file, source);
  return (...args) => spawnSync(process.execPath, [file, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' }, timeout: 20_000 });
}

beforeAll(async () => {
  dir = tempDir('hl-lsp-memory-');
  await build({
    entryPoints: [new URL('../../src/lsp/memory.ts', import.meta.url).pathname],
    outfile: join(dir, 'memory.cjs'),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
  });
});

describe('collectGarbage in a process without --expose-gc', () => {
  it('runs a full collection, a code cache made before it is still accepted after it, and a pending idle timer lets the process end', () => {
    const run = probe(
      'collect.cjs',
      `const { Script } = require('node:vm');
const { getHeapStatistics } = require('node:v8');
const { readFileSync, writeFileSync } = require('node:fs');
const source = 'function f(a) { return a + 1; } f(1);';
// Made by another process, as the build makes dist/lsp.code-cache.
if (process.argv[2] === 'make-cache') {
  writeFileSync(process.argv[3], new Script(source, { filename: 'cached.js' }).createCachedData());
  process.exit(0);
}
const { collectGarbage, IdleCollector } = require('./memory.cjs');
const cachedData = readFileSync(process.argv[3]);
// Garbage an old-generation collection is needed for: it survived two scavenges while held.
let held = Array.from({ length: 200000 }, (_, i) => ({ i, text: 'x' + i }));
for (let i = 0; i < 3; i++) Array.from({ length: 200000 }, (_, i) => ({ i }));
held = undefined;
const before = getHeapStatistics().used_heap_size;
collectGarbage();
const after = getHeapStatistics().used_heap_size;
// Pending for ten minutes: the process must still end by itself.
new IdleCollector(() => {}, 600000).activity();
process.stdout.write(JSON.stringify({
  gcGlobal: typeof globalThis.gc,
  freedMiB: (before - after) / 2 ** 20 > 5,
  rejected: new Script(source, { filename: 'cached.js', cachedData }).cachedDataRejected,
}));
`,
    );
    const cache = join(dir, 'cached.code-cache');
    expect(run('make-cache', cache).status).toBe(0);
    const collected = run('collect', cache);
    expect(collected.signal, 'the pending idle timer kept the process alive').toBeNull();
    expect(collected.stderr).toBe('');
    expect(JSON.parse(collected.stdout)).toEqual({ gcGlobal: 'undefined', freedMiB: true, rejected: false });
  });
});

describe('limitYoungGeneration', () => {
  it('keeps the young generation at its first size where it grows without it', () => {
    // Edits as the server sees them: each makes a tree that lives until the next one's.
    const run = probe(
      'young.cjs',
      `const { getHeapSpaceStatistics } = require('node:v8');
if (process.argv[2] === 'limited') require('./memory.cjs').limitYoungGeneration();
let tree;
for (let edit = 0; edit < 20; edit++) tree = Array.from({ length: 20000 }, (_, i) => ({ edit, i, text: 'x' + i }));
const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
process.stdout.write(String(young.physical_space_size / 2 ** 20));
`,
    );
    const youngMiB = (mode: string) => Number(run(mode).stdout);
    expect({ grown: youngMiB('default') > 8, limited: youngMiB('limited') <= 4 }).toEqual({ grown: true, limited: true });
  });
});
