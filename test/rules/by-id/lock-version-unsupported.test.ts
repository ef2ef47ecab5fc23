import { describe, expect, it } from 'vitest';
import { LOCK, lintCase, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock, override } from './fixtures.js';

const LOCKV = (v: number) =>
  `lock_file_version = ${v}\n\nprovider "anthropic" {\n  source      = "github.com/agentco/provider-anthropic"\n  version     = "1.0.2"\n  resolved_at = "2026-07-22T18:04:00Z"\n  checksums   = { linux_amd64 = "sha256:57667a5342d7652a48a71de86f089742b644f9ca9bd15b0d872cc7d8072663d0" }\n}\n`;

testRule('lock-version-unsupported', {
  valid: [{ name: 'version 1', agent: declare('anthropic'), lock: LOCKV(1) }],
  invalid: [
    {
      name: 'version 2',
      agent: declare('anthropic'),
      lock: LOCKV(2),
      errors: [
        {
          file: LOCK,
          range: [1, 1, 1, 22],
          message: 'lock_file_version 2 is not supported, only version 1; regenerate the lock file with a matching kernel',
          notes: ['the kernel refuses the whole lock file'],
        },
      ],
    },
    {
      name: 'no version',
      agent: declare('anthropic'),
      lock: LOCKV(1).replace('lock_file_version = 1\n\n', ''),
      errors: [
        {
          file: LOCK,
          range: [1, 1, 1, 23],
          message: 'lock_file_version is missing; add lock_file_version = 1 as the first line',
          notes: ['the kernel checks it before reading anything else and refuses the lock file'],
        },
      ],
    },
  ],
});

describe('after lock-version-unsupported', () => {
  // ripgrep is not locked, filesystem not declared, anthropic dev-overridden, and its entry has a
  // constraint for a version, no timestamp and a malformed checksum under a malformed key.
  const project = (version: number) => ({
    agent: declare('anthropic', 'ripgrep'),
    lock: lock(entry('anthropic', { version: '"~> 1"', resolved_at: '"yesterday"', checksums: '{ "linux-amd64" = "sha256:1" }' }), entry('filesystem')).replace(
      'lock_file_version = 1',
      `lock_file_version = ${version}`,
    ),
    global: override('/opt/anthropic'),
  });
  const found = (version: number) => [...new Set(lintCase(project(version), 'lock-version-unsupported').map((d) => d.ruleId))].sort();

  it('no lock-file or cross-file rule reads the file', () => {
    expect(found(3)).toEqual(['lock-version-unsupported']);
  });

  it('while each reports on the same files with version 1', () => {
    expect(found(1)).toEqual([
      'lock-checksum-format',
      'lock-checksum-platform-key',
      'lock-entry-dev-overridden',
      'lock-entry-missing',
      'lock-entry-orphan',
      'lock-resolved-at-format',
      'lock-version-not-exact',
    ]);
  });
});
