// evaluateLiteral (HCL's nil EvalContext) and envCallName.
import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../src/hcl/ast.js';
import { envCallName } from '../../src/hcl/index.js';
import { evaluateLiteral } from '../support/hcl-value.js';
import { expr, line1, parseClean, textAt } from './helpers.js';

function value(text: string): unknown {
  const r = evaluateLiteral(expr(text));
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

/** The failure for `a = <text>`, with the text its range covers. */
function failure(text: string): [string, string, string] {
  const src = `a = ${text}\n`;
  const r = evaluateLiteral((parseClean(src).file.body.items[0] as Attribute).expr);
  if (r.ok) throw new Error(`evaluated to ${JSON.stringify(r.value)}`);
  return [r.reason, r.message.split(':')[0], textAt(src, r.range)];
}

describe('evaluateLiteral', () => {
  it('evaluates primitives, tuples and objects', () => {
    expect(value('5')).toBe(5);
    expect(value('"x"')).toBe('x');
    expect(value('null')).toBe(null);
    expect(value('[1, "a", true, null, [2]]')).toEqual([1, 'a', true, null, [2]]);
    expect(value('{ a = 1, "b" = { c = [] } }')).toEqual({ a: 1, b: { c: [] } });
  });

  it('keeps the last of duplicate object keys', () => {
    expect(value('{ a = 1, b = 2, a = 3 }')).toEqual({ a: 3, b: 2 });
  });

  it('builds objects without a prototype, so keys like __proto__ are plain keys', () => {
    const v = value('{ __proto__ = 1, constructor = 2, "toString" = 3 }') as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(null);
    expect(Object.keys(v)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(v['__proto__']).toBe(1);
  });

  it('evaluates keys given as expressions, converting primitives to strings', () => {
    expect(value('{ ("a") = 1, (1 + 1) = 2, (true) = 3 }')).toEqual({ a: 1, '2': 2, true: 3 });
    // HCL reports a null key at the item's value (checked against hashicorp/hcl v2.24).
    expect(failure('{ (null) = 1 }')).toEqual(['error', 'Null value as key', '1']);
    expect(failure('{ ([1]) = 1 }')).toEqual(['error', 'Incorrect key type', '([1])']);
  });

  it('does arithmetic, comparison and logic with HCL conversions', () => {
    expect(value('2 + 3.5')).toBe(5.5);
    expect(value('11 % 5')).toBe(1);
    expect(value('-(1 - 3) * 2')).toBe(4);
    expect(value('"2" * 3')).toBe(6);
    expect(value('1 < 2 && !false')).toBe(true);
    expect(value('"true" || false')).toBe(true);
    expect(value('"1" == 1')).toBe(false);
    expect(value('[1, {a = "x"}] == [1, {a = "x"}]')).toBe(true);
    expect(value('null != null')).toBe(false);
  });

  it('reports type errors at the offending operand', () => {
    expect(failure('1 + "a"')).toEqual(['error', 'Invalid operand', '"a"']);
    expect(failure('!1')).toEqual(['error', 'Invalid operand', '1']);
    expect(failure('[1] && true')).toEqual(['error', 'Invalid operand', '[1]']);
    // cty divides by zero to an infinity; only 0 / 0 fails.
    expect(value('1 / 0')).toBe(Infinity);
    expect(value('40 % 0')).toBe(40);
    expect(failure('0 / 0')).toEqual(['error', 'Operation failed', '0 / 0']);
  });

  it('selects conditional results, unifying a number or bool with a string', () => {
    expect(value('true ? "a" : "b"')).toBe('a');
    expect(value('false ? 1 : 2')).toBe(2);
    expect(value('true ? 1 : "x"')).toBe('1');
    expect(value('false ? x : "fallback"')).toBe('fallback');
    expect(failure('"maybe" ? 1 : 2')).toEqual(['error', 'Incorrect condition type', '"maybe"']);
    expect(failure('true ? 1 : false')).toEqual(['error', 'Inconsistent conditional result types', '1 : false']);
  });

  it('converts interpolated values to strings as HCL does', () => {
    expect(value('"${1.5} ${true} ${10000000000000000000000} ${0.0000001}"')).toBe('1.5 true 10000000000000000000000 0.0000001');
    expect(value('"${null}"')).toBe(null);
    expect(failure('"x${null}"')).toEqual(['error', 'Invalid template interpolation value', 'null']);
    expect(failure('"x${[1]}"')).toEqual(['error', 'Invalid template interpolation value', '[1]']);
  });

  it('evaluates for expressions over literal collections', () => {
    expect(value('[for v in ["a", "b"]: v]')).toEqual(['a', 'b']);
    expect(value('[for i, v in ["a", "b"]: i]')).toEqual([0, 1]);
    expect(value('{for i, v in ["a", "b"]: v => i}')).toEqual({ a: 0, b: 1 });
    expect(value('{for i, v in ["a", "a", "b"]: v => i...}')).toEqual({ a: [0, 1], b: [2] });
    expect(value('[for i, v in ["a", "b", "c"]: v if i < 2]')).toEqual(['a', 'b']);
    expect(value('[for k, v in {b = 1, a = 2}: k]')).toEqual(['a', 'b']);
    expect(failure('{for i, v in ["a", "a"]: v => i}')).toEqual(['error', 'Duplicate object key', 'v']);
    expect(failure('[for v in "abc": v]')).toEqual(['error', 'Iteration over non-iterable value', '"abc"']);
  });

  it('evaluates indexes, attributes and splats of literals', () => {
    expect(value('[10, 20][1]')).toBe(20);
    expect(value('{a = {b = 3}}.a.b')).toBe(3);
    expect(value('{a = 1}["a"]')).toBe(1);
    expect(value('[{a = 1}, {a = 2}][*].a')).toEqual([1, 2]);
    expect(value('[{a = 1}, {a = 2}].*.a')).toEqual([1, 2]);
    expect(value('{a = 1}.*.a')).toEqual([1]);
    expect(value('null[*]')).toEqual([]);
    expect(value('[1, [2]][*][*]')).toEqual([[1], [2]]);
    expect(failure('[1][2]')).toEqual(['error', 'Invalid index', '[2]']);
    expect(failure('{a = 1}.b')).toEqual(['error', 'Unsupported attribute', '.b']);
  });

  it('gives up on expressions that would take too long, instead of hanging', () => {
    const list = `[${Array.from({ length: 100 }, (_, i) => i).join(', ')}]`;
    const text = `[for a in ${list}: [for b in ${list}: [for c in ${list}: [for d in ${list}: a + b + c + d]]]]`;
    const r = evaluateLiteral(expr(text));
    expect(r.ok === false && [r.reason, r.message.split(':')[0]]).toEqual(['error', 'Expression too large to evaluate']);
    expect(value(`[for a in ${list}: [for b in ${list}: a * b]]`)).toHaveLength(100);
  });

  it('refuses variables and function calls, at their range', () => {
    expect(failure('observe')).toEqual(['variable', 'Variables not allowed', 'observe']);
    expect(failure('[1, var.x]')).toEqual(['variable', 'Variables not allowed', 'var']);
    expect(failure('"a-${b}"')).toEqual(['variable', 'Variables not allowed', 'b']);
    expect(failure('env("HOME")')).toEqual(['function', 'Function calls not allowed', 'env("HOME")']);
    expect(failure('{ k = upper("x") }')).toEqual(['function', 'Function calls not allowed', 'upper("x")']);
  });
});

describe('envCallName', () => {
  function call(text: string) {
    return envCallName(expr(text));
  }

  it('returns the name and its range for exactly env("NAME")', () => {
    expect(call('env("API_KEY")')).toEqual({ name: 'API_KEY', nameRange: line1(8, 17) });
    expect(call('env("")')).toEqual({ name: '', nameRange: line1(8, 10) });
    expect(call('env("A\\u0042")')?.name).toBe('AB');
  });

  it('returns null for anything else', () => {
    for (const text of [
      'env("A${b}")',
      'env("A", "B")',
      'env(x)',
      'env()',
      'env(["A"]...)',
      'getenv("A")',
      '(env("A"))',
      'env("A") == "x"',
      'env(<<EOT\nA\nEOT\n)',
      '"${env("A")}"',
    ]) {
      expect(call(text), text).toBe(null);
    }
  });
});
