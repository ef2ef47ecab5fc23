// The config_schema check on its own (validate-body.ts, which the provider-config rules share):
// what converts under cty's conversions.
import { describe, expect, it } from 'vitest';
import { readAttr } from '../../../src/models/advertised/decode.js';
import { validateBody } from '../../../src/rules/capabilities/support/validate-body.js';
import type { LocatedValue } from '../../../src/hcl/const-eval.js';
import { BigFloat, BOOL, ConversionError, convert, NUMBER } from '../../../src/hcl/eval/index.js';
import type { Range } from '../../../src/diagnostics/diagnostic.js';

const attrs = [
  readAttr({ name: 'n', type: 'ATTR_TYPE_NUMBER' }),
  readAttr({ name: 'b', type: 'ATTR_TYPE_BOOL' }),
  readAttr({ name: 's', type: 'ATTR_TYPE_STRING' }),
  readAttr({ name: 'm', type: 'ATTR_TYPE_MAP_STRING' }),
];

const R: Range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };

/** A value as the evaluator yields it, from plain data (an array is a list, an object an object). */
function located(v: unknown): LocatedValue {
  if (v === null) return { type: 'null', range: R };
  if (typeof v === 'string') return { type: 'string', value: v, range: R };
  if (typeof v === 'number') return { type: 'number', value: v, exact: BigFloat.parse(String(v))!, range: R };
  if (typeof v === 'boolean') return { type: 'bool', value: v, range: R };
  if (Array.isArray(v)) return { type: 'tuple', elements: v.map(located), range: R };
  return {
    type: 'object',
    entries: Object.entries(v as object).map(([key, value]) => ({ key, keyRange: R, value: located(value), range: R, literal: true })),
    range: R,
  };
}

describe('config_schema checked directly', () => {
  it("accepts exactly cty's safe conversions", () => {
    const ok = (data: Record<string, unknown>) =>
      validateBody(attrs, { values: Object.entries(data).map(([name, v]) => ({ name, nameRange: R, valueRange: R, value: located(v) })), missingAnchor: R })
        .length === 0;
    expect(ok({ n: 4000, b: true, s: 'x', m: { a: 'b' } })).toBe(true);
    expect(ok({ n: '4000', b: 'false', s: 42 })).toBe(true);
    expect(ok({ n: '-1.5e3', s: true, b: '1' })).toBe(true);
    expect(ok({ n: null, b: null, s: null, m: null })).toBe(true);
    expect(ok({ n: '12abc' })).toBe(false);
    expect(ok({ n: true })).toBe(false);
    expect(ok({ b: 'yes' })).toBe(false);
    expect(ok({ b: 1 })).toBe(false);
    expect(ok({ s: ['x'] })).toBe(false);
    expect(ok({ m: { a: ['x'] } })).toBe(false);
    expect(ok({ m: ['x'] })).toBe(false);
    expect(ok({ other: 1 })).toBe(false);
  });

  it("converts a string to a number or a bool exactly when the evaluator's convert() does", () => {
    const ok = (name: string, text: string) =>
      validateBody(attrs, { values: [{ name, nameRange: R, valueRange: R, value: located(text) }], missingAnchor: R }).length === 0;
    const converts = (text: string, type: typeof NUMBER) => !(convert({ kind: 'string', value: text, range: R }, type) instanceof ConversionError);
    // big.ParseFloat's syntax: "Inf", binary exponents and bare points convert; hex, blanks and
    // an exponent past int64 do not. The bool strings are cty's four, in lower case only.
    const numbers = {
      Inf: true,
      '-inf': true,
      '+Inf': true,
      '1p3': true,
      '5.': true,
      '.5': true,
      '0012': true,
      '1e-400': true,
      '1e99999999999999999': true,
      '1e9999999999999999999': false,
      '0x10': false,
      '': false,
      '.': false,
      ' 1': false,
      '1_000': false,
      e5: false,
      INF: false,
      '1.2.3': false,
    };
    const bools = { true: true, false: true, '1': true, '0': true, TRUE: false, True: false, yes: false, '01': false, '': false };
    for (const [text, expected] of Object.entries(numbers)) {
      expect([text, ok('n', text)]).toEqual([text, expected]);
      expect([text, converts(text, NUMBER)]).toEqual([text, expected]);
    }
    for (const [text, expected] of Object.entries(bools)) {
      expect([text, ok('b', text)]).toEqual([text, expected]);
      expect([text, converts(text, BOOL)]).toEqual([text, expected]);
    }
  });
});
