// Where a finding about something missing from a whole file goes: its first line (catalogue §0.4).
import type { Range } from '../hcl/ast.js';

/** The first line of `source`, without its line break (empty range for an empty file). */
export function firstLineRange(source: string): Range {
  const text = /^[^\r\n]*/.exec(source)?.[0] ?? '';
  let columns = 0;
  for (const _ of text) columns++;
  return { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1 + columns, offset: Buffer.byteLength(text, 'utf8') } };
}
