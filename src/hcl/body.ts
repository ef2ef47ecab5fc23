// Structural parser: bodies, attributes, blocks (multi-line and single-line), with recovery per item.
import type { Attribute, Block, BlockLabel, Body, BodyItem, Range } from './ast.js';
import type { Change } from '../diagnostics/diagnostic.js';
import { describeToken, parseExpression } from './expression.js';
import { decodeQuoted } from './literals.js';
import { unterminatedQuote } from './template.js';
import { ParseError, type Parser } from './parser.js';
import { T } from './tokens.js';

const NEED_ITEM = 'Argument or block definition required';

/** Parses body items until `}` (left unconsumed) or the end of the file. */
export function parseBody(p: Parser, inBlock: boolean): BodyItem[] {
  const base = p.top;
  // Most bodies hold a few arguments: scanning them beats a Map per body; the Map is built past MAP_FROM.
  let byName: Map<string, Attribute> | null = null;
  let attributeCount = 0;
  p.nl = true;
  for (;;) {
    const tok = p.peek();
    if (p.tt[tok] === T.Newline) {
      p.i++;
      continue;
    }
    if (p.tt[tok] === T.EOF) break;
    if (p.tt[tok] === T.CBrace) {
      if (inBlock) break;
      p.report(p.error(tok, `${NEED_ITEM}: this closing brace ("}") has no block to close`).diagnostic);
      p.i++;
      continue;
    }
    const itemStart = p.i;
    const depth = p.depth;
    const top = p.top;
    let item: BodyItem;
    try {
      item = parseItem(p);
    } catch (err) {
      if (!(err instanceof ParseError)) throw err;
      p.report(err.diagnostic);
      p.depth = depth;
      p.top = top;
      p.recoverFrom(itemStart, inBlock);
      p.nl = true;
      continue;
    }
    p.nl = true;
    if (item.kind === 'block') {
      p.push(item);
    } else {
      // `attributes` holds only first definitions.
      const first = byName !== null ? byName.get(item.name) : firstNamed(p, base, item.name);
      if (first !== undefined) {
        reportDuplicate(p, first, item);
      } else {
        p.push(item);
        attributeCount++;
        if (byName !== null) byName.set(item.name, item);
        else if (attributeCount === MAP_FROM) byName = attributesByName(p, base);
      }
    }
    const end = p.peek();
    if (p.tt[end] === T.Newline) {
      p.i++;
    } else if (p.tt[end] !== T.EOF) {
      const what = item.kind === 'attribute' ? 'argument' : 'block definition';
      const detail = item.kind === 'attribute' ? 'an argument definition must end with a newline' : 'a block definition must end with a newline';
      p.report(p.unexpected(end, `Missing newline after ${what}`, `${detail}, found ${describeToken(p, end)}`).diagnostic);
      p.recoverFrom(p.i, inBlock);
    }
  }
  return p.take<BodyItem>(base);
}

const MAP_FROM = 16;

/** The first argument named `name` among the items on the scratch stack from `base`. */
function firstNamed(p: Parser, base: number, name: string): Attribute | undefined {
  for (let k = base; k < p.top; k++) {
    const item = p.at<BodyItem>(k);
    if (item.kind === 'attribute' && item.name === name) return item;
  }
  return undefined;
}

function attributesByName(p: Parser, base: number): Map<string, Attribute> {
  const byName = new Map<string, Attribute>();
  for (let k = base; k < p.top; k++) {
    const item = p.at<BodyItem>(k);
    if (item.kind === 'attribute') byName.set(item.name, item);
  }
  return byName;
}

function reportDuplicate(p: Parser, first: Attribute, item: Attribute): void {
  const at = `line ${first.nameRange.start.line}, column ${first.nameRange.start.column}`;
  p.report({
    ruleId: 'hcl-duplicate-attribute',
    severity: 'error',
    message: `Attribute redefined: the argument "${item.name}" was already set at ${at}; each argument may be set only once`,
    range: item.nameRange,
    related: [{ file: '', range: first.nameRange, message: `"${item.name}" first set here` }],
  });
}

/** A body of `items` (exact-size, in source order), with its arguments and blocks apart. */
export function bodyOf(p: Parser, items: BodyItem[], range: Range): Body {
  const base = p.top;
  for (const item of items) if (item.kind === 'attribute') p.push(item);
  const attributes = p.take<Attribute>(base);
  for (const item of items) if (item.kind === 'block') p.push(item);
  return { items, attributes, blocks: p.take<Block>(base), range };
}

function parseItem(p: Parser): BodyItem {
  const name = p.next();
  if (p.tt[name] !== T.Ident) {
    throw p.unexpected(name, NEED_ITEM, `an argument or block definition is required here, found ${describeToken(p, name)}`);
  }
  const after = p.peek();
  if (p.tt[after] === T.Equal) return parseAttribute(p, name);
  if (p.tt[after] === T.Ident || p.tt[after] === T.OQuote || p.tt[after] === T.OBrace) return parseBlock(p, name);
  if (p.tt[after] === T.Invalid || p.tt[after] === T.UnterminatedComment) throw p.badCharacter(after);
  throw p.unexpected(
    name,
    NEED_ITEM,
    `"${p.textOf(name)}" must be followed by an equals sign ("=") to set an argument, or by labels and "{" to open a block; found ${describeToken(p, after)}`,
  );
}

/** `name = expr`, with the equals sign as the next token. */
function parseAttribute(p: Parser, name: number): Attribute {
  p.next();
  const expr = parseExpression(p);
  const nameRange = p.tokRange(name);
  return { kind: 'attribute', name: p.nameOf(name), nameRange, expr, range: { start: nameRange.start, end: expr.range.end } };
}

function parseLabel(p: Parser): BlockLabel {
  const tok = p.next();
  if (p.tt[tok] === T.Ident) return { value: p.nameOf(tok), quoted: false, range: p.tokRange(tok) };
  let value = '';
  for (;;) {
    const part = p.i;
    if (p.tt[part] === T.QuotedLit) {
      value += decodeQuoted(p, p.ts[part], p.te[part], false);
      p.i++;
      continue;
    }
    if (p.tt[part] === T.CQuote) {
      p.i++;
      return { value, quoted: true, range: p.range(p.ts[tok], p.te[part]) };
    }
    if (p.tt[part] === T.TemplateInterp || p.tt[part] === T.TemplateControl) {
      throw p.error(
        part,
        'Invalid block label: template sequences are not allowed in a block label; to write a literal "${" or "%{", double the first character ("$${" or "%%{")',
      );
    }
    if (p.tt[part] === T.QuoteUnterminated || p.tt[part] === T.Invalid) throw unterminatedQuote(p, part, 'string literal');
    throw p.unexpected(part, 'Invalid block label', `expected a closing quote, found ${describeToken(p, part)}`);
  }
}

function blockTitle(type: string, labels: BlockLabel[]): string {
  return labels.length === 0 ? `"${type}"` : `${type} ${labels.map((l) => JSON.stringify(l.value)).join(' ')}`;
}

function parseBlock(p: Parser, typeTok: number): Block {
  const base = p.top;
  for (;;) {
    const tok = p.peek();
    if (p.tt[tok] === T.OBrace) break;
    if (p.tt[tok] === T.Equal) {
      throw p.error(tok, 'Invalid block definition: the equals sign "=" introduces an argument, and must not be used when defining a block');
    }
    if (p.tt[tok] !== T.Ident && p.tt[tok] !== T.OQuote) {
      throw p.unexpected(
        tok,
        'Invalid block definition',
        `either a quoted string block label or an opening brace ("{") is expected here, found ${describeToken(p, tok)}`,
      );
    }
    p.push(parseLabel(p));
  }
  const labels = p.take<BlockLabel>(base);
  const open = p.next();
  const type = p.nameOf(typeTok);
  p.enter(open);
  const first = p.peek();
  let items: BodyItem[];
  let closeRange: Range;
  if (p.tt[first] === T.Newline || p.tt[first] === T.EOF) {
    items = parseBody(p, true);
    const close = p.peek();
    if (p.tt[close] === T.CBrace) {
      p.next();
      closeRange = p.tokRange(close);
    } else {
      if (!p.unclosedBlockReported) {
        p.unclosedBlockReported = true;
        p.report(p.error(open, `Unclosed configuration block: there is no closing brace for block ${blockTitle(type, labels)} opened here`).diagnostic);
      }
      closeRange = p.tokRange(close);
    }
  } else if (p.tt[first] === T.CBrace) {
    p.next();
    items = [];
    closeRange = p.tokRange(first);
  } else {
    const attr = parseSingleLineAttribute(p, type, labels, open);
    const close = p.next();
    items = [attr];
    closeRange = p.tokRange(close);
  }
  p.leave();
  const typeRange = p.tokRange(typeTok);
  const openRange = p.tokRange(open);
  return {
    kind: 'block',
    type,
    typeRange,
    labels,
    body: bodyOf(p, items, { start: openRange.start, end: closeRange.end }),
    openBraceRange: openRange,
    closeBraceRange: closeRange,
    range: { start: typeRange.start, end: closeRange.end },
  };
}

const SINGLE_LINE = 'hcl-single-line-block';
const SINGLE_SUMMARY = 'Invalid single-argument block definition';

/** The one argument of a block whose body starts on its header line; leaves the closing brace next. */
function parseSingleLineAttribute(p: Parser, type: string, labels: BlockLabel[], open: number): Attribute {
  const title = blockTitle(type, labels);
  const name = p.next();
  if (p.tt[name] !== T.Ident) {
    throw p.unexpected(name, NEED_ITEM, `an argument definition is required here, found ${describeToken(p, name)}`);
  }
  const after = p.peek();
  if (p.tt[after] === T.Ident || p.tt[after] === T.OQuote || p.tt[after] === T.OBrace) {
    let j = p.i;
    while (p.tt[j] !== T.OBrace && p.tt[j] !== T.Newline && p.tt[j] !== T.EOF) j++;
    const end = p.tt[j] === T.OBrace ? p.te[j] : p.te[j - 1];
    throw p.errorAt(
      p.range(p.ts[name], end),
      `${SINGLE_SUMMARY}: single-line block ${title} cannot contain a block; put the nested block on its own lines`,
      SINGLE_LINE,
    );
  }
  if (p.tt[after] !== T.Equal) {
    throw p.unexpected(after, NEED_ITEM, `to set an argument, use the equals sign "=" to introduce the argument value (found ${describeToken(p, after)})`);
  }
  const attr = parseAttribute(p, name);
  p.nl = true;
  const close = p.peek();
  if (p.tt[close] === T.CBrace) return attr;
  if (p.tt[close] === T.EOF) {
    p.unclosedBlockReported = true;
    throw p.error(open, `Unclosed configuration block: there is no closing brace for block ${title} opened here`);
  }
  const detail =
    p.tt[close] === T.Newline
      ? `close single-line block ${title} on its argument's line, or put the argument on its own line`
      : `single-line block ${title} has a second argument; put each on its own line`;
  const error = p.errorAt(p.tokRange(close), `${SINGLE_SUMMARY}: ${detail}`, SINGLE_LINE);
  if (p.tt[close] !== T.Newline) {
    const fix = splitIntoLines(p, open, [name, close - 1]);
    if (fix) error.diagnostic.fix = fix;
  }
  throw error;
}

/**
 * `primary { provider = "a", id = "b" }` (the spec's own page writes it so) as a block of one
 * argument per line, when the rest of the line is only arguments, optionally comma-separated,
 * up to the closing brace; null otherwise. Moves the parser on: the caller abandons the item.
 */
function splitIntoLines(p: Parser, open: number, first: [start: number, end: number]): Change | null {
  // Each argument as the tokens it spans: its text is copied as written.
  const spans = [first];
  const diagnostics = p.diagnostics.length;
  try {
    for (;;) {
      if (p.tt[p.peek()] === T.Comma) p.next();
      const tok = p.peek();
      if (p.tt[tok] === T.CBrace) {
        const lineStart = p.text.lastIndexOf('\n', p.ts[open]) + 1;
        const indent = /^[ \t]*/.exec(p.text.slice(lineStart, p.ts[open]))?.[0] ?? '';
        const lines = spans.map(([from, to]) => `${indent}  ${p.text.slice(p.ts[from], p.te[to])}`);
        return {
          message: 'Put each argument on its own line',
          edits: [{ range: { start: p.tokRange(open).start, end: p.tokRange(tok).end }, text: `{\n${lines.join('\n')}\n${indent}}` }],
        };
      }
      if (p.tt[tok] !== T.Ident) return null;
      p.next();
      if (p.tt[p.peek()] !== T.Equal) return null;
      parseAttribute(p, tok);
      spans.push([tok, p.i - 1]);
    }
  } catch {
    return null;
  } finally {
    // Whatever the look-ahead reported belongs to no item: the caller reports this error alone.
    p.diagnostics.length = diagnostics;
  }
}
