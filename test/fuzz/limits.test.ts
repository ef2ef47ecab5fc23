// Size and depth at the edges, found while probing the parser's robustness limits. HashiCorp's
// parser (the oracle, @cdktn/hcl2json) accepts every input here; the values were checked
// against it once (it is too slow to start to call per test).
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';

const chain = (op: string, operand: string, terms: number) => `x = ${Array(terms).fill(operand).join(` ${op} `)}\n`;

describe('parser limits', () => {
  // A flat chain is as deep as its operator count in a left-leaning tree, but nothing in it is
  // nested: the nesting limit (256) must not count binary operators. The oracle accepts these.
  for (const [op, operand] of [['+', '1'], ['==', '"a"'], ['||', 'true'], ['*', '2']]) {
    it(`a flat chain of 300 "${op}" operations parses without a diagnostic`, () => {
      expect(parse(chain(op, operand, 301)).diagnostics).toEqual([]);
    });
  }

  it('a chain of 100000 operations finishes quickly and without a stack overflow', () => {
    const started = performance.now();
    const result = parse(chain('+', '1', 100_000));
    expect(result.diagnostics.map((d) => d.message).filter((m) => /internal|stack/i.test(m))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('long but shallow files (20000 list elements, 20000 attributes) parse cleanly', () => {
    const list = `x = [${Array.from({ length: 20_000 }, (_, i) => `"t${i}"`).join(', ')}]\n`;
    const attrs = Array.from({ length: 20_000 }, (_, i) => `a${i} = ${i}`).join('\n') + '\n';
    expect(parse(list).diagnostics).toEqual([]);
    expect(parse(attrs).diagnostics).toEqual([]);
  });
});
