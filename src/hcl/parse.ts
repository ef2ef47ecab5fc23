// parse(): bytes or text in, AST and syntax diagnostics out. Never throws.
import type { Pos, SourceDiagnostic } from '../diagnostics/diagnostic.js';
import type { Body, Comment, ParseResult } from './ast.js';
import { bodyOf, parseBody } from './body.js';
import { lex, type RawComment } from './lexer.js';
import { nestingTooDeepMessage, ParseError, Parser, type ParserRuleId } from './parser.js';
import { type DecodedSource, decodeSource, LineMap } from './source.js';
import { T } from './tokens.js';

export function parse(input: string | Uint8Array): ParseResult {
  return parseDecoded(decodeSource(input), null);
}

/**
 * parse() of a text without a BOM, also handing back every position object the top-level
 * items' nodes hold, each once, in item order (so reparse.ts can move them after an edit).
 */
export function parseTracked(text: string): { result: ParseResult; positions: Pos[] } {
  const positions: Pos[] = [];
  return { result: parseDecoded({ text }, positions), positions };
}

function parseDecoded(decoded: DecodedSource, positions: Pos[] | null): ParseResult {
  const text = decoded.text;
  const { tokens, comments: raw } = lex(text);
  // Like HCL's scanner, which takes any byte inside a comment: only bytes elsewhere must be UTF-8.
  const bad = decoded.invalid === undefined ? undefined : firstOutsideComments(decoded.invalid, raw);
  if (bad !== undefined) return invalidUtf8(text, bad);
  const p = new Parser(text, tokens, positions);
  let body: Body;
  let itemPositions = 0;
  try {
    const items = parseBody(p, false);
    itemPositions = positions?.length ?? 0;
    body = bodyOf(p, items, p.range(0, text.length));
  } catch (err) {
    // The nesting limit keeps the call stack safe; anything else here is a defect. Either way: a diagnostic, not a crash.
    body = { items: [], attributes: [], blocks: [], range: p.range(0, text.length) };
    const message =
      err instanceof ParseError ? err.diagnostic.message : err instanceof RangeError ? nestingTooDeepMessage() : `Internal parser error: ${String(err)}`;
    p.report({ ruleId: 'hcl-syntax', severity: 'error', message, range: p.range(p.ts[p.i], p.ts[p.i]) });
  }
  reportSkippedInvalidCharacters(p, tokens.count);
  const comments: Comment[] = raw.map((c) => ({ text: text.slice(c.s, c.e), style: c.style, range: p.range(c.s, c.e) }));
  const diagnostics = p.diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
  // What was made after the items (the file's range, comments, late diagnostics) belongs to none of them.
  if (positions) positions.length = itemPositions;
  return { file: { body, comments, source: text }, diagnostics };
}

/** More would only bury the first ones (think of a binary file); the first invalid character is what matters. */
const MAX_INVALID_CHARACTER_REPORTS = 100;

/**
 * Like HCL, reports every invalid character, also those in text skipped while recovering from an earlier
 * error. A run of adjacent invalid characters is reported once, at its first character.
 */
function reportSkippedInvalidCharacters(p: Parser, count: number): void {
  let reported: Set<number> | null = null;
  let added = 0;
  // Most files have none: one native scan finds the first, if any.
  const first = p.tt.subarray(0, count).indexOf(T.Invalid);
  if (first < 0) return;
  for (let k = first; k < count; k++) {
    if (p.tt[k] !== T.Invalid || (k > 0 && p.tt[k - 1] === T.Invalid && p.te[k - 1] === p.ts[k]) || p.pairedQuotes.has(p.ts[k])) continue;
    reported ??= new Set(p.diagnostics.map((d) => d.range.start.offset));
    const error = p.badCharacter(k).diagnostic;
    if (reported.has(error.range.start.offset)) continue;
    if (added === MAX_INVALID_CHARACTER_REPORTS) {
      p.report({
        ...error,
        message: `Too many invalid characters: the file has more than ${MAX_INVALID_CHARACTER_REPORTS} further invalid characters, from here on; is it an HCL file?`,
      });
      return;
    }
    p.report(error);
    added++;
  }
}

/** The first of the (sorted) indices that no comment covers; comments come in text order. */
function firstOutsideComments(indices: number[], comments: readonly RawComment[]): number | undefined {
  let c = 0;
  for (const i of indices) {
    while (c < comments.length && comments[c].e <= i) c++;
    if (c === comments.length || i < comments[c].s) return i;
  }
  return undefined;
}

function invalidUtf8(text: string, badIndex: number): ParseResult {
  const lines = new LineMap(text);
  const start = lines.pos(badIndex);
  // Every other character has the bytes it was decoded from, and an invalid byte is one byte.
  const badByte = start.offset;
  const diagnostic: SourceDiagnostic<ParserRuleId> = {
    ruleId: 'hcl-syntax',
    severity: 'error',
    message: `Invalid UTF-8: the file is not valid UTF-8 text (byte ${badByte} is the first invalid byte); HCL files must be encoded in UTF-8`,
    range: { start, end: { line: start.line, column: start.column + 1, offset: start.offset + 1 } },
  };
  const body: Body = { items: [], attributes: [], blocks: [], range: { start: lines.pos(0), end: lines.pos(text.length) } };
  return { file: { body, comments: [], source: text }, diagnostics: [diagnostic] };
}
