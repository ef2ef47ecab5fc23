// The formatter is linear: the cost per line at 10 times the size is at most twice the cost at
// the size (a ratio under 20 between n and 10n lines, timed in this process; speed itself is
// measured in bench/). On the brief's policy blocks, and on a text that stresses every pass: one
// long alignment run (with trailing comments and non-ASCII keys), brackets nested line after
// line (also past the parser's limit, where the indentation stops growing) and long lines.
import { describe, expect, it } from 'vitest';
import { formatHcl } from '../../src/hcl/index.js';
import { growthAt10x } from '../support/cpu-time.js';

/** At most twice the cost per line at 10 times the lines. */
const LINEAR_PER_LINE = 20;

function lines(n: number, line: (i: number) => string): string {
  let out = '';
  for (let i = 0; i < n; i++) out += `${line(i)}\n`;
  return out;
}

function policyBlocks(n: number): string {
  return lines(n / 4, (i) => `policy "p${i}" {\nmatch={tool_name="t${i}",provider="fs"}\naction  =  "allow"\n}`);
}

function stress(n: number): string {
  const key = (i: number) => (i % 2 ? 'k'.repeat(1 + (i % 40)) : `"${'é👩‍👩‍👧'.repeat(1 + (i % 5))}"`);
  const run = lines(n / 2, (i) => `${key(i)}=${i} # c${i}`);
  const nested = lines(n / 800, () => `a = ${lines(99, () => '[')}1${lines(99, () => ']')}`) + `b = ${lines(n / 16, () => '(')}${lines(n / 16, () => ')')}`;
  const long = lines(n / 400, () => `x = [${Array.from({ length: 100 }, (_, i) => `f( a${i} ,"s" )`).join(',')}] # ${'=('.repeat(50)}`);
  return `${run}\n${nested}\n${long}`;
}

describe('formatter growth', () => {
  for (const [shape, make] of [
    ['policy blocks', policyBlocks],
    ['alignment run, nesting, long lines', stress],
  ] as const) {
    it(`${shape}: 20,000 lines cost under 10 times 2,000 lines (at most twice per line)`, async () => {
      const text = make(2000);
      expect(formatHcl(text)).not.toBe(text);
      expect(
        await growthAt10x(2000, (n) => {
          const text = make(n);
          return () => formatHcl(text);
        }),
      ).toBeLessThan(LINEAR_PER_LINE);
    });
  }
});
