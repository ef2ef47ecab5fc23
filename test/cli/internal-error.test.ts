// An unexpected failure inside the pipeline: one clear message, exit 2, a stack only with --verbose.
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/lint.js', () => ({
  InputError: class InputError extends Error {},
  lint: async () => {
    throw new TypeError('boom at the parser');
  },
}));

const { main } = await import('../../src/cli.js');

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdin: Readable.from([]),
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    env: {},
  });
  return { code, stdout, stderr };
}

describe('internal errors', () => {
  it('print a one-line report and exit 2, without a stack trace', async () => {
    const r = await run(['test/cli/fixtures/syntax-error.hcl']);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: 'harness-lint: internal error: boom at the parser\nThis is a bug in harness-lint; please report it (run with --verbose for details).\n',
    });
  });

  it('add the stack with --verbose', async () => {
    const r = await run(['--verbose', 'test/cli/fixtures/syntax-error.hcl']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('harness-lint: internal error: boom at the parser\nThis is a bug in harness-lint; please report it.\n');
    expect(r.stderr).toMatch(/TypeError: boom at the parser\n\s+at /);
  });
});
