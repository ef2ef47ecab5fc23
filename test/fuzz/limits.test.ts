// Size and depth at the edges, found while probing the parser's robustness limits. HashiCorp's
// parser (the oracle, @cdktn/hcl2json) accepts every input here; the values were checked
// against it once (it is too slow to start to call per test).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { assertBuilt, runCliSync } from './support/cli.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';
import { tempDir } from '../support/temp-dir.js';

const chain = (op: string, operand: string, terms: number) => `x = ${Array(terms).fill(operand).join(` ${op} `)}\n`;

describe('parser limits', () => {
  // A flat chain is as deep as its operator count in a left-leaning tree, but nothing in it is
  // nested: the nesting limit (256) must not count binary operators. The oracle accepts these.
  for (const [op, operand] of [
    ['+', '1'],
    ['==', '"a"'],
    ['||', 'true'],
    ['*', '2'],
  ]) {
    it(`a flat chain of 300 "${op}" operations parses without a diagnostic`, () => {
      expect(parse(chain(op, operand, 301)).diagnostics).toEqual([]);
    });
  }

  it('a chain of 100000 operations parses without a stack overflow, in time linear in its length', async () => {
    const result = parse(chain('+', '1', 100_000));
    expect(result.diagnostics.map((d) => d.message).filter((m) => /internal|stack/i.test(m))).toEqual([]);
    expect(
      await growthAt10x(10_000, (n) => {
        const src = chain('+', '1', n);
        return () => parse(src);
      }),
    ).toBeLessThan(LINEAR_AT_10X);
  });

  it('long but shallow files (20000 list elements, 20000 attributes) parse cleanly', () => {
    const list = `x = [${Array.from({ length: 20_000 }, (_, i) => `"t${i}"`).join(', ')}]\n`;
    const attrs = Array.from({ length: 20_000 }, (_, i) => `a${i} = ${i}`).join('\n') + '\n';
    expect(parse(list).diagnostics).toEqual([]);
    expect(parse(attrs).diagnostics).toEqual([]);
  });
});

describe('output limits', () => {
  // A minified or generated file can be one very long line. Each of its diagnostics repeating
  // the whole line in a code frame multiplies the file by the number of diagnostics (here about
  // 100 × 100 KB = 11 MB of terminal output); a frame should show a window around the range.
  it('stylish output for a 100 KB one-line file with a hundred errors stays within 10× the file', () => {
    assertBuilt();
    const dir = tempDir('hl-long-line-');
    const line = Array.from({ length: 1000 }, () => `${'x'.repeat(99)}\0`).join('');
    writeFileSync(join(dir, 'agent.hcl'), `${line}\n`);
    writeFileSync(join(dir, 'linter-config.json'), '{}');
    const r = runCliSync(['agent.hcl', '--no-plugins', '--config', 'linter-config.json'], dir, { PATH: process.env.PATH ?? '', HOME: dir });
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').filter((l) => /^ {2}\d+:\d+ /.test(l)).length).toBeGreaterThan(50);
    expect(r.stdout.length).toBeLessThan(10 * line.length);
  });
});
