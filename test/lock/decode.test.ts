import { describe, expect, it } from 'vitest';
import { decodeLockFile } from '../../src/models/lock/decode.js';
import { parse } from '../../src/hcl/index.js';
import { lines, parseClean, show, span, SUM_A, SUM_B } from './helpers.js';

function decode(text: string) {
  const { model, diagnostics } = decodeLockFile(parseClean(text));
  return { model, found: diagnostics.map(show) };
}

const ENTRY = [
  'provider "anthropic" {',
  '  source      = "github.com/agentco/provider-anthropic"',
  '  version     = "1.2.4"',
  '  resolved_at = "2026-07-22T18:04:00Z"',
  '  checksums = {',
  `    "linux_amd64"  = "${SUM_A}"`,
  `    "darwin_arm64" = "${SUM_B}"`,
  '  }',
  '}',
];

describe('decodeLockFile: lock_file_version pre-pass', () => {
  it('accepts version 1 and builds the model with ranges', () => {
    const { model, found } = decode(lines('lock_file_version = 1', '', ...ENTRY));
    expect(found).toEqual([]);
    expect(model).not.toBeNull();
    expect(model!.lockFileVersion.value).toBe(1);
    expect(model!.entries).toHaveLength(1);
    const e = model!.providers.get('anthropic')!;
    expect(e.name).toBe('anthropic');
    expect(span(e.headerRange)).toBe('3:1-3:21');
    expect(span(e.labelRange)).toBe('3:10-3:21');
    expect([e.source!.value, span(e.source!.attrRange), span(e.source!.range)]).toEqual(['github.com/agentco/provider-anthropic', '4:3-4:56', '4:17-4:56']);
    expect([e.version!.value, span(e.version!.attrRange)]).toEqual(['1.2.4', '5:3-5:24']);
    expect([e.resolvedAt!.value, span(e.resolvedAt!.attrRange)]).toEqual(['2026-07-22T18:04:00Z', '6:3-6:39']);
    expect(e.checksums!.itemCount).toBe(2);
    expect(span(e.checksums!.attrRange)).toBe('7:3-10:4');
    expect(e.checksums!.entries.map((c) => [c.platform, span(c.platformRange), c.value, span(c.valueRange)])).toEqual([
      ['linux_amd64', '8:5-8:18', SUM_A, '8:22-8:95'],
      ['darwin_arm64', '9:5-9:19', SUM_B, '9:22-9:95'],
    ]);
  });

  const bad: [string, string, string, string, string[]?][] = [
    [
      'lock_file_version = 2',
      '1:1-1:22',
      'lock_file_version 2 is not supported, only version 1; regenerate the lock file with a matching kernel',
      'unsupported number',
      ['the kernel refuses the whole lock file'],
    ],
    [
      'lock_file_version = 1.5',
      '1:1-1:24',
      'lock_file_version 1.5 is not a whole number; write lock_file_version = 1',
      'fraction',
      ['the kernel truncates it to 1 and loads the file, but the spec requires refusing a lock file version it does not understand'],
    ],
    ['lock_file_version = "1"', '1:21-1:24', 'lock_file_version must be a number, got "1" (the kernel crashes on it); write lock_file_version = 1', 'string'],
    ['lock_file_version = null', '1:21-1:25', 'lock_file_version must be a number, got null (the kernel crashes on it); write lock_file_version = 1', 'null'],
    [
      'lock_file_version = one',
      '1:1-1:24',
      'lock_file_version cannot be read: Variables not allowed: lock_file_version refers to one; if "one" is meant as text, quote it: "one"; write lock_file_version = 1',
      'variable',
      ['the kernel refuses the lock file'],
    ],
    // Arbitrary precision (cty's 512-bit numbers), truncated as the kernel's Int64 does: 0.999… is 0, 1.999… is 1.
    [
      'lock_file_version = 0.99999999999999999999',
      '1:1-1:43',
      'lock_file_version 0.99999999999999999999 is not supported (the kernel truncates it to 0), only version 1; regenerate the lock file with a matching kernel',
      'just below one',
      ['the kernel refuses the whole lock file'],
    ],
    [
      'lock_file_version = 1.9999999999999999999999',
      '1:1-1:45',
      'lock_file_version 1.9999999999999999999999 is not a whole number; write lock_file_version = 1',
      'just below two',
      ['the kernel truncates it to 1 and loads the file, but the spec requires refusing a lock file version it does not understand'],
    ],
    [
      'lock_file_version = true ? 1 : "x"',
      '1:21-1:35',
      'lock_file_version must be a number, got "1" (the kernel crashes on it); write lock_file_version = 1',
      'conditional unified to a string',
    ],
  ];
  for (const [first, range, message, what, notes] of bad) {
    it(`rejects a bad version (${what}) and reads nothing else`, () => {
      // The rest of the file is broken on purpose: none of it may be reported.
      const { model, found } = decode(lines(first, 'bogus = 1', 'provider "x" {', '  hashes = []', '}'));
      expect(model).toBeNull();
      expect(found).toEqual([{ ruleId: 'lock-version-unsupported', severity: 'error', message, range, ...(notes && { notes }) }]);
    });
  }

  // Issue 14: the kernel evaluates the version (nil context), so these load.
  for (const e of ['1 % 0', '2 - 1', '[1][0]', '1.0']) {
    it(`reads lock_file_version = ${e} as version 1, as the kernel does`, () => {
      const { model, found } = decode(lines(`lock_file_version = ${e}`, ...ENTRY));
      expect(found).toEqual([]);
      expect(model?.lockFileVersion.value).toBe(1);
    });
  }

  it('reports a missing version on line 1', () => {
    const { model, found } = decode(lines('# written by hand', ...ENTRY));
    expect(model).toBeNull();
    expect(found).toEqual([
      {
        ruleId: 'lock-version-unsupported',
        severity: 'error',
        message: 'lock_file_version is missing; add lock_file_version = 1 as the first line',
        notes: ['the kernel checks it before reading anything else and refuses the lock file'],
        range: '1:1-1:18',
      },
    ]);
  });

  it('reports a missing version in an empty file', () => {
    const { model, found } = decode('');
    expect(model).toBeNull();
    expect(found.map((f) => [f.ruleId, f.range])).toEqual([['lock-version-unsupported', '1:1-1:1']]);
  });
});

describe('decodeLockFile: closed schema and strict types', () => {
  it('rejects unknown attributes and blocks and reports missing arguments', () => {
    const { model, found } = decode(
      lines(
        'lock_file_version = 1',
        'hashes = []',
        'provider "filesystem" {',
        '  source      = "github.com/agentco/provider-filesystem"',
        '  version     = "1.0.2"',
        '  hashes      = ["h1:0123456789abcdef"]',
        '  checksums   = {}',
        '  meta {}',
        '}',
        'terraform {}',
      ),
    );
    expect(model!.providers.get('filesystem')!.resolvedAt).toBeNull();
    expect(found.map((f) => [f.ruleId, f.range])).toEqual([
      ['hcl-unsupported-argument', '2:1-2:7'],
      ['hcl-unsupported-block', '10:1-10:10'],
      ['hcl-unsupported-argument', '6:3-6:9'],
      ['hcl-unsupported-block', '8:3-8:7'],
      ['hcl-missing-required-argument', '3:1-3:22'],
    ]);
    expect(found[2].message).toBe('Unsupported argument: an argument named "hashes" is not expected in provider "filesystem"');
    expect(found[4].message).toBe('Missing required argument: provider "filesystem" needs "resolved_at", but no definition was found');
  });

  it('drops a provider block with the wrong number of labels', () => {
    const { model, found } = decode(lines('lock_file_version = 1', 'provider {', '}', 'provider "a" "b" {', '}'));
    expect(model!.entries).toEqual([]);
    expect(found.map((f) => [f.ruleId, f.range])).toEqual([
      ['hcl-block-labels', '2:1-2:9'],
      ['hcl-block-labels', '4:1-4:17'],
    ]);
  });

  it('gives diagnostics, not crashes, for the values the kernel panics on', () => {
    const { model, found } = decode(
      lines(
        'lock_file_version = 1',
        'provider "a" {',
        '  source      = 42',
        '  version     = true',
        '  resolved_at = ["2026-07-22T18:04:00Z"]',
        '  checksums   = "sha256:abc"',
        '}',
        'provider "b" {',
        '  source      = "github.com/agentco/b"',
        '  version     = "1.0.0"',
        '  resolved_at = "2026-07-22T18:04:00Z"',
        '  checksums   = ["sha256:abc"]',
        '}',
        'provider "c" {',
        '  source      = "github.com/agentco/c"',
        '  version     = "1.0.0"',
        '  resolved_at = "2026-07-22T18:04:00Z"',
        '  checksums = {',
        '    linux_amd64 = 12',
        `    linux_arm64 = "${SUM_A}"`,
        '    darwin_arm64 = { nested = "x" }',
        '  }',
        '}',
      ),
    );
    expect(found.map((f) => [f.ruleId, f.range, f.message])).toEqual([
      ['attr-type-mismatch', '3:17-3:19', 'Incorrect attribute value type: source in provider "a" must be a string, got number (42)'],
      ['attr-type-mismatch', '4:17-4:21', 'Incorrect attribute value type: version in provider "a" must be a string, got bool (true)'],
      ['attr-type-mismatch', '5:17-5:41', 'Incorrect attribute value type: resolved_at in provider "a" must be a string, got list (a list)'],
      ['attr-type-mismatch', '6:17-6:29', 'Incorrect attribute value type: checksums in provider "a" must be an object, got string ("sha256:abc")'],
      ['attr-type-mismatch', '12:17-12:31', 'Incorrect attribute value type: checksums in provider "b" must be an object, got list (a list)'],
      ['attr-type-mismatch', '19:19-19:21', 'Incorrect attribute value type: checksums["linux_amd64"] in provider "c" must be a string, got number (12)'],
      [
        'attr-type-mismatch',
        '21:20-21:36',
        'Incorrect attribute value type: checksums["darwin_arm64"] in provider "c" must be a string, got object (an object)',
      ],
    ]);
    const a = model!.providers.get('a')!;
    expect([a.source, a.version, a.resolvedAt, a.checksums]).toEqual([null, null, null, null]);
    const c = model!.providers.get('c')!.checksums!;
    expect([c.itemCount, c.entries.map((e) => e.platform)]).toEqual([3, ['linux_arm64']]);
  });

  it('rejects function calls and references in lock values', () => {
    const { found } = decode(
      lines(
        'lock_file_version = 1',
        'provider "a" {',
        '  source      = env("SRC")',
        '  version     = local.v',
        '  resolved_at = "2026-07-22T18:04:00Z"',
        `  checksums   = { linux_amd64 = "${SUM_A}" }`,
        '}',
      ),
    );
    expect(found.map((f) => [f.ruleId, f.range])).toEqual([
      ['expr-not-allowed', '3:17-3:27'],
      ['expr-not-allowed', '4:17-4:24'],
    ]);
  });

  it('warns about a repeated provider label; the last one is what the kernel keeps', () => {
    const { model, found } = decode(lines('lock_file_version = 1', ...ENTRY, ...ENTRY.map((l) => l.replace('1.2.4', '1.2.5'))));
    expect(found).toEqual([
      {
        ruleId: 'duplicate-last-wins',
        severity: 'warning',
        message: 'Duplicate lock entry provider "anthropic": the kernel keeps only this one and ignores the entry on line 2; remove one of them',
        range: '11:1-11:21',
        related: [{ file: '', range: '2:1-2:21', message: 'ignored lock entry provider "anthropic"' }],
      },
    ]);
    expect(model!.entries).toHaveLength(2);
    expect(model!.providers.get('anthropic')!.version!.value).toBe('1.2.5');
  });

  it('warns about a repeated checksum key (last wins)', () => {
    const { model, found } = decode(
      lines(
        'lock_file_version = 1',
        'provider "a" {',
        '  source      = "github.com/agentco/a"',
        '  version     = "1.0.0"',
        '  resolved_at = "2026-07-22T18:04:00Z"',
        `  checksums   = { linux_amd64 = "${SUM_A}", linux_amd64 = "${SUM_B}" }`,
        '}',
      ),
    );
    expect(found.map((f) => [f.ruleId, f.range])).toEqual([['duplicate-last-wins', '6:108-6:119']]);
    expect(model!.providers.get('a')!.checksums!.entries.map((e) => e.value)).toEqual([SUM_B]);
  });

  it('keeps a lock entry source that is no forge address, for provider-source-format to report', () => {
    const { model, found } = decode(
      lines(
        'lock_file_version = 1',
        'provider "a" {',
        '  source      = "https://github.com/agentco/a"',
        '  version     = "1.0.0"',
        '  resolved_at = "2026-07-22T18:04:00Z"',
        `  checksums   = { linux_amd64 = "${SUM_A}" }`,
        '}',
      ),
    );
    expect(found).toEqual([]);
    expect(model!.providers.get('a')!.source!.value).toBe('https://github.com/agentco/a');
  });
});

describe('decodeLockFile on broken files', () => {
  it('never throws, whatever the parser recovered', () => {
    const broken = [
      'lock_file_version = 1\nprovider "a" {\n  source = "x"\n',
      'lock_file_version = 1\nprovider "a" { source = "x", version = "y" }\n',
      'lock_file_version = \n',
      'lock_file_version = 1; provider "a" {}\n',
      '{{{{',
      'lock_file_version = 1\nprovider "a" {\n  checksums = { linux_amd64 = }\n}\n',
    ];
    for (const text of broken) {
      const parsed = parse(Buffer.from(text));
      expect(() => decodeLockFile(parsed.file), text).not.toThrow();
    }
  });
});
