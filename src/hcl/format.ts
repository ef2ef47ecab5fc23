// Canonical formatting of HCL native syntax, byte for byte as HashiCorp's hclwrite.Format (hcl
// 2.14.1) does it, except that `::` in a provider function's name stays together as in hcl 2.20 and
// later (2.14.1 knows no `::` and prints `provider : : ns : : f`). Only the blanks between tokens
// change; docs/fmt.md states the rules. Every pass is linear in the number of tokens.
import { countGraphemes } from 'unicode-segmenter/grapheme';
import { decodeSource, utf8Bytes } from './source.js';
import { type FormatTokens, formatTokens, K } from './format-tokens.js';
import { MAX_NESTING } from './parser.js';

/** One replacement: the input's UTF-16 units [start, end) become `text`. */
export interface FormatEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * The edits that make `text` canonical, in order and apart: each replaces the blanks between two
 * tokens (or removes a leading byte order mark, as hclwrite does), so they are the smallest.
 */
export function formatEdits(text: string): FormatEdit[] {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = bom === 1 ? text.slice(1) : text;
  const edits: FormatEdit[] = bom === 1 && !keepsBom(body) ? [{ start: 0, end: 1, text: '' }] : [];
  changedGaps(body, bom * 3, (start, end, count) => {
    edits.push({ start: start + bom, end: end + bom, text: blanks(count) });
  });
  return edits;
}

/** `text` formatted. Bytes are formatted as bytes: bytes that are not UTF-8 (allowed in comments) stay as they are. */
export function formatHcl(text: string): string;
export function formatHcl(bytes: Uint8Array): Uint8Array;
export function formatHcl(input: string | Uint8Array): string | Uint8Array {
  return typeof input === 'string' ? formatText(input) : formatBytes(input);
}

function formatText(text: string): string {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = bom === 1 ? text.slice(1) : text;
  const parts: string[] = bom === 1 && keepsBom(body) ? ['\uFEFF'] : [];
  let at = 0;
  changedGaps(body, bom * 3, (start, end, count) => {
    parts.push(body.slice(at, start), blanks(count));
    at = end;
  });
  parts.push(body.slice(at));
  return parts.join('');
}

function formatBytes(input: Uint8Array): Uint8Array {
  const hasBom = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf;
  // The decoded text stands for each invalid byte by one single-byte character, so UTF-8 offsets match the input's.
  const { text } = decodeSource(input);
  const parts: Uint8Array[] = [];
  let index = 0;
  let byte = hasBom ? 3 : 0;
  let copied = hasBom && !keepsBom(text) ? 3 : 0;
  changedGaps(text, byte, (start, end, count) => {
    byte += utf8Bytes(text, index, start);
    parts.push(input.subarray(copied, byte), Buffer.from(blanks(count)));
    byte += utf8Bytes(text, start, end);
    index = end;
    copied = byte;
  });
  parts.push(input.subarray(copied));
  return Buffer.concat(parts);
}

/**
 * hclwrite removes a byte order mark; but not one that another follows (which the next run would
 * remove in turn): there the first one stays, so that formatting again changes nothing.
 */
function keepsBom(afterBom: string): boolean {
  return afterBom.charCodeAt(0) === 0xfeff;
}

/**
 * Calls `change` for each gap between tokens of `text` (without its BOM, which took `bomBytes`)
 * whose blanks are not `count` spaces, in order; only the gaps before the tokens `only` keeps, if given.
 */
function changedGaps(
  text: string,
  bomBytes: number,
  change: (start: number, end: number, count: number) => void,
  only?: (tokens: FormatTokens, layout: Layout) => Uint8Array,
): void {
  const tokens = formatTokens(text);
  const { start, end, count } = tokens;
  const laid = layout(text, tokens, bomBytes);
  const { spaces } = laid;
  const kept = only?.(tokens, laid);
  let gapStart = 0;
  for (let k = 0; k < count; k++) {
    const gapEnd = start[k];
    const want = spaces[k];
    if (kept && !kept[k]) {
      gapStart = end[k];
      continue;
    }
    // Most gaps are already right: one space, or none.
    if (gapEnd - gapStart !== want || (want === 1 ? text.charCodeAt(gapStart) !== 32 : want > 1 && !isSpaces(text, gapStart, gapEnd)))
      change(gapStart, gapEnd, want);
    gapStart = end[k];
  }
}

/** Lines of a text, 1-based and inclusive, as the parser counts them (split at line feeds). */
export interface LineSpan {
  first: number;
  last: number;
}

/**
 * The formatting edits of `text` on the lines `touched` and on every line that aligns with
 * them: the runs of `=` and of trailing comments they are in, and the comment runs of the lines of
 * those `=` runs (whose comments move with their values). What an edit to a canonical text needs
 * to leave it canonical: a fix that renames `tool_nme` to `tool_name` realigns its attribute run.
 */
export function realignEdits(text: string, touched: readonly LineSpan[]): FormatEdit[] {
  const edits: FormatEdit[] = [];
  if (touched.length === 0) return edits;
  const spans = [...touched].sort((a, b) => a.first - b.first);
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = bom === 1 ? text.slice(1) : text;
  changedGaps(
    body,
    bom * 3,
    (start, end, count) => edits.push({ start: start + bom, end: end + bom, text: blanks(count) }),
    (tokens, laid) => keptTokens(body, tokens, laid, spans),
  );
  return edits;
}

/** For realignEdits: which tokens' gaps are on the touched lines or aligned with them. */
function keptTokens(text: string, tokens: FormatTokens, laid: Layout, spans: readonly LineSpan[]): Uint8Array {
  const { count, start } = tokens;
  const { lines, leadStart, hasAssign, hasComment } = laid;
  const lineOf = new Int32Array(count);
  for (let l = 0; l < lines; l++) lineOf.fill(l, leadStart[l], l + 1 < lines ? leadStart[l + 1] : count);
  // Layout lines touched: those holding a token that starts on a touched text line.
  const marked = new Uint8Array(lines);
  let textLine = 1;
  let nextBreak = text.indexOf('\n');
  let span = 0;
  for (let k = 0; k < count && span < spans.length; k++) {
    for (; nextBreak !== -1 && nextBreak < start[k]; nextBreak = text.indexOf('\n', nextBreak + 1)) textLine++;
    while (span < spans.length && spans[span].last < textLine) span++;
    if (span < spans.length && spans[span].first <= textLine) marked[lineOf[k]] = 1;
  }
  markRuns(marked, hasAssign, lines);
  markRuns(marked, hasComment, lines);
  const kept = new Uint8Array(count);
  for (let k = 0; k < count; k++) kept[k] = marked[lineOf[k]];
  return kept;
}

/** Calls `visit(start, end)` for each run of consecutive lines (`end` exclusive) with the cell. */
function forEachRun(has: Uint8Array, lines: number, visit: (start: number, end: number) => void): void {
  let l = 0;
  while (l < lines) {
    if (!has[l]) {
      l++;
      continue;
    }
    let end = l;
    while (end < lines && has[end]) end++;
    visit(l, end);
    l = end;
  }
}

/** Marks every line of each run of consecutive lines with the cell in which one line is marked. */
function markRuns(marked: Uint8Array, has: Uint8Array, lines: number): void {
  forEachRun(has, lines, (start, end) => {
    if (marked.subarray(start, end).includes(1)) marked.fill(1, start, end);
  });
}

/**
 * Edits of a text that do what `first` (edits of it, giving `middle`) and then `then` (edits of
 * `middle`) do together; all in order and apart. Edits that overlap or touch in `middle` become
 * one, so the result stays apart; the others stay as small as they were.
 */
export function composeEdits(first: readonly FormatEdit[], middle: string, then: readonly FormatEdit[]): FormatEdit[] {
  // Where each edit of `first` lies in `middle`, and how much longer it made the text.
  let grown = 0;
  const placed = first.map((e) => {
    const start = e.start + grown;
    const growth = e.text.length - (e.end - e.start);
    grown += growth;
    return { start, end: start + e.text.length, growth };
  });
  const out: FormatEdit[] = [];
  let i = 0;
  let j = 0;
  /** How much longer the edits of `first` before the cluster made the text. */
  let before = 0;
  while (i < placed.length || j < then.length) {
    const start = j >= then.length || (i < placed.length && placed[i].start <= then[j].start) ? placed[i].start : then[j].start;
    let end = start;
    let growth = 0;
    const inner: FormatEdit[] = [];
    for (;;) {
      if (i < placed.length && placed[i].start <= end) {
        end = Math.max(end, placed[i].end);
        growth += placed[i++].growth;
      } else if (j < then.length && then[j].start <= end) {
        end = Math.max(end, then[j].end);
        inner.push(then[j++]);
      } else break;
    }
    const text = applyEdits(
      middle.slice(start, end),
      inner.map((e) => ({ start: e.start - start, end: e.end - start, text: e.text })),
    );
    out.push({ start: start - before, end: end - before - growth, text });
    before += growth;
  }
  return out;
}

/** `text` with `edits` (in order and apart, as formatEdits gives them) applied. */
export function applyEdits(text: string, edits: readonly FormatEdit[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(text.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** The edits that touch [start, end): what formatting that part of the text changes. */
export function editsInRange(edits: readonly FormatEdit[], start: number, end: number): FormatEdit[] {
  return edits.filter((e) => e.start <= end && e.end >= start);
}

function isSpaces(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) !== 32) return false;
  return true;
}

/** hclwrite's layout: the spaces before each token, and the lines' cells (for realignEdits). */
interface Layout {
  spaces: Int32Array;
  lines: number;
  /** Each line's first token. */
  leadStart: Int32Array;
  hasAssign: Uint8Array;
  hasComment: Uint8Array;
}

/** Runs of spaces made once: most gaps take one, and alignment a few more. */
const BLANKS = Array.from({ length: 64 }, (_, n) => ' '.repeat(n));

function blanks(count: number): string {
  return count < BLANKS.length ? BLANKS[count] : ' '.repeat(count);
}

/**
 * hclwrite's layout: for each token, the spaces that go before it. The text is cut into lines at
 * line breaks (a `#`/`//` comment ends its line); each line has up to three cells: the lead, an
 * assignment (from its first `=` on, when the brackets after it balance) and a trailing line
 * comment. Then: the lead's first token is indented by the bracket depth; the space between the
 * tokens of a cell comes from a table of token kinds; the assignments and then the comments of
 * consecutive lines are aligned. Only the blanks before the end of the file are kept as they are
 * (hclwrite counts each blank, and the BOM's bytes if nothing comes before, as one space).
 */
function layout(text: string, tokens: FormatTokens, bomBytes: number): Layout {
  const { kind, count, start: starts, end: ends } = tokens;
  const spaces = new Int32Array(count);
  const eof = count - 1;
  spaces[eof] = starts[eof] - (eof > 0 ? ends[eof - 1] : -bomBytes);

  // Cells: lead [leadStart, leadEnd), assignment [leadEnd, cellsEnd) when hasAssign, comment at cellsEnd when hasComment.
  const lineCount = tokens.lineBreaks + 1;
  const leadStart = new Int32Array(lineCount);
  const leadEnd = new Int32Array(lineCount);
  const cellsEnd = new Int32Array(lineCount);
  const hasAssign = new Uint8Array(lineCount);
  const hasComment = new Uint8Array(lineCount);
  /** What the line's brackets open (negative: close), as the indentation counts them. */
  const opens = new Int32Array(lineCount);
  let lines = 0;
  let start = 0;
  for (let k = 0; k < eof; k++) {
    if (kind[k] === K.Newline || kind[k] === K.LineComment) {
      splitLine(lines++, start, k + 1);
      start = k + 1;
    }
  }
  if (start < eof) splitLine(lines++, start, eof);

  indent();
  for (let l = 0; l < lines; l++) {
    spaceCell(leadStart[l], leadEnd[l]);
    if (hasAssign[l]) {
      spaces[leadEnd[l]] = 1;
      spaceCell(leadEnd[l], cellsEnd[l]);
    }
  }
  const leadColumns = new Int32Array(lines);
  for (let l = 0; l < lines; l++) if (hasAssign[l] || hasComment[l]) leadColumns[l] = columns(leadStart[l], leadEnd[l]);
  align(
    hasAssign,
    (l) => leadColumns[l],
    (l) => leadEnd[l],
  );
  align(
    hasComment,
    (l) => leadColumns[l] + (hasAssign[l] ? columns(leadEnd[l], cellsEnd[l]) : 0),
    (l) => cellsEnd[l],
  );
  return { spaces, lines, leadStart, hasAssign, hasComment };

  /**
   * The cells of the line of tokens [s, e), in one pass: the assignment starts at the first `=`
   * (not the first token) when the brackets from there on balance. The indentation counts the
   * brackets of the lead up to a heredoc's start (its text is no code) and of the assignment.
   */
  function splitLine(l: number, s: number, e: number): void {
    leadStart[l] = s;
    const last = kind[e - 1];
    if (e - s > 1 && (last === K.Comment || last === K.LineComment)) {
      hasComment[l] = 1;
      e--;
    }
    cellsEnd[l] = e;
    let net = 0;
    let heredocNet = 0;
    let inHeredoc = false;
    let equal = -1;
    let netAtEqual = 0;
    let heredocNetAtEqual = 0;
    for (let k = s; k < e; k++) {
      const kk = kind[k];
      if (kk === K.Equal && equal < 0 && k > s) {
        equal = k;
        netAtEqual = net;
        heredocNetAtEqual = heredocNet;
      }
      const change = BRACKET_CHANGE[kk];
      net += change;
      if (!inHeredoc) heredocNet += change;
      if (kk === K.OHeredoc) inHeredoc = true;
    }
    if (equal >= 0 && net === netAtEqual) {
      // The assignment's brackets balance, so the line opens what its lead does.
      hasAssign[l] = 1;
      leadEnd[l] = equal;
      opens[l] = heredocNetAtEqual;
    } else {
      leadEnd[l] = e;
      opens[l] = heredocNet;
    }
  }

  function indent(): void {
    // Per open indentation level, how many brackets opened it: a line that closes more than the
    // last level's brackets closes levels before it too.
    const levels: number[] = [];
    for (let l = 0; l < lines; l++) {
      const first = leadStart[l];
      if (kind[first] === K.Newline) {
        spaces[first] = 0;
        continue;
      }
      const net = opens[l];
      if (net > 0) {
        spaces[first] = indentOf(levels.length);
        levels.push(net);
        continue;
      }
      let closed = -net;
      while (closed > 0 && levels.length > 0) {
        const top = levels[levels.length - 1];
        if (closed >= top) {
          levels.pop();
          closed -= top;
        } else {
          levels[levels.length - 1] = top - closed;
          closed = 0;
        }
      }
      spaces[first] = indentOf(levels.length);
    }
  }

  /**
   * Two spaces a level, up to the parser's nesting limit, which text that parses stays within:
   * deeper (broken) text is not indented further, so that the output stays linear in the input.
   */
  function indentOf(level: number): number {
    return 2 * Math.min(level, MAX_NESTING);
  }

  function spaceCell(s: number, e: number): void {
    for (let k = s; k < e - 1; k++) {
      const space = SPACE[kind[k] * KINDS + kind[k + 1]];
      spaces[k + 1] = space !== LOOK_CLOSER ? space : spaceBetween(kind[k], kind[k + 1], k === s ? K.Nil : kind[k - 1], isIn(k)) || wouldJoin(k, e) ? 1 : 0;
    }
  }

  function isIn(k: number): boolean {
    return kind[k] === K.Ident && ends[k] - starts[k] === 2 && text.charCodeAt(starts[k]) === 105 && text.charCodeAt(starts[k] + 1) === 110;
  }

  /**
   * Whether tokens k and k + 1 of a cell ending at `cellEnd`, apart in the text, would read as
   * other tokens if nothing stood between them (`! =`, `. .`, `${ ~`, `~ }` in a template, and
   * `1 .5`, a number and an index, which would become the number 1.5): hclwrite joins them, which
   * changes the tokens; the formatter keeps a space.
   */
  function wouldJoin(k: number, cellEnd: number): boolean {
    const a = kind[k];
    const b = kind[k + 1];
    if (a === K.Number && b === K.Dot && k + 2 < cellEnd) {
      const after = starts[k + 2];
      const c = text.charCodeAt(after);
      return kind[k + 2] === K.Number || (kind[k + 2] === K.Ident && (c === 101 || c === 69) && isDigit(text.charCodeAt(after + 1)));
    }
    if (starts[k + 1] === ends[k]) return false;
    const next = text.charCodeAt(starts[k + 1]);
    if (a === K.Bang) return next === 61;
    if ((a === K.Dot || a === K.Ellipsis) && (b === K.Dot || b === K.Ellipsis)) return true;
    if ((a === K.TemplateInterp || a === K.TemplateControl) && ends[k] - starts[k] === 2) return next === 126;
    return a === K.Other && text.charCodeAt(ends[k] - 1) === 126 && b === K.TemplateSeqEnd && next === 125;
  }

  /** The columns tokens [s, e) take with their spaces before: grapheme clusters, as hclwrite counts them. */
  function columns(s: number, e: number): number {
    let n = 0;
    for (let k = s; k < e; k++) n += spaces[k] + graphemes(text, starts[k], ends[k]);
    return n;
  }

  /** For each run of consecutive lines with the cell, the spaces before the cell that line its start up one column after the widest. */
  function align(has: Uint8Array, width: (l: number) => number, cell: (l: number) => number): void {
    forEachRun(has, lines, (start, end) => {
      let widest = 0;
      for (let l = start; l < end; l++) widest = Math.max(widest, width(l));
      for (let l = start; l < end; l++) spaces[cell(l)] = widest - width(l) + 1;
    });
  }
}

function bracketChange(kind: K): number {
  return BRACKET_CHANGE[kind];
}

const BRACKET_CHANGE = (() => {
  const table = new Int8Array(K.EOF + 1);
  for (const k of [K.OBrace, K.OBrack, K.OParen, K.TemplateInterp, K.TemplateControl]) table[k] = 1;
  for (const k of [K.CBrace, K.CBrack, K.CParen, K.TemplateSeqEnd]) table[k] = -1;
  return table;
})();

/** Tokens after which a `-` negates (hclwrite's list; `::` was not a token in 2.14.1, so it is not among them). */
const NEGATION_BEFORE = (() => {
  const table = new Uint8Array(K.EOF + 1);
  for (const k of [K.Nil, K.OParen, K.OBrace, K.OBrack, K.Equal, K.Colon, K.Comma, K.Question, K.Op, K.Minus, K.Bang]) table[k] = 1;
  return table;
})();

/** hclwrite's spacing table: whether one space goes between `subject` and `after`, with `before` the token before `subject`. */
function spaceBetween(subject: K, after: K, before: K, subjectIsIn: boolean): boolean {
  if (after === K.Newline) return false;
  // No space inside a call's name: f(, and (hcl 2.20) provider::ns::f.
  if (subject === K.Ident && (after === K.OParen || after === K.DoubleColon)) return false;
  if (subject === K.DoubleColon && after === K.Ident) return false;
  if (subject === K.Dot || after === K.Dot) return false;
  if (after === K.Comma || after === K.Ellipsis) return false;
  if (subject === K.Comma) return true;
  // Template text is never spaced.
  if (subject === K.Lit || subject === K.OQuote || subject === K.OHeredoc || after === K.Lit || after === K.CQuote || after === K.CHeredoc) return false;
  // `for x in [a]`: `in` is a keyword there, not a name being indexed.
  if (subjectIsIn && before === K.Ident) return true;
  if (after === K.OBrack && (subject === K.Ident || subject === K.Number || bracketChange(subject) < 0)) return false;
  if (subject === K.Bang) return false;
  // A minus after something that cannot end an operand is a negation: no space after it.
  if (subject === K.Minus) return !NEGATION_BEFORE[before];
  if (subject === K.OBrace || after === K.CBrace) return !(subject === K.OBrace && after === K.CBrace);
  if ((subject === K.TemplateInterp || subject === K.TemplateControl) && after === K.OBrace) return true;
  if (subject === K.CBrace && after === K.TemplateSeqEnd) return true;
  if (subject === K.TemplateSeqEnd && (after === K.TemplateInterp || after === K.TemplateControl)) return false;
  if (bracketChange(subject) > 0 || bracketChange(after) < 0) return false;
  return true;
}

const KINDS = K.EOF + 1;
/** In SPACE: the pair needs spaceBetween with its neighbours (a minus, `in`) or wouldJoin. */
const LOOK_CLOSER = 2;
/** Pairs of tokens that could run together into other tokens when nothing stands between them (wouldJoin). */
function mayJoin(subject: K, after: K): boolean {
  const dots = (k: K) => k === K.Dot || k === K.Ellipsis;
  return (
    subject === K.Bang ||
    (dots(subject) && dots(after)) ||
    subject === K.TemplateInterp ||
    subject === K.TemplateControl ||
    (subject === K.Other && after === K.TemplateSeqEnd) ||
    (subject === K.Number && after === K.Dot)
  );
}

/** spaceBetween for every pair of kinds, as 0 or 1 spaces, or LOOK_CLOSER where the neighbours or the text decide. */
const SPACE = (() => {
  const table = new Uint8Array(KINDS * KINDS);
  for (let subject = 0; subject < KINDS; subject++) {
    for (let after = 0; after < KINDS; after++) {
      const space = spaceBetween(subject, after, K.Nil, false);
      const needsNeighbours = subject === K.Minus || (subject === K.Ident && spaceBetween(subject, after, K.Ident, true) !== space);
      table[subject * KINDS + after] = needsNeighbours || (!space && mayJoin(subject, after)) ? LOOK_CLOSER : space ? 1 : 0;
    }
  }
  return table;
})();

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Grapheme clusters in text[s, e): ASCII by arithmetic (only CR LF is one cluster of two), the rest
 * by unicode-segmenter (Intl.Segmenter takes some 20 µs a cluster in Node 20, which a long
 * non-ASCII line would make seconds).
 */
function graphemes(text: string, s: number, e: number): number {
  let n = e - s;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return countGraphemes(text.slice(s, e));
    if (c === 13 && text.charCodeAt(i + 1) === 10) n--;
  }
  return n;
}
