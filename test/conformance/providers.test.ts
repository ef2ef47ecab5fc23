// Every conformance case with providers.json, through the real CLI with real launched fake
// plugins (dev_overrides, or installed in a plugin cache under the lock's source and version).
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasProviders, matchExpectation, readExpectation, show } from './run-case.js';
import { prepareCase, type PreparedCase } from './providers-install.js';
import { runPreparedCase } from './providers-run.js';
import { assertBuilt } from '../fuzz/support/cli.js';

const CASES = join(import.meta.dirname, 'cases');
const pluginCases = readdirSync(CASES, { withFileTypes: true })
  .filter((e) => e.isDirectory() && hasProviders(join(CASES, e.name)))
  .map((e) => e.name)
  .sort();
const prepared: PreparedCase[] = [];

beforeAll(assertBuilt);

afterAll(() => {
  for (const p of prepared) rmSync(p.root, { recursive: true, force: true });
});

describe('conformance (with plugins)', () => {
  it('has cases to run', () => {
    expect(pluginCases.length).toBeGreaterThan(0);
  });

  it.each(pluginCases)('%s', (name) => {
    const p = prepareCase(join(CASES, name));
    prepared.push(p);
    const run = runPreparedCase(p);
    const result = matchExpectation(readExpectation(join(CASES, name)), run);
    for (const w of result.unlistedWarnings) console.warn(`${name}: unlisted warning ${show(w)}`);
    expect(result.failures).toEqual([]);
  });
});
