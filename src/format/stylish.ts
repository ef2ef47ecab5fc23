// The default, human-facing format: diagnostics grouped per file, each with a code frame that
// underlines its range, and a summary line. Colour only when the caller says the stream takes it.
import { styleText } from 'node:util';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import type { FormatInput } from './index.js';
import { addMask, credentialMasks, SECRET_RULES, secretNameTest, type Masks } from './frame-masks.js';
import { escapeControl, escapeControlKeepTabs } from '../text/escape.js';
import { cellWidth, plural } from './text.js';
import { appendAll, maxOf } from '../array.js';

type Style = 'red' | 'yellow' | 'dim' | 'bold' | 'underline' | 'gray';

const TAB_STOP = 4;
/** Longer ranges show their first lines only. */
const MAX_FRAME_LINES = 3;
/**
 * Longer lines (minified, generated) show a window of this many cells around the range, so a
 * frame line (gutter, code, ellipses) fits an 80-column terminal and its carets stay under it.
 */
const MAX_FRAME_WIDTH = 64;
const CONTEXT_BEFORE = 20;

// Node ≥ 22.13 would otherwise re-check process.stdout itself; the caller has already decided.
const style = styleText as (format: Style | Style[], text: string, options?: { validateStream: boolean }) => string;

function painter(color: boolean) {
  return (format: Style | Style[], text: string): string => (color && text !== '' ? style(format, text, { validateStream: false }) : text);
}

type Paint = ReturnType<typeof painter>;

function severityStyle(severity: Severity): Style {
  return severity === 'error' ? 'red' : 'yellow';
}

/** A range that starts with `name =` is a whole attribute; any other is the value itself. */
const LEADING_NAME = /^\s*("[^"]*"|[A-Za-z_][A-Za-z0-9_-]*)\s*=(?![=>])/;

/**
 * The values of the attributes secret rules point at: everything after the range's leading
 * `name =` (the whole range if it has none: an `=` inside a value is no boundary), through its end.
 */
function secretMasks(diagnostics: readonly Diagnostic[], lines: string[]): Masks {
  const masks: Masks = new Map();
  // Code points of each line a secret finding is on, made once per line however many there are.
  const points = new Map<number, string[]>();
  const pointsOf = (n: number): string[] => {
    let p = points.get(n);
    if (!p) points.set(n, (p = [...(lines[n - 1] ?? '')]));
    return p;
  };
  for (const d of diagnostics) {
    if (!SECRET_RULES.has(d.ruleId)) continue;
    const { start, end } = d.range;
    const first = pointsOf(start.line);
    const lastColumn = end.line === start.line ? end.column : first.length + 1;
    const name = LEADING_NAME.exec(first.slice(start.column - 1, lastColumn - 1).join(''));
    const from = name ? start.column + [...name[0]].length : start.column;
    addMask(masks, start.line, from, lastColumn);
    // Lines of a longer range that no frame prints need no mask.
    const shownEnd = Math.min(end.line, start.line + MAX_FRAME_LINES - 1);
    for (let n = start.line + 1; n <= shownEnd; n++) addMask(masks, n, 1, n === end.line ? end.column : pointsOf(n).length + 1);
  }
  return masks;
}

interface FrameCell {
  text: string;
  width: number;
}

/** Lines up to this many UTF-16 units are laid out whole; a longer one only around the column a frame shows. */
const WHOLE_LINE = 3 * MAX_FRAME_WIDTH;

/** Display cells of part of a line: `offset` code points before `cells[0]`, and whether they reach the line's end. */
interface LineSlice {
  cells: FrameCell[];
  offset: number;
  complete: boolean;
}

/**
 * Up to `limit` code points of a line from UTF-16 index `index` (code point `offset`) as display
 * cells: tabs expanded to the next tab stop, controls escaped, masked spans starred.
 */
function lineCells(line: string, masked: [number, number][] = [], offset = 0, index = 0, limit = Infinity): LineSlice {
  const cells: FrameCell[] = [];
  let col = 0;
  let i = index;
  while (i < line.length && cells.length < limit) {
    const ch = String.fromCodePoint(line.codePointAt(i)!);
    i += ch.length;
    const column = offset + cells.length + 1;
    if (ch === '\t') {
      const width = TAB_STOP - (col % TAB_STOP);
      cells.push({ text: ' '.repeat(width), width });
      col += width;
      continue;
    }
    const text = escapeControlKeepTabs(ch);
    const width = text === ch ? cellWidth(ch) : text.length;
    const hidden = masked.some(([from, to]) => column >= from && column < to) && ch !== ' ';
    cells.push({ text: hidden ? '*'.repeat(width) : text, width });
    col += width;
  }
  return { cells, offset, complete: i >= line.length };
}

/**
 * The cells a frame of column `from` can show: the whole line when it is short, otherwise a
 * slice from a little before `from` (slices start at multiples of the frame width, so frames on
 * the same stretch of a long line share one), never the whole of a megabyte line.
 */
function sliceFor(line: string, from: number, masked: [number, number][] | undefined): LineSlice {
  if (line.length <= WHOLE_LINE) return lineCells(line, masked);
  const offset = Math.max(0, (Math.floor((from - 1) / MAX_FRAME_WIDTH) - 1) * MAX_FRAME_WIDTH);
  let index = 0;
  for (let n = 0; n < offset && index < line.length; n++) index += line.codePointAt(index)! > 0xffff ? 2 : 1;
  return lineCells(line, masked, offset, index, WHOLE_LINE);
}

function splitLines(source: string): string[] {
  return source.split(/\r\n|\n/);
}

/** The cells [lo, hi) of a line to show: all of it, or a window that starts a little before `from`. */
function frameWindow(cells: FrameCell[], from: number): [number, number] {
  const total = cells.reduce((sum, c) => sum + c.width, 0);
  if (total <= MAX_FRAME_WIDTH) return [0, cells.length];
  let lo = Math.min(Math.max(from - 1, 0), cells.length);
  let width = 0;
  while (lo > 0 && width + cells[lo - 1].width <= CONTEXT_BEFORE) width += cells[--lo].width;
  let hi = lo;
  width = 0;
  while (hi < cells.length && width + cells[hi].width <= MAX_FRAME_WIDTH) width += cells[hi++].width;
  // Near the end of the line, use the room left for more context before.
  while (lo > 0 && width + cells[lo - 1].width <= MAX_FRAME_WIDTH) width += cells[--lo].width;
  return [lo, hi];
}

/** The lines of `d`'s range with carets under it; empty when the range lies outside the source. */
function codeFrame(d: Diagnostic, lineCount: number, cellsOf: (line: number, from: number) => LineSlice, paint: Paint): string[] {
  const { start, end } = d.range;
  if (start.line < 1 || start.line > lineCount) return [];
  // An end at column 1 of a later line stops at the end of the line before it.
  const endsAtLineStart = end.line > start.line && end.column === 1;
  const lastLine = Math.min(endsAtLineStart ? end.line - 1 : end.line, lineCount);
  const shownLast = Math.min(lastLine, start.line + MAX_FRAME_LINES - 1);
  const gutterWidth = String(shownLast).length;
  const caretStyle = severityStyle(d.severity);
  const out: string[] = [];
  for (let n = start.line; n <= shownLast; n++) {
    const from = n === start.line ? start.column : 1;
    const { cells, offset, complete } = cellsOf(n, from);
    const to = n === lastLine && !endsAtLineStart ? end.column : complete ? offset + cells.length + 1 : Infinity;
    const [lo, hi] = frameWindow(cells, from - offset);
    const cut = lo > 0 || offset > 0;
    let text = cut ? '…' : '';
    let pad = cut ? ' ' : '';
    let carets = 0;
    for (let i = lo; i < hi; i++) {
      const col = offset + i + 1;
      text += cells[i].text;
      if (col < from) pad += ' '.repeat(cells[i].width);
      else if (col < to) carets += cells[i].width;
    }
    if (hi < cells.length || !complete) text += '…';
    // Empty ranges and ranges at the end of a line still get one caret.
    carets = Math.max(carets, 1);
    const marker = n === start.line ? '>' : ' ';
    out.push(`  ${marker} ${paint('gray', String(n).padStart(gutterWidth))} | ${text}`.trimEnd());
    out.push(`    ${' '.repeat(gutterWidth)} | ${pad}${paint(caretStyle, '^'.repeat(carets))}`);
  }
  if (shownLast < lastLine) out.push(`    ${' '.repeat(gutterWidth)} | ${paint('gray', '…')}`);
  return out;
}

function groupByFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const group = groups.get(d.file);
    if (group) group.push(d);
    else groups.set(d.file, [d]);
  }
  return groups;
}

/** The line numbers the frames of `diagnostics` print. */
function shownLines(diagnostics: readonly Diagnostic[], lineCount: number): Set<number> {
  const shown = new Set<number>();
  for (const { range } of diagnostics) {
    const last = Math.min(range.end.line, range.start.line + MAX_FRAME_LINES - 1, lineCount);
    for (let n = Math.max(range.start.line, 1); n <= last; n++) shown.add(n);
  }
  return shown;
}

function fileSection(file: string, diagnostics: Diagnostic[], source: string | undefined, sensitive: ReadonlySet<string>, paint: Paint): string[] {
  const locations = diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column}`);
  const locWidth = maxOf(locations, (l) => l.length);
  const sevWidth = maxOf(diagnostics, (d) => d.severity.length);
  const out = [paint('underline', escapeControl(file))];
  const lines = source === undefined ? [] : splitLines(source);
  const masks = secretMasks(diagnostics, lines);
  for (const [line, spans] of credentialMasks(lines, shownLines(diagnostics, lines.length), secretNameTest(sensitive)))
    for (const [from, to] of spans) addMask(masks, line, from, to);
  const cellCache = new Map<string, LineSlice>();
  const cellsOf = (n: number, from: number): LineSlice => {
    const line = lines[n - 1];
    const key = line.length <= WHOLE_LINE ? `${n}` : `${n}:${Math.floor((from - 1) / MAX_FRAME_WIDTH)}`;
    let slice = cellCache.get(key);
    if (!slice) cellCache.set(key, (slice = sliceFor(line, from, masks.get(n))));
    return slice;
  };
  diagnostics.forEach((d, i) => {
    const loc = paint('dim', locations[i].padEnd(locWidth));
    const sev = paint(severityStyle(d.severity), d.severity.padEnd(sevWidth));
    out.push(`  ${loc}  ${sev}  ${escapeControl(d.message)}  ${paint('dim', escapeControl(d.ruleId))}`);
    for (const r of d.related ?? []) {
      out.push(`    ${paint('dim', `note: ${escapeControl(r.file)}:${r.range.start.line}:${r.range.start.column}:`)} ${escapeControl(r.message)}`);
    }
    const frame = source === undefined ? [] : codeFrame(d, lines.length, cellsOf, paint);
    const notes = (d.notes ?? []).map((n) => `    ${paint('dim', 'note:')} ${escapeControl(n)}`);
    if (frame.length > 0) out.push('', ...frame, ...notes, '');
    else appendAll(out, notes);
  });
  return out;
}

export function formatStylish(input: FormatInput): string {
  if (input.diagnostics.length === 0) return '';
  const paint = painter(input.color);
  const sensitive = new Set(input.sensitiveNames ?? []);
  const lines: string[] = [];
  for (const [file, diagnostics] of groupByFile(input.diagnostics)) {
    appendAll(lines, fileSection(file, diagnostics, input.source(file), sensitive, paint));
    if (lines[lines.length - 1] !== '') lines.push('');
  }
  const errors = input.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = input.diagnostics.length - errors;
  const summary = `✖ ${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`;
  lines.push(paint([errors > 0 ? 'red' : 'yellow', 'bold'], summary));
  return lines.join('\n') + '\n';
}
