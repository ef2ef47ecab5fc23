import { describe, expect, it } from 'vitest';
import type { Pos, Range } from '../../src/hcl/ast.js';
import { rangeWithinString } from '../../src/models/lock/literal-range.js';
import { parseClean } from './helpers.js';

function pos(line: number, column: number, offset: number): Pos {
  return { line, column, offset };
}

/** The value range of `x = <expr>` on line 1, from the real parser. */
function literal(expr: string): Range {
  return parseClean(`x = ${expr}\n`).body.attributes[0].expr.range;
}

describe('rangeWithinString', () => {
  it('points at a slice of a verbatim string', () => {
    expect(rangeWithinString(literal('"~> 1.2, ^2"'), '~> 1.2, ^2', 8, 2)).toEqual({ start: pos(1, 14, 13), end: pos(1, 16, 15) });
  });

  it('counts columns in code points and offsets in UTF-8 bytes', () => {
    // é is 2 bytes and 1 code unit; 😀 is 4 bytes, 2 code units, 1 code point.
    expect(rangeWithinString(literal('"é 😀x"'), 'é 😀x', 4, 1)).toEqual({ start: pos(1, 9, 12), end: pos(1, 10, 13) });
  });

  it('clamps the slice to the value', () => {
    expect(rangeWithinString(literal('"abc"'), 'abc', 2, 10)).toEqual({ start: pos(1, 8, 7), end: pos(1, 9, 8) });
  });

  it('falls back to the whole expression when source and value differ', () => {
    for (const [expr, value] of [
      ['"a\\"b"', 'a"b'],
      ['"${"ab"}"', 'ab'],
      ['("ab")', 'ab'],
      ['<<EOT\nab\nEOT', 'ab\n'],
    ]) {
      const range = literal(expr);
      expect(rangeWithinString(range, value, 1, 1), expr).toEqual(range);
    }
  });
});
