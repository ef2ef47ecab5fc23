// The token stream the formatter works on: the project's lexer output seen as HashiCorp's scanner
// (hclsyntax) sees it, since hclwrite's formatting rules are stated over that scanner's tokens.
// For text that parses the two streams agree token for token once these differences are bridged:
// - comments are tokens, in text order, and a `#` or `//` comment takes the line break after it;
// - a closing heredoc marker takes the blanks around it on its line (they are kept as written);
// - the zero-width tokens of our lexer (a comment's synthetic line break at the end of the file,
//   the place of a missing closing quote) are no tokens there;
// - `~}` is always one token there, also outside a template sequence (where it is an error).
import { lex } from './lexer.js';
import { T } from './tokens.js';

/** Token kinds as the formatting rules tell them apart. */
export const enum K {
  /** No token: what precedes the first token of a cell. */
  Nil,
  Newline,
  /** A `/*` comment, or a `#`/`//` comment at the end of the file. */
  Comment,
  /** A `#` or `//` comment with the line break after it: it ends its line. */
  LineComment,
  Ident,
  Number,
  OBrace,
  CBrace,
  OBrack,
  CBrack,
  OParen,
  CParen,
  Comma,
  Dot,
  Ellipsis,
  Colon,
  DoubleColon,
  Question,
  Equal,
  Bang,
  /** An arithmetic, comparison or logical operator other than `-`. */
  Op,
  Minus,
  OQuote,
  CQuote,
  /** The text of a quoted string or of a heredoc. */
  Lit,
  OHeredoc,
  CHeredoc,
  TemplateInterp,
  TemplateControl,
  TemplateSeqEnd,
  /** Any other token (`=>`, an invalid character): spaced like most. */
  Other,
  EOF,
}

export interface FormatTokens {
  /** Tokens including the final EOF. */
  count: number;
  /** Tokens that end a line (Newline, LineComment). */
  lineBreaks: number;
  kind: Uint8Array;
  start: Int32Array;
  end: Int32Array;
}

const KIND_OF: Partial<Record<T, K>> = {
  [T.Newline]: K.Newline,
  [T.Ident]: K.Ident,
  [T.Number]: K.Number,
  [T.OBrace]: K.OBrace,
  [T.CBrace]: K.CBrace,
  [T.OBrack]: K.OBrack,
  [T.CBrack]: K.CBrack,
  [T.OParen]: K.OParen,
  [T.CParen]: K.CParen,
  [T.Comma]: K.Comma,
  [T.Dot]: K.Dot,
  [T.Ellipsis]: K.Ellipsis,
  [T.Colon]: K.Colon,
  [T.DoubleColon]: K.DoubleColon,
  [T.Question]: K.Question,
  [T.Equal]: K.Equal,
  [T.FatArrow]: K.Other,
  [T.Bang]: K.Bang,
  [T.Op]: K.Op,
  [T.Minus]: K.Minus,
  [T.Star]: K.Op,
  [T.OQuote]: K.OQuote,
  [T.CQuote]: K.CQuote,
  [T.QuotedLit]: K.Lit,
  [T.OHeredoc]: K.OHeredoc,
  [T.CHeredoc]: K.CHeredoc,
  [T.HeredocLit]: K.Lit,
  [T.TemplateInterp]: K.TemplateInterp,
  [T.TemplateControl]: K.TemplateControl,
  [T.TemplateSeqEnd]: K.TemplateSeqEnd,
  [T.Invalid]: K.Other,
  [T.UnterminatedComment]: K.Comment,
  [T.EOF]: K.EOF,
};

/** A lookup table over T, so the hot loop indexes an array rather than an object. */
const KIND_TABLE = (() => {
  const table = new Uint8Array(256).fill(255);
  for (const [t, k] of Object.entries(KIND_OF)) table[Number(t)] = k as K;
  return table;
})();
const SKIP = 255;

export function formatTokens(text: string): FormatTokens {
  const { tokens, comments } = lex(text);
  const { type, start, end, count } = tokens;
  const capacity = count + comments.length;
  const kinds = new Uint8Array(capacity);
  const starts = new Int32Array(capacity);
  const ends = new Int32Array(capacity);
  let n = 0;
  let lineBreaks = 0;
  let c = 0;
  /** The line comment just added, which the next token, a line break, ends. */
  let open = -1;
  for (let k = 0; k < count; k++) {
    const s = start[k];
    while (c < comments.length && comments[c].s < s) {
      const comment = comments[c++];
      kinds[n] = K.Comment;
      starts[n] = comment.s;
      ends[n] = comment.e;
      open = comment.style === '/*' ? -1 : n;
      n++;
    }
    const t = type[k];
    const kind = KIND_TABLE[t];
    if (kind === SKIP) continue;
    if (kind === K.Newline && open >= 0 && open === n - 1) {
      // A line comment's line break (zero-width at the end of the file) is part of the comment.
      if (end[k] > s) {
        ends[open] = end[k];
        kinds[open] = K.LineComment;
        lineBreaks++;
      }
      open = -1;
      continue;
    }
    if (t === T.CBrace && n > 0 && ends[n - 1] === s && kinds[n - 1] === K.Other && text.charCodeAt(s - 1) === 126) {
      kinds[n - 1] = K.TemplateSeqEnd;
      ends[n - 1] = end[k];
      continue;
    }
    if (kind === K.Newline) lineBreaks++;
    kinds[n] = kind;
    starts[n] = s;
    // The closing marker's line ends at the line break, which the lexer made the next token.
    ends[n] = t === T.CHeredoc ? start[k + 1] : end[k];
    n++;
  }
  return { count: n, lineBreaks, kind: kinds, start: starts, end: ends };
}
