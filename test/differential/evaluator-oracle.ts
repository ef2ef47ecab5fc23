// The linter's evaluator in the oracle's output shape (evaluator-oracle/main.go), and the
// generated inputs both are run on.
import { parse } from '../../src/hcl/index.js';
import { evaluate, envContext, sortedKeys, typeOf, type Entry, type Type, type Value } from '../../src/hcl/eval/index.js';

export interface OracleInput {
  src: string;
  ctx: 'nil' | 'env';
  /** The slot kind the input was generated for (number, bool, string, list, map, object, or a named group). */
  kind: string;
}

export interface OracleOutput {
  src: string;
  ctx: 'nil' | 'env';
  parse: boolean;
  value?: unknown;
  diagnostics: { summary: string; detail: string; from: Pos; to: Pos }[];
}

interface Pos {
  line: number;
  column: number;
  byte: number;
}

function typeText(t: Type): unknown {
  switch (t.kind) {
    case 'tuple':
      return { tuple: t.elements.map(typeText) };
    case 'object':
      return { object: Object.fromEntries(t.attributes.map(([k, a]) => [k, typeText(a)])) };
    case 'list':
    case 'map':
    case 'set':
      return { [t.kind]: typeText(t.element) };
    default:
      return t.kind;
  }
}

export function valueText(v: Value): unknown {
  const type = typeText(typeOf(v));
  switch (v.kind) {
    case 'unknown':
      return { type, unknown: true };
    case 'null':
      return { type, null: true };
    case 'number':
      return { type, v: v.value.toText() };
    case 'string':
    case 'bool':
      return { type, v: v.value };
    case 'tuple':
    case 'list':
    case 'set':
      return { type, v: v.elements.map(valueText) };
    case 'object':
    case 'map':
      return { type, v: Object.fromEntries(sortedKeys(v.entries).map((k) => [k, valueText((v.entries.get(k) as Entry).value)])) };
  }
}

const PREFIX = 'x=';

/** Our answer for one input: parsed as the value of an attribute, positions shifted back to the expression's own. */
export function ourOutput(input: OracleInput): OracleOutput {
  const r = parse(PREFIX + input.src);
  const attr = r.file.body.attributes[0];
  if (r.diagnostics.length > 0 || attr === undefined) return { src: input.src, ctx: input.ctx, parse: false, diagnostics: [] };
  const outcome = evaluate(attr.expr, input.ctx === 'env' ? envContext() : null);
  const shift = (p: { line: number; column: number; offset: number }): Pos =>
    p.line === 1
      ? { line: 1, column: p.column - PREFIX.length, byte: p.offset - PREFIX.length }
      : { line: p.line, column: p.column, byte: p.offset - PREFIX.length };
  return {
    src: input.src,
    ctx: input.ctx,
    parse: true,
    value: valueText(outcome.value),
    diagnostics: outcome.diagnostics.map((d) => ({ summary: d.summary, detail: d.detail, from: shift(d.range.start), to: shift(d.range.end) })),
  };
}
