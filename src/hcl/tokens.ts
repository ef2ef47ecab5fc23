// Token kinds of the HCL native-syntax lexer. Numeric constants keep the hot loops cheap.
export const enum T {
  EOF,
  Newline,
  Ident,
  Number,
  OBrace, // {
  CBrace, // }
  OBrack, // [
  CBrack, // ]
  OParen, // (
  CParen, // )
  Comma,
  Dot,
  Ellipsis, // ...
  Colon,
  DoubleColon, // ::
  Question,
  Equal, // =
  FatArrow, // =>
  Bang, // !
  Op, // a binary operator other than `-`: + * / % == != < <= > >= && ||
  Minus,
  Star, // `*` is also an Op; kept separate for splats
  OQuote,
  CQuote,
  /** A quoted string ended by a newline or the end of the file: zero-width, where the closing quote should be. */
  QuoteUnterminated,
  QuotedLit,
  OHeredoc,
  CHeredoc,
  HeredocLit,
  TemplateInterp, // ${ or ${~
  TemplateControl, // %{ or %{~
  TemplateSeqEnd, // } or ~} closing a template sequence
  /** A character that is not part of the language. */
  Invalid,
  /** A `/*` comment with no closing `*\/`. */
  UnterminatedComment,
}

/** Flag bit: a strip marker `~` on a template sequence, or a `<<-` heredoc. */
export const F_MARK = 1;

/** The token stream as parallel typed arrays (no object per token). */
export interface Tokens {
  count: number;
  type: Uint8Array;
  start: Int32Array;
  end: Int32Array;
  flags: Uint8Array;
}
