// Positions between the linter and an LSP client. The linter counts 1-based lines split at
// "\n" and 1-based columns in code points; LSP counts 0-based lines split at "\n", "\r\n" or
// a lone "\r", and characters in the negotiated unit: UTF-16 code units (the protocol's
// default), UTF-8 bytes or UTF-32 code points. Every conversion goes through the UTF-16
// index of the JavaScript string, so both line-break rules are honoured exactly.
import type { Position, Range } from 'vscode-languageserver';
import { LineMap } from '../hcl/source.js';

export type PositionEncoding = 'utf-16' | 'utf-8' | 'utf-32';

/** The client's preferred encoding among those we support; UTF-16 when it offers none (LSP 3.17 §positionEncoding). */
export function negotiateEncoding(offered: readonly string[] | undefined): PositionEncoding {
  for (const e of offered ?? []) if (e === 'utf-8' || e === 'utf-16' || e === 'utf-32') return e;
  return 'utf-16';
}

/** A linter position: 1-based line and code-point column. */
export interface LinePos {
  line: number;
  column: number;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Units of one code point starting at text[i] in `encoding`, and how many UTF-16 units it spans. */
function step(text: string, i: number, encoding: PositionEncoding): { units: number; width: number } {
  const c = text.charCodeAt(i);
  const pair = isHighSurrogate(c) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1));
  const width = pair ? 2 : 1;
  if (encoding === 'utf-32') return { units: 1, width };
  if (encoding === 'utf-16') return { units: width, width };
  // A lone surrogate reaches the wire as U+FFFD (3 bytes), as Buffer.from encodes it.
  return { units: pair ? 4 : c < 0x80 ? 1 : c < 0x800 ? 2 : 3, width };
}

/** Line starts (UTF-16 indices) after each "\n", the first at `first`. */
function newlineStarts(text: string, first: number): number[] {
  const starts = [first];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Line starts (UTF-16 indices) with LSP's line breaks: "\n", "\r\n" and a lone "\r". */
function lspLineStarts(text: string): number[] {
  // Without a "\r" both splits are the one at "\n", found natively.
  if (!text.includes('\r')) return newlineStarts(text, 0);
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10) starts.push(i + 1);
  }
  return starts;
}

/** The text of one document version, converting positions both ways. */
export class SourceText {
  private lspStarts: number[] | undefined;
  private lintStarts: number[] | undefined;
  private lineMap: LineMap | undefined;
  // Where the last conversion on a line stopped: the next one further along that line goes on
  // from there, so converting a long line's positions in order (diagnostics, tokens, symbols)
  // scans it once rather than once per position.
  private lintCursor = { line: 0, column: 0, index: 0 };
  private lspCursor = { line: -1, index: 0, character: 0 };
  /** 1 when the text starts with a BOM, which the parser drops: its line 1 starts after it. */
  private readonly bom: number;

  constructor(
    readonly text: string,
    readonly encoding: PositionEncoding,
  ) {
    this.bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  private get lsp(): number[] {
    return (this.lspStarts ??= lspLineStarts(this.text));
  }

  private get lint(): number[] {
    // The same split as LSP's when the text has no "\r" and no BOM.
    this.lintStarts ??= this.bom === 0 && !this.text.includes('\r') ? this.lsp : newlineStarts(this.text, this.bom);
    return this.lintStarts;
  }

  /** End of line `line`'s content (before its break) in LSP's line split. */
  private lspLineEnd(line: number): number {
    const starts = this.lsp;
    if (line + 1 >= starts.length) return this.text.length;
    let end = starts[line + 1];
    if (this.text.charCodeAt(end - 1) === 10) end--;
    if (this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  /** UTF-16 index of a linter position, clamped to its line and to the text. */
  indexOfLinePos(pos: LinePos): number {
    const starts = this.lint;
    if (pos.line < 1) return 0;
    if (pos.line > starts.length) return this.text.length;
    const lineEnd = pos.line < starts.length ? starts[pos.line] - 1 : this.text.length;
    const cursor = this.lintCursor;
    const resume = cursor.line === pos.line && cursor.column <= pos.column;
    let i = resume ? cursor.index : starts[pos.line - 1];
    let column = resume ? cursor.column : 1;
    for (; column < pos.column && i < lineEnd; column++) i += step(this.text, i, 'utf-32').width;
    this.lintCursor = { line: pos.line, column, index: i };
    return Math.min(i, lineEnd);
  }

  /** The LSP position of a UTF-16 index. */
  positionAt(index: number): Position {
    const starts = this.lsp;
    const target = Math.max(0, Math.min(index, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= target) lo = mid;
      else hi = mid - 1;
    }
    const cursor = this.lspCursor;
    const resume = cursor.line === lo && cursor.index <= target;
    let character = resume ? cursor.character : 0;
    let i = resume ? cursor.index : starts[lo];
    const end = Math.min(target, this.lspLineEnd(lo));
    while (i < end) {
      const s = step(this.text, i, this.encoding);
      character += s.units;
      i += s.width;
    }
    this.lspCursor = { line: lo, index: i, character };
    return { line: lo, character };
  }

  /**
   * The UTF-16 index of an LSP position. As the protocol says, a character past the line's end
   * means the end of the line and a line past the last means the end of the text; a position
   * inside a code point (half a surrogate pair, the middle of a UTF-8 sequence) means its start.
   */
  offsetAt(position: Position): number {
    const starts = this.lsp;
    const line = Math.floor(position.line);
    if (!(line >= 0)) return 0;
    if (line >= starts.length) return this.text.length;
    const end = this.lspLineEnd(line);
    let units = 0;
    let i = starts[line];
    while (i < end) {
      const s = step(this.text, i, this.encoding);
      if (units + s.units > position.character) break;
      units += s.units;
      i += s.width;
    }
    return i;
  }

  toPosition(pos: LinePos): Position {
    return this.positionAt(this.indexOfLinePos(pos));
  }

  /** The LSP range of a linter range. */
  toRange(range: { start: LinePos; end: LinePos }): Range {
    return { start: this.toPosition(range.start), end: this.toPosition(range.end) };
  }

  /** The linter position of an LSP position. */
  toLinePos(position: Position): LinePos {
    this.lineMap ??= new LineMap(this.bom ? this.text.slice(1) : this.text);
    const { line, column } = this.lineMap.pos(Math.max(0, this.offsetAt(position) - this.bom));
    return { line, column };
  }
}
