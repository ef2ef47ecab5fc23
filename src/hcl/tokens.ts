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

export interface Token {
  t: T;
  /** UTF-16 index of the first character. */
  s: number;
  /** UTF-16 index after the last character. */
  e: number;
  /** Template sequence openers/closers: a strip marker `~` is present. Heredoc literals: starts a line. */
  flag?: boolean;
  /** Heredoc template sequences: the sequence starts a line. */
  ls?: boolean;
}
