// Every conformance case with providers.json, through the real CLI with real launched fake
// plugins (dev_overrides, or installed in a plugin cache under the lock's source and version).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasProviders, matchExpectation, readExpectation, show } from './run-case.js';
import { prepareCase } from './providers-install.js';
import { runPreparedCase } from './providers-run.js';
import { assertBuilt } from '../fuzz/support/cli.js';

const CASES = join(import.meta.dirname, 'cases');
const pluginCases = readdirSync(CASES, { withFileTypes: true })
  .filter((e) => e.isDirectory() && hasProviders(join(CASES, e.name)))
  .map((e) => e.name)
  .sort();

beforeAll(assertBuilt);

describe('conformance (with plugins)', () => {
  it('has cases to run', () => {
    expect(pluginCases.length).toBeGreaterThan(0);
  });

  it.each(pluginCases)('%s', (name) => {
    const p = prepareCase(join(CASES, name));
    const run = runPreparedCase(p);
    const result = matchExpectation(readExpectation(join(CASES, name)), run);
    for (const w of result.unlistedWarnings) console.warn(`${name}: unlisted warning ${show(w)}`);
    expect(result.failures).toEqual([]);
  });
});
