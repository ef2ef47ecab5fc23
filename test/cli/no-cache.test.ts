// The capability cache (issue 4): a warm run launches nothing; --no-cache launches every plugin
// and leaves the cache as it was.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';

let xdg: string;
beforeEach(() => {
  xdg = mkdtempSync(join(tmpdir(), 'harness-lint-nocache-'));
});
afterEach(() => rmSync(xdg, { recursive: true, force: true }));

const lintExample = (...extra: string[]) =>
  runCli(['examples/agent.hcl', '--cache-dir', 'examples/plugin-cache', '--verbose', '-f', 'compact', ...extra], { cwd: ROOT, env: { XDG_CACHE_HOME: xdg } });

const progress = (stderr: string, what: RegExp) => stderr.split('\n').filter((line) => /^harness-lint: plugin /.test(line) && what.test(line)).length;

describe('--no-cache', () => {
  it('a warm run launches nothing; --no-cache launches all six plugins again and writes nothing', () => {
    const cold = lintExample();
    expect(cold.status).toBe(0);
    expect(progress(cold.stderr, /: launching /)).toBe(6);

    const warm = lintExample();
    expect(progress(warm.stderr, /: launching /)).toBe(0);
    expect(progress(warm.stderr, /capabilities from the cache \(not launched\)$/)).toBe(6);
    expect(warm.stdout).toBe(cold.stdout);

    const cacheBefore = readdirSync(join(xdg, 'harness-lint'), { recursive: true }).sort();
    const uncached = lintExample('--no-cache');
    expect(uncached.status).toBe(0);
    expect(progress(uncached.stderr, /: launching /)).toBe(6);
    expect(progress(uncached.stderr, /from the cache/)).toBe(0);
    expect(uncached.stdout).toBe(cold.stdout);
    expect(readdirSync(join(xdg, 'harness-lint'), { recursive: true }).sort()).toEqual(cacheBefore);
  });
});
