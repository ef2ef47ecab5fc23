// Hand-written HCL native-syntax lexer over char codes. Templates are lexed here (as in HCL) with a
// mode stack, so the parser sees quoted strings and heredocs as token sequences.
import { isIndentSpace } from './literals.js';
import { F_MARK, T, type Tokens } from './tokens.js';

export interface RawComment {
  s: number;
  e: number;
  style: '#' | '//' | '/*';
}

export interface LexResult {
  tokens: Tokens;
  comments: RawComment[];
}

const M_BRACE = 0; // a `{` in expression code
const M_SEQ = 1; // `${` or `%{`: expression code until the matching `}`
const M_QUOTED = 2;
const M_HEREDOC = 3;

interface Mode {
  m: number;
  marker?: string;
  /** Heredoc: the next character starts a line. */
  lineStart?: boolean;
}

// Brace, sequence and quoted-string modes carry no state: one shared object each instead of one per bracket.
const BRACE_MODE: Mode = { m: M_BRACE };
const SEQ_MODE: Mode = { m: M_SEQ };
const QUOTED_MODE: Mode = { m: M_QUOTED };

// Made on first use: building the Unicode property classes costs ~0.4 ms of start-up, and only
// non-ASCII identifiers need them.
let idStart: RegExp | undefined;
let idContinue: RegExp | undefined;

function isAsciiIdentStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

function isAsciiIdentPart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function codePointAt(text: string, i: number): number {
  return text.codePointAt(i) ?? 0;
}

function cpLength(cp: number): number {
  return cp > 0xffff ? 2 : 1;
}

/** UTF-16 length of the non-ASCII identifier character at `i` (a start character if `start`), or 0 if it is none. */
function nonAsciiIdentLength(text: string, i: number, start: boolean): number {
  const cp = codePointAt(text, i);
  const ch = String.fromCodePoint(cp);
  const re = start ? (idStart ??= /\p{ID_Start}/u) : (idContinue ??= /\p{ID_Continue}/u);
  return re.test(ch) ? cpLength(cp) : 0;
}

/** Skips identifier characters from `i`; returns the index after the last one. */
function scanIdent(text: string, i: number): number {
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (!isAsciiIdentPart(c)) break;
      i++;
    } else {
      const len = nonAsciiIdentLength(text, i, false);
      if (len === 0) break;
      i += len;
    }
  }
  return i;
}

function identStartLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return isAsciiIdentStart(c) ? 1 : 0;
  if (Number.isNaN(c)) return 0;
  return nonAsciiIdentLength(text, i, true);
}

/** Whether `text` is exactly one HCL identifier (an attribute or block type name). */
export function isIdentifier(text: string): boolean {
  const start = identStartLength(text, 0);
  return start > 0 && scanIdent(text, start) === text.length;
}

function newTokens(capacity: number): Tokens {
  return {
    count: 0,
    type: new Uint8Array(capacity),
    start: new Int32Array(capacity),
    end: new Int32Array(capacity),
    flags: new Uint8Array(capacity),
  };
}

function grow(tokens: Tokens): void {
  const bigger = newTokens(tokens.type.length * 2);
  bigger.type.set(tokens.type);
  bigger.start.set(tokens.start);
  bigger.end.set(tokens.end);
  bigger.flags.set(tokens.flags);
  tokens.type = bigger.type;
  tokens.start = bigger.start;
  tokens.end = bigger.end;
  tokens.flags = bigger.flags;
}

/**
 * The token arrays of the last lex, reused by the next (the parser is done with them when parse() returns):
 * no new zero-filled buffers and doublings per parse. Kept only up to MAX_SPARE tokens (~2.5 MB).
 */
let spare: Tokens | null = null;
const MAX_SPARE = 1 << 18;

export function lex(text: string): LexResult {
  // About one token per four characters in typical files: fewer doublings (each copies every array) for large ones.
  const want = Math.min(text.length + 2, Math.max(4096, text.length >> 2));
  const tokens = spare !== null && spare.type.length >= want ? spare : newTokens(want);
  tokens.count = 0;
  const comments: RawComment[] = [];
  const stack: Mode[] = [];
  const n = text.length;
  let i = 0;

  const push = (t: T, s: number, e: number, flags = 0): void => {
    if (tokens.count === tokens.type.length) grow(tokens);
    const k = tokens.count++;
    tokens.type[k] = t;
    tokens.start[k] = s;
    tokens.end[k] = e;
    tokens.flags[k] = flags;
  };

  while (i < n) {
    const mode = stack.length > 0 ? stack[stack.length - 1] : null;
    if (mode !== null && mode.m === M_QUOTED) {
      i = lexQuoted(i);
      continue;
    }
    if (mode !== null && mode.m === M_HEREDOC) {
      i = lexHeredoc(i, mode);
      continue;
    }
    const c = text.charCodeAt(i);
    const s = i;
    switch (c) {
      case 32: // space
      case 9: // tab
        i++;
        while (i < n) {
          const d = text.charCodeAt(i);
          if (d !== 32 && d !== 9) break;
          i++;
        }
        continue;
      case 10:
        push(T.Newline, s, s + 1);
        i++;
        continue;
      case 13:
        if (text.charCodeAt(i + 1) === 10) {
          push(T.Newline, s, s + 2);
          i += 2;
        } else {
          push(T.Invalid, s, s + 1);
          i++;
        }
        continue;
      case 35: // #
        i = lineComment(s, 1, '#');
        continue;
      case 47: {
        // /
        const d = text.charCodeAt(i + 1);
        if (d === 47) {
          i = lineComment(s, 2, '//');
          continue;
        }
        if (d === 42) {
          const end = text.indexOf('*/', i + 2);
          if (end < 0) {
            push(T.UnterminatedComment, s, n);
            i = n;
          } else {
            comments.push({ s, e: end + 2, style: '/*' });
            i = end + 2;
          }
          continue;
        }
        push(T.Op, s, s + 1);
        i++;
        continue;
      }
      case 34: // "
        push(T.OQuote, s, s + 1);
        stack.push(QUOTED_MODE);
        i++;
        continue;
      case 123: // {
        push(T.OBrace, s, s + 1);
        stack.push(BRACE_MODE);
        i++;
        continue;
      case 125: // }
        if (mode !== null && mode.m === M_SEQ) {
          push(T.TemplateSeqEnd, s, s + 1);
          stack.pop();
        } else {
          push(T.CBrace, s, s + 1);
          if (mode !== null) stack.pop();
        }
        i++;
        continue;
      case 126: // ~
        if (text.charCodeAt(i + 1) === 125 && mode !== null && mode.m === M_SEQ) {
          push(T.TemplateSeqEnd, s, s + 2, F_MARK);
          stack.pop();
          i += 2;
        } else {
          push(T.Invalid, s, s + 1);
          i++;
        }
        continue;
      case 91:
        push(T.OBrack, s, s + 1);
        i++;
        continue;
      case 93:
        push(T.CBrack, s, s + 1);
        i++;
        continue;
      case 40:
        push(T.OParen, s, s + 1);
        i++;
        continue;
      case 41:
        push(T.CParen, s, s + 1);
        i++;
        continue;
      case 44:
        push(T.Comma, s, s + 1);
        i++;
        continue;
      case 46: // .
        if (text.charCodeAt(i + 1) === 46 && text.charCodeAt(i + 2) === 46) {
          push(T.Ellipsis, s, s + 3);
          i += 3;
        } else {
          push(T.Dot, s, s + 1);
          i++;
        }
        continue;
      case 58: // :
        if (text.charCodeAt(i + 1) === 58) {
          push(T.DoubleColon, s, s + 2);
          i += 2;
        } else {
          push(T.Colon, s, s + 1);
          i++;
        }
        continue;
      case 63:
        push(T.Question, s, s + 1);
        i++;
        continue;
      case 61: {
        // =
        const d = text.charCodeAt(i + 1);
        if (d === 61) {
          push(T.Op, s, s + 2);
          i += 2;
        } else if (d === 62) {
          push(T.FatArrow, s, s + 2);
          i += 2;
        } else {
          push(T.Equal, s, s + 1);
          i++;
        }
        continue;
      }
      case 33: // !
        if (text.charCodeAt(i + 1) === 61) {
          push(T.Op, s, s + 2);
          i += 2;
        } else {
          push(T.Bang, s, s + 1);
          i++;
        }
        continue;
      case 60: // <
        if (text.charCodeAt(i + 1) === 60) {
          const end = heredocIntro(i);
          if (end > 0) continue;
        }
        if (text.charCodeAt(i + 1) === 61) {
          push(T.Op, s, s + 2);
          i += 2;
        } else {
          push(T.Op, s, s + 1);
          i++;
        }
        continue;
      case 62: // >
        if (text.charCodeAt(i + 1) === 61) {
          push(T.Op, s, s + 2);
          i += 2;
        } else {
          push(T.Op, s, s + 1);
          i++;
        }
        continue;
      case 38: // &
      case 124: // |
        if (text.charCodeAt(i + 1) === c) {
          push(T.Op, s, s + 2);
          i += 2;
        } else {
          push(T.Invalid, s, s + 1);
          i++;
        }
        continue;
      case 43: // +
      case 37: // %
        push(T.Op, s, s + 1);
        i++;
        continue;
      case 42:
        push(T.Star, s, s + 1);
        i++;
        continue;
      case 45:
        push(T.Minus, s, s + 1);
        i++;
        continue;
      default:
        break;
    }
    if (isDigit(c)) {
      i = scanNumber(i);
      push(T.Number, s, i);
      continue;
    }
    const idLen = c < 0x80 ? (isAsciiIdentStart(c) ? 1 : 0) : nonAsciiIdentLength(text, i, true);
    if (idLen > 0) {
      i = scanIdent(text, i + idLen);
      push(T.Ident, s, i);
      continue;
    }
    const len = c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
    push(T.Invalid, s, s + len);
    i += len;
  }
  // A quoted string still open at the end of the file.
  if (stack.length > 0 && stack[stack.length - 1].m === M_QUOTED) push(T.QuoteUnterminated, n, n);
  push(T.EOF, n, n);
  spare = tokens.type.length <= MAX_SPARE ? tokens : null;
  return { tokens, comments };

  function lineComment(s: number, markerLen: number, style: '#' | '//'): number {
    let j = s + markerLen;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d === 10 || (d === 13 && text.charCodeAt(j + 1) === 10)) break;
      j++;
    }
    comments.push({ s, e: j, style });
    // A line comment counts as a newline; at the end of the file it still ends the line.
    if (j >= n) push(T.Newline, j, j);
    return j;
  }

  /**
   * Like HCL's scanner, a number is one token: a digit, then digits, dots and exponent marks (e/E, an
   * optional sign, a digit), never ending in a dot. Malformed ones such as `1.5.3` are rejected by the parser.
   */
  function scanNumber(j: number): number {
    j++;
    for (;;) {
      const len = numberPartLength(j);
      if (len === 0) return j;
      j += len;
    }
  }

  /** Length of the number part starting at `k`: a digit, an exponent mark, or a dot that more number follows. */
  function numberPartLength(k: number): number {
    const c = text.charCodeAt(k);
    if (isDigit(c)) return 1;
    if (c === 101 || c === 69) {
      const sign = text.charCodeAt(k + 1);
      if (isDigit(sign)) return 2;
      if ((sign === 43 || sign === 45) && isDigit(text.charCodeAt(k + 2))) return 3;
      return 0;
    }
    if (c === 46) return numberPartLength(k + 1) > 0 ? 1 : 0;
    return 0;
  }

  /** `<<EOT` or `<<-EOT` followed by a newline opens a heredoc. Returns the index after it, or 0. */
  function heredocIntro(s: number): number {
    let j = s + 2;
    const indented = text.charCodeAt(j) === 45;
    if (indented) j++;
    const idLen = identStartLength(text, j);
    if (idLen === 0) return 0;
    const idEnd = scanIdent(text, j + idLen);
    let end: number;
    if (text.charCodeAt(idEnd) === 10) end = idEnd + 1;
    else if (text.charCodeAt(idEnd) === 13 && text.charCodeAt(idEnd + 1) === 10) end = idEnd + 2;
    else return 0;
    push(T.OHeredoc, s, end, indented ? F_MARK : 0);
    stack.push({ m: M_HEREDOC, marker: text.slice(j, idEnd), lineStart: true });
    i = end;
    return end;
  }

  function openSequence(j: number, t: T): number {
    const strip = text.charCodeAt(j + 2) === 126;
    push(t, j, j + (strip ? 3 : 2), strip ? F_MARK : 0);
    stack.push(SEQ_MODE);
    return j + (strip ? 3 : 2);
  }

  function lexQuoted(j: number): number {
    const s = j;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 34) {
        if (j > s) push(T.QuotedLit, s, j);
        push(T.CQuote, j, j + 1);
        stack.pop();
        return j + 1;
      }
      if (c === 92) {
        // A backslash escapes the next character; a newline is never escaped.
        const d = text.charCodeAt(j + 1);
        j += d === 10 || d === 13 || Number.isNaN(d) ? 1 : 2;
        continue;
      }
      if (c === 10 || (c === 13 && text.charCodeAt(j + 1) === 10)) {
        if (j > s) push(T.QuotedLit, s, j);
        push(T.QuoteUnterminated, j, j);
        stack.pop();
        return j;
      }
      if (c === 13) {
        // Template text may hold a carriage return only as part of a line break.
        if (j > s) push(T.QuotedLit, s, j);
        push(T.Invalid, j, j + 1);
        return j + 1;
      }
      if ((c === 36 || c === 37) && text.charCodeAt(j + 1) === 123) {
        if (j > s) push(T.QuotedLit, s, j);
        return openSequence(j, c === 36 ? T.TemplateInterp : T.TemplateControl);
      }
      if ((c === 36 || c === 37) && text.charCodeAt(j + 1) === c && text.charCodeAt(j + 2) === 123) {
        j += 3;
        continue;
      }
      j++;
    }
    if (j > s) push(T.QuotedLit, s, j);
    return j;
  }

  function lexHeredoc(j: number, mode: Mode): number {
    if (mode.lineStart) {
      // Like HCL: the line, trimmed of white space at both ends, is the marker, and a newline ends it.
      let k = j;
      while (k < n && isIndentSpace(text.charCodeAt(k))) k++;
      const marker = mode.marker as string;
      if (text.startsWith(marker, k)) {
        const after = k + marker.length;
        let end = after;
        while (end < n && (isIndentSpace(text.charCodeAt(end)) || text.charCodeAt(end) === 13)) end++;
        if (text.charCodeAt(end) === 10) {
          push(T.CHeredoc, j, after);
          stack.pop();
          // Trailing white space belongs to no token; with a CR it is part of the line break.
          return text.charCodeAt(end - 1) === 13 ? end - 1 : end;
        }
      }
    }
    const s = j;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 10) {
        push(T.HeredocLit, s, j + 1);
        mode.lineStart = true;
        return j + 1;
      }
      if (c === 13 && text.charCodeAt(j + 1) !== 10) {
        if (j > s) push(T.HeredocLit, s, j);
        push(T.Invalid, j, j + 1);
        mode.lineStart = false;
        return j + 1;
      }
      if ((c === 36 || c === 37) && text.charCodeAt(j + 1) === 123) {
        if (j > s) push(T.HeredocLit, s, j);
        mode.lineStart = false;
        const strip = text.charCodeAt(j + 2) === 126;
        push(c === 36 ? T.TemplateInterp : T.TemplateControl, j, j + (strip ? 3 : 2), strip ? F_MARK : 0);
        stack.push(SEQ_MODE);
        return j + (strip ? 3 : 2);
      }
      if ((c === 36 || c === 37) && text.charCodeAt(j + 1) === c && text.charCodeAt(j + 2) === 123) {
        j += 3;
        continue;
      }
      j++;
    }
    if (j > s) push(T.HeredocLit, s, j);
    mode.lineStart = false;
    return j;
  }
}
