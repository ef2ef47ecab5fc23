// Small helpers for the HCL parser tests.
import { expect } from 'vitest';
import type { Attribute, Expression, ParseResult, Range } from '../../src/hcl/ast.js';
import { parse } from '../../src/hcl/index.js';

/** A range from (line, column, byte offset) to (line, column, byte offset). */
export function rng(l1: number, c1: number, o1: number, l2: number, c2: number, o2: number): Range {
  return { start: { line: l1, column: c1, offset: o1 }, end: { line: l2, column: c2, offset: o2 } };
}

/** A range on line 1 of an ASCII text, from 0-based character index `s` to `e`. */
export function line1(s: number, e: number): Range {
  return rng(1, s + 1, s, 1, e + 1, e);
}

export function parseClean(src: string | Uint8Array): ParseResult {
  const r = parse(src);
  expect(r.diagnostics).toEqual([]);
  return r;
}

/** The expression of `a = <expr>` written on one line. */
export function expr(text: string): Expression {
  const r = parseClean(`a = ${text}\n`);
  return (r.file.body.items[0] as Attribute).expr;
}

/** The source text a range covers (byte offsets into UTF-8). */
export function textAt(src: string, range: Range): string {
  return Buffer.from(src, 'utf8').subarray(range.start.offset, range.end.offset).toString('utf8');
}

/** Diagnostics reduced to what tests compare: rule, start line:column and message prefix up to the colon. */
export function summaries(r: ParseResult): string[] {
  return r.diagnostics.map((d) => `${d.ruleId} ${d.range.start.line}:${d.range.start.column} ${d.message.split(':')[0]}`);
}
