// Template parser: quoted strings and heredocs, interpolations, if/for directives, strip markers and
// `<<-` indentation removal.
import type { TemplateExpr, TemplateForPart, TemplateIfPart, TemplateLiteralPart, TemplatePart, TemplateWrapExpr } from './ast.js';
import { describeToken, parseExpression } from './expression.js';
import { decodeHeredoc, decodeQuoted, isIndentSpace, trimEndSpace, trimStartSpace } from './literals.js';
import type { ParseError, Parser } from './parser.js';
import { T } from './tokens.js';

interface TemplateState {
  /** The literal just before the current token, which a `~` on the next opener strips. */
  lastLit: TemplateLiteralPart | null;
  /** The previous sequence ended with `~}`: strip the start of the next literal. */
  stripNext: boolean;
  /**
   * `<<-` heredocs only: the heredoc's own pieces in source order (literals, and null for each template
   * sequence), for removing the common indentation once strip markers have been applied.
   */
  pieces: (TemplateLiteralPart | null)[] | null;
  /** Where the template's text starts (after the quote or the heredoc line): HCL reports an interpolation the file ends inside there. */
  start: number;
}

interface PartsResult {
  parts: TemplatePart[];
  /** The directive keyword (else/endif/endfor) that ended the parts, and its closing token. */
  end?: { keyword: string; close: number };
}

export function parseQuotedTemplate(p: Parser): TemplateExpr | TemplateWrapExpr {
  const saved = p.nl;
  const open = p.next();
  const lit = p.i;
  // Most strings are one piece of text, or empty: built directly, without the general template machinery.
  if (p.tt[lit] === T.QuotedLit && p.tt[lit + 1] === T.CQuote) {
    const part: TemplateLiteralPart = { type: 'TemplateLiteral', value: decodeQuoted(p, p.ts[lit], p.te[lit]), range: p.tokRange(lit) };
    p.i = lit + 2;
    return { type: 'Template', parts: [part], range: p.range(p.ts[open], p.te[lit + 1]) };
  }
  if (p.tt[lit] === T.CQuote) {
    const part: TemplateLiteralPart = { type: 'TemplateLiteral', value: '', range: p.range(p.te[open], p.te[open]) };
    p.i = lit + 1;
    return { type: 'Template', parts: [part], range: p.range(p.ts[open], p.te[lit]) };
  }
  const { parts } = parseParts(p, { lastLit: null, stripNext: false, pieces: null, start: p.te[open] }, null);
  const end = p.i;
  p.nl = saved;
  if (p.tt[end] === T.QuoteUnterminated || p.tt[end] === T.Invalid) throw unterminatedQuote(p, end);
  if (p.tt[end] !== T.CQuote) throw p.unexpected(end, 'Unterminated template string', `expected a closing quote, found ${describeToken(p, end)}`);
  p.i++;
  return finish(p, parts, p.range(p.ts[open], p.te[end]), p.te[open]);
}

/** A quoted string cut by a line break, a lone carriage return, or the end of the file. */
export function unterminatedQuote(p: Parser, at: number, what = 'template string'): ParseError {
  const s = p.ts[at];
  if (p.tt[at] === T.Invalid) {
    return p.error(at, 'Invalid multi-line string: a quoted string cannot contain a carriage return; write it as "\\r"');
  }
  if (s >= p.text.length) return p.errorAt(p.range(s, s), `Unterminated ${what}: the string has no closing quote before the end of the file`);
  const lineEnd = p.text.charCodeAt(s) === 13 ? s + 2 : s + 1;
  return p.errorAt(
    p.range(s, lineEnd),
    'Invalid multi-line string: a quoted string must end on the line it starts; use "\\n" for a line break, or a heredoc for multi-line text',
  );
}

export function parseHeredoc(p: Parser): TemplateExpr | TemplateWrapExpr {
  const saved = p.nl;
  const open = p.next();
  const indented = p.marked(open);
  const markerStart = p.ts[open] + (indented ? 3 : 2);
  let markerEnd = p.te[open] - 1;
  if (p.text.charCodeAt(markerEnd - 1) === 13) markerEnd--;
  const marker = p.text.slice(markerStart, markerEnd);
  const st: TemplateState = { lastLit: null, stripNext: false, pieces: indented ? [] : null, start: p.te[open] };
  const { parts } = parseParts(p, st, null);
  const end = p.i;
  p.nl = saved;
  if (p.tt[end] === T.Invalid) throw p.badCharacter(end);
  if (p.tt[end] !== T.CHeredoc) {
    const line = p.lines.pos(p.ts[open]).line;
    throw p.errorAt(
      p.range(p.ts[end], p.ts[end]),
      `Unterminated template string: the heredoc "${marker}" opened on line ${line} has no closing marker; end it with ${marker} alone on its own line, followed by a newline`,
    );
  }
  p.i++;
  if (st.pieces !== null) removeCommonIndent(st.pieces);
  const out = finish(p, parts, p.range(p.ts[open], p.te[end]), p.te[open]);
  const template = out.type === 'TemplateWrap' ? out.template : out;
  template.heredoc = { marker, indented };
  return out;
}

function finish(p: Parser, parts: TemplatePart[], range: TemplateExpr['range'], emptyAt: number): TemplateExpr | TemplateWrapExpr {
  if (parts.length === 0) parts = [{ type: 'TemplateLiteral', value: '', range: p.range(emptyAt, emptyAt) }];
  const template: TemplateExpr = { type: 'Template', parts, range };
  const only = parts[0];
  if (parts.length === 1 && only.type === 'TemplateInterpolation') {
    return { type: 'TemplateWrap', template, expr: only.expr, range };
  }
  return template;
}

function leadingSpace(value: string): number {
  let i = 0;
  while (i < value.length && isIndentSpace(value.charCodeAt(i))) i++;
  return i;
}

/** A line that is only white space up to its newline: ignored for `<<-` and left as written. */
function isBlankLine(value: string): boolean {
  const i = leadingSpace(value);
  return value.charCodeAt(i) === 10 || (value.charCodeAt(i) === 13 && value.charCodeAt(i + 1) === 10);
}

/**
 * `<<-`: removes the smallest indentation of the heredoc's lines from each line. A piece starts a line when
 * it is the first or follows a literal ending in a newline (as left by strip markers); a template sequence
 * starting a line counts as indentation 0.
 */
function removeCommonIndent(pieces: (TemplateLiteralPart | null)[]): void {
  const starts: TemplateLiteralPart[] = [];
  let min = Infinity;
  let atLineStart = true;
  for (const piece of pieces) {
    if (atLineStart) {
      if (piece === null) min = 0;
      else if (!isBlankLine(piece.value)) {
        starts.push(piece);
        min = Math.min(min, leadingSpace(piece.value));
      }
    }
    atLineStart = piece !== null && piece.value.endsWith('\n');
  }
  if (min === Infinity || min === 0) return;
  for (const piece of starts) piece.value = dropLeadingClusters(piece.value, min);
}

const MARK = /[\p{M}\u200d]/u;

/** Like HCL, indentation is removed by grapheme cluster: a combining mark after a space goes with it. */
function dropLeadingClusters(value: string, count: number): string {
  let i = 0;
  for (let k = 0; k < count && i < value.length; k++) {
    i++;
    while (i < value.length && value.charCodeAt(i) >= 0x300 && MARK.test(value[i])) i++;
  }
  return value.slice(i);
}

function stripBefore(st: TemplateState, strip: boolean | undefined): void {
  if (strip === true && st.lastLit !== null) st.lastLit.value = trimEndSpace(st.lastLit.value);
  st.lastLit = null;
  st.stripNext = false;
}

function afterSequence(p: Parser, st: TemplateState, close: number): void {
  st.stripNext = p.marked(close);
  st.lastLit = null;
}

/** `interpolation`: the template and the `${` of an interpolation, which HCL reports from the template's start when the file ends inside it. */
function expectSeqEnd(p: Parser, what: string, interpolation?: { st: TemplateState; open: number }): number {
  const close = p.next();
  if (p.tt[close] === T.EOF && interpolation !== undefined) {
    const { st, open } = interpolation;
    const line = p.lines.pos(p.ts[open]).line;
    throw p.errorAt(
      p.range(st.start, p.te[open]),
      `Unclosed template interpolation sequence: the "\${" on line ${line} is not closed with "}" before the end of the file`,
    );
  }
  if (p.tt[close] === T.EOF) {
    throw p.error(close, `Unterminated template string: the ${what} is not closed with "}" before the end of the file`);
  }
  if (p.tt[close] !== T.TemplateSeqEnd) {
    throw p.unexpected(close, `Extra characters after ${what}`, `expected "}" to end the ${what}, found ${describeToken(p, close)}`);
  }
  return close;
}

function parseParts(p: Parser, st: TemplateState, enders: string[] | null): PartsResult {
  const base = p.top;
  for (;;) {
    const tok = p.i;
    switch (p.tt[tok]) {
      case T.QuotedLit:
      case T.HeredocLit: {
        let value = p.tt[tok] === T.QuotedLit ? decodeQuoted(p, p.ts[tok], p.te[tok]) : decodeHeredoc(p.text, p.ts[tok], p.te[tok]);
        if (st.stripNext) value = trimStartSpace(value);
        const part: TemplateLiteralPart = { type: 'TemplateLiteral', value, range: p.tokRange(tok) };
        p.push(part);
        st.pieces?.push(part);
        st.lastLit = part;
        st.stripNext = false;
        p.i++;
        break;
      }
      case T.TemplateInterp: {
        stripBefore(st, p.marked(tok));
        st.pieces?.push(null);
        p.i++;
        p.nl = false;
        const expr = parseExpression(p);
        const close = expectSeqEnd(p, 'interpolation expression', { st, open: tok });
        afterSequence(p, st, close);
        p.push({
          type: 'TemplateInterpolation',
          expr,
          stripLeft: p.marked(tok),
          stripRight: p.marked(close),
          range: p.range(p.ts[tok], p.te[close]),
        });
        break;
      }
      case T.TemplateControl: {
        stripBefore(st, p.marked(tok));
        st.pieces?.push(null);
        p.i++;
        p.nl = false;
        const kw = p.next();
        const word = p.tt[kw] === T.Ident ? p.textOf(kw) : '';
        if (word === 'if' || word === 'for') {
          p.enter(kw);
          p.push(word === 'if' ? parseIf(p, st, tok) : parseFor(p, st, tok));
          p.leave();
          break;
        }
        if (word === 'else' || word === 'endif' || word === 'endfor') {
          if (enders === null || !enders.includes(word)) {
            const opener = word === 'endfor' ? '%{ for }' : '%{ if }';
            const after = p.peek();
            const end = p.tt[after] === T.TemplateSeqEnd ? p.te[after] : p.te[kw];
            throw p.errorAt(p.range(p.ts[tok], end), `Unexpected "${word}" directive: there is no matching "${opener}" before it`);
          }
          const close = expectSeqEnd(p, `"${word}" directive`);
          afterSequence(p, st, close);
          return { parts: p.take<TemplatePart>(base), end: { keyword: word, close } };
        }
        throw p.unexpected(kw, 'Invalid template directive', `expected "if", "for", "else", "endif" or "endfor" after "%{", found ${describeToken(p, kw)}`);
      }
      default:
        return { parts: p.take<TemplatePart>(base) };
    }
  }
}

/** A directive whose template ended first; when the template itself is cut off, that is the problem to report. */
function unclosedDirective(p: Parser, open: number, word: string, ender: string): never {
  const at = p.i;
  if (p.tt[at] === T.QuoteUnterminated || p.tt[at] === T.Invalid) throw unterminatedQuote(p, at);
  if (p.tt[at] === T.EOF) throw p.error(at, 'Unterminated template string: the template is not closed before the end of the file');
  // Where the template ends (its closing quote or heredoc marker), as HCL reports it.
  const line = p.lines.pos(p.ts[open]).line;
  throw p.errorAt(p.tokRange(at), `Unexpected end of template: the "${word}" directive on line ${line} is not closed with "%{ ${ender} }"`);
}

function parseIf(p: Parser, st: TemplateState, open: number): TemplateIfPart {
  const condition = parseExpression(p);
  afterSequence(p, st, expectSeqEnd(p, '"if" directive'));
  const thenRes = parseParts(p, st, ['else', 'endif']);
  if (thenRes.end === undefined) unclosedDirective(p, open, 'if', 'endif');
  let elseParts: TemplatePart[] | undefined;
  let close = thenRes.end.close;
  if (thenRes.end.keyword === 'else') {
    const elseRes = parseParts(p, st, ['endif']);
    if (elseRes.end === undefined) unclosedDirective(p, open, 'if', 'endif');
    elseParts = elseRes.parts;
    close = elseRes.end.close;
  }
  const part: TemplateIfPart = { type: 'TemplateIf', condition, then: thenRes.parts, range: p.range(p.ts[open], p.te[close]) };
  if (elseParts !== undefined) part.else = elseParts;
  return part;
}

function parseFor(p: Parser, st: TemplateState, open: number): TemplateForPart {
  const first = p.next();
  if (p.tt[first] !== T.Ident)
    throw p.unexpected(first, 'Invalid template directive', `an iteration variable name is required after "for", found ${describeToken(p, first)}`);
  let keyVar: string | undefined;
  let valueVar = p.textOf(first);
  if (p.tt[p.peek()] === T.Comma) {
    p.next();
    const second = p.next();
    if (p.tt[second] !== T.Ident)
      throw p.unexpected(second, 'Invalid template directive', `a value variable name is required after the comma, found ${describeToken(p, second)}`);
    keyVar = valueVar;
    valueVar = p.textOf(second);
  }
  const inTok = p.next();
  if (p.tt[inTok] !== T.Ident || p.textOf(inTok) !== 'in') {
    throw p.unexpected(inTok, 'Invalid template directive', `the keyword "in" is required after the iteration variables, found ${describeToken(p, inTok)}`);
  }
  const collection = parseExpression(p);
  afterSequence(p, st, expectSeqEnd(p, '"for" directive'));
  const body = parseParts(p, st, ['endfor']);
  if (body.end === undefined) unclosedDirective(p, open, 'for', 'endfor');
  const part: TemplateForPart = { type: 'TemplateFor', valueVar, collection, body: body.parts, range: p.range(p.ts[open], p.te[body.end.close]) };
  if (keyVar !== undefined) part.keyVar = keyVar;
  return part;
}
