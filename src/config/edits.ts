// The text edits fixes are made of, written as HCL: a name put where a misspelt one was, a
// string value replaced by another. Each reads back as exactly what the fix means, whatever the
// name or value holds (plugin-declared names included).
import type { Range, TextEdit } from '../diagnostics/diagnostic.js';
import { isIdentifier, quoteString } from '../hcl/index.js';

/** Whether `range` holds `written` as a bare identifier (one line, as wide as the name), not a quoted or computed key. */
function isBare(range: Range, written: string): boolean {
  return range.start.line === range.end.line && range.end.column - range.start.column === [...written].length;
}

/** An object key (bare or quoted) renamed: bare stays bare when the new name is an identifier. */
export function renameKey(range: Range, written: string, name: string): TextEdit {
  return { range, text: isBare(range, written) && isIdentifier(name) ? name : quoteString(name) };
}

/** An attribute or block type renamed; null when the new name is no identifier (it cannot be written there). */
export function renameIdentifier(range: Range, name: string): TextEdit[] | null {
  return isIdentifier(name) ? [{ range, text: name }] : null;
}

/** A string value (the whole expression at `range`) replaced by the literal `value`. */
export function replaceString(range: Range, value: string): TextEdit {
  return { range, text: quoteString(value) };
}
