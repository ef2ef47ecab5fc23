import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { lockAndGlobalRules } from '../../../src/rules/lock-and-global.js';

// Catalogue groups 4, 5, 6.1–6.5, lock-file-missing and dev-override-in-checkout (not in the catalogue) and the §8 opt-in checks: id → [severity, group, emitted by the decoder].
const CATALOGUE: Record<string, [string, string, boolean]> = {
  'lock-version-unsupported': ['error', 'lock', true],
  'lock-resolved-at-format': ['error', 'lock', false],
  'lock-checksums-empty': ['error', 'lock', false],
  'lock-checksum-format': ['warning', 'lock', false],
  'lock-checksum-platform-key': ['warning', 'lock', false],
  'lock-version-not-exact': ['error', 'lock', false],
  'mirror-duplicate-prefix': ['warning', 'global', false],
  'lock-entry-missing': ['warning', 'cross-file', false],
  'lock-entry-orphan': ['warning', 'cross-file', false],
  'lock-source-mismatch': ['warning', 'cross-file', false],
  'lock-version-unsatisfied': ['warning', 'cross-file', false],
  'lock-entry-dev-overridden': ['warning', 'cross-file', false],
  'lock-file-missing': ['warning', 'cross-file', false],
  'dev-override-in-checkout': ['warning', 'global', false],
  'env-var-unset': ['error', 'env', false],
  'dev-override-binary': ['error', 'env', false],
};

describe('lockAndGlobalRules', () => {
  it('holds exactly the catalogue ids, in catalogue order, with their severities', () => {
    expect(lockAndGlobalRules.map((r) => r.meta.id)).toEqual(Object.keys(CATALOGUE));
    for (const { meta, check } of lockAndGlobalRules) {
      const [severity, group, emitted] = CATALOGUE[meta.id];
      expect([meta.severity, meta.group, meta.emittedBy === 'decoder', check === undefined, meta.needsCapabilities], meta.id).toEqual([
        severity,
        group,
        emitted,
        emitted,
        false,
      ]);
      expect(meta.optIn === true, meta.id).toBe(group === 'env');
    }
  });

  it('has a doc page per rule with a failing and a passing example', () => {
    for (const { meta } of lockAndGlobalRules) {
      const path = `docs/rules/${meta.id}.md`;
      expect(existsSync(path), path).toBe(true);
      const text = readFileSync(path, 'utf8');
      expect(text.startsWith(`# ${meta.id}\n`), path).toBe(true);
      for (const section of ['## What it catches', '## Why', '## Failing', '## Passing', '## Spec']) expect(text, `${path} ${section}`).toContain(section);
    }
  });
});
