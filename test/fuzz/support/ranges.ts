// What every reported position must satisfy (DESIGN.md "Diagnostic"): 1-based line and
// column inside the text, column in code points, the byte offset agreeing with both, and
// start not after end. Lines end at "\n" only, as the parser's LineMap counts them.
import type { Pos, Range } from '../../../src/diagnostics/diagnostic.js';

export class TextGeometry {
  private readonly lines: string[][];
  private readonly byteStarts: number[] = [];

  /**
   * `checkOffsets` is false for bytes that are not valid UTF-8: positions then count the file's
   * own bytes, which the decoded text (bad bytes replaced) cannot reproduce.
   */
  constructor(
    text: string,
    private readonly checkOffsets = true,
  ) {
    const encoder = new TextEncoder();
    this.lines = text.split('\n').map((line) => Array.from(line));
    let bytes = 0;
    for (const line of text.split('\n')) {
      this.byteStarts.push(bytes);
      bytes += encoder.encode(line).length + 1;
    }
  }

  /** Why `pos` is not a place in the text, or null. */
  posProblem(pos: Pos): string | null {
    const { line, column, offset } = pos;
    if (![line, column, offset].every(Number.isSafeInteger)) return `non-integer position ${JSON.stringify(pos)}`;
    if (line < 1 || line > this.lines.length) return `line ${line} outside 1..${this.lines.length}`;
    const chars = this.lines[line - 1];
    if (column < 1 || column > chars.length + 1) return `column ${column} outside 1..${chars.length + 1} on line ${line}`;
    const expected = this.byteStarts[line - 1] + new TextEncoder().encode(chars.slice(0, column - 1).join('')).length;
    if (this.checkOffsets && offset !== expected) return `offset ${offset} but line ${line} column ${column} is byte ${expected}`;
    return null;
  }

  rangeProblem(range: Range): string | null {
    const problem = this.posProblem(range.start) ?? this.posProblem(range.end);
    if (problem) return problem;
    const { start, end } = range;
    if (start.line > end.line || (start.line === end.line && start.column > end.column))
      return `start ${start.line}:${start.column} after end ${end.line}:${end.column}`;
    return null;
  }
}

export function isUtf8(data: Uint8Array | string): boolean {
  if (typeof data === 'string') return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Decodes file bytes the way the parser sees them (a leading BOM dropped, bad bytes replaced). */
export function textOf(bytes: Uint8Array | string): string {
  if (typeof bytes === 'string') return bytes.charCodeAt(0) === 0xfeff ? bytes.slice(1) : bytes;
  const body = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return STRICT.decode(body);
  } catch {
    return perByteDecode(body);
  }
}

const STRICT = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The parser's documented decoding of bytes that are not UTF-8: each invalid byte is one U+001A.
 * Written independently of src/hcl: the platform decoder says which 1 to 4 bytes form a character.
 */
function perByteDecode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    let char: string | null = null;
    let length = 1;
    for (; length <= 4 && i + length <= bytes.length; length++) {
      try {
        const decoded = STRICT.decode(bytes.subarray(i, i + length));
        if ([...decoded].length === 1) {
          char = decoded;
          break;
        }
      } catch {
        // Not a whole character yet, or never one.
      }
    }
    if (char === null) {
      out += '\u001a';
      i += 1;
    } else {
      out += char;
      i += length;
    }
  }
  return out;
}
