// Pointing into a quoted string: turns an offset within a string's value into a source range,
// so a diagnostic can underline the bad clause of "~> 1.2, ^2" instead of the whole literal.
import type { Expression, Pos, Range } from '../hcl/ast.js';

function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function advance(pos: Pos, text: string): Pos {
  return { line: pos.line, column: pos.column + codePoints(text), offset: pos.offset + Buffer.byteLength(text, 'utf8') };
}

/**
 * The source range of `value.slice(from, from + length)` when `expr` is a one-line quoted string
 * written without escapes (its source width equals its value's); otherwise the whole expression.
 * Offsets are in UTF-16 code units of `value`.
 */
export function rangeWithinString(expr: Expression, value: string, from: number, length: number): Range {
  if (expr.type !== 'Template' || expr.heredoc !== undefined) return expr.range;
  const { start, end } = expr.range;
  const verbatim =
    start.line === end.line &&
    end.column - start.column - 2 === codePoints(value) &&
    end.offset - start.offset - 2 === Buffer.byteLength(value, 'utf8');
  if (!verbatim) return expr.range;
  const inner = advance(start, '"');
  const from0 = Math.max(0, Math.min(from, value.length));
  const to0 = Math.max(from0, Math.min(from + length, value.length));
  return { start: advance(inner, value.slice(0, from0)), end: advance(inner, value.slice(0, to0)) };
}
