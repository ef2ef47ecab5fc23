// LineMap: UTF-16 index to (line, code-point column, UTF-8 byte offset), checked against a direct count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineMap } from '../../src/hcl/source.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';

function naive(text: string, index: number): { line: number; column: number; offset: number } {
  const before = text.slice(0, index);
  const lines = before.split('\n');
  const last = lines[lines.length - 1];
  return { line: lines.length, column: [...last].length + 1, offset: Buffer.byteLength(before, 'utf8') };
}

describe('LineMap', () => {
  it('agrees with a direct count at every code-point boundary, on long mixed lines', () => {
    const pieces = fc.constantFrom('a', ' ', '\n', '\r\n', 'é', 'Ж', '€', '😀', '👩‍👧', '\t');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 1500 }), (parts) => {
        const text = parts.join('');
        const map = new LineMap(text);
        const indices: number[] = [];
        for (let i = 0; i <= text.length; i++) {
          const c = text.charCodeAt(i - 1);
          if (!(c >= 0xd800 && c <= 0xdbff)) indices.push(i);
        }
        // Out of order on purpose: the parser asks for starts after ends.
        for (const i of [...indices].reverse()) expect(map.pos(i)).toEqual(naive(text, i));
      }),
      { numRuns: 60, seed: 3 },
    );
  });

  it('converts positions on a very long non-ASCII line in linear time', async () => {
    const converting = (n: number) => {
      const text = 'é'.repeat(n);
      return () => {
        const map = new LineMap(text);
        for (let i = text.length; i >= 0; i -= 97) map.pos(i);
        return map;
      };
    };
    expect(converting(2_000_000)().pos(2_000_000)).toEqual({ line: 1, column: 2_000_001, offset: 4_000_000 });
    expect(await growthAt10x(200_000, converting)).toBeLessThan(LINEAR_AT_10X);
  });
});
