// Parsing again after an edit, for an editor's keystrokes on a large file: the top-level items
// on lines the edit did not touch are kept, and only the lines between them are parsed anew.
// The result is the one parse() gives for the new text, node for node; where that cannot be
// certain, it is parse()'s own. Kept items are the same objects as before, their positions
// moved in place to the new text, so `previous` must not be used again.
import type { Pos } from '../diagnostics/diagnostic.js';
import type { BodyItem, Comment, ParseResult } from './ast.js';
import { parse, parseTracked } from './parse.js';
import { utf8Bytes } from './source.js';

/** A parse that the next reparse() can build on. */
export interface ReusableParse {
  readonly result: ParseResult;
  readonly text: string;
  /**
   * Per top-level item, every position object its nodes hold (each once); null when the parse
   * cannot be built on (it has diagnostics, or top-level attributes whose duplicates a partial
   * parse would not see, or a BOM).
   */
  readonly itemPositions: readonly Pos[][] | null;
}

/** The parse of `text`, reusing what `previous` (the parse of an earlier version) has outside the edited lines. */
export function reparse(text: string, previous?: ReusableParse): ReusableParse {
  if (previous === undefined || previous.itemPositions === null) return parseWhole(text);
  if (previous.text === text) return previous;
  return reparseBetween(text, previous, previous.itemPositions) ?? parseWhole(text);
}

function parseWhole(text: string): ReusableParse {
  // Ranges count from after a BOM, which parse() removes; such a text is simply parsed each time.
  if (text.charCodeAt(0) === 0xfeff) return { result: parse(text), text, itemPositions: null };
  const { result, positions } = parseTracked(text);
  const reusable = result.diagnostics.length === 0 && result.file.body.attributes.length === 0;
  return { result, text, itemPositions: reusable ? byItem(positions, result.file.body.items) : null };
}

/** The positions split by item: each item's were made while it was parsed, after the previous item's and before the next one's. */
function byItem(positions: readonly Pos[], items: readonly BodyItem[]): Pos[][] {
  const out: Pos[][] = items.map(() => []);
  let k = 0;
  for (const pos of positions) {
    while (k + 1 < items.length && pos.offset >= items[k + 1].range.start.offset) k++;
    out[k].push(pos);
  }
  return out;
}

function reparseBetween(text: string, previous: ReusableParse, itemPositions: readonly Pos[][]): ReusableParse | null {
  const old = previous.text;
  const { body, comments } = previous.result.file;
  const items = body.items;
  // What changed: old[from, oldTo) became text[from, newTo).
  const from = commonPrefix(old, text);
  const same = commonSuffix(old, text, Math.min(old.length, text.length) - from);
  const firstLine = 1 + newlines(old, 0, from);
  const lastLine = firstLine + newlines(old, from, old.length - same);
  // Items wholly on untouched lines are kept: those before, and those after.
  let kept = 0;
  while (kept < items.length && items[kept].range.end.line < firstLine) kept++;
  let after = kept;
  while (after < items.length && items[after].range.start.line <= lastLine) after++;
  const startLine = kept === 0 ? 1 : items[kept - 1].range.end.line + 1;
  const oldEndLine = after === items.length ? Number.POSITIVE_INFINITY : items[after].range.start.line;
  // A comment running from kept lines into the parsed ones would be cut in two.
  if (comments.some((c) => c.range.start.line < startLine && c.range.end.line >= startLine)) return null;
  if (comments.some((c) => c.range.start.line < oldEndLine && c.range.end.line >= oldEndLine)) return null;

  const start = lineStart(old, startLine);
  const oldEnd = oldEndLine === Number.POSITIVE_INFINITY ? old.length : lineStart(old, oldEndLine, start, startLine);
  const newEnd = oldEnd + text.length - old.length;
  const region = text.slice(start, newEnd);
  const { result, positions } = parseTracked(region);
  // Anything the partial parse reports (an unclosed block, a heredoc or comment left open) may
  // read differently in the whole text; so may a top-level attribute, whose duplicates it cannot see.
  if (result.diagnostics.length > 0 || result.file.body.attributes.length > 0) return null;

  const lineShift = startLine - 1;
  const offsetShift = utf8Bytes(text, 0, start);
  for (const pos of positions) move(pos, lineShift, offsetShift);
  for (const c of result.file.comments) moveComment(c, lineShift, offsetShift);
  const regionItems = result.file.body.items;
  const before = comments.filter((c) => c.range.end.line < startLine);
  const later = comments.filter((c) => c.range.start.line >= oldEndLine);
  const lines = newlines(region, 0, region.length) - newlines(old, start, oldEnd);
  const bytes = utf8Bytes(text, start, newEnd) - utf8Bytes(old, start, oldEnd);
  if (lines !== 0 || bytes !== 0) {
    for (let k = after; k < items.length; k++) for (const pos of itemPositions[k]) move(pos, lines, bytes);
    for (const c of later) moveComment(c, lines, bytes);
  }

  const newItems = [...items.slice(0, kept), ...regionItems, ...items.slice(after)];
  const newComments = [...before, ...result.file.comments, ...later];
  const newPositions = [...itemPositions.slice(0, kept), ...byItem(positions, regionItems), ...itemPositions.slice(after)];
  return {
    result: {
      file: {
        body: {
          items: newItems,
          attributes: [],
          blocks: newItems as typeof body.blocks,
          range: { start: { line: 1, column: 1, offset: 0 }, end: endOf(text, body.range.end, newEnd === text.length, lines, bytes) },
        },
        comments: newComments,
        source: text,
      },
      diagnostics: [],
    },
    text,
    itemPositions: newPositions,
  };
}

function move(pos: Pos, lines: number, bytes: number): void {
  pos.line += lines;
  pos.offset += bytes;
}

/** A comment's two ends are its own objects (a comment is never empty). */
function moveComment(c: Comment, lines: number, bytes: number): void {
  move(c.range.start, lines, bytes);
  move(c.range.end, lines, bytes);
}

/** The index where 1-based `line` of `text` starts, scanning from index `at`, where line `atLine` starts. */
function lineStart(text: string, line: number, at = 0, atLine = 1): number {
  for (let l = atLine; l < line; l++) at = text.indexOf('\n', at) + 1;
  return at;
}

/** How many "\n" `text` has from `from` to `to`. */
function newlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Where parse() puts the end of the file: the last line, the column after its last code point, the byte length; `old` moved by the edit. */
function endOf(text: string, old: Pos, lastLineEdited: boolean, lines: number, bytes: number): Pos {
  if (!lastLineEdited) return { line: old.line + lines, column: old.column, offset: old.offset + bytes };
  let column = 1;
  for (let i = text.lastIndexOf('\n') + 1; i < text.length; i++, column++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) i++;
  }
  return { line: old.line + lines, column, offset: old.offset + bytes };
}

/** Compared a chunk at a time first: whole-string comparisons are native, a loop over characters is not. */
const CHUNK = 1024;

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i + CHUNK <= n && a.slice(i, i + CHUNK) === b.slice(i, i + CHUNK)) i += CHUNK;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The length of the common suffix, at most `max`. */
function commonSuffix(a: string, b: string, max: number): number {
  let k = 0;
  while (k + CHUNK <= max && a.slice(a.length - k - CHUNK, a.length - k) === b.slice(b.length - k - CHUNK, b.length - k)) k += CHUNK;
  while (k < max && a.charCodeAt(a.length - 1 - k) === b.charCodeAt(b.length - 1 - k)) k++;
  return k;
}
