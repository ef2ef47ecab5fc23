// The changes fixes are made of, written as HCL: a name put where a misspelt one was, a
// string value replaced by another. Each reads back as exactly what the fix means, whatever the
// name or value holds (plugin-declared names included), and is titled with what it changes.
import type { Change, Range, TextEdit } from '../diagnostics/diagnostic.js';
import { isIdentifier, quoteString } from './index.js';

/** Whether `range` holds `written` as a bare identifier (one line, as wide as the name), not a quoted or computed key. */
function isBare(range: Range, written: string): boolean {
  return range.start.line === range.end.line && range.end.column - range.start.column === [...written].length;
}

function renamed(from: string, to: string, edit: TextEdit): Change {
  return { message: `Rename ${JSON.stringify(from)} to ${JSON.stringify(to)}`, edits: [edit], renames: to };
}

/** An object key (bare or quoted) renamed: bare stays bare when the new name is an identifier. */
export function renameKey(range: Range, written: string, name: string): Change {
  return renamed(written, name, { range, text: isBare(range, written) && isIdentifier(name) ? name : quoteString(name) });
}

/** An attribute or block type renamed; null when the new name is no identifier (it cannot be written there). */
export function renameIdentifier(range: Range, from: string, to: string): Change | null {
  return isIdentifier(to) ? renamed(from, to, { range, text: to }) : null;
}

/** A string value (the whole expression at `range`) replaced by the literal `value`. */
export function replaceString(range: Range, value: string): TextEdit {
  return { range, text: quoteString(value) };
}

/** The string value `from` (the whole expression at `range`) replaced by `to`. */
export function replaceWith(range: Range, from: string, to: string): Change {
  return { message: `Replace ${JSON.stringify(from)} with ${JSON.stringify(to)}`, edits: [replaceString(range, to)] };
}
