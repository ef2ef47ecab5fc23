import { describe, expect, it } from 'vitest';
import * as resolvedAt from '../../../src/rules/lock/lock-resolved-at-format.js';
import * as checksumsEmpty from '../../../src/rules/lock/lock-checksums-empty.js';
import * as checksumFormat from '../../../src/rules/lock/lock-checksum-format.js';
import * as platformKey from '../../../src/rules/lock/lock-checksum-platform-key.js';
import * as versionNotExact from '../../../src/rules/lock/lock-version-not-exact.js';
import { agent, entry, LOCK, lockFile, run } from './harness.js';

const AGENT_HCL = agent(['anthropic', '~> 1.2'], ['filesystem', '~> 1.0']);

function lint(rule: Parameters<typeof run>[0], lock: string) {
  return run(rule, { agent: AGENT_HCL, lock });
}

describe('lock-resolved-at-format', () => {
  it('reports a timestamp Go RFC3339 rejects, at the attribute', () => {
    expect(lint(resolvedAt, lockFile(entry('anthropic'), entry('filesystem', { resolved_at: '"2026-07-22 18:04"' })))).toEqual([
      {
        ruleId: 'lock-resolved-at-format',
        file: LOCK,
        message:
          'resolved_at "2026-07-22 18:04" in lock entry provider "filesystem" is not an RFC 3339 timestamp (the date and time must be separated by an upper-case "T"), so the kernel refuses the lock file; write it like "2026-07-22T18:04:00Z"',
        range: '16:3-16:35',
      },
    ]);
  });

  it('accepts RFC 3339 with fractions and offsets', () => {
    expect(lint(resolvedAt, lockFile(entry('anthropic', { resolved_at: '"2026-07-22T18:04:00.5+02:00"' })))).toEqual([]);
  });
});

describe('lock-checksums-empty', () => {
  it('reports checksums = {} at the attribute', () => {
    expect(lint(checksumsEmpty, lockFile(entry('anthropic'), entry('filesystem', { checksums: [] })))).toEqual([
      {
        ruleId: 'lock-checksums-empty',
        file: LOCK,
        message: 'lock entry provider "filesystem": checksums is empty; regenerate it with a checksum per <os>_<arch> your team uses',
        notes: ['the kernel can verify the binary on no platform, so every install fails'],
        range: '17:3-18:4',
      },
    ]);
  });

  // cty converts an empty tuple to an empty map, so the kernel reads [] as {} (issue 14).
  it('reports checksums = [] the same: the kernel reads it as an empty map, not a type error', () => {
    const lock = lockFile(entry('anthropic'), entry('filesystem', { checksums: [] })).replace('  checksums = {\n  }', '  checksums = []');
    expect(lock).toContain('  checksums = []\n');
    expect(lint(checksumsEmpty, lock).map((f) => [f.ruleId, f.range])).toEqual([['lock-checksums-empty', '17:3-17:17']]);
  });

  it('does not count a map whose only values are malformed as empty', () => {
    expect(lint(checksumsEmpty, lockFile(entry('anthropic', { checksums: ['    linux_amd64 = 1'] })))).toEqual([]);
  });
});

describe('lock-checksum-format', () => {
  it('reports each malformed value at the value, naming the platform', () => {
    const found = lint(
      checksumFormat,
      lockFile(
        entry('anthropic', {
          checksums: [
            '    "linux_amd64"  = "sha256:9f8e7d6c5b4a"',
            '    "linux_arm64"  = "SHA256:57667a5342d7652a48a71de86f089742b644f9ca9bd15b0d872cc7d8072663d0"',
            '    "darwin_amd64" = "sha256:57667A5342D7652A48A71DE86F089742B644F9CA9BD15B0D872CC7D8072663D0"',
            '    "darwin_arm64" = "sha256:zz667a5342d7652a48a71de86f089742b644f9ca9bd15b0d872cc7d8072663d0"',
            '    "windows_amd64" = "sha256:57667a5342d7652a48a71de86f089742b644f9ca9bd15b0d872cc7d8072663d0"',
          ],
        }),
      ),
    );
    const tail = (platform: string, why: string) => `lock entry provider "anthropic": checksum for "${platform}" ${why}; regenerate the entry`;
    const notes = (platform: string) => [
      `a checksum is "sha256:" followed by 64 lowercase hex digits; this one can never match the binary, so installing on ${platform} will fail verification`,
    ];
    expect(found).toEqual([
      {
        ruleId: 'lock-checksum-format',
        file: LOCK,
        message: tail('linux_amd64', 'has 12 hex digits instead of 64'),
        notes: notes('linux_amd64'),
        range: '8:22-8:43',
      },
      {
        ruleId: 'lock-checksum-format',
        file: LOCK,
        message: tail('linux_arm64', 'does not start with "sha256:"'),
        notes: notes('linux_arm64'),
        range: '9:22-9:95',
      },
      {
        ruleId: 'lock-checksum-format',
        file: LOCK,
        message: tail('darwin_amd64', 'has uppercase hex digits'),
        notes: notes('darwin_amd64'),
        range: '10:22-10:95',
      },
      {
        ruleId: 'lock-checksum-format',
        file: LOCK,
        message: tail('darwin_arm64', 'holds characters other than lowercase hex digits'),
        notes: notes('darwin_arm64'),
        range: '11:22-11:95',
      },
    ]);
  });

  it('accepts well-formed checksums', () => {
    expect(lint(checksumFormat, lockFile(entry('anthropic'), entry('filesystem')))).toEqual([]);
  });
});

describe('lock-checksum-platform-key', () => {
  it('reports keys that are not <os>_<arch>, at the key, suggesting a fix when obvious', () => {
    const sum = '"sha256:57667a5342d7652a48a71de86f089742b644f9ca9bd15b0d872cc7d8072663d0"';
    const found = lint(
      platformKey,
      lockFile(
        entry('filesystem', {
          checksums: [`    "linux-amd64" = ${sum}`, `    "macOS" = ${sum}`, `    "linux_amd64" = ${sum}`, `    "windows_arm64" = ${sum}`],
        }),
      ),
    );
    expect(found).toEqual([
      {
        ruleId: 'lock-checksum-platform-key',
        file: LOCK,
        message: 'checksum key "linux-amd64" in lock entry provider "filesystem" is not an <os>_<arch> platform key; write "linux_amd64"',
        notes: ['the kernel never finds such a key, and installs on that platform fail as "not recorded"'],
        range: '8:5-8:18',
      },
      {
        ruleId: 'lock-checksum-platform-key',
        file: LOCK,
        message:
          'checksum key "macOS" in lock entry provider "filesystem" is not an <os>_<arch> platform key; write the key as <os>_<arch> in Go\'s spelling, e.g. "linux_amd64"',
        notes: ['the kernel never finds such a key, and installs on that platform fail as "not recorded"'],
        range: '9:5-9:12',
      },
    ]);
  });
});

describe('lock-version-not-exact', () => {
  it('reports constraints and partial versions at the attribute', () => {
    const found = lint(versionNotExact, lockFile(entry('anthropic', { version: '"1.2"' }), entry('filesystem', { version: '"~> 1.0"' })));
    const message = (v: string, n: string) => `version "${v}" in lock entry provider "${n}" is not an exact version; regenerate the lock entry`;
    const notes = ['a lock entry records the resolved release as MAJOR.MINOR.PATCH (e.g. "1.2.4"), not a constraint'];
    expect(found).toEqual([
      { ruleId: 'lock-version-not-exact', file: LOCK, message: message('1.2', 'anthropic'), notes, range: '5:3-5:22' },
      { ruleId: 'lock-version-not-exact', file: LOCK, message: message('~> 1.0', 'filesystem'), notes, range: '15:3-15:25' },
    ]);
  });

  it('accepts exact versions, with prerelease, build or a leading v', () => {
    expect(lint(versionNotExact, lockFile(entry('a', { version: '"1.2.4-rc.1+b7"' }), entry('b', { version: '"v0.5.1"' })))).toEqual([]);
  });
});

describe('lock rules after an unsupported lock_file_version', () => {
  it('report nothing: the file is not read further', () => {
    const lock = lockFile(entry('anthropic', { version: '"~> 1"', resolved_at: '"yesterday"', checksums: ['    "linux-amd64" = "sha256:1"'] })).replace(
      'lock_file_version = 1',
      'lock_file_version = 2',
    );
    for (const rule of [resolvedAt, checksumsEmpty, checksumFormat, platformKey, versionNotExact]) expect(lint(rule, lock), rule.meta.id).toEqual([]);
  });
});
