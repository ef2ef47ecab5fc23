// The default, human-facing format: diagnostics grouped per file, each with a code frame that
// underlines its range, and a summary line. Colour only when the caller says the stream takes it.
import { styleText } from 'node:util';
import type { Diagnostic, Severity } from '../diagnostic.js';
import type { FormatInput } from './index.js';
import { isCredentialName } from '../../text/secret-names.js';
import { cellWidth, escapeControl, escapeControlKeepTabs, plural } from './text.js';
import { appendAll, maxOf } from '../../array.js';

type Style = 'red' | 'yellow' | 'dim' | 'bold' | 'underline' | 'gray';

const TAB_STOP = 4;
/** Longer ranges show their first lines only. */
const MAX_FRAME_LINES = 3;
/** Longer lines (minified, generated) show a window of this many cells around the range. */
const MAX_FRAME_WIDTH = 120;
const CONTEXT_BEFORE = 40;

// Node ≥ 22.13 would otherwise re-check process.stdout itself; the caller has already decided.
const style = styleText as (format: Style | Style[], text: string, options?: { validateStream: boolean }) => string;

function painter(color: boolean) {
  return (format: Style | Style[], text: string): string => (color && text !== '' ? style(format, text, { validateStream: false }) : text);
}

type Paint = ReturnType<typeof painter>;

function severityStyle(severity: Severity): Style {
  return severity === 'error' ? 'red' : 'yellow';
}

/** Rules whose range is an attribute holding a credential in clear text: no code frame may show its value. */
const SECRET_RULES: ReadonlySet<string> = new Set(['secret-not-env', 'secret-literal']);

/** Per line, the column spans [from, to) whose characters are masked. */
type Masks = Map<number, [number, number][]>;

function addMask(masks: Masks, line: number, from: number, to: number): void {
  if (to <= from) return;
  const spans = masks.get(line);
  if (spans) spans.push([from, to]);
  else masks.set(line, [[from, to]]);
}

const ASSIGNMENT = /("[^"]*"|[A-Za-z_][A-Za-z0-9_-]*)\s*=(?![=>])/g;

/**
 * Without a finding to go by (a syntax error stops decoding, and only a plugin knows which
 * provider attributes are sensitive), a frame still never shows what follows `name =` when
 * the name says credential: from there to the end of the line is masked.
 */
function credentialMasks(lines: string[]): Masks {
  const masks: Masks = new Map();
  lines.forEach((line, i) => {
    for (const m of line.matchAll(ASSIGNMENT)) {
      if (!isCredentialName(m[1].replace(/^"|"$/g, ''))) continue;
      const from = [...line.slice(0, (m.index ?? 0) + m[0].length)].length + 1;
      addMask(masks, i + 1, from, [...line].length + 1);
      break;
    }
  });
  return masks;
}

/** A range that starts with `name =` is a whole attribute; any other is the value itself. */
const LEADING_NAME = /^\s*("[^"]*"|[A-Za-z_][A-Za-z0-9_-]*)\s*=(?![=>])/;

/**
 * The values of the attributes secret rules point at: everything after the range's leading
 * `name =` (the whole range if it has none: an `=` inside a value is no boundary), through its end.
 */
function secretMasks(diagnostics: readonly Diagnostic[], lines: string[]): Masks {
  const masks: Masks = new Map();
  for (const d of diagnostics) {
    if (!SECRET_RULES.has(d.ruleId)) continue;
    const { start, end } = d.range;
    const first = [...(lines[start.line - 1] ?? '')];
    const lastColumn = end.line === start.line ? end.column : first.length + 1;
    const name = LEADING_NAME.exec(first.slice(start.column - 1, lastColumn - 1).join(''));
    const from = name ? start.column + [...name[0]].length : start.column;
    addMask(masks, start.line, from, lastColumn);
    for (let n = start.line + 1; n <= end.line; n++) addMask(masks, n, 1, n === end.line ? end.column : [...(lines[n - 1] ?? '')].length + 1);
  }
  return masks;
}

interface FrameCell {
  text: string;
  width: number;
}

/** One source line as display cells: tabs expanded to the next tab stop, controls escaped, masked spans starred. */
function lineCells(line: string, masked: [number, number][] = []): FrameCell[] {
  const cells: FrameCell[] = [];
  let col = 0;
  for (const ch of line) {
    const column = cells.length + 1;
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
  return cells;
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
function codeFrame(d: Diagnostic, lineCount: number, cellsOf: (line: number) => FrameCell[], paint: Paint): string[] {
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
    const cells = cellsOf(n);
    const from = n === start.line ? start.column : 1;
    const to = n === lastLine && !endsAtLineStart ? end.column : cells.length + 1;
    const [lo, hi] = frameWindow(cells, from);
    let text = lo > 0 ? '…' : '';
    let pad = lo > 0 ? ' ' : '';
    let carets = 0;
    for (let i = lo; i < hi; i++) {
      const col = i + 1;
      text += cells[i].text;
      if (col < from) pad += ' '.repeat(cells[i].width);
      else if (col < to) carets += cells[i].width;
    }
    if (hi < cells.length) text += '…';
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

function fileSection(file: string, diagnostics: Diagnostic[], source: string | undefined, paint: Paint): string[] {
  const locations = diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column}`);
  const locWidth = maxOf(locations, (l) => l.length);
  const sevWidth = maxOf(diagnostics, (d) => d.severity.length);
  const out = [paint('underline', escapeControl(file))];
  const lines = source === undefined ? [] : splitLines(source);
  const masks = secretMasks(diagnostics, lines);
  for (const [line, spans] of credentialMasks(lines)) for (const [from, to] of spans) addMask(masks, line, from, to);
  const cellCache = new Map<number, FrameCell[]>();
  const cellsOf = (n: number): FrameCell[] => {
    let cells = cellCache.get(n);
    if (!cells) cellCache.set(n, (cells = lineCells(lines[n - 1], masks.get(n))));
    return cells;
  };
  diagnostics.forEach((d, i) => {
    const loc = paint('dim', locations[i].padEnd(locWidth));
    const sev = paint(severityStyle(d.severity), d.severity.padEnd(sevWidth));
    out.push(`  ${loc}  ${sev}  ${escapeControl(d.message)}  ${paint('dim', escapeControl(d.ruleId))}`);
    for (const r of d.related ?? []) {
      out.push(`    ${paint('dim', `note: ${escapeControl(r.file)}:${r.range.start.line}:${r.range.start.column}:`)} ${escapeControl(r.message)}`);
    }
    const frame = source === undefined ? [] : codeFrame(d, lines.length, cellsOf, paint);
    if (frame.length > 0) out.push('', ...frame, '');
  });
  return out;
}

export function formatStylish(input: FormatInput): string {
  if (input.diagnostics.length === 0) return '';
  const paint = painter(input.color);
  const lines: string[] = [];
  for (const [file, diagnostics] of groupByFile(input.diagnostics)) {
    appendAll(lines, fileSection(file, diagnostics, input.source(file), paint));
    if (lines[lines.length - 1] !== '') lines.push('');
  }
  const errors = input.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = input.diagnostics.length - errors;
  const summary = `✖ ${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`;
  lines.push(paint([errors > 0 ? 'red' : 'yellow', 'bold'], summary));
  return lines.join('\n') + '\n';
}
