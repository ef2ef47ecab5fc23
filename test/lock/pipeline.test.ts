// The lock file and global config through lint(): broken files give diagnostics, never a crash,
// and a lock file that did not decode switches the cross-file checks off.
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../src/host/lint.js';
import { lines, SUM_A } from './helpers.js';
import { tempDir } from '../support/temp-dir.js';

let dir = '';
beforeAll(() => {
  dir = tempDir('harness-lint-lock-');
});

const AGENT = lines('required_providers {', '  anthropic = {', '    source  = "github.com/agentco/provider-anthropic"', '    version = "~> 1.2"', '  }', '}');

async function lintWith(lock: string, global = '') {
  const file = join(dir, 'agent.hcl');
  const lockFile = join(dir, 'lock.hcl');
  const globalConfig = join(dir, 'global.hcl');
  writeFileSync(file, AGENT);
  writeFileSync(lockFile, lock);
  writeFileSync(globalConfig, global);
  const result = await lint({ file, lockFile, globalConfig, cwd: dir });
  return result.diagnostics.map((d) => [d.file === lockFile ? 'lock' : d.file === file ? 'agent' : 'global', d.ruleId, d.range.start.line]);
}

const GOOD_ENTRY = [
  'provider "anthropic" {',
  '  source      = "github.com/agentco/provider-anthropic"',
  '  version     = "1.2.4"',
  '  resolved_at = "2026-07-20T09:12:00Z"',
  `  checksums   = { linux_amd64 = "${SUM_A}" }`,
  '}',
];

describe('lock file through lint()', () => {
  it('a clean lock file and global config give no findings', async () => {
    expect(await lintWith(lines('lock_file_version = 1', ...GOOD_ENTRY), lines('dev_overrides {', '}'))).toEqual([]);
  });

  it('a syntax error stops at hcl-syntax: no decoding, no cross-file findings', async () => {
    const found = await lintWith(lines('lock_file_version = 1', 'provider "other" {', '  source = "github.com/a/b"'));
    expect(found.every(([file, rule]) => file === 'lock' && rule === 'hcl-syntax')).toBe(true);
    expect(found.length).toBeGreaterThan(0);
  });

  it('an unsupported version is the only lock finding, and cross-file checks are off', async () => {
    expect(await lintWith(lines('lock_file_version = "1"', 'provider "other" {', '  hashes = []', '}'))).toEqual([['lock', 'lock-version-unsupported', 1]]);
  });

  it('values the kernel panics on are type mismatches', async () => {
    const lock = lines(
      'lock_file_version = 1',
      'provider "anthropic" {',
      '  source      = 1',
      '  version     = "1.2.4"',
      '  resolved_at = "2026-07-20T09:12:00Z"',
      '  checksums   = { linux_amd64 = [] }',
      '}',
    );
    expect(await lintWith(lock)).toEqual([
      ['lock', 'attr-type-mismatch', 3],
      ['lock', 'attr-type-mismatch', 6],
    ]);
  });

  it('cross-file findings land in the right files', async () => {
    const lock = lines(
      'lock_file_version = 1',
      ...GOOD_ENTRY.map((l) => l.replace('1.2.4', '2.0.0')),
      'provider "stale" {',
      '  source      = "github.com/agentco/stale"',
      '  version     = "1.0.0"',
      '  resolved_at = "2026-07-20T09:12:00Z"',
      `  checksums   = { linux_amd64 = "${SUM_A}" }`,
      '}',
    );
    expect(await lintWith(lock)).toEqual([
      ['lock', 'lock-version-unsatisfied', 4],
      ['lock', 'lock-entry-orphan', 8],
    ]);
  });
});
