// The evaluator's values as plain JSON-like data, for tests that compare with JSON oracles
// (hcl2json, the spec suite's .t results). Numbers become float64 here, nowhere else.
import type { Expression, Range } from '../../src/hcl/ast.js';
import { BigFloat, evaluate, sortedKeys, type Entry, type Value } from '../../src/hcl/eval/index.js';

export type HclValue = null | boolean | number | string | HclValue[] | { [key: string]: HclValue };

export type EvalResult = { ok: true; value: HclValue } | { ok: false; reason: 'variable' | 'function' | 'error'; message: string; range: Range };

export function plain(v: Value): HclValue {
  switch (v.kind) {
    case 'null':
    case 'unknown':
      return null;
    case 'number':
      return v.value.toNumber();
    case 'string':
    case 'bool':
      return v.value;
    case 'tuple':
    case 'list':
    case 'set':
      return v.elements.map(plain);
    case 'object':
    case 'map': {
      const out = Object.create(null) as { [key: string]: HclValue };
      for (const k of sortedKeys(v.entries)) out[k] = plain((v.entries.get(k) as Entry).value);
      return out;
    }
  }
}

function fromPlain(v: HclValue): Value {
  if (v === null) return { kind: 'null', type: { kind: 'dynamic' } };
  if (typeof v === 'boolean') return { kind: 'bool', value: v };
  if (typeof v === 'number') return { kind: 'number', value: BigFloat.parse(String(v)) as BigFloat };
  if (typeof v === 'string') return { kind: 'string', value: v };
  if (Array.isArray(v)) return { kind: 'tuple', elements: v.map(fromPlain) };
  return { kind: 'object', entries: new Map(Object.entries(v).map(([k, x]) => [k, { value: fromPlain(x) }])) };
}

/** The value of `expr` with the given global variables (no functions); null means HCL's nil EvalContext. */
export function evaluateWith(expr: Expression, variables: Record<string, HclValue> | null): EvalResult {
  const ctx = variables === null ? null : { variables: new Map(Object.entries(variables).map(([k, v]) => [k, fromPlain(v)])), functions: null, parent: null };
  const outcome = evaluate(expr, ctx);
  const first = outcome.diagnostics[0];
  if (first !== undefined) {
    const reason = first.cause === 'variable' || first.cause === 'function' ? first.cause : 'error';
    return { ok: false, reason, message: `${first.summary}: ${first.detail}`, range: first.range };
  }
  return { ok: true, value: plain(outcome.value) };
}

export function evaluateLiteral(expr: Expression): EvalResult {
  return evaluateWith(expr, null);
}
