// No input makes the CLI crash: any bytes on stdin give exit 0 or 1 and a valid JSON report.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { tempDir } from '../support/temp-dir.js';

// A home without a global config, so the default one is absent.
const home = tempDir('hl-robustness-');

async function lintStdin(input: Buffer | string) {
  let stdout = '';
  let stderr = '';
  const code = await main(['--no-plugins', '--stdin', '--stdin-filename', 'fuzz/agent.hcl', '-f', 'json'], {
    stdin: Readable.from([Buffer.from(input)]),
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    env: { HOME: home },
  });
  return { code, stdout, stderr };
}

const fragments = [
  'policy "p" {',
  'match = {',
  '}',
  '{',
  '"',
  '${',
  '%{',
  '<<EOT\n',
  'EOT\n',
  '\n',
  ' = ',
  'env("X")',
  'required_providers {',
  'a = { source = "x/y", version = "1" }',
  '#',
  '/*',
  '\u001b',
  '\uFEFF',
  '\r\n',
  '[',
  ']',
  ',',
  '1.5e3',
  'true',
  'hook "session-start" {',
  'provider = "a"',
];

describe('robustness', () => {
  it('answers every generated input with exit 0 or 1 and a valid report', async () => {
    const arbitrary = fc.oneof(
      fc.array(fc.constantFrom(...fragments), { maxLength: 40 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, async (input) => {
        const r = await lintStdin(input);
        expect(r.stderr).toBe('');
        expect([0, 1]).toContain(r.code);
        const doc = JSON.parse(r.stdout);
        expect(doc.summary.errors > 0).toBe(r.code === 1);
      }),
      { numRuns: 1000, seed: 20261130 },
    );
  });
});
