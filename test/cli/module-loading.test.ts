// What the built CLI loads from node_modules, file by file and uncompiled: nothing. Start-up
// cost is budgeted (README Performance): the CLI's code is one bundle and grpc-js with
// protobufjs another (dist/plugin-host.js), both compiled from V8's code cache; ajv is in the
// CLI's bundle. A regression here costs every cold run tens of milliseconds.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'harness-lint-modules-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI on the example with a hook that records, at exit, each node_modules package it required and how many files. */
function packagesLoaded(args: string[]): { status: number | null; packages: Record<string, number> } {
  const hook = join(dir, 'hook.cjs');
  const out = join(dir, 'modules.json');
  writeFileSync(hook, `process.on('exit', () => {
  const counts = {};
  for (const file of Object.keys(require.cache)) {
    const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(file);
    if (m) counts[m[1]] = (counts[m[1]] ?? 0) + 1;
  }
  require('node:fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(counts));
});
`);
  const r = runCli(['examples/agent.hcl', '--cache-dir', 'examples/plugin-cache', ...args], { cwd: ROOT, nodeArgs: ['-r', hook], env: { XDG_CACHE_HOME: join(dir, 'cache') } });
  return { status: r.status, packages: JSON.parse(readFileSync(out, 'utf8')) as Record<string, number> };
}

describe('modules the built CLI loads from node_modules', () => {
  it('none on a static run', () => {
    expect(packagesLoaded(['--no-plugins'])).toEqual({ status: 0, packages: {} });
  });

  it('none on a cold run that launches the plugins and compiles their schema validators', () => {
    expect(packagesLoaded([])).toEqual({ status: 0, packages: {} });
  });

  it('none on a warm run (answers and validators from the cache)', () => {
    expect(packagesLoaded([]).status).toBe(0);
    expect(packagesLoaded([])).toEqual({ status: 0, packages: {} });
  });
});
