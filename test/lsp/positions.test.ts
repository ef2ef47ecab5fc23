// Exact code-point ↔ UTF-16 / UTF-8 / UTF-32 conversion, with both line-break rules.
import { describe, expect, it } from 'vitest';
import { type LinePos, negotiateEncoding, type PositionEncoding, SourceText } from '../../src/lsp/positions.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';

describe('positionEncoding negotiation', () => {
  it('is UTF-16 unless the client offers another we support, in its order of preference', () => {
    expect(negotiateEncoding(undefined)).toBe('utf-16');
    expect(negotiateEncoding([])).toBe('utf-16');
    expect(negotiateEncoding(['utf-8', 'utf-16'])).toBe('utf-8');
    expect(negotiateEncoding(['latin-1', 'utf-32', 'utf-8'])).toBe('utf-32');
    expect(negotiateEncoding(['latin-1'])).toBe('utf-16');
  });
});

// "a😀é" then x: 😀 is one code point, two UTF-16 units, four UTF-8 bytes; é two bytes.
const TEXT = 'a😀éx = 1\nb = "😀"\n';

describe('a linter position (code-point column) as an LSP position', () => {
  it.each([
    ['utf-16', [0, 1, 3, 4]],
    ['utf-8', [0, 1, 5, 7]],
    ['utf-32', [0, 1, 2, 3]],
  ] as const)('%s', (encoding, characters) => {
    const text = new SourceText(TEXT, encoding);
    expect([1, 2, 3, 4].map((column) => text.toPosition({ line: 1, column }))).toEqual(characters.map((character) => ({ line: 0, character })));
    // And back.
    expect(characters.map((character) => text.toLinePos({ line: 0, character }))).toEqual([1, 2, 3, 4].map((column) => ({ line: 1, column })));
  });

  it('a position inside a code point (half a surrogate pair, mid-sequence byte) means its start', () => {
    expect(new SourceText(TEXT, 'utf-16').toLinePos({ line: 0, character: 2 })).toEqual({ line: 1, column: 2 });
    expect(new SourceText(TEXT, 'utf-8').toLinePos({ line: 0, character: 3 })).toEqual({ line: 1, column: 2 });
  });

  it('a character past the line end is the line end; a line past the last is the end of the text', () => {
    const text = new SourceText(TEXT, 'utf-16');
    expect(text.toLinePos({ line: 0, character: 999 })).toEqual({ line: 1, column: 9 });
    expect(text.toLinePos({ line: 99, character: 0 })).toEqual({ line: 3, column: 1 });
    expect(text.toPosition({ line: 1, column: 999 })).toEqual({ line: 0, character: 9 });
  });

  it('a lone CR breaks lines for LSP but not for HCL: positions still land on the same character', () => {
    const text = new SourceText('a\rbc\nd', 'utf-16');
    // HCL line 1 is "a\rbc": column 4 is "c", which LSP puts on line 1, character 1.
    expect(text.toPosition({ line: 1, column: 4 })).toEqual({ line: 1, character: 1 });
    expect(text.toLinePos({ line: 1, character: 1 })).toEqual({ line: 1, column: 4 });
    expect(text.toPosition({ line: 2, column: 1 })).toEqual({ line: 2, character: 0 });
  });

  it('CRLF is one break, and a position at the CR is the end of the line', () => {
    const text = new SourceText('ab\r\ncd', 'utf-8');
    expect(text.toPosition({ line: 1, column: 3 })).toEqual({ line: 0, character: 2 });
    expect(text.toPosition({ line: 2, column: 2 })).toEqual({ line: 1, character: 1 });
  });

  it('a BOM, which the parser drops, shifts line 1 by one character', () => {
    const text = new SourceText('\ufeffab\ncd', 'utf-16');
    expect(text.toPosition({ line: 1, column: 1 })).toEqual({ line: 0, character: 1 });
    expect(text.toLinePos({ line: 0, character: 2 })).toEqual({ line: 1, column: 2 });
    expect(text.toPosition({ line: 2, column: 2 })).toEqual({ line: 1, character: 1 });
  });

  it('a lone surrogate is one code point, three UTF-8 bytes (U+FFFD on the wire)', () => {
    const text = new SourceText('\ud800x', 'utf-8');
    expect(text.toPosition({ line: 1, column: 2 })).toEqual({ line: 0, character: 3 });
  });
});

describe('conversions that go on from where the last one on the line stopped', () => {
  const MIXED = '\ufeffa😀\r\nb\rcé\n\ud800x\n' + 'y😀'.repeat(5);
  // A fresh text per conversion never resumes: what every order must agree with.
  const alone = (encoding: PositionEncoding) => ({
    index: (pos: LinePos) => new SourceText(MIXED, encoding).indexOfLinePos(pos),
    position: (i: number) => new SourceText(MIXED, encoding).positionAt(i),
  });
  const orders = (n: number) => {
    const up = Array.from({ length: n }, (_, i) => i);
    return [up, [...up].reverse(), up.map((_, i) => (i * 7) % n)];
  };

  it.each(['utf-16', 'utf-8', 'utf-32'] as const)('give what a fresh text gives, in any order, in %s', (encoding) => {
    const fresh = alone(encoding);
    for (const order of orders(MIXED.length + 3)) {
      const text = new SourceText(MIXED, encoding);
      for (const k of order) expect(text.positionAt(k - 1)).toEqual(fresh.position(k - 1));
      const positions = order.map((k) => ({ line: 1 + (k % 6), column: 1 + ((k * 3) % 13) }));
      for (const pos of positions) expect(text.indexOfLinePos(pos)).toBe(fresh.index(pos));
    }
  });

  it("convert a one-line file's positions in order in linear time (a hostile agent.hcl on one line)", async () => {
    const converting = (n: number) => {
      const text = new SourceText(`x = [${'a, '.repeat(n)}]`, 'utf-16');
      return () => {
        for (let k = 0; k < n; k++) text.positionAt(text.indexOfLinePos({ line: 1, column: 6 + 3 * k }));
      };
    };
    expect(await growthAt10x(2_000, converting)).toBeLessThan(LINEAR_AT_10X);
  });
});
