// Parser state shared by the body, expression and template parsers: the token cursor, newline mode,
// nesting depth, diagnostics and error recovery.
import type { Pos, Range, SourceDiagnostic } from '../diagnostics/diagnostic.js';
import { LineMap } from './source.js';
import { F_MARK, T, type Tokens } from './tokens.js';

/**
 * Deeper nesting than this is reported instead of risking the call stack (a heredoc level costs about
 * 2 KB of it); real configurations stay far below.
 */
export const MAX_NESTING = 256;

/**
 * Chained operators and traversal steps (`1 + 2 + ...`, `a.b.c...`) are parsed in a loop, but each deepens the
 * tree that evaluators walk recursively. They cost an eighth of a nesting level each, within one budget.
 */
const NESTING_COST = 8;
const DEPTH_BUDGET = MAX_NESTING * NESTING_COST;

export function nestingTooDeepMessage(): string {
  return `Nesting too deep: expressions and blocks may be nested at most ${MAX_NESTING} levels deep`;
}

/** The ids of the parser's findings (src/rules/hcl holds their metas); a misspelt one does not compile. */
export const PARSER_RULE_IDS = ['hcl-syntax', 'hcl-single-line-block', 'hcl-duplicate-attribute'] as const;
export type ParserRuleId = (typeof PARSER_RULE_IDS)[number];

/** Thrown to abandon the body item being parsed; the body parser reports it and recovers. */
export class ParseError {
  constructor(readonly diagnostic: SourceDiagnostic<ParserRuleId>) {}
}

export class Parser {
  i = 0;
  /** Whether newlines are significant here (bodies and object constructors) or skipped as whitespace. */
  nl = true;
  depth = 0;
  unclosedBlockReported = false;
  readonly diagnostics: SourceDiagnostic<ParserRuleId>[] = [];
  private readonly names = new Map<string, string>();
  /**
   * One scratch stack for the lists being built (body items, labels, arguments, elements, object items,
   * template parts): each list is copied out at its exact size, so no growable array per list becomes garbage,
   * and the long-lived AST holds no spare capacity. Nested lists stack above the enclosing one.
   */
  private readonly scratch: unknown[] = [];
  /** The scratch stack's height: entries at or above it are stale. */
  top = 0;
  readonly lines: LineMap;
  /** Token types, starts, ends (UTF-16 indices) and flags; a token is its index. */
  readonly tt: Uint8Array;
  readonly ts: Int32Array;
  readonly te: Int32Array;
  readonly tf: Uint8Array;

  constructor(
    readonly text: string,
    tokens: Tokens,
    positions: Pos[] | null = null,
  ) {
    this.lines = new LineMap(text, positions);
    this.tt = tokens.type;
    this.ts = tokens.start;
    this.te = tokens.end;
    this.tf = tokens.flags;
  }

  peek(): number {
    const tt = this.tt;
    let i = this.i;
    if (!this.nl) while (tt[i] === T.Newline) i++;
    return i;
  }

  /** Consumes and returns the token peek() returns. */
  next(): number {
    const tt = this.tt;
    let i = this.i;
    if (!this.nl) while (tt[i] === T.Newline) i++;
    this.i = tt[i] === T.EOF ? i : i + 1;
    return i;
  }

  /** The token after the one peek() returns, honouring the newline mode. */
  peekSecond(): number {
    const tt = this.tt;
    let i = this.i;
    if (!this.nl) while (tt[i] === T.Newline) i++;
    if (tt[i] === T.EOF) return i;
    i++;
    if (!this.nl) while (tt[i] === T.Newline) i++;
    return i;
  }

  push(x: unknown): void {
    this.scratch[this.top++] = x;
  }

  /** The entries pushed since the height was `base`, as an exact-size array; pops them. */
  take<X>(base: number): X[] {
    const out = this.scratch.slice(base, this.top) as X[];
    this.top = base;
    return out;
  }

  /** The scratch entry at `k` (below the height). */
  at<X>(k: number): X {
    return this.scratch[k] as X;
  }

  /** A template sequence with a strip marker, or a `<<-` heredoc. */
  marked(tok: number): boolean {
    return (this.tf[tok] & F_MARK) !== 0;
  }

  textOf(tok: number): string {
    return this.text.slice(this.ts[tok], this.te[tok]);
  }

  /** An identifier's text, one string per distinct name: the AST keeps the same few names many times over. */
  nameOf(tok: number): string {
    const text = this.textOf(tok);
    const known = this.names.get(text);
    if (known !== undefined) return known;
    this.names.set(text, text);
    return text;
  }

  range(s: number, e: number): Range {
    return this.lines.range(s, e);
  }

  tokRange(tok: number): Range {
    return this.range(this.ts[tok], this.te[tok]);
  }

  /** One level of nesting deeper: brackets, blocks, unary operators, templates, conditionals. */
  enter(at: number): void {
    this.depth += NESTING_COST;
    if (this.depth > DEPTH_BUDGET) throw this.error(at, nestingTooDeepMessage());
  }

  leave(): void {
    this.depth -= NESTING_COST;
  }

  /** One more chained operator or traversal step; callers subtract their steps when the chain ends. */
  step(at: number): void {
    if (++this.depth > DEPTH_BUDGET) {
      throw this.error(at, `Expression too long: an expression may chain at most about ${DEPTH_BUDGET} operators and traversal steps`);
    }
  }

  error(tok: number, message: string, ruleId: ParserRuleId = 'hcl-syntax'): ParseError {
    return new ParseError({ ruleId, severity: 'error', message, range: this.tokRange(tok) });
  }

  errorAt(range: Range, message: string, ruleId: ParserRuleId = 'hcl-syntax'): ParseError {
    return new ParseError({ ruleId, severity: 'error', message, range });
  }

  /** An error for meeting `tok` where something else was required; invalid characters and unterminated comments get their own wording. */
  unexpected(tok: number, summary: string, detail: string): ParseError {
    if (this.tt[tok] === T.Invalid || this.tt[tok] === T.UnterminatedComment) return this.badCharacter(tok);
    return this.error(tok, `${summary}: ${detail}`);
  }

  /** The error for an Invalid or UnterminatedComment token. */
  badCharacter(tok: number): ParseError {
    if (this.tt[tok] === T.UnterminatedComment) {
      return this.errorAt(this.range(this.ts[tok], this.ts[tok] + 2), 'Unterminated comment: this "/*" comment is never closed with "*/"');
    }
    const ch = this.textOf(tok);
    if (ch !== '\u201c' && ch !== '\u201d') return this.error(tok, invalidCharacterMessage(ch));
    // “text”, as word processors write it: one finding for the pair, both replaced by straight quotes.
    const start = this.ts[tok];
    const lineEnd = this.text.indexOf('\n', start);
    const rest = this.text.slice(start + 1, lineEnd === -1 ? this.text.length : lineEnd);
    const close = rest.search(/[\u201c\u201d]/);
    const at = (i: number) => ({ range: this.range(i, i + 1), text: '"' });
    const edits = [at(start)];
    if (close !== -1) {
      edits.push(at(start + 1 + close));
      this.pairedQuotes.add(start + 1 + close);
    }
    const error = this.error(tok, 'Invalid character: curly quotes are not valid here; use straight quotes (")');
    error.diagnostic.fix = { message: 'Use straight quotes', edits };
    return error;
  }

  /** Offsets of closing curly quotes a finding at their opening one already covers (and fixes). */
  readonly pairedQuotes = new Set<number>();

  report(d: SourceDiagnostic<ParserRuleId>): void {
    this.diagnostics.push(d);
  }

  /**
   * Skips the rest of a broken body item, scanning from its first token with bracket matching:
   * stops after a newline outside brackets, or before a `}` that would close the enclosing block (if any).
   */
  recoverFrom(start: number, inBlock: boolean): void {
    const tt = this.tt;
    const open = new OpenBrackets();
    let i = start;
    for (;;) {
      const t = tt[i] as T;
      if (t === T.EOF) break;
      if (t === T.Newline && open.empty()) {
        i++;
        break;
      }
      if (t === T.CBrace && open.empty() && inBlock) break;
      switch (t) {
        case T.OBrace:
        case T.OBrack:
        case T.OParen:
        case T.OQuote:
        case T.OHeredoc:
        case T.TemplateInterp:
        case T.TemplateControl:
          open.push(t);
          break;
        case T.CBrace:
          open.closeTo(T.OBrace);
          break;
        case T.CBrack:
          open.closeTo(T.OBrack);
          break;
        case T.CParen:
          open.closeTo(T.OParen);
          break;
        case T.CQuote:
        case T.QuoteUnterminated:
          open.closeTo(T.OQuote);
          break;
        case T.CHeredoc:
          open.closeTo(T.OHeredoc);
          break;
        case T.TemplateSeqEnd:
          open.closeTo(open.lastOf(T.TemplateInterp, T.TemplateControl));
          break;
        default:
          break;
      }
      i++;
    }
    this.i = i;
  }
}

/** The brackets open during recovery. Counts per kind keep every operation O(1) amortised on hostile input. */
class OpenBrackets {
  private readonly stack: T[] = [];
  private readonly counts = new Int32Array(64);

  empty(): boolean {
    return this.stack.length === 0;
  }

  push(t: T): void {
    this.stack.push(t);
    this.counts[t]++;
  }

  /** Of two opener kinds, the one opened last (or -1 if neither is open). */
  lastOf(a: T, b: T): T | -1 {
    if (this.counts[a] === 0 && this.counts[b] === 0) return -1;
    for (let k = this.stack.length - 1; ; k--) if (this.stack[k] === a || this.stack[k] === b) return this.stack[k];
  }

  /** Closes the innermost open `opener` and everything opened after it; a closer with no opener is ignored. */
  closeTo(opener: T | -1): void {
    if (opener === -1 || this.counts[opener] === 0) return;
    for (;;) {
      const t = this.stack.pop() as T;
      this.counts[t]--;
      if (t === opener) return;
    }
  }
}

function invalidCharacterMessage(ch: string): string {
  if (ch === ';') {
    return 'Invalid character: the ";" character is not valid; use newlines to separate arguments and blocks, and commas to separate items in collection values';
  }
  if (ch === "'") return 'Invalid character: single quotes are not valid; use double quotes (") to enclose strings';
  const cp = ch.codePointAt(0) ?? 0;
  const shown = cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp < 0xa0) || cp === 0xfeff ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` : `"${ch}"`;
  return `Invalid character: the character ${shown} is not used within the language`;
}
