// A small reader for HashiCorp's spec-suite files, built on our own parser: `.hcldec` decode specs
// (literal, object, attr, block, block_list, block_map, variables) and `.t` expectations.
import type { Block, Body, Expression, Range } from '../../../src/hcl/ast.js';
import { parse } from '../../../src/hcl/index.js';
import { evaluateWith, type HclValue } from '../../support/hcl-value.js';

export interface ExpectedRange {
  from: { line: number; column: number; byte: number };
  to: { line: number; column: number; byte: number };
}

export interface SuiteExpectation {
  /** The `result` expression, when the test gives one. */
  result?: Expression;
  diagnostics: ExpectedRange[];
}

export interface Decoded {
  value: HclValue;
  diagnostics: { message: string; range: Range }[];
}

function parseClean(text: string, what: string): Body {
  const r = parse(text);
  if (r.diagnostics.length > 0) throw new Error(`${what} does not parse: ${r.diagnostics[0].message}`);
  return r.file.body;
}

function constant(expr: Expression, what: string): HclValue {
  const v = evaluateWith(expr, null);
  if (!v.ok) throw new Error(`${what}: ${v.message}`);
  return v.value;
}

function pos(block: Block | undefined, what: string): ExpectedRange['from'] {
  if (block === undefined) throw new Error(`missing ${what} block`);
  const get = (n: string): number => {
    const a = block.body.attributes.find((x) => x.name === n);
    if (a === undefined) throw new Error(`missing ${what}.${n}`);
    return constant(a.expr, n) as number;
  };
  return { line: get('line'), column: get('column'), byte: get('byte') };
}

export function readExpectation(text: string): SuiteExpectation {
  const body = parseClean(text, '.t file');
  const out: SuiteExpectation = { diagnostics: [] };
  const result = body.attributes.find((a) => a.name === 'result');
  if (result !== undefined) out.result = result.expr;
  for (const block of body.blocks.filter((b) => b.type === 'diagnostics')) {
    for (const d of block.body.blocks) {
      out.diagnostics.push({
        from: pos(
          d.body.blocks.find((b) => b.type === 'from'),
          'from',
        ),
        to: pos(
          d.body.blocks.find((b) => b.type === 'to'),
          'to',
        ),
      });
    }
  }
  return out;
}

interface DecodeContext {
  variables: Record<string, HclValue>;
  diagnostics: Decoded['diagnostics'];
}

const SPEC_TYPES = new Set(['literal', 'object', 'attr', 'block', 'block_list', 'block_map']);

/** Decodes `input` with the spec in `specText`, the way hcldec does with a closed schema. */
export function decodeWithSpec(specText: string, input: Body): Decoded {
  const specBody = parseClean(specText, '.hcldec file');
  const ctx: DecodeContext = { variables: Object.create(null) as Record<string, HclValue>, diagnostics: [] };
  for (const vars of specBody.blocks.filter((b) => b.type === 'variables')) {
    for (const a of vars.body.attributes) ctx.variables[a.name] = constant(a.expr, `variable ${a.name}`);
  }
  const root = specBody.blocks.filter((b) => SPEC_TYPES.has(b.type));
  if (root.length !== 1) throw new Error(`expected one root spec, found ${root.length}`);
  const spec = root[0];
  checkSchema([spec], input, ctx);
  return { value: decodeSpec(spec, input, ctx), diagnostics: ctx.diagnostics };
}

function attrOf(spec: Block, name: string): HclValue | undefined {
  const a = spec.body.attributes.find((x) => x.name === name);
  return a === undefined ? undefined : constant(a.expr, `${spec.type}.${name}`);
}

function blockTypeOf(spec: Block): string {
  return (attrOf(spec, 'block_type') as string | undefined) ?? spec.labels[0]?.value ?? '';
}

function nestedSpec(spec: Block): Block | undefined {
  return spec.body.blocks.find((b) => SPEC_TYPES.has(b.type));
}

/** hcldec bodies are closed: report attributes and blocks that no child spec names. */
function checkSchema(specs: Block[], body: Body, ctx: DecodeContext): void {
  const attrs = new Set<string>();
  const blocks = new Set<string>();
  const visit = (s: Block): void => {
    if (s.type === 'attr') attrs.add((attrOf(s, 'name') as string | undefined) ?? s.labels[0]?.value ?? '');
    else if (s.type === 'object') s.body.blocks.filter((b) => SPEC_TYPES.has(b.type)).forEach(visit);
    else if (s.type === 'block' || s.type === 'block_list' || s.type === 'block_map') blocks.add(blockTypeOf(s));
  };
  specs.forEach(visit);
  if (specs.some((s) => s.type === 'literal')) return;
  for (const a of body.attributes) {
    if (!attrs.has(a.name)) ctx.diagnostics.push({ message: `Unsupported argument "${a.name}"`, range: a.nameRange });
  }
  for (const b of body.blocks) {
    if (!blocks.has(b.type)) ctx.diagnostics.push({ message: `Unsupported block type "${b.type}"`, range: b.typeRange });
  }
}

function decodeBlockBody(spec: Block, block: Block, ctx: DecodeContext): HclValue {
  const inner = nestedSpec(spec);
  if (inner === undefined) return null;
  checkSchema([inner], block.body, ctx);
  return decodeSpec(inner, block.body, ctx);
}

function decodeSpec(spec: Block, body: Body, ctx: DecodeContext): HclValue {
  switch (spec.type) {
    case 'literal':
      return attrOf(spec, 'value') ?? null;
    case 'object': {
      const out = Object.create(null) as { [k: string]: HclValue };
      for (const child of spec.body.blocks.filter((b) => SPEC_TYPES.has(b.type))) {
        const key = child.labels[0]?.value ?? (attrOf(child, 'name') as string);
        out[key] = decodeSpec(child, body, ctx);
      }
      return out;
    }
    case 'attr': {
      const name = (attrOf(spec, 'name') as string | undefined) ?? spec.labels[0]?.value ?? '';
      const attr = body.attributes.find((a) => a.name === name);
      if (attr === undefined) return null;
      const v = evaluateWith(attr.expr, ctx.variables);
      if (!v.ok) {
        ctx.diagnostics.push({ message: v.message, range: v.range });
        return null;
      }
      return v.value;
    }
    case 'block': {
      const found = body.blocks.filter((b) => b.type === blockTypeOf(spec));
      if (found.length > 1) ctx.diagnostics.push({ message: `Duplicate ${blockTypeOf(spec)} block`, range: found[1].typeRange });
      return found.length === 0 ? null : decodeBlockBody(spec, found[0], ctx);
    }
    case 'block_list':
      return body.blocks.filter((b) => b.type === blockTypeOf(spec)).map((b) => decodeBlockBody(spec, b, ctx));
    case 'block_map': {
      const labelNames = (attrOf(spec, 'labels') as string[] | undefined) ?? [];
      const out = Object.create(null) as { [k: string]: HclValue };
      for (const b of body.blocks.filter((x) => x.type === blockTypeOf(spec))) {
        if (b.labels.length !== labelNames.length) {
          ctx.diagnostics.push({ message: `Wrong number of labels on ${b.type}`, range: b.typeRange });
          continue;
        }
        let target = out;
        b.labels.forEach((label, i) => {
          if (i === b.labels.length - 1) target[label.value] = decodeBlockBody(spec, b, ctx);
          else target = (target[label.value] ??= Object.create(null)) as { [k: string]: HclValue };
        });
      }
      return out;
    }
    default:
      throw new Error(`unsupported spec ${spec.type}`);
  }
}

/** Compares decoded values; numbers within 1e-12 relative, because HclValue numbers are float64 and HCL's are 512-bit. */
export function closeTo(a: HclValue, b: HclValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b));
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => closeTo(x, b[i]));
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && !Array.isArray(b)) {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && closeTo((a as { [k: string]: HclValue })[k], (b as { [k: string]: HclValue })[k]));
  }
  return a === b;
}
