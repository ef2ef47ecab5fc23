// Turning input bytes into source text, and UTF-16 indices into exact positions.
import type { Pos, Range } from '../diagnostics/diagnostic.js';

export interface DecodedSource {
  text: string;
  /**
   * Set when the bytes are not valid UTF-8: where in `text` each invalid byte stands, in order.
   * Each became one U+001A, a single-byte character, so that every position stays exact (one
   * column per bad byte, as Go's decoder counts them).
   */
  invalid?: number[];
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** What an invalid byte becomes in the text: ASCII SUB, one byte and one column like the byte it replaces. */
const SUBSTITUTE = '\u001a';

/** Decodes bytes strictly as UTF-8 and removes a leading BOM (ranges then count from after it). */
export function decodeSource(input: string | Uint8Array): DecodedSource {
  if (typeof input === 'string') {
    return { text: input.charCodeAt(0) === 0xfeff ? input.slice(1) : input };
  }
  let bytes = input;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
  try {
    return { text: strictDecoder.decode(bytes) };
  } catch {
    const parts: string[] = [];
    const invalid: number[] = [];
    let length = 0;
    let start = 0;
    for (let bad = firstInvalidUtf8Byte(bytes, 0); bad < bytes.length; bad = firstInvalidUtf8Byte(bytes, start)) {
      const valid = strictDecoder.decode(bytes.subarray(start, bad));
      parts.push(valid, SUBSTITUTE);
      length += valid.length;
      invalid.push(length++);
      start = bad + 1;
    }
    parts.push(strictDecoder.decode(bytes.subarray(start)));
    return { text: parts.join(''), invalid };
  }
}

/** Offset of the first byte from `from` on that does not start or continue a well-formed UTF-8 sequence (the length if none). */
function firstInvalidUtf8Byte(b: Uint8Array, from: number): number {
  let i = from;
  const n = b.length;
  while (i < n) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (c >= 0xc2 && c <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return i;
    let cp = c & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === undefined || (d & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (d & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not valid UTF-8.
    if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return i;
    i += need + 1;
  }
  return n;
}

/** Bytes that the UTF-16 unit at `i` (and its low surrogate, if any) take in UTF-8. */
function utf8Length(c: number): number {
  return c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? 4 : 3;
}

/** The UTF-8 bytes of `text` from `from` to `to`, counted as LineMap counts them. */
export function utf8Bytes(text: string, from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const len = utf8Length(text.charCodeAt(i));
    bytes += len;
    if (len === 4) i++;
  }
  return bytes;
}

/** Checkpoints every 2^CHECKPOINT_SHIFT UTF-16 units bound the scan for a position in a long non-ASCII line. */
const CHECKPOINT_SHIFT = 8;

/**
 * Converts UTF-16 indices of the source into Pos (1-based line and code-point column, UTF-8 byte offset).
 * Lines made only of ASCII are converted by arithmetic; others by a short scan from the nearest checkpoint.
 */
export class LineMap {
  private readonly starts: Int32Array;
  /** UTF-8 offsets fit: a string has under 2^29 UTF-16 units, each at most 3 bytes. */
  private readonly byteStarts: Int32Array;
  /** 1 for lines made only of ASCII. */
  private readonly ascii: Uint8Array;
  /** Per checkpoint: the first code-point index at or after it, with that index's column and byte offset (empty for ASCII text). */
  private readonly cpIndex: number[] = [];
  private readonly cpColumn: number[] = [];
  private readonly cpBytes: number[] = [];
  private hint = 0;

  /** `sink`, when given, receives every position this map creates, in order (see reparse.ts). */
  constructor(
    private readonly text: string,
    private readonly sink: Pos[] | null = null,
  ) {
    let lines = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
    this.starts = new Int32Array(lines);
    this.byteStarts = new Int32Array(lines);
    this.ascii = new Uint8Array(lines);
    // All-ASCII text (the common case): line starts are the byte starts, and no checkpoints are needed.
    if (!NON_ASCII.test(text)) {
      let line = 1;
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
        this.starts[line] = i + 1;
        this.byteStarts[line] = i + 1;
        line++;
      }
      this.ascii.fill(1);
      return;
    }
    let line = 0;
    let bytes = 0;
    let column = 1;
    let lineAscii = 1;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      if (i >> CHECKPOINT_SHIFT === this.cpIndex.length) {
        this.cpIndex.push(i);
        this.cpColumn.push(column);
        this.cpBytes.push(bytes);
      }
      const c = text.charCodeAt(i);
      column++;
      if (c === 10) {
        bytes++;
        column = 1;
        this.ascii[line++] = lineAscii;
        lineAscii = 1;
        this.starts[line] = i + 1;
        this.byteStarts[line] = bytes;
      } else if (c < 0x80) {
        bytes++;
      } else {
        lineAscii = 0;
        const len = utf8Length(c);
        bytes += len;
        if (len === 4 && i + 1 < n) i++;
      }
    }
    this.ascii[line] = lineAscii;
  }

  private lineOf(index: number): number {
    const starts = this.starts;
    const h = this.hint;
    if (index >= starts[h] && (h + 1 >= starts.length || index < starts[h + 1])) return h;
    if (h + 1 < starts.length && index >= starts[h + 1] && (h + 2 >= starts.length || index < starts[h + 2])) {
      this.hint = h + 1;
      return h + 1;
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    this.hint = lo;
    return lo;
  }

  /** The range of [s, e); when e is on s's all-ASCII line (most tokens), without a second line lookup. */
  range(s: number, e: number): Range {
    // A position is only ever moved as a whole with everything around it (reparse.ts), so an
    // empty range can use one object for both ends.
    const start = this.pos(s);
    if (s === e) return { start, end: start };
    const line = this.hint;
    if (this.ascii[line] === 1 && (line + 1 === this.starts.length || e < this.starts[line + 1])) {
      const d = e - this.starts[line];
      return { start, end: this.made({ line: line + 1, column: d + 1, offset: this.byteStarts[line] + d }) };
    }
    return { start, end: this.pos(e) };
  }

  private made(pos: Pos): Pos {
    this.sink?.push(pos);
    return pos;
  }

  pos(index: number): Pos {
    const line = this.lineOf(index);
    const start = this.starts[line];
    if (this.ascii[line] === 1) {
      const d = index - start;
      return this.made({ line: line + 1, column: d + 1, offset: this.byteStarts[line] + d });
    }
    let k = Math.min(index >> CHECKPOINT_SHIFT, this.cpIndex.length - 1);
    if (k >= 0 && this.cpIndex[k] > index) k--;
    let i = start;
    let column = 1;
    let offset = this.byteStarts[line];
    if (k >= 0 && this.cpIndex[k] >= start) {
      i = this.cpIndex[k];
      column = this.cpColumn[k];
      offset = this.cpBytes[k];
    }
    const text = this.text;
    for (; i < index; i++) {
      const c = text.charCodeAt(i);
      const len = utf8Length(c);
      offset += len;
      column++;
      if (len === 4) i++;
    }
    return this.made({ line: line + 1, column, offset });
  }
}

const NON_ASCII = /[^\x00-\x7f]/;
