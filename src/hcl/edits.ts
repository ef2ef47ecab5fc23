// The changes fixes are made of, written as HCL: a name put where a misspelt one was, a
// string value replaced by another. Each reads back as exactly what the fix means, whatever the
// name or value holds (plugin-declared names included), and is titled with what it changes.
import type { Change, Pos, Range, TextEdit } from '../diagnostics/diagnostic.js';
import type { Comment } from './ast.js';
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

/** The start of `at`'s line, when what precedes `at` on it is spaces and tabs only (one byte and one column each). */
function lineStart(at: Pos): Pos {
  return { line: at.line, column: 1, offset: at.offset - (at.column - 1) };
}

/**
 * Element `index` of a list removed, with its comma and, when it has a line of its own, that
 * line and the comment lines just above it (they are about it); the neighbours' comments stay. `list` is the whole `[...]`, `elements` every element's
 * range in order, `comments` the file's (HclFile.comments). Built from ranges alone: every
 * character between two elements is a space, a comma, a line break or a comment, so a line start
 * is found from the column of what begins the line.
 */
export function removeListElement(list: Range, elements: readonly Range[], index: number, comments: readonly Comment[]): TextEdit {
  if (elements.length === 1) return { range: list, text: '[]' };
  const at = elements[index];
  const between = (from: Pos, to: Pos) => {
    // Comments are in file order: found by binary search, so many removals in one file stay linear.
    let low = 0;
    let high = comments.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (comments[mid].range.start.offset < from.offset) low = mid + 1;
      else high = mid;
    }
    const out: Comment[] = [];
    for (let i = low; i < comments.length && comments[i].range.start.offset < to.offset; i++) out.push(comments[i]);
    return out;
  };
  const before = index === 0 ? list.start : elements[index - 1].end;
  // Alone on its line: nothing but blanks precedes it there (a comment before it on the line would end on it).
  const above = between(before, at.start);
  const ownLine = before.line < at.start.line && !above.some((c) => c.range.end.line === at.start.line);
  // From the first of the comments on lines of their own above it.
  const from = lineStart(above.find((c) => c.range.start.line > before.line)?.range.start ?? at.start);
  if (index < elements.length - 1) {
    const next = elements[index + 1];
    if (!ownLine || next.start.line === at.end.line) return { range: { start: at.start, end: next.start }, text: '' };
    // Up to the next line that holds a comment of its own or the next element: a comment on a later line belongs to what follows.
    const own = between(at.end, next.start).find((c) => c.range.start.line > at.end.line);
    return { range: { start: from, end: lineStart(own ? own.range.start : next.start) }, text: '' };
  }
  const close: Pos = { line: list.end.line, column: list.end.column - 1, offset: list.end.offset - 1 };
  // The last element on a line of its own before the closing bracket's: its line goes, the previous element's comma stays (a trailing comma is valid).
  if (ownLine && close.line > at.end.line && !between(at.end, close).some((c) => c.range.end.line === close.line))
    return { range: { start: from, end: lineStart(close) }, text: '' };
  return { range: { start: elements[index - 1].end, end: at.end }, text: '' };
}
