// No lock file or global config, however broken, makes the decoders or rules throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from '../../src/hcl/index.js';
import { decodeLockFile } from '../../src/models/lock/decode.js';
import { decodeGlobalConfig } from '../../src/models/global/decode.js';
import { allRules } from '../../src/rules/index.js';
import type { Project } from '../../src/models/project.js';

const FRAGMENTS = [
  'lock_file_version = 1\n',
  'lock_file_version = ',
  'provider "a" {\n',
  'provider {\n',
  '}\n',
  '{',
  '}',
  '\n',
  'source = "github.com/a/b"\n',
  'version = "1.2.3"\n',
  'version = "~> 1"\n',
  'resolved_at = "2026-07-22T18:04:00Z"\n',
  'checksums = {\n',
  'checksums = []\n',
  'checksums = "x"\n',
  '"linux_amd64" = "sha256:1"\n',
  'linux-amd64 = 1\n',
  '= ',
  '"',
  '${',
  'env("X")',
  'dev_overrides {\n',
  'a = "/bin/a"\n',
  'registry_mirror {\n',
  'default = "https://r"\n',
  'mirror {\n',
  'prefix = "p/"\n',
  'url = "u"\n',
  'auth = env("")\n',
  'auth = "secret"\n',
  'null',
  'true',
  '1.5',
  '[',
  ']',
  ',',
  '# c\n',
  '/*',
  '*/',
  '<<EOT\n',
  'EOT\n',
  'é',
  '😀',
];

const text = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join(''));

function project(source: string): Project {
  const lockParse = parse(Buffer.from(source));
  const globalParse = parse(Buffer.from(source));
  return {
    agent: {
      file: { path: 'agent.hcl', parse: parse(Buffer.from('')) },
      model: { requiredProviders: [], providers: [], policies: [], profiles: [], hooks: [], settings: null },
    },
    lock: { file: { path: 'lock.hcl', parse: lockParse }, model: decodeLockFile(lockParse.file).model },
    global: { file: { path: 'global.hcl', parse: globalParse }, model: decodeGlobalConfig(globalParse.file).model },
    capabilities: null,
  };
}

describe('robustness', () => {
  it('decoders and rules never throw on broken input', () => {
    fc.assert(
      fc.property(text, (source) => {
        const p = project(source);
        for (const rule of allRules) rule.check?.({ project: p, report: () => {} });
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(text, (source) => {
        const run = () => {
          const parsed = parse(Buffer.from(source));
          return JSON.stringify([decodeLockFile(parsed.file).diagnostics, decodeGlobalConfig(parsed.file).diagnostics]);
        };
        expect(run()).toBe(run());
      }),
      { numRuns: 100 },
    );
  });
});
