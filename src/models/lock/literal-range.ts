// Pointing into a quoted string: turns an offset within a string's value into a source range,
// so a finding can underline the bad clause of "~> 1.2, ^2" instead of the whole literal.
import type { Pos, Range } from '../../hcl/ast.js';

function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function advance(pos: Pos, text: string): Pos {
  return { line: pos.line, column: pos.column + codePoints(text), offset: pos.offset + Buffer.byteLength(text, 'utf8') };
}

/**
 * The source range of `value.slice(from, from + length)`, where `literal` is the range of the
 * string expression whose value is `value`. Only a one-line quoted string written without escapes
 * is exactly two quotes wider than its value (every escape, interpolation or other expression is
 * wider); for anything else the whole `literal` range is returned. Offsets are UTF-16 code units.
 */
export function rangeWithinString(literal: Range, value: string, from: number, length: number): Range {
  const { start, end } = literal;
  const verbatim =
    start.line === end.line && end.column - start.column - 2 === codePoints(value) && end.offset - start.offset - 2 === Buffer.byteLength(value, 'utf8');
  if (!verbatim) return literal;
  const inner = advance(start, '"');
  const from0 = Math.max(0, Math.min(from, value.length));
  const to0 = Math.max(from0, Math.min(from + length, value.length));
  return { start: advance(inner, value.slice(0, from0)), end: advance(inner, value.slice(0, to0)) };
}
