// Every conformance case without providers.json, through the real CLI with --no-plugins.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasProviders, matchExpectation, readExpectation, runCase, show } from './run-case.js';

const CASES = join(import.meta.dirname, 'cases');
const staticCases = readdirSync(CASES, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !hasProviders(join(CASES, e.name)))
  .map((e) => e.name)
  .sort();

// Rebuilding here would delete dist/ under other CLI tests running in parallel; `npm test` builds first.
if (!existsSync(join(import.meta.dirname, '..', '..', 'dist', 'cli.js'))) {
  throw new Error('dist/cli.js is missing: run `node build.mjs` (or `npm test`) before these tests');
}

describe('conformance (no plugins)', () => {
  it('has cases to run', () => {
    expect(staticCases.length).toBeGreaterThan(0);
  });

  it.each(staticCases)('%s', (name) => {
    const dir = join(CASES, name);
    const result = matchExpectation(readExpectation(dir), runCase(dir));
    for (const w of result.unlistedWarnings) console.warn(`${name}: unlisted warning ${show(w)}`);
    expect(result.failures).toEqual([]);
  });
});
