// Global setup: the run's TMPDIR is a fresh folder, set before vitest starts its workers, so
// every test file and every process a test spawns (given process.env or TMPDIR: tmpdir())
// makes its temporary files there. At the end, anything left in it is litter: a test that did
// not remove what it made, or a linter run that left a plugin's socket or run folder behind.
// The run fails, listing it, and the folder is removed.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeTree } from './support/temp-dir.js';

/** Set once the run has its folder: vitest runs a global setup again for each project. */
const OWNER = 'HARNESS_LINT_TEST_TMPDIR';

export default function setup(): (() => void) | undefined {
  if (process.env[OWNER] !== undefined) return undefined;
  const saved = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'harness-lint-tests-'));
  process.env.TMPDIR = dir;
  process.env[OWNER] = dir;
  return () => {
    const left = readdirSync(dir).sort();
    removeTree(dir);
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    delete process.env[OWNER];
    if (left.length > 0) {
      // vitest reports an error thrown here but still exits 0 without this.
      process.exitCode = 1;
      throw new Error(`the tests left these in their TMPDIR: ${left.join(', ')}`);
    }
  };
}
