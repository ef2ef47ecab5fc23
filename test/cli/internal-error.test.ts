// An unexpected failure inside the pipeline: one clear message, exit 2, a stack only with --verbose.
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';

const thrown = vi.hoisted(() => ({ message: 'boom at the parser' }));

vi.mock('../../src/host/lint.js', () => ({
  lint: async () => {
    throw new TypeError(thrown.message);
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

  it('a message carrying a forged workflow command and an escape sequence stays on its lines, escaped, with --verbose too', async () => {
    thrown.message = 'bad name x\n::error file=agent.hcl::forged\x1b]0;title\x07';
    try {
      const r = await run(['--verbose', 'test/cli/fixtures/syntax-error.hcl']);
      expect(r.code).toBe(2);
      expect(r.stderr.split('\n').filter((line) => line.startsWith('::') || /[\x1b\x07]/.test(line))).toEqual([]);
      expect(r.stderr).toContain('harness-lint: internal error: bad name x\\n::error file=agent.hcl::forged\\x1b]0;title\\x07\n');
      expect(r.stderr).toContain('\nTypeError: bad name x\\n::error file=agent.hcl::forged\\x1b]0;title\\x07\n    at ');
    } finally {
      thrown.message = 'boom at the parser';
    }
  });
});
