// Template parser: quoted strings and heredocs, interpolations, if/for directives, strip markers and
// `<<-` indentation removal.
import type { TemplateExpr, TemplateForPart, TemplateIfPart, TemplateLiteralPart, TemplatePart, TemplateWrapExpr } from './ast.js';
import { describeToken, parseExpression } from './expression.js';
import { decodeHeredoc, decodeQuoted, isIndentSpace, trimEndSpace, trimStartSpace } from './literals.js';
import type { Parser } from './parser.js';
import { T, type Token } from './tokens.js';

interface TemplateState {
  /** The literal just before the current token, which a `~` on the next opener strips. */
  lastLit: TemplateLiteralPart | null;
  /** The previous sequence ended with `~}`: strip the start of the next literal. */
  stripNext: boolean;
  /** `<<-` heredocs: how many leading white-space characters to remove from each line; -1 otherwise. */
  flush: number;
}

interface PartsResult {
  parts: TemplatePart[];
  /** The directive keyword (else/endif/endfor) that ended the parts, and its closing token. */
  end?: { keyword: string; close: Token };
}

export function parseQuotedTemplate(p: Parser): TemplateExpr | TemplateWrapExpr {
  const saved = p.nl;
  const open = p.next();
  const { parts } = parseParts(p, { lastLit: null, stripNext: false, flush: -1 }, null);
  const end = p.toks[p.i];
  p.nl = saved;
  if (end.t === T.QuoteUnterminated) {
    throw p.errorAt(
      p.range(open.s, end.s),
      'Unterminated template string: this string has no closing quote; a quoted string must end on the line it starts (use "\\n" for a line break, or a heredoc for multi-line text)',
    );
  }
  if (end.t !== T.CQuote) throw p.unexpected(end, 'Unterminated template string', `expected a closing quote, found ${describeToken(p, end)}`);
  p.i++;
  return finish(p, parts, p.range(open.s, end.e), open.e);
}

export function parseHeredoc(p: Parser): TemplateExpr | TemplateWrapExpr {
  const saved = p.nl;
  const open = p.next();
  const indented = open.flag === true;
  const markerStart = open.s + (indented ? 3 : 2);
  let markerEnd = open.e - 1;
  if (p.text.charCodeAt(markerEnd - 1) === 13) markerEnd--;
  const marker = p.text.slice(markerStart, markerEnd);
  const flush = indented ? heredocIndent(p, p.i) : -1;
  const { parts } = parseParts(p, { lastLit: null, stripNext: false, flush }, null);
  const end = p.toks[p.i];
  p.nl = saved;
  if (end.t !== T.CHeredoc) {
    throw p.errorAt(
      p.range(open.s, markerEnd),
      `Unclosed heredoc: there is no closing marker "${marker}" for the heredoc opened here; end it with ${marker} alone on its own line`,
    );
  }
  p.i++;
  const out = finish(p, parts, p.range(open.s, end.e), open.e);
  const template = out.type === 'TemplateWrap' ? out.template : out;
  template.heredoc = { marker, indented };
  return out;
}

function finish(p: Parser, parts: TemplatePart[], range: TemplateExpr['range'], emptyAt: number): TemplateExpr | TemplateWrapExpr {
  if (parts.length === 0) parts.push({ type: 'TemplateLiteral', value: '', range: p.range(emptyAt, emptyAt) });
  const template: TemplateExpr = { type: 'Template', parts, range };
  const only = parts[0];
  if (parts.length === 1 && only.type === 'TemplateInterpolation') {
    return { type: 'TemplateWrap', template, expr: only.expr, range };
  }
  return template;
}

/** The smallest indentation over the heredoc's lines (blank lines aside); `from` is its first token. */
function heredocIndent(p: Parser, from: number): number {
  const toks = p.toks;
  const text = p.text;
  let depth = 0;
  let min = Infinity;
  for (let i = from; ; i++) {
    const tok = toks[i];
    if (tok.t === T.EOF) break;
    if (depth === 0) {
      if (tok.t === T.CHeredoc) break;
      if (tok.t === T.HeredocLit && tok.flag === true) {
        let j = tok.s;
        while (j < tok.e && isIndentSpace(text.charCodeAt(j))) j++;
        const c = text.charCodeAt(j);
        const blank = j < tok.e && (c === 10 || (c === 13 && text.charCodeAt(j + 1) === 10));
        if (!blank && j - tok.s < min) min = j - tok.s;
      } else if ((tok.t === T.TemplateInterp || tok.t === T.TemplateControl) && tok.ls === true) {
        min = 0;
      }
    }
    if (tok.t === T.TemplateInterp || tok.t === T.TemplateControl) depth++;
    else if (tok.t === T.TemplateSeqEnd) depth--;
  }
  return min === Infinity ? 0 : min;
}

function removeIndent(value: string, count: number): string {
  let i = 0;
  while (i < count && i < value.length && isIndentSpace(value.charCodeAt(i))) i++;
  return i === 0 ? value : value.slice(i);
}

function stripBefore(st: TemplateState, strip: boolean | undefined): void {
  if (strip === true && st.lastLit !== null) st.lastLit.value = trimEndSpace(st.lastLit.value);
  st.lastLit = null;
  st.stripNext = false;
}

function afterSequence(st: TemplateState, close: Token): void {
  st.stripNext = close.flag === true;
  st.lastLit = null;
}

function expectSeqEnd(p: Parser, what: string): Token {
  const close = p.next();
  if (close.t !== T.TemplateSeqEnd) {
    throw p.unexpected(close, `Extra characters after ${what}`, `expected "}" to end the ${what}, found ${describeToken(p, close)}`);
  }
  return close;
}

function parseParts(p: Parser, st: TemplateState, enders: string[] | null): PartsResult {
  const parts: TemplatePart[] = [];
  for (;;) {
    const tok = p.toks[p.i];
    switch (tok.t) {
      case T.QuotedLit:
      case T.HeredocLit: {
        let value = tok.t === T.QuotedLit ? decodeQuoted(p, tok.s, tok.e) : decodeHeredoc(p.text, tok.s, tok.e);
        if (st.flush > 0 && tok.flag === true) value = removeIndent(value, st.flush);
        if (st.stripNext) value = trimStartSpace(value);
        const part: TemplateLiteralPart = { type: 'TemplateLiteral', value, range: p.tokRange(tok) };
        parts.push(part);
        st.lastLit = part;
        st.stripNext = false;
        p.i++;
        break;
      }
      case T.TemplateInterp: {
        stripBefore(st, tok.flag);
        p.i++;
        p.nl = false;
        const expr = parseExpression(p);
        const close = expectSeqEnd(p, 'interpolation expression');
        afterSequence(st, close);
        parts.push({
          type: 'TemplateInterpolation',
          expr,
          stripLeft: tok.flag === true,
          stripRight: close.flag === true,
          range: p.range(tok.s, close.e),
        });
        break;
      }
      case T.TemplateControl: {
        stripBefore(st, tok.flag);
        p.i++;
        p.nl = false;
        const kw = p.next();
        const word = kw.t === T.Ident ? p.textOf(kw) : '';
        if (word === 'if' || word === 'for') {
          p.enter(kw);
          parts.push(word === 'if' ? parseIf(p, st, tok) : parseFor(p, st, tok));
          p.leave();
          break;
        }
        if (word === 'else' || word === 'endif' || word === 'endfor') {
          if (enders === null || !enders.includes(word)) {
            const opener = word === 'endfor' ? '%{ for }' : '%{ if }';
            throw p.error(kw, `Unexpected "${word}" directive: there is no matching "${opener}" before it`);
          }
          const close = expectSeqEnd(p, `"${word}" directive`);
          afterSequence(st, close);
          return { parts, end: { keyword: word, close } };
        }
        throw p.unexpected(kw, 'Invalid template directive', `expected "if", "for", "else", "endif" or "endfor" after "%{", found ${describeToken(p, kw)}`);
      }
      default:
        return { parts };
    }
  }
}

function unclosedDirective(p: Parser, open: Token, word: string, ender: string): never {
  throw p.errorAt(p.tokRange(open), `Unclosed template directive: the "${word}" directive opened here has no matching "%{ ${ender} }"`);
}

function parseIf(p: Parser, st: TemplateState, open: Token): TemplateIfPart {
  const condition = parseExpression(p);
  afterSequence(st, expectSeqEnd(p, '"if" directive'));
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
  const part: TemplateIfPart = { type: 'TemplateIf', condition, then: thenRes.parts, range: p.range(open.s, close.e) };
  if (elseParts !== undefined) part.else = elseParts;
  return part;
}

function parseFor(p: Parser, st: TemplateState, open: Token): TemplateForPart {
  const first = p.next();
  if (first.t !== T.Ident) throw p.unexpected(first, 'Invalid template directive', `an iteration variable name is required after "for", found ${describeToken(p, first)}`);
  let keyVar: string | undefined;
  let valueVar = p.textOf(first);
  if (p.peek().t === T.Comma) {
    p.next();
    const second = p.next();
    if (second.t !== T.Ident) throw p.unexpected(second, 'Invalid template directive', `a value variable name is required after the comma, found ${describeToken(p, second)}`);
    keyVar = valueVar;
    valueVar = p.textOf(second);
  }
  const inTok = p.next();
  if (inTok.t !== T.Ident || p.textOf(inTok) !== 'in') {
    throw p.unexpected(inTok, 'Invalid template directive', `the keyword "in" is required after the iteration variables, found ${describeToken(p, inTok)}`);
  }
  const collection = parseExpression(p);
  afterSequence(st, expectSeqEnd(p, '"for" directive'));
  const body = parseParts(p, st, ['endfor']);
  if (body.end === undefined) unclosedDirective(p, open, 'for', 'endfor');
  const part: TemplateForPart = { type: 'TemplateFor', valueVar, collection, body: body.parts, range: p.range(open.s, body.end.close.e) };
  if (keyVar !== undefined) part.keyVar = keyVar;
  return part;
}
