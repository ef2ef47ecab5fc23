// Expression parser: operators by precedence climbing, terms, traversals, splats, collections, calls, for.
import type {
  BinaryOp,
  Expression,
  ForExpr,
  FunctionCallExpr,
  ObjectExpr,
  ObjectItem,
  ObjectKeyIdent,
  Range,
  SplatExpr,
  SplatItemExpr,
  TupleExpr,
} from './ast.js';
import type { Parser } from './parser.js';
import { parseHeredoc, parseQuotedTemplate } from './template.js';
import { T } from './tokens.js';

// As Go parses HCL number tokens: a dot may have no fraction digits when an exponent follows (`1.E2`).
const NUMBER = /^[0-9]+(\.[0-9]*)?([eE][+-]?[0-9]+)?$/;

export function describeToken(p: Parser, tok: number): string {
  switch (p.tt[tok]) {
    case T.EOF:
      return 'the end of the file';
    case T.Newline:
      return 'a newline';
    case T.Invalid:
      return 'an invalid character';
    case T.QuotedLit:
    case T.HeredocLit:
      return 'template text';
    case T.OQuote:
      return 'a quoted string';
    case T.OHeredoc:
      return 'a heredoc';
    case T.QuoteUnterminated:
      return 'the end of the line';
    default:
      return `"${p.textOf(tok)}"`;
  }
}

function span(a: Range, b: Range): Range {
  return { start: a.start, end: b.end };
}

export function parseExpression(p: Parser): Expression {
  const first = p.peek();
  p.enter(first);
  const cond = parseBinary(p, 1);
  let out: Expression = cond;
  if (p.tt[p.peek()] === T.Question) {
    p.next();
    const trueExpr = parseExpression(p);
    const colon = p.peek();
    if (p.tt[colon] !== T.Colon) {
      throw p.unexpected(
        colon,
        'Missing false expression in conditional',
        `a colon (":") and the result for a false condition are required after the result for a true condition, found ${describeToken(p, colon)}`,
      );
    }
    p.next();
    const falseExpr = parseExpression(p);
    out = { type: 'Conditional', condition: cond, trueExpr, falseExpr, range: span(cond.range, falseExpr.range) };
  }
  p.leave();
  return out;
}

function binaryLevel(p: Parser, tok: number): number {
  switch (p.tt[tok]) {
    case T.Minus:
      return 5;
    case T.Star:
      return 6;
    case T.Op:
      break;
    default:
      return 0;
  }
  const text = p.text;
  const c = text.charCodeAt(p.ts[tok]);
  const two = p.te[tok] - p.ts[tok] === 2;
  switch (c) {
    case 124: // ||
      return 1;
    case 38: // &&
      return 2;
    case 61: // ==
      return 3;
    case 33: // !=
      return 3;
    case 60: // < <=
    case 62: // > >=
      return 4;
    case 43: // +
      return 5;
    case 47: // /
    case 37: // %
      return two ? 0 : 6;
    default:
      return 0;
  }
}

function parseBinary(p: Parser, minLevel: number): Expression {
  let left = parseUnary(p);
  let steps = 0;
  for (;;) {
    const tok = p.peek();
    const level = binaryLevel(p, tok);
    if (level === 0 || level < minLevel) break;
    p.next();
    p.step(tok);
    steps++;
    const right = parseBinary(p, level + 1);
    left = { type: 'Binary', op: p.textOf(tok) as BinaryOp, left, right, range: span(left.range, right.range) };
  }
  p.depth -= steps;
  return left;
}

/** Prefix operators, read in a loop (a run of them is a chain, not nesting), applied innermost first. */
function parseUnary(p: Parser): Expression {
  const base = p.top;
  for (let tok = p.peek(); p.tt[tok] === T.Minus || p.tt[tok] === T.Bang; tok = p.peek()) {
    p.next();
    p.step(tok);
    p.push(tok);
  }
  let expr = parseTraversals(p, parseTerm(p));
  for (let k = p.top - 1; k >= base; k--) {
    const tok = p.at<number>(k);
    expr = { type: 'Unary', op: p.tt[tok] === T.Minus ? '-' : '!', operand: expr, range: span(p.tokRange(tok), expr.range) };
  }
  p.depth -= p.top - base;
  p.top = base;
  return expr;
}

/** Attribute access, index, legacy index and splats after a term. */
function parseTraversals(p: Parser, term: Expression): Expression {
  let expr = term;
  let steps = 0;
  for (;;) {
    const tok = p.peek();
    if (p.tt[tok] === T.Dot) {
      expr = p.tt[p.peekSecond()] === T.Star ? parseSplat(p, expr) : parseDotStep(p, expr);
    } else if (p.tt[tok] === T.OBrack) {
      expr = p.tt[p.peekSecond()] === T.Star ? parseSplat(p, expr) : parseIndexStep(p, expr);
    } else {
      break;
    }
    p.step(tok);
    steps++;
  }
  p.depth -= steps;
  return expr;
}

/** `.name` or the legacy `.0`, with the dot as the next token. */
function parseDotStep(p: Parser, object: Expression): Expression {
  p.next();
  const name = p.next();
  if (p.tt[name] === T.Ident) {
    const nameRange = p.tokRange(name);
    return { type: 'GetAttr', object, name: p.nameOf(name), nameRange, range: span(object.range, nameRange) };
  }
  if (p.tt[name] === T.Number) {
    const raw = p.textOf(name);
    const dot = raw.indexOf('.');
    if (dot >= 0) {
      const shown = `[${raw.slice(0, dot)}][${raw.slice(dot + 1)}]`;
      throw p.error(name, `Invalid legacy index syntax: two indexes cannot be chained with dots ("${raw}"); use the index syntax instead, like ${shown}`);
    }
    if (!NUMBER.test(raw)) throw p.error(name, `Invalid number literal: "${raw}" is not a valid number`);
    const nameRange = p.tokRange(name);
    return { type: 'GetAttr', object, name: raw, nameRange, legacyIndex: Number(raw), range: span(object.range, nameRange) };
  }
  throw p.unexpected(name, 'Invalid attribute name', `an attribute name is required after a dot, found ${describeToken(p, name)}`);
}

/** `[key]`, with the bracket as the next token. */
function parseIndexStep(p: Parser, collection: Expression): Expression {
  const saved = p.nl;
  p.nl = false;
  p.next();
  const key = parseExpression(p);
  const close = p.next();
  p.nl = saved;
  if (p.tt[close] !== T.CBrack) {
    throw p.unexpected(close, 'Missing close bracket on index', `the index operator must end with a closing bracket ("]"), found ${describeToken(p, close)}`);
  }
  return { type: 'Index', collection, key, range: span(collection.range, p.tokRange(close)) };
}

/** A splat (`.*` or `[*]`, the next tokens) applied to `source`, with its per-element traversal. */
function parseSplat(p: Parser, source: Expression): SplatExpr {
  const first = p.peek();
  let item: SplatItemExpr;
  const full = p.tt[first] === T.OBrack;
  if (full) {
    const saved = p.nl;
    p.nl = false;
    p.next();
    p.next();
    const close = p.next();
    p.nl = saved;
    if (p.tt[close] !== T.CBrack)
      throw p.unexpected(close, 'Missing close bracket on splat index', `the "[*]" splat operator must be closed with "]", found ${describeToken(p, close)}`);
    item = { type: 'SplatItem', range: p.range(p.ts[first], p.te[close]) };
  } else {
    p.next();
    const star = p.next();
    item = { type: 'SplatItem', range: p.range(p.ts[first], p.te[star]) };
  }
  const each = parseSplatSteps(p, item, full);
  return { type: 'Splat', source, full, each, range: span(source.range, (each ?? item).range) };
}

/**
 * The per-element traversal of a splat: attribute steps only for `.*`; for `[*]`, attribute and index
 * steps and any further splat, which then applies inside this one, to each element.
 */
function parseSplatSteps(p: Parser, item: SplatItemExpr, full: boolean): Expression | null {
  let each: Expression = item;
  let steps = 0;
  for (;;) {
    const tok = p.peek();
    const second = p.tt[p.peekSecond()];
    if (p.tt[tok] === T.Dot) {
      if (second === T.Star) {
        if (!full) {
          throw p.error(p.peekSecond(), 'Nested splat expression not allowed: a splat (".*") cannot be used inside another attribute-only splat expression');
        }
        p.enter(tok);
        each = parseSplat(p, each);
        p.leave();
        continue;
      }
      if (second !== T.Ident && second !== T.Number) break;
      each = parseDotStep(p, each);
    } else if (full && p.tt[tok] === T.OBrack) {
      if (second === T.Star) {
        p.enter(tok);
        each = parseSplat(p, each);
        p.leave();
        continue;
      }
      each = parseIndexStep(p, each);
    } else {
      break;
    }
    p.step(tok);
    steps++;
  }
  p.depth -= steps;
  return each === item ? null : each;
}

function parseTerm(p: Parser): Expression {
  const tok = p.peek();
  switch (p.tt[tok]) {
    case T.Number: {
      p.next();
      const raw = p.textOf(tok);
      if (!NUMBER.test(raw)) throw p.error(tok, `Invalid number literal: "${raw}" is not a valid number`);
      return { type: 'Literal', value: Number(raw), raw, range: p.tokRange(tok) };
    }
    case T.Ident: {
      const after = p.peekSecond();
      if (p.tt[after] === T.OParen || p.tt[after] === T.DoubleColon) return parseCall(p);
      p.next();
      const name = p.nameOf(tok);
      const range = p.tokRange(tok);
      if (name === 'true') return { type: 'Literal', value: true, range };
      if (name === 'false') return { type: 'Literal', value: false, range };
      if (name === 'null') return { type: 'Literal', value: null, range };
      return { type: 'Variable', name, range };
    }
    case T.OParen: {
      const saved = p.nl;
      p.nl = false;
      p.next();
      const inner = parseExpression(p);
      const close = p.next();
      p.nl = saved;
      if (p.tt[close] !== T.CParen) {
        throw p.unexpected(close, 'Unbalanced parentheses', `expected a closing parenthesis (")"), found ${describeToken(p, close)}`);
      }
      return { type: 'Paren', expr: inner, range: p.range(p.ts[tok], p.te[close]) };
    }
    case T.OBrack:
      return parseTuple(p);
    case T.OBrace:
      return parseObject(p);
    case T.OQuote:
      return parseQuotedTemplate(p);
    case T.OHeredoc:
      return parseHeredoc(p);
    default:
      throw p.unexpected(tok, 'Invalid expression', `expected the start of an expression, but found ${describeToken(p, tok)}`);
  }
}

function parseCall(p: Parser): FunctionCallExpr {
  const first = p.next();
  let last = first;
  let name = p.textOf(first);
  while (p.tt[p.peek()] === T.DoubleColon) {
    p.next();
    const part = p.next();
    if (p.tt[part] !== T.Ident)
      throw p.unexpected(part, 'Missing function name', `a name is required after "::" in a namespaced function name, found ${describeToken(p, part)}`);
    name += '::' + p.textOf(part);
    last = part;
  }
  const nameRange = p.range(p.ts[first], p.te[last]);
  const open = p.peek();
  if (p.tt[open] !== T.OParen)
    throw p.unexpected(open, 'Missing open parenthesis', `a function call needs "(" after the function name "${name}", found ${describeToken(p, open)}`);
  const saved = p.nl;
  p.nl = false;
  p.next();
  const base = p.top;
  let expandFinal = false;
  let close: number;
  for (;;) {
    const tok = p.peek();
    if (p.tt[tok] === T.CParen) {
      close = p.next();
      break;
    }
    p.push(parseExpression(p));
    const sep = p.next();
    if (p.tt[sep] === T.CParen) {
      close = sep;
      break;
    }
    if (p.tt[sep] === T.Ellipsis) {
      expandFinal = true;
      close = p.next();
      if (p.tt[close] !== T.CParen) {
        throw p.error(sep, `Missing closing parenthesis: an expanded argument (with "...") must be the last argument of "${name}" and be followed by ")"`);
      }
      break;
    }
    if (p.tt[sep] === T.EOF) {
      throw p.error(open, `Unterminated function call: there is no closing parenthesis for the call to "${name}" opened here`);
    }
    if (p.tt[sep] !== T.Comma) {
      throw p.unexpected(sep, 'Missing argument separator', `a comma is required between the arguments of "${name}", found ${describeToken(p, sep)}`);
    }
  }
  p.nl = saved;
  return {
    type: 'FunctionCall',
    name,
    nameRange,
    args: p.take<Expression>(base),
    expandFinal,
    openParenRange: p.tokRange(open),
    closeParenRange: p.tokRange(close),
    range: span(nameRange, p.tokRange(close)),
  };
}

function isForKeyword(p: Parser, tok: number): boolean {
  return p.tt[tok] === T.Ident && p.te[tok] - p.ts[tok] === 3 && p.textOf(tok) === 'for';
}

function parseTuple(p: Parser): TupleExpr | ForExpr {
  const saved = p.nl;
  p.nl = false;
  const open = p.next();
  if (isForKeyword(p, p.peek())) {
    const out = parseFor(p, open, false);
    p.nl = saved;
    return out;
  }
  const base = p.top;
  let close: number;
  for (;;) {
    if (p.tt[p.peek()] === T.CBrack) {
      close = p.next();
      break;
    }
    p.push(parseExpression(p));
    const sep = p.next();
    if (p.tt[sep] === T.CBrack) {
      close = sep;
      break;
    }
    // Like HCL: a list the file ends inside is reported at its "[".
    if (p.tt[sep] === T.EOF)
      throw p.errorAt(p.tokRange(open), 'Unterminated tuple constructor expression: this "[" is not closed with "]" before the end of the file');
    if (p.tt[sep] !== T.Comma) {
      throw p.unexpected(sep, 'Missing item separator', `expected a comma before the next item of the list, or "]" to end it, found ${describeToken(p, sep)}`);
    }
  }
  p.nl = saved;
  return { type: 'Tuple', elements: p.take<Expression>(base), range: p.range(p.ts[open], p.te[close]) };
}

function parseObject(p: Parser): ObjectExpr | ForExpr {
  const saved = p.nl;
  const open = p.next();
  p.nl = false;
  if (isForKeyword(p, p.peek())) {
    const out = parseFor(p, open, true);
    p.nl = saved;
    return out;
  }
  // Newlines separate items here, so they stay significant (brackets inside values ignore them again).
  p.nl = true;
  const base = p.top;
  let close: number;
  for (;;) {
    const tok = p.peek();
    if (p.tt[tok] === T.Newline) {
      p.next();
      continue;
    }
    if (p.tt[tok] === T.CBrace) {
      close = p.next();
      break;
    }
    const key = parseKey(p, tok);
    const sep = p.next();
    if (p.tt[sep] !== T.Equal && p.tt[sep] !== T.Colon) {
      throw p.unexpected(
        sep,
        'Missing key/value separator',
        `expected an equals sign ("=") to mark the beginning of the attribute value, found ${describeToken(p, sep)}`,
      );
    }
    const value = parseExpression(p);
    p.push({ key, value, separator: p.tt[sep] === T.Equal ? '=' : ':', range: span(key.range, value.range) });
    const after = p.peek();
    if (p.tt[after] === T.Comma || p.tt[after] === T.Newline) {
      p.next();
      continue;
    }
    if (p.tt[after] === T.CBrace) {
      close = p.next();
      break;
    }
    // Like HCL: an object the file ends inside is reported at its "{".
    if (p.tt[after] === T.EOF)
      throw p.errorAt(p.tokRange(open), 'Unterminated object constructor expression: this "{" is not closed with "}" before the end of the file');
    throw p.unexpected(
      after,
      'Missing attribute separator',
      `expected a newline or comma to mark the beginning of the next attribute, found ${describeToken(p, after)}`,
    );
  }
  p.nl = saved;
  return { type: 'Object', items: p.take<ObjectItem>(base), range: p.range(p.ts[open], p.te[close]) };
}

/** An object key starting at `first`: a bare identifier (including the keywords true/false/null) names the attribute literally. */
function parseKey(p: Parser, first: number): Expression | ObjectKeyIdent {
  if (p.tt[first] === T.Ident && (p.tt[first + 1] === T.Equal || p.tt[first + 1] === T.Colon)) {
    // The common `name = value`, without building the expression first; the nesting check is the one parseExpression makes.
    p.enter(first);
    p.leave();
    p.i = first + 1;
    return { type: 'ObjectKeyIdent', name: p.nameOf(first), range: p.tokRange(first) };
  }
  const key = parseExpression(p);
  if (p.tt[first] !== T.Ident || p.i !== first + 1) return key;
  if (key.type === 'Variable') return { type: 'ObjectKeyIdent', name: key.name, range: key.range };
  if (key.type === 'Literal' && key.raw === undefined) return { type: 'ObjectKeyIdent', name: String(key.value), range: key.range };
  return key;
}

function expectIdent(p: Parser, what: string): number {
  const tok = p.next();
  if (p.tt[tok] !== T.Ident) throw p.unexpected(tok, 'Invalid for expression', `${what}, found ${describeToken(p, tok)}`);
  return tok;
}

/** `for k, v in coll : ...` after the opening bracket; newlines are already ignored. */
function parseFor(p: Parser, open: number, isObject: boolean): ForExpr {
  p.next();
  const first = expectIdent(p, 'an iteration variable name is required after "for"');
  let keyVar: string | undefined;
  let valueVar = p.textOf(first);
  if (p.tt[p.peek()] === T.Comma) {
    p.next();
    keyVar = valueVar;
    valueVar = p.textOf(expectIdent(p, 'a value variable name is required after the comma'));
  }
  const inTok = p.next();
  if (p.tt[inTok] !== T.Ident || p.textOf(inTok) !== 'in') {
    throw p.unexpected(inTok, 'Invalid for expression', `the keyword "in" is required after the iteration variables, found ${describeToken(p, inTok)}`);
  }
  const collection = parseExpression(p);
  const colon = p.next();
  if (p.tt[colon] !== T.Colon) {
    throw p.unexpected(colon, 'Invalid for expression', `a colon (":") is required after the collection expression, found ${describeToken(p, colon)}`);
  }
  let keyExpr: Expression | undefined;
  if (isObject) {
    keyExpr = parseExpression(p);
    const arrow = p.next();
    if (p.tt[arrow] !== T.FatArrow) {
      throw p.unexpected(arrow, 'Invalid for expression', `an object "for" needs "=>" between the key and value expressions, found ${describeToken(p, arrow)}`);
    }
  }
  const valueExpr = parseExpression(p);
  let grouping = false;
  if (isObject && p.tt[p.peek()] === T.Ellipsis) {
    p.next();
    grouping = true;
  }
  let condition: Expression | undefined;
  const ifTok = p.peek();
  if (p.tt[ifTok] === T.Ident && p.textOf(ifTok) === 'if') {
    p.next();
    condition = parseExpression(p);
  }
  const close = p.next();
  const want = isObject ? T.CBrace : T.CBrack;
  if (p.tt[close] !== want) {
    throw p.unexpected(close, 'Invalid for expression', `expected ${isObject ? '"}"' : '"]"'} to end the "for" expression, found ${describeToken(p, close)}`);
  }
  const out: ForExpr = { type: 'For', isObject, valueVar, collection, valueExpr, grouping, range: p.range(p.ts[open], p.te[close]) };
  if (keyVar !== undefined) out.keyVar = keyVar;
  if (keyExpr !== undefined) out.keyExpr = keyExpr;
  if (condition !== undefined) out.condition = condition;
  return out;
}
