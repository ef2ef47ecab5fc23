import { describe, expect, it } from 'vitest';
import type { Expression, Pos } from '../../src/hcl/ast.js';
import { rangeWithinString } from '../../src/lockfile/literal-range.js';

function pos(line: number, column: number, offset: number): Pos {
  return { line, column, offset };
}

/** A quoted string whose source spans columns [col, col + width) on line 3. */
function str(value: string, col: number, width: number, bytes: number): Expression {
  const start = pos(3, col, 100);
  const range = { start, end: pos(3, col + width, 100 + bytes) };
  return { type: 'Template', range, parts: [{ type: 'TemplateLiteral', value, range }] };
}

describe('rangeWithinString', () => {
  it('points at a slice of a verbatim string', () => {
    // version = "~> 1.2, ^2"  with the literal at column 15
    const expr = str('~> 1.2, ^2', 15, 12, 12);
    expect(rangeWithinString(expr, '~> 1.2, ^2', 8, 2)).toEqual({ start: pos(3, 24, 109), end: pos(3, 26, 111) });
  });

  it('counts columns in code points and offsets in UTF-8 bytes', () => {
    // "é 😀x": é is 2 bytes / 1 code unit, 😀 is 4 bytes / 2 code units / 1 code point
    const value = 'é 😀x';
    const expr = str(value, 1, 6, 2 + 1 + 2 + 4 + 1);
    expect(rangeWithinString(expr, value, 4, 1)).toEqual({ start: pos(3, 5, 1 + 2 + 1 + 4 + 100), end: pos(3, 6, 1 + 2 + 1 + 4 + 1 + 100) });
  });

  it('falls back to the whole string when escapes make source and value differ', () => {
    const expr = str('a"b', 5, 6, 6); // "a\"b"
    expect(rangeWithinString(expr, 'a"b', 1, 1)).toEqual(expr.range);
  });

  it('falls back for non-string expressions', () => {
    const expr: Expression = { type: 'Literal', value: 1, raw: '1', range: { start: pos(1, 1, 0), end: pos(1, 2, 1) } };
    expect(rangeWithinString(expr, '1', 0, 1)).toEqual(expr.range);
  });
});
